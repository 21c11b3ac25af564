package diagram

import (
	"fmt"
	"strings"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// Colours of the wooden boards.
const (
	woodXiangqi = "#f1cf8e"
	woodShogi   = "#e9c477"
	lineColour  = "#3b2a17"
)

// Background returns the board of layout l without pieces, as one <g
// class="board">: the squares (chess: light and dark; shogi: a wooden board ruled
// into cells with the four star points of 9x9), or the lines through the points
// (xiangqi and janggi: the river between the middle ranks of a 10-rank xiangqi
// board, <rect class="river">, the palace diagonals, <line class="palace">), and
// the coordinates of the style.
func Background(r *position.Rules, l Layout) string {
	var b strings.Builder
	f := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	g := r.G
	s := l.Square
	W, H := l.Files*s, l.Ranks*s
	f(`<g class="board">` + "\n")
	switch l.Style {
	case rules.StyleXiangqi, rules.StyleJanggi:
		writePoints(&b, r, l)
	case rules.StyleShogi:
		f(`<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="%s" stroke-width="2"/>`+"\n", l.Left, l.Top, W, H, woodShogi, lineColour)
		f(`<g stroke="%s" stroke-width="1">`, lineColour)
		for i := 1; i < l.Files; i++ {
			f(`<line x1="%d" y1="%d" x2="%d" y2="%d"/>`, l.Left+i*s, l.Top, l.Left+i*s, l.Top+H)
		}
		for i := 1; i < l.Ranks; i++ {
			f(`<line x1="%d" y1="%d" x2="%d" y2="%d"/>`, l.Left, l.Top+i*s, l.Left+W, l.Top+i*s)
		}
		f("</g>\n")
		if l.Files == 9 && l.Ranks == 9 {
			for _, c := range [][2]int{{3, 3}, {6, 3}, {3, 6}, {6, 6}} {
				f(`<circle cx="%d" cy="%d" r="%s" fill="%s"/>`, l.Left+c[0]*s, l.Top+c[1]*s, num(float64(s)*0.07), lineColour)
			}
			b.WriteString("\n")
		}
	default:
		f(`<g shape-rendering="crispEdges">` + "\n")
		for rank := g.Ranks - 1; rank >= 0; rank-- {
			for file := 0; file < g.Files; file++ {
				sq := g.Sq(file, rank)
				c := lightSquare
				if g.Dark(sq) {
					c = darkSquare
				}
				f(`<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n", l.Left+l.Column(file)*s, l.Top+l.Row(rank)*s, s, s, c)
			}
		}
		f(`<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#5a3e26" stroke-width="1"/>`+"\n", l.Left, l.Top, W, H)
		f("</g>\n")
	}
	writeCoordinates(&b, l)
	b.WriteString("</g>\n")
	return b.String()
}

// writePoints draws a xiangqi or janggi board: a line through each file's and
// each rank's points, the files broken at the river (xiangqi on 10 ranks, but
// the outer two), and the diagonals of each palace (the region "palace", White's,
// and its mirror for Black).
func writePoints(b *strings.Builder, r *position.Rules, l Layout) {
	f := func(format string, args ...any) { fmt.Fprintf(b, format, args...) }
	g := r.G
	s := float64(l.Square)
	x0, y0 := float64(l.Left)+s/2, float64(l.Top)+s/2
	x1, y1 := x0+float64(l.Files-1)*s, y0+float64(l.Ranks-1)*s
	f(`<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n", l.Left, l.Top, l.Files*l.Square, l.Ranks*l.Square, woodXiangqi)
	river := l.Style == rules.StyleXiangqi && l.Ranks == 10
	f(`<g stroke="%s" stroke-width="%s" stroke-linecap="square">`+"\n", lineColour, num(s*0.03))
	for row := 0; row < l.Ranks; row++ {
		y := y0 + float64(row)*s
		f(`<line class="rank" x1="%s" y1="%s" x2="%s" y2="%s"/>`+"\n", num(x0), num(y), num(x1), num(y))
	}
	for col := 0; col < l.Files; col++ {
		x := x0 + float64(col)*s
		if river && col > 0 && col < l.Files-1 {
			mid := y0 + float64(l.Ranks/2-1)*s
			f(`<line class="file" x1="%s" y1="%s" x2="%s" y2="%s"/>`+"\n", num(x), num(y0), num(x), num(mid))
			f(`<line class="file" x1="%s" y1="%s" x2="%s" y2="%s"/>`+"\n", num(x), num(mid+s), num(x), num(y1))
			continue
		}
		f(`<line class="file" x1="%s" y1="%s" x2="%s" y2="%s"/>`+"\n", num(x), num(y0), num(x), num(y1))
	}
	f(`<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke-width="%s"/>`+"\n", num(x0-s*0.12), num(y0-s*0.12), num(x1-x0+s*0.24), num(y1-y0+s*0.24), num(s*0.05))
	// the palaces: the bounding box of the region, White's and its mirror
	if pal := r.V.Regions["palace"]; len(pal) > 0 {
		for _, black := range []bool{false, true} {
			minF, maxF, minR, maxR := g.Files, -1, g.Ranks, -1
			for _, sq := range pal {
				if black {
					sq = g.Mirror(sq)
				}
				minF, maxF = min(minF, g.File(sq)), max(maxF, g.File(sq))
				minR, maxR = min(minR, g.Rank(sq)), max(maxR, g.Rank(sq))
			}
			ax, ay := l.Center(g, g.Sq(minF, minR))
			bx, by := l.Center(g, g.Sq(maxF, maxR))
			f(`<line class="palace" x1="%s" y1="%s" x2="%s" y2="%s"/>`, num(ax), num(ay), num(bx), num(by))
			f(`<line class="palace" x1="%s" y1="%s" x2="%s" y2="%s"/>`+"\n", num(ax), num(by), num(bx), num(ay))
		}
	}
	f("</g>\n")
	if river {
		ry := y0 + float64(l.Ranks/2-1)*s
		f(`<rect class="river" x="%s" y="%s" width="%s" height="%s" fill="#9cc3d5" fill-opacity="0.35"/>`+"\n", num(x0), num(ry), num(x1-x0), num(s))
		if l.Faces == "characters" {
			fs := s * 0.5
			ty := ry + s/2 + fs*0.36
			f(`<g font-size="%s" fill="%s" text-anchor="middle" font-family="%s">`, num(fs), lineColour, esc(faceFonts))
			f(`<text x="%s" y="%s">楚 河</text><text x="%s" y="%s">漢 界</text></g>`+"\n",
				num(x0+(x1-x0)*0.25), num(ty), num(x0+(x1-x0)*0.75), num(ty))
		}
	}
}

// writeCoordinates writes the coordinates of the style: chess, file labels below
// and rank labels on the left; native shogi, file numbers above and kanji rank
// numerals on the right; native xiangqi and janggi, Black's file numbers above
// and White's below.
func writeCoordinates(b *strings.Builder, l Layout) {
	s := float64(l.Square)
	fs := s * 0.3
	bottom := float64(l.Top + l.Ranks*l.Square)
	fmt.Fprintf(b, `<g font-size="%s" fill="%s" text-anchor="middle">`+"\n", num(fs), labelColour)
	colX := func(file int) float64 { return float64(l.Left) + (float64(l.Column(file))+0.5)*s }
	rowY := func(rank int) float64 { return float64(l.Top) + (float64(l.Row(rank))+0.5)*s + fs*0.35 }
	text := func(x, y float64, t string) {
		fmt.Fprintf(b, `<text x="%s" y="%s">%s</text>`+"\n", num(x), num(y), esc(t))
	}
	switch {
	case !l.native():
		for file := 0; file < l.Files; file++ {
			text(colX(file), bottom+fs*1.25, l.FileLabel(file, false))
		}
		left := float64(l.Left) - float64(l.Square*3/5)/2
		for rank := 0; rank < l.Ranks; rank++ {
			text(left, rowY(rank), l.RankLabel(rank))
		}
	case l.Style == rules.StyleShogi:
		for file := 0; file < l.Files; file++ {
			text(colX(file), float64(l.Top)-fs*0.6, l.FileLabel(file, false))
		}
		x := float64(l.Left+l.Files*l.Square) + float64(l.Square*3/5)/2
		for rank := 0; rank < l.Ranks; rank++ {
			text(x, rowY(rank), l.RankLabel(rank))
		}
	default:
		topBlack := l.TopColor() == rules.Black
		for file := 0; file < l.Files; file++ {
			text(colX(file), float64(l.Top)-fs*0.6, l.FileLabel(file, topBlack))
			text(colX(file), bottom+fs*1.25, l.FileLabel(file, !topBlack))
		}
	}
	b.WriteString("</g>\n")
}
