package match

import (
	"fmt"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// The spelling of the bishop swap module: SAN "B=N" (with the bishop's file, "Bc=N",
// or the piece on its other side, "B=MN", when needed); the partner squares come
// from position.Rules.SwapPartners.

// swapBlocker says why no bishop can make the swap s: the bishops and partners in
// place but moved, or no partner of that kind beside a bishop (of the file given).
func swapBlocker(p *position.Position, s pgn.SAN, partnerKind, wing int) string {
	r := p.R
	g := r.G
	us := p.Side()
	bk, _ := r.SwapKinds()
	partner := PieceName(r, partnerKind)
	where := ""
	if s.FromFile >= 0 {
		where = " on the " + board.FileName(s.FromFile) + "-file"
	}
	for sq := 0; sq < r.N; sq++ {
		b := board.Square(sq)
		if pc := p.At(b); pc == position.Empty || pc.Color() != us || pc.Kind() != bk || (s.FromFile >= 0 && g.File(b) != s.FromFile) {
			continue
		}
		sides := r.SwapPartners(b)
		for i, t := range sides {
			if t == board.NoSquare || p.At(t) == position.Empty || p.At(t).Color() != us || p.At(t).Kind() != partnerKind {
				continue
			}
			if wing != 0 {
				o := sides[1-i]
				if o == board.NoSquare || p.At(o).Kind() != wing {
					continue
				}
			}
			switch {
			case !p.Unmoved(b):
				return fmt.Sprintf("the bishop on %s has moved, so it cannot swap with the %s on %s", g.Name(b), partner, g.Name(t))
			case !p.Unmoved(t):
				return fmt.Sprintf("the %s on %s has moved, so the bishop on %s cannot swap with it", partner, g.Name(t), g.Name(b))
			}
		}
	}
	return fmt.Sprintf("no bishop%s of %s stands beside a %s", where, sideName(us), partner)
}

// resolveSwap reads Maura's swap notation: B=Q, B=M, B=N, B=MN / B=QN (the knight on
// the minister's / queen's side), with the bishop's file when needed (Bc=N).
func resolveSwap(p *position.Position, s pgn.SAN) (position.Move, []string, *Failure) {
	r := p.R
	g := r.G
	if r.V.BishopSwap == nil {
		return position.NoMove, nil, &Failure{Code: CodeRuleModule, Module: rules.ModBishopSwap, Message: "this variant has no bishop swap (module bishop_swap)"}
	}
	part := s.SwapPartner
	if part == "" {
		return position.NoMove, nil, fail(CodeBadCommand, "a swap needs a partner letter (B=N)")
	}
	partnerKind := r.KindOf(part[len(part)-1])
	wing := 0
	if len(part) == 2 {
		wing = r.KindOf(part[0])
	}
	match := func(m position.Move) bool {
		if p.MoveModule(m) != rules.ModBishopSwap || p.At(m.To).Kind() != partnerKind {
			return false
		}
		if s.FromFile >= 0 && g.File(m.From) != s.FromFile {
			return false
		}
		if wing != 0 {
			// the bishop's other neighbour (opposite the partner) is the wing piece
			other := g.Sq(2*g.File(m.From)-g.File(m.To), g.Rank(m.From))
			if other == board.NoSquare || p.At(other).Kind() != wing {
				return false
			}
		}
		return true
	}
	var found []position.Move
	for _, m := range p.MovesOfKind(nil, r.KindOf(r.V.BishopSwap.Piece)) {
		if match(m) && p.IsLegal(m) {
			found = append(found, m)
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil, nil
	case 0:
		us := p.Side()
		if !p.SwapRight(us) {
			return position.NoMove, nil, &Failure{Code: CodeRuleModule, Module: rules.ModBishopSwap,
				Message: fmt.Sprintf("bishop_swap: %s has already made its swap (once per game)", sideName(us))}
		}
		for _, m := range p.CandidateMoves(nil) {
			if match(m) {
				return position.NoMove, nil, classify(p, m)
			}
		}
		return position.NoMove, nil, &Failure{Code: CodeRuleModule, Module: rules.ModBishopSwap,
			Message: "bishop_swap: " + swapBlocker(p, s, partnerKind, wing)}
	}
	return position.NoMove, nil, fail(CodeAmbiguous, "ambiguous swap: %d bishops can swap with a %s; write the bishop's file (Bc=N)", len(found), PieceName(r, partnerKind))
}
