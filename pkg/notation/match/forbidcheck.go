package match

import (
	"fmt"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// The forbid_check module (racing kings): how a refused checking move is
// explained.

func init() {
	register(&spelling{module: rules.ModForbidCheck,
		filtered: func(p *position.Position, m position.Move) *Failure {
			g := p.R.G
			return &Failure{Code: CodeRuleModule, Module: rules.ModForbidCheck,
				Message: fmt.Sprintf("forbid_check: %s %s-%s would give check, and no move may give check", PieceName(p.R, p.At(m.From).Kind()), g.Name(m.From), g.Name(m.To))}
		}})
}
