package pgn_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/notation/sq"
)

// renderSAN writes the fields that are set, squares in a1 form:
// "P=N from=g,1 to=f3 x promo=Q castle=O-O + # conv=d6,f6 swap=MN long=g1 [lenient...]".
func renderSAN(m pgn.SAN) string {
	var out []string
	if m.Piece != 0 {
		out = append(out, "P="+string(m.Piece))
	}
	if m.FromFile >= 0 || m.FromRank >= 0 {
		f, r := "-", "-"
		if m.FromFile >= 0 {
			f = string(rune('a' + m.FromFile))
		}
		if m.FromRank >= 0 {
			r = fmt.Sprint(m.FromRank + 1)
		}
		out = append(out, "from="+f+","+r)
	}
	if m.To != sq.None {
		out = append(out, "to="+m.To.String())
	}
	if m.Capture {
		out = append(out, "x")
	}
	if m.Promo != 0 {
		out = append(out, "promo="+string(m.Promo))
	}
	if t, ok := m.Mark(pgn.MarkToken); ok {
		out = append(out, "castle="+t.Text)
	}
	if m.Check {
		out = append(out, "+")
	}
	if m.Mate {
		out = append(out, "#")
	}
	if conv := m.Squares(pgn.MarkAmp); conv != nil {
		var s []string
		for _, c := range conv {
			s = append(s, c.String())
		}
		out = append(out, "conv="+strings.Join(s, ","))
	}
	if t, ok := m.Mark(pgn.MarkPartner); ok {
		out = append(out, "swap="+t.Text)
	}
	if _, ok := m.Mark(pgn.MarkAt); ok {
		out = append(out, "drop")
	}
	if m.LongFrom != sq.None {
		out = append(out, "long="+m.LongFrom.String())
	}
	if len(m.Lenient) > 0 {
		out = append(out, "["+strings.Join(m.Lenient, "; ")+"]")
	}
	return strings.Join(out, " ")
}

func TestParseSAN(t *testing.T) {
	tests := []struct{ in, want string }{
		// Orthodox SAN.
		{"e4", "to=e4"},
		{"exd5", "from=e,- to=d5 x"},
		{"Nf3", "P=N to=f3"},
		{"Nbd2", "P=N from=b,- to=d2"},
		{"R1a3", "P=R from=-,1 to=a3"},
		{"Qh4e1", "P=Q from=h,4 to=e1"}, // SAN double disambiguation, not long algebraic
		{"Qh4-e1", "P=Q from=h,4 to=e1 long=h4 [long algebraic]"},
		{"Bxc6", "P=B to=c6 x"},
		{"Kxh1", "P=K to=h1 x"},
		{"e8=Q", "to=e8 promo=Q"},
		{"exd8=N+", "from=e,- to=d8 x promo=N +"},
		// Drops (lichess crazyhouse SAN).
		{"N@f3", "P=N to=f3 drop"},
		{"P@e4+", "P=P to=e4 + drop"},
		{"@e4", "to=e4 drop"},
		{"Q@h7#", "P=Q to=h7 # drop"},
		// Shogi's Western notation writes a drop with '*' (P*5e): read as '@'.
		{"P*e4", "P=P to=e4 drop [drop written with '*' (shogi style) for '@']"},
		{"N*f3+", "P=N to=f3 + drop [drop written with '*' (shogi style) for '@']"},
		{"Qh4#", "P=Q to=h4 #"},
		{"Rxd8+", "P=R to=d8 x +"},
		{"O-O", "castle=O-O"},
		{"O-O-O#", "castle=O-O-O #"},
		// Wide boards.
		{"Ra10", "P=R to=a10"},
		{"Mxe9", "P=M to=e9 x"},
		{"a10=Q", "to=a10 promo=Q"},
		{"Rp16", "P=R to=p16"},
		{"R10a1", "P=R from=-,10 to=a1"},
		{"Ci3", "P=C to=i3"},
		{"j4", "to=j4"},
		// Variant castling tokens, returned as written.
		{"O-M-O", "castle=O-M-O"},
		{"O-Q-O+", "castle=O-Q-O +"},
		{"O-O-Oc", "castle=O-O-Oc"},
		{"O-O-Og", "castle=O-O-Og"},
		// Bishop swap.
		{"B=Q", "P=B swap=Q"},
		{"B=MN", "P=B swap=MN"},
		{"B=QN+", "P=B + swap=QN"},
		{"Bc=N", "P=B from=c,- swap=N"},
		// Cowardly Crew conversions.
		{"Nxe5&d6&f6", "P=N to=e5 x conv=d6,f6"},
		{"Nxe5&d6#", "P=N to=e5 x # conv=d6"},
		{"dxe5&d6&f4&f6+", "from=d,- to=e5 x + conv=d6,f4,f6"},
		{"exd8=Q&c7", "from=e,- to=d8 x promo=Q conv=c7"},
		// Lenient forms.
		{"0-0", "castle=O-O [castling written with zeros]"},
		{"o-o", "castle=O-O [castling written in lower case]"},
		{"0\u20130", "castle=O-O [castling written with a dash other than '-'; castling written with zeros]"},
		{"O\u2013O\u2013O+", "castle=O-O-O + [castling written with a dash other than '-']"},
		{"o-o-o+", "castle=O-O-O + [castling written in lower case]"},
		{"exd6ep", "from=e,- to=d6 x ['e.p.' suffix]"},
		{"exd6e.p.+", "from=e,- to=d6 x + ['e.p.' suffix]"},
		{"0-0-0+", "castle=O-O-O + [castling written with zeros]"},
		{"b8Q", "to=b8 promo=Q [promotion without '=']"},
		{"e8=q", "to=e8 promo=Q [lower-case promotion piece]"},
		{"e2-e4", "from=e,2 to=e4 long=e2 [long algebraic]"},
		{"e7e5", "from=e,7 to=e5 long=e7 [long algebraic]"},
		{"Ng1f3", "P=N from=g,1 to=f3"},
		{"Nb8-c6", "P=N from=b,8 to=c6 long=b8 [long algebraic]"},
		{"Bf1xb5", "P=B from=f,1 to=b5 x"},
		{"e7e8q", "from=e,7 to=e8 promo=Q long=e7 [long algebraic; promotion without '='; lower-case promotion piece]"},
		{"e10e9", "from=e,10 to=e9 long=e10 [long algebraic]"},
		{"Pe4", "to=e4 [pawn written with 'P']"},
		{"ed5", "from=e,- to=d5 [pawn capture without 'x']"},
		{"e:d5", "from=e,- to=d5 x [capture written with ':']"},
		{"Qh5++", "P=Q to=h5 + ['++' read as check]"},
		{"exd6e.p.", "from=e,- to=d6 x ['e.p.' suffix]"},
		{"Nf3!?", "P=N to=f3 [annotation suffix]"},
	}
	for _, tc := range tests {
		m, err := pgn.ParseSAN(tc.in)
		if err != nil {
			t.Errorf("ParseSAN(%q): %v", tc.in, err)
			continue
		}
		if got := renderSAN(m); got != tc.want {
			t.Errorf("ParseSAN(%q) = %s\n                     want %s", tc.in, got, tc.want)
		}
	}
}

