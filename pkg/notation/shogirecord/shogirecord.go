// Package shogirecord tells shogi record files (KIF, KI2, CSA, USI) by their
// name and first bytes, reads them into kifu.Records with the readers of
// pkg/notation/kif, csa and usi, and registers them as record formats
// (pkg/notation/record) whose games carry a Format tag, a FEN tag for a start
// other than the even 9x9 game, the stated Result and one move word a line,
// for the readers of the record table (courier convert). The replay reads
// them as kifu.Records itself (pkg/replay ReplayRecord), which keeps their
// endings. It knows no rules.
package shogirecord

import (
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/japanese"

	"github.com/gamecourier/courier/pkg/notation/csa"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/kif"
	"github.com/gamecourier/courier/pkg/notation/kifu"
	"github.com/gamecourier/courier/pkg/notation/record"
	"github.com/gamecourier/courier/pkg/notation/usi"
)

// MaxBytes bounds a shogi record file read whole (a long game in KIF is some
// tens of kilobytes).
const MaxBytes = 64 << 20

// Formats are the record formats, as Format names them.
var Formats = []string{"kif", "ki2", "csa", "usi"}

func init() {
	for _, f := range Formats {
		name := f
		record.RegisterFormat(&record.Format{
			Name:  name,
			Sniff: func(file string, head []byte) bool { return Format(file, head) == name },
			NewReader: func(r io.Reader, file string) record.Reader {
				return &reader{r: r, file: file, format: name}
			},
		})
	}
}

// Format tells a shogi record's format from the file's name (.kif, .kifu:
// "kif"; .ki2, .ki2u: "ki2"; .csa; .usi, .sfen: "usi"; after a compression
// ending), else from its first bytes head (FormatOf); "" for any other file.
func Format(name string, head []byte) string {
	low := strings.ToLower(name)
	for _, c := range []string{".gz", ".bz2", ".xz", ".zst"} {
		low = strings.TrimSuffix(low, c)
	}
	switch filepath.Ext(low) {
	case ".kif", ".kifu":
		return "kif"
	case ".ki2", ".ki2u":
		return "ki2"
	case ".csa":
		return "csa"
	case ".usi", ".sfen":
		return "usi"
	}
	return FormatOf(head)
}

// FormatOf tells a shogi record by its first bytes: KIF's heading of the moves
// "手数----" or "#KIF", or its header fields (手合割：, 開始日時：, 先手：)
// without ▲/△ moves; KI2's ▲/△ moves; CSA's version line V2, its PI or P1 board,
// its players N+ or a $ field first; USI's "position startpos" / "position
// sfen" / "startpos moves" / "sfen " first line; "" for anything else (a PGN
// file starts with a tag "[").
func FormatOf(head []byte) string {
	text, err := Decode(head, true)
	if err != nil {
		return ""
	}
	text = strings.TrimPrefix(text, "\uFEFF")
	first := ""
	for _, l := range strings.Split(text, "\n") {
		if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "'") && !strings.HasPrefix(t, "#") {
			first = t
			break
		}
	}
	switch {
	case strings.HasPrefix(first, "["), strings.HasPrefix(first, "{"):
		return ""
	case strings.HasPrefix(first, "position startpos"), strings.HasPrefix(first, "position sfen"),
		strings.HasPrefix(first, "startpos moves"), strings.HasPrefix(first, "sfen "):
		return "usi"
	case first == "V2" || first == "V2.1" || first == "V2.2" || strings.HasPrefix(first, "N+") || strings.HasPrefix(first, "PI") ||
		strings.HasPrefix(first, "P1-") || strings.HasPrefix(first, "P1 ") || strings.HasPrefix(first, "$"):
		return "csa"
	case strings.Contains(text, "手数----") || strings.HasPrefix(text, "#KIF"):
		return "kif"
	case strings.Contains(text, "▲") || strings.Contains(text, "△"):
		return "ki2"
	case strings.Contains(text, "手合割：") || strings.Contains(text, "開始日時：") || strings.Contains(text, "先手："):
		return "kif"
	}
	return ""
}

