package shard

import (
	"bytes"
	"io"
	"strings"

	"github.com/gamecourier/courier/pkg/notation/gamefile"
)

// Window is how far before a sync point (in bytes) its previous line and the
// last brace are looked for (see Sync).
const Window = 64 << 10

// MaxTagLine is the longest tag line (in bytes, line end excluded) a sync point
// may start with.
const MaxTagLine = 4 << 10

// block is the number of bytes the scanner examines per read (plus Window before
// and MaxTagLine after).
const block = 1 << 20

const bom = "\xef\xbb\xbf"

// scanner finds the sync points of a file of size bytes read through r.
type scanner struct {
	r    io.ReaderAt
	size int64
	end  byte
	buf  []byte
	cand []int // candidates' result
}

// read returns the bytes [lo, hi) of the file.
func (s *scanner) read(lo, hi int64) ([]byte, error) {
	n := int(hi - lo)
	if cap(s.buf) < n {
		s.buf = make([]byte, n)
	}
	b := s.buf[:n]
	m, err := s.r.ReadAt(b, lo)
	if m == n {
		return b, nil
	}
	if err == nil || err == io.EOF {
		err = errShort
	}
	return nil, err
}

// walk calls fn with every line L, from <= L < to, in order, that starts a game
// (point: a sync point; see sync), until fn returns false; with count it returns
// the number of line ends in [from, to).
func (s *scanner) walk(from, to int64, count bool, fn func(L int64, point bool) bool) (lines int64, err error) {
	to = min(to, s.size)
	for bs := from; bs < to; bs += block {
		be := min(bs+block, to)
		lo, hi := max(0, bs-Window), min(s.size, be+MaxTagLine+2*int64(len(bom)))
		b, err := s.read(lo, hi)
		if err != nil {
			return lines, err
		}
		if count {
			lines += int64(bytes.Count(b[bs-lo:be-lo], []byte{s.end}))
		}
		br := braces{b: b}
		for _, i := range s.candidates(b, int(bs-lo), int(be-lo)) {
			if start, point := s.sync(b, lo, i, &br); start && !fn(lo+int64(i), point) {
				return lines, nil
			}
		}
	}
	return lines, nil
}

// candidates returns, in increasing order, the indexes i in [from, to) of b
// where a line that may be a sync point starts: a '[' (or a byte-order mark and
// '[') after an empty line: two line ends in a row, or with end '\n' also
// "\n\r\n" (CRLF). One pass over the line ends: about one candidate per game.
func (s *scanner) candidates(b []byte, from, to int) []int {
	e := s.end
	s.cand = s.cand[:0]
	tag := func(i int) bool {
		return i < len(b) && (b[i] == '[' || b[i] == bom[0] && bytes.HasPrefix(b[i:], []byte(bom+"[")))
	}
	for x := max(from-3, 0); x < to; {
		k := bytes.IndexByte(b[x:to], e)
		if k < 0 {
			break
		}
		x += k + 1 // b[x-1] is a line end
		switch {
		case x < len(b) && b[x] == e:
			if i := x + 1; i >= from && i < to && tag(i) {
				s.cand = append(s.cand, i)
			}
		case e == '\n' && x+1 < len(b) && b[x] == '\r' && b[x+1] == '\n':
			if i := x + 2; i >= from && i < to && tag(i) {
				s.cand = append(s.cand, i)
			}
		}
	}
	return s.cand
}

// snap returns the first sync point at or after x: 0 for x <= 0, the size when
// there is none.
func (s *scanner) snap(x int64) (int64, error) {
	if x <= 0 {
		return 0, nil
	}
	at := s.size
	_, err := s.walk(x, s.size, false, func(L int64, point bool) bool {
		if point {
			at = L
		}
		return !point
	})
	return at, err
}

// prefix returns the number of line ends and of game starts (sync points and
// the other starts sync finds) in [0, a).
func (s *scanner) prefix(a int64) (lines, syncs int64, err error) {
	lines, err = s.walk(0, a, true, func(int64, bool) bool { syncs++; return true })
	return lines, syncs, err
}

// braces finds the last brace before a position of b, for positions in
// increasing order: the braces are scanned once per block.
type braces struct {
	b          []byte
	last       int // index of the last brace found so far, -1 none
	open, shut int // index of the next '{' and '}' at or after next (len(b): none)
	started    bool
}

// before returns the index of the last brace in b[:i] (-1 when none); i does not
// decrease from call to call.
func (br *braces) before(i int) int {
	if !br.started {
		br.started, br.last = true, -1
		br.open, br.shut = index(br.b, 0, '{'), index(br.b, 0, '}')
	}
	for {
		j := min(br.open, br.shut)
		if j >= i {
			return br.last
		}
		br.last = j
		if j == br.open {
			br.open = index(br.b, j+1, '{')
		} else {
			br.shut = index(br.b, j+1, '}')
		}
	}
}

