package match_test

import (
	"slices"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// sanOK is a SAN text, the coordinate text of the move it must resolve to, and
// the notes ResolveSAN must add (beyond those ParseSAN records).
type sanOK struct {
	text, coord string
	notes       []string
}

func checkResolveSAN(t *testing.T, preset, fen string, cases []sanOK) {
	t.Helper()
	p := posOf(t, preset, fen)
	for _, c := range cases {
		m, notes, f := resolveSAN(t, p, c.text)
		if f != nil {
			t.Errorf("%s %q: %s: failure %s: %s", preset, fen, c.text, f.Code, f.Message)
			continue
		}
		if want := legal(t, p, c.coord); m != want {
			t.Errorf("%s %q: %s resolved to %s, want %s", preset, fen, c.text, p.Coord(m), c.coord)
		}
		if !slices.Equal(notes, c.notes) {
			t.Errorf("%s: %s: notes %q, want %q", preset, c.text, notes, c.notes)
		}
	}
}

func TestResolveSANDisambiguated(t *testing.T) {
	checkResolveSAN(t, "chess", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", []sanOK{
		{text: "Nbd2", coord: "b1d2"}, {text: "Nfd2", coord: "f1d2"}, {text: "Nc3", coord: "b1c3"},
		// a whole origin square where the file alone would do is long
		// algebraic (both squares named: "Nb1-c3", a capture "Rd3xd7"); with
		// '-' ParseSAN notes it, so the resolver adds nothing
		{text: "Nb1d2", coord: "b1d2", notes: []string{"long algebraic"}}, {text: "Nf1-d2", coord: "f1d2"},
		{text: "Nb1xd2", coord: "b1d2", notes: []string{"long algebraic", "'x' written for a move that captures nothing"}},
	})
	// after 1. e4 d5 2. exd5 the queen on d8 alone reaches d5: "Qxd5" needs
	// no disambiguation; the whole origin square is long algebraic, one
	// coordinate of it over-disambiguation
	checkResolveSAN(t, "chess", "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2", []sanOK{
		{text: "Qxd5", coord: "d8d5"},
		{text: "Qd8xd5", coord: "d8d5", notes: []string{"long algebraic"}},
		{text: "Qd8d5", coord: "d8d5", notes: []string{"long algebraic", "capture written without 'x'"}},
		{text: "Qdxd5", coord: "d8d5", notes: []string{"over-disambiguated"}},
		{text: "Q8xd5", coord: "d8d5", notes: []string{"over-disambiguated"}},
	})
	checkResolveSAN(t, "chess", "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", []sanOK{
		{text: "R1a3", coord: "a1a3"}, {text: "R5a3", coord: "a5a3"}, {text: "Ra8+", coord: "a5a8"},
	})
	checkResolveSAN(t, "chess", "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", []sanOK{
		{text: "Qa1b2", coord: "a1b2"}, {text: "Qcb2", coord: "c1b2"}, {text: "Q3b2", coord: "a3b2"},
	})
}

func TestResolveSANCapturesAndNotes(t *testing.T) {
	fen := "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
	checkResolveSAN(t, "chess", fen, []sanOK{
		{text: "exd5", coord: "e4d5"},
		{text: "ed5", coord: "e4d5"}, // ParseSAN notes the missing 'x'
		{text: "e5", coord: "e4e5"},
		{text: "Nxf3", coord: "g1f3", notes: []string{"'x' written for a move that captures nothing"}},
	})
	// 2...Qd5 takes the pawn without an 'x'.
	checkResolveSAN(t, "chess", "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2", []sanOK{
		{text: "Qd5", coord: "d8d5", notes: []string{"capture written without 'x'"}},
		{text: "Qxd5", coord: "d8d5"},
	})
}

func TestResolveSANPromotion(t *testing.T) {
	checkResolveSAN(t, "chess", "3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", []sanOK{
		{text: "e8=Q", coord: "e7e8q"}, {text: "e8Q", coord: "e7e8q"}, {text: "e8=n", coord: "e7e8n"},
		{text: "exd8=R", coord: "e7d8r"}, {text: "exd8B", coord: "e7d8b"},
	})
}

