package position

import (
	"reflect"
	"testing"
)

// TestBigStateClonedBySlot: every slot of bigState has its clone function in
// bigCloners (one per module with its own undo stack), so a slot added without
// one is caught here rather than shared between a position and its copies.
func TestBigStateClonedBySlot(t *testing.T) {
	if n := reflect.TypeOf(bigState{}).NumField(); n != len(bigCloners) {
		t.Errorf("bigState has %d slots, bigCloners %d functions", n, len(bigCloners))
	}
}

// TestClonesKeepHandsApart: in crazyhouse and atomic, a copy made by Clone or
// CloneLast plays apart from the original: a capture and a drop on the copy,
// then Unmake on it, leave the original's FEN (hands and board) as they were.
// Crazyhouse: after 1. e4 d5 2. exd5 White holds a pawn (hand calculation:
// one capture); the copy plays 2... Qxd5 3. P@e4 (taking that pawn from the
// hand) and the original must still show [P].
func TestClonesKeepHandsApart(t *testing.T) {
	for _, tc := range []struct {
		preset string
		main   []string // coordinate moves of the original
		branch []string // then on the copy
	}{
		{"crazyhouse", []string{"e2e4", "d7d5", "e4d5"}, []string{"d8d5", "P@e4", "d5e4"}},
		{"atomic", []string{"e2e4", "e7e5", "g1f3", "d7d6"}, []string{"f3e5", "b8c6", "d1h5"}},
	} {
		r := presetRules(t, tc.preset)
		p := r.Start()
		for _, mv := range tc.main {
			playCoord(t, p, mv)
		}
		want := p.FEN()
		for name, clone := range map[string]func(*Position) *Position{
			"Clone": (*Position).Clone, "CloneLast": (*Position).CloneLast,
		} {
			q := clone(p)
			for _, mv := range tc.branch {
				playCoord(t, q, mv)
			}
			if got := p.FEN(); got != want {
				t.Errorf("%s %s: the original changed with its copy: %s, want %s", tc.preset, name, got, want)
			}
		}
	}
}

// playCoord plays the legal move written mv (coordinates, or K@sq for a drop).
func playCoord(t *testing.T, p *Position, mv string) {
	t.Helper()
	if !tryCoord(p, mv) {
		t.Fatalf("%s is not legal in %s", mv, p.FEN())
	}
}

func tryCoord(p *Position, mv string) bool {
	for _, m := range p.LegalMoves(nil) {
		if p.Coord(m) == mv {
			p.Make(m)
			return true
		}
	}
	return false
}
