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

// facing reports whether by's royal piece stands on s's file with only empty
// squares between (the flying general rule, s taken as the other royal square).
func (p *Position) facing(s board.Square, by rules.Color) bool {
	k := p.king[by]
	g := p.R.G
	if k == board.NoSquare || k == s || g.File(k) != g.File(s) {
		return false
	}
	step := board.Square(g.Files)
	if k < s {
		step = -step
	}
	for t := s + step; t != k; t += step {
		if p.board[t] != Empty {
			return false
		}
	}
	return true
}
