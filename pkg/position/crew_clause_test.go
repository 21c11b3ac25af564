package position_test

// Per-clause tests of the capture_conversion module (Cowardly Crew, seeds/cowardly-crew.txt;
// decisions in RULES.md, "Cowardly Crew"), mostly with the shipped `cowardly-crew`
// preset (orthodox chess plus the module). Ranks (param): P 1, N 2, B 2, R 3, Q 4; the
// king has none. A converted square is written as a suffix of the coordinate move, in
// neighbour order (rank below, same rank, rank above; a-side first): d4e5&d6&f6.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
)

// clWithPrefix returns the legal moves whose coordinate text starts with prefix
// followed by the end or '&' (so "d4e5" matches d4e5 and d4e5&d6, not d4e5q).
func clWithPrefix(t *testing.T, p *position.Position, prefix string) []string {
	t.Helper()
	var out []string
	for c := range clLegal(t, p) {
		if c == prefix || strings.HasPrefix(c, prefix+"&") {
			out = append(out, c)
		}
	}
	return out
}

// Seed rule 5: "Pieces will only convert if the attacking piece or the piece just
// captured is of an equal or higher rank. Example: a white pawn captures a black
// knight; in 2 of the surrounding 8 squares sits a black pawn, another black knight,
// and a black rook; the pawn and knight will convert; the rook will not."
// Here d4xe5 takes the knight; around e5: knight d6, rook f5, pawn f6. Limit = max(P 1,
// N 2) = 2: d6 (2) and f6 (1) may convert, f5 (3) not. Two eligible pieces give
// 2^2 = 4 moves for this capture (rule 7: none is a choice too).
// Hand count of the whole position: king a1 (a2 b1 b2, none attacked) 3 + d4-d5 1 +
// the 4 captures = 8.
func TestCrewRankTestSeedExample(t *testing.T) {
	r := clRules(t, "cowardly-crew")
	p := clPos(t, r, "7k/8/3n1p2/4nr2/3P4/8/8/K7 w - - 0 1")
	clSame(t, "captures on e5", clWithPrefix(t, p, "d4e5"),
		[]string{"d4e5", "d4e5&d6", "d4e5&f6", "d4e5&d6&f6"})
	clLacks(t, p, "d4e5&f5", "d4e5&f5&f6", "d4e5&d6&f5&f6")
	if n := p.Perft(1); n != 8 {
		t.Errorf("perft(1) = %d, want 8", n)
	}
	// Rule 8: the converted pieces change colour and stay where they are.
	clPlay(t, p, "d4e5&d6&f6")
	if got := p.BoardFEN(); got != "7k/8/3N1P2/4Pr2/8/8/8/K7" {
		t.Errorf("board after d4e5&d6&f6 = %s", got)
	}
}

// RULES.md: the capturing piece's rank is taken "before any promotion on that move".
// b7xc8 takes a knight (2) with a pawn (1) that becomes a queen (4): the limit is 2, so
// the bishop d7 may convert and the rook d8 may not, whatever the promotion.
func TestCrewRankOfPromotingPawn(t *testing.T) {
	p := clPos(t, clRules(t, "cowardly-crew"), "2nr4/1P1b4/8/7k/8/8/8/K7 w - - 0 1")
	for _, pr := range []string{"q", "r", "b", "n"} {
		m := "b7c8" + pr
		clSame(t, "captures "+m, clWithPrefix(t, p, m), []string{m, m + "&d7"})
		clLacks(t, p, m+"&d8", m+"&d7&d8")
	}
}

// Seed rule 4: "Pieces adjacent to the defending King will not convert." The seed
// example again with the black king on c7, next to the knight d6: only f6 may convert.
func TestCrewImmuneNextToDefendingKing(t *testing.T) {
	p := clPos(t, clRules(t, "cowardly-crew"), "8/2k5/3n1p2/4nr2/3P4/8/8/K7 w - - 0 1")
	clSame(t, "captures on e5", clWithPrefix(t, p, "d4e5"), []string{"d4e5", "d4e5&f6"})

	// The param: immune_next_to_king off gives the knight back.
	v := clVariant(t, "cowardly-crew")
	v.CaptureConversion.ImmuneNextToKing = false
	q := clPos(t, clCompile(t, v), "8/2k5/3n1p2/4nr2/3P4/8/8/K7 w - - 0 1")
	clSame(t, "captures on e5, immunity off", clWithPrefix(t, q, "d4e5"),
		[]string{"d4e5", "d4e5&d6", "d4e5&f6", "d4e5&d6&f6"})
}