func TestParseSANErrors(t *testing.T) {
	tests := []struct {
		in     string
		offset int    // 0-based character offset (the last character when something is missing at the end)
		msg    string // part of the message
	}{
		{"", 0, "empty"},
		{"!?", 0, "annotation without a move"},
		{"+", 0, "no move"},
		{"Nc", 1, "missing rank"},
		{"N", 0, "expected a destination"},
		{"e9x", 2, "expected a destination square after"},
		{"e17", 1, "rank 17 is not in 1..16"},
		{"Ra0", 2, "rank 0"},
		{"Ra01", 2, "rank 01"},
		{"q4", 0, "a move starts with"},
		{"Ñf3", 0, "a move starts with"},
		{"N@f3x", 4, "after the drop square"},
		{"n@f3", 0, "upper-case piece letter"},
		{"N@", 1, "expected a square"},
		{"Nx", 1, "expected a destination square after"},
		{"Nf-f3", 2, "'-' needs a whole origin square"},
		{"e8=", 2, "promotion piece"},
		{"Nf3Q", 3, "unexpected"},
		{"Nxe5&", 4, "expected a square"},
		{"Nxe5&d6x", 7, "unexpected"},
		{"Nxe5&z6", 5, "expected a square"},
		{"B=", 1, "swap partner"},
		{"B=Qx", 3, "after the swap partner"},
		{"O-", 1, "cannot end with '-'"},
		{"O-X", 2, "must end with 'O'"},
		{"O-O-O1", 5, "unexpected"},
		{"0-1", 2, "unexpected"},
		{"012", 0, "cannot start with '0'"},
		{"3e4", 0, "a move starts with"},
		{"N3Ñ", 2, "expected a destination"},
	}
	for _, tc := range tests {
		_, err := pgn.ParseSAN(tc.in)
		var se *sq.SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("ParseSAN(%q) error = %v, want a *sq.SyntaxError", tc.in, err)
			continue
		}
		if se.Offset != tc.offset || !strings.Contains(se.Msg, tc.msg) || se.Text != tc.in {
			t.Errorf("ParseSAN(%q) = offset %d %q, want offset %d containing %q", tc.in, se.Offset, se.Msg, tc.offset, tc.msg)
		}
	}
}

