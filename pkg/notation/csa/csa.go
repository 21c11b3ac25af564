// Package csa reads and writes shogi records in the CSA format (versions 2 and
// 2.2): one statement a line, or several joined by ','; comments "'..."; the
// version "V2.2"; the players "N+name" / "N-name"; fields "$EVENT:..."; the start
// position as "PI" (the even game, then removals "82HI22KA"), rows "P1".."P9"
// (nine cells " * ", "+FU", "-KA") or pieces placed "P+63FU" / "P-00KI" (00: in
// hand; "00AL": all the pieces left), then "+" or "-" (the side to move); moves
// "+7776FU" (side, origin, target, the piece after the move; origin "00" for a
// drop); times "T12"; the endings "%TORYO", "%CHUDAN", "%SENNICHITE",
// "%JISHOGI", "%KACHI", "%TSUMI", "%FUZUMI", "%TIME_UP", "%ILLEGAL_MOVE",
// "%+ILLEGAL_ACTION", "%-ILLEGAL_ACTION", "%MATTA", "%MAX_MOVES", "%HIKIWAKE";
// "/" between the games of one file.
//
// It knows no rules: it gives kifu values.
package csa

import (
	"fmt"
	"strings"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/kifu"
)

// Move writes a move: "+7776FU", "-0023FU"; the piece is the piece after the
// move (Piece promoted when Promote), side c.
func Move(m kifu.Move, c kifu.Color) string {
	p := m.Piece
	if m.Promote && !p.IsPromoted() {
		p = p.Promoted()
	}
	from := "00"
	if !m.Drop {
		from = sq(m.From)
	}
	return "+-"[c:c+1] + from + sq(m.To) + p.CSA()
}

func sq(s kifu.Square) string { return string([]byte{byte('0' + s.File), byte('0' + s.Rank)}) }

// ParseMove reads one move statement "+7776FU" ("+"/"-", two digits of origin,
// "00" for a drop, two of target, the piece after the move).
func ParseMove(s string) (kifu.Move, error) {
	m := kifu.Move{Text: s}
	if len(s) != 7 || (s[0] != '+' && s[0] != '-') {
		return m, fmt.Errorf("%q: a CSA move is a side, two squares and a piece (+7776FU)", s)
	}
	for _, c := range []byte(s[1:5]) {
		if c < '0' || c > '9' {
			return m, fmt.Errorf("%q: a square is two digits 1-9 (00 the hand)", s)
		}
	}
	m.Colored = true
	if s[0] == '-' {
		m.Color = kifu.Gote
	}
	m.Piece = kifu.PieceOfCSA(s[5:7])
	if m.Piece == kifu.NoPiece {
		return m, fmt.Errorf("%q is no CSA piece name", s[5:7])
	}
	m.PieceAfter = true
	m.To = kifu.Square{File: int(s[3] - '0'), Rank: int(s[4] - '0')}
	if m.To.File == 0 || m.To.Rank == 0 {
		return m, fmt.Errorf("%q: the target %s is off the board", s, s[3:5])
	}
	if s[1:3] == "00" {
		m.Drop = true
		if m.Piece.IsPromoted() || m.Piece == kifu.King {
			return m, fmt.Errorf("%q drops a %s, which a hand never holds", s, s[5:7])
		}
		return m, nil
	}
	m.From = kifu.Square{File: int(s[1] - '0'), Rank: int(s[2] - '0')}
	if m.From.File == 0 || m.From.Rank == 0 {
		return m, fmt.Errorf("%q: the origin %s is off the board", s, s[1:3])
	}
	return m, nil
}

var endings = map[string]kifu.EndKind{
	"TORYO": kifu.EndResign, "CHUDAN": kifu.EndAbort, "SENNICHITE": kifu.EndRepetition,
	"JISHOGI": kifu.EndImpasse, "KACHI": kifu.EndDeclare, "TSUMI": kifu.EndMate, "FUZUMI": kifu.EndNoMate,
	"TIME_UP": kifu.EndTimeUp, "ILLEGAL_MOVE": kifu.EndIllegalLoss, "+ILLEGAL_ACTION": kifu.EndIllegalAct,
	"-ILLEGAL_ACTION": kifu.EndIllegalAct, "MATTA": kifu.EndMatta, "MAX_MOVES": kifu.EndMaxMoves,
	"HIKIWAKE": kifu.EndImpasse, "ERROR": kifu.EndAbort,
}

// Ending writes an ending statement ("%TORYO"); side is the side of an
// ILLEGAL_ACTION.
func Ending(e kifu.Ending) string {
	switch e.Kind {
	case kifu.EndIllegalAct:
		return "%" + "+-"[e.Side:e.Side+1] + "ILLEGAL_ACTION"
	case kifu.EndImpasse:
		return "%JISHOGI"
	case kifu.EndAbort:
		return "%CHUDAN"
	}
	for w, k := range endings {
		if k == e.Kind && w != "HIKIWAKE" && w != "ERROR" && w[0] != '+' && w[0] != '-' {
			return "%" + w
		}
	}
	return ""
}

