package fsfpreset_test

import (
	"os"
	"testing"

	"github.com/gamecourier/courier/pkg/check"
	"github.com/gamecourier/courier/pkg/fsfini"
	"github.com/gamecourier/courier/pkg/fsfpreset"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
)

// noRoundTrip are the presets exported whole that the import refuses, and why.
var noRoundTrip = map[string]string{}

// TestExportImportRoundTrip exports every shipped preset as a variants.ini
// section and imports it back: a preset exported whole (nothing left out)
// must import, and give the perft of the preset from its start position
// (depth 2; 3 with COURIER_PERFT_DEEP=1). A preset with rules left out must
// name them in a comment of the section.
func TestExportImportRoundTrip(t *testing.T) {
	depth := 2
	if os.Getenv("COURIER_PERFT_DEEP") == "1" {
		depth = 3
	}
	l := preset.NewLoader(preset.Options{})
	whole := 0
	for _, id := range preset.Names() {
		v, d := check.Load(l, id)
		if v == nil {
			t.Fatalf("%s: %v", id, d)
		}
		ex, err := fsfpreset.Export(v)
		if err != nil {
			t.Logf("%s: not exported: %v", id, err)
			continue
		}
		if len(ex.LeftOut) > 0 {
			for _, lo := range ex.LeftOut {
				if !contains(string(ex.INI), "# Left out: "+lo) {
					t.Errorf("%s: %q left out but not in the section's comment", id, lo)
				}
			}
			continue
		}
		f, _ := fsfini.Parse(id+".ini", ex.INI)
		fv, rd := fsfini.Resolve(f, ex.Name)
		if fv == nil {
			t.Errorf("%s: export does not resolve: %v\n%s", id, rd, ex.INI)
			continue
		}
		im := fsfpreset.Import(fv)
		if why, ok := noRoundTrip[id]; ok {
			if im.YAML != nil {
				t.Errorf("%s: now imports: take it out of noRoundTrip", id)
			}
			t.Logf("%s: exported whole, not imported back: %s", id, why)
			continue
		}
		if im.YAML == nil {
			t.Errorf("%s: export does not import:\n%v\n%s", id, im.Diags, ex.INI)
			continue
		}
		cr := check.Data(l, im.ID+".yaml", im.YAML)
		if cr.Variant == nil {
			t.Errorf("%s: the import of the export does not load: %v\n%s", id, cr.Diags, im.YAML)
			continue
		}
		r0, err0 := position.Compile(v)
		r1, err1 := position.Compile(cr.Variant)
		if err0 != nil || err1 != nil {
			t.Errorf("%s: compile: %v %v", id, err0, err1)
			continue
		}
		if a, b := r0.Start().Perft(depth), r1.Start().Perft(depth); a != b {
			t.Errorf("%s: perft(%d) %d, after export and import %d\n%s", id, depth, a, b, ex.INI)
			continue
		}
		whole++
	}
	t.Logf("%d of %d shipped presets exported whole and imported back with the same perft", whole, len(preset.Names()))
}

func contains(s, sub string) bool {
	return len(sub) > 0 && len(s) >= len(sub) && (s == sub || indexOf(s, sub) >= 0)
}

func indexOf(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}
