package position

import (
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// The flying general rule (rules.Variant.FlyingGeneral; Xiangqi): the two royal
// pieces may not stand on one file with no piece between them. It is judged as an
// attack: the royal piece of colour by attacks the other royal piece along an open
// file, so a move that opens the file, or a royal move onto it, leaves the mover's
// royal piece attacked and is illegal. It is no move: a general never captures
// the other this way.

// flyingStep is the step from s toward the royal square k along their common
// file (or rank, with the rule on ranks: rules.Variant.FlyingGeneralRanks), 0
// when they share none or k is s or no square.
func (p *Position) flyingStep(s, k board.Square) board.Square {
	g := p.R.G
	if k == board.NoSquare || k == s {
		return 0
	}
	var step board.Square
	switch {
	case g.File(k) == g.File(s):
		step = board.Square(g.Files)
	case p.R.flyingRanks && g.Rank(k) == g.Rank(s):
		step = 1
	default:
		return 0
	}
	if k < s {
		step = -step
	}
	return step
}

// facing reports whether by's royal piece stands on s's file (or rank, with the
// rule on ranks) with only empty squares between (the flying general rule, s
// taken as the other royal square).
func (p *Position) facing(s board.Square, by rules.Color) bool {
	k := p.king[by]
	step := p.flyingStep(s, k)
	if step == 0 {
		return false
	}
	for t := s + step; t != k; t += step {
		if p.board[t] != Empty {
			return false
		}
	}
	return true
}
