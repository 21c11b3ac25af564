package viewer_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
	"github.com/gamecourier/courier/pkg/viewer"
)

// annotatedPage builds the page of game 1 of path with its comments and
// variations (viewer.Annotate, as courier show does).
func annotatedPage(t *testing.T, path string) (string, *viewer.Game, *position.Rules) {
	t.Helper()
	return annotatedGame(t, path, 1)
}

// annotatedGame is annotatedPage of game k (1-based) of path.
func annotatedGame(t *testing.T, path string, k int) (string, *viewer.Game, *position.Rules) {
	t.Helper()
	res, r := replayGame(t, path, k)
	g, err := viewer.Build(r, res)
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gr := gamefile.NewReader(f, path)
	raw, err := gr.Next()
	for err == nil && raw.Index != k {
		raw, err = gr.Next()
	}
	if err != nil {
		t.Fatal(err)
	}
	viewer.Annotate(g, r, raw.Movetext)
	var b bytes.Buffer
	if err := viewer.WriteHTML(&b, g); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "game.html")
	if err := os.WriteFile(file, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return file, g, r
}

// fenAfter plays SAN moves from the start of r (the test's own line, not the page's).
func fenAfter(t *testing.T, r *position.Rules, sans ...string) string {
	t.Helper()
	p := r.Start()
	for _, s := range sans {
		m, ok := match.FindSAN(p, s)
		if !ok {
			t.Fatalf("%s: not legal after %v", s, sans)
		}
		p.Make(m)
	}
	return p.FEN()
}

// TestAnnotate: the comments and the variations of testdata/variations.pgn, read
// by hand: "{The King's Gambit, declined.} 1. e4 e5 2. Nf3 {the quiet move} (2. f4
// exf4 (2... d5 {the Falkbeer}) 3. Nf3 g5) 2... Nc6 3. Bb5 a6 (3... Nf6 4. O-O)
// 4. Ba4".
func TestAnnotate(t *testing.T) {
	_, g, r := annotatedPage(t, "testdata/variations.pgn")
	if g.StartComment != "The King's Gambit, declined." || g.Plies[2].Comment != "the quiet move" {
		t.Errorf("comments %q, %q", g.StartComment, g.Plies[2].Comment)
	}
	if len(g.Variations) != 3 {
		t.Fatalf("%d variations, want 3", len(g.Variations))
	}
	want := []struct {
		ply, depth int
		moves      []string
		fen        string
	}{
		{3, 1, []string{"f4", "exf4", "Nf3", "g5"}, fenAfter(t, r, "e4", "e5", "f4", "exf4", "Nf3", "g5")},
		{3, 2, []string{"d5"}, fenAfter(t, r, "e4", "e5", "f4", "d5")},
		{6, 1, []string{"Nf6", "O-O"}, fenAfter(t, r, "e4", "e5", "Nf3", "Nc6", "Bb5", "Nf6", "O-O")},
	}
	for i, w := range want {
		v := g.Variations[i]
		var texts []string
		for _, m := range v.Moves {
			texts = append(texts, m.Text)
		}
		if v.Ply != w.ply || v.Depth != w.depth || strings.Join(texts, " ") != strings.Join(w.moves, " ") || v.Moves[len(v.Moves)-1].FEN != w.fen {
			t.Errorf("variation %d: ply %d depth %d %v ending %s; want ply %d depth %d %v ending %s", i, v.Ply, v.Depth, texts, v.Moves[len(v.Moves)-1].FEN, w.ply, w.depth, w.moves, w.fen)
		}
	}
	if g.Variations[1].Moves[0].Comment != "the Falkbeer" || g.Variations[1].Moves[0].Number != "2..." {
		t.Errorf("2... d5: %+v", g.Variations[1].Moves[0])
	}
	// a Game Courier log: logs/chess.gc's second game ends "35... a3-d3  // White
	// resigned" (line 51)
	_, g, _ = annotatedGame(t, "../../logs/chess.gc", 2)
	if n := len(g.Plies); n != 70 || g.Plies[69].Comment != "White resigned" || g.Plies[68].Comment != "" || len(g.Variations) != 0 {
		t.Errorf("chess.gc: %d plies, last comments %q %q; want 70, the last \"White resigned\"", n, g.Plies[68].Comment, g.Plies[69].Comment)
	}
}

// TestBrowserFeatures: flip (the F key and the button), the move list scrolled to
// the current move, a game with variations (a click on a variation's move shows
// its position), the hands of a crazyhouse game, and a 360-pixel window.
func TestBrowserFeatures(t *testing.T) {
	ctx := browser(t)
	t.Run("variations and flip", func(t *testing.T) { variationsAndFlip(t, ctx) })
	t.Run("scrolled move list at 360 pixels", func(t *testing.T) { scrolledList(t, ctx) })
	t.Run("crazyhouse hands", func(t *testing.T) { crazyhouseHands(t, ctx) })
	t.Run("illegal drop", func(t *testing.T) { illegalDrop(t, ctx) })
	t.Run("xiangqi check", func(t *testing.T) { xiangqiCheck(t, ctx) })
}

