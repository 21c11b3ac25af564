package presetcmd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/iostreams"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
)

// TestImportINI: the section courier can play is written and loads (its
// perft(1) counted by hand: 4 pawn steps, knights b1... see below); the one
// with Fairy-Stockfish's walls is refused at its option, exit 1.
func TestImportINI(t *testing.T) {
	dir := t.TempDir()
	ios, _, out, errOut := iostreams.Test()
	err := importRun(&ImportOptions{IO: ios, File: "testdata/two.ini", Out: dir, Output: "text"})
	if code := cmdutil.ExitCode(err); code != 1 {
		t.Fatalf("exit %d, want 1 (a section refused)\n%s%s", code, out, errOut)
	}
	if !strings.Contains(out.String(), "testdata/two.ini:16:15: wallingRule = duck: courier's walls module has past only (the square left becomes a wall), no wall square chosen by the player (ini-unsupported)") {
		t.Errorf("no refusal at wallingRule:\n%s", out)
	}
	if _, err := os.Stat(filepath.Join(dir, "walled.yaml")); err == nil {
		t.Error("walled.yaml written for a refused section")
	}
	v, d := preset.Load(filepath.Join(dir, "tiny.yaml"), preset.Options{})
	if v == nil {
		t.Fatal(d)
	}
	r, err := position.Compile(v)
	if err != nil {
		t.Fatal(err)
	}
	// White: pawns a2..d2 one step each (4; no double step), knights a1 (to b3:
	// blocked? b3 is empty: a1-b3, a1-c2 own pawn: 1) and c1 (c1-a2? own pawn;
	// c1-b3, c1-d3: 2), king b1 (a2,b2,c2 own pawns; no move): 4 + 1 + 2 = 7.
	if n := r.Start().Perft(1); n != 7 {
		t.Errorf("perft(1) = %d, counted by hand 7", n)
	}
}

// TestImportJSON: -o json writes one object for the file with its diagnostics.
func TestImportJSON(t *testing.T) {
	ios, _, out, _ := iostreams.Test()
	_ = importRun(&ImportOptions{IO: ios, File: "testdata/two.ini", Out: t.TempDir(), Output: "json"})
	var obj map[string]any
	if err := json.Unmarshal([]byte(strings.TrimSpace(out.String())), &obj); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if obj["file"] != "testdata/two.ini" || obj["status"] != "invalid" {
		t.Errorf("json: %v", obj)
	}
}

// TestExportRuleLeftOut: symmetric's Bishops Conversion Rule is named in the
// section's comment and on stderr.
func TestExportRuleLeftOut(t *testing.T) {
	ios, _, out, errOut := iostreams.Test()
	if err := exportRun(&ExportOptions{IO: ios, Preset: "symmetric"}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "# Left out: bishop_conversion") || !strings.Contains(errOut.String(), "bishop_conversion") {
		t.Errorf("stdout:\n%s\nstderr:\n%s", out, errOut)
	}
	if !strings.Contains(out.String(), "[courier-symmetric]") {
		t.Errorf("no section [courier-symmetric]:\n%s", out)
	}
}
