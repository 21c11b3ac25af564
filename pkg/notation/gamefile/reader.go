// Package gamefile splits a game-log file (PGN, Game Courier text, coordinate
// moves, or a mix) into games, one at a time: the tag pairs of each game and the
// lines of its move text, with their positions. It does not read the move text:
// the pgn, gc and coord packages do, after detect has told which one applies.
//
// # Game boundaries
//
// The split depends on line structure only, never on the notation:
//
//   - A line whose first non-blank character is '[' is a tag line (outside an
//     open brace comment, see below). A tag line that follows move text starts a
//     new game. A tag whose name the current tag section already holds starts a
//     new game too when a blank line came between (a game of tags only);
//     otherwise it is kept and reported as "duplicate-tag".
//   - A game termination marker ("1-0", "0-1", "1/2-1/2", "*", as a whole
//     whitespace-delimited word, outside comments and variations; also the
//     lenient spellings of ResultMarker) ends the game's move text (PGN 8.2.6):
//     the next line of move text starts a new game even without tags or a
//     blank line, so games written one per line are separate games. A line
//     that starts with '{' or ';' there is a trailing comment and stays with
//     the game, and so does the rest of the marker's own line (the replay
//     reports moves after the marker).
//   - Forum wrappers, "[pgn]" (or "[pgn=...]") at the start of a line or inside one, and
//     "[/pgn]" at its start or end, any case, are dropped; each ends the game
//     before it.
//   - Move text before any tag starts a game of its own, except that text made
//     of comments only (say, a file header comment) is carried into the game
//     whose tags follow it.
//   - Move text after the tag pairs on a tag line is read as moves, with a
//     "moves-on-tag-line" note.
//   - Lines starting with '%' (the PGN escape mechanism) are skipped.
//   - A separator line ("=====", three or more '=' alone) right after a game's
//     termination marker starts a footer (the notice some sites write after
//     an exported game): it and the lines after it up to the next tag line
//     are no game and are dropped.
//
// To tell tags and terminators from comment text the reader follows brace
// comments "{...}" across lines (they do not nest) and treats ';' and "//" as
// ending the scan of a line. Those are comments in PGN and a command joiner or a
// comment in Game Courier text; in both cases nothing after them on the line
// can open a game, so one rule serves both notations.
//
// A '[' line inside an open brace comment is comment text. One exception
// recovers from a comment that was never closed: when such a line is a
// well-formed tag pair and the tag section it begins is followed by a line that
// does not close the comment (its first brace, if any, is '{' rather than '}',
// or a ';' or "//" comes before it: move text with a line comment),
// the comment is taken as unterminated and the tags start a new game (the new
// game gets a "tags-in-comment" note; the pgn tokenizer reports the unclosed
// comment in the previous game). This look-ahead holds at most one tag section.
//
// # Positions and memory
//
// Lines and columns are 1-based, columns counted in characters (runes); invalid
// UTF-8 bytes count one character each. A UTF-8 byte-order mark at the start of
// any line is skipped (files joined with cat carry one where each file
// starts), and a mark inside a line cuts the line there, the text after it
// read as a line of its own; the mark counts as a character in columns except
// at the start of the file. CRLF and LF line ends are accepted, and so are
// lone CR line ends (old Mac files) when the first block read (64 KiB, or the
// whole file when shorter) holds a CR and no LF: the file is then read as CR
// lines throughout. A first block that starts with a UTF-16 byte-order mark or
// holds a NUL byte is no text: Next returns an error wrapping ErrNotText.
// The reader holds one game at a time (plus at most one tag section of
// look-ahead) and the 64 KiB blocks its lines were cut from, or with
// Reader.Stream the first lines of a huge game and then a part of its lines at
// a time (RawGame.More); a line may be up
// to MaxLineBytes long. Games that follow one another share the blocks their
// Tags, Movetext and RawGame are cut from (256 tags, 256 lines, 32 games), so a
// game kept alive keeps a few neighbours' slices too (some tens of KiB). Inside one brace comment, at most MaxCommentLines lines
// that hold no brace are kept: the further ones are comment text only (no brace
// can close or nest there), and dropping them keeps a huge comment from costing
// memory in proportion to its lines; the comment's text is then cut short.
package gamefile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/gamecourier/courier/pkg/diag"
)

// MaxCommentLines is the number of lines without a brace that the reader keeps
// inside one brace comment; later ones are dropped (see "Positions and memory").
const MaxCommentLines = 64

// MaxLineBytes is the longest line (in bytes, line end excluded) the reader
// accepts; a longer line makes Next fail.
const MaxLineBytes = 64 << 20

// Tag is one tag pair `[Name "value"]`. Value has the escapes `\"` and `\\`
// resolved; any other backslash is kept as written. Pos is the position of the
// opening '['.
type Tag struct {
	Name  string
	Value string
	Pos   diag.Pos
}

// Line is one line (or the part after the tags of a tag line) of move text.
// Text has leading and trailing blanks and the line end removed and is never
// empty; Pos is the position of its first character.
type Line struct {
	Text string
	Pos  diag.Pos
}

// RawGame is one game as found in the file, before its move text is read.
type RawGame struct {
	// Index is the 1-based number of the game in its file.
	Index int
	// Start is the position of the game's first tag pair, or of its first
	// move-text line when it has no tags.
	Start diag.Pos
	// Tags in file order, duplicates included.
	Tags Tags
	// Movetext holds the non-blank move-text lines in file order (comment lines
	// included).
	Movetext []Line
	// Diags holds the problems found while splitting: "malformed-tag" and
	// "duplicate-tag" warnings, the "tags-in-comment" note.
	Diags diag.List

	// src is the reader of a streamed game (Reader.Stream) whose further
	// lines More returns; err the error that ended its reading.
	src *Reader
	err error
}

