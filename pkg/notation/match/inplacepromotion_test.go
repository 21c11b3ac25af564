package match_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/notation/pgn"
)

// In-place promotion's texts (sittuyin, as Fairy-Stockfish's SAN and pychess write
// them): the pawn's square when it stays ("e5=F"), both squares when the ferz
// appears on a diagonal neighbour ("e5d6=F"); coordinates "e5e5f", "e5d6f"; each
// text reads back as its move, and the short "d6=F" too. The pawn e5 stands on a
// promotion square (a8 b7 c6 d5 e5 f6 g7 h8); the pawn a3 does not and, with two
// pawns, may not promote.
func TestInPlacePromotionTexts(t *testing.T) {
	p := posOf(t, "sittuyin", "7k/8/8/4P3/8/P7/8/K7[] w - - 0 1")
	want := map[string]string{"e5e5f": "e5=F", "e5d6f": "e5d6=F", "e5f6f": "e5f6=F", "e5d4f": "e5d4=F", "e5f4f": "e5f4=F"}
	n := 0
	for _, m := range p.LegalMoves(nil) {
		if m.Promo == 0 {
			continue
		}
		n++
		c := p.Coord(m)
		san := match.SAN(p, m, false)
		if san != want[c] {
			t.Errorf("%s: SAN %q, want %q", c, san, want[c])
		}
		for _, text := range []string{san, san[len(san)-4:]} {
			s, err := pgn.ParseSAN(text)
			if err != nil {
				t.Errorf("%s: %v", text, err)
				continue
			}
			if got, _, f := match.ResolveSAN(p, &s); f != nil || got != m {
				t.Errorf("SAN %s read as %s (%v), want %s", text, p.Coord(got), f, c)
			}
		}
		if got, f := resolveCoord(t, p, c); f != nil || got != m {
			t.Errorf("coord %s read as %s (%v)", c, p.Coord(got), f)
		}
	}
	if n != len(want) {
		t.Errorf("%d promotions, want %d", n, len(want))
	}
}
