package replay

import (
	"fmt"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/kifu"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/position"
)

// CodeIllegalClaim is the warning on a record that says a move was illegal
// (反則勝ち) where courier finds it legal.
const CodeIllegalClaim = "illegal-claim-differs"

// ReplayRecord replays one shogi record (USI, KIF, KI2 or CSA: pkg/notation/kifu)
// read from file, as Replay does a PGN game: the preset is --preset, else shogi
// (9x9) or minishogi (5x5) by the size of the start; every move is resolved by
// match.ResolveKifu; the result the record states (its まで line, else its
// ending) is compared with the board's, or with the ending it records when the
// board has not ended the game (recordEnding). Result.Notation is the record's
// format ("usi", "kif", "ki2", "csa").
func (e *Engine) ReplayRecord(file string, rec *kifu.Record) *Result {
	res := &Result{File: file, Game: rec.Index, Line: rec.Pos.Line, Events: []Event{}, Notation: rec.Format}
	raw := &gamefile.RawGame{Index: rec.Index, Start: rec.Pos}
	if rec.Stated != "" {
		raw.Tags = gamefile.Tags{{Name: "Result", Value: rec.Stated, Pos: rec.StatedPos}}
		if !rec.StatedPos.IsValid() {
			raw.Tags[0].Pos = rec.Ending.Pos
		}
		res.Result.Claimed = rec.Stated
	}
	res.tags = raw.Tags
	defer res.setWarnings()
	res.Result.Computed, res.Result.Termination = "*", "none"
	name := e.opts.Preset
	if name == "" {
		name = "shogi"
		if rec.Start != nil && rec.Start.Files == 5 {
			name = "minishogi"
		}
	}
	res.Variant, res.Preset = name, name
	c := e.load(name, false)
	if c.err != "" {
		e.presetError(res, raw, c, name, false)
		return res
	}
	res.Variant = c.id
	r := c.r
	fen := rec.Start.FEN()
	if rec.VariantStart && e.opts.Preset != "" {
		// USI's "startpos" under --preset: the preset's own start (minishogi's)
		fen = c.startFEN
	}
	parse := r.ParseFENLenientInto
	if !rec.VariantStart && kingless(rec.Start) {
		// a tsume problem: the attacker has no king, and nothing it does can
		// leave it in check
		parse = r.ParseFENProblemInto
	}
	p, _, err := parse(nil, fen)
	if err != nil {
		res.Status = StatusParseError
		e.stopAt(res, rec.Pos, 1, "", "bad-fen", fmt.Sprintf("the record's start position (%s) cannot be set up: %v", fen, err), "", nil)
		return res
	}
	res.StartFEN = p.FEN()
	g := (&position.Game{}).Reset(p)
	rp := &replayer{e: e, c: c, res: res, r: r, g: g, p: p, raw: raw, file: file}
	var syntax *diag.Diagnostic
	for i, d := range rec.Diags {
		if d.Severity == diag.Error && syntax == nil {
			syntax = &rec.Diags[i]
			continue
		}
		rp.pending = append(rp.pending, d)
	}
	rp.runRecord(rec)
	if syntax != nil && !rp.stopped {
		rp.reach(syntax.Pos)
		rp.stopped = true
		res.Status = StatusParseError
		rp.e.stopAt(res, syntax.Pos, res.Plies+1, "", syntax.Code, syntax.Message, p.FEN(), KifuTexts(p, g.Legal(), rec.Format, kifu.Square{}))
	}
	rp.reach(diag.Pos{})
	rp.finishRecord(rec)
	rp.stamp(rp.curPly())
	return res
}

