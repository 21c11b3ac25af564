// Package detect tells which notation one game's move text is written in:
// Game Courier move text, SAN (PGN), or coordinate moves. It reads words only
// (no board, no labels), so it judges by shape.
//
// The decision, for the words outside comments, move numbers, results and
// annotations:
//
//   - Game Courier when there is any sign of it: a piece label standing before
//     a square-square word ("P d2-d4", "n g8-f6"), a ';' joining two commands
//     ("e1-g1; h1-f1", "e1-g1; R h1-f1"), a put or remove command ("Q-e8", "c4-", "@-c4"), a
//     "//" comment, or a resign/drawn/won/lost keyword; and no more SAN-shaped
//     words than Game Courier ones.
//   - Game Courier also when every move word is square-dash-square ("e2-e4
//     e7-e5") and nothing shows PGN: no brace comment, no ';' comment (a ';'
//     that does not join two commands), no NAG ("$1"), no variation. That
//     text is long algebraic SAN as well; Game Courier is preferred because it
//     is a superset there and the moves mean the same. With a sign of PGN it
//     is long algebraic SAN ("e2-e4 {best} e7-e5 $1", as pgn-extract -Wlalg
//     writes): a PGN comment or NAG is no Game Courier command.
//   - Coordinate when every move word is square-square with an optional
//     promotion letter and conversion suffix ("e2e4", "e7e8q", "e10e9",
//     "d4e5&d6"), an 'x' between the squares marking a capture ("e4xd5"), or
//     a trailing '-' (a demotion, "a1a2-").
//   - SAN for any other mix with at least one move word: ParseSAN reads long
//     algebraic and coordinate moves too, as lenient forms.
//   - Unknown when there is no move word at all.
//
// A square is letters then digits ("e2", "a10") or digits then letters
// ("7g", on boards labelled the Japanese way). An evaluation glyph glued to
// a word ("e5-+", "Bb5+/-?", pgn.GluedEval) leaves the shape of the word
// before it, a Game Courier shape becoming SAN's (no command carries one).
//
// Detect reads the lines. A caller that tokenizes the move text as PGN anyway
// asks SANFromTokens first: it tells the common SAN game from those tokens,
// giving Detect's decision without reading the words a second time.
package detect

import (
	"strings"

	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/internal/space"
	"github.com/gamecourier/courier/pkg/notation/pgn"
)

// Notation is a move-text notation. Its String is the name the replay's results
// carry ("gc", "san", "coord"; replay.Result.Notation); code compares the
// constants, not the names.
type Notation uint8

// Notations.
const (
	Unknown Notation = iota
	GameCourier
	SAN
	Coordinate
)

// String names the notation: "unknown", "gc", "san", "coord".
func (n Notation) String() string {
	switch n {
	case GameCourier:
		return "gc"
	case SAN:
		return "san"
	case Coordinate:
		return "coord"
	}
	return "unknown"
}

