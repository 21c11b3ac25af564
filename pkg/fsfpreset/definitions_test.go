package fsfpreset_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/fsfini"
	"github.com/gamecourier/courier/pkg/fsfpreset"
)

const definitionsDir = "../../../shared/definitions"

// TestDefinitions reads, checks and imports each real user file of
// ../shared/definitions and compares every diagnostic (reader, checker,
// inheritance, import) with definitionsWant: none missing, none more. No file
// may make the reader or the import panic (a panic fails the test).
func TestDefinitions(t *testing.T) {
	if _, err := os.Stat(definitionsDir); err != nil {
		t.Skipf("%s not found: the shared definitions are not checked out beside this repository", definitionsDir)
	}
	files, _ := filepath.Glob(filepath.Join(definitionsDir, "*.ini"))
	if len(files) != len(definitionsWant) {
		t.Errorf("%d files, %d expected", len(files), len(definitionsWant))
	}
	for _, p := range files {
		name := filepath.Base(p)
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			got := importAll(name, src)
			want := definitionsWant[name].want
			for _, w := range want {
				if !slices.Contains(got, w) {
					t.Errorf("missing %q", w)
				}
			}
			for _, g := range got {
				if !slices.Contains(want, g) {
					t.Errorf("unexpected %q", g)
				}
			}
		})
	}
}

// importAll returns the diagnostics of a file read, checked and imported
// section by section, each once, as "line:col code severity first-word".
func importAll(name string, src []byte) []string {
	f, d := fsfini.Parse(name, src)
	d = append(d, fsfini.Check(f)...)
	for _, n := range f.Names() {
		v, rd := fsfini.Resolve(f, n)
		d = append(d, rd...)
		if v != nil {
			d = append(d, fsfpreset.Import(v).Diags...)
		}
	}
	sev := map[diag.Severity]string{diag.Error: "E", diag.Warning: "W", diag.Note: "N"}
	var out []string
	for _, x := range d {
		k := fmt.Sprintf("%d:%d %s %s %s", x.Pos.Line, x.Pos.Col, x.Code, sev[x.Severity], strings.Fields(x.Message)[0])
		if !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}