// runRecord plays the record's moves.
func (rp *replayer) runRecord(rec *kifu.Record) {
	var prev kifu.Square
	for i, km := range rec.Moves {
		rp.reach(km.Pos)
		if !rp.beforeMove(km.Pos, km.Text) {
			return
		}
		m, f := match.ResolveKifuIn(rp.p, rp.g.Legal(), km, prev)
		if f != nil {
			if i == len(rec.Moves)-1 && illegalEnding(rec.Ending.Kind) && !rp.pastEnd && !rp.g.Status().Over() {
				// the record ends with this move and says a move was illegal:
				// courier agrees
				rp.fouled = true
				rp.foulText = km.Text
				rp.res.Diags = append(rp.res.Diags, diag.Notef(km.Pos, "recorded-illegal",
					"ply %d (%s) is illegal, as the record says (%s): %s", rp.res.Plies+1, km.Text, rec.Ending.Text, f.Message))
				return
			}
			rp.failRecord(km, f, rec.Format, prev)
			return
		}
		rp.play(m, km.Pos, km.Text, nil)
		prev = match.SquareKifu(rp.r.G, m.To)
	}
	if rec.Ending.Kind == kifu.EndIllegalWin && len(rec.Moves) > 0 {
		last := rec.Moves[len(rec.Moves)-1]
		rp.res.Diags = append(rp.res.Diags, diag.Warnf(rec.Ending.Pos, CodeIllegalClaim,
			"the record says the move before (%s, ply %d) was illegal (%s), but courier finds it legal", last.Text, len(rec.Moves), rec.Ending.Text))
	}
}

// illegalEnding reports whether an ending says a move was illegal.
func illegalEnding(k kifu.EndKind) bool {
	return k == kifu.EndIllegalWin || k == kifu.EndIllegalLoss || k == kifu.EndIllegalAct || k == kifu.EndMatta
}

// failRecord stops the game at km with f, the legal moves listed in the
// record's notation.
func (rp *replayer) failRecord(km kifu.Move, f *match.Failure, format string, prev kifu.Square) {
	rp.stopped = true
	if rp.pastEnd {
		ply := rp.res.Plies + rp.res.AfterEnd.Plies + 1
		rp.res.AfterEnd.Error = &ErrorInfo{Ply: ply, Line: km.Pos.Line, Col: km.Pos.Col, Text: clip(km.Text), Code: f.Code,
			Message: f.Message, FEN: rp.p.FEN(), Legal: KifuTexts(rp.p, rp.g.Legal(), format, prev)}
		rp.res.Diags = append(rp.res.Diags, diag.Diagnostic{Pos: km.Pos, Severity: diag.Error, Code: f.Code,
			Message: fmt.Sprintf("ply %d (%s), after the end of the game: %s", ply, clip(km.Text), f.Message)})
		return
	}
	if st := rp.g.Status(); st.Over() {
		rp.gameOver(km.Pos, km.Text, st)
		return
	}
	rp.res.Status = StatusIllegal
	rp.e.stopAt(rp.res, km.Pos, rp.res.Plies+1, clip(km.Text), f.Code, f.Message, rp.p.FEN(), KifuTexts(rp.p, rp.g.Legal(), format, prev))
	rp.markLast()
}

// KifuText writes the legal move m of p in a shogi record's notation: "usi"
// ("7g7f", "P*5e"), "kif" ("７六歩(77)", "同　歩(23)"), "ki2" ("▲７六歩",
// "△同銀右"), "csa" ("+7776FU"). prev is the target of the move before (同),
// zero for none.
func KifuText(p *position.Position, m position.Move, format string, prev kifu.Square) string {
	var buf [256]position.Move
	return kifuText(p, p.LegalMoves(buf[:0]), m, format, prev)
}

// kifuText is KifuText with the legal moves of p given.
func kifuText(p *position.Position, legal []position.Move, m position.Move, format string, prev kifu.Square) string {
	return match.WriteKifu(p, legal, m, format, prev)
}

// KifuTexts writes the moves in a record's notation (KifuText); moves are all
// the legal moves of p.
func KifuTexts(p *position.Position, moves []position.Move, format string, prev kifu.Square) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = kifuText(p, moves, m, format, prev)
	}
	return out
}

