// Package space tells the notation readers where white space is: the ASCII
// blanks, and the Unicode spaces (a no-break space, say) that text copied from a
// web page carries between moves.
package space

import (
	"unicode"
	"unicode/utf8"
)

// At returns the byte length of the white-space character starting at s[i],
// 0 when s[i] starts no white space. ASCII is decided without decoding (and
// inline: the readers call it on every byte).
func At(s string, i int) int {
	if c := s[i]; c < utf8.RuneSelf {
		return int(asciiBlank[c])
	}
	return atRune(s, i)
}

// asciiBlank[c] is 1 for the ASCII blanks (IsASCII), else 0.
var asciiBlank = [utf8.RuneSelf]uint8{' ': 1, '\t': 1, '\r': 1, '\n': 1, '\v': 1, '\f': 1}

// atRune is At for a character beyond ASCII.
func atRune(s string, i int) int {
	r, n := utf8.DecodeRuneInString(s[i:])
	if unicode.IsSpace(r) {
		return n
	}
	return 0
}

// IsASCII reports an ASCII blank: space, tab, CR, LF, VT, FF.
func IsASCII(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'
}
