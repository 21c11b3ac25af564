package replay_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/coord"
	"github.com/gamecourier/courier/pkg/notation/csa"
	"github.com/gamecourier/courier/pkg/notation/kif"
	"github.com/gamecourier/courier/pkg/notation/kifu"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/notation/usi"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/replay"
)

// replayFile replays one file through Engine.Run, as `courier replay` does.
func replayFile(t *testing.T, path string) []*replay.Result {
	t.Helper()
	e := replay.New(replay.Options{Fallback: "chess"})
	var out []*replay.Result
	src := replay.Source{Name: path, Open: func() (io.Reader, error) { return os.Open(path) }}
	e.Run([]replay.Source{src}, 1, func(r *replay.Result) { out = append(out, r) }, func(fe *replay.FileError) { t.Errorf("%v", fe) })
	return out
}

// archiveWant is what each shogi record of ../shared/archives/shogi gives, from
// reading the records (the number of moves of the main line up to its ending,
// the result its まで line or ending states; a record without one, the
// board's: shogidokoro.kifu's 19th move mates). Tsume problems, whose attacker
// has no king, are read as problems (position.ParseFENProblemInto): 9fu's
// まで61手詰, taichitsume's まで7手詰, kifu_for_iphone's 詰み after 3 moves, the
// custom boards' まで1手で中断.
var archiveWant = map[string]struct {
	status string
	plies  int
	result string
}{
	"jkf/csa/8mai.csa": {"ok", 25, "*"}, "jkf/csa/8mai_hirate.csa": {"ok", 25, "*"},
	"jkf/csa/9fu.csa": {"ok", 61, "1-0"}, "jkf/csa/9fu_komabetsu.csa": {"ok", 61, "1-0"},
	"jkf/csa/chudan.csa": {"ok", 3, "*"}, "jkf/csa/example.csa": {"ok", 2, "*"}, "jkf/csa/formal.csa": {"ok", 2, "*"},
	// %ILLEGAL_MOVE with sente to move: sente loses; %-ILLEGAL_ACTION: gote loses
	"jkf/csa/illegal_lose.csa": {"ok", 2, "0-1"}, "jkf/csa/illegal_win.csa": {"ok", 2, "1-0"},
	"jkf/csa/noeol.csa": {"ok", 2, "*"},
	"jkf/ki2/7mai.ki2u": {"ok", 2, "*"}, "jkf/ki2/8mai.ki2": {"ok", 25, "*"}, "jkf/ki2/8mai.ki2u": {"ok", 25, "*"},
	"jkf/ki2/9fu.ki2": {"ok", 61, "1-0"}, "jkf/ki2/chudan.ki2": {"ok", 3, "*"},
	"jkf/ki2/fork.ki2": {"ok", 3, "1-0"}, "jkf/ki2/fuujite.ki2u": {"ok", 2, "*"},
	"jkf/ki2/illegal.ki2": {"ok", 2, "0-1"}, "jkf/ki2/noeol.ki2": {"ok", 3, "*"},
	"jkf/kif/32ryu-cumbersome.kif": {"ok", 9, "1-0"}, "jkf/kif/8mai.kif": {"ok", 25, "*"},
	"jkf/kif/9fu.kif": {"ok", 61, "1-0"}, "jkf/kif/chudan.kif": {"ok", 3, "*"},
	"jkf/kif/doh_branch.kifu": {"ok", 3, "*"}, "jkf/kif/fork-notime.kif": {"ok", 3, "*"},
	"jkf/kif/fork-test.kif": {"ok", 3, "*"}, "jkf/kif/fork.kif": {"ok", 3, "1-0"},
	"jkf/kif/henka.kif": {"ok", 12, "*"}, "jkf/kif/illegal.kif": {"ok", 2, "0-1"},
	"jkf/kif/kifu_for_iphone.kif": {"ok", 3, "1-0"}, "jkf/kif/last-fork.kifu": {"ok", 10, "*"},
	"jkf/kif/last_comment.kif": {"ok", 3, "*"}, "jkf/kif/no_henka.kif": {"ok", 11, "*"},
	"jkf/kif/no_henka.kifu": {"ok", 11, "*"}, "jkf/kif/noeol.kif": {"ok", 3, "*"},
	"jkf/kif/shogidb2.kifu": {"ok", 110, "0-1"}, "jkf/kif/shogidokoro.kifu": {"ok", 19, "1-0"},
	"jkf/kif/taichitsume.kif":                             {"ok", 7, "1-0"},
	"shogi-pyshogi-81dojo-2020-short.kif":                 {"ok", 11, "1-0"},
	"shogi-pyshogi-csa-handicap-PI.csa":                   {"ok", 2, "0-1"},
	"shogi-pyshogi-csa-spec-example.csa":                  {"ok", 3, "1-0"},
	"shogi-pyshogi-habu-fujii-2006-sjis.kif":              {"ok", 181, "1-0"},
	"shogi-pyshogi-ouisen-2013-g4-commented.kif":          {"ok", 78, "0-1"},
	"shogi-pyshogi-shogiwars-tukushiari-KinoP07-2017.kif": {"ok", 103, "1-0"},
	"shogi-pyshogi-tsume-custom-board-kifuforwin.kif":     {"ok", 1, "*"},
	"shogi-pyshogi-tsume-custom-board-shogigui.kif":       {"ok", 1, "*"},
}

