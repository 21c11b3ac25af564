// Package xiangqi reads and writes the move texts of xiangqi records: ICCS /
// UCCI coordinates ("h2e2", "H2-E2"), WXF ("C2=5", "H8+7", "R1-1", tandem
// pieces "R+=3", "C--1", "++=4", "3+=4"), and Chinese notation ("炮二平五",
// "马８进７", "前炮退一"), with full-width characters and the traditional and
// variant piece names; the Chinese result words (红胜, 黑胜, 和棋, 未知); and the
// xiangqi FEN of records (without the side or clock fields, "r" for red).
//
// It knows no rules: a move is described (Facts) by the match layer, which
// knows the position; this package renders Facts as text and brings any text
// a record may hold to the one form it renders (Canon...), so that a move text
// is read by comparing it with the texts of the legal moves. The grammar
// accepted is in docs/logs.md ("Xiangqi: ICCS", "WXF", "Chinese").
//
// Files are numbered as the notations number them: ICCS files a-i from red's
// left, ranks 0-9 from red's side (courier's ranks 1-10); WXF and Chinese
// files 1-9 from the right of the side that moves.
package xiangqi

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/gamecourier/courier/pkg/notation/sq"
)

// Kind is a xiangqi piece kind, by its WXF letter.
type Kind byte

// The kinds, by their WXF letters.
const (
	King     Kind = 'K'
	Advisor  Kind = 'A'
	Elephant Kind = 'E'
	Horse    Kind = 'H'
	Rook     Kind = 'R'
	Cannon   Kind = 'C'
	Pawn     Kind = 'P'
)

// KindOfLetter is the kind a piece letter names, in either case: WXF's K A E H
// R C P, and the letters of ICCS and of courier's preset (N horse, B and M
// elephant, G advisor); 0 for any other.
func KindOfLetter(c byte) Kind {
	switch c | 0x20 {
	case 'k':
		return King
	case 'a', 'g':
		return Advisor
	case 'e', 'b', 'm':
		return Elephant
	case 'h', 'n':
		return Horse
	case 'r':
		return Rook
	case 'c':
		return Cannon
	case 'p':
		return Pawn
	}
	return 0
}

// Linear reports whether the kind moves along files and ranks, so that the
// number after 进/退 (+/-) counts ranks; for the others (horse, elephant,
// advisor) it is the file arrived on.
func (k Kind) Linear() bool { return k == King || k == Rook || k == Cannon || k == Pawn }

// Facts describe one move as WXF and Chinese notation write it.
type Facts struct {
	Kind Kind
	Red  bool // the side that moves is red (white in courier)
	// File is the file the piece leaves, 1-9 from the right of the side
	// that moves.
	File int
	// Index and Count: the piece is the Index-th (0-based, from the front:
	// the side of the opponent) of Count pieces of its kind and side on
	// its file.
	Index, Count int
	// TandemFiles is the number of files holding two or more pieces of this
	// kind and side (for pawns: when more than one, the file is named).
	TandemFiles int
	// Op is '+' forward, '-' backward, '=' along the rank.
	Op byte
	// N is the ranks moved (a linear kind going forward or backward) or the
	// file arrived on (1-9 from the mover's right).
	N int
}

// WXF writes f in WXF notation: the piece letter and its file ("C2=5"); with
// Count 2 or 3 '+' (front), '-' (rear) or, for the middle one of 3, the file
// ("R+=3", "P2+1"); with 4 or 5, "++", "P+", the file (middle of 5), "P-",
// "--" from front to rear; for pawns when two files hold tandem pawns, the
// file digit in place of the letter ("3+=4", "33=4"). Traversal is written '='.
func WXF(f Facts) string {
	var b strings.Builder
	letter := string(rune(f.Kind))
	if f.Kind == Pawn && f.TandemFiles > 1 && f.Count > 1 {
		letter = fmt.Sprint(f.File)
	}
	b.WriteString(tandemWXF(f, letter))
	b.WriteByte(f.Op)
	fmt.Fprint(&b, f.N)
	return b.String()
}

func tandemWXF(f Facts, letter string) string {
	file := fmt.Sprint(f.File)
	last := f.Count - 1
	switch {
	case f.Count <= 1:
		return letter + file
	case f.Count <= 3:
		switch f.Index {
		case 0:
			return letter + "+"
		case last:
			return letter + "-"
		}
		return letter + file
	}
	switch f.Index {
	case 0:
		return "++"
	case 1:
		return letter + "+"
	case last:
		return "--"
	case last - 1:
		return letter + "-"
	}
	return letter + file
}

