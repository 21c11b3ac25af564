package match

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// GC edit kinds: the board effects of Game Courier commands.
const (
	EditMove   = iota // LABEL from-to: the piece on From goes to To (replacing what is there)
	EditPut           // LABEL-to / LABEL*to: a piece of that label appears on To
	EditRemove        // to- / @-to / capture to: To becomes empty
	EditPass          // pass: nothing changes, the other side moves (From and To unused)
)

// GCEdit is one command of a Game Courier move, reduced to its board effect.
// Label is the piece label as written ("" when left out): upper case for White,
// lower case for Black.
type GCEdit struct {
	Kind     int
	Label    string
	From, To sq.Square
	// Text is the command as written, for messages ("" : written from the edit).
	Text string
}

// text is the command as written, or a Game Courier form of the edit.
func (e GCEdit) text() string {
	if e.Text != "" {
		return e.Text
	}
	switch e.Kind {
	case EditMove:
		return strings.TrimSpace(e.Label + " " + e.From.String() + "-" + e.To.String())
	case EditPut:
		return e.Label + "-" + e.To.String()
	case EditPass:
		return "pass"
	}
	return "@-" + e.To.String()
}

// GC writes m as Game Courier move text: "P e2-e4"; a promotion adds "; Q-e8";
// the move's rule module adds its commands or writes the move whole: castling is
// the king's move alone ("K e1-g1", the preset moves the rook), in Chess960 the
// moves of the king and the rook; a swap is "B c1-d1; Q-c1"; Cowardly Crew
// conversions add "; N-d6" per converted piece; a drop is "N*f3".
func GC(p *position.Position, m position.Move) string {
	r := p.R
	g := r.G
	sp := spellingOf(p, m)
	if sp != nil && sp.gc != nil {
		if t := sp.gc(p, m); t != "" {
			return withChoices(p, m, t)
		}
	}
	pc := p.At(m.From)
	var b strings.Builder
	b.WriteString(r.Label(pc))
	b.WriteByte(' ')
	b.WriteString(g.Name(m.From))
	b.WriteByte('-')
	b.WriteString(g.Name(m.To))
	if m.Promo != 0 {
		fmt.Fprintf(&b, "; %s-%s", r.Label(position.MakePiece(int(m.Promo), p.Side())), g.Name(m.To))
	}
	if sp != nil && sp.gcSuffix != nil {
		b.WriteString(sp.gcSuffix(p, m))
	}
	choiceCommands(&b, p, m)
	return b.String()
}

// withChoices returns t, a module's whole text of m, with the commands of the
// choices other modules added to m.
func withChoices(p *position.Position, m position.Move, t string) string {
	if len(choosers) == 0 {
		return t
	}
	var b strings.Builder
	b.WriteString(t)
	choiceCommands(&b, p, m)
	return b.String()
}

// unchosenOf returns the one move of found that carries no choice of another
// module (position.Rules.Unchosen) when every other move of found is that move
// with such a choice.
func unchosenOf(p *position.Position, found []position.Move) (position.Move, bool) {
	if len(found) < 2 {
		return position.NoMove, false
	}
	r := p.R
	var plain position.Move
	n := 0
	for _, m := range found {
		if r.Unchosen(m) == m {
			plain = m
			n++
		}
	}
	if n != 1 {
		return position.NoMove, false
	}
	for _, m := range found {
		if r.Unchosen(m) != plain {
			return position.NoMove, false
		}
	}
	return plain, true
}

// GCs writes every move of legal as Game Courier text, in order.
func GCs(p *position.Position, legal []position.Move) []string {
	out := make([]string, len(legal))
	for i, m := range legal {
		out[i] = GC(p, m)
	}
	return out
}

// labelPiece reads a label: a piece label of the preset ("N", "+N", "CH"), upper
// case White, lower case Black.
func labelPiece(r *position.Rules, label string) (position.Piece, bool) {
	up := strings.ToUpper(label)
	k := r.KindOfLabel(up)
	if k == 0 || label == "" {
		return position.Empty, false
	}
	if label == up {
		return position.MakePiece(k, rules.White), true
	}
	if strings.ToLower(label) != label {
		return position.Empty, false // mixed case
	}
	return position.MakePiece(k, rules.Black), true
}