// xiangqiCheck: after 13... Rxf1+ (ply 26 of testdata/xiangqi.pgn) White's general
// stands on e1 (the FEN's first rank "3NKr2R", read by hand) and is in check: its
// square alone has the class check; the rook's move f3-f1 is shaded.
func xiangqiCheck(t *testing.T, ctx context.Context) {
	file, g, r := annotatedPage(t, "testdata/xiangqi.pgn")
	if !strings.HasSuffix(strings.Fields(g.Plies[25].FEN)[0], "/3NKr2R") {
		t.Fatalf("ply 26: %s, want the first rank 3NKr2R", g.Plies[25].FEN)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate("file://"+file+"#26"), chromedp.WaitReady(`#board .sq`)); err != nil {
		t.Fatal(err)
	}
	checkPly(t, ctx, r, g, g.Plies[25].FEN, 26)
	checked, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll('#board .sq.check')).map(e => e.dataset.sq)`))
	if err != nil {
		t.Fatal(err)
	}
	if !equal(checked, []string{"e1"}) {
		t.Errorf("check marked on %v, want e1", checked)
	}
}

// illegalDrop: 3. N@e5 with no knight in hand is a ring on e5 with a faded knight
// in it, no arrow.
func illegalDrop(t *testing.T, ctx context.Context) {
	file, g, _ := annotatedPage(t, "testdata/illegal-drop.pgn")
	if g.Illegal == nil || g.Illegal.Drop != "N" || len(g.Illegal.Arrow) != 2 || g.Illegal.Arrow[0] != "" || g.Illegal.Arrow[1] != "e5" {
		t.Fatalf("illegal %+v, want the drop N@e5 without origin", g.Illegal)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate("file://"+file+"#end"), chromedp.WaitReady(`#board .sq`)); err != nil {
		t.Fatal(err)
	}
	type marks struct {
		Arrows, Rings int
		Drop          string
	}
	m, err := chromedp.Run(ctx, chromedp.Evaluate[marks](`({Arrows: document.querySelectorAll('#overlay line.arrow').length,
		Rings: document.querySelectorAll('#overlay circle.ring').length,
		Drop: Array.from(document.querySelectorAll('#overlay g.drop .piece')).map(e => e.dataset.piece).join(',')})`))
	if err != nil {
		t.Fatal(err)
	}
	if m.Arrows != 0 || m.Rings != 1 || m.Drop != "N" {
		t.Errorf("marks %+v, want one ring with the knight and no arrow", m)
	}
}

func variationsAndFlip(t *testing.T, ctx context.Context) {
	file, g, r := annotatedPage(t, "testdata/variations.pgn")
	if err := chromedp.Do(ctx, chromedp.Navigate("file://"+file), chromedp.WaitReady(`#board .sq`)); err != nil {
		t.Fatal(err)
	}
	// exf4 of the first variation, then the nested 2... d5
	for _, c := range []struct {
		sel, fen string
		last     []string
	}{
		{`.vmv[data-var="0"][data-vstep="1"]`, fenAfter(t, r, "e4", "e5", "f4", "exf4"), []string{"e5", "f4"}},
		{`.vmv[data-var="1"][data-vstep="0"]`, fenAfter(t, r, "e4", "e5", "f4", "d5"), []string{"d5", "d7"}},
	} {
		if err := chromedp.Do(ctx, chromedp.Click(c.sel)); err != nil {
			t.Fatal(err)
		}
		sq, last, _ := shown(t, ctx)
		if !equal(sq, squaresOf(t, r, c.fen)) || !equal(last, c.last) {
			t.Errorf("%s: the page shows %v (last %v), want %s (last %v)", c.sel, sq, last, c.fen, c.last)
		}
		note, err := chromedp.Run(ctx, chromedp.Text(`#moves`))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(note, "the Falkbeer") || !strings.Contains(note, "The King's Gambit, declined.") {
			t.Errorf("the comments are not in the move list: %q", note)
		}
	}
	// Right steps on within the variation, then back to the main line by a click
	press(t, ctx, kb.ArrowRight, 1) // the nested variation has one move: stays
	if err := chromedp.Do(ctx, chromedp.Click(`.mv[data-step="3"]`)); err != nil {
		t.Fatal(err)
	}
	checkPly(t, ctx, r, g, g.Plies[2].FEN, 3)
	// flip: a1 goes to the top right, h8 to the bottom left; F again turns back
	corner := func() (a1x, a1y, h8x, h8y float64, flip string) {
		js := `(function(){var a=document.querySelector('#board .sq[data-sq="a1"]'),h=document.querySelector('#board .sq[data-sq="h8"]');
			return [a.getAttribute('x'),a.getAttribute('y'),h.getAttribute('x'),h.getAttribute('y'),document.body.dataset.flip];})()`
		v, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](js))
		if err != nil {
			t.Fatal(err)
		}
		f := func(s string) float64 { x, _ := strconv.ParseFloat(s, 64); return x }
		return f(v[0]), f(v[1]), f(v[2]), f(v[3]), v[4]
	}
	ax, ay, hx, hy, fl := corner()
	if !(ax < hx && ay > hy) || fl != "" {
		t.Errorf("unflipped: a1 (%v,%v) h8 (%v,%v), flip %q; want a1 bottom left", ax, ay, hx, hy, fl)
	}
	press(t, ctx, "f", 1)
	ax, ay, hx, hy, fl = corner()
	if !(ax > hx && ay < hy) || fl != "1" {
		t.Errorf("flipped: a1 (%v,%v) h8 (%v,%v), flip %q; want a1 top right", ax, ay, hx, hy, fl)
	}
	checkPly(t, ctx, r, g, g.Plies[2].FEN, 3) // the same position, turned
	if err := chromedp.Do(ctx, chromedp.Click(`#flip`)); err != nil {
		t.Fatal(err)
	}
	if ax, ay, hx, hy, fl = corner(); !(ax < hx && ay > hy) || fl != "" {
		t.Errorf("the button did not turn the board back: a1 (%v,%v) h8 (%v,%v)", ax, ay, hx, hy)
	}
}