// RULES.md: "A king has no rank: when a king captures, the captured piece's rank alone
// sets the limit", and legality is judged after the conversions.
// Kxd5 takes a pawn (1): around d5 the pawn d6 (1) may convert, the knight c5 (2) and
// the rook e6 (3) may not. Kxc5 takes the knight (2): c5 is guarded by the pawn d6, so
// the king may go there only when d6 changes sides (d5, rank 1, may also convert).
func TestCrewKingCaptures(t *testing.T) {
	p := clPos(t, clRules(t, "cowardly-crew"), "7k/8/3pr3/2np4/3K4/8/8/8 w - - 0 1")
	clSame(t, "Kxd5", clWithPrefix(t, p, "d4d5"), []string{"d4d5", "d4d5&d6"})
	clSame(t, "Kxc5", clWithPrefix(t, p, "d4c5"), []string{"d4c5&d6", "d4c5&d5&d6"})
}

// Seed rule 9: "Captures en passant count. The squares available for conversion are
// those around the capturing piece." e5xd6 e.p. takes the pawn d5: the squares are
// those around d6 (c7, e6 pawns may convert; the knight c6, rank 2, may not), not
// those around d5 (the pawn c4 touches d5 but not d6).
// Hand count: king a1 3 moves + 4 en passant captures (e5-e6 is blocked) = 7.
func TestCrewEnPassant(t *testing.T) {
	p := clPos(t, clRules(t, "cowardly-crew"), "7k/2p5/2n1p3/3pP3/2p5/8/8/K7 w - d6 0 2")
	clSame(t, "e.p. captures", clWithPrefix(t, p, "e5d6"),
		[]string{"e5d6", "e5d6&e6", "e5d6&c7", "e5d6&e6&c7"})
	for _, m := range clWithPrefix(t, p, "e5d6") {
		if !clMove(t, p, m).Is(position.FlagEnPassant) {
			t.Errorf("%s is not marked en passant", m)
		}
	}
	clLacks(t, p, "e5d6&c4", "e5d6&c6")
	if n := p.Perft(1); n != 7 {
		t.Errorf("perft(1) = %d, want 7", n)
	}
}

// Seed rule 10: "A player in check may make a capture that, in itself, does not
// eliminate check, if the capture leads to a conversion that does eliminate check."
// The knight d3 checks e1. Rxe3 alone leaves the check; Rxe3 converting d3 (rank 2 <=
// max(R 3, P 1)) removes the checker.
// Hand count: king e1 to d1, f1, e2 (d2 and f2 are covered by the pawn e3, f2 also by
// the knight) = 3, plus h3e3&d3 = 4.
func TestCrewCheckAnsweredByConversion(t *testing.T) {
	p := clPos(t, clRules(t, "cowardly-crew"), "k7/8/8/8/8/3np2R/8/4K3 w - - 0 1")
	if !p.InCheck() {
		t.Fatal("white is not in check")
	}
	clLacks(t, p, "h3e3")
	clHas(t, p, "h3e3&d3")
	if n := p.Perft(1); n != 4 {
		t.Errorf("perft(1) = %d, want 4", n)
	}
}

// Seed rule 11: "Converted pieces may immediately give check or mate, if they are so
// positioned." Qxd7 converting the rook c8 (3 <= max(Q 4, P 1)): the rook, now White's,
// mates the king h8 behind its own pawns g7 h7 (d8..g8 empty, nothing can block or take
// it). Qxd7 without the conversion is no check.
func TestCrewConvertedPieceGivesMate(t *testing.T) {
	r := clRules(t, "cowardly-crew")
	const fen = "2r4k/3p2pp/8/8/8/8/8/K2Q4 w - - 0 1"
	p := clPos(t, r, fen)
	clSame(t, "Qxd7", clWithPrefix(t, p, "d1d7"), []string{"d1d7", "d1d7&c8"})

	g := position.NewGame(clPos(t, r, fen))
	clGamePlay(t, g, "d1d7&c8")
	if st := g.Status(); st.Termination != position.Checkmate || st.Result != "1-0" {
		t.Errorf("after d1d7&c8: %v %s, want checkmate 1-0", st.Termination, st.Result)
	}
	g = position.NewGame(clPos(t, r, fen))
	clGamePlay(t, g, "d1d7")
	if g.P.InCheck() || g.Status().Over() {
		t.Errorf("after d1d7 without conversion: check %v, status %v", g.P.InCheck(), g.Status().Termination)
	}
}

// RULES.md: "A converted piece ... counts as moved (a converted rook gives no castling
// right, on either side)".
func TestCrewConvertedRookLosesCastling(t *testing.T) {
	r := clRules(t, "cowardly-crew")
	t.Run("the victim loses the right", func(t *testing.T) {
		// Rxg7 converting the rook h8 (3 <= 3; not next to the king e8).
		p := clPos(t, r, "4k2r/6p1/8/8/8/8/8/4K1R1 w k - 0 1")
		clPlay(t, p, "g1g7&h8")
		if got := clField(p.FEN(), 2); got != "-" {
			t.Errorf("castling after g1g7&h8 = %q, want -", got)
		}
	})
	t.Run("converted back to its owner on its corner", func(t *testing.T) {
		// Black's Rxg2 converts White's rook h1 (giving check along rank 1), White's
		// Nxg2 converts it back (the only answer to the check besides king moves). The
		// rook is White's again, on h1, next to an unmoved king, and has moved.
		p := clPos(t, r, "4k1r1/8/8/8/8/4N3/6P1/4K2R b K - 0 1")
		clPlay(t, p, "g8g2&h1")
		if got := clField(p.FEN(), 2); got != "-" {
			t.Errorf("castling after g8g2&h1 = %q, want -", got)
		}
		clLacks(t, p, "e3g2")
		clPlay(t, p, "e3g2&h1", "e8d8")
		if got := clField(p.FEN(), 2); got != "-" {
			t.Errorf("castling after the rook came back = %q, want -", got)
		}
		clLacks(t, p, "e1g1")
		// Control: the same board from a FEN with the right K does castle.
		clHas(t, clPos(t, r, "3k4/8/8/8/8/8/6N1/4K2R w K - 0 3"), "e1g1")
	})
}

