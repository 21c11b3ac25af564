package position_test

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/position"
)

type fsfGame struct {
	ID          string   `json:"id"`
	Preset      string   `json:"preset"`
	Without     string   `json:"without"`
	StartFEN    string   `json:"start_fen"`
	Moves       []string `json:"moves"`
	Termination string   `json:"termination"`
	Result      string   `json:"result"`
	FinalFEN    string   `json:"final_fen"`
	LegalCounts []int    `json:"legal_counts"`
	Corrupted   bool     `json:"corrupted"`
	FirstIll    int      `json:"first_illegal_ply"`
	AutoEnd     *struct {
		Ply         int    `json:"ply"`
		Termination string `json:"termination"`
		Result      string `json:"result"`
	} `json:"auto_end"`
}

func find(p *position.Position, legal []position.Move, text string) (position.Move, bool) {
	for _, m := range legal {
		if p.Coord(m) == text {
			return m, true
		}
	}
	return position.NoMove, false
}

// TestFairyStockfishGames replays every game of ../shared/oracle/fsf/games-*.jsonl
// move by move: the number of legal moves at each ply, the final position, the
// ending, the automatic ends of RULES.md the engine played through, and the first
// illegal move of every corrupted copy.
func TestFairyStockfishGames(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(sharedDir, "fsf", "games-*.jsonl"))
	if len(files) == 0 {
		t.Skip("shared oracle games not found beside this repository")
	}
	cache := map[string]compiled{}
	games := 0
	for _, file := range files {
		f, err := os.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<22)
		line := 0
		for sc.Scan() {
			line++
			var gm fsfGame
			if err := json.Unmarshal(sc.Bytes(), &gm); err != nil {
				t.Fatalf("%s:%d: %v", file, line, err)
			}
			games++
			where := filepath.Base(file) + ":" + gm.ID
			r := compileFor(t, cache, gm.Preset, gm.Without)
			p, err := r.ParseFEN(gm.StartFEN)
			if err != nil {
				t.Errorf("%s: %v", where, err)
				continue
			}
			g := position.NewGame(p)
			for i, mv := range gm.Moves {
				if gm.AutoEnd != nil && i == gm.AutoEnd.Ply {
					if st := g.Status(); st.Termination.String() != gm.AutoEnd.Termination || st.Result != gm.AutoEnd.Result {
						t.Errorf("%s: before ply %d status %q %s, auto_end %q %s", where, i, st.Termination, st.Result, gm.AutoEnd.Termination, gm.AutoEnd.Result)
					}
					break
				}
				if st := g.Status(); st.Over() {
					t.Errorf("%s: game over (%s) before ply %d", where, st.Termination, i)
					break
				}
				if !gm.Corrupted && i < len(gm.LegalCounts) && len(g.Legal()) != gm.LegalCounts[i] {
					t.Errorf("%s: ply %d (%s): %d legal moves, oracle %d", where, i, p.FEN(), len(g.Legal()), gm.LegalCounts[i])
				}
				m, ok := find(p, g.Legal(), mv)
				if gm.Corrupted && i == gm.FirstIll {
					if ok {
						t.Errorf("%s: corrupted move %s at ply %d accepted", where, mv, i)
					}
					break
				}
				if !ok {
					t.Errorf("%s: ply %d %s not legal in %s", where, i, mv, p.FEN())
					break
				}
				g.Play(m)
			}
			if gm.Corrupted || gm.AutoEnd != nil {
				continue
			}
			if got, want := strings.Fields(p.FEN())[:2], strings.Fields(gm.FinalFEN)[:2]; got[0] != want[0] || got[1] != want[1] {
				t.Errorf("%s: final %v, oracle %v", where, got, want)
			}
			st := g.Status()
			want := gm.Termination
			if want == "cutoff" {
				want = ""
			}
			// A game cut off at 200 plies may have reached an automatic end with its
			// very last move (auto_end names only moves played after an end).
			autoAtLast := want == "" && (st.Termination == position.Insufficient || st.Termination == position.SeventyFive || st.Termination == position.Fivefold)
			if !autoAtLast && (st.Termination.String() != want || (want != "" && st.Result != gm.Result)) {
				t.Errorf("%s: ended %q %s, oracle %q %s", where, st.Termination, st.Result, gm.Termination, gm.Result)
			}
		}
		f.Close()
	}
	t.Logf("%d games replayed", games)
}
