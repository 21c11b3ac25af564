package replay_test

import (
	"path/filepath"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// The real lichess-family games of ../shared/pgn/tricky replay with no preset flag
// (their Variant tags name the presets), every move legal, the computed result the
// claimed one: where the board ends the game, and where the log records how it
// ended off the board (a resignation comment; a draw claimed with no Termination
// tag: an agreement, as lichess reads an imported game).
func TestLichessTrickyGames(t *testing.T) {
	dir := sharedFile(t, "pgn/tricky")
	e := replay.New(replay.Options{FinalFEN: true})
	type want struct {
		variant, claimed, computed, termination string
		plies                                   int
	}
	for file, ws := range map[string][]want{
		// 61...B@b6+, then the comment "White resigns": no end on the board
		"pc-saturs-jannlee-zh-lichess.pgn": {{"crazyhouse", "0-1", "0-1", "resignation", 122}},
		// game 1: 31...Bxg2 takes White's last piece, so White wins (antichess);
		// game 2: a draw claimed with kings on the board, no Termination tag
		"pc-antichess-programfox.pgn": {{"antichess", "1-0", "1-0", "no-pieces", 62}, {"antichess", "1/2-1/2", "1/2-1/2", "agreement", 64}},
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
	e := replay.New(replay.Options{FinalFEN: true})
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

// Crazyhouse960 (pychess writes [Variant "crazyhouse960"]): the FEN tag is the start,
// O-O and O-O-O castle as in Chess960 (FIDE Appendix I: king to g1/c1, rook to
// f1/d1), drops as in crazyhouse. 1. O-O: king b1-g1, rook h1-f1; 1... O-O-O: king
// b8-c8, rook a8-d8; 2. Rxf7 (the f-file is open) puts a pawn in White's hand, dropped
// at 3. P@e6; 2... Rxd2 one in Black's.
func TestCrazyhouse960Replay(t *testing.T) {
	e := replay.New(replay.Options{FinalFEN: true})
	for _, tag := range []string{"crazyhouse960", "Crazyhouse960", "crazyhouse 960"} {
		text := gameText(tag, "rk5r/ppp1pppp/8/8/8/8/PPPPP1PP/RK5R[] w AHah - 0 1",
			[]string{"1. O-O O-O-O 2. Rxf7 Rxd2 3. P@e6 *"}, " ")
		res := replayText(t, e, tag, text)
		if len(res) != 1 || res[0].Status != replay.StatusOK || res[0].Variant != "crazyhouse960" || res[0].Plies != 5 {
			t.Fatalf("[Variant %q]: %+v", tag, res[0])
		}
		// the position Fairy-Stockfish (crazyhouse, UCI_Chess960) reaches with b1h1 b8a8
		// f1f7 d8d2 P@e6
		if want := "2k4r/ppp1pRpp/4P3/8/8/8/PPPrP1PP/R5K1[p] b - - 0 3"; res[0].FinalFEN != want {
			t.Errorf("[Variant %q]: final %s, want %s", tag, res[0].FinalFEN, want)
		}
	}
}