// Streamed reports whether the game was handed out before its end
// (Reader.Stream): Movetext holds its first lines, and More returns the rest.
func (g *RawGame) Streamed() bool { return g.src != nil }

// More returns the next lines of a streamed game's move text (Reader.Stream),
// in file order after Movetext and those returned before: at least one line a
// call (about the stream's number of lines) until the move text is over, then
// nil. It returns nil at once for a game that is not streamed. The slice is
// valid until the next call of More or of the reader's Next, which reads (and
// drops) the lines of the game that More has not returned. An error is the
// reader's (an I/O failure, a line over MaxLineBytes): the game's move text is
// cut there, Next returns the same error, and the game counts as not read.
func (g *RawGame) More() ([]Line, error) {
	if g.src == nil {
		return nil, nil
	}
	return g.src.more(g)
}

// Err returns the error that cut a streamed game's move text (see More), nil
// when there was none.
func (g *RawGame) Err() error { return g.err }

// Tags are a game's tag pairs in the order read.
type Tags []Tag

// Value returns the value of the first tag with exactly this name (PGN tag names
// are case-sensitive) and whether there is one.
func (ts Tags) Value(name string) (string, bool) {
	for i := range ts {
		if ts[i].Name == name {
			return ts[i].Value, true
		}
	}
	return "", false
}

// Tag returns the value of the game's first tag with exactly this name (Tags.Value).
func (g *RawGame) Tag(name string) (string, bool) { return g.Tags.Value(name) }

// Reader reads games from a stream. It is not safe for concurrent use.
type Reader struct {
	src   lineSource
	file  string
	num   int       // number of the last line taken from src
	queue []rawLine // lines to process again before reading src
	err   error     // sticky error
	eof   bool

	cur     *RawGame
	st      state
	index   int
	out     *RawGame  // a finished game, ready to return
	suspect []rawLine // tag lines met inside an open comment, undecided
	split   bool      // the next game starts inside an unterminated comment
	// fileMark is set once the byte-order mark at the start of the file is dropped
	fileMark bool
	// tagCont holds the lines after a tag line whose value is left open at
	// its end (non-nil, maybe empty, while they may still be its rest)
	tagCont []rawLine
	// footer: a separator line ("=====") followed a game's termination
	// marker; the lines up to the next tag line are the file's footer text
	// (a site's notice after an exported game), read as no game
	footer bool

	// The current game's tags and lines. They are appended in place at the
	// start of the free part of a block (tagFree, lineFree) shared by the
	// games that follow one another, and handed out as they stand when the
	// game is finished: no copy, and an allocation per block rather than per
	// game. A game with more than the block holds gets a slice of its own.
	tags     []Tag
	tagMask  uint64 // tagBit of each name in tags
	lines    []Line
	tagFree  []Tag
	lineFree []Line
	games    []RawGame // free RawGames, allocated a block at a time

	// A streamed game (Stream): streamN is the number of lines from which a
	// game is handed out before its end (0: never); streaming the game handed
	// out whose lines are still being read, ended once its move text is over
	// (its last lines in rest); given when the lines in r.lines have been
	// returned by More (their buffer is reused on the next call).
	streamN   int
	streaming *RawGame
	ended     bool
	given     bool
	rest      []Line
}

// Stream makes Next hand out a game whose move text reaches n lines (n >= 1)
// before the game's end, so that a huge game need not be held whole: its tags
// and diagnostics are complete (none follow once move text has begun and
// the game cannot take another tag section), RawGame.Movetext holds its first
// n lines and RawGame.More the others, read from the stream as they are
// asked for. A game that the next tag line would not end (comments only so
// far, no tags) is not handed out early. n <= 0 turns streaming off (the
// default).
func (r *Reader) Stream(n int) { r.streamN = max(n, 0) }

// Block sizes for the tags, lines and games handed out (see Reader.tags).
const (
	tagBlock  = 256
	lineBlock = 256
	gameBlock = 32
)

type rawLine struct {
	text string
	num  int
	col  int // characters before text on its line (a line cut at a mark or wrapper)
}

// state is what the reader knows of the game being read.
type state struct {
	moves        bool // a move-text line was added
	tokens       bool // move text holds something other than comments
	comment      bool // a brace comment is open at the end of the last line
	paren        int  // open variations
	ended        bool // a termination marker was met at depth 0: the movetext is over
	blankInTags  bool // a blank line came after the tags, before move text
	commentLines int  // lines without a brace kept inside the open comment
}

// NewReader reads games from r. file is used in positions only (it may be "-"
// or empty).
func NewReader(r io.Reader, file string) *Reader {
	return &Reader{src: lineSource{r: r}, file: file}
}

// Next returns the next game, or io.EOF after the last one. Problems with the
// text are diagnostics in the game, never errors; an error is an I/O failure or
// a line longer than MaxLineBytes, and it is returned again by later calls.
//
// With Stream, a streamed game's lines that More has not returned are read
// and dropped first.
func (r *Reader) Next() (*RawGame, error) {
	if r.streaming != nil {
		r.drain()
	}
	for r.out == nil {
		if r.err != nil {
			return nil, r.err
		}
		if !r.step() {
			if r.err != nil {
				return nil, r.err
			}
			if r.out == nil {
				return nil, io.EOF
			}
		}
	}
	g := r.out
	r.out = nil
	return g, nil
}

