package replay

import (
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/detect"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
)

// TestDecided: the first lines of a move text decide its notation when they
// hold detect.Detect's 40 words (a Game Courier "N g1-f3" counts 2: a
// command after a label, and a square-square word), not when they hold
// fewer, whatever follows: a comment left open, a SAN line, a Game Courier
// line.
func TestDecided(t *testing.T) {
	mk := func(n int, s string) []gamefile.Line {
		var ls []gamefile.Line
		for i := 0; i < n; i++ {
			ls = append(ls, gamefile.Line{Text: s, Pos: diag.Pos{Line: i + 1, Col: 1}})
		}
		return ls
	}
	for _, tc := range []struct {
		name  string
		lines []gamefile.Line
		want  detect.Notation
		ok    bool
	}{
		{"20 gc lines: 40 words", mk(20, "1. N g1-f3"), detect.GameCourier, true},
		{"19 gc lines: 38 words", mk(19, "1. N g1-f3"), 0, false},
		{"40 SAN words", mk(20, "Nf3 Nf6"), detect.SAN, true},
		{"39 SAN words", append(mk(19, "Nf3 Nf6"), mk(1, "e4")...), 0, false},
		{"a comment left open", append(mk(10, "1. N g1-f3"), mk(1, "{ a comment Nf3 Nf3 Nf3 Nf3 Nf3 Nf3 Nf3 Nf3 Nf3 Nf3 Nf3 Nf3 Nf3 Nf3 Nf3 Nf3 Nf3 Nf3 Nf3 Nf3 Nf3 Nf3")...), 0, false},
		{"no words", mk(3, "{only a comment}"), 0, false},
	} {
		n, ok := decided(tc.lines)
		if ok != tc.ok || ok && n != tc.want {
			t.Errorf("%s: %v %v, want %v %v", tc.name, n, ok, tc.want, tc.ok)
		}
		if ok && n != detect.Detect(append(tc.lines, gamefile.Line{Text: strings.Repeat("e4 ", 50)})) {
			t.Errorf("%s: decided %v, but Detect with more lines says otherwise", tc.name, n)
		}
	}
}
