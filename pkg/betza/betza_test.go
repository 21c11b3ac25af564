package betza

import (
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"
	"unicode/utf8"
)

// at builds an expected atom. flags: m Move, c Capture, e EnPassant,
// i Initial, n Lame.
func at(dx, dy int8, rng int, flags string, off int, path ...[2]int8) Atom {
	a := Atom{DX: dx, DY: dy, Range: rng, Offset: off}
	for _, f := range flags {
		switch f {
		case 'm':
			a.Move = true
		case 'c':
			a.Capture = true
		case 'e':
			a.EnPassant = true
		case 'i':
			a.Initial = true
		case 'n':
			a.Lame = true
		default:
			panic("bad flag " + string(f))
		}
	}
	if len(path) > 0 {
		a.Path = path
	}
	return a
}

// p is a path square.
func p(dx, dy int8) [2]int8 { return [2]int8{dx, dy} }

// Hand-written direction sets used below.
var (
	ortho1 = [][2]int8{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}
	diag1  = [][2]int8{{1, 1}, {1, -1}, {-1, -1}, {-1, 1}}
	knight = [][2]int8{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
)

// all builds one atom per vector with the same range, flags and offset.
func all(vs [][2]int8, rng int, flags string, off int) []Atom {
	var out []Atom
	for _, v := range vs {
		out = append(out, at(v[0], v[1], rng, flags, off))
	}
	return out
}

func cat(lists ...[]Atom) []Atom {
	var out []Atom
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

func atomString(a Atom) string {
	return fmt.Sprintf("(%d,%d) r%d m%v c%v e%v i%v n%v path%v @%d",
		a.DX, a.DY, a.Range, a.Move, a.Capture, a.EnPassant, a.Initial, a.Lame, a.Path, a.Offset)
}

// sorted returns the atoms as sorted strings, for order-independent
// comparison.
func sorted(as []Atom) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = atomString(a)
	}
	sort.Strings(out)
	return out
}