// step reads and processes one line, or at the end of the input ends the game
// being read (first the tag lines held for look-ahead). It reports false when
// nothing is left, or on an error (r.err).
func (r *Reader) step() bool {
	l, ok := r.readLine()
	if ok {
		r.process(l)
		return true
	}
	if r.err != nil {
		return false
	}
	if r.tagCont != nil {
		r.queue, r.tagCont = r.tagCont, nil // no closing line came: read them as they are
		return true
	}
	if r.suspect != nil {
		r.resolveNewGame(nil)
		return true
	}
	r.finish()
	return false
}

// handOut hands the current game out before its end (Stream): its tags and
// first lines as finish would, its further lines gathered in a buffer of
// their own for more.
func (r *Reader) handOut() {
	g := r.cur
	r.finish()
	g.src = r
	r.cur, r.out = g, g
	r.streaming, r.ended, r.given = g, false, false
	r.lines = make([]Line, 0, r.streamN)
	r.tags = g.Tags // (a tag line ends a game with tags: tagLine reads them)
}

// more is RawGame.More for g, the game being streamed.
func (r *Reader) more(g *RawGame) ([]Line, error) {
	if r.streaming != g {
		return nil, g.err
	}
	if r.given && !r.ended {
		r.lines = r.lines[:0] // the lines returned last: read by now
	}
	r.given = true
	for !r.ended && len(r.lines) < r.streamN && r.step() {
	}
	if r.err != nil {
		g.err = r.err
		r.streaming, r.rest = nil, nil
		return nil, g.err
	}
	if !r.ended {
		return r.lines, nil
	}
	out := r.rest
	r.streaming, r.rest = nil, nil
	if len(out) == 0 {
		return nil, nil
	}
	return out, nil
}

// drain reads the lines of the streamed game that more has not returned, and
// drops them.
func (r *Reader) drain() {
	for !r.ended && r.err == nil {
		if len(r.lines) >= r.streamN {
			r.lines = r.lines[:0]
		}
		if !r.step() {
			break
		}
	}
	if r.err != nil {
		r.streaming.err = r.err
	}
	r.streaming, r.rest = nil, nil
}

func (r *Reader) readLine() (rawLine, bool) {
	if len(r.queue) > 0 {
		l := r.queue[0]
		r.queue = r.queue[1:]
		if len(r.queue) == 0 {
			r.queue = nil
		}
		return l, true
	}
	if r.eof {
		return rawLine{}, false
	}
	text, err := r.src.next()
	if err != nil {
		r.eof = true
		switch {
		case err == io.EOF:
		case errors.Is(err, errTooLong):
			r.err = fmt.Errorf("%s:%d: line longer than %d bytes", r.file, r.num+1, MaxLineBytes)
		case errors.Is(err, ErrNotText):
			r.err = err // the caller names the file ("cannot read FILE: ...")
		default:
			r.err = fmt.Errorf("reading %s: %w", r.file, err)
		}
		return rawLine{}, false
	}
	r.num++
	if !r.src.high {
		return rawLine{text: text, num: r.num}, true // no byte of a mark in the block
	}
	return r.splitBOM(rawLine{text: text, num: r.num}), true
}

// bom is the UTF-8 byte-order mark.
const bom = "\uFEFF"

// splitBOM drops a byte-order mark at the start of l, and cuts l at a mark
// inside it: files joined with cat carry one where each file, so often a
// game, starts. The text after the mark is queued as a line of its own (same
// line number, its column kept). The mark counts as a character in columns,
// except at the very start of the file.
func (r *Reader) splitBOM(l rawLine) rawLine {
	if strings.IndexByte(l.text, bom[0]) < 0 {
		return l // the common line (IndexByte is quicker than Index)
	}
	k := strings.Index(l.text, bom)
	if k < 0 {
		return l
	}
	if k == 0 {
		l.text = l.text[len(bom):]
		if l.num > 1 || l.col > 0 || r.fileMark {
			l.col++
		} else {
			r.fileMark = true // the file's own mark; a second one right after it counts
		}
		return r.splitBOM(l)
	}
	rest := rawLine{text: l.text[k+len(bom):], num: l.num, col: l.col + utf8.RuneCountInString(l.text[:k]) + 1}
	r.queue = append([]rawLine{r.splitBOM(rest)}, r.queue...)
	l.text = l.text[:k]
	return l
}

var errTooLong = errors.New("line too long")

// ErrNotText is the error (wrapped, with the reason) of a file whose first block
// is no text: it starts with a UTF-16 byte-order mark, or holds a NUL byte
// (binary data, or UTF-16 without a mark). No game of it is read.
var ErrNotText = errors.New("not a text file")

// notText returns an ErrNotText error when block, the first block of a file, is
// no text, else nil.
func notText(block string) error {
	if strings.HasPrefix(block, "\xff\xfe") || strings.HasPrefix(block, "\xfe\xff") {
		return fmt.Errorf("%w: UTF-16 (a byte-order mark in its first 2 bytes); convert it to UTF-8, say with iconv -f UTF-16 -t UTF-8", ErrNotText)
	}
	if i := strings.IndexByte(block, 0); i >= 0 {
		return fmt.Errorf("%w: a NUL byte at byte %d (binary data, or UTF-16 without a byte-order mark; a log is UTF-8 text)", ErrNotText, i+1)
	}
	return nil
}

