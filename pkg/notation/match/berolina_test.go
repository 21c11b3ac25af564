package match_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/notation/match"
)

// TestSANBerolinaPawnOrigins: a Berolina pawn moves one square diagonally forward
// (two from its start) and captures straight ahead (presets/berolina.yaml: fmF,
// fceW, ifmnA), so two pawns can make a non-capture move to one square: from the
// start d2 and h2 both reach f4 (d2-e3-f4, h2-g3-f4), e2 and g2 both reach f3.
// SAN then names the origin file, as for any other piece (PGN standard 8.2.3.4),
// and the text reads back as that very move; the bare "f4" would be ambiguous.
func TestSANBerolinaPawnOrigins(t *testing.T) {
	cases := []struct{ fen, coord, san string }{
		{"", "d2f4", "df4"},
		{"", "h2f4", "hf4"},
		{"", "e2f3", "ef3"},
		{"", "g2f3", "gf3"},
		{"", "a2c4", "ac4"}, // e2 reaches c4 too (e2-d3-c4)
		{"", "b2a3", "a3"},  // only b2 reaches a3
		{"rnbqkbnr/pppppppp/8/8/5P2/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1", "h7f5", "hf5"},
		{"rnbqkbnr/pppppppp/8/8/5P2/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1", "d7f5", "df5"},
	}
	for _, c := range cases {
		p := posOf(t, "berolina", c.fen)
		m := legal(t, p, c.coord)
		if got := match.SAN(p, m, false); got != c.san {
			t.Errorf("%s in %q: SAN %q, want %q", c.coord, p.FEN(), got, c.san)
		}
		if back, ok := match.FindSAN(p, match.SAN(p, m, false)); !ok || back != m {
			t.Errorf("%s in %q: SAN %q reads back as %s (found %v)", c.coord, p.FEN(), match.SAN(p, m, false), p.Coord(back), ok)
		}
	}
}
