package position_test

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
)

// lichessPresets maps the Fairy-Stockfish variant names of
// ../shared/oracle/fsf-variants to the shipped presets of the lichess family.
var lichessPresets = map[string]string{
	"crazyhouse":    "crazyhouse",
	"atomic":        "atomic",
	"antichess":     "antichess",
	"horde":         "horde",
	"3check":        "three-check",
	"kingofthehill": "king-of-the-hill",
	"racingkings":   "racing-kings",
}

// gameByGamePresets maps further variants of ../shared/oracle/fsf-variants whose
// games TestFSFVariantsGames checks ply by ply (their perft rows are in fsfVariants).
var gameByGamePresets = map[string]string{
	"extinction": "extinction",
	"kinglet":    "kinglet",
	"threekings": "threekings",
	"losers":     "losers",
	"sittuyin":   "sittuyin",
}

// gamePreset is the shipped preset of an fsf-variants variant whose games are
// checked ply by ply ("" when none).
func gamePreset(variant string) string {
	if p := lichessPresets[variant]; p != "" {
		return p
	}
	return gameByGamePresets[variant]
}

// readLichessVariants reads the rows of a perft table in the fsf-variants format
// (readFSFVariants) whose variant is in lichessPresets.
func readLichessVariants(t *testing.T, path string) []fsfRow {
	t.Helper()
	var rows []fsfRow
	for _, row := range readFSFVariants(t, path) {
		if lichessPresets[row.variant] != "" {
			rows = append(rows, row)
		}
	}
	return rows
}

// lichessRules compiles the preset of an fsf-variants variant; ok is false when the
// preset is not shipped (yet).
func lichessRules(t *testing.T, cache map[string]*position.Rules, variant string) (*position.Rules, bool) {
	t.Helper()
	if r, ok := cache[variant]; ok {
		return r, r != nil
	}
	v, ds := preset.Load(gamePreset(variant), preset.Options{})
	if ds.HasErrors() {
		cache[variant] = nil
		return nil, false
	}
	r, err := position.Compile(v)
	if err != nil {
		t.Fatalf("%s: %v", variant, err)
	}
	cache[variant] = r
	return r, true
}

// runLichessVariants checks perft rows against the variants' presets. Fairy-Stockfish
// counts 0 at depth >= 1 in a position where the game has already ended (README,
// Conventions); so does Position.Perft, whose legal move list is empty there.
func runLichessVariants(t *testing.T, rows []fsfRow, maxNodes uint64) {
	cache := map[string]*position.Rules{}
	per := map[string]int{}
	for _, row := range rows {
		if row.nodes > maxNodes && !deep() {
			continue
		}
		r, ok := lichessRules(t, cache, row.variant)
		if !ok {
			continue
		}
		p, err := r.ParseFEN(row.fen)
		if err != nil {
			t.Errorf("perft table line %d %s: %v", row.line, row.fen, err)
			continue
		}
		if got := p.Perft(row.depth); got != row.nodes {
			t.Errorf("perft table line %d %s %s perft %d = %d, Fairy-Stockfish %d", row.line, row.variant, row.fen, row.depth, got, row.nodes)
		}
		per[row.variant]++
	}
	t.Logf("rows checked per variant: %v", per)
}

// TestFSFVariantsPerftShared checks every row of ../shared/oracle/fsf-variants/perft.tsv
// of the lichess family whose preset is shipped (up to 3 million nodes; all with
// COURIER_PERFT_DEEP=1).
func TestFSFVariantsPerftShared(t *testing.T) {
	path := filepath.Join(sharedDir, "fsf-variants", "perft.tsv")
	if _, err := os.Stat(path); err != nil {
		t.Skipf("%s not found: the shared oracle tables are not checked out beside this repository", path)
	}
	runLichessVariants(t, readLichessVariants(t, path), 3_000_000)
}

// TestFSFVariantsPerftCopy checks the rows copied to testdata/perft-lichess.tsv
// (so a fresh clone tests the lichess family without ../shared).
func TestFSFVariantsPerftCopy(t *testing.T) {
	rows := readLichessVariants(t, filepath.Join("testdata", "perft-lichess.tsv"))
	if len(rows) == 0 {
		t.Fatal("testdata/perft-lichess.tsv has no rows")
	}
	runLichessVariants(t, rows, 3_000_000)
}

type fsfVarGame struct {
	ID          string   `json:"id"`
	Variant     string   `json:"variant"`
	Corrupted   bool     `json:"corrupted"`
	StartFEN    string   `json:"start_fen"`
	Moves       []string `json:"moves"`
	FinalFEN    string   `json:"final_fen"`
	End         string   `json:"end"`
	Result      string   `json:"result"`
	LegalCounts []int    `json:"legal_counts"`
	FirstIll    int      `json:"first_illegal_ply"`
}

// lichessLeftToClaim lists the endings of Fairy-Stockfish that our end rules do
// not make automatic: the n-move rule and 3-fold repetition are claims
// (RULES.md; docs/presets.md), a game cut off at 300 plies has not ended, and
// FSF's insufficient material is its own measure.
var lichessLeftToClaim = map[string]bool{"n_move_rule": true, "repetition": true, "max_plies": true, "insufficient_material": true}

