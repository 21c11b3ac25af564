package kif

import (
	"fmt"
	"strings"

	"github.com/gamecourier/courier/pkg/notation/kifu"
)

// handicapNames are the standard handicaps in writing order.
var handicapNames = []string{"香落ち", "右香落ち", "角落ち", "飛車落ち", "飛香落ち", "二枚落ち", "三枚落ち", "四枚落ち", "五枚落ち", "左五枚落ち", "六枚落ち", "左七枚落ち", "右七枚落ち", "八枚落ち", "十枚落ち"}

// writeHeader writes the header fields and the start: 手合割 for the even game
// or a standard handicap, else a board diagram with the hands and the side to
// move.
func writeHeader(b *strings.Builder, rec *kifu.Record) {
	for _, f := range rec.Header {
		if f.Name != "手合割" && f.Name != "先手の持駒" && f.Name != "後手の持駒" && f.Name != "下手の持駒" && f.Name != "上手の持駒" {
			b.WriteString(f.Name + "：" + f.Value + "\n")
		}
	}
	st := rec.Start
	if st == nil {
		st = kifu.Even(9, 9)
	}
	fen := st.FEN()
	if fen == kifu.Even(9, 9).FEN() {
		b.WriteString("手合割：平手\n")
		return
	}
	for _, n := range handicapNames {
		if h, _ := kifu.Handicap(n); h.FEN() == fen {
			b.WriteString("手合割：" + n + "\n")
			return
		}
	}
	hand := func(c kifu.Color) string {
		var parts []string
		for _, p := range kifu.HandPieces {
			if n := st.Hands[c][p]; n > 0 {
				parts = append(parts, p.Kanji()+count(n))
			}
		}
		if len(parts) == 0 {
			return "なし"
		}
		return strings.Join(parts, "　")
	}
	b.WriteString("後手の持駒：" + hand(kifu.Gote) + "\n")
	var head []string
	for f := st.Files; f >= 1; f-- {
		head = append(head, wideDigits[f-1])
	}
	b.WriteString("  " + strings.Join(head, " ") + "\n")
	border := "+" + strings.Repeat("-", 3*st.Files) + "+\n"
	b.WriteString(border)
	for r, row := range st.Cells {
		b.WriteString("|")
		for _, c := range row {
			switch {
			case c.Piece == kifu.NoPiece:
				b.WriteString(" ・")
			case c.Color == kifu.Gote:
				b.WriteString("v" + c.Piece.BoardKanji())
			default:
				b.WriteString(" " + c.Piece.BoardKanji())
			}
		}
		b.WriteString("|" + ranks[r] + "\n")
	}
	b.WriteString(border)
	b.WriteString("先手の持駒：" + hand(kifu.Sente) + "\n")
	if st.Turn == kifu.Gote {
		b.WriteString("後手番\n")
	}
}

// count writes a hand count in kanji ("", 二, 十七).
func count(n int) string {
	switch {
	case n <= 1:
		return ""
	case n < 10:
		return ranks[n-1]
	case n == 10:
		return "十"
	}
	return "十" + ranks[n-11]
}

// Write writes rec in KIF: the header, "手数----指手---------消費時間--", a move a
// line ("   1 ７六歩(77)"), the ending's word on the next line and the summary
// "まで64手で先手の勝ち". The moves need their piece, origin, promotion and 同
// (Same) as match.KifuMove gives them.
func Write(rec *kifu.Record) string {
	var b strings.Builder
	writeHeader(&b, rec)
	b.WriteString("手数----指手---------消費時間--\n")
	var prev kifu.Square
	for i, m := range rec.Moves {
		fmt.Fprintf(&b, "%4d %s\n", i+1, Move(m, m.Same || (!prev.IsZero() && m.To == prev)))
		prev = m.To
	}
	if rec.Ending.Kind != kifu.EndNone {
		if w := Termination(rec.Ending.Kind); w != "" {
			fmt.Fprintf(&b, "%4d %s\n", len(rec.Moves)+1, w)
		}
	}
	writeSummary(&b, rec)
	return b.String()
}

// WriteKI2 writes rec in KI2: the header, the moves six a line ("▲７六歩
// △３四歩 ..."), the summary. The moves need their relative words (Rel) and,
// for a drop, Drop only where 打 must be written (match.KifuDropMarked).
func WriteKI2(rec *kifu.Record) string {
	var b strings.Builder
	writeHeader(&b, rec)
	c := kifu.Sente
	if rec.Start != nil {
		c = rec.Start.Turn
	}
	var prev kifu.Square
	for i, m := range rec.Moves {
		if i > 0 {
			if i%6 == 0 {
				b.WriteByte('\n')
			} else {
				b.WriteString("    ")
			}
		}
		b.WriteString(MoveKI2(m, c, m.Same || (!prev.IsZero() && m.To == prev)))
		prev = m.To
		c = c.Other()
	}
	if len(rec.Moves) > 0 {
		b.WriteByte('\n')
	}
	writeSummary(&b, rec)
	return b.String()
}

// writeSummary writes "まで N 手で ..." for the record's ending and stated
// result.
func writeSummary(b *strings.Builder, rec *kifu.Record) {
	n := len(rec.Moves)
	side := func(r string) string {
		if r == "1-0" {
			return "先手"
		}
		return "後手"
	}
	res := rec.Stated
	if res == "" {
		res = Stated(rec.Ending)
	}
	switch k := rec.Ending.Kind; {
	case k == kifu.EndNone:
	case k == kifu.EndAbort:
		fmt.Fprintf(b, "まで%d手で中断\n", n)
	case k == kifu.EndRepetition:
		fmt.Fprintf(b, "まで%d手で千日手\n", n)
	case k == kifu.EndImpasse:
		fmt.Fprintf(b, "まで%d手で持将棋\n", n)
	case k == kifu.EndMate && (res == "1-0" || res == "0-1"):
		fmt.Fprintf(b, "まで%d手で%sの勝ち\n", n, side(res))
	case k == kifu.EndTimeUp && (res == "1-0" || res == "0-1"):
		fmt.Fprintf(b, "まで%d手で時間切れにより%sの勝ち\n", n, side(res))
	case (k == kifu.EndIllegalLoss || k == kifu.EndIllegalAct || k == kifu.EndMatta) && (res == "1-0" || res == "0-1"):
		loser := "先手"
		if res == "1-0" {
			loser = "後手"
		}
		fmt.Fprintf(b, "まで%d手で%sの反則負け\n", n, loser)
	case k == kifu.EndIllegalWin && (res == "1-0" || res == "0-1"):
		fmt.Fprintf(b, "まで%d手で%sの反則勝ち\n", n, side(res))
	case k == kifu.EndDeclare && (res == "1-0" || res == "0-1"):
		fmt.Fprintf(b, "まで%d手で%sの入玉勝ち\n", n, side(res))
	case res == "1-0" || res == "0-1":
		fmt.Fprintf(b, "まで%d手で%sの勝ち\n", n, side(res))
	}
}