// Detect decides the notation of one game's move text (see the package
// comment). It reads the lines up to the one where decisiveWords words have been
// classified, and allocates nothing.
func Detect(lines []gamefile.Line) Notation {
	var c counts
	inComment := false
	for _, l := range lines {
		// the first few dozen words decide; archives do not change notation mid-game
		if c.gc+c.sqsq+c.coord+c.san >= decisiveWords {
			break
		}
		s := l.Text
		i := 0
		prev := shapeNone // shape of the previous word on this line
		for i < len(s) {
			if inComment {
				k := strings.IndexByte(s[i:], '}')
				if k < 0 {
					break
				}
				inComment = false
				i += k + 1
				continue
			}
			ch := s[i]
			if ch == ' ' {
				i++ // the common blank, before the general test
				continue
			}
			if n := space.At(s, i); n > 0 {
				i += n
				continue
			}
			switch {
			case ch == '{':
				inComment = true
				c.pgn++
				i++
				prev = shapeNone
				continue
			case ch == '/' && i+1 < len(s) && s[i+1] == '/':
				c.gc++
				i = len(s)
				continue
			case ch == ';':
				// A Game Courier joiner when a command stands on both sides;
				// otherwise a PGN comment to the end of the line.
				j := i + 1
				for j < len(s) && space.At(s, j) > 0 {
					j += space.At(s, j)
				}
				next, e := nextWord(s, j)
				if isCommand(prev) && next == shapeLabel {
					// "; R h1-f1" joins a command, "; Ruy Lopez" is a comment
					next, _ = nextWord(s, e)
				}
				if isCommand(prev) && (isCommand(next) || next == shapeKeyword) {
					c.gc++
					i = j
					continue
				}
				c.pgn++
				i = len(s)
				continue
			case ch == '(' || ch == ')':
				c.pgn++
				i++
				continue
			}
			// the word, and the byte classes it holds (for quickSAN's test of
			// its characters, read here in the same pass)
			e := i
			var seen uint8
			for e < len(s) {
				for e < len(s) {
					k := wordClass[s[e]]
					if k&(classEnd|classMaybe) != 0 {
						break
					}
					seen |= k
					e++
				}
				if e == len(s) || wordClass[s[e]]&classEnd != 0 || space.At(s, e) > 0 {
					break
				}
				seen |= classOther // a byte beyond ASCII inside the word
				e++
			}
			w := s[i:e]
			i = e
			if w[0] == '$' {
				c.pgn++ // a NAG
				continue
			}
			var sh shape
			// A move number glued to a move: "1.e4", "12...Nf6".
			if d := digits(w); d > 0 && d < len(w) && w[d] == '.' {
				for d < len(w) && w[d] == '.' {
					d++
				}
				w = w[d:]
				if w == "" {
					continue
				}
				sh = classify(w)
			} else if seen&(classOther|classDigit) == classDigit && quickShape(w) {
				sh = shapeSAN // quickSAN(w), its characters tested above
			} else {
				sh = classifyWord(w)
			}
			switch sh {
			case shapeLabel:
				// counted when a square-square word follows
			case shapeSqSq:
				c.sqsq++
				if prev == shapeLabel {
					c.gc++
				}
			case shapePut, shapeRemove, shapeKeyword:
				c.gc++
			case shapeCoord:
				c.coord++
			case shapeSAN:
				c.san++
			}
			if prev == shapeLabel && sh != shapeSqSq {
				c.san++ // a lone capital letter or word: SAN-ish junk
			}
			prev = sh
		}
	}
	switch {
	case c.gc > 0 && c.san <= c.gc+c.sqsq:
		return GameCourier
	case c.sqsq > 0 && c.san == 0 && c.coord == 0 && c.pgn == 0:
		return GameCourier
	case c.coord > 0 && c.san == 0 && c.sqsq == 0:
		return Coordinate
	case c.san+c.sqsq+c.coord > 0:
		return SAN
	}
	return Unknown
}

// counts: words of each shape, and pgn the signs of PGN movetext that Game
// Courier text never holds (brace comments, ';' comments, NAGs, variations).
type counts struct{ gc, sqsq, coord, san, pgn int }

// nextWord classifies the word of s that starts at or after byte j (blanks
// skipped; a word ends at a blank or ';') and returns the index after it.
func nextWord(s string, j int) (shape, int) {
	for j < len(s) && space.At(s, j) > 0 {
		j += space.At(s, j)
	}
	e := j
	for e < len(s) && space.At(s, e) == 0 && s[e] != ';' {
		e++
	}
	return classify(s[j:e]), e
}

// Byte classes of wordClass.
const (
	classEnd   = 1 << iota // an ASCII blank, ';', '{', '(' or ')': the word ends
	classMaybe             // beyond ASCII: the word ends when a Unicode space starts here
	classDigit             // '0'..'9'
	classOther             // none of the characters quickSAN takes (letters, digits, "=!?+#")
)

// wordClass classifies the bytes for Detect: where a word ends, and for
// quickSAN's test of its characters.
var wordClass = func() (t [256]uint8) {
	for c := range t {
		t[c] = classOther
	}
	for _, c := range []byte(" \t\r\n\v\f;{()") {
		t[c] = classEnd
	}
	for c := 0x80; c < 256; c++ {
		t[c] = classMaybe
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = classDigit
	}
	for _, c := range []byte("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ=!?+#") {
		t[c] = 0
	}
	return t
}()

// glyphEnd holds the last bytes of a word with a glued evaluation glyph
// (pgn.GluedEval): the glyph's '+', '-', '=', or a '!'/'?' after it. Most
// words end otherwise ("O-O", "1-0"), and skip the call.
var glyphEnd = [256]bool{'+': true, '-': true, '=': true, '!': true, '?': true}

