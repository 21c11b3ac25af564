package match

import (
	"fmt"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// The spelling of the castling module: its SAN tokens (the preset's, per side;
// "Kg1", the king's move, is read too, with a note), in coordinates the king's
// move or the king taking its own rook ("e1h1"), in Game Courier text the king's
// move, in Chess960 the moves of the king and the rook (gcCastle960); the rook's
// move may be left to the preset.

// CodeCastleCheck is the failure code of a castling through or into an attacked
// square, or out of check (docs/diagnostics.md).
const CodeCastleCheck = "castling-through-check"

func init() {
	register(&spelling{
		module:        rules.ModCastling,
		own:           true,
		pieceMoveNote: "castling written as a king move",
		san:           func(p *position.Position, m position.Move) string { return castleToken(p.R, p.CastleSide(m), p.Side()) },
		reads:         pgn.MarkToken,
		resolveSAN:    resolveCastleSAN,
		altTo: func(p *position.Position, m position.Move) board.Square {
			rk, _, _ := p.CastleRook(m)
			return rk
		},
		gc: func(p *position.Position, m position.Move) string {
			if rk, rt, ok := p.CastleRook(m); ok && p.R.CastleFromPosition() {
				return gcCastle960(p, m, rk, rt)
			}
			return ""
		},
		gcOrigins: func(p *position.Position, from board.Square) [2]board.Square {
			// Chess960: a king already on its destination castles by the rook's move alone
			if k := p.King(p.Side()); p.R.CastleFromPosition() && k != from {
				return [2]board.Square{k, board.NoSquare}
			}
			return [2]board.Square{board.NoSquare, board.NoSquare}
		},
		leftOut:   castleLeftOut,
		explainGC: castleExplainGC,
		explain: func(p *position.Position, m position.Move) *Failure {
			if p.MoveModule(m) != rules.ModCastling {
				return nil
			}
			if p.InCheck() {
				return fail(CodeCastleCheck, "castling is not allowed while in check")
			}
			return fail(CodeCastleCheck, "the king may not castle through or into an attacked square")
		},
		attempted: func(p *position.Position, s *pgn.SAN) (Squares, bool) {
			t, _ := s.Mark(pgn.MarkToken)
			if i := castleSideOf(p.R, t.Text, p.Side()); i >= 0 {
				k, _, kt, _ := p.CastleSquares(i, p.Side())
				return Squares{From: k, To: kt}, p.R.G.Contains(k) && p.R.G.Contains(kt)
			}
			return Squares{From: board.NoSquare, To: board.NoSquare}, false
		},
		candidates: func(p *position.Position, _ *pgn.SAN) []board.Square {
			r := p.R
			for k := 1; k <= r.Kinds(); k++ {
				if r.IsRoyal(k) {
					return ownPieces(p, k, nil)
				}
			}
			return nil
		},
	})
}

// castleToken returns the first SAN token of castling side i for colour c.
func castleToken(r *position.Rules, i int, c rules.Color) string {
	if t := r.V.Castling.Sides[i].SAN[c]; len(t) > 0 {
		return t[0]
	}
	if t := r.V.Castling.Sides[i].SAN[rules.White]; len(t) > 0 {
		return t[0]
	}
	return "O-O"
}

// castleSideOf returns the castling side whose SAN token of colour c is tok (the
// last one listing it), -1 when none or without castling.
func castleSideOf(r *position.Rules, tok string, c rules.Color) int {
	side := -1
	if r.V.Castling == nil {
		return side
	}
	for i := range r.V.Castling.Sides {
		for _, t := range r.V.Castling.Sides[i].SAN[c] {
			if t == tok {
				side = i
			}
		}
	}
	return side
}

// resolveCastleSAN reads a castling token ("O-O", "O-O-O", the preset's).
func resolveCastleSAN(p *position.Position, s pgn.SAN) (position.Move, []string, *Failure) {
	r := p.R
	us := p.Side()
	t, _ := s.Mark(pgn.MarkToken)
	tok := t.Text
	if r.V.Castling == nil {
		return position.NoMove, nil, fail(CodeNoCastling, "this variant has no castling")
	}
	side := castleSideOf(r, tok, us)
	if side < 0 {
		var toks []string
		for i := range r.V.Castling.Sides {
			toks = append(toks, r.V.Castling.Sides[i].SAN[us]...)
		}
		return position.NoMove, nil, fail(CodeNoCastling, "%q is no castling of %s here (%s)", tok, sideName(us), strings.Join(toks, ", "))
	}
	// the common case: the side's castling alone (what the king's moves below
	// would list for it)
	if m, ok := p.CastlingMove(side); ok && p.IsLegal(m) {
		return m, nil, nil
	}
	var buf [64]position.Move
	// the castling king's square (in giveaway and extinction the king is no
	// royal piece, so p.King does not name it)
	ksq, _, _, _ := p.CastleSquares(side, us)
	for _, m := range p.MovesFrom(buf[:0], ksq) {
		if p.CastleSide(m) == side && p.IsLegal(m) {
			return m, nil, nil
		}
	}
	for _, m := range p.CandidateMoves(nil) {
		if p.CastleSide(m) == side {
			return position.NoMove, nil, classify(p, m)
		}
	}
	return position.NoMove, nil, fail(CodeNoCastling, "%s cannot castle %s: the king or rook has moved, or a square between them is occupied", sideName(us), tok)
}

// castleLeftOut: the log may leave the rook's move to the preset, or write the
// castling as the king taking its own rook (Chess960).
func castleLeftOut(p *position.Position, m position.Move, after []position.Piece) ([]board.Square, string, bool) {
	rk, rt, ok := p.CastleRook(m)
	if !ok {
		return nil, "", false
	}
	if kingOntoRook(p, m.From, rk, after) {
		return nil, "castling written as the king taking its own rook", true
	}
	// the rook's squares: if both are unchanged in the log, the rook move was left to the preset
	if after[rk] == p.At(rk) && (after[rt] == p.At(rt) || rt == m.From) && rk != m.To && rk != rt {
		return []board.Square{rk, rt}, "castling rook move left to the preset", false
	}
	return nil, "", false
}

// castleExplainGC: the king's move written, the rook's written wrong.
func castleExplainGC(p *position.Position, m position.Move, _ []GCEdit) *Failure {
	rk, rt, ok := p.CastleRook(m)
	if !ok {
		return nil
	}
	g := p.R.G
	return fail(CodeSideEffects, "castling: the rook must go %s-%s with the king", g.Name(rk), g.Name(rt))
}

// kingOntoRook reports whether after is the board with the king moved from k onto
// its castling rook on rk (Chess960 castling written as the king's move onto the
// rook, the rest left to the preset).
func kingOntoRook(p *position.Position, k, rk board.Square, after []position.Piece) bool {
	if k == rk {
		return false
	}
	for s := range after {
		want := p.At(board.Square(s))
		switch board.Square(s) {
		case k:
			want = position.Empty
		case rk:
			want = p.At(k)
		}
		if after[s] != want {
			return false
		}
	}
	return true
}

// gcCastle960 writes a Chess960 castling as the moves of the king and the rook that
// move, in an order whose commands give its board: "K b1-g1; R c1-f1", the rook
// first when the king lands on its square ("R c1-d1; K g1-c1"), the rook alone when
// the king stands on its destination ("R h1-f1"), and the king onto its rook when
// the two change places ("K f1-g1").
func gcCastle960(p *position.Position, m position.Move, rk, rt board.Square) string {
	r := p.R
	g := r.G
	k, kt := m.From, m.To
	km := fmt.Sprintf("%s %s-%s", r.Label(p.At(k)), g.Name(k), g.Name(kt))
	rm := fmt.Sprintf("%s %s-%s", r.Label(p.At(rk)), g.Name(rk), g.Name(rt))
	switch {
	case k == kt:
		return rm
	case rk == rt:
		return km
	case kt == rk && rt == k:
		return km
	case kt == rk:
		return rm + "; " + km
	}
	return km + "; " + rm
}
