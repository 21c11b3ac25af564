package replay_test

import (
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// TestVariantRefusalsSayWhy: a move refused by a variant's rule says which rule
// and why. Racing Kings: 1. Nc3 attacks Black's king on a2 (a knight on c3
// reaches a2), and no move may give check. Atomic: the king on e1 may not take
// the pawn on d2, as the explosion would take the king too.
func TestVariantRefusalsSayWhy(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"racing-kings", "[Variant \"Racing Kings\"]\n\n1. Nc3 *\n", "would give check"},
		{"atomic", "[Variant \"Atomic\"]\n[FEN \"4k3/8/8/8/8/8/3p4/4K3 w - - 0 1\"]\n\n1. Kxd2 *\n", "the explosion would take it too"},
	} {
		r := replayGames(t, replay.Options{}, tc.name+".pgn", tc.text)[0]
		if r.Error == nil || r.Error.Code != "rule-module" || !strings.Contains(r.Error.Message, tc.want) {
			t.Errorf("%s: %+v; want a rule-module error saying %q", tc.name, r.Error, tc.want)
		}
	}
}
