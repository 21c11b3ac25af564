// Package fenmoves reads the record files of some xiangqi libraries and
// engines' test suites: a FEN on the first line, then the moves, one or more
// a line (any notation), or all on the first line after commas as
// "FEN, move move ..., result". It is a record format (pkg/notation/record):
// each file is one game, with the tags FEN (and Result when the line gives
// one). It knows no rules.
package fenmoves

import (
	"bufio"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/record"
)

func init() {
	record.RegisterFormat(&record.Format{Name: "fen-moves", Sniff: Sniff, NewReader: NewReader})
}

// Sniff reports whether head, the start of a file, begins with a FEN line:
// its first line's first word (after blanks and a byte-order mark) is a FEN
// board, at least 5 rows of letters, digits, '+' and '~' joined by '/'.
func Sniff(_ string, head []byte) bool {
	s := strings.TrimPrefix(string(head), "\uFEFF")
	if i := strings.IndexAny(s, "\r\n"); i >= 0 {
		s = s[:i]
	}
	f := strings.Fields(strings.SplitN(s, ",", 2)[0])
	return len(f) > 0 && isBoard(f[0])
}

func isBoard(w string) bool {
	if strings.Count(w, "/") < 4 {
		return false
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '/' || c == '+' || c == '~') {
			return false
		}
	}
	return true
}

type reader struct {
	r    io.Reader
	file string
	done bool
}

// NewReader reads the one game of r, named file in positions.
func NewReader(r io.Reader, file string) record.Reader { return &reader{r: r, file: file} }

// Next returns the file's game, then io.EOF.
func (rd *reader) Next() (*gamefile.RawGame, error) {
	if rd.done {
		return nil, io.EOF
	}
	rd.done = true
	sc := bufio.NewScanner(rd.r)
	sc.Buffer(make([]byte, 64<<10), gamefile.MaxLineBytes)
	sc.Split(scanLines)
	g := &gamefile.RawGame{Index: 1, Start: diag.Pos{File: rd.file, Line: 1, Col: 1}}
	num := 0
	for sc.Scan() {
		num++
		text := sc.Text()
		if num == 1 {
			text = strings.TrimPrefix(text, "\uFEFF")
			parts := strings.Split(text, ",")
			g.Tags = append(g.Tags, gamefile.Tag{Name: "FEN", Value: strings.TrimSpace(parts[0]), Pos: g.Start})
			col := utf8.RuneCountInString(parts[0]) + 2
			for i, p := range parts[1:] {
				if t := strings.TrimSpace(p); t != "" {
					if i == len(parts)-2 && len(parts) > 2 && isResult(t) {
						g.Tags = append(g.Tags, gamefile.Tag{Name: "Result", Value: t, Pos: g.Start})
					}
					lead := utf8.RuneCountInString(p) - utf8.RuneCountInString(strings.TrimLeft(p, " \t"))
					g.Movetext = append(g.Movetext, gamefile.Line{Text: t, Pos: diag.Pos{File: rd.file, Line: 1, Col: col + lead}})
				}
				col += utf8.RuneCountInString(p) + 1
			}
			continue
		}
		t := strings.TrimSpace(text)
		if t == "" {
			continue
		}
		lead := utf8.RuneCountInString(text) - utf8.RuneCountInString(strings.TrimLeft(text, " \t\u3000"))
		g.Movetext = append(g.Movetext, gamefile.Line{Text: t, Pos: diag.Pos{File: rd.file, Line: num, Col: lead + 1}})
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return g, nil
}

func isResult(s string) bool { return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*" }

// scanLines splits at LF, CRLF, a lone CR and NEL.
func scanLines(data []byte, atEOF bool) (int, []byte, error) {
	for i := 0; i < len(data); i++ {
		switch data[i] {
		case '\n':
			return i + 1, data[:i], nil
		case '\r':
			if i+1 < len(data) && data[i+1] == '\n' {
				return i + 2, data[:i], nil
			}
			if i+1 == len(data) && !atEOF {
				return 0, nil, nil
			}
			return i + 1, data[:i], nil
		case 0xC2:
			if i+1 < len(data) && data[i+1] == 0x85 {
				return i + 2, data[:i], nil
			}
		}
	}
	if atEOF && len(data) > 0 {
		return len(data), data, nil
	}
	return 0, nil, nil
}
