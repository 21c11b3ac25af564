package fsfpreset_test

import (
	"os"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/check"
	"github.com/gamecourier/courier/pkg/fsfini"
	"github.com/gamecourier/courier/pkg/fsfpreset"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
)

// TestFixtures imports the sections of testdata/fixtures.ini (no ../shared
// needed) and compares the start position's perft with Fairy-Stockfish's for
// the same rules: chess (8902 at depth 3, three-check changes nothing so
// early), Gardner's minichess (7, 53, 506: ../shared/oracle's gardner rows),
// minishogi (2512 at depth 3, FSF's go perft 3), shatar as a user section
// (shatarMateRule onto end.mate_rule, extinctionValue = draw: 8426, the oracle's
// shatar row); the walled section is refused at its option.
func TestFixtures(t *testing.T) {
	f := readTestdataINI(t, "fixtures.ini")
	for _, c := range []struct {
		name  string
		perft []uint64
	}{
		{"checks3", []uint64{20, 400, 8902}},
		{"five", []uint64{7, 53, 506}},
		{"mshogi", []uint64{14, 181, 2512}},
		{"myshatar", []uint64{20, 400, 8426}},
	} {
		r, yaml := importSection(t, f, c.name)
		if c.name == "myshatar" {
			for _, want := range []string{"mate_rule: {loses_by: [N], needs: [N, R, J]}", "extinction: {total: true, count: 1, result: draw}"} {
				if !strings.Contains(string(yaml), want) {
					t.Errorf("myshatar: no %q in\n%s", want, yaml)
				}
			}
		}
		startPerft(t, c.name, r, c.perft)
	}
	v, _ := fsfini.Resolve(f, "ducky")
	if v == nil {
		t.Fatal("ducky does not resolve")
	}
	im := fsfpreset.Import(v)
	if im.YAML != nil || len(im.Diags) == 0 || !strings.Contains(im.Diags[0].Error(), "fixtures.ini:33:15: wallingRule = duck") {
		t.Errorf("duck: %v", im.Diags)
	}
}

// readTestdataINI reads and parses testdata/NAME (a variants.ini of the tests);
// a read or parse error fails the test.
func readTestdataINI(t *testing.T, name string) *fsfini.File {
	t.Helper()
	src, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	f, d := fsfini.Parse(name, src)
	if d.HasErrors() {
		t.Fatal(d)
	}
	return f
}

// importSection imports the section called name of f, checks the preset written
// as courier check does and compiles it; any refusal fails the test. It returns
// the compiled rules and the preset's YAML.
func importSection(t *testing.T, f *fsfini.File, name string) (*position.Rules, []byte) {
	t.Helper()
	v, rd := fsfini.Resolve(f, name)
	if v == nil {
		t.Fatalf("%s: %v", name, rd)
	}
	im := fsfpreset.Import(v)
	if im.YAML == nil {
		t.Fatalf("%s: %v", name, im.Diags)
	}
	cr := check.Data(preset.NewLoader(preset.Options{}), name+".yaml", im.YAML)
	if cr.Variant == nil {
		t.Fatalf("%s: %v\n%s", name, cr.Diags, im.YAML)
	}
	r, err := position.Compile(cr.Variant)
	if err != nil {
		t.Fatal(err)
	}
	return r, im.YAML
}

// startPerft compares the perft of r's start position at depths 1, 2, ... with
// want, Fairy-Stockfish's counts for the same section.
func startPerft(t *testing.T, name string, r *position.Rules, want []uint64) {
	t.Helper()
	for i, w := range want {
		if got := r.Start().Perft(i + 1); got != w {
			t.Errorf("%s perft(%d) = %d, Fairy-Stockfish %d", name, i+1, got, w)
		}
	}
}
