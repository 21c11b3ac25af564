// Package diagram draws a position as an SVG image: a board of any size (2x2 to
// 16x16) with its coordinates (file letters below, rank numbers on the left), the
// pieces, the last move marked by shading its two squares, and optionally an arrow
// for a move (the attempted move of an illegal ply, say) or dashed rings on the
// pieces such a move may mean when its text names no square.
//
// Pieces whose moves are those of the orthodox king, queen, rook, bishop, knight or
// pawn are drawn with the Unicode chess symbols (U+2654..U+265F, with the text
// presentation selector so that no emoji font is used); any other piece is its
// letter in a circle, white or black. The SVG is self-contained (no fonts, links or
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
// origin is unknown: the target square is then ringed.
type Move struct {
	From, To board.Square
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
// board with options o.
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
// element is a complete SVG file and may also be inlined in HTML).
func Write(w io.Writer, p *position.Position, o Options) error {
	r := p.R
	g := r.G
	s := o.square()
	l, t, _, _ := margins(s, o)
	width, height := Size(g.Files, g.Ranks, o)
	var b strings.Builder
	f := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	fen := p.FEN()
	f(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d" role="img" font-family="%s">`+"\n",
		width, height, width, height, esc(fontStack))
	f("<title>%s</title>\n", esc(fmt.Sprintf("%s (%dx%d): %s", r.V.Name, g.Files, g.Ranks, fen)))
	f("<desc>%s</desc>\n", esc(fen))
	f(`<rect width="%d" height="%d" fill="#ffffff"/>`+"\n", width, height)

	// x, y of the top-left corner of a square (White at the bottom)
	corner := func(sq board.Square) (int, int) {
		return l + g.File(sq)*s, t + (g.Ranks-1-g.Rank(sq))*s
	}
	center := func(sq board.Square) (float64, float64) {
		x, y := corner(sq)
		return float64(x) + float64(s)/2, float64(y) + float64(s)/2
	}

	// squares
	f(`<g shape-rendering="crispEdges">` + "\n")
	for rank := g.Ranks - 1; rank >= 0; rank-- {
		for file := 0; file < g.Files; file++ {
			sq := g.Sq(file, rank)
			x, y := corner(sq)
			c := lightSquare
			if g.Dark(sq) {
				c = darkSquare
			}
			f(`<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n", x, y, s, s, c)
		}
	}
	if o.Last != nil {
		for _, sq := range []board.Square{o.Last.From, o.Last.To} {
			if g.Contains(sq) {
				x, y := corner(sq)
				f(`<rect x="%d" y="%d" width="%d" height="%d" fill="%s" fill-opacity="0.6"/>`+"\n", x, y, s, s, lastMove)
			}
		}
	}
	f(`<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#5a3e26" stroke-width="1"/>`+"\n",
		l, t, g.Files*s, g.Ranks*s)
	f("</g>\n")

	// coordinates
	fs := float64(s) * 0.3
	f(`<g font-size="%s" fill="%s" text-anchor="middle">`+"\n", num(fs), labelColour)
	for file := 0; file < g.Files; file++ {
		x := float64(l) + (float64(file)+0.5)*float64(s)
		y := float64(t+g.Ranks*s) + fs*1.25
		f(`<text x="%s" y="%s">%s</text>`+"\n", num(x), num(y), board.FileName(file))
	}
	for rank := 0; rank < g.Ranks; rank++ {
		x := float64(l) / 2
		y := float64(t) + (float64(g.Ranks-1-rank)+0.5)*float64(s) + fs*0.35
		f(`<text x="%s" y="%s">%s</text>`+"\n", num(x), num(y), board.RankName(rank))
	}
	f("</g>\n")

	// pieces
	f(`<g text-anchor="middle">` + "\n")
	for rank := g.Ranks - 1; rank >= 0; rank-- {
		for file := 0; file < g.Files; file++ {
			sq := g.Sq(file, rank)
			pc := p.At(sq)
			if pc == position.Empty {
				continue
			}
			cx, cy := center(sq)
			white := pc.Color() == rules.White
			gi := glyphOf(r.V.Piece(r.KindLetter(pc.Kind())))
			if gi == gNone {
				writeDisc(&b, cx, cy, float64(s), r.Label(pc), white)
				continue
			}
			size := float64(s) * 0.8
			y := cy + size*0.33
			ink, edge := "#000000", ""
			if white {
				// the solid symbol filled white inside a black stroke painted first:
				// the same shape as Black's piece, clearer than the outline symbols
				ink = "#ffffff"
				edge = fmt.Sprintf(` stroke="#000000" stroke-width="%s" stroke-linejoin="round" paint-order="stroke"`, num(float64(s)*0.032))
			}
			f(`<text x="%s" y="%s" font-size="%s" fill="%s"%s>%s</text>`+"\n", num(cx), num(y), num(size), ink, edge, solid[gi]+textPresentation)
		}
	}
	f("</g>\n")

	if o.Arrow != nil && g.Contains(o.Arrow.To) {
		tx, ty := center(o.Arrow.To)
		if g.Contains(o.Arrow.From) && o.Arrow.From != o.Arrow.To {
			fx, fy := center(o.Arrow.From)
			writeArrow(&b, fx, fy, tx, ty, float64(s))
		} else {
			f(`<circle cx="%s" cy="%s" r="%s" fill="none" stroke="%s" stroke-width="%s" stroke-opacity="0.85"/>`+"\n",
				num(tx), num(ty), num(float64(s)*0.44), arrowColour, num(float64(s)*0.08))
		}
	}
	for _, x := range o.Rings {
		if g.Contains(x) {
			cx, cy := center(x)
			f(`<circle cx="%s" cy="%s" r="%s" fill="none" stroke="%s" stroke-width="%s" stroke-opacity="0.85" stroke-dasharray="%s %s"/>`+"\n",
				num(cx), num(cy), num(float64(s)*0.44), arrowColour, num(float64(s)*0.08), num(float64(s)*0.14), num(float64(s)*0.09))
		}
	}
	if o.Caption != "" {
		y := float64(t+g.Ranks*s) + fs*1.25 + float64(s)*0.55
		// shrink a long caption to the width (about 0.6 em per character)
		size := min(float64(s)*0.32, float64(width)*0.96/(0.6*float64(utf8.RuneCountInString(o.Caption))))
		f(`<text x="%s" y="%s" font-size="%s" fill="#000000" text-anchor="middle">%s</text>`+"\n",
			num(float64(width)/2), num(y), num(size), esc(o.Caption))
	}
	b.WriteString("</svg>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// writeDisc draws a piece without a chess symbol: its letter in a circle.
func writeDisc(b *strings.Builder, cx, cy, s float64, label string, white bool) {
	fill, stroke, ink := "#ffffff", "#000000", "#000000"
	if !white {
		fill, stroke, ink = "#262626", "#000000", "#ffffff"
	}
	fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="%s" stroke-width="%s"/>`,
		num(cx), num(cy), num(s*0.38), fill, stroke, num(s*0.045))
	fs := s * 0.46
	if len(label) > 1 {
		fs = s * 0.46 * 1.4 / float64(len(label)) // "+p", "ch": smaller, to fit the disc
	}
	fmt.Fprintf(b, `<text x="%s" y="%s" font-size="%s" font-weight="bold" font-family="'DejaVu Sans', Arial, Helvetica, sans-serif" fill="%s">%s</text>`+"\n",
		num(cx), num(cy+fs*0.36), num(fs), ink, esc(label))
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

func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
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
