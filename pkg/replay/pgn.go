package replay

import (
	"fmt"
	"runtime"
	"strings"
	"unicode/utf8"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/coord"
	"github.com/gamecourier/courier/pkg/notation/detect"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// Codes of the PGN replay beyond the move codes of pkg/notation/match.
const (
	// CodeMovesAfterResult: a warning at the first move after the log stated
	// the game's result, its message counting the moves that follow. After the
	// game termination marker of the main line (PGN 8.2.6: the marker ends the
	// movetext) the moves are not replayed; after a typed result or a
	// resignation (Game Courier) or a status comment they are still replayed
	// (their legality checked).
	CodeMovesAfterResult = "moves-after-result"
	// CodeVariationIllegal: a warning at a move inside a variation (RAV) that
	// is no legal move of the variation's position; the rest of that
	// variation is not checked.
	CodeVariationIllegal = "variation-illegal"
	// CodePieceLetters: an error (status unsupported) at the first SAN move
	// whose piece letter is no piece of the variant but a piece letter of
	// another language (German S, L, T, D; French C, F; Spanish A, ...).
	CodePieceLetters = "piece-letters"
	// CodeMoveNumber: a warning at the first move number of a game without a
	// FEN tag when it is not 1.
	CodeMoveNumber = "move-number"
)

// runPGN replays PGN movetext whose moves are SAN or coordinate notation. The
// main line is the game; each variation is checked from the position before
// the move it replaces, and an impossible move there is a warning
// (CodeVariationIllegal), unless Options.NoVariations. A long movetext is read
// in parts (pgnPart), so that the tokens of one part at a time are in memory: a
// game of a million plies does not hold a million tokens.
//
// The game's notation is settled from the first part's tokens (settleNotation:
// the move text of a SAN game is read once, not twice); a Game Courier game is
// then replayed by runGC instead. rp.notation is detect.Unknown until then.
func (rp *replayer) runPGN() {
	movetext := rp.raw.Movetext
	if rp.raw.Streamed() {
		if n, ok := decided(movetext); ok && n == detect.GameCourier && rp.move == nil {
			// a Game Courier game handed out before its end: read as its
			// lines come, never all held (settleNotation would say the same:
			// detect.Detect reads no further than these lines)
			rp.notation = n
			rp.res.Notation = n.String()
			rp.runGC(movetext, rp.more)
			return
		}
		movetext = gather(rp.raw)
	}
	lines := splitLong(movetext)
	if len(lines) != len(movetext) && textSize(lines) > hugeText {
		// a huge game: the garbage of reading it (the line buffers that
		// doubled) is collected before the replay, so the heap grows from the
		// text's size, not from twice it
		runtime.GC()
	}
	if len(lines) == 0 {
		rp.settleNotation(lines, 0, nil)
		rp.pieceLetters()
	}
	for len(lines) > 0 && !rp.unreadable {
		n := pgnPart(lines, partLines)
		toks, tdiags := pgn.AppendTokens(rp.toks[:0], lines[:n])
		rp.toks = toks
		if rp.notation == detect.Unknown {
			rp.settleNotation(lines, n, toks)
			if rp.notation == detect.GameCourier {
				rp.runGC(movetext, nil)
				return
			}
			rp.pieceLetters()
		}
		rp.runPGNPart(toks, tdiags)
		lines = lines[n:]
	}
}

// longLine is the length in bytes past which a movetext line is read in pieces
// of about pieceLen bytes (splitLong).
const longLine, pieceLen = 8192, 1024

// hugeText is the movetext size in bytes past which a game on long lines is
// worth a collection of the reading's garbage (runPGN).
const hugeText = 16 << 20

// textSize returns the bytes of text of lines.
func textSize(lines []gamefile.Line) int {
	n := 0
	for _, l := range lines {
		n += len(l.Text)
	}
	return n
}

// splitLong returns lines with every line longer than longLine cut into pieces of
// about pieceLen bytes, each with its own position (its column counted in
// characters), so that a game written on one huge line is read in parts too
// (pgnPart) and the tokens of one part at a time are in memory. A line is cut
// only at a blank outside brace comments and before a ';' comment (which runs to
// the end of its line); an escape line ('%' in column 1) is not cut, nor is
// anything after a '{' inside a comment (the tokenizer may read it as nested).
// lines itself is returned when no line is that long.
func splitLong(lines []gamefile.Line) []gamefile.Line {
	long := false
	for _, l := range lines {
		long = long || len(l.Text) > longLine
	}
	if !long {
		return lines
	}
	out := make([]gamefile.Line, 0, len(lines))
	comment, nested := false, false
	for _, l := range lines {
		s := l.Text
		escape := !comment && len(s) > 0 && s[0] == '%' && l.Pos.Col <= 1
		if len(s) <= longLine || nested || escape {
			out = append(out, l)
			if !escape {
				comment, nested = braceState(s, comment, nested)
			}
			continue
		}
		start, col := 0, l.Pos.Col // the piece's first byte and its column
		in := comment              // a brace comment is open at s[i]
	scan:
		for i := 0; i < len(s); i++ {
			switch c := s[i]; {
			case in:
				if c == '{' {
					break scan // nested braces: the rest is one piece
				}
				in = c != '}'
			case c == '{':
				in = true
			case c == ';':
				break scan
			case (c == ' ' || c == '\t') && i+1-start >= pieceLen:
				piece := gamefile.Line{Text: s[start : i+1], Pos: l.Pos}
				piece.Pos.Col = col
				out = append(out, piece)
				col += utf8.RuneCountInString(s[start : i+1])
				start = i + 1
			}
		}
		last := gamefile.Line{Text: s[start:], Pos: l.Pos}
		last.Pos.Col = col
		out = append(out, last)
		comment, nested = braceState(s, comment, nested)
	}
	return out
}

// braceState returns whether a brace comment is open after s (comment: one is
// open before it), and nested when a '{' stands inside one; a ';' outside a
// comment ends the line's text.
func braceState(s string, comment, nested bool) (bool, bool) {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case comment:
			if c == '{' {
				return comment, true
			}
			comment = c != '}'
		case c == '{':
			comment = true
		case c == ';':
			return comment, nested
		}
	}
	return comment, nested
}

