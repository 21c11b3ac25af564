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

func TestAttempted(t *testing.T) {
	chess := rulesOf(t, "chess")
	sym := rulesOf(t, "symmetric")
	swap := rulesOf(t, "modern-swap")
	for _, tc := range []struct {
		r              *position.Rules
		fen            string
		notation, text string
		from, to       string // "-" no origin
		ok             bool
	}{
		{chess, "", "gc", "N g1-e5", "g1", "e5", true},
		{chess, "", "gc", "P e7-e8; Q-e8", "e7", "e8", true},
		{chess, "", "gc", "Q-d4", "-", "d4", true},
		{chess, "", "coord", "e2e5", "e2", "e5", true},
		{chess, "", "san", "Nf3", "g1", "f3", true},
		{chess, "", "san", "e5", "-", "e5", true},     // no pawn has a move to e5
		{chess, "", "san", "Nd2", "-", "d2", true},    // occupied by White: no pseudo-legal move there
		{chess, "", "san", "Ng1f3", "g1", "f3", true}, // long algebraic
		{chess, "", "san", "O-O", "e1", "g1", true},
		{chess, "", "san", "B=Q", "-", "-", false}, // no swap in chess, no squares
		{chess, "", "san", "??", "-", "-", false},
		{sym, "", "san", "O-O-O", "e1", "b1", true},
		{sym, "", "coord", "i2i4", "i2", "i4", true},
		{chess, "4k3/8/8/8/8/8/8/R3K2R b KQ - 0 1", "san", "Ke7", "e8", "e7", true},
		{chess, "", "san", "Ke3", "e1", "e3", true},    // no king move reaches e3, but there is one king
		{chess, "", "san", "Qd4", "d1", "d4", true},    // likewise the queen
		{chess, "", "san", "Rd4", "-", "d4", true},     // two rooks: no origin
		{chess, "", "san", "Ng1xf3", "g1", "f3", true}, // named in full
		// modern-swap, rank 1 R N B M K Q B N R: the c1 bishop stands between the
		// knight b1 and the minister d1, the g1 bishop between the queen f1 and the
		// knight h1; a swap is the bishop's square, then the partner's
		{swap, "", "san", "B=M", "c1", "d1", true},
		{swap, "", "san", "B=Q", "g1", "f1", true},
		{swap, "", "san", "B=MN", "c1", "b1", true}, // the knight with the minister on the bishop's other side
		{swap, "", "san", "B=QN", "g1", "h1", true},
		{swap, "", "san", "Bc=N", "c1", "b1", true},
		{swap, "", "san", "Bg=N", "g1", "h1", true},
		{swap, "", "san", "B=N", "-", "-", false},  // both bishops have a knight beside them
		{swap, "", "san", "B=R", "-", "-", false},  // no bishop has a rook beside it
		{swap, "", "san", "B=QM", "-", "-", false}, // no minister with the queen on the bishop's other side
		// Black to move after 1. B=M (c1 and d1 swapped): Black's own bishops
		{swap, "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNMBKQBNR b KQkq s - 1 1", "san", "B=Q", "c9", "d9", true},
		{swap, "", "coord", "c1d1", "c1", "d1", true},
	} {
		p := tc.r.Start()
		if tc.fen != "" {
			var err error
			if p, err = tc.r.ParseFEN(tc.fen); err != nil {
				t.Fatal(err)
			}
		}
		m, ok := diagram.Attempted(p, tc.notation, tc.text)
		if ok != tc.ok || (ok && (tc.r.G.Name(m.From) != tc.from || tc.r.G.Name(m.To) != tc.to)) {
			t.Errorf("%s %q: %s-%s %v, want %s-%s %v", tc.notation, tc.text, tc.r.G.Name(m.From), tc.r.G.Name(m.To), ok, tc.from, tc.to, tc.ok)
		}
	}
}

