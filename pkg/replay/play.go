package replay

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/position"
)

// replayer holds the state of one game's replay.
type replayer struct {
	e        *Engine
	c        *compiled
	res      *Result
	r        *position.Rules
	g        *position.Game
	p        *position.Position
	raw      *gamefile.RawGame
	file     string
	notation string
	// claims already reported as events
	fiftySeen, threeSeen bool
	// the game ended on the board after this many plies (-1 not yet)
	endedAt int
	stopped bool
	// claim from a Game Courier command (resign/drawn/won) or a result token
	logClaim string
	// pastEnd: the game ended on the board (an automatic end) and moves followed;
	// they are still replayed for legality, endStatus is the status at the end.
	pastEnd   bool
	endStatus position.Status
	// toks is the token buffer (reused between games)
	toks []pgn.Token
}

func (rp *replayer) pos(line, col int) diag.Pos {
	return diag.Pos{File: rp.file, Line: line, Col: col}
}

// legalText lists the legal moves in the game's notation.
func (rp *replayer) legalText() []string {
	legal := rp.g.Legal()
	switch rp.notation {
	case "coord":
		return match.Coords(rp.p, legal)
	case "gc":
		return match.GCs(rp.p, legal)
	default:
		return match.SANs(rp.p, legal)
	}
}

// fail stops the game at the move text at pos with a failure. Past the end of the
// game (see beforeMove) the game-over error stays the game's error and the failure
// is one more diagnostic. A move that matches nothing because the side to move has
// no legal move at all is reported as coming after checkmate or stalemate.
func (rp *replayer) fail(pos diag.Pos, text string, f *match.Failure, status string) {
	rp.stopped = true
	if rp.pastEnd {
		ply := rp.res.Plies + rp.res.AfterEnd.Plies + 1
		rp.res.AfterEnd.Error = &ErrorInfo{Ply: ply, Line: pos.Line, Col: pos.Col, Text: clip(text), Code: f.Code,
			Message: f.Message, FEN: rp.p.FEN(), Legal: rp.legalText()}
		rp.res.Diags = append(rp.res.Diags, diag.Diagnostic{Pos: pos, Severity: diag.Error, Code: f.Code,
			Message: fmt.Sprintf("ply %d (%s), after the end of the game: %s", ply, clip(text), f.Message)})
		return
	}
	if status == StatusIllegal {
		if st := rp.g.Status(); st.Over() {
			rp.gameOver(pos, text, st)
			return
		}
	}
	rp.res.Status = status
	rp.e.stopAt(rp.res, pos, rp.res.Plies+1, clip(text), f.Code, f.Message, rp.p.FEN(), rp.legalText())
	rp.markLast()
}

// markLast records the squares of the move before the error, for diagrams.
func (rp *replayer) markLast() {
	if m := rp.p.LastMove(); m != position.NoMove && rp.res.Error != nil {
		g := rp.r.G
		rp.res.Error.LastFrom, rp.res.Error.LastTo = g.Name(m.From), g.Name(m.To)
	}
}

// clip makes move text fit a diagnostic: at most 40 characters, control
// characters and bytes that are not UTF-8 written as \xNN.
func clip(s string) string {
	const max = 40
	var b strings.Builder
	for n := 0; len(s) > 0; n++ {
		if n == max {
			b.WriteString("…")
			break
		}
		r, w := utf8.DecodeRuneInString(s)
		switch {
		case r == utf8.RuneError && w == 1, r < ' ', r == 0x7f:
			fmt.Fprintf(&b, "\\x%02x", s[0])
		default:
			b.WriteString(s[:w])
		}
		s = s[w:]
	}
	return b.String()
}

// beforeMove reports whether another move may be played. When the game has already
// ended by an automatic end of RULES.md (dead position, 75-move rule, fivefold
// repetition) or of the variant (the bare king rule) the move is reported as a game-over error (status illegal, the
// contract's error.ply); the moves that follow are still replayed, so their own
// legality is checked and counted in Plies, and the result is that of the end.
// Checkmate and stalemate are found when the next move matches nothing (fail).
func (rp *replayer) beforeMove(pos diag.Pos, text string) bool {
	if rp.stopped {
		return false
	}
	if st := rp.g.AutoStatus(); st.Over() && !rp.pastEnd {
		rp.gameOver(pos, text, st)
	}
	return !rp.stopped
}

