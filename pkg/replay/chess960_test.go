package replay_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// TestCutechessChess960: the four Chess960 games of
// ../shared/pgn/tricky/pc-cutechess-fischerrandom.pgn ([Variant "fischerandom"],
// start positions in their FEN tags, castling as O-O/O-O-O) replay ok with no user
// preset, end in checkmate with the result their Result tags claim, and castle as
// often as their movetext says.
func TestCutechessChess960(t *testing.T) {
	path := filepath.Join(sharedFile(t, "pgn/tricky"), "pc-cutechess-fischerrandom.pgn")
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// castling tokens per game, counted in the file's text (comments removed)
	var want []int
	for _, g := range strings.Split(string(text), "[Event ")[1:] {
		moves := regexp.MustCompile(`\{[^}]*\}`).ReplaceAllString(g, "")
		want = append(want, len(regexp.MustCompile(`\bO-O(-O)?\b`).FindAllString(moves, -1)))
	}
	res := run(t, replay.New(replay.Options{Fallback: "chess"}), path)
	if len(res) != 4 || len(want) != 4 {
		t.Fatalf("%d games replayed, %d in the text; want 4", len(res), len(want))
	}
	for i, r := range res {
		if r.Status != replay.StatusOK || r.Variant != "chess960" {
			t.Errorf("game %d: %s as %q: %+v", i+1, r.Status, r.Variant, r.Error)
			continue
		}
		if r.Result.Termination != "checkmate" || r.Result.Computed != r.Result.Claimed || r.Result.Mismatch {
			t.Errorf("game %d: %s %s, claimed %s", i+1, r.Result.Termination, r.Result.Computed, r.Result.Claimed)
		}
		n := 0
		for _, e := range r.Events {
			if e.Kind == "castling" {
				n++
			}
		}
		if n != want[i] {
			t.Errorf("game %d: %d castling events, the movetext castles %d times", i+1, n, want[i])
		}
	}
}

type c960Game struct {
	ID        string   `json:"id"`
	StartFEN  string   `json:"start_fen"`
	Moves     []string `json:"moves"`
	End       string   `json:"end"`
	Result    string   `json:"result"`
	Corrupted bool     `json:"corrupted"`
	FirstIll  int      `json:"first_illegal_ply"`
}

// TestChess960GamesReplay replays every game of
// ../shared/oracle/fsf-variants/games-fischerandom.jsonl under [Variant
// "fischerandom"] from its FEN tag (coordinates, castling king-takes-rook): ok with
// every ply and the recorded ending, and each corrupted copy stopped at exactly
// first_illegal_ply+1.
func TestChess960GamesReplay(t *testing.T) {
	path := filepath.Join(sharedFile(t, "oracle/fsf-variants"), "games-fischerandom.jsonl")
	e := replay.New(replay.Options{})
	n := 0
	eachLine(t, path, func(line int, data []byte) {
		var g c960Game
		if err := json.Unmarshal(data, &g); err != nil {
			t.Fatalf("%s:%d: %v", path, line, err)
		}
		n++
		res := replayText(t, e, g.ID, gameText("fischerandom", g.StartFEN, g.Moves, " "))
		if len(res) != 1 {
			t.Fatalf("%s: %d games read", g.ID, len(res))
		}
		r := res[0]
		if g.Corrupted {
			if r.Status != replay.StatusIllegal || r.Error == nil || r.Error.Ply != g.FirstIll+1 {
				t.Errorf("%s: corrupted at ply %d: status %s, error %+v", g.ID, g.FirstIll+1, r.Status, r.Error)
			}
			return
		}
		if r.Status != replay.StatusOK || r.Plies != len(g.Moves) {
			t.Errorf("%s: status %s after %d plies of %d: %+v", g.ID, r.Status, r.Plies, len(g.Moves), r.Error)
			return
		}
		want := map[string]string{"checkmate": "checkmate", "stalemate": "stalemate",
			"insufficient_material": "insufficient", "repetition": "unterminated", "max_plies": "unterminated"}[g.End]
		if r.Result.Termination != want || (want != "unterminated" && r.Result.Computed != g.Result) {
			t.Errorf("%s: ended %s %s, Fairy-Stockfish %s %s", g.ID, r.Result.Termination, r.Result.Computed, g.End, g.Result)
		}
		if g.End == "repetition" {
			claim := false
			for _, ev := range r.Events {
				claim = claim || ev.Kind == "threefold-claimable"
			}
			if !claim {
				t.Errorf("%s: Fairy-Stockfish stopped at a threefold repetition; no threefold-claimable event", g.ID)
			}
		}
	})
	t.Logf("%d Chess960 games replayed", n)
}

