package replay

import (
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/detect"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
)

// replayer holds the state of one game's replay.
type replayer struct {
	// fx is the buffer of the side effects of the ply being played (Effects)
	fx       []position.Effect
	e        *Engine
	c        *compiled
	res      *Result
	r        *position.Rules
	g        *position.Game
	p        *position.Position
	raw      *gamefile.RawGame
	file     string
	notation detect.Notation // detect.Unknown until settled (settleNotation)
	// move is the registered notation of the game (moveNotation), nil for
	// detect's; last is the move played last (NoMove before the first)
	move *match.MoveNotation
	last position.Move
	// claims already reported as events
	fiftySeen, threeSeen bool
	stopped              bool
	// claim from a Game Courier command (resign/drawn/won) or a result token
	logClaim string
	// ending is how the log says the game ended off the board (a typed
	// resign/drawn/won/lost, a status comment), "" result when it does not
	ending offBoard
	// pastEnd: the game ended on the board (an automatic end) and moves followed;
	// they are still replayed for legality, endStatus is the status at the end.
	pastEnd   bool
	endStatus position.Status
	// unsettled: a ply was played whose status is not read yet (settle)
	unsettled bool
	// toks is the token buffer (reused between games)
	toks []pgn.Token
	// unreadable: a syntax error ended the movetext (the rest is not read)
	unreadable bool
	// untagged: the preset is the fallback for a game without a Variant tag
	untagged bool
	// claim is where the log stated the result in the moves (a result token, a
	// typed resign/drawn/won/lost, a status comment), "" text when it did not;
	// afterClaim counts the plies read after it, warned once at afterDiag.
	claimPos   diag.Pos
	claimText  string
	afterClaim int
	afterDiag  int
	// pending holds the reader's warnings and notes not yet in res.Diags: they
	// are added in input order as the moves are read, so each gets its ply.
	pending diag.List
	// ended: the PGN termination marker of the main line was met (the moves
	// after it are not replayed); numbered: a main-line move number or move was
	// met; vars: the open variations (they span the parts of a long movetext)
	ended, numbered bool
	vars            variations
	// letters maps another language's SAN piece letters to English ones (nil:
	// English); lettersNoted: the note on it was given
	letters      *letterMap
	lettersNoted bool
	// fouled: a shogi record's last move is illegal, as its ending says
	// (ReplayRecord); foulText is that move as written
	fouled   bool
	foulText string
	// gcOwnRead: the Game Courier text is read with the preset's own square
	// names (gcLabelsFor), and the legal moves are written with them
	gcOwnRead bool
}

// noteClaim records that the log states its result at pos (text as written).
// A later claim (the result token at the end) does not replace one that moves
// have already followed.
func (rp *replayer) noteClaim(pos diag.Pos, text string) {
	if rp.afterClaim == 0 {
		rp.claimPos, rp.claimText = pos, text
	}
}

// moveAfterClaim is called for a move read at pos after the log has stated its
// result: the first such move gets a CodeMovesAfterResult warning (its message
// counts them at the end, in finishClaim). ends tells that the claim was the PGN
// termination marker, which ends the movetext (PGN 8.2.6): the caller does not
// replay the move; after any other claim (a typed result, a resignation, a status
// comment) the moves are still replayed.
func (rp *replayer) moveAfterClaim(pos diag.Pos, text string, ends bool) {
	if rp.claimText == "" || rp.stopped {
		return
	}
	rp.afterClaim++
	if rp.afterClaim == 1 {
		if ends {
			// the move is not replayed: the warning belongs to the ply it would be
			rp.stamp(rp.curPly())
			defer rp.stamp(rp.curPly() + 1)
		}
		rp.afterDiag = len(rp.res.Diags)
		msg := fmt.Sprintf("ply %d (%s) comes after the result %q at %d:%d: the log goes on after the game was over",
			rp.curPly()+1, clip(text), clip(rp.claimText), rp.claimPos.Line, rp.claimPos.Col)
		if ends {
			msg = fmt.Sprintf("ply %d (%s) comes after the result %q at %d:%d, which ends the game's moves: it and the moves after it are not replayed",
				rp.curPly()+1, clip(text), clip(rp.claimText), rp.claimPos.Line, rp.claimPos.Col)
		}
		rp.res.Diags = append(rp.res.Diags, diag.Diagnostic{Pos: pos, Severity: diag.Warning, Code: CodeMovesAfterResult,
			Message: msg, Hint: "remove the moves after the result, or the result from the middle of the moves"})
	}
}