// parser is the state of one file's reading.
type parser struct {
	file string
	recs []*kifu.Record
	rec  *kifu.Record
	// board: the position being set (P lines); moved: a move was read
	board  *kifu.Board
	moved  bool
	done   bool // the ending was read: the rest of the game is skipped
	failed bool // an error ended the game's moves
}

// Parse reads every game of a CSA file (text decoded, any line ends); file names
// it in positions. A statement that cannot be read ends its game's moves with an
// error in the record's Diags.
func Parse(file, text string) []*kifu.Record {
	p := &parser{file: file}
	for i, line := range splitLines(text) {
		p.line(i+1, line)
	}
	p.flush()
	return p.recs
}

// splitLines splits at CR LF, LF, CR and NEL.
func splitLines(s string) []string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	s = strings.ReplaceAll(s, "\u0085", "\n")
	return strings.Split(s, "\n")
}

func (p *parser) start(pos diag.Pos) {
	if p.rec == nil {
		p.rec = &kifu.Record{Format: "csa", Pos: pos, Index: len(p.recs) + 1}
	}
}

func (p *parser) flush() {
	if p.rec == nil {
		return
	}
	if p.rec.Start == nil {
		if p.board != nil {
			p.rec.Start = p.board
		} else {
			p.rec.Start = kifu.Even(9, 9)
		}
	}
	if e := &p.rec.Ending; e.Kind != kifu.EndNone && e.Kind != kifu.EndIllegalAct {
		e.Side = kifu.Color(len(p.rec.Moves) % 2) // the side to move at the ending
		if p.rec.Start.Turn == kifu.Gote {
			e.Side = e.Side.Other()
		}
	}
	if p.rec.Ending.Kind != kifu.EndNone {
		p.rec.Stated, p.rec.StatedPos = stated(p.rec.Ending), p.rec.Ending.Pos
	}
	p.recs = append(p.recs, p.rec)
	p.rec, p.board, p.moved, p.done, p.failed = nil, nil, false, false, false
}

func (p *parser) line(n int, line string) {
	pos := diag.Pos{File: p.file, Line: n, Col: 1}
	t := strings.TrimRight(line, " \t")
	if strings.TrimSpace(t) == "" || strings.HasPrefix(t, "'") {
		return
	}
	if t == "/" {
		p.flush()
		return
	}
	p.start(pos)
	// several statements joined by ','
	col := 1
	for _, st := range strings.Split(t, ",") {
		at := pos
		at.Col = col
		col += len([]rune(st)) + 1
		p.statement(at, st)
	}
}

func (p *parser) errf(at diag.Pos, format string, args ...any) {
	p.rec.Diags = append(p.rec.Diags, diag.Errorf(at, "record-syntax", format, args...))
	p.failed = true
}

func (p *parser) statement(at diag.Pos, st string) {
	if st == "" || p.failed {
		return
	}
	switch c := st[0]; {
	case c == 'V':
	case c == 'N' && len(st) > 1 && (st[1] == '+' || st[1] == '-'):
		name := "N+"
		if st[1] == '-' {
			name = "N-"
		}
		p.rec.Header = append(p.rec.Header, kifu.Field{Name: name, Value: st[2:], Pos: at})
	case c == '$':
		k, v, _ := strings.Cut(st[1:], ":")
		p.rec.Header = append(p.rec.Header, kifu.Field{Name: k, Value: v, Pos: at})
	case c == 'P':
		p.position(at, st)
	case (c == '+' || c == '-') && len(st) == 1:
		p.ensureBoard()
		p.board.Turn = kifu.Sente
		if c == '-' {
			p.board.Turn = kifu.Gote
		}
	case (c == '+' || c == '-') && !p.done:
		p.ensureBoard()
		m, err := ParseMove(st)
		if err != nil {
			p.errf(at, "%v", err)
			return
		}
		m.Pos = at
		if p.rec.Start == nil {
			p.rec.Start = p.board
		}
		p.moved = true
		p.rec.Moves = append(p.rec.Moves, m)
	case c == 'T' || c == '+' || c == '-':
		// a time, or moves after the ending (not read)
	case c == '%' && !p.done:
		w := st[1:]
		k, ok := endings[w]
		if !ok {
			p.errf(at, "%q is no CSA ending (%%TORYO, %%CHUDAN, ...)", st)
			return
		}
		e := kifu.Ending{Kind: k, Pos: at, Text: st}
		if k == kifu.EndIllegalAct {
			e.Side = kifu.Sente
			if w[0] == '-' {
				e.Side = kifu.Gote
			}
		}
		p.rec.Ending = e
		p.done = true
	case c == '%':
	default:
		p.errf(at, "%q is no CSA statement", st)
	}
}

