package convert

import (
	"bytes"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/gamefile"
)

func TestWrite(t *testing.T) {
	rec := &Record{
		Tags:       []gamefile.Tag{{Name: "Event", Value: `a "quoted" \ name`}, {Name: "FEN", Value: "x"}},
		Moves:      []string{"e5", "Nf3", "Nc6"},
		Comments:   map[int][]string{0: {"before"}, 1: {"a {brace}"}},
		FirstMove:  7,
		BlackFirst: true,
		Result:     "0-1",
	}
	var b bytes.Buffer
	if err := Write(&b, SAN, rec); err != nil {
		t.Fatal(err)
	}
	// PGN 8.1 escapes; Black's first move numbered "7..."; after a comment Black's
	// move is numbered again; braces in a comment become parentheses
	want := "[Event \"a \\\"quoted\\\" \\\\ name\"]\n[FEN \"x\"]\n\n{before} 7... e5 {a (brace)} 8. Nf3 Nc6 0-1\n\n"
	if b.String() != want {
		t.Errorf("Write:\n%q\nwant\n%q", b.String(), want)
	}
	b.Reset()
	rec = &Record{Moves: []string{"P e2-e4", "p e7-e5", "N g1-f3"}, Stop: "why"}
	if err := Write(&b, GC, rec); err != nil {
		t.Fatal(err)
	}
	// Game Courier text: a line per move pair, Black's moves numbered, "*" for no result
	if want := "1. P e2-e4 1... p e7-e5\n2. N g1-f3 {why} *\n\n"; b.String() != want {
		t.Errorf("Write gc:\n%q\nwant\n%q", b.String(), want)
	}
	if err := Write(&b, "fen", rec); err == nil || !strings.Contains(err.Error(), "unknown notation") {
		t.Errorf("unknown notation: %v", err)
	}
	// lines stay under 80 characters
	rec = &Record{Moves: strings.Fields(strings.Repeat("Nf3 Nf6 Ng1 Ng8 ", 20))}
	b.Reset()
	Write(&b, SAN, rec)
	for _, line := range strings.Split(b.String(), "\n") {
		if len(line) > 79 {
			t.Errorf("line of %d characters: %q", len(line), line)
		}
	}
}