// TestCandidates: the pieces an attempted move may mean when its squares cannot be
// read, and MarkAttempt choosing between an arrow and them.
func TestCandidates(t *testing.T) {
	chess := rulesOf(t, "chess")
	swap := rulesOf(t, "modern-swap")
	for _, tc := range []struct {
		r              *position.Rules
		fen            string
		notation, text string
		want           string // the squares, space-separated
	}{
		// modern-swap, rank 1 R N B M K Q B N R (a1..i1)
		{swap, "", "san", "B=N", "c1 g1"},  // both bishops have a knight beside them
		{swap, "", "san", "B=R", "c1 g1"},  // neither has a rook: the side's bishops
		{swap, "", "san", "Bg=R", "g1"},    // ... on the file given
		{swap, "", "san", "Bd=R", "c1 g1"}, // no bishop on the d-file: all of them
		{swap, "", "san", "B=M", "c1 g1"},  // (Attempted reads this one: c1-d1)
		{swap, "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNMBKQBNR b KQkq s - 1 1", "san", "B=R", "c9 g9"},
		{chess, "", "san", "B=Q", ""},       // no swap in chess
		{chess, "", "san", "O-M-O", "e1"},   // no such castling: the king
		{chess, "", "san", "Ra9", "a1 h1"},  // off the board: the rooks
		{chess, "", "san", "Rha9", "h1"},    // the one on the file given
		{chess, "", "san", "e9", "e2"},      // a pawn: the one on the destination's file
		{chess, "", "san", "N1j3", "b1 g1"}, // the knights on the rank given
		{chess, "", "gc", "N g1-j3", "g1"},  // gc and coord: the origin
		{chess, "", "coord", "g1j3", "g1"},
		{chess, "", "san", "??", ""},
	} {
		p := tc.r.Start()
		if tc.fen != "" {
			var err error
			if p, err = tc.r.ParseFEN(tc.fen); err != nil {
				t.Fatal(err)
			}
		}
		var got []string
		for _, x := range diagram.Candidates(p, tc.notation, tc.text) {
			got = append(got, tc.r.G.Name(x))
		}
		if strings.Join(got, " ") != tc.want {
			t.Errorf("%s %q: candidates %q, want %q", tc.notation, tc.text, strings.Join(got, " "), tc.want)
		}
	}
	// MarkAttempt: the arrow when Attempted reads the squares, else the rings
	p := swap.Start()
	var o diagram.Options
	if !o.MarkAttempt(p, "san", "B=M") || o.Arrow == nil || len(o.Rings) != 0 || swap.G.Name(o.Arrow.From)+swap.G.Name(o.Arrow.To) != "c1d1" {
		t.Errorf("B=M: arrow %v, rings %v; want c1-d1 and none", o.Arrow, o.Rings)
	}
	o = diagram.Options{}
	if !o.MarkAttempt(p, "san", "B=N") || o.Arrow != nil || len(o.Rings) != 2 {
		t.Errorf("B=N: arrow %v, rings %v; want none and c1, g1", o.Arrow, o.Rings)
	}
	o = diagram.Options{}
	if o.MarkAttempt(chess.Start(), "san", "--") || o.Arrow != nil || len(o.Rings) != 0 {
		t.Errorf("a null move marks nothing: %v %v", o.Arrow, o.Rings)
	}
	// drawn: one dashed ring per square on the board
	es := parse(t, diagram.String(p, diagram.Options{Rings: []board.Square{swap.G.Sq(2, 0), swap.G.Sq(6, 0), board.Square(200)}}))
	if n := count(es, func(e element) bool { return e.name == "circle" && e.attr["stroke-dasharray"] != "" }); n != 2 {
		t.Errorf("%d dashed rings, want 2 (c1, g1; the square off the board is skipped)", n)
	}
}

// TestPlaySANs replays SAN as replay keeps it (no check marks) and returns the
// last move's squares: 1. e4 e5 2. Nf3 ends with g1-f3; a swap B=M with c1-d1;
// a move that is not legal stops it.
func TestPlaySANs(t *testing.T) {
	chess := rulesOf(t, "chess")
	swap := rulesOf(t, "modern-swap")
	for _, tc := range []struct {
		r        *position.Rules
		sans     []string
		from, to string
		ok       bool
		fen      string
	}{
		{chess, []string{"e4", "e5", "Nf3"}, "g1", "f3", true, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"},
		{chess, []string{"f3", "e5", "g4", "Qh4"}, "d8", "h4", true, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"},
		{swap, []string{"B=M"}, "c1", "d1", true, "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNMBKQBNR b KQkq s - 1 1"},
		{chess, []string{"e4", "Ke7"}, "", "", false, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"},
		{chess, nil, "", "", false, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
	} {
		p := tc.r.Start()
		m, ok := diagram.PlaySANs(p, tc.sans)
		if ok != tc.ok || ok && tc.r.G.Name(m.From)+"-"+tc.r.G.Name(m.To) != tc.from+"-"+tc.to || p.FEN() != tc.fen {
			t.Errorf("%v: %v %v, position %s; want %s-%s %v, %s", tc.sans, m, ok, p.FEN(), tc.from, tc.to, tc.ok, tc.fen)
		}
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
