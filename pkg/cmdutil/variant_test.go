package cmdutil

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestLoadVariantStartChecks: --preset loading rejects what courier check rejects
// in the start position, with the diagnostic and exit status 1, and leaves the
// advice for preset authors (piece-no-move, Lint) to courier check.
func TestLoadVariantStartChecks(t *testing.T) {
	dir := t.TempDir()
	tiny := filepath.Join(dir, "tiny.yaml")
	// k1/1K: Black's king on a2 is attacked by White's on b1, and White is to
	// move. The array's value starts at line 6, column 10; the 'k' is its first
	// character.
	src := "name: Tiny\nboard: {files: 2, ranks: 2}\npieces:\n  K: {name: King, betza: K, royal: true}\nsetup:\n" +
		"  array: k1/1K\n"
	if err := os.WriteFile(tiny, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	var errOut bytes.Buffer
	v, r, err := LoadVariant(&errOut, tiny, nil, nil)
	if v != nil || r != nil || ExitCode(err) != ExitFindings {
		t.Fatalf("tiny: variant %v, exit %d (%v)", v != nil, ExitCode(err), err)
	}
	want := tiny + ":6:10: black, not to move, is in check at the start: white could take the king on a2 (setup-check)\n" +
		"\thint: change setup.array or setup.side_to_move\n"
	if errOut.String() != want {
		t.Errorf("stderr\n%s\nwant\n%s", errOut.String(), want)
	}

	// A capture-only piece draws piece-no-move in courier check; --preset loading
	// says nothing about it.
	odd := filepath.Join(dir, "odd.yaml")
	if err := os.WriteFile(odd, []byte("name: Odd\nextends: chess\npieces:\n  X: {name: Biter, betza: cK}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	errOut.Reset()
	if v, _, err := LoadVariant(&errOut, odd, nil, nil); v == nil || err != nil || errOut.Len() != 0 {
		t.Errorf("odd: variant %v, %v, stderr %q", v != nil, err, errOut.String())
	}
}
