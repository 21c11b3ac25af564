package match_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/notation/match"
)

// TestAttemptedDrop: an attempted drop names its target and the dropped piece, no
// origin (a diagram rings the target with the piece; it draws no arrow from some
// piece of the same type).
func TestAttemptedDrop(t *testing.T) {
	zh := rulesOf(t, "crazyhouse")
	// White has a knight in hand and on g1 and b1
	p, err := zh.ParseFEN("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR[N] w KQkq - 0 2")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ notation, text, drop, to string }{
		{"san", "N@e5", "N", "e5"},
		{"san", "@d5", "P", "d5"},
		{"coord", "N@e5", "N", "e5"},
		{"gc", "N-e5", "N", "e5"},
	} {
		m, ok := match.Attempted(p, tc.notation, tc.text)
		if !ok || m.From != board.NoSquare || m.Drop != tc.drop || zh.G.Name(m.To) != tc.to {
			t.Errorf("%s %s: %+v %v, want a drop of %s on %s without origin", tc.notation, tc.text, m, ok, tc.drop, tc.to)
		}
	}
}