// finishClaim counts the moves after the result in the warning's message.
func (rp *replayer) finishClaim() {
	if rp.afterClaim > 1 {
		d := &rp.res.Diags[rp.afterDiag]
		d.Message += fmt.Sprintf(" (%d moves follow it)", rp.afterClaim)
	}
}

// curPly is the number of plies read so far (those after the end of the game
// included).
func (rp *replayer) curPly() int {
	if rp.res.AfterEnd != nil {
		return rp.res.Plies + rp.res.AfterEnd.Plies
	}
	return rp.res.Plies
}

// stamp gives the diagnostics added since the last stamp the ply ply.
func (rp *replayer) stamp(ply int) {
	for len(rp.res.diagPly) < len(rp.res.Diags) {
		rp.res.diagPly = append(rp.res.diagPly, ply)
	}
}

// reach is called before the move text at pos is read: the diagnostics added while
// reading the move before belong to the ply just read, and the reader's pending
// diagnostics before pos to that ply too. A zero pos flushes them all.
func (rp *replayer) reach(pos diag.Pos) {
	ply := rp.curPly()
	rp.stamp(ply)
	n := 0
	for n < len(rp.pending) && (pos.Line == 0 || before(rp.pending[n].Pos, pos)) {
		n++
	}
	if n > 0 {
		rp.res.Diags = append(rp.res.Diags, rp.pending[:n]...)
		rp.pending = rp.pending[n:]
		rp.stamp(ply)
	}
}

// legalText lists the legal moves in the game's notation.
func (rp *replayer) legalText() []string {
	legal := rp.g.Legal()
	if rp.move != nil {
		return match.WriteAll(rp.move, rp.p, legal, rp.last)
	}
	switch rp.notation {
	case detect.Coordinate:
		return match.Coords(rp.p, legal)
	case detect.GameCourier:
		if rp.gcOwnRead {
			return rp.ownSquares(match.GCs(rp.p, legal))
		}
		return match.GCs(rp.p, legal)
	default:
		texts := match.SANs(rp.p, legal)
		if rp.letters != nil {
			// in the game's own piece letters (--piece-letters, a PieceLetters tag)
			for i, t := range texts {
				texts[i] = rp.letters.back(t)
			}
		}
		return texts
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
	msg := f.Message
	if ev, id := eventVariant(rp.raw); rp.untagged && id != "" && id != rp.c.id {
		msg += fmt.Sprintf("; the game has no Variant tag, so it was read as %s (--default-preset), and its Event tag %q names the variant %s: replay it with --default-preset %[3]s (or a Variant tag)", rp.c.id, clip(ev), id)
	} else if rp.untagged && outsideVariant(f) {
		msg += fmt.Sprintf("; the game has no Variant tag, so it was read as %s (--default-preset): name its variant with --preset NAME|FILE or a Variant tag", rp.c.id)
	}
	rp.e.stopAt(rp.res, pos, rp.res.Plies+1, clip(text), f.Code, msg, rp.p.FEN(), rp.legalText())
	rp.markLast()
}

// eventVariant returns the game's Event tag and the shipped preset a word or a
// run of words of it names (an id, an alias or a display name, as a Variant tag
// is read: "rated crazyhouse match" names crazyhouse); "" id when none does.
// FICS and other servers export variant games so, without a Variant tag.
func eventVariant(raw *gamefile.RawGame) (event, id string) {
	event, ok := raw.Tag("Event")
	if !ok {
		return "", ""
	}
	words := strings.FieldsFunc(strings.ToLower(event), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-')
	})
	ids := shippedIDs()
	// the longest run first: "king of the hill" before "king"
	for n := min(len(words), 4); n >= 1; n-- {
		for i := 0; i+n <= len(words); i++ {
			key := strings.Join(words[i:i+n], "-")
			if n == 1 && commonWords[key] {
				continue
			}
			if a, ok := variantAliases[key]; ok && a != "chess" {
				return event, a
			}
			if id, ok := displayNames()[key]; ok && id != "chess" {
				return event, id
			}
			if ids[key] {
				return event, key
			}
		}
	}
	return event, ""
}