// nel is NEXT LINE (U+0085) in UTF-8, the line end of some files written on
// mainframes and by a few Japanese programs; nelByte, its last byte, stands
// for it as the line end of a file (LineEnd).
const (
	nel     = "\u0085"
	nelByte = 0x85
)

// chunkSize is the size of the blocks lineSource reads.
const chunkSize = 64 << 10

// lineSource splits a stream into lines. It reads blocks of chunkSize bytes
// (more for a longer line) and turns each into one string, so that lines are
// substrings of it: one allocation per block, not per line. A game's lines
// keep their blocks alive, which costs at most a block or two per game held.
type lineSource struct {
	r       io.Reader
	buf     string // the current block
	end     byte   // the line end: '\n', or '\r' in a file of lone CR line ends; 0 before the first block
	high    bool   // buf holds the first byte of a byte-order mark (0xEF)
	pos     int    // start of the unread part of buf
	scratch []byte
	eof     bool
	err     error
}

// next returns the next line without its line end ("\n", "\r\n", or "\r" in a
// file of lone CR line ends), io.EOF after the last one, errTooLong for a line
// over MaxLineBytes, or a read error.
func (s *lineSource) next() (string, error) {
	for {
		if s.end == nelByte {
			if i := strings.Index(s.buf[s.pos:], nel); i >= 0 {
				line := s.buf[s.pos : s.pos+i]
				s.pos += i + len(nel)
				return line, nil
			}
		} else if i := strings.IndexByte(s.buf[s.pos:], s.end); i >= 0 {
			line := s.buf[s.pos : s.pos+i]
			s.pos += i + 1
			return strings.TrimSuffix(line, "\r"), nil
		}
		if s.eof {
			if s.pos < len(s.buf) {
				line := s.buf[s.pos:]
				s.pos = len(s.buf)
				return strings.TrimSuffix(line, "\r"), nil
			}
			if s.err != nil {
				return "", s.err
			}
			return "", io.EOF
		}
		rest := s.buf[s.pos:]
		if len(rest) > MaxLineBytes {
			return "", errTooLong
		}
		// the buffer doubles while a line is longer than it; it is read in
		// chunks of at most chunkSize bytes straight into the new buffer (no
		// scratch as large as the line is made or kept)
		size := max(chunkSize, 2*len(rest))
		if s.scratch == nil {
			s.scratch = make([]byte, chunkSize)
		}
		var b strings.Builder
		b.Grow(size)
		b.WriteString(rest)
		for b.Len() < size && !s.eof {
			n, err := io.ReadFull(s.r, s.scratch[:min(chunkSize, size-b.Len())])
			b.Write(s.scratch[:n])
			if err != nil {
				s.eof = true
				if err != io.EOF && err != io.ErrUnexpectedEOF {
					s.err = err
				}
			}
			if bytes.IndexByte(s.scratch[:n], '\n') >= 0 || bytes.IndexByte(s.scratch[:n], '\r') >= 0 {
				break // a line end: enough for now
			}
		}
		s.buf, s.pos = b.String(), 0
		s.high = strings.IndexByte(s.buf, bom[0]) >= 0
		if s.end == 0 {
			// the first block decides the line end: lone CRs when it holds
			// a CR and no LF ("\r\r\n" files keep LF lines, as before)
			s.end = lineEnd(s.buf)
			// and whether the file is text at all: a log is UTF-8 (or ASCII,
			// or Latin-1), never UTF-16 or binary data
			if err := notText(s.buf); err != nil {
				s.buf, s.pos, s.eof, s.err = "", 0, true, err
			}
		}
	}
}

func (r *Reader) pos(l rawLine, off int) diag.Pos {
	return diag.Pos{File: r.file, Line: l.num, Col: l.col + column(l.text, off)}
}

// column is the 1-based character column of byte offset off in text.
func column(text string, off int) int {
	for i := 0; i < off; i++ {
		if text[i] >= utf8.RuneSelf {
			return i + 1 + utf8.RuneCountInString(text[i:off])
		}
	}
	return off + 1
}

func (r *Reader) process(l rawLine) {
	if r.tagCont != nil && r.continued(l) {
		return
	}
	text := l.text
	if len(text) > 0 && text[0] == '%' && l.col == 0 {
		return // PGN escape line
	}
	if r.wrapper(l) {
		return
	}
	if r.suspect != nil {
		r.suspectLine(l)
		return
	}
	i := skipBlank(text, 0)
	if r.cur != nil && r.st.comment {
		if i < len(text) && text[i] == '[' {
			if _, _, _, bad := parseTag(text, i, false); bad == "" {
				switch verdict(text, i) {
				case undecided:
					r.suspect = append(r.suspect, l)
					return
				case newGame:
					r.resolveNewGame(&l)
					return
				}
			}
		}
		r.addMovetext(l, i)
		return
	}
	if i == len(text) {
		if r.cur != nil {
			if !r.st.moves && len(r.tags) > 0 {
				r.st.blankInTags = true
			}
		}
		return
	}
	if text[i] == '[' {
		r.footer = false
		r.tagLine(l, i)
		return
	}
	if r.footer {
		return
	}
	if r.cur != nil && r.st.ended && text[i] != '{' && text[i] != ';' {
		if separator(text[i:]) {
			r.footer = true // a footer after the game: dropped up to the next tag line
			return
		}
		r.finish()
	}
	if r.cur == nil {
		r.start(r.pos(l, i))
	}
	r.addMovetext(l, i)
}

