// Package space tells the notation readers where white space is: the ASCII
// blanks, and the Unicode spaces (a no-break space, say) that text copied from a
// web page carries between moves.
package space

import (
	"unicode"
	"unicode/utf8"
)

// At returns the byte length of the white-space character starting at s[i],
// 0 when s[i] starts no white space. ASCII is decided without decoding.
func At(s string, i int) int {
	c := s[i]
	if c < utf8.RuneSelf {
		if IsASCII(c) {
			return 1
		}
		return 0
	}
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
