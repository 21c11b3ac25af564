// Package gc reads Game Courier move text (see GAME-COURIER.md in the project
// notes): the text a player typed for each move, a small GAME Code program of
// commands joined by ';'. It is syntax only: it splits the text into moves and
// commands and resolves squares with the board's labels, but knows no pieces'
// moves and no position, so a well-formed move may still be illegal.
//
// # Move text
//
//   - Moves are separated by blanks (any Unicode space, so a no-break space
//     copied from a web page counts), line ends and move numbers ("12.",
//     "12..."; display only, kept in Move.Number and Move.Black).
//   - A move is one or more commands joined by ';' (blanks allowed around it):
//     "P e7-e8; Q-e8". A ';' at the end of a line joins the first command of
//     the next line (unless a move number or a comment comes first).
//   - Commands: "e2-e4" and "N g1-f3" (KindMove, label optional, also glued
//     as "Ng1-f3"); "Q-e8" and "Q*e8" (KindPut); "c4-", "@-c4", "@*c4",
//     "capture c4" (KindRemove); "resign", "drawn", "won", "lost" (any case;
//     KindResign ...); "pass" (any case; KindPass); a PGN result "1-0",
//     "0-1", "1/2-1/2", "*" (KindResult).
//     Anything else is a KindUnsupported command carrying its text (no
//     diagnostic: the caller reports it), never a failure of the whole game.
//   - "dest" and "origin" stand for the destination and origin square of the
//     previous command of the same move ("N 7g-5j; +N-dest").
//   - "//" starts a comment to the end of the line, and "{" one to the next
//     "}" (on the same line or a later one; braces do not nest), as in the
//     log file form, where "{...}" comments are comments in every notation.
//     A comment ends the move before it (a ';' before it joins nothing).
//     Comments are returned as entries of their own in the []Move (Commands
//     empty, Comment set), in text order, so that "// White resigned" can be
//     read by the caller. A '{' never closed is an "unterminated-comment"
//     error at the '{'.
//   - The marks '+', '#', '!', '?' after a command (or standing alone) are
//     stripped with a "gc-mark-ignored" note.
//
// Squares are split by longest match: a file label, then a rank label (see
// sq.Labels). Piece labels are those of Labels.Pieces compared ignoring case
// (upper case is White, lower case Black); with no Pieces any word of ASCII
// letters, optionally after '+', is a label.
package gc

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/internal/space"
	"github.com/gamecourier/courier/pkg/notation/sq"
)

// Labels are the board's file and rank labels and the known piece labels.
type Labels struct {
	sq.Labels
	// Pieces are the preset's piece labels ("K", "P", "CH", "+N"); matched
	// ignoring case. Empty means: accept any label of ASCII letters,
	// optionally with a '+' prefix.
	Pieces []string
}

// DefaultLabels gives files "a".. and ranks "1".. (see sq.DefaultLabels) and no
// piece labels.
func DefaultLabels(files, ranks int) Labels {
	return Labels{Labels: sq.DefaultLabels(files, ranks)}
}

// Kind is the kind of a command.
type Kind uint8

// Command kinds.
const (
	// KindInvalid is the zero Kind; Tokenize never returns it.
	KindInvalid Kind = iota
	// KindMove moves the piece on From to To, replacing what is there (a capture
	// is written the same way). Label is the piece label when written.
	KindMove
	// KindPut places the piece Label on To ("Q-e8", "Q*e8"), replacing what is
	// there.
	KindPut
	// KindRemove empties To ("c4-", "@-c4", "@*c4", "capture c4").
	KindRemove
	// KindResign, KindDrawn, KindWon and KindLost end the game as typed (honour system).
	KindResign
	KindDrawn
	KindWon
	KindLost
	// KindResult is a PGN termination marker in the text ("1-0", "0-1",
	// "1/2-1/2", "*"), as written in Text.
	KindResult
	// KindUnsupported is any other text; the caller stops auditing there.
	KindUnsupported
	// KindPass is "pass" (any case): the side to move passes, as Game
	// Courier's janggi presets take it.
	KindPass
)

var kindNames = [...]string{"invalid", "move", "put", "remove", "resign", "drawn", "won",
	"lost", "result", "unsupported", "pass"}