// unterminatedValue is parseTag's complaint about a value whose closing quote
// is not on the line.
const unterminatedValue = "unterminated tag value"

// maxTagCont is the most lines a tag value left open at the end of its line
// may go on over (a title with a line break in it).
const maxTagCont = 4

// continued takes line l as part of a tag value left open on a line before
// (tagCont): a line that ends with `"]` closes it, and it and the lines
// between are the value's rest, dropped (the tag pair was reported as
// malformed); a line that is blank or starts with '[', or the line past
// maxTagCont, says that the value does not go on: the lines held are read
// again as they are, l with them. It reports whether l was handled.
func (r *Reader) continued(l rawLine) bool {
	t := strings.TrimSpace(l.text)
	switch {
	case t != "" && t[0] != '[' && strings.HasSuffix(t, `"]`):
		r.tagCont = nil
		return true
	case t == "" || t[0] == '[' || len(r.tagCont) >= maxTagCont:
		held := append(r.tagCont, l)
		r.tagCont = nil
		r.queue = append(held, r.queue...)
		return true
	}
	r.tagCont = append(r.tagCont, l)
	return true
}

// separator reports whether text (a line from its first non-blank on) is a
// separator line: three or more '=' and nothing else but trailing blanks.
func separator(text string) bool {
	t := strings.TrimRight(text, " \t")
	return len(t) >= 3 && strings.Trim(t, "=") == ""
}

// wrapper handles a forum wrapper on line l: "[pgn]" (or "[pgn=...]") and
// "[/pgn]", any case, at the start of the line or inside move text or prose (on a
// tag line or in an open comment only "[/pgn]" at its end). A wrapper is
// no tag pair and no move text: it is dropped, and it ends the game before it
// (a [pgn] block holds its own games). The rest of the line is processed on
// its own. It reports whether l was handled.
func (r *Reader) wrapper(l rawLine) bool {
	text := l.text
	i := skipBlank(text, 0)
	if n := wrapperLen(text, i); n > 0 {
		if r.suspect != nil {
			// tag lines met in an open comment, then the wrapper: the comment
			// never closed; read them as a game, then this line again
			r.resolveNewGame(&l)
			return true
		}
		r.finish()
		rest := text[i+n:]
		r.queue = append([]rawLine{{text: rest, num: l.num, col: l.col + column(text, i+n) - 1}}, r.queue...)
		return true
	}
	if i < len(text) && text[i] == '[' || r.cur != nil && r.st.comment {
		// a tag line, or a line in an open comment: only a closing wrapper at
		// its end is one
		j := len(text)
		for j > i && isBlank(text[j-1]) {
			j--
		}
		const closing = "[/pgn]"
		if j-i > len(closing) && text[j-len(closing)] == '[' && strings.EqualFold(text[j-len(closing):j], closing) {
			r.queue = append([]rawLine{{text: text[:j-len(closing)], num: l.num, col: l.col}, {text: closing, num: l.num, col: l.col + column(text, j-len(closing)) - 1}}, r.queue...)
			return true
		}
		return false
	}
	// a wrapper inside the line (a forum post: "see [pgn]1. e4 e5 1-0[/pgn] here"):
	// the text before it and the wrapper with the rest are read as lines of their own
	for k := i + 1; k < len(text); k++ {
		m := strings.IndexByte(text[k:], '[')
		if m < 0 {
			break
		}
		k += m
		if wrapperLen(text, k) > 0 {
			r.queue = append([]rawLine{{text: text[:k], num: l.num, col: l.col}, {text: text[k:], num: l.num, col: l.col + column(text, k) - 1}}, r.queue...)
			return true
		}
	}
	return false
}

// wrapperLen returns the byte length of a forum wrapper "[pgn]", "[pgn=...]",
// "[pgn ...]" or "[/pgn]" (any case) at text[i], 0 when there is none. A
// well-formed tag pair named pgn is no wrapper.
func wrapperLen(text string, i int) int {
	s := text[i:]
	if len(s) < 5 || s[0] != '[' || s[1] != '/' && s[1] != 'p' && s[1] != 'P' {
		return 0 // the common case, decided before EqualFold
	}
	switch {
	case len(s) >= 6 && strings.EqualFold(s[:6], "[/pgn]"):
		return 6
	case len(s) >= 5 && strings.EqualFold(s[:4], "[pgn"):
		switch s[4] {
		case ']':
			return 5
		case '=', ' ':
			if _, _, _, bad := parseTag(text, i, false); bad == "" {
				return 0
			}
			if k := strings.IndexByte(s, ']'); k > 0 {
				return k + 1
			}
		}
	}
	return 0
}

type lineVerdict int

const (
	undecided lineVerdict = iota // tags only: look at the next line
	inComment                    // the line closes the comment
	newGame                      // the line is move text of a new game
)

// verdict judges a line met while an open comment holds tag-like lines: a line
// whose first brace is '}' closes the comment, unless a ';' or "//" comes before
// it (move text with a comment to the end of the line, whose braces are its
// text: "1. d4 d5 2. Ke3 ; see }" after a tag section starts a new game, where
// reading it as the end of the comment would swallow that game); a line of tags
// (and blanks) only leaves the question open; any other text belongs to a new
// game.
func verdict(text string, i int) lineVerdict {
	for j := 0; j < len(text); j++ {
		c := text[j]
		if c == ';' || c == '/' && j+1 < len(text) && text[j+1] == '/' || c == '{' {
			break
		}
		if c == '}' {
			return inComment
		}
	}
	for i < len(text) && text[i] == '[' {
		_, _, end, bad := parseTag(text, i, false)
		if bad != "" {
			return newGame
		}
		i = skipBlank(text, end)
	}
	if i == len(text) {
		return undecided
	}
	return newGame
}

