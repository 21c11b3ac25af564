package match

import (
	"fmt"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// The forced_capture module (antichess, giveaway): how a refused non-capture is
// explained.

func init() {
	register(&spelling{module: rules.ModForcedCapture,
		filtered: func(p *position.Position, m position.Move) *Failure {
			g := p.R.G
			return &Failure{Code: CodeRuleModule, Module: rules.ModForcedCapture,
				Message: fmt.Sprintf("forced_capture: %s %s-%s is no capture, and a capture is compulsory here", PieceName(p.R, p.At(m.From).Kind()), g.Name(m.From), g.Name(m.To))}
		}})
}
