package replay_test

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// fsfVariantPresets maps the Fairy-Stockfish variant names of
// ../shared/oracle/fsf-variants/games-*.jsonl to the shipped presets that play them.
var fsfVariantPresets = map[string]string{
	"capablanca": "capablanca", "gothic": "gothic", "janus": "janus", "embassy": "embassy",
	"knightmate": "knightmate", "chancellor": "chancellor", "centaur": "centaur",
	"amazon": "amazon", "almost": "almost", "nightrider": "nightrider",
	"berolina": "berolina", "newzealand": "newzealand",
	"shatranj": "shatranj", "courier": "courier", "makruk": "makruk",
	"grasshopper": "grasshopper", "shako": "shako", "xiangqi": "xiangqi", "minixiangqi": "minixiangqi",
	"chigorin": "chigorin", "grand": "grand", "shogi": "shogi", "minishogi": "minishogi",
	"loop": "loop", "placement": "placement",
	"extinction": "extinction", "kinglet": "kinglet", "threekings": "threekings", "losers": "losers",
	"seirawan": "seirawan", "coregal": "coregal", "sittuyin": "sittuyin", "janggi": "janggi",
}

// fsfAutomatic maps the endings of the oracle games that the presets' rules make
// automatic to our termination. The others (the n-move rule and repetition, which
// the presets leave to a claim until 75 moves / fivefold, Fairy-Stockfish's own
// insufficient-material judgement, the 300-ply cut) only need the game to replay
// ok with all its plies.
var fsfAutomatic = map[string]string{"checkmate": "checkmate", "stalemate": "stalemate", "counting_rule": "counting"}

// fsfVariantEnd is our termination for Fairy-Stockfish's variant_end of a variant.
var fsfVariantEnd = map[string]string{"shatranj": "bare-king", "courier": "bare-king",
	"extinction": "extinction", "kinglet": "extinction", "threekings": "extinction", "losers": "extinction",
	"janggi": "double-pass|bikjang"}

type fsfVariantGame struct {
	ID        string   `json:"id"`
	Variant   string   `json:"variant"`
	StartFEN  string   `json:"start_fen"`
	Moves     []string `json:"moves"`
	End       string   `json:"end"`
	Result    string   `json:"result"`
	Corrupted bool     `json:"corrupted"`
	FirstIll  int      `json:"first_illegal_ply"`
}

// TestFairyStockfishVariantGames replays the random games of every variant courier
// has a preset for: ok with all plies and the recorded ending where it is automatic,
// corrupted copies stopped at their first illegal ply.
func TestFairyStockfishVariantGames(t *testing.T) {
	runFSFVariantGames(t, sharedFile(t, "oracle/fsf-variants"), fsfVariantPresets, fsfVariantEnd)
}

