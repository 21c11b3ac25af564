package diagram_test

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/diagram"
)

// holdings counts the letters of a FEN's holdings ("[QNNppb]"): "w:Q" -> 1, ...;
// the test's own reading of the FEN, not the engine's.
func holdings(fen string) map[string]int {
	out := map[string]int{}
	i, j := strings.IndexByte(fen, '['), strings.IndexByte(fen, ']')
	if i < 0 || j < i {
		return out
	}
	for _, c := range fen[i+1 : j] {
		if c >= 'a' && c <= 'z' {
			out["b:"+strings.ToUpper(string(c))]++
		} else {
			out["w:"+string(c)]++
		}
	}
	return out
}

// TestHands: the crazyhouse, shogi and placement diagrams draw every piece in hand
// once per kind with its count (<g class="hand" data-color data-piece
// data-count>), and each such group holds the piece drawn.
func TestHands(t *testing.T) {
	for _, tc := range []struct{ preset, fen string }{
		{"crazyhouse", "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R[QNNppb] w KQkq - 0 4"},
		{"shogi", "lnsgkgsnl/1r5b1/pppp1pppp/9/4p4/9/PPPPP1PPP/1B5R1/LNSGKGSNL[PPNRbgsl] w - - 0 1"},
		{"placement", ""}, // the start: both hands full, KQRRBBNN
	} {
		r := rulesOf(t, tc.preset)
		p := r.Start()
		want := map[string]int{}
		if tc.fen != "" {
			var err error
			if p, err = r.ParseFEN(tc.fen); err != nil {
				t.Fatal(err)
			}
			want = holdings(tc.fen)
		} else {
			for _, c := range "KQRRBBNN" {
				want["w:"+string(c)]++
				want["b:"+string(c)]++
			}
		}
		for _, flip := range []bool{false, true} {
			es := parse(t, diagram.String(p, diagram.Options{Flip: flip}))
			got := map[string]int{}
			for i, e := range es {
				if e.name != "g" || e.attr["class"] != "hand" {
					continue
				}
				n, _ := strconv.Atoi(e.attr["data-count"])
				key := e.attr["data-color"] + ":" + e.attr["data-piece"]
				got[key] += n
				// the piece and its count are inside the group
				inner := es[i+1]
				if inner.attr["class"] != "piece" || !strings.EqualFold(inner.attr["data-piece"], e.attr["data-piece"]) {
					t.Errorf("%s: hand %s holds %v, not the piece", tc.preset, key, inner)
				}
			}
			if len(got) != len(want) {
				t.Errorf("%s (flip %v): hands %v, want %v", tc.preset, flip, got, want)
			}
			for k, n := range want {
				if got[k] != n {
					t.Errorf("%s (flip %v): %s in hand drawn %d, want %d", tc.preset, flip, k, got[k], n)
				}
			}
		}
	}
}