func scrolledList(t *testing.T, ctx context.Context) {
	file, g, r := annotatedPage(t, "../../logs/modern.gc")
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(360, 740), chromedp.Navigate("file://"+file), chromedp.WaitReady(`#board .sq`)); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = chromedp.Do(ctx, chromedp.EmulateViewport(1100, 800)) }()
	type view struct {
		Top, Bottom, CurTop, CurBottom, Scroll float64
		BoardW, PageW                          float64
	}
	read := func() view {
		js := `(function(){var m=document.getElementById('moves'),c=m.querySelector('.mv.cur'),a=m.getBoundingClientRect(),b=c.getBoundingClientRect();
			return {Top:a.top,Bottom:a.bottom,CurTop:b.top,CurBottom:b.bottom,Scroll:m.scrollTop,
			BoardW:document.getElementById('board').getBoundingClientRect().width,PageW:document.documentElement.scrollWidth};})()`
		v, err := chromedp.Run(ctx, chromedp.Evaluate[view](js))
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	press(t, ctx, kb.End, 1)
	checkPly(t, ctx, r, g, g.Plies[199].FEN, 200)
	v := read()
	if v.Scroll <= 0 || v.CurTop < v.Top || v.CurBottom > v.Bottom {
		t.Errorf("at the end the current move (%v..%v) is not in the list's view (%v..%v, scrolled %v)", v.CurTop, v.CurBottom, v.Top, v.Bottom, v.Scroll)
	}
	if v.PageW > 360 || v.BoardW > 360 || v.BoardW < 300 {
		t.Errorf("at 360 pixels: board %v wide, page %v; want the board within the window and most of it", v.BoardW, v.PageW)
	}
	press(t, ctx, kb.Home, 1)
	press(t, ctx, kb.ArrowRight, 100)
	if v = read(); v.CurTop < v.Top || v.CurBottom > v.Bottom {
		t.Errorf("at ply 100 the current move (%v..%v) is not in view (%v..%v)", v.CurTop, v.CurBottom, v.Top, v.Bottom)
	}
}

func crazyhouseHands(t *testing.T, ctx context.Context) {
	file, g, r := annotatedPage(t, "testdata/crazyhouse.pgn")
	if err := chromedp.Do(ctx, chromedp.Navigate("file://"+file+"#end"), chromedp.WaitReady(`#board .sq`)); err != nil {
		t.Fatal(err)
	}
	p, err := r.ParseFEN(g.Plies[len(g.Plies)-1].FEN)
	if err != nil {
		t.Fatal(err)
	}
	js := `Array.from(document.querySelectorAll('#board .hand')).map(h => h.dataset.color + ':' + h.dataset.piece + '=' + h.dataset.count)`
	got, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](js))
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, c := range []rules.Color{rules.Black, rules.White} { // the hand on top first
		for k := 1; k <= r.Kinds(); k++ {
			if n := p.Hand(c, k); n > 0 {
				want = append(want, c.String()[:1]+":"+r.KindLabel(k)+"="+strconv.Itoa(n))
			}
		}
	}
	if !equal(got, want) || len(want) == 0 {
		t.Errorf("hands shown %v, want %v", got, want)
	}
}
