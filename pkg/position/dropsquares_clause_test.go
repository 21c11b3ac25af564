package position_test

// Clause tests of drops.squares (rules.Drops.Squares), on positions written by
// hand. The rule is Fairy-Stockfish's drop region (its options whiteDropRegion and
// blackDropRegion, dropRegionWhite/Black in variants.ini): a side drops its pieces,
// whatever their type, only on the empty squares of its own region; a pawn keeps its
// own limits on top (no pawn on the first or last rank in crazyhouse). Written for
// White, Black's squares are White's mirrored (rank 1 <-> the last rank); written
// {white, black}, each side's are its own.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/pkg/rules"
)

// dsRules loads a crazyhouse with the drops module's squares written as given.
func dsRules(t *testing.T, squares string) *position.Rules {
	t.Helper()
	dir := t.TempDir()
	yaml := "schema: 1\nid: zh-squares\nname: Crazyhouse with drop squares\nextends: crazyhouse\n" +
		"description: Crazyhouse whose drops land on some squares only.\nrules:\n" +
		"  drops:\n    ranks: {P: {from: 2, to: 7}}\n    squares: " + squares + "\n"
	if err := os.WriteFile(filepath.Join(dir, "zh-squares.yaml"), []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	v, ds := preset.Load("zh-squares", preset.Options{SearchPath: []string{dir}})
	if ds.HasErrors() || v == nil {
		t.Fatalf("load: %v", ds)
	}
	return clCompile(t, v)
}

// dsDrops lists the legal drops of the side to move.
func dsDrops(t *testing.T, p *position.Position) []string {
	t.Helper()
	var out []string
	for c := range clLegal(t, p) {
		if strings.Contains(c, "@") {
			out = append(out, c)
		}
	}
	return out
}

// White's squares a1-h2 and d4: a knight drops on the 15 empty squares of ranks
// 1-2 (e1 holds the king) and d4, 16; a pawn on rank 2 (8) and d4, 9; with the
// king's 5 moves, 30. Black's are mirrored (a7-h8 and d5): the same counts, d5 and
// not d4.
func TestDropSquaresMirrored(t *testing.T) {
	r := dsRules(t, "[a1-h2, d4]")
	for _, c := range []struct{ fen, in, out string }{
		{"4k3/8/8/8/8/8/8/4K3[NPnp] w - - 0 1", "d4", "d5"},
		{"4k3/8/8/8/8/8/8/4K3[NPnp] b - - 0 1", "d5", "d4"},
	} {
		p := clPos(t, r, c.fen)
		if n := len(p.LegalMoves(nil)); n != 16+9+5 {
			t.Errorf("%s: %d legal moves, want 16+9+5", c.fen, n)
		}
		if n := len(dsDrops(t, p)); n != 16+9 {
			t.Errorf("%s: %d drops, want 16+9", c.fen, n)
		}
		clHas(t, p, "N@"+c.in, "P@"+c.in)
		clLacks(t, p, "N@"+c.out, "P@"+c.out, "N@e4", "P@a1", "P@a8")
		kind := r.KindOf('N')
		if got := p.DropRefusal(kind, clSq(t, r, c.out)); got != rules.DropRank {
			t.Errorf("%s: DropRefusal(N, %s) = %q, want rank", c.fen, c.out, got)
		}
		if got := p.DropRefusal(kind, clSq(t, r, c.in)); got != rules.DropAllowed {
			t.Errorf("%s: DropRefusal(N, %s) = %q, want allowed", c.fen, c.in, got)
		}
	}
}

// Each side's own squares: White drops on d4 only (N@d4, P@d4), with its king's 5
// moves 7; Black on a1 only, its knight (n@a1); a pawn never, a1 being Black's last
// rank: 1 drop and 5 king moves, 6.
func TestDropSquaresPerSide(t *testing.T) {
	r := dsRules(t, "{white: [d4], black: [a1]}")
	p := clPos(t, r, "4k3/8/8/8/8/8/8/4K3[NPnp] w - - 0 1")
	clSame(t, "White's drops", dsDrops(t, p), []string{"N@d4", "P@d4"})
	if n := len(p.LegalMoves(nil)); n != 7 {
		t.Errorf("White: %d legal moves, want 7", n)
	}
	p = clPos(t, r, "4k3/8/8/8/8/8/8/4K3[NPnp] b - - 0 1")
	clSame(t, "Black's drops", dsDrops(t, p), []string{"N@a1"})
	if n := len(p.LegalMoves(nil)); n != 6 {
		t.Errorf("Black: %d legal moves, want 6", n)
	}
}
