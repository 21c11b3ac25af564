package fsfini

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gamecourier/courier/pkg/diag"
)

// RankMax and FileMax are the largest board of FSF's largeboards build: 12
// files, 10 ranks (src/types.h). A larger board is dropped by FSF.
const (
	RankMax = 10
	FileMax = 12
)

// Problem is what FSF makes of a value that is not what it looks like: a
// diagnostic of the entry when Code is not empty.
type Problem struct {
	Severity diag.Severity
	Code     string
	Msg      string
	Col      int // 0-based offset in characters into the value
}

func (p Problem) at(e Entry) diag.Diagnostic {
	pos := e.ValuePos
	pos.Col += p.Col
	return diag.Diagnostic{Pos: pos, Severity: p.Severity, Code: p.Code, Message: p.Msg}
}

// Diag returns the diagnostic of p at entry e, nil when p is no problem.
func (p Problem) Diag(e Entry) *diag.Diagnostic {
	if p.Code == "" {
		return nil
	}
	d := p.at(e)
	return &d
}

// commentHint says why a value may carry more than it looks like.
func commentHint(v string) string {
	if i := strings.IndexAny(v, "#;"); i > 0 {
		return " (FSF has no comments after a value: the '" + v[i:i+1] + "' and what follows are part of it)"
	}
	return ""
}

// ReadBool reads a bool as FSF's parser does: exactly "true" is true, anything
// else false; only "true" and "false" are valid.
func ReadBool(v string) (bool, Problem) {
	if v == "true" || v == "false" {
		return v == "true", Problem{}
	}
	word := strings.ToLower(strings.TrimSpace(strings.FieldsFunc(v+" ", func(r rune) bool { return r == '#' || r == ';' })[0]))
	switch word {
	case "true", "yes", "on", "1":
		return false, Problem{diag.Error, CodeMisread, fmt.Sprintf("FSF reads %q as false: it compares a bool with \"true\" exactly%s", v, commentHint(v)), 0}
	case "false", "no", "off", "0":
		return false, Problem{diag.Warning, CodeBadValue, fmt.Sprintf("FSF reads %q as false, as it looks, but only \"true\" and \"false\" are valid bools%s", v, commentHint(v)), 0}
	}
	return false, Problem{diag.Error, CodeBadValue, fmt.Sprintf("%q is not a bool (true or false): FSF reads false", v), 0}
}

// ReadInt reads an int as C++'s stream extraction does: leading blanks, an
// optional sign, digits; what follows is ignored.
func ReadInt(v string) (int, Problem) {
	s := strings.TrimLeft(v, " \t")
	i := 0
	if i < len(s) && (s[i] == '-' || s[i] == '+') {
		i++
	}
	j := i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	if j == i {
		return 0, Problem{diag.Error, CodeBadValue, fmt.Sprintf("%q is not a number: FSF cannot read it and keeps the previous value", v), 0}
	}
	n, err := strconv.Atoi(s[:j])
	if err != nil {
		return 0, Problem{diag.Error, CodeBadValue, fmt.Sprintf("%q is out of range", v), 0}
	}
	if rest := strings.TrimSpace(s[j:]); rest != "" {
		return n, Problem{diag.Warning, CodeMisread, fmt.Sprintf("FSF reads %d and ignores %q%s", n, rest, commentHint(v)), len(v) - len(s) + j}
	}
	return n, Problem{}
}

// ReadRank reads a rank, 1-based (FSF keeps it 0-based); valid 1..RankMax.
func ReadRank(v string) (int, Problem) {
	n, p := ReadInt(v)
	if p.Code != "" && p.Severity == diag.Error {
		return 0, p
	}
	if n < 1 || n > RankMax {
		return n, Problem{diag.Error, CodeBadValue, fmt.Sprintf("rank %d is outside 1..%d", n, RankMax), 0}
	}
	return n, p
}

