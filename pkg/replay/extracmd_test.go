package replay_test

import (
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// TestGCExtraCommandAsWritten: the extra command of a Game Courier move is named
// as the log writes it. In 6k1/4P3/8/8/8/8/8/4K3 (hand-built) the pawn e7-e8 with
// the queen put on e8 (Q-dest) is a legal promotion; Q-d1, command 3, puts a second
// queen, so the move is side-effects naming Q-d1, not a wrong promotion piece.
func TestGCExtraCommandAsWritten(t *testing.T) {
	text := "[Variant \"chess\"]\n[FEN \"6k1/4P3/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. P e7-e8; Q-dest; Q-d1\n"
	res := replayGames(t, replay.Options{}, "x.gc", text)
	if len(res) != 1 || res[0].Error == nil {
		t.Fatalf("got %+v", res)
	}
	e := res[0].Error
	for _, want := range []string{"the extra command Q-d1 (command 3)", "after the legal move P e7-e8; Q-e8"} {
		if !strings.Contains(e.Message, want) {
			t.Errorf("message %q lacks %q", e.Message, want)
		}
	}
	if e.Code != "side-effects" || strings.Contains(e.Message, "no promotion choice") {
		t.Errorf("code %s, message %q", e.Code, e.Message)
	}
}
