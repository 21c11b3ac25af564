package position

import (
	"fmt"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

func init() { registerModule(rules.ModEnPassant, moduleDef{compile: compileEnPassant}) }

// enPassant is the en passant module (rules.EnPassant): a pawn's two-square step
// (FlagDouble) leaves a target square behind it for one ply, and an enemy Betza 'e'
// capture may take the pawn by moving there (FlagEnPassant).
type enPassant struct{}

// epState is en passant's slot of the module state: the target square and the
// pawn that can be taken there (NoSquare, NoSquare when none).
type epState struct {
	target, victim board.Square
}

func compileEnPassant(r *Rules) (module, error) {
	if r.V.EnPassant == nil {
		return nil, nil
	}
	return &enPassant{}, nil
}

func (*enPassant) traits() traits {
	return traits{name: rules.ModEnPassant,
		owns: FlagEnPassant, fullCheck: FlagEnPassant, effectsOn: fxEP, fields: []fenField{fenEnPassant}, keySqs: &noSquares}
}

// noSquares is the empty set (traits.keySqs of a key read from the module state
// alone). En passant's key reads the board while there is a target, yet a ply
// that leaves its state alone leaves its key alone: a ply that leaves a target
// is a double step onto a square that was empty, which becomes the victim's
// square, while an earlier target's victim stood on its square; so such a ply
// changes the state, and one that does not left no target before it or after
// it: the key was 0 and is 0.
var noSquares bitset

// prepare opens the target to the 'e' rays of the side to move.
func (*enPassant) prepare(p *Position, gs *genState) {
	if p.st.ep.victim != board.NoSquare {
		gs.eTarget = p.st.ep.target
	}
}

// make moves the capturing pawn to the target and takes the pawn beyond it.
func (*enPassant) make(p *Position, m Move, u *undo) {
	v := p.st.ep.victim
	cp := p.board[v]
	u.captured, u.capSq = cp, v
	p.take(v)
	p.hash ^= zobPiece(cp, v)
	p.take(m.From)
	p.put(m.To, u.moved)
	p.hash ^= zobPiece(u.moved, m.From) ^ zobPiece(u.moved, m.To)
	p.clearUnmoved(m.From)
	p.clearUnmoved(m.To)
	p.halfmove = 0
	if p.R.kinds[u.moved.Kind()].royal {
		p.king[p.side] = m.To
	}
}

func (*enPassant) unmake(p *Position, m Move, u *undo) {
	p.take(m.To)
	p.put(m.From, u.moved)
	p.put(u.capSq, u.captured)
}

// after: the old target lapses; a double step sets a new one, unless it
// promotes (a double step into the promotion zone: Fairy-Stockfish's do_move
// sets en passant squares only for a move that is no promotion).
func (*enPassant) after(p *Position, m Move, u *undo) {
	st := &p.st.ep
	if st.target != board.NoSquare {
		p.hash ^= zobEP(st.target)
		st.target, st.victim = board.NoSquare, board.NoSquare
	}
	if m.Flags&FlagDouble != 0 && m.Promo == 0 {
		st.target = board.Square((int(m.From) + int(m.To)) / 2)
		st.victim = m.To
		p.hash ^= zobEP(st.target)
	}
}

// readFEN reads the en passant field: an empty target square, then the square of
// the pawn that made the double step when it does not stand just beyond the
// target ("d3c4": Fairy-Stockfish's form, which Berolina's diagonal double step
// needs). A target alone is taken with the pawn just beyond it, else the one pawn
// of the side not to move diagonally beyond it (Berolina); two such pawns, or
// none, are an error.
func (*enPassant) readFEN(p *Position, field fenField, f string, j, col int) (int, error) {
	r := p.R
	ts, vs := splitSquares(f)
	s, err := r.G.Parse(ts)
	if err != nil {
		return 0, &FENError{"en passant", col, err.Error()}
	}
	if vs != "" && p.board[s] != Empty {
		// Fairy-Stockfish writes the squares of a piece's initial move (the
		// square passed and the destination: between_bb) in square order, so
		// the pawn's square may come first ("h5h6" after h7-h5)
		if t, err := r.G.Parse(vs); err == nil && p.board[t] == Empty {
			ts, vs, s = vs, ts, t
		}
	}
	// the pawn that just made its double step stands one rank beyond s, seen from
	// the side that is not to move
	them := p.side.Other()
	dr := 1
	if them == rules.Black {
		dr = -1
	}
	pawnOf := func(v board.Square) bool {
		return v != board.NoSquare && p.board[v] != Empty && p.board[v].Color() == them && r.kinds[p.board[v].Kind()].pawn
	}
	if pawnOf(s) && vs != "" {
		// Fairy-Stockfish's squares of a custom pawn's double step in square
		// order, the pawn's own square (between_bb includes it) before the
		// target ("e5e6"): the target is the other
		if t, err := r.G.Parse(vs); err == nil && p.board[t] == Empty && r.G.File(t) == r.G.File(s) && r.G.Rank(s)-r.G.Rank(t) == dr {
			ts, vs, s = vs, ts, t
		}
	}
	if p.board[s] != Empty {
		return 0, &FENError{"en passant", col, fmt.Sprintf("%s is no en passant target: it must be empty with a %s pawn just beyond it", ts, them)}
	}
	v := board.NoSquare
	switch {
	case vs != "":
		v, err = r.G.Parse(vs)
		if err != nil {
			return 0, &FENError{"en passant", col + len(ts), err.Error()}
		}
		if !pawnOf(v) || abs(r.G.Rank(v)-r.G.Rank(s)) != 1 {
			return 0, &FENError{"en passant", col + len(ts), fmt.Sprintf("%s is no en passant victim of target %s: it must hold a %s pawn one rank beyond it", vs, ts, them)}
		}
	case pawnOf(r.G.Sq(r.G.File(s), r.G.Rank(s)+dr)):
		v = r.G.Sq(r.G.File(s), r.G.Rank(s)+dr)
	default:
		// a diagonal double step (Berolina): the one pawn diagonally beyond
		for _, df := range [2]int{-1, 1} {
			if c := r.G.Sq(r.G.File(s)+df, r.G.Rank(s)+dr); pawnOf(c) {
				if v != board.NoSquare {
					return 0, &FENError{"en passant", col, fmt.Sprintf("%s is an en passant target of two %s pawns (%s, %s): name the one that moved (%s%s)", ts, them, r.G.Name(v), r.G.Name(c), ts, r.G.Name(v))}
				}
				v = c
			}
		}
		if v == board.NoSquare {
			return 0, &FENError{"en passant", col, fmt.Sprintf("%s is no en passant target: it must be empty with a %s pawn just beyond it", ts, them)}
		}
	}
	p.st.ep = epState{s, v}
	p.hash ^= zobEP(s)
	return len(f), nil
}

// splitSquares splits an en passant field in its target and, when given, the
// victim's square: "d3c4" is "d3", "c4"; "e3" is "e3", "". A square is letters
// then digits.
func splitSquares(f string) (string, string) {
	digits := false
	for i := 0; i < len(f); i++ {
		isDigit := f[i] >= '0' && f[i] <= '9'
		if digits && !isDigit {
			return f[:i], f[i:]
		}
		digits = digits || isDigit
	}
	return f, ""
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// writeFEN writes the target only when an en passant capture is legal, followed
// by the square of the pawn that made the double step when that pawn does not
// stand just beyond the target (Fairy-Stockfish's "d3c4", a Berolina pawn's
// diagonal step).
func (*enPassant) writeFEN(p *Position, field fenField, b *strings.Builder) {
	if !p.EPCapturable() {
		return
	}
	g, t, v := p.R.G, p.st.ep.target, p.st.ep.victim
	b.WriteString(g.Name(t))
	if g.File(v) != g.File(t) {
		b.WriteString(g.Name(v))
	}
}

// key: the hash holds the target; a target no legal capture uses is taken out
// (FIDE 9.2.3: the positions have the same possible moves).
func (*enPassant) key(p *Position) uint64 {
	if t := p.st.ep.target; t != board.NoSquare && !p.epCapturable() {
		return zobEP(t)
	}
	return 0
}

// EnPassant returns the en passant target square, or NoSquare.
func (p *Position) EnPassant() board.Square { return p.st.ep.target }

// EnPassantVictim returns the square of the pawn an en passant capture would take, or NoSquare.
func (p *Position) EnPassantVictim() board.Square { return p.st.ep.victim }

// EPCapturable reports whether an en passant capture is legal now.
func (p *Position) EPCapturable() bool {
	return p.st.ep.target != board.NoSquare && p.epCapturable()
}

// epCapturable looks for a legal en passant capture among the moves to the target
// of the kinds that have en passant rays (Betza 'e'), found from the target square
// (MovesTo).
func (p *Position) epCapturable() bool {
	t := p.st.ep.target
	var buf [16]Move
	r := p.R
	rev := r.reverse()
	for _, k := range rev.epKinds[p.side] {
		if r.noRev&(1<<k) == 0 && !rev.k[p.side][k].tgt[t].from.meets(&p.bb[MakePiece(k, p.side)]) {
			continue // the kind's moves are its rays, and none of its pieces has one to t
		}
		for _, m := range p.MovesTo(buf[:0], k, t) {
			if m.Flags&FlagEnPassant != 0 && p.IsLegal(m) {
				return true
			}
		}
	}
	return false
}

// EnPassant reports whether m is an en passant capture (the captured pawn stands
// beside To, not on it: EnPassantVictim before the move, or Effects(m).Captured).
func (m Move) EnPassant() bool { return m.Flags&FlagEnPassant != 0 }

// EffectEnPassant: an en passant capture; Squares is the taken pawn's square.
const EffectEnPassant EffectKind = "en-passant"

func (md *enPassant) effects(p *Position, m Move, buf []Effect) []Effect {
	if m.Flags&FlagEnPassant != 0 {
		buf = append(buf, effectOf(rules.ModEnPassant, EffectEnPassant, 0, p.EnPassantVictim()))
	}
	return buf
}