// ReadFile reads a file, 1-based: a number or a letter (a = 1); valid 1..FileMax.
func ReadFile(v string) (int, Problem) {
	s := strings.TrimLeft(v, " \t")
	if s != "" && s[0] >= '0' && s[0] <= '9' {
		n, p := ReadInt(v)
		if n < 1 || n > FileMax {
			return n, Problem{diag.Error, CodeBadValue, fmt.Sprintf("file %d is outside 1..%d", n, FileMax), 0}
		}
		return n, p
	}
	if s == "" {
		return 0, Problem{diag.Error, CodeBadValue, "empty file", 0}
	}
	n := int(s[0]) - 'a' + 1
	if n < 1 || n > FileMax {
		return n, Problem{diag.Error, CodeBadValue, fmt.Sprintf("file %q is outside a..%c (FSF reads letters in lower case only)", s[:1], 'a'+FileMax-1), 0}
	}
	if len(strings.TrimSpace(s)) > 1 {
		return n, Problem{diag.Warning, CodeMisread, fmt.Sprintf("FSF reads the file %c and ignores the rest of %q", s[0], v), 0}
	}
	return n, Problem{}
}

// ReadEnum reads a value that must be one of words exactly (Value, the
// counting, chasing, enclosing and walling rules).
func ReadEnum(v string, words ...string) (string, Problem) {
	for _, w := range words {
		if v == w {
			return v, Problem{}
		}
	}
	for _, w := range words {
		if strings.EqualFold(strings.TrimSpace(v), w) || strings.HasPrefix(strings.ToLower(strings.TrimSpace(v)), w+" ") {
			return "", Problem{diag.Error, CodeMisread, fmt.Sprintf("FSF does not read %q as %s: it compares exactly (one of %s)%s", v, w, strings.Join(words, ", "), commentHint(v)), 0}
		}
	}
	return "", Problem{diag.Error, CodeBadValue, fmt.Sprintf("%q is not one of %s", v, strings.Join(words, ", ")), 0}
}

// enumWords are the values of the enum types.
var enumWords = map[Type][]string{
	TValue:            {"win", "loss", "draw", "none"},
	TMaterialCounting: {"janggi", "unweighted", "whitedrawodds", "blackdrawodds", "none"},
	// FSF's reader accepts "cambodian" as the rule but reports it invalid
	TCountingRule:  {"makruk", "asean", "none", "cambodian"},
	TChasingRule:   {"axf", "none"},
	TEnclosingRule: {"reversi", "ataxx", "quadwrangle", "snort", "anyside", "top", "none"},
	TWallingRule:   {"arrow", "duck", "edge", "past", "static", "none"},
}

// Square is a square of a Bitboard value: 0-based file and rank.
type Square struct{ File, Rank int }

// Bitboard is a Bitboard value read: the squares (files and ranks 0-based)
// given one by one, the whole ranks (*3) and the whole files (c*).
type Bitboard struct {
	Squares []Square
	Ranks   []int
	Files   []int
}

// Has reports whether the bitboard holds the 0-based square (f, r).
func (b Bitboard) Has(f, r int) bool {
	for _, x := range b.Ranks {
		if x == r {
			return true
		}
	}
	for _, x := range b.Files {
		if x == f {
			return true
		}
	}
	for _, s := range b.Squares {
		if s.File == f && s.Rank == r {
			return true
		}
	}
	return false
}

