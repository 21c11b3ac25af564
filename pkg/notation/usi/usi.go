// Package usi reads and writes shogi moves and positions as the Universal Shogi
// Interface writes them: moves "7g7f" (file digit 1.., rank letter a.. from the
// top), "8h2b+" (promotes), "P*5e" (a drop, upper-case piece letter); SFEN
// positions "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
// and records, one game a line: "position startpos moves 7g7f 3c3d",
// "startpos moves ...", "sfen <SFEN> moves ...", "position sfen <SFEN> moves ...",
// or the moves alone.
//
// It knows no rules: it gives kifu.Move and kifu.Board values.
package usi

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/kifu"
)

// ParseMove reads one USI move. A board move has no piece (kifu.NoPiece); a drop
// has its piece and Drop. The error says what is wrong, at which byte.
func ParseMove(s string) (kifu.Move, error) {
	m := kifu.Move{Text: s}
	if len(s) >= 4 && s[1] == '*' {
		p := kifu.PieceOfLabel(string(s[0]))
		if p == kifu.NoPiece || p == kifu.King || s[0] < 'A' || s[0] > 'Z' {
			return m, fmt.Errorf("%q is no piece to drop (P, L, N, S, G, B, R)", s[:1])
		}
		to, ok := square(s[2:4])
		if !ok || len(s) != 4 {
			return m, fmt.Errorf("%q: a drop is a piece letter, '*' and a square (P*5e)", s)
		}
		m.Piece, m.Drop, m.To = p, true, to
		return m, nil
	}
	if len(s) != 4 && !(len(s) == 5 && s[4] == '+') {
		return m, fmt.Errorf("%q: a USI move is two squares (7g7f), '+' to promote (8h2b+), or a drop (P*5e)", s)
	}
	from, ok1 := square(s[0:2])
	to, ok2 := square(s[2:4])
	if !ok1 || !ok2 {
		return m, fmt.Errorf("%q: a square is a file digit 1-9 and a rank letter a-i (7g)", s)
	}
	m.From, m.To, m.Promote = from, to, len(s) == 5
	return m, nil
}

func square(s string) (kifu.Square, bool) {
	if len(s) != 2 || s[0] < '1' || s[0] > '9' || s[1] < 'a' || s[1] > 'i' {
		return kifu.Square{}, false
	}
	return kifu.Square{File: int(s[0] - '0'), Rank: int(s[1]-'a') + 1}, true
}

// Square writes a square: "7g".
func Square(s kifu.Square) string {
	return string([]byte{byte('0' + s.File), byte('a' + s.Rank - 1)})
}

// Move writes a move: From, To and Promote, or Drop with Piece and To.
func Move(m kifu.Move) string {
	if m.Drop {
		return m.Piece.Base().Label() + "*" + Square(m.To)
	}
	s := Square(m.From) + Square(m.To)
	if m.Promote {
		s += "+"
	}
	return s
}

// ParseSFEN reads an SFEN position: the board (ranks from the top separated by
// '/', files from 9 down, digits for empty squares, '+' before a promoted piece,
// upper case sente), the side to move ("b" sente, "w" gote), the hands ("-" or
// counts and letters, "2P3p") and an optional move number. Any board of 1 to 9
// files and ranks is read.
func ParseSFEN(fields []string) (*kifu.Board, error) {
	if len(fields) < 1 {
		return nil, fmt.Errorf("an SFEN needs a board")
	}
	rows := strings.Split(fields[0], "/")
	if len(rows) < 1 || len(rows) > 9 {
		return nil, fmt.Errorf("the SFEN board %q has %d ranks", fields[0], len(rows))
	}
	var cells [][]kifu.Cell
	for _, row := range rows {
		var line []kifu.Cell
		for i := 0; i < len(row); i++ {
			c := row[i]
			switch {
			case c >= '1' && c <= '9':
				for range int(c - '0') {
					line = append(line, kifu.Cell{})
				}
			case c == '+' && i+1 < len(row):
				p := kifu.PieceOfLabel("+" + strings.ToUpper(row[i+1:i+2]))
				if p == kifu.NoPiece {
					return nil, fmt.Errorf("%q in the SFEN board is no promoted piece", row[i:i+2])
				}
				line = append(line, kifu.Cell{Piece: p, Color: colorOf(row[i+1])})
				i++
			default:
				p := kifu.PieceOfLabel(strings.ToUpper(string(c)))
				if p == kifu.NoPiece {
					return nil, fmt.Errorf("%q in the SFEN board is no piece", string(c))
				}
				line = append(line, kifu.Cell{Piece: p, Color: colorOf(c)})
			}
		}
		cells = append(cells, line)
	}
	files := len(cells[0])
	for _, l := range cells {
		if len(l) != files || files > 9 {
			return nil, fmt.Errorf("the SFEN board %q has ranks of different lengths", fields[0])
		}
	}
	b := kifu.NewBoard(files, len(cells))
	b.Cells = cells
	if len(fields) > 1 {
		switch fields[1] {
		case "b":
		case "w":
			b.Turn = kifu.Gote
		default:
			return nil, fmt.Errorf("the side to move %q is not b or w", fields[1])
		}
	}
	if len(fields) > 2 && fields[2] != "-" {
		n := 0
		for _, c := range []byte(fields[2]) {
			if c >= '0' && c <= '9' {
				n = n*10 + int(c-'0')
				continue
			}
			p := kifu.PieceOfLabel(strings.ToUpper(string(c)))
			if p == kifu.NoPiece || p == kifu.King {
				return nil, fmt.Errorf("%q in the SFEN hands is no piece", string(c))
			}
			b.Hands[colorOf(c)][p] += max(n, 1)
			n = 0
		}
	}
	return b, nil
}

