package root

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/gamecourier/courier/pkg/internal/sariftest"
)

// `replay -o sarif` and `check -o sarif` write one SARIF 2.1.0 log that the
// official schema accepts, with a result per finding at its line and column.
func TestSARIFOutput(t *testing.T) {
	sch := sariftest.Schema(t)
	noEnv(t)
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.pgn")
	// ply 3 (2. Ke3) is illegal: line 3, column 13 ("1. e4 e5 2. " is 12 characters)
	if err := os.WriteFile(bad, []byte("[Variant \"chess\"]\n\n1. e4 e5 2. Ke3 Nc6\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	badPreset := filepath.Join(dir, "bad.yaml")
	// board.files 99 at line 4, column 16 ("board: {files: " is 15 characters)
	if err := os.WriteFile(badPreset, []byte("schema: 1\nid: bad\nname: Bad\nboard: {files: 99}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args      []string
		code      string
		line, col int
	}{
		{[]string{"replay", "-o", "sarif", bad}, "no-path", 3, 13},
		{[]string{"check", "-o", "sarif", badPreset}, "board-size", 4, 16},
	} {
		exit, out, stderr := courier(t, tc.args...)
		if exit != 1 {
			t.Errorf("%v: exit %d, want 1 (stderr %q)", tc.args, exit, stderr)
		}
		inst, err := jsonschema.UnmarshalJSON(bytes.NewReader([]byte(out)))
		if err != nil {
			t.Fatalf("%v: not JSON: %v\n%s", tc.args, err, out)
		}
		if err := sch.Validate(inst); err != nil {
			t.Fatalf("%v: not valid SARIF 2.1.0: %v\n%s", tc.args, err, out)
		}
		var d struct {
			Runs []struct {
				Tool struct {
					Driver struct {
						Rules []struct{ ID, HelpURI string }
					}
				}
				Results []struct {
					RuleID    string
					Locations []struct {
						PhysicalLocation struct {
							Region struct{ StartLine, StartColumn int }
						}
					}
				}
			}
		}
		if err := json.Unmarshal([]byte(out), &d); err != nil {
			t.Fatal(err)
		}
		found := false
		for _, r := range d.Runs[0].Results {
			reg := r.Locations[0].PhysicalLocation.Region
			if r.RuleID == tc.code && reg.StartLine == tc.line && reg.StartColumn == tc.col {
				found = true
			}
		}
		if len(d.Runs) != 1 || !found {
			t.Errorf("%v: no %s result at %d:%d:\n%s", tc.args, tc.code, tc.line, tc.col, out)
		}
	}
}
