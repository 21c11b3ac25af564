package match

import (
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/position"
)

// The walls module's notation (rules.Walls): a move of a walling rule is written
// as Fairy-Stockfish writes it, the wall square after a comma; in coordinates the
// destination again, then the wall square ("a1a2,a2a1"), in SAN the wall square
// ("Pa2,a1"). A text without the comma names the same move (the wall square of
// wallingRule = past is the square left, so nothing is to choose).

// checkWall reports the failure of a coordinate move m whose text names the
// wall square w, nil when m makes a wall there.
func checkWall(p *position.Position, m position.Move, w sq.Square) *Failure {
	g := p.R.G
	ws := p.WallOf(m)
	if ws == board.NoSquare {
		return fail(CodeUnsupported, "%s-%s makes no wall here: no walling rule (rules.walls past) applies to it", g.Name(m.From), g.Name(m.To))
	}
	if t := toSq(g, w); t != ws {
		name := "a square off the board"
		if t != board.NoSquare {
			name = g.Name(t)
		}
		return fail(CodeSideEffects, "the wall goes on %s, the square the piece leaves (walls past), not on %s", g.Name(ws), name)
	}
	return nil
}