// partLines is the least number of movetext lines read as one part of a long
// game, partBytes the least number of bytes (a part ends at either).
const partLines, partBytes = 1024, 256 << 10

// pgnPart returns how many of lines make the first part of a movetext read in
// parts: all of them when they are fewer than 2*min and hold fewer than
// 2*partBytes bytes, else the lines up to the first
// line end, after min lines or partBytes bytes, where no brace comment and no
// variation is open, so
// that the tokenizer reads each part as it would read it within the whole. A
// movetext whose comments hold inner braces (the tokenizer may read them as nested,
// looking past their end) is not cut.
func pgnPart(lines []gamefile.Line, min int) int {
	if len(lines) < 2*min && textSize(lines) < 2*partBytes {
		return len(lines)
	}
	comment, depth, size := false, 0, 0
	for li, l := range lines {
		s := l.Text
		size += len(s)
		if !comment && len(s) > 0 && s[0] == '%' && l.Pos.Col <= 1 {
			s = "" // an escape line
		}
	scan:
		for i := 0; i < len(s); i++ {
			switch c := s[i]; {
			case comment:
				if c == '{' {
					return len(lines)
				}
				comment = c != '}'
			case c == '{':
				comment = true
			case c == ';':
				break scan
			case c == '(':
				depth++
			case c == ')' && depth > 0:
				depth--
			}
		}
		if (li+1 >= min || size >= partBytes) && !comment && depth == 0 && li+1 < len(lines) {
			return li + 1
		}
	}
	return len(lines)
}

