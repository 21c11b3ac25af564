package position

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/presets"
)

// TestKindOfAndPawnKind holds KindOf (a table by letter) and PawnKind to the
// preset's own piece list in every shipped preset: KindOf(l) is 1 + the index of
// the first piece whose letter is l (0 when none), for every byte; PawnKind is 1 +
// the index of the first piece marked pawn (0 when none).
func TestKindOfAndPawnKind(t *testing.T) {
	names, err := fs.Glob(presets.FS, "*.yaml")
	if err != nil || len(names) == 0 {
		t.Fatalf("no shipped presets: %v", err)
	}
	pawns := 0
	for _, name := range names {
		name = strings.TrimSuffix(name, ".yaml")
		v, ds := preset.Load(name, preset.Options{})
		if ds.HasErrors() || v == nil {
			t.Fatalf("preset %s: %v", name, ds)
		}
		r, err := Compile(v)
		if err != nil {
			t.Fatalf("compile %s: %v", name, err)
		}
		for l := 0; l < 256; l++ {
			want := 0
			for i, pt := range v.Pieces {
				if pt.Letter == byte(l) {
					want = i + 1
					break
				}
			}
			if got := r.KindOf(byte(l)); got != want {
				t.Fatalf("%s: KindOf(%q) = %d, the piece list says %d", name, rune(l), got, want)
			}
		}
		want := 0
		for i, pt := range v.Pieces {
			if pt.Pawn {
				want = i + 1
				break
			}
		}
		if want != 0 {
			pawns++
		}
		if got := r.PawnKind(); got != want {
			t.Fatalf("%s: PawnKind() = %d, the piece list says %d", name, got, want)
		}
	}
	if pawns == 0 {
		t.Fatal("no preset with a pawn")
	}
}
