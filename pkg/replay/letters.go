package replay

import (
	"fmt"
	"sort"
	"strings"
)

// PieceLetterSets are the named piece-letter sets of Options.PieceLetters:
// the letters of the king, queen, rook, bishop and knight, in that order, in
// the language's SAN (the FIDE Handbook's piece names).
var PieceLetterSets = map[string]string{
	"en": "KQRBN", // King, Queen, Rook, Bishop, kNight
	"de": "KDTLS", // König, Dame, Turm, Läufer, Springer
	"sv": "KDTLS", // Kung, Dam, Torn, Löpare, Springare
	"nl": "KDTLP", // Koning, Dame, Toren, Loper, Paard
	"fr": "RDTFC", // Roi, Dame, Tour, Fou, Cavalier
	"es": "RDTAC", // Rey, Dama, Torre, Alfil, Caballo
	"it": "RDTAC", // Re, Donna, Torre, Alfiere, Cavallo
	"cs": "KDVSJ", // Král, Dáma, Věž, Střelec, Jezdec
	"pl": "KHWGS", // Król, Hetman, Wieża, Goniec, Skoczek
}

// letterMap turns the piece letters of another language into English ones.
type letterMap struct {
	spec string    // the five letters, king to knight
	to   [256]byte // 0: the letter is kept
}

// ParsePieceLetters reads a piece-letter set: a name of PieceLetterSets
// ("de"), or five distinct upper-case letters for the king, queen, rook,
// bishop and knight ("KDTLS"). "" and "en" give nil (English letters, no
// mapping). The error names what is wrong.
func ParsePieceLetters(spec string) (*letterMap, error) {
	s := strings.TrimSpace(spec)
	if set, ok := PieceLetterSets[strings.ToLower(s)]; ok {
		s = set
	}
	if s == "" || s == "KQRBN" {
		return nil, nil
	}
	if len(s) != 5 {
		return nil, fmt.Errorf("piece letters %q: give a language (%s) or five letters for the king, queen, rook, bishop and knight (KDTLS)", spec, setNames())
	}
	m := &letterMap{spec: s}
	for i := 0; i < 5; i++ {
		c := s[i]
		if c < 'A' || c > 'Z' || strings.IndexByte(s[:i], c) >= 0 {
			return nil, fmt.Errorf("piece letters %q: five different upper-case letters, king to knight (KDTLS)", spec)
		}
		if c != "KQRBN"[i] {
			m.to[c] = "KQRBN"[i]
		}
	}
	// an English letter the set does not use for the same piece is no piece
	// letter any more (French R is the king, not a rook)
	for i := 0; i < 5; i++ {
		e := "KQRBN"[i]
		if strings.IndexByte(s, e) < 0 {
			m.to[e] = '?'
		}
	}
	return m, nil
}

func setNames() string {
	var names []string
	for n := range PieceLetterSets {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// apply rewrites the upper-case letters of a SAN move into English ones
// (castling's 'O' is no piece letter of any set and stays). A letter that is
// no piece letter of the set becomes '?', which ParseSAN refuses.
func (m *letterMap) apply(text string) string {
	changed := false
	for i := 0; i < len(text); i++ {
		if c := text[i]; c != 'O' && m.to[c] != 0 {
			changed = true
			break
		}
	}
	if !changed {
		return text
	}
	b := []byte(text)
	for i, c := range b {
		if c != 'O' && m.to[c] != 0 {
			b[i] = m.to[c]
		}
	}
	return string(b)
}

// back rewrites the piece letters of a SAN move written with English letters
// (courier's own SAN: a legal-move list) into the set's, so that a list shown
// for a game written in German reads "Sf3", "Lb5", "e8=D". Only K Q R B N
// change; castling's 'O', other variants' letters and squares stay.
func (m *letterMap) back(text string) string {
	b := []byte(text)
	for i, c := range b {
		if k := strings.IndexByte("KQRBN", c); k >= 0 {
			b[i] = m.spec[k]
		}
	}
	return string(b)
}
