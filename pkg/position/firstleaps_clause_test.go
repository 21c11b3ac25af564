package position_test

import "testing"

// Cambodian chess (Fairy-Stockfish's cambodianMoves with gating = true: "the king
// may leap like a knight to the second rank, and the met may move two squares
// forward, on their first move"; movegen.cpp generates the king's leap only out of
// check, to an empty square of the next rank, the met's two squares straight ahead
// to an empty square; position.cpp clears a gate when its piece leaves or is taken,
// and the king's when an enemy rook moves onto its rank or file): the leaps, their
// conditions, and the castling field that carries the rights.
func TestFirstLeapsCambodian(t *testing.T) {
	r := clRules(t, "cambodian")
	// the king d1 (right D) leaps to b2 or f2, the met e1 (right E) steps to e3
	p := clPos(t, r, "4k3/8/8/8/8/8/8/3KM3 w DE - 0 1")
	clSame(t, "king d1 with its right", clFrom(t, p, "d1"), []string{"d1c1", "d1c2", "d1d2", "d1e2", "d1b2", "d1f2"})
	clSame(t, "met e1 with its right", clFrom(t, p, "e1"), []string{"e1d2", "e1f2", "e1e3"})
	// without the rights (field "-") only the ordinary steps
	p = clPos(t, r, "4k3/8/8/8/8/8/8/3KM3 w - - 0 1")
	clSame(t, "king d1 without a right", clFrom(t, p, "d1"), []string{"d1c1", "d1c2", "d1d2", "d1e2"})
	clSame(t, "met e1 without a right", clFrom(t, p, "e1"), []string{"e1d2", "e1f2"})
	// no capture by a leap: an enemy khon on b2 and f2, a knight on e3
	p = clPos(t, r, "4k3/8/8/8/8/4n3/1s3s2/3KM3 w DE - 0 1")
	clLacks(t, p, "d1b2", "d1f2", "e1e3")
	// in check (a rook on d8 gives check down the file) the king may not leap,
	// and the met's step to e3 does not answer the check
	p = clPos(t, r, "3rk3/8/8/8/8/8/8/3KM3 w DE - 0 1")
	clLacks(t, p, "d1b2", "d1f2", "e1e3")
	// Black's leaps point down the board: king e8 to c7 and g7, met d8 to d6
	p = clPos(t, r, "3mk3/8/8/8/8/8/8/4K3 b de - 0 1")
	clHas(t, p, "e8c7", "e8g7", "d8d6")
	// a king that leaves its square loses the right, and keeps it lost on return
	p = clPos(t, r, "4k3/8/8/8/8/8/8/3KM3 w DE - 0 1")
	clPlay(t, p, "d1d2", "e8e7", "d2d1", "e7e8")
	if got := clField(p.FEN(), 2); got != "E" {
		t.Errorf("castling field after the king went and came back: %q, want E", got)
	}
	clLacks(t, p, "d1b2", "d1f2")
	// an enemy rook moving onto the king's rank or file takes the king's right,
	// even with pieces between: the rook a8-a1 lands on rank 1 with nothing
	// between, the rook h5-d5 on the d-file behind the pawn d3
	p = clPos(t, r, "r3k3/8/8/7r/8/3P4/8/3KM3 b DE - 0 1")
	clPlay(t, p, "h5d5")
	if got := clField(p.FEN(), 2); got != "E" {
		t.Errorf("castling field after a rook aimed at the king through a pawn: %q, want E", got)
	}
	p = clPos(t, r, "r3k3/8/8/8/8/8/P7/3KM3 b DE - 0 1")
	clPlay(t, p, "a8a3")
	if got := clField(p.FEN(), 2); got != "DE" {
		t.Errorf("castling field after a rook move off the king's lines: %q, want DE", got)
	}
	// capturing the met on its square takes its right
	p = clPos(t, r, "4k3/8/8/8/8/8/8/3KM2r b DE - 0 1")
	clPlay(t, p, "h1e1")
	if got := clField(p.FEN(), 2); got != "-" {
		t.Errorf("castling field after a rook took the met on e1 (and aimed at the king): %q, want -", got)
	}
	// the start position: 23 makruk moves + the king's two leaps (25, the oracle's
	// perft 1)
	p = clPos(t, r, "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1")
	if n := len(clLegal(t, p)); n != 25 {
		t.Errorf("start position: %d legal moves, want 25", n)
	}
}
