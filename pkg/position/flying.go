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

// generalsFace reports whether s is the royal square of by's opponent and by's
// royal piece stands on the same file with only empty squares between.
func (p *Position) generalsFace(s board.Square, by rules.Color) bool {
	k := p.king[by]
	if k == board.NoSquare || s != p.king[by.Other()] {
		return false
	}
	g := p.R.G
	if g.File(k) != g.File(s) {
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
