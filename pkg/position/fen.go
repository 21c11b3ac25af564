package position

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// FENError is a malformed FEN: Field names the FEN field ("board", "side to move",
// "castling", "rule-state", "en passant", "halfmove clock", "fullmove number", or
// "fields" for a wrong field count) and Col is the 1-based character column in the FEN
// text where the problem starts.
type FENError struct {
	Field string
	Col   int
	Msg   string
}

func (e *FENError) Error() string {
	if e.Field == "fields" {
		return fmt.Sprintf("FEN: %s", e.Msg)
	}
	return fmt.Sprintf("FEN %s field, column %d: %s", e.Field, e.Col, e.Msg)
}

// isCount reports whether s is a decimal number (a clock field of a FEN).
func isCount(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}

// parseBoard reads a FEN board field: ranks from the last down to the first,
// separated by '/', digits (one or two, so "10".."16") counting empty squares.
func (r *Rules) parseBoard(s string) ([]Piece, error) {
	b, err := r.parseBoardAt(s, 1)
	if err != nil {
		return nil, err
	}
	return b, nil
}

func (r *Rules) parseBoardAt(s string, col0 int) ([]Piece, error) {
	b, _, _, err := r.parseBoardMarks(s, col0, false, board.NoSquare)
	return b, err
}

// parseBoardMarks reads a board field that starts at column col0; with marks, a
// '~' after a piece letter marks it as promoted (crazyhouse), and the marked
// squares are returned; wantCol is the column of the piece on square want, -1
// when it holds none (or want is NoSquare).
func (r *Rules) parseBoardMarks(s string, col0 int, marks bool, want board.Square) (_ []Piece, _ []board.Square, wantCol int, _ error) {
	wantCol = -1
	g := r.G
	var marked []board.Square
	out := make([]Piece, r.N)
	rows := strings.Split(s, "/")
	if len(rows) != g.Ranks {
		return nil, nil, -1, &FENError{"board", col0, fmt.Sprintf("%d ranks, the board has %d", len(rows), g.Ranks)}
	}
	col := col0
	for i, row := range rows {
		rank := g.Ranks - 1 - i
		file := 0
		for j := 0; j < len(row); j++ {
			c := row[j]
			switch {
			case c >= '0' && c <= '9':
				n := int(c - '0')
				if j+1 < len(row) && row[j+1] >= '0' && row[j+1] <= '9' {
					n = n*10 + int(row[j+1]-'0')
					j++
				}
				if n == 0 {
					return nil, nil, -1, &FENError{"board", col + j, "an empty-square count of 0"}
				}
				file += n
			case (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '+' || c == '{' || c == '(':
				k, clr, n, err := r.labelAt(row, j)
				if err != "" {
					return nil, nil, -1, &FENError{"board", col + j, err}
				}
				if file >= g.Files {
					return nil, nil, -1, &FENError{"board", col + j, fmt.Sprintf("rank %d has more than %d files", rank+1, g.Files)}
				}
				if sq := g.Sq(file, rank); sq == want {
					wantCol = col + j
				}
				out[g.Sq(file, rank)] = MakePiece(k, clr)
				file++
				j += n - 1
			case c == '*':
				if !r.walls {
					return nil, nil, -1, &FENError{"board", col + j, "'*' (a wall square): this variant has no walls"}
				}
				if file >= g.Files {
					return nil, nil, -1, &FENError{"board", col + j, fmt.Sprintf("rank %d has more than %d files", rank+1, g.Files)}
				}
				out[g.Sq(file, rank)] = Wall
				file++
			case c == '~' && marks && j > 0 && row[j-1] != '~' && (row[j-1]|0x20) >= 'a' && (row[j-1]|0x20) <= 'z':
				marked = append(marked, g.Sq(file-1, rank))
			default:
				ch, _ := utf8.DecodeRuneInString(row[j:])
				msg := fmt.Sprintf("unexpected character %q", ch)
				if ch >= 0x2654 && ch <= 0x265f {
					msg += " (a chess figurine: FEN writes piece letters, K Q R B N P for White, lower case for Black)"
				}
				return nil, nil, -1, &FENError{"board", col + j, msg}
			}
			if file > g.Files {
				return nil, nil, -1, &FENError{"board", col + j, fmt.Sprintf("rank %d has more than %d files", rank+1, g.Files)}
			}
		}
		if file != g.Files {
			return nil, nil, -1, &FENError{"board", col, fmt.Sprintf("rank %d has %d files, the board has %d", rank+1, file, g.Files)}
		}
		col += len(row) + 1
	}
	return out, marked, wantCol, nil
}

// labelAt reads the piece label at row[j:]: one letter ("N", "n"), a
// '+'-prefixed label ("+P", "+p": Fairy-Stockfish's promoted Shogi pieces) or a
// label in braces or parentheses ("{CH}", "(ch)": Game Courier's multi-character
// labels); upper case is White. It returns the kind, the colour and the bytes
// read, or a message.
func (r *Rules) labelAt(row string, j int) (int, rules.Color, int, string) {
	c := row[j]
	var label string
	n := 1
	switch c {
	case '+':
		if j+1 >= len(row) || !isASCIILetter(row[j+1]) {
			return 0, 0, 0, "'+' not followed by a piece letter"
		}
		label, n = row[j:j+2], 2
	case '{', '(':
		end := byte('}')
		if c == '(' {
			end = ')'
		}
		e := strings.IndexByte(row[j+1:], end)
		if e <= 0 {
			return 0, 0, 0, fmt.Sprintf("a piece label opened by %q is not closed by %q", c, end)
		}
		label, n = row[j+1:j+1+e], e+2
	default:
		label = row[j : j+1]
	}
	up := strings.ToUpper(label)
	clr := rules.White
	if up != label {
		clr = rules.Black
		if strings.ToLower(label) != label {
			return 0, 0, 0, fmt.Sprintf("piece label %q mixes upper and lower case", label)
		}
	}
	k := r.KindOfLabel(up)
	if k == 0 {
		if len(label) == 1 {
			return 0, 0, 0, fmt.Sprintf("unknown piece letter %q", c)
		}
		return 0, 0, 0, fmt.Sprintf("unknown piece label %q", label)
	}
	return k, clr, n, ""
}

func isASCIILetter(c byte) bool { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') }

// writeLabel writes the FEN form of piece pc: its letter, a '+'-prefixed label
// as it is ("+p"), any other longer label in braces ("{ch}").
func (r *Rules) writeLabel(b *strings.Builder, pc Piece) {
	l := r.Label(pc)
	if len(l) == 1 || (len(l) == 2 && l[0] == '+') {
		b.WriteString(l)
		return
	}
	b.WriteByte('{')
	b.WriteString(l)
	b.WriteByte('}')
}

// ParseFEN reads a FEN of this variant: `board side castling [rule-state] en-passant
// halfmove fullmove` (7 fields with the rule-state field, 6 without; without the
// clocks 5 or 4). Castling rights are KQkq (the outermost rooks) or Shredder file letters.
// A FEN without the rule-state field means the start state of the modules. A piece on
// its starting square with its starting type counts as unmoved.
// Errors are *FENError naming the field.
func (r *Rules) ParseFEN(fen string) (*Position, error) {
	return r.parseFEN(nil, fen, nil, false)
}

// ParseFENLenient is ParseFEN that drops a castling right naming no king or rook
// of its side (a letter the castling module refuses) instead of failing: each
// dropped right is returned as a *FENError of the castling field (a warning for the
// caller), the position has the other rights. Every other error is as ParseFEN's.
func (r *Rules) ParseFENLenient(fen string) (*Position, []*FENError, error) {
	return r.ParseFENLenientInto(nil, fen)
}

// ParseFENLenientInto is ParseFENLenient that reuses the memory of p (as StartInto
// does; a nil p, or one of another variant, is replaced by a new position) and
// returns the position read. After an error p holds no position: reset it (with
// StartInto or this function) before any other use.
func (r *Rules) ParseFENLenientInto(p *Position, fen string) (*Position, []*FENError, error) {
	var dropped []*FENError
	p, err := r.parseFEN(p, fen, &dropped, false)
	if err != nil {
		return nil, nil, err
	}
	return p, dropped, nil
}

// ParseFENProblemInto is ParseFENLenientInto for the position of a problem whose
// attacking side has no royal piece (a tsume problem: only the defender has a
// king): one side without its royal piece is accepted, and nothing it does can
// leave it in check; the other side must have its royal piece. A problem's
// position is taken as given: the rule modules' checks of what play can reach
// (a pawn on its last rank, which has no move) are not made. Errors as
// ParseFENLenientInto's, and a *FENError of the board field when both sides lack
// their royal piece.
func (r *Rules) ParseFENProblemInto(p *Position, fen string) (*Position, []*FENError, error) {
	var dropped []*FENError
	p, err := r.parseFEN(p, fen, &dropped, true)
	if err != nil {
		return nil, nil, err
	}
	return p, dropped, nil
}

// parseFEN reads fen into the memory of into (nil: a new position); with dropped
// set, castling letters the module refuses are appended to it and skipped; with
// problem set, one side may lack its royal piece (ParseFENProblemInto).
func (r *Rules) parseFEN(into *Position, fen string, dropped *[]*FENError, problem bool) (*Position, error) {
	fields := strings.Fields(fen)
	cols := fieldCols(fen)
	// the checks field ("3+3", "+1+0") of a variant with a check limit, after the
	// en passant field (lichess, Fairy-Stockfish) or at the end (older lichess)
	checks, checksCol := "", 0
	if len(r.hooks.fields[fenChecks]) > 0 {
		for i := 3; i < len(fields); i++ {
			// a field with a '+' where no rule-state field can be is the checks
			// field, well-formed or not (its reader says what is wrong)
			if isChecksField(fields[i]) || strings.Contains(fields[i], "+") && (i > 3 || !r.hooks.stateful) {
				checks, checksCol = fields[i], cols[i]
				fields = append(fields[:i:i], fields[i+1:]...)
				cols = append(cols[:i:i], cols[i+1:]...)
				break
			}
		}
	}
	if len(fields) == 5 && r.hooks.stateful {
		// board side castling rule-state en-passant, without the clocks
		fields = append(fields, "0", "1")
	}
	if len(fields) == 4 && strings.HasSuffix(fields[0], "]") && isCount(fields[2]) && isCount(fields[3]) {
		// board[holdings] side halfmove fullmove: the start FENs of
		// Fairy-Stockfish's shogi variants ("p+nks+l/5/5/5/+LSK+NP[-] w 0 1"),
		// without the castling and en passant fields
		fields = []string{fields[0], fields[1], "-", "-", fields[2], fields[3]}
		cols = []int{cols[0], cols[1], cols[2], cols[2], cols[2], cols[3]}
	}
	// ruleField: the variant's FEN has the rule-state field (7 fields)
	ruleField := r.hooks.stateful || len(r.V.Disabled) > 0
	if len(fields) > 7 {
		// fields after the last one this variant has: point at the first of them
		n, rs := 6, ""
		if ruleField {
			n, rs = 7, " rule-state"
		}
		return nil, &FENError{"fields", cols[n], fmt.Sprintf("%d fields; %s has %d (board side castling%s en-passant halfmove fullmove): the extra ones start at column %d with %q",
			len(fields), r.variantName(), n, rs, cols[n], fields[n])}
	}
	if len(fields) != 4 && len(fields) != 6 && len(fields) != 7 {
		return nil, &FENError{"fields", 1, fmt.Sprintf("%d fields; expected 6 (board side castling en-passant halfmove fullmove), 7 with the rule-state field, or 4", len(fields))}
	}
	p := r.reset(into)
	hands := len(r.hooks.fields[fenHand]) > 0
	bf, hand, handCol := fields[0], "-", 0
	if hands {
		var err error
		if bf, hand, handCol, err = r.splitHoldings(fields[0], cols[0]); err != nil {
			return nil, err
		}
	}
	b, marks, _, err := r.parseBoardMarks(bf, cols[0], hands, board.NoSquare)
	if err != nil {
		return nil, err
	}
	copy(p.board, b)
	switch fields[1] {
	case "w":
		p.side = rules.White
	case "b":
		p.side = rules.Black
	default:
		return nil, &FENError{"side to move", cols[1], fmt.Sprintf("%q; expected w or b", fields[1])}
	}
	// unmoved: a piece on its starting square with its starting type
	for s := 0; s < r.N; s++ {
		if p.board[s] != Empty && p.board[s] == r.setup[s] {
			p.setUnmoved(board.Square(s))
		}
	}
	if err := p.readField(fenCastling, fields[2], cols[2], "castling", "castling", dropped); err != nil {
		return nil, err
	}
	p.initState()
	ep := 3
	if len(fields) == 7 {
		if !ruleField && isCount(fields[4]) && isCount(fields[5]) {
			// the six fields of a FEN without a rule-state field, and one more
			return nil, &FENError{"fields", cols[6], fmt.Sprintf("an extra 7th field %q at column %d: %s has no rule-state field, so its FEN has 6 fields (board side castling en-passant halfmove fullmove)", fields[6], cols[6], r.variantName())}
		}
		if !ruleField && fields[3] != "-" {
			return nil, &FENError{"fields", cols[3], fmt.Sprintf("7 fields, but %s has no rule-state field (no bishop_conversion or bishop_swap): expected board side castling en-passant halfmove fullmove", r.variantName())}
		}
		if err := p.readField(fenRuleState, fields[3], cols[3], "rule-state", "rule state", nil); err != nil {
			return nil, err
		}
		ep = 4
	} else {
		p.startModules()
	}
	if hands {
		if err := p.readField(fenHand, hand, handCol, "holdings", "piece", nil); err != nil {
			return nil, err
		}
		if err := p.readMarks(marks, cols[0]); err != nil {
			return nil, err
		}
	}
	if checks != "" {
		if err := p.readField(fenChecks, checks, checksCol, "checks", "checks", nil); err != nil {
			return nil, err
		}
	}
	if err := p.readEP(fields[ep], cols[ep]); err != nil {
		return nil, err
	}
	if len(fields) >= 6 {
		hm, err := strconv.Atoi(fields[ep+1])
		if err != nil || hm < 0 || hm > 100000 {
			return nil, &FENError{"halfmove clock", cols[ep+1], fmt.Sprintf("%q is not a count of plies", fields[ep+1])}
		}
		fm, err := strconv.Atoi(fields[ep+2])
		if err != nil || fm < 1 || fm > 100000 {
			return nil, &FENError{"fullmove number", cols[ep+2], fmt.Sprintf("%q is not a move number (1 or more)", fields[ep+2])}
		}
		p.halfmove, p.fullmove = hm, fm
		p.countingClock() // end.counting: the halfmove field is the count
	}
	if err := p.validate(cols[0], cols[1], problem); err != nil {
		var se *squareFENError
		if errors.As(err, &se) {
			e := se.FENError
			e.Col = r.boardColumn(bf, cols[0], se.sq)
			return nil, &e
		}
		return nil, err
	}
	return p, nil
}

// squareFENError is a FENError about the piece on square sq of the board field
// (a module's validate): parseFEN points its column at that piece.
type squareFENError struct {
	FENError
	sq board.Square
}

// boardColumn returns the column of the piece on s in the board field bf, which
// starts at column col and reads (parseBoardMarks); col when s holds none.
func (r *Rules) boardColumn(bf string, col int, s board.Square) int {
	if _, _, c, err := r.parseBoardMarks(bf, col, true, s); err == nil && c >= 0 {
		return c
	}
	return col
}

// isChecksField reports whether f has the shape of a checks field: "3+3" or "+1+0".
func isChecksField(f string) bool {
	f = strings.TrimPrefix(f, "+")
	a, b, ok := strings.Cut(f, "+")
	digits := func(s string) bool {
		for i := 0; i < len(s); i++ {
			if s[i] < '0' || s[i] > '9' {
				return false
			}
		}
		return s != ""
	}
	return ok && digits(a) && digits(b)
}

// splitHoldings splits the holdings off a board field: `board[QRn]` (the form of
// lichess and Fairy-Stockfish) or one rank more than the board has (`board/QRn`).
// It returns the board part, the holdings letters ("-" when none) and their column.
func (r *Rules) splitHoldings(f string, col int) (string, string, int, error) {
	if i := strings.IndexByte(f, '['); i >= 0 {
		if !strings.HasSuffix(f, "]") {
			return "", "", 0, &FENError{"holdings", col + i, "the holdings opened by [ are not closed by ] at the end of the board field"}
		}
		h := f[i+1 : len(f)-1]
		if h == "" || h == "-" {
			h = "-"
		}
		return f[:i], h, col + i + 1, nil
	}
	if strings.Count(f, "/") == r.G.Ranks {
		i := strings.LastIndexByte(f, '/')
		h := f[i+1:]
		if h == "" || h == "-" {
			h = "-"
		}
		return f[:i], h, col + i + 1, nil
	}
	return f, "-", col, nil
}

// validate refuses positions the rules cannot reach or judge: a side without its
// royal piece or with more than one (checkmate is judged on one), the side not to
// move in check (its royal piece could be captured), a pawn on its own promotion
// rank. col and sideCol are the columns of the board and side-to-move fields;
// problem accepts one side without its royal piece (ParseFENProblemInto).
func (p *Position) validate(col, sideCol int, problem bool) error {
	r := p.R
	kingless := 0 // sides without their royal piece, in a problem's position
	for c := rules.White; c <= rules.Black; c++ {
		if r.royalKind == 0 {
			break
		}
		n := 0
		inHand := 0
		for k := 1; k < len(r.kinds); k++ {
			if r.kinds[k].royal {
				n += p.bb[MakePiece(k, c)].count()
				inHand += p.Hand(c, k) // placement: the king still to be dropped
			}
		}
		name := r.V.Pieces[r.royalKind-1].Name
		switch {
		case n == 0 && inHand == 0 && r.V.End.NoRoyal == "" && r.V.End.NoPieces == "" && rules.RoyalPiecesParams.Of(r.V) == nil:
			// (with royal_pieces a side may have those alone: maharajah's Black)
			if kingless++; !problem || kingless > 1 {
				return &FENError{"board", col, fmt.Sprintf("%s has no %s", c, name)}
			}
		case n > 1:
			return &FENError{"board", col, fmt.Sprintf("%s has %d royal pieces; one per side is supported", c, n)}
		}
	}
	them := p.side.Other()
	if k := p.king[them]; k != board.NoSquare && p.checked(them) {
		return &FENError{"side to move", sideCol, fmt.Sprintf("%s, not to move, is in check: its %s on %s could be captured", them, strings.ToLower(r.V.Pieces[p.board[k].Kind()-1].Name), r.G.Name(k))}
	}
	if problem {
		// a problem's position is the composer's: the modules' checks of what
		// play can reach (a piece where it has no move) are not made
		return nil
	}
	for _, md := range r.hooks.validate {
		if err := md.validate(p, col); err != nil {
			return err
		}
	}
	return nil
}

// variantName names the variant in messages.
func (r *Rules) variantName() string {
	if r.V.Name != "" {
		return r.V.Name
	}
	if r.V.ID != "" {
		return r.V.ID
	}
	return "this variant"
}

// fieldCols returns the 1-based column of each whitespace-separated field.
func fieldCols(s string) []int {
	var out []int
	in := false
	col := 0
	for _, c := range s {
		col++
		sp := c == ' ' || c == '\t' || c == '\n' || c == '\r'
		if !sp && !in {
			out = append(out, col)
		}
		in = !sp
	}
	for len(out) < 8 {
		out = append(out, col+1)
	}
	return out
}

// readField hands the letters of FEN field f (at column col) to the modules with
// letters in it (module.go), then lets each finish; a letter no module takes is an
// error naming it. With dropped set, a letter a module refuses is appended there and
// skipped.
func (p *Position) readField(field fenField, f string, col int, name, what string, dropped *[]*FENError) error {
	mods := p.R.hooks.fields[field]
	if f != "-" {
		for j := 0; j < len(f); {
			n := 0
			for _, md := range p.R.hooks.readers[field] {
				var err error
				if n, err = md.readFEN(p, field, f, j, col); err != nil {
					var fe *FENError
					if dropped == nil || !errors.As(err, &fe) {
						return err
					}
					*dropped = append(*dropped, fe)
					n = 1
				}
				if n > 0 {
					break
				}
			}
			for _, skip := range p.R.hooks.skip[field] {
				if n == 0 {
					n = skip(f, j)
				}
			}
			if n == 0 {
				for _, m := range rules.ModuleNames {
					if d := moduleDefs[m]; d.skip != nil && d.skip(f, j) > 0 && field == fenRuleState {
						return &FENError{name, col + j, fmt.Sprintf("%q: %s has no %s module", f[j], p.R.variantName(), m)}
					}
				}
				return &FENError{name, col + j, fmt.Sprintf("%q names no %s of this variant", f[j], what)}
			}
			j += n
		}
	}
	for _, md := range mods {
		if ff, ok := md.(fenFinisher); ok {
			if err := ff.finishFEN(p, field, f, col); err != nil {
				return err
			}
		}
	}
	return nil
}

// readEP reads the en passant field: "-", or a square the en passant module
// checks; a variant without one only checks it is a square, or reads a number
// there as Fairy-Stockfish's counting limit (makruk's counting rules: FSF writes
// the limit in place of the en passant square while a count runs, and the
// counted plies as the halfmove field), which courier does not keep: the
// counting draws are a claim.
func (p *Position) readEP(f string, col int) error {
	if f == "-" {
		return nil
	}
	if len(p.R.hooks.fields[fenEnPassant]) == 0 {
		if n, err := strconv.Atoi(f); err == nil && n > 0 {
			return nil
		}
		if _, err := p.R.G.Parse(f); err != nil {
			return &FENError{"en passant", col, err.Error()}
		}
		return nil
	}
	return p.readField(fenEnPassant, f, col, "en passant", "en passant target", nil)
}

// readMarks gives the promoted-piece marks (`Q~`) of the board field, at column
// col, to the modules that keep them; a mark no module keeps is an error.
func (p *Position) readMarks(marks []board.Square, col int) error {
	r := p.R
	for _, sq := range marks {
		if len(r.hooks.markers) == 0 {
			return &FENError{"board", col, fmt.Sprintf("%s: a promoted-piece mark (~), but no module keeps them", r.G.Name(sq))}
		}
		for _, md := range r.hooks.markers {
			if err := md.readMark(p, sq); err != nil {
				return &FENError{"board", col, fmt.Sprintf("%s: %v", r.G.Name(sq), err)}
			}
		}
	}
	return nil
}

// writeField writes FEN field f from the modules' letters, "-" for none. In the
// castling field of more than one module (castling and gating) White's letters
// (upper case) come before Black's, each side's in module order, as
// Fairy-Stockfish writes them ("KQBCDFGkqbcdfg").
func (p *Position) writeField(field fenField, b *strings.Builder) {
	mods := p.R.hooks.fields[field]
	if field == fenCastling && len(mods) > 1 {
		var one strings.Builder
		for _, md := range mods {
			md.writeFEN(p, field, &one)
		}
		t := one.String()
		for _, black := range [2]bool{false, true} {
			for i := 0; i < len(t); i++ {
				if (t[i] >= 'a' && t[i] <= 'z') == black {
					b.WriteByte(t[i])
				}
			}
		}
		if len(t) == 0 {
			b.WriteByte('-')
		}
		return
	}
	n := b.Len()
	for _, md := range mods {
		md.writeFEN(p, field, b)
	}
	if b.Len() == n {
		b.WriteByte('-')
	}
}

// BoardFEN returns the board field of the FEN.
func (p *Position) BoardFEN() string {
	var b strings.Builder
	p.writeBoard(&b)
	return b.String()
}

func (p *Position) writeBoard(b *strings.Builder) {
	g := p.R.G
	for rank := g.Ranks - 1; rank >= 0; rank-- {
		empty := 0
		for file := 0; file < g.Files; file++ {
			pc := p.board[g.Sq(file, rank)]
			if pc == Empty {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			p.R.writeLabel(b, pc)
			for _, md := range p.R.hooks.markers {
				if md.marked(p, g.Sq(file, rank)) {
					b.WriteByte('~')
				}
			}
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		if rank > 0 {
			b.WriteByte('/')
		}
	}
	if len(p.R.hooks.fields[fenHand]) > 0 {
		b.WriteByte('[')
		for _, md := range p.R.hooks.fields[fenHand] {
			md.writeFEN(p, fenHand, b)
		}
		b.WriteByte(']')
	}
}

// CastlingFEN returns the castling field: K/Q for the outermost rook on each wing,
// a Shredder file letter for any other, "-" for none.
func (p *Position) CastlingFEN() string {
	var b strings.Builder
	p.writeField(fenCastling, &b)
	return b.String()
}

// RuleStateFEN returns the rule-state field ("CGcg", "G+cg", "Ss", "-"): the
// letters of the modules that have state beyond the board.
func (p *Position) RuleStateFEN() string {
	var b strings.Builder
	p.writeField(fenRuleState, &b)
	return b.String()
}

// StateField is one part of a position's state beyond the board and the side to
// move, as the FEN writes it, for readers that show it field by field.
type StateField struct {
	// Name says what the field is ("Castling", "Rule state", "In hand", "En
	// passant", "Checks to give"); Value is its FEN text, the holdings as
	// upper-case labels per side ("White P P N, Black -"), the en passant target
	// "-" unless a capture there is legal, the checks each side still has to
	// give to win per side ("White 3, Black 2": three-check).
	Name, Value string
}

// StateFields returns the state fields the variant's modules have, in FEN order:
// castling, rule state, holdings, en passant, checks. A variant without such modules
// has none.
func (p *Position) StateFields() []StateField {
	h := &p.R.hooks
	var out []StateField
	if len(h.fields[fenCastling]) > 0 {
		out = append(out, StateField{"Castling", p.CastlingFEN()})
	}
	if h.stateful {
		out = append(out, StateField{"Rule state", p.RuleStateFEN()})
	}
	if len(h.fields[fenHand]) > 0 {
		out = append(out, StateField{"In hand", "White " + p.handText(rules.White) + ", Black " + p.handText(rules.Black)})
	}
	if len(h.fields[fenEnPassant]) > 0 {
		ep := "-"
		if p.EPCapturable() {
			ep = p.R.G.Name(p.EnPassant())
		}
		out = append(out, StateField{"En passant", ep})
	}
	if len(h.fields[fenChecks]) > 0 {
		var b strings.Builder
		p.writeField(fenChecks, &b) // "W+B"
		w, bl, _ := strings.Cut(b.String(), "+")
		out = append(out, StateField{"Checks to give", "White " + w + ", Black " + bl})
	}
	return out
}

// handText lists colour c's pieces in hand by label ("P P N"), "-" when none.
func (p *Position) handText(c rules.Color) string {
	var l []string
	for k := 1; k < len(p.R.kinds); k++ {
		for i := 0; i < p.Hand(c, k); i++ {
			l = append(l, p.R.kinds[k].label)
		}
	}
	if len(l) == 0 {
		return "-"
	}
	return strings.Join(l, " ")
}

// FEN returns the position as FEN: 6 fields, or 7 with the rule-state field when the
// variant has stateful modules. The en passant square is written only when an en
// passant capture is legal.
func (p *Position) FEN() string {
	var b strings.Builder
	b.Grow(p.R.N + p.R.G.Ranks + 24)
	p.writeBoard(&b)
	if p.side == rules.White {
		b.WriteString(" w ")
	} else {
		b.WriteString(" b ")
	}
	p.writeField(fenCastling, &b)
	if p.R.hooks.stateful {
		b.WriteByte(' ')
		p.writeField(fenRuleState, &b)
	}
	b.WriteByte(' ')
	p.writeField(fenEnPassant, &b)
	if len(p.R.hooks.fields[fenChecks]) > 0 {
		b.WriteByte(' ')
		p.writeField(fenChecks, &b)
	}
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(p.clockFEN()))
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(p.fullmove))
	return b.String()
}

// RepetitionKey identifies the position for the repetition rules (RULES.md, FIDE
// 9.2.3): board, side to move, and every module state that changes the legal moves
// (castling rights, the en passant square only when a capture there is legal, the
// conversion rights, the swaps still possible).
func (p *Position) RepetitionKey() uint64 { return p.hash ^ p.moduleKey() }
