package position

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

func init() {
	registerModule(rules.ModBishopConversion, moduleDef{compile: compileBishopConversion, skip: skipConversionLetter})
}

// bishopConversion is the Bishops Conversion Rule (rules.BishopConversion, RULES.md,
// Symmetric Chess): an unmoved bishop on its home square may, as its first move, make
// an orthogonal step onto a square of the other colour (its owner index). Seed
// (symmetric-chess.txt): "if he makes a normal move with one of his bishops, the
// first move made with the other must be a conversion move".
type bishopConversion struct {
	r       *Rules
	own     uint8 // owner index (Move.owner)
	kind    int   // the converting kind
	capture bool  // a conversion may capture
	homes   [2][]board.Square
	// homeIdx[c][s]: the home index of square s for colour c, -1 none
	homeIdx [2][]int8
	// homeSet: the homes of both colours
	homeSet bitset
	// step[c][s]: the conversion step squares from home s
	step [2][][]board.Square
	// stepBits[c][i]: the step squares of home i of colour c as a bit set
	// (perft counts them without writing the moves)
	stepBits [2][maxHomes]bitset
}

const maxHomes = 4

// convRight is a home's conversion right.
type convRight uint8

const (
	convNone convRight = iota // no right (moved, captured, or given up)
	convCan                   // may convert
	convMust                  // must convert: its first move is a conversion
)

// convState is bishop conversion's slot of the module state: the right of each home.
type convState struct {
	right [2][maxHomes]convRight
}

// none reports whether no home holds a right (two word compares: a compare of
// the whole array calls the runtime).
func (st *convState) none() bool {
	return st.right[0] == [maxHomes]convRight{} && st.right[1] == [maxHomes]convRight{}
}

func compileBishopConversion(r *Rules) (module, error) {
	bc := r.V.BishopConversion
	if bc == nil {
		return nil, nil
	}
	md := &bishopConversion{r: r, capture: bc.Capture, homes: bc.Homes}
	if md.kind = r.KindOf(bc.Piece); md.kind == 0 {
		return nil, fmt.Errorf("bishop_conversion piece %q is not a piece", bc.Piece)
	}
	for c := rules.White; c <= rules.Black; c++ {
		md.homeIdx[c] = make([]int8, r.N)
		for i := range md.homeIdx[c] {
			md.homeIdx[c][i] = -1
		}
		if len(bc.Homes[c]) > maxHomes {
			return nil, fmt.Errorf("bishop_conversion: at most %d homes per side", maxHomes)
		}
		md.step[c] = make([][]board.Square, r.N)
		for i, h := range bc.Homes[c] {
			md.homeIdx[c][h] = int8(i)
			md.homeSet.set(h)
			for _, ry := range buildRays(r.G, h, c, bc.StepAtoms) {
				md.step[c][h] = append(md.step[c][h], ry.sqs...)
			}
			for _, t := range md.step[c][h] {
				md.stepBits[c][i].set(t)
			}
		}
	}
	return md, nil
}

func (md *bishopConversion) traits() traits {
	// the key is the rights, in the module state alone (keySqs: no square)
	return traits{name: rules.ModBishopConversion, kinds: []int{md.kind}, live: true,
		ownsMoves: true, plainBoard: true, effectsOn: fxOwned | fxKinds,
		fields: []fenField{fenRuleState}, keySqs: &noSquares, afterAt: &md.homeSet}
}

// start: a right for each home that holds its own bishop.
func (md *bishopConversion) start(p *Position) {
	for c := rules.White; c <= rules.Black; c++ {
		for i, h := range md.homes[c] {
			if pc := p.board[h]; pc.Kind() == md.kind && pc.Color() == c {
				p.st.conv.right[c][i] = convCan
			}
		}
	}
}

// prepare adds to gs.modAt the homes of the side to move from which a bishop may
// convert or must: a home with a right, unless every step square holds an own
// piece and the bishop need not convert (then it has no conversion, and its other
// moves are open). CandidateMoves (relax) asks pieceMoves on every square.
func (md *bishopConversion) prepare(p *Position, gs *genState) {
	us := p.side
	rt := &p.st.conv.right[us]
	if gs.relax || *rt == [maxHomes]convRight{} {
		return
	}
	own := &p.occ[us]
	for i, h := range md.homes[us] {
		if rt[i] == convMust || rt[i] == convCan && !md.stepBits[us][i].within(own) {
			gs.modAt.set(h)
		}
	}
}

