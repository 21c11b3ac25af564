package match

import (
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/notation/coord"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/position"
)

// ResolveCoord finds the legal move from -> to (coordinate notation; a rule
// module's move as its piece's squares: castling as the king's move or as the
// king taking its own rook, the UCI_Chess960 form "e1h1", where an ordinary king
// move with the same squares means the king's move; a swap as the bishop's
// square then the partner's), promoting to the piece letter promo (either case;
// 0 none), with exactly the squares amp of a "&d6&f6" suffix (the Cowardly Crew
// conversions; nil = none). promo '+' is the piece's own promoted type
// (rules.Promotion.Promotes: Fairy-Stockfish writes Shogi's promotions "g7f7+"),
// '-' a promoted piece's demotion (rules.Promotion.Demotes: "a1a2-").
func ResolveCoord(p *position.Position, from, to sq.Square, promo byte, amp []sq.Square) (position.Move, *Failure) {
	r := p.R
	g := r.G
	f, t := toSq(g, from), toSq(g, to)
	if f == board.NoSquare || t == board.NoSquare {
		return position.NoMove, fail(CodeNoPath, "the move leaves the %dx%d board", g.Files, g.Ranks)
	}
	if promo != 0 && promo != '+' && promo != '-' {
		for _, sp := range coorders {
			if sp.live(p) {
				if m, f, ok := sp.resolveCoord(p, f, t, promo); ok {
					return m, f
				}
			}
		}
	}
	pk := 0
	if promo == '+' {
		// the piece's own promoted type (Shogi: "g7f7+")
		if pc := p.At(f); pc != position.Empty && pc.Color() == p.Side() {
			if pk = r.PromotedKind(pc.Kind()); pk == 0 {
				return position.NoMove, fail(CodeBadPromotion, "the %s on %s does not promote ('+')", PieceName(r, pc.Kind()), g.Name(f))
			}
		}
	} else if promo == '-' {
		// a promoted piece back to the piece it promoted from (Kyoto Shogi: "a1a2-")
		if pc := p.At(f); pc != position.Empty && pc.Color() == p.Side() {
			if pk = r.DemotedKind(pc.Kind()); pk == 0 {
				return position.NoMove, fail(CodeBadPromotion, "the %s on %s does not demote ('-')", PieceName(r, pc.Kind()), g.Name(f))
			}
		}
	} else if promo != 0 {
		pk = r.KindOf(promo &^ 0x20)
		if pk == 0 {
			return position.NoMove, fail(CodeBadPromotion, "%q is no piece of this variant", string(promo))
		}
	}
	var marks []pgn.Mark
	for _, c := range amp {
		marks = append(marks, pgn.Mark{Kind: pgn.MarkAmp, Square: c})
	}
	if m, ok := coordDirect(p, f, t, pk, marks); ok {
		return m, nil
	}
	var misfit *spelling
	var buf [64]position.Move
	for _, m := range p.MovesFrom(buf[:0], f) {
		if m.From != f || (m.To != t && spellingOf(p, m).altToOf(p, m) != t) || int(m.Promo) != pk || !p.IsLegal(m) {
			continue
		}
		if sp := misfitOf(p, m, marks); sp != nil {
			misfit = sp
			continue
		}
		return m, nil
	}
	if misfit != nil {
		return position.NoMove, misfit.misfit(p, marks)
	}
	return position.NoMove, explainFromTo(p, f, t, 0, pk, -1, -1)
}

// coordDirect is ResolveCoord's answer found from the two squares: the moves of
// the piece on f's kind that end on t (Position.MovesTo looks back from t, where
// MovesFrom generates every move of the piece), when exactly one of them is from
// f with the promotion pk and it is legal and fits the marks. ok is false in
// every other case (a castling written as the king taking its rook, a swap, two
// moves with the same squares, an illegal move): ResolveCoord then takes the
// origin's moves one by one and explains a failure.
func coordDirect(p *position.Position, f, t board.Square, pk int, marks []pgn.Mark) (position.Move, bool) {
	pc := p.At(f)
	if pc == position.Empty || pc.Color() != p.Side() {
		return position.NoMove, false
	}
	var buf [16]position.Move
	found, n := position.NoMove, 0
	for _, m := range p.MovesTo(buf[:0], pc.Kind(), t) {
		if m.From == f && m.To == t && int(m.Promo) == pk {
			found = m
			n++
		}
	}
	if n != 1 || !p.IsLegal(found) || misfitOf(p, found, marks) != nil {
		return position.NoMove, false
	}
	return found, true
}

// ResolveCoordMove finds the legal move that the coordinate move c denotes: a
// drop ("N@f3") through the spelling of the module that reads '@', else
// ResolveCoord.
func ResolveCoordMove(p *position.Position, c coord.Coord) (position.Move, *Failure) {
	if c.AtPiece != 0 {
		s := pgn.SAN{Piece: c.AtPiece, FromFile: -1, FromRank: -1, To: c.To, LongFrom: sq.None,
			Marks: []pgn.Mark{{Kind: pgn.MarkAt, Square: sq.None}}}
		if c.AtPromoted {
			s.Piece, s.Label = '+', "+"+string(c.AtPiece) // "+N@b3"
		}
		if sp := byMark[pgn.MarkAt]; sp != nil {
			m, _, f := sp.resolveSAN(p, s)
			return m, f
		}
		return position.NoMove, fail(CodeUnsupported, "%s: no rule module of this program reads a drop", c.To)
	}
	m, f := ResolveCoord(p, c.From, c.To, c.Promo, c.Amp)
	if f == nil && c.HasWall {
		if f := checkWall(p, m, c.Wall); f != nil {
			return position.NoMove, f
		}
	}
	return m, f
}
