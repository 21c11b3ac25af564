package position_test

// Per-clause tests of the `modern-step` preset: Modern Chess (9x9) with the optional
// rule "require that one of the bishops must move one square orthogonally as its first
// move" (seeds/modern-chess.txt), which RULES.md implements as the Bishops Conversion
// Rule module with homes c1/g1 (White) and c9/g9 (Black).

import "testing"

// Seed (modern-chess.txt): "one of the bishops must move one square orthogonally as its
// first move". Each home converts left, right or forward (Black's forward is toward
// rank 1); with `can` the diagonals stay open.
func TestModernStepConversionFromEachHome(t *testing.T) {
	r := clRules(t, "modern-step")
	p := clPos(t, r, "2b1k1b2/9/9/9/9/9/9/9/2B1K1B2 w - CGcg - 0 1")
	clSame(t, "moves from c1", clFrom(t, p, "c1"),
		[]string{"c1b1", "c1d1", "c1c2", "c1b2", "c1a3", "c1d2", "c1e3", "c1f4", "c1g5", "c1h6", "c1i7"})
	clSame(t, "moves from g1", clFrom(t, p, "g1"),
		[]string{"g1f1", "g1h1", "g1g2", "g1f2", "g1e3", "g1d4", "g1c5", "g1b6", "g1a7", "g1h2", "g1i3"})
	clPlay(t, p, "e1e2")
	clHas(t, p, "c9b9", "c9d9", "c9c8", "g9f9", "g9h9", "g9g8", "c9d8", "g9h8")
	clLacks(t, p, "c9c10", "g9g10")
}

// The forcing clause on 9x9: a diagonal move with one bishop turns the other's `can`
// into `must` (C+ / g+ in the FEN); the forced bishop then has its three steps only.
// A conversion clears the side's letters.
func TestModernStepDiagonalMoveForcesTheOther(t *testing.T) {
	r := clRules(t, "modern-step")
	p := clPos(t, r, "2b1k1b2/9/9/9/9/9/9/9/2B1K1B2 w - CGcg - 0 1")
	clPlay(t, p, "g1h2")
	if got := clField(p.FEN(), 3); got != "C+cg" {
		t.Errorf("rule state after g1h2 = %q, want C+cg", got)
	}
	clPlay(t, p, "c9d8")
	if got := clField(p.FEN(), 3); got != "C+g+" {
		t.Errorf("rule state after c9d8 = %q, want C+g+", got)
	}
	clSame(t, "moves from c1 (must convert)", clFrom(t, p, "c1"), []string{"c1b1", "c1d1", "c1c2"})
	clPlay(t, p, "c1c2")
	if got := p.RuleStateFEN(); got != "g+" {
		t.Errorf("rule state after the conversion c1c2 = %q, want g+", got)
	}
	clSame(t, "moves from g9 (must convert)", clFrom(t, p, "g9"), []string{"g9f9", "g9h9", "g9g8"})
}

// At the start every conversion square is occupied by the side's own pieces (b1 N,
// d1 M, c2 P; f1 Q, h1 N, g2 P), so there is no conversion. Hand count: 9 pawns x 2
// steps = 18, knights b1 (a3 c3) and h1 (g3 i3) = 4, the minister d1 jumps to c3 and
// e3 = 2; total 24.
func TestModernStepStartHasNoConversion(t *testing.T) {
	p := clRules(t, "modern-step").Start()
	if got := p.RuleStateFEN(); got != "CGcg" {
		t.Errorf("start rule state %q, want CGcg", got)
	}
	clLacks(t, p, "c1b1", "c1d1", "c1c2", "g1f1", "g1h1", "g1g2")
	if n := p.Perft(1); n != 24 {
		t.Errorf("perft(1) = %d, want 24", n)
	}
}
