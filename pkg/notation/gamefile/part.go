package gamefile

import (
	"io"
	"strings"
)

// Start says where a Reader made by NewReaderFrom begins inside a file whose
// earlier bytes it does not read (a byte range of a shard, see pkg/shard).
type Start struct {
	// Line is the 1-based number of the first line read.
	Line int
	// Games is the number of games of the file before the first byte read: the
	// first game read is game Games+1.
	Games int
	// End is the file's line end byte, '\n' or '\r' (LineEnd of its first block).
	End byte
}

// NewReaderFrom reads games from r, the bytes of a file from a line start on:
// lines are numbered from st.Line and games from st.Games+1, lines end with
// st.End, and the first block is not checked for text (the file's first block
// was: NotText). A byte-order mark at the start of r counts as a character in
// columns, as it does anywhere but at the start of a file. Reading from a line
// where the reader on the whole file would start a game with nothing carried over
// (the sync points of pkg/shard) gives the games that reader gives from there.
func NewReaderFrom(r io.Reader, file string, st Start) *Reader {
	end := st.End
	if end != '\r' {
		end = '\n'
	}
	line := max(st.Line, 1)
	return &Reader{src: lineSource{r: r, end: end}, file: file, num: line - 1, index: max(st.Games, 0), fileMark: line > 1}
}

// LineEnd returns the line end the reader uses for a file whose first block
// (its first 64 KiB, or the whole file when shorter) is block: '\r' when it holds
// a CR and no LF (old Mac files), 0x85 when it holds neither but a NEL (U+0085,
// in UTF-8 the bytes 0xC2 0x85: lines end there), else '\n'.
func LineEnd(block []byte) byte { return lineEnd(string(block)) }

func lineEnd(block string) byte {
	switch {
	case strings.IndexByte(block, '\n') >= 0:
		return '\n'
	case strings.IndexByte(block, '\r') >= 0:
		return '\r'
	case strings.Contains(block, nel):
		return nelByte
	}
	return '\n'
}

// FirstBlock is the number of bytes at the start of a file that decide its line
// end (LineEnd) and whether it is text (NotText).
const FirstBlock = chunkSize

// NotText returns the error (wrapping ErrNotText) that Next returns for a file
// whose first block is block, or nil when the file is text.
func NotText(block []byte) error { return notText(string(block)) }

// TagPairAt reports whether text, a line without its line end, starts with a
// well-formed tag pair `[Name "value"]` at its first byte: the lines the reader
// takes as tag lines, a forum wrapper such as "[pgn]" excepted.
func TagPairAt(text string) bool {
	if text == "" || text[0] != '[' {
		return false
	}
	_, _, _, bad := parseTag(text, 0, false)
	return bad == ""
}
