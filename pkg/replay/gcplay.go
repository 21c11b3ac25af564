package replay

import (
	"fmt"
	"strings"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/gc"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/rules"
)

// runGC replays Game Courier move text (GAME-COURIER.md), lines, then what more
// gives (nil: lines is all of it; see gc.TokenizeStream): each move's commands
// are judged by their effect on the board.
func (rp *replayer) runGC(lines []gamefile.Line, more func() []gamefile.Line) {
	// a part of partLines lines at a time: a long game's moves are not all in
	// memory at once, nor are a streamed game's lines
	gc.TokenizeStream(lines, more, rp.gcLabelsFor(lines), partLines, rp.runGCPart)
}

// gcLabelsFor chooses the square names a Game Courier game is read with: the
// preset's own (board.gc_files, gc_ranks: shogi's "7g") when more of the
// squares of the first moves read with them than with a.., 1.. ("g7"), else
// those.
func (rp *replayer) gcLabelsFor(lines []gamefile.Line) gc.Labels {
	own := rp.c.gcOwn
	if own == nil {
		return rp.c.gcLabels
	}
	nOwn, nDef, words := 0, 0, 0
	for _, l := range lines {
		for _, w := range strings.Fields(l.Text) {
			if words++; words > 60 {
				break
			}
			for _, part := range strings.FieldsFunc(w, func(r rune) bool { return r == '-' || r == ';' || r == '*' }) {
				if _, ok := own.Parse(part); ok {
					nOwn++
				}
				if _, ok := rp.c.gcLabels.Parse(part); ok {
					nDef++
				}
			}
		}
	}
	if nOwn > nDef {
		rp.gcOwnRead = true
		return *own
	}
	return rp.c.gcLabels
}

// ownSquares rewrites the squares of Game Courier texts (match.GCs: "P c3-c4")
// with the preset's own names ("P 7g-7f"), for a game read with them.
func (rp *replayer) ownSquares(texts []string) []string {
	own := rp.c.gcOwn
	for i, t := range texts {
		var b strings.Builder
		start := 0
		flush := func(end int) {
			part := t[start:end]
			if s, ok := rp.c.gcLabels.Parse(part); ok {
				if n := own.Name(s); n != "" {
					part = n
				}
			}
			b.WriteString(part)
		}
		for j := 0; j < len(t); j++ {
			switch t[j] {
			case '-', ';', '*', ' ':
				flush(j)
				b.WriteByte(t[j])
				start = j + 1
			}
		}
		flush(len(t))
		texts[i] = b.String()
	}
	return texts
}

// runGCPart replays the moves of one part of the move text (gc.TokenizeParts)
// and reports whether the reading goes on: the first error of the tokenizer (a
// syntax error) ends the replay at its position, and nothing after it is read.
func (rp *replayer) runGCPart(moves []gc.Move, ds diag.List) bool {
	var firstErr *diag.Diagnostic
	for i := range ds {
		d := ds[i]
		d.Pos.File = rp.file
		if d.Severity == diag.Error {
			if firstErr == nil {
				firstErr = &d
			}
			continue
		}
		rp.pending = append(rp.pending, d)
	}
	for mi := range moves {
		mv := &moves[mi]
		rp.reach(mv.Pos)
		if rp.stopped && !mv.IsComment() && !isClaim(mv.Commands[0].Kind) {
			continue // the claimed result still counts after an illegal move
		}
		pos := mv.Pos
		pos.File = rp.file
		if firstErr != nil && !before(pos, firstErr.Pos) {
			break
		}
		if mv.IsComment() {
			if rp.commentClaim(mv.Comment) {
				rp.noteClaim(pos, mv.Comment)
			}
			continue
		}
		first := mv.Commands[0]
		switch first.Kind {
		case gc.KindResign, gc.KindDrawn, gc.KindWon, gc.KindLost:
			rp.typedClaim(first.Kind)
			rp.noteClaim(pos, first.Text)
			continue
		case gc.KindResult:
			rp.logClaim = normResult(first.Text)
			rp.noteClaim(pos, first.Text)
			continue
		}
		rp.moveAfterClaim(pos, mv.Text, false)
		if !rp.beforeMove(pos, mv.Text) {
			continue // stopped: only result claims are read from here on
		}
		edits := make([]match.GCEdit, 0, len(mv.Commands))
		unsupported := -1
		for ci, c := range mv.Commands {
			switch c.Kind {
			case gc.KindMove:
				edits = append(edits, match.GCEdit{Kind: match.EditMove, Label: rp.c.gcLabel(c.Label), From: c.From, To: c.To, Text: c.Text})
			case gc.KindPut:
				edits = append(edits, match.GCEdit{Kind: match.EditPut, Label: rp.c.gcLabel(c.Label), To: c.To, Text: c.Text})
			case gc.KindRemove:
				edits = append(edits, match.GCEdit{Kind: match.EditRemove, To: c.To, Text: c.Text})
			case gc.KindPass:
				edits = append(edits, match.GCEdit{Kind: match.EditPass, Text: c.Text})
			default:
				if unsupported < 0 {
					unsupported = ci
				}
			}
		}
		if unsupported >= 0 {
			c := mv.Commands[unsupported]
			cp := c.Pos
			cp.File = rp.file
			if squareMoveShape(c.Text) {
				rp.fail(cp, mv.Text, &match.Failure{Code: "off-board",
					Message: fmt.Sprintf("%s names a square off the %dx%d board", quote(c.Text), rp.r.G.Files, rp.r.G.Ranks)}, StatusIllegal)
				continue
			}
			rp.fail(cp, mv.Text, &match.Failure{Code: "unsupported-command",
				Message: "the command " + quote(c.Text) + " is not a board edit courier can judge; the game is not audited past this point"}, StatusUnsupported)
			continue
		}
		m, notes, f := match.ResolveGC(rp.p, edits)
		if f != nil {
			if f.Code == match.CodeWrongLabel {
				for _, c := range mv.Commands {
					if c.Label != "" && c.Kind == gc.KindMove {
						pos = c.Pos
						pos.File = rp.file
						break
					}
				}
			}
			rp.fail(pos, mv.Text, f, StatusIllegal)
			continue
		}
		rp.play(m, pos, mv.Text, notes)
	}
	if firstErr != nil && !rp.stopped {
		rp.fail(firstErr.Pos, "", &match.Failure{Code: firstErr.Code, Message: firstErr.Message}, StatusParseError)
	}
	return firstErr == nil
}