// ReadBitboard reads a list of squares as FSF does: blank-separated symbols
// e4, *3 (a rank), c* (a file), "-" ends the list.
func ReadBitboard(v string) (Bitboard, Problem) {
	var b Bitboard
	off := 0
	for _, sym := range strings.Fields(v) {
		off = strings.Index(v[off:], sym) + off
		if sym == "-" {
			break
		}
		bad := Problem{diag.Error, CodeBadValue, fmt.Sprintf("%q is no square (e4), rank (*3) or file (c*): FSF stops reading the list there", sym), len([]rune(v[:off]))}
		switch {
		case strings.HasSuffix(sym, "*"):
			if len(sym) != 2 || !isAlpha(sym[0]) {
				return b, bad
			}
			f := int(lower(sym[0]) - 'a')
			if f >= FileMax {
				return b, bad
			}
			b.Files = append(b.Files, f)
		case sym[0] == '*':
			n, err := strconv.Atoi(sym[1:])
			if err != nil || n < 1 || n > RankMax {
				return b, bad
			}
			b.Ranks = append(b.Ranks, n-1)
		case isAlpha(sym[0]) && len(sym) > 1:
			n, err := strconv.Atoi(sym[1:])
			f := int(lower(sym[0]) - 'a')
			if err != nil || n < 1 || n > RankMax || f >= FileMax {
				return b, bad
			}
			b.Squares = append(b.Squares, Square{f, n - 1})
		default:
			return b, bad
		}
		off += len(sym)
	}
	return b, Problem{}
}

// ReadPieceSet reads a list of piece letters (blanks ignored, '*' all piece
// types, '-' ends it) against the letters of v, as FSF does: the set holds
// the letters up to the first that is no piece's. The letters are returned in
// lower case; all is true for '*'.
func ReadPieceSet(v string, has func(byte) bool) (letters []byte, all bool, p Problem) {
	for i, r := range v {
		if r == ' ' || r == '\t' {
			continue
		}
		if r == '-' {
			break
		}
		if r == '*' {
			all = true
			continue
		}
		if r > 127 || !has(byte(r)) {
			return letters, all, Problem{diag.Error, CodeBadValue, fmt.Sprintf("%q is no piece letter of this variant: FSF reads the list only up to it", string(r)), len([]rune(v[:i]))}
		}
		letters = append(letters, lower(byte(r)))
	}
	return letters, all, Problem{}
}

// ReadPairs reads promotedPieceType: "p:g s:g" (a '-' target: no promotion).
// It returns the pairs in lower case, the target 0 for '-'.
func ReadPairs(v string, has func(byte) bool) (pairs [][2]byte, p Problem) {
	for _, tok := range strings.Fields(v) {
		off := len([]rune(v[:strings.Index(v, tok)]))
		if len(tok) != 3 || tok[1] != ':' || !has(tok[0]) || !(tok[2] == '-' || has(tok[2])) {
			return pairs, Problem{diag.Error, CodeBadValue, fmt.Sprintf("%q is not piece:piece with letters of this variant: FSF stops reading there", tok), off}
		}
		t := lower(tok[2])
		if tok[2] == '-' {
			t = 0
		}
		pairs = append(pairs, [2]byte{lower(tok[0]), t})
	}
	return pairs, Problem{}
}

// ReadCounts reads promotionLimit and the piece values: "q:1 r:2".
func ReadCounts(v string, has func(byte) bool) (counts map[byte]int, p Problem) {
	counts = map[byte]int{}
	for _, tok := range strings.Fields(v) {
		off := len([]rune(v[:strings.Index(v, tok)]))
		l, n, ok := strings.Cut(tok, ":")
		k, err := strconv.Atoi(n)
		if !ok || len(l) != 1 || !has(l[0]) || err != nil {
			return counts, Problem{diag.Error, CodeBadValue, fmt.Sprintf("%q is not piece:count with a letter of this variant: FSF stops reading there", tok), off}
		}
		counts[lower(l[0])] = k
	}
	return counts, Problem{}
}

// ReadCastlingRights reads castlingWins: letters K Q k q, '-' ends.
func ReadCastlingRights(v string) (string, Problem) {
	out := ""
	for i, r := range v {
		switch r {
		case 'K', 'Q', 'k', 'q':
			out += string(r)
		case ' ', '\t':
		case '-':
			return out, Problem{}
		default:
			return out, Problem{diag.Error, CodeBadValue, fmt.Sprintf("%q is no castling right (K, Q, k, q)", string(r)), i}
		}
	}
	return out, Problem{}
}
