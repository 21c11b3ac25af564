package position

import (
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// DropMove returns the side to move's drop of kind (1-based) onto the square to
// when it is pseudo-legal (see PseudoLegalMoves: IsLegal tells the royal piece's
// safety): the drops module is on, a piece of kind is in hand, to is empty and no
// drops rule forbids it (DropRefusal). It builds that one move, where Drops
// generates every drop and keeps those that match, so resolving a written drop
// costs one drop's tests. ok is false with the refusal (rules.DropAllowed when
// the drop fails for another reason: no drops, no such piece in hand, an occupied
// square or one off the board).
func (p *Position) DropMove(kind int, to board.Square) (m Move, ref rules.DropRefusal, ok bool) {
	md := moduleOf[*drops](p.R)
	if md == nil || kind <= 0 || kind >= len(p.R.kinds) || int(to) < 0 || int(to) >= p.R.N ||
		p.Hand(p.side, kind) == 0 || p.board[to] != Empty {
		return NoMove, rules.DropAllowed, false
	}
	if ref = p.DropRefusal(kind, to); ref != rules.DropAllowed {
		return NoMove, ref, false
	}
	return Move{From: to, To: to, owner: md.own, arg: uint8(kind)}, rules.DropAllowed, true
}

// PromotedDropMove returns the side to move's drop of kind (1-based, the kind in
// hand) onto to as its promoted type (rules.Drops.Promoted: Kyoto Shogi's
// "+N@b3"), when it is pseudo-legal; ok is false when the variant has no such
// drop, no piece of kind is in hand, to is not empty, or the drop rules forbid
// it there.
func (p *Position) PromotedDropMove(kind int, to board.Square) (m Move, ok bool) {
	md := moduleOf[*drops](p.R)
	if md == nil || kind <= 0 || kind >= len(p.R.kinds) || int(to) < 0 || int(to) >= p.R.N ||
		md.promo[kind] == 0 || p.Hand(p.side, kind) == 0 || p.board[to] != Empty ||
		!md.whereP[p.side][kind].has(to) || md.fullFiles(p, kind, p.side)&(1<<uint(p.R.G.File(to))) != 0 {
		return NoMove, false
	}
	return Move{From: to, To: to, Promo: uint8(md.promo[kind]), owner: md.own, arg: uint8(kind)}, true
}
