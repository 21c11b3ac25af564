package position

import "github.com/gamecourier/courier/pkg/rules"

// castleWins is the end condition of castling sides that win
// (rules.CastleSide.Wins, Fairy-Stockfish's castlingWins, position.cpp
// is_immediate_game_end): a side that has just castled on one of its winning
// sides wins; else a side left with none of its winning sides' rights loses, the
// side that has just moved looked at first (a rook taking a rook can end both).
// It is part of the wins module (wins.ended asks it).
type castleWins struct {
	r *Rules
	// sides[c] bit i: castling side i wins for colour c
	sides [2]uint32
}

// compileCastleWins returns the condition, nil when no castling side wins.
func compileCastleWins(r *Rules) *castleWins {
	c := r.V.Castling
	if c == nil || r.castle == nil || r.castle.from {
		return nil
	}
	cw := &castleWins{r: r}
	for i, s := range c.Sides {
		for col := rules.White; col <= rules.Black; col++ {
			if s.Wins[col] && i < 32 {
				cw.sides[col] |= 1 << uint(i)
			}
		}
	}
	if cw.sides[0]|cw.sides[1] == 0 {
		return nil
	}
	return cw
}

// ended reports the castling win or loss that holds in p: the last move a
// winning castling (FSF looks at the move only when one was made in the game:
// a FEN's position has none), else a side without any right to its winning
// sides. Castling takes the castler's rights too, so the win is looked at first.
func (cw *castleWins) ended(p *Position) (Termination, string) {
	mover := p.side.Other()
	if m := p.LastMove(); cw.r.castle.isOwn(m) && cw.sides[mover]&(1<<uint(m.arg%32)) != 0 {
		return CastlingWin, winFor(mover)
	}
	for _, c := range [2]rules.Color{mover, p.side} {
		if cw.sides[c] == 0 {
			continue
		}
		left := false
		for i := range cw.r.castle.sq[c] {
			if cw.sides[c]&(1<<uint(i%32)) != 0 && cw.r.castle.can(p, i, c) {
				left = true
				break
			}
		}
		if !left {
			return CastlingWin, winFor(c.Other())
		}
	}
	return NotOver, "*"
}
