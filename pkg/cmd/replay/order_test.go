package replay

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/iostreams"
)

// TestOutputOrder: the standard output, written in blocks when it is not a
// terminal, keeps its order with the error stream: with both on one file, the
// illegal move of the first input comes before the message on the missing second
// input, which comes before the illegal moves of the third, and the summary line
// comes last (exit status 3: an input could not be read).
func TestOutputOrder(t *testing.T) {
	ios, _, _, _ := iostreams.Test()
	var both bytes.Buffer
	ios.Out, ios.ErrOut = &both, &both
	missing := filepath.Join(t.TempDir(), "missing.pgn")
	err := ReplayRun(&ReplayOptions{IO: ios, Output: "text",
		Files: []string{"../show/testdata/illegal.gc", missing, "../show/testdata/swap.pgn"}})
	if cmdutil.ExitCode(err) != cmdutil.ExitFailure {
		t.Fatalf("exit %d: %v", cmdutil.ExitCode(err), err)
	}
	text := both.String()
	first := strings.Index(text, "illegal.gc:")
	gone := strings.Index(text, "courier: cannot read "+missing)
	third := strings.Index(text, "swap.pgn:")
	summary := strings.Index(text, " games: ")
	if first < 0 || gone < 0 || third < 0 || summary < 0 || !(first < gone && gone < third && third < summary) {
		t.Errorf("want illegal.gc's moves, the missing input, swap.pgn's moves, the summary in that order:\n%s", text)
	}
}
