package playground_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/gamecourier/courier/pkg/internal/browsertest"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/playground"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/pkg/replay"
	"github.com/gamecourier/courier/pkg/rules"
)

func load(t *testing.T, name string) (*rules.Variant, *position.Rules) {
	t.Helper()
	v, ds := preset.Load(name, preset.Options{})
	if v == nil || ds.HasErrors() {
		t.Fatalf("preset %s: %v", name, ds)
	}
	r, err := position.Compile(v)
	if err != nil {
		t.Fatal(err)
	}
	return v, r
}

// replayLog replays the first game of a log with the shipped preset id, as
// `courier replay --preset id` does, and returns its final FEN and status.
func replayLog(t *testing.T, id, log string) (fen, status string) {
	t.Helper()
	raw, err := gamefile.NewReader(strings.NewReader(log), "log").Next()
	if err != nil {
		t.Fatalf("%s: the log does not read: %v\n%s", id, err, log)
	}
	res := replay.New(replay.Options{Preset: id, FinalFEN: true}).Replay("log", raw)
	if res.Error != nil {
		return res.FinalFEN, res.Status + ": " + res.Error.Message
	}
	return res.FinalFEN, res.Status
}

// pick chooses the move to play: the first one of a special kind (a drop, a
// conversion, a swap, castling, a promotion, en passant), else one by the ply.
func pick(ms []playground.Move, ply int) playground.Move {
	for _, m := range ms {
		if k := m.Kinds[0]; k != "normal" && k != "capture" {
			return m
		}
	}
	return ms[(ply*7+3)%len(ms)]
}

// TestEngine: a game played through the Engine, copied as Game Courier text and as
// PGN, replays to the same FEN; undo goes back; LoadLog reads the copy again.
func TestEngine(t *testing.T) {
	for _, id := range []string{"chess", "symmetric", "crazyhouse", "shogi", "xiangqi", "placement", "modern-swap", "cowardly-crew"} {
		v, r := load(t, id)
		e, err := playground.New(v)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := e.Perft(2), r.Start().Perft(2); got != want {
			t.Errorf("%s: perft 2 = %d, want %d", id, got, want)
		}
		var fens []string
		for ply := 0; ply < 12; ply++ {
			ms := e.Legal()
			if len(ms) == 0 {
				break
			}
			fens = append(fens, e.FEN())
			if _, err := e.Play(pick(ms, ply).Coord); err != nil {
				t.Fatalf("%s: %v", id, err)
			}
		}
		for _, log := range []string{e.GCLog(), e.PGN()} {
			if fen, st := replayLog(t, id, log); fen != e.FEN() || st != "ok" {
				t.Errorf("%s: the copy replays to %s (%s), want %s:\n%s", id, fen, st, e.FEN(), log)
			}
		}
		final := e.FEN()
		copyGC := e.GCLog()
		if !e.Undo() || e.FEN() != fens[len(fens)-1] {
			t.Errorf("%s: undo gives %s, want %s", id, e.FEN(), fens[len(fens)-1])
		}
		if err := e.LoadLog(copyGC); err != nil || e.FEN() != final {
			t.Errorf("%s: LoadLog: %v, FEN %s, want %s", id, err, e.FEN(), final)
		}
		if _, err := e.Play("Zz9-z0"); err == nil {
			t.Errorf("%s: a nonsense move was played", id)
		}
	}
}

// TestMoveDiagram: the rook's diagram marks its four lines to the edge (4 squares
// each way on a 9x9 diagram: 16 marks), the knight 8 squares, the pawn's forward
// step only moves (a ring) and its diagonals only capture (crosses).
func TestMoveDiagram(t *testing.T) {
	_, r := load(t, "chess")
	for _, tc := range []struct {
		letter         byte
		dots, rings, x int
	}{{'R', 16, 0, 0}, {'N', 8, 0, 0}, {'P', 0, 2, 2}} {
		pt := r.V.Piece(tc.letter)
		d := playground.MoveDiagram(pt.Atoms, 4, 10)
		dots := strings.Count(d, `<circle`) - strings.Count(d, `fill="none"`)
		rings := strings.Count(d, `fill="none"`)
		xs := strings.Count(d, `<path`)
		if dots != tc.dots || rings != tc.rings || xs != tc.x {
			t.Errorf("%c: %d dots, %d rings, %d crosses; want %d, %d, %d", tc.letter, dots, rings, xs, tc.dots, tc.rings, tc.x)
		}
	}
}

// browser returns a chromedp context on headless Chromium, or skips the test.
func browser(t *testing.T) context.Context {
	t.Helper()
	return browsertest.Start(t, "the playground's browser test", 1100, 900, 8*time.Minute)
}

func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAsValue))
	if err != nil {
		t.Fatalf("%s: %v", js, err)
	}
	return v
}

// click clicks with the mouse at the centre of the element sel names, as a user
// would (Input.dispatchMouseEvent).
func click(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	xy := eval[[]float64](t, ctx, fmt.Sprintf(`(function(){var e=document.querySelector(%q); if(!e) return []; e.scrollIntoView({block:"nearest"});
		var r=e.getBoundingClientRect(); return [r.left+r.width/2, r.top+r.height/2];})()`, sel))
	if len(xy) != 2 {
		t.Fatalf("no element %s", sel)
	}
	if err := chromedp.Do(ctx, chromedp.MouseClickXY(xy[0], xy[1])); err != nil {
		t.Fatal(err)
	}
}

