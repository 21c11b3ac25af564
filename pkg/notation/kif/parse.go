package kif

import (
	"strings"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/kifu"
)

// parser is the state of one record's reading.
type parser struct {
	file string
	rec  *kifu.Record
	// board: the diagram being read (nil: none)
	board *kifu.Board
	// hands as the header gives them, applied to the start at the end
	hands [2][]handField
	// first: the number of the first move (手数＝N: the moves before it are
	// not written); ply: the next ply expected
	ply int
	// over: the main line is over (a termination, a variation); the rest is
	// skipped
	over bool
	// turn: the side to move given by 先手番/後手番 (-1 none)
	turn int
	// ki2: KI2 move lines were met
	ki2 bool
}

type handField struct {
	text string
	pos  diag.Pos
}

// Parse reads one KIF or KI2 record (text decoded, any line ends: CR LF, LF,
// CR, NEL; a byte-order mark skipped). file names it in positions; format is
// "kif" or "ki2" as the file's extension says ("" to tell from the lines).
// Lines that cannot be read get a warning, or, among the moves, an error that
// ends the main line.
func Parse(file, text, format string) *kifu.Record {
	p := &parser{file: file, rec: &kifu.Record{Format: format, Index: 1}, ply: 1, turn: -1}
	text = strings.TrimPrefix(text, "\uFEFF")
	for i, line := range splitLines(text) {
		p.line(diag.Pos{File: file, Line: i + 1, Col: 1}, line)
	}
	p.finish()
	return p.rec
}

func splitLines(s string) []string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	s = strings.ReplaceAll(s, "\u0085", "\n")
	return strings.Split(s, "\n")
}

func (p *parser) warn(at diag.Pos, format string, args ...any) {
	p.rec.Diags = append(p.rec.Diags, diag.Warnf(at, "record-skipped", format, args...))
}

func (p *parser) errf(at diag.Pos, format string, args ...any) {
	p.rec.Diags = append(p.rec.Diags, diag.Errorf(at, "record-syntax", format, args...))
	p.over = true
}

func (p *parser) line(pos diag.Pos, line string) {
	t := strings.TrimRight(line, " \t　")
	trimmed := strings.TrimLeft(t, " \t　")
	if p.rec.Pos.Line == 0 && trimmed != "" {
		p.rec.Pos = pos
	}
	switch {
	case trimmed == "":
		return
	case strings.HasPrefix(trimmed, "#"), strings.HasPrefix(trimmed, "*"), strings.HasPrefix(trimmed, "&"):
		return // skipped, a comment, a bookmark
	case strings.HasPrefix(trimmed, "変化"):
		p.over = true
		p.rec.Variations++
		return
	}
	if p.over {
		p.summary(pos, trimmed) // a まで line after the termination
		return
	}
	if p.boardLine(pos, t) {
		return
	}
	switch trimmed {
	case "先手番", "下手番":
		p.turn = int(kifu.Sente)
		return
	case "後手番", "上手番":
		p.turn = int(kifu.Gote)
		return
	}
	if strings.HasPrefix(trimmed, "手数") && !strings.ContainsAny(trimmed, "＝=") {
		return // the heading of the moves: "手数----指手---------消費時間--"
	}
	if strings.HasPrefix(trimmed, "まで") {
		p.summary(pos, trimmed)
		return
	}
	if strings.HasPrefix(trimmed, "▲") || strings.HasPrefix(trimmed, "△") || strings.HasPrefix(trimmed, "☗") || strings.HasPrefix(trimmed, "☖") || strings.HasPrefix(trimmed, "▽") {
		p.ki2Line(pos, t)
		return
	}
	if c := trimmed[0]; c >= '0' && c <= '9' {
		p.kifLine(pos, t)
		return
	}
	if k, v, ok := cutField(trimmed); ok {
		p.field(pos, k, v)
		return
	}
	if k, ok := terminations[trimmed]; ok && p.ki2 {
		p.end(pos, k, trimmed)
		return
	}
	p.warn(pos, "the line %q is no header field, board row or move: skipped", clip(trimmed))
}

// cutField splits "名前：値" (full-width or ASCII colon).
func cutField(s string) (k, v string, ok bool) {
	i := strings.Index(s, "：")
	n := len("：")
	if j := strings.IndexByte(s, ':'); j >= 0 && (i < 0 || j < i) {
		i, n = j, 1
	}
	if i <= 0 {
		return "", "", false
	}
	return strings.TrimSpace(s[:i]), strings.Trim(s[i+n:], " \t　"), true
}