// ResolveGC judges a Game Courier move by its effect (GAME-COURIER.md, "How a move
// is judged"): the edits are applied to a copy of the board, and the move is the one
// legal move that produces that board, where the log may leave out the automatic
// side effects (the castling rook, the pawn taken en passant). notes lists those
// left-out effects.
func ResolveGC(p *position.Position, edits []GCEdit) (position.Move, []string, *Failure) {
	r := p.R
	g := r.G
	us := p.Side()
	for _, sp := range spellings {
		if sp.resolveGC != nil && sp.live(p) {
			if m, notes, f, ok := sp.resolveGC(p, edits); ok {
				return m, notes, f
			}
		}
	}
	if len(edits) == 0 || edits[0].Kind != EditMove {
		return position.NoMove, nil, fail(CodeBadCommand, "a move must begin by moving a piece (LABEL from-to)")
	}
	from, to := toSq(g, edits[0].From), toSq(g, edits[0].To)
	if from == board.NoSquare || to == board.NoSquare {
		return position.NoMove, nil, fail(CodeNoPath, "a square of the move is off the %dx%d board", g.Files, g.Ranks)
	}
	pc := p.At(from)
	if pc == position.Empty {
		return position.NoMove, nil, fail(CodeNoPiece, "there is no piece on %s", g.Name(from))
	}
	if pc == position.Wall {
		return position.NoMove, nil, fail(CodeNoPiece, "%s is a wall square: no piece stands there", g.Name(from))
	}
	if pc.Color() != us {
		return position.NoMove, nil, fail(CodeWrongSide, "the %s on %s is %s's; %s is to move", PieceName(r, pc.Kind()), g.Name(from), sideName(pc.Color()), sideName(us))
	}
	// apply the edits to a copy of the board
	after := make([]position.Piece, r.N)
	for s := range after {
		after[s] = p.At(board.Square(s))
	}
	for i, e := range edits {
		t := toSq(g, e.To)
		if t == board.NoSquare {
			return position.NoMove, nil, fail(CodeBadCommand, "command %d names a square off the board", i+1)
		}
		switch e.Kind {
		case EditMove:
			f := toSq(g, e.From)
			if f == board.NoSquare {
				return position.NoMove, nil, fail(CodeBadCommand, "command %d names a square off the board", i+1)
			}
			mp := after[f]
			if mp == position.Empty || mp == position.Wall {
				return position.NoMove, nil, fail(CodeNoPiece, "command %d: there is no piece on %s", i+1, g.Name(f))
			}
			if e.Label != "" {
				lp, ok := labelPiece(r, e.Label)
				if !ok || lp != mp {
					return position.NoMove, nil, fail(CodeWrongLabel, "the label %s does not name the %s %s on %s (%s)", e.Label, strings.ToLower(sideName(mp.Color())), PieceName(r, mp.Kind()), g.Name(f), r.Label(mp))
				}
			}
			after[f], after[t] = position.Empty, mp
		case EditPut:
			lp, ok := labelPiece(r, e.Label)
			if !ok {
				return position.NoMove, nil, fail(CodeBadCommand, "%q is no piece label of this variant", e.Label)
			}
			after[t] = lp
		case EditRemove:
			after[t] = position.Empty
		}
	}
	cands := p.MovesFrom(make([]position.Move, 0, 64), from)
	// the commands may move the pieces in any order ("R h1-f1; K e1-g1")
	var seenBuf [8]board.Square
	seen := append(seenBuf[:0], from)
	// the modules' pieces that move with the first one (the castling king, a
	// swap's partners)
	for _, sp := range spellings {
		if sp.gcOrigins == nil || !sp.live(p) {
			continue
		}
		for _, o := range sp.gcOrigins(p, from) {
			if o != board.NoSquare && !slices.Contains(seen, o) {
				seen = append(seen, o)
				cands = p.MovesFrom(cands, o)
			}
		}
	}
	for _, e := range edits[1:] {
		if e.Kind != EditMove {
			continue
		}
		f := toSq(g, e.From)
		if f == board.NoSquare || slices.Contains(seen, f) {
			continue
		}
		seen = append(seen, f)
		cands = p.MovesFrom(cands, f)
	}
	var found, exact []position.Move
	var foundNotes []string
	var near []position.Move  // legal moves of this piece to this square (side effects differ)
	var legal []position.Move // the legal moves of the pieces the commands move
	for _, m := range cands {
		if !p.IsLegal(m) {
			continue
		}
		legal = append(legal, m)
		if m.From == from && m.To == to {
			near = append(near, m)
		} else if sp := spellingOf(p, m); sp != nil && (m.From == from && sp.altToOf(p, m) == to || sp.gcNear != nil && sp.gcNear(p, m, from, to)) {
			near = append(near, m)
		}
		ok, notes := sameEffect(p, m, after)
		if ok {
			found = append(found, m)
			foundNotes = notes
			if notes == nil {
				exact = append(exact, m)
			}
		}
	}
	// Chess960: "K f1-g1" is the king's step when that is legal, not castling with
	// the rook's move left to the preset
	if len(found) > 1 && len(exact) == 1 {
		return exact[0], nil, nil
	}
	// a choice another module adds to a move (gating's piece put from the hand)
	// is written or not made: of moves that differ by such choices alone, the
	// commands that write none name the one without
	if m, ok := unchosenOf(p, found); ok {
		_, notes := sameEffect(p, m, after)
		return m, notes, nil
	}
	switch len(found) {
	case 1:
		return found[0], foundNotes, nil
	case 0:
	default:
		return position.NoMove, nil, fail(CodeAmbiguous, "the commands fit %d legal moves: %s", len(found), strings.Join(GCs(p, found), " | "))
	}
	if len(near) > 0 {
		if f := extraCommands(p, edits, legal); f != nil {
			return position.NoMove, nil, f
		}
		m := near[0]
		switch {
		case m.Promo != 0 && after[to] == pc:
			return position.NoMove, nil, fail(CodePromoMissing, "the %s reaching %s must promote (%s): add a command such as %q", PieceName(r, pc.Kind()), g.Name(to), promoChoices(r), fmt.Sprintf("%s-%s", r.Label(position.MakePiece(int(m.Promo), us)), g.Name(to)))
		case m.Promo != 0:
			return position.NoMove, nil, fail(CodeBadPromotion, "the piece put on %s is no promotion choice (%s)", g.Name(to), promoChoices(r))
		}
		for _, sp := range spellings {
			if sp.explainGC != nil && sp.live(p) {
				if f := sp.explainGC(p, m, edits); f != nil {
					return position.NoMove, nil, f
				}
			}
		}
		return position.NoMove, nil, fail(CodeSideEffects, "the commands' effect on the board matches no legal move (%s is legal)", GC(p, m))
	}
	// a move with this effect that breaks a rule (module right used up, king left
	// in check, castling through check)
	for _, m := range p.CandidateMoves(nil) {
		if !slices.Contains(seen, m.From) {
			continue
		}
		if ok, _ := sameEffect(p, m, after); ok {
			return position.NoMove, nil, classify(p, m)
		}
	}
	return position.NoMove, nil, explainFromTo(p, from, to, 0, 0, -1, -1)
}

