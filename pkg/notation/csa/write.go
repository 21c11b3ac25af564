package csa

import (
	"fmt"
	"strings"

	"github.com/gamecourier/courier/pkg/notation/kifu"
)

// Write writes rec as a CSA V2.2 record: the players (N+, N- from the header
// fields 先手/下手 and 後手/上手, or N+/N-), the start as "PI" (with the removals
// of a handicap) when it is the even game less some pieces, else rows P1..P9
// and the hands P+/P-, the side to move, the moves one a line and the ending.
// The start must be 9x9 (CSA has no other board); the moves need their piece.
func Write(rec *kifu.Record) (string, error) {
	st := rec.Start
	if st == nil {
		st = kifu.Even(9, 9)
	}
	if st.Files != 9 || st.Ranks != 9 {
		return "", fmt.Errorf("CSA records a 9x9 board, not %dx%d", st.Files, st.Ranks)
	}
	var b strings.Builder
	b.WriteString("V2.2\n")
	for _, f := range rec.Header {
		switch f.Name {
		case "N+", "先手", "下手":
			b.WriteString("N+" + f.Value + "\n")
		case "N-", "後手", "上手":
			b.WriteString("N-" + f.Value + "\n")
		}
	}
	if pi, ok := removals(st); ok {
		b.WriteString("PI" + pi + "\n")
	} else {
		for r, row := range st.Cells {
			fmt.Fprintf(&b, "P%d", r+1)
			for _, c := range row {
				if c.Piece == kifu.NoPiece {
					b.WriteString(" * ")
				} else {
					b.WriteString("+-"[c.Color:c.Color+1] + c.Piece.CSA())
				}
			}
			b.WriteByte('\n')
		}
		for c := kifu.Sente; c <= kifu.Gote; c++ {
			var h strings.Builder
			for _, p := range kifu.HandPieces {
				h.WriteString(strings.Repeat("00"+p.CSA(), st.Hands[c][p]))
			}
			if h.Len() > 0 {
				b.WriteString("P" + "+-"[c:c+1] + h.String() + "\n")
			}
		}
	}
	b.WriteString("+-"[st.Turn:st.Turn+1] + "\n")
	c := st.Turn
	for _, m := range rec.Moves {
		b.WriteString(Move(m, c) + "\n")
		c = c.Other()
	}
	if rec.Ending.Kind != kifu.EndNone {
		if w := Ending(rec.Ending); w != "" {
			b.WriteString(w + "\n")
		}
	}
	return b.String(), nil
}

// removals gives the PI removals that make st from the even game ("82HI22KA"),
// ok false when st is not the even game less some pieces with empty hands.
func removals(st *kifu.Board) (string, bool) {
	even := kifu.Even(9, 9)
	if st.Hands != even.Hands {
		return "", false
	}
	var out strings.Builder
	for r := 1; r <= 9; r++ {
		for f := 1; f <= 9; f++ {
			s := kifu.Square{File: f, Rank: r}
			a, e := st.At(s), even.At(s)
			switch {
			case a == e:
			case a.Piece == kifu.NoPiece:
				fmt.Fprintf(&out, "%d%d%s", f, r, e.Piece.CSA())
			default:
				return "", false
			}
		}
	}
	return out.String(), true
}
