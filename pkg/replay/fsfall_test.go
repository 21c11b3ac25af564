package replay_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/internal/fsforacle"
	"github.com/gamecourier/courier/pkg/replay"
)

// fsfAllPresets is fsforacle.AllBuiltins: the built-in variants of
// ../shared/oracle/fsf-variants-all and their presets (pkg/position checks the
// perft rows and the ply-by-ply legal move counts of the same).
var fsfAllPresets = fsforacle.AllBuiltins

// fsfAllVariantEnd is our termination for Fairy-Stockfish's variant_end in the
// fsf-variants-all games of a variant ("a|b": either)
var fsfAllVariantEnd = map[string]string{
	"5check": "checks", "codrus": "extinction", "giveaway": "no-pieces", "suicide": "no-pieces",
	"breakthrough": "goal", "fox-and-hounds": "goal", "jesonmor": "goal", "checkshogi": "checks", "nocheckatomic": "extinction", "atomar": "extinction", "dobutsu": "extinction|goal",
	"karouk": "checks", "shatar": "extinction",
	"janggicasual": "double-pass", "janggimodern": "double-pass", "janggitraditional": "double-pass|bikjang",
}

// TestFairyStockfishAllGames replays the random games and corrupted copies of
// ../shared/oracle/fsf-variants-all for every built-in variant of fsfAllPresets,
// as TestFairyStockfishVariantGames does for the first oracle.
func TestFairyStockfishAllGames(t *testing.T) {
	runFSFVariantGames(t, sharedFile(t, "oracle/fsf-variants-all"), fsfAllPresets, fsfAllVariantEnd)
}

// S-house's usual spellings name the shouse preset (issue 23): 1. Nf3/H gates the
// hawk on g1 (Fairy-Stockfish's "g1f3h"), and the game replays.
func TestShouseVariantNames(t *testing.T) {
	e := replay.New(replay.Options{FinalFEN: true})
	for _, tag := range []string{"shouse", "S-House", "s-house"} {
		res := replayText(t, e, tag, gameText(tag, "", []string{"1. Nf3/H e6 *"}, " "))
		if len(res) != 1 || res[0].Variant != "shouse" || res[0].Status != replay.StatusOK || res[0].Plies != 2 {
			t.Errorf("[Variant %q]: %+v, want preset shouse, 2 plies", tag, res[0])
		}
	}
}
