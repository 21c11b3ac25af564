package match

import (
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// The spelling of the in_place_promotion module (sittuyin), as Fairy-Stockfish
// and pychess write it: a promotion where the pawn stands is its square and the
// new piece ("e5=F"); one onto another square names both squares ("e5d6=F",
// Fairy-Stockfish's square disambiguation of a sittuyin promotion). Both read as
// SAN does, and so does the short "d6=F"; coordinates "e5e5f", "e5d6f".

func init() {
	register(&spelling{
		module: rules.ModInPlacePromotion,
		san:    inPlaceSAN,
	})
}

// inPlaceSAN writes the promotion m: the pawn's square unless it stays there, the
// destination, '=' and the new piece's label.
func inPlaceSAN(p *position.Position, m position.Move) string {
	g := p.R.G
	s := g.Name(m.To)
	if m.From != m.To {
		s = g.Name(m.From) + s
	}
	return s + "=" + p.R.KindLabel(int(m.Promo))
}