// extraCommands is the failure of a move whose first commands make a legal move
// of legal (the legal moves of the pieces the commands move) and whose last
// commands change the board beyond it ("P e7-e8; Q-e8; Q-d1", "K e1-g1; R h1-f1;
// N-a3", "N b1-c3; N c3-b1"): the message names the extra commands, not the
// legal part. The longest such beginning counts ("K e1-g1" alone is castling
// too), and only one that writes every side effect of its move. nil when no
// beginning of the commands is such a legal move.
func extraCommands(p *position.Position, edits []GCEdit, legal []position.Move) *Failure {
	g := p.R.G
	base := make([]position.Piece, p.R.N)
	for s := range base {
		base[s] = p.At(board.Square(s))
	}
	after := make([]position.Piece, p.R.N)
	for k := len(edits) - 1; k >= 1; k-- {
		// ResolveGC has checked every square and label of the edits
		copy(after, base)
		for _, e := range edits[:k] {
			t := toSq(g, e.To)
			switch e.Kind {
			case EditMove:
				f := toSq(g, e.From)
				after[f], after[t] = position.Empty, after[f]
			case EditPut:
				after[t], _ = labelPiece(p.R, e.Label)
			case EditRemove:
				after[t] = position.Empty
			}
		}
		for _, m := range legal {
			if ownsPuts(p, m) {
				continue // pieces put after the move are its module's side effects
			}
			if ok, notes := sameEffect(p, m, after); !ok || notes != nil {
				// a beginning that leaves a side effect to the preset (the castling
				// rook, the pawn taken en passant) is no whole move: the commands
				// after it are that side effect written wrong
				continue
			}
			var extra []string
			for _, e := range edits[k:] {
				extra = append(extra, e.text())
			}
			if len(extra) == 1 {
				return fail(CodeSideEffects, "the extra command %s (command %d) changes the board after the legal move %s: remove it",
					extra[0], k+1, GC(p, m))
			}
			return fail(CodeSideEffects, "the extra commands %s (commands %d-%d) change the board after the legal move %s: remove them",
				strings.Join(extra, "; "), k+1, len(edits), GC(p, m))
		}
	}
	return nil
}

