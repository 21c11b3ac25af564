package match

import (
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/position"
)

// The spelling of the capture conversion module (Cowardly Crew): the converted
// squares, written "&d6&f6" after the capture in SAN and coordinates.

// ConvertedSquares lists the squares whose pieces m converts (Cowardly Crew), sorted.
func ConvertedSquares(p *position.Position, m position.Move) []board.Square { return convSquares(p, m) }

// convSquares lists the squares a move converts (Cowardly Crew), sorted.
func convSquares(p *position.Position, m position.Move) []board.Square { return p.Converted(m) }
