package replay_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// TestVariationKeepsMainLineHoldings: a variation's moves never change the main
// line's position, its hands (crazyhouse) and explosion stack (atomic) included.
// In 1. e4 d5 2. exd5 (2. Nc3 Nf6) 2... Qxd5 3. Nc3 Qa5 4. P@d4 White holds the
// pawn taken on d5 (hand calculation: one capture by White, exd5), so P@d4 is
// legal; the variation 2. Nc3 Nf6 captures nothing. The atomic game's variation
// (3. Bxf7+ ...) explodes pieces; the main line's 3. Nf3 must still find its
// knight on g1 and the e-pawn game goes on.
func TestVariationKeepsMainLineHoldings(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		plies      int
	}{
		{"crazyhouse", "[Variant \"Crazyhouse\"]\n\n1. e4 d5 2. exd5 (2. Nc3 Nf6) 2... Qxd5 3. Nc3 Qa5 4. P@d4 *\n", 7},
		// the variation drops White's own captured pawn twice over if it shared the hand
		{"crazyhouse-drops", "[Variant \"Crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 (3. P@e4 Qxe4+ 4. Qe2 P@e3) 3... Qa5 4. P@d4 P@e6 *\n", 8},
		// the variation explodes f7 and its neighbours (the king on e8 included:
		// White wins there); the main line never saw the blast
		{"atomic", "[Variant \"Atomic\"]\n\n1. e4 e5 2. Bc4 Nf6 3. Nf3 (3. Bxf7) 3... Nxe4 4. Bxf7 *\n", 7},
	} {
		res := replayGames(t, replay.Options{}, tc.name+".pgn", tc.text)
		if len(res) != 1 {
			t.Fatalf("%s: %d games", tc.name, len(res))
		}
		r := res[0]
		if r.Status != replay.StatusOK || r.Plies != tc.plies {
			t.Errorf("%s: status %s, %d plies (want ok, %d); error %+v", tc.name, r.Status, r.Plies, tc.plies, r.Error)
		}
		for _, w := range r.Warnings {
			if w.Code == replay.CodeVariationIllegal {
				t.Errorf("%s: %+v", tc.name, w)
			}
		}
	}
}
