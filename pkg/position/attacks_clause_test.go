package position_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/position"
)

// spCheck checks, in the position fen of r, that the moves legal are legal and
// the moves illegal are not, as LegalMoves lists them and as IsLegal judges the
// pseudo-legal moves, and that Perft(1) counts the legal moves.
func spCheck(t *testing.T, r *position.Rules, fen string, legal, illegal []string) {
	t.Helper()
	p := clPos(t, r, fen)
	clHas(t, p, legal...)
	clLacks(t, p, illegal...)
	judged := map[string]bool{}
	for _, m := range p.PseudoLegalMoves(nil) {
		judged[p.Coord(m)] = p.IsLegal(m)
	}
	for _, c := range legal {
		if !judged[c] {
			t.Errorf("%s: IsLegal(%s) is false", fen, c)
		}
	}
	for _, c := range illegal {
		if judged[c] {
			t.Errorf("%s: IsLegal(%s) is true", fen, c)
		}
	}
	if n, want := p.Perft(1), uint64(len(p.LegalMoves(nil))); n != want {
		t.Errorf("%s: Perft(1) = %d, %d legal moves", fen, n, want)
	}
}

// TestSpecialPinClauses: attacks the attack rays leave out still pin and check,
// now that the legality shortcut stays on for them (RULES.md: a move may not
// leave the mover's royal piece attacked).
func TestSpecialPinClauses(t *testing.T) {
	xq := clRules(t, "xiangqi")
	// The horse's leg (Betza nN, lame): the black horse on d3 attacks e1 through
	// d2; the white chariot on d2 may only take the horse.
	spCheck(t, xq, "3k5/9/9/9/9/9/9/3n5/3R5/4K4 w - - 0 1",
		[]string{"d2d3"}, []string{"d2c2", "d2a2", "d2d1", "d2e2", "d2i2"})
	// A cannon behind two screens: the white chariot e3 and horse e4 between the
	// general on e1 and the cannon on e6 may not leave the file (one screen left
	// is check); the chariot may step within it.
	spCheck(t, xq, "3k5/9/9/9/4c4/9/4N4/4R4/9/4K4 w - - 0 1",
		[]string{"e3e2"}, []string{"e3d3", "e3a3", "e4d6", "e4f6", "e4c5", "e4g5", "e4c3"})
	// A cannon with no screen: a piece landing between it and the general gives
	// it one; the general may step toward it (still no screen).
	spCheck(t, xq, "3k5/9/9/9/9/4c4/9/R8/9/4K4 w - - 0 1",
		[]string{"a3d3", "a3f3", "a3a1", "e1e2"}, []string{"a3e3"})
	// The flying general: the one piece between the generals may not leave the
	// file, and a general may not step onto an open file facing the other.
	spCheck(t, xq, "4k4/9/9/9/9/4C4/9/9/9/4K4 w - - 0 1",
		[]string{"e5e9", "e5e2", "e5e6"}, []string{"e5d5", "e5a5"})
	spCheck(t, xq, "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1",
		[]string{"d1d2"}, []string{"d1e1"})

	gh := clRules(t, "grasshopper")
	// A grasshopper needs its screen next to its target: the black rook on e6
	// stepping to e7 becomes the screen of the grasshopper on e4 toward e8.
	spCheck(t, gh, "4k3/8/4r3/8/4G3/8/8/4K3 b - - 0 1",
		[]string{"e6e5", "e6d6", "e6e4"}, []string{"e6e7"})
	// A rook landing on e7 gives the grasshopper e4 its screen.
	spCheck(t, gh, "4k3/r7/8/8/4G3/8/8/4K3 b - - 0 1",
		[]string{"a7d7", "a7f7"}, []string{"a7e7"})
	// With the pawn e7 the screen, the rook e6 is all that keeps the grasshopper
	// e4 off e8: it may not leave the file.
	spCheck(t, gh, "4k3/4p3/4r3/8/4G3/8/8/4K3 b - - 0 1",
		[]string{"e6e5", "e6e4"}, []string{"e6d6", "e6a6"})

	sh := clRules(t, "shako")
	// Shako's cannon (mRcpR) on j1 behind the white knight g1 and queen e1,
	// toward the king on a1: neither screen may leave rank 1.
	spCheck(t, sh, "k9/10/10/10/10/10/10/10/10/K3Q1N2c w - - 0 1",
		[]string{"e1b1", "e1f1"}, []string{"e1e2", "g1f3", "g1h3"})
}