func clip(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "..."
	}
	return s
}

func (p *parser) field(pos diag.Pos, k, v string) {
	p.rec.Header = append(p.rec.Header, kifu.Field{Name: k, Value: v, Pos: pos})
	switch k {
	case "手合割":
		v = strings.Trim(v, " 　")
		if v == "" {
			return
		}
		b, ok := kifu.Handicap(v)
		if !ok {
			if v != "その他" {
				p.warn(pos, "the handicap %q is not a standard one: the board diagram or the even game is the start", v)
			}
			return
		}
		if p.board == nil {
			p.rec.Start = b
		}
		if v != "平手" {
			p.rec.Handicap = v
		}
	case "先手の持駒", "下手の持駒":
		p.hands[kifu.Sente] = append(p.hands[kifu.Sente], handField{v, pos})
	case "後手の持駒", "上手の持駒":
		p.hands[kifu.Gote] = append(p.hands[kifu.Gote], handField{v, pos})
	case "手数":
		if n, ok := number(v); ok && n >= 0 {
			p.ply = n + 1
		}
	}
}

// boardLine reads a line of a board diagram: the file numbers, a border, or a
// row "| ・ ・v玉 ...|一". It reports whether the line was one.
func (p *parser) boardLine(pos diag.Pos, t string) bool {
	s := strings.TrimLeft(t, " 　")
	switch {
	case strings.HasPrefix(s, "+--") || strings.HasPrefix(s, "+ --"):
		return true
	case strings.HasPrefix(s, "９ ８") || strings.HasPrefix(s, "9 8") || strings.HasPrefix(s, "５ ４"):
		return true
	case !strings.HasPrefix(s, "|"):
		return false
	}
	body := s[1:]
	end := strings.LastIndex(body, "|")
	if end < 0 {
		p.errf(pos, "the board row %q is not closed by '|'", clip(s))
		return true
	}
	body = body[:end]
	var cells []kifu.Cell
	rs := []rune(body)
	for i := 0; i+1 < len(rs); i += 2 {
		mark, name := rs[i], string(rs[i+1])
		if name == "・" || name == "　" {
			cells = append(cells, kifu.Cell{})
			continue
		}
		pc, _ := kifu.PieceOfKanji(name)
		if pc == kifu.NoPiece || (mark != ' ' && mark != 'v' && mark != '^' && mark != 'V') {
			p.errf(pos, "%q in the board row is no piece (v歩 for gote's pawn, ' 歩' for sente's, ' ・' empty)", string(rs[i:i+2]))
			return true
		}
		c := kifu.Sente
		if mark == 'v' || mark == 'V' {
			c = kifu.Gote
		}
		cells = append(cells, kifu.Cell{Piece: pc, Color: c})
	}
	if p.board == nil {
		p.board = kifu.NewBoard(len(cells), 0)
		p.board.Cells = nil
	}
	if len(cells) != p.board.Files {
		p.errf(pos, "the board row has %d squares, the first row %d", len(cells), p.board.Files)
		return true
	}
	p.board.Cells = append(p.board.Cells, cells)
	p.board.Ranks = len(p.board.Cells)
	return true
}

// kifLine reads a KIF move line "   1 ７六歩(77)   ( 0:03/00:00:03)+".
func (p *parser) kifLine(pos diag.Pos, t string) {
	i := 0
	for i < len(t) && (t[i] == ' ' || t[i] == '\t') {
		i++
	}
	j := i
	for j < len(t) && t[j] >= '0' && t[j] <= '9' {
		j++
	}
	n, _ := number(t[i:j])
	for j < len(t) && (t[j] == ' ' || t[j] == '\t') {
		j++
	}
	rest := t[j:]
	text := rest
	if k := strings.IndexAny(rest, " \t"); k >= 0 {
		text = rest[:k]
		if text == "同" { // "同 歩(23)": an ASCII blank after 同
			r2 := strings.TrimLeft(rest[k:], " \t")
			if k2 := strings.IndexAny(r2, " \t"); k2 >= 0 {
				r2 = r2[:k2]
			}
			text = "同　" + r2
		}
	}
	text = strings.TrimSuffix(text, "+") // the mark of a variation
	at := pos
	at.Col = width(t[:j]) + 1
	if n != p.ply {
		p.warn(at, "move number %d where %d was expected: read as ply %d", n, p.ply, p.ply)
	}
	if k, ok := terminations[text]; ok {
		p.end(at, k, text)
		return
	}
	m, err := ParseMove(text)
	if err != nil {
		p.errf(at, "%v", err)
		return
	}
	m.Pos = at
	p.rec.Moves = append(p.rec.Moves, m)
	p.ply++
	if p.rec.Format == "" {
		p.rec.Format = "kif"
	}
}

