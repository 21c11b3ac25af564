package diagram

import (
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// Layout is where everything of a diagram goes, in SVG user units (pixels): the
// board's cells (a square of a chess board, the cell around a point of a xiangqi
// board), the coordinates and the two hands. The viewer and the playground place
// their pieces with it (it is written into their pages as JSON), so that the three
// draw one board the same way.
type Layout struct {
	Style string `json:"style"` // one of rules.Styles
	// Faces and Coordinates are the display: options ("letters" or "characters";
	// "chess" or "native").
	Faces       string `json:"faces"`
	Coordinates string `json:"coordinates"`
	Files       int    `json:"files"`
	Ranks       int    `json:"ranks"`
	// Square is the size of one cell; Left and Top the top-left corner of the
	// top-left cell; Width and Height the whole picture's.
	Square int `json:"square"`
	Left   int `json:"left"`
	Top    int `json:"top"`
	Width  int `json:"width"`
	Height int `json:"height"`
	// Flip draws the board with Black at the bottom (the first file on the right).
	Flip bool `json:"flip"`
	// Hands are the hands' places (variants with drops; zero otherwise): [0] the
	// hand of the player at the top of the picture, [1] the one at the bottom.
	Hands [2]HandArea `json:"hands"`
	// HandSlots is the number of piece kinds a hand has room for (0 without drops).
	HandSlots int `json:"hand_slots"`
}

// HandArea places the pieces of one hand: the first kind in hand is drawn centred
// on (X, Y) with cells of Slot pixels, the next one DX, DY further on (kinds
// without pieces in hand take no slot). The count is written beside the piece.
type HandArea struct {
	X    float64 `json:"x"`
	Y    float64 `json:"y"`
	DX   float64 `json:"dx"`
	DY   float64 `json:"dy"`
	Slot float64 `json:"slot"`
}

// NewLayout returns the layout of the diagram of a position of r with options o:
// the style and display options are o's when set, else the preset's
// (rules.DefaultStyle).
func NewLayout(r *position.Rules, o Options) Layout {
	v := r.V
	l := Layout{Style: o.Style, Faces: o.Faces, Coordinates: o.Coordinates, Files: r.G.Files, Ranks: r.G.Ranks,
		Square: o.square(), Flip: o.Flip}
	if l.Style == "" {
		l.Style = rules.DefaultStyle(v)
	}
	if l.Faces == "" {
		l.Faces = orDefault(v.Display.Faces, "letters")
	}
	if l.Coordinates == "" {
		l.Coordinates = orDefault(v.Display.Coordinates, "chess")
	}
	s := l.Square
	left, top, right, bottom := margins(s, o)
	if l.native() {
		// shogi: file numbers above, rank numerals on the right
		left, top, right = s/4, s*3/5, s*3/5
		if l.Style != rules.StyleShogi { // xiangqi, janggi: numbers above and below
			right = s / 4
		} else if o.Caption == "" { // no file letters below: a thin margin
			bottom = s / 4
		}
	}
	if r.HasDrops() {
		l.HandSlots = len(HandKinds(r))
		panel := s * 17 / 10
		slot := min(float64(s)*0.8, float64(l.Ranks*s)/2/float64(max(l.HandSlots, 1)))
		boardH := float64(l.Ranks * s)
		if l.Style == rules.StyleShogi {
			// a stand on each side, as on a komadai: the top player's on the left
			// from the top down, the bottom player's on the right from the bottom up
			x0 := float64(left) + float64(panel)*0.35
			left += panel
			xr := float64(left+l.Files*s) + float64(right) + float64(panel)*0.35
			right += panel
			l.Hands[0] = HandArea{X: x0, Y: float64(top) + slot/2, DY: slot, Slot: slot}
			l.Hands[1] = HandArea{X: xr, Y: float64(top) + boardH - slot/2, DY: -slot, Slot: slot}
		} else {
			x := float64(left+l.Files*s) + float64(right) + float64(panel)*0.35
			right += panel
			l.Hands[0] = HandArea{X: x, Y: float64(top) + slot/2, DY: slot, Slot: slot}
			l.Hands[1] = HandArea{X: x, Y: float64(top) + boardH - slot/2, DY: -slot, Slot: slot}
		}
	}
	l.Left, l.Top = left, top
	l.Width, l.Height = left+l.Files*s+right, top+l.Ranks*s+bottom
	return l
}

func (l Layout) native() bool { return l.Coordinates == "native" && l.Style != rules.StyleChess }

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

// Column returns the 0-based column (from the left) of a 0-based file in the
// picture.
func (l Layout) Column(file int) int {
	if l.Flip {
		return l.Files - 1 - file
	}
	return file
}

// Row returns the 0-based row from the top of a 0-based rank.
func (l Layout) Row(rank int) int {
	if l.Flip {
		return rank
	}
	return l.Ranks - 1 - rank
}

// Center returns the centre of the cell of square sq of geometry g: where its
// piece is drawn (on a xiangqi board, the point).
func (l Layout) Center(g board.Geometry, sq board.Square) (x, y float64) {
	s := float64(l.Square)
	return float64(l.Left) + (float64(l.Column(g.File(sq)))+0.5)*s, float64(l.Top) + (float64(l.Row(g.Rank(sq)))+0.5)*s
}

// TopColor is the colour of the player at the top of the picture.
func (l Layout) TopColor() rules.Color {
	if l.Flip {
		return rules.White
	}
	return rules.Black
}

// HandKinds returns the kinds a hand of r's variant can hold, in kind order: the
// kinds that are neither royal nor promoted ('+' labels), and any kind of the
// start position's hands (placement's kings).
func HandKinds(r *position.Rules) []int {
	start := r.Start()
	var out []int
	for k := 1; k <= r.Kinds(); k++ {
		inStart := start.Hand(rules.White, k) > 0 || start.Hand(rules.Black, k) > 0
		if inStart || !r.IsRoyal(k) && !strings.HasPrefix(r.KindLabel(k), "+") {
			out = append(out, k)
		}
	}
	return out
}

// FileLabel returns the coordinate the layout writes for a 0-based file: a..
// (chess), shogi's 9..1 (native), xiangqi's numbers from each player's right
// (native: White's 九..一 below, Black's 1..9 above, black true).
func (l Layout) FileLabel(file int, black bool) string {
	if !l.native() {
		return board.FileName(file)
	}
	if l.Style == rules.StyleShogi {
		return itoa(l.Files - file)
	}
	if black {
		return itoa(file + 1)
	}
	return numeral(l.Files - file)
}

// RankLabel returns the label of a 0-based rank (see FileLabel).
func (l Layout) RankLabel(rank int) string {
	if !l.native() {
		return board.RankName(rank)
	}
	if l.Style == rules.StyleShogi {
		return numeral(l.Ranks - rank)
	}
	return ""
}

var numerals = []string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二", "十三", "十四", "十五", "十六"}

// numeral writes 1..16 in kanji.
func numeral(n int) string {
	if n >= 1 && n < len(numerals) {
		return numerals[n]
	}
	return itoa(n)
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return string(rune('0'+n/10)) + string(rune('0'+n%10))
}
