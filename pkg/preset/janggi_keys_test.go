package preset

import (
	"slices"
	"testing"

	"github.com/gamecourier/courier/pkg/rules"
)

// TestJanggiKeys: the keys janggi brought (moves_within, hop_not_over,
// hop_not_capturing, rules.pass, rules.bikjang, end.material_counting) are
// read into the model, and each bad value is a diagnostic at its node.
func TestJanggiKeys(t *testing.T) {
	v := mustLoad(t, "janggi")
	if ps := rules.PassParams.Of(v); ps == nil || ps.StalemateOnly {
		t.Errorf("janggi pass %+v, want on, not stalemate_only", ps)
	}
	if rules.BikjangParams.Of(v) == nil || v.End.MaterialCounting != rules.MaterialJanggi {
		t.Errorf("janggi: bikjang %v, material_counting %q", rules.BikjangParams.Of(v), v.End.MaterialCounting)
	}
	for _, pt := range v.Pieces {
		if pt.Letter == 'C' {
			if string(pt.HopNotOver) != "C" || string(pt.HopNotCapturing) != "C" ||
				len(pt.MovesWithin) != 1 || pt.MovesWithin[0].Region != "palace_lines" || pt.MovesWithin[0].Betza != "pB" {
				t.Errorf("janggi cannon %+v", pt)
			}
		}
	}
	if rules.BikjangParams.Of(mustLoad(t, "janggicasual")) != nil {
		t.Error("janggicasual has bikjang")
	}
	dir := t.TempDir()
	p := writeFile(t, dir, "bad.yaml", `schema: 1
name: Bad
extends: janggicasual
pieces:
  N: {name: Horse, betza: nN, hop_not_over: [C], moves_within: {nowhere: F}}
  C: {name: Cannon, betza: pR, hop_not_capturing: [X]}
rules:
  pass: {stalemate_only: yes}
  bikjang: {x: 1}
end:
  material_counting: chess
`)
	_, d := Load(p, Options{})
	type at struct {
		line, col int
		code      string
	}
	want := []at{{5, 45, CodeBadValue}, {5, 65, CodeBadValue}, {6, 52, CodeUndefinedPiece},
		{8, 26, CodeWrongType}, {9, 13, CodeUnknownKey}, {11, 22, CodeBadValue}}
	var got []at
	for _, x := range d {
		got = append(got, at{x.Pos.Line, x.Pos.Col, x.Code})
	}
	if !slices.Equal(got, want) {
		t.Errorf("diagnostics %v, want %v\n%v", got, want, d)
	}
}
