package preset

import (
	"slices"
	"testing"

	"github.com/gamecourier/courier/pkg/rules"
)

// TestMakrukFamilyKeys reads the keys of the makruk family's rules (first_leaps,
// in_place_promotion, end.mate_rule, end.counting, extinction result draw) into
// the model, and reports each bad value at its node with its code.
func TestMakrukFamilyKeys(t *testing.T) {
	v := mustLoad(t, "cambodian")
	fl := rules.FirstLeapsParams.Of(v)
	if fl == nil || fl.Leaps['K'] != "fsN" || fl.Leaps['M'] != "fD" || !slices.Equal(fl.NotInCheck, []byte("K")) || !slices.Equal(fl.AimedBy, []byte("R")) {
		t.Errorf("cambodian first_leaps %+v", fl)
	}
	if c := v.End.Counting; c == nil || c.Rules != rules.CountingCambodian || c.Rook != 'R' || c.Khon != 'S' || c.Knight != 'N' {
		t.Errorf("cambodian counting %+v (the rule set its own, the pieces makruk's)", c)
	}
	v = mustLoad(t, "sittuyin")
	ip := rules.InPlacePromotionParams.Of(v)
	if ip == nil || !slices.Equal(ip.Choices, []byte("F")) || len(ip.Squares) != 8 || ip.Limit != 1 || !ip.Quiet || v.Promotion != nil {
		t.Errorf("sittuyin in_place_promotion %+v, promotion %+v", ip, v.Promotion)
	}
	v = mustLoad(t, "shatar")
	if mr := v.End.MateRule; mr == nil || !slices.Equal(mr.LosesBy, []byte("N")) || !slices.Equal(mr.Needs, []byte("NRJ")) {
		t.Errorf("shatar mate_rule %+v", mr)
	}
	if x := v.End.Extinction; x == nil || x.Result != "draw" || !x.Total || x.Count != 1 {
		t.Errorf("shatar extinction %+v", x)
	}

	dir := t.TempDir()
	for _, tc := range []struct{ text, code string }{
		{"extends: makruk\nname: X\nrules:\n  first_leaps: {}\n", CodeMissingKey},
		{"extends: makruk\nname: X\nrules:\n  first_leaps: {leaps: {K: R}}\n", CodeBadValue},
		{"extends: makruk\nname: X\nrules:\n  first_leaps: {leaps: {K: fsX}}\n", CodeBetzaSyntax},
		{"extends: makruk\nname: X\nrules:\n  first_leaps: {leaps: {Z: fD}}\n", CodeUndefinedPiece},
		{"extends: makruk\nname: X\nrules:\n  in_place_promotion: {choices: [M]}\n", CodeMissingKey},
		{"extends: makruk\nname: X\nrules:\n  in_place_promotion: {choices: [K], squares: [e5]}\n", CodeBadValue},
		{"extends: makruk\nname: X\nrules:\n  in_place_promotion: {choices: [M], squares: [z9]}\n", CodeBadSquare},
		{"extends: makruk\nname: X\nrules:\n  in_place_promotion: {choices: [M], squares: [e5], limit: 99}\n", CodeOutOfRange},
		{"extends: chess\nname: X\nend:\n  counting: {rook: R}\n", CodeMissingKey},
		{"extends: makruk\nname: X\nend:\n  counting: {rules: thai}\n", CodeBadValue},
		{"extends: makruk\nname: X\nend:\n  counting: {rules: makruk, khon: B}\n", CodeUndefinedPiece},
		{"extends: chess\nname: X\nend:\n  mate_rule: {}\n", CodeMissingKey},
		{"extends: chess\nname: X\nend:\n  mate_rule: {loses_by: [Z]}\n", CodeUndefinedPiece},
		{"extends: chess\nname: X\nend:\n  extinction: {total: true, count: 1, result: tie}\n", CodeBadValue},
	} {
		f := writeFile(t, dir, "bad.yaml", tc.text)
		_, d := Load(f, Options{})
		if !slices.Contains(codes(d), tc.code) {
			t.Errorf("%q: codes %v, want %s", tc.text, codes(d), tc.code)
		}
		for _, x := range d {
			if x.Code == tc.code && x.Pos.Line < 4 {
				t.Errorf("%q: %s at line %d, want the line of the key (4 or 5)", tc.text, tc.code, x.Pos.Line)
			}
		}
	}
}