func TestResolveSANCastling(t *testing.T) {
	chess := "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
	checkResolveSAN(t, "chess", chess, []sanOK{
		{text: "O-O", coord: "e1g1"}, {text: "O-O-O", coord: "e1c1"}, {text: "0-0", coord: "e1g1"},
		{text: "Kg1", coord: "e1g1", notes: []string{"castling written as a king move"}},
		{text: "Kc1", coord: "e1c1", notes: []string{"castling written as a king move"}},
		{text: "Kf1", coord: "e1f1"},
	})
	checkResolveSAN(t, "symmetric", "r3k3r/9/9/9/9/9/9/R3K3R w KQkq - - 0 1", []sanOK{
		{text: "O-O", coord: "e1h1"}, {text: "O-O-O", coord: "e1b1"},
		{text: "Kb1", coord: "e1b1", notes: []string{"castling written as a king move"}},
	})
	// Modern Chess: O-M-O / O-Q-O by the mover's pieces, O-O / O-O-O by the board side.
	checkResolveSAN(t, "modern", "r3k3r/9/9/9/9/9/9/9/R3K3R w KQkq - 0 1", []sanOK{
		{text: "O-M-O", coord: "e1c1"}, {text: "O-Q-O", coord: "e1g1"},
		{text: "O-O-O", coord: "e1c1"}, {text: "O-O", coord: "e1g1"},
	})
	checkResolveSAN(t, "modern", "r3k3r/9/9/9/9/9/9/9/R3K3R b KQkq - 0 1", []sanOK{
		{text: "O-M-O", coord: "e9g9"}, {text: "O-Q-O", coord: "e9c9"},
		{text: "O-O-O", coord: "e9c9"}, {text: "O-O", coord: "e9g9"},
	})
	checkResolveSAN(t, "pmc1", "r3k3r/9/9/9/9/9/9/R3K3R w KQkq - - 0 1", []sanOK{
		{text: "O-O-Oc", coord: "e1c1"}, {text: "O-O-Og", coord: "e1g1"}, {text: "Kc1", coord: "e1c1", notes: []string{"castling written as a king move"}},
	})
}

func TestResolveSANSwap(t *testing.T) {
	checkResolveSAN(t, "pmc1", "", []sanOK{
		{text: "Bc=N", coord: "c1b1"}, {text: "Bg=N", coord: "g1h1"},
		{text: "B=M", coord: "c1d1"}, {text: "B=Q", coord: "g1f1"},
		// Maura's names: the knight on the minister's / the queen's side.
		{text: "B=MN", coord: "c1b1"}, {text: "B=QN", coord: "g1h1"},
	})
	// pmc2 has the queen on d1 and the minister on f1.
	checkResolveSAN(t, "pmc2", "", []sanOK{
		{text: "B=Q", coord: "c1d1"}, {text: "B=M", coord: "g1f1"},
		{text: "B=QN", coord: "c1b1"}, {text: "B=MN", coord: "g1h1"},
	})
	p := posOf(t, "pmc1", "")
	_, _, f := resolveSAN(t, p, "B=N")
	wantFailure(t, "pmc1 B=N", f, match.CodeAmbiguous, "2 bishops can swap with a knight", "Bc=N")
}

func TestResolveSANCaptureConversion(t *testing.T) {
	checkResolveSAN(t, "cowardly-crew", crewFEN, []sanOK{
		{text: "Nxe5", coord: "f3e5"}, {text: "Nxe5&d6", coord: "f3e5&d6"},
		{text: "Nxe5&f6&d6", coord: "f3e5&d6&f6"}, // any order
		{text: "Nxe5&d6&f6+", coord: "f3e5&d6&f6"},
	})
}

