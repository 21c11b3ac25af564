package logargs

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/cmdutil"
)

// TestSources: a directory stands for its regular files ending in a log extension
// (any case), recursively and sorted by path; files are taken as given (even
// without a log extension), "-" is standard input, a missing path an input that
// fails when opened.
func TestSources(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"b.pgn", "a.GC", "notes.md", "sub/c.txt", "sub/d.log", "sub/e.yaml"} {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(name), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	given := filepath.Join(dir, "notes.md")
	missing := filepath.Join(dir, "missing.pgn")
	src := Sources([]string{dir, "-", given, missing}, strings.NewReader("stdin text"))
	want := []string{"a.GC", "b.pgn", "sub/c.txt", "sub/d.log", "-", "notes.md", "missing.pgn"}
	if len(src) != len(want) {
		t.Fatalf("%d sources, want %d: %v", len(src), len(want), src)
	}
	for i, w := range want {
		name := src[i].Name
		if w != "-" {
			name, _ = filepath.Rel(dir, name)
			name = filepath.ToSlash(name)
		}
		if name != w {
			t.Errorf("source %d: %s, want %s", i, name, w)
		}
	}
	r, err := src[4].Open()
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := io.ReadAll(r); string(b) != "stdin text" {
		t.Errorf("stdin source read %q", b)
	}
	if _, err := src[6].Open(); err == nil {
		t.Error("a missing file opened without an error")
	}
}

// TestCheckLogFlags: unknown modules, negative --jobs and "-" twice are usage errors.
func TestCheckLogFlags(t *testing.T) {
	for _, c := range []struct {
		args, without []string
		jobs          int
		want          string // "" = no error
	}{
		{[]string{"a.pgn", "-"}, []string{"castling", "bishop_swap"}, 2, ""},
		{[]string{"a.pgn"}, []string{"castle"}, 0, `unknown rule module "castle"`},
		{[]string{"a.pgn"}, nil, -1, "--jobs must be 0"},
		{[]string{"-", "x", "-"}, nil, 0, "given 2 times"},
	} {
		err := CheckLogFlags(c.args, c.without, c.jobs)
		if c.want == "" {
			if err != nil {
				t.Errorf("%v %v %d: %v", c.args, c.without, c.jobs, err)
			}
			continue
		}
		if cmdutil.ExitCode(err) != cmdutil.ExitUsage || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v %v %d: exit %d, %v; want a usage error with %q", c.args, c.without, c.jobs, cmdutil.ExitCode(err), err, c.want)
		}
	}
	if err := LogArgs(nil, nil); cmdutil.ExitCode(err) != cmdutil.ExitUsage {
		t.Errorf("no FILE argument: %v", err)
	}
}
