package root

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/gamecourier/courier/pkg/iostreams"
)

// closedPipe takes its first write and fails every later one with EPIPE, as a
// pipe whose reader (`head -1`) has left.
type closedPipe struct{ writes int }

func (p *closedPipe) Write(b []byte) (int, error) {
	p.writes++
	if p.writes > 1 {
		return 0, &os.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.EPIPE}
	}
	return len(b), nil
}

// fullDisk fails every write with ENOSPC.
type fullDisk struct{}

func (fullDisk) Write([]byte) (int, error) {
	return 0, &os.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.ENOSPC}
}

// `courier replay -o json LOG | head -1`: nothing on stderr, exit status 3 (the
// output could not all be written); a full disk still says why.
func TestClosedPipeQuiet(t *testing.T) {
	noEnv(t)
	game := "[Variant \"chess\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n"
	log := filepath.Join(t.TempDir(), "big.pgn")
	// 2,000 games of JSON Lines: well over one 32 KiB block
	if err := os.WriteFile(log, []byte(strings.Repeat(game, 2000)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"replay", "-o", "json", log}, {"stats", "-o", "csv", log}, {"presets"}} {
		ios, _, _, errOut := iostreams.Test()
		ios.Out = iostreams.NewErrWriter(&closedPipe{})
		if args[0] != "replay" {
			ios.Out = iostreams.NewErrWriter(&closedPipe{writes: 1}) // short outputs: not even the first write
		}
		ios.CheckOut()
		code := Main(ios, args)
		if code != 3 || errOut.Len() != 0 {
			t.Errorf("%v into a closed pipe: exit %d, stderr %q; want 3 and nothing", args, code, errOut.String())
		}
	}
	ios, _, _, errOut := iostreams.Test()
	ios.Out = iostreams.NewErrWriter(fullDisk{})
	ios.CheckOut()
	if code := Main(ios, []string{"presets"}); code != 3 || !strings.Contains(errOut.String(), "cannot write the output") {
		t.Errorf("a full disk: exit %d, stderr %q", code, errOut.String())
	}
	if !errors.Is(&os.PathError{Err: syscall.EPIPE}, syscall.EPIPE) {
		t.Fatal("EPIPE is not found through a PathError")
	}
}
