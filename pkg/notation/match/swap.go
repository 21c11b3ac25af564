package match

import (
	"fmt"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// The spelling of the bishop swap module: SAN "B=N" (with the bishop's file, "Bc=N",
// or the piece on its other side, "B=MN", when needed); the partner squares come
// from position.Rules.SwapPartners.

func init() {
	register(&spelling{
		module:     rules.ModBishopSwap,
		own:        true,
		san:        swapSAN,
		reads:      pgn.MarkPartner,
		resolveSAN: resolveSwap,
		gcSuffix: func(p *position.Position, m position.Move) string {
			return fmt.Sprintf("; %s-%s", p.R.Label(p.At(m.To)), p.R.G.Name(m.From))
		},
		gcOrigins: func(p *position.Position, from board.Square) [2]board.Square {
			return p.R.SwapPartners(from) // "Q d1-c1; B-d1" writes a swap from the partner's side
		},
		gcNear: func(_ *position.Position, m position.Move, from, to board.Square) bool {
			return m.To == from || m.From == to
		},
		explain: swapExplain,
		attempted: func(p *position.Position, s *pgn.SAN) (Squares, bool) {
			if pairs, _ := swapPairs(p, *s); len(pairs) == 1 {
				return pairs[0], true
			}
			return Squares{From: board.NoSquare, To: board.NoSquare}, false
		},
		candidates: func(p *position.Position, s *pgn.SAN) []board.Square {
			pairs, bishops := swapPairs(p, *s)
			if len(pairs) > 1 {
				var out []board.Square
				for _, m := range pairs {
					if len(out) == 0 || out[len(out)-1] != m.From {
						out = append(out, m.From)
					}
				}
				return out
			}
			return bishops
		},
	})
}

// swapSAN writes a swap: the bishop's label, its file when another bishop could
// make a swap with a piece of the same kind, '=' and the partner's label.
func swapSAN(p *position.Position, m position.Move) string {
	r := p.R
	var b strings.Builder
	pc := p.At(m.From)
	b.WriteString(r.KindLabel(pc.Kind()))
	partner := p.At(m.To).Kind()
	var buf [16]position.Move
	for _, o := range p.MovesOfKind(buf[:0], pc.Kind()) { // the other bishops' swaps
		if p.SwapPartner(o) != board.NoSquare && o.From != m.From && p.At(o.To).Kind() == partner && p.IsLegal(o) {
			b.WriteString(board.FileName(r.G.File(m.From)))
			break
		}
	}
	b.WriteByte('=')
	b.WriteString(r.KindLabel(partner))
	return b.String()
}

// swapExplain says why the candidate swap m is not legal: the swap right used,
// check, or the king left in check.
func swapExplain(p *position.Position, m position.Move) *Failure {
	if p.SwapPartner(m) == board.NoSquare {
		return nil
	}
	r := p.R
	us := p.Side()
	f := &Failure{Code: CodeRuleModule, Module: rules.ModBishopSwap}
	switch {
	case !p.SwapRight(us):
		f.Message = fmt.Sprintf("bishop_swap: %s has already made its swap (once per game)", sideName(us))
	case p.InCheck() && !r.V.BishopSwap.InCheck:
		f.Message = "bishop_swap: no swap while in check"
	default:
		f.Code, f.Module = CodeKingInCheck, ""
		f.Message = fmt.Sprintf("the swap of %s and %s leaves the king in check", r.G.Name(m.From), r.G.Name(m.To))
	}
	return f
}

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
	pm, _ := s.Mark(pgn.MarkPartner)
	part := pm.Text
	if part == "" {
		return position.NoMove, nil, fail(CodeBadCommand, "a swap needs a partner letter (B=N)")
	}
	partnerKind := r.KindOf(part[len(part)-1])
	wing := 0
	if len(part) == 2 {
		wing = r.KindOf(part[0])
	}
	match := func(m position.Move) bool {
		if p.SwapPartner(m) == board.NoSquare || p.At(m.To).Kind() != partnerKind {
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

// swapPairs finds the bishop swaps a SAN swap text may mean in p, by where the pieces
// stand (whether or not they have moved, so that an illegal swap is found too):
// pairs are the bishop's square and the partner's, for each bishop of the side to
// move (on the file given) with a piece of its side and of the partner's type beside
// it at the module's distance (for "B=MN", with a piece of the first letter's type
// on the bishop's other side), in square order. bishops lists the side's bishops on
// the file given, or all of them when none stands there. Both are nil when the
// variant has no bishop swap.
func swapPairs(p *position.Position, s pgn.SAN) (pairs []Squares, bishops []board.Square) {
	r := p.R
	g := r.G
	bk, _ := r.SwapKinds()
	if bk == 0 {
		return nil, nil
	}
	partner, wing := 0, 0
	if pm, _ := s.Mark(pgn.MarkPartner); pm.Text != "" {
		part := pm.Text
		partner = r.KindOf(part[len(part)-1])
		if len(part) == 2 {
			wing = r.KindOf(part[0])
		}
	}
	us := p.Side()
	var all []board.Square
	for b := board.Square(0); int(b) < g.Size(); b++ {
		if pc := p.At(b); pc == position.Empty || pc.Color() != us || pc.Kind() != bk {
			continue
		}
		all = append(all, b)
		if s.FromFile >= 0 && g.File(b) != s.FromFile {
			continue
		}
		bishops = append(bishops, b)
		if partner == 0 {
			continue
		}
		sides := r.SwapPartners(b)
		for i, t := range sides {
			if t == board.NoSquare || p.At(t) == position.Empty || p.At(t).Color() != us || p.At(t).Kind() != partner {
				continue
			}
			if wing != 0 {
				o := sides[1-i]
				if o == board.NoSquare || p.At(o) == position.Empty || p.At(o).Kind() != wing {
					continue
				}
			}
			pairs = append(pairs, Squares{From: b, To: t})
		}
	}
	if len(bishops) == 0 {
		bishops = all
	}
	return pairs, bishops
}