// gameOver records the game-over error for a move played after the end st.
func (rp *replayer) gameOver(pos diag.Pos, text string, st position.Status) {
	why := map[position.Termination]string{
		position.Checkmate: "checkmate", position.Stalemate: "stalemate",
		position.Insufficient: "a dead position (insufficient material)",
		position.SeventyFive:  "the 75-move rule", position.Fivefold: "fivefold repetition",
		position.BareKing: "the bare king rule",
	}[st.Termination]
	rp.res.Status = StatusIllegal
	rp.e.stopAt(rp.res, pos, rp.res.Plies+1, clip(text), "game-over",
		fmt.Sprintf("the game had already ended after ply %d by %s (%s); no move may follow", rp.res.Plies, why, st.Result),
		rp.p.FEN(), rp.legalText())
	rp.markLast()
	rp.pastEnd, rp.endStatus = true, st
	rp.res.AfterEnd = &AfterEnd{}
	rp.stopped = st.Termination == position.Checkmate || st.Termination == position.Stalemate
}

// play makes a resolved move and records its events.
func (rp *replayer) play(m position.Move, pos diag.Pos, notes []string) {
	if rp.pastEnd {
		// after the end: checked for legality and counted apart, no events
		rp.g.Play(m)
		rp.res.AfterEnd.Plies++
		return
	}
	p := rp.p
	ply := rp.res.Plies + 1
	declined := p.DeclinesConversion(m)
	needSAN := rp.e.opts.KeepMoves || m.Special() || declined
	san := ""
	if needSAN {
		san = match.SAN(p, m, false)
	}
	for _, n := range notes {
		rp.res.Diags = append(rp.res.Diags, diag.Diagnostic{Pos: pos, Severity: diag.Note, Code: "normalised", Message: fmt.Sprintf("ply %d: %s (read as %s)", ply, n, match.SAN(p, m, false))})
	}
	r := rp.r
	g := r.G
	name := func(s board.Square) string {
		if s == board.NoSquare {
			return ""
		}
		return g.Name(s)
	}
	ev := func(e Event) {
		e.Ply, e.Move = ply, san
		if e.From == "" {
			e.From, e.To = g.Name(m.From), g.Name(m.To)
		}
		rp.res.Events = append(rp.res.Events, e)
	}
	var fx position.Effects
	if needSAN {
		fx = p.Effects(m)
	}
	var info MoveInfo
	if rp.e.opts.KeepMoves {
		info = MoveInfo{SAN: san, Piece: r.KindLetter(p.At(m.From).Kind()), Side: "wb"[p.Side()], Castle: fx.Castling}
		if fx.Captured != board.NoSquare {
			if pc := p.At(fx.Captured); pc != position.Empty {
				info.Captured = r.KindLetter(pc.Kind())
			}
		}
		if fx.Promotion != 0 {
			info.Promo = r.KindLetter(fx.Promotion)
		}
	}
	switch {
	case fx.Castling:
		ev(Event{Kind: "castling", Detail: san, Squares: []string{name(fx.RookFrom), name(fx.RookTo)}})
	case fx.Swap:
		partner := p.At(fx.Partner).Kind()
		ev(Event{Kind: "swap", Detail: fmt.Sprintf("%s with the %s on %s", g.Name(m.From), match.PieceName(r, partner), g.Name(fx.Partner)),
			Partner: g.Name(fx.Partner), Piece: string(r.KindLetter(partner))})
	case fx.Conversion:
		ev(Event{Kind: "conversion", Detail: fmt.Sprintf("bishop %s-%s", g.Name(m.From), g.Name(m.To)), Capture: m.Capture()})
	case declined:
		// a bishop that could convert moves diagonally: its right is gone and the
		// other bishop must convert (Seed: "if he makes a normal move with one of his
		// bishops, the first move made with the other must be a conversion move")
		ev(Event{Kind: "conversion-declined", Detail: fmt.Sprintf("bishop %s-%s", g.Name(m.From), g.Name(m.To)), Capture: m.Capture()})
	}
	if fx.EnPassant {
		ev(Event{Kind: "en-passant", Squares: []string{name(fx.Captured)}, Capture: true})
	}
	if fx.Promotion != 0 {
		l := string(r.KindLetter(fx.Promotion))
		ev(Event{Kind: "promotion", Detail: l, Piece: l, Capture: m.Capture()})
	}
	if len(fx.Converted) > 0 {
		var names []string
		for _, s := range fx.Converted {
			names = append(names, g.Name(s))
			if rp.e.opts.KeepMoves {
				info.Convert = append(info.Convert, r.KindLetter(p.At(s).Kind()))
			}
		}
		ev(Event{Kind: "capture-conversion", Detail: strings.Join(names, " "), Squares: names, Capture: true})
	}
	rp.g.Play(m)
	rp.res.Plies++
	if rp.e.opts.KeepMoves {
		rp.res.Moves = append(rp.res.Moves, info)
	}
	st := rp.g.AutoStatus()
	if st.MoveRuleClaim && !rp.fiftySeen {
		rp.fiftySeen = true
		rp.res.Events = append(rp.res.Events, Event{Ply: ply, Kind: "fifty-move-claimable"})
	}
	if st.RepetitionClaim && !rp.threeSeen {
		rp.threeSeen = true
		rp.res.Events = append(rp.res.Events, Event{Ply: ply, Kind: "threefold-claimable"})
	}
}

