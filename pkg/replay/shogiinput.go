package replay

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/japanese"

	"github.com/gamecourier/courier/pkg/notation/csa"
	"github.com/gamecourier/courier/pkg/notation/kif"
	"github.com/gamecourier/courier/pkg/notation/kifu"
	"github.com/gamecourier/courier/pkg/notation/usi"
)

// maxRecordBytes bounds a shogi record file read whole (records are small: a
// long game in KIF is some tens of kilobytes).
const maxRecordBytes = 64 << 20

// recordFormat tells a shogi record's format from the file's extension (.kif,
// .kifu: "kif"; .ki2, .ki2u: "ki2"; .csa; .usi, .sfen: "usi"), else from its
// first bytes (recordFormatOf); "" for any other file (PGN, Game Courier).
func recordFormat(name string, head []byte) string {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".kif", ".kifu":
		return "kif"
	case ".ki2", ".ki2u":
		return "ki2"
	case ".csa":
		return "csa"
	case ".usi", ".sfen":
		return "usi"
	}
	return recordFormatOf(head)
}

// recordFormatOf tells a shogi record by its content: KIF's heading of the
// moves "手数----" or its header fields (手合割：, 先手：, 開始日時：) with
// Japanese moves; KI2's ▲/△ moves; CSA's version line V2, its PI or P1 board
// or its players N+; USI's "position startpos" / "position sfen" / "startpos
// moves" / "sfen " first line.
func recordFormatOf(head []byte) string {
	text, err := decodeRecord(head, true)
	if err != nil {
		return ""
	}
	first := ""
	for _, l := range strings.Split(text, "\n") {
		if t := strings.TrimSpace(strings.TrimPrefix(l, "\uFEFF")); t != "" && !strings.HasPrefix(t, "'") && !strings.HasPrefix(t, "#") {
			first = t
			break
		}
	}
	switch {
	case strings.HasPrefix(first, "["), strings.HasPrefix(first, "{"):
		return "" // PGN tags, a JSON document
	case strings.HasPrefix(first, "position startpos"), strings.HasPrefix(first, "position sfen"),
		strings.HasPrefix(first, "startpos moves"), strings.HasPrefix(first, "sfen "):
		return "usi"
	case first == "V2" || first == "V2.1" || first == "V2.2" || strings.HasPrefix(first, "N+") || strings.HasPrefix(first, "PI") ||
		strings.HasPrefix(first, "P1-") || strings.HasPrefix(first, "P1 ") || strings.HasPrefix(first, "$"):
		return "csa"
	case strings.Contains(text, "手数----") || strings.HasPrefix(strings.TrimPrefix(text, "\uFEFF"), "#KIF"):
		return "kif"
	case strings.Contains(text, "▲") || strings.Contains(text, "△"):
		return "ki2"
	case strings.Contains(text, "手合割：") || strings.Contains(text, "開始日時：") || strings.Contains(text, "先手："):
		return "kif"
	}
	return ""
}

// decodeRecord decodes a shogi record: UTF-8 (with or without a byte-order
// mark) when valid, else Shift_JIS (CP932); partial allows a cut last
// character (a file's first bytes). The error says the text is neither.
func decodeRecord(b []byte, partial bool) (string, error) {
	if utf8.Valid(b) {
		return string(b), nil
	}
	if partial {
		for cut := 1; cut <= 3 && cut < len(b); cut++ {
			if utf8.Valid(b[:len(b)-cut]) {
				return string(b[:len(b)-cut]), nil
			}
		}
	}
	out, err := japanese.ShiftJIS.NewDecoder().Bytes(b)
	if err != nil && partial && len(b) > 1 {
		out, err = japanese.ShiftJIS.NewDecoder().Bytes(b[:len(b)-1])
	}
	if err != nil {
		return "", fmt.Errorf("the text is neither UTF-8 nor Shift_JIS: %v", err)
	}
	return string(out), nil
}

// ParseRecords reads the shogi records of a file in format ("kif", "ki2",
// "csa", "usi"): KIF and KI2 hold one game, CSA games separated by "/", USI a
// game a line. name names the file in positions.
func ParseRecords(name, format string, data []byte) ([]*kifu.Record, error) {
	text, err := decodeRecord(data, false)
	if err != nil {
		return nil, err
	}
	text = strings.TrimPrefix(text, "\uFEFF")
	switch format {
	case "csa":
		return csa.Parse(name, text), nil
	case "usi":
		return usi.Parse(name, text), nil
	case "ki2":
		return []*kifu.Record{kif.Parse(name, text, "ki2")}, nil
	}
	return []*kifu.Record{kif.Parse(name, text, "")}, nil
}

// sniffRecords is called when a source is opened: when rd holds shogi records
// (recordFormat), it reads them all and returns them; else it returns a reader
// giving the same bytes as rd, for the game splitter.
func sniffRecords(name string, rd io.Reader) (recs []*kifu.Record, rest io.Reader, err error) {
	br := bufio.NewReaderSize(rd, 4096)
	head, _ := br.Peek(4096)
	format := recordFormat(name, head)
	if format == "" {
		return nil, br, nil
	}
	var buf bytes.Buffer
	if _, err := io.Copy(&buf, io.LimitReader(br, maxRecordBytes+1)); err != nil {
		return nil, nil, err
	}
	if buf.Len() > maxRecordBytes {
		return nil, nil, fmt.Errorf("a %s record over %d bytes", format, maxRecordBytes)
	}
	recs, err = ParseRecords(name, format, buf.Bytes())
	if err != nil {
		return nil, nil, err
	}
	return recs, nil, nil
}