// decisiveWords is how many classified words Detect reads before deciding.
const decisiveWords = 40

// onlyMarks reports whether w consists of annotation characters only.
func onlyMarks(w string) bool {
	for i := 0; i < len(w); i++ {
		switch w[i] {
		case '!', '?', '+', '-', '=', '/', '#', '.':
		default:
			return false
		}
	}
	return true
}

type shape uint8

const (
	shapeNone    shape = iota
	shapeSkip          // number, result, NAG, annotation, null move
	shapeLabel         // a bare piece label: "P", "n", "+N", "CH"
	shapeSqSq          // "e2-e4", "7g-7f"
	shapePut           // "Q-e8", "Q*e8", "+N-dest"
	shapeRemove        // "c4-", "@-c4", "@*c4"
	shapeKeyword       // resign, drawn, won, lost, capture
	shapeCoord         // "e2e4", "e7e8q", "d4e5&d6"
	shapeSAN           // anything else
)

var keywords = [...]string{"resign", "drawn", "won", "lost", "capture"}

func isCommand(s shape) bool { return s == shapeSqSq || s == shapePut || s == shapeRemove }

// classify gives the shape of one word.
func classify(w string) shape {
	if w != "" && quickSAN(w) {
		return shapeSAN
	}
	return classifyWord(w)
}

// classifyWord is classify the long way, for every word.
func classifyWord(w string) shape {
	if w == "" {
		return shapeNone
	}
	switch w {
	case "1-0", "0-1", "1/2-1/2", "*", "--", "Z0", "0000", "@@@@", "e.p.":
		return shapeSkip
	}
	// the keywords are ASCII: a word of their length that folds to one starts
	// with the same letter in either case
	if c := w[0] | 0x20; c == 'r' || c == 'd' || c == 'w' || c == 'l' || c == 'c' {
		for _, k := range keywords {
			if len(w) == len(k) && strings.EqualFold(w, k) {
				return shapeKeyword
			}
		}
	}
	if w[0] == '$' || onlyMarks(w) {
		return shapeSkip
	}
	if d := digits(w); d == len(w) {
		return shapeSkip // a bare move number
	}
	// An evaluation glyph glued to the move ("e5-+", "Bb5+/-?"), which the
	// PGN tokenizer cuts off: the word before it tells the shape, and a
	// Game Courier command never carries one, so only a coordinate move or
	// a drop keeps its shape; the rest is SAN ("e5-" alone would be a
	// removal).
	if z := w[len(w)-1]; glyphEnd[z] {
		if at, _ := pgn.GluedEval(w); at > 0 {
			if sh := classifyWord(w[:at]); sh == shapeCoord || sh == shapeSkip {
				return sh
			}
			return shapeSAN
		}
	}
	for len(w) > 0 && (w[len(w)-1] == '!' || w[len(w)-1] == '?' || w[len(w)-1] == '+' || w[len(w)-1] == '#') {
		w = w[:len(w)-1] // strings.TrimRight(w, "!?+#"), without building its set
	}
	if w == "" {
		return shapeSkip
	}
	if len(w) > 4 && w[len(w)-1] == '-' && classifyWord(w[:len(w)-1]) == shapeCoord {
		return shapeCoord // a demotion ("a1a2-", Fairy-Stockfish's Kyoto Shogi); "e5-" is a removal
	}
	k, at := 0, -1 // strings.IndexAny(w, "-*"), and the first '@' before it
	for ; k < len(w) && w[k] != '-' && w[k] != '*'; k++ {
		if w[k] == '@' && at < 0 {
			at = k
		}
	}
	if k < len(w) && k > 0 {
		left, sep, right := w[:k], w[k], w[k+1:]
		switch {
		case sep == '-' && right == "" && square(left) == len(left):
			return shapeRemove
		case left == "@" && square(right) == len(right):
			return shapeRemove
		case sep == '-' && square(left) == len(left) && square(right) == len(right):
			return shapeSqSq
		case isLabel(left) && (square(right) == len(right) || right == "dest" || right == "origin"):
			return shapePut
		}
		return shapeSAN
	}
	if len(w) <= 3 && isLabel(w) {
		return shapeLabel // "P", "n", "CH", "+N"
	}
	// a drop "N@f3" is written alike in SAN and in coordinates (the UCI form
	// of lichess and Fairy-Stockfish): it tells neither
	if k < len(w) {
		at = strings.IndexByte(w, '@') // w starts with '-' or '*'
	}
	if k := at; k > 0 && k <= 2 && isLabel(w[:k]) && square(w[k+1:]) == len(w)-k-1 {
		return shapeSkip
	}
	return coordShape(w)
}

