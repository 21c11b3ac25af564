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
