package playground

import (
	"fmt"
	"strings"

	"github.com/gamecourier/courier/pkg/betza"
	"github.com/gamecourier/courier/pkg/position"
)

// PieceInfo is one line of the page's piece panel.
type PieceInfo struct {
	Label string `json:"label"`
	Name  string `json:"name"`
	Betza string `json:"betza"`
	Royal bool   `json:"royal"`
	Pawn  bool   `json:"pawn"`
	// Diagram is an SVG of the piece's moves from the middle of an empty 9x9
	// board, White's way (forward is up): see MoveDiagram.
	Diagram string `json:"diagram"`
}

// Pieces lists the piece types of r with their movement diagrams.
func Pieces(r *position.Rules) []PieceInfo {
	var out []PieceInfo
	for i := range r.V.Pieces {
		pt := &r.V.Pieces[i]
		out = append(out, PieceInfo{Label: pt.LabelOf(), Name: pt.Name, Betza: pt.Betza, Royal: pt.Royal, Pawn: pt.Pawn,
			Diagram: MoveDiagram(pt.Atoms, 4, 11)})
	}
	return out
}

// MoveDiagram draws the moves of a piece's Betza atoms from the centre of an
// empty board of 2*radius+1 squares a side, cells of cell pixels, forward up: a
// green dot where it may move and capture, a hollow green ring where it may only
// move, a red cross where it may only capture, lighter for a first move only
// (Betza i), orange for a hop over a screen (p, g: a cannon's capture, a
// grasshopper's landing); the piece's square is black. Riders are drawn to the
// edge of the diagram.
func MoveDiagram(atoms []betza.Atom, radius, cell int) string {
	n := 2*radius + 1
	type mark struct{ move, capture, initial, hop bool }
	marks := map[[2]int]*mark{}
	for _, a := range atoms {
		steps := a.Range
		if steps == 0 || steps > radius {
			steps = radius
		}
		for k := 1; k <= steps; k++ {
			x, y := int(a.DX)*k, int(a.DY)*k
			if x < -radius || x > radius || y < -radius || y > radius {
				break
			}
			if a.Hop != betza.HopNone && k == 1 {
				continue // a hopper needs a screen first
			}
			m := marks[[2]int{x, y}]
			if m == nil {
				m = &mark{initial: true}
				marks[[2]int{x, y}] = m
			}
			m.move = m.move || a.Move
			m.capture = m.capture || a.Capture || a.EnPassant
			m.initial = m.initial && a.Initial
			m.hop = m.hop || a.Hop != betza.HopNone
		}
	}
	var b strings.Builder
	w := n * cell
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="moves" viewBox="0 0 %d %d" width="%d" height="%d">`, w, w, w, w)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			c := "#f0d9b5"
			if (x+y)%2 == 1 {
				c = "#e2c49a"
			}
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`, x*cell, y*cell, cell, cell, c)
		}
	}
	fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="#222"/>`, radius*cell+2, radius*cell+2, cell-4, cell-4)
	for at, m := range marks {
		cx := float64((at[0]+radius)*cell) + float64(cell)/2
		cy := float64((radius-at[1])*cell) + float64(cell)/2
		green, red := "#1f9d3a", "#d62728"
		if m.hop {
			green, red = "#e07b00", "#e07b00"
		}
		op := "1"
		if m.initial {
			op = "0.45"
		}
		r := float64(cell) * 0.3
		switch {
		case m.move && m.capture:
			fmt.Fprintf(&b, `<circle cx="%g" cy="%g" r="%g" fill="%s" opacity="%s"/>`, cx, cy, r, green, op)
		case m.move:
			fmt.Fprintf(&b, `<circle cx="%g" cy="%g" r="%g" fill="none" stroke="%s" stroke-width="2" opacity="%s"/>`, cx, cy, r*0.85, green, op)
		case m.capture:
			fmt.Fprintf(&b, `<path d="M%g %gL%g %gM%g %gL%g %g" stroke="%s" stroke-width="2.4" opacity="%s"/>`,
				cx-r, cy-r, cx+r, cy+r, cx-r, cy+r, cx+r, cy-r, red, op)
		}
	}
	b.WriteString("</svg>")
	return b.String()
}
