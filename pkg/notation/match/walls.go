package match

import (
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// The walls module's notation (rules.Walls): a move of a walling rule is written
// as Fairy-Stockfish writes it, the wall square after a comma; in coordinates the
// destination again, then the wall square ("a1a2,a2a1"), in SAN the wall square
// ("Pa2,a1"). A text without the comma names the same move (the wall square of
// wallingRule = past is the square left, so nothing is to choose).

func init() {
	register(&spelling{
		module: rules.ModWalls,
		choiceMark: func(p *position.Position, m position.Move) string {
			if w := p.WallOf(m); w != board.NoSquare {
				return "," + p.R.G.Name(w)
			}
			return ""
		},
		refines: pgn.MarkComma,
		fits: func(p *position.Position, m position.Move, marks []pgn.Mark) bool {
			for _, mk := range marks {
				if mk.Kind == pgn.MarkComma && checkWall(p, m, mk.Square) != nil {
					return false
				}
			}
			return true
		},
		misfit: func(p *position.Position, marks []pgn.Mark) *Failure {
			for _, mk := range marks {
				if mk.Kind == pgn.MarkComma {
					if !p.R.V.Has(rules.ModWalls) {
						return &Failure{Code: CodeRuleModule, Module: rules.ModWalls, Message: "this variant makes no walls (module walls): the wall square ," + mk.Square.String() + " means nothing here"}
					}
					return fail(CodeSideEffects, "the wall square ,%s is not the one the move makes (walls past: the square the piece leaves)", mk.Square.String())
				}
			}
			return nil
		},
	})
}

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