func TestParse(t *testing.T) {
	tests := []struct {
		in   string
		want []Atom
	}{
		// Plain atoms and shortcuts.
		{"W", all(ortho1, 1, "mc", 0)},
		{"F", all(diag1, 1, "mc", 0)},
		{"K", cat(all(ortho1, 1, "mc", 0), all(diag1, 1, "mc", 0))},
		{"R", all(ortho1, 0, "mc", 0)},
		{"B", all(diag1, 0, "mc", 0)},
		{"Q", cat(all(ortho1, 0, "mc", 0), all(diag1, 0, "mc", 0))},
		{"N", all(knight, 1, "mc", 0)},
		{"D", all([][2]int8{{0, 2}, {2, 0}, {0, -2}, {-2, 0}}, 1, "mc", 0)},
		{"A", all([][2]int8{{2, 2}, {2, -2}, {-2, -2}, {-2, 2}}, 1, "mc", 0)},
		{"H", all([][2]int8{{0, 3}, {3, 0}, {0, -3}, {-3, 0}}, 1, "mc", 0)},
		{"G", all([][2]int8{{3, 3}, {3, -3}, {-3, -3}, {-3, 3}}, 1, "mc", 0)},
		{"C", all([][2]int8{{1, 3}, {3, 1}, {3, -1}, {1, -3}, {-1, -3}, {-3, -1}, {-3, 1}, {-1, 3}}, 1, "mc", 0)},
		{"Z", all([][2]int8{{2, 3}, {3, 2}, {3, -2}, {2, -3}, {-2, -3}, {-3, -2}, {-3, 2}, {-2, 3}}, 1, "mc", 0)},
		// Prime Minister: bishop riders at 0, knight leapers at 1.
		{"BN", cat(all(diag1, 0, "mc", 0), all(knight, 1, "mc", 1))},

		// Riders and ranges.
		{"WW", all(ortho1, 0, "mc", 0)},
		{"FF", all(diag1, 0, "mc", 0)},
		{"NN", all(knight, 0, "mc", 0)},
		{"W0", all(ortho1, 0, "mc", 0)},
		{"R4", all(ortho1, 4, "mc", 0)},
		{"W4", all(ortho1, 4, "mc", 0)},
		{"B2", all(diag1, 2, "mc", 0)},
		{"W16", all(ortho1, 16, "mc", 0)},
		{"W1", all(ortho1, 1, "mc", 0)},
		{"K2", cat(all(ortho1, 2, "mc", 0), all(diag1, 2, "mc", 0))},
		{"B3N", cat(all(diag1, 3, "mc", 0), all(knight, 1, "mc", 2))},

		// The FIDE pawn.
		{"fmWfceFifmnD", []Atom{
			at(0, 1, 1, "m", 2),
			at(1, 1, 1, "ce", 6),
			at(-1, 1, 1, "ce", 6),
			at(0, 2, 1, "min", 11, p(0, 1)),
		}},
		{"feF", []Atom{at(1, 1, 1, "e", 2), at(-1, 1, 1, "e", 2)}},
		{"mcW", all(ortho1, 1, "mc", 2)},
		{"cK", cat(all(ortho1, 1, "c", 1), all(diag1, 1, "c", 1))},
		{"iW", all(ortho1, 1, "mci", 1)},
		{"mmW", all(ortho1, 1, "m", 2)},

		// Orthogonal directions.
		{"fR", []Atom{at(0, 1, 0, "mc", 1)}},
		{"vR", []Atom{at(0, 1, 0, "mc", 1), at(0, -1, 0, "mc", 1)}},
		{"sW", []Atom{at(1, 0, 1, "mc", 1), at(-1, 0, 1, "mc", 1)}},
		{"bW", []Atom{at(0, -1, 1, "mc", 1)}},
		{"lW", []Atom{at(-1, 0, 1, "mc", 1)}},
		{"rW", []Atom{at(1, 0, 1, "mc", 1)}},
		{"ffW", []Atom{at(0, 1, 1, "mc", 2)}},
		// Two letters on an orthogonal atom join: the Xiangqi soldier.
		{"fsW", []Atom{at(0, 1, 1, "mc", 2), at(1, 0, 1, "mc", 2), at(-1, 0, 1, "mc", 2)}},
		{"flW", []Atom{at(0, 1, 1, "mc", 2), at(-1, 0, 1, "mc", 2)}},
		{"vsW", all(ortho1, 1, "mc", 2)},
		{"fbD", []Atom{at(0, 2, 1, "mc", 2), at(0, -2, 1, "mc", 2)}},

		// Diagonal directions.
		{"fF", []Atom{at(1, 1, 1, "mc", 1), at(-1, 1, 1, "mc", 1)}},
		{"bF", []Atom{at(1, -1, 1, "mc", 1), at(-1, -1, 1, "mc", 1)}},
		{"lF", []Atom{at(-1, 1, 1, "mc", 1), at(-1, -1, 1, "mc", 1)}},
		{"rB", []Atom{at(1, 1, 0, "mc", 1), at(1, -1, 0, "mc", 1)}},
		{"flF", []Atom{at(-1, 1, 1, "mc", 2)}},
		{"lfF", []Atom{at(-1, 1, 1, "mc", 2)}},
		{"frB", []Atom{at(1, 1, 0, "mc", 2)}},
		{"brA", []Atom{at(2, -2, 1, "mc", 2)}},
		{"blF", []Atom{at(-1, -1, 1, "mc", 2)}},
		{"vF", all(diag1, 1, "mc", 1)},
		{"sF", all(diag1, 1, "mc", 1)},
		{"fsF", []Atom{at(1, 1, 1, "mc", 2), at(-1, 1, 1, "mc", 2)}},
		{"fhF", []Atom{at(1, 1, 1, "mc", 2), at(-1, 1, 1, "mc", 2)}},
		{"ffF", []Atom{at(1, 1, 1, "mc", 2), at(-1, 1, 1, "mc", 2)}},
		{"flfrF", []Atom{at(-1, 1, 1, "mc", 4), at(1, 1, 1, "mc", 4)}},

		// Oblique directions (XBetza): single letter = pair on that side.
		{"ffN", []Atom{at(1, 2, 1, "mc", 2), at(-1, 2, 1, "mc", 2)}},
		{"fN", []Atom{at(1, 2, 1, "mc", 1), at(-1, 2, 1, "mc", 1)}},
		{"bN", []Atom{at(1, -2, 1, "mc", 1), at(-1, -2, 1, "mc", 1)}},
		{"lN", []Atom{at(-2, 1, 1, "mc", 1), at(-2, -1, 1, "mc", 1)}},
		{"rrN", []Atom{at(2, 1, 1, "mc", 2), at(2, -1, 1, "mc", 2)}},
		{"vN", []Atom{at(1, 2, 1, "mc", 1), at(-1, 2, 1, "mc", 1), at(1, -2, 1, "mc", 1), at(-1, -2, 1, "mc", 1)}},
		{"sN", []Atom{at(2, 1, 1, "mc", 1), at(2, -1, 1, "mc", 1), at(-2, 1, 1, "mc", 1), at(-2, -1, 1, "mc", 1)}},
		{"fsN", []Atom{at(2, 1, 1, "mc", 2), at(-2, 1, 1, "mc", 2)}},
		{"bsN", []Atom{at(2, -1, 1, "mc", 2), at(-2, -1, 1, "mc", 2)}},
		{"frN", []Atom{at(2, 1, 1, "mc", 2)}},
		{"rfN", []Atom{at(1, 2, 1, "mc", 2)}},
		{"flN", []Atom{at(-2, 1, 1, "mc", 2)}},
		{"lfN", []Atom{at(-1, 2, 1, "mc", 2)}},
		{"brN", []Atom{at(2, -1, 1, "mc", 2)}},
		{"rbN", []Atom{at(1, -2, 1, "mc", 2)}},
		{"rvN", []Atom{at(1, 2, 1, "mc", 2), at(1, -2, 1, "mc", 2)}},
		{"lvN", []Atom{at(-1, 2, 1, "mc", 2), at(-1, -2, 1, "mc", 2)}},
		{"fhN", []Atom{at(1, 2, 1, "mc", 2), at(2, 1, 1, "mc", 2), at(-2, 1, 1, "mc", 2), at(-1, 2, 1, "mc", 2)}},
		{"bhN", []Atom{at(2, -1, 1, "mc", 2), at(1, -2, 1, "mc", 2), at(-1, -2, 1, "mc", 2), at(-2, -1, 1, "mc", 2)}},
		{"lhN", []Atom{at(-1, -2, 1, "mc", 2), at(-2, -1, 1, "mc", 2), at(-2, 1, 1, "mc", 2), at(-1, 2, 1, "mc", 2)}},
		{"rhN", []Atom{at(1, 2, 1, "mc", 2), at(2, 1, 1, "mc", 2), at(2, -1, 1, "mc", 2), at(1, -2, 1, "mc", 2)}},
		// Fairy-Stockfish's chiral halves (piece.cpp from_betza: hl, hr)
		{"hlN", []Atom{at(2, 1, 1, "mc", 2), at(1, -2, 1, "mc", 2), at(-2, -1, 1, "mc", 2), at(-1, 2, 1, "mc", 2)}},
		{"hrN", []Atom{at(1, 2, 1, "mc", 2), at(2, -1, 1, "mc", 2), at(-1, -2, 1, "mc", 2), at(-2, 1, 1, "mc", 2)}},
		{"hlW", []Atom{at(0, 1, 1, "mc", 2), at(1, 0, 1, "mc", 2), at(0, -1, 1, "mc", 2), at(-1, 0, 1, "mc", 2)}},
		// Greedy pairing: f then bs.
		{"fbsN", []Atom{at(1, 2, 1, "mc", 3), at(-1, 2, 1, "mc", 3), at(2, -1, 1, "mc", 3), at(-2, -1, 1, "mc", 3)}},
		// f b not paired: union of the two pairs.
		{"fbN", []Atom{at(1, 2, 1, "mc", 2), at(-1, 2, 1, "mc", 2), at(1, -2, 1, "mc", 2), at(-1, -2, 1, "mc", 2)}},
		{"ffC", []Atom{at(1, 3, 1, "mc", 2), at(-1, 3, 1, "mc", 2)}},
		{"fsZ", []Atom{at(3, 2, 1, "mc", 2), at(-3, 2, 1, "mc", 2)}},
		{"fNN", []Atom{at(1, 2, 0, "mc", 1), at(-1, 2, 0, "mc", 1)}},

		// Compounds with directions.
		{"fK", []Atom{at(0, 1, 1, "mc", 1), at(1, 1, 1, "mc", 1), at(-1, 1, 1, "mc", 1)}},
		{"bQ", []Atom{at(0, -1, 0, "mc", 1), at(1, -1, 0, "mc", 1), at(-1, -1, 0, "mc", 1)}},
		// fsW (f, l, r) plus fsF (f).
		{"fsK", []Atom{at(0, 1, 1, "mc", 2), at(1, 0, 1, "mc", 2), at(-1, 0, 1, "mc", 2), at(1, 1, 1, "mc", 2), at(-1, 1, 1, "mc", 2)}},

		// Lame leapers, orthogonal first.
		{"nD", []Atom{
			at(0, 2, 1, "mcn", 1, p(0, 1)), at(2, 0, 1, "mcn", 1, p(1, 0)),
			at(0, -2, 1, "mcn", 1, p(0, -1)), at(-2, 0, 1, "mcn", 1, p(-1, 0)),
		}},
		{"nA", []Atom{
			at(2, 2, 1, "mcn", 1, p(1, 1)), at(2, -2, 1, "mcn", 1, p(1, -1)),
			at(-2, -2, 1, "mcn", 1, p(-1, -1)), at(-2, 2, 1, "mcn", 1, p(-1, 1)),
		}},
		{"nH", []Atom{
			at(0, 3, 1, "mcn", 1, p(0, 1), p(0, 2)), at(3, 0, 1, "mcn", 1, p(1, 0), p(2, 0)),
			at(0, -3, 1, "mcn", 1, p(0, -1), p(0, -2)), at(-3, 0, 1, "mcn", 1, p(-1, 0), p(-2, 0)),
		}},
		{"nG", []Atom{
			at(3, 3, 1, "mcn", 1, p(1, 1), p(2, 2)), at(3, -3, 1, "mcn", 1, p(1, -1), p(2, -2)),
			at(-3, -3, 1, "mcn", 1, p(-1, -1), p(-2, -2)), at(-3, 3, 1, "mcn", 1, p(-1, 1), p(-2, 2)),
		}},
		// Xiangqi horse: blocked on the orthogonally adjacent square.
		{"nN", []Atom{
			at(1, 2, 1, "mcn", 1, p(0, 1)), at(2, 1, 1, "mcn", 1, p(1, 0)),
			at(2, -1, 1, "mcn", 1, p(1, 0)), at(1, -2, 1, "mcn", 1, p(0, -1)),
			at(-1, -2, 1, "mcn", 1, p(0, -1)), at(-2, -1, 1, "mcn", 1, p(-1, 0)),
			at(-2, 1, 1, "mcn", 1, p(-1, 0)), at(-1, 2, 1, "mcn", 1, p(0, 1)),
		}},
		{"fnC", []Atom{at(1, 3, 1, "mcn", 2, p(0, 1), p(0, 2)), at(-1, 3, 1, "mcn", 2, p(0, 1), p(0, 2))}},
		// Janggi elephant: one orthogonal step, then diagonal.
		{"frnZ", []Atom{at(3, 2, 1, "mcn", 3, p(1, 0), p(2, 1))}},
		{"rfnZ", []Atom{at(2, 3, 1, "mcn", 3, p(0, 1), p(1, 2))}},

		// Duplicates merge, the first occurrence stays.
		{"WfW", all(ortho1, 1, "mc", 0)},
		{"KW", cat(all(ortho1, 1, "mc", 0), all(diag1, 1, "mc", 0))},
		{"NfN", all(knight, 1, "mc", 0)},
		{"WR", cat(all(ortho1, 1, "mc", 0), all(ortho1, 0, "mc", 1))},
		{"fmWfcW", []Atom{at(0, 1, 1, "m", 2), at(0, 1, 1, "c", 5)}},
		{"fWifW", []Atom{at(0, 1, 1, "mc", 1), at(0, 1, 1, "mci", 4)}},
		{"RWW", all(ortho1, 0, "mc", 0)},
	}
	for _, tt := range tests {
		got, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): unexpected error %v", tt.in, err)
			continue
		}
		if g, w := sorted(got), sorted(tt.want); !reflect.DeepEqual(g, w) {
			t.Errorf("Parse(%q):\n got %s\nwant %s", tt.in, strings.Join(g, "\n     "), strings.Join(w, "\n     "))
		}
	}
}

