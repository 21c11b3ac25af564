package match

import (
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// The spelling of the castling module: its SAN tokens (the preset's, per side).

// castleToken returns the first SAN token of castling side i for colour c.
func castleToken(r *position.Rules, i int, c rules.Color) string {
	if t := r.V.Castling.Sides[i].SAN[c]; len(t) > 0 {
		return t[0]
	}
	if t := r.V.Castling.Sides[i].SAN[rules.White]; len(t) > 0 {
		return t[0]
	}
	return "O-O"
}

// castleSideOf returns the castling side whose SAN token of colour c is tok (the
// last one listing it), -1 when none or without castling.
func castleSideOf(r *position.Rules, tok string, c rules.Color) int {
	side := -1
	if r.V.Castling == nil {
		return side
	}
	for i := range r.V.Castling.Sides {
		for _, t := range r.V.Castling.Sides[i].SAN[c] {
			if t == tok {
				side = i
			}
		}
	}
	return side
}