// One case per failure code ResolveSAN can give.
func TestResolveSANFailures(t *testing.T) {
	const (
		pinned    = "4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1"  // the e2 bishop is pinned by the e8 rook
		inCheck   = "4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1" // the e8 rook checks the e1 king
		f1Watched = "5rk1/8/8/8/8/8/8/4K2R w K - 0 1"    // the f8 rook watches f1 and f2
		promo     = "7k/P7/8/8/8/8/8/K7 w - - 0 1"       // the a7 pawn is one step from promotion
		mustConv  = "rnbqkqbnr/1pppppppp/9/9/p8/3PB2P1/PPP1PPP1P/RN1QKQBNR w KQkq G+cg - 0 4"
		noRights  = "4k4/9/9/9/9/9/9/2B1K4 w - - - 0 1" // symmetric: an unmoved c1 bishop without its right
		swapUsed  = "rnbqkmbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq s - 0 1"
		swapCheck = "4k4/9/9/9/9/9/4r4/RNBMKQBNR w - Ss - 0 1" // the e2 rook checks the e1 king
	)
	cases := []struct {
		preset, fen, text, code string
		parts                   []string
		module                  string
	}{
		// no-piece
		{"chess", "", "Mf3", match.CodeNoPiece, []string{`"M" is no piece of this variant`}, ""},
		{"chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Qd4", match.CodeNoPiece, []string{"White has no queen"}, ""},
		// wrong-side: only a long algebraic move names an origin square
		{"chess", "", "e7e5", match.CodeWrongSide, []string{"the pawn on e7 is Black's; White is to move"}, ""},
		{"chess", "", "Ng8-f6", match.CodeWrongSide, []string{"the knight on g8 is Black's"}, ""},
		// no-path
		{"chess", "", "Ng3", match.CodeNoPath, []string{"no knight of White can reach g3"}, ""},
		{"chess", "", "Ng1-g3", match.CodeNoPath, []string{"no legal move of the knight on g1 reaches g3"}, ""},
		{"chess", "", "e5", match.CodeNoPath, []string{"no pawn of White can reach e5"}, ""},
		{"chess", "", "Kg1", match.CodeNoPath, nil, ""},
		// SAN names a capturing pawn's file: "Pxd6" is no "exd6"
		{"chess", "4k3/8/3n4/4P3/8/8/8/4K3 w - - 0 1", "Pxd6", match.CodeNoPath, []string{"a pawn capture names the pawn's file: exd6"}, ""},
		{"chess", "r6k/1P6/8/8/8/8/8/4K3 w - - 0 1", "Pxa8=Q", match.CodeNoPath, []string{"a pawn capture names the pawn's file: bxa8=Q"}, ""},
		// the hint keeps the promotion piece written: a8 is occupied (no push
		// there), and b7xa8 may promote to any of Q, R, B, N; the black pawn on e2
		// takes the knight on d1 the same way
		{"chess", "nk6/1P6/8/8/8/8/8/4K3 w - - 0 1", "a8=N", match.CodeNoPath, []string{"a pawn capture names the pawn's file: bxa8=N"}, ""},
		{"chess", "nk6/1P6/8/8/8/8/8/4K3 w - - 0 1", "Pxa8=R", match.CodeNoPath, []string{"a pawn capture names the pawn's file: bxa8=R"}, ""},
		{"chess", "4k3/8/8/8/8/8/4p3/3NK3 b - - 0 1", "d1=N", match.CodeNoPath, []string{"a pawn capture names the pawn's file: exd1=N"}, ""},
		{"chess", "4k3/8/8/8/8/8/4p3/3NK3 b - - 0 1", "d1=B", match.CodeNoPath, []string{"a pawn capture names the pawn's file: exd1=B"}, ""},
		// ambiguous
		{"chess", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nd2", match.CodeAmbiguous, []string{"Nbd2", "Nfd2"}, ""},
		{"chess", "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", "Qab2", match.CodeAmbiguous, []string{"Qa1b2", "Q3b2"}, ""},
		// leaves-king-in-check: a pinned piece, a king onto an attacked square, a
		// move that ignores a check
		{"chess", pinned, "Bd3", match.CodeKingInCheck, []string{"bishop e2-d3 would leave the king in check"}, ""},
		{"chess", f1Watched, "Kf2", match.CodeKingInCheck, []string{"the king on e1 may not move to the attacked square f2"}, ""},
		{"chess", inCheck, "Ra2", match.CodeKingInCheck, []string{"rook a1-a2 does not get the king out of check"}, ""},
		// castling-through-check
		{"chess", f1Watched, "O-O", match.CodeCastleCheck, []string{"castle through or into an attacked square"}, ""},
		{"chess", f1Watched, "Kg1", match.CodeCastleCheck, nil, ""},
		{"chess", inCheck, "O-O", match.CodeCastleCheck, []string{"not allowed while in check"}, ""},
		{"chess", inCheck, "O-O-O", match.CodeCastleCheck, []string{"not allowed while in check"}, ""},
		// rule-module: the bishop conversion of Symmetric Chess, the swap of PMC
		{"symmetric", mustConv, "Bh2", match.CodeRuleModule, []string{"bishop_conversion: the bishop on g1 must make its first move as a conversion"}, rules.ModBishopConversion},
		{"symmetric", noRights, "Bc2", match.CodeRuleModule, []string{"bishop_conversion: the bishop on c1 has no conversion right left"}, rules.ModBishopConversion},
		{"pmc1", swapUsed, "B=Q", match.CodeRuleModule, []string{"bishop_swap: White has already made its swap"}, rules.ModBishopSwap},
		{"pmc1", swapUsed, "B=MN", match.CodeRuleModule, []string{"bishop_swap: White has already made its swap"}, rules.ModBishopSwap},
		{"pmc1", swapCheck, "B=Q", match.CodeRuleModule, []string{"bishop_swap: no swap while in check"}, rules.ModBishopSwap},
		{"pmc1", "4k4/9/9/9/9/9/9/R3K3R w - Ss - 0 1", "B=Q", match.CodeRuleModule, []string{"no bishop of White stands beside a queen"}, rules.ModBishopSwap},
		{"chess", "", "B=Q", match.CodeRuleModule, []string{"no bishop swap (module bishop_swap)"}, ""},
		// conversions written in a variant without capture conversion: the
		// module is missing, not the squares wrong
		{"chess", "", "e4&d5", match.CodeRuleModule, []string{"this variant has no capture conversion (module capture_conversion)"}, rules.ModCaptureConversion},
		{"chess", "", "e2e4&d5", match.CodeRuleModule, []string{"this variant has no capture conversion (module capture_conversion)"}, rules.ModCaptureConversion},
		// promotion-missing
		{"chess", promo, "a8", match.CodePromoMissing, []string{"the pawn reaching a8 must promote (choices Q, R, B, N)"}, ""},
		{"chess", promo, "a8+", match.CodePromoMissing, nil, ""},
		// bad-promotion
		{"chess", promo, "a8=K", match.CodeBadPromotion, []string{`"K" is not a promotion choice (choices Q, R, B, N)`}, ""},
		{"chess", promo, "a8=P", match.CodeBadPromotion, []string{`"P" is not a promotion choice`}, ""},
		{"chess", promo, "a8=M", match.CodeBadPromotion, []string{`"M" is no piece of this variant`}, ""},
		{"modern", "4k4/P8/9/9/9/9/9/9/4K4 w - - 0 1", "a9=K", match.CodeBadPromotion, []string{"choices Q, M, R, B, N"}, ""},
		{"chess", "", "e4=Q", match.CodeBadPromotion, []string{"the pawn does not promote on e4"}, ""},
		// no-such-castling
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-M-O", match.CodeNoCastling, []string{`"O-M-O" is no castling of White here (O-O, O-O-O)`}, ""},
		{"pmc1", "r3k3r/9/9/9/9/9/9/R3K3R w KQkq - - 0 1", "O-O", match.CodeNoCastling, []string{"(O-O-Oc, O-O-Og)"}, ""},
		{"chess", "4k3/8/8/8/8/8/8/4K2R w - - 0 1", "O-O", match.CodeNoCastling, []string{"White cannot castle O-O"}, ""},
		{"chess", "", "O-O", match.CodeNoCastling, []string{"White cannot castle O-O"}, ""},
		// wrong-conversions
		{"cowardly-crew", crewFEN, "Nxe5&d7", match.CodeWrongConverted, []string{"the conversions d7 are not allowed for this capture"}, ""},
		{"cowardly-crew", crewFEN, "Nd4&e5", match.CodeWrongConverted, []string{"the conversions e5 are not allowed"}, ""},
	}
	for _, c := range cases {
		p := posOf(t, c.preset, c.fen)
		m, _, f := resolveSAN(t, p, c.text)
		what := c.preset + " " + c.text
		if f == nil {
			t.Errorf("%s: resolved to %s, want %s", what, p.Coord(m), c.code)
			continue
		}
		if m != position.NoMove {
			t.Errorf("%s: failure with a move %v", what, m)
		}
		wantFailure(t, what, f, c.code, c.parts...)
		if c.module != "" && f.Module != c.module {
			t.Errorf("%s: module %q, want %q", what, f.Module, c.module)
		}
		if f.Error() != f.Message {
			t.Errorf("%s: Error() %q differs from the message", what, f.Error())
		}
	}
}

// A variant without castling (the module switched off) has no castling token.
func TestResolveSANNoCastlingModule(t *testing.T) {
	p := posOf(t, "chess", "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", rules.ModCastling)
	_, _, f := resolveSAN(t, p, "O-O")
	wantFailure(t, "chess without castling: O-O", f, match.CodeNoCastling, "this variant has no castling")
	// and a king move to g1 is no castling either
	_, _, f = resolveSAN(t, p, "Kg1")
	wantFailure(t, "chess without castling: Kg1", f, match.CodeNoPath)
}

// A swap whose partner letter is missing is built by hand (ParseSAN refuses "B=").
func TestResolveSANSwapWithoutPartner(t *testing.T) {
	p := posOf(t, "pmc1", "")
	s := pgn.SAN{Piece: 'B', FromFile: -1, FromRank: -1, Marks: []pgn.Mark{{Kind: pgn.MarkPartner}}}
	_, _, f := match.ResolveSAN(p, &s)
	wantFailure(t, "B= (no partner)", f, match.CodeBadCommand, "partner letter")
}

// A pawn move written without its file ("d5") is a push in SAN. When the only
// pawn that reaches d5 does so by capturing, the text names no legal move, or
// at the very least the reading should be noted as lenient, as "ed5" is.
//
// Found: ResolveSAN takes "d5" for exd5 without a note (after 1.e4 d5 2.d5 the
// replay reports the game ok even with -v); with two pawns that can take on d5
// it reports "ambiguous: cxd5, exd5" rather than that no pawn can go to d5.
// Skipped until fixed (the fix belongs in san.go: a pawn move without FromFile
// should match only non-captures, en passant included).
func TestResolveSANPawnCaptureWithoutFile(t *testing.T) {
	p := posOf(t, "chess", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")
	m, notes, f := resolveSAN(t, p, "d5")
	if f == nil && len(notes) == 0 {
		t.Errorf("d5 after 1.e4 d5: resolved to %s without a note; want a failure (no-path) or a lenient note", p.Coord(m))
	}
	p = posOf(t, "chess", epFEN)
	m, notes, f = resolveSAN(t, p, "d6")
	if f == nil && len(notes) == 0 {
		t.Errorf("d6 with e5 and d6 as the en passant square: resolved to %s without a note", p.Coord(m))
	}
}

// When the disambiguation names no piece that can make the move, the failure
// must be about the piece named, never about another piece's legal move.
//
// Found: explainFromTo ignores a file or rank given alone, so it classifies
// another piece's move to the square, which may be legal: "Rhd1" with a rook on
// a1 only gives "rook a1-d1 would leave the king in check" (leaves-king-in-check,
// though Rd1 is legal), and "Nfd2" with the f1 knight pinned gives "knight b1-d2
// would leave the king in check" (b1-d2 is legal; f1-d2 is the pinned move).
// Skipped until fixed (the fix belongs in match.go: filter the candidates by
// s.FromFile and s.FromRank).
func TestResolveSANFailureNamesTheDisambiguatedPiece(t *testing.T) {
	p := posOf(t, "chess", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1")
	_, _, f := resolveSAN(t, p, "Rhd1")
	wantFailure(t, "Rhd1 (no rook on the h-file)", f, match.CodeNoPath)
	p = posOf(t, "chess", "4k3/8/8/8/8/8/8/1N2KN1r w - - 0 1")
	_, _, f = resolveSAN(t, p, "Nfd2")
	wantFailure(t, "Nfd2 (the f1 knight is pinned)", f, match.CodeKingInCheck, "knight f1-d2")
}

// A SAN game may hold coordinate or long algebraic moves (pkg/notation/detect:
// "ParseSAN reads long algebraic and coordinate moves too, as lenient forms").
// Without a piece letter such a move may still be a piece's: g1f3 is the
// knight's Nf3.
//
// Found: ResolveSAN takes a move without a piece letter for a pawn move, finds
// none, and explains with the knight's (legal) move: "knight g1-f3 would leave
// the king in check" (leaves-king-in-check). `courier replay` reports
// "1. e4 e5 2. g1f3" that way. Skipped until fixed (the fix belongs in san.go:
// with LongFrom set, take the kind from the piece on that square).
func TestResolveSANLongAlgebraicPieceMove(t *testing.T) {
	checkResolveSAN(t, "chess", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", []sanOK{
		{text: "g1f3", coord: "g1f3"}, {text: "g1-f3", coord: "g1f3"},
	})
}