// squareMoveShape reports whether a command the reader could not take is a move
// between squares of some board ("N g1-i3", "g1-h9", "a0-a1"): optional label word,
// then letter+digits, '-', letter+digits.
func squareMoveShape(text string) bool {
	f := strings.Fields(text)
	if len(f) == 0 || len(f) > 2 {
		return false
	}
	a, b, ok := strings.Cut(f[len(f)-1], "-")
	return ok && sqShape(a) && sqShape(b)
}

func sqShape(s string) bool {
	if len(s) < 2 || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for i := 1; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// isClaim reports whether a command states the game's result.
func isClaim(k gc.Kind) bool {
	switch k {
	case gc.KindResign, gc.KindDrawn, gc.KindWon, gc.KindLost, gc.KindResult:
		return true
	}
	return false
}

func quote(s string) string { return "\"" + s + "\"" }

// typedClaim records resign/drawn/won/lost typed by the side to move: the claim,
// and how the game ended.
func (rp *replayer) typedClaim(k gc.Kind) {
	mover := rp.p.Side()
	switch k {
	case gc.KindResign, gc.KindLost:
		rp.ending = offBoard{winFor(mover.Other()), "resignation"}
	case gc.KindWon:
		rp.ending = offBoard{winFor(mover), "claimed-win"}
	case gc.KindDrawn:
		rp.ending = offBoard{"1/2-1/2", "agreement"}
	}
	rp.logClaim = rp.ending.result
}

// commentClaim reads a comment that is a status line (a Game Courier // comment, a
// PGN {} comment of the main line) as the end of the game: "White resigned",
// "Black has resigned.", "White resigns" (lichess), "Black wins on time", "White
// forfeits on time", "drawn", "draw agreed", "game drawn by agreement", and
// reports whether it was one; it is also the log's claim (a Result tag or a
// result token claims first). Other comments ("this looks drawish") say nothing.
func (rp *replayer) commentClaim(text string) bool {
	t := strings.TrimRight(strings.ToLower(strings.Join(strings.Fields(text), " ")), ".!")
	side, rest, _ := strings.Cut(t, " ")
	var c rules.Color
	switch side {
	case "white":
		c = rules.White
	case "black":
		c = rules.Black
	}
	switch {
	case side != "white" && side != "black":
		switch t {
		case "drawn", "draw", "draw agreed", "drawn by agreement", "game drawn", "game drawn by agreement", "agreed draw":
			rp.ending = offBoard{"1/2-1/2", "agreement"}
		default:
			return false
		}
	case rest == "resigned" || rest == "resigns" || rest == "has resigned":
		rp.ending = offBoard{winFor(c.Other()), "resignation"}
	case rest == "wins by resignation" || rest == "won by resignation":
		rp.ending = offBoard{winFor(c), "resignation"}
	case rest == "wins on time" || rest == "won on time":
		rp.ending = offBoard{winFor(c), "time-forfeit"}
	case rest == "forfeits on time" || rest == "lost on time" || rest == "loses on time" || rest == "ran out of time":
		rp.ending = offBoard{winFor(c.Other()), "time-forfeit"}
	default:
		return false
	}
	rp.logClaim = rp.ending.result
	return true
}

// winFor is the result in which c wins.
func winFor(c rules.Color) string {
	if c == rules.White {
		return "1-0"
	}
	return "0-1"
}

// gcLabel returns the preset's label of a piece label written in Game Courier
// text: the label itself, or the piece's label when it is one of the piece's
// gc_labels (rules.PieceType.GCLabels), in the case it was written in.
func (c *compiled) gcLabel(l string) string {
	if c.gcAlias == nil || l == "" {
		return l
	}
	u := strings.ToUpper(l)
	to, ok := c.gcAlias[u]
	if !ok {
		return l
	}
	if l != u {
		return strings.ToLower(to)
	}
	return to
}
