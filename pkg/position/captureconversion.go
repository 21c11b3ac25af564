package position

import (
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

func init() { registerModule(rules.ModCaptureConversion, moduleDef{compile: compileCaptureConversion}) }

// captureConversion is the Cowardly Crew rule (rules.CaptureConversion): after a
// capture, enemy pieces on the king-step neighbours of the destination may change
// sides. Each capture becomes one move per allowed set of converted pieces (the
// empty set first); the set is the move's choice argument (Move.arg; bit i: the
// enemy piece on the i-th king-step neighbour of To, nbrOff order, changes
// sides), read by Position.Converted. It has no state of its own.
type captureConversion struct {
	r      *Rules
	ranks  []int // rank per kind; -1 none (never converts, sets no limit)
	immune bool  // a piece next to its own king does not convert
}

func compileCaptureConversion(r *Rules) (module, error) {
	cc := r.V.CaptureConversion
	if cc == nil {
		return nil, nil
	}
	md := &captureConversion{r: r, immune: cc.ImmuneNextToKing, ranks: make([]int, len(r.kinds))}
	for k := 1; k < len(r.kinds); k++ {
		md.ranks[k] = -1
		if rk, ok := cc.Ranks[r.kinds[k].letter]; ok {
			md.ranks[k] = rk
		}
	}
	return md, nil
}

// traits: every capture has choices. A capture with conversions changes the board
// beyond the move, so pins do not tell whether it is legal: it gets the full test
// (fullArg). The flips only change colours, never which squares are
// occupied, and only take pieces from the side not moving, so they never uncover an
// attack on the mover's royal piece: every other move keeps the shortcuts.
func (md *captureConversion) traits() traits {
	return traits{name: rules.ModCaptureConversion, changesBoard: true, usesArg: true, fullArg: true, effectsOn: fxOwned,
		choose: func(_ rules.Color, _ int, _ board.Square, capture bool) bool { return capture }}
}

// choices adds the capture m with every allowed subset of conversions.
// Seed (cowardly-crew.txt) 5: "Pieces will only convert if the attacking piece or the
// piece just captured is of an equal or higher rank"; 4: "Pieces adjacent to the
// defending King will not convert"; 7: conversion is optional (the empty subset).
func (md *captureConversion) choices(p *Position, buf []Move, m Move, gs *genState, next int) []Move {
	if m.Flags&FlagCapture == 0 {
		return p.choose(buf, m, gs, next)
	}
	r := p.R
	them := p.side.Other()
	limit := md.ranks[p.board[m.From].Kind()]
	// Judge on the board after the capture (RULES.md).
	p.Make(m)
	if rk := md.ranks[p.lastUndo().captured.Kind()]; rk > limit {
		limit = rk
	}
	var cand uint8
	tk := p.king[them]
	for j, t := range r.nbr[m.To] {
		pc := p.board[t]
		if pc == Empty || pc.Color() != them {
			continue
		}
		rk := md.ranks[pc.Kind()]
		if rk < 0 || rk > limit {
			continue
		}
		if md.immune && tk != board.NoSquare && adjacent(r.G, t, tk) {
			continue
		}
		cand |= 1 << uint(r.nbrDir[m.To][j])
	}
	p.Unmake()
	// every subset of cand, the empty one first
	sub := uint8(0)
	for {
		mm := m
		mm.arg = sub
		buf = p.choose(buf, mm, gs, next)
		if sub == cand {
			break
		}
		sub = (sub - cand) & cand
	}
	return buf
}

func adjacent(g board.Geometry, a, b board.Square) bool {
	df := g.File(a) - g.File(b)
	dr := g.Rank(a) - g.Rank(b)
	return a != b && df >= -1 && df <= 1 && dr >= -1 && dr <= 1
}

// after changes the colour of the converted pieces (they count as moved).
func (md *captureConversion) after(p *Position, m Move, u *undo) {
	conv := p.R.hooks.choiceArg(m)
	if conv == 0 {
		return
	}
	nb, dirs := p.R.nbr[m.To], p.R.nbrDir[m.To]
	for j, t := range nb {
		if conv&(1<<uint(dirs[j])) == 0 {
			continue
		}
		old := p.board[t]
		np := old ^ blackBit
		p.take(t)
		p.put(t, np)
		p.hash ^= zobPiece(old, t) ^ zobPiece(np, t)
		p.clearUnmoved(t)
	}
}

// undoAfter changes the colours back (the hash and unmoved set are restored by Unmake).
func (md *captureConversion) undoAfter(p *Position, m Move, u *undo) {
	conv := p.R.hooks.choiceArg(m)
	if conv == 0 {
		return
	}
	nb, dirs := p.R.nbr[m.To], p.R.nbrDir[m.To]
	for j, t := range nb {
		if conv&(1<<uint(dirs[j])) != 0 {
			old := p.board[t]
			p.take(t)
			p.put(t, old^blackBit)
		}
	}
}

// Converted returns the squares whose pieces the Cowardly Crew capture m converts
// (changes to the mover's side), in ascending square order; nil for none.
func (p *Position) Converted(m Move) []board.Square {
	conv := p.R.hooks.choiceArg(m)
	if conv == 0 || moduleOf[*captureConversion](p.R) == nil {
		return nil
	}
	var out []board.Square
	for j, t := range p.R.nbr[m.To] {
		if conv&(1<<uint(p.R.nbrDir[m.To][j])) != 0 {
			out = append(out, t)
		}
	}
	return out
}

// EffectCaptureConversion: a capture that converts pieces; Squares are the
// converted pieces' squares, ascending.
const EffectCaptureConversion EffectKind = "capture-conversion"

func (md *captureConversion) effects(p *Position, m Move, buf []Effect) []Effect {
	if sq := p.Converted(m); len(sq) > 0 {
		buf = append(buf, effectOf(rules.ModCaptureConversion, EffectCaptureConversion, 0, sq...))
	}
	return buf
}
