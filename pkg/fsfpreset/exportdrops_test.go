package fsfpreset_test

import (
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/check"
	"github.com/gamecourier/courier/pkg/fsfini"
	"github.com/gamecourier/courier/pkg/fsfpreset"
	"github.com/gamecourier/courier/pkg/preset"
)

// TestExportDropSquares exports a crazyhouse whose drops.squares are each
// side's own (White d4, Black a1) as FSF's dropRegionWhite/Black and imports it
// back: White (a knight and a pawn in hand) drops N@d4 and P@d4, with its king's
// 5 moves 7; Black only its knight on a1 (a1 is its last rank, no pawn there):
// with 5 king moves 6. Counted by hand.
func TestExportDropSquares(t *testing.T) {
	l := preset.NewLoader(preset.Options{})
	src := "schema: 1\nid: zh-squares\nname: Crazyhouse with drop squares\nextends: crazyhouse\n" +
		"description: Crazyhouse whose drops land on some squares only.\nrules:\n" +
		"  drops:\n    ranks: {P: {from: 2, to: 7}}\n    squares: {white: [d4], black: [a1]}\n"
	cr := check.Data(l, "zh-squares.yaml", []byte(src))
	if cr.Variant == nil {
		t.Fatalf("load: %v", cr.Diags)
	}
	ex, err := fsfpreset.Export(cr.Variant)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"dropRegionWhite = d4\n", "dropRegionBlack = a1\n"} {
		if !strings.Contains(string(ex.INI), want) {
			t.Errorf("export lacks %q:\n%s", want, ex.INI)
		}
	}
	f, _ := fsfini.Parse("zh-squares.ini", ex.INI)
	r, yaml := importSection(t, f, ex.Name)
	for fen, want := range map[string]uint64{
		"4k3/8/8/8/8/8/8/4K3[NPnp] w - - 0 1": 7,
		"4k3/8/8/8/8/8/8/4K3[NPnp] b - - 0 1": 6,
	} {
		p, err := r.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Perft(1); got != want {
			t.Errorf("%s: perft(1) %d, want %d\n%s", fen, got, want, yaml)
		}
	}
}