// runPGNPart replays the moves of a part of the movetext (pgnPart) from its
// tokens and the tokenizer's diagnostics. The first syntax error ends the replay
// there, and the parts after it are not read. The state that spans parts (the
// termination marker met, the first move number, the open variations) is kept
// in rp.
func (rp *replayer) runPGNPart(toks []pgn.Token, tdiags diag.List) {
	// the first syntax error in the movetext ends the replay there
	var firstErr *diag.Diagnostic
	for i := range tdiags {
		d := tdiags[i]
		d.Pos.File = rp.file
		if d.Severity == diag.Error && firstErr == nil {
			firstErr = &d
		}
		if d.Severity != diag.Error {
			rp.pending = append(rp.pending, d)
		}
	}
	checkVars := !rp.e.opts.NoVariations
	for i := range toks {
		t := &toks[i] // a token is 80 bytes: read in place, not copied
		if len(rp.pending) > 0 || len(rp.res.diagPly) < len(rp.res.Diags) {
			rp.reach(t.Pos) // (which has nothing to do otherwise: no call per token)
		}
		pos := t.Pos
		pos.File = rp.file
		if firstErr != nil && before(firstErr.Pos, pos) {
			break
		}
		if t.Depth > 0 {
			if checkVars && !rp.stopped && !rp.ended {
				rp.vars.token(rp, *t, pos)
			}
			continue
		}
		kind, text := t.Kind, t.Text
		if rp.move != nil {
			if r, ok := rp.moveResult(t); ok {
				kind, text = pgn.Result, r
			}
		}
		if rp.stopped && kind != pgn.Result {
			continue // the claimed result still counts after an illegal move
		}
		switch kind {
		case pgn.Result:
			if rp.ended {
				break
			}
			rp.ended = true
			rp.noteClaim(pos, t.Text)
			rp.logClaim = normResult(text)
			if tag := rp.res.Result.Claimed; tag != "" && tag != rp.logClaim {
				rp.res.Diags = append(rp.res.Diags, diag.Warnf(pos, "result-token", "the result token %s differs from the Result tag %s", t.Text, tag))
			}
		case pgn.Comment:
			// a status line ("White resigns") records how the game ended
			if !rp.ended && rp.commentClaim(t.Text) {
				rp.noteClaim(pos, t.Text)
			}
		case pgn.NAG:
			if rp.ended {
				break
			}
			if t.Text == "ep" || t.Text == "e.p." {
				rp.epMark(pos, t.Text)
			}
		case pgn.MoveNumber:
			if !rp.numbered {
				rp.numbered = true
				rp.firstNumber(t, pos)
			}
		case pgn.NullMove, pgn.Move:
			rp.numbered = true
			// after the termination marker (PGN 8.2.6): reported, not replayed
			if rp.ended {
				rp.moveAfterClaim(pos, t.Text, true)
				break
			}
			if rp.claimText != "" {
				rp.moveAfterClaim(pos, t.Text, false)
			}
			if !rp.beforeMove(pos, t.Text) {
				break
			}
			var m position.Move
			if t.Kind == pgn.NullMove && !rp.r.V.Has(rules.ModPass) {
				rp.fail(pos, t.Text, &match.Failure{Code: "null-move", Message: "a null move (" + t.Text + ") is no legal move"}, StatusIllegal)
				break
			}
			if t.Kind == pgn.NullMove {
				// a pass where the variant has one (rules.pass)
				pm, f := match.ResolveNull(rp.p, t.Text)
				if f != nil {
					rp.fail(pos, t.Text, f, StatusIllegal)
					break
				}
				rp.play(pm, pos, t.Text, nil)
				break
			}
			notes, mark, f, status := rp.resolve(rp.p, t.Text, &m)
			if f != nil {
				rp.fail(pos, t.Text, f, status)
				if f.Code == CodePieceLetters && len(rp.res.Diags) > 0 {
					rp.res.Diags[len(rp.res.Diags)-1].Hint = "give the set to read them: --piece-letters de (or fr, es, ...), or a [PieceLetters \"de\"] tag"
				}
				break
			}
			rp.play(m, pos, t.Text, notes)
			if mark != 0 && !rp.pastEnd {
				rp.checkMark(pos, t.Text, mark == '#')
			}
		}
	}
	if firstErr != nil {
		rp.unreadable = true
		if !rp.stopped {
			rp.fail(firstErr.Pos, "", &match.Failure{Code: firstErr.Code, Message: firstErr.Message}, StatusParseError)
		}
	}
}

// firstNumber warns when the first move number of a game that starts from the
// variant's start position (no FEN tag) is not 1 (PGN 8.2.2.2: move numbers
// count from the start): "5. O-O" on a line of its own is most likely the rest
// of a game that a result word on a line before ended (CodeMoveNumber).
func (rp *replayer) firstNumber(t *pgn.Token, pos diag.Pos) {
	if fen, ok := rp.raw.Tag("FEN"); ok && strings.TrimSpace(fen) != "" {
		return
	}
	if t.Number == 1 || t.Number == 0 {
		return
	}
	d := diag.Warnf(pos, CodeMoveNumber, "the moves start at move %d, but the game starts from the start position (no FEN tag), at move 1", t.Number)
	d.Hint = "a result word ends a game's moves: if these moves continue the game before, remove the result word there"
	if len(rp.raw.Tags) > 0 {
		d.Hint = "add the FEN tag of the position the moves start from, or number the moves from 1"
	}
	rp.res.Diags = append(rp.res.Diags, d)
}