// TestFSFVariantsGames replays ../shared/oracle/fsf-variants/games-VARIANT.jsonl of
// the lichess family and of gameByGamePresets: every game ok with all its plies and
// its legal move count at each ply, the result where the ending is automatic under
// our rules; every corrupted copy stops at its first illegal ply.
func TestFSFVariantsGames(t *testing.T) {
	dir := filepath.Join(sharedDir, "fsf-variants")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("%s not found: the shared oracle games are not checked out beside this repository", dir)
	}
	cache := map[string]*position.Rules{}
	var variants []string
	for v := range lichessPresets {
		variants = append(variants, v)
	}
	for v := range gameByGamePresets {
		variants = append(variants, v)
	}
	for _, variant := range variants {
		r, ok := lichessRules(t, cache, variant)
		if !ok {
			continue
		}
		replayFSFGames(t, r, filepath.Join(dir, "games-"+variant+".jsonl"), variant, lichessLeftToClaim)
	}
}

// replayFSFGames replays one games-VARIANT.jsonl file of a Fairy-Stockfish oracle
// (fsf-variants, fsf-variants-all) with the compiled rules r: every game ok with all
// its plies, its legal move count at each ply and its final board and side to move;
// the ending and result where the ending is automatic under our rules (an ending in
// leftToClaim needs only the claim our end rules offer, or nothing for the others);
// every corrupted copy stops at its first illegal ply.
func replayFSFGames(t *testing.T, r *position.Rules, file, variant string, leftToClaim map[string]bool) {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<22)
	games, claims := 0, []string{}
	for sc.Scan() {
		var gm fsfVarGame
		if err := json.Unmarshal(sc.Bytes(), &gm); err != nil {
			t.Fatal(err)
		}
		games++
		where := variant + ":" + gm.ID
		p, err := r.ParseFEN(gm.StartFEN)
		if err != nil {
			t.Errorf("%s: %v", where, err)
			continue
		}
		g := position.NewGame(p)
		stopped := false
		for i, mv := range gm.Moves {
			if st := g.Status(); st.Over() {
				t.Errorf("%s: game over (%s) before ply %d", where, st.Termination, i)
				stopped = true
				break
			}
			if !gm.Corrupted && len(g.Legal()) != gm.LegalCounts[i] {
				t.Errorf("%s: ply %d (%s): %d legal moves, oracle %d", where, i, p.FEN(), len(g.Legal()), gm.LegalCounts[i])
			}
			m, ok := find(p, g.Legal(), mv)
			if gm.Corrupted && i == gm.FirstIll {
				if ok {
					t.Errorf("%s: corrupted move %s at ply %d accepted", where, mv, i)
				}
				stopped = true
				break
			}
			if !ok {
				t.Errorf("%s: ply %d %s not legal in %s", where, i, mv, p.FEN())
				stopped = true
				break
			}
			g.Play(m)
		}
		if gm.Corrupted {
			if !stopped {
				t.Errorf("%s: corrupted copy replayed to the end", where)
			}
			continue
		}
		if stopped {
			continue
		}
		if got, want := strings.Fields(p.FEN())[:2], strings.Fields(gm.FinalFEN)[:2]; sortedHand(got[0]) != sortedHand(want[0]) || got[1] != want[1] {
			t.Errorf("%s: final %v, oracle %v", where, got, want)
		}
		if n := len(g.Legal()); n != gm.LegalCounts[len(gm.LegalCounts)-1] && gm.End != "variant_end" {
			t.Errorf("%s: final position %d legal moves, oracle %d", where, n, gm.LegalCounts[len(gm.LegalCounts)-1])
		}
		st := g.Status()
		if leftToClaim[gm.End] {
			claims = append(claims, gm.ID+":"+gm.End+"->"+st.Termination.String())
			// FSF's 50-move and threefold draws are claims under our end rules
			if gm.End == "n_move_rule" && !st.MoveRuleClaim || gm.End == "repetition" && !st.RepetitionClaim {
				t.Errorf("%s: %s, but no claimable draw (%+v)", where, gm.End, st)
			}
			want := gm.Result
			if gm.End == "insufficient_material" {
				// the oracle labels its own insufficient-material stop a draw;
				// FSF's materialCounting (material_counting_result) decides draws:
				// armageddon's black draw odds make it Black's win
				want = map[string]string{"black_draw_odds": "0-1", "white_draw_odds": "1-0"}[r.V.End.MaterialCounting]
				if want == "" {
					want = gm.Result
				}
			}
			if st.Over() && st.Result != want && gm.End != "max_plies" {
				t.Errorf("%s: %s %s, oracle %s %s", where, st.Termination, st.Result, gm.End, gm.Result)
			}
			continue
		}
		if !st.Over() || st.Result != gm.Result {
			t.Errorf("%s: ended %q %s, oracle %s %s", where, st.Termination, st.Result, gm.End, gm.Result)
		}
	}
	f.Close()
	t.Logf("%s: %d games; endings left to a claim or not over: %v", variant, games, claims)
}

// sortedHand is a FEN board field with the letters of its holdings ("[...]") sorted:
// Fairy-Stockfish writes a hand in its own piece order, which is no part of the
// position.
func sortedHand(board string) string {
	i := strings.IndexByte(board, '[')
	if i < 0 || !strings.HasSuffix(board, "]") {
		return board
	}
	h := []byte(board[i+1 : len(board)-1])
	slices.Sort(h)
	return board[:i+1] + string(h) + "]"
}
