package replay_test

import (
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// A game the board has not ended gets its result from how the log says it ended:
// a status comment ("White resigns", lichess), a Game Courier resign/drawn/won, the
// PGN Termination tag (PGN standard 9.8.1), else the claimed result itself as a
// resignation or an agreement (as lichess reads an imported game). The board comes
// first: a mate is a mate whatever the tags say. Positions: after 1. e4 e5 2. Nf3
// nothing has ended; 1. f3 e5 2. g4 Qh4# is mate.
func TestEndingOffTheBoard(t *testing.T) {
	e := replay.New(replay.Options{})
	const quiet = "1. e4 e5 2. Nf3 "
	for _, c := range []struct {
		name, tags, moves              string
		claimed, computed, termination string
		mismatch                       bool
		// also: a diagnostic code the game must carry; without: one it must not
		also, without string
	}{
		{"resign comment", "", quiet + "{ White resigns } 0-1", "0-1", "0-1", "resignation", false, "", "result-mismatch"},
		{"resign comment, other result", "", quiet + "{ White resigns } 1-0", "1-0", "0-1", "resignation", true, "result-mismatch", ""},
		{"resigned, lower case, period", "", quiet + "{black resigned.} 1-0", "1-0", "1-0", "resignation", false, "", ""},
		{"wins on time", "", quiet + "{ Black wins on time } 0-1", "0-1", "0-1", "time-forfeit", false, "", ""},
		{"forfeits on time", "", quiet + "{ Black forfeits on time } 1-0", "1-0", "1-0", "time-forfeit", false, "", ""},
		{"a comment that is no status", "", quiet + "{ White resigns here? } 1-0", "1-0", "1-0", "resignation", false, "", ""},
		{"no tag, draw", "", quiet + "1/2-1/2", "1/2-1/2", "1/2-1/2", "agreement", false, "", ""},
		{"no tag, decisive", "", quiet + "1-0", "1-0", "1-0", "resignation", false, "", ""},
		{"Normal", `[Termination "Normal"]`, quiet + "0-1", "0-1", "0-1", "resignation", false, "", ""},
		{"Time forfeit", `[Termination "Time forfeit"]`, quiet + "1-0", "1-0", "1-0", "time-forfeit", false, "", ""},
		{"abandoned", `[Termination "abandoned"]`, quiet + "0-1", "0-1", "0-1", "abandoned", false, "", ""},
		{"adjudication", `[Termination "adjudication"]`, quiet + "1/2-1/2", "1/2-1/2", "1/2-1/2", "adjudication", false, "", ""},
		{"rules infraction", `[Termination "rules infraction"]`, quiet + "1-0", "1-0", "1-0", "rules-infraction", false, "", ""},
		{"free text", `[Termination "Black won by resignation"]`, quiet + "0-1", "0-1", "0-1", "resignation", false, "", ""},
		{"free text, draw", `[Termination "Game drawn by agreement"]`, quiet + "1/2-1/2", "1/2-1/2", "1/2-1/2", "agreement", false, "", ""},
		// the tag says the game is not over, yet a result is claimed: they disagree
		{"unterminated", `[Termination "unterminated"]`, quiet + "1-0", "1-0", "*", "unterminated", true, "result-mismatch", ""},
		{"unterminated, star", `[Termination "unterminated"]`, quiet + "*", "*", "*", "unterminated", false, "", "result-mismatch"},
		{"star", "", quiet + "*", "*", "*", "unterminated", false, "", ""},
		{"no result at all", "", quiet, "", "*", "unterminated", false, "", ""},
		{"mate first", `[Termination "Time forfeit"]`, "1. f3 e5 2. g4 Qh4# 0-1", "0-1", "0-1", "checkmate", false, "", ""},
		{"mate against the claim", `[Termination "Normal"]`, "1. f3 e5 2. g4 Qh4# 1-0", "1-0", "0-1", "checkmate", true, "result-mismatch", ""},
		// moves after a resignation comment are replayed, with a warning
		{"moves after", "", "1. e4 e5 { White resigns } 2. Nf3 Nc6 0-1", "0-1", "0-1", "resignation", false, "moves-after-result", ""},
		// Game Courier: resign typed by the side to move (White after 1... e5)
		{"gc resign", "", "1. P e2-e4  1... p e7-e5\n2. resign", "0-1", "0-1", "resignation", false, "", ""},
		{"gc drawn", `[Result "1/2-1/2"]`, "1. P e2-e4  1... p e7-e5\n2. drawn", "1/2-1/2", "1/2-1/2", "agreement", false, "", ""},
		{"gc won", "", "1. P e2-e4  1... won", "0-1", "0-1", "claimed-win", false, "", ""},
		// a Result tag that the typed resign contradicts: a mismatch (no separate warning)
		{"gc resign, tag against it", `[Result "1-0"]`, "1. P e2-e4  1... p e7-e5\n2. resign", "1-0", "0-1", "resignation", true, "result-mismatch", "result-conflict"},
		{"gc status comment", "", "1. P e2-e4  1... p e7-e5\n// Black has resigned.", "1-0", "1-0", "resignation", false, "", ""},
	} {
		text := "[Variant \"chess\"]\n" + c.tags + "\n\n" + c.moves + "\n\n"
		res := replayText(t, e, c.name, text)
		if len(res) != 1 {
			t.Fatalf("%s: %d games", c.name, len(res))
		}
		r := res[0]
		if r.Status != replay.StatusOK || r.Result.Claimed != c.claimed || r.Result.Computed != c.computed ||
			r.Result.Termination != c.termination || r.Result.Mismatch != c.mismatch {
			t.Errorf("%s: %s %+v, want claimed %q computed %s termination %s mismatch %v (%v)",
				c.name, r.Status, r.Result, c.claimed, c.computed, c.termination, c.mismatch, r.Diags)
		}
		codes := map[string]bool{}
		for _, d := range r.Diags {
			codes[d.Code] = true
			if d.Code == "result-mismatch" && c.name == "resign comment, other result" && !strings.Contains(d.Message, "White's resignation (0-1)") {
				t.Errorf("%s: message %q does not say what the log records", c.name, d.Message)
			}
		}
		if c.also != "" && !codes[c.also] {
			t.Errorf("%s: no %s among %v", c.name, c.also, r.Diags)
		}
		if c.without != "" && codes[c.without] {
			t.Errorf("%s: unexpected %s: %v", c.name, c.without, r.Diags)
		}
	}
}