// TestXiangqiPoints: the xiangqi diagram puts its pieces on the points where the
// lines cross, with the river and the palaces. Hand calculation for the default
// square of 48 pixels and chess coordinates: the left margin is 48*3/5 = 28, the
// top one 48/4 = 12, so the point of file f (0-based) and row y from the top is at
// (28 + 24 + 48f, 12 + 24 + 48y): White's general on e1 at (244, 468), Black's on
// e10 at (244, 36); the river lies between the rows of ranks 6 and 5 (y 228 and
// 276); White's palace diagonals join d1 (196, 468) to f3 (292, 372).
func TestXiangqiPoints(t *testing.T) {
	r := rulesOf(t, "xiangqi")
	es := parse(t, diagram.String(r.Start(), diagram.Options{}))
	xs, ys := map[float64]bool{}, map[float64]bool{}
	files, palace := 0, 0
	for _, e := range es {
		if e.name != "line" {
			continue
		}
		x1, y1, x2, y2 := fl(e.attr["x1"]), fl(e.attr["y1"]), fl(e.attr["x2"]), fl(e.attr["y2"])
		switch e.attr["class"] {
		case "file":
			files++
			xs[x1] = true
			if x1 != x2 {
				t.Errorf("file line not vertical: %v", e.attr)
			}
			// the inner files stop at the river's banks
			if x1 != 52 && x1 != 436 && y1 < 228 && y2 > 276 {
				t.Errorf("file x=%v crosses the river", x1)
			}
		case "rank":
			ys[y1] = true
		case "palace":
			palace++
			if (x1 == 196 && y1 == 468 && x2 == 292 && y2 == 372) || (x1 == 196 && y1 == 372 && x2 == 292 && y2 == 468) {
				palace += 10
			}
		}
	}
	if len(xs) != 9 || len(ys) != 10 {
		t.Fatalf("%d file lines at distinct x, %d rank lines, want 9 and 10", len(xs), len(ys))
	}
	for f := 0; f < 9; f++ {
		if !xs[float64(52+48*f)] {
			t.Errorf("no file line at x=%d", 52+48*f)
		}
	}
	if files != 2+7*2 {
		t.Errorf("%d file segments, want 16 (the 7 inner files broken at the river)", files)
	}
	if palace != 4+20 {
		t.Errorf("palace diagonals: score %d, want 4 lines of which White's two from d1-f3 and d3-f1", palace)
	}
	if count(es, func(e element) bool {
		return e.name == "rect" && e.attr["class"] == "river" && fl(e.attr["y"]) == 228 && fl(e.attr["height"]) == 48
	}) != 1 {
		t.Error("no river between y=228 and y=276")
	}
	// every piece's disc is centred on a crossing; the generals where computed
	pieces := 0
	for i, e := range es {
		if e.name != "g" || e.attr["class"] != "piece" {
			continue
		}
		pieces++
		c := es[i+1]
		cx, cy := fl(c.attr["cx"]), fl(c.attr["cy"])
		if c.name != "circle" || !xs[cx] || !ys[cy] {
			t.Errorf("piece %s at (%v, %v): not on a point", e.attr["data-piece"], cx, cy)
		}
		switch e.attr["data-piece"] {
		case "K":
			if cx != 244 || cy != 468 {
				t.Errorf("White's general at (%v, %v), want (244, 468)", cx, cy)
			}
		case "k":
			if cx != 244 || cy != 36 {
				t.Errorf("Black's general at (%v, %v), want (244, 36)", cx, cy)
			}
		}
	}
	if pieces != 32 {
		t.Errorf("%d pieces, want 32", pieces)
	}
	// flipped: White's general at the top, on e1's point turned round: (244, 36)
	es = parse(t, diagram.String(r.Start(), diagram.Options{Flip: true}))
	for i, e := range es {
		if e.name == "g" && e.attr["data-piece"] == "K" {
			if c := es[i+1]; fl(c.attr["cx"]) != 244 || fl(c.attr["cy"]) != 36 {
				t.Errorf("flipped: White's general at (%s, %s), want (244, 36)", c.attr["cx"], c.attr["cy"])
			}
		}
	}
}

// TestIllegalDrop: an attempted drop is a ring on its target with the piece in it,
// not an arrow.
func TestIllegalDrop(t *testing.T) {
	r := rulesOf(t, "crazyhouse")
	p, err := r.ParseFEN("r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R[Q] w KQkq - 0 4")
	if err != nil {
		t.Fatal(err)
	}
	e4, _ := r.G.Parse("e5")
	es := parse(t, diagram.String(p, diagram.Options{Arrow: &diagram.Move{From: board.NoSquare, To: e4, Drop: "N"}}))
	if count(es, func(e element) bool { return e.name == "polygon" }) != 0 {
		t.Error("an arrow was drawn for a drop")
	}
	rings, ghost := 0, 0
	for i, e := range es {
		if e.name == "circle" && e.attr["stroke"] == "#d62728" && fl(e.attr["cx"]) == 28+4.5*48 && fl(e.attr["cy"]) == 12+3.5*48 {
			rings++
		}
		if e.name == "g" && e.attr["class"] == "drop" && es[i+1].attr["data-piece"] == "N" {
			ghost++
		}
	}
	if rings != 1 || ghost != 1 {
		t.Errorf("%d rings on e5 and %d knights in it, want 1 and 1", rings, ghost)
	}
}

// TestCheck: the royal piece of the side in check is on a red disc.
func TestCheck(t *testing.T) {
	r := rulesOf(t, "chess")
	p, err := r.ParseFEN("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
	if err != nil {
		t.Fatal(err)
	}
	es := parse(t, diagram.String(p, diagram.Options{}))
	// e1: (28 + 4.5*48, 12 + 7.5*48)
	if count(es, func(e element) bool {
		return e.attr["class"] == "check" && fl(e.attr["cx"]) == 244 && fl(e.attr["cy"]) == 372
	}) != 1 {
		t.Error("no check mark on e1")
	}
	if count(parse(t, diagram.String(r.Start(), diagram.Options{})), func(e element) bool { return e.attr["class"] == "check" }) != 0 {
		t.Error("check mark in the start position")
	}
}

func fl(s string) float64 {
	x, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return math.NaN()
	}
	return x
}
