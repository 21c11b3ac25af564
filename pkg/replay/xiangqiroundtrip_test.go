package replay_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/coord"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/replay"
)

// TestXiangqiGameRoundTrip writes every uncorrupted oracle xiangqi and
// minixiangqi game (../shared/oracle/fsf-variants) in each xiangqi notation
// (ICCS, WXF, Chinese) as a PGN game with its Format and FEN tags and the
// oracle's result, and replays it: every game is ok with the oracle's plies, and
// a game the oracle ends by checkmate or stalemate (a loss in xiangqi) gets the
// oracle's result from the board, with no mismatch.
func TestXiangqiGameRoundTrip(t *testing.T) {
	dir := sharedFile(t, "oracle/fsf-variants")
	if testing.Short() {
		t.Skip("short")
	}
	e := replay.New(replay.Options{})
	games := 0
	for _, v := range []string{"xiangqi", "minixiangqi"} {
		r, _, err := e.Rules(v)
		if err != nil {
			t.Fatal(err)
		}
		for _, gm := range oracleGames(t, filepath.Join(dir, "games-"+v+".jsonl")) {
			if gm.Corrupted {
				continue
			}
			texts := map[string][]string{}
			p, err := r.ParseFEN(gm.StartFEN)
			if err != nil {
				t.Fatal(err)
			}
			last := position.NoMove
			for ply, mv := range gm.Moves {
				c, err := coord.Parse(mv, sq.DefaultLabels(r.G.Files, r.G.Ranks))
				if err != nil {
					t.Fatal(err)
				}
				m, fl := match.ResolveCoordMove(p, c)
				if fl != nil {
					t.Fatalf("%s ply %d: oracle move %s: %v", gm.ID, ply+1, mv, fl)
				}
				for _, name := range []string{"iccs", "wxf", "zh"} {
					texts[name] = append(texts[name], match.NotationNamed(name).Write(p, m, last))
				}
				p.Make(m)
				last = m
			}
			for _, f := range []struct{ name, tag string }{{"iccs", "ICCS"}, {"wxf", "WXF"}, {"zh", "zh"}} {
				var b strings.Builder
				fmt.Fprintf(&b, "[Variant %q]\n[FEN %q]\n[Format %q]\n[Result %q]\n\n", v, gm.StartFEN, f.tag, gm.Result)
				for i, text := range texts[f.name] {
					if i%2 == 0 {
						fmt.Fprintf(&b, "%d. ", i/2+1)
					}
					b.WriteString(text + " ")
				}
				b.WriteString(gm.Result + "\n")
				res := replayText(t, e, gm.ID+"."+f.name+".pgn", b.String())
				if len(res) != 1 {
					t.Fatalf("%s in %s: %d games", gm.ID, f.name, len(res))
				}
				got := res[0]
				if got.Status != replay.StatusOK || got.Plies != len(gm.Moves) || got.Result.Mismatch {
					t.Errorf("%s in %s: %s, %d plies (want %d), %+v, %+v\n%s", gm.ID, f.name, got.Status, got.Plies, len(gm.Moves), got.Result, got.Error, b.String())
					continue
				}
				if (gm.End == "checkmate" || gm.End == "stalemate") && got.Result.Computed != gm.Result {
					t.Errorf("%s in %s: computed %s, the oracle's %s (%s)", gm.ID, f.name, got.Result.Computed, gm.Result, gm.End)
				}
			}
			games++
		}
	}
	if games == 0 {
		t.Fatal("no game written")
	}
	t.Logf("%d games in 3 notations", games)
}
