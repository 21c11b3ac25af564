package replay_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/replay"
)

const sharedDir = "../../../shared"

func sharedFile(t *testing.T, rel string) string {
	t.Helper()
	p := filepath.Join(sharedDir, rel)
	if _, err := os.Stat(p); err != nil {
		t.Skipf("%s not found: the shared files are not checked out beside this repository", p)
	}
	return p
}

// replayText replays every game of text (one log file's content) with the engine.
func replayText(t *testing.T, e *replay.Engine, name, text string) []*replay.Result {
	t.Helper()
	var out []*replay.Result
	rd := gamefile.NewReader(strings.NewReader(text), name)
	for {
		raw, err := rd.Next()
		if err != nil {
			break
		}
		out = append(out, e.Replay(name, raw))
	}
	return out
}

// gameText writes one game as a log: tags, then the moves, separator between moves.
func gameText(variant, fen string, moves []string, sep string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "[Variant %q]\n", variant)
	if fen != "" {
		fmt.Fprintf(&b, "[FEN %q]\n", fen)
	}
	b.WriteString("\n")
	b.WriteString(strings.Join(moves, sep))
	b.WriteString("\n\n")
	return b.String()
}

func eachLine(t *testing.T, path string, fn func(line int, data []byte)) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<22)
	n := 0
	for sc.Scan() {
		n++
		fn(n, sc.Bytes())
	}
}

type refGame struct {
	Preset   string   `json:"preset"`
	StartFEN string   `json:"start_fen"`
	UCI      []string `json:"uci"`
	GC       []string `json:"gc"`
	SAN      []string `json:"san"`
	End      *struct {
		Termination string `json:"termination"`
		Result      string `json:"result"`
	} `json:"end"`
	Corrupted *int     `json:"corrupted_from"`
	FirstIll  int      `json:"first_illegal_ply"`
	Affects   []string `json:"affects"`
	// 0-based plies that used a special rule, and which
	SpecialPlies []int    `json:"special_plies"`
	SpecialKinds []string `json:"special_kinds"`
}

// refKinds maps our event kinds to the reference implementation's special_kinds.
var refKinds = map[string]string{"capture-conversion": "cc-convert", "swap": "swap", "conversion": "bcr-convert", "conversion-declined": "bcr-decline"}

// specials lists a replay's special-rule events as "ply:kind" in the reference's
// terms (0-based plies).
func specials(r *replay.Result) []string {
	var out []string
	for _, e := range r.Events {
		if k, ok := refKinds[e.Kind]; ok {
			out = append(out, fmt.Sprintf("%d:%s", e.Ply-1, k))
		}
	}
	return out
}

// TestReferenceGames replays every game of ../shared/oracle/ref/games-*.jsonl in all
// three notations: status ok with the recorded ending, and every corrupted copy
// stopped at exactly its first illegal ply in each notation it affects.
func TestReferenceGames(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(sharedFile(t, "oracle/ref"), "games-*.jsonl"))
	e := replay.New(replay.Options{})
	games, checked := 0, 0
	for _, file := range files {
		eachLine(t, file, func(line int, data []byte) {
			var g refGame
			if err := json.Unmarshal(data, &g); err != nil {
				t.Fatalf("%s:%d: %v", file, line, err)
			}
			games++
			where := fmt.Sprintf("%s:%d", filepath.Base(file), line)
			for _, nt := range []struct {
				name  string
				moves []string
				sep   string
			}{{"uci", g.UCI, " "}, {"gc", g.GC, "\n"}, {"san", g.SAN, " "}} {
				res := replayText(t, e, where, gameText(g.Preset, g.StartFEN, nt.moves, nt.sep))
				if len(res) != 1 {
					t.Errorf("%s %s: %d games read", where, nt.name, len(res))
					continue
				}
				r := res[0]
				checked++
				if g.Corrupted != nil {
					affected := false
					for _, a := range g.Affects {
						affected = affected || a == nt.name
					}
					if !affected {
						continue
					}
					if r.Status != replay.StatusIllegal || r.Error == nil || r.Error.Ply != g.FirstIll+1 {
						t.Errorf("%s %s: corrupted at ply %d: status %s, error %+v", where, nt.name, g.FirstIll+1, r.Status, r.Error)
					}
					continue
				}
				if r.Status != replay.StatusOK {
					t.Errorf("%s %s: status %s: %+v", where, nt.name, r.Status, r.Error)
					continue
				}
				if r.Plies != len(nt.moves) {
					t.Errorf("%s %s: %d plies, want %d", where, nt.name, r.Plies, len(nt.moves))
				}
				var want []string
				for i, p := range g.SpecialPlies {
					want = append(want, fmt.Sprintf("%d:%s", p, g.SpecialKinds[i]))
				}
				if got := specials(r); strings.Join(got, " ") != strings.Join(want, " ") {
					t.Errorf("%s %s: special moves %v, reference %v", where, nt.name, got, want)
				}
				if g.End != nil {
					want := g.End.Termination
					if want == "cutoff" {
						want = "unterminated"
					}
					if r.Result.Termination != want || (want != "unterminated" && r.Result.Computed != g.End.Result) {
						t.Errorf("%s %s: ended %s %s, reference %s %s", where, nt.name, r.Result.Termination, r.Result.Computed, g.End.Termination, g.End.Result)
					}
				}
			}
		})
	}
	t.Logf("%d reference games, %d replays checked", games, checked)
}

