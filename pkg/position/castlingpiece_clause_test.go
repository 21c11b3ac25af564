package position_test

import (
	"strings"
	"testing"
)

// FIDE Laws 3.8.2 (castling is a move of the king and a rook of the same colour) and
// the PGN FEN castling field (a right names the rook's wing): a right whose rook
// square holds another piece cannot castle. A FEN with such a right is refused with
// the right named, and the lenient reading used by replay drops it with a message.
func TestCastlingOnlyWithTheRook(t *testing.T) {
	r := clRules(t, "chess")
	for _, tc := range []struct {
		fen, right string
	}{
		{"4k3/8/8/8/8/8/8/4K2Q w K - 0 1", `"K": no white rook on h1`},
		{"4k3/8/8/8/8/8/8/4K2N w K - 0 1", `"K": no white rook on h1`},
		{"q3k3/8/8/8/8/8/8/4K3 b q - 0 1", `"q": no black rook on a8`},
	} {
		if _, err := r.ParseFEN(tc.fen); err == nil || !strings.Contains(err.Error(), tc.right) {
			t.Errorf("ParseFEN(%q) = %v, want an error naming %s", tc.fen, err, tc.right)
		}
		p, warns, err := r.ParseFENLenient(tc.fen)
		if err != nil || len(warns) != 1 || !strings.Contains(warns[0].Error(), tc.right) {
			t.Errorf("ParseFENLenient(%q) = %v, %v: want one warning naming %s", tc.fen, warns, err, tc.right)
			continue
		}
		for _, m := range []string{"e1g1", "e1h1", "e8c8", "e8a8"} {
			clLacks(t, p, m)
		}
	}
	// With the rook on h1 the right holds: K e1 has d1 d2 e2 f2 f1 (5), R h1 has
	// h2..h8 (7) and g1 f1 (2), and O-O: 15 moves.
	p := clPos(t, r, "4k3/8/8/8/8/8/8/4K2R w K - 0 1")
	if got := len(clLegal(t, p)); got != 15 {
		t.Errorf("legal moves with the rook on h1: %d, want 15", got)
	}
}
