package xiangqi

import (
	"fmt"
	"strings"
)

// The Chinese names of the kinds as Chinese writes them, red's then black's.
var chineseNames = map[Kind][2]string{
	King: {"帅", "将"}, Advisor: {"仕", "士"}, Elephant: {"相", "象"}, Horse: {"马", "马"},
	Rook: {"车", "车"}, Cannon: {"炮", "炮"}, Pawn: {"兵", "卒"},
}

// chineseKinds reads every written form of the piece names: simplified and
// traditional, red's and black's, and the variants of old books and programs.
var chineseKinds = map[rune]Kind{
	'帅': King, '帥': King, '将': King, '將': King,
	'仕': Advisor, '士': Advisor,
	'相': Elephant, '象': Elephant,
	'马': Horse, '馬': Horse, '傌': Horse, '㐷': Horse,
	'车': Rook, '車': Rook, '俥': Rook, '伡': Rook,
	'炮': Cannon, '砲': Cannon, '包': Cannon,
	'兵': Pawn, '卒': Pawn,
}

const redNumerals = "一二三四五六七八九"

var numerals = map[rune]byte{
	'一': '1', '二': '2', '三': '3', '四': '4', '五': '5', '六': '6', '七': '7', '八': '8', '九': '9',
	'壹': '1', '贰': '2', '叁': '3', '肆': '4', '伍': '5', '陆': '6', '柒': '7', '捌': '8', '玖': '9',
}

// number writes n (1-9) as the side writes it: red in Chinese numerals (一..九),
// black in full-width digits (１..９).
func number(n int, red bool) string {
	if red {
		return string([]rune(redNumerals)[n-1])
	}
	return string(rune('０' + n))
}

// Chinese writes f in Chinese notation: the piece and its file ("炮二平五",
// black "马８进７"); with Count 2 前/后 (front/rear) before the piece, with 3
// 前/中/后, with 4 前 二 三 后, with 5 前 二 三 四 后 ("前炮退一", "中兵平四");
// for pawns when two files hold tandem pawns, the file in place of the piece
// ("前三平四"); then 进 (forward), 退 (backward) or 平 (along the rank) and
// the number. Red's numbers are Chinese numerals, black's full-width digits;
// the ordinals 二 三 四 are numerals for both sides.
func Chinese(f Facts) string {
	side := 0
	if !f.Red {
		side = 1
	}
	name := chineseNames[f.Kind][side]
	var b strings.Builder
	if f.Count <= 1 {
		b.WriteString(name)
		b.WriteString(number(f.File, f.Red))
	} else {
		b.WriteString(ordinal(f.Index, f.Count))
		if f.Kind == Pawn && f.TandemFiles > 1 {
			b.WriteString(number(f.File, f.Red))
		} else {
			b.WriteString(name)
		}
	}
	switch f.Op {
	case '+':
		b.WriteString("进")
	case '-':
		b.WriteString("退")
	default:
		b.WriteString("平")
	}
	b.WriteString(number(f.N, f.Red))
	return b.String()
}

// ordinal is the word of the Index-th of Count tandem pieces, from the front.
func ordinal(i, count int) string {
	switch {
	case i == 0:
		return "前"
	case i == count-1:
		return "后"
	case count == 3:
		return "中"
	}
	return string([]rune(redNumerals)[i])
}

// CanonChinese brings a Chinese move text to one form, the same for every
// way of writing the same move: the piece as its WXF letter, numerals and
// full-width digits as ASCII digits, 前 '+', 中 'm', 后/後 '-', an ordinal
// before the piece as its digit, 进/進 '+', 退 '-', 平 '=' ("炮二平五" and
// "砲2平5" are "C2=5", "前兵进一" is "+P+1", "二兵平四" "2P=4"). A check or
// quality mark after the move is dropped. The error says why the text is no
// Chinese move.
func CanonChinese(text string) (string, error) {
	s := strings.TrimRight(Narrow(text), "+!?#")
	r := []rune(s)
	if len(r) != 4 {
		return "", fmt.Errorf("%q is no Chinese move (four characters: piece, file, 进/退/平, number: 炮二平五)", text)
	}
	out := make([]byte, 0, 4)
	a, aKind := chineseUnit(r[0], true)
	b, bKind := chineseUnit(r[1], false)
	switch {
	case aKind == unitPiece && bKind == unitDigit: // 炮二
	case aKind == unitTandem && (bKind == unitPiece || bKind == unitDigit): // 前炮, 前三
	case aKind == unitDigit && bKind == unitPiece: // 二兵 (an ordinal)
	case aKind == unitDigit && bKind == unitTandem: // 三前 (the file first)
		a, b = b, a
	default:
		return "", fmt.Errorf("%q is no Chinese move: %q%q names no piece (a piece and its file, or 前/中/后 and the piece)", text, r[0], r[1])
	}
	out = append(out, a, b)
	switch r[2] {
	case '进', '進':
		out = append(out, '+')
	case '退':
		out = append(out, '-')
	case '平':
		out = append(out, '=')
	default:
		return "", fmt.Errorf("%q is no Chinese move: %q is not 进, 退 or 平", text, r[2])
	}
	n, nk := chineseUnit(r[3], false)
	if nk != unitDigit {
		return "", fmt.Errorf("%q is no Chinese move: it ends in %q, not a number", text, r[3])
	}
	return string(append(out, n)), nil
}

