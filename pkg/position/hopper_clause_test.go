package position_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/betza"
	"github.com/gamecourier/courier/pkg/position"
)

// TestCannonScreenClauses: the cannon (Betza mRcpR; Xiangqi, Shako) moves as a rook
// and captures only by jumping exactly one piece of either side, the screen, and
// taking the first piece beyond it; it never moves to an empty square beyond the
// screen, and with no screen it gives no check.
func TestCannonScreenClauses(t *testing.T) {
	r := clRules(t, "shako")
	// Rank 1: C a1, (b1), N c1 (own screen), (d1), n e1, (f1), n g1, K j1; the black
	// king on a10 with no screen on the a-file.
	p := clPos(t, r, "k9/10/10/10/10/10/10/10/10/C1N1n1n2K w - - 0 1")
	// b1 and a2..a9 as a rook; over c1 it takes e1 (not d1, empty, nor g1, a second
	// piece beyond); no capture of the king on a10 (no screen).
	clSame(t, "cannon a1", clFrom(t, p, "a1"), []string{"a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1a9", "a1b1", "a1e1"})
	// A white pawn on a5 becomes the screen: the black king on a10 is in check.
	p = clPos(t, r, "k9/10/10/10/10/P9/10/10/10/C1N1n1n2K b - - 0 1")
	if !p.InCheck() {
		t.Error("cannon a1 behind the screen a5 does not check the king on a10")
	}
	// Two screens: no check.
	p = clPos(t, r, "k9/10/P9/10/10/P9/10/10/10/C1N1n1n2K b - - 0 1")
	if p.InCheck() {
		t.Error("cannon a1 checks through two screens")
	}
}

// TestGrasshopperClauses: the grasshopper (Betza gQ) moves along queen lines over
// exactly the first piece in the line and lands just beyond it, capturing an enemy
// there; it cannot move without a piece to hop over.
func TestGrasshopperClauses(t *testing.T) {
	r := clRules(t, "grasshopper")
	// G d4, black pawn d5: the only landing square is d6.
	p := clPos(t, r, "4k3/8/8/3p4/3G4/8/8/4K3 w - - 0 1")
	clSame(t, "grasshopper d4", clFrom(t, p, "d4"), []string{"d4d6"})
	// An enemy rook on d6 is captured by the hop; an own piece there blocks it.
	clSame(t, "grasshopper d4 takes", clFrom(t, clPos(t, r, "4k3/8/3r4/3p4/3G4/8/8/4K3 w - - 0 1"), "d4"), []string{"d4d6"})
	if m := clMove(t, clPos(t, r, "4k3/8/3r4/3p4/3G4/8/8/4K3 w - - 0 1"), "d4d6"); !m.Is(position.FlagCapture) {
		t.Error("d4d6 over d5 onto the rook is no capture")
	}
	clSame(t, "grasshopper d4 blocked", clFrom(t, clPos(t, r, "4k3/8/3B4/3p4/3G4/8/8/4K3 w - - 0 1"), "d4"), nil)
	// Check by a hop: the white grasshopper on e5 hops over e7 (e6 empty) onto the
	// king's square e8; over e6 it would land on e7, which is no check.
	p = clPos(t, r, "4k3/4p3/8/4G3/8/8/8/4K3 b - - 0 1")
	if !p.InCheck() {
		t.Error("grasshopper e5 over e7 does not check the king on e8")
	}
	p = clPos(t, r, "4k3/8/4p3/4G3/8/8/8/4K3 b - - 0 1")
	if p.InCheck() {
		t.Error("grasshopper e5 over e6 lands on e7, not on the king on e8")
	}
}

// TestRangedCannonClauses: a cannon of range 2 (Betza pB2, cannon shogi's
// flying gold cannon mRpRmFpB2 as Fairy-Stockfish plays it: its cannon moves
// masked to the squares within two of it) jumps an adjacent piece to the
// square just beyond, and no further; with the screen two squares away it has
// no hop.
func TestRangedCannonClauses(t *testing.T) {
	v := clVariant(t, "chess")
	q := v.Piece('Q') // the queen made a cannon of range 2
	atoms, err := betza.Parse("pB2")
	if q == nil || err != nil {
		t.Fatalf("queen %v, pB2: %v", q, err)
	}
	q.Betza, q.Atoms = "pB2", atoms
	r := clCompile(t, v)
	// Q d4; b6 and f6 are two squares off on the diagonals (screens too far),
	// e5 an adjacent black pawn (a screen): the landing square f6 holds a black
	// knight; c3 an adjacent white pawn: the landing square b2 is empty.
	p := clPos(t, r, "4k3/8/1p3n2/4p3/3Q4/2P5/8/4K3 w - - 0 1")
	clSame(t, "cannon d4", clFrom(t, p, "d4"), []string{"d4b2", "d4f6"})
	// the knight on f6 is attacked (a king there would be in check)
	p = clPos(t, r, "8/8/5k2/4p3/3Q4/8/8/4K3 b - - 0 1")
	if !p.InCheck() {
		t.Error("the cannon d4 over e5 does not check the king on f6")
	}
	p = clPos(t, r, "8/6k1/8/4p3/3Q4/8/8/4K3 b - - 0 1")
	if p.InCheck() {
		t.Error("the cannon d4 over e5 checks the king on g7, three squares off")
	}
}
