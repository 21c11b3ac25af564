package position

import "testing"

// TestPerftNegativeDepth: a negative depth has no tree to count: 0 leaves, not a
// panic (the playground hands the page's argument over).
func TestPerftNegativeDepth(t *testing.T) {
	p := presetRules(t, "chess").Start()
	for _, d := range []int{-1, -20} {
		if got := p.Perft(d); got != 0 {
			t.Errorf("Perft(%d) = %d, want 0", d, got)
		}
	}
	if got := p.Perft(0); got != 1 {
		t.Errorf("Perft(0) = %d, want 1", got)
	}
}