// TestBrowser loads one playground page in headless Chromium and switches it to
// every shipped preset (courier.switchVariant): courier.perft(2) from the start
// equals the perft 2 of `courier perft 2` (position.Perft, computed here), and a
// game of 4 plies played by clicks on the board (a hand's piece for a drop, the
// chooser's button when a square takes several moves) is copied as Game Courier
// text with the page's button and replays, as `courier replay --preset ID` does,
// to the FEN the page shows.
func TestBrowser(t *testing.T) {
	ctx := browser(t)
	a, err := playground.BuildAssets()
	if err != nil {
		t.Fatal(err)
	}
	_, r := load(t, "chess")
	pg, err := playground.NewPage(r)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := playground.WriteHTML(&b, pg, a); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "play.html")
	if err := os.WriteFile(file, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("page size %d bytes", b.Len())
	if err := chromedp.Do(ctx, chromedp.Navigate("file://"+file)); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`courier.ready.then(function(){return true})`, chromedp.EvalAsValue, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatalf("the engine did not start: %v", err)
	}
	for _, id := range preset.Names() {
		_, r := load(t, id)
		pg, err := playground.NewPage(r)
		if err != nil {
			t.Fatal(err)
		}
		data, _ := json.Marshal(pg)
		eval[any](t, ctx, "courier.switchVariant("+string(data)+"), null")
		if got, want := eval[float64](t, ctx, "courier.perft(2)"), r.Start().Perft(2); uint64(got) != want {
			t.Errorf("%s: courier.perft(2) = %v, courier perft 2 = %d", id, got, want)
		}
		if got, want := eval[string](t, ctx, "courier.fen()"), r.Start().FEN(); got != want {
			t.Errorf("%s: start FEN %s, want %s", id, got, want)
		}
		for ply := 0; ply < 4; ply++ {
			ms := eval[[]playground.Move](t, ctx, "courier.legal()")
			if len(ms) == 0 {
				break
			}
			m := pick(ms, ply)
			side := eval[string](t, ctx, "courier.status().side")[:1]
			if m.Drop != "" {
				click(t, ctx, fmt.Sprintf(`#hands .hand[data-color=%q][data-piece=%q]`, side, m.Drop))
			} else {
				click(t, ctx, fmt.Sprintf(`#sqs .sq[data-sq=%q]`, m.From))
			}
			click(t, ctx, fmt.Sprintf(`#sqs .sq[data-sq=%q]`, m.To))
			if eval[bool](t, ctx, `!document.getElementById("chooser").hidden`) {
				click(t, ctx, fmt.Sprintf(`#chooser button[data-coord=%q]`, m.Coord))
			}
			if n := len(eval[[]playground.Move](t, ctx, "courier.plies()")); n != ply+1 {
				t.Fatalf("%s: after clicking %s (%v) %d plies are played, want %d: %s", id, m.Coord, m.Kinds, n, ply+1,
					eval[string](t, ctx, `document.getElementById("msg").textContent`))
			}
		}
		click(t, ctx, "#copygc")
		log := eval[string](t, ctx, `document.getElementById("out").value`)
		fen := eval[string](t, ctx, "courier.fen()")
		if got, st := replayLog(t, id, log); got != fen || st != "ok" {
			t.Errorf("%s: the copied log replays to %s (%s), the page shows %s:\n%s", id, got, st, fen, log)
		}
		if id == "atomic" {
			checkExplosionMark(t, ctx)
		}
	}
}

// checkExplosionMark: a kind of effect the page has no colour of its own for
// (atomic's explosion) is marked in a colour of its own, not as a plain capture,
// and added to the legend. In the FEN the knight on e5 takes f7 (an explosion)
// or goes to d3 (a plain move).
func checkExplosionMark(t *testing.T, ctx context.Context) {
	t.Helper()
	eval[any](t, ctx, `courier.setFEN("rnbqkbnr/pppppppp/8/4N3/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1"), courier.select("e5"), null`)
	if got := eval[string](t, ctx, `(document.querySelector('circle.target[data-sq="f7"]')||{}).getAttribute ? document.querySelector('circle.target[data-sq="f7"]').getAttribute("class") : ""`); got != "target k-explosion" {
		t.Errorf("atomic: the target f7 is marked %q, want \"target k-explosion\"", got)
	}
	stroke := eval[string](t, ctx, `document.querySelector('circle.target[data-sq="f7"]').getAttribute("stroke")`)
	plain := eval[string](t, ctx, `document.querySelector('circle.target[data-sq="d3"]').getAttribute("fill")`)
	if stroke == "" || stroke == plain {
		t.Errorf("atomic: the explosion on f7 is drawn %q, a plain move %q", stroke, plain)
	}
	if legend := eval[string](t, ctx, `document.getElementById("legend").textContent`); !strings.Contains(legend, "explosion") {
		t.Errorf("atomic: the legend %q has no explosion", legend)
	}
	eval[any](t, ctx, `courier.select(null), courier.restart(), null`)
}