// TestShogiArchive replays every shogi record of ../shared/archives/shogi, one
// subtest per file.
func TestShogiArchive(t *testing.T) {
	dir := sharedFile(t, "archives/shogi")
	for name, want := range archiveWant {
		t.Run(name, func(t *testing.T) {
			res := replayFile(t, filepath.Join(dir, name))
			if len(res) != 1 {
				t.Fatalf("%d games, want 1", len(res))
			}
			r := res[0]
			if r.Status != want.status || r.Plies != want.plies {
				t.Errorf("status %s, %d plies; want %s, %d (%+v)", r.Status, r.Plies, want.status, want.plies, r.Error)
			}
			if r.Status == "ok" && (r.Result.Computed != want.result || r.Result.Mismatch) {
				t.Errorf("result %+v, want %s", r.Result, want.result)
			}
		})
	}
}

// TestShogiSamples replays the small records of testdata/shogi (a KIF in
// Shift_JIS with a handicap, a KI2, a CSA with PI, a USI line).
func TestShogiSamples(t *testing.T) {
	for _, c := range []struct {
		file, notation string
		plies          int
		result, term   string
	}{
		{"kyo-sjis.kif", "kif", 4, "1-0", "resignation"},
		{"sample.ki2", "ki2", 5, "1-0", "resignation"},
		{"kakuochi.csa", "csa", 3, "0-1", "resignation"},
		{"game.usi", "usi", 4, "*", "unterminated"},
	} {
		res := replayFile(t, filepath.Join("testdata", "shogi", c.file))
		if len(res) != 1 {
			t.Fatalf("%s: %d games", c.file, len(res))
		}
		r := res[0]
		if r.Status != "ok" || r.Notation != c.notation || r.Plies != c.plies || r.Result.Computed != c.result || r.Result.Termination != c.term || r.Result.Mismatch {
			t.Errorf("%s: %s %s %d plies %+v; want ok %s %d %s %s (%+v)", c.file, r.Status, r.Notation, r.Plies, r.Result, c.notation, c.plies, c.result, c.term, r.Error)
		}
	}
}

type oracleGame struct {
	ID       string   `json:"id"`
	StartFEN string   `json:"start_fen"`
	Moves    []string `json:"moves"`
	Result   string   `json:"result"`
	End      string   `json:"end"`
	// Corrupted: the game holds an illegal move on purpose (not replayed here)
	Corrupted bool `json:"corrupted"`
}

func oracleGames(t *testing.T, file string) []oracleGame {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []oracleGame
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var g oracleGame
		if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
			t.Fatal(err)
		}
		out = append(out, g)
	}
	return out
}

// parseKifuMove reads a move text in a record format.
func parseKifuMove(format, text string) (kifu.Move, error) {
	switch format {
	case "usi":
		return usi.ParseMove(text)
	case "csa":
		return csa.ParseMove(text)
	}
	return kif.ParseMove(text)
}

