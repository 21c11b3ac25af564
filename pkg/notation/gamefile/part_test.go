package gamefile

import (
	"strings"
	"testing"
)

// TestNewReaderFrom: a reader started inside a file numbers lines from Start.Line
// and games from Start.Games+1, counts a byte-order mark at its start as a
// column (it is not the file's), and does not judge its first block as the
// file's (a NUL byte there is no "not text" error).
func TestNewReaderFrom(t *testing.T) {
	text := "\uFEFF[Event \"x\"]\n\n1. e4 e5 1-0\n\n[Event \"y\"]\n\n1. d4\x00 d5 0-1\n"
	rd := NewReaderFrom(strings.NewReader(text), "f.pgn", Start{Line: 10, Games: 4, End: '\n'})
	g, err := rd.Next()
	if err != nil {
		t.Fatal(err)
	}
	if g.Index != 5 || g.Start.Line != 10 || g.Start.Col != 2 || g.Movetext[0].Pos.Line != 12 {
		t.Errorf("first game: #%d at %v, move text at %v; want #5 at 10:2, move text at line 12", g.Index, g.Start, g.Movetext[0].Pos)
	}
	g, err = rd.Next()
	if err != nil {
		t.Fatal(err)
	}
	if g.Index != 6 || g.Start.Line != 14 || g.Movetext[0].Pos.Line != 16 {
		t.Errorf("second game: #%d at %v, move text at %v; want #6 at line 14, move text at line 16", g.Index, g.Start, g.Movetext[0].Pos)
	}
	// lone CR line ends, told by the file's first block, not by this part
	rd = NewReaderFrom(strings.NewReader("[Event \"x\"]\r\r1. e4 1-0\r"), "f.pgn", Start{Line: 3, End: '\r'})
	if g, err := rd.Next(); err != nil || len(g.Movetext) != 1 || g.Movetext[0].Pos.Line != 5 {
		t.Errorf("CR lines: %+v, %v; want the move text at line 5", g, err)
	}
	if LineEnd([]byte("a\rb\r")) != '\r' || LineEnd([]byte("a\r\nb")) != '\n' || LineEnd(nil) != '\n' {
		t.Error("LineEnd")
	}
	if !TagPairAt(`[Event "x"] more`) || TagPairAt(`[pgn]`) || TagPairAt(` [Event "x"]`) || TagPairAt(`[Event x]`) {
		t.Error("TagPairAt")
	}
}
