package position_test

import (
	"testing"
)

// TestProblemWithoutAttackerKing: a tsume problem's position (only the defender,
// Black here, has a king) is refused by ParseFEN ("White has no King") and read by
// ParseFENProblemInto; the kingless side's moves are all legal (it has nothing to
// leave in check), and a position where neither side has its king stays refused.
// Hand-built on shogi's board: White's rook on e1 and a gold in hand against
// Black's king on e9 and pawn on e7 (counted by hand below).
func TestProblemWithoutAttackerKing(t *testing.T) {
	r := clRules(t, "shogi")
	const fen = "4k4/9/4p4/9/9/9/9/9/4R4[G] w - - 0 1"
	if _, err := r.ParseFEN(fen); err == nil {
		t.Fatal("ParseFEN accepted a position without White's king")
	}
	p, _, err := r.ParseFENProblemInto(nil, fen)
	if err != nil {
		t.Fatalf("ParseFENProblemInto: %v", err)
	}
	// the rook: 8 along rank 1 (a1-d1, f1-i1), 5 up the e-file (e2-e6), and the
	// capture on e7, in the promotion zone (ranks 7-9), with and without
	// promotion: 8 + 5 + 2 = 15; the gold drops on the 9*9 - 3 = 78 empty
	// squares; none is refused for leaving White's (absent) king in check
	if n := len(p.LegalMoves(nil)); n != 15+78 {
		t.Errorf("%d legal moves, want %d", n, 15+78)
	}
	if _, _, err := r.ParseFENProblemInto(nil, "9/9/4p4/9/9/9/9/9/4R4[G] w - - 0 1"); err == nil {
		t.Error("a position without either king was accepted")
	}
}
