package match

import (
	"fmt"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/notation/kifu"
	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// Shogi records (USI, KIF, KI2, CSA: pkg/notation/kifu and its readers) against
// a position of a shogi preset, whose piece labels are the kifu labels ("P",
// "+R") and whose first player (sente) is White: shogi's square (file f, rank r)
// is the board's file Files-f, rank Ranks-r (0-based), so USI "7g" is c3 on
// 9x9. A drop is the drops module's own move; a promotion the promotion
// module's choice.

// KifuSquare is the board square of a shogi square, board.NoSquare off the board.
func KifuSquare(g board.Geometry, s kifu.Square) board.Square {
	f, r := g.Files-s.File, g.Ranks-s.Rank
	if s.File < 1 || s.Rank < 1 || f < 0 || r < 0 {
		return board.NoSquare
	}
	return g.Sq(f, r)
}

// SquareKifu is the shogi square of a board square.
func SquareKifu(g board.Geometry, s board.Square) kifu.Square {
	return kifu.Square{File: g.Files - g.File(s), Rank: g.Ranks - g.Rank(s)}
}

// kifuColor is the kifu side of a colour (sente is White).
func kifuColor(c rules.Color) kifu.Color {
	if c == rules.White {
		return kifu.Sente
	}
	return kifu.Gote
}

// pieceKifu is the kifu piece of a kind (by its label), NoPiece when the
// preset's label is no shogi piece.
func pieceKifu(r *position.Rules, kind int) kifu.Piece {
	if kind <= 0 {
		return kifu.NoPiece
	}
	return kifu.PieceOfLabel(r.KindLabel(kind))
}

// ResolveKifu finds the legal move a shogi record's move km denotes, or says
// why there is none. prev is the target of the move before (for 同), zero when
// there was none. The move's side (▲△, CSA's +/-) must be the side to move; a
// board move matches the target, the origin when written, the piece (before
// the move, or after it for CSA's PieceAfter), and the promotion (成 / "+";
// no mark for none); without an origin (KI2) the relative words 右 左 直 上 引 寄
// choose among the pieces that can go there, and a piece no board move brings
// there is dropped (KI2 writes 打 only where both could).
func ResolveKifu(p *position.Position, km kifu.Move, prev kifu.Square) (position.Move, *Failure) {
	var buf [256]position.Move
	return ResolveKifuIn(p, p.LegalMoves(buf[:0]), km, prev)
}

// ResolveKifuIn is ResolveKifu with the legal moves of p given (legal), for a
// caller that resolves many texts in one position.
func ResolveKifuIn(p *position.Position, legal []position.Move, km kifu.Move, prev kifu.Square) (position.Move, *Failure) {
	r := p.R
	g := r.G
	us := p.Side()
	if km.Colored && km.Color != kifuColor(us) {
		return position.NoMove, fail(CodeWrongSide, "%s is written for %s, but %s is to move", km.Text, sideWord(km.Color), sideWord(kifuColor(us)))
	}
	to := km.To
	if km.Same {
		if prev.IsZero() {
			return position.NoMove, fail(CodeNoPath, "%s: 同 (the square of the move before) with no move before", km.Text)
		}
		if !to.IsZero() && to != prev {
			return position.NoMove, fail(CodeNoPath, "%s: 同 names %d%d, but the move before went to %d%d", km.Text, to.File, to.Rank, prev.File, prev.Rank)
		}
		to = prev
	}
	t := KifuSquare(g, to)
	if t == board.NoSquare || !g.Contains(t) {
		return position.NoMove, fail(CodeNoPath, "%s: the square %d%d is off the %dx%d board", km.Text, to.File, to.Rank, g.Files, g.Ranks)
	}
	if km.Drop {
		return resolveKifuDrop(p, km, to)
	}
	kind := 0
	if km.Piece != kifu.NoPiece {
		base := km.Piece
		if km.PieceAfter && km.Piece.IsPromoted() {
			base = 0 // the piece before may be either: told by the origin
		}
		if base != 0 {
			if kind = r.KindOfLabel(base.Label()); kind == 0 {
				return position.NoMove, fail(CodeNoPiece, "%s: this variant has no %s", km.Text, km.Piece.CSA())
			}
		}
	}
	from := board.NoSquare
	if !km.From.IsZero() {
		if from = KifuSquare(g, km.From); from == board.NoSquare || !g.Contains(from) {
			return position.NoMove, fail(CodeNoPath, "%s: the origin %d%d is off the board", km.Text, km.From.File, km.From.Rank)
		}
	}
	cands := kifuCandidates(p, legal, km, t, from, kind)
	if len(cands) > 1 && km.Rel != 0 {
		cands = filterRel(p, cands, km.Rel)
	}
	switch {
	case len(cands) == 1:
		return cands[0], nil
	case len(cands) > 1:
		return position.NoMove, fail(CodeAmbiguous, "%s: %d pieces can make this move (from %s); KI2 tells them apart with 右 左 直 上 引 寄", km.Text, len(cands), kifuOrigins(g, cands))
	}
	// no board move: KI2 may write a drop without 打
	if from == board.NoSquare && !km.Promote && !km.NoPromote && km.Rel == 0 && km.Piece != kifu.NoPiece && !km.Piece.IsPromoted() && !km.PieceAfter && p.Hand(us, kind) > 0 && p.At(t) == position.Empty {
		if m, f := resolveKifuDrop(p, km, to); f == nil {
			return m, nil
		}
	}
	pk := 0
	if km.Promote && kind != 0 {
		pk = r.PromotedKind(kind)
	}
	if from != board.NoSquare {
		if pc := p.At(from); pc != position.Empty && kind != 0 && pc.Kind() != kind && pc.Color() == us {
			return position.NoMove, fail(CodeWrongLabel, "%s: the piece on %s is a %s, not a %s", km.Text, kifuName(to, from, g), PieceName(r, pc.Kind()), PieceName(r, kind))
		}
		if km.PieceAfter {
			if pc := p.At(from); pc != position.Empty && pc.Color() == us && km.Piece.IsPromoted() && pieceKifu(r, pc.Kind()) != km.Piece {
				pk = r.PromotedKind(pc.Kind())
			}
		}
	}
	return position.NoMove, explainFromTo(p, from, t, kind, pk, -1, -1)
}

// kifuCandidates are the legal board moves onto t that km may denote: from
// from (NoSquare: any), of kind (0: any), with the piece after the move
// (PieceAfter) or the promotion km writes.
func kifuCandidates(p *position.Position, legal []position.Move, km kifu.Move, t, from board.Square, kind int) []position.Move {
	r := p.R
	var cands []position.Move
	for _, m := range legal {
		if m.To != t || p.DropKind(m) != 0 || (from != board.NoSquare && m.From != from) {
			continue
		}
		k := p.At(m.From).Kind()
		if kind != 0 && k != kind {
			continue
		}
		if km.PieceAfter {
			after := k
			if m.Promo != 0 {
				after = int(m.Promo)
			}
			if r.KindLabel(after) != km.Piece.Label() {
				continue
			}
		} else if (m.Promo != 0) != km.Promote {
			continue
		}
		cands = append(cands, m)
	}
	return cands
}

func kifuName(_ kifu.Square, from board.Square, g board.Geometry) string { return g.Name(from) }

// kifuOrigins lists the origins of cands in shogi numbers ("77, 79").
func kifuOrigins(g board.Geometry, cands []position.Move) string {
	s := ""
	for i, m := range cands {
		if i > 0 {
			s += ", "
		}
		k := SquareKifu(g, m.From)
		s += fmt.Sprintf("%d%d", k.File, k.Rank)
	}
	return s
}

func sideWord(c kifu.Color) string {
	if c == kifu.Sente {
		return "sente (▲, White)"
	}
	return "gote (△, Black)"
}

// resolveKifuDrop resolves a drop of km's piece onto to.
func resolveKifuDrop(p *position.Position, km kifu.Move, to kifu.Square) (position.Move, *Failure) {
	if km.Piece == kifu.NoPiece || km.Piece.IsPromoted() || km.Piece == kifu.King {
		return position.NoMove, fail(CodeNoPiece, "%s: a drop puts an unpromoted piece from the hand", km.Text)
	}
	g := p.R.G
	t := KifuSquare(g, to)
	return ResolveDrop(p, km.Piece.Label()[0], sq.Square{File: g.File(t), Rank: g.Rank(t)})
}

// relOf is where m goes and comes from, in the mover's frame: x grows to the
// mover's right, dy > 0 moves forward.
func relOf(p *position.Position, m position.Move) (x, dx, dy int) {
	g := p.R.G
	f, t := SquareKifu(g, m.From), SquareKifu(g, m.To)
	if p.Side() == rules.White { // sente: right is file 1, forward is rank 1
		return -f.File, t.File - f.File, f.Rank - t.Rank
	}
	return f.File, f.File - t.File, t.Rank - f.Rank
}

// filterRel keeps the candidates the relative words rel describe: 上 forward,
// 引 backward, 寄 sideways, 直 straight forward; then 右 / 左 the rightmost /
// leftmost of those left (the mover's right).
func filterRel(p *position.Position, cands []position.Move, rel kifu.Rel) []position.Move {
	var out []position.Move
	for _, m := range cands {
		_, dx, dy := relOf(p, m)
		switch {
		case rel&kifu.RelUp != 0 && dy <= 0, rel&kifu.RelDown != 0 && dy >= 0, rel&kifu.RelSide != 0 && dy != 0,
			rel&kifu.RelStraight != 0 && (dy <= 0 || dx != 0):
			continue
		}
		out = append(out, m)
	}
	if rel&(kifu.RelRight|kifu.RelLeft) == 0 || len(out) < 2 {
		return out
	}
	best := 0
	for i := range out {
		xi, _, _ := relOf(p, out[i])
		xb, _, _ := relOf(p, out[best])
		if (rel&kifu.RelRight != 0 && xi > xb) || (rel&kifu.RelLeft != 0 && xi < xb) {
			best = i
		}
	}
	xb, _, _ := relOf(p, out[best])
	var sel []position.Move
	for _, m := range out {
		if x, _, _ := relOf(p, m); x == xb {
			sel = append(sel, m)
		}
	}
	return sel
}

// KifuMove writes the legal move m as a kifu.Move: origin or drop, target, the
// piece before the move, Promote, NoPromote where the piece could have promoted
// and did not, Colored with the side; Rel the KI2 relative words that tell it
// from the other pieces of its type that can go there (none when it is the only
// one), and Drop, for a drop, set (KI2 writes 打 only when a board move of the
// type could go there too: KifuDropMarked).
func KifuMove(p *position.Position, m position.Move) kifu.Move {
	var buf [256]position.Move
	return KifuMoveIn(p, p.LegalMoves(buf[:0]), m)
}

// KifuMoveIn is KifuMove with the legal moves of p given (legal).
func KifuMoveIn(p *position.Position, legal []position.Move, m position.Move) kifu.Move {
	r := p.R
	g := r.G
	km := kifu.Move{Color: kifuColor(p.Side()), Colored: true, To: SquareKifu(g, m.To)}
	if k := p.DropKind(m); k != 0 {
		km.Drop, km.Piece = true, pieceKifu(r, k)
		return km
	}
	k := p.At(m.From).Kind()
	km.From, km.Piece = SquareKifu(g, m.From), pieceKifu(r, k)
	km.Promote = m.Promo != 0
	var same []position.Move
	for _, o := range legal {
		if o.To == m.To && p.DropKind(o) == 0 && p.At(o.From).Kind() == k && o.Promo == m.Promo {
			same = append(same, o)
		}
		if m.Promo == 0 && o.From == m.From && o.To == m.To && o.Promo != 0 && p.DropKind(o) == 0 {
			km.NoPromote = true // it could have promoted
		}
	}
	if len(same) > 1 {
		km.Rel = relFor(p, same, m)
	}
	return km
}

// KifuDropMarked reports whether the drop m needs 打 in KI2: a board move of the
// same piece type could go to its square too (legal: the legal moves of p).
func KifuDropMarked(p *position.Position, legal []position.Move, m position.Move) bool {
	k := p.DropKind(m)
	if k == 0 {
		return false
	}
	for _, o := range legal {
		if o.To == m.To && p.DropKind(o) == 0 && p.At(o.From).Kind() == k && o.Promo == 0 {
			return true
		}
	}
	return false
}

// relCandidates are the relative words tried, in order, to single a move out.
var relCandidates = []kifu.Rel{
	kifu.RelUp, kifu.RelDown, kifu.RelSide, kifu.RelStraight, kifu.RelRight, kifu.RelLeft,
	kifu.RelRight | kifu.RelUp, kifu.RelRight | kifu.RelDown, kifu.RelRight | kifu.RelSide,
	kifu.RelLeft | kifu.RelUp, kifu.RelLeft | kifu.RelDown, kifu.RelLeft | kifu.RelSide,
}

// relFor finds the first relative words that single m out of same (the moves of
// its piece type to its square), as ResolveKifu reads them.
func relFor(p *position.Position, same []position.Move, m position.Move) kifu.Rel {
	for _, rel := range relCandidates {
		if got := filterRel(p, same, rel); len(got) == 1 && got[0] == m {
			return rel
		}
	}
	return 0
}
