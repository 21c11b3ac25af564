package root

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/iostreams"
)

// failAfter is an output that takes n bytes, then fails every write with err (a
// disk that fills up, a reader that goes away).
type failAfter struct {
	n      int
	err    error
	failed bool
	writes int // writes attempted after the failure
}

func (f *failAfter) Write(p []byte) (int, error) {
	if f.failed {
		f.writes++
		return 0, f.err
	}
	if len(p) > f.n {
		k := f.n
		f.n, f.failed = 0, true
		return k, f.err
	}
	f.n -= len(p)
	return len(p), nil
}

// outputCommands runs every command that writes to standard output, each on an
// input that makes it write (paths absolute: noEnv changes directory).
func outputCommands(t *testing.T) [][]string {
	repo, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	logs := filepath.Join(repo, "logs")
	return [][]string{
		{"replay", "-o", "json", logs},
		{"replay", "-o", "text", filepath.Join(repo, "pkg/cmd/show/testdata/illegal.gc")},
		{"replay", "-o", "github", filepath.Join(repo, "pkg/cmd/show/testdata/illegal.gc")},
		{"stats", logs},
		{"stats", "-o", "json", logs},
		{"perft", "--preset", "chess", "2"},
		{"perft", "--preset", "chess", "--divide", "-o", "json", "2"},
		{"show", "--preset", "chess"},
		{"show", "--preset", "chess", "-o", "svg"},
		{"presets"},
		{"presets", "-o", "json"},
		{"check", filepath.Join(repo, "pkg/check/testdata")},
		{"check", "-o", "json", filepath.Join(repo, "presets")},
		{"preset", "show", "pmc2"},
		{"preset", "derive", "pmc1", "--name", "x", "--swap", "d1,f1", "--out", "-"},
		{"preset", "schema"},
		{"--help"},
		{"--version"},
		{"version"},
		{"version", "-o", "json"},
		{"completion", "bash"},
		{"completion", "zsh"},
		{"completion", "fish"},
		{"completion", "powershell"},
	}
}

// TestOutputFailure: in every command, output that cannot be written (the first
// write, or one half-way through the output) ends the run with exit status 3 and
// a message on the error stream naming the write error; nothing is written after
// the failure. The message is the one README.md promises for every command
// ("Output that cannot be written"): "courier: cannot write the output: ...", one
// line, no pointer to --help (that is for usage errors).
func TestOutputFailure(t *testing.T) {
	cmds := outputCommands(t)
	noEnv(t)
	full := errors.New("no space left on device (test)")
	for _, args := range cmds {
		_, whole, _ := courier(t, args...)
		for _, after := range []int{0, len(whole) / 2} {
			ios, _, _, errOut := iostreams.Test()
			out := &failAfter{n: after, err: full}
			ios.Out = out
			code := Main(ios, args)
			want := "courier: cannot write the output: " + full.Error() + "\n"
			if code != cmdutil.ExitFailure || errOut.String() != want {
				t.Errorf("%q, failing after %d bytes: exit %d, stderr %q; want 3 and %q", args, after, code, errOut.String(), want)
			}
			if out.writes > 0 {
				t.Errorf("%q: %d writes after the failure", args, out.writes)
			}
		}
	}
}

// TestOutputWorks: the same command lines with a working output exit 0 or 1 (the
// logs of the README are all legal: 0), so TestOutputFailure's 3 is the write.
func TestOutputWorks(t *testing.T) {
	cmds := outputCommands(t)
	noEnv(t)
	for _, args := range cmds {
		code, out, errOut := courier(t, args...)
		if code > cmdutil.ExitFindings || out == "" {
			t.Errorf("%q: exit %d, %d bytes out, stderr %q", args, code, len(out), errOut)
		}
	}
}

// TestDevFull: replay -o json into /dev/full (a device where every write fails
// with ENOSPC, on Linux) exits 3 with a message.
func TestDevFull(t *testing.T) {
	logs, err := filepath.Abs("../../../logs")
	if err != nil {
		t.Fatal(err)
	}
	noEnv(t)
	f, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skipf("no /dev/full here: %v", err)
	}
	defer f.Close()
	ios, _, _, errOut := iostreams.Test()
	ios.Out = f
	code := Main(ios, []string{"replay", "-o", "json", logs})
	if code != cmdutil.ExitFailure || !strings.Contains(errOut.String(), syscall.ENOSPC.Error()) {
		t.Errorf("exit %d, stderr %q; want 3 and %q", code, errOut.String(), syscall.ENOSPC.Error())
	}
}