func colorOf(c byte) kifu.Color {
	if c >= 'a' && c <= 'z' {
		return kifu.Gote
	}
	return kifu.Sente
}

// SFEN writes b as an SFEN with move number 1.
func SFEN(b *kifu.Board) string {
	var s strings.Builder
	for r, row := range b.Cells {
		if r > 0 {
			s.WriteByte('/')
		}
		empty := 0
		for _, c := range row {
			if c.Piece == kifu.NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				s.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			l := c.Piece.Label()
			if c.Color == kifu.Gote {
				l = strings.ToLower(l)
			}
			s.WriteString(l)
		}
		if empty > 0 {
			s.WriteString(strconv.Itoa(empty))
		}
	}
	s.WriteString([]string{" b ", " w "}[b.Turn])
	hands := ""
	for c := kifu.Sente; c <= kifu.Gote; c++ {
		for _, p := range kifu.HandPieces {
			n := b.Hands[c][p]
			if n == 0 {
				continue
			}
			if n > 1 {
				hands += strconv.Itoa(n)
			}
			l := p.Label()
			if c == kifu.Gote {
				l = strings.ToLower(l)
			}
			hands += l
		}
	}
	if hands == "" {
		hands = "-"
	}
	s.WriteString(hands + " 1")
	return s.String()
}

// Parse reads a USI record file: every non-blank line not starting with '#'
// is one game. file names it in positions.
func Parse(file, text string) []*kifu.Record {
	var recs []*kifu.Record
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimRight(line, "\r")
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		rec := ParseLine(diag.Pos{File: file, Line: i + 1, Col: 1}, line)
		rec.Index = len(recs) + 1
		recs = append(recs, rec)
	}
	return recs
}

// ParseLine reads one game written on one line at pos (see the package comment).
// A word that is no move ends the moves with an error in rec.Diags.
func ParseLine(pos diag.Pos, line string) *kifu.Record {
	rec := &kifu.Record{Format: "usi", Pos: pos, Start: kifu.Even(9, 9)}
	words, cols := fields(line)
	i := 0
	if i < len(words) && words[i] == "position" {
		i++
	}
	switch {
	case i < len(words) && words[i] == "startpos":
		rec.VariantStart = true
		i++
	case i < len(words) && words[i] == "sfen":
		j := i + 1
		for j < len(words) && words[j] != "moves" {
			j++
		}
		b, err := ParseSFEN(words[i+1 : j])
		if err != nil {
			at := pos
			at.Col = cols[i]
			rec.Diags = append(rec.Diags, diag.Errorf(at, "record-syntax", "the SFEN: %v", err))
			return rec
		}
		rec.Start, rec.Handicap = b, "sfen"
		i = j
	}
	if i < len(words) && words[i] == "moves" {
		i++
	}
	for ; i < len(words); i++ {
		at := pos
		at.Col = cols[i]
		if e, ok := endings[words[i]]; ok {
			rec.Ending = kifu.Ending{Kind: e, Pos: at, Text: words[i]}
			break
		}
		m, err := ParseMove(words[i])
		if err != nil {
			rec.Diags = append(rec.Diags, diag.Errorf(at, "record-syntax", "%v", err))
			break
		}
		m.Pos = at
		rec.Moves = append(rec.Moves, m)
	}
	return rec
}

// endings are the words of USI's game-over lines that a record may end with.
var endings = map[string]kifu.EndKind{"resign": kifu.EndResign, "win": kifu.EndDeclare}

// fields splits s at blanks, with the 1-based column (in characters) of each word.
func fields(s string) (words []string, cols []int) {
	col, start := 1, -1
	startCol := 0
	for i, r := range s {
		if r == ' ' || r == '\t' || r == '　' {
			if start >= 0 {
				words, cols = append(words, s[start:i]), append(cols, startCol)
				start = -1
			}
		} else if start < 0 {
			start, startCol = i, col
		}
		col++
	}
	if start >= 0 {
		words, cols = append(words, s[start:]), append(cols, startCol)
	}
	return words, cols
}
