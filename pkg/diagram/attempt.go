package diagram

import (
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/coord"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/gc"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/position"
)

// Attempted reads the squares of a move as written (text, in notation "gc", "san"
// or "coord", as replay.Result.Notation names them) in position p, the position
// before the move: for an arrow showing an illegal move. It reads the text only; the
// move need not be legal. From is board.NoSquare when the text gives no origin that
// can be told (a SAN move no piece of that type could make, say); ok is false when
// not even the destination can be read (a syntax error, a swap, a null move).
//
//   - gc: the first move command ("B c1-d1; Q-c1" gives c1-d1); a lone put
//     command gives its square as the destination.
//   - coord: the origin and destination ("e2e4").
//   - san: the destination, and the origin when the text names it in full, when
//     one piece of that type (of the side to move) has a move there, legal or not,
//     or else when the side has one piece of that type; a castling token gives the
//     king's squares.
func Attempted(p *position.Position, notation, text string) (m Move, ok bool) {
	r := p.R
	g := r.G
	toBoard := func(s sq.Square) board.Square {
		if !s.IsValid() {
			return board.NoSquare
		}
		return g.Sq(s.File, s.Rank)
	}
	none := Move{From: board.NoSquare, To: board.NoSquare}
	switch notation {
	case "gc":
		labels := gc.Labels{Labels: sq.DefaultLabels(g.Files, g.Ranks)}
		for k := 1; k <= r.Kinds(); k++ {
			labels.Pieces = append(labels.Pieces, string(r.KindLetter(k)))
		}
		moves, _ := gc.Tokenize([]gamefile.Line{{Text: text, Pos: diag.Pos{Line: 1, Col: 1}}}, labels)
		var put *gc.Command
		for _, mv := range moves {
			for i := range mv.Commands {
				c := &mv.Commands[i]
				switch c.Kind {
				case gc.KindMove:
					m = Move{From: toBoard(c.From), To: toBoard(c.To)}
					return m, g.Contains(m.To)
				case gc.KindPut:
					if put == nil {
						put = c
					}
				}
			}
		}
		if put != nil {
			m = Move{From: board.NoSquare, To: toBoard(put.To)}
			return m, g.Contains(m.To)
		}
		return none, false
	case "coord":
		c, err := coord.Parse(text, sq.DefaultLabels(g.Files, g.Ranks))
		if err != nil {
			return none, false
		}
		m = Move{From: toBoard(c.From), To: toBoard(c.To)}
		return m, g.Contains(m.To)
	}
	s, err := pgn.ParseSAN(text)
	if err != nil {
		return none, false
	}
	if s.Castle != "" {
		if v := r.V.Castling; v != nil {
			side := p.Side()
			for i, cs := range v.Sides {
				for _, tok := range cs.SAN[side] {
					if tok == s.Castle {
						k, _, kt, _ := r.CastleSquares(i, side)
						return Move{From: k, To: kt}, g.Contains(kt)
					}
				}
			}
		}
		return none, false
	}
	to := toBoard(s.To)
	if !g.Contains(to) {
		return none, false
	}
	m = Move{From: board.NoSquare, To: to}
	if s.FromFile >= 0 && s.FromRank >= 0 {
		if from := g.Sq(s.FromFile, s.FromRank); g.Contains(from) {
			m.From = from
			return m, true
		}
	}
	origin := board.NoSquare
	for _, c := range p.PseudoLegalMoves(nil) {
		pc := p.At(c.From)
		if c.To != to || c.Flags&(position.FlagCastle|position.FlagSwap) != 0 {
			continue
		}
		if s.Piece == 0 && !r.IsPawn(pc.Kind()) || s.Piece != 0 && r.KindLetter(pc.Kind()) != s.Piece {
			continue
		}
		if s.FromFile >= 0 && g.File(c.From) != s.FromFile || s.FromRank >= 0 && g.Rank(c.From) != s.FromRank {
			continue
		}
		if origin != board.NoSquare && origin != c.From {
			return m, true // more than one piece could: no origin
		}
		origin = c.From
	}
	if origin == board.NoSquare && s.Piece != 0 {
		// no move of that piece type reaches the square: when the side to move
		// has one piece of the type (its king, say), the text can only mean it
		k := r.KindOf(s.Piece)
		for sq := board.Square(0); int(sq) < g.Size(); sq++ {
			if pc := p.At(sq); pc != position.Empty && pc.Color() == p.Side() && pc.Kind() == k {
				if origin != board.NoSquare {
					return m, true
				}
				origin = sq
			}
		}
	}
	m.From = origin
	return m, true
}
