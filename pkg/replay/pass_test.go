package replay_test

import (
	"slices"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// TestPassSpellings: a janggi pass reads in every form the notations write it
// (rules.pass): Fairy-Stockfish's UCI, the general's square twice ("e2e2");
// its SAN, the general's move to its own square ("Ke2"); a PGN null move ("--",
// "@@@@" as its XBoard protocol writes a pass, "pass"); Game Courier's command
// "pass". Each pass is an event of the pass module (kind pass, on the
// general's square). Hand-worked: 1. c4-c5 (soldier), pass; 2. c5-c6, pass;
// 3. pass: two passes in a row (plies 4 and 5) end the game by janggi's
// material count, equal material, so Black (1.5 points) wins, 0-1.
func TestPassSpellings(t *testing.T) {
	opts := replay.Options{Fallback: "chess"}
	for _, c := range []struct{ name, text string }{
		{"uci.pgn", "[Variant \"janggi\"]\n1. c4c5 e9e9 2. c5c6 e9e9 3. e2e2 0-1\n"},
		{"san.pgn", "[Variant \"janggi\"]\n1. c5 Ke9 2. c6 Ke9 3. Ke2 0-1\n"},
		{"null.pgn", "[Variant \"janggi\"]\n1. c5 -- 2. c6 @@@@ 3. pass 0-1\n"},
		{"gc.txt", "[Variant \"janggi\"]\n1. P c4-c5 pass 2. P c5-c6 pass 3. pass 0-1\n"},
	} {
		r := replayGames(t, opts, c.name, c.text)[0]
		if r.Status != replay.StatusOK || r.Plies != 5 {
			t.Fatalf("%s: status %q after %d plies (%+v); want ok after 5", c.name, r.Status, r.Plies, r.Error)
		}
		if r.Result.Termination != "double-pass" || r.Result.Computed != "0-1" {
			t.Errorf("%s: ended %q %s, want double-pass 0-1", c.name, r.Result.Termination, r.Result.Computed)
		}
		var passes []int
		for _, e := range r.Events {
			if e.Module == "pass" && e.Kind == "pass" {
				passes = append(passes, e.Ply)
				if want := map[bool]string{true: "e2", false: "e9"}[e.Ply%2 == 1]; !slices.Equal(e.Squares, []string{want}) {
					t.Errorf("%s: pass event at ply %d on %v, want %s", c.name, e.Ply, e.Squares, want)
				}
			}
		}
		if !slices.Equal(passes, []int{2, 4, 5}) {
			t.Errorf("%s: pass events at plies %v, want 2 4 5", c.name, passes)
		}
	}
	// In check no pass: the chariot on e5 checks the general on e2.
	r := replayGames(t, opts, "check.pgn", "[Variant \"janggi\"]\n[FEN \"3k5/9/9/9/9/4r4/9/9/4K4/9 w - - 0 1\"]\n1. -- *\n")[0]
	if r.Status != replay.StatusIllegal {
		t.Errorf("a pass in check: status %q, want illegal", r.Status)
	}
}
