package position

import (
	"github.com/gamecourier/courier/pkg/betza"
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// Regions (rules.Variant.Regions) are compiled into the move tables: a piece's
// rays from a square hold its region moves when the square is in the region, and a
// confined piece's rays stop at the region's edge. So they cost nothing while
// moves are generated; such kinds are attack-checked by walking their rays (slow
// kinds), since their attacks differ from square to square.

// inRegion reports whether s is in the named region for colour c (Black's squares
// are White's mirrored, or its own: rules.Variant.BlackRegions).
func (r *Rules) inRegion(name string, c rules.Color, s board.Square) bool {
	if own, ok := r.V.BlackRegions[name]; ok && c == rules.Black {
		for _, x := range own {
			if x == s {
				return true
			}
		}
		return false
	}
	for _, x := range r.V.Regions[name] {
		if c == rules.Black {
			x = r.G.Mirror(x)
		}
		if x == s {
			return true
		}
	}
	return false
}

// pieceRays builds the rays of a piece of type pt and colour c on s: its Betza
// atoms, plus the region moves of the regions s lies in and its moves within
// them (each ray cut at the region's edge), cut to its own region.
func (r *Rules) pieceRays(s board.Square, c rules.Color, pt *rules.PieceType) []ray {
	atoms := pt.Atoms
	for _, rm := range pt.RegionMoves {
		if r.inRegion(rm.Region, c, s) {
			atoms = append(append([]betza.Atom(nil), atoms...), rm.Atoms...)
		}
	}
	rays := buildRays(r.G, s, c, atoms)
	for _, rm := range pt.MovesWithin {
		if r.inRegion(rm.Region, c, s) {
			rays = append(rays, r.cutRays(buildRays(r.G, s, c, rm.Atoms), rm.Region, c)...)
		}
	}
	if pt.Region == "" {
		return rays
	}
	return r.cutRays(rays, pt.Region, c)
}

// cutRays cuts each ray of rays at the first square outside the named region
// (colour c's), dropping the rays that leave it at once; rays is reused.
func (r *Rules) cutRays(rays []ray, region string, c rules.Color) []ray {
	out := rays[:0]
	for _, ry := range rays {
		n := 0
		for n < len(ry.sqs) && r.inRegion(region, c, ry.sqs[n]) {
			n++
		}
		if n == 0 {
			continue
		}
		ry.sqs = ry.sqs[:n]
		out = append(out, ry)
	}
	return out
}