// recordEnding is the end of the game the record writes, when the board has
// not ended it: result and termination (the contract's words), and a
// diagnostic when courier cannot agree (a repetition or a mate the board does
// not show, a declaration that fails the 27-point rule).
func (rp *replayer) recordEnding(rec *kifu.Record) (offBoard, *diag.Diagnostic) {
	e := rec.Ending
	side := e.Side // the side to move where the ending is written
	if rp.fouled {
		// the last written move is illegal: its mover loses
		mover := kifuSide(rp.p)
		return offBoard{mover.Other().Result(), "rules-infraction"}, nil
	}
	switch e.Kind {
	case kifu.EndResign:
		return offBoard{side.Other().Result(), "resignation"}, nil
	case kifu.EndTimeUp:
		return offBoard{side.Other().Result(), "time-forfeit"}, nil
	case kifu.EndIllegalLoss, kifu.EndMatta:
		return offBoard{side.Other().Result(), "rules-infraction"}, nil
	case kifu.EndIllegalAct:
		return offBoard{e.Side.Other().Result(), "rules-infraction"}, nil
	case kifu.EndIllegalWin:
		return offBoard{side.Result(), "rules-infraction"}, nil
	case kifu.EndImpasse:
		return offBoard{"1/2-1/2", "agreement"}, nil
	case kifu.EndMaxMoves:
		return offBoard{"1/2-1/2", "adjudication"}, nil
	case kifu.EndDeclare:
		ok, why := EnteringKingWin(rp.p)
		if ok {
			return offBoard{side.Result(), "claimed-win"}, nil
		}
		d := diag.Errorf(e.Pos, "result-mismatch", "the record says %s declares a win by the entering-king rule (%s), but %s", sideWord(side), e.Text, why)
		return offBoard{side.Other().Result(), "rules-infraction"}, &d
	case kifu.EndRepetition:
		d := diag.Errorf(e.Pos, "result-mismatch", "the record says %s (a draw by fourfold repetition), but no position has occurred four times", e.Text)
		return offBoard{}, &d
	case kifu.EndMate:
		d := diag.Errorf(e.Pos, "result-mismatch", "the record says %s (checkmate), but %s is not checkmated", e.Text, sideWord(side))
		return offBoard{}, &d
	}
	return offBoard{}, nil
}

func sideWord(c kifu.Color) string {
	if c == kifu.Sente {
		return "sente (White)"
	}
	return "gote (Black)"
}

// kifuSide is the side to move of p as a kifu side.
func kifuSide(p *position.Position) kifu.Color {
	if p.Side() == 0 {
		return kifu.Sente
	}
	return kifu.Gote
}

// finishRecord computes the outcome and compares it with the stated result.
func (rp *replayer) finishRecord(rec *kifu.Record) {
	res := rp.res
	if res.Status == "" {
		res.Status = StatusOK
	}
	if rp.e.opts.FinalFEN {
		res.FinalFEN = rp.p.FEN()
	}
	claimed := res.Result.Claimed
	pos := rec.StatedPos
	if !pos.IsValid() {
		pos = rec.Ending.Pos
	}
	if !pos.IsValid() {
		pos = rec.Pos
	}
	var st position.Status
	switch {
	case rp.pastEnd:
		st = rp.endStatus
	case res.Status != StatusOK:
		return
	case !rp.fouled:
		st = rp.g.Status()
	}
	if st.Over() {
		res.Result.Computed = st.Result
		res.Result.Termination = st.Termination.String()
		if claimed != "" && claimed != "*" && claimed != st.Result {
			res.Result.Mismatch = true
			res.Diags = append(res.Diags, diag.Errorf(pos, "result-mismatch",
				"the record states %s but the final position is %s (%s)", claimed, st.Termination, st.Result))
		}
		return
	}
	end, d := rp.recordEnding(rec)
	if d != nil {
		res.Result.Mismatch = true
		res.Diags = append(res.Diags, *d)
	}
	if end.result == "" {
		res.Result.Termination = "unterminated"
		return
	}
	res.Result.Computed, res.Result.Termination = end.result, end.termination
	if claimed != "" && claimed != "*" && claimed != end.result && d == nil {
		res.Result.Mismatch = true
		res.Diags = append(res.Diags, diag.Errorf(pos, "result-mismatch",
			"the record states %s but its ending %s gives %s", claimed, rec.Ending.Text, end.result))
	}
}

// kingless reports whether a side of b has no king on the board.
func kingless(b *kifu.Board) bool {
	var kings [2]bool
	for _, row := range b.Cells {
		for _, c := range row {
			if c.Piece == kifu.King {
				kings[c.Color] = true
			}
		}
	}
	return !kings[0] || !kings[1]
}
