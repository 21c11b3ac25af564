package position_test

// Clause tests of crazyhouse960 (crazyhouse from a Chess960 start, as lichess and
// pychess play it), on positions written by hand: castling follows FIDE Appendix I
// (the king ends on g1 or c1, the rook on f1 or d1), and the castling rook is the
// unmoved rook of the start position; a rook dropped from the hand on that square
// has never been the castling rook, so it gives no castling right.

import (
	"testing"
)

func TestCrazyhouse960CastlingAndDrops(t *testing.T) {
	r := clRules(t, "crazyhouse960")
	// King b1, rooks a1 and h1: O-O (king to g1, rook h1 to f1) needs c1..g1
	// empty; O-O-O (king to c1, rook a1 to d1).
	p := clPos(t, r, "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R[] w AHah - 0 1")
	clHas(t, p, "b1h1", "b1a1")
	clPlay(t, p, "b1h1")
	if got := p.FEN(); got != "rk5r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1[] b kq - 1 1" { // X-FEN: k and q name the outermost rooks
		t.Errorf("after O-O: %s", got)
	}
	// The h1 rook steps away and a rook from the hand is dropped on h1: it was
	// never the start position's rook, so the H right is gone for good.
	q := clPos(t, r, "rk5r/pppppppp/8/8/8/8/PPPPPPP1/RK5R[R] w AHah - 0 1")
	clPlay(t, q, "h1h2", "a7a6", "R@h1", "a6a5")
	clLacks(t, q, "b1h1")
	clHas(t, q, "b1a1")
}
