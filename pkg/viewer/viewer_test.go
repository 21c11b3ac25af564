package viewer_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/gamecourier/courier/pkg/internal/browsertest"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/replay"
	"github.com/gamecourier/courier/pkg/viewer"
)

// replayGame replays game k (1-based) of path with the moves kept.
func replayGame(t *testing.T, path string, k int) (*replay.Result, *position.Rules) {
	t.Helper()
	e := replay.New(replay.Options{KeepMoves: true})
	var res *replay.Result
	src := replay.Source{Name: path, Open: func() (io.Reader, error) { return os.Open(path) }}
	e.Run([]replay.Source{src}, 1, func(r *replay.Result) {
		if r.Game == k {
			res = r
		}
	}, func(fe *replay.FileError) { t.Fatal(fe) })
	if res == nil {
		t.Fatalf("%s has no game %d", path, k)
	}
	r, _, err := e.Rules(res.Preset)
	if err != nil {
		t.Fatal(err)
	}
	return res, r
}

// page builds the page of game k of path and writes it into a temporary file.
func page(t *testing.T, path string, k int) (file string, g *viewer.Game, res *replay.Result, r *position.Rules) {
	t.Helper()
	res, r = replayGame(t, path, k)
	g, err := viewer.Build(r, res)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := viewer.WriteHTML(&b, g); err != nil {
		t.Fatal(err)
	}
	file = filepath.Join(t.TempDir(), "game.html")
	if err := os.WriteFile(file, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return file, g, res, r
}

// squaresOf lists "e4=N" for every square of fen's board ("e5=" when empty), sorted,
// as our engine reads the FEN.
func squaresOf(t *testing.T, r *position.Rules, fen string) []string {
	t.Helper()
	p, err := r.ParseFEN(fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	g := r.G
	var out []string
	for s := 0; s < g.Files*g.Ranks; s++ {
		sq := g.Sq(s%g.Files, s/g.Files)
		letter := ""
		if pc := p.At(sq); pc != position.Empty {
			letter = string(r.Letter(pc))
		}
		out = append(out, g.Name(sq)+"="+letter)
	}
	sort.Strings(out)
	return out
}

// afterPlies is the FEN after n plies of res, played by the engine from its start.
func afterPlies(t *testing.T, r *position.Rules, res *replay.Result, n int) string {
	t.Helper()
	p, err := r.ParseFEN(res.StartFEN)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n; i++ {
		m, ok := match.FindSAN(p, res.Moves[i].SAN)
		if !ok {
			t.Fatalf("ply %d %s not found", i+1, res.Moves[i].SAN)
		}
		p.Make(m)
	}
	return p.FEN()
}

// TestPageData: the page is one self-contained file (no address to fetch) with the
// data of every ply, in the log's notation, with the events and the illegal move.
func TestPageData(t *testing.T) {
	file, g, res, r := page(t, "testdata/symmetric-illegal.gc", 1)
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	// nothing to load: no src= or href= attributes, no url(), no http(s) address
	if m := regexp.MustCompile(`(?i)(\bsrc\s*=|\bhref\s*=|url\(|https?://[a-z])`).FindAll(b, -1); len(m) > 0 {
		var bad []string
		for _, x := range m {
			bad = append(bad, string(x))
		}
		// the SVG namespace is an identifier, not a fetch
		if strings.Count(string(b), "http://www.w3.org/2000/svg") < len(bad) {
			t.Errorf("the page refers to outside resources: %q", bad)
		}
	}
	if len(g.Plies) != 24 || res.Plies != 24 {
		t.Fatalf("%d plies (replay %d), want 24: 12 moves each before the illegal 13. R a1-a5", len(g.Plies), res.Plies)
	}
	if g.Plies[0].Text != "N h1-i3" || g.Plies[1].Text != "n h8-g6" || g.Plies[0].Number != "1." || g.Plies[1].Number != "1..." {
		t.Errorf("first plies %+v %+v, want 1. N h1-i3, 1... n h8-g6 as written", g.Plies[0], g.Plies[1])
	}
	for i, p := range g.Plies {
		if want := afterPlies(t, r, res, i+1); p.FEN != want {
			t.Errorf("ply %d: FEN %s, want %s", i+1, p.FEN, want)
		}
	}
	// 4. B c1-g5 and 6... b c8-d7 move a bishop that could convert along its
	// diagonal: each side declines the conversion of that bishop (RULES.md: the
	// other must then convert), at plies 7 and 12
	for _, want := range []struct {
		ply  int
		kind string
	}{{7, "conversion-declined"}, {12, "conversion-declined"}} {
		evs := g.Plies[want.ply-1].Events
		if len(evs) != 1 || evs[0].Kind != want.kind {
			t.Errorf("ply %d events %+v, want one %s", want.ply, evs, want.kind)
		}
	}
	il := g.Illegal
	if il == nil || il.Text != "R a1-a5" || il.Code != "no-path" || il.Ply != 25 || il.Number != "13." ||
		il.FEN != g.Plies[23].FEN || len(il.Arrow) != 2 || il.Arrow[0] != "a1" || il.Arrow[1] != "a5" {
		t.Errorf("illegal %+v, want 13. R a1-a5 (no-path) at ply 25 drawn a1-a5 on the position after ply 24", il)
	}
	if _, err := viewer.Build(r, &replay.Result{File: "x", Game: 1, StartFEN: res.StartFEN, Plies: 2}); err == nil {
		t.Error("Build without kept moves: no error")
	}
}

// browser returns a chromedp context on headless Chromium, or skips the test.
func browser(t *testing.T) context.Context {
	t.Helper()
	return browsertest.Start(t, "the viewer's browser test", 1100, 800, 3*time.Minute)
}

// shown reads the board the page shows: "e4=N" per square, sorted; the squares
// shaded as the last move; data-ply.
func shown(t *testing.T, ctx context.Context) (squares, last []string, ply string) {
	t.Helper()
	type state struct {
		Squares []string `json:"squares"`
		Last    []string `json:"last"`
		Ply     string   `json:"ply"`
	}
	js := `({squares: Array.from(document.querySelectorAll('#board .sq')).map(e => e.dataset.sq + '=' + e.dataset.piece),
		last: Array.from(document.querySelectorAll('#board .sq.last')).map(e => e.dataset.sq),
		ply: document.body.dataset.ply})`
	st, err := chromedp.Run(ctx, chromedp.Evaluate[state](js))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(st.Squares)
	sort.Strings(st.Last)
	return st.Squares, st.Last, st.Ply
}

// press sends the key n times, as a user would (Input.dispatchKeyEvent).
func press(t *testing.T, ctx context.Context, key string, n int) {
	t.Helper()
	var acts []chromedp.Action[chromedp.Void]
	for i := 0; i < n; i++ {
		acts = append(acts, chromedp.KeyEvent(key))
	}
	if err := chromedp.Do(ctx, acts...); err != nil {
		t.Fatal(err)
	}
}

func equal(a, b []string) bool { return strings.Join(a, " ") == strings.Join(b, " ") }

// checkPly compares the board shown with the engine's position after n plies,
// and the shaded squares with the n-th ply's.
func checkPly(t *testing.T, ctx context.Context, r *position.Rules, g *viewer.Game, want string, n int) {
	t.Helper()
	sq, last, ply := shown(t, ctx)
	if ws := squaresOf(t, r, want); !equal(sq, ws) {
		t.Errorf("after %d plies the page shows\n%v\nwant (%s)\n%v", n, sq, want, ws)
	}
	if ply != fmt.Sprint(n) {
		t.Errorf("data-ply %q, want %d", ply, n)
	}
	var wl []string
	if n > 0 {
		wl = []string{g.Plies[n-1].From, g.Plies[n-1].To}
		sort.Strings(wl)
	}
	if !equal(last, wl) {
		t.Errorf("after %d plies the shaded squares are %v, want %v", n, last, wl)
	}
}

// TestBrowser loads each page in headless Chromium (file://), presses the right
// arrow N times and compares every square with the position after N plies: from
// our engine, and at the end of a Modern Chess game from Fairy-Stockfish's final
// FEN (../shared/oracle/fsf/games-modern.jsonl, game modernchess-000, the first
// game of logs/modern.gc: 200 plies). Then Left, Home and End, and the illegal
// move's step: the arrow and the diagnostic.
func TestBrowser(t *testing.T) {
	ctx := browser(t)
	t.Run("symmetric with an illegal move", func(t *testing.T) {
		file, g, res, r := page(t, "testdata/symmetric-illegal.gc", 1)
		if err := chromedp.Do(ctx, chromedp.Navigate("file://"+file), chromedp.WaitReady(`#board .sq`)); err != nil {
			t.Fatal(err)
		}
		checkPly(t, ctx, r, g, res.StartFEN, 0)
		press(t, ctx, kb.ArrowRight, 7)
		checkPly(t, ctx, r, g, afterPlies(t, r, res, 7), 7)
		evText, err := chromedp.Run(ctx, chromedp.Text(`#events`))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(evText, "conversion declined: bishop c1-g5") {
			t.Errorf("ply 7 (4. B c1-g5): events %q, want the conversion declined", evText)
		}
		press(t, ctx, kb.ArrowLeft, 2)
		checkPly(t, ctx, r, g, afterPlies(t, r, res, 5), 5)
		press(t, ctx, kb.End, 1)
		// the illegal move: the board before it, its arrow from a1 to a5, the diagnostic
		checkPly(t, ctx, r, g, afterPlies(t, r, res, 24), 24)
		type illegal struct {
			Illegal string   `json:"illegal"`
			Arrow   []string `json:"arrow"`
			Diag    string   `json:"diag"`
		}
		js := `({illegal: document.body.dataset.illegal, diag: document.getElementById('diag').innerText,
			arrow: Array.from(document.querySelectorAll('#overlay line.arrow')).map(l => ['x1','y1','x2','y2'].map(a => l.getAttribute(a)).join(','))})`
		st, err := chromedp.Run(ctx, chromedp.Evaluate[illegal](js))
		if err != nil {
			t.Fatal(err)
		}
		// a1 is file 0, the bottom rank of 8: centre (0.5, 7.5); toward a5 (0.5, 3.5)
		if st.Illegal != "1" || len(st.Arrow) != 1 || !strings.HasPrefix(st.Arrow[0], "0.5,7.5,0.5,") || !strings.Contains(st.Diag, "no-path") || !strings.Contains(st.Diag, ":17:5:") {
			t.Errorf("illegal step: %+v; want an arrow from a1 up the a-file and the diagnostic at 17:5 (no-path)", st)
		}
		press(t, ctx, kb.Home, 1)
		checkPly(t, ctx, r, g, res.StartFEN, 0)
		// the buttons step as the keys do
		if err := chromedp.Do(ctx, chromedp.Click(`#next`), chromedp.Click(`#next`), chromedp.Click(`#next`), chromedp.Click(`#prev`)); err != nil {
			t.Fatal(err)
		}
		checkPly(t, ctx, r, g, afterPlies(t, r, res, 2), 2)
	})
	t.Run("every kind of stop", func(t *testing.T) {
		// pkg/replay's fixture: one wrong move per game (ambiguous, castling, bad
		// promotion, null move, unreadable SAN, an unclosed comment, wrong
		// conversions, a second swap, no path, off the board)
		const errs = "../replay/testdata/want/pgn-errors.pgn"
		for k := 1; k <= 10; k++ {
			file, g, res, r := page(t, errs, k)
			if g.Illegal == nil {
				t.Errorf("game %d: no illegal move", k)
				continue
			}
			if err := chromedp.Do(ctx, chromedp.Navigate("file://"+file+"#end"), chromedp.WaitReady(`#board .sq`)); err != nil {
				t.Fatal(err)
			}
			checkPly(t, ctx, r, g, afterPlies(t, r, res, res.Plies), res.Plies)
			type stop struct {
				Illegal string `json:"illegal"`
				Diag    string `json:"diag"`
				Marks   int    `json:"marks"`
			}
			st, err := chromedp.Run(ctx, chromedp.Evaluate[stop](`({illegal: document.body.dataset.illegal,
				diag: document.getElementById('diag').innerText, marks: document.querySelectorAll('#overlay > *').length})`))
			if err != nil {
				t.Fatal(err)
			}
			wantMarks := len(g.Illegal.Rings)
			if len(g.Illegal.Arrow) == 2 {
				wantMarks += 2 // a line and its head
				if g.Illegal.Arrow[0] == "" {
					wantMarks-- // a ring on the target
				}
			}
			if st.Illegal != "1" || !strings.Contains(st.Diag, "("+g.Illegal.Code+")") || st.Marks != wantMarks {
				t.Errorf("game %d (%s): %+v; want the diagnostic with its code and %d marks", k, g.Illegal.Code, st, wantMarks)
			}
		}
	})
	t.Run("16x16", func(t *testing.T) {
		file, g, res, r := page(t, "testdata/big.gc", 1)
		if err := chromedp.Do(ctx, chromedp.Navigate("file://"+file), chromedp.WaitReady(`#board .sq`)); err != nil {
			t.Fatal(err)
		}
		for _, n := range []int{3, 4, 3} { // to 3, 7, 10
			press(t, ctx, kb.ArrowRight, n)
		}
		checkPly(t, ctx, r, g, afterPlies(t, r, res, 10), 10)
		sq, _, _ := shown(t, ctx)
		if len(sq) != 256 {
			t.Errorf("%d squares, want 256", len(sq))
		}
		// by hand: the rook went h1-p1-p16, Black's queen d16-h12-h2 took the pawn
		for _, want := range []string{"p16=R", "h2=q", "h1=", "d16=", "e4=P", "f3=N", "c4=B", "c14=n", "a13=p"} {
			if !strings.Contains(" "+strings.Join(sq, " ")+" ", " "+want+" ") {
				t.Errorf("16x16 after 10 plies: no %s", want)
			}
		}
	})
	t.Run("modern vs Fairy-Stockfish", func(t *testing.T) {
		file, g, _, r := page(t, "../../logs/modern.gc", 1)
		// ../shared/oracle/fsf/games-modern.jsonl, id modernchess-000: 200 plies, final_fen
		const oracle = "9/2k6/1p6p/p8/PPn2P3/5b2K/6R2/3P5/9 w - - 1 101"
		if len(g.Plies) != 200 {
			t.Fatalf("%d plies, want 200", len(g.Plies))
		}
		if line := sharedOracle(t); line != "" && !strings.Contains(line, oracle) {
			t.Fatalf("the oracle's final FEN is not %s: %s", oracle, line)
		}
		if err := chromedp.Do(ctx, chromedp.Navigate("file://"+file), chromedp.WaitReady(`#board .sq`)); err != nil {
			t.Fatal(err)
		}
		press(t, ctx, kb.ArrowRight, 200)
		checkPly(t, ctx, r, g, oracle, 200)
		press(t, ctx, kb.ArrowRight, 3) // past the end: stays
		checkPly(t, ctx, r, g, oracle, 200)
	})
}

// sharedOracle returns the line of game modernchess-000 of the shared oracle, or ""
// when ../shared is absent.
func sharedOracle(t *testing.T) string {
	b, err := os.ReadFile("../../../shared/oracle/fsf/games-modern.jsonl")
	if err != nil {
		t.Log("../shared/oracle absent: the final FEN is checked against the copy in this test")
		return ""
	}
	for _, line := range strings.Split(string(b), "\n") {
		var g struct {
			ID       string `json:"id"`
			FinalFEN string `json:"final_fen"`
		}
		if json.Unmarshal([]byte(line), &g) == nil && g.ID == "modernchess-000" {
			return g.FinalFEN
		}
	}
	t.Fatal("no game modernchess-000 in the shared oracle")
	return ""
}

// TestPageEscapes: text from the log (tags, moves) cannot close the page's script or
// add markup: a tag value "</script><script>alert(1)</script>" stays data.
func TestPageEscapes(t *testing.T) {
	log := filepath.Join(t.TempDir(), "x.pgn")
	bad := `</script><script>alert(1)</script><b>`
	if err := os.WriteFile(log, []byte("[Event \""+bad+"\"]\n[White \"A & B\"]\n[Variant \"chess\"]\n\n1. e4 e5 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	res, r := replayGame(t, log, 1)
	g, err := viewer.Build(r, res)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := viewer.WriteHTML(&b, g); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	if strings.Contains(page, "alert(1)</script>") || strings.Contains(page, "<b>") || strings.Count(page, "</script>") != 2 {
		t.Errorf("the tag's markup reached the page:\n%s", page)
	}
	if len(g.Tags) == 0 || g.Tags[0] != [2]string{"Event", bad} {
		t.Errorf("tags %q, want the Event tag as written", g.Tags)
	}
}
