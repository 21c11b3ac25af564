// Package pgn reads PGN movetext: Tokenize splits the move-text lines of one
// game (from gamefile) into tokens, and ParseSAN reads one SAN move into its
// fields. It is syntax only: it knows no board, no piece set and no rules, so a
// well-formed SAN move may still name no legal move; matching moves against a
// position is done by the caller.
//
// Boards up to 16x16 are read: files 'a'..'p', ranks 1..16.
package pgn

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/internal/space"
)

// Kind is the kind of a movetext token.
type Kind uint8

// Token kinds.
const (
	// Invalid is the zero Kind; Tokenize never returns it.
	Invalid Kind = iota
	// Move is a move, SAN or another notation, without any "!"/"?"
	// annotation suffix, Unicode annotation glyph or glued evaluation glyph
	// ("Bb5+/-": see Token.NAG); check marks are kept.
	Move
	// MoveNumber is "12.", "12..." or a bare "12" (see Token.Number, Token.Black).
	MoveNumber
	// Comment is a brace comment (Text without the braces, lines joined by
	// "\n") or a ';' comment to the end of the line (Text after the ';').
	Comment
	// NAG is a numeric annotation "$12", a stand-alone "!"/"?"-style glyph, an
	// evaluation glyph made of '+', '-', '=' and '/' (such as "+-", "=", "+/="),
	// a Unicode annotation glyph ("⩱", "±", "⁉", with a "normalised" note), or
	// "e.p." or "ep" written as its own word. Token.NAG holds the number when
	// one is known, else 0.
	NAG
	// VariationStart is "(": the tokens up to the matching VariationEnd are an
	// alternative to the move before it (Depth counts the nesting).
	VariationStart
	// VariationEnd is ")".
	VariationEnd
	// Result is a game termination marker: "1-0", "0-1", "1/2-1/2" or "*", or
	// a lenient spelling of one (gamefile.ResultMarker: "1–0", "½-½"; Text as
	// written, with a "normalised" note).
	Result
	// NullMove is "--", "Z0", "0000", "@@@@" or "pass" ("Pass", "PASS"): a
	// pass where a variant has one (janggi), else a null move.
	NullMove
	// Escape is a '%' line (PGN escape), Text being the rest of the line.
	Escape
)

var kindNames = [...]string{"invalid", "move", "move-number", "comment", "nag",
	"variation-start", "variation-end", "result", "null-move", "escape"}

// String names the kind in kebab case ("move-number").
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// Token is one movetext token.
type Token struct {
	Kind Kind
	// Black is set on a MoveNumber with more than one dot ("12...").
	Black bool
	// Text is the token as written, with the exceptions noted on each Kind (a
	// Move without its annotation suffix, a Comment without its delimiters).
	Text string
	// Pos is the position of the token's first character (for a brace
	// comment the '{', for a ';' comment the ';').
	Pos diag.Pos
	// Depth is the variation depth: 0 on the main line; the tokens inside one
	// pair of parentheses, and that pair's VariationStart and VariationEnd,
	// have depth 1; and so on.
	Depth int
	// NAG is the annotation's number. On a Move it records the "!"/"?"
	// suffix stripped from Text: "!" 1, "?" 2, "!!" 3, "??" 4, "!?" 5, "?!" 6
	// (Glyph turns it back into text); else the number of a glyph glued to the
	// move and stripped too (a Unicode one, or an evaluation glyph below, as
	// in "Bb5+/-", each with a "normalised" note). On a NAG token: $n gives n, the glyphs
	// above and "=" 10, "+=" or "+/=" 14, "=+" or "=/+" 15, "+/-" 16,
	// "-/+" 17, "+-" 18, "-+" 19; 0 for "e.p." and unknown glyphs.
	NAG int
	// Number is the move number of a MoveNumber token (1-based, as written).
	Number int
}

// Diagnostic codes of Tokenize.
const (
	CodeUnterminatedComment   = "unterminated-comment"   // error at the '{'
	CodeNestedComment         = "nested-comment"         // note at the inner '{'
	CodeStrayBrace            = "stray-brace"            // error at a '}' outside comments
	CodeUnbalancedVariation   = "unbalanced-variation"   // error at a ')' with no '('
	CodeUnterminatedVariation = "unterminated-variation" // error at a '(' never closed
)