// ki2Line reads a KI2 line of moves "▲７六歩    △３四歩".
func (p *parser) ki2Line(pos diag.Pos, t string) {
	p.ki2 = true
	if p.rec.Format == "" {
		p.rec.Format = "ki2"
	}
	col := 1
	for _, w := range splitKI2(t) {
		at := pos
		at.Col = col + width(t[:w.off])
		if k, ok := terminations[w.text]; ok {
			p.end(at, k, w.text)
			return
		}
		m, err := ParseMove(w.text)
		if err != nil {
			p.errf(at, "%v", err)
			return
		}
		m.Pos = at
		p.rec.Moves = append(p.rec.Moves, m)
		p.ply++
	}
}

type word struct {
	text string
	off  int
}

// splitKI2 splits a KI2 line at the side marks (a move may hold a full-width
// blank after 同) and blanks.
func splitKI2(t string) []word {
	var ws []word
	start := -1
	flush := func(end int) {
		if start >= 0 {
			if s := strings.Trim(t[start:end], " \t　"); s != "" {
				ws = append(ws, word{s, start})
			}
		}
		start = -1
	}
	for i, r := range t {
		switch r {
		case '▲', '△', '☗', '☖', '▽':
			flush(i)
			start = i
		case ' ', '\t':
			flush(i)
		case '　':
			if start >= 0 && !strings.HasSuffix(t[start:i], "同") {
				flush(i)
			}
		default:
			if start < 0 {
				start = i
			}
		}
	}
	flush(len(t))
	return ws
}

// end records a termination at pos.
func (p *parser) end(pos diag.Pos, k kifu.EndKind, text string) {
	p.rec.Ending = kifu.Ending{Kind: k, Pos: pos, Text: text}
	p.over = true
}

// summary reads "まで64手で先手の勝ち" (and the forms of other programs): the
// result the record states, and, in KI2, the ending.
func (p *parser) summary(pos diag.Pos, s string) {
	if !strings.HasPrefix(s, "まで") {
		return
	}
	i := strings.Index(s, "手")
	if i < 0 {
		return
	}
	plies, _ := number(strings.TrimSpace(s[len("まで"):i]))
	what := strings.TrimPrefix(s[i+len("手"):], "で")
	p.rec.StatedPos = pos
	side := func(w string) (kifu.Color, bool) {
		switch {
		case strings.HasPrefix(w, "先手"), strings.HasPrefix(w, "下手"), strings.HasPrefix(w, "▲"), strings.HasPrefix(w, "☗"):
			return kifu.Sente, true
		case strings.HasPrefix(w, "後手"), strings.HasPrefix(w, "上手"), strings.HasPrefix(w, "△"), strings.HasPrefix(w, "☖"):
			return kifu.Gote, true
		}
		return 0, false
	}
	// the mover of the last ply (for 詰み written without a side)
	last := kifu.Color((plies + 1) % 2)
	if p.start().Turn == kifu.Gote {
		last = last.Other()
	}
	kind := kifu.EndNone
	stated := "*"
	w := strings.TrimPrefix(what, "時間切れにより")
	c, named := side(w)
	switch {
	case strings.Contains(what, "反則負け"):
		kind = kifu.EndIllegalLoss
		if named {
			stated = c.Other().Result()
		}
	case strings.Contains(what, "反則勝ち"):
		kind = kifu.EndIllegalWin
		if named {
			stated = c.Result()
		}
	case strings.Contains(what, "入玉勝ち"):
		kind = kifu.EndDeclare
		if named {
			stated = c.Result()
		}
	case strings.Contains(what, "勝ち"):
		kind = kifu.EndResign
		if strings.HasPrefix(what, "時間切れ") {
			kind = kifu.EndTimeUp
		}
		if named {
			stated = c.Result()
		}
	case strings.Contains(what, "千日手"):
		kind, stated = kifu.EndRepetition, "1/2-1/2"
	case strings.Contains(what, "持将棋"):
		kind, stated = kifu.EndImpasse, "1/2-1/2"
	case strings.Contains(what, "不詰"):
		kind = kifu.EndNoMate
	case strings.Contains(what, "詰"):
		kind, stated = kifu.EndMate, last.Result()
	case strings.Contains(what, "中断"):
		kind = kifu.EndAbort
	case strings.Contains(what, "封じ手"):
		kind = kifu.EndSealed
	default:
		return
	}
	if p.rec.Stated == "" {
		p.rec.Stated = stated
	}
	if p.rec.Ending.Kind == kifu.EndNone && !p.over || p.rec.Ending.Kind == kifu.EndNone && len(p.rec.Moves) == plies {
		p.rec.Ending = kifu.Ending{Kind: kind, Pos: pos, Text: s}
	}
	p.over = true
}

