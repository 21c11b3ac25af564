package match_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
)

// TestDropOutsideSquares: a drop outside the side's drops.squares is refused
// naming the drop squares, not the ranks; a drop on one of them is played.
func TestDropOutsideSquares(t *testing.T) {
	dir := t.TempDir()
	yaml := "schema: 1\nid: zh-squares\nname: Crazyhouse with drop squares\nextends: crazyhouse\n" +
		"description: Crazyhouse whose drops land on some squares only.\nrules:\n" +
		"  drops:\n    ranks: {P: {from: 2, to: 7}}\n    squares: [a1-h2, d4]\n"
	if err := os.WriteFile(filepath.Join(dir, "zh-squares.yaml"), []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	v, ds := preset.Load("zh-squares", preset.Options{SearchPath: []string{dir}})
	if ds.HasErrors() || v == nil {
		t.Fatalf("load: %v", ds)
	}
	r, err := position.Compile(v)
	if err != nil {
		t.Fatal(err)
	}
	p, err := r.ParseFEN("4k3/8/8/8/8/8/8/4K3[Nn] w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if _, f := resolveCoord(t, p, "N@d4"); f != nil {
		t.Errorf("N@d4: %v, want the drop", f)
	}
	_, f := resolveCoord(t, p, "N@e4")
	if f == nil || !strings.Contains(f.Message, "outside White's drop squares") {
		t.Errorf("N@e4: %v, want a refusal naming White's drop squares", f)
	}
}
