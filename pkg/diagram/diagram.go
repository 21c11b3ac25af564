// Package diagram draws a position as an SVG image: a board of any size (1x1 to
// 16x16) in its style (the preset's display: section, rules.Display: chess,
// xiangqi, shogi, janggi), with its coordinates (chess: file letters below, rank
// numbers on the left), the pieces, the pieces in hand beside the board (variants
// with drops), the last move marked by shading its two squares, the royal piece in
// check on red, and optionally an arrow for a move (the attempted move of an
// illegal ply, say; a ring with the piece for a drop) or dashed rings on the pieces
// such a move may mean when its text names no square. Flip turns the board round.
//
// In the chess style, pieces whose moves are those of the orthodox king, queen,
// rook, bishop, knight or pawn are drawn with the Unicode chess symbols
// (U+2654..U+265F, with the text presentation selector so that no emoji font is
// used); any other piece is its letter in a circle, white or black. Xiangqi
// pieces are discs on the points of the lines, shogi pieces pentagons pointing at
// the opponent; their faces are letters or, with faces: characters, kanji. The SVG is self-contained (no fonts, links or
// scripts), valid XML, and uses no element ids, so several diagrams may be inlined
// in one HTML page.
//
// It draws what it is given; it checks nothing about the position.
package diagram

import (
	"fmt"
	"io"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// DefaultSquare is the default size of a square in SVG user units (pixels).
const DefaultSquare = 48

// Move is a pair of squares to mark. From may be board.NoSquare for an arrow whose
// origin is unknown: the target square is then ringed. Drop, when not "", is the
// label (upper case) of a piece dropped from the hand of the side to move: drawn
// faded inside the ring.
type Move struct {
	From, To board.Square
	Drop     string
}

// Options control a diagram. The zero value draws the bare position.
type Options struct {
	// Square is the size of one square in pixels; 0 means DefaultSquare.
	Square int
	// Last, when set, is the last move played: its squares are shaded.
	Last *Move
	// Arrow, when set, is drawn as a red arrow from From to To (the attempted move
	// of an illegal ply).
	Arrow *Move
	// Rings are squares circled with a dashed red ring: the pieces an attempted
	// move may mean when its text names no square (notation/match.MarkAttempt finds them).
	Rings []board.Square
	// Caption, when not empty, is written under the board.
	Caption string
	// Flip draws the board turned round: Black at the bottom.
	Flip bool
	// Style, Faces and Coordinates replace the preset's display: options when not
	// "" (rules.Display: a style of rules.Styles; "letters" or "characters";
	// "chess" or "native").
	Style, Faces, Coordinates string
}

// Colours of the diagram.
const (
	lightSquare = "#f0d9b5"
	darkSquare  = "#b58863"
	lastMove    = "#f6f669"
	arrowColour = "#d62728"
	labelColour = "#333333"
	// fontStack lists fonts with the chess symbols (quoted: "Symbols 2" is no CSS
	// identifier, and one bad name voids the whole list).
	fontStack = "'DejaVu Sans', 'Segoe UI Symbol', 'Noto Sans Symbols 2', 'Noto Sans Symbols2', FreeSerif, 'Arial Unicode MS', sans-serif"
)

// glyph kinds (index into solid/outline)
const (
	gKing = iota
	gQueen
	gRook
	gBishop
	gKnight
	gPawn
	gNone
)

// solid chess symbols, U+265A..U+265F, used for both sides: filled black for Black,
// filled white with a black outline for White (the "white" symbols U+2654.. are
// outlines whose stroke weight differs from font to font).
var (
	solid = [...]string{"\u265a", "\u265b", "\u265c", "\u265d", "\u265e", "\u265f"}
)

// textPresentation (VS15) asks for the symbol, not an emoji.
const textPresentation = "\ufe0e"

// glyphOf returns the chess symbol for a piece type when it moves like an orthodox
// piece, else gNone.
func glyphOf(pt *rules.PieceType) int {
	if pt == nil {
		return gNone
	}
	switch {
	case pt.Pawn:
		return gPawn
	case pt.Royal && pt.Betza == "K":
		return gKing
	}
	switch pt.Betza {
	case "Q":
		return gQueen
	case "R":
		return gRook
	case "B":
		return gBishop
	case "N":
		return gKnight
	}
	return gNone
}

// Symbol returns the chess symbol a diagram draws for pieces of type pt (a solid
// symbol U+265A..U+265F followed by the text presentation selector U+FE0E; filled
// white with a black outline for White), or "" when pt moves like no orthodox piece
// and is drawn as its letter in a circle.
func Symbol(pt *rules.PieceType) string {
	if gi := glyphOf(pt); gi != gNone {
		return solid[gi] + textPresentation
	}
	return ""
}

// FontStack is the CSS font-family list of the diagrams: fonts with the chess
// symbols first.
const FontStack = fontStack

// Size returns the width and height in pixels of the diagram of a files x ranks
// board with options o in the chess style without hands (NewLayout gives every
// style's).
func Size(files, ranks int, o Options) (w, h int) {
	s := o.square()
	l, t, r, b := margins(s, o)
	return l + files*s + r, t + ranks*s + b
}

func (o Options) square() int {
	if o.Square <= 0 {
		return DefaultSquare
	}
	return o.Square
}

// margins: left (rank numbers), top, right, bottom (file letters and caption).
func margins(s int, o Options) (l, t, r, b int) {
	l, t, r, b = s*3/5, s/4, s/4, s*3/5
	if o.Caption != "" {
		b += s * 3 / 5
	}
	return
}

// String returns the SVG of p (see Write).
func String(p *position.Position, o Options) string {
	var b strings.Builder
	_ = Write(&b, p, o)
	return b.String()
}

// Write writes p as one <svg> element (with its xmlns, no XML declaration: the
// element is a complete SVG file and may also be inlined in HTML): the board in
// its style (NewLayout), the last move shaded, the royal piece of the side to move
// ringed in red when in check, the pieces, the hands (variants with drops: every
// kind in hand once, with its count), then the marks of Options.
func Write(w io.Writer, p *position.Position, o Options) error {
	r := p.R
	g := r.G
	l := NewLayout(r, o)
	s := float64(l.Square)
	var b strings.Builder
	f := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	fen := p.FEN()
	f(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d" role="img" font-family="%s" data-style="%s">`+"\n",
		l.Width, l.Height, l.Width, l.Height, esc(fontStack), l.Style)
	f("<title>%s</title>\n", esc(fmt.Sprintf("%s (%dx%d): %s", r.V.Name, g.Files, g.Ranks, fen)))
	f("<desc>%s</desc>\n", esc(fen))
	f(`<rect width="%d" height="%d" fill="#ffffff"/>`+"\n", l.Width, l.Height)
	b.WriteString(Background(r, l))

	if o.Last != nil {
		for _, sq := range []board.Square{o.Last.From, o.Last.To} {
			if g.Contains(sq) {
				b.WriteString(shade(l, g, sq, lastMove, "last"))
			}
		}
	}
	if k := p.King(p.Side()); g.Contains(k) && p.InCheck() {
		cx, cy := l.Center(g, k)
		f(`<circle class="check" cx="%s" cy="%s" r="%s" fill="#e02020" fill-opacity="0.55"/>`+"\n", num(cx), num(cy), num(s*0.48))
	}

	// pieces
	f(`<g text-anchor="middle">` + "\n")
	for rank := g.Ranks - 1; rank >= 0; rank-- {
		for file := 0; file < g.Files; file++ {
			sq := g.Sq(file, rank)
			if pc := p.At(sq); pc == position.Wall {
				cx, cy := l.Center(g, sq)
				b.WriteString(WallSVG(cx, cy, s) + "\n")
			} else if pc != position.Empty {
				cx, cy := l.Center(g, sq)
				b.WriteString(PieceSVG(r, l, pc.Kind(), pc.Color(), cx, cy, s) + "\n")
			}
		}
	}
	if r.HasDrops() {
		writeHands(&b, p, l)
	}
	f("</g>\n")

	writeMarks(&b, p, l, o)
	if o.Caption != "" {
		fs := s * 0.3
		y := float64(l.Top+g.Ranks*l.Square) + fs*1.25 + s*0.55
		// shrink a long caption to the width (about 0.6 em per character)
		size := min(s*0.32, float64(l.Width)*0.96/(0.6*float64(utf8.RuneCountInString(o.Caption))))
		f(`<text x="%s" y="%s" font-size="%s" fill="#000000" text-anchor="middle">%s</text>`+"\n",
			num(float64(l.Width)/2), num(y), num(size), esc(o.Caption))
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// shade covers the cell of sq (a disc around the point of a xiangqi board).
func shade(l Layout, g board.Geometry, sq board.Square, colour, class string) string {
	s := float64(l.Square)
	cx, cy := l.Center(g, sq)
	if l.Style == rules.StyleXiangqi || l.Style == rules.StyleJanggi {
		return fmt.Sprintf(`<circle class="%s" cx="%s" cy="%s" r="%s" fill="%s" fill-opacity="0.6"/>`+"\n", class, num(cx), num(cy), num(s*0.49), colour)
	}
	return fmt.Sprintf(`<rect class="%s" x="%s" y="%s" width="%s" height="%s" fill="%s" fill-opacity="0.6"/>`+"\n",
		class, num(cx-s/2), num(cy-s/2), num(s), num(s), colour)
}

// writeHands draws each hand: every kind with pieces in hand once, its count
// beside it, as <g class="hand" data-color="w|b" data-piece="P" data-count="2">.
func writeHands(b *strings.Builder, p *position.Position, l Layout) {
	r := p.R
	for i, c := range []rules.Color{l.TopColor(), 1 - l.TopColor()} {
		a := l.Hands[i]
		n := 0
		for _, k := range HandKinds(r) {
			cnt := p.Hand(c, k)
			if cnt == 0 {
				continue
			}
			x, y := a.X+float64(n)*a.DX, a.Y+float64(n)*a.DY
			n++
			fmt.Fprintf(b, `<g class="hand" data-color="%s" data-piece="%s" data-count="%d">`, c.String()[:1], esc(r.KindLabel(k)), cnt)
			b.WriteString(PieceSVG(r, l, k, c, x, y, a.Slot))
			fmt.Fprintf(b, `<text x="%s" y="%s" font-size="%s" fill="#333333" text-anchor="start">%d</text></g>`+"\n",
				num(x+a.Slot*0.5), num(y+a.Slot*0.15), num(a.Slot*0.42), cnt)
		}
	}
}

// writeMarks draws the arrow (or the ring of an arrow without origin: for a drop,
// with the dropped piece faded inside it) and the dashed rings of o.
func writeMarks(b *strings.Builder, p *position.Position, l Layout, o Options) {
	g := p.R.G
	s := float64(l.Square)
	if o.Arrow != nil && g.Contains(o.Arrow.To) {
		tx, ty := l.Center(g, o.Arrow.To)
		if g.Contains(o.Arrow.From) && o.Arrow.From != o.Arrow.To {
			fx, fy := l.Center(g, o.Arrow.From)
			writeArrow(b, fx, fy, tx, ty, s)
		} else {
			if k := p.R.KindOfLabel(o.Arrow.Drop); o.Arrow.Drop != "" && k > 0 {
				fmt.Fprintf(b, `<g class="drop" opacity="0.6" text-anchor="middle">%s</g>`+"\n", PieceSVG(p.R, l, k, p.Side(), tx, ty, s))
			}
			fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s" fill="none" stroke="%s" stroke-width="%s" stroke-opacity="0.85"/>`+"\n",
				num(tx), num(ty), num(s*0.44), arrowColour, num(s*0.08))
		}
	}
	for _, x := range o.Rings {
		if g.Contains(x) {
			cx, cy := l.Center(g, x)
			fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s" fill="none" stroke="%s" stroke-width="%s" stroke-opacity="0.85" stroke-dasharray="%s %s"/>`+"\n",
				num(cx), num(cy), num(s*0.44), arrowColour, num(s*0.08), num(s*0.14), num(s*0.09))
		}
	}
}

// writeArrow draws a straight arrow between two square centres, its head ending a
// little before the target centre.
func writeArrow(b *strings.Builder, fx, fy, tx, ty, s float64) {
	dx, dy := tx-fx, ty-fy
	d := math.Hypot(dx, dy)
	ux, uy := dx/d, dy/d
	head, half, shaft := s*0.42, s*0.24, s*0.09
	// tip a little before the centre of the target square
	tipx, tipy := tx-ux*s*0.12, ty-uy*s*0.12
	bx, by := tipx-ux*head, tipy-uy*head
	sx, sy := fx+ux*s*0.15, fy+uy*s*0.15
	px, py := -uy, ux
	fmt.Fprintf(b, `<g fill="%s" fill-opacity="0.85"><polygon points="%s,%s %s,%s %s,%s %s,%s"/>`,
		arrowColour,
		num(sx+px*shaft), num(sy+py*shaft), num(bx+px*shaft), num(by+py*shaft),
		num(bx-px*shaft), num(by-py*shaft), num(sx-px*shaft), num(sy-py*shaft))
	fmt.Fprintf(b, `<polygon points="%s,%s %s,%s %s,%s"/></g>`+"\n",
		num(tipx), num(tipy), num(bx+px*half), num(by+py*half), num(bx-px*half), num(by-py*half))
}

// num writes a coordinate with at most two decimals.
func num(x float64) string {
	s := fmt.Sprintf("%.2f", x)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}

func esc(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}

// WallSVG draws a wall square (Fairy-Stockfish's '*') centred on (cx, cy), s
// pixels a side: the cell filled dark grey with a lighter cross, a mark no piece
// has.
func WallSVG(cx, cy, s float64) string {
	h := s * 0.5
	d := s * 0.3
	return fmt.Sprintf(`<g class="wall" data-piece="*"><rect x="%s" y="%s" width="%s" height="%s" fill="#3c3c3c"/>`+
		`<path d="M%s %sL%s %sM%s %sL%s %s" stroke="#8a8a8a" stroke-width="%s"/></g>`,
		num(cx-h), num(cy-h), num(s), num(s),
		num(cx-d), num(cy-d), num(cx+d), num(cy+d), num(cx-d), num(cy+d), num(cx+d), num(cy-d), num(s*0.06))
}
