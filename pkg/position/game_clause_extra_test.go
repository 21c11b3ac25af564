package position_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/position"
)

// RULES.md: K+B v K+B with the bishops on one colour is dead, but in Symmetric Chess a
// bishop that still holds its conversion right can change colour (then opposite
// bishops can mate: White Kh8 Bh7 v Black Kf7 Be5 is such a mate), so the position is
// not dead while either side holds a right.
func TestDeadPositionWithConversionRight(t *testing.T) {
	r := clRules(t, "symmetric")
	for _, c := range []struct {
		fen  string
		dead bool
	}{
		{"2b1k4/9/9/9/9/9/9/2B1K4 w - Cc - 0 1", false}, // both may convert
		{"k8/9/9/9/9/9/9/K1B1b4 w - C - 0 1", false},    // White may convert
		{"k8/9/9/9/9/9/9/K1B1b4 w - - - 0 1", true},     // c1 and e1 are both dark
	} {
		p, err := r.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		g := position.NewGame(p)
		if got := g.Status().Termination == position.Insufficient; got != c.dead {
			t.Errorf("%s: dead = %v, want %v", c.fen, got, c.dead)
		}
	}
}