// commonWords are preset ids and aliases that are everyday words of event names
// ("Grand Prix", "Game Courier", "Modern Masters"): alone they name no variant
// in an Event tag ("Grand Chess" still does).
var commonWords = map[string]bool{"grand": true, "almost": true, "courier": true, "modern": true, "loop": true,
	"placement": true, "standard": true, "normal": true, "orthodox": true, "chess": true, "960": true, "symmetric": true}

// shippedIDs is the set of the shipped presets' ids, made once.
var shippedIDs = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, n := range preset.Names() {
		m[n] = true
	}
	return m
})

// outsideVariant reports whether a failure says the move does not belong to the
// variant at all: a square off its board, or a piece letter it lacks.
func outsideVariant(f *match.Failure) bool {
	return f.Code == "off-board" || f.Code == CodePieceLetters || f.Code == match.CodeNoDrops || strings.Contains(f.Message, "off the ") ||
		strings.Contains(f.Message, "is no piece of this variant")
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
	rp.settle()
	if rp.stopped {
		return false
	}
	if rp.curPly() >= rp.e.maxPlies() {
		rp.tooLong(pos, text)
		return false
	}
	if !rp.pastEnd && !rp.g.Quiet() {
		if st := rp.g.AutoStatus(); st.Over() {
			rp.gameOver(pos, text, st)
		}
	}
	return !rp.stopped
}

// tooLong stops the game at the move text at pos, the ply past Options.MaxPlies:
// an error (status unsupported) when the game had not ended, else one more
// warning beside the game-over error.
func (rp *replayer) tooLong(pos diag.Pos, text string) {
	rp.stopped = true
	n := rp.e.maxPlies()
	msg := fmt.Sprintf("the game goes on past %d plies (--max-plies): ply %d (%s) and the moves after it are not replayed", n, n+1, clip(text))
	if rp.pastEnd {
		rp.res.Diags = append(rp.res.Diags, diag.Diagnostic{Pos: pos, Severity: diag.Warning, Code: CodeMaxPlies, Message: msg,
			Hint: "raise --max-plies to read them"})
		return
	}
	rp.res.Status = StatusUnsupported
	rp.e.stopAt(rp.res, pos, rp.res.Plies+1, clip(text), CodeMaxPlies, msg+"; raise --max-plies to replay them", rp.p.FEN(), rp.legalText())
	rp.markLast()
}

// forgetEvery is how many plies a replay keeps the undo records of (and, after
// an automatic end, the repetition keys of) before it drops them; under the
// 1,024 records of the position's chunk of history, so that chunk is reused.
const forgetEvery = 1000

// loserOf names the side that loses by result ("1-0": Black, "0-1": White).
func loserOf(result string) string {
	if result == "0-1" {
		return "White"
	}
	return "Black"
}

// countedBy says how a game ended by passes or bikjang is decided under
// end.material_counting how ("": a draw).
func countedBy(how string) string {
	if how == "" {
		return ""
	}
	return ", decided by " + how + " material counting"
}

// gameOver records the game-over error for a move played after the end st.
func (rp *replayer) gameOver(pos diag.Pos, text string, st position.Status) {
	why := map[position.Termination]string{
		position.Checkmate: "checkmate", position.Stalemate: "stalemate",
		position.Insufficient: "a dead position (insufficient material)",
		position.SeventyFive:  "the 75-move rule", position.Fivefold: "fivefold repetition",
		position.ChecksGiven: "the last check of the check limit", position.GoalReached: "a royal piece on a goal square",
		position.NoPieces: "a side left without pieces", position.RoyalLost: "the loss of a royal piece",
		position.BareKing: "the bare king rule", position.Extinction: "the extinction of a piece kind",
		position.DropMate:   "a mate by a forbidden pawn drop (its maker loses)",
		position.Repetition: fmt.Sprintf("repetition (the same position %d times)", rp.r.V.End.Repetition.Automatic),
		position.PerpetualCheck: fmt.Sprintf("perpetual check (the same position %d times, every move of %[2]s since the first a check: %[2]s loses)",
			rp.r.V.End.Repetition.Automatic, loserOf(st.Result)),
		position.DoublePass: "two passes in a row" + countedBy(rp.r.V.End.MaterialCounting),
		position.Bikjang:    "bikjang (the generals facing each other twice in a row)" + countedBy(rp.r.V.End.MaterialCounting),
	}[st.Termination]
	rp.res.Status = StatusIllegal
	rp.e.stopAt(rp.res, pos, rp.res.Plies+1, clip(text), "game-over",
		fmt.Sprintf("the game had already ended after ply %d by %s (%s); no move may follow", rp.res.Plies, why, st.Result),
		rp.p.FEN(), rp.legalText())
	rp.markLast()
	rp.pastEnd, rp.endStatus = true, st
	rp.res.AfterEnd = &AfterEnd{}
	// after a variant end no move is legal, as after checkmate
	rp.stopped = st.Termination == position.Checkmate || st.Termination == position.Stalemate || st.Termination >= position.ChecksGiven
}