func (r *Reader) suspectLine(l rawLine) {
	i := skipBlank(l.text, 0)
	if i == len(l.text) {
		r.suspect = append(r.suspect, l)
		return
	}
	switch verdict(l.text, i) {
	case undecided:
		r.suspect = append(r.suspect, l)
	case inComment:
		lines := append(r.suspect, l)
		r.suspect = nil
		for _, s := range lines {
			r.addMovetext(s, skipBlank(s.text, 0))
		}
	default:
		r.resolveNewGame(&l)
	}
}

// resolveNewGame ends the current game (its comment is unterminated) and queues
// the suspect lines, then l, to start the next one.
func (r *Reader) resolveNewGame(l *rawLine) {
	lines := r.suspect
	r.suspect = nil
	if l != nil {
		lines = append(lines, *l)
	}
	r.finish()
	r.queue = append(lines, r.queue...)
	r.split = true
}

func (r *Reader) start(p diag.Pos) {
	if len(r.games) == 0 {
		r.games = make([]RawGame, gameBlock)
	}
	r.cur = &r.games[0]
	r.games = r.games[1:]
	r.cur.Start = p
	r.st = state{}
	// a new block when the free part is short (a game that outgrows it gets
	// a slice of its own)
	if cap(r.tagFree) < 16 {
		r.tagFree = make([]Tag, 0, tagBlock)
	}
	if cap(r.lineFree) < 8 {
		r.lineFree = make([]Line, 0, lineBlock)
	}
	r.tags = r.tagFree[:0]
	r.tagMask = 0
	r.lines = r.lineFree[:0]
	if r.split {
		r.split = false
		r.cur.Diags.Add(diag.Diagnostic{Pos: p, Severity: diag.Note, Code: "tags-in-comment",
			Message: "tag pairs inside an unclosed comment: read as the start of a new game",
			Hint:    "close the previous game's comment with '}'"})
	}
}

func (r *Reader) finish() {
	if r.cur == nil {
		return
	}
	if r.cur == r.streaming {
		// a streamed game ends: its last lines are for more
		r.rest, r.ended = r.lines, true
		r.tags, r.lines = nil, nil
		r.cur = nil
		r.st = state{}
		return
	}
	r.index++
	r.cur.Index = r.index
	if n := len(r.tags); n > 0 {
		r.cur.Tags = r.tags[:n:n]
		if cap(r.tags) == cap(r.tagFree) {
			r.tagFree = r.tagFree[n:n] // appended in place: the block's next game starts after them
		}
	}
	if n := len(r.lines); n > 0 {
		r.cur.Movetext = r.lines[:n:n]
		if cap(r.lines) == cap(r.lineFree) {
			r.lineFree = r.lineFree[n:n]
		}
	}
	r.tags, r.lines = nil, nil
	r.out = r.cur
	r.cur = nil
	r.st = state{}
}

// grow extends s by one element for the caller to set, every field of it:
// within the capacity the element is not zeroed first (append(s, T{}) zeroes
// it, with a write barrier while the GC marks), so it may hold an old value.
func grow[T any](s []T) []T {
	if len(s) < cap(s) {
		return s[:len(s)+1]
	}
	var zero T
	return append(s, zero)
}

// hasTag reports whether the current game has a tag of this name. Most names
// are new: their tagBit is not in tagMask, and the tags are not compared.
func (r *Reader) hasTag(name string) bool {
	if r.tagMask&tagBit(name) == 0 {
		return false
	}
	_, ok := Tags(r.tags).Value(name)
	return ok
}

// tagBit is a bit of a tag name (a hash of its length and end characters):
// names with different bits differ. name is not empty.
func tagBit(name string) uint64 {
	return 1 << ((uint(len(name))*7 + uint(name[0]) + uint(name[len(name)-1])*3) & 63)
}

// tagLine handles a line whose first non-blank character (at byte i) is '['.
func (r *Reader) tagLine(l rawLine, i int) {
	text := l.text
	if r.cur != nil {
		switch {
		case r.st.moves && (len(r.tags) > 0 || r.st.tokens):
			r.finish()
		case r.st.moves:
			// Comments only so far and no tags: they lead into this game, whose
			// tag section begins here (so its next tag line does not end it).
			r.cur.Start = r.pos(l, i)
			r.st.moves = false
		case r.st.blankInTags:
			if name, _, _, bad := parseTag(text, i, false); bad == "" {
				if r.hasTag(name) {
					r.finish()
				}
			}
		}
	}
	if r.cur == nil {
		r.start(r.pos(l, i))
	}
	g := r.cur
	for i < len(text) && text[i] == '[' {
		p := r.pos(l, i)
		name, value, end, bad := parseTag(text, i, true)
		if bad != "" {
			g.Diags.Add(diag.Diagnostic{Pos: p, Severity: diag.Warning, Code: "malformed-tag",
				Message: "malformed tag pair: " + bad + "; line ignored up to the next ']'",
				Hint:    `write a tag pair as [Name "value"], Name letters, digits or '_'`})
			if j := strings.IndexByte(text[i:], ']'); j >= 0 {
				end = i + j + 1
			} else {
				end = len(text)
				if bad == unterminatedValue {
					r.tagCont = []rawLine{} // the value may go on over the next lines
				}
			}
		} else {
			if r.hasTag(name) {
				g.Diags.Add(diag.Diagnostic{Pos: p, Severity: diag.Warning, Code: "duplicate-tag",
					Message: fmt.Sprintf("tag %q given twice in one game; the first value is used", name)})
			}
			r.tags = grow(r.tags)
			tg := &r.tags[len(r.tags)-1] // field by field: a literal is copied with a write barrier
			tg.Name, tg.Value, tg.Pos = name, value, p
			r.tagMask |= tagBit(name)
		}
		i = skipBlank(text, end)
	}
	if i < len(text) {
		g.Diags.Add(diag.Diagnostic{Pos: r.pos(l, i), Severity: diag.Note, Code: "moves-on-tag-line",
			Message: "move text on the same line as a tag pair: read as the game's moves",
			Hint:    "start the move text on its own line after a blank line"})
		r.addMovetext(l, i)
	}
}