func ExampleParseSAN() {
	m, err := pgn.ParseSAN("Nxe5&d6&f6+")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(string(m.Piece), m.To, m.Capture, m.Squares(pgn.MarkAmp), m.Check)
	_, err = pgn.ParseSAN("Nz3")
	fmt.Println(err)
	// Output:
	// N e5 true [d6 f6] true
	// "Nz3": expected a destination square (character 2)
}

func FuzzParseSAN(f *testing.F) {
	for _, s := range []string{"e4", "Nbxd7+", "exd8=Q#", "O-O-Oc", "B=MN", "Nxe5&d6&f6#",
		"e7e8q", "Ra10", "0-0-0", "Qh4e1!?", "exd6e.p.", "P@f3", "Ñf3", "+Pe5", "CHxd3+", "Sd4=+S"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		m, err := pgn.ParseSAN(in)
		if err != nil {
			var se *sq.SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("error %T %v is not a *sq.SyntaxError", err, err)
			}
			n := len([]rune(in))
			if se.Offset < 0 || se.Offset >= max(n, 1) {
				t.Fatalf("offset %d outside %q (%d characters)", se.Offset, in, n)
			}
			return
		}
		shapes := 0
		if _, ok := m.Mark(pgn.MarkToken); ok {
			shapes++
		}
		if _, ok := m.Mark(pgn.MarkPartner); ok {
			shapes++
		}
		if m.To != sq.None {
			shapes++
			if m.To.File < 0 || m.To.File >= pgn.MaxFiles || m.To.Rank < 0 || m.To.Rank >= pgn.MaxRanks {
				t.Fatalf("%q: destination %v off the 16x16 board", in, m.To)
			}
		}
		if shapes != 1 {
			t.Fatalf("%q: %d shapes filled: %+v", in, shapes, m)
		}
	})
}

// The marks of the rule modules are read by their shape, in the order written,
// and written back as they were.
func TestParseSANMarks(t *testing.T) {
	tests := []struct {
		in   string
		want []pgn.Mark
	}{
		{"O-O", []pgn.Mark{{Kind: pgn.MarkToken, Text: "O-O", Square: sq.None}}},
		{"0-0-0", []pgn.Mark{{Kind: pgn.MarkToken, Text: "O-O-O", Square: sq.None}}},
		{"N@f3", []pgn.Mark{{Kind: pgn.MarkAt, Square: sq.None}}},
		{"Bc=MN", []pgn.Mark{{Kind: pgn.MarkPartner, Text: "MN", Square: sq.None}}},
		{"Nxe5&d6&f6", []pgn.Mark{{Kind: pgn.MarkAmp, Square: sq.Square{File: 3, Rank: 5}}, {Kind: pgn.MarkAmp, Square: sq.Square{File: 5, Rank: 5}}}},
		{"Nf3/H", []pgn.Mark{{Kind: pgn.MarkSlash, Text: "H", Square: sq.None}}},
		{"O-O/Eh1+", []pgn.Mark{{Kind: pgn.MarkSlash, Text: "E", Square: sq.Square{File: 7, Rank: 0}}, {Kind: pgn.MarkToken, Text: "O-O", Square: sq.None}}},
		{"e4", nil},
	}
	for _, tc := range tests {
		m, err := pgn.ParseSAN(tc.in)
		if err != nil {
			t.Errorf("ParseSAN(%q): %v", tc.in, err)
			continue
		}
		if fmt.Sprint(m.Marks) != fmt.Sprint(tc.want) {
			t.Errorf("ParseSAN(%q).Marks = %v, want %v", tc.in, m.Marks, tc.want)
		}
	}
	for mk, want := range map[pgn.Mark]string{
		{Kind: pgn.MarkToken, Text: "O-M-O"}:                         "O-M-O",
		{Kind: pgn.MarkAt}:                                           "@",
		{Kind: pgn.MarkPartner, Text: "N"}:                           "=N",
		{Kind: pgn.MarkAmp, Square: sq.Square{File: 3, Rank: 5}}:     "&d6",
		{Kind: pgn.MarkSlash, Text: "H", Square: sq.None}:            "/H",
		{Kind: pgn.MarkSlash, Text: "H", Square: sq.Square{File: 4}}: "/He1",
	} {
		if got := mk.String(); got != want {
			t.Errorf("%#v.String() = %q, want %q", mk, got, want)
		}
	}
	if _, err := pgn.ParseSAN("Nf3/Hz9"); err == nil {
		t.Error("Nf3/Hz9: no error for a gating square off the 16x16 board's files")
	}
}
