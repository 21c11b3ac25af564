package position

import (
	"github.com/gamecourier/courier/pkg/rules"
)

func init() { registerModule(rules.ModForcedCapture, moduleDef{compile: compileForcedCapture}) }

// forcedCapture is the antichess rule module (rules.ForcedCapture; lichess: "if you
// can capture, you must; any capture may be chosen"): when the side to move has a
// legal capture, its other moves are not legal. It has no state.
//
// noCheck: the forbid_check module is on too, and a capture that gives check,
// which it forbids, does not make the others illegal (Fairy-Stockfish's
// Position::legal: "illegal checks" come first, and has_capture looks for a
// legal capture: coffeerace).
type forcedCapture struct {
	noCheck bool
}

func compileForcedCapture(r *Rules) (module, error) {
	if r.V.ForcedCapture == nil {
		return nil, nil
	}
	return &forcedCapture{noCheck: r.V.ForbidCheck != nil}, nil
}

func (md *forcedCapture) traits() traits {
	return traits{name: rules.ModForcedCapture}
}

// filter drops the non-captures of buf[start:] when the side to move has a legal
// capture; all says buf[start:] holds every legal move (else the position's own
// move list is consulted).
func (md *forcedCapture) filter(p *Position, buf []Move, start int, all bool) []Move {
	if !p.mustCapture(buf[start:], all, md.noCheck) {
		return buf
	}
	return keepFlagged(buf, start, FlagCapture)
}

// keepFlagged keeps of buf[start:] the moves with flag f set (a filter's result:
// forced capture keeps the captures, must_drop the drops).
func keepFlagged(buf []Move, start int, f uint8) []Move {
	out := buf[:start]
	for _, m := range buf[start:] {
		if m.Flags&f != 0 {
			out = append(out, m)
		}
	}
	return out
}

// keepOwned is keepFlagged for the moves of owner index own.
func keepOwned(buf []Move, start int, own uint8) []Move {
	out := buf[:start]
	for _, m := range buf[start:] {
		if m.owner == own {
			out = append(out, m)
		}
	}
	return out
}

// mustCapture reports whether the side to move has a legal capture: among moves
// when they are all the moves, else among all its moves; with noCheck one that
// gives no check.
func (p *Position) mustCapture(moves []Move, all, noCheck bool) bool {
	if all {
		for _, m := range moves {
			if m.Flags&FlagCapture != 0 && p.IsLegal(m) && (!noCheck || !p.givesCheck(m)) {
				return true
			}
		}
		return false
	}
	saved, sc, mb, cb := p.gen, p.scratch, p.modBuf, p.choiceBuf
	p.scratch, p.modBuf, p.choiceBuf = nil, nil, nil
	found := false
	for _, m := range p.generateAll(nil, false, true) {
		if m.Flags&FlagCapture != 0 && p.IsLegal(m) && (!noCheck || !p.givesCheck(m)) {
			found = true
			break
		}
	}
	p.gen, p.scratch, p.modBuf, p.choiceBuf = saved, sc, mb, cb
	return found
}

func init() { registerModule(rules.ModForbidCheck, moduleDef{compile: compileForbidCheck}) }

// forbidCheck is the racing kings rule module (rules.ForbidCheck; lichess: "no
// move may give check"): a move that gives check is not legal.
type forbidCheck struct {
}

func compileForbidCheck(r *Rules) (module, error) {
	if r.V.ForbidCheck == nil {
		return nil, nil
	}
	return &forbidCheck{}, nil
}

func (md *forbidCheck) traits() traits {
	return traits{name: rules.ModForbidCheck}
}

// givesCheck reports whether m gives check (made and unmade).
func (p *Position) givesCheck(m Move) bool {
	them := p.side.Other()
	p.Make(m)
	check := p.checked(them)
	p.Unmake()
	return check
}

// filter drops the moves of buf[start:] that give check.
func (md *forbidCheck) filter(p *Position, buf []Move, start int, all bool) []Move {
	out := buf[:start]
	them := p.side.Other()
	for _, m := range buf[start:] {
		p.Make(m)
		check := p.checked(them)
		p.Unmake()
		if !check {
			out = append(out, m)
		}
	}
	return out
}