// Tokenize splits one game's move-text lines into tokens. It never fails: what
// it cannot read becomes a diagnostic and reading goes on. Tokens are separated
// by white space (Unicode spaces such as the no-break space included) and by
// the PGN delimiters { } ( ) ; $.
//
// Brace comments span lines and do not nest (PGN 8.2.5), with one recovery:
// when a comment holds inner '{'s and the text after its first '}' up to the
// point where the braces balance holds no further '{', the comment is read as
// nested and closes at the balancing '}' (a "nested-comment" note). A comment
// still open at the end of the lines is an "unterminated-comment" error at its
// '{'; its text runs to the end.
func Tokenize(lines []gamefile.Line) ([]Token, diag.List) {
	return AppendTokens(nil, lines)
}

// AppendTokens is Tokenize appending to dst, so that a caller reading many
// games can reuse one slice (pass dst[:0]).
func AppendTokens(dst []Token, lines []gamefile.Line) ([]Token, diag.List) {
	return appendTokens(dst, lines, false)
}

// appendTokens is AppendTokens; slowWords reads every word the general way.
func appendTokens(dst []Token, lines []gamefile.Line, slowWords bool) ([]Token, diag.List) {
	t := tokenizer{lines: lines, toks: dst, slowWords: slowWords}
	if t.toks == nil {
		n := 0
		for _, l := range lines {
			n += len(l.Text)
		}
		t.toks = make([]Token, 0, min(n/3+4, 1<<12)) // a guess; append grows it
	}
	for t.li = 0; t.li < len(lines); t.li++ {
		t.line()
	}
	for i := len(t.open) - 1; i >= 0; i-- {
		t.diags.Add(diag.Diagnostic{Pos: t.open[i], Severity: diag.Error, Code: CodeUnterminatedVariation,
			Message: "variation '(' is never closed", Hint: "add ')' or remove the '('"})
	}
	return t.toks, t.diags
}

type tokenizer struct {
	lines []gamefile.Line
	toks  []Token
	diags diag.List
	open  []diag.Pos // positions of unclosed '('

	li int    // current line index
	s  string // current line text
	// Column bookkeeping: byte offset cb in s has 0-based character offset cc.
	cb, cc int
	ascii  bool // s is all ASCII: the column is the byte offset
	// The current line's position: byte offset off of an ASCII line is at
	// column col+off.
	file      string
	num, col  int
	slowWords bool // read every word through word (tests compare the two ways)
}

// pos is the position of byte offset off of the current line; offsets must be
// asked in increasing order within a line.
func (t *tokenizer) pos(off int) diag.Pos {
	l := &t.lines[t.li]
	if t.ascii {
		return diag.Pos{File: l.Pos.File, Line: l.Pos.Line, Col: l.Pos.Col + off}
	}
	if off < t.cb {
		t.cb, t.cc = 0, 0
	}
	for t.cb < off {
		if t.s[t.cb] < utf8.RuneSelf {
			t.cb++
		} else {
			_, n := utf8.DecodeRuneInString(t.s[t.cb:])
			t.cb += n
		}
		t.cc++
	}
	return diag.Pos{File: l.Pos.File, Line: l.Pos.Line, Col: l.Pos.Col + t.cc}
}

func (t *tokenizer) add(k Kind, text string, off int) *Token {
	t.room()
	t.toks = append(t.toks, Token{Kind: k, Text: text, Pos: t.pos(off), Depth: len(t.open)})
	return &t.toks[len(t.toks)-1]
}

// room makes room for one more token.
func (t *tokenizer) room() {
	if len(t.toks) == cap(t.toks) {
		t.grow()
	}
}

// grow doubles the room for tokens (append grows a large slice by a quarter:
// for the tokens of one long game that copies five times their size instead
// of twice).
func (t *tokenizer) grow() {
	t.toks = slices.Grow(t.toks, max(len(t.toks), 1))
}

