package position

import (
	"fmt"

	"github.com/gamecourier/courier/pkg/betza"
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

func init() {
	registerModule(rules.ModInPlacePromotion, moduleDef{compile: compileInPlacePromotion})
}

// inPlacePromotion is the in_place_promotion rule module (rules.InPlacePromotion;
// sittuyin, Fairy-Stockfish's sittuyinPromotion): a pawn on a promotion square of
// its side (any square when it is its side's only pawn) may, as a move of its
// own, become a piece of a choice on its square or on an empty square that
// piece attacks from there (Move.Promo the kind; From == To for a promotion in
// place). With limit, only while its side has fewer than limit pieces of that
// kind; with quiet, the new piece may attack no enemy piece and the move may
// not give check. Its moves carry its owner index; it makes them itself.
type inPlacePromotion struct {
	r   *Rules
	own uint8
	// kinds: the choices; capture[k]: the capturing atoms of kind k (White's
	// view), its attacks
	kinds   []int
	capture [][]betza.Atom
	// pawns: the pawn kinds (rules.PieceType.Pawn), the pieces that promote
	pawns []int
	zone  [2]bitset
	limit int
	quiet bool
}

func compileInPlacePromotion(r *Rules) (module, error) {
	ip := rules.InPlacePromotionParams.Of(r.V)
	if ip == nil {
		return nil, nil
	}
	md := &inPlacePromotion{r: r, limit: ip.Limit, quiet: ip.Quiet, capture: make([][]betza.Atom, len(r.kinds))}
	for k := 1; k < len(r.kinds); k++ {
		if r.kinds[k].pawn {
			md.pawns = append(md.pawns, k)
		}
	}
	for _, l := range ip.Choices {
		k := r.KindOf(l)
		if k == 0 {
			return nil, fmt.Errorf("in_place_promotion: %q is no piece of the variant", string(l))
		}
		atoms, err := betza.Parse(r.V.Pieces[k-1].Betza)
		if err != nil {
			return nil, fmt.Errorf("in_place_promotion: %s: %v", string(l), err)
		}
		for _, a := range atoms {
			if !a.Capture {
				continue
			}
			if a.Hop != betza.HopNone {
				return nil, fmt.Errorf("in_place_promotion: %s hops; a choice's attacks must be leaps or rides", string(l))
			}
			md.capture[k] = append(md.capture[k], a)
		}
		md.kinds = append(md.kinds, k)
	}
	for _, s := range ip.Squares {
		if !r.G.Contains(s) {
			return nil, fmt.Errorf("in_place_promotion: square %d is off the board", s)
		}
		md.zone[rules.White].set(s)
		md.zone[rules.Black].set(r.G.Mirror(s))
	}
	return md, nil
}

func (md *inPlacePromotion) traits() traits {
	return traits{name: rules.ModInPlacePromotion, kinds: md.pawns, ownsMoves: true, fullOwn: true, effectsOn: fxOwned}
}

func (md *inPlacePromotion) setOwner(i uint8) { md.own = i }

// pawnCount returns colour c's number of pawns on the board.
func (md *inPlacePromotion) pawnCount(p *Position, c rules.Color) int {
	n := 0
	for _, k := range md.pawns {
		n += p.bb[MakePiece(k, c)].count()
	}
	return n
}

// pieceMoves adds the promotions of the pawn on s (in relax mode whatever the
// square, the limit and the attacks).
func (md *inPlacePromotion) pieceMoves(p *Position, buf []Move, s board.Square, gs *genState) ([]Move, bool) {
	us := p.side
	if !gs.relax && !md.zone[us].has(s) && md.pawnCount(p, us) > 1 {
		return buf, false
	}
	for _, k := range md.kinds {
		if !gs.relax && md.limit > 0 && p.kindCount(k, us) >= md.limit {
			continue
		}
		buf = md.try(p, buf, s, s, k, gs)
		var to [64]board.Square
		for _, t := range md.attacks(p, k, us, s, s, to[:0]) {
			if p.board[t] == Empty {
				buf = md.try(p, buf, s, t, k, gs)
			}
		}
	}
	return buf, false
}

// try appends the promotion of the pawn on from to kind k on to when it is
// allowed (quiet: the piece attacks no enemy piece there; legal mode: the
// royal piece is safe and, quiet, no check is given).
func (md *inPlacePromotion) try(p *Position, buf []Move, from, to board.Square, k int, gs *genState) []Move {
	m := Move{From: from, To: to, Promo: uint8(k), owner: md.own}
	if gs.relax {
		return append(buf, m)
	}
	us := p.side
	if md.quiet {
		var at [64]board.Square
		for _, t := range md.attacks(p, k, us, to, from, at[:0]) {
			if pc := p.board[t]; pc != Empty && pc.Color() != us {
				return buf
			}
		}
	}
	if gs.pseudo || md.legal(p, m) {
		buf = append(buf, m)
	}
	return buf
}

// legal reports whether the promotion m leaves the mover's royal piece safe
// and, quiet, gives no check (a discovered one included).
func (md *inPlacePromotion) legal(p *Position, m Move) bool {
	us := p.side
	p.Make(m)
	ok := !p.checked(us) && !(md.quiet && p.checked(us.Other()))
	p.Unmake()
	return ok
}

// attacks appends to out the squares a piece of kind k and colour c on s
// attacks, the square skip counted empty (the pawn that leaves it).
func (md *inPlacePromotion) attacks(p *Position, k int, c rules.Color, s, skip board.Square, out []board.Square) []board.Square {
	g := p.R.G
	f0, r0 := g.File(s), g.Rank(s)
	empty := func(t board.Square) bool { return t == skip || p.board[t] == Empty }
	for _, a := range md.capture[k] {
		dx, dy := int(a.DX), int(a.DY)
		if c == rules.Black {
			dx, dy = -dx, -dy
		}
		if a.Lame {
			blocked := false
			for _, d := range a.Path {
				px, py := int(d[0]), int(d[1])
				if c == rules.Black {
					px, py = -px, -py
				}
				if t := g.Sq(f0+px, r0+py); t == board.NoSquare || !empty(t) {
					blocked = true
					break
				}
			}
			if blocked {
				continue
			}
		}
		for i := 1; a.Range == 0 || i <= a.Range; i++ {
			t := g.Sq(f0+i*dx, r0+i*dy)
			if t == board.NoSquare {
				break
			}
			out = append(out, t)
			if !empty(t) {
				break
			}
		}
	}
	return out
}

func (md *inPlacePromotion) make(p *Position, m Move, u *undo) {
	pc := u.moved
	np := MakePiece(int(m.Promo), p.side)
	p.take(m.From)
	p.put(m.To, np)
	p.hash ^= zobPiece(pc, m.From) ^ zobPiece(np, m.To)
	p.clearUnmoved(m.From)
	p.clearUnmoved(m.To)
	p.halfmove = 0 // a pawn's move (Fairy-Stockfish resets its count)
}

func (md *inPlacePromotion) unmake(p *Position, m Move, u *undo) {
	p.take(m.To)
	p.put(m.From, u.moved)
}

func (md *inPlacePromotion) effects(p *Position, m Move, buf []Effect) []Effect {
	if m.owner == md.own {
		buf = append(buf, effectOf(rules.ModInPlacePromotion, EffectPromotion, int(m.Promo), m.To))
	}
	return buf
}
