package root

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGitHubUnreadableInput: with -o github an input that cannot be read is an
// ::error annotation on the file too (docs/diagnostics.md, code unreadable),
// not only a line on stderr, and the exit status is 3.
func TestGitHubUnreadableInput(t *testing.T) {
	noEnv(t)
	missing := filepath.Join(t.TempDir(), "missing.pgn")
	code, out, errOut := courier(t, "replay", "-o", "github", missing)
	if code != 3 {
		t.Errorf("exit %d, want 3 (stderr %q)", code, errOut)
	}
	want := "::error file=" + missing + ",title=unreadable::cannot read " + missing
	if !strings.HasPrefix(out, want) {
		t.Errorf("stdout %q, want an annotation starting %q", out, want)
	}
}

// TestPerftNegativeJobs: --jobs takes 0 (all cores) or more; -4 is a usage
// error (exit 2) naming the flag, not a run.
func TestPerftNegativeJobs(t *testing.T) {
	noEnv(t)
	code, out, errOut := courier(t, "perft", "--preset", "chess", "-j", "-4", "2")
	if code != 2 || out != "" || !strings.Contains(errOut, "--jobs -4") {
		t.Errorf("exit %d, stdout %q, stderr %q; want 2, nothing, a message naming --jobs -4", code, out, errOut)
	}
}

// TestEmptyLogWarns: a log with no game (blank lines) is a warning on stderr ("no games in
// FILE"), exit status 0, nothing on stdout (issue 26: an empty log was "0 games"
// and nothing else).
func TestEmptyLogWarns(t *testing.T) {
	noEnv(t)
	empty := filepath.Join(t.TempDir(), "empty.pgn")
	if err := os.WriteFile(empty, []byte("\n\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := courier(t, "replay", empty)
	if code != 0 || out != "" || !strings.Contains(errOut, "courier: warning: no games in "+empty) {
		t.Errorf("exit %d, stdout %q, stderr %q; want 0, nothing, a warning naming the file", code, out, errOut)
	}
}