// String names the kind in lower case.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// Command is one GAME Code command.
type Command struct {
	Kind Kind
	// Label is the piece label as written (KindMove: "" when left out; KindPut:
	// always set); "" for other kinds.
	Label string
	// From is the origin of a KindMove; sq.None otherwise.
	From sq.Square
	// To is the destination of a KindMove, the square of a KindPut or a KindRemove;
	// sq.None otherwise.
	To sq.Square
	// Pos is the position of the command's first character (its label when
	// the label is a separate word).
	Pos diag.Pos
	// Text is the command as written (label and marks included, "capture c4"
	// with its blank).
	Text string
}

// KindMove is one player's move: the commands typed for one turn. Comment entries
// (from "//") are Moves without Commands; see IsComment.
type Move struct {
	Commands []Command
	// Pos is the position of the first character of the move (of the "//"
	// or '{' for a comment).
	Pos diag.Pos
	// Text is the raw move text from its first to its last character
	// (a move joined across lines has its parts joined with one blank).
	Text string
	// Number is the move number displayed before the move ("12." or
	// "12..."), 0 when none was written right before it.
	Number int
	// Black is set when the number had more than one dot ("12...").
	Black bool
	// Comment is the text after "//", or inside "{...}" (the lines of a
	// comment across lines joined with one blank), blanks trimmed (comment
	// entries only).
	Comment string
}

// IsComment reports whether the entry is a "//" or "{...}" comment rather
// than a move.
func (m *Move) IsComment() bool { return len(m.Commands) == 0 }

// Diagnostic codes of Tokenize.
const (
	CodeMarkIgnored   = "gc-mark-ignored"   // note: '+', '#', '!', '?' stripped
	CodeDestUndefined = "gc-dest-undefined" // error: "dest"/"origin" with no previous command
	CodeUnknownLabel  = "gc-unknown-label"  // warning: a label not in Labels.Pieces
	// CodeUnterminatedComment is an error at a '{' never closed, CodeStrayBrace
	// one at a '}' outside any comment, CodeNestedComment a note at a '{'
	// inside a comment whose braces balance on its line (the codes of the PGN
	// reader's).
	CodeUnterminatedComment = "unterminated-comment"
	CodeStrayBrace          = "stray-brace"
	CodeNestedComment       = "nested-comment"
)

// Tokenize reads one game's move-text lines. It never fails: unknown text
// becomes KindUnsupported commands, and the problems are diagnostics (see the Code
// constants).
func Tokenize(lines []gamefile.Line, labels Labels) ([]Move, diag.List) {
	t := tokenizer{labels: labels, lines: lines}
	for li := range lines {
		t.line(li)
	}
	return t.end()
}

// TokenizeParts is Tokenize for a long move text, read a part at a time so that
// the moves of one part only are in memory: part is called, in order, with the
// moves and diagnostics of each run of at least min lines that ends where no
// move and no brace comment is open, and last with what is left (the error of
// a comment never closed included). The moves are those Tokenize returns, the
// same way cut; the slice is reused once part returns. part returns false to
// stop the reading.
func TokenizeParts(lines []gamefile.Line, labels Labels, min int, part func([]Move, diag.List) bool) {
	TokenizeStream(lines, nil, labels, min, part)
}

// TokenizeStream is TokenizeParts for a move text whose lines are not all in
// memory at once: lines first, then each slice more returns, until it returns
// none (more may be nil: lines is the whole move text). A slice more returned
// is not read after the next call of more, and lines is never written, so
// more may reuse its buffer (gamefile.RawGame.More). The lines of a part still
// open when more is called are copied; the others are dropped.
func TokenizeStream(lines []gamefile.Line, more func() []gamefile.Line, labels Labels, min int, part func([]Move, diag.List) bool) {
	t := tokenizer{labels: labels, lines: lines}
	var own []gamefile.Line // the window of lines once more is called
	from := 0               // the first line of the part being read
	for li := 0; ; li++ {
		if li == len(t.lines) {
			if more == nil {
				break
			}
			next := more()
			if len(next) == 0 {
				break
			}
			// the part's lines read so far, then the new ones; the indices
			// into the window move down by from
			own = append(append(own[:0], t.lines[from:]...), next...)
			t.lines = own
			li -= from
			t.startLine -= from
			t.endLine -= from
			from = 0
		}
		t.line(li)
		if li+1-from >= min && (li+1 < len(t.lines) || more != nil) && !t.brace.open && !t.join && len(t.cur.Commands) == 0 {
			if !part(t.moves, t.diags) {
				return
			}
			t.moves, t.diags, from = t.moves[:0], nil, li+1
		}
	}
	part(t.end())
}

