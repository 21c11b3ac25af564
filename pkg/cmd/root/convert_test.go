package root

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/check"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/presets"
)

// verdict is what the round trip compares of a replayed game.
type verdict struct {
	Status string `json:"status"`
	Plies  int    `json:"plies"`
}

// verdicts replays files and returns each game's status and plies, in order.
func verdicts(t *testing.T, files ...string) []verdict {
	t.Helper()
	_, out, errOut := courier(t, append([]string{"replay", "-o", "json", "--default-preset", "chess"}, files...)...)
	var vs []verdict
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var v verdict
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("replay -o json: %v\n%s", err, errOut)
		}
		vs = append(vs, v)
	}
	return vs
}

// roundTrip converts src into every notation, replays each result and compares
// it game by game with the replay of src (notations: those given, else all): the same plies; for a game that
// replays ok, the same status; for one that stops, a record that ends with the
// courier comment.
func roundTrip(t *testing.T, name, src string, notations ...string) {
	t.Helper()
	want := verdicts(t, src)
	if len(want) == 0 {
		t.Fatalf("%s: no games", name)
	}
	if len(notations) == 0 {
		notations = []string{"pgn", "lan", "uci", "gc"}
	}
	for _, to := range notations {
		out := filepath.Join(t.TempDir(), "converted."+to+".txt")
		code, _, errOut := courier(t, "convert", "--to", to, "-o", out, src)
		if code != 0 && code != 1 {
			t.Fatalf("%s --to %s: exit %d: %s", name, to, code, errOut)
		}
		got := verdicts(t, out)
		if len(got) != len(want) {
			t.Errorf("%s --to %s: %d games, want %d", name, to, len(got), len(want))
			continue
		}
		text, _ := os.ReadFile(out)
		for i := range want {
			w, g := want[i], got[i]
			if g.Plies != w.Plies || w.Status == "ok" && g.Status != "ok" {
				t.Errorf("%s --to %s: game %d: %+v after the round trip, want %+v", name, to, i+1, g, w)
			}
		}
		if stopped := strings.Count(string(text), "{courier: "); stopped != count(want, func(v verdict) bool { return v.Status != "ok" }) {
			t.Errorf("%s --to %s: %d records end with the courier comment, want one per game that is not ok (%d)", name, to, stopped,
				count(want, func(v verdict) bool { return v.Status != "ok" }))
		}
	}
}

func count(vs []verdict, f func(verdict) bool) int {
	n := 0
	for _, v := range vs {
		if f(v) {
			n++
		}
	}
	return n
}

// randomGame plays up to plies random legal moves (fixed seed) of the preset
// from its start and returns the log in Game Courier text, with Variant and FEN
// tags and a comment before the first move and after the second ply.
func randomGame(t *testing.T, rs *position.Rules, id string, seed uint64, plies int) string {
	p := rs.Start()
	var b strings.Builder
	fmt.Fprintf(&b, "[Variant \"%s\"]\n[FEN \"%s\"]\n[Event \"random %d\"]\n\n{a random game}\n", id, p.FEN(), seed)
	g := position.NewGame(p)
	rng := rand.New(rand.NewPCG(seed, 27))
	for i := 0; i < plies; i++ {
		if g.AutoStatus().Over() {
			break
		}
		legal := g.Legal()
		if len(legal) == 0 {
			break
		}
		m := legal[rng.IntN(len(legal))]
		if i%2 == 0 {
			fmt.Fprintf(&b, "%d. ", i/2+1)
		} else {
			fmt.Fprintf(&b, "%d... ", i/2+1)
		}
		b.WriteString(match.GC(p, m) + "\n")
		if i == 1 {
			b.WriteString("// after the second ply\n")
		}
		g.Play(m)
	}
	return b.String()
}

// TestConvertRoundTrip: convert, replay, the same verdicts and plies, for random
// legal games (fixed seeds) of every shipped preset, a game with an illegal move,
// and the real archives of ../shared when present.
func TestConvertRoundTrip(t *testing.T) {
	shared, err := filepath.Abs("../../../../shared")
	if err != nil {
		t.Fatal(err)
	}
	noEnv(t)
	dir := t.TempDir()
	l := preset.NewLoader(preset.Options{})
	var ids []string
	ids, err = fs.Glob(presets.FS, "*.yaml")
	if err != nil || len(ids) < 10 {
		t.Fatalf("shipped presets: %v %v", ids, err)
	}
	var all strings.Builder
	for i, f := range ids {
		id := strings.TrimSuffix(f, ".yaml")
		_, rs, d := check.LoadRules(l, id)
		if rs == nil {
			t.Fatalf("%s: %v", id, d)
		}
		for k := range 2 {
			all.WriteString(randomGame(t, rs, id, uint64(i*10+k), 60) + "\n")
		}
	}
	// an illegal ply 3, and a comment before it
	all.WriteString("[Variant \"chess\"]\n\n1. e4 {first} e5 2. Ke3 Nc6 1-0\n")
	src := filepath.Join(dir, "random.gc")
	if err := os.WriteFile(src, []byte(all.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	roundTrip(t, "random games", src)
	// the comments are kept, the illegal move is why the record ends
	_, out, _ := courier(t, "convert", "--to", "pgn", src)
	for _, want := range []string{"{a random game}", "{after the second ply}",
		"1. e4 {first} 1... e5\n{courier: the record stops before ply 3 \"Ke3\": no king of White can reach e3 (no-path)}\n*\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("convert --to pgn lacks %q", want)
		}
	}

	if testing.Short() {
		return
	}
	// the oracle's random games (Fairy-Stockfish), some with a corrupted move, as
	// coordinate logs
	if games, _ := filepath.Glob(filepath.Join(shared, "oracle", "fsf-variants", "games-*.jsonl")); len(games) > 0 {
		var b strings.Builder
		for _, f := range games {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
				var g struct {
					Variant  string   `json:"variant"`
					StartFEN string   `json:"start_fen"`
					Moves    []string `json:"moves"`
				}
				if err := json.Unmarshal([]byte(line), &g); err != nil {
					t.Fatalf("%s: %v", f, err)
				}
				fmt.Fprintf(&b, "[Variant \"%s\"]\n[FEN \"%s\"]\n\n%s *\n\n", g.Variant, g.StartFEN, strings.Join(g.Moves, " "))
			}
		}
		oracle := filepath.Join(dir, "oracle.pgn")
		if err := os.WriteFile(oracle, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		roundTrip(t, "the oracle's games", oracle)
	} else {
		t.Log("../shared/oracle: absent, skipped")
	}
	for _, glob := range []string{"pgn/*.pgn", "gc-logs/*.txt"} {
		files, _ := filepath.Glob(filepath.Join(shared, glob))
		if len(files) == 0 {
			t.Logf("../shared/%s: absent, skipped", glob)
		}
		for _, f := range files {
			roundTrip(t, filepath.Base(f), f, "uci", "gc") // large: two notations the archive is not in
		}
	}
}

// TestConvertXiangqiNotations: the xiangqi samples (Chinese in GBK, WXF, a FEN
// line and ICCS moves) converted into each xiangqi notation, and into courier's
// coordinates, replay with the same verdicts.
func TestConvertXiangqiNotations(t *testing.T) {
	dir := filepath.Join("..", "..", "replay", "testdata", "xiangqi")
	for _, f := range []string{"zh-gbk.pgn", "wxf.pgn", "fen-moves.txt"} {
		roundTrip(t, f, filepath.Join(dir, f), "iccs", "wxf", "zh", "uci", "pgn")
	}
}
