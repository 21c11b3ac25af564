package position

import (
	"testing"

	"github.com/gamecourier/courier/pkg/rules"
)

// TestPerpetualCheckerHistories holds Game.perpetualChecker to the rule on
// histories written by hand (keys and check marks; the position is shogi's start,
// White to move, so the side that made the last ply is Black). The current
// position K is the last key; its earlier occurrences are every second key back.
// With four occurrences of K at indices 0, 2, 4, 6, the plies into 2, 4, 6 are
// Black's moves and those into 1, 3, 5 White's. Rule (Japan Shogi Association):
// the side that gave check with every one of its moves from the first occurrence
// to the fourth loses; when both sides did, neither is the one perpetual checker
// (Fairy-Stockfish: a draw); when neither did, a draw. A fifth, older occurrence
// of K is outside the span of the last four (the scan stops at the fourth).
func TestPerpetualCheckerHistories(t *testing.T) {
	r := presetRules(t, "shogi")
	const K, a, b, c, x = 1, 2, 3, 4, 5
	tests := []struct {
		name   string
		keys   []uint64
		checks []bool
		loser  rules.Color
		ok     bool
	}{
		{"White checks every move", []uint64{K, a, K, b, K, c, K},
			[]bool{false, true, false, true, false, true, false}, rules.White, true},
		{"Black checks every move", []uint64{K, a, K, b, K, c, K},
			[]bool{true, false, true, false, true, false, true}, rules.Black, true},
		{"both check every move", []uint64{K, a, K, b, K, c, K},
			[]bool{true, true, true, true, true, true, true}, rules.White, false},
		{"neither", []uint64{K, a, K, b, K, c, K},
			[]bool{false, false, false, false, false, false, false}, rules.White, false},
		{"White's first move in the span no check", []uint64{K, a, K, b, K, c, K},
			[]bool{false, false, false, true, false, true, false}, rules.White, false},
		{"Black's last move no check", []uint64{K, a, K, b, K, c, K},
			[]bool{true, false, true, false, true, false, false}, rules.White, false},
		// five occurrences (0, 2, 4, 6, 8): the span is 2..8, so White's quiet
		// move into 1 is outside it
		{"a quiet move before the span", []uint64{K, x, K, a, K, b, K, c, K},
			[]bool{false, false, false, true, false, true, false, true, false}, rules.White, true},
		// other positions in between do not count as occurrences: K at 0, 4, 6,
		// 8, 10 (x at 2), the span is 4..10
		{"other keys on K's side", []uint64{K, a, x, b, K, c, K, a, K, b, K},
			[]bool{false, false, false, false, false, true, false, true, false, true, false}, rules.White, true},
	}
	for _, tc := range tests {
		g := NewGame(r.Start())
		g.keys, g.checks = tc.keys, tc.checks
		loser, ok := g.perpetualChecker()
		if ok != tc.ok || (ok && loser != tc.loser) {
			t.Errorf("%s: perpetual checker %v (ok %v), want %v (ok %v)", tc.name, loser, ok, tc.loser, tc.ok)
		}
	}
}