func TestParseOrder(t *testing.T) {
	// Source order of atom letters, then clockwise from forward; W before F in K.
	got, err := Parse("KN")
	if err != nil {
		t.Fatal(err)
	}
	want := cat(all(ortho1, 1, "mc", 0), all(diag1, 1, "mc", 0), all(knight, 1, "mc", 1))
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Parse(KN) order:\n got %v\nwant %v", got, want)
	}
	again, _ := Parse("KN")
	if !reflect.DeepEqual(got, again) {
		t.Error("Parse(KN) is not deterministic")
	}
	// Non-lame atoms have a nil Path.
	for _, a := range got {
		if a.Path != nil {
			t.Errorf("non-lame atom %v has a path", a)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in     string
		offset int
		msg    string // substring of Msg
	}{
		{"", 0, "empty"},
		{"x", 0, "unexpected 'x'"},
		{"fmWfxF", 4, "'x'"},
		{" W", 0, "whitespace"},
		{"W ", 1, "whitespace"},
		{"W\tF", 1, "whitespace"},
		{"W\n", 1, "whitespace"},
		{"Wf", 1, "followed by an atom"},
		{"fm", 0, "followed by an atom"},
		{"KfmWi", 4, "followed by an atom"},
		{"W17", 1, "range 17"},
		{"R100", 1, "range 100"},
		{"W99999999999999999999999999", 1, "larger than the board limit 16"},
		{"W03", 1, "must not start with 0"},
		{"W00", 1, "must not start with 0"},
		{"NN2", 2, "already an unlimited rider"},
		{"KK", 1, "cannot be doubled"},
		{"RR", 1, "cannot be doubled"},
		{"BB", 1, "cannot be doubled"},
		{"QQ", 1, "cannot be doubled"},
		{"3W", 0, "unexpected digit"},
		{"W3F3x4", 4, "'x'"},
		{"pW", 0, "only to unlimited riders"},
		{"cpN", 1, "only to unlimited riders"},
		{"gR4", 0, "only to unlimited riders"},
		{"pW1", 0, "only to unlimited riders"},
		{"pgR", 1, "cannot both"},
		{"npR", 0, "only to leapers"},
		{"ipR", 1, "en passant or initial"},
		{"p", 0, "must be followed by an atom"},
		{"jW", 0, "unsupported modifier 'j'"},
		{"caK", 1, "unsupported modifier 'a'"},
		{"oR", 0, "unsupported modifier 'o'"},
		{"zW", 0, "unsupported modifier 'z'"},
		{"qN", 0, "unsupported modifier 'q'"},
		{"kK", 0, "unsupported modifier 'k'"},
		{"(W)", 0, "grouping"},
		{"W)", 1, "grouping"},
		{"W-F", 1, "chained"},
		{"FtR", 1, "chained"},
		{"w", 0, "atoms are upper case: W"},
		{"fmw", 2, "atoms are upper case: W"},
		{"u", 0, "chained"},
		{"fwx", 1, "unknown modifier 'w'"},
		{"L", 0, "write C"},
		{"J", 0, "write Z"},
		{"I", 0, "write H"},
		{"O2", 0, "castling"},
		{"X", 0, "unknown atom 'X'"},
		{"WM", 1, "unknown atom 'M'"},
		{"nW", 0, "no effect on W"},
		{"nF", 0, "no effect on F"},
		{"fnK", 1, "no effect on K"},
		{"nR", 0, "only to leapers"},
		{"nB", 0, "only to leapers"},
		{"nD2", 0, "only to leapers"},
		{"nNN", 0, "only to leapers"},
		{"mnnN0", 1, "only to leapers"},
		{"hN", 0, "'h' (half) must follow"},
		{"hfN", 0, "'h' (half) must follow"},
		{"vhN", 1, "'h' (half) must follow"},
		{"fhh", 2, "'h' (half) must follow"},
		{"fhW", 1, "ambiguous"},
		{"fhR", 1, "ambiguous"},
		{"fhK", 1, "ambiguous"},
		{"Wé", 1, "unexpected character 'é'"},
		{"é", 0, "unexpected character"},
		{"W\xff", 1, "unexpected character"},
		{"W,F", 1, "unexpected character ','"},
	}
	for _, tt := range tests {
		got, err := Parse(tt.in)
		if err == nil {
			t.Errorf("Parse(%q) = %v, want error at %d", tt.in, got, tt.offset)
			continue
		}
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("Parse(%q): error %T %v is not a *SyntaxError", tt.in, err, err)
			continue
		}
		if got != nil {
			t.Errorf("Parse(%q): atoms %v returned with an error", tt.in, got)
		}
		if se.Offset != tt.offset || !strings.Contains(se.Msg, tt.msg) {
			t.Errorf("Parse(%q) error = offset %d %q, want offset %d containing %q", tt.in, se.Offset, se.Msg, tt.offset, tt.msg)
		}
	}
}

