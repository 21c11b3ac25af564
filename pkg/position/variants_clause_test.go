package position_test

// Per-clause tests of the parts of each shipped variant that are not a special rule
// module: setup, castling geometry, promotion choices, the pawn's double step and the
// Prime Minister (RULES.md: "Common to all shipped variants", "Symmetric Chess",
// "Modern Chess", "Prime Ministers Chess").

import (
	"testing"
)

// RULES.md setups, written out by hand from the text (White's rank 1 last).
//   - Symmetric: R N B Q K Q B N R, pawns on 2 / 7.
//   - Modern: White R N B M K Q B N R, Black r n b q k m b n r (reverse symmetry), 9x9.
//   - PMC1 MKQ/qkm, PMC2 QKM/mkq, PMC3 MKQ/mkq, PMC4 QKM/qkm on 9x8.
func TestVariantSetups(t *testing.T) {
	for _, tc := range []struct{ preset, board string }{
		{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"},
		{"cowardly-crew", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"},
		{"symmetric", "rnbqkqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQKQBNR"},
		{"modern", "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR"},
		{"modern-swap", "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR"},
		{"modern-step", "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR"},
		{"pmc1", "rnbqkmbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBMKQBNR"},
		{"pmc2", "rnbmkqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQKMBNR"},
		{"pmc3", "rnbmkqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBMKQBNR"},
		{"pmc4", "rnbqkmbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQKMBNR"},
	} {
		p := clRules(t, tc.preset).Start()
		if got := p.BoardFEN(); got != tc.board {
			t.Errorf("%s start board %s, want %s", tc.preset, got, tc.board)
		}
		if got := clField(p.FEN(), 1); got != "w" {
			t.Errorf("%s: %s to move at the start, want w", tc.preset, got)
		}
	}
}

// Seed (symmetric-chess.txt): "In castling king moves 3 squares towards either rook."
// RULES.md: e1-b1 with the rook a1-c1, e1-h1 with the rook i1-g1; no square the king
// crosses or lands on may be attacked (the rook c8 covers c1).
func TestSymmetricCastling(t *testing.T) {
	r := clRules(t, "symmetric")
	p := clPos(t, r, "r3k3r/9/9/9/9/9/9/R3K3R w KQkq - - 0 1")
	clSame(t, "castlings", clFrom(t, p, "e1"), []string{"e1d1", "e1f1", "e1d2", "e1e2", "e1f2", "e1b1", "e1h1"})
	for _, tc := range []struct{ move, rank1 string }{{"e1b1", "1KR5R"}, {"e1h1", "R5RK1"}} {
		p.Make(clMove(t, p, tc.move))
		if got := clRank1(p); got != tc.rank1 {
			t.Errorf("after %s rank 1 = %s, want %s", tc.move, got, tc.rank1)
		}
		if got := clField(p.FEN(), 2); got != "kq" {
			t.Errorf("after %s castling field %s, want kq", tc.move, got)
		}
		p.Unmake()
	}
	p = clPos(t, r, "r1r1k3r/9/9/9/9/9/9/R3K3R w KQkq - - 0 1")
	clLacks(t, p, "e1b1")
	clHas(t, p, "e1h1")
}

// RULES.md, Modern Chess: the king moves two squares, e1-c1 with a1-d1, e1-g1 with
// i1-f1 (Black on rank 9). Prime Ministers Chess: "O-O-Oc is Kc1 & Rd1; O-O-Og is Kg1 &
// Rf1 [Kc8 & Rd8, Kg8 & Rf8 for black]".
func TestModernAndPMCCastling(t *testing.T) {
	for _, tc := range []struct {
		preset, fen, last string
	}{
		{"modern", "r3k3r/9/9/9/9/9/9/9/R3K3R w KQkq - 0 1", "9"},
		{"pmc1", "r3k3r/9/9/9/9/9/9/R3K3R w KQkq - - 0 1", "8"},
	} {
		r := clRules(t, tc.preset)
		p := clPos(t, r, tc.fen)
		clHas(t, p, "e1c1", "e1g1")
		clLacks(t, p, "e1b1", "e1h1")
		for _, c := range []struct{ move, rank1 string }{{"e1c1", "2KR4R"}, {"e1g1", "R4RK2"}} {
			p.Make(clMove(t, p, c.move))
			if got := clRank1(p); got != c.rank1 {
				t.Errorf("%s after %s rank 1 = %s, want %s", tc.preset, c.move, got, c.rank1)
			}
			p.Unmake()
		}
		clPlay(t, p, "a1a2")
		clHas(t, p, "e"+tc.last+"c"+tc.last, "e"+tc.last+"g"+tc.last)
		for _, c := range []struct{ move, rank string }{{"e" + tc.last + "c" + tc.last, "2kr4r"}, {"e" + tc.last + "g" + tc.last, "r4rk2"}} {
			p.Make(clMove(t, p, c.move))
			if got := p.BoardFEN()[:len(c.rank)]; got != c.rank {
				t.Errorf("%s after %s last rank = %s, want %s", tc.preset, c.move, got, c.rank)
			}
			p.Unmake()
		}
	}
}

// RULES.md: "Promotion on the side's last rank is mandatory; the choices are listed per
// variant": Q R B N for Symmetric Chess, Q M R B N for Modern Chess and PMC.
func TestVariantPromotionChoices(t *testing.T) {
	for _, tc := range []struct {
		preset, fen, from, to string
		want                  []string
	}{
		{"symmetric", "4k4/P8/9/9/9/9/9/4K4 w - - - 0 1", "a7", "a8", []string{"q", "r", "b", "n"}},
		{"modern", "4k4/P8/9/9/9/9/9/9/4K4 w - - 0 1", "a8", "a9", []string{"q", "m", "r", "b", "n"}},
		{"pmc1", "4k4/P8/9/9/9/9/9/4K4 w - - - 0 1", "a7", "a8", []string{"q", "m", "r", "b", "n"}},
		{"pmc3", "4K4/9/9/9/9/9/p8/4k4 b - - - 0 1", "a2", "a1", []string{"q", "m", "r", "b", "n"}},
	} {
		p := clPos(t, clRules(t, tc.preset), tc.fen)
		var want []string
		for _, l := range tc.want {
			want = append(want, tc.from+tc.to+l)
		}
		clSame(t, tc.preset+" pawn moves", clFrom(t, p, tc.from), want)
	}
}

// RULES.md: "double step only from the side's own 2nd rank" (on 9x9 too): d2 may go to
// d3 or d4, f3 only to f4; Black's e8 to e7 or e6.
func TestVariantPawnDoubleStep(t *testing.T) {
	p := clPos(t, clRules(t, "modern"), "4k4/4p4/9/9/9/9/5P3/3P5/4K4 w - - 0 1")
	clSame(t, "d2", clFrom(t, p, "d2"), []string{"d2d3", "d2d4"})
	clSame(t, "f3", clFrom(t, p, "f3"), []string{"f3f4"})
	clPlay(t, p, "e1f1")
	clSame(t, "e8", clFrom(t, p, "e8"), []string{"e8e7", "e8e6"})
}

// Seed (modern-chess.txt): "The prime minister combines the powers of the bishop and
// the knight. It may slide diagonally like a bishop or jump in an "L" shape like a
// knight". From e5 on the empty 9x9 board: 4 diagonals of 4 squares = 16, plus 8 knight
// jumps = 24.
func TestModernPrimeMinisterMoves(t *testing.T) {
	p := clPos(t, clRules(t, "modern"), "4k4/9/9/9/4M4/9/9/9/4K4 w - - 0 1")
	got := clFrom(t, p, "e5")
	if len(got) != 24 {
		t.Errorf("%d minister moves from e5, want 24: %v", len(got), got)
	}
	clHas(t, p, "e5i9", "e5a1", "e5a9", "e5i1", "e5d7", "e5f7", "e5c4", "e5g6")
	clLacks(t, p, "e5e6", "e5e7", "e5f5")
}
