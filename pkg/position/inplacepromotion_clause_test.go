package position_test

import "testing"

// Sittuyin's promotion (Fairy-Stockfish's sittuyinPromotion, movegen.cpp: a pawn
// on a promotion square, any square when it is its side's only pawn, may become a
// ferz where it stands or on an empty square the ferz attacks from there, if the
// new ferz attacks no enemy piece; promotionLimit[FERS] = 1: only while its side
// has no ferz; position.cpp legal(): "a sittuyin promotion may not give check"),
// and its set-up phase (mustDrop, dropRegion ranks 1-3, sittuyinRookDrop: rooks on
// the first rank only).
func TestInPlacePromotionSittuyin(t *testing.T) {
	r := clRules(t, "sittuyin")
	promos := func(fen string) []string {
		t.Helper()
		var out []string
		for c, m := range clLegal(t, clPos(t, r, fen)) {
			if m.Promo != 0 {
				out = append(out, c)
			}
		}
		return out
	}
	// e5 is a promotion square: in place and the four empty diagonal neighbours;
	// a3 is none, and with two pawns it may not promote
	clSame(t, "two pawns, e5 on the diagonal", promos("7k/8/8/4P3/8/P7/8/K7[] w - - 0 1"),
		[]string{"e5e5f", "e5d6f", "e5f6f", "e5d4f", "e5f4f"})
	// the only pawn promotes on any square (e4 is none of White's)
	clSame(t, "one pawn on e4", promos("7k/8/8/8/4P3/8/8/K7[] w - - 0 1"),
		[]string{"e4e4f", "e4d5f", "e4f5f", "e4d3f", "e4f3f"})
	// with a ferz on the board, no promotion
	clSame(t, "ferz on b2", promos("7k/8/8/4P3/8/P7/1F6/K7[] w - - 0 1"), nil)
	// the new ferz may attack no enemy piece: a black knight on c7 is attacked
	// from d6, one on e7 from d6 and f6; d6 and f6 are left out, and a knight on
	// f4 is attacked from e5 itself (and taken from nowhere: f4 is occupied)
	clSame(t, "knights c7 and e7", promos("7k/2n1n3/8/4P3/8/P7/8/K7[] w - - 0 1"),
		[]string{"e5e5f", "e5d4f", "e5f4f"})
	clSame(t, "knight f4", promos("7k/8/8/4P3/5n2/P7/8/K7[] w - - 0 1"),
		[]string{"e5d6f", "e5f6f", "e5d4f"})
	// no check, not even a discovered one: the rook e1 is screened from the
	// king e8 by the pawn; only the promotion in place keeps the screen
	clSame(t, "discovered check", promos("4k3/8/8/4P3/8/P7/8/K3R3[] w - - 0 1"), []string{"e5e5f"})
	// a pawn's step onto a promotion square does not promote
	clHas(t, clPos(t, r, "7k/8/8/8/3P4/P7/8/K7[] w - - 0 1"), "d4d5")
	clLacks(t, clPos(t, r, "7k/8/8/8/3P4/P7/8/K7[] w - - 0 1"), "d4d5f")

	// the set-up: 4 kinds (K, F, S, N) on the 20 empty squares of ranks 1-3, the
	// rooks on the 8 of rank 1: 88 drops and no other move
	p := clPos(t, r, "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1")
	if n := len(clLegal(t, p)); n != 88 {
		t.Errorf("start: %d legal moves, want 88", n)
	}
	clHas(t, p, "R@a1", "K@e3", "N@h2")
	clLacks(t, p, "R@a2", "K@a3", "e4e5")
}