// pieceMoves adds the conversion steps of an unmoved bishop on a home with a right
// (any home in relax mode); a bishop that must convert has no other move.
// Seed: "it will give an orthogonal step towards any of the three squares
// surrounding it that are of the other color, provided they are empty"; "It is
// possible to take a piece of the opponent by conversion" (param capture).
func (md *bishopConversion) pieceMoves(p *Position, buf []Move, s board.Square, gs *genState) ([]Move, bool) {
	us := p.side
	i := md.homeIdx[us][s]
	if i < 0 || !p.Unmoved(s) {
		return buf, false
	}
	right := p.st.conv.right[us][i]
	if right == convNone && !gs.relax {
		return buf, false
	}
	p.setKind(gs, md.kind)
	for _, t := range md.step[us][s] {
		tp := p.board[t]
		switch {
		case tp == Empty:
			buf = p.emitMove(buf, Move{From: s, To: t, owner: md.own}, gs)
		case tp.Color() != us && md.capture && !p.R.kinds[tp.Kind()].royal:
			// The step is no attack (RULES.md), so it may reach an enemy royal piece
			// that is not in check; a royal piece is never captured.
			buf = p.emitMove(buf, Move{From: s, To: t, Flags: FlagCapture, owner: md.own}, gs)
		}
	}
	return buf, right == convMust && !gs.relax
}

// countPieceMoves is pieceMoves counted (perft's leaves): the same steps, each
// counted as emit would keep it for a non-royal piece that is not pinned. When
// no step needs a choice or the full legality test, the steps are counted as a
// bit set; otherwise one by one (a step into a choice, such as Cowardly Crew's
// conversions, is generated).
func (md *bishopConversion) countPieceMoves(p *Position, s board.Square, gs *genState) (n int, only, counted bool) {
	us := p.side
	i := md.homeIdx[us][s]
	if i < 0 || !p.Unmoved(s) {
		return 0, false, true
	}
	right := p.st.conv.right[us][i]
	if right == convNone && !gs.relax {
		return 0, false, true
	}
	only = right == convMust && !gs.relax
	if gs.fullCheck&FlagCapture == 0 && gs.hk.fullOwn>>md.own&1 == 0 && gs.chq == nil && gs.chc == nil {
		steps := &md.stepBits[us][i]
		occ, them := &p.occ, us.Other()
		for w := 0; w < p.R.words; w++ {
			q := steps[w] &^ (occ[0][w] | occ[1][w])
			var c uint64
			if md.capture {
				c = steps[w] & occ[them][w]
			}
			if gs.evade {
				q &= gs.evadeTo[w]
				c &= gs.evadeTo[w]
			}
			n += bits.OnesCount64(q)
			for ; c != 0; c &= c - 1 {
				if !p.R.kinds[p.board[w*64+bits.TrailingZeros64(c)].Kind()].royal {
					n++
				}
			}
		}
		return n, only, true
	}
	for _, t := range md.step[us][s] {
		tp := p.board[t]
		switch {
		case tp == Empty:
			n += p.countMove(Move{From: s, To: t, owner: md.own}, gs.chq, gs)
		case tp.Color() != us && md.capture && !p.R.kinds[tp.Kind()].royal:
			n += p.countMove(Move{From: s, To: t, Flags: FlagCapture, owner: md.own}, gs.chc, gs)
		}
	}
	return n, only, true
}

// after: a conversion spends the mover's rights; a normal move of a bishop with a
// right turns the others' "can" into "must"; a home whose bishop is gone, moved or
// converted to the other side loses its right. Every change starts from a move
// that touches a home square (a conversion or a bishop's first move leaves one; a
// capture or a piece arriving on one ends its right), unless a module's own move
// or a board side effect changes a home square: Make calls it only then
// (traits.afterAt is the homes).
func (md *bishopConversion) after(p *Position, m Move, u *undo) {
	st := &p.st.conv
	if st.none() {
		return // no right left: nothing to do (most positions of a game)
	}
	us := p.side
	if m.owner == md.own {
		st.right[us] = [maxHomes]convRight{}
	} else if m.From != board.NoSquare {
		if i := md.homeIdx[us][m.From]; i >= 0 && st.right[us][i] != convNone {
			st.right[us][i] = convNone
			for j := range st.right[us] {
				if st.right[us][j] == convCan {
					st.right[us][j] = convMust
				}
			}
		}
	}
	// A home loses its right when its bishop is gone or has moved.
	for c := rules.White; c <= rules.Black; c++ {
		for i, h := range md.homes[c] {
			if st.right[c][i] != convNone && (p.board[h] != MakePiece(md.kind, c) || !p.Unmoved(h)) {
				st.right[c][i] = convNone
			}
		}
	}
}

// anyColour: a bishop that may still convert can change its square colour.
func (md *bishopConversion) anyColour(p *Position) bool {
	return !p.st.conv.none()
}

// key: the right of every home.
func (md *bishopConversion) key(p *Position) uint64 {
	var h uint64
	for c := range p.st.conv.right {
		for i, st := range p.st.conv.right[c] {
			h ^= zobConv[c][i][st]
		}
	}
	return h
}

