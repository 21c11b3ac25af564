// Package kif reads and writes shogi records in KIF and KI2 (KIF2), the formats
// of Kifu for Windows and most Japanese programs (.kif, .kifu, .ki2, .ki2u; the
// text already decoded).
//
// A record is header lines "名前：値" (手合割 the handicap, 先手/後手/下手/上手 the
// players, 先手の持駒/後手の持駒 the hands of a board diagram, 手数＝N the
// number of the first move), optionally a board diagram (rows "| ・ ・v玉 ...|一",
// "v" marking gote's pieces; "先手番"/"後手番" the side to move), then the moves:
// in KIF one a line, "   1 ７六歩(77)   ( 0:03/00:00:03)" (move number, square as
// a full-width file digit and a kanji rank, or 同 for the target of the move
// before, the piece, 成/不成 or 打, the origin in parentheses, the time); in KI2
// several a line, "▲７六歩    △３四歩", with the relative words 右 左 直 上 引
// 寄 instead of the origin. Lines "*..." are comments, "&..." bookmarks, "#..."
// skipped; the main line ends at the first variation "変化：N手" (the
// variations are skipped), a termination word (投了, 中断, 千日手, 持将棋, 詰み,
// 不詰, 切れ負け, 反則勝ち, 反則負け, 入玉勝ち, 封じ手) or the summary
// "まで64手で先手の勝ち".
//
// It knows no rules: it gives kifu values.
package kif

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gamecourier/courier/pkg/notation/kifu"
)

// ranks are the kanji ranks 一..九.
var ranks = []string{"一", "二", "三", "四", "五", "六", "七", "八", "九"}

// wideDigits are the full-width digits １..９.
var wideDigits = []string{"１", "２", "３", "４", "５", "６", "７", "８", "９"}

// Square writes a square as KIF does: "７六".
func Square(s kifu.Square) string { return wideDigits[s.File-1] + ranks[s.Rank-1] }

// digit reads a file or rank number at the start of s: a full-width or ASCII
// digit 1-9, or a kanji numeral 一..九; it returns it and its length in bytes.
func digit(s string) (int, int) {
	if s == "" {
		return 0, 0
	}
	if s[0] >= '1' && s[0] <= '9' {
		return int(s[0] - '0'), 1
	}
	for i, w := range wideDigits {
		if strings.HasPrefix(s, w) {
			return i + 1, len(w)
		}
	}
	for i, w := range ranks {
		if strings.HasPrefix(s, w) {
			return i + 1, len(w)
		}
	}
	return 0, 0
}

// number reads a kanji count (一..十八, 十 alone ten) or ASCII digits.
func number(s string) (int, bool) {
	if s == "" {
		return 1, true
	}
	if n, err := strconv.Atoi(s); err == nil {
		return n, true
	}
	n := 0
	if t, ok := strings.CutPrefix(s, "十"); ok {
		n, s = 10, t
	}
	if s == "" {
		return n, true
	}
	for i, w := range ranks {
		if s == w {
			return n + i + 1, true
		}
	}
	return 0, false
}

