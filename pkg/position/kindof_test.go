package position

import (
	"testing"
)

// TestKindOfAndPawnKind holds KindOf (a table by letter) and PawnKind to the
// preset's own piece list in every shipped preset: KindOf(l) is 1 + the index of
// the first piece whose letter is l (0 when none), for every byte; PawnKind is 1 +
// the index of the first piece marked pawn (0 when none).
func TestKindOfAndPawnKind(t *testing.T) {
	pawns := 0
	for _, sv := range shippedRules(t) {
		name, v, r := sv.name, sv.v, sv.r
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