// TestShogiNotationRoundTrip: after every ply of every oracle shogi and
// minishogi game, every legal move written in USI, KIF, KI2 and CSA (CSA on
// 9x9 only) reads back as that move; and each game written as a record in each
// notation replays with the oracle's plies and result.
func TestShogiNotationRoundTrip(t *testing.T) {
	dir := sharedFile(t, "oracle/fsf-variants")
	e := replay.New(replay.Options{})
	for _, v := range []string{"shogi", "minishogi"} {
		r, _, err := e.Rules(v)
		if err != nil {
			t.Fatal(err)
		}
		formats := []string{"usi", "kif", "ki2", "csa"}
		if v == "minishogi" {
			formats = formats[:3]
		}
		for _, gm := range oracleGames(t, filepath.Join(dir, "games-"+v+".jsonl")) {
			if gm.Corrupted {
				continue
			}
			p, err := r.ParseFEN(gm.StartFEN)
			if err != nil {
				t.Fatal(err)
			}
			g := (&position.Game{}).Reset(p)
			var prev kifu.Square
			kms := map[string][]kifu.Move{}
			checked := 0
			for ply, mv := range gm.Moves {
				legal := append([]position.Move(nil), g.Legal()...)
				checked += readBackKifu(t, fmt.Sprintf("%s ply %d", gm.ID, ply+1), p, legal, formats, prev)
				c, err := coord.Parse(strings.TrimSuffix(mv, "+"), sq.DefaultLabels(r.G.Files, r.G.Ranks))
				if err != nil {
					t.Fatal(err)
				}
				if strings.HasSuffix(mv, "+") {
					c.Promo = '+'
				}
				m, fl := match.ResolveCoordMove(p, c)
				if fl != nil {
					t.Fatalf("%s ply %d: oracle move %s: %v", gm.ID, ply+1, mv, fl)
				}
				legal = g.Legal()
				for _, f := range formats {
					km := match.KifuMoveIn(p, legal, m)
					if f == "ki2" && km.Drop {
						km.Drop = match.KifuDropMarked(p, legal, m)
					}
					kms[f] = append(kms[f], km)
				}
				prev = match.SquareKifu(r.G, m.To)
				g.Play(m)
			}
			if checked == 0 {
				t.Fatalf("%s: no move checked", gm.ID)
			}
			start := kifu.Even(r.G.Files, r.G.Ranks)
			rec := &kifu.Record{Start: start}
			if gm.End == "checkmate" || gm.End == "stalemate" {
				// the side to move after the last ply is mated (or stalemated,
				// which loses in shogi): written as 詰み, %TSUMI
				rec.Ending = kifu.Ending{Kind: kifu.EndMate, Side: kifu.Color(len(gm.Moves) % 2)}
				rec.Stated = gm.Result
			}
			for _, f := range formats {
				rec.Moves = kms[f]
				res := replayRecordText(t, e, f, gm.StartFEN, rec)
				if res.Status != "ok" || res.Plies != len(gm.Moves) || res.Result.Computed != gm.Result || res.Result.Mismatch {
					t.Errorf("%s as %s: %s, %d plies, %+v; want ok, %d plies, %s (%+v)", gm.ID, f, res.Status, res.Plies, res.Result, len(gm.Moves), gm.Result, res.Error)
				}
			}
		}
	}
}

// readBackKifu writes every move of legal (the legal moves of p, prev the
// previous move's destination) in each of formats and reads it back, failing the
// test (at where) unless each text reads as its move; it returns the number of
// texts read.
func readBackKifu(t *testing.T, where string, p *position.Position, legal []position.Move, formats []string, prev kifu.Square) int {
	t.Helper()
	n := 0
	for _, m := range legal {
		for _, f := range formats {
			text := match.WriteKifu(p, legal, m, f, prev)
			km, err := parseKifuMove(f, text)
			if err != nil {
				t.Fatalf("%s: %s text %q: %v", where, f, text, err)
			}
			got, fl := match.ResolveKifuIn(p, legal, km, prev)
			if fl != nil || got != m {
				t.Fatalf("%s: %s text %q reads as %v (%v), want %s", where, f, text, got, fl, match.Coords(p, []position.Move{m}))
			}
			n++
		}
	}
	return n
}

// replayRecordText writes rec as a record file of format with the package's
// writer (usi.Write, kif.Write, kif.WriteKI2, csa.Write), reads it back and
// replays it.
func replayRecordText(t *testing.T, e *replay.Engine, format, startFEN string, rec *kifu.Record) *replay.Result {
	t.Helper()
	var text string
	switch format {
	case "usi":
		text = usi.Write(rec)
	case "kif":
		text = kif.Write(rec)
	case "ki2":
		text = kif.WriteKI2(rec)
	case "csa":
		var err error
		if text, err = csa.Write(rec); err != nil {
			t.Fatal(err)
		}
	}
	recs, err := replay.ParseRecords("roundtrip."+format, format, []byte(text))
	if err != nil || len(recs) != 1 {
		t.Fatalf("%s: %d records, %v", format, len(recs), err)
	}
	if got := recs[0].Start.FEN(); got != startFEN {
		t.Fatalf("%s: start %s, want %s\n%s", format, got, startFEN, text)
	}
	if len(recs[0].Diags) > 0 {
		t.Fatalf("%s: %v\n%s", format, recs[0].Diags, text)
	}
	return e.ReplayRecord("roundtrip."+format, recs[0])
}
