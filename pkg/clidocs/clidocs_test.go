package clidocs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// files returns the names and contents of the files in dir.
func files(t *testing.T, dir string) map[string]string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out[e.Name()] = string(b)
	}
	return out
}

// TestCommittedDocsAreCurrent: docs/man and docs/cli hold exactly what Generate
// writes now (run `go generate ./pkg/clidocs` after changing a command's text).
func TestCommittedDocsAreCurrent(t *testing.T) {
	tmp := t.TempDir()
	man, md := filepath.Join(tmp, "man"), filepath.Join(tmp, "cli")
	if err := Generate(man, md); err != nil {
		t.Fatal(err)
	}
	for _, d := range []struct{ got, committed string }{{man, "../../docs/man"}, {md, "../../docs/cli"}} {
		got, want := files(t, d.got), files(t, d.committed)
		for name, text := range got {
			if want[name] != text {
				t.Errorf("%s/%s is not current: run go generate ./pkg/clidocs", d.committed, name)
			}
		}
		for name := range want {
			if _, ok := got[name]; !ok {
				t.Errorf("%s/%s is no longer generated: run go generate ./pkg/clidocs", d.committed, name)
			}
		}
	}
}

// TestEveryCommandDocumented: each command of the tree, completion's four shells
// included, has its man page (courier-preset-show.1) and Markdown page
// (courier_preset_show.md), and the output carries no date but Date and no
// "auto generated" stamp, so that it does not change from one day to the next.
func TestEveryCommandDocumented(t *testing.T) {
	tmp := t.TempDir()
	man, md := filepath.Join(tmp, "man"), filepath.Join(tmp, "cli")
	if err := Generate(man, md); err != nil {
		t.Fatal(err)
	}
	// Generate twice: the same bytes, and no page left over from the first run.
	if err := os.WriteFile(filepath.Join(md, "courier_gone.md"), []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	first := files(t, man)
	if err := Generate(man, md); err != nil {
		t.Fatal(err)
	}
	if again := files(t, man); len(again) != len(first) {
		t.Errorf("a second run wrote %d man pages, the first %d", len(again), len(first))
	} else {
		for k, v := range first {
			if again[k] != v {
				t.Errorf("%s differs between two runs", k)
			}
		}
	}
	mdFiles := files(t, md)
	if _, ok := mdFiles["courier_gone.md"]; ok {
		t.Error("a stale page survived Generate")
	}
	want := []string{"courier", "courier check", "courier completion", "courier completion bash",
		"courier completion fish", "courier completion powershell", "courier completion zsh",
		"courier perft", "courier preset", "courier preset derive", "courier preset schema",
		"courier preset show", "courier presets", "courier replay", "courier show",
		"courier stats", "courier version", "courier config"}
	manFiles := files(t, man)
	for _, c := range want {
		m := strings.ReplaceAll(c, " ", "-") + ".1"
		k := strings.ReplaceAll(c, " ", "_") + ".md"
		if _, ok := manFiles[m]; !ok {
			t.Errorf("no man page %s", m)
		}
		if _, ok := mdFiles[k]; !ok {
			t.Errorf("no Markdown page %s", k)
		}
	}
	for name, text := range manFiles {
		title := strings.ToUpper(strings.TrimSuffix(name, ".1"))
		if !strings.HasPrefix(text, ".nh\n.TH \""+title+"\" \"1\" \"Dec 2026\" \"courier\" \"courier manual\"\n") {
			t.Errorf("%s: header %q", name, strings.SplitN(text, "\n", 3)[:2])
		}
	}
	for name, text := range mdFiles {
		if strings.Contains(strings.ToLower(text), "auto generated") {
			t.Errorf("%s carries the auto-generated stamp (a date)", name)
		}
	}
}

// TestManSections: each page is headed with its own command (COURIER-REPLAY(1)),
// has EXIT STATUS, ENVIRONMENT and FILES before SEE ALSO, and no flag prints an
// empty placeholder ("--shard=").
func TestManSections(t *testing.T) {
	man := filepath.Join(t.TempDir(), "man")
	if err := Generate(man, filepath.Join(t.TempDir(), "cli")); err != nil {
		t.Fatal(err)
	}
	pages := files(t, man)
	for name, text := range pages {
		exit, env, fl, see := strings.Index(text, ".SH EXIT STATUS"), strings.Index(text, ".SH ENVIRONMENT"), strings.Index(text, ".SH FILES"), strings.Index(text, ".SH SEE ALSO")
		if !(exit >= 0 && exit < env && env < fl && (see < 0 || fl < see)) {
			t.Errorf("%s: sections EXIT STATUS %d, ENVIRONMENT %d, FILES %d, SEE ALSO %d", name, exit, env, fl, see)
		}
		for _, line := range strings.Split(text, "\n") {
			if strings.HasPrefix(line, `\fB`) && (strings.HasSuffix(line, `\fP=`) || strings.HasSuffix(line, `\fP=""`)) {
				t.Errorf("%s: empty placeholder: %s", name, line)
			}
		}
	}
	if r := pages["courier-replay.1"]; !strings.Contains(r, `\fB--shard\fP=\fIK/N\fP`) || !strings.Contains(r, "a closed pipe ends the run quietly") {
		t.Errorf("courier-replay.1: no --shard=K/N or exit status 3 text")
	}
}