// end finishes the move text: the last move, and a comment never closed.
func (t *tokenizer) end() ([]Move, diag.List) {
	t.finish()
	if t.brace.open {
		t.diags.Add(diag.Diagnostic{Pos: t.brace.pos, Severity: diag.Error, Code: CodeUnterminatedComment,
			Message: "comment '{' is never closed", Hint: "add '}' at the end of the comment"})
		text := strings.Join(t.brace.parts, " ")
		t.moves = append(t.moves, Move{Pos: t.brace.pos, Text: text, Comment: strings.TrimSpace(text[1:])})
	}
	return t.moves, t.diags
}

type item struct {
	text string
	off  int // byte offset in the line
	semi bool
}

type tokenizer struct {
	labels Labels
	lines  []gamefile.Line
	moves  []Move
	diags  diag.List

	cur       Move // the move being built (no commands: none)
	join      bool // a ';' was read after the last command
	num       int  // pending move number
	black     bool
	startLine int // where the current move's text starts and ends
	startOff  int
	endLine   int
	endOff    int
	items     []item // scratch
	li        int
	lineASCII bool
	// brace is the "{...}" comment open at the end of the last line read:
	// the position of its '{' and its text from there, a line a part.
	brace struct {
		open  bool
		pos   diag.Pos
		parts []string
	}
}

func (t *tokenizer) pos(off int) diag.Pos {
	l := &t.lines[t.li]
	col := l.Pos.Col + off
	if !t.lineASCII {
		col = l.Pos.Col + utf8.RuneCountInString(l.Text[:off])
	}
	return diag.Pos{File: l.Pos.File, Line: l.Pos.Line, Col: col}
}

func (t *tokenizer) line(li int) {
	t.li = li
	s := t.lines[li].Text
	t.lineASCII = true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			t.lineASCII = false
			break
		}
	}
	a := 0
	if t.brace.open {
		k := t.braceEnd(s, 0)
		if k < 0 {
			t.brace.parts = append(t.brace.parts, s)
			return
		}
		t.closeBrace(s[:k+1])
		a = k + 1
	}
	for {
		// the next comment: "//" to the end of the line, or '{' to its '}'
		rest := s[a:]
		b, slash := strings.IndexByte(rest, '{'), strings.Index(rest, "//")
		if c := strings.IndexByte(rest, '}'); c >= 0 && (b < 0 || c < b) && (slash < 0 || c < slash) {
			// a '}' outside any comment: an error, as in PGN; the text
			// around it reads on
			t.words(s, a, a+c)
			t.finish()
			t.diags.Add(diag.Diagnostic{Pos: t.pos(a + c), Severity: diag.Error, Code: CodeStrayBrace,
				Message: "'}' outside a comment", Hint: "remove it, or add the '{' that opens its comment"})
			a += c + 1
			continue
		}
		if b < 0 && slash < 0 {
			t.words(s, a, len(s))
			break
		}
		if slash >= 0 && (b < 0 || slash < b) {
			comment := a + slash
			t.words(s, a, comment)
			t.finish()
			t.moves = append(t.moves, Move{Pos: t.pos(comment), Text: s[comment:],
				Comment: strings.TrimSpace(s[comment+2:])})
			return
		}
		open := a + b
		t.words(s, a, open)
		t.finish()
		t.brace.open, t.brace.pos, t.brace.parts = true, t.pos(open), t.brace.parts[:0]
		k := t.braceEnd(s, open+1)
		if k < 0 {
			t.brace.parts = append(t.brace.parts, s[open:])
			return
		}
		t.closeBrace(s[open : k+1])
		a = k + 1
	}
	if !t.join {
		t.finish()
	}
}