func TestSyntaxErrorString(t *testing.T) {
	_, err := Parse("fmWfxF")
	want := "betza: at character 5: unexpected 'x': chained (multi-leg) moves are not supported"
	if err == nil || err.Error() != want {
		t.Errorf("Error() = %v, want %q", err, want)
	}
}

func ExampleParse() {
	atoms, err := Parse("fmWfceFifmnD") // the FIDE pawn
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, a := range atoms {
		fmt.Printf("(%d,%d) range=%d move=%v capture=%v ep=%v initial=%v path=%v at=%d\n",
			a.DX, a.DY, a.Range, a.Move, a.Capture, a.EnPassant, a.Initial, a.Path, a.Offset)
	}
	_, err = Parse("fmWfxF")
	fmt.Println(err)
	// Output:
	// (0,1) range=1 move=true capture=false ep=false initial=false path=[] at=2
	// (1,1) range=1 move=false capture=true ep=true initial=false path=[] at=6
	// (-1,1) range=1 move=false capture=true ep=true initial=false path=[] at=6
	// (0,2) range=1 move=true capture=false ep=false initial=true path=[[0 1]] at=11
	// betza: at character 5: unexpected 'x': chained (multi-leg) moves are not supported
}

// TestHoppers: p and g on riders (XBetza; the Xiangqi cannon mRcpR, the
// grasshopper gQ) give the same vectors as the plain rider, marked as hops.
func TestHoppers(t *testing.T) {
	atoms, err := Parse("mRcpR")
	if err != nil {
		t.Fatal(err)
	}
	if len(atoms) != 8 {
		t.Fatalf("mRcpR: %d atoms, want 4 moves and 4 hopping captures", len(atoms))
	}
	for i, a := range atoms {
		hop := i >= 4
		if a.Range != 0 || a.Move == hop || a.Capture != hop || (a.Hop == HopCannon) != hop {
			t.Errorf("mRcpR atom %d = %+v", i, a)
		}
	}
	atoms, err = Parse("gQ")
	if err != nil {
		t.Fatal(err)
	}
	if len(atoms) != 8 {
		t.Fatalf("gQ: %d atoms, want 8", len(atoms))
	}
	for _, a := range atoms {
		if a.Hop != HopGrasshopper || !a.Move || !a.Capture || a.Range != 0 {
			t.Errorf("gQ atom %+v", a)
		}
	}
	// pR and R differ: both kept
	if atoms, _ := Parse("RpR"); len(atoms) != 8 {
		t.Errorf("RpR: %d atoms, want 8", len(atoms))
	}
	// a cannon of range 2 (cannon shogi's pB2, Fairy-Stockfish's reading): the
	// four diagonals, each of range 2 (the landing square within two squares)
	atoms, err = Parse("pB2")
	if err != nil {
		t.Fatal(err)
	}
	if len(atoms) != 4 {
		t.Fatalf("pB2: %d atoms, want 4", len(atoms))
	}
	for _, a := range atoms {
		if a.Hop != HopCannon || a.Range != 2 || !a.Move || !a.Capture || a.DX == 0 || a.DY == 0 {
			t.Errorf("pB2 atom %+v", a)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"", "K", "Q", "R", "B", "N", "BN", "fmWfceFifmnD", "R4", "vR", "sW", "ffN",
		"x", "fmWfxF", "W17", "NN2", "fhN", "nZ", "lfF", "fsW", "K2", "W03", "KK",
		"fhW", "nW", "h", "é", "W\xff", "W99999999999999999999", "mRcpR", "(W)",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		atoms, err := Parse(s)
		n := utf8.RuneCountInString(s)
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("Parse(%q): error %T %v is not a *SyntaxError", s, err, err)
			}
			if se.Offset < 0 || se.Offset > n {
				t.Fatalf("Parse(%q): offset %d outside 0..%d", s, se.Offset, n)
			}
			if atoms != nil {
				t.Fatalf("Parse(%q): atoms returned with an error", s)
			}
			return
		}
		if len(atoms) == 0 {
			t.Fatalf("Parse(%q): no atoms and no error", s)
		}
		rs := []rune(s)
		type key struct {
			dx, dy                        int8
			rng                           int
			move, capture, ep, init, lame bool
		}
		seen := map[key]bool{}
		for _, a := range atoms {
			if a.Offset < 0 || a.Offset >= n || atomLetters[rs[a.Offset]] == nil {
				t.Fatalf("Parse(%q): atom %v has a bad offset", s, a)
			}
			if a.Range < 0 || a.Range > MaxRange || (a.DX == 0 && a.DY == 0) {
				t.Fatalf("Parse(%q): bad atom %v", s, a)
			}
			if !a.Move && !a.Capture && !a.EnPassant {
				t.Fatalf("Parse(%q): atom %v can do nothing", s, a)
			}
			if (a.Path != nil) != (a.Lame && len(a.Path) > 0) || (a.Lame && a.Range != 1) {
				t.Fatalf("Parse(%q): bad lame atom %v", s, a)
			}
			k := key{a.DX, a.DY, a.Range, a.Move, a.Capture, a.EnPassant, a.Initial, a.Lame}
			if seen[k] {
				t.Fatalf("Parse(%q): duplicate atom %v", s, a)
			}
			seen[k] = true
		}
	})
}
