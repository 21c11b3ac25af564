package match

import (
	"fmt"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// The explosions module (atomic): how a capture by a royal piece is explained.

func init() {
	register(&spelling{module: rules.ModExplosions, unreached: royalCapture})
}

// royalCapture explains a capture by a royal piece (the one on from, or of
// kind) on to, which explosions forbid (the blast would take the capturing
// king along), nil for any other move.
func royalCapture(p *position.Position, from board.Square, kind int, to board.Square) *Failure {
	r := p.R
	if from != board.NoSquare {
		if pc := p.At(from); pc != position.Empty {
			kind = pc.Kind()
		}
	}
	if kind == 0 || !r.IsRoyal(kind) {
		return nil
	}
	if t := p.At(to); t == position.Empty || t.Color() == p.Side() {
		return nil
	}
	return &Failure{Code: CodeRuleModule, Module: rules.ModExplosions,
		Message: fmt.Sprintf("explosions: the %s may not capture on %s: the explosion would take it too (a royal piece never captures)", PieceName(r, kind), r.G.Name(to))}
}
