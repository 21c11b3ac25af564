package position_test

import (
	"os"
	"path/filepath"
	"testing"
)

// overlapPreset has pieces whose Betza atoms reach one square two ways: KbR (the
// king's step back is also the backward rook's first step), RD (the rook's second
// step is also the dabbaba's leap) and mKcR (the king's non-capturing steps and the
// rook's captures: no move in common).
const overlapPreset = `schema: 1
id: overlap
name: Overlapping atoms
board: {files: 8, ranks: 8}
pieces:
  K: {name: King, betza: K, royal: true}
  P: {name: Pawn, betza: fmWfceFifmnD, pawn: true, initial_rank: 2}
  X: {name: KbR, betza: KbR}
  Y: {name: RD, betza: RD}
  Z: {name: mKcR, betza: mKcR}
setup:
  array: 4k3/8/8/8/8/8/8/4K3
end:
  checkmate: loss
  stalemate: draw
`

// TestBetzaOverlap: a piece's moves are the union of its atoms' target squares, as
// Betza's notation means ("KbR": a king that also moves as a rook backwards) and as
// Fairy-Stockfish plays them (its moves are sets of squares): a square two atoms
// reach is one move, not two. The depth-1 counts are hand counts; the depth-3
// counts are Fairy-Stockfish's `go perft 3` for the same FENs with
// `customPiece1 = x:KbR`, `customPiece2 = y:RD`, `customPiece3 = z:mKcR`.
func TestBetzaOverlap(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "overlap.yaml")
	if err := os.WriteFile(file, []byte(overlapPreset), 0o644); err != nil {
		t.Fatal(err)
	}
	r := clRules(t, file)
	for _, c := range []struct {
		fen            string
		depth1, depth3 uint64
	}{
		// X on d4: the king's 8 squares and d2, d1 (d3 once), the white king's 5
		{"4k3/8/8/8/3X4/8/8/4K3 w - - 0 1", 15, 1085},
		// Y on d4: the rook's 14 squares and the dabbaba's d6 d2 b4 f4 are all
		// rook squares too (each once), the king's 5
		{"4k3/8/8/8/3Y4/8/8/4K3 w - - 0 1", 19, 1244},
		// Z on d4: the king's 8 empty squares, the capture d6 by the rook, the king's 5
		{"4k3/8/3p4/8/3Z4/8/8/4K3 w - - 0 1", 14, 1046},
		// Y on d5 among pawns: the dabbaba's targets d7, d3, b5, f5 are rook
		// targets too (moves or captures), each one move
		{"4k3/2p5/8/1p1Y1pp1/8/3p4/8/4K3 w - - 0 1", 0, 1533},
	} {
		p := clPos(t, r, c.fen)
		if c.depth1 != 0 {
			if got := p.Perft(1); got != c.depth1 {
				t.Errorf("%s: perft(1) = %d, want %d", c.fen, got, c.depth1)
			}
			if got := uint64(len(clLegal(t, p))); got != c.depth1 {
				t.Errorf("%s: %d legal moves, want %d", c.fen, got, c.depth1)
			}
		}
		if got := p.Perft(3); got != c.depth3 {
			t.Errorf("%s: perft(3) = %d, Fairy-Stockfish %d", c.fen, got, c.depth3)
		}
	}
}