// Decode decodes a shogi record: UTF-8 (with or without a byte-order mark)
// when valid, else Shift_JIS (CP932); partial allows a cut last character (a
// file's first bytes). The error says the text is neither.
func Decode(b []byte, partial bool) (string, error) {
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

// Parse reads the shogi records of a file in format ("kif", "ki2", "csa",
// "usi"): KIF and KI2 hold one game, CSA games separated by "/", USI a game a
// line. name names the file in positions.
func Parse(name, format string, data []byte) ([]*kifu.Record, error) {
	text, err := Decode(data, false)
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

// ReadAll reads a whole shogi record file from r (at most MaxBytes) and parses
// it (Parse).
func ReadAll(r io.Reader, name, format string) ([]*kifu.Record, error) {
	var buf bytes.Buffer
	if _, err := io.Copy(&buf, io.LimitReader(r, MaxBytes+1)); err != nil {
		return nil, err
	}
	if buf.Len() > MaxBytes {
		return nil, fmt.Errorf("a %s record over %d bytes", format, MaxBytes)
	}
	return Parse(name, format, buf.Bytes())
}

// pgnWord is a move text as one word of PGN move text (as match.PGNWord: no
// blank after 同, KIF's origin without parentheses).
func pgnWord(text string) string {
	text = strings.Replace(text, "同　", "同", 1)
	if i := strings.LastIndexByte(text, '('); i >= 0 && strings.HasSuffix(text, ")") {
		text = text[:i] + text[i+1:len(text)-1]
	}
	return text
}

// reader gives the records of one file as games of the record table.
type reader struct {
	r      io.Reader
	file   string
	format string
	recs   []*kifu.Record
	read   bool
}

// Next returns the next record as a game: tags Format, FEN (a start other than
// the even 9x9 game), Result (the stated result) and the header fields
// (先手 as White, 後手 as Black, 棋戦 as Event, 場所 as Site); one move-text line
// a move (its text as one PGN word: "同歩23" for "同　歩(23)", since PGN splits
// at the blank and reads parentheses as a variation), then the result word.
func (rd *reader) Next() (*gamefile.RawGame, error) {
	if !rd.read {
		rd.read = true
		recs, err := ReadAll(rd.r, rd.file, rd.format)
		if err != nil {
			return nil, err
		}
		rd.recs = recs
	}
	if len(rd.recs) == 0 {
		return nil, io.EOF
	}
	rec := rd.recs[0]
	rd.recs = rd.recs[1:]
	return Game(rec), nil
}

// Game is a record as a game of the record table (see reader.Next).
func Game(rec *kifu.Record) *gamefile.RawGame {
	g := &gamefile.RawGame{Index: rec.Index, Start: rec.Pos, Diags: rec.Diags}
	tag := func(n, v string) { g.Tags = append(g.Tags, gamefile.Tag{Name: n, Value: v, Pos: rec.Pos}) }
	tag("Format", rec.Format)
	for _, f := range rec.Header {
		switch f.Name {
		case "先手", "下手", "N+":
			tag("White", f.Value)
		case "後手", "上手", "N-":
			tag("Black", f.Value)
		case "棋戦", "EVENT":
			tag("Event", f.Value)
		case "場所", "SITE":
			tag("Site", f.Value)
		}
	}
	if rec.Start != nil && rec.Start.FEN() != kifu.Even(9, 9).FEN() {
		tag("FEN", rec.Start.FEN())
	}
	res := rec.Stated
	if res == "" {
		res = "*"
	}
	tag("Result", res)
	for _, m := range rec.Moves {
		g.Movetext = append(g.Movetext, gamefile.Line{Text: pgnWord(m.Text), Pos: m.Pos})
	}
	end := rec.Pos
	if rec.Ending.Pos.IsValid() {
		end = rec.Ending.Pos
	}
	g.Movetext = append(g.Movetext, gamefile.Line{Text: res, Pos: end})
	return g
}
