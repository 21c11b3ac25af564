package sq_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/sq"
)

func TestSquareString(t *testing.T) {
	for _, tc := range []struct {
		s    sq.Square
		want string
	}{
		{sq.Square{0, 0}, "a1"},
		{sq.Square{4, 1}, "e2"},
		{sq.Square{15, 15}, "p16"},
		{sq.Square{8, 9}, "i10"},
		{sq.None, "-"},
		{sq.Square{26, 0}, "(26,0)"},
	} {
		if got := tc.s.String(); got != tc.want {
			t.Errorf("%#v.String() = %q, want %q", tc.s, got, tc.want)
		}
	}
	if sq.None.IsValid() || !(sq.Square{}).IsValid() {
		t.Error("IsValid: None must be invalid and a1 valid")
	}
}

// shogi is a 9x9 board labelled the Japanese way: files "9".."1" from White's
// left, ranks "i".."a" from White's side.
var shogi = sq.Labels{
	Files: []string{"9", "8", "7", "6", "5", "4", "3", "2", "1"},
	Ranks: []string{"i", "h", "g", "f", "e", "d", "c", "b", "a"},
}

// wide has a two-letter file label that shares a prefix with a one-letter one.
var wide = sq.Labels{
	Files: []string{"a", "b", "aa"},
	Ranks: []string{"1", "2", "11"},
}

func TestParse(t *testing.T) {
	def := sq.DefaultLabels(16, 16)
	d98 := sq.DefaultLabels(9, 8)
	for _, tc := range []struct {
		l    sq.Labels
		in   string
		want sq.Square
		ok   bool
	}{
		{def, "a1", sq.Square{0, 0}, true},
		{def, "e4", sq.Square{4, 3}, true},
		{def, "a10", sq.Square{0, 9}, true},
		{def, "p16", sq.Square{15, 15}, true},
		{def, "p17", sq.None, false},
		{def, "q1", sq.None, false},
		{def, "a0", sq.None, false},
		{def, "a01", sq.None, false},
		{def, "a", sq.None, false},
		{def, "", sq.None, false},
		{def, "e2-", sq.None, false},
		{d98, "i8", sq.Square{8, 7}, true},
		{d98, "j1", sq.None, false},
		{d98, "a9", sq.None, false},
		{shogi, "7g", sq.Square{2, 2}, true},
		{shogi, "5j", sq.None, false},
		{shogi, "1a", sq.Square{8, 8}, true},
		{wide, "aa11", sq.Square{2, 2}, true},
		{wide, "aa1", sq.Square{2, 0}, true},
		{wide, "a11", sq.Square{0, 2}, true},
		{wide, "b2", sq.Square{1, 1}, true},
		{wide, "ab1", sq.None, false},
	} {
		got, ok := tc.l.Parse(tc.in)
		if got != tc.want || ok != tc.ok {
			t.Errorf("Parse(%q) = %v, %v; want %v, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

func TestPrefixes(t *testing.T) {
	collect := func(l sq.Labels, s string) string {
		out := ""
		for s, n := range l.Prefixes(s) {
			out += fmt.Sprintf("(%d,%d)/%d ", s.File, s.Rank, n)
		}
		return out
	}
	for _, tc := range []struct {
		l    sq.Labels
		in   string
		want string
	}{
		{sq.DefaultLabels(16, 16), "a10a9", "(0,9)/3 (0,0)/2 "},
		{sq.DefaultLabels(8, 8), "a10a9", "(0,0)/2 "},
		{sq.DefaultLabels(9, 10), "e10e9", "(4,9)/3 (4,0)/2 "},
		{sq.DefaultLabels(8, 8), "e2e4", "(4,1)/2 "},
		{sq.DefaultLabels(8, 8), "x2", ""},
		{wide, "aa11b2", "(2,2)/4 (2,0)/3 "},
		{wide, "a11b2", "(0,2)/3 (0,0)/2 "},
	} {
		if got := collect(tc.l, tc.in); got != tc.want {
			t.Errorf("Prefixes(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	// Stopping early must be honoured.
	n := 0
	for range sq.DefaultLabels(16, 16).Prefixes("a10") {
		n++
		break
	}
	if n != 1 {
		t.Errorf("break after the first prefix ran %d times", n)
	}
}

func TestName(t *testing.T) {
	for _, tc := range []struct {
		l    sq.Labels
		s    sq.Square
		want string
	}{
		{sq.DefaultLabels(9, 10), sq.Square{8, 9}, "i10"},
		{sq.DefaultLabels(9, 10), sq.Square{9, 0}, ""},
		{sq.DefaultLabels(9, 10), sq.None, ""},
		{shogi, sq.Square{2, 2}, "7g"},
	} {
		if got := tc.l.Name(tc.s); got != tc.want {
			t.Errorf("Name(%v) = %q, want %q", tc.s, got, tc.want)
		}
	}
}

func TestDefaultLabelsClamp(t *testing.T) {
	l := sq.DefaultLabels(40, 200)
	if len(l.Files) != sq.MaxDefaultFiles || len(l.Ranks) != sq.MaxDefaultRanks {
		t.Errorf("got %d files, %d ranks; want %d, %d", len(l.Files), len(l.Ranks), sq.MaxDefaultFiles, sq.MaxDefaultRanks)
	}
	if l.Files[25] != "z" || l.Ranks[98] != "99" {
		t.Errorf("last labels %q %q", l.Files[25], l.Ranks[98])
	}
	if s, ok := l.Parse("z99"); !ok || s != (sq.Square{25, 98}) {
		t.Errorf("Parse(z99) = %v, %v", s, ok)
	}
}

func TestSyntaxError(t *testing.T) {
	err := error(sq.Errorf("Ñf9x", 3, "unexpected %q", "x"))
	var se *sq.SyntaxError
	if !errors.As(err, &se) {
		t.Fatal("not a *SyntaxError")
	}
	// Byte offset 3 is after "Ñ" (2 bytes) and "f": character offset 2.
	if se.Offset != 2 || se.Text != "Ñf9x" {
		t.Errorf("Offset %d Text %q, want 2 %q", se.Offset, se.Text, "Ñf9x")
	}
	if got, want := err.Error(), `"Ñf9x": unexpected "x" (character 3)`; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	// Past the end: the last character.
	for _, tc := range []struct {
		text string
		off  int
		want int
	}{{"Nc", 2, 1}, {"Nc", 9, 1}, {"Ñ", 2, 0}, {"", 3, 0}, {"ab", -1, 0}} {
		if got := sq.Errorf(tc.text, tc.off, "x").Offset; got != tc.want {
			t.Errorf("Errorf(%q, %d).Offset = %d, want %d", tc.text, tc.off, got, tc.want)
		}
	}
}

// TestSyntaxErrorQuotesAtMost40: a token of 300 characters is quoted by its first
// 40 and "…" (the message stays short), the character number still counts in the
// whole token; a token of 40 characters is quoted whole.
func TestSyntaxErrorQuotesAtMost40(t *testing.T) {
	long := strings.Repeat("N", 299) + "é"
	got := (&sq.SyntaxError{Text: long, Offset: 299, Msg: "bad"}).Error()
	if want := `"` + strings.Repeat("N", 40) + `"…: bad (character 300)`; got != want {
		t.Errorf("300 characters: %q, want %q", got, want)
	}
	forty := strings.Repeat("é", 40)
	if got, want := (&sq.SyntaxError{Text: forty, Offset: 0, Msg: "bad"}).Error(), `"`+forty+`": bad (character 1)`; got != want {
		t.Errorf("40 characters: %q, want %q", got, want)
	}
}
