package preset

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/diag"
)

// TestKnownCodes: check.accept can tell every code courier check reports: each is
// acceptable or in knownCodes, not both.
func TestKnownCodes(t *testing.T) {
	checker := []string{CodePieceNoMove, CodeCompile, CodeSetupCheck, CodeStartNoMoves, CodeSmokeFEN, CodeSmokePerft}
	for _, c := range append(slices.Clone(allCodes), checker...) {
		_, known := knownCodes[c]
		if known == slices.Contains(AcceptableCodes, c) {
			t.Errorf("code %q: in knownCodes %v, acceptable %v", c, known, !known)
		}
	}
	for c := range knownCodes {
		if !slices.Contains(allCodes, c) && !slices.Contains(checker, c) {
			t.Errorf("knownCodes has %q, which no test list has", c)
		}
	}
	for _, c := range LintCodes {
		if !slices.Contains(AcceptableCodes, c) {
			t.Errorf("Lint code %q is not acceptable", c)
		}
	}
}

func diagKeys(d diag.List) []string {
	var out []string
	for _, dg := range d {
		out = append(out, fmt.Sprintf("%s %s:%d:%d", dg.Code, dg.Pos.File, dg.Pos.Line, dg.Pos.Col))
	}
	return out
}

// TestShippedAcceptance: modern accepts its two bishops-same-colour warnings and
// checks clean; its children do not inherit the acceptance and check clean because
// their rules let a bishop change colour; the presets of asymmetric armies accept
// their asymmetry (and xiangqi-like boards their one-colour pieces); no other
// shipped preset accepts anything.
func TestShippedAcceptance(t *testing.T) {
	l := NewLoader(Options{})
	for _, id := range Names() {
		r, v, d := l.Check(id)
		if v == nil || len(d) > 0 {
			t.Errorf("%s: %v", id, d)
			continue
		}
		var codes []string
		for _, a := range r.Accept {
			codes = append(codes, a.Code)
			if strings.TrimSpace(a.Reason) == "" || a.Pos.File != "presets/"+id+".yaml" {
				t.Errorf("%s: acceptance %+v", id, a)
			}
		}
		want := []string(nil)
		if id == "modern" || id == "xiangqi" {
			want = []string{CodeBishopsColour}
		}
		if id == "horde" || id == "racing-kings" {
			want = []string{CodeAsymmetric} // 36 pawns against an army, by design
		}
		if id == "chigorin" || id == "sortofalmost" || id == "spartan" {
			want = []string{CodeAsymmetric}
		}
		if id == "fox-and-hounds" {
			want = []string{CodeAsymmetric, CodeBishopsColour} // one fox against four hounds, on the dark squares
		}
		if id == "torishogi" {
			want = []string{CodeBishopsColour} // the pheasants keep their colour
		}
		if id == "manchu" {
			want = []string{CodeBishopsColour, CodeAsymmetric} // xiangqi's, and the banner against Black's army
		}
		if !slices.Equal(codes, want) {
			t.Errorf("%s accepts %v, want %v", id, codes, want)
		}
	}
	// Without the acceptance (as a child sees modern), the warnings are there.
	r, d := l.Resolve("modern")
	v, d := CheckResolved(r, d)
	_, accepted := Accept(r, d, LintCodes)
	want := []string{"bishops-same-colour presets/modern.yaml:22:12", "bishops-same-colour presets/modern.yaml:22:52"}
	if v == nil || !slices.Equal(diagKeys(d), want) || !slices.Equal(diagKeys(accepted), want) {
		t.Errorf("modern before acceptance %v, accepted %v; want %v", d, accepted, want)
	}
}

