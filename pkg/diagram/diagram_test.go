package diagram_test

import (
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/diagram"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
)

func rulesOf(t *testing.T, name string) *position.Rules {
	t.Helper()
	v, ds := preset.Load(name, preset.Options{})
	if v == nil || ds.HasErrors() {
		t.Fatalf("preset %s: %v", name, ds)
	}
	r, err := position.Compile(v)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// element is one parsed SVG element: its name, attributes and character data.
type element struct {
	name  string
	attr  map[string]string
	text  string
	depth int
}

// parse checks that s is well-formed XML with one <svg> root in the SVG namespace
// and returns its elements in document order.
func parse(t *testing.T, s string) []element {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(s))
	dec.Strict = true
	var out []element
	var stack []int
	depth := 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not valid XML: %v\n%s", err, s)
		}
		switch tk := tok.(type) {
		case xml.StartElement:
			if depth == 0 && (tk.Name.Local != "svg" || tk.Name.Space != "http://www.w3.org/2000/svg") {
				t.Fatalf("root element %v, want svg in the SVG namespace", tk.Name)
			}
			if depth == 0 && len(out) > 0 {
				t.Fatal("more than one root element")
			}
			e := element{name: tk.Name.Local, attr: map[string]string{}, depth: depth}
			for _, a := range tk.Attr {
				e.attr[a.Name.Local] = a.Value
			}
			out = append(out, e)
			stack = append(stack, len(out)-1)
			depth++
		case xml.EndElement:
			depth--
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				out[stack[len(stack)-1]].text += string(tk)
			}
		}
	}
	return out
}

func count(es []element, pred func(element) bool) int {
	n := 0
	for _, e := range es {
		if pred(e) {
			n++
		}
	}
	return n
}

// squares counts the board squares: rects in the two square colours.
func squares(es []element) (light, dark int) {
	for _, e := range es {
		if e.name == "rect" && e.attr["fill-opacity"] == "" {
			switch e.attr["fill"] {
			case "#f0d9b5":
				light++
			case "#b58863":
				dark++
			}
		}
	}
	return
}