// play makes a resolved move, written text in the log, and records its events.
func (rp *replayer) play(m position.Move, pos diag.Pos, text string, notes []string) {
	if rp.curPly()%forgetEvery == forgetEvery-1 {
		// no more than forgetEvery plies of history: the variations and the
		// move readers undo one ply at most
		rp.p.ForgetHistory()
	}
	if rp.move != nil {
		rp.last = m // (only the registered notations read it)
	}
	if rp.pastEnd {
		// after the end: checked for legality and counted apart, no events,
		// no repetition counted (the keys start again)
		rp.g.Play(m)
		rp.res.AfterEnd.Plies++
		if rp.res.AfterEnd.Plies%forgetEvery == 0 {
			rp.g.Reset(rp.p)
		}
		return
	}
	if rp.e.opts.KeepMoves || rp.p.MayHaveEffects(m) || len(notes) > 0 {
		rp.playNoted(m, pos, text, notes)
		return
	}
	// most moves: no event, no note, nothing kept
	rp.g.Play(m)
	rp.res.Plies++
	rp.unsettled = true
}

// playNoted is play for a move with events, notes or kept moves (KeepMoves).
// Each side effect the position reports (Position.Effects) becomes one event.
func (rp *replayer) playNoted(m position.Move, pos diag.Pos, text string, notes []string) {
	p := rp.p
	ply := rp.res.Plies + 1
	for _, n := range notes {
		rp.res.Diags = append(rp.res.Diags, diag.Diagnostic{Pos: pos, Severity: diag.Note, Code: "normalised", Message: fmt.Sprintf("ply %d: %s (read as %s)", ply, n, match.SAN(p, m, false))})
	}
	rp.fx = p.Effects(rp.fx[:0], m)
	san := ""
	if rp.e.opts.KeepMoves || len(rp.fx) > 0 {
		san = match.SAN(p, m, false)
	}
	r := rp.r
	var info MoveInfo
	if rp.e.opts.KeepMoves {
		info = MoveInfo{SAN: san, Text: text, Piece: r.KindLabel(p.At(m.From).Kind()), Side: "wb"[p.Side()]}
		if cs := p.Captured(m); cs != board.NoSquare {
			if pc := p.At(cs); pc != position.Empty {
				info.Captured = r.KindLabel(pc.Kind())
			}
		}
	}
	for _, fx := range rp.fx {
		e := rp.event(m, fx)
		e.Ply, e.Move = ply, san
		if cap(rp.res.Events) == 0 {
			rp.res.Events = make([]Event, 0, 2) // a game castles twice
		}
		rp.res.Events = append(rp.res.Events, e)
		if rp.e.opts.KeepMoves {
			ei := EffectInfo{Module: fx.Module, Kind: string(fx.Kind), Piece: e.Piece, Squares: e.Squares}
			for _, s := range fx.Squares {
				// the mover is not a piece its move affects: a Chess960 rook may
				// castle onto the king's start square
				if pc := p.At(s); s != board.NoSquare && s != m.From && pc != position.Empty {
					ei.Affected = append(ei.Affected, r.KindLabel(pc.Kind()))
				}
			}
			info.Effects = append(info.Effects, ei)
		}
	}
	if m.Promo != 0 && rp.e.opts.KeepMoves {
		info.Promo = r.KindLabel(int(m.Promo))
	}
	rp.g.Play(m)
	rp.res.Plies++
	if rp.e.opts.KeepMoves {
		rp.res.Moves = append(rp.res.Moves, info)
	}
	rp.unsettled = true
}

