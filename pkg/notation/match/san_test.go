package match_test

import (
	"fmt"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// sanCase is one move (by its coordinate text) and the SAN written by hand.
type sanCase struct{ coord, san string }

func checkSAN(t *testing.T, preset, fen string, check bool, cases []sanCase) {
	t.Helper()
	p := posOf(t, preset, fen)
	for _, c := range cases {
		m := legal(t, p, c.coord)
		if got := match.SAN(p, m, check); got != c.san {
			t.Errorf("%s %q: SAN(%s) = %q, want %q", preset, fen, c.coord, got, c.san)
		}
	}
}

// Two knights reach d2 from different files: the file tells them apart. Moves no
// other knight can make carry no disambiguation.
//
//	8 . . . . k . . .
//	1 . N . . K N . .
func TestSANDisambiguationByFile(t *testing.T) {
	checkSAN(t, "chess", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", false, []sanCase{
		{"b1d2", "Nbd2"}, {"f1d2", "Nfd2"}, {"b1c3", "Nc3"}, {"f1g3", "Ng3"}, {"f1h2", "Nh2"},
	})
}

// Two rooks on the a-file both reach a3 (and a2): the file is shared, so the
// rank is written. a8 and h5 are reached by the a5 rook alone.
//
//	5 R . . . . . . .
//	1 R . . . K . . .
func TestSANDisambiguationByRank(t *testing.T) {
	checkSAN(t, "chess", "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", false, []sanCase{
		{"a1a3", "R1a3"}, {"a5a3", "R5a3"}, {"a1a2", "R1a2"}, {"a5a2", "R5a2"},
		{"a5h5", "Rh5"}, {"a5a8", "Ra8"}, {"a1b1", "Rb1"},
	})
}

// Three queens reach b2. For the a1 queen the a3 queen shares the file and the
// c1 queen the rank: both are written (Qa1b2). For c1 no other queen is on the
// c-file (Qcb2); for a3 the a1 queen shares the file but none the 3rd rank (Q3b2).
//
//	3 Q . . . . . . .
//	1 Q . Q . K . . .
func TestSANDisambiguationByFileAndRank(t *testing.T) {
	checkSAN(t, "chess", "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", false, []sanCase{
		{"a1b2", "Qa1b2"}, {"c1b2", "Qcb2"}, {"a3b2", "Q3b2"},
		// b1: a1 and c1 share rank 1 but not a file.
		{"a1b1", "Qab1"}, {"c1b1", "Qcb1"},
	})
}

// Check and mate marks are added only when asked.
func TestSANCheckMarks(t *testing.T) {
	// Ra8 checks along the empty 8th rank; the king on e8 escapes to the 7th.
	checkSAN(t, "chess", "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", true, []sanCase{{"a5a8", "Ra8+"}, {"a5h5", "Rh5"}})
	checkSAN(t, "chess", "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", false, []sanCase{{"a5a8", "Ra8"}})
	// Back-rank mate: the pawns f7 g7 h7 block the king on g8.
	checkSAN(t, "chess", "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", true, []sanCase{{"a1a8", "Ra8#"}, {"a1a7", "Ra7"}})
}

// After 1.e4 d5: the pawn capture names the pawn's file, a piece capture its letter.
func TestSANCaptures(t *testing.T) {
	fen := "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
	checkSAN(t, "chess", fen, false, []sanCase{{"e4d5", "exd5"}, {"e4e5", "e5"}, {"f1b5", "Bb5"}})
	// b5-c6-d7-e8 is open since d7 went to d5.
	checkSAN(t, "chess", fen, true, []sanCase{{"f1b5", "Bb5+"}})
	// 2...Qxd5 after 2.exd5: the queen's capture.
	checkSAN(t, "chess", "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2", false, []sanCase{{"d8d5", "Qxd5"}})
}

// Promotions: "=" and the piece letter, after the capture when there is one.
func TestSANPromotion(t *testing.T) {
	checkSAN(t, "chess", "3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", false, []sanCase{
		{"e7e8q", "e8=Q"}, {"e7e8n", "e8=N"}, {"e7d8r", "exd8=R"}, {"e7d8b", "exd8=B"},
	})
	// Black promotes on the first rank; the letter stays upper case.
	checkSAN(t, "chess", "k7/8/8/8/8/8/p7/7K b - - 0 1", false, []sanCase{{"a2a1q", "a1=Q"}})
	// Modern Chess promotes to the minister too.
	checkSAN(t, "modern", "4k4/9/9/9/9/9/9/p8/4K4 b - - 0 1", false, []sanCase{{"a2a1m", "a1=M"}})
}

