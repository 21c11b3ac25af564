package logargs

import (
	"github.com/gamecourier/courier/pkg/diagram"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/replay"
)

// IllegalDiagram returns the position before the move that stopped r (r.Error.FEN,
// read with the rules of preset, or of r's variant when preset is "") and o with
// that move marked (match.MarkAttempt: an arrow, or rings on the pieces
// its text may mean) and the move before it shaded (r.Error.LastFrom/LastTo, or
// else r.Moves replayed when it holds every ply before it), as `courier show --log
// FILE --ply N` shades it. ok is false when r has no illegal move with a position or the
// position cannot be read.
func IllegalDiagram(eng *replay.Engine, preset string, r *replay.Result, o diagram.Options) (*position.Position, diagram.Options, bool) {
	if r.Status != replay.StatusIllegal || r.Error == nil || r.Error.FEN == "" {
		return nil, o, false
	}
	name := preset
	if name == "" {
		name = r.Preset // the name the game's preset was loaded by (a path in its Variant tag, say)
	}
	rs, _, err := eng.Rules(name)
	if err != nil {
		return nil, o, false
	}
	p, err := rs.ParseFEN(r.Error.FEN)
	if err != nil {
		return nil, o, false
	}
	markAttempt(&o, p, r.Notation, r.Error.Text)
	if r.Error.LastFrom != "" {
		from, err1 := rs.G.Parse(r.Error.LastFrom)
		to, err2 := rs.G.Parse(r.Error.LastTo)
		if err1 == nil && err2 == nil {
			o.Last = &diagram.Move{From: from, To: to}
			return p, o, true
		}
	}
	if n := r.Error.Ply - 1; n >= 1 && len(r.Moves) == n && r.StartFEN != "" {
		if q, err := rs.ParseFEN(r.StartFEN); err == nil {
			sans := make([]string, n)
			for i := range sans {
				sans[i] = r.Moves[i].SAN
			}
			// shaded only when the plies replayed lead to the position reported
			if last, ok := match.PlaySANs(q, sans); ok && q.FEN() == r.Error.FEN {
				o.Last = &diagram.Move{From: last.From, To: last.To}
			}
		}
	}
	return p, o, true
}

// markAttempt marks the attempted move text on the diagram: an arrow when its
// squares can be read, else rings on the pieces it may mean (match.MarkAttempt).
func markAttempt(o *diagram.Options, p *position.Position, notation, text string) {
	arrow, rings := match.MarkAttempt(p, notation, text)
	if arrow != nil {
		o.Arrow = &diagram.Move{From: arrow.From, To: arrow.To, Drop: arrow.Drop}
	}
	o.Rings = rings
}