// resolve reads one move word in the game's notation and finds the legal move
// of p it denotes, written into *dst (kept in memory: a Move handed back in
// registers and stored whole at once costs a stall). notes are the lenient
// spellings accepted; mark is '+' or '#' when the text carries a check or mate
// mark, else 0. On failure f says why, status is the game status it gives and
// *dst is position.NoMove.
func (rp *replayer) resolve(p *position.Position, text string, dst *position.Move) (notes []string, mark byte, f *match.Failure, status string) {
	if rp.move != nil {
		return rp.resolveIn(p, text, dst)
	}
	*dst = position.NoMove
	if rp.notation == detect.Coordinate {
		// a trailing '+' promotes a piece to its promoted type where the variant
		// has them (Fairy-Stockfish's Shogi moves "g7f7+"), else it marks check
		// (and a trailing '-' demotes a promoted piece where pieces demote:
		// Kyoto Shogi "a1a2-")
		var plus byte
		if rp.r.HasPiecePromotion() && strings.HasSuffix(text, "+") && !strings.HasSuffix(text, "++") {
			text, plus = text[:len(text)-1], '+'
		} else if rp.r.HasDemotion() && strings.HasSuffix(text, "-") {
			text, plus = text[:len(text)-1], '-'
		}
		body, mk, double := cutMark(text)
		c, err := coord.Parse(body, rp.c.labels)
		if err == nil && plus != 0 {
			if c.Promo != 0 || c.AtPiece != 0 {
				return nil, 0, &match.Failure{Code: "coord-syntax", Message: fmt.Sprintf("%s%c: '%c' after a promotion letter or a drop", body, plus, plus)}, StatusParseError
			}
			c.Promo = plus
		}
		if err != nil {
			// squares of a larger board: a move off this board, not a syntax error
			if _, err16 := coord.Parse(body, wide); err16 == nil || coordShape(body) {
				return nil, 0, &match.Failure{Code: "off-board", Message: fmt.Sprintf("%s leaves the %dx%d board", body, rp.r.G.Files, rp.r.G.Ranks)}, StatusIllegal
			}
			return nil, 0, &match.Failure{Code: "coord-syntax", Message: err.Error()}, StatusParseError
		}
		m, f := match.ResolveCoordMove(p, c)
		if f != nil {
			return nil, 0, f, StatusIllegal
		}
		if c.Capture && !m.Capture() {
			notes = append(notes, match.NoteCaptureMark) // as SAN's 'x' on a move that takes nothing
		}
		if double {
			notes = append(notes, pgn.LenientDoubleCheck)
		}
		*dst = m
		return notes, mk, nil, ""
	}
	if rp.letters != nil {
		en := rp.letters.apply(text)
		if k := strings.IndexByte(en, '?'); k >= 0 && text[k] != '?' {
			return nil, 0, &match.Failure{Code: "san-syntax", Message: fmt.Sprintf(
				"%q is no piece letter of the piece-letter set %s (king, queen, rook, bishop, knight)", string(text[k]), rp.letters.spec)}, StatusParseError
		}
		if en != text && !rp.lettersNoted {
			rp.lettersNoted = true
			notes = append(notes, "piece letters "+rp.letters.spec+" read as KQRBN")
		}
		text = en
	}
	var s pgn.SAN
	if err := pgn.ParseSANInto(text, &s); err != nil {
		if !equalGlyph(p, text, &s) {
			return nil, 0, &match.Failure{Code: "san-syntax", Message: "cannot read the move: " + err.Error()}, StatusParseError
		}
		notes = append(notes, `annotation glyph "=" glued to the move ($10)`)
	}
	more, f := match.ResolveSANTo(p, &s, dst)
	if f != nil {
		if s.Piece != 0 && rp.r.KindOf(s.Piece) == 0 {
			if name, ok := foreignLetters[s.Piece]; ok {
				return nil, 0, &match.Failure{Code: CodePieceLetters, Message: fmt.Sprintf(
					"%q is no piece letter of this variant but %s: the moves use another language's piece letters, which courier does not read (English letters: %s)",
					string(s.Piece), name, rp.englishLetters())}, StatusUnsupported
			}
		}
		return nil, 0, f, StatusIllegal
	}
	switch {
	case s.Mate:
		mark = '#'
	case s.Check:
		mark = '+'
	}
	if len(s.Lenient) > 0 {
		notes = append(notes, match.LenientNotes(p, &s, *dst)...)
	}
	if len(more) > 0 {
		notes = append(notes, more...)
	}
	return notes, mark, nil, ""
}

