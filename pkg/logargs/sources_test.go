package logargs

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestSourcesFollowLinks: a directory's log files reached through symbolic links
// are read: a link to a file, a link to a directory outside; a link back to the
// directory itself (a loop) reads nothing twice, and a dangling link to a log file
// is listed (it fails when opened: exit status 3).
func TestSourcesFollowLinks(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "logs")
	out := filepath.Join(root, "elsewhere")
	for _, d := range []string{dir, out} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{filepath.Join(dir, "a.pgn"), filepath.Join(out, "x.pgn"), filepath.Join(out, "y.gc")} {
		if err := os.WriteFile(f, []byte("1. e4 *\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	links := map[string]string{
		"b.pgn":     filepath.Join(out, "x.pgn"), // a file elsewhere
		"more":      out,                         // a directory elsewhere
		"loop":      dir,                         // the directory itself
		"gone.pgn":  filepath.Join(out, "missing.pgn"),
		"skip.yaml": filepath.Join(out, "x.pgn"), // not a log file name
	}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(dir, name)); err != nil {
			t.Skipf("no symbolic links here: %v", err)
		}
	}
	var got []string
	for _, s := range Sources([]string{dir}, nil) {
		rel, _ := filepath.Rel(dir, s.Name)
		got = append(got, filepath.ToSlash(rel))
	}
	want := []string{"a.pgn", "b.pgn", "gone.pgn", "more/x.pgn", "more/y.gc"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}
