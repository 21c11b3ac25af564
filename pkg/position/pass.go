package position

import (
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

func init() { registerModule(rules.ModPass, moduleDef{compile: compilePass}) }

// pass is the pass rule module (rules.Pass; Fairy-Stockfish's pass and
// passOnStalemate): a move of its own kind that changes nothing on the board,
// From and To the royal piece's square (the lowest square of the side's pieces
// when it has none), as Fairy-Stockfish's UCI writes it ("e2e2"). Legal when
// the side is not in check, or in a bikjang position (bikjang.go); with
// stalemateOnly also only when the side has no other legal move (its filter).
// Two passes in a row end the game (ended). It keeps no state: the last two
// moves are on the undo stack.
type pass struct {
	own           uint8
	stalemateOnly bool
	// material: End.MaterialCounting
	material string
}

func compilePass(r *Rules) (module, error) {
	ps := rules.PassParams.Of(r.V)
	if ps == nil {
		return nil, nil
	}
	return &pass{stalemateOnly: ps.StalemateOnly, material: r.V.End.MaterialCounting}, nil
}

func (md *pass) traits() traits {
	return traits{name: rules.ModPass, ownsMoves: true, fullOwn: true, effectsOn: fxOwned, noFilter: !md.stalemateOnly}
}

func (md *pass) setOwner(i uint8) { md.own = i }

// EffectPass: the move is a pass; Squares holds the square the pass is written
// with (the royal piece's).
const EffectPass EffectKind = "pass"

func (md *pass) effects(p *Position, m Move, buf []Effect) []Effect {
	if m.owner != md.own {
		return buf
	}
	return append(buf, effectOf(rules.ModPass, EffectPass, 0, m.From))
}

// square returns the square the side to move's pass is written with: its
// royal piece's, else its piece on the lowest square; NoSquare when it has no
// piece (no pass then).
func (md *pass) square(p *Position) board.Square {
	if k := p.king[p.side]; k != board.NoSquare {
		return k
	}
	occ := &p.occ[p.side]
	for w := range occ {
		if occ[w] != 0 {
			for s := w * 64; s < w*64+64; s++ {
				if occ.has(board.Square(s)) {
					return board.Square(s)
				}
			}
		}
	}
	return board.NoSquare
}

// moves appends the pass (all moves, or those of the piece on from: the pass
// when from is its square); in legal mode only when it is legal, but for
// stalemateOnly, which the filter judges with the other moves.
func (md *pass) moves(p *Position, buf []Move, gs *genState, from board.Square) []Move {
	s := md.square(p)
	if s == board.NoSquare || from != board.NoSquare && from != s {
		return buf
	}
	m := Move{From: s, To: s, owner: md.own}
	if !gs.pseudo && !md.safe(p) {
		return buf
	}
	return append(buf, m)
}

// safe reports whether a pass leaves the side's royal piece safe: not in
// check, or in a bikjang position (Fairy-Stockfish: "in case of bikjang
// passing is always allowed, even when in check").
func (md *pass) safe(p *Position) bool {
	if !p.InCheck() {
		return true
	}
	bk := moduleOf[*bikjang](p.R)
	return bk != nil && bk.facing(p)
}

// legalOwn is IsLegal's test of a pass: safe, and with stalemateOnly the side
// has no other legal move.
func (md *pass) legalOwn(p *Position, m Move) bool {
	if !md.safe(p) {
		return false
	}
	if !md.stalemateOnly {
		return true
	}
	saved, sc, mb, cb := p.gen, p.scratch, p.modBuf, p.choiceBuf
	p.scratch, p.modBuf, p.choiceBuf = nil, nil, nil
	found := false
	for _, o := range p.generateAll(nil, false, false) {
		found = found || o.owner == md.own
	}
	p.gen, p.scratch, p.modBuf, p.choiceBuf = saved, sc, mb, cb
	return found
}

func (md *pass) make(*Position, Move, *undo)   {}
func (md *pass) unmake(*Position, Move, *undo) {}

// filter (stalemateOnly) drops the pass from buf[start:] when the side has
// another legal move: among buf[start:] when it holds every move (legal ones,
// or pseudo-legal ones told by IsLegal), else by its own test.
func (md *pass) filter(p *Position, buf []Move, start int, all bool) []Move {
	at := -1
	for i := start; i < len(buf); i++ {
		if buf[i].owner == md.own {
			at = i
			break
		}
	}
	if at < 0 {
		return buf
	}
	other := false
	if all {
		for i := start; i < len(buf) && !other; i++ {
			other = i != at && (!p.gen.pseudo || p.IsLegal(buf[i]))
		}
	} else {
		other = !md.legalOwn(p, buf[at])
	}
	if !other {
		return buf
	}
	return append(buf[:at], buf[at+1:]...)
}

// ended: two passes in a row end the game (Fairy-Stockfish's "double
// passing"), decided by material counting or drawn.
func (md *pass) ended(p *Position) (Termination, string) {
	a, b := p.undoBack(0), p.undoBack(1)
	if a == nil || b == nil || a.m.owner != md.own || b.m.owner != md.own {
		return NotOver, "*"
	}
	return DoublePass, materialResult(p, md.material)
}

// undoBack returns the undo record of the move back moves before the last
// (0: the last move), nil when there is none.
func (p *Position) undoBack(back int) *undo {
	if back < len(p.hist) {
		return &p.hist[len(p.hist)-1-back]
	}
	back -= len(p.hist)
	for i := len(p.histOld) - 1; i >= 0; i-- {
		c := p.histOld[i]
		if back < len(c) {
			return &c[len(c)-1-back]
		}
		back -= len(c)
	}
	return nil
}

// materialResult returns the result of a game ended by a rule that counts
// material (rules.End.MaterialCounting): "1/2-1/2" when it is "", else the
// count's winner.
func materialResult(p *Position, how string) string {
	if how != rules.MaterialJanggi {
		return "1/2-1/2"
	}
	count := -1 // the second player's bonus
	for s, pc := range p.board {
		if pc == Empty {
			continue
		}
		v := janggiValue(p.R.kinds[pc.Kind()].label)
		if p.board[s].Color() == rules.Black {
			v = -v
		}
		count += v
	}
	if count > 0 {
		return "1-0"
	}
	return "0-1"
}

// janggiValue is a piece's value in janggi's count (rules.MaterialJanggi), by
// its label.
func janggiValue(label string) int {
	switch label {
	case "R":
		return 13
	case "C":
		return 7
	case "N":
		return 5
	case "B", "E", "A":
		return 3
	case "P":
		return 2
	}
	return 0
}
