package coord_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/coord"
	"github.com/gamecourier/courier/pkg/notation/sq"
)

func render(c coord.Coord) string {
	s := c.From.String()
	if c.Capture {
		s += "x"
	}
	s += c.To.String()
	if c.Promo != 0 {
		s += "=" + string(c.Promo)
	}
	for _, x := range c.Amp {
		s += "&" + x.String()
	}
	if c.HasWall {
		s += ",*" + c.Wall.String()
	}
	return s
}

var shogi = sq.Labels{
	Files: []string{"9", "8", "7", "6", "5", "4", "3", "2", "1"},
	Ranks: []string{"i", "h", "g", "f", "e", "d", "c", "b", "a"},
}

func TestParseCoord(t *testing.T) {
	std := sq.DefaultLabels(8, 8)
	wide := sq.DefaultLabels(16, 16)
	tall := sq.DefaultLabels(9, 10)
	tests := []struct {
		l    sq.Labels
		in   string
		want string // from+to in a1 form ("x" between for a capture mark), "=P" promo, "&sq" conversions
	}{
		{std, "e2e4", "e2e4"},
		{std, "e7e8q", "e7e8=q"},
		{std, "e7e8Q", "e7e8=Q"},
		{std, "e1h1", "e1h1"},
		{std, "g1f3", "g1f3"},
		{std, "d4e5&d6", "d4e5&d6"},
		{std, "d4e5&d6&f6", "d4e5&d6&f6"},
		{std, "d7c8n&b8", "d7c8=n&b8"},
		{tall, "e10e9", "e10e9"},
		{tall, "a9a10", "a9a10"},
		{tall, "i1i10", "i1i10"},
		{wide, "a1a16", "a1a16"},
		{wide, "a11a1", "a11a1"},
		{wide, "p16p15", "p16p15"},
		// Japanese-style labels: file 7 is File 2, rank g is Rank 2.
		{shogi, "7g7f", "c3c4"},
		// An 'x' between the squares marks a capture; the move is the same.
		{std, "e4xd5", "e4xd5"},
		{std, "e7xd8q", "e7xd8=q"},
		{std, "d4xe5&d6", "d4xe5&d6"},
		{tall, "e10xe9", "e10xe9"},
		{wide, "a1xa16", "a1xa16"},
		{shogi, "8hx2b", "b2xh8"},
		// Fairy-Stockfish's walling moves: the destination again, then the wall.
		{std, "a1a2,a2a1", "a1a2,*a1"},
		{tall, "e10e9,e9e10", "e10e9,*e10"},
	}
	for _, tc := range tests {
		c, err := coord.ParseCoord(tc.in, tc.l)
		if err != nil {
			t.Errorf("ParseCoord(%q): %v", tc.in, err)
			continue
		}
		if got := render(c); got != tc.want {
			t.Errorf("ParseCoord(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
	// Parse is the same function.
	if c, err := coord.Parse("e2e4", std); err != nil || render(c) != "e2e4" {
		t.Errorf("Parse(e2e4) = %v, %v", c, err)
	}
}

func TestParseCoordErrors(t *testing.T) {
	std := sq.DefaultLabels(8, 8)
	tests := []struct {
		in     string
		offset int
		msg    string
	}{
		{"", 0, "origin"},
		{"z2e4", 0, "origin"},
		{"e2", 1, "destination"},
		{"e2z4", 2, "destination"},
		{"e2e9", 2, "destination"},
		{"a1a10", 4, "after the destination"},
		{"e7e8qq", 5, "after the promotion"},
		{"d4e5&", 4, "square after '&'"},
		{"d4e5&z9", 5, "square after '&'"},
		{"e2-e4", 2, "destination"},
		{"0000", 0, "origin"},
		{"e4x", 2, "destination"},
		{"e4xz9", 3, "destination square after 'x'"},
		{"e4xd9", 3, "destination square after 'x'"},
		{"e4xxd5", 3, "destination square after 'x'"},
		{"e4xd5&", 5, "square after '&'"},
		{"e7xe8qq", 6, "after the promotion"},
		{"xe4d5", 0, "origin"},
		{"e4-xd5", 2, "destination"},
		{"a1a2,", 4, "destination square again"},
		{"a1a2,b2a1", 5, "destination square again"},
		{"a1a2,a2z9", 7, "wall square"},
	}
	for _, tc := range tests {
		_, err := coord.ParseCoord(tc.in, std)
		var se *sq.SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("ParseCoord(%q) error = %v, want *sq.SyntaxError", tc.in, err)
			continue
		}
		if se.Offset != tc.offset || !strings.Contains(se.Msg, tc.msg) {
			t.Errorf("ParseCoord(%q) = offset %d %q, want %d containing %q", tc.in, se.Offset, se.Msg, tc.offset, tc.msg)
		}
	}
}

func ExampleParseCoord() {
	c, _ := coord.ParseCoord("e10e9", sq.DefaultLabels(9, 10))
	fmt.Println(c.From, c.To, c.From.Rank)
	// Output: e10 e9 9
}

func FuzzParseCoord(f *testing.F) {
	for _, s := range []string{"e2e4", "e7e8q", "a9a10", "d4e5&d6&f6", "7g7f", "e2", "a1a10&", "N@f3", "e4xd5", "8hx2b"} {
		f.Add(s)
	}
	std, tall := sq.DefaultLabels(8, 8), sq.DefaultLabels(9, 10)
	f.Fuzz(func(t *testing.T, in string) {
		for _, l := range []sq.Labels{std, tall, shogi} {
			c, err := coord.ParseCoord(in, l)
			if err != nil {
				var se *sq.SyntaxError
				if !errors.As(err, &se) || se.Offset < 0 || se.Offset >= max(1, len([]rune(in))) {
					t.Fatalf("%q: bad error %v", in, err)
				}
				continue
			}
			// a drop ("N@f3") has no origin square (From is sq.None)
			if l.Name(c.To) == "" || c.AtPiece == 0 && l.Name(c.From) == "" {
				t.Fatalf("%q: squares %v %v off the board", in, c.From, c.To)
			}
		}
	})
}

// Drops in the UCI form of lichess and Fairy-Stockfish: "N@f3", "P@e10".
func TestParseCoordDrops(t *testing.T) {
	std := sq.DefaultLabels(8, 8)
	c, err := coord.Parse("N@f3", std)
	if err != nil || c.AtPiece != 'N' || c.To != (sq.Square{File: 5, Rank: 2}) || c.From != sq.None {
		t.Errorf("N@f3: %+v %v", c, err)
	}
	c, err = coord.Parse("P@e10", sq.DefaultLabels(10, 10))
	if err != nil || c.AtPiece != 'P' || c.To != (sq.Square{File: 4, Rank: 9}) {
		t.Errorf("P@e10: %+v %v", c, err)
	}
	for _, bad := range []string{"n@f3", "N@", "N@f3x", "N@z9"} {
		if _, err := coord.Parse(bad, std); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
