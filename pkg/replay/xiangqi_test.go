package replay_test

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/gamecourier/courier/pkg/input"
	"github.com/gamecourier/courier/pkg/replay"
)

// runDecoded replays paths as the commands open them (input.Open: decoded
// from their encoding).
func runDecoded(t *testing.T, paths ...string) []*replay.Result {
	t.Helper()
	var srcs []replay.Source
	for _, p := range paths {
		srcs = append(srcs, replay.Source{Name: p, Open: func() (io.Reader, error) { return input.Open(p, nil) }})
	}
	var out []*replay.Result
	replay.New(replay.Options{Fallback: "chess"}).Run(srcs, 1, func(r *replay.Result) { out = append(out, r) }, func(fe *replay.FileError) { t.Errorf("%v", fe) })
	return out
}

type xqWant struct {
	status, notation, claimed, computed string
	plies                               int
}

func checkXQ(t *testing.T, path string, want []xqWant) {
	t.Helper()
	res := runDecoded(t, path)
	if len(res) != len(want) {
		t.Fatalf("%s: %d games, want %d", path, len(res), len(want))
	}
	for i, r := range res {
		w := want[i]
		if r.Status != w.status || r.Plies != w.plies || r.Notation != w.notation || r.Variant != "xiangqi" ||
			r.Result.Claimed != w.claimed || r.Result.Computed != w.computed {
			t.Errorf("%s game %d: %s %d plies, notation %s, variant %s, result %q/%q; want %+v (%+v)",
				path, i+1, r.Status, r.Plies, r.Notation, r.Variant, r.Result.Claimed, r.Result.Computed, w, r.Error)
		}
	}
}

// The samples of testdata/xiangqi, written for these tests: a GBK file in
// Chinese notation whose Result tag is 红胜 (1-0) and whose last word 未知 is
// the unknown result (12 plies: six numbered moves); WXF in full-width and
// ASCII characters with '=' and '.' (6 plies); ICCS without a tag that says
// xiangqi (h0g2 reaches rank 0), whose fifth ply "H2-E2" names the square
// the cannon has left; a FEN line with the side "r" and the moves after commas.
func TestXiangqiSamples(t *testing.T) {
	dir := filepath.Join("testdata", "xiangqi")
	checkXQ(t, filepath.Join(dir, "zh-gbk.pgn"), []xqWant{{replay.StatusOK, "zh", "1-0", "1-0", 12}})
	checkXQ(t, filepath.Join(dir, "wxf.pgn"), []xqWant{{replay.StatusOK, "wxf", "*", "*", 6}})
	// Big5, traditional characters (馬 車 進), 和棋 (a draw) as tag and last word
	checkXQ(t, filepath.Join(dir, "zh-big5.pgn"), []xqWant{{replay.StatusOK, "zh", "1/2-1/2", "1/2-1/2", 6}})
	checkXQ(t, filepath.Join(dir, "fen-moves.txt"), []xqWant{{replay.StatusOK, "iccs", "*", "*", 3}})
	res := runDecoded(t, filepath.Join(dir, "iccs-rank0.pgn"))
	if len(res) != 1 || res[0].Status != replay.StatusIllegal || res[0].Plies != 4 || res[0].Notation != "iccs" ||
		res[0].Error == nil || res[0].Error.Text != "H2-E2" || res[0].Error.Code != "no-piece" {
		t.Fatalf("iccs-rank0.pgn: %+v", res[0])
	}
	found := false
	for _, l := range res[0].Error.Legal {
		found = found || l == "e2e6" // the cannon's move, listed in ICCS
	}
	if !found {
		t.Errorf("legal moves not in ICCS: %v", res[0].Error.Legal)
	}
}

// TestXiangqiArchives replays the real records of ../shared/archives/xiangqi
// (SOURCES.md there). The plies are counted from the files by hand: the
// numbered moves of each PGN's main line, the move lines after the FEN line
// of the text files (their last line a result word where there is one).
func TestXiangqiArchives(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "shared", "archives", "xiangqi")
	if _, err := os.Stat(dir); err != nil {
		t.Skip("no ../shared/archives/xiangqi")
	}
	for name, want := range map[string][]xqWant{
		// 13 numbered moves, the last red's only; "*" then a footer
		"xiangqi-cchess-xqbase-test-gbk.pgn": {{replay.StatusOK, "zh", "*", "*", 25}},
		"xiangqi-cchess-endgame-fen.pgn":     {{replay.StatusOK, "zh", "*", "1-0", 25}},
		// 110 move lines then 黑胜; 43 move lines; five moves then 1-0
		"xiangqi-cchess-test1-move.txt":      {{replay.StatusOK, "zh", "0-1", "0-1", 110}},
		"xiangqi-cchess-ucci-test1-move.txt": {{replay.StatusOK, "zh", "1-0", "1-0", 43}},
		"xiangqi-cchess-uci-test-move.txt":   {{replay.StatusOK, "iccs", "1-0", "1-0", 5}},
		// 15 numbered moves, the last red's only; 未知 is "*"
		"xiangqi-hbsxcjp-opening01-chinese-gbk.pgn": {{replay.StatusOK, "zh", "*", "*", 29}},
		// the same study in ICCS; its TitleA tag's value goes on over two lines
		"xiangqi-hbsxcjp-opening01-iccs-gbk.pgn": {{replay.StatusOK, "iccs", "*", "*", 29}},
	} {
		checkXQ(t, filepath.Join(dir, name), want)
	}
}

// TestXiangqiTold: which games are read in a xiangqi notation without a
// Format tag: by a word only it has (a WXF move, a Chinese
// move), in a game without a Variant tag or with Variant xiangqi; a chess
// game's "e7e0" (rank 0 off its board) leaves a chess game a chess game.
func TestXiangqiTold(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, c := range []struct{ text, variant, notation string }{
		{"1. C2=5 H8+7 *\n", "xiangqi", "wxf"},
		{"[Variant \"xiangqi\"]\n\n1. 炮二平五 马８进７ *\n", "xiangqi", "zh"},
		{"[Variant \"xiangqi\"]\n\n1. h3e3 h10g8 *\n", "xiangqi", "coord"},
		{"[Variant \"chess\"]\n\n1. e2e4 e7e0 *\n", "chess", "coord"},
		{"1. e4 e5 2. Nf3 Nc6 *\n", "chess", "san"},
	} {
		res := runDecoded(t, write("g.pgn", c.text))
		if len(res) != 1 || res[0].Variant != c.variant || res[0].Notation != c.notation {
			t.Errorf("%q: %s in %s, want %s in %s", c.text, res[0].Variant, res[0].Notation, c.variant, c.notation)
		}
	}
}
