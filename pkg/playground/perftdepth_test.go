package playground_test

import (
	"math"
	"testing"

	"github.com/gamecourier/courier/pkg/playground"
)

// TestPerftDepth: the page's courier.perft(depth) takes a JavaScript value; a whole
// number of plies 0..20 (as courier perft) is a depth, anything else an error the
// page throws (a string, -1, 2.5, 21, NaN: before, a string ended the engine with
// a panic and -1 panicked in the move generator).
func TestPerftDepth(t *testing.T) {
	for _, c := range []struct {
		x    float64
		want int
	}{{0, 0}, {2, 2}, {20, 20}} {
		if d, err := playground.PerftDepth(c.x); err != nil || d != c.want {
			t.Errorf("PerftDepth(%v) = %d, %v; want %d", c.x, d, err, c.want)
		}
	}
	for _, x := range []float64{-1, 2.5, 21, math.NaN(), math.Inf(1)} {
		if d, err := playground.PerftDepth(x); err == nil {
			t.Errorf("PerftDepth(%v) = %d, no error; want one", x, d)
		}
	}
}
