package version

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// goTool returns the go command, or skips the test.
func goTool(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH: cannot build courier in a test")
	}
	return p
}

func run(t *testing.T, dir, name string, args ...string) string {
	t.Helper()
	c := exec.Command(name, args...)
	c.Dir = dir
	c.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.org",
		"GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.org", "GIT_CONFIG_GLOBAL=/dev/null")
	out, err := c.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return string(out)
}

// moduleRoot is the directory of go.mod, two levels above this package.
func moduleRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("no go.mod at %s", root)
	}
	return root
}

// TestBuiltWithoutVCS: a binary built with -buildvcs=false has no revision; it
// says "(devel)", that the revision is unknown, and the Go version of the toolchain
// that built it (`go env GOVERSION`, asked separately).
func TestBuiltWithoutVCS(t *testing.T) {
	gobin := goTool(t)
	if testing.Short() {
		t.Skip("-short: skips building the binary (pkg/buildinfo tests the same fields on a synthetic build record)")
	}
	root := moduleRoot(t)
	bin := filepath.Join(t.TempDir(), "courier")
	run(t, root, gobin, "build", "-trimpath", "-buildvcs=false", "-o", bin, "./cmd/courier")
	goVersion := strings.TrimSpace(run(t, root, gobin, "env", "GOVERSION"))

	out := run(t, root, bin, "version")
	want := "courier (devel)\nrevision:  unknown (not built from a VCS checkout)\ngo:        " + goVersion +
		"\nplatform:  " + runtime.GOOS + "/" + runtime.GOARCH + "\n"
	if out != want {
		t.Errorf("courier version:\n%s\nwant:\n%s", out, want)
	}
	if out := run(t, root, bin, "--version"); out != "courier (devel) "+goVersion+" "+runtime.GOOS+"/"+runtime.GOARCH+"\n" {
		t.Errorf("courier --version: %q", out)
	}
	var got map[string]any
	if err := json.Unmarshal([]byte(run(t, root, bin, "version", "-o", "json")), &got); err != nil {
		t.Fatal(err)
	}
	if got["version"] != "(devel)" || got["revision"] != "" || got["go"] != goVersion || got["modified"] != false {
		t.Errorf("courier version -o json: %v", got)
	}
}

// TestBuiltInGitCheckout: the sources under test, committed into a fresh git
// repository, built there with -buildvcs=true: courier version prints the commit
// that `git rev-parse HEAD` names, its time, not modified, and the pseudo-version
// the Go toolchain derives from them (v0.0.0-UTCTIME-REV12, Go 1.24 and later).
func TestBuiltInGitCheckout(t *testing.T) {
	gobin := goTool(t)
	git, err := exec.LookPath("git")
	if err != nil {
		t.Skip("no git command on PATH: the VCS stamp cannot be tested")
	}
	if testing.Short() {
		t.Skip("-short: skips copying and building the module")
	}
	root := moduleRoot(t)
	repo := t.TempDir()
	// The module's files as the working tree has them (tracked and new, not ignored).
	files := strings.Split(strings.TrimSpace(run(t, root, git, "ls-files", "-co", "--exclude-standard")), "\n")
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(root, f))
		if err != nil {
			continue // deleted in the working tree
		}
		p := filepath.Join(repo, f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	run(t, repo, git, "init", "-q")
	run(t, repo, git, "add", "-A")
	run(t, repo, git, "commit", "-q", "-m", "test")
	head := strings.TrimSpace(run(t, repo, git, "rev-parse", "HEAD"))
	when := strings.TrimSpace(run(t, repo, git, "show", "-s", "--format=%cI", "HEAD"))
	goVersion := strings.TrimSpace(run(t, repo, gobin, "env", "GOVERSION"))
	bin := filepath.Join(t.TempDir(), "courier")
	run(t, repo, gobin, "build", "-trimpath", "-buildvcs=true", "-o", bin, "./cmd/courier")

	tm, err := time.Parse(time.RFC3339, when)
	if err != nil {
		t.Fatal(err)
	}
	pseudo := "v0.0.0-" + tm.UTC().Format("20060102150405") + "-" + head[:12]
	out := run(t, repo, bin, "version")
	for _, want := range []string{"courier " + pseudo + "\n", "revision:  " + head + "\n", "modified:  false\n", "go:        " + goVersion + "\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("courier version lacks %q:\n%s", want, out)
		}
	}
	var got struct{ Revision, Time string }
	if err := json.Unmarshal([]byte(run(t, repo, bin, "version", "-o", "json")), &got); err != nil {
		t.Fatal(err)
	}
	// git prints the committer's zone, Go stamps UTC: compare the instants.
	if got.Revision != head || !sameInstant(t, got.Time, when) {
		t.Errorf("version -o json: revision %q time %q; git: %s %s", got.Revision, got.Time, head, when)
	}
	if out := run(t, repo, bin, "--version"); out != "courier "+pseudo+" ("+head[:12]+") "+goVersion+" "+runtime.GOOS+"/"+runtime.GOARCH+"\n" {
		t.Errorf("courier --version: %q, want the 12-digit revision %s", out, head[:12])
	}

}

func sameInstant(t *testing.T, a, b string) bool {
	t.Helper()
	ta, err1 := time.Parse(time.RFC3339, a)
	tb, err2 := time.Parse(time.RFC3339, b)
	if err1 != nil || err2 != nil {
		t.Errorf("times %q %q: %v %v", a, b, err1, err2)
		return false
	}
	return ta.Equal(tb)
}