// runFSFVariantGames replays games-VARIANT.jsonl of dir (a Fairy-Stockfish oracle in
// the fsf-variants format) for every variant of presets (FSF name -> shipped preset),
// one subtest per variant, as a log in coordinates with the start FEN as its FEN
// tag: every game ok with all its plies, ended with the oracle's result and our
// termination where its ending is automatic here (checkmate, stalemate, and
// variant_end as variantEnd names it for the variant), every corrupted copy
// stopped at its first illegal ply.
func runFSFVariantGames(t *testing.T, dir string, presets, variantEnd map[string]string) {
	e := replay.New(replay.Options{})
	var names []string
	for v := range presets {
		names = append(names, v)
	}
	sort.Strings(names)
	for _, v := range names {
		t.Run(v, func(t *testing.T) {
			file := filepath.Join(dir, "games-"+v+".jsonl")
			games, corrupted := 0, 0
			eachLine(t, file, func(line int, data []byte) {
				var g fsfVariantGame
				if err := json.Unmarshal(data, &g); err != nil {
					t.Fatalf("%s:%d: %v", file, line, err)
				}
				where := fmt.Sprintf("%s:%d %s", filepath.Base(file), line, g.ID)
				res := replayText(t, e, where, gameText(presets[v], g.StartFEN, g.Moves, " "))
				if len(res) != 1 {
					t.Fatalf("%s: %d games read", where, len(res))
				}
				r := res[0]
				if g.Corrupted {
					corrupted++
					if r.Status != replay.StatusIllegal || r.Error == nil || r.Error.Ply != g.FirstIll+1 {
						t.Errorf("%s: corrupted at ply %d: status %s, error %+v", where, g.FirstIll+1, r.Status, r.Error)
					}
					return
				}
				games++
				if r.Status != replay.StatusOK || r.Plies != len(g.Moves) {
					t.Errorf("%s: status %s after %d of %d plies: %+v", where, r.Status, r.Plies, len(g.Moves), r.Error)
					return
				}
				want, ok := fsfAutomatic[g.End]
				if g.End == "variant_end" {
					want, ok = variantEnd[v]
					if !ok {
						t.Errorf("%s: ended by a rule of %s that has no termination here", where, v)
					}
					// "a|b": the variant ends by either rule (dobutsu: the lion taken, or
					// brought safely to the far rank)
					if slices.Contains(strings.Split(want, "|"), r.Result.Termination) {
						want = r.Result.Termination
					}
				}
				if g.End == "checkmate" && r.Result.Termination == "drop-mate" {
					want = "drop-mate" // a mate by a forbidden pawn drop: Fairy-Stockfish scores it as a checkmate of its maker
				}
				if ok && (r.Result.Termination != want || r.Result.Computed != g.Result) {
					t.Errorf("%s: ended %s %s, Fairy-Stockfish %s %s", where, r.Result.Termination, r.Result.Computed, g.End, g.Result)
				}
			})
			t.Logf("%s: %d games, %d corrupted copies", v, games, corrupted)
		})
	}
}

// TestFairyStockfishMinixiangqiThreefold replays the minixiangqi oracle games with
// Fairy-Stockfish's repetition rule (testdata/minixiangqi-threefold.yaml: the third
// occurrence ends the game; a side that gave check with every move since the first
// occurrence loses, as Fairy-Stockfish's perpetual-check rule for the xiangqi
// family has it). Fairy-Stockfish ends five of them by repetition, each a draw
// (games-minixiangqi.jsonl: end repetition, result 1/2-1/2): here they end at the
// same ply with a draw by repetition; every other game keeps all its plies (no
// threefold Fairy-Stockfish did not see) and its ending.
func TestFairyStockfishMinixiangqiThreefold(t *testing.T) {
	file := filepath.Join(sharedFile(t, "oracle/fsf-variants"), "games-minixiangqi.jsonl")
	e := replay.New(replay.Options{Preset: "testdata/minixiangqi-threefold.yaml"})
	reps := 0
	eachLine(t, file, func(line int, data []byte) {
		var g fsfVariantGame
		if err := json.Unmarshal(data, &g); err != nil {
			t.Fatalf("%s:%d: %v", file, line, err)
		}
		if g.Corrupted {
			return
		}
		where := fmt.Sprintf("%s:%d %s", filepath.Base(file), line, g.ID)
		res := replayText(t, e, where, gameText("minixiangqi", g.StartFEN, g.Moves, " "))
		if len(res) != 1 {
			t.Fatalf("%s: %d games read", where, len(res))
		}
		r := res[0]
		if r.Status != replay.StatusOK || r.Plies != len(g.Moves) {
			t.Errorf("%s: status %s after %d of %d plies: %+v", where, r.Status, r.Plies, len(g.Moves), r.Error)
			return
		}
		want, ok := map[string]string{"checkmate": "checkmate", "stalemate": "stalemate", "repetition": "repetition"}[g.End]
		if g.End == "repetition" {
			reps++
		}
		if ok && (r.Result.Termination != want || r.Result.Computed != g.Result) {
			t.Errorf("%s: ended %s %s, Fairy-Stockfish %s %s", where, r.Result.Termination, r.Result.Computed, g.End, g.Result)
		}
	})
	if reps != 5 {
		t.Errorf("%d games end by repetition, the oracle's README counts 5", reps)
	}
}