func (t *tokenizer) line() {
	t.setLine(t.li)
	s := t.s
	if len(s) > 0 && s[0] == '%' && t.lines[t.li].Pos.Col <= 1 {
		t.add(Escape, s[1:], 0)
		return
	}
	i := 0
	quick := t.ascii && !t.slowWords
	for i < len(s) {
		c := s[i]
		if c == ' ' {
			i++ // the common blank, before the cases below
			continue
		}
		if quick {
			// The common words of an ASCII line, read at once: a move starting
			// with a letter and without an annotation suffix ("Nf3", "exd5+",
			// "O-O"), and a move number with its dots ("12.", "1.e4", "12...Nf6",
			// the move after the dots being read as a word of its own). What they
			// are not is left to word, which reads them alike.
			kind, j, number, black := Invalid, 0, 0, false
			if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
				j = i + 1
				for j < len(s) && !delims[s[j]] {
					j++
				}
				if w := s[i:j]; !plainEnd(w) || j-i <= 4 && nullOrEP(w) {
					t.word(s[i:j], i)
					i = j
					continue
				}
				kind = Move
			} else if c >= '0' && c <= '9' {
				// digits then '.': no termination marker, castling or null move
				d, n := i+1, int(c-'0')
				for d < len(s) && d-i < 9 && s[d] >= '0' && s[d] <= '9' {
					n = n*10 + int(s[d]-'0')
					d++
				}
				if d < len(s) && s[d] == '.' {
					j = d + 1
					for j < len(s) && s[j] == '.' {
						j++
					}
					kind, number, black = MoveNumber, n, j-d > 1
				}
			}
			if kind != Invalid {
				// add, written out: field by field (appending a Token literal
				// builds it aside and copies it with a write barrier over the
				// whole of it while the GC marks), the column being the offset
				t.room()
				n := len(t.toks)
				t.toks = t.toks[:n+1]
				tk := &t.toks[n]
				tk.Kind, tk.Black, tk.Text, tk.Depth, tk.NAG, tk.Number = kind, black, s[i:j], len(t.open), 0, number
				if tk.Pos.File != t.file {
					// a slot reused from the caller's last game mostly holds the
					// file already: no write, and no write barrier
					tk.Pos.File = t.file
				}
				tk.Pos.Line, tk.Pos.Col = t.num, t.col+i
				i = j
				continue
			}
		}
		switch c {
		case ' ', '\t', '\r', '\n', '\v', '\f':
			i++
		case '{':
			next, closed := t.comment(i)
			if !closed {
				return // the comment ran to the end of the lines
			}
			s, i = t.s, next // the rest of the line where the comment closed
			quick = t.ascii && !t.slowWords
		case '}':
			t.diags.Add(diag.Diagnostic{Pos: t.pos(i), Severity: diag.Error, Code: CodeStrayBrace,
				Message: "'}' outside a comment", Hint: "PGN comments do not nest: remove the '}' or the extra '{' before it"})
			i++
		case ';':
			t.add(Comment, s[i+1:], i)
			return
		case '(':
			t.open = append(t.open, t.pos(i))
			t.add(VariationStart, "(", i)
			i++
		case ')':
			if len(t.open) == 0 {
				t.diags.Add(diag.Diagnostic{Pos: t.pos(i), Severity: diag.Error, Code: CodeUnbalancedVariation,
					Message: "')' without a matching '('", Hint: "remove the ')'"})
			} else {
				t.add(VariationEnd, ")", i)
				t.open = t.open[:len(t.open)-1]
			}
			i++
		case '$':
			j := i + 1
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			tok := t.add(NAG, s[i:j], i)
			tok.NAG, _ = strconv.Atoi(s[i+1 : j])
			i = j
		default:
			if c >= utf8.RuneSelf {
				if n := space.At(s, i); n > 0 {
					i += n // a Unicode space (no-break space, ...)
					break
				}
			}
			j := i
			for j < len(s) && !isDelim(s[j]) && (s[j] < utf8.RuneSelf || space.At(s, j) == 0) {
				j++
			}
			t.word(s[i:j], i)
			i = j
		}
	}
}

func isDelim(c byte) bool { return delims[c] }

// delims marks the bytes that end a word: the ASCII blanks, braces, parentheses,
// ';' and '$'.
var delims = [256]bool{' ': true, '\t': true, '\r': true, '\n': true, '\v': true, '\f': true,
	'{': true, '}': true, '(': true, ')': true, ';': true, '$': true}

