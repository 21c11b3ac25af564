package detect

import (
	"strings"

	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/pgn"
)

// SANFromTokens reports whether Detect(lines) is SAN, judged from toks, the
// tokens pgn.AppendTokens gives for lines[:n] (n <= len(lines): the first part
// of a move text that the caller reads in parts). It is a quick test for a
// caller that tokenizes the move text anyway: when it reports true Detect
// gives SAN; when it reports false the tokens do not show it (a comment, a
// variation, a word of another shape, too few words in lines[:n]) and the
// caller asks Detect. The lines are in file order, as gamefile gives them
// (line numbers that go down give false). It allocates nothing.
//
// Why true means SAN. Detect reads the lines up to the one where 40 words
// have been counted (its window); the tokens are read up to the line of the
// 40th SAN move token (all tokens of that line number included), or all of
// them when lines[:n] is the whole move text. It requires, for those tokens
// and their lines:
//
//  1. No '}' and no '$' in the lines. Then Detect and the tokenizer cut the
//     same words: both end a word at the ASCII blanks, the Unicode spaces, '('
//     and ')' (a ')' without its '(' gives no token); ';' and '{' start a
//     Comment token, and the tokenizer's '%' line an Escape token, which
//     fail rule 2. A word yields one token, or several when move numbers are
//     glued to its start ("12.e4": MoveNumber "12.", then the rest), or none
//     when it is only dots (skipped by Detect too).
//  2. Every token is a MoveNumber, a Result, a NAG other than "ep", or a Move
//     with no annotation suffix cut off (Token.NAG 0) that classify takes as
//     SAN; and no token text starts with "//". So each word Detect reads
//     there is skipped or counted as SAN: a Move token's text is the word (or
//     what Detect reads after the glued move number); a Result is in
//     classifyWord's skip list or, in a lenient spelling ("1–0", "½-½"), a
//     SAN-shaped word; a NAG is made of annotation marks (skipped), "e.p."
//     (skipped) or a Unicode glyph (SAN-shaped); a word glued to a move number
//     whose rest is itself a move number ("1.2.e4") is SAN-shaped. No word is
//     a label, a square-square word, a put, remove or keyword command or a
//     coordinate move, no "//" starts a word and no ';' joins commands: the
//     window counts no Game Courier sign, no square-square word and no
//     coordinate move.
//  3. At least one SAN Move token, and 40 of them before the end of
//     lines[:n] unless that is the whole move text. Each SAN Move token is a
//     word Detect counts as SAN, so Detect's count reaches 40 by the line of
//     the 40th, and its window lies within the lines checked; it holds at
//     least one SAN word.
//
// With no Game Courier sign, no square-square word, no coordinate move and a
// SAN word, the rule of the package comment gives SAN.
func SANFromTokens(lines []gamefile.Line, n int, toks []pgn.Token) bool {
	san, prev := 0, 0
	last := int(^uint(0) >> 1) // the last line number of the window: unknown yet
	for i := range toks {
		t := &toks[i]
		if t.Pos.Line > last {
			break
		}
		if t.Pos.Line < prev {
			return false // not in file order: the window is not a prefix of line numbers
		}
		prev = t.Pos.Line
		if strings.HasPrefix(t.Text, "//") {
			return false
		}
		switch t.Kind {
		case pgn.MoveNumber, pgn.Result:
		case pgn.NAG:
			if t.Text == "ep" {
				return false // a label to Detect
			}
		case pgn.Move:
			if t.NAG != 0 || !sanWord(t.Text) {
				return false
			}
			if san++; san == decisiveWords {
				last = t.Pos.Line
			}
		default:
			return false
		}
	}
	if san == 0 || san < decisiveWords && n < len(lines) {
		return false
	}
	prev = 0
	for _, l := range lines[:n] {
		if l.Pos.Line > last {
			break
		}
		if l.Pos.Line < prev {
			return false
		}
		prev = l.Pos.Line
		if strings.IndexByte(l.Text, '}') >= 0 || strings.IndexByte(l.Text, '$') >= 0 {
			return false
		}
	}
	return true
}

// sanWord reports whether classify(w) is shapeSAN.
func sanWord(w string) bool {
	if w == "" {
		return false
	}
	var seen uint8
	for i := 0; i < len(w); i++ {
		seen |= wordClass[w[i]]
	}
	// a piece move ("Nf3", "Qxd7+"): quickSAN's characters, a digit and a
	// capital other than 'Z' first; else the whole test
	return seen == classDigit && w[0] >= 'A' && w[0] < 'Z' || sanClasses(w, seen)
}

// sanClasses is sanWord for a word w that is not empty, seen being the OR of
// the wordClass of its bytes: quickSAN's characters tested by those classes
// (seen is classDigit), castling at once, else classifyWord.
func sanClasses(w string, seen uint8) bool {
	if seen == classDigit && quickShape(w) {
		return true // quickSAN(w): its characters, a digit, its first characters
	}
	if w[0] == 'O' {
		switch w {
		case "O-O", "O-O-O", "O-O+", "O-O-O+", "O-O#", "O-O-O#":
			return true // a label "O", '-' and no square: classifyWord's SAN
		}
	}
	return classifyWord(w) == shapeSAN
}