// ownsPuts reports whether a module of the variant counts put commands after m as its side
// effects (see spelling.ownsPuts).
func ownsPuts(p *position.Position, m position.Move) bool {
	for _, sp := range spellings {
		if sp.ownsPuts != nil && sp.live(p) && sp.ownsPuts(p, m) {
			return true
		}
	}
	return false
}

// hasPut reports whether a command of edits puts a piece.
func hasPut(edits []GCEdit) bool {
	for _, e := range edits {
		if e.Kind == EditPut {
			return true
		}
	}
	return false
}

// sameEffect reports whether playing m gives the board after, allowing the log to
// leave out the side effects its modules let it leave to the preset (the castling
// rook's move, the removal of a pawn taken en passant: spelling.leftOut) and an
// explosion.
func sameEffect(p *position.Position, m position.Move, after []position.Piece) (bool, []string) {
	var lenient []board.Square // squares that may keep their old content
	var note string
	for _, sp := range leftOuts {
		if !m.Special() {
			break // a plain move or capture: no side effect to leave out
		}
		sqs, n, whole := sp.leftOut(p, m, after)
		if whole {
			return true, []string{n}
		}
		if n != "" {
			lenient = append(lenient, sqs...)
			note = n
		}
	}
	before := make([]position.Piece, 0, 8)
	for _, s := range lenient {
		before = append(before, p.At(s))
	}
	// A capture that empties squares beyond its own (atomic's explosion): the log
	// may show the capture alone, every square it empties left to the preset
	// (GAME-COURIER.md: the automatic side effects may be left out), but not some
	// of them.
	var pre []position.Piece
	var plainTo position.Piece
	if m.Capture() && m.From != board.NoSquare {
		pre = make([]position.Piece, len(after))
		for s := range pre {
			pre[s] = p.At(board.Square(s))
		}
		plainTo = pre[m.From]
		if m.Promo != 0 {
			plainTo = position.MakePiece(int(m.Promo), p.Side())
		}
	}
	// the walls the move makes (module walls) are left to the preset: Game
	// Courier's commands have no wall
	var walled []bool
	if p.R.HasWalls() {
		walled = make([]bool, len(after))
		for s := range walled {
			walled[s] = p.At(board.Square(s)) == position.Wall
		}
	}
	p.Make(m)
	ok := true
	left, shown := false, false // the side effect's squares as the capture alone leaves them, or as emptied
	for s := range after {
		sq := board.Square(s)
		emptied := pre != nil && sq != m.From && p.At(sq) == position.Empty && (sq == m.To || pre[s] != position.Empty)
		if walled != nil && !walled[s] && p.At(sq) == position.Wall {
			continue
		}
		if p.At(sq) == after[s] {
			shown = shown || emptied && sq != m.To
			continue
		}
		skip := false
		for i, l := range lenient {
			if sq == l && after[s] == before[i] {
				skip = true
			}
		}
		if !skip && emptied && (sq == m.To && after[s] == plainTo || sq != m.To && after[s] == pre[s]) {
			skip, left = true, true
		}
		if !skip {
			ok = false
			break
		}
	}
	p.Unmake()
	if left && shown {
		ok = false // some of the explosion written, some not
	}
	if !ok {
		return false, nil
	}
	var notes []string
	if note != "" {
		notes = append(notes, note)
	}
	if left {
		notes = append(notes, ExplosionNote)
	}
	return true, notes
}

// ExplosionNote is the note of a Game Courier capture whose explosion (the pieces
// an atomic capture removes, the capturing piece included) the log leaves to the
// preset.
const ExplosionNote = "the capture's explosion left to the preset"
