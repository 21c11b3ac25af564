package replay_test

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestFairyStockfishFinalFENWithDrops: after each oracle game of a variant
// with drops (../shared/oracle/fsf-variants, those without an illegal move)
// the FEN courier writes is Fairy-Stockfish's final_fen: the board, the side to
// move, the halfmove clock (reset by every capture, pawn move, drop and
// promotion) and the move number; the pieces in hand the same, in any order.
func TestFairyStockfishFinalFENWithDrops(t *testing.T) {
	dir := sharedFile(t, "oracle/fsf-variants")
	for _, v := range []string{"crazyhouse", "loop", "placement", "shogi", "minishogi"} {
		fh, err := os.Open(filepath.Join(dir, "games-"+v+".jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(nil, 1<<24)
		checked := 0
		for sc.Scan() {
			var g struct {
				ID        string   `json:"id"`
				StartFEN  string   `json:"start_fen"`
				Moves     []string `json:"moves"`
				FinalFEN  string   `json:"final_fen"`
				Corrupted bool     `json:"corrupted"`
			}
			if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
				t.Fatal(err)
			}
			if g.Corrupted {
				continue
			}
			mg, err := fromCoords(v, g.StartFEN, g.Moves) // the variant names are the preset ids
			if err != nil {
				continue // our rules end it earlier: TestFairyStockfishVariantGames
			}
			r, _, _ := metaEngine.Rules(mg.preset)
			p, err := r.ParseFEN(g.StartFEN)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range mg.moves {
				p.Make(m)
			}
			if got, want := sortedHands(p.FEN()), sortedHands(g.FinalFEN); got != want {
				t.Errorf("%s: final FEN %s, Fairy-Stockfish %s", g.ID, p.FEN(), g.FinalFEN)
			}
			checked++
		}
		fh.Close()
		if checked < 10 {
			t.Errorf("%s: only %d games", v, checked)
		}
	}
}

// sortedHands returns fen with the letters of its holdings ("[PPBr]") sorted.
func sortedHands(fen string) string {
	i, j := strings.IndexByte(fen, '['), strings.IndexByte(fen, ']')
	if i < 0 || j < i {
		return fen
	}
	h := []byte(fen[i+1 : j])
	slices.Sort(h)
	return fen[:i+1] + string(h) + fen[j:]
}