// comment reads the brace comment whose '{' is at byte i of the current line.
// When the comment closes it returns the byte index after the '}' and true,
// with the current line moved to the line of the '}'; else false, having run to
// the end of the game's lines.
func (t *tokenizer) comment(i int) (next int, closed bool) {
	startLine := t.li
	open := t.pos(i)
	closeLine, closeOff := -1, 0
	inner, innerLine, innerOff := 0, 0, 0
	// Standard reading: the first '}' closes.
find:
	for li, off := startLine, i+1; li < len(t.lines); li, off = li+1, 0 {
		s := t.lines[li].Text
		for k := off; k < len(s); k++ {
			switch s[k] {
			case '}':
				closeLine, closeOff = li, k
				break find
			case '{':
				if inner == 0 {
					innerLine, innerOff = li, k
				}
				inner++
			}
		}
	}
	if closeLine >= 0 && inner > 0 {
		// Nested reading: taken when the braces balance with no '{' after
		// the first '}'.
		depth := inner
	nested:
		for li, off := closeLine, closeOff+1; li < len(t.lines); li, off = li+1, 0 {
			s := t.lines[li].Text
			for k := off; k < len(s); k++ {
				if s[k] == '{' {
					break nested
				}
				if s[k] == '}' {
					if depth--; depth == 0 {
						closeLine, closeOff = li, k
						t.diags.Add(diag.Diagnostic{Pos: t.posAt(innerLine, innerOff), Severity: diag.Note,
							Code: CodeNestedComment, Message: "'{' inside a comment: read as a nested comment",
							Hint: "PGN comments do not nest; remove the inner braces"})
						break nested
					}
				}
			}
		}
	}
	endLine, endOff := closeLine, closeOff
	if closeLine < 0 {
		endLine = len(t.lines) - 1
		endOff = len(t.lines[endLine].Text)
	}
	var text string
	if endLine == startLine {
		text = t.s[i+1 : endOff]
	} else {
		var b strings.Builder
		b.WriteString(t.s[i+1:])
		for li := startLine + 1; li <= endLine; li++ {
			b.WriteByte('\n')
			s := t.lines[li].Text
			if li == endLine {
				s = s[:endOff]
			}
			b.WriteString(s)
		}
		text = b.String()
	}
	t.toks = append(t.toks, Token{Kind: Comment, Text: text, Pos: open, Depth: len(t.open)})
	if closeLine < 0 {
		t.diags.Add(diag.Diagnostic{Pos: open, Severity: diag.Error, Code: CodeUnterminatedComment,
			Message: "comment '{' is never closed", Hint: "add '}' at the end of the comment"})
		t.li = len(t.lines) - 1
		return 0, false
	}
	if closeLine != startLine {
		t.setLine(closeLine)
	}
	return closeOff + 1, true
}

// nullOrEP reports the words that start with a letter but are no move: the
// null move "Z0" and the en passant remarks "ep" and "e.p.".
func nullOrEP(w string) bool {
	return w == "Z0" || w == "ep" || w == "e.p." || len(w) == 4 && (w == "pass" || w == "Pass" || w == "PASS")
}

// setLine makes line li the current line.
func (t *tokenizer) setLine(li int) {
	t.li = li
	l := &t.lines[li]
	t.s = l.Text
	t.file, t.num, t.col = l.Pos.File, l.Pos.Line, l.Pos.Col
	t.cb, t.cc = 0, 0
	t.ascii = isASCII(t.s)
}

