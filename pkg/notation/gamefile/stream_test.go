package gamefile_test

import (
	"fmt"
	"io"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/gamefile"
)

// streamInputs are texts whose games end in every way the reader knows: a tag
// line after move text, a termination marker, a forum wrapper, tag lines in
// an unclosed comment (the look-ahead), a byte-order mark, the end of the
// input (with tag lines held for look-ahead), a game of comments only.
var streamInputs = []string{
	"[Event \"A\"]\n\n1. e4\ne5\n2. Nf3\nNc6\n3. Bb5 *\n[Event \"B\"]\n\n1. d4\nd5\n2. c4 *\n",
	"1. e4\ne5\n2. Nf3 1-0\n1. d4\nd5\nc4\n0-1\n{after}\n; more\n1. c4\nc5 *",
	"{header}\n{more}\n[Event \"A\"]\n1. e4\ne5\nNf3\nNc6\n[pgn]1. d4\nd5\nc4[/pgn]\ne4\ne5\n",
	"[Event \"A\"]\n1. e4 {a comment\nnever\nclosed\n[Event \"B\"]\n[Site \"x\"]\n1. d4\nd5\nc4\n",
	"[Event \"A\"]\n1. e4\ne5 {open\n[Event \"B\"]\n} closes\nNf3\nNc6\n[Event \"C\"]\n1. c4\nc5\n",
	"[Event \"A\"]\n1. e4\ne5\nNf3\n\uFEFF[Event \"B\"]\n1. d4\nd5\nc4\nc5\n\uFEFF1. c4\nc5\n",
	"[Event \"A\"]\n1. e4\ne5\nNf3 {x\n[Event \"B\"]\n[Site \"y\"]\n",
	"1. N g1-f3\n1... n g8-f6\n2. N f3-g1; N g1-f3\n// a comment\n2... n f6-g8\n3. resign\n",
	"[Event \"A\"]\n1. e4\n% escape\ne5\n\n\nNf3\nNc6 [Event \"B\"]\n1. d4\n",
	"[Event \"A\"]\n{c1}\n{c2}\n; c3\n{c4}\n[Event \"B\"]\n1. e4\n{c}\n{d}\n\n[Event \"C\"]\n",
	"{c1}\n{c2}\n{c3}\n[Event \"A\"]\n1. e4\ne5\nNf3\n",
}

// readStreamed reads every game of text with Reader.Stream(n), its lines
// gathered from Movetext and More (More called at most calls times a game,
// calls < 0: until it returns nil), and renders them.
func readStreamed(t *testing.T, text string, n, calls int) []string {
	t.Helper()
	r := gamefile.NewReader(strings.NewReader(text), "s.pgn")
	r.Stream(n)
	var out []string
	for {
		g, err := r.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		lines := append([]gamefile.Line(nil), g.Movetext...)
		for c := 0; calls < 0 || c < calls; c++ {
			more, err := g.More()
			if err != nil {
				t.Fatal(err)
			}
			if more == nil {
				break
			}
			if len(more) == 0 || !g.Streamed() {
				t.Errorf("More gave %d lines of a game streamed: %v", len(more), g.Streamed())
			}
			lines = append(lines, more...)
		}
		whole := *g
		whole.Movetext = lines
		out = append(out, render(&whole)...)
	}
}

// TestStreamSameGames: with Stream(n), for every n, a game's Movetext and the
// lines More gives are the lines the reader gives without it, the tags,
// diagnostics, numbers and starts too; and a game whose lines are not all
// asked for is followed by the same next games (Next drops the rest).
func TestStreamSameGames(t *testing.T) {
	inputs := append([]string(nil), streamInputs...)
	if b, err := os.ReadFile("testdata/mixed.pgn"); err == nil {
		inputs = append(inputs, string(b))
	}
	for i, text := range inputs {
		want := readStreamed(t, text, 0, -1)
		for n := 1; n <= 6; n++ {
			if got := readStreamed(t, text, n, -1); !reflect.DeepEqual(got, want) {
				t.Errorf("input %d, Stream(%d):\n%s\nwant\n%s", i, n, strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
			// the next games after a game read in part: the games' first lines only
			part, whole := readStreamed(t, text, n, 0), readStreamed(t, text, n, -1)
			if fmt.Sprint(heads(part)) != fmt.Sprint(heads(whole)) {
				t.Errorf("input %d, Stream(%d), More not called: games %v, want %v", i, n, heads(part), heads(whole))
			}
		}
	}
}

// heads returns the game and tag lines of a rendering.
func heads(rendered []string) []string {
	var out []string
	for _, s := range rendered {
		if strings.HasPrefix(s, "game ") || strings.HasPrefix(s, "tag ") {
			out = append(out, s)
		}
	}
	return out
}

// TestStreamHoldsPart: a game of 100,000 lines read with Stream(100) is handed
// out with its first 100 lines, and More gives the others 100 at a time, in
// order, with their own line numbers.
func TestStreamHoldsPart(t *testing.T) {
	var b strings.Builder
	b.WriteString("[Event \"long\"]\n\n")
	const lines = 100_000
	for i := 0; i < lines; i++ {
		fmt.Fprintf(&b, "%d. N g1-f3\n", i+1)
	}
	b.WriteString("[Event \"next\"]\n\n1. e4 *\n")
	r := gamefile.NewReader(strings.NewReader(b.String()), "l.gc")
	r.Stream(100)
	g, err := r.Next()
	if err != nil || !g.Streamed() || len(g.Movetext) != 100 {
		t.Fatalf("%v, streamed %v, %d lines", err, g.Streamed(), len(g.Movetext))
	}
	next := 3 + 100 // the file line of the next move-text line
	for {
		more, err := g.More()
		if err != nil {
			t.Fatal(err)
		}
		if more == nil {
			break
		}
		if len(more) > 100 {
			t.Fatalf("More gave %d lines", len(more))
		}
		for _, l := range more {
			if l.Pos.Line != next || l.Text != fmt.Sprintf("%d. N g1-f3", next-2) {
				t.Fatalf("line %d:%d %q, want line %d", l.Pos.Line, l.Pos.Col, l.Text, next)
			}
			next++
		}
	}
	if next != 3+lines {
		t.Errorf("read up to line %d, want %d", next, 3+lines)
	}
	g2, err := r.Next()
	if err != nil || g2.Index != 2 || g2.Streamed() || len(g2.Movetext) != 1 {
		t.Errorf("next game: %v %+v", err, g2)
	}
}
