package preset

import (
	"fmt"
	"slices"
	"testing"

	"github.com/gamecourier/courier/pkg/diag"
)

// diagLines formats d as "file:line:col: message (code) | hint".
func diagLines(d diag.List) []string {
	var out []string
	for _, dg := range d {
		out = append(out, fmt.Sprintf("%s: %s (%s) | %s", dg.Pos, dg.Message, dg.Code, dg.Hint))
	}
	return out
}

// TestAttributeInherited: a problem in an inherited value that the preset's own
// keys caused is reported in the preset's file, at the key that caused it, naming
// the inherited place; a problem an ancestor has on its own stays there.
func TestAttributeInherited(t *testing.T) {
	l := NewLoader(Options{})
	const castlingHint = "set rules.castling to null to drop what is inherited, or restate it in this preset"

	// The tester's tiny2.yaml: chess's castling squares (presets/chess.yaml lines 32
	// and 33: king at column 16, rook 26, king_to 39, rook_to 52) are off a 2x2
	// board. Reverting the board's files to chess's 8 puts them all back on it, its
	// ranks do not: the cause is board.files, the key "files" at line 3, column 9
	// of `board: {files: 2, ranks: 2}`. h1 (rook, side 0) and a1 (rook, side 1): a1
	// is on the 2x2 board.
	_, d := l.LoadData("tiny2.yaml", []byte("name: Tiny\nextends: chess\nboard: {files: 2, ranks: 2}\nsetup:\n  array: k1/1K\n"))
	var want []string
	for _, c := range []struct {
		side, key, sq string
		col           int
	}{{"0", "king", "e1", 16}, {"0", "rook", "h1", 26}, {"0", "king_to", "g1", 39}, {"0", "rook_to", "f1", 52},
		{"1", "king", "e1", 16}, {"1", "king_to", "c1", 39}, {"1", "rook_to", "d1", 52}} {
		line := 32 + int(c.side[0]-'0')
		want = append(want, fmt.Sprintf(`tiny2.yaml:3:9: rules.castling.sides[%s].%s: %q is not a square of a 2x2 board (inherited from presets/chess.yaml:%d:%d; made invalid by board.files in this preset) (bad-square) | %s`,
			c.side, c.key, c.sq, line, c.col, castlingHint))
	}
	if got := diagLines(d); !slices.Equal(got, want) {
		t.Errorf("tiny2.yaml:\n%s\nwant\n%s", join(got), join(want))
	}

	// `B: null` deletes the bishop; chess's promotion choices [Q, R, B, N]
	// (presets/chess.yaml line 37, the B at column 21) name it: the cause is the
	// deleting key pieces.B, line 4, column 3.
	_, d = l.LoadData("nob.yaml", []byte("name: NoBishop\nextends: chess\npieces:\n  B: null\n"))
	wantPromo := `nob.yaml:4:3: a rules.promotion.choices entry "B" names no piece (pieces: K Q R N P) (inherited from presets/chess.yaml:37:21; made invalid by pieces.B in this preset) (undefined-piece) | set rules.promotion to null to drop what is inherited, or restate it in this preset`
	if got := diagLines(d); !slices.Contains(got, wantPromo) {
		t.Errorf("nob.yaml: no\n%s\nin\n%s", wantPromo, join(got))
	}
	for _, dg := range d {
		if dg.Pos.File != "nob.yaml" {
			t.Errorf("nob.yaml: a problem left in an ancestor: %v", dg)
		}
	}

	// Two keys at once: a royal R (pieces.R.royal, line 4, column 7) and a setup
	// without the h-rooks. Castling side 0's rook (presets/chess.yaml:32:26) needs
	// a non-royal piece on h1: reverting either key alone leaves it missing, so the
	// problem goes to the extends value (line 2, column 10); side 1's rook on a1 is
	// there and only royal, so the cause is pieces.R.royal.
	_, d = l.LoadData("both.yaml", []byte("name: Both\nextends: chess\npieces:\n  R: {royal: true}\nsetup:\n  array: rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1\n"))
	got := diagLines(d)
	for _, w := range []string{
		`both.yaml:2:10: rules.castling.sides[0]: the setup has no white castling partner on h1 (inherited from presets/chess.yaml:32:26; it does not fit the keys of this preset) (castling-setup) | ` + castlingHint,
		`both.yaml:4:7: rules.castling.sides[1]: the setup has no white castling partner on a1 (inherited from presets/chess.yaml:33:26; made invalid by pieces.R.royal in this preset) (castling-setup) | ` + castlingHint,
	} {
		if !slices.Contains(got, w) {
			t.Errorf("both.yaml: no\n%s\nin\n%s", w, join(got))
		}
	}
}

// TestAttributeChain: in a chain of user files the problem goes to the file that
// caused it (the parent's board), and a problem the parent has on its own (a Betza
// error, `  X: {name: X, betza: Wx}`: the x at line 5, column 24) stays in the
// parent.
func TestAttributeChain(t *testing.T) {
	dir := t.TempDir()
	parent := writeFile(t, dir, "parent.yaml", "name: Parent\nextends: chess\nboard: {files: 2, ranks: 2}\npieces:\n  X: {name: X, betza: Wx}\n")
	child := writeFile(t, dir, "child.yaml", "name: Child\nextends: parent\nsetup: {array: k1/1K}\n")
	_, d := Load(child, Options{})
	var pos []string
	for _, dg := range d {
		pos = append(pos, fmt.Sprintf("%s %s", dg.Pos, dg.Code))
	}
	want := []string{parent + ":3:9 bad-square"} // seven times: the castling squares
	for len(want) < 7 {
		want = append(want, want[0])
	}
	want = append([]string{parent + ":5:24 betza-syntax"}, want...)
	slices.Sort(pos)
	slices.Sort(want)
	if !slices.Equal(pos, want) {
		t.Errorf("got\n%s\nwant\n%s", join(pos), join(want))
	}
}

func join(l []string) string {
	s := ""
	for _, x := range l {
		s += x + "\n"
	}
	return s
}
