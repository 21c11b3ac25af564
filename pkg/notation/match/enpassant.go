package match

import (
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// The spelling of the en passant module: a pawn capture in SAN and coordinates
// ("exd6", "e5d6"); in Game Courier text the removal of the pawn taken may be
// left to the preset.

func init() {
	register(&spelling{
		module:     rules.ModEnPassant,
		remarks:    []string{"ep", "e.p."},
		remarkOf:   "en passant capture",
		remarkFits: func(_ *position.Position, m position.Move) bool { return m.EnPassant() },
		leftOut: func(p *position.Position, m position.Move, after []position.Piece) ([]board.Square, string, bool) {
			if !m.EnPassant() {
				return nil, "", false
			}
			if v := p.EnPassantVictim(); after[v] == p.At(v) {
				return []board.Square{v}, "pawn taken en passant left to the preset", false
			}
			return nil, "", false
		},
	})
}
