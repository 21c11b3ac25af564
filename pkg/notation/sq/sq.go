// Package sq holds what the notation readers share: Square, a board square as
// 0-based file and rank; Labels, the names that files and ranks have in text;
// and SyntaxError, a problem at a character offset inside one move token.
//
// Squares are numbered from White's side, File 0 being the leftmost file and
// Rank 0 the first rank. With the default labels a 16x16 board reads:
//
//	Rank 15  "16"  a16 b16 ... p16
//	 ...
//	Rank 1   "2"   a2  b2  ... p2
//	Rank 0   "1"   a1  b1  ... p1
//	              File 0 "a" ... File 15 "p"
//
// The package knows no board size beyond the labels it is given and no rules.
package sq

import (
	"fmt"
	"iter"
	"strconv"
	"unicode/utf8"
)

// Square is a board square: File and Rank 0-based, (0, 0) being a1. None (both
// -1) stands for "no square".
type Square struct {
	File int
	Rank int
}

// None is the "no square" value.
var None = Square{File: -1, Rank: -1}

// IsValid reports whether both coordinates are non-negative. It does not know
// the board size.
func (s Square) IsValid() bool { return s.File >= 0 && s.Rank >= 0 }

// String names the square with the default labels (files a..z, ranks 1..):
// "a1", "p16". None prints as "-"; a square beyond file z prints as "(f,r)"
// with the 0-based numbers.
func (s Square) String() string {
	if !s.IsValid() {
		return "-"
	}
	if s.File >= 26 {
		return fmt.Sprintf("(%d,%d)", s.File, s.Rank)
	}
	return string(rune('a'+s.File)) + strconv.Itoa(s.Rank+1)
}

// MaxDefaultFiles is the largest file count DefaultLabels names (a..z).
const MaxDefaultFiles = 26

// Labels are the names of a board's files and ranks as they appear in move
// text: Files[i] names file i and Ranks[j] names rank j (both 0-based). A square
// is written as a file label followed by a rank label ("e2", "a10"; on a
// shogi-style board "7g"). Labels must be non-empty; when two labels could both
// match, the longest one wins (see Parse and Prefixes).
type Labels struct {
	Files []string
	Ranks []string

	// def is set by DefaultLabels: the labels are a.. and 1.. and the parsers
	// take an arithmetic fast path.
	def bool
}

// MaxDefaultRanks is the largest rank count DefaultLabels names (1..99).
const MaxDefaultRanks = 99

// DefaultLabels gives files "a".. and ranks "1".."<ranks>"; counts are clamped to
// 0..MaxDefaultFiles and 0..MaxDefaultRanks. The result takes a fast path in
// Parse and Prefixes; do not modify its slices (build a Labels literal instead).
func DefaultLabels(files, ranks int) Labels {
	files = min(max(files, 0), MaxDefaultFiles)
	ranks = min(max(ranks, 0), MaxDefaultRanks)
	l := Labels{Files: make([]string, files), Ranks: make([]string, ranks), def: true}
	for i := range l.Files {
		l.Files[i] = string(rune('a' + i))
	}
	for i := range l.Ranks {
		l.Ranks[i] = strconv.Itoa(i + 1)
	}
	return l
}

// Name writes the square with these labels; it returns "" when the square is
// outside the labelled board.
func (l Labels) Name(s Square) string {
	if s.File < 0 || s.Rank < 0 || s.File >= len(l.Files) || s.Rank >= len(l.Ranks) {
		return ""
	}
	return l.Files[s.File] + l.Ranks[s.Rank]
}

// Parse reads text that must be exactly one square: a file label then a rank
// label. Longer file labels are tried first, so with files "a".."i" and ranks
// "1".."10", "a10" is (0, 9).
func (l Labels) Parse(text string) (Square, bool) {
	for s, n := range l.Prefixes(text) {
		if n == len(text) {
			return s, true
		}
	}
	return None, false
}