// readFEN reads a home file letter (upper case White, lower case Black), '+' after
// it when that bishop must convert.
func (md *bishopConversion) readFEN(p *Position, field fenField, f string, j, col int) (int, error) {
	r := md.r
	ch := f[j]
	if !(ch >= 'A' && ch <= 'P') && !(ch >= 'a' && ch <= 'p') {
		return 0, nil
	}
	c := rules.White
	file := int(ch - 'A')
	if ch >= 'a' {
		c, file = rules.Black, int(ch-'a')
	}
	idx := -1
	for i, h := range md.homes[c] {
		if r.G.File(h) == file {
			idx = i
		}
	}
	if idx < 0 {
		return 0, &FENError{"rule-state", col + j, fmt.Sprintf("%q is no bishop home file of %s", ch, c)}
	}
	home := md.homes[c][idx]
	if pc := p.board[home]; pc == Empty || pc.Kind() != md.kind || pc.Color() != c {
		return 0, &FENError{"rule-state", col + j, fmt.Sprintf("%q: a conversion right needs the %s bishop on its home square %s", ch, c, r.G.Name(home))}
	}
	if p.st.conv.right[c][idx] != convNone {
		return 0, &FENError{"rule-state", col + j, fmt.Sprintf("%q given twice", ch)}
	}
	if j+1 < len(f) && f[j+1] == '+' {
		p.st.conv.right[c][idx] = convMust
		return 2, nil
	}
	p.st.conv.right[c][idx] = convCan
	return 1, nil
}

// skipConversionLetter takes a home letter (and its '+') of a variant that has the
// module switched off.
func skipConversionLetter(f string, j int) int {
	ch := f[j]
	if !(ch >= 'A' && ch <= 'P') && !(ch >= 'a' && ch <= 'p') {
		return 0
	}
	if j+1 < len(f) && f[j+1] == '+' {
		return 2
	}
	return 1
}

// finishFEN: "must" exists only once the other bishop has given up its right.
func (md *bishopConversion) finishFEN(p *Position, field fenField, f string, col int) error {
	for c := rules.White; c <= rules.Black; c++ {
		must, n := false, 0
		for _, st := range p.st.conv.right[c] {
			must = must || st == convMust
			if st != convNone {
				n++
			}
		}
		if must && n > 1 {
			return &FENError{"rule-state", col, fmt.Sprintf("%s: a bishop that must convert leaves the other no right ('+' goes with a single letter)", c)}
		}
	}
	return nil
}

// writeFEN writes the home letters with a right, '+' after one that must convert.
func (md *bishopConversion) writeFEN(p *Position, field fenField, b *strings.Builder) {
	for c := rules.White; c <= rules.Black; c++ {
		for i, h := range md.homes[c] {
			st := p.st.conv.right[c][i]
			if st == convNone {
				continue
			}
			l := byte('A' + md.r.G.File(h))
			if c == rules.Black {
				l += 'a' - 'A'
			}
			b.WriteByte(l)
			if st == convMust {
				b.WriteByte('+')
			}
		}
	}
}

// ConversionRight returns the bishop-conversion right held on home square s for
// colour c: rules.ConversionCan, rules.ConversionMust, or rules.NoConversionRight
// (none, no such module, or s is no home of c).
func (p *Position) ConversionRight(s board.Square, c rules.Color) rules.ConversionRight {
	md := moduleOf[*bishopConversion](p.R)
	if md == nil || !p.R.G.Contains(s) || md.homeIdx[c][s] < 0 {
		return rules.NoConversionRight
	}
	return [...]rules.ConversionRight{rules.NoConversionRight, rules.ConversionCan, rules.ConversionMust}[p.st.conv.right[c][md.homeIdx[c][s]]]
}

// DeclinesConversion reports whether m, a move of the side to move, is a normal
// move of a bishop that could convert: it gives its right up, and the other bishop
// must convert (seed: "if he makes a normal move with one of his bishops, the
// first move made with the other must be a conversion move").
func (p *Position) DeclinesConversion(m Move) bool {
	if p.R.modKinds&(1<<p.board[m.From].Kind()) == 0 || p.R.hooks.ownedBy(m, rules.ModBishopConversion) {
		return false
	}
	return p.ConversionRight(m.From, p.side) == rules.ConversionCan
}

// EffectConversion: a bishop conversion step (no squares or piece: From and To
// are the step). EffectConversionDeclined: a normal move of a bishop that could
// convert, which gives its right up (seed: "if he makes a normal move with one of
// his bishops, the first move made with the other must be a conversion move").
const (
	EffectConversion         EffectKind = "conversion"
	EffectConversionDeclined EffectKind = "conversion-declined"
)

func (md *bishopConversion) setOwner(i uint8) { md.own = i }

func (md *bishopConversion) effects(p *Position, m Move, buf []Effect) []Effect {
	switch {
	case m.owner == md.own:
		buf = append(buf, effectOf(rules.ModBishopConversion, EffectConversion, 0))
	case p.DeclinesConversion(m):
		buf = append(buf, effectOf(rules.ModBishopConversion, EffectConversionDeclined, 0))
	}
	return buf
}