// event is the replay event of the side effect fx of m: the move's squares, the
// effect's squares and piece as the board names them, Detail the piece's label,
// else the squares' names.
func (rp *replayer) event(m position.Move, fx position.Effect) Event {
	c := rp.c
	e := Event{Kind: string(fx.Kind), Module: fx.Module, Capture: m.Capture()}
	drop := rp.p.DropKind(m) > 0 // a drop starts from the hand: no From
	if m.From != board.NoSquare && !drop {
		e.From = c.square(m.From)
	}
	e.To = c.square(m.To)
	for _, s := range fx.Squares {
		if s != board.NoSquare {
			e.Squares = append(e.Squares, c.square(s))
		}
	}
	switch {
	case fx.Piece != 0:
		e.Piece = rp.r.KindLabel(fx.Piece)
		e.Detail = e.Piece
	case len(e.Squares) > 0:
		e.Detail = strings.Join(e.Squares, " ")
	case m.From != board.NoSquare && !drop:
		e.Detail = match.PieceName(rp.r, rp.p.At(m.From).Kind()) + " " + e.From + "-" + e.To
	}
	return e
}

// settle notes, after the last ply played, the first claimable draws. It is
// called before the next move is read (beforeMove) and at the end of the game
// rather than right after the ply (no event comes between the two, so the
// events keep their order): the status is then read from memory Game.Play is no
// longer writing.
func (rp *replayer) settle() {
	if !rp.unsettled {
		return
	}
	rp.unsettled = false
	g := rp.g
	if g.Quiet() {
		return // most plies: nothing claimable
	}
	ply := rp.res.Plies
	st := g.AutoStatus()
	if st.MoveRuleClaim && !rp.fiftySeen {
		rp.fiftySeen = true
		rp.res.Events = append(rp.res.Events, Event{Ply: ply, Kind: "fifty-move-claimable"})
	}
	if st.RepetitionClaim && !rp.threeSeen {
		rp.threeSeen = true
		rp.res.Events = append(rp.res.Events, Event{Ply: ply, Kind: "threefold-claimable"})
	}
}

// run replays the game in its notation (runPGN decides it), then settles the
// result.
func (rp *replayer) run() {
	// a draw already claimable in the start position (a FEN with a high clock)
	st := rp.g.AutoStatus()
	if st.MoveRuleClaim {
		rp.fiftySeen = true
		rp.res.Events = append(rp.res.Events, Event{Ply: 0, Kind: "fifty-move-claimable"})
	}
	// runPGN settles the notation from the move text's first tokens and hands
	// a Game Courier game on to runGC
	rp.runPGN()
	rp.settle()
	rp.reach(diag.Pos{})
	rp.finishClaim()
	rp.finish()
	rp.stamp(rp.curPly())
}

// finish computes the outcome and compares it with the claims.
func (rp *replayer) finish() {
	res := rp.res
	if res.Status == "" {
		res.Status = StatusOK
	}
	if rp.e.opts.FinalFEN {
		res.FinalFEN = rp.p.FEN()
	}
	claimed := res.Result.Claimed
	// conflict: the Result tag and the log's own claim differ (Game Courier); a
	// warning, unless the result-mismatch error below says it
	conflict := func() {}
	if rp.logClaim != "" {
		if tag, own := claimed, rp.logClaim; tag != "" && tag != "*" && tag != own && rp.notation == detect.GameCourier {
			conflict = func() {
				res.Diags = append(res.Diags, diag.Warnf(rp.raw.Start, "result-conflict", "the Result tag says %s but the moves end with %s", tag, own))
			}
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
		conflict()
		return
	default:
		st = rp.g.Status()
	}
	if st.Over() {
		conflict()
		res.Result.Computed = st.Result
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
	// the board has not ended the game: the log's record of how it ended (a
	// resignation, an agreement, a time forfeit ...), which the board cannot
	// contradict, settles the result
	end := rp.ending
	if end.result == "" {
		end = tagEnding(rp.raw, claimed)
	}
	if end.result == "" {
		conflict()
		res.Result.Termination = "unterminated"
		if end.termination == "unterminated" {
			// the Termination tag says the game is not over, yet a result is claimed
			res.Result.Mismatch = true
			res.Diags = append(res.Diags, diag.Errorf(rp.resultPos(), "result-mismatch",
				"the game claims %s but its Termination tag says it is unterminated", claimed))
		}
		return
	}
	res.Result.Computed, res.Result.Termination = end.result, end.termination
	if claimed == "" || claimed == "*" || claimed == end.result {
		conflict()
	} else {
		res.Result.Mismatch = true
		res.Diags = append(res.Diags, diag.Errorf(rp.resultPos(), "result-mismatch",
			"the game claims %s but the log records %s (%s)", claimed, end.words(), end.result))
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