func (p *parser) ensureBoard() {
	if p.board == nil {
		p.board = kifu.Even(9, 9)
	}
}

// position reads a P statement: PI, P1..P9, P+ / P-.
func (p *parser) position(at diag.Pos, st string) {
	if p.moved {
		p.errf(at, "%q: the position comes after the moves", st)
		return
	}
	if len(st) < 2 {
		p.errf(at, "%q is no position statement", st)
		return
	}
	switch c := st[1]; {
	case c == 'I':
		p.board = kifu.Even(9, 9)
		rest := st[2:]
		var removed []string
		for len(rest) >= 4 {
			s := kifu.Square{File: int(rest[0] - '0'), Rank: int(rest[1] - '0')}
			pc := kifu.PieceOfCSA(rest[2:4])
			if p.board.At(s).Piece != pc || pc == kifu.NoPiece {
				p.errf(at, "PI: %q removes a piece the even game has not there", rest[:4])
				return
			}
			p.board.Set(s, kifu.Cell{})
			removed = append(removed, rest[:4])
			rest = rest[4:]
		}
		if len(removed) > 0 {
			p.rec.Handicap = "PI" + strings.Join(removed, "")
		}
	case c >= '1' && c <= '9':
		if p.board == nil {
			p.board = kifu.NewBoard(9, 9)
		}
		r := int(c-'0') - 1
		cells := st[2:]
		if len(cells) < 27 {
			cells += strings.Repeat(" ", 27-len(cells)) // trailing blanks cut
		}
		for f := 0; f < 9; f++ {
			if strings.TrimSpace(cells[3*f:3*f+3]) == "" && len(strings.TrimSpace(cells[3*f:])) == 0 {
				p.errf(at, "%q: a row is nine cells of three characters", st)
				return
			}
			cell := cells[3*f : 3*f+3]
			if strings.TrimSpace(cell) == "*" {
				p.board.Cells[r][f] = kifu.Cell{}
				continue
			}
			pc := kifu.PieceOfCSA(cell[1:])
			if pc == kifu.NoPiece || (cell[0] != '+' && cell[0] != '-') {
				p.errf(at, "%q in row P%c is no piece (+FU, -KA, ' * ')", cell, c)
				return
			}
			col := kifu.Sente
			if cell[0] == '-' {
				col = kifu.Gote
			}
			p.board.Cells[r][f] = kifu.Cell{Piece: pc, Color: col}
		}
	case c == '+' || c == '-':
		if p.board == nil {
			p.board = kifu.NewBoard(9, 9)
		}
		col := kifu.Sente
		if c == '-' {
			col = kifu.Gote
		}
		rest := st[2:]
		for len(rest) >= 4 {
			pc := kifu.PieceOfCSA(rest[2:4])
			s := kifu.Square{File: int(rest[0] - '0'), Rank: int(rest[1] - '0')}
			switch {
			case rest[:4] == "00AL":
				p.allRest(col)
			case pc == kifu.NoPiece:
				p.errf(at, "%q is no CSA piece name", rest[2:4])
				return
			case s.File == 0 && s.Rank == 0:
				p.board.Hands[col][pc.Base()]++
			default:
				p.board.Set(s, kifu.Cell{Piece: pc, Color: col})
			}
			rest = rest[4:]
		}
	default:
		p.errf(at, "%q is no position statement", st)
	}
}

// allRest puts every piece not on the board nor in a hand into col's hand (the
// kings excepted): CSA's "00AL".
func (p *parser) allRest(col kifu.Color) {
	total := map[kifu.Piece]int{kifu.Pawn: 18, kifu.Lance: 4, kifu.Knight: 4, kifu.Silver: 4, kifu.Gold: 4, kifu.Bishop: 2, kifu.Rook: 2}
	for _, row := range p.board.Cells {
		for _, c := range row {
			total[c.Piece.Base()]--
		}
	}
	for c := range 2 {
		for pc := range total {
			total[pc] -= p.board.Hands[c][pc]
		}
	}
	for pc, n := range total {
		if n > 0 && pc != kifu.King {
			p.board.Hands[col][pc] += n
		}
	}
}

// stated is the result an ending gives (the side to move loses by %TORYO, ...;
// as kif.Stated).
func stated(e kifu.Ending) string {
	switch e.Kind {
	case kifu.EndResign, kifu.EndMate, kifu.EndTimeUp, kifu.EndIllegalLoss, kifu.EndMatta, kifu.EndIllegalAct:
		return e.Side.Other().Result()
	case kifu.EndDeclare:
		return e.Side.Result()
	case kifu.EndRepetition, kifu.EndImpasse, kifu.EndMaxMoves:
		return "1/2-1/2"
	}
	return "*"
}