// CanonWXF brings a WXF move text to the form WXF writes: full-width
// characters to ASCII, the letter upper case and in WXF's set (N to H, B and
// M to E, G to A), '.' or nothing for traversal to '=', a sign before the
// letter ("+P=4", the order some programs write) after it, and a check or
// quality mark at the end ("+", "!", "?") dropped. The error says why the text
// is no WXF move.
func CanonWXF(text string) (string, error) {
	s := strings.TrimRight(Narrow(text), "!?#")
	if len(s) < 3 || len(s) > 5 {
		return "", fmt.Errorf("%q is no WXF move (a piece letter, its file, + - or =, a number: C2=5)", text)
	}
	b := []byte(s)
	// slot 1: letter, digit or sign; slot 2: digit or sign (or a letter after a sign)
	if isSign(b[0]) && KindOfLetter(b[1]) != 0 {
		b[0], b[1] = b[1], b[0]
	}
	if k := KindOfLetter(b[0]); k != 0 {
		b[0] = byte(k)
	} else if !isSign(b[0]) && !isDigit(b[0]) {
		return "", fmt.Errorf("%q is no WXF move: %q is no piece letter (K A E H R C P)", text, b[0])
	}
	if !isSign(b[1]) && !isDigit(b[1]) {
		return "", fmt.Errorf("%q is no WXF move: its file %q is no digit 1-9, + or -", text, b[1])
	}
	rest := b[2:]
	switch {
	case len(rest) == 1 && isDigit(rest[0]): // "C25": traversal written with nothing
		rest = []byte{'=', rest[0]}
	case len(rest) == 2 && rest[0] == '.':
		rest[0] = '='
	case len(rest) == 3 && rest[2] == '+' && isOp(rest[0]) && isDigit(rest[1]): // a check mark
		rest = rest[:2]
	}
	if len(rest) != 2 || !isOp(rest[0]) || !isDigit(rest[1]) || rest[1] == '0' {
		return "", fmt.Errorf("%q is no WXF move: after the piece and its file comes +, - or = and a number 1-9", text)
	}
	return string(b[:2]) + string(rest), nil
}

func isSign(c byte) bool  { return c == '+' || c == '-' }
func isDigit(c byte) bool { return c >= '1' && c <= '9' }
func isOp(c byte) bool    { return c == '+' || c == '-' || c == '=' }

// IsWXF reports whether word has the shape of a WXF move and no other
// notation's (a SAN move never has a digit or sign second and an operator
// third): the claim that makes a game WXF without a Format tag.
func IsWXF(word string) bool {
	if isASCII(word) && !wxfShape(word) {
		return false // the common case, a SAN or coordinate word, told without allocating
	}
	s, err := CanonWXF(word)
	if err != nil {
		return false
	}
	// "R1-1" is WXF; SAN has no such word, nor "C2=5" (a promotion needs a file first)
	return len(s) == 4
}

// wxfShape is a quick test of an ASCII word: 3 to 6 bytes, the second a
// digit or sign, the third an operator, a digit or a sign.
func wxfShape(w string) bool {
	if len(w) < 3 || len(w) > 6 {
		return false
	}
	b, c := w[1], w[2]
	return (isDigit(b) || isSign(b) || KindOfLetter(b) != 0 && isSign(w[0])) && (isOp(c) || c == '.' || isDigit(c) || isSign(c))
}

// Narrow maps full-width ASCII forms (U+FF01-U+FF5E: "Ｃ２＝５") to ASCII and the
// ideographic space to a space; other characters are kept.
func Narrow(s string) string {
	if isASCII(s) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 0xFF01 && r <= 0xFF5E:
			b.WriteRune(r - 0xFF01 + '!')
		case r == 0x3000:
			b.WriteByte(' ')
		case r == '－' || r == '—' || r == '–':
			b.WriteByte('-')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// ICCS writes a move from one square to another in ICCS: file a-i, rank 0-9
// (the square's 0-based rank), lower case, no hyphen ("h2e2").
func ICCS(from, to sq.Square) string {
	return fmt.Sprintf("%c%d%c%d", 'a'+from.File, from.Rank, 'a'+to.File, to.Rank)
}

// ParseICCS reads an ICCS or UCCI move: two squares, each a file a-i and a
// rank 0-9, in either case, with or without a hyphen between ("h2e2",
// "H2-E2", full-width "ｈ２ｅ２"), a check mark '+' after it dropped. Squares
// are 0-based (rank 0 is red's back rank).
func ParseICCS(text string) (from, to sq.Square, err error) {
	s := strings.ToLower(strings.TrimRight(Narrow(text), "+#!?"))
	if len(s) == 5 && s[2] == '-' {
		s = s[:2] + s[3:]
	}
	if len(s) != 4 || !iccsFile(s[0]) || !iccsRank(s[1]) || !iccsFile(s[2]) || !iccsRank(s[3]) {
		return sq.None, sq.None, fmt.Errorf("%q is no ICCS move (two squares, files a-i and ranks 0-9: h2e2)", text)
	}
	return sq.Square{File: int(s[0] - 'a'), Rank: int(s[1] - '0')}, sq.Square{File: int(s[2] - 'a'), Rank: int(s[3] - '0')}, nil
}

func iccsFile(c byte) bool { return c >= 'a' && c <= 'i' }
func iccsRank(c byte) bool { return c >= '0' && c <= '9' }

// IsICCSRank0 reports whether word is an ICCS move one of whose squares is on
// rank 0, which no coordinate notation of 1-based ranks has: the claim that
// makes a game ICCS without a Format tag.
func IsICCSRank0(word string) bool {
	if len(word) < 4 || len(word) > 6 || strings.IndexByte(word, '0') < 0 {
		return false // (a full-width word is longer: never rank 0 in a claim)
	}
	from, to, err := ParseICCS(word)
	return err == nil && (from.Rank == 0 || to.Rank == 0)
}
