package match

import (
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// The spelling of the pass module (janggi): coordinates write a pass as the
// royal piece's square twice ("e2e2", Fairy-Stockfish's UCI) and SAN as that
// piece's move to its own square ("Ke2", as Fairy-Stockfish's SAN writer
// does), both generic; Game Courier text writes "pass" (its janggi presets'
// command). A null-move token of PGN ("--", "@@@@" as Fairy-Stockfish's
// XBoard writes a pass, "pass") and the Game Courier command "pass" read as the
// pass (ResolveNull).

func init() {
	register(&spelling{
		module: rules.ModPass,
		gc:     func(*position.Position, position.Move) string { return "pass" },
		resolveGC: func(p *position.Position, edits []GCEdit) (position.Move, []string, *Failure, bool) {
			if len(edits) != 1 || edits[0].Kind != EditPass {
				return position.NoMove, nil, nil, false
			}
			m, f := ResolveNull(p, edits[0].text())
			return m, nil, f, true
		},
	})
}

// ResolveNull returns the pass a null move or "pass" (text, as written) names:
// the legal pass of the side to move (rules.pass), or a failure that says why
// there is none.
func ResolveNull(p *position.Position, text string) (position.Move, *Failure) {
	if !p.R.V.Has(rules.ModPass) {
		return position.NoMove, fail(CodeBadCommand, "a null move (%s) is no legal move: no rule of this variant lets a side pass", text)
	}
	for _, m := range p.LegalMoves(nil) {
		if p.MoveModule(m) == rules.ModPass {
			return m, nil
		}
	}
	if p.InCheck() {
		return position.NoMove, &Failure{Code: CodeKingInCheck, Module: rules.ModPass, Message: "pass: the side to move is in check and may not pass"}
	}
	return position.NoMove, &Failure{Code: CodeRuleModule, Module: rules.ModPass, Message: "pass: the side to move may pass only when it has no other legal move"}
}
