package position

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

func init() {
	registerModule(rules.ModBishopSwap, moduleDef{compile: compileBishopSwap, skip: skipSwapLetter})
}

// bishopSwap is Maura's bishop swap / the PMC Bishop Adjustment Rule
// (rules.BishopSwap): once per game, an unmoved bishop and an unmoved partner of
// its side standing Distance squares beside it on the same rank change places
// (its owner index; From is the bishop's square, To the partner's).
type bishopSwap struct {
	r        *Rules
	own      uint8  // owner index (Move.owner)
	kind     int    // the swapping kind
	mask     uint32 // bit k: kind k is a partner
	distance int
	inCheck  bool // the swap is allowed while in check
}

// swapState is the bishop swap's slot of the module state: whether each side may
// still swap.
type swapState struct {
	right [2]bool
}

func compileBishopSwap(r *Rules) (module, error) {
	sw := r.V.BishopSwap
	if sw == nil {
		return nil, nil
	}
	md := &bishopSwap{r: r, distance: sw.Distance, inCheck: sw.InCheck}
	if md.kind = r.KindOf(sw.Piece); md.kind == 0 {
		return nil, fmt.Errorf("bishop_swap piece %q is not a piece", sw.Piece)
	}
	for _, l := range sw.Partners {
		if k := r.KindOf(l); k != 0 {
			md.mask |= 1 << k
		}
	}
	return md, nil
}

func (md *bishopSwap) traits() traits {
	return traits{name: rules.ModBishopSwap, kinds: []int{md.kind},
		ownsMoves: true, fullOwn: true, effectsOn: fxOwned, fields: []fenField{fenRuleState}}
}

// start: both sides may swap.
func (md *bishopSwap) start(p *Position) { p.st.swap.right = [2]bool{true, true} }

// partners returns the squares Distance files to either side of s on its rank
// (NoSquare off the board): where a swap partner of a bishop on s stands.
func (md *bishopSwap) partners(s board.Square) [2]board.Square {
	g := md.r.G
	f, rk := g.File(s), g.Rank(s)
	return [2]board.Square{g.Sq(f-md.distance, rk), g.Sq(f+md.distance, rk)}
}

// partnerOK reports whether t holds an unmoved partner of colour c.
func (md *bishopSwap) partnerOK(p *Position, t board.Square, c rules.Color) bool {
	if t == board.NoSquare {
		return false
	}
	tp := p.board[t]
	return tp != Empty && tp.Color() == c && md.mask&(1<<uint(tp.Kind())) != 0 && p.Unmoved(t)
}

// pieceMoves adds the swaps of the unmoved bishop on s (whatever the right or check
// in relax mode).
func (md *bishopSwap) pieceMoves(p *Position, buf []Move, s board.Square, gs *genState) ([]Move, bool) {
	us := p.side
	if !p.Unmoved(s) || (!gs.relax && (!p.st.swap.right[us] || (!md.inCheck && p.InCheck()))) {
		return buf, false
	}
	for _, t := range md.partners(s) {
		if !md.partnerOK(p, t, us) {
			continue
		}
		m := Move{From: s, To: t, owner: md.own}
		if gs.pseudo || md.safe(p, m) {
			buf = append(buf, m)
		}
	}
	return buf, false
}

// safe reports whether the swap m leaves the mover's royal piece unattacked. With
// the fast legality test (no module changes the board beyond a move, every attack
// is on the attack rays) the two pieces trade places on the board for the attack
// test; else the move is played.
func (md *bishopSwap) safe(p *Position, m Move) bool {
	us := p.side
	if !p.R.hooks.shortcut[us] || p.R.hooks.checker != nil {
		return p.leavesRoyalSafe(m)
	}
	k := p.king[us]
	switch k {
	case board.NoSquare:
		return true
	case m.From:
		k = m.To
	case m.To:
		k = m.From
	}
	b := p.board
	b[m.From], b[m.To] = b[m.To], b[m.From]
	a := p.Attacked(k, us.Other())
	b[m.From], b[m.To] = b[m.To], b[m.From]
	return !a
}