// start is the start position as read so far.
func (p *parser) start() *kifu.Board {
	if p.board != nil {
		b := p.board
		if p.turn >= 0 {
			b.Turn = kifu.Color(p.turn)
		}
		return b
	}
	if p.rec.Start != nil {
		return p.rec.Start
	}
	return kifu.Even(9, 9)
}

// finish settles the start position (the diagram with its hands, else the
// handicap, else the even game) and the side of the ending.
func (p *parser) finish() {
	b := p.start()
	if p.board != nil {
		b.Hands = [2][15]int{}
		for c := range 2 {
			for _, h := range p.hands[c] {
				p.readHand(b, kifu.Color(c), h)
			}
		}
		if p.turn < 0 && p.rec.Handicap != "" {
			b.Turn = kifu.Gote
		}
		if p.rec.Handicap == "" {
			p.rec.Handicap = "board"
		}
	}
	p.rec.Start = b
	if p.rec.Format == "" {
		p.rec.Format = "kif"
	}
	// the side to move at the ending: the mover of its ply
	n := len(p.rec.Moves)
	p.rec.Ending.Side = kifu.Color(n % 2)
	if b.Turn == kifu.Gote {
		p.rec.Ending.Side = p.rec.Ending.Side.Other()
	}
	if p.rec.Stated == "" && p.rec.Ending.Kind != kifu.EndNone {
		p.rec.Stated = Stated(p.rec.Ending)
	}
}

// Stated is the result an ending gives when no まで line states one: the side
// to move loses by 投了, 詰み, 切れ負け, 反則負け; wins by 反則勝ち, 入玉勝ち; 千日手
// and 持将棋 are draws; the others ("*") state none.
func Stated(e kifu.Ending) string {
	switch e.Kind {
	case kifu.EndResign, kifu.EndMate, kifu.EndTimeUp, kifu.EndIllegalLoss, kifu.EndMatta:
		return e.Side.Other().Result()
	case kifu.EndIllegalAct:
		return e.Side.Other().Result()
	case kifu.EndIllegalWin, kifu.EndDeclare:
		return e.Side.Result()
	case kifu.EndRepetition, kifu.EndImpasse, kifu.EndMaxMoves:
		return "1/2-1/2"
	}
	return "*"
}

// readHand reads a hand field "飛二 角 金四 歩十七" ("なし" none; "残りの駒全部"
// all the pieces left, for the problem's defender).
func (p *parser) readHand(b *kifu.Board, c kifu.Color, h handField) {
	v := strings.TrimSpace(h.text)
	if v == "" || v == "なし" {
		return
	}
	if strings.HasPrefix(v, "残り") {
		allRest(b, c)
		return
	}
	for _, it := range strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == '　' || r == '\t' || r == '、' }) {
		pc, n := kifu.PieceOfKanji(it)
		cnt, ok := number(it[n:])
		if pc == kifu.NoPiece || pc.IsPromoted() || pc == kifu.King || !ok {
			p.warn(h.pos, "%q in the hand is no piece and count (歩十七): skipped", it)
			continue
		}
		b.Hands[c][pc] += cnt
	}
}

// allRest puts every piece of a 9x9 set not on the board nor in a hand into
// c's hand (the kings excepted).
func allRest(b *kifu.Board, c kifu.Color) {
	total := map[kifu.Piece]int{kifu.Pawn: 18, kifu.Lance: 4, kifu.Knight: 4, kifu.Silver: 4, kifu.Gold: 4, kifu.Bishop: 2, kifu.Rook: 2}
	for _, row := range b.Cells {
		for _, x := range row {
			total[x.Piece.Base()]--
		}
	}
	for k := range 2 {
		for pc := range total {
			total[pc] -= b.Hands[k][pc]
		}
	}
	for pc, n := range total {
		if n > 0 {
			b.Hands[c][pc] += n
		}
	}
}
