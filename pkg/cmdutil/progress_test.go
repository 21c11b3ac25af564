package cmdutil

import (
	"bytes"
	"strings"
	"testing"
)

// TestProgressClearedBeforeOutput: on a terminal the display and the diagnostics
// share the screen (here one buffer): a line written through Writer starts on a
// line of its own, after the display has been erased ("\r", blanks, "\r"), never
// after the display's text on the same line.
func TestProgressClearedBeforeOutput(t *testing.T) {
	var screen bytes.Buffer
	p := NewProgress(&screen, true, "replaying", "games")
	p.Add(1)
	if !strings.Contains(screen.String(), "replaying") {
		t.Fatalf("no display drawn: %q", screen.String())
	}
	w := p.Writer(&screen)
	const diag = "a.pgn:1:13: game 1, ply 3 (Ke3): no king can reach e3 (no-path)\n"
	if _, err := w.Write([]byte(diag)); err != nil {
		t.Fatal(err)
	}
	s := screen.String()
	i := strings.Index(s, diag)
	if i < 0 {
		t.Fatalf("diagnostic not written: %q", s)
	}
	// what the terminal shows on the diagnostic's line: the text after the last
	// carriage return before it must be blank
	before := s[:i]
	last := before[strings.LastIndexByte(before, '\r')+1:]
	if strings.TrimSpace(last) != "" || !strings.HasSuffix(before, "\r") {
		t.Errorf("the diagnostic shares the display's line: %q", s)
	}
	p.Finish()
	// nil: no display, the writer is the stream itself
	var np *Progress
	if np.Writer(&screen) != &screen {
		t.Error("nil Progress wraps the stream")
	}
	np.Add(1)
	np.Clear()
	np.Finish()
}