// equalGlyph reports whether a SAN word that ParseSAN refuses for a '=' at its
// end ("Nf3=", "e4=", "a8=Q=") is the move before it and the equality glyph "="
// (NAG $10) glued to it, that move legal and no legal move between its squares
// promoting ("e8=" of a pawn that must or may promote there is a promotion cut
// short, and stays the error); s then holds the move before the glyph. It runs
// only on that error path.
func equalGlyph(p *position.Position, text string, s *pgn.SAN) bool {
	body, cut := strings.CutSuffix(text, "=")
	if !cut || body == "" || strings.HasSuffix(body, "=") || pgn.ParseSANInto(body, s) != nil {
		return false
	}
	var m position.Move
	if _, f := match.ResolveSANTo(p, s, &m); f != nil {
		return false
	}
	if m.Promo == 0 {
		for _, o := range p.LegalMoves(nil) {
			if o.From == m.From && o.To == m.To && o.Promo != 0 {
				return false
			}
		}
	}
	return true
}

// foreignLetters names the piece letters of other languages that are no
// English piece letter (FIDE Handbook, the piece names of each language).
var foreignLetters = map[byte]string{
	'S': "the knight in German (Springer)",
	'L': "the bishop in German and Dutch (Läufer, loper)",
	'T': "the rook in German, Dutch, French, Spanish and Italian (Turm, toren, tour, torre)",
	'D': "the queen in German, Dutch, French and Spanish (Dame, dame, dama)",
	'F': "the bishop in French (fou)",
	'C': "the knight in French, Spanish and Italian (cavalier, caballo, cavallo)",
	'A': "the bishop in Spanish and Italian (alfil, alfiere)",
}

// pieceLetters sets the game's piece-letter set: Options.PieceLetters, else
// the game's PieceLetters tag (a tag that names no set is a warning, and
// English letters are read).
func (rp *replayer) pieceLetters() {
	spec := rp.e.opts.PieceLetters
	var tagPos diag.Pos
	if spec == "" {
		for _, t := range rp.raw.Tags {
			if t.Name == "PieceLetters" {
				spec, tagPos = t.Value, t.Pos
				tagPos.File = rp.file
				break
			}
		}
	}
	m, err := ParsePieceLetters(spec)
	if err != nil {
		rp.res.Diags = append(rp.res.Diags, diag.Warnf(tagPos, CodePieceLetters, "the PieceLetters tag: %v; English letters are read", err))
	}
	rp.letters = m
}