// braceEnd returns the byte offset in s of the '}' that closes the open '{'
// comment, whose text on this line starts at s[from:], or -1 when the line does
// not close it. Comments do not nest, so the first '}' closes it; but braces
// inside it that balance on this line ("{a {b} c}") are read as a nested comment,
// one comment, with a nested-comment note at the inner '{' (as the PGN reader
// reads them).
func (t *tokenizer) braceEnd(s string, from int) int {
	first := strings.IndexByte(s[from:], '}')
	if first < 0 {
		return -1
	}
	first += from
	inner := strings.IndexByte(s[from:first], '{')
	if inner < 0 {
		return first
	}
	depth := 1
	for i := from; i < len(s); i++ {
		switch s[i] {
		case '{':
			depth++
		case '}':
			if depth--; depth == 0 {
				t.diags.Add(diag.Diagnostic{Pos: t.pos(from + inner), Severity: diag.Note, Code: CodeNestedComment,
					Message: "'{' inside a comment: read as a nested comment", Hint: "comments do not nest: drop the inner braces"})
				return i
			}
		}
	}
	return first // the inner braces do not balance: the first '}' closes it
}

// closeBrace ends the open brace comment with last, the text of its last line
// up to and including the '}', and adds it as a comment entry.
func (t *tokenizer) closeBrace(last string) {
	text := last
	if len(t.brace.parts) > 0 {
		text = strings.Join(append(t.brace.parts, last), " ")
	}
	t.moves = append(t.moves, Move{Pos: t.brace.pos, Text: text,
		Comment: strings.TrimSpace(text[1 : len(text)-1])})
	t.brace.open, t.brace.parts = false, t.brace.parts[:0]
}

// words reads the commands of s[a:b], a part of the current line outside
// comments (a and b byte offsets).
func (t *tokenizer) words(s string, a, b int) {
	body := s[:b]
	t.items = t.items[:0]
	for i := a; i < len(body); {
		if n := space.At(body, i); n > 0 {
			i += n
			continue
		}
		if body[i] == ';' {
			t.items = append(t.items, item{text: ";", off: i, semi: true})
			i++
			continue
		}
		j := i
		for j < len(body) && body[j] != ';' && space.At(body, j) == 0 {
			j++
		}
		t.items = append(t.items, item{text: body[i:j], off: i})
		i = j
	}
	for k := 0; k < len(t.items); {
		k = t.item(k)
	}
}

// item handles items[k] (and what it consumes) and returns the next index.
func (t *tokenizer) item(k int) int {
	it := t.items[k]
	if it.semi {
		if len(t.cur.Commands) > 0 {
			t.join = true
		}
		return k + 1
	}
	w, off := it.text, it.off
	// Move number, possibly glued: "12.", "12...", "12.e2-e4".
	if isNumber(w) {
		d := digits(w)
		e := d
		for e < len(w) && w[e] == '.' {
			e++
		}
		t.finish()
		t.num, _ = strconv.Atoi(w[:d])
		t.black = e-d > 1
		if e == len(w) {
			return k + 1
		}
		t.items[k] = item{text: w[e:], off: off + e}
		return t.item(k)
	}
	// Marks standing alone.
	if stripMarks(w) == "" {
		t.diags.Add(diag.Diagnostic{Pos: t.pos(off), Severity: diag.Note, Code: CodeMarkIgnored,
			Message: "mark " + strconv.Quote(w) + " ignored (Game Courier moves carry no marks)"})
		return k + 1
	}
	cmd, next := t.command(k)
	t.add(cmd, k, next)
	return next
}

// command parses the command starting at items[k]; next is the index after the
// items it used.
func (t *tokenizer) command(k int) (cmd Command, next int) {
	it := t.items[k]
	w, off := it.text, it.off
	cmd = Command{Pos: t.pos(off), Text: w, From: sq.None, To: sq.None}
	nextWord := func() (item, bool) {
		if k+1 < len(t.items) && !t.items[k+1].semi {
			return t.items[k+1], true
		}
		return item{}, false
	}
	span := func(a, b item) string { return t.lines[t.li].Text[a.off : b.off+len(b.text)] }

	if kw := keyword(stripMarks(w)); kw == KindRemove {
		// "capture c4"
		if n, ok := nextWord(); ok {
			if s, ok := t.square(stripMarks(n.text)); ok {
				cmd.Kind, cmd.To, cmd.Text = KindRemove, s, span(it, n)
				t.marks(n)
				return t.resolve(cmd), k + 2
			}
		}
		cmd.Kind = KindUnsupported
		return cmd, k + 1
	} else if kw != KindInvalid {
		cmd.Kind = kw
		t.marks(it)
		return cmd, k + 1
	}
	if c, ok := t.single(stripMarks(w)); ok {
		c.Pos, c.Text = cmd.Pos, w
		t.marks(it)
		return t.resolve(c), k + 1
	}
	cmd.Kind = KindUnsupported
	if t.isLabel(w) {
		if n, ok := nextWord(); ok && !isNumber(n.text) {
			c, ok := t.single(stripMarks(n.text))
			switch {
			case ok && c.Kind == KindMove && c.Label == "":
				// "N g1-f3"
				c.Label, c.Pos, c.Text = w, cmd.Pos, span(it, n)
				t.marks(n)
				return t.resolve(c), k + 2
			case !ok && keyword(stripMarks(n.text)) == KindInvalid:
				// "X <unknown>": one unsupported command.
				cmd.Text = span(it, n)
				return cmd, k + 2
			}
		}
	}
	return cmd, k + 1
}

