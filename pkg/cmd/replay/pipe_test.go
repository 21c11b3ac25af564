package replay

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/iostreams"
	"github.com/gamecourier/courier/pkg/replay"
)

// headWriter is a pipe whose reader leaves after its first read, as `head -1`
// does: the first write goes through, every later one fails with EPIPE.
type headWriter struct{ writes int }

func (h *headWriter) Write(p []byte) (int, error) {
	h.writes++
	if h.writes > 1 {
		return 0, syscall.EPIPE
	}
	return len(p), nil
}

// TestClosedPipeStopsRun: text output into a pipe that is closed after the first
// write (`courier replay big/ | head -1`) is output that cannot be written: exit
// status 3 with "cannot write the output", and the run stops at the game that
// could not be written (docs/diagnostics.md, exit status 3), not after the whole
// archive. Here every game of the log has an illegal move (one finding each), so
// the first game's report is the write that goes through and the second game's
// is the one that fails: at most two games are replayed of the 200.
func TestClosedPipeStopsRun(t *testing.T) {
	for _, format := range []string{"text", "github"} {
		// ply 3: no knight of White reaches e5 from g1 or b1
		game := "[Event \"x\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ne5 *\n\n"
		log := filepath.Join(t.TempDir(), "findings.pgn")
		if err := os.WriteFile(log, []byte(strings.Repeat(game, 200)), 0o644); err != nil {
			t.Fatal(err)
		}
		ios, _, _, _ := iostreams.Test()
		ios.Out = &headWriter{}
		ios.CheckOut()
		emitted := 0
		err := ReplayRun(&ReplayOptions{IO: ios, Output: format, Files: []string{log},
			Emit: func(*replay.Result) { emitted++ }})
		if cmdutil.ExitCode(err) != cmdutil.ExitFailure || err == nil || !strings.Contains(err.Error(), "cannot write the output") {
			t.Errorf("%s: exit %d (%v), want %d with \"cannot write the output\"", format, cmdutil.ExitCode(err), err, cmdutil.ExitFailure)
		}
		if emitted > 2 {
			t.Errorf("%s: %d games replayed after the output was closed, want the run stopped at the second game", format, emitted)
		}
	}
}

// TestClosedPipeStopsWorkers: the stop on output that cannot be written holds
// whatever the number of workers (the game that fails to be written is emitted by
// whichever worker finished the batch before it): text stops at the second game
// as above; JSON, written in 32 KiB blocks, fails at its second block: a game's
// line here is over 400 bytes, so two blocks are full after at most
// 65,536 / 400 < 164 games, and the run stops at the next one, of the 200.
func TestClosedPipeStopsWorkers(t *testing.T) {
	game := "[Event \"x\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ne5 *\n\n"
	log := filepath.Join(t.TempDir(), "findings.pgn")
	if err := os.WriteFile(log, []byte(strings.Repeat(game, 200)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, format := range []string{"text", "json"} {
		for _, workers := range []int{1, 2, 3} {
			ios, _, _, _ := iostreams.Test()
			ios.Out = &headWriter{}
			ios.CheckOut()
			emitted := 0
			opts := &ReplayOptions{IO: ios, Output: format, Files: []string{log},
				Emit: func(*replay.Result) { emitted++ }}
			opts.Workers = workers
			err := ReplayRun(opts)
			if cmdutil.ExitCode(err) != cmdutil.ExitFailure || err == nil || !strings.Contains(err.Error(), "cannot write the output") {
				t.Errorf("%s, %d workers: exit %d (%v), want %d with \"cannot write the output\"", format, workers, cmdutil.ExitCode(err), err, cmdutil.ExitFailure)
			}
			if limit := map[string]int{"text": 2, "json": 165}[format]; emitted > limit {
				t.Errorf("%s, %d workers: %d games emitted, want at most %d", format, workers, emitted, limit)
			}
		}
	}
}
