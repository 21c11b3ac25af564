package match

import (
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/position"
)

// ResolveCoord finds the legal move from -> to (coordinate notation: castling as the
// king's move or as the king taking its own rook, the UCI_Chess960 form "e1h1"; where
// an ordinary king move has the same squares the king's move form means it), a swap as the bishop's square then the partner's), promoting to the
// piece letter promo (either case; 0 none), converting exactly the squares conv
// (Cowardly Crew suffix; nil = none). promo '+' is the piece's own promoted type
// (rules.Promotion.Promotes: Fairy-Stockfish writes Shogi's promotions "g7f7+").
func ResolveCoord(p *position.Position, from, to sq.Square, promo byte, conv []sq.Square) (position.Move, *Failure) {
	r := p.R
	g := r.G
	f, t := toSq(g, from), toSq(g, to)
	if f == board.NoSquare || t == board.NoSquare {
		return position.NoMove, fail(CodeNoPath, "the move leaves the %dx%d board", g.Files, g.Ranks)
	}
	pk := 0
	if promo == '+' {
		// the piece's own promoted type (Shogi: "g7f7+")
		if pc := p.At(f); pc != position.Empty && pc.Color() == p.Side() {
			if pk = r.PromotedKind(pc.Kind()); pk == 0 {
				return position.NoMove, fail(CodeBadPromotion, "the %s on %s does not promote ('+')", PieceName(r, pc.Kind()), g.Name(f))
			}
		}
	} else if promo != 0 {
		pk = r.KindOf(promo &^ 0x20)
		if pk == 0 {
			return position.NoMove, fail(CodeBadPromotion, "%q is no piece of this variant", string(promo))
		}
	}
	var cs []board.Square
	for _, c := range conv {
		cs = append(cs, toSq(g, c))
	}
	sortSquares(cs)
	convMismatch := false
	var buf [64]position.Move
	for _, m := range p.MovesFrom(buf[:0], f) {
		if m.From != f || (m.To != t && !kingTakesRook(p, m, t)) || int(m.Promo) != pk || !p.IsLegal(m) {
			continue
		}
		if !sameSquares(convSquares(p, m), cs) {
			convMismatch = true
			continue
		}
		return m, nil
	}
	if convMismatch {
		return position.NoMove, fail(CodeWrongConverted, "the conversions %s are not allowed for this capture", squareList(g, cs))
	}
	return position.NoMove, explainFromTo(p, f, t, 0, pk, -1, -1)
}

// kingTakesRook reports whether m is a castling written as the king's move onto its
// own castling rook on t.
func kingTakesRook(p *position.Position, m position.Move, t board.Square) bool {
	rk, _, ok := p.CastleRook(m)
	return ok && rk == t
}