// keyword returns the Kind of a keyword command ("resign", "drawn", "won",
// "lost", "pass", any case), KindRemove for "capture", KindInvalid for other
// words.
func keyword(w string) Kind {
	switch len(w) {
	case 3:
		if strings.EqualFold(w, "won") {
			return KindWon
		}
	case 4:
		if strings.EqualFold(w, "lost") {
			return KindLost
		}
		if strings.EqualFold(w, "pass") {
			return KindPass
		}
	case 5:
		if strings.EqualFold(w, "drawn") {
			return KindDrawn
		}
	case 6:
		if strings.EqualFold(w, "resign") {
			return KindResign
		}
	case 7:
		if strings.EqualFold(w, "capture") {
			return KindRemove
		}
	}
	return KindInvalid
}

// isNumber reports a move number: digits then a dot ("12.", "12...", "3.e4").
func isNumber(w string) bool {
	d := digits(w)
	return d > 0 && d < len(w) && w[d] == '.'
}

// Markers for "dest" and "origin" in a Square's File and Rank until resolve
// replaces them.
const (
	refDest   = -2
	refOrigin = -3
)

// single parses one word (marks stripped) as a command. Squares that are
// "dest"/"origin" come back as sq.Square{File: refDest or refOrigin}.
func (t *tokenizer) single(w string) (Command, bool) {
	c := Command{From: sq.None, To: sq.None}
	switch w {
	case "1-0", "0-1", "1/2-1/2", "*":
		c.Kind = KindResult
		return c, true
	}
	k := strings.IndexAny(w, "-*")
	if k < 0 {
		return c, false
	}
	if k == 0 {
		return c, false
	}
	left, sep, right := w[:k], w[k], w[k+1:]
	if sep == '-' && right == "" {
		if s, ok := t.square(left); ok {
			c.Kind, c.To = KindRemove, s
			return c, true
		}
		return c, false
	}
	rs, ok := t.square(right)
	if !ok {
		return c, false
	}
	if left == "@" {
		c.Kind, c.To = KindRemove, rs
		return c, true
	}
	if sep == '-' {
		if ls, ok := t.square(left); ok {
			c.Kind, c.From, c.To = KindMove, ls, rs
			return c, true
		}
	}
	if t.isLabel(left) {
		c.Kind, c.Label, c.To = KindPut, left, rs
		return c, true
	}
	if sep == '-' {
		// A label glued to the origin: "Ng1-f3".
		for p := 1; p < len(left); p++ {
			if !t.isLabel(left[:p]) {
				continue
			}
			if ls, ok := t.square(left[p:]); ok {
				c.Kind, c.Label, c.From, c.To = KindMove, left[:p], ls, rs
				return c, true
			}
		}
	}
	return c, false
}

func (t *tokenizer) square(s string) (sq.Square, bool) {
	switch s {
	case "dest":
		return sq.Square{File: refDest, Rank: refDest}, true
	case "origin":
		return sq.Square{File: refOrigin, Rank: refOrigin}, true
	}
	return t.labels.Parse(s)
}

