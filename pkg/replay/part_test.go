package replay

import (
	"testing"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
)

// TestPgnPart: a long movetext is cut only at a line end outside brace comments and
// variations (a ';' comment's braces do not count), never when a comment holds an
// inner brace, and a short one is not cut.
func TestPgnPart(t *testing.T) {
	mk := func(texts ...string) []gamefile.Line {
		var ls []gamefile.Line
		for i, s := range texts {
			ls = append(ls, gamefile.Line{Text: s, Pos: diag.Pos{Line: i + 1, Col: 1}})
		}
		return ls
	}
	rep := func(n int, s string) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = s
		}
		return out
	}
	const min = 4
	for _, tc := range []struct {
		name  string
		lines []string
		want  int
	}{
		{"short", rep(7, "e4 e5"), 7},
		{"plain", rep(10, "e4 e5"), 4},
		{"comment open at the 4th line end", append([]string{"e4", "e5", "{a", "b", "c}", "Nf3"}, rep(6, "x")...), 5},
		{"variation open", append([]string{"e4", "(e5", "d5", "c5", "Nc6)"}, rep(6, "x")...), 5},
		{"semicolon comment", append([]string{"e4", "e5", "Nf3", "Nc6 ; { ("}, rep(6, "x")...), 4},
		{"inner brace", append([]string{"e4 {a {b} c}", "e5", "Nf3", "Nc6"}, rep(6, "x")...), 10},
		{"escape line", append([]string{"e4", "e5", "Nf3", "% { ("}, rep(6, "x")...), 4},
	} {
		if got := pgnPart(mk(tc.lines...), min); got != tc.want {
			t.Errorf("%s: cut after %d lines, want %d", tc.name, got, tc.want)
		}
	}
}
