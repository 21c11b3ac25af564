package preset

import (
	"slices"
	"strings"
	"testing"
)

// TestGCLabels: a piece's gc_labels are read into rules.PieceType.GCLabels; a
// label that is no piece label, or that another piece has as its label or GC
// label, is a bad-piece-letter error (a Game Courier move would name two pieces).
func TestGCLabels(t *testing.T) {
	l := NewLoader(Options{})
	v, d := l.LoadData("f.yaml", []byte("name: F\nextends: chess\npieces:\n  Q: {gc_labels: [F, X2]}\n"))
	if d.HasErrors() || v == nil {
		t.Fatalf("%v", d)
	}
	if q := v.PieceByLabel("Q"); q == nil || !slices.Equal(q.GCLabels, []string{"F", "X2"}) {
		t.Errorf("Q's GC labels: %+v", q)
	}
	for _, tc := range []struct{ src, want string }{
		{"name: F\nextends: chess\npieces:\n  Q: {gc_labels: [R]}\n", `"R" is already a label of piece R`},
		{"name: F\nextends: chess\npieces:\n  Q: {gc_labels: [F]}\n  B: {gc_labels: [F]}\n", `"F" is already a label of piece`},
		{"name: F\nextends: chess\npieces:\n  Q: {gc_labels: [f]}\n", "is no piece label"},
	} {
		_, d := l.LoadData("f.yaml", []byte(tc.src))
		found := false
		for _, dg := range d {
			found = found || (dg.Code == CodeBadPieceLetter && strings.Contains(dg.Message, tc.want))
		}
		if !found {
			t.Errorf("%q: %v; want bad-piece-letter %q", tc.src, diagLines(d), tc.want)
		}
	}
}

// TestGCSquares: board.gc_files and gc_ranks are Game Courier's names of the
// files and ranks (shogi's 9..1 and i..a); both or neither, one per file and
// rank, non-empty, unique, without the move text's syntax characters, else a
// bad-square-labels error. A child that changes the board size names its own.
func TestGCSquares(t *testing.T) {
	l := NewLoader(Options{})
	v, d := l.Load("shogi")
	if d.HasErrors() || !slices.Equal(v.GCSquares.Files, []string{"9", "8", "7", "6", "5", "4", "3", "2", "1"}) ||
		!slices.Equal(v.GCSquares.Ranks, []string{"i", "h", "g", "f", "e", "d", "c", "b", "a"}) {
		t.Fatalf("shogi: %+v %v", v.GCSquares, d)
	}
	if v, d := l.Load("minishogi"); d.HasErrors() || !slices.Equal(v.GCSquares.Files, []string{"5", "4", "3", "2", "1"}) {
		t.Fatalf("minishogi: %+v %v", v.GCSquares, d)
	}
	if v, _ := l.Load("chess"); len(v.GCSquares.Files) != 0 {
		t.Errorf("chess has square labels: %+v", v.GCSquares)
	}
	for _, tc := range []struct{ src, want string }{
		{"name: F\nextends: chess\nboard: {gc_files: [a, b, c, d, e, f, g, h]}\n", "go together"},
		{"name: F\nextends: chess\nboard: {gc_files: [a, b], gc_ranks: [\"1\", \"2\", \"3\", \"4\", \"5\", \"6\", \"7\", \"8\"]}\n", "has 2 labels; the board has 8"},
		{"name: F\nextends: chess\nboard: {gc_files: [a, b, c, d, e, f, g, a], gc_ranks: [\"1\", \"2\", \"3\", \"4\", \"5\", \"6\", \"7\", \"8\"]}\n", `"a" is empty, repeated`},
		{"name: F\nextends: chess\nboard: {gc_files: [a, b, c, d, e, f, g, h-], gc_ranks: [\"1\", \"2\", \"3\", \"4\", \"5\", \"6\", \"7\", \"8\"]}\n", `"h-"`},
		{"name: F\nextends: shogi\nboard: {files: 7, ranks: 7}\nsetup: {array: 7/7/7/3k3/7/7/3K3}\n", "board.gc_files has 9 labels; the board has 7"},
	} {
		_, d := l.LoadData("f.yaml", []byte(tc.src))
		found := false
		for _, dg := range d {
			found = found || (dg.Code == CodeSquareLabels && strings.Contains(dg.Message, tc.want))
		}
		if !found {
			t.Errorf("%q: %v; want bad-square-labels %q", tc.src, diagLines(d), tc.want)
		}
	}
}