// Castling is written with the preset's token for the side and the colour.
func TestSANCastlingTokens(t *testing.T) {
	chess := "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
	checkSAN(t, "chess", chess, false, []sanCase{{"e1g1", "O-O"}, {"e1c1", "O-O-O"}})
	checkSAN(t, "chess", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", false, []sanCase{{"e8g8", "O-O"}, {"e8c8", "O-O-O"}})
	// Symmetric Chess: the king moves three squares, to h1 or b1.
	sym := "r3k3r/9/9/9/9/9/9/R3K3R w KQkq - - 0 1"
	checkSAN(t, "symmetric", sym, false, []sanCase{{"e1h1", "O-O"}, {"e1b1", "O-O-O"}})
	// Modern Chess: O-M-O / O-Q-O name the side of the mover's minister / queen:
	// White's minister is on d1 (the c1 side), Black's on f9 (the g9 side).
	mod := "r3k3r/9/9/9/9/9/9/9/R3K3R %s KQkq - 0 1"
	checkSAN(t, "modern", fmt.Sprintf(mod, "w"), false, []sanCase{{"e1c1", "O-M-O"}, {"e1g1", "O-Q-O"}})
	checkSAN(t, "modern", fmt.Sprintf(mod, "b"), false, []sanCase{{"e9c9", "O-Q-O"}, {"e9g9", "O-M-O"}})
	// Prime Ministers Chess: O-O-Oc and O-O-Og name the king's file.
	pmc := "r3k3r/9/9/9/9/9/9/R3K3R %s KQkq - - 0 1"
	checkSAN(t, "pmc1", fmt.Sprintf(pmc, "w"), false, []sanCase{{"e1c1", "O-O-Oc"}, {"e1g1", "O-O-Og"}})
	checkSAN(t, "pmc1", fmt.Sprintf(pmc, "b"), false, []sanCase{{"e8c8", "O-O-Oc"}, {"e8g8", "O-O-Og"}})
}

// The bishop swap of PMC1's start: White's rank 1 is R N B M K Q B N R, so both
// bishops can swap with a knight (b1, h1) and the bishop's file is written; only
// c1 can swap with the minister (d1) and only g1 with the queen (f1).
func TestSANSwap(t *testing.T) {
	checkSAN(t, "pmc1", "", false, []sanCase{
		{"c1b1", "Bc=N"}, {"g1h1", "Bg=N"}, {"c1d1", "B=M"}, {"g1f1", "B=Q"},
	})
	// Black (r n b q k m b n r on rank 8): c8 stands beside the queen, g8 beside the minister.
	black := "rnbqkmbnr/ppppppppp/9/9/9/4P4/PPPP1PPPP/RNBMKQBNR b KQkq Ss - 0 1"
	checkSAN(t, "pmc1", black, false, []sanCase{
		{"c8b8", "Bc=N"}, {"g8h8", "Bg=N"}, {"c8d8", "B=Q"}, {"g8f8", "B=M"},
	})
	// Without the g1 bishop, the c1 bishop is the only one beside a knight.
	checkSAN(t, "pmc1", "rnbqkmbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBMKQ1NR w KQkq Ss - 0 1", false, []sanCase{
		{"c1b1", "B=N"}, {"c1d1", "B=M"},
	})
}

// A bishop conversion (Symmetric Chess) is written as the bishop's step.
func TestSANConversion(t *testing.T) {
	checkSAN(t, "symmetric", "rnbqkqbnr/1pppppppp/p8/9/9/2P6/PP1PPPPPP/RNBQKQBNR w KQkq CGcg - 0 2", false, []sanCase{
		{"c1c2", "Bc2"},
	})
}

// Cowardly Crew: the knight takes e5; the black pawns on d6 and f6 (rank 1, not
// above the knight's 2) may convert, in any subset, listed after '&' in square
// order.
//
//	8 k . . . . . . .
//	6 . . . p . p . .
//	5 . . . . p . . .
//	3 . . . . . N . .
//	1 . . . . K . . .
func TestSANCaptureConversionSuffix(t *testing.T) {
	checkSAN(t, "cowardly-crew", crewFEN, false, []sanCase{
		{"f3e5", "Nxe5"}, {"f3e5&d6", "Nxe5&d6"}, {"f3e5&f6", "Nxe5&f6"}, {"f3e5&d6&f6", "Nxe5&d6&f6"},
	})
	p := posOf(t, "cowardly-crew", crewFEN)
	n := 0
	for _, m := range p.LegalMoves(nil) {
		if p.Coord(m)[:4] == "f3e5" {
			n++
		}
	}
	if n != 4 {
		t.Errorf("%d legal moves f3e5, want 4 (no conversion, d6, f6, both)", n)
	}
}

const crewFEN = "k7/8/3p1p2/4p3/8/5N2/8/4K3 w - - 0 1"

// SANs writes each move with its check mark, in the order given.
func TestSANs(t *testing.T) {
	p := posOf(t, "chess", "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1")
	ms := []position.Move{legal(t, p, "a5a8"), legal(t, p, "a1a3")}
	got := match.SANs(p, ms)
	if len(got) != 2 || got[0] != "Ra8+" || got[1] != "R1a3" {
		t.Errorf("SANs = %q, want [Ra8+ R1a3]", got)
	}
}

// A piece that cannot legally make the move (the f1 knight is pinned by the h1
// rook) does not count for the disambiguation.
//
//	1 . N . . K N . r
func TestSANDisambiguationIgnoresPinnedPiece(t *testing.T) {
	fen := "4k3/8/8/8/8/8/8/1N2KN1r w - - 0 1"
	checkSAN(t, "chess", fen, false, []sanCase{{"b1d2", "Nd2"}})
	checkResolveSAN(t, "chess", fen, []sanOK{{text: "Nd2", coord: "b1d2"}, {text: "Nbd2", coord: "b1d2", notes: []string{"over-disambiguated"}}})
}

// En passant is written as the pawn's capture onto the empty square.
func TestSANEnPassant(t *testing.T) {
	checkSAN(t, "chess", epFEN, false, []sanCase{{"e5d6", "exd6"}, {"e5e6", "e6"}})
	checkResolveSAN(t, "chess", epFEN, []sanOK{
		{text: "exd6", coord: "e5d6"}, {text: "exd6e.p.", coord: "e5d6"}, {text: "e6", coord: "e5e6"},
	})
}

// A bishop conversion and another bishop's diagonal move reach the same square:
// Symmetric Chess, the unmoved c1 bishop (right C) steps to c2 or d1, the b3
// bishop reaches both diagonally. The file tells them apart.
//
//	3 . B . . . . . . .
//	1 . . B . K . . . .
func TestSANConversionDisambiguation(t *testing.T) {
	fen := "4k4/9/9/9/9/1B7/9/2B1K4 w - C - 0 1"
	checkSAN(t, "symmetric", fen, false, []sanCase{
		{"c1c2", "Bcc2"}, {"b3c2", "Bbc2"}, {"c1d1", "Bcd1"}, {"b3d1", "Bbd1"}, {"c1b1", "Bb1"}, {"b3a4", "Ba4"},
	})
	checkResolveSAN(t, "symmetric", fen, []sanOK{
		{text: "Bcc2", coord: "c1c2"}, {text: "Bbd1", coord: "b3d1"}, {text: "Bb1", coord: "c1b1"},
	})
	p := posOf(t, "symmetric", fen)
	if m := legal(t, p, "c1c2"); p.MoveModule(m) != rules.ModBishopConversion {
		t.Errorf("c1c2 is no conversion: flags %06b", m.Flags)
	}
	_, _, f := resolveSAN(t, p, "Bc2")
	wantFailure(t, "Bc2", f, match.CodeAmbiguous, "Bcc2", "Bbc2")
	// the conversion may capture (Symmetric Chess's capture parameter)
	checkSAN(t, "symmetric", "4k4/9/9/9/9/9/9/2Bn1K3 w - C - 0 1", false, []sanCase{{"c1d1", "Bxd1"}})
}

// Cowardly Crew with a promotion: the pawn takes the rook on d8, promotes, and
// may convert the knight on c8 (rank 2, not above the rook's 3).
//
//	8 . . n r . . . k
//	7 . . . . P . . .
func TestSANPromotionWithConversion(t *testing.T) {
	fen := "2nr3k/4P3/8/8/8/8/8/4K3 w - - 0 1"
	checkSAN(t, "cowardly-crew", fen, false, []sanCase{
		{"e7d8q", "exd8=Q"}, {"e7d8q&c8", "exd8=Q&c8"}, {"e7d8n&c8", "exd8=N&c8"}, {"e7e8q", "e8=Q"},
	})
	// the new queen on d8 checks the king on h8 along the empty 8th rank
	checkSAN(t, "cowardly-crew", fen, true, []sanCase{{"e7d8q&c8", "exd8=Q&c8+"}})
	checkResolveSAN(t, "cowardly-crew", fen, []sanOK{
		{text: "exd8=Q&c8+", coord: "e7d8q&c8"}, {text: "exd8=R", coord: "e7d8r"},
	})
	checkResolveGC(t, "cowardly-crew", fen, []gcOK{
		{text: "P e7-d8; Q-d8; N-c8", coord: "e7d8q&c8"}, {text: "P e7-d8; N-c8; Q-d8", coord: "e7d8q&c8"},
		{text: "P e7-d8; R-d8", coord: "e7d8r"},
	})
	p := posOf(t, "cowardly-crew", fen)
	if got := match.GC(p, legal(t, p, "e7d8q&c8")); got != "P e7-d8; Q-d8; N-c8" {
		t.Errorf("GC = %q, want %q", got, "P e7-d8; Q-d8; N-c8")
	}
}

// Two pawns of one file reaching the same square (pawnback: the g6 pawn steps back
// and the g4 pawn forward to g5) are told apart by the whole origin square, as a
// SAN move never starts with a rank digit; the text reads back without a note.
func TestSANPawnsOfOneFile(t *testing.T) {
	checkResolveSAN(t, "pawnback", "4k3/8/6p1/8/6p1/8/8/4K3 b - - 0 1", []sanOK{{text: "g6g5", coord: "g6g5"}, {text: "g4g5", coord: "g4g5"}})
}