func (md *bishopSwap) make(p *Position, m Move, u *undo) {
	us := p.side
	pc := u.moved
	partner := p.board[m.To]
	p.take(m.From)
	p.take(m.To)
	p.put(m.From, partner)
	p.put(m.To, pc)
	p.hash ^= zobPiece(pc, m.From) ^ zobPiece(pc, m.To) ^ zobPiece(partner, m.To) ^ zobPiece(partner, m.From)
	p.clearUnmoved(m.From)
	p.clearUnmoved(m.To)
	if p.R.kinds[pc.Kind()].royal {
		p.king[us] = m.To
	}
	if p.R.kinds[partner.Kind()].royal {
		p.king[us] = m.From
	}
}

func (md *bishopSwap) unmake(p *Position, m Move, u *undo) {
	a, b := p.board[m.From], p.board[m.To]
	p.take(m.From)
	p.take(m.To)
	p.put(m.From, b)
	p.put(m.To, a)
}

// after: a swap spends the mover's right.
func (md *bishopSwap) after(p *Position, m Move, u *undo) {
	if m.owner == md.own {
		p.st.swap.right[p.side] = false
	}
}

// key: for each side that may still swap, the swaps its unmoved pieces allow
// (bishop square and partner side): positions where different swaps are possible
// differ (FIDE 9.2.3), even with the right itself unchanged.
func (md *bishopSwap) key(p *Position) uint64 {
	var h uint64
	for c := rules.White; c <= rules.Black; c++ {
		if !p.st.swap.right[c] {
			continue
		}
		h ^= zobSwap[c]
		b := &p.bb[MakePiece(md.kind, c)]
		for w := range b {
			for x := b[w]; x != 0; x &= x - 1 {
				s := board.Square(w*64 + bits.TrailingZeros64(x))
				if !p.Unmoved(s) {
					continue
				}
				for i, t := range md.partners(s) {
					if md.partnerOK(p, t, c) {
						h ^= zobSwapPair[s][i]
					}
				}
			}
		}
	}
	return h
}

// readFEN reads S (White may swap) or s (Black may swap).
func (md *bishopSwap) readFEN(p *Position, field fenField, f string, j, col int) (int, error) {
	ch := f[j]
	if ch != 'S' && ch != 's' {
		return 0, nil
	}
	c := rules.White
	if ch == 's' {
		c = rules.Black
	}
	if p.st.swap.right[c] {
		return 0, &FENError{"rule-state", col + j, fmt.Sprintf("%q given twice", ch)}
	}
	p.st.swap.right[c] = true
	return 1, nil
}

func skipSwapLetter(f string, j int) int {
	if f[j] == 'S' || f[j] == 's' {
		return 1
	}
	return 0
}

func (md *bishopSwap) writeFEN(p *Position, field fenField, b *strings.Builder) {
	if p.st.swap.right[rules.White] {
		b.WriteByte('S')
	}
	if p.st.swap.right[rules.Black] {
		b.WriteByte('s')
	}
}

// SwapRight reports whether c may still make a bishop swap.
func (p *Position) SwapRight(c rules.Color) bool { return p.st.swap.right[c] }

// SwapPartners returns the squares where a swap partner of a bishop standing on s
// would stand (Distance files to either side on its rank; NoSquare off the board
// or without the bishop_swap module). It is the one place these squares are
// computed.
func (r *Rules) SwapPartners(s board.Square) [2]board.Square {
	md := moduleOf[*bishopSwap](r)
	if md == nil || !r.G.Contains(s) {
		return [2]board.Square{board.NoSquare, board.NoSquare}
	}
	return md.partners(s)
}

// SwapPartner returns the partner's square of the swap m (where the bishop goes),
// or NoSquare when m is no swap.
func (p *Position) SwapPartner(m Move) board.Square {
	if !p.R.hooks.ownedBy(m, rules.ModBishopSwap) {
		return board.NoSquare
	}
	return m.To
}

// SwapKinds returns the swapping kind and the partner kinds (bit k set for kind k),
// 0, 0 without the bishop_swap module.
func (r *Rules) SwapKinds() (bishop int, partners uint32) {
	md := moduleOf[*bishopSwap](r)
	if md == nil {
		return 0, 0
	}
	return md.kind, md.mask
}

// EffectSwap: a bishop swap; Squares is the partner's square (where the bishop
// goes), Piece the partner's kind.
const EffectSwap EffectKind = "swap"

func (md *bishopSwap) setOwner(i uint8) { md.own = i }

func (md *bishopSwap) effects(p *Position, m Move, buf []Effect) []Effect {
	if m.owner == md.own {
		buf = append(buf, effectOf(rules.ModBishopSwap, EffectSwap, p.board[m.To].Kind(), m.To))
	}
	return buf
}
