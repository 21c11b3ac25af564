package match

import (
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// The spelling of the bishop conversion module: a conversion step is written as
// the bishop's move ("Bc2", "c1c2", "B c1-c2"); what it adds is why a move is
// refused: no conversion right left, or a first move that must be a conversion.

func init() {
	register(&spelling{
		module: rules.ModBishopConversion,
		explain: func(p *position.Position, m position.Move) *Failure {
			r := p.R
			g := r.G
			us := p.Side()
			conv := p.MoveModule(m) == rules.ModBishopConversion
			switch right := p.ConversionRight(m.From, us); {
			case conv && right == "":
				return &Failure{Code: CodeRuleModule, Module: rules.ModBishopConversion,
					Message: "bishop_conversion: the bishop on " + g.Name(m.From) + " has no conversion right left"}
			case !conv && right == "must" && r.V.BishopConversion != nil && p.At(m.From).Kind() == r.KindOf(r.V.BishopConversion.Piece):
				return &Failure{Code: CodeRuleModule, Module: rules.ModBishopConversion,
					Message: "bishop_conversion: the bishop on " + g.Name(m.From) + " must make its first move as a conversion"}
			}
			return nil
		},
	})
}
