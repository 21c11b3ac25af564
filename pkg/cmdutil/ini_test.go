package cmdutil

import (
	"bytes"
	"strings"
	"testing"
)

// TestLoadVariantINI: --preset FILE.ini:NAME plays a section directly; a section
// with a rule courier lacks is a finding naming the option.
func TestLoadVariantINI(t *testing.T) {
	var errOut bytes.Buffer
	v, r, err := LoadVariant(&errOut, "testdata/two.ini:tiny", nil, nil)
	if err != nil {
		t.Fatalf("%v\n%s", err, errOut.String())
	}
	if v.Board.Files != 4 || v.Board.Ranks != 5 {
		t.Errorf("board %dx%d, want 4x5", v.Board.Files, v.Board.Ranks)
	}
	// counted by hand in pkg/cmd/preset's TestImportINI: 7 moves
	if n := r.Start().Perft(1); n != 7 {
		t.Errorf("perft(1) = %d, want 7", n)
	}
	errOut.Reset()
	_, _, err = LoadVariant(&errOut, "testdata/two.ini:walled", nil, nil)
	if ExitCode(err) != 1 || !strings.Contains(errOut.String(), "two.ini:16:15: wallingRule = duck") {
		t.Errorf("walled: exit %d, stderr:\n%s", ExitCode(err), errOut.String())
	}
	if f, s, ok := SplitINIPreset("a/b.ini:x:y"); !ok || f != "a/b.ini" || s != "x:y" {
		t.Errorf("SplitINIPreset: %q %q %v", f, s, ok)
	}
}

// TestRulesLoaderINI: the log-reading commands' loader (replay, stats) takes
// FILE.ini:NAME as --preset does.
func TestRulesLoaderINI(t *testing.T) {
	v, r, d := RulesLoader(nil)("testdata/two.ini:tiny")
	if v == nil || r == nil || d.HasErrors() {
		t.Fatalf("tiny: %v", d)
	}
	if v2, d2 := PresetLoader(nil)("testdata/two.ini:walled"); v2 != nil || !d2.HasErrors() {
		t.Errorf("walled: loaded, or no error: %v", d2)
	}
}
