package replay_test

import (
	"path/filepath"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// The real lichess-family games of ../shared/pgn/tricky replay with no preset flag
// (their Variant tags name the presets), every move legal; the computed result is
// the claimed one where the board ends the game.
func TestLichessTrickyGames(t *testing.T) {
	dir := sharedFile(t, "pgn/tricky")
	e := replay.New(replay.Options{})
	type want struct {
		variant, claimed, computed, termination string
		plies                                   int
	}
	for file, ws := range map[string][]want{
		// 61...B@b6+, then "White resigns": no end on the board
		"pc-saturs-jannlee-zh-lichess.pgn": {{"crazyhouse", "0-1", "*", "unterminated", 122}},
		// game 1: 31...Bxg2 takes White's last piece, so White wins (antichess);
		// game 2: agreed draw with kings on the board
		"pc-antichess-programfox.pgn": {{"antichess", "1-0", "1-0", "no-pieces", 62}, {"antichess", "1/2-1/2", "*", "unterminated", 64}},
	} {
		res := run(t, e, filepath.Join(dir, file))
		if len(res) != len(ws) {
			t.Fatalf("%s: %d games, want %d", file, len(res), len(ws))
		}
		for i, r := range res {
			w := ws[i]
			if r.Status != replay.StatusOK || r.Variant != w.variant || r.Plies != w.plies ||
				r.Result.Claimed != w.claimed || r.Result.Computed != w.computed || r.Result.Termination != w.termination || r.Result.Mismatch {
				t.Errorf("%s game %d: %s %s plies %d result %+v, want %+v", file, i+1, r.Status, r.Variant, r.Plies, r.Result, w)
			}
		}
	}
}

// Variant tag spellings of lichess, cutechess, pychess and Fairy-Stockfish.
func TestLichessVariantNames(t *testing.T) {
	e := replay.New(replay.Options{})
	for tag, id := range map[string]string{
		"Crazyhouse": "crazyhouse", "crazyhouse": "crazyhouse", "zh": "crazyhouse",
		"Atomic": "atomic", "atomic": "atomic",
		"Antichess": "antichess", "antichess": "antichess",
		"Giveaway": "giveaway", "giveaway": "giveaway", "Suicide": "suicide", "suicide": "suicide", "Suicide Chess": "suicide",
		"Horde": "horde", "horde": "horde",
		"Three-check": "three-check", "3check": "three-check", "threecheck": "three-check", "Three Check": "three-check",
		"King of the Hill": "king-of-the-hill", "kingofthehill": "king-of-the-hill", "koth": "king-of-the-hill",
		"Racing Kings": "racing-kings", "racingkings": "racing-kings",
	} {
		res := replayText(t, e, tag, gameText(tag, "", nil, " "))
		if len(res) != 1 || res[0].Variant != id || res[0].Status != replay.StatusOK {
			t.Errorf("[Variant %q]: %+v, want preset %s", tag, res[0], id)
		}
	}
}