// Prefixes yields every square that text starts with, with its length in bytes,
// longest file label first and, for one file label, longest rank label first.
// Callers that split several squares out of one token (coordinate moves such as
// "a9a10") take the first split that leaves a valid rest.
func (l Labels) Prefixes(text string) iter.Seq2[Square, int] {
	return func(yield func(Square, int) bool) {
		if l.def {
			l.defaultPrefixes(text, yield)
			return
		}
		// General labels: file candidates longest first, then rank candidates.
		var fileBuf [4]int
		files := fileBuf[:0]
		for i, f := range l.Files {
			if f != "" && len(f) <= len(text) && text[:len(f)] == f {
				files = append(files, i)
			}
		}
		sortByLenDesc(files, l.Files)
		var rankBuf [4]int
		for _, fi := range files {
			rest := text[len(l.Files[fi]):]
			ranks := rankBuf[:0]
			for j, r := range l.Ranks {
				if r != "" && len(r) <= len(rest) && rest[:len(r)] == r {
					ranks = append(ranks, j)
				}
			}
			sortByLenDesc(ranks, l.Ranks)
			for _, rj := range ranks {
				if !yield(Square{File: fi, Rank: rj}, len(l.Files[fi])+len(l.Ranks[rj])) {
					return
				}
			}
		}
	}
}

func (l Labels) defaultPrefixes(text string, yield func(Square, int) bool) {
	if len(text) < 2 {
		return
	}
	f := int(text[0]) - 'a'
	if f < 0 || f >= len(l.Files) {
		return
	}
	d1 := int(text[1]) - '0'
	if d1 < 1 || d1 > 9 {
		return
	}
	if len(text) >= 3 {
		if d2 := int(text[2]) - '0'; d2 >= 0 && d2 <= 9 {
			if r := d1*10 + d2; r <= len(l.Ranks) {
				if !yield(Square{File: f, Rank: r - 1}, 3) {
					return
				}
			}
		}
	}
	if d1 <= len(l.Ranks) {
		yield(Square{File: f, Rank: d1 - 1}, 2)
	}
}

// sortByLenDesc orders label indexes by label length, longest first (stable;
// the lists are a handful long).
func sortByLenDesc(idx []int, labels []string) {
	for i := 1; i < len(idx); i++ {
		for j := i; j > 0 && len(labels[idx[j]]) > len(labels[idx[j-1]]); j-- {
			idx[j], idx[j-1] = idx[j-1], idx[j]
		}
	}
}

// SyntaxError is a problem inside one move token. Offset is 0-based and counted
// in characters (runes) from the start of Text, so a caller that knows the
// token's diag.Pos reports the column Pos.Col+Offset. Offset is always less
// than the character count of a non-empty Text (0 for an empty one).
type SyntaxError struct {
	Text   string // the whole token as given to the parser
	Offset int    // 0-based character offset of the problem in Text
	Msg    string // what is wrong, lower case, no trailing period
}

// Error formats the error as `"Text": Msg (character N)`, N 1-based; a Text of
// more than maxQuoted characters is quoted by its first maxQuoted and "…" (a
// junk token may be megabytes long; N still counts in the whole token).
func (e *SyntaxError) Error() string {
	text, more, n := e.Text, "", 0
	for i := range text {
		if n == maxQuoted {
			text, more = text[:i], "…"
			break
		}
		n++
	}
	return fmt.Sprintf("%q%s: %s (character %d)", text, more, e.Msg, e.Offset+1)
}

// maxQuoted is the most characters of a token a SyntaxError quotes.
const maxQuoted = 40

// Errorf builds a SyntaxError for text at byte offset off, converted to
// characters. An offset at or past the end (something missing at the end of the
// token) is moved to the last character, so that Offset always names a
// character of a non-empty Text.
func Errorf(text string, off int, format string, args ...any) *SyntaxError {
	off = max(off, 0)
	if off >= len(text) {
		_, n := utf8.DecodeLastRuneInString(text)
		off = len(text) - n
	}
	return &SyntaxError{Text: text, Offset: utf8.RuneCountInString(text[:off]), Msg: fmt.Sprintf(format, args...)}
}
