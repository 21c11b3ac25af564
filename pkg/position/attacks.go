package position

import (
	"slices"

	"github.com/gamecourier/courier/pkg/betza"
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// Attacks the attack rays (Rules.att) leave out are looked up from the target
// square too, in tables built once per variant (Rules.spec):
//   - lame leapers (Betza n: the Xiangqi horse and elephant), initial-only
//     captures and every capture of a kind confined to a region or with region
//     moves (the Xiangqi general, advisor and soldier) as entries: the square an
//     attacker would stand on, the kinds that attack from there, and the squares
//     that must be empty (the leg, or those between);
//   - hoppers (Betza p, g: cannons, grasshoppers) as hop rays: a line looking
//     outward from the target, walked to its first and second piece;
//   - the flying general (flying.go) by walking the file between the royal pieces.
// The pass over them from the royal square (specialLines) finds checks, pins and
// the squares where a piece landing would give the enemy an attack, so the
// legality shortcut stays on for these variants.

// attEntry is one square from which pieces of the attacking colour attack a
// target square: kinds (bit k) attack from from when every square of path is
// empty (for initial, only a piece that may still use its 'i' moves).
type attEntry struct {
	from    board.Square
	initial bool
	kinds   uint32
	path    []board.Square
}

// hopRay is a line looking outward from a target square along which hoppers
// attack it: masks[d] holds the kinds (bit k) that attack the target from sqs[d]
// over exactly one piece between (a cannon, Betza p); grass: the one piece must
// stand on sqs[0] (a grasshopper, Betza g: it lands just beyond its screen).
type hopRay struct {
	sqs   []board.Square
	masks []uint32
	grass bool
}

// specTables holds one attacking colour's entries and hop rays, per target square.
type specTables struct {
	entries [][]attEntry
	hops    [][]hopRay
	// sens[s]: the squares a piece leaving or entering may change an attack on s
	// through these tables (quickLegal: a move touching none keeps them as they
	// are)
	sens []bitset
}

// regionKind reports whether a kind's attacks differ from square to square for
// reasons the attack rays do not express: a region or region moves.
func regionKind(pt *rules.PieceType) bool {
	return pt.Region != "" || len(pt.RegionMoves) > 0 || len(pt.MovesWithin) > 0
}

// specialAtom reports whether a capture atom goes to the special tables rather
// than the attack rays: lame with a leg, initial-only, or hopping.
func specialAtom(a *betza.Atom) bool {
	return a.Initial || a.Hop != betza.HopNone || (a.Lame && len(a.Path) > 0)
}

// buildSpecial builds r.spec[c] for every kind of colour c whose attacks are not
// all on the attack rays, from the move rays (r.gen, r.hops: regions already
// applied). It returns the kinds it cannot express (a hopper confined to a
// region), which keep the walk over the attackers' own rays (attackedSlow).
func (r *Rules) buildSpecial(c rules.Color) (unhandled []int) {
	sp := &r.spec[c]
	hv := hopVectors{}
	for k := 1; k < len(r.kinds); k++ {
		pt := &r.V.Pieces[k-1]
		region := regionKind(pt)
		if r.hops[c][k] != nil && (region || oddHopper(pt) || r.hopLimitOf(k) != hopLimit{}) {
			unhandled = append(unhandled, k)
			continue
		}
		r.addEntries(c, k, region)
		if !region {
			hv.add(pt, k, c)
		}
	}
	r.buildHopRays(c, &hv)
	if sp.entries == nil && sp.hops == nil && !r.flying {
		return unhandled
	}
	r.buildSens(c)
	return unhandled
}

// addEntries adds to r.spec[c].entries the capture rays of kind k of colour c
// that the attack rays leave out: lame or initial-only ones, or all of them for
// a kind with a region or region moves (region).
func (r *Rules) addEntries(c rules.Color, k int, region bool) {
	for f := 0; f < r.N; f++ {
		for _, ry := range r.gen[c][k][f] {
			if !ry.capture || !region && !ry.initial && ry.block == nil {
				continue
			}
			path := append([]board.Square(nil), ry.block...)
			for _, t := range ry.sqs {
				r.addEntry(c, t, board.Square(f), k, ry.initial, path)
				path = append(path, t)
			}
		}
	}
}

// addEntry records that kind k of colour c attacks to from from when path is
// empty (initial: with its 'i' moves), joined to an entry of the same square,
// path and initial flag.
func (r *Rules) addEntry(c rules.Color, to, from board.Square, k int, initial bool, path []board.Square) {
	sp := &r.spec[c]
	if sp.entries == nil {
		sp.entries = make([][]attEntry, r.N)
	}
	es := sp.entries[to]
	for i := range es {
		if es[i].from == from && es[i].initial == initial && slices.Equal(es[i].path, path) {
			es[i].kinds |= 1 << k
			return
		}
	}
	sp.entries[to] = append(es, attEntry{from: from, initial: initial, kinds: 1 << k, path: append([]board.Square(nil), path...)})
}

// hopKey is a hopping capture vector as seen by colour c (dy turned for Black)
// and whether it is a grasshopper's.
type hopKey struct {
	dx, dy int
	grass  bool
}

// hopVectors collects the hopping capture atoms of a colour's kinds: per vector
// the range of each kind (0 unlimited) and the longest, in first-seen order.
type hopVectors struct {
	order  []hopKey
	ranges []map[int]int
	max    []int
}

// add adds the hopping capture atoms of kind k (type pt) of colour c.
func (hv *hopVectors) add(pt *rules.PieceType, k int, c rules.Color) {
	dir := 1
	if c == rules.Black {
		dir = -1
	}
	for _, a := range pt.Atoms {
		if !a.Capture || a.Hop == betza.HopNone {
			continue
		}
		hk := hopKey{int(a.DX), int(a.DY) * dir, a.Hop == betza.HopGrasshopper}
		i := slices.Index(hv.order, hk)
		if i < 0 {
			i = len(hv.order)
			hv.order, hv.ranges, hv.max = append(hv.order, hk), append(hv.ranges, map[int]int{}), append(hv.max, 0)
		}
		rg := a.Range
		if old, ok := hv.ranges[i][k]; ok && (old == 0 || (rg != 0 && old > rg)) {
			rg = old
		}
		hv.ranges[i][k] = rg
		if rg == 0 {
			hv.max[i] = board.MaxSize
		} else {
			hv.max[i] = max(hv.max[i], rg)
		}
	}
}

// buildHopRays builds r.spec[c].hops from the hop vectors: per target square one
// ray per vector, looking back along it.
func (r *Rules) buildHopRays(c rules.Color, hv *hopVectors) {
	if len(hv.order) == 0 {
		return
	}
	sp := &r.spec[c]
	sp.hops = make([][]hopRay, r.N)
	g := r.G
	for s := 0; s < r.N; s++ {
		f0, r0 := g.File(board.Square(s)), g.Rank(board.Square(s))
		for i, hk := range hv.order {
			hr := hopRay{grass: hk.grass}
			for d := 1; d <= hv.max[i]; d++ {
				t := g.Sq(f0-hk.dx*d, r0-hk.dy*d)
				if t == board.NoSquare {
					break
				}
				hr.sqs = append(hr.sqs, t)
				hr.masks = append(hr.masks, rangeMask(hv.ranges[i], d))
			}
			// a hopper needs a screen between: nothing attacks from sqs[0]
			if len(hr.sqs) >= 2 {
				sp.hops[s] = append(sp.hops[s], hr)
			}
		}
	}
}

// rangeMask returns the kinds (bit k) of ranges (kind -> range, 0 unlimited) that
// reach distance d.
func rangeMask(ranges map[int]int, d int) uint32 {
	var m uint32
	for k, rg := range ranges {
		if rg == 0 || d <= rg {
			m |= 1 << k
		}
	}
	return m
}

// buildSens builds r.spec[c].sens: per target square the squares of its entries'
// paths, of its hop rays and (flying general) of its file.
func (r *Rules) buildSens(c rules.Color) {
	sp := &r.spec[c]
	g := r.G
	sp.sens = make([]bitset, r.N)
	for s := 0; s < r.N; s++ {
		sens := &sp.sens[s]
		if sp.entries != nil {
			for _, e := range sp.entries[s] {
				for _, t := range e.path {
					sens.set(t)
				}
			}
		}
		if sp.hops != nil {
			for _, hr := range sp.hops[s] {
				for _, t := range hr.sqs {
					sens.set(t)
				}
			}
		}
		for rk := 0; r.flying && rk < g.Ranks; rk++ {
			if t := g.Sq(g.File(board.Square(s)), rk); t != board.Square(s) {
				sens.set(t)
			}
		}
		for f := 0; r.flyingRanks && f < g.Files; f++ {
			if t := g.Sq(f, g.Rank(board.Square(s))); t != board.Square(s) {
				sens.set(t)
			}
		}
	}
}

// oddHopper reports whether a kind has a hopping capture atom that is also lame
// or initial-only (the hop rays do not express it).
func oddHopper(pt *rules.PieceType) bool {
	for _, a := range pt.Atoms {
		if a.Capture && a.Hop != betza.HopNone && (a.Initial || a.Lame) {
			return true
		}
	}
	return false
}

// attackedSpecial reports whether s is attacked by colour by through the special
// tables (r.special[by]): an entry's attacker with its path empty, a hopper over
// exactly one piece, or (s the royal square of the other side, or holding its
// royal piece) by's royal piece facing it on an open file.
func (p *Position) attackedSpecial(s board.Square, by rules.Color) bool {
	r := p.R
	b := p.board
	sp := &r.spec[by]
	if sp.entries != nil {
	entries:
		for i := range sp.entries[s] {
			e := &sp.entries[s][i]
			pc := b[e.from]
			if pc == Empty || pc.Color() != by || e.kinds>>uint(pc.Kind())&1 == 0 {
				continue
			}
			for _, t := range e.path {
				if b[t] != Empty {
					continue entries
				}
			}
			if !e.initial || p.initialOK(e.from, pc) {
				return true
			}
		}
	}
	if sp.hops != nil {
		for i := range sp.hops[s] {
			if p.hopRayAttacks(&sp.hops[s][i], by) {
				return true
			}
		}
	}
	if r.flying {
		other := by.Other()
		if s == p.king[other] || b[s] != Empty && b[s].Color() == other && r.royalKinds>>uint(b[s].Kind())&1 != 0 {
			return p.facing(s, by)
		}
	}
	return false
}

// hopRayAttacks reports whether a hopper of colour by attacks the hop ray's
// target: the second piece on the ray is one of its kinds (for a grasshopper the
// first stands next to the target).
func (p *Position) hopRayAttacks(hr *hopRay, by rules.Color) bool {
	b := p.board
	sq := hr.sqs
	i := 0
	for i < len(sq) && b[sq[i]] == Empty {
		i++
	}
	if hr.grass && i != 0 {
		return false
	}
	for i++; i < len(sq); i++ {
		if pc := b[sq[i]]; pc != Empty {
			return pc.Color() == by && hr.masks[i]>>uint(pc.Kind())&1 != 0
		}
	}
	return false
}

// specialLines is kingLines for the special tables of colour them toward the
// royal square ksq: it returns how many of them give check, and adds to gs.pins
// the side to move's pieces whose leaving would open an attack (one on a lame
// leaper's leg or on the only square blocking a path, a hopper's screen or the
// piece beyond it, the one piece between the royal pieces on a file) and notes
// the danger squares, the empty squares where a piece landing would give a
// hopper its screen (addDanger). gs.inCheck tells whether the attack rays give
// check (kingLines, called first).
func (p *Position) specialLines(ksq board.Square, them rules.Color, gs *genState) int {
	r := p.R
	b := p.board
	sp := &r.spec[them]
	n := 0
	if sp.entries != nil {
	entries:
		for i := range sp.entries[ksq] {
			e := &sp.entries[ksq][i]
			pc := b[e.from]
			if pc == Empty || pc.Color() != them || e.kinds>>uint(pc.Kind())&1 == 0 {
				continue
			}
			if e.initial && !p.initialOK(e.from, pc) {
				continue
			}
			blk := board.NoSquare
			for _, t := range e.path {
				if b[t] != Empty {
					if blk != board.NoSquare {
						continue entries
					}
					blk = t
				}
			}
			if blk == board.NoSquare {
				n++
			} else if b[blk].Color() != them {
				gs.pins.set(blk)
			}
		}
	}
	if sp.hops != nil {
		for i := range sp.hops[ksq] {
			n += p.hopLine(&sp.hops[ksq][i], them, gs)
		}
	}
	if r.flying {
		n += p.flyingLine(ksq, them, gs)
	}
	return n
}

// hopLine is specialLines for one hop ray: 1 when it gives check.
func (p *Position) hopLine(hr *hopRay, them rules.Color, gs *genState) int {
	b := p.board
	sq := hr.sqs
	var at [3]int // the indices of the first three pieces on the ray, -1 none
	j := 0
	for i := 0; i < len(sq) && j < 3; i++ {
		if b[sq[i]] != Empty {
			at[j] = i
			j++
		}
	}
	for ; j < 3; j++ {
		at[j] = -1
	}
	attacker := func(i int) bool {
		if i < 0 {
			return false
		}
		pc := b[sq[i]]
		return pc.Color() == them && hr.masks[i]>>uint(pc.Kind())&1 != 0
	}
	own := func(i int) {
		if i >= 0 && b[sq[i]].Color() != them {
			gs.pins.set(sq[i])
		}
	}
	if hr.grass {
		switch {
		case at[0] == 0 && attacker(at[1]):
			return 1
		case at[0] == 0:
			if attacker(at[2]) {
				own(at[1])
			}
		case at[0] > 0:
			if attacker(at[0]) {
				gs.addDanger(sq[:1])
			}
			if attacker(at[1]) {
				own(at[0]) // it could step next to the target as the screen
			}
		}
		return 0
	}
	if attacker(at[1]) {
		return 1
	}
	if attacker(at[2]) {
		own(at[0])
		own(at[1])
	}
	if attacker(at[0]) {
		gs.addDanger(sq[:at[0]])
	}
	return 0
}

// addDanger adds the squares sqs to the danger squares (genState.dangerAny): to
// evadeTo out of check; in check the move generation makes every move's full
// test, so they are only noted.
func (gs *genState) addDanger(sqs []board.Square) {
	if len(sqs) == 0 {
		return
	}
	gs.dangerAny = true
	if gs.inCheck {
		return
	}
	for _, t := range sqs {
		gs.evadeTo.set(t)
	}
}

// flyingLine is specialLines for the flying general: 1 when the royal pieces face
// each other on an open file; the one piece of the side to move between them is
// pinned.
func (p *Position) flyingLine(ksq board.Square, them rules.Color, gs *genState) int {
	k := p.king[them]
	step := p.flyingStep(ksq, k)
	if step == 0 {
		return 0
	}
	blk := board.NoSquare
	for t := ksq + step; t != k; t += step {
		if p.board[t] != Empty {
			if blk != board.NoSquare {
				return 0
			}
			blk = t
		}
	}
	if blk == board.NoSquare {
		return 1
	}
	if p.board[blk].Color() != them {
		gs.pins.set(blk)
	}
	return 0
}