// resolve replaces dest/origin references with the previous command's squares
// (of the move being built, or of the move cmd will start). A reference with
// nothing to refer to makes the command KindUnsupported, with an error.
func (t *tokenizer) resolve(cmd Command) Command {
	if cmd.Label != "" {
		t.checkLabel(cmd.Label, cmd.Pos)
	}
	isRef := func(s sq.Square) bool { return s.File == refDest || s.File == refOrigin }
	if !isRef(cmd.From) && !isRef(cmd.To) {
		return cmd
	}
	prevFrom, prevTo := sq.None, sq.None
	if t.join && len(t.cur.Commands) > 0 {
		p := t.cur.Commands[len(t.cur.Commands)-1]
		prevFrom, prevTo = p.From, p.To
	}
	for _, s := range []*sq.Square{&cmd.From, &cmd.To} {
		var v sq.Square
		var name string
		switch s.File {
		case refDest:
			v, name = prevTo, "dest"
		case refOrigin:
			v, name = prevFrom, "origin"
		default:
			continue
		}
		if !v.IsValid() {
			t.diags.Add(diag.Diagnostic{Pos: cmd.Pos, Severity: diag.Error, Code: CodeDestUndefined,
				Message: strconv.Quote(name) + " has no previous command with that square in this move",
				Hint:    "write the square itself"})
			cmd.Kind, cmd.Label, cmd.From, cmd.To = KindUnsupported, "", sq.None, sq.None
			return cmd
		}
		*s = v
	}
	return cmd
}

// add puts cmd into the current move, or starts a new move with it.
func (t *tokenizer) add(cmd Command, k, next int) {
	first, last := t.items[k], t.items[next-1]
	if !t.join || len(t.cur.Commands) == 0 {
		t.finish()
		t.cur = Move{Pos: cmd.Pos, Number: t.num, Black: t.black}
		t.num, t.black = 0, false
		t.startLine, t.startOff = t.li, first.off
	}
	t.cur.Commands = append(t.cur.Commands, cmd)
	t.endLine, t.endOff = t.li, last.off+len(last.text)
	t.join = false
}

// finish closes the move being built.
func (t *tokenizer) finish() {
	t.join = false
	if len(t.cur.Commands) == 0 {
		return
	}
	if t.startLine == t.endLine {
		t.cur.Text = t.lines[t.startLine].Text[t.startOff:t.endOff]
	} else {
		parts := []string{t.lines[t.startLine].Text[t.startOff:]}
		for li := t.startLine + 1; li < t.endLine; li++ {
			parts = append(parts, t.lines[li].Text)
		}
		parts = append(parts, t.lines[t.endLine].Text[:t.endOff])
		t.cur.Text = strings.Join(parts, " ")
	}
	t.moves = append(t.moves, t.cur)
	t.cur = Move{}
}

// marks reports the marks stripped from the end of a command word.
func (t *tokenizer) marks(it item) {
	s := stripMarks(it.text)
	if len(s) == len(it.text) {
		return
	}
	t.diags.Add(diag.Diagnostic{Pos: t.pos(it.off + len(s)), Severity: diag.Note, Code: CodeMarkIgnored,
		Message: "mark " + strconv.Quote(it.text[len(s):]) + " ignored (Game Courier moves carry no marks)"})
}

// isLabel reports whether w has the shape of a piece label: one of
// Labels.Pieces, or '+'? followed by ASCII letters.
func (t *tokenizer) isLabel(w string) bool {
	for _, p := range t.labels.Pieces {
		if strings.EqualFold(p, w) {
			return true
		}
	}
	s := strings.TrimPrefix(w, "+")
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// checkLabel warns about a label missing from a non-empty Labels.Pieces.
func (t *tokenizer) checkLabel(label string, p diag.Pos) {
	if len(t.labels.Pieces) == 0 {
		return
	}
	for _, q := range t.labels.Pieces {
		if strings.EqualFold(q, label) {
			return
		}
	}
	t.diags.Add(diag.Diagnostic{Pos: p, Severity: diag.Warning, Code: CodeUnknownLabel,
		Message: "unknown piece label " + strconv.Quote(label),
		Hint:    "the preset's labels are " + strings.Join(t.labels.Pieces, " ")})
}

// stripMarks removes trailing '+', '#', '!', '?'.
func stripMarks(w string) string {
	e := len(w)
	for e > 0 {
		switch w[e-1] {
		case '+', '#', '!', '?':
			e--
			continue
		}
		break
	}
	return w[:e]
}

func digits(s string) int {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i
}