// addMovetext adds text[i:] (trimmed) of line l to the current game and
// follows its comments, variations and terminators.
func (r *Reader) addMovetext(l rawLine, i int) {
	text := l.text
	j := len(text)
	for j > i && isBlank(text[j-1]) {
		j--
	}
	if j <= i {
		return
	}
	if r.st.comment && !strings.ContainsAny(text[i:j], "{}") {
		// a line inside a brace comment that neither closes nor nests it
		if r.st.commentLines >= MaxCommentLines {
			r.st.moves = true
			return
		}
		r.st.commentLines++
	} else {
		r.st.commentLines = 0
	}
	r.lines = grow(r.lines)
	ln := &r.lines[len(r.lines)-1] // field by field: a literal is copied with a write barrier
	ln.Text, ln.Pos = text[i:j], r.pos(l, i)
	r.st.moves = true
	r.scan(text[i:j])
	if r.streamN > 0 && r.streaming == nil && r.out == nil && len(r.lines) >= r.streamN && (len(r.tags) > 0 || r.st.tokens) {
		// the next tag line ends this game: it can be handed out (the scan
		// state, which finish clears, goes on)
		st := r.st
		r.handOut()
		r.st = st
	}
}

// scan follows brace comments, variations and termination markers in s, a
// trimmed move-text line. The common line, words only, is read at once.
func (r *Reader) scan(s string) {
	st := &r.st
	if !st.comment {
		var seen uint8
		for i := 0; i < len(s); i++ {
			seen |= scanClass[s[i]]
		}
		if seen&scanDelim == 0 && (seen&scanSlash == 0 || !strings.Contains(s, "//")) {
			// The common line: words only (a '/' inside a word, as in
			// "1/2-1/2", starts no comment).
			st.tokens = true
			switch {
			case st.paren > 0 || st.ended:
			case seen&scanMark != 0:
				for k := 0; k < len(s); {
					k = r.word(s, skipBlank(s, k))
				}
			case seen&scanDash != 0:
				st.ended = asciiMarker(s)
			}
			return
		}
	}
	r.scanAll(s)
}

// scanAll is scan the general way, character by character.
func (r *Reader) scanAll(s string) {
	st := &r.st
	i := 0
	for i < len(s) {
		c := s[i]
		if st.comment {
			k := strings.IndexByte(s[i:], '}')
			if k < 0 {
				return
			}
			st.comment = false
			i += k + 1
			continue
		}
		switch c {
		case ' ', '\t', '\r', '\n', '\v', '\f':
			i++
		case '{':
			st.comment = true
			i++
		case ';':
			return
		case '/':
			if i+1 < len(s) && s[i+1] == '/' {
				return
			}
			i = r.word(s, i)
		case '(':
			st.paren++
			st.tokens = true
			i++
		case ')':
			if st.paren > 0 {
				st.paren--
			}
			i++
		case '}':
			i++ // stray; the tokenizer reports it
		default:
			i = r.word(s, i)
		}
	}
}

// word reads the word starting at s[i] and returns the index after it.
func (r *Reader) word(s string, i int) int {
	j := i
	for j < len(s) && !isWordEnd(s[j]) {
		j++
	}
	r.st.tokens = true
	if r.st.paren == 0 && j > i && !r.st.ended {
		_, r.st.ended = ResultMarker(s[i:j])
	}
	return j
}

func isWordEnd(c byte) bool {
	switch c {
	case ' ', '\t', '\r', '\n', '\v', '\f', '{', '}', '(', ')', ';':
		return true
	}
	return false
}

// ResultMarker reports whether the word w is a game termination marker (PGN
// 8.2.6: "1-0", "0-1", "1/2-1/2", "*") and returns the marker in its standard
// form. Lenient spellings are accepted as well, with lenient set: another dash
// for '-' (en dash, em dash, minus sign, ...) and "½" for "1/2" ("1–0",
// "½-½", "1/2–1/2").
func ResultMarker(w string) (marker string, ok bool) {
	switch w {
	case "1-0", "0-1", "1/2-1/2", "*":
		return w, true
	}
	if len(w) < 3 || len(w) > 16 {
		return "", false
	}
	half := func(s string) (string, bool) {
		switch {
		case strings.HasPrefix(s, "1/2"):
			return "1/2", true
		case strings.HasPrefix(s, "½"):
			return "½", true
		}
		return "", false
	}
	var a string
	switch {
	case w[0] == '1' && !strings.HasPrefix(w, "1/2"), w[0] == '0':
		a = w[:1]
	default:
		h, ok := half(w)
		if !ok {
			return "", false
		}
		a = h
	}
	rest := w[len(a):]
	d := dashLen(rest)
	if d == 0 {
		return "", false
	}
	b := rest[d:]
	switch {
	case a == "1" && b == "0":
		return "1-0", true
	case a == "0" && b == "1":
		return "0-1", true
	case (a == "1/2" || a == "½") && (b == "1/2" || b == "½"):
		return "1/2-1/2", true
	}
	return "", false
}

