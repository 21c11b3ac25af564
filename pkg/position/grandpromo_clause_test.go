package position_test

import "testing"

// TestGrandPromotionClauses: Grand Chess promotion (rule text: the zone is ranks
// 8-10, optional on the first two and mandatory on the last, and only to a piece
// type of which the player has fewer than at the start: Q 1, R 2, B 2, N 2, A 1,
// C 1).
func TestGrandPromotionClauses(t *testing.T) {
	r := clRules(t, "grand")
	// A pawn e7 entering rank 8 with the queen still on the board: it may stay a
	// pawn, or become any type but the queen (rook, bishop, knight, cardinal,
	// marshal: all fewer than at the start).
	p := clPos(t, r, "4k5/10/10/4P5/10/10/10/10/10/3QK5 w - - 0 1")
	clSame(t, "optional promotion e7-e8", clFrom(t, p, "e7"), []string{"e7e8", "e7e8a", "e7e8b", "e7e8c", "e7e8n", "e7e8r"})
	// On rank 10 promotion is mandatory: e9-e10 only as a promotion.
	p = clPos(t, r, "k9/4P5/10/10/10/10/10/10/10/3QK5 w - - 0 1")
	clSame(t, "mandatory promotion e9-e10", clFrom(t, p, "e9"), []string{"e9e10a", "e9e10b", "e9e10c", "e9e10n", "e9e10r"})
	// With every piece of the start on the board nothing has been lost: the pawn
	// cannot enter rank 10 at all (it must promote and has nothing to become).
	p = clPos(t, r, "6k3/4P5/10/10/10/10/10/10/10/RNBQKCABNR w - - 0 1")
	clSame(t, "no lost piece", clFrom(t, p, "e9"), nil)
	// ... and may enter rank 9 only as a pawn.
	p = clPos(t, r, "6k3/10/4P5/10/10/10/10/10/10/RNBQKCABNR w - - 0 1")
	clSame(t, "no lost piece, rank 9", clFrom(t, p, "e8"), []string{"e8e9"})
}
