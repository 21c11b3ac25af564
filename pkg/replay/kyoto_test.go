package replay_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// TestKyotoShogiGame: a Kyoto Shogi game in Fairy-Stockfish's coordinates (the
// first nine plies of the oracle game kyotoshogi-g00), found by its Variant tag
// (the preset's display name, and the alias "kyoto"): every move flips its
// piece, "+" a promotion and "-" a demotion, and 9. S@a2 drops the silver that
// 7. d1d2- (the gold taking the bishop) put in White's hand. Hand-worked
// events: promotions at plies 1, 2, 5, 6, demotions at 3, 4, 7, 8, the drop at 9.
func TestKyotoShogiGame(t *testing.T) {
	opts := replay.Options{Fallback: "chess", KeepMoves: true}
	const moves = "b1c2+ d5d4+ a1a2- d4c3- a2a4+ c3d2+ d1d2- b5c4- S@a2 *\n"
	want := []string{"promotion", "promotion", "demotion", "demotion", "promotion", "promotion", "demotion", "demotion", "drop"}
	for _, tag := range []string{"Kyoto Shogi", "kyoto"} {
		res := replayGames(t, opts, "kyoto.pgn", "[Variant \""+tag+"\"]\n\n"+moves)
		r := res[0]
		if r.Status != replay.StatusOK || r.Plies != 9 || len(r.Events) != len(want) {
			t.Fatalf("%s: status %q, %d plies, events %+v", tag, r.Status, r.Plies, r.Events)
		}
		for i, e := range r.Events {
			if e.Ply != i+1 || e.Kind != want[i] {
				t.Errorf("%s: event %d = ply %d %s, want ply %d %s", tag, i, e.Ply, e.Kind, i+1, want[i])
			}
		}
	}
}