// dashLen returns the byte length of the dash at the start of s: '-', or one
// of the Unicode dashes and minus signs written for it; 0 when there is none.
func dashLen(s string) int {
	if s == "" {
		return 0
	}
	if s[0] == '-' {
		return 1
	}
	r, n := utf8.DecodeRuneInString(s)
	switch r {
	case '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212', '\uFE58', '\uFE63', '\uFF0D':
		return n
	}
	return 0
}

// Byte classes of scan: scanClass[c] has scanDelim for the bytes that
// comments and variations start with, scanSlash for '/' ("//" starts a
// comment), scanMark for '*' and the bytes beyond ASCII (a lenient dash,
// "½"), scanDash for '-'.
const (
	scanDelim = 1 << iota
	scanMark
	scanDash
	scanSlash
)

var scanClass = func() (t [256]uint8) {
	for _, c := range []byte("{}();") {
		t[c] = scanDelim
	}
	t['/'] = scanSlash
	t['*'] = scanMark
	for c := utf8.RuneSelf; c < 256; c++ {
		t[c] = scanMark
	}
	t['-'] = scanDash
	return t
}()

// asciiMarker reports whether the line s, words only and no byte of scanMark
// ('*', beyond ASCII), holds a termination marker: then "1-0", "0-1" or
// "1/2-1/2", each holding "-0" or "-1", so only the words around those are
// read.
func asciiMarker(s string) bool {
	for k := 0; ; {
		m := strings.IndexByte(s[k:], '-')
		if m < 0 {
			return false
		}
		k += m + 1
		if k < len(s) && (s[k] == '0' || s[k] == '1') {
			a, b := k-1, k
			for a > 0 && !isWordEnd(s[a-1]) {
				a--
			}
			for b < len(s) && !isWordEnd(s[b]) {
				b++
			}
			if _, ok := ResultMarker(s[a:b]); ok {
				return true
			}
		}
	}
}

// parseTag reads one tag pair starting at text[i] == '['. It returns the name,
// the value (unescaped only when unescape is set), the byte index after ']',
// and a description of the problem when the pair is malformed.
func parseTag(text string, i int, unescape bool) (name, value string, end int, bad string) {
	j := skipBlank(text, i+1)
	s := j
	for j < len(text) && isNameByte(text[j]) {
		j++
	}
	if j == s {
		if j < len(text) && text[j] != '"' && text[j] != ']' {
			return "", "", 0, fmt.Sprintf("tag name starts with %q", firstChar(text[j:]))
		}
		return "", "", 0, "missing tag name"
	}
	name = text[s:j]
	k := skipBlank(text, j)
	if k == len(text) {
		return "", "", 0, "missing value and ']'"
	}
	if text[k] != '"' {
		if k == j {
			return "", "", 0, fmt.Sprintf("unexpected %q in tag name", firstChar(text[k:]))
		}
		return "", "", 0, fmt.Sprintf("expected '\"' after the tag name %q, found %q (names are one word)", name, firstChar(text[k:]))
	}
	vs := k + 1
	k, escaped := valueEnd(text, vs)
	if k >= len(text) {
		return "", "", 0, unterminatedValue
	}
	value = text[vs:k]
	if escaped && unescape {
		value = unescapeValue(value)
	}
	k = skipBlank(text, k+1)
	if k == len(text) || text[k] != ']' {
		return "", "", 0, "expected ']' after the tag value"
	}
	return name, value, k + 1, ""
}

// valueEnd returns the index of the '"' that ends the tag value starting at
// text[k] (len(text) when none does) and whether an escape (`\"`, `\\`) comes
// before it. A value without a backslash before its first '"' is found by
// IndexByte; any other is read a byte at a time (valueEndPlain).
func valueEnd(text string, k int) (end int, escaped bool) {
	if q := strings.IndexByte(text[k:], '"'); q >= 0 && strings.IndexByte(text[k:k+q], '\\') < 0 {
		return k + q, false
	}
	return valueEndPlain(text, k)
}

// valueEndPlain is valueEnd a byte at a time.
func valueEndPlain(text string, k int) (end int, escaped bool) {
	for ; k < len(text); k++ {
		if text[k] == '\\' && k+1 < len(text) && (text[k+1] == '"' || text[k+1] == '\\') {
			escaped = true
			k++
			continue
		}
		if text[k] == '"' {
			break
		}
	}
	return k, escaped
}

func unescapeValue(v string) string {
	var b strings.Builder
	b.Grow(len(v))
	for i := 0; i < len(v); i++ {
		if v[i] == '\\' && i+1 < len(v) && (v[i+1] == '"' || v[i+1] == '\\') {
			i++
		}
		b.WriteByte(v[i])
	}
	return b.String()
}

func firstChar(s string) string {
	_, n := utf8.DecodeRuneInString(s)
	return s[:n]
}

func isNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

func isBlank(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'
}

func skipBlank(s string, i int) int {
	for i < len(s) && isBlank(s[i]) {
		i++
	}
	return i
}