// TestAcceptNotInherited: check: belongs to its file. A child of a preset that
// accepts a warning gets the warning back (at the parent's setup); the parent's
// malformed acceptances are still reported, at the parent.
func TestAcceptNotInherited(t *testing.T) {
	dir := t.TempDir()
	parent := writeFile(t, dir, "odds.yaml", `extends: chess
name: Pawn odds
setup: {array: rnbqkbnr/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNR}
check:
  accept: [{code: setup-asymmetric, reason: a handicap}]
`)
	child := writeFile(t, dir, "odds-crew.yaml", "extends: odds\nname: Pawn odds crew\nrules: {capture_conversion: {}}\n")
	l := NewLoader(Options{})
	if r, v, d := l.Check(parent); v == nil || len(d) > 0 || len(r.Accept) != 1 {
		t.Errorf("parent: %v %v", d, r.Accept)
	}
	r, v, d := l.Check(child)
	if want := []string{"setup-asymmetric " + parent + ":3:16"}; v == nil || !slices.Equal(diagKeys(d), want) || len(r.Accept) != 0 {
		t.Errorf("child: %v, accept %v; want %v", d, r.Accept, want)
	}
	if _, n := r.Lookup("check"); n != nil {
		t.Error("check is in the merged document")
	}

	writeFile(t, dir, "odds.yaml", "extends: chess\nname: Pawn odds\ncheck: {accept: [{code: setup-asymetric}]}\n")
	_, v, d = l.Check(child)
	// The child gets an error of its own at its extends value (line 1, col 10).
	want := []string{"parent-invalid " + child + ":1:10", "missing-key " + parent + ":3:18", "bad-value " + parent + ":3:25"}
	if v != nil || !slices.Equal(diagKeys(d), want) || !strings.Contains(d[1].Message+d[2].Message, `did you mean "setup-asymmetric"?`) {
		t.Errorf("child of a bad parent: %v, want %v", d, want)
	}
}

// TestAcceptShapes: the forms check: may take and their problems.
func TestAcceptShapes(t *testing.T) {
	l := NewLoader(Options{})
	for _, c := range []struct {
		src  string
		want []string // "code line:col"
	}{
		{"check: null\n", nil},
		{"check: {}\n", nil},
		{"check: {accept: []}\n", nil},
		{"check: [accept]\n", []string{"wrong-kind 3:8"}},
		{"check: {acept: []}\n", []string{"unknown-key 3:9"}},
		{"check: {accept: {code: piece-no-move}}\n", []string{"wrong-kind 3:17"}},
		{"check: {accept: [piece-no-move]}\n", []string{"wrong-kind 3:18"}},
		{"check: {accept: [{code: piece-no-move, reason: r, at: e1}]}\n", []string{"unknown-key 3:51"}},
		{"check: {accept: [{code: [a], reason: r}]}\n", []string{"wrong-kind 3:25"}},
		{"check: {accept: [{code: id-mismatch, reason: r}]}\n", []string{"bad-value 3:25"}},
		{"check: {accept: [{code: too-many-diagnostics, reason: r}]}\n", []string{"bad-value 3:25"}},
		{"check: {accept: [{reason: r}]}\n", []string{"missing-key 3:18"}},
		{"check: {accept: [{code: piece-no-move, reason: null}]}\n", []string{"wrong-type 3:48"}},
		{"check: {accept: [{code: piece-no-move, reason: \"  \"}]}\n", []string{"bad-value 3:48"}},
		// Two entries for one code: the second is a duplicate; the first is unused.
		{"check: {accept: [{code: setup-asymmetric, reason: r}, {code: setup-asymmetric, reason: s}]}\n",
			[]string{"accept-unused 3:25", "duplicate-entry 3:62"}},
		// piece-no-move is judged by pkg/check, not by Check: never unused here.
		{"check: {accept: [{code: piece-no-move, reason: r}]}\n", nil},
	} {
		_, _, d := l.CheckData("x.yaml", []byte("extends: chess\nname: X\n"+c.src))
		var got []string
		for _, dg := range d {
			got = append(got, fmt.Sprintf("%s %d:%d", dg.Code, dg.Pos.Line, dg.Pos.Col))
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s got %v, want %v\n%v", c.src, got, c.want, d)
		}
	}
}