type fsfGame struct {
	ID          string   `json:"id"`
	Preset      string   `json:"preset"`
	Without     string   `json:"without"`
	StartFEN    string   `json:"start_fen"`
	Moves       []string `json:"moves"`
	Termination string   `json:"termination"`
	Result      string   `json:"result"`
	Corrupted   bool     `json:"corrupted"`
	FirstIll    int      `json:"first_illegal_ply"`
	AutoEnd     *struct {
		Ply         int    `json:"ply"`
		Termination string `json:"termination"`
	} `json:"auto_end"`
}

// TestFairyStockfishReplay replays every Fairy-Stockfish game (coordinate notation,
// the module in `without` switched off): ok with the recorded ending, corrupted
// copies stopped at their first illegal ply, and games that ran past an automatic
// end of RULES.md stopped at the first move after it.
func TestFairyStockfishReplay(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(sharedFile(t, "oracle/fsf"), "games-*.jsonl"))
	engines := map[string]*replay.Engine{}
	n := 0
	for _, file := range files {
		eachLine(t, file, func(line int, data []byte) {
			var g fsfGame
			if err := json.Unmarshal(data, &g); err != nil {
				t.Fatalf("%s:%d: %v", file, line, err)
			}
			n++
			e := engines[g.Without]
			if e == nil {
				var w []string
				if g.Without != "" {
					w = strings.Split(g.Without, ",")
				}
				e = replay.New(replay.Options{Without: w})
				engines[g.Without] = e
			}
			where := fmt.Sprintf("%s:%d %s", filepath.Base(file), line, g.ID)
			res := replayText(t, e, where, gameText(g.Preset, g.StartFEN, g.Moves, " "))
			if len(res) != 1 {
				t.Fatalf("%s: %d games read", where, len(res))
			}
			r := res[0]
			switch {
			case g.Corrupted:
				if r.Status != replay.StatusIllegal || r.Error == nil || r.Error.Ply != g.FirstIll+1 {
					t.Errorf("%s: corrupted at ply %d: status %s, error %+v", where, g.FirstIll+1, r.Status, r.Error)
				}
			case g.AutoEnd != nil:
				if r.Status != replay.StatusIllegal || r.Error == nil || r.Error.Ply != g.AutoEnd.Ply+1 || r.Error.Code != "game-over" {
					t.Errorf("%s: automatic end (%s) before ply %d: status %s, error %+v", where, g.AutoEnd.Termination, g.AutoEnd.Ply+1, r.Status, r.Error)
				}
			default:
				if r.Status != replay.StatusOK {
					t.Errorf("%s: status %s: %+v", where, r.Status, r.Error)
					return
				}
				if g.Termination != "cutoff" && (r.Result.Termination != g.Termination || r.Result.Computed != g.Result) {
					t.Errorf("%s: ended %s %s, engine %s %s", where, r.Result.Termination, r.Result.Computed, g.Termination, g.Result)
				}
			}
		})
	}
	t.Logf("%d Fairy-Stockfish games replayed", n)
}