// run dispatches on the game's notation, then settles the result.
func (rp *replayer) run() {
	// a draw already claimable in the start position (a FEN with a high clock)
	if st := rp.g.AutoStatus(); st.MoveRuleClaim {
		rp.fiftySeen = true
		rp.res.Events = append(rp.res.Events, Event{Ply: 0, Kind: "fifty-move-claimable"})
	}
	rp.notation = detectNotation(rp.raw)
	rp.res.Notation = rp.notation
	switch rp.notation {
	case "gc":
		rp.runGC()
	default:
		rp.runPGN()
	}
	rp.finish()
}

// finish computes the outcome and compares it with the claims.
func (rp *replayer) finish() {
	res := rp.res
	if res.Status == "" {
		res.Status = StatusOK
	}
	res.FinalFEN = rp.p.FEN()
	claimed := res.Result.Claimed
	if rp.logClaim != "" {
		if claimed != "" && claimed != "*" && claimed != rp.logClaim && rp.notation == "gc" {
			res.Diags = append(res.Diags, diag.Warnf(rp.raw.Start, "result-conflict", "the Result tag says %s but the moves end with %s", claimed, rp.logClaim))
		}
		if claimed == "" || claimed == "*" {
			claimed = rp.logClaim
			res.Result.Claimed = claimed
		}
	}
	var st position.Status
	switch {
	case rp.pastEnd:
		st = rp.endStatus
	case res.Status != StatusOK:
		return
	default:
		st = rp.g.Status()
	}
	res.Result.Computed = st.Result
	if st.Over() {
		res.Result.Termination = st.Termination.String()
		if claimed == "*" {
			// "*" claims nothing (game unfinished or result unknown)
			res.Diags = append(res.Diags, diag.Notef(rp.resultPos(), "result-unclaimed",
				"the result is given as * but the final position is %s (%s)", st.Termination, st.Result))
		} else if claimed != "" && claimed != st.Result {
			res.Result.Mismatch = true
			res.Diags = append(res.Diags, diag.Errorf(rp.resultPos(), "result-mismatch",
				"the game claims %s but the final position is %s (%s)", claimed, st.Termination, st.Result))
		}
		return
	}
	switch rp.res.Result.Termination {
	case "resignation", "agreement", "claimed-win":
	default:
		res.Result.Termination = "unterminated"
	}
}

// resultPos is where a result mismatch is reported: the Result tag, else the game start.
func (rp *replayer) resultPos() diag.Pos {
	for _, t := range rp.raw.Tags {
		if t.Name == "Result" {
			return t.Pos
		}
	}
	return rp.raw.Start
}
