package check

import (
	"testing"

	"github.com/gamecourier/courier/pkg/preset"
)

// TestLoadRules: the rules LoadRules returns are those of the variant it returns
// (orthodox chess: 20 legal moves at the start, FIDE 2.1-3.x; perft 2 is 400), and
// a preset Load refuses gives neither.
func TestLoadRules(t *testing.T) {
	l := preset.NewLoader(preset.Options{})
	v, rs, d := LoadRules(l, "chess")
	if v == nil || rs == nil || d.HasErrors() {
		t.Fatalf("LoadRules(chess): %v %v %v", v, rs, d)
	}
	if rs.V != v {
		t.Errorf("the rules are compiled from another variant than the one returned")
	}
	start := rs.Start()
	if n := len(start.LegalMoves(nil)); n != 20 {
		t.Errorf("chess start: %d legal moves, want 20", n)
	}
	if n := start.Perft(2); n != 400 {
		t.Errorf("chess perft 2: %d, want 400", n)
	}
	v, rs, d = LoadRules(l, "testdata/setup-check.yaml")
	if v != nil || rs != nil || !d.HasErrors() {
		t.Errorf("LoadRules(setup-check.yaml): %v %v %v, want an error and no rules", v, rs, d)
	}
}

// TestLoadRulesShipped: for every shipped preset, LoadRules (which only compiles
// a shipped preset) gives the variant, rules of that variant and diagnostics that
// the full checks give (none), so trusting the shipped presets changes no verdict.
func TestLoadRulesShipped(t *testing.T) {
	l := preset.NewLoader(preset.Options{})
	for _, id := range preset.Names() {
		v, rs, d := LoadRules(l, id)
		fv, frs, fd := loadRules(l, id, false)
		if v == nil || rs == nil || fv == nil || frs == nil {
			t.Fatalf("%s: trusted %v %v %v; checked %v %v %v", id, v, rs, d, fv, frs, fd)
		}
		if rs.V != v || v.ID != fv.ID || len(d) != 0 || len(fd) != 0 {
			t.Errorf("%s: trusted %s %v, checked %s %v", id, v.ID, d, fv.ID, fd)
		}
		if a, b := rs.Start().FEN(), frs.Start().FEN(); a != b {
			t.Errorf("%s: start %q, checked %q", id, a, b)
		}
	}
}