// RULES.md: "A converted pawn moves in its new owner's direction; its double step
// depends only on the rank it stands on." Nxd3 converts the black pawns c2 and e4. The
// white pawn c2 (White's 2nd rank) may go to c3 or c4; the pawn e4 only to e5.
func TestCrewConvertedPawnDirection(t *testing.T) {
	p := clPos(t, clRules(t, "cowardly-crew"), "k7/8/8/4N3/4p3/3n4/2p5/7K w - - 0 1")
	clSame(t, "Nxd3", clWithPrefix(t, p, "e5d3"), []string{"e5d3", "e5d3&c2", "e5d3&e4", "e5d3&c2&e4"})
	clPlay(t, p, "e5d3&c2&e4", "a8b8")
	clHas(t, p, "c2c3", "c2c4", "e4e5")
	clLacks(t, p, "c2c1", "e4e3", "e4e6")
}

// RULES.md: "Each (capture, subset) pair is a distinct move, also for perft." Four
// eligible pieces around one capture: d4xe5 (knight, limit 2) with pawns d6 e6 f6 and
// the bishop f4 around e5 gives 2^4 = 16 moves.
// Hand count: king a1 3 (a2 b1 b2; the bishop f4 covers c1, not b2) + d4-d5 1 + 16 = 20.
func TestCrewSubsetsCounted(t *testing.T) {
	p := clPos(t, clRules(t, "cowardly-crew"), "7k/8/3ppp2/4n3/3P1b2/8/8/K7 w - - 0 1")
	if got := clWithPrefix(t, p, "d4e5"); len(got) != 16 {
		t.Errorf("%d captures on e5, want 16: %v", len(got), got)
	}
	clHas(t, p, "d4e5&f4&d6&e6&f6")
	if n := p.Perft(1); n != 20 {
		t.Errorf("perft(1) = %d, want 20", n)
	}
}

// RULES.md: "A rule module that can be added to any variant ... a user can also combine
// it with Symmetric Chess". A user preset in its own directory extends symmetric and
// adds capture_conversion, once with explicit keys (as in presets/cowardly-crew.yaml)
// and once as `{}` (the defaults, as in the example of docs/presets.md). Both modules
// work: the bishop c1 converts onto the knight d1 (a capture) and may convert the pawn
// d2 with it (limit max(B 2, N 2) = 2); its diagonal capture of d2 may convert the
// knight d1; the rook e2 (3) never converts.
func TestCrewComposesWithSymmetric(t *testing.T) {
	for name, module := range map[string]string{
		"explicit": "  capture_conversion:\n    ranks: {P: 1, N: 2, B: 2, R: 3, Q: 4}\n    immune_next_to_king: true\n",
		"defaults": "  capture_conversion: {}\n",
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			yaml := "schema: 1\nid: symmetric-crew\nname: Symmetric Cowardly Crew\nextends: symmetric\n" +
				"description: Symmetric Chess with the Cowardly Crew rule.\nrules:\n" + module
			if err := os.WriteFile(filepath.Join(dir, "symmetric-crew.yaml"), []byte(yaml), 0o644); err != nil {
				t.Fatal(err)
			}
			v, ds := preset.Load("symmetric-crew", preset.Options{SearchPath: []string{dir}})
			if ds.HasErrors() || v == nil {
				t.Fatalf("load: %v", ds)
			}
			if v.BishopConversion == nil || v.CaptureConversion == nil || v.Board.Files != 9 {
				t.Fatalf("modules: bishop_conversion %v, capture_conversion %v, files %d",
					v.BishopConversion != nil, v.CaptureConversion != nil, v.Board.Files)
			}
			p := clPos(t, clCompile(t, v), "4k4/9/9/9/9/9/3pr4/2Bn4K w - C - 0 1")
			clHas(t, p, "c1b1", "c1c2", "c1d1", "c1d1&d2", "c1d2", "c1d2&d1")
			clLacks(t, p, "c1d1&e2", "c1d1&d2&e2", "c1d2&e2")
			if got := clField(p.FEN(), 3); got != "C" {
				t.Errorf("rule-state field %q, want C", got)
			}
		})
	}
}