// isASCII reports whether s is all ASCII, eight bytes at a time.
func isASCII(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		b := s[i : i+8]
		w := uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
			uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
		if w&0x8080808080808080 != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// posAt is the position of byte offset off of line li, computed afresh.
func (t *tokenizer) posAt(li, off int) diag.Pos {
	l := &t.lines[li]
	return diag.Pos{File: l.Pos.File, Line: l.Pos.Line, Col: l.Pos.Col + utf8.RuneCountInString(l.Text[:off])}
}

// word classifies one word (text between delimiters) at byte offset off.
func (t *tokenizer) word(w string, off int) {
	// The common case first: a move ("Nf3", "exd5+", "O-O"), ASCII, starting with
	// a letter, without an annotation suffix; none of the cases below takes it.
	if c, z := w[0], w[len(w)-1]; (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') && z < utf8.RuneSelf && plainEnd(w) &&
		!nullOrEP(w) {
		t.add(Move, w, off)
		return
	}
	// A termination marker, standard or lenient ("1–0", "½-½").
	if c := w[0]; (c == '0' || c == '1' || c == 0xC2) && len(w) >= 3 && w[len(w)-1] != '.' {
		if m, ok := gamefile.ResultMarker(w); ok {
			t.add(Result, w, off)
			if m != w {
				t.diags.Add(diag.Diagnostic{Pos: t.pos(off), Severity: diag.Note, Code: CodeNormalised,
					Message: fmt.Sprintf("result written as %q (read as %s)", w, m)})
			}
			return
		}
	}
	// Move number, possibly glued to what follows: "12.", "12...", "1.e4".
	if w[0] >= '0' && w[0] <= '9' && !strings.HasPrefix(w, "0-0") && w != "0000" {
		d := 0
		for d < len(w) && w[d] >= '0' && w[d] <= '9' {
			d++
		}
		dots := d
		for dots < len(w) && w[dots] == '.' {
			dots++
		}
		if d == len(w) || dots > d {
			tok := t.add(MoveNumber, w[:dots], off)
			tok.Number, _ = strconv.Atoi(w[:d])
			tok.Black = dots-d > 1
			if dots < len(w) {
				t.word(w[dots:], off+dots)
			}
			return
		}
	}
	switch w {
	case "*":
		t.add(Result, w, off)
		return
	case "--", "Z0", "0000", "@@@@", "pass", "Pass", "PASS":
		t.add(NullMove, w, off)
		return
	case "e.p.", "ep":
		t.add(NAG, w, off)
		return
	}
	if strings.Trim(w, ".") == "" {
		// "..." standing alone ("1. ... e5"): a move-number continuation.
		if n := len(t.toks); n > 0 && t.toks[n-1].Kind == MoveNumber {
			t.toks[n-1].Black = true
		}
		return
	}
	if isEvalGlyph(w) {
		tok := t.add(NAG, w, off)
		tok.NAG = glyphNAG(w)
		return
	}
	// Unicode annotation glyphs ("⩱", "±", "⁉"), alone or after a move.
	if g := glyphSuffix(w); g > 0 {
		glyph := w[len(w)-g:]
		n := glyphNAG(glyph)
		t.diags.Add(diag.Diagnostic{Pos: t.pos(off + len(w) - g), Severity: diag.Note, Code: CodeNormalised,
			Message: fmt.Sprintf("annotation glyph %q (read as $%d)", glyph, n)})
		if g == len(w) {
			tok := t.add(NAG, w, off)
			tok.NAG = n
			return
		}
		w = w[:len(w)-g]
		tok := t.add(Move, w, off)
		tok.NAG = n
		return
	}
	// An evaluation glyph glued to the move ("Bb5+/-", "Nf3=+", "Qd4!+-"),
	// as some exports write it: cut off like a Unicode one.
	// A "!"/"?" suffix may follow the glyph ("Bb5+/-?").
	eval, after := 0, ""
	if at, end := GluedEval(w); at > 0 {
		glyph := w[at:end]
		eval = glyphNAG(glyph)
		t.diags.Add(diag.Diagnostic{Pos: t.pos(off + at), Severity: diag.Note, Code: CodeNormalised,
			Message: fmt.Sprintf("annotation glyph %q glued to the move (read as $%d)", glyph, eval)})
		w, after = w[:at], w[end:]
	}
	// Annotation suffix.
	e := len(w)
	for e > 0 && e > len(w)-2 && (w[e-1] == '!' || w[e-1] == '?') {
		e--
	}
	if e == 0 {
		tok := t.add(NAG, w, off)
		tok.NAG = glyphNAG(w)
		return
	}
	tok := t.add(Move, w[:e], off)
	switch {
	case after != "":
		tok.NAG = glyphNAG(after)
	case e < len(w):
		tok.NAG = glyphNAG(w[e:])
	default:
		tok.NAG = eval
	}
}

// GluedEval finds an evaluation glyph glued to the end of the word w
// ("Bb5+/-", "e4-+"; see evalSuffix), perhaps followed by a "!"/"?" suffix
// of up to two characters ("Bb5+/-?", "Nf3+-!"): the glyph is w[at:end]; at
// is 0 when there is none (a glyph needs a character before it). The
// tokenizer cuts such a glyph off a Move, and detect reads the word before
// it.
func GluedEval(w string) (at, end int) {
	end = len(w)
	for end > 0 && end > len(w)-2 && (w[end-1] == '!' || w[end-1] == '?') {
		end--
	}
	if g := evalSuffix(w[:end]); g > 0 {
		return end - g, end
	}
	return 0, 0
}

// plainEnd reports whether w, a word of at least one byte, plainly ends in
// no annotation the quick paths would have to cut off: no "!"/"?" suffix and
// no evaluation glyph (evalSuffix). A word ending in '-' or '=', or in '+'
// after one of "+-=/" ("Bb5+/-", but also "Qh5++"), is left to the general
// way, which reads it alike when it holds none.
func plainEnd(w string) bool {
	switch endMark[w[len(w)-1]] {
	case 0:
		return true
	case 2:
		return len(w) < 2 || !evalMark[w[len(w)-2]]
	}
	return false
}

// endMark classifies the last byte of a word for plainEnd: 1 for '!', '?',
// '-' and '=', 2 for '+', else 0.
var endMark = [256]uint8{'!': 1, '?': 1, '-': 1, '=': 1, '+': 2}

// evalMark holds the bytes an evaluation glyph has before its last: '+', '-',
// '=' and '/'.
var evalMark = [256]bool{'+': true, '-': true, '=': true, '/': true}

// evalSuffix returns the byte length of the ASCII evaluation glyph that ends
// w after at least one other character: "+/-", "-/+", "+/=", "=/+" (3 bytes)
// or "+-", "-+", "+=", "=+" (2 bytes); 0 when there is none. A lone "=" is
// none: "e8=" is a promotion cut short. Where a check mark could be read
// into the glyph ("Bb5+=") the glyph wins. Most words end in a letter, a
// digit or a lone check mark, so the first two tests decide.
func evalSuffix(w string) int {
	n := len(w)
	if n < 3 {
		return 0
	}
	if c := w[n-1]; c != '+' && c != '-' && c != '=' {
		return 0
	}
	if c := w[n-2]; c != '+' && c != '-' && c != '=' && c != '/' {
		return 0
	}
	if n >= 4 && w[n-2] == '/' {
		switch w[n-3:] {
		case "+/-", "-/+", "+/=", "=/+":
			return 3
		}
		return 0
	}
	switch w[n-2:] {
	case "+-", "-+", "+=", "=+":
		return 2
	}
	return 0
}

// unicodeGlyphs maps the Unicode annotation glyphs that real files carry to
// their NAG numbers (PGN 10, "Numeric Annotation Glyphs"): move assessments,
// position assessments and a few commentary signs.
var unicodeGlyphs = map[string]int{
	"‼": 3, "⁇": 4, "⁉": 5, "⁈": 6, "□": 7, "∞": 13, "⩲": 14, "⩱": 15,
	"±": 16, "∓": 17, "+−": 18, "−+": 19, "⨀": 22, "⟳": 32, "↑": 36, "→": 40,
	"⇆": 132, "⊕": 138, "∆": 140, "Δ": 140, "⌓": 142, "=∞": 44, "∞=": 44,
}

// glyphSuffix returns the byte length of the Unicode annotation glyph that
// ends w (a whole key of unicodeGlyphs, the longest), 0 when there is none.
func glyphSuffix(w string) int {
	if w[len(w)-1] < utf8.RuneSelf {
		return 0
	}
	best := 0
	for g := range unicodeGlyphs {
		if len(g) > best && len(g) <= len(w) && strings.HasSuffix(w, g) {
			best = len(g)
		}
	}
	return best
}

// CodeNormalised is the code of the notes on lenient spellings (a result
// written with an en dash, a Unicode annotation glyph).
const CodeNormalised = "normalised"

// isEvalGlyph reports a word made of '+', '-', '=' and '/' only (but not "--").
func isEvalGlyph(w string) bool {
	if w == "--" {
		return false
	}
	for i := 0; i < len(w); i++ {
		switch w[i] {
		case '+', '-', '=', '/':
		default:
			return false
		}
	}
	return true
}

// Glyph returns the usual glyph of NAG numbers 1..6 ("!", "?", "!!", "??",
// "!?", "?!") and "" for any other number.
func Glyph(nag int) string {
	if nag >= 1 && nag <= 6 {
		return [...]string{"!", "?", "!!", "??", "!?", "?!"}[nag-1]
	}
	return ""
}

func glyphNAG(g string) int {
	switch g {
	case "!":
		return 1
	case "?":
		return 2
	case "!!":
		return 3
	case "??":
		return 4
	case "!?":
		return 5
	case "?!":
		return 6
	case "=":
		return 10
	case "+=", "+/=":
		return 14
	case "=+", "=/+":
		return 15
	case "+/-":
		return 16
	case "-/+":
		return 17
	case "+-":
		return 18
	case "-+":
		return 19
	}
	return unicodeGlyphs[g]
}
