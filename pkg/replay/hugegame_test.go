package replay_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// TestHugeGameBounded: one game of a million plies (a knight shuffle, 7.5 MiB of
// text) costs a bounded number of bytes per input byte, whether its moves follow
// an automatic end (chess: fivefold repetition after ply 16, hand count: the
// start position for the fifth time after 4 shuffles of 4 plies) or the game
// never ends (a preset with no move or repetition rule). The replay keeps no
// undo record beyond the last few hundred plies, and after the end no
// repetition key; what remains is the reading of the text.
func TestHugeGameBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("a million plies")
	}
	const plies = 1_000_000
	text := knightShuffle(plies)
	for _, tc := range []struct {
		name       string
		opts       replay.Options
		status     string
		main, post int
	}{
		{"after fivefold", replay.Options{Fallback: "chess"}, replay.StatusIllegal, 16, plies - 16},
		{"endless", replay.Options{Preset: "testdata/long/endless.yaml"}, replay.StatusOK, plies, 0},
	} {
		var res []*replay.Result
		alloc := allocated(func() { res = replayGames(t, tc.opts, "shuffle.pgn", text) })
		r := res[0]
		post := 0
		if r.AfterEnd != nil {
			post = r.AfterEnd.Plies
		}
		if r.Status != tc.status || r.Plies != tc.main || post != tc.post {
			t.Errorf("%s: %s, %d plies + %d after the end; want %s, %d + %d", tc.name, r.Status, r.Plies, post, tc.status, tc.main, tc.post)
		}
		// before the bound: 20 bytes per input byte in both
		if limit := uint64(12 * len(text)); alloc > limit {
			t.Errorf("%s: allocated %d MiB for %d MiB of input (limit %d MiB)", tc.name, alloc>>20, len(text)>>20, limit>>20)
		}
		t.Logf("%s: %d MiB allocated for %d MiB of input", tc.name, alloc>>20, len(text)>>20)
	}
}

// TestMaxPlies: Options.MaxPlies stops a game at the ply past it: an error
// (max-plies, status unsupported) at that ply's move when the game had not
// ended, with the plies before it replayed; after an automatic end the
// game-over error stays and max-plies is a warning, the plies after the end
// counted up to the limit.
func TestMaxPlies(t *testing.T) {
	text := knightShuffle(400) // 10 moves (20 plies) a line from line 4
	r := replayGames(t, replay.Options{Preset: "testdata/long/endless.yaml", MaxPlies: 100}, "s.pgn", text)[0]
	// ply 101 is White's 51st move, Nf3 (move 51: odd), first on line 4+5 = 9
	if r.Status != replay.StatusUnsupported || r.Plies != 100 || r.Error == nil || r.Error.Code != replay.CodeMaxPlies ||
		r.Error.Ply != 101 || r.Error.Text != "Nf3" || r.Error.Line != 9 {
		t.Errorf("endless: %s, %d plies, %+v; want unsupported after 100 plies, max-plies at ply 101 (Nf3, line 9)", r.Status, r.Plies, r.Error)
	}
	r = replayGames(t, replay.Options{Fallback: "chess", MaxPlies: 100}, "s.pgn", text)[0]
	found := false
	for _, w := range r.Warnings {
		found = found || w.Code == replay.CodeMaxPlies
	}
	if r.Status != replay.StatusIllegal || r.Error == nil || r.Error.Code != "game-over" || r.Plies != 16 ||
		r.AfterEnd == nil || r.AfterEnd.Plies != 84 || !found {
		t.Errorf("chess: %s, %d plies, %+v, %+v, %+v; want game-over at ply 17, 84 plies after it, a max-plies warning", r.Status, r.Plies, r.Error, r.AfterEnd, r.Warnings)
	}
}