// englishLetters lists the variant's piece labels, "K Q R B N" in chess.
func (rp *replayer) englishLetters() string {
	var b strings.Builder
	for k := 1; k <= rp.r.Kinds(); k++ {
		l := rp.r.KindLabel(k)
		if l == "P" {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(l)
	}
	return b.String()
}

// cutMark cuts a check or mate mark ("+", "#", "++") off a coordinate move:
// engines write "d8h4#" and "e7e8q+". double reports "++".
func cutMark(text string) (body string, mark byte, double bool) {
	switch {
	case strings.HasSuffix(text, "++"):
		return text[:len(text)-2], '+', true
	case strings.HasSuffix(text, "#"):
		return text[:len(text)-1], '#', false
	case strings.HasSuffix(text, "+"):
		return text[:len(text)-1], '+', false
	}
	return text, 0, false
}

// epMark notes a remark word ("ep", "e.p.") after a main-line move: read as a
// remark when the move is one it describes (match.Remark asks the rule modules),
// else ignored.
func (rp *replayer) epMark(pos diag.Pos, text string) {
	if rp.res.Plies == 0 || rp.pastEnd {
		return
	}
	what, known, fits := match.Remark(rp.p, rp.p.LastMove(), text)
	switch {
	case fits:
		rp.res.Diags = append(rp.res.Diags, diag.Notef(pos, "normalised", "ply %d: %q after the %s (read as a remark)", rp.res.Plies, text, what))
	case known:
		rp.res.Diags = append(rp.res.Diags, diag.Notef(pos, "normalised", "ply %d: %q after a move that is no %s: ignored", rp.res.Plies, text, what))
	default:
		rp.res.Diags = append(rp.res.Diags, diag.Notef(pos, "normalised", "ply %d: %q, a remark no rule module of the variant writes: ignored", rp.res.Plies, text))
	}
}

// variations checks the moves of the variations (RAV, PGN 8.2.5) of one game.
// lines[d-1] is the line at depth d: its position after its last move, nil
// when it cannot be checked (an impossible move was found in it, or it does
// not follow a move), and the ply its next move would be.
type variations struct {
	lines []varLine
}

type varLine struct {
	p   *position.Position
	ply int // 1-based ply of the line's next move
}

// token takes one token of depth > 0 (pos: its position in the file).
func (v *variations) token(rp *replayer, t pgn.Token, pos diag.Pos) {
	switch t.Kind {
	case pgn.VariationStart:
		// the variation replaces the last move of the line it is in
		var parent *position.Position
		ply := 0
		if t.Depth == 1 {
			parent = rp.p
			ply = rp.res.Plies + 1
			if rp.res.AfterEnd != nil {
				ply += rp.res.AfterEnd.Plies
			}
		} else if t.Depth-2 < len(v.lines) {
			l := v.lines[t.Depth-2]
			parent, ply = l.p, l.ply
		}
		line := varLine{}
		if parent != nil && parent.LastMove() != position.NoMove {
			line.p = parent.CloneLast()
			line.p.Unmake()
			line.ply = ply - 1
		}
		v.lines = append(v.lines[:min(t.Depth-1, len(v.lines))], line)
	case pgn.VariationEnd:
		if t.Depth-1 < len(v.lines) {
			v.lines = v.lines[:t.Depth-1]
		}
	case pgn.Move, pgn.NullMove:
		if t.Depth-1 >= len(v.lines) {
			return
		}
		l := &v.lines[t.Depth-1]
		if l.p == nil {
			return
		}
		if t.Kind == pgn.NullMove {
			// a null move (a threat shown in analysis): the other side moves
			l.p = nullMove(l.p)
			l.ply++
			return
		}
		var m position.Move
		_, _, f, _ := rp.resolve(l.p, t.Text, &m)
		if f != nil {
			rp.res.Diags = append(rp.res.Diags, diag.Diagnostic{Pos: pos, Severity: diag.Warning, Code: CodeVariationIllegal,
				Message: fmt.Sprintf("in a variation, ply %d (%s): %s (%s); the rest of the variation is not checked", l.ply, clip(t.Text), f.Message, f.Code),
				Hint:    "position: " + l.p.FEN()})
			l.p = nil
			return
		}
		l.p.Make(m)
		l.ply++
	}
}

// nullMove returns the position after a null move in p (the side to move
// passes), nil when there is none: the side to move is in check, or the
// position does not read back from its FEN.
func nullMove(p *position.Position) *position.Position {
	if p.InCheck() {
		return nil
	}
	f := strings.Fields(p.FEN())
	if len(f) < 4 {
		return nil
	}
	if f[1] == "w" {
		f[1] = "b"
	} else {
		f[1] = "w"
	}
	f[3] = "-"
	q, err := p.R.ParseFEN(strings.Join(f, " "))
	if err != nil {
		return nil
	}
	return q
}

// checkMark notes a '+' or '#' that the position after the move contradicts.
func (rp *replayer) checkMark(pos diag.Pos, text string, mate bool) {
	check := rp.p.InCheck()
	switch {
	case !check:
		rp.res.Diags = append(rp.res.Diags, diag.Notef(pos, "check-mark", "ply %d (%s): the move gives no check", rp.res.Plies, clip(text)))
	case mate && rp.p.HasLegalMove():
		rp.res.Diags = append(rp.res.Diags, diag.Notef(pos, "check-mark", "ply %d (%s): '#' written, but the move is check, not mate", rp.res.Plies, clip(text)))
	}
}

// wide labels a 16x16 board: squares of a larger board than the game's.
var wide = sq.DefaultLabels(board.MaxSize, board.MaxSize)

// coordShape reports whether s looks like a coordinate move on some board:
// letter, digits, letter, digits, an optional promotion letter ("b7b0", "a4j4").
func coordShape(s string) bool {
	i := 0
	for part := 0; part < 2; part++ {
		if i >= len(s) || s[i] < 'a' || s[i] > 'z' {
			return false
		}
		i++
		j := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == j {
			return false
		}
	}
	return i == len(s) || (i == len(s)-1 && s[i] >= 'a' && s[i] <= 'z')
}

// before reports whether a comes strictly before b in the same file.
func before(a, b diag.Pos) bool {
	return a.Line < b.Line || (a.Line == b.Line && a.Col < b.Col)
}

// normMarker turns a termination marker in a lenient spelling ("1–0") into
// the standard one; other text is returned as it is.
func normMarker(s string) string {
	if m, ok := gamefile.ResultMarker(s); ok {
		return m
	}
	return s
}