// TestChess960Notations: castling in Chess960 is read as SAN O-O/O-O-O, as the
// king's move or king-takes-rook in coordinates, and in Game Courier text as the
// king's move alone, the king's and the rook's moves, or the rook's move alone when
// the king already stands on its destination. Position 400 (bbrqnnkr): king g1,
// rooks c1 and h1.
func TestChess960Notations(t *testing.T) {
	const fen = "bbrqnnkr/pppppppp/8/8/8/8/PPPPPPPP/BBRQNNKR w HChc - 0 1"
	e := replay.New(replay.Options{})
	for _, c := range []struct {
		name  string
		moves []string
		sep   string
		code  string // "" = ok
	}{
		// both sides move the f-knight away, then castle short: the king stays on g1
		{"san short", []string{"1.", "Ng3", "Ng6", "2.", "O-O", "O-O"}, " ", ""},
		{"uci king-takes-rook", []string{"f1g3", "f8g6", "g1h1", "g8h8"}, " ", ""},
		{"gc rook only", []string{"N f1-g3", "n f8-g6", "R h1-f1", "k g8-g8; r h8-f8"}, "\n", ""},
		// long castling once d1, e1 and f1 are empty: king g1 -> c1 (where the rook
		// stands), rook c1 -> d1
		{"san long", []string{"1.", "d4", "d5", "2.", "Ne3", "Ne6", "3.", "Nd3", "Nd6", "4.", "Qd2", "Qd7", "5.", "O-O-O", "O-O-O"}, " ", ""},
		{"gc long king takes rook", []string{"P d2-d4", "p d7-d5", "N f1-e3", "n f8-e6", "N e1-d3", "n e8-d6", "Q d1-d2", "q d8-d7",
			"K g1-c1", "r c8-d8; k g8-c8"}, "\n", ""},
		{"uci long", []string{"d2d4", "d7d5", "f1e3", "f8e6", "e1d3", "e8d6", "d1d2", "d8d7", "g1c1", "g8c8"}, " ", ""},
		// castling with the f1 knight still in the rook's way
		{"san blocked", []string{"1.", "O-O"}, " ", "no-such-castling"},
	} {
		res := replayText(t, e, c.name, gameText("Chess960", fen, c.moves, c.sep))
		if len(res) != 1 {
			t.Fatalf("%s: %d games", c.name, len(res))
		}
		r := res[0]
		got := ""
		if r.Error != nil {
			got = r.Error.Code
		}
		if got != c.code {
			t.Errorf("%s: %s %q (%+v), want %q", c.name, r.Status, got, r.Error, c.code)
		}
	}
}

// TestChess960FENRightWithoutRook: in replay a FEN tag whose castling right names no
// rook is a warning: the right is dropped and the game still replayed.
func TestChess960FENRightWithoutRook(t *testing.T) {
	e := replay.New(replay.Options{})
	// H names no rook (h1 is empty); the rook on a1 keeps its right A
	text := gameText("chess960", "4k3/8/8/8/8/8/8/R3K3 w HA - 0 1", []string{"O-O-O", "Kf7"}, " ")
	res := replayText(t, e, "g", text)
	if len(res) != 1 {
		t.Fatalf("%d games", len(res))
	}
	r := res[0]
	if r.Status != replay.StatusOK || r.Plies != 2 {
		t.Fatalf("status %s after %d plies: %+v", r.Status, r.Plies, r.Error)
	}
	warned := false
	for _, d := range r.Diags {
		warned = warned || (d.Code == "castling-right" && strings.Contains(d.Message, `"H"`))
	}
	if !warned {
		t.Errorf("no castling-right warning naming \"H\": %v", r.Diags)
	}
}

// TestChess960VariantNames: the Variant tag spellings of issue 9 choose the shipped
// chess960 preset, which castles from the FEN tag's position (400: king g1, rook h1).
func TestChess960VariantNames(t *testing.T) {
	e := replay.New(replay.Options{})
	for _, name := range []string{"chess960", "Chess960", "fischerandom", "Fischer Random Chess", "chess 960"} {
		text := gameText(name, "bbrqnnkr/pppppppp/8/8/8/8/PPPPPPPP/BBRQNNKR w HChc - 0 1", []string{"1.", "Ng3", "Ng6", "2.", "O-O", "O-O"}, " ")
		res := replayText(t, e, name, text)
		if len(res) != 1 || res[0].Status != replay.StatusOK || res[0].Variant != "chess960" || res[0].Plies != 4 {
			t.Errorf("[Variant %q]: %+v", name, res)
		}
	}
}