// ParseMove reads one move in KIF or KI2 ("７六歩(77)", "同　歩(23)",
// "２三歩打", "▲７六歩", "△同銀右上", "４二飛成(52)", "５五角不成"): a leading
// ▲/△ (☗/☖) sets the side; the square or 同 (blanks after it skipped); the
// piece; in KI2 the relative words; 成, 不成 (生) or 打; in KIF the origin
// "(77)" (digits; without the parentheses, "７六歩77", as PGN move text
// writes it). Returns an error saying what is wrong.
func ParseMove(text string) (kifu.Move, error) {
	m := kifu.Move{Text: text}
	s := text
	for _, w := range []struct {
		w string
		c kifu.Color
	}{{"▲", kifu.Sente}, {"☗", kifu.Sente}, {"△", kifu.Gote}, {"☖", kifu.Gote}, {"▽", kifu.Gote}} {
		if t, ok := strings.CutPrefix(s, w.w); ok {
			s, m.Color, m.Colored = t, w.c, true
			break
		}
	}
	if t, ok := strings.CutPrefix(s, "同"); ok {
		m.Same = true
		s = strings.TrimLeft(t, " 　\t")
	} else {
		f, n := digit(s)
		r, n2 := digit(s[n:])
		if f == 0 || r == 0 {
			return m, fmt.Errorf("%q: a move starts with a square (７六) or 同", text)
		}
		m.To = kifu.Square{File: f, Rank: r}
		s = s[n+n2:]
		s = strings.TrimLeft(s, " 　")
		if t, ok := strings.CutPrefix(s, "同"); ok { // "２四同　歩": both written
			m.Same = true
			s = strings.TrimLeft(t, " 　")
		}
	}
	p, n := kifu.PieceOfKanji(s)
	if p == kifu.NoPiece {
		return m, fmt.Errorf("%q: no piece name (歩 香 桂 銀 金 角 飛 玉 と 成香 成桂 成銀 馬 龍) after the square", text)
	}
	m.Piece = p
	s = s[n:]
	rel, n := kifu.ReadRel(s)
	m.Rel = rel
	s = s[n:]
	switch {
	case strings.HasPrefix(s, "不成"):
		m.NoPromote, s = true, s[len("不成"):]
	case strings.HasPrefix(s, "生"):
		m.NoPromote, s = true, s[len("生"):]
	case strings.HasPrefix(s, "成"):
		m.Promote, s = true, s[len("成"):]
	}
	if t, ok := strings.CutPrefix(s, "打"); ok {
		m.Drop, s = true, t
	}
	if len(s) == 2 && s[0] >= '1' && s[0] <= '9' && s[1] >= '1' && s[1] <= '9' {
		// the origin without parentheses, as in PGN move text ("７六歩77")
		s = "(" + s + ")"
	}
	if strings.HasPrefix(s, "(") {
		end := strings.IndexByte(s, ')')
		if end < 0 {
			return m, fmt.Errorf("%q: the origin is not closed by ')'", text)
		}
		o := strings.TrimSpace(s[1:end])
		f, n := digit(o)
		r, n2 := digit(o[n:])
		switch {
		case f == 0 && r == 0 && o == "00":
			m.Drop = true
		case f == 0 || r == 0 || n+n2 != len(o):
			return m, fmt.Errorf("%q: the origin %q is no square (77)", text, s[:end+1])
		default:
			m.From = kifu.Square{File: f, Rank: r}
		}
		s = s[end+1:]
	}
	if s = strings.TrimSpace(s); s != "" {
		return m, fmt.Errorf("%q: %q after the move is not read", text, s)
	}
	if m.Drop && (m.Promote || m.NoPromote || m.Same || !m.From.IsZero()) {
		return m, fmt.Errorf("%q: a drop (打) has no origin, promotion or 同", text)
	}
	return m, nil
}

// Move writes a move in KIF: "７六歩(77)", "同　歩(23)", "２三歩打",
// "２二角成(88)"; same tells that the target is the one of the move before.
func Move(m kifu.Move, same bool) string {
	var b strings.Builder
	if same {
		b.WriteString("同　")
	} else {
		b.WriteString(Square(m.To))
	}
	b.WriteString(m.Piece.Kanji())
	switch {
	case m.Drop:
		b.WriteString("打")
		return b.String()
	case m.Promote:
		b.WriteString("成")
	case m.NoPromote:
		b.WriteString("不成")
	}
	fmt.Fprintf(&b, "(%d%d)", m.From.File, m.From.Rank)
	return b.String()
}

// MoveKI2 writes a move in KI2 with its side mark: "▲７六歩", "△同銀右",
// "▲５五角打" (打 only when Drop is set: the writer sets it where a board move
// could reach the square too), "▲２二角成", "▲２二角不成".
func MoveKI2(m kifu.Move, c kifu.Color, same bool) string {
	var b strings.Builder
	b.WriteString([]string{"▲", "△"}[c])
	if same {
		b.WriteString("同")
	} else {
		b.WriteString(Square(m.To))
	}
	b.WriteString(m.Piece.Kanji())
	b.WriteString(m.Rel.String())
	switch {
	case m.Drop:
		b.WriteString("打")
	case m.Promote:
		b.WriteString("成")
	case m.NoPromote:
		b.WriteString("不成")
	}
	return b.String()
}

// terminations are the words a KIF move line or a KI2 line may end a game with.
var terminations = map[string]kifu.EndKind{
	"投了": kifu.EndResign, "中断": kifu.EndAbort, "千日手": kifu.EndRepetition, "持将棋": kifu.EndImpasse,
	"詰み": kifu.EndMate, "詰": kifu.EndMate, "不詰": kifu.EndNoMate, "切れ負け": kifu.EndTimeUp, "時間切れ": kifu.EndTimeUp,
	"反則勝ち": kifu.EndIllegalWin, "反則負け": kifu.EndIllegalLoss, "入玉勝ち": kifu.EndDeclare,
	"封じ手": kifu.EndSealed, "待った": kifu.EndMatta, "最大手数": kifu.EndMaxMoves,
}

// Termination writes the KIF word of an ending ("投了").
func Termination(k kifu.EndKind) string {
	switch k {
	case kifu.EndMate:
		return "詰み"
	case kifu.EndTimeUp:
		return "切れ負け"
	case kifu.EndIllegalAct:
		return "反則負け"
	}
	for w, t := range terminations {
		if t == k {
			return w
		}
	}
	return ""
}

// width is the display width of s in characters.
func width(s string) int { return utf8.RuneCountInString(s) }
