package preset_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/gamecourier/courier/pkg/preset"
)

// TestFSFEndKeysChecked: the end keys taken from Fairy-Stockfish's options
// (material_counting, extinction holdings and opponent_count, flag count and
// per-side squares, checkmate none, repetition result, flying_general_ranks)
// are validated with their positions (line:col of the value).
func TestFSFEndKeysChecked(t *testing.T) {
	const src = `schema: 1
id: b
extends: chess
flying_general_ranks: true
end:
  material_counting: blackdrawodds
  repetition: {claim: 3, automatic: 0, result: win}
  extinction: {kinds: [Q], holdings: true, opponent_count: -1}
  flag: {pieces: [K], squares: {white: [a8]}, count: 0}
  checkmate: none
`
	r, d := preset.NewLoader(preset.Options{}).ResolveData("b.yaml", []byte(src))
	if r == nil {
		t.Fatal(d)
	}
	_, d = preset.CheckResolved(r, d)
	var got []string
	for _, x := range d {
		got = append(got, fmt.Sprintf("%d:%d %s", x.Pos.Line, x.Pos.Col, x.Code))
	}
	for _, want := range []string{
		"4:23 missing-key",  // flying_general_ranks without flying_general
		"6:22 bad-value",    // blackdrawodds is FSF's spelling, not the preset's
		"7:48 bad-value",    // result: win needs automatic
		"8:38 bad-value",    // holdings without drops
		"8:60 out-of-range", // opponent_count -1
		"9:32 missing-key",  // squares per side without black
		"9:54 out-of-range", // count 0
		"10:14 bad-value",   // checkmate: none with a royal king
	} {
		if !slices.Contains(got, want) {
			t.Errorf("missing %s in %v", want, got)
		}
	}
}