type unitKind int

const (
	unitNone unitKind = iota
	unitPiece
	unitDigit
	unitTandem
)

// chineseUnit reads one character of a Chinese move's first two or last.
func chineseUnit(r rune, first bool) (byte, unitKind) {
	if k, ok := chineseKinds[r]; ok {
		return byte(k), unitPiece
	}
	if d, ok := numerals[r]; ok {
		return d, unitDigit
	}
	if r >= '1' && r <= '9' {
		return byte(r), unitDigit
	}
	switch r {
	case '前':
		return '+', unitTandem
	case '中':
		return 'm', unitTandem
	case '后', '後':
		return '-', unitTandem
	}
	return 0, unitNone
}

// IsChinese reports whether word is a Chinese move (CanonChinese reads it):
// the claim that makes a game Chinese without a Format tag.
func IsChinese(word string) bool {
	if len(word) < 8 { // four characters, at least two of three bytes
		return false
	}
	_, err := CanonChinese(word)
	return err == nil
}

// Result maps the result words of Chinese records to PGN results: 红胜 (red
// wins) "1-0", 黑胜 "0-1", 和棋 or 和局 (draw) "1/2-1/2", 未知 (unknown) "*", in
// simplified or traditional characters; ok is false for any other word.
func Result(word string) (string, bool) {
	switch strings.TrimSpace(word) {
	case "红胜", "紅勝", "红方胜", "紅方勝", "红先胜", "紅先勝", "红先胜利":
		return "1-0", true
	case "黑胜", "黑勝", "黑方胜", "黑方勝", "红先负", "紅先負":
		return "0-1", true
	case "和棋", "和局", "红先和", "紅先和", "和":
		return "1/2-1/2", true
	case "未知":
		return "*", true
	}
	return "", false
}

// FEN turns a xiangqi FEN as records write it into a six-field FEN: the board
// (its letters h and e read as n and b, WXF's horse and elephant), the side
// ("w" or "r" for red, "b" for black; red when absent), then "-", "-" and the
// clocks (0 and 1 when absent). Other text is kept as it is.
func FEN(fen string) string {
	f := strings.Fields(fen)
	if len(f) == 0 {
		return fen
	}
	f[0] = strings.NewReplacer("h", "n", "H", "N", "e", "b", "E", "B").Replace(f[0])
	if len(f) == 1 {
		f = append(f, "w")
	}
	if f[1] == "r" || f[1] == "R" || f[1] == "W" {
		f[1] = "w"
	} else if f[1] == "B" {
		f[1] = "b"
	}
	for len(f) < 4 {
		f = append(f, "-")
	}
	if len(f) == 4 {
		f = append(f, "0")
	}
	if len(f) == 5 {
		f = append(f, "1")
	}
	return strings.Join(f, " ")
}

// BoardShape returns the number of files and ranks of a FEN's board field
// (digits count empty squares), 0, 0 when it is no board.
func BoardShape(fen string) (files, ranks int) {
	f := strings.Fields(fen)
	if len(f) == 0 {
		return 0, 0
	}
	rows := strings.Split(f[0], "/")
	for i, row := range rows {
		n := 0
		for j := 0; j < len(row); j++ {
			c := row[j]
			switch {
			case c >= '0' && c <= '9':
				n += int(c - '0')
			case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
				n++
			case c == '+' || c == '~':
			default:
				return 0, 0
			}
		}
		if i == 0 {
			files = n
		} else if n != files {
			return 0, 0
		}
	}
	return files, len(rows)
}
