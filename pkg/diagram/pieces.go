package diagram

import (
	"fmt"
	"strings"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// characters are the traditional faces of the pieces of a style, by lower-case
// piece name: [0] White's, [1] Black's (xiangqi writes the two sides' pieces with
// different characters; shogi's kings are 玉 and 王).
var characters = map[string]map[string][2]string{
	rules.StyleShogi: {
		"king": {"玉", "王"}, "rook": {"飛", "飛"}, "bishop": {"角", "角"}, "gold general": {"金", "金"},
		"silver general": {"銀", "銀"}, "knight": {"桂", "桂"}, "lance": {"香", "香"}, "pawn": {"歩", "歩"},
		"dragon king": {"龍", "龍"}, "dragon horse": {"馬", "馬"}, "promoted silver": {"全", "全"},
		"promoted knight": {"圭", "圭"}, "promoted lance": {"杏", "杏"}, "tokin": {"と", "と"},
	},
	rules.StyleXiangqi: {
		"general": {"帥", "將"}, "king": {"帥", "將"}, "advisor": {"仕", "士"}, "elephant": {"相", "象"},
		"horse": {"傌", "馬"}, "chariot": {"俥", "車"}, "cannon": {"炮", "砲"}, "soldier": {"兵", "卒"},
	},
	rules.StyleJanggi: {
		"general": {"楚", "漢"}, "king": {"楚", "漢"}, "guard": {"士", "士"}, "advisor": {"士", "士"},
		"elephant": {"象", "象"}, "horse": {"馬", "馬"}, "chariot": {"車", "車"}, "cannon": {"包", "包"},
		"soldier": {"卒", "兵"},
	},
}

// Face returns the text written on a piece of kind k and colour c in layout l: its
// character when l.Faces is "characters" and the style has one for the piece's
// name, else its label (upper case in the shogi, xiangqi and janggi styles, whose
// pieces show their side by shape or colour; the FEN label in the chess style).
func Face(r *position.Rules, l Layout, k int, c rules.Color) string {
	label := r.KindLabel(k)
	if l.Faces == "characters" {
		if pt := r.V.Piece(r.KindLetter(k)); pt != nil {
			if ch, ok := characters[l.Style][strings.ToLower(pt.Name)]; ok {
				return ch[c]
			}
		}
	}
	if l.Style == rules.StyleChess && c == rules.Black {
		return strings.ToLower(label)
	}
	return label
}

// PieceSVG returns the SVG of a piece of kind k and colour c centred on (cx, cy)
// in cells of size s (pixels), as the layout's style draws it:
//
//   - chess: the chess symbol of a piece that moves like an orthodox one (see
//     Symbol), else its face in a disc (white or black);
//   - xiangqi: a wooden disc with a ring, the face red for White, black for Black;
//     janggi likewise in an octagon, green for White, red for Black;
//   - shogi: a pentagon pointing at the opponent (up for the player at the bottom
//     of the picture), promoted pieces' faces in red.
//
// Every piece is one <g class="piece"> with data-piece (the FEN label: upper case
// White) for tests and scripts.
func PieceSVG(r *position.Rules, l Layout, k int, c rules.Color, cx, cy, s float64) string {
	var b strings.Builder
	label := r.KindLabel(k)
	if c == rules.Black {
		label = strings.ToLower(label)
	}
	fmt.Fprintf(&b, `<g class="piece" data-piece="%s">`, esc(label))
	face := Face(r, l, k, c)
	white := c == rules.White
	switch l.Style {
	case rules.StyleXiangqi, rules.StyleJanggi:
		ink := "#b3141b"
		if !white {
			ink = "#111111"
		}
		rad := s * 0.43
		if l.Style == rules.StyleJanggi {
			rad = s * 0.40
			if white {
				ink = "#0b6e3d"
			} else {
				ink = "#b3141b"
			}
			if r.IsRoyal(k) {
				rad = s * 0.46
			} else if r.IsPawn(k) || strings.EqualFold(r.V.Piece(r.KindLetter(k)).Name, "soldier") {
				rad = s * 0.32
			}
			fmt.Fprintf(&b, `<polygon points="%s" fill="#f3dfb4" stroke="#5a3e26" stroke-width="%s"/>`, octagon(cx, cy, rad), num(s*0.03))
		} else {
			fmt.Fprintf(&b, `<circle cx="%s" cy="%s" r="%s" fill="#f3dfb4" stroke="#5a3e26" stroke-width="%s"/>`,
				num(cx), num(cy), num(rad), num(s*0.03))
			fmt.Fprintf(&b, `<circle cx="%s" cy="%s" r="%s" fill="none" stroke="%s" stroke-width="%s"/>`,
				num(cx), num(cy), num(rad*0.82), ink, num(s*0.025))
		}
		writeFace(&b, face, cx, cy, rad*1.05, ink, "")
	case rules.StyleShogi:
		up := c != l.TopColor()
		rot := ""
		if !up {
			rot = fmt.Sprintf(` transform="rotate(180 %s %s)"`, num(cx), num(cy))
		}
		h, w := s*0.86, s*0.74
		if r.IsPawn(k) || strings.HasPrefix(r.KindLabel(k), "+P") {
			h, w = s*0.76, s*0.64
		}
		top, mid, bot := cy-h/2, cy-h*0.22, cy+h/2
		fmt.Fprintf(&b, `<g%s><polygon points="%s,%s %s,%s %s,%s %s,%s %s,%s" fill="#f5d9a0" stroke="#6b4a25" stroke-width="%s" stroke-linejoin="round"/>`,
			rot, num(cx), num(top), num(cx+w*0.40), num(mid), num(cx+w/2), num(bot), num(cx-w/2), num(bot), num(cx-w*0.40), num(mid), num(s*0.03))
		ink := "#111111"
		if strings.HasPrefix(r.KindLabel(k), "+") {
			ink = "#c01010"
		}
		writeFace(&b, face, cx, cy+h*0.08, w*0.75, ink, "")
		b.WriteString("</g>")
	default:
		if gi := glyphOf(r.V.Piece(r.KindLetter(k))); gi != gNone {
			size := s * 0.8
			ink, edge := "#000000", ""
			if white {
				// the solid symbol filled white inside a black stroke painted first:
				// the same shape as Black's piece, clearer than the outline symbols
				ink = "#ffffff"
				edge = fmt.Sprintf(` stroke="#000000" stroke-width="%s" stroke-linejoin="round" paint-order="stroke"`, num(s*0.032))
			}
			fmt.Fprintf(&b, `<text x="%s" y="%s" font-size="%s" fill="%s"%s>%s</text>`, num(cx), num(cy+size*0.33), num(size), ink, edge, solid[gi]+textPresentation)
		} else {
			writeDisc(&b, cx, cy, s, face, white)
		}
	}
	b.WriteString("</g>")
	return b.String()
}

// writeFace writes a piece's face centred on (cx, cy) in a box of width w: a
// character, or a label made smaller the longer it is.
func writeFace(b *strings.Builder, face string, cx, cy, w float64, ink, extra string) {
	n := len([]rune(face))
	fs := w * 0.62
	if n > 1 {
		fs = w * 0.9 / float64(n)
	}
	fmt.Fprintf(b, `<text x="%s" y="%s" font-size="%s" font-weight="bold" font-family="%s" fill="%s"%s>%s</text>`,
		num(cx), num(cy+fs*0.36), num(fs), esc(faceFonts), ink, extra, esc(face))
}

// faceFonts lists fonts with the kanji of the character faces, then Latin ones.
const faceFonts = "'Noto Sans CJK JP', 'Noto Serif CJK JP', 'IPAGothic', 'WenQuanYi Zen Hei', 'Hiragino Sans', 'Yu Gothic', 'MS Gothic', 'DejaVu Sans', Arial, sans-serif"

func octagon(cx, cy, r float64) string {
	var pts []string
	a := r * 0.4142 // tan(22.5°)
	for _, p := range [][2]float64{{-a, -r}, {a, -r}, {r, -a}, {r, a}, {a, r}, {-a, r}, {-r, a}, {-r, -a}} {
		pts = append(pts, num(cx+p[0])+","+num(cy+p[1]))
	}
	return strings.Join(pts, " ")
}

// writeDisc draws a piece without a chess symbol: its label in a circle.
func writeDisc(b *strings.Builder, cx, cy, s float64, label string, white bool) {
	fill, stroke, ink := "#ffffff", "#000000", "#000000"
	if !white {
		fill, stroke, ink = "#262626", "#000000", "#ffffff"
	}
	fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="%s" stroke-width="%s"/>`,
		num(cx), num(cy), num(s*0.38), fill, stroke, num(s*0.045))
	fs := s * 0.46
	if n := len([]rune(label)); n > 1 {
		fs = s * 0.46 * 1.4 / float64(n) // "+p", "ch": smaller, to fit the disc
	}
	fmt.Fprintf(b, `<text x="%s" y="%s" font-size="%s" font-weight="bold" font-family="%s" fill="%s">%s</text>`,
		num(cx), num(cy+fs*0.36), num(fs), esc(faceFonts), ink, esc(label))
}