// index is the index of the first c in b[from:] (len(b) when none).
func index(b []byte, from int, c byte) int {
	if k := bytes.IndexByte(b[from:], c); k >= 0 {
		return from + k
	}
	return len(b)
}

// sync reports whether the line starting at b[i] (file offset lo+i, i > 0 and
// b[i-1] a line end; b holds the bytes from Window before it, or from the file
// start, to MaxTagLine after it, or to the file end) starts a game, and whether
// it is a sync point (see the package comment): a game starts there but no sync
// point when comment lines before it, after a termination marker, are carried
// into its game.
func (s *scanner) sync(b []byte, lo int64, i int, br *braces) (start, point bool) {
	if lo+int64(i) == 0 {
		return false, false
	}
	// the checks cheapest first; the window: b[w:i]
	w := int(max(0, lo+int64(i)-Window) - lo)
	// P, the nearest non-blank line before L
	k := i - 1 // the line end before L
	// carried: a line between P and L that would start a game of its own after a
	// termination marker (one not starting with ';': a "// ..." comment), which the
	// reader then carries into the game at L
	carried, onlyStart := false, false
	for {
		start := bytes.LastIndexByte(b[w:k], s.end) + w + 1
		if start == w && (lo > 0 || w > 0) {
			return false, false // a line that starts before the window
		}
		line := b[start:k]
		if !blank(line) {
			if line[0] == '%' || tagLike(line) {
				return false, false
			}
			if moveText(line) {
				// the game at L starts with the lines carried: a game start,
				// but no sync point (a reader started at L would miss them)
				onlyStart = carried && hasMarker(line)
				break
			}
			if bytes.ContainsAny(line, "{}") {
				return false, false
			}
			if t := bytes.TrimLeft(line, " \t\r\v\f"); len(t) == 0 || t[0] != ';' {
				carried = true
			}
			// a line without move text or braces (a "// ..." comment): the one before
		}
		if start == 0 {
			return false, false // blank lines from the file start: no P
		}
		k = start - 1
	}
	if last := br.before(i); last >= w && b[last] == '{' {
		return false, false
	}
	// the tag line
	j := i
	if bytes.HasPrefix(b[j:], []byte(bom)) {
		j += len(bom)
	}
	if j >= len(b) || b[j] != '[' {
		return false, false
	}
	e := bytes.IndexByte(b[j:], s.end)
	if e < 0 {
		if lo+int64(len(b)) < s.size {
			return false, false // longer than MaxTagLine
		}
		e = len(b) - j
	}
	start = e <= MaxTagLine && gamefile.TagPairAt(string(bytes.TrimSuffix(b[j:j+e], []byte("\r"))))
	return start, start && !onlyStart
}

// blank reports whether line holds only blanks (a byte-order mark counts as one).
func blank(line []byte) bool {
	_, ok := firstNonBlank(line)
	return !ok
}

// firstNonBlank returns the first byte of line that is neither a blank nor part
// of a byte-order mark; ok is false when there is none.
func firstNonBlank(line []byte) (c byte, ok bool) {
	for i := 0; i < len(line); i++ {
		switch c := line[i]; {
		case isBlank(c):
		case c == bom[0] && bytes.HasPrefix(line[i:], []byte(bom)):
			i += len(bom) - 1
		default:
			return c, true
		}
	}
	return 0, false
}

func isBlank(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'
}

// hasMarker reports whether line holds a word that is a game termination marker
// (gamefile.ResultMarker), inside comments or not: after one, the reader ends the
// game's move text.
func hasMarker(line []byte) bool {
	for _, w := range bytes.FieldsFunc(line, func(r rune) bool {
		return r < 0x80 && (isBlank(byte(r)) || strings.ContainsRune("{}();", r))
	}) {
		if _, ok := gamefile.ResultMarker(string(w)); ok {
			return true
		}
	}
	return false
}

// tagLike reports whether line starts with '[' after blanks and byte-order marks.
func tagLike(line []byte) bool {
	c, ok := firstNonBlank(line)
	return ok && c == '['
}

// moveText reports whether line holds move text outside comments: after its last
// '}' (all of it without one), before any ';' or "//", a character other than
// blanks, ')' and a byte-order mark.
func moveText(line []byte) bool {
	t := line
	if k := bytes.LastIndexByte(t, '}'); k >= 0 {
		t = t[k+1:]
	}
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case c == ';', c == '/' && i+1 < len(t) && t[i+1] == '/':
			return false
		case isBlank(c), c == ')':
		case c == bom[0] && bytes.HasPrefix(t[i:], []byte(bom)):
			i += len(bom) - 1
		default:
			return true
		}
	}
	return false
}
