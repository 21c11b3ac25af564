package position

import (
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

func init() {
	registerModule(rules.ModExplosions, moduleDef{compile: compileExplosions})
	bigCloners = append(bigCloners, cloneBlastState)
}

// cloneBlastState copies the explosions slot of src into dst (see bigCloners):
// the stack of blasts, its top record only when last.
func cloneBlastState(dst, src *bigState, last bool) {
	dst.blasts.stack = topOf(src.blasts.stack, last)
}

// explosions is the atomic rule module (rules.Explosions; lichess atomic, in our
// words): a capture removes the captured piece, the capturing piece and every piece
// on the 8 squares around the capture square but the spared types (pawns); en
// passant explodes around the square the capturing pawn moves to. A move that
// explodes the mover's own royal piece is illegal (the engine's rule for a royal
// piece that vanishes); one that explodes the enemy royal piece wins at once, even
// out of check (end.no_royal); royal pieces side by side are not in check. The
// exploded pieces are kept on the module's own undo stack.
type explosions struct {
	r     *Rules
	spare []bool // spare[k]: an explosion next to a piece of kind k leaves it
	// immune[k]: no explosion removes a piece of kind k, not even its own
	// capture's (rules.Explosions.Immune)
	immune []bool
}

// mutualExplosions is explosions with rules.Explosions.Mutual: a piece of a kind
// of mutual may not capture a piece of its own kind (a filter, so the atomic
// variants without it keep their fast paths).
type mutualExplosions struct {
	*explosions
	mutual []bool
}

// blast is what one explosion removed.
type blast struct {
	n   int
	sq  [9]board.Square
	pcs [9]Piece
}

func compileExplosions(r *Rules) (module, error) {
	e := r.V.Explosions
	if e == nil {
		return nil, nil
	}
	md := &explosions{r: r, spare: make([]bool, len(r.kinds)), immune: make([]bool, len(r.kinds))}
	// kind 0 is a wall square (walls.go): an explosion leaves it, as
	// Fairy-Stockfish blasts only the pieces of the two sides
	md.spare[0] = true
	for _, l := range e.Spare {
		md.spare[r.KindOf(l)] = true
	}
	for _, l := range e.Immune {
		md.immune[r.KindOf(l)] = true
		md.spare[r.KindOf(l)] = true
	}
	if len(e.Mutual) == 0 {
		return md, nil
	}
	mx := &mutualExplosions{explosions: md, mutual: make([]bool, len(r.kinds))}
	for _, l := range e.Mutual {
		mx.mutual[r.KindOf(l)] = true
	}
	return mx, nil
}

// filter drops from buf[start:] the captures of a piece of a mutual kind on a
// piece of its own kind (atomar: "the kings may not capture each other").
func (mx *mutualExplosions) filter(p *Position, buf []Move, start int, all bool) []Move {
	out := buf[:start]
	for _, m := range buf[start:] {
		if m.Flags&FlagCapture != 0 && m.Flags&FlagEnPassant == 0 {
			if k := p.board[m.From].Kind(); mx.mutual[k] && p.board[m.To] != Empty && p.board[m.To].Kind() == k {
				continue
			}
		}
		out = append(out, m)
	}
	return out
}

func (md *explosions) traits() traits {
	return traits{name: rules.ModExplosions, changesBoard: true, noShortcut: true, effectsOn: fxCapture}
}

// after explodes a capture.
func (md *explosions) after(p *Position, m Move, u *undo) {
	if p.big == nil {
		p.big = &bigState{}
	}
	st := &p.big.blasts
	st.stack = append(st.stack, blast{})
	if m.Flags&FlagCapture == 0 {
		return
	}
	b := &st.stack[len(st.stack)-1]
	boom := func(s board.Square) {
		pc := p.board[s]
		b.sq[b.n], b.pcs[b.n] = s, pc
		b.n++
		p.take(s)
		p.hash ^= zobPiece(pc, s)
		p.clearUnmoved(s)
		if p.king[pc.Color()] == s {
			p.king[pc.Color()] = board.NoSquare
		}
	}
	if !md.immune[p.board[m.To].Kind()] {
		boom(m.To) // the capturer
	}
	for _, t := range md.r.nbr[m.To] {
		if pc := p.board[t]; pc != Empty && !md.spare[pc.Kind()] {
			boom(t)
		}
	}
	p.halfmove = 0
}

func (md *explosions) undoAfter(p *Position, m Move, u *undo) {
	st := &p.big.blasts
	b := &st.stack[len(st.stack)-1]
	for i := b.n - 1; i >= 0; i-- {
		p.put(b.sq[i], b.pcs[i])
	}
	st.stack = st.stack[:len(st.stack)-1]
}

// checked: royal pieces side by side are never in check ("a capture of one would
// explode the other"), nor is a side whose enemy has no royal piece left.
func (md *explosions) checked(p *Position, c rules.Color) bool {
	k, ek := p.king[c], p.king[c.Other()]
	if k == board.NoSquare || ek == board.NoSquare {
		return false
	}
	for _, t := range md.r.nbr[k] {
		if t == ek {
			return false
		}
	}
	return p.Attacked(k, c.Other())
}

// blastState is the explosions module's slot of bigState.
type blastState struct {
	stack []blast
}

// EffectExplosion: a capture explodes; Squares are the squares it empties, the
// capture square first (the capturing piece), then the neighbours whose pieces
// are not spared, in the board's neighbour order.
const EffectExplosion EffectKind = "explosion"

// effects reports the explosion of the capture m on the board before m: the
// capture square and every neighbour holding a piece that is not spared (the
// capturing piece's From square is emptied by the move itself, not the blast).
func (md *explosions) effects(p *Position, m Move, buf []Effect) []Effect {
	if m.Flags&FlagCapture == 0 {
		return buf
	}
	var sq []board.Square
	if pc := p.board[m.From]; !md.immune[pc.Kind()] {
		sq = append(sq, m.To)
	}
	for _, t := range md.r.nbr[m.To] {
		if t == m.From || m.Flags&FlagEnPassant != 0 && t == p.st.ep.victim {
			continue // emptied by the move itself: the mover's square, the pawn taken en passant
		}
		if pc := p.board[t]; pc != Empty && !md.spare[pc.Kind()] {
			sq = append(sq, t)
		}
	}
	if len(sq) == 0 {
		return buf // an immune capturer with no neighbour to explode
	}
	return append(buf, effectOf(rules.ModExplosions, EffectExplosion, 0, sq...))
}
