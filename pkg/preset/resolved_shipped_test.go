package preset

import (
	"os"
	"path/filepath"
	"testing"
)

// TestResolvedShipped: a shipped preset, and one shipped preset extending
// another (modern-swap extends modern), are Shipped; a user file that extends a
// shipped preset, a user preset that takes a shipped preset's name from the
// search path, and the file presets/chess.yaml read as a path are not.
func TestResolvedShipped(t *testing.T) {
	dir := t.TempDir()
	child := filepath.Join(dir, "child.yaml")
	if err := os.WriteFile(child, []byte("extends: chess\nname: Child\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "chess.yaml"), []byte("extends: chess\nname: My chess\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		search []string
		want   bool
	}{
		{"chess", nil, true},
		{"modern-swap", nil, true},
		{child, nil, false},
		{"chess", []string{dir}, false},
		{"../../presets/chess.yaml", nil, false},
	} {
		r, d := NewLoader(Options{SearchPath: tc.search}).Resolve(tc.name)
		if r == nil {
			t.Fatalf("%s: %v", tc.name, d)
		}
		if got := r.Shipped(); got != tc.want {
			t.Errorf("%s (search path %v): Shipped() = %v, want %v (chain %v)", tc.name, tc.search, got, tc.want, r.Chain)
		}
	}
}