func TestBoards(t *testing.T) {
	for _, tc := range []struct {
		preset       string
		files, ranks int
		pieces       int // pieces of the start position
		discs        int // pieces drawn as a letter in a circle
	}{
		{"chess", 8, 8, 32, 0},
		{"symmetric", 9, 8, 36, 0},
		{"modern", 9, 9, 36, 2}, // the two Prime Ministers (BN)
		{"pmc1", 9, 8, 36, 2},   // likewise
		{"cowardly-crew", 8, 8, 32, 0},
	} {
		r := rulesOf(t, tc.preset)
		es := parse(t, diagram.String(r.Start(), diagram.Options{}))
		light, dark := squares(es)
		if light+dark != tc.files*tc.ranks || dark != (tc.files*tc.ranks+1)/2 {
			t.Errorf("%s: %d light + %d dark squares, want %d in all, %d dark (a1 is dark)", tc.preset, light, dark, tc.files*tc.ranks, (tc.files*tc.ranks+1)/2)
		}
		// coordinates: one text per file letter and per rank number
		for f := 0; f < tc.files; f++ {
			name := board.FileName(f)
			if n := count(es, func(e element) bool { return e.name == "text" && e.text == name }); n != 1 {
				t.Errorf("%s: file label %q appears %d times", tc.preset, name, n)
			}
		}
		for rk := 0; rk < tc.ranks; rk++ {
			name := board.RankName(rk)
			if n := count(es, func(e element) bool { return e.name == "text" && e.text == name }); n != 1 {
				t.Errorf("%s: rank label %q appears %d times", tc.preset, name, n)
			}
		}
		glyphs := count(es, func(e element) bool {
			return e.name == "text" && strings.ContainsAny(e.text, "\u265a\u265b\u265c\u265d\u265e\u265f")
		})
		discs := count(es, func(e element) bool { return e.name == "circle" })
		if glyphs+discs != tc.pieces || discs != tc.discs {
			t.Errorf("%s: %d chess symbols + %d discs, want %d pieces of which %d discs", tc.preset, glyphs, discs, tc.pieces, tc.discs)
		}
		w, h := diagram.Size(tc.files, tc.ranks, diagram.Options{})
		if es[0].attr["width"] != itoa(w) || es[0].attr["height"] != itoa(h) {
			t.Errorf("%s: svg size %sx%s, want %dx%d", tc.preset, es[0].attr["width"], es[0].attr["height"], w, h)
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestWhiteAndBlackSymbols(t *testing.T) {
	r := rulesOf(t, "chess")
	es := parse(t, diagram.String(r.Start(), diagram.Options{}))
	white := count(es, func(e element) bool {
		return e.name == "text" && e.attr["fill"] == "#ffffff" && e.attr["stroke"] == "#000000"
	})
	black := count(es, func(e element) bool {
		return e.name == "text" && e.attr["fill"] == "#000000" && strings.ContainsAny(e.text, "\u265a\u265f")
	})
	if white != 16 {
		t.Errorf("%d white pieces drawn, want 16", white)
	}
	if black != 9 { // the black king and 8 pawns
		t.Errorf("%d black kings and pawns drawn, want 9", black)
	}
	// every symbol asks for text presentation (no emoji font)
	for _, e := range es {
		if e.name == "text" && strings.ContainsAny(e.text, "\u265a\u265b\u265c\u265d\u265e\u265f") && !strings.HasSuffix(e.text, "\ufe0e") {
			t.Errorf("symbol %q without U+FE0E", e.text)
		}
	}
}

func TestMarksArrowCaption(t *testing.T) {
	r := rulesOf(t, "chess")
	g := r.G
	sq := func(s string) board.Square {
		x, err := g.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	p := r.Start()
	o := diagram.Options{
		Last:    &diagram.Move{From: sq("e2"), To: sq("e4")},
		Arrow:   &diagram.Move{From: sq("g1"), To: sq("e5")},
		Caption: `ply 1: "e4" & <more>`,
	}
	es := parse(t, diagram.String(p, o))
	marks := count(es, func(e element) bool { return e.name == "rect" && e.attr["fill-opacity"] != "" })
	if marks != 2 {
		t.Errorf("%d shaded squares, want 2 (e2, e4)", marks)
	}
	if n := count(es, func(e element) bool { return e.name == "polygon" }); n != 2 {
		t.Errorf("%d polygons, want 2 (the arrow's shaft and head)", n)
	}
	if n := count(es, func(e element) bool { return e.name == "text" && e.text == `ply 1: "e4" & <more>` }); n != 1 {
		t.Errorf("caption not found (escaped and read back)")
	}
	// no origin: the target is ringed instead
	o = diagram.Options{Arrow: &diagram.Move{From: board.NoSquare, To: sq("e5")}}
	es = parse(t, diagram.String(p, o))
	if count(es, func(e element) bool { return e.name == "polygon" }) != 0 || count(es, func(e element) bool { return e.name == "circle" }) != 1 {
		t.Error("an arrow without origin should ring its target")
	}
	// an arrow off the board draws nothing
	es = parse(t, diagram.String(p, diagram.Options{Arrow: &diagram.Move{From: sq("e2"), To: board.Square(200)}}))
	if count(es, func(e element) bool { return e.name == "polygon" || e.name == "circle" }) != 0 {
		t.Error("an arrow to a square off the board was drawn")
	}
}

// TestRings: one dashed ring per square on the board (the pieces an attempted move
// may mean, as notation/match.MarkAttempt finds them).
func TestRings(t *testing.T) {
	swap := rulesOf(t, "modern-swap")
	p := swap.Start()
	es := parse(t, diagram.String(p, diagram.Options{Rings: []board.Square{swap.G.Sq(2, 0), swap.G.Sq(6, 0), board.Square(200)}}))
	if n := count(es, func(e element) bool { return e.name == "circle" && e.attr["stroke-dasharray"] != "" }); n != 2 {
		t.Errorf("%d dashed rings, want 2 (c1, g1; the square off the board is skipped)", n)
	}
}

// TestLargestBoard draws a 16x16 board (a preset file extending chess): 256
// squares, two-digit rank labels, every label once.
func TestLargestBoard(t *testing.T) {
	yaml := "schema: 1\nid: big\nname: Big Chess\nextends: chess\nboard: {files: 16, ranks: 16}\n" +
		"setup:\n  array: rnbqkbnr8/pppppppp8/16/16/16/16/16/16/16/16/16/16/16/16/PPPPPPPP8/RNBQKBNR8\n" +
		"rules:\n  castling: null\n"
	path := filepath.Join(t.TempDir(), "big.yaml")
	if err := os.WriteFile(path, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	r := rulesOf(t, path)
	es := parse(t, diagram.String(r.Start(), diagram.Options{Square: 30}))
	light, dark := squares(es)
	if light != 128 || dark != 128 {
		t.Errorf("%d light + %d dark squares, want 128 + 128", light, dark)
	}
	for _, label := range []string{"a", "p", "1", "10", "16"} {
		if n := count(es, func(e element) bool { return e.name == "text" && e.text == label }); n != 1 {
			t.Errorf("label %q appears %d times", label, n)
		}
	}
	w, h := diagram.Size(16, 16, diagram.Options{Square: 30})
	if w != 18+16*30+7 || h != 7+16*30+18 {
		t.Errorf("Size(16, 16) = %dx%d, want 505x505", w, h)
	}
}

// Pieces with no chess symbol are discs with their labels, a longer label as it is:
// the Shogi position has a white promoted bishop (+B) on h7 and a black tokin (+p)
// on a2: their discs say "+B" and "+p".
func TestLongLabelDiscs(t *testing.T) {
	r := rulesOf(t, "shogi")
	p, err := r.ParseFEN("4k4/9/7+B1/9/9/9/9/+p8/4K4[] w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	es := parse(t, diagram.String(p, diagram.Options{Style: "chess"}))
	for _, want := range []string{"+B", "+p"} {
		if count(es, func(e element) bool { return e.name == "text" && e.text == want }) != 1 {
			t.Errorf("no disc labelled %q", want)
		}
	}
	// the shogi style (the preset's default) writes both upper case: the side is
	// the pentagon's direction
	es = parse(t, diagram.String(p, diagram.Options{}))
	if n := count(es, func(e element) bool { return e.name == "text" && e.text == "+P" }); n != 1 {
		t.Errorf("%d pieces labelled +P in the shogi style, want 1 (Black's tokin)", n)
	}
}

// Wall squares (gustav3: a2-a7 and j2-j7, Fairy-Stockfish's '*') are drawn as
// walls, one mark each, and no piece stands on them.
func TestWalls(t *testing.T) {
	r := rulesOf(t, "gustav3")
	es := parse(t, diagram.String(r.Start(), diagram.Options{}))
	if n := count(es, func(e element) bool { return e.name == "g" && e.attr["class"] == "wall" }); n != 12 {
		t.Errorf("%d walls drawn, want 12", n)
	}
	if n := count(es, func(e element) bool { return e.name == "g" && e.attr["class"] == "piece" }); n != 36 {
		t.Errorf("%d pieces drawn, want 36", n)
	}
}
