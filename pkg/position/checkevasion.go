package position

import (
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

func init() { registerModule(rules.ModCheckEvasion, moduleDef{compile: compileCheckEvasion}) }

// checkEvasion is the check_evasion rule module (rules.CheckEvasion; Makpong,
// Fairy-Stockfish's makpongRule): while the side to move is in check, its royal
// piece may move only to capture the one piece that gives check. It has no state.
type checkEvasion struct{}

func compileCheckEvasion(r *Rules) (module, error) {
	if r.V.CheckEvasion == nil {
		return nil, nil
	}
	return &checkEvasion{}, nil
}

func (md *checkEvasion) traits() traits {
	return traits{name: rules.ModCheckEvasion}
}

// filter drops from buf[start:] the royal piece's moves while in check, but a
// capture of the only checking piece (the royal square is not attacked once the
// captured piece is lifted).
func (md *checkEvasion) filter(p *Position, buf []Move, start int, all bool) []Move {
	us := p.side
	k := p.king[us]
	if k == board.NoSquare || !p.checked(us) {
		return buf
	}
	out := buf[:start]
	for _, m := range buf[start:] {
		if m.From == k && p.DropKind(m) == 0 && !md.takesChecker(p, m) {
			continue
		}
		out = append(out, m)
	}
	return out
}

// takesChecker reports whether the royal move m captures the one piece giving check.
func (md *checkEvasion) takesChecker(p *Position, m Move) bool {
	pc := p.board[m.To]
	if pc == Empty || pc.Color() == p.side {
		return false
	}
	p.take(m.To)
	still := p.checked(p.side)
	p.put(m.To, pc)
	return !still
}