// coordShape tells a coordinate move: square ['x'] square [letter]
// [&square]... (a square starts with a lower-case letter or a digit). An 'x'
// then a square after the first square is a capture mark ("e4xd5", read by
// coord.Parse), not a square of two letters: no board of up to 16 files has a
// file 'x'. Anything else is shapeSAN.
func coordShape(w string) shape {
	if c := w[0]; c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
		if n := square(w); n > 0 {
			if w[n:] != "" && w[n] == 'x' {
				if m := square(w[n+1:]); m > 0 {
					n++ // "e4xd5", "7gx7f"
				}
			}
			if m := square(w[n:]); m > 0 {
				k := n + m
				if k < len(w) && isLetter(w[k]) {
					k++
				}
				for k < len(w) && w[k] == '&' {
					q := square(w[k+1:])
					if q == 0 {
						return shapeSAN
					}
					k += 1 + q
				}
				// a wall square after a comma, Fairy-Stockfish's walling
				// moves ("a1a2,a2a1")
				if k < len(w) && w[k] == ',' {
					if d := square(w[k+1:]); d > 0 {
						if q := square(w[k+1+d:]); q > 0 {
							k += 1 + d + q
						}
					}
				}
				if k == len(w) {
					return shapeCoord
				}
			}
		}
	}
	return shapeSAN
}

// quickSAN reports the common SAN words, which classifyWord finds SAN the long
// way: ASCII letters, digits and "=!?+#" only, with a digit (so no label, no
// keyword, no result or null move; without '-', '*' and '@' no command and no
// drop), and
//   - a capital other than 'Z' first ("Nf3", "Qxd7+", "Nbd7"): no square starts
//     with one;
//   - or three lower-case letters first ("exd5"): no square either;
//   - or a lower-case letter, digits and no letter after them ("e4", "e8=Q+"):
//     a square with nothing after it that starts a second one, so no
//     coordinate move.
func quickSAN(w string) bool {
	digit := false
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c >= '0' && c <= '9':
			digit = true
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '=', c == '!', c == '?', c == '+', c == '#':
		default:
			return false
		}
	}
	return digit && quickShape(w)
}

// quickShape is quickSAN's test of the first characters, for a word of its
// characters with a digit.
func quickShape(w string) bool {
	switch c := w[0]; {
	case c >= 'A' && c < 'Z':
		return true
	case !isLower(c) || len(w) < 2:
		return false
	case len(w) >= 3 && isLower(w[1]) && isLower(w[2]):
		return true
	case w[1] >= '0' && w[1] <= '9':
		d := 2 + digits(w[2:])
		return d == len(w) || !isLetter(w[d])
	}
	return false
}

func isLower(c byte) bool { return c >= 'a' && c <= 'z' }

// square returns the length of the square at the start of w (letters then
// digits, or digits then letters), 0 when there is none. Letters are lower
// case (files), or any case after digits (ranks of Japanese-style boards are
// lower case too, but be generous).
func square(w string) int {
	i := 0
	for i < len(w) && w[i] >= 'a' && w[i] <= 'z' {
		i++
	}
	if i > 0 && i <= 2 {
		d := digits(w[i:])
		if d > 0 && d <= 2 {
			return i + d
		}
		return 0
	}
	if i > 0 {
		return 0
	}
	d := digits(w)
	if d > 0 && d <= 2 {
		j := d
		for j < len(w) && w[j] >= 'a' && w[j] <= 'z' && j-d < 2 {
			j++
		}
		if j > d {
			return j
		}
	}
	return 0
}

func isLabel(w string) bool {
	i := 0
	if len(w) > 0 && w[0] == '+' {
		i = 1
	}
	if i == len(w) {
		return false
	}
	for ; i < len(w); i++ {
		if !isLetter(w[i]) {
			return false
		}
	}
	return true
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func digits(s string) int {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i
}
