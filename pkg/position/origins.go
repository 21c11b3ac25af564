package position

import (
	"math/bits"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// Moves found from their destination. Resolving a written move (SAN "Nbd7") asks
// for the moves of one piece kind that end on one square: instead of generating
// every move of every piece of the kind and keeping those that end there, the
// reverse table lists, per target square, every (origin, ray, distance) from which
// a piece of the kind reaches the target along one of its Betza rays (the
// "super-piece" view: the piece's moves looked at backward from the target). Only
// the origins that hold such a piece are tried, and on each only the one ray that
// passes the target. The legality of the move found is then told by a pin test
// (quickLegal) instead of make, test and unmake, where the variant's rules allow it,
// and after a move Game.Play tells check from the two attack rays the move changed
// (noteCheck) instead of walking every attack ray toward the royal piece.
//
// The table is built on first use (Rules.reverse): sixteen bytes per (target,
// origin) pair and per entry of an origin with more than one, forty per target,
// on boards of more than 64 squares the squares between each origin and target
// (quadratic in a ray's length, at most 15), and N*N bytes per colour (attAt);
// on boards of up to 64 squares also 64 bytes per colour, kind and target (the
// bit-set form, revDense), 8*N*N bytes for the squares between (btw) and 8 bytes
// per attack ray (attOn).

// revEntry is one way a piece reaches a target: from its origin square along the
// ray gen[c][k][from][ri], at sqs[d]; flags copies what the ray allows there
// (rev* bits), so that an entry is judged without reading the ray.
type revEntry struct {
	from  board.Square
	ri    uint16
	d     uint8
	flags uint8
	// between: the squares between the origin and the target (the ray's
	// sqs[:d]). On a board of up to 64 squares it is their bit set; on a larger
	// one the squares are path[between:between+d] of the revKind, side by side
	// with the others.
	between uint64
}

// revEntry flags.
const (
	revMove    uint8 = 1 << iota // ray.move
	revCapture                   // ray.capture
	revEP                        // ray.ep
	revInitial                   // ray.initial
	revLame                      // ray.block != nil
	revDouble                    // the target is ray.double
	// revMulti marks a group of grp that stands for more than one entry: they
	// are ents[between:between+ri]
	revMulti
)

// revKind is the reverse table of one colour and kind. The entries of target t
// come by origin square, then ray index; from[t] is the set of their origin
// squares. The entries of the i-th origin of from[t] (in square order) are
// grp[first[t]+i]: the entry itself when it is the origin's only one (the common
// case: one read), else a group marked revMulti that points into ents, which
// holds the entries of such origins only. An origin's entries are thus found from
// its rank in from[t], without a search (from and first: tgt).
type revKind struct {
	ents []revEntry
	tgt  []revTarget
	grp  []revEntry
	path []board.Square
	// dense[t], on boards of up to 64 squares (nil on larger ones): the origins
	// of target t as bit sets, so that the common query reads no entry
	dense []revDense
}

// revDense is the reverse table of one target square t in bit sets, on a board of
// up to 64 squares (bit s: origin square s). An origin is plain when it has one
// entry, with no 'i' that the position decides (an 'i' tied to ranks is decided
// here: an origin off those ranks has no entry), and, when squares must be empty
// for it (between the origin and t, or a lame leg), a set of them that the shared
// table revTable.btw holds. set[0] is for an empty target: move holds the plain
// origins whose entry moves there, slow the origins the entries must tell (not
// plain); set[1] is for a target an enemy piece stands on: move holds the plain
// origins whose entry captures, slow those that are not plain (every square when
// a module gives the moves there choices: promotion). clear: the plain
// origins with squares that must be empty (btw); double: the plain origins whose
// move there is a double step (FlagDouble); ep: the origins with an en passant
// entry (it counts only when t is the en passant target: then the entries tell).
// It is 64 bytes, so that a target's sets do not straddle two cache lines (the
// 8x8 board's table of them, 4096 bytes, starts on a page).
type revDense struct {
	set               [2]struct{ move, slow uint64 }
	clear, double, ep uint64
	_                 uint64 // to 64 bytes
}

// revTarget is what the reverse table keeps per target square t: from, the set
// of the origins of its entries (from[t] above), and first (first[t]), side by
// side so that one read finds both.
type revTarget struct {
	from  bitset
	first int32
}

// revTable is the reverse table of a variant: [colour][kind]; attAt[c][t*N+s] is
// 1 + the index of the attack ray of att[c][t] that passes s, 0 when none does,
// attMany when more than one does.
type revTable struct {
	k     [2][]revKind
	attAt [2][]uint8
	// btw[f*N+t], on a board of up to 64 squares: the squares that must be empty
	// for a move from origin f to target t (bit set: those a rider passes between
	// them, or a lame leg), the same for every kind and colour whose entry from f
	// to t has some; 0 when none has, or when two disagree (their entries are then
	// not plain, revDense).
	btw []uint64
	// attOn[c][s][i], on a board of up to 64 squares: att[c][s][i].on, side by
	// side, so that the attack rays without a piece of the attacker on them are
	// passed over reading 8 bytes each (attackedOcc)
	attOn [2][][]uint64
	// epKinds[c]: the kinds of colour c with en passant rays (Betza 'e')
	epKinds [2][]int
}

// attMany marks a square that more than one attack ray toward a target passes.
const attMany = 255

// reverse returns the variant's reverse table, built on first use (a variant whose
// games are not read as SAN never pays for it). Safe for concurrent use.
func (r *Rules) reverse() *revTable {
	if t := r.rev.Load(); t != nil {
		return t
	}
	return r.reverseOnce()
}

// reverseOnce builds the reverse table, once, and returns it.
func (r *Rules) reverseOnce() *revTable {
	r.revOnce.Do(func() { r.rev.Store(r.buildReverse()) })
	return r.rev.Load()
}

// buildReverse builds the reverse table from the rays of gen (hops are not in it).
func (r *Rules) buildReverse() *revTable {
	t := &revTable{}
	for c := rules.White; c <= rules.Black; c++ {
		t.k[c] = make([]revKind, len(r.kinds))
		for k := 1; k < len(r.kinds); k++ {
			off := make([]int32, r.N+1)
			for s := 0; s < r.N; s++ {
				for _, ry := range r.gen[c][k][s] {
					for _, x := range ry.sqs {
						off[x+1]++
					}
				}
			}
			for i := 1; i <= r.N; i++ {
				off[i] += off[i-1]
			}
			ents := make([]revEntry, off[r.N])
			next := append([]int32(nil), off[:r.N]...)
			var path []board.Square
			for s := 0; s < r.N; s++ {
				for ri, ry := range r.gen[c][k][s] {
					var fl uint8
					for bit, on := range [...]bool{ry.move, ry.capture, ry.ep, ry.initial, ry.block != nil} {
						if on {
							fl |= 1 << bit
						}
					}
					for d, x := range ry.sqs {
						f := fl
						if x == ry.double {
							f |= revDouble
						}
						e := revEntry{from: board.Square(s), ri: uint16(ri), d: uint8(d), flags: f}
						if r.words == 1 {
							for _, y := range ry.sqs[:d] {
								e.between |= 1 << uint(y)
							}
						} else {
							e.between = uint64(len(path))
							path = append(path, ry.sqs[:d]...)
						}
						ents[next[x]] = e
						next[x]++
					}
				}
			}
			tgt := make([]revTarget, r.N)
			// the groups and the entries of origins with more than one, counted
			// first so that each array is allocated once, at its size
			ng, nm := 0, 0
			for x := 0; x < r.N; x++ {
				for i := off[x]; i < off[x+1]; {
					j := i + 1
					for j < off[x+1] && ents[j].from == ents[i].from {
						j++
					}
					ng++
					if j > i+1 {
						nm += int(j - i)
					}
					i = j
				}
			}
			grp, multi := make([]revEntry, 0, ng), make([]revEntry, 0, nm)
			for x := 0; x < r.N; x++ {
				tgt[x].first = int32(len(grp))
				for i := off[x]; i < off[x+1]; {
					e := ents[i].from
					j := i + 1
					for j < off[x+1] && ents[j].from == e {
						j++
					}
					tgt[x].from.set(e)
					if j == i+1 {
						grp = append(grp, ents[i])
					} else {
						grp = append(grp, revEntry{from: e, ri: uint16(j - i), flags: revMulti, between: uint64(len(multi))})
						multi = append(multi, ents[i:j]...)
					}
					i = j
				}
			}
			t.k[c][k] = revKind{ents: multi, tgt: tgt, grp: grp, path: path}
		ep:
			for s := 0; s < r.N; s++ {
				for _, ry := range r.gen[c][k][s] {
					if ry.ep {
						t.epKinds[c] = append(t.epKinds[c], k)
						break ep
					}
				}
			}
		}
		at := make([]uint8, r.N*r.N)
		for tg := 0; tg < r.N; tg++ {
			row := at[tg*r.N : (tg+1)*r.N]
			for i, ar := range r.att[c][tg] {
				for _, x := range ar.sqs {
					if row[x] != 0 || i+1 >= attMany {
						row[x] = attMany
					} else {
						row[x] = uint8(i + 1)
					}
				}
			}
		}
		t.attAt[c] = at
	}
	if r.words == 1 {
		r.buildDense(t)
	}
	return t
}

// buildDense fills the bit-set form of the reverse table (revKind.dense and
// revTable.btw) from its entries, on a board of up to 64 squares.
func (r *Rules) buildDense(t *revTable) {
	n := r.N
	for c := rules.White; c <= rules.Black; c++ {
		t.attOn[c] = make([][]uint64, n)
		for x := range n {
			rays := r.att[c][x]
			ons := make([]uint64, len(rays))
			for i := range rays {
				ons[i] = rays[i].on
			}
			t.attOn[c][x] = ons
		}
	}
	t.btw = make([]uint64, n*n)
	var clash []bool // clash[f*n+t]: two entries from f to t need different squares empty
	for c := rules.White; c <= rules.Black; c++ {
		for k := 1; k < len(r.kinds); k++ {
			rk := &t.k[c][k]
			rk.dense = make([]revDense, n)
			ki := &r.kinds[k]
			for x := 0; x < n; x++ {
				d := &rk.dense[x]
				for i := range 2 {
					// the modules' choices (promotion) there: the entries tell
					if z := r.hooks.chooseAt(c, k, i == 1); z != nil && z.has(board.Square(x)) {
						d.set[i].slow = ^uint64(0)
					}
				}
				tg := &rk.tgt[x]
				i := int(tg.first)
				for b := tg.from[0]; b != 0; b &= b - 1 {
					es := rk.grp[i : i+1]
					i++
					multi := es[0].flags&revMulti != 0
					if multi {
						es = rk.ents[es[0].between : es[0].between+uint64(es[0].ri)]
					}
					for j := range es {
						e := &es[j]
						bit := uint64(1) << uint(e.from)
						// the squares that must be empty, in the shared table
						must := e.between
						if e.flags&revLame != 0 {
							for _, y := range r.gen[c][k][e.from][e.ri].block {
								must |= 1 << uint(y)
							}
						}
						if must != 0 {
							switch at := int(e.from)*n + x; {
							case t.btw[at] == 0 && (clash == nil || !clash[at]):
								t.btw[at] = must
							case t.btw[at] != must:
								if clash == nil {
									clash = make([]bool, n*n)
								}
								t.btw[at], clash[at] = 0, true
							}
						}
						fl := e.flags
						if fl&revEP != 0 {
							d.ep |= bit
						}
						if fl&revInitial != 0 && ki.initialRank >= 0 && !multi {
							if !ki.initialAt[c].has(e.from) {
								continue // an 'i' move from off its ranks: none
							}
							fl &^= revInitial
						}
						if multi || fl&revInitial != 0 {
							d.set[0].slow |= bit
							d.set[1].slow |= bit
							continue
						}
						if must != 0 {
							d.clear |= bit
						}
						if fl&revDouble != 0 && r.doubleStep(ki, e.from, c) {
							d.double |= bit
						}
						if fl&revMove != 0 {
							d.set[0].move |= bit
						}
						if fl&revCapture != 0 {
							d.set[1].move |= bit
						}
					}
				}
			}
		}
	}
	if clash == nil {
		return
	}
	// an origin whose squares to keep empty clash with another entry's: the
	// entries tell
	for c := rules.White; c <= rules.Black; c++ {
		for k := 1; k < len(r.kinds); k++ {
			for x := range t.k[c][k].dense {
				d := &t.k[c][k].dense[x]
				for b := d.clear; b != 0; b &= b - 1 {
					f := bits.TrailingZeros64(b)
					if !clash[f*n+x] {
						continue
					}
					bit := uint64(1) << uint(f)
					d.clear &^= bit
					d.double &^= bit
					for i := range 2 {
						d.set[i].move &^= bit
						d.set[i].slow |= bit
					}
				}
			}
		}
	}
}

// movesToRev is MovesTo worked out from the target square: the same moves in the
// same order (each piece by square, its rays in order, then the modules' own moves
// of the kind, castling). ok is false, and buf unchanged, when the kind's moves are
// not all in the reverse table: a module gives its pieces extra moves (conversion,
// swap), the kind hops (Betza p, g), or a module filters moves (forced capture);
// the caller then generates them.
func (p *Position) movesToRev(buf []Move, kind int, to board.Square) ([]Move, bool) {
	buf, ok := p.rayMovesTo(buf, kind, to)
	if !ok || len(p.R.hooks.movesKind[kind]) == 0 {
		return buf, ok
	}
	gs := p.newGen(false, true, false)
	start := len(buf)
	buf = p.kindModuleMoves(buf, gs, kind)
	out := buf[:start]
	for _, m := range buf[start:] {
		if m.To == to {
			out = append(out, m)
		}
	}
	return out, true
}

// MovesToByRays appends the moves of MovesTo that the pieces make along their Betza
// rays (promotion choices included): MovesTo without the modules' own moves
// (castling). ok is false, and buf unchanged, when the kind's moves are not all
// Betza rays (a module gives its pieces extra moves, the kind hops, or a module
// filters moves): then only MovesTo tells them. Worked out from the target square,
// it costs about as much as testing the few pieces of the kind that can reach it.
func (p *Position) MovesToByRays(buf []Move, kind int, to board.Square) ([]Move, bool) {
	r := p.R
	if kind < 1 || kind >= len(r.kinds) || !r.G.Contains(to) {
		return buf, false
	}
	return p.rayMovesTo(buf, kind, to)
}

// rayMovesTo is MovesToByRays for a valid kind and square.
func (p *Position) rayMovesTo(buf []Move, kind int, to board.Square) ([]Move, bool) {
	r := p.R
	if r.noRev&(1<<kind) != 0 {
		return buf, false // extra moves of a module, hops, or a module that filters
	}
	us := p.side
	pc := MakePiece(kind, us)
	tp := p.board[to]
	if tp != Empty && tp.Color() == us {
		return buf, true
	}
	rt := r.reverse()
	rk := &rt.k[us][kind]
	if rk.dense != nil {
		// up to 64 squares: the plain origins from the target's bit sets
		occupied := 0
		if tp != Empty {
			occupied = 1
		}
		own := p.bb[pc][0]
		d := &rk.dense[to]
		set := &d.set[occupied]
		if own&set.slow == 0 && (own&d.ep == 0 || to != p.st.ep.target) {
			b := own & set.move
			if b == 0 {
				return buf, true
			}
			occ := p.occ[0][0] | p.occ[1][0]
			clr, dbl := d.clear, d.double
			flag := uint8(0)
			if occupied == 1 {
				flag = FlagCapture
			}
			btw := rt.btw[int(to):]
			for ; b != 0; b &= b - 1 {
				from := bits.TrailingZeros64(b)
				f := flag
				if bit := uint64(1) << uint(from); bit&clr != 0 || bit&dbl != 0 {
					if bit&clr != 0 && occ&btw[from*r.N] != 0 {
						continue // a piece stands between, or on the lame leg
					}
					if bit&dbl != 0 {
						f |= FlagDouble
					}
				}
				// the fields stored in place: a Move built aside and copied
				// whole at once stalls on its fresh fields
				buf = append(buf, Move{})
				e := &buf[len(buf)-1]
				e.From, e.To, e.Flags = board.Square(from), to, f
			}
			return buf, true
		}
	}
	return p.rayMovesToEntries(buf, kind, to)
}

// rayMovesToEntries is rayMovesTo read from the entries of the reverse table, on
// any board.
func (p *Position) rayMovesToEntries(buf []Move, kind int, to board.Square) ([]Move, bool) {
	r := p.R
	us := p.side
	pc := MakePiece(kind, us)
	tp := p.board[to]
	if tp != Empty && tp.Color() == us {
		return buf, true
	}
	rk := &r.reverse().k[us][kind]
	// the pieces of the kind that stand where a ray to the target starts, each
	// found by its rank among those origins
	tg := &rk.tgt[to]
	own, orig := &p.bb[pc], &tg.from
	var w0 int
	for w0 = 0; w0 < r.words && own[w0]&orig[w0] == 0; w0++ {
	}
	if w0 == r.words {
		return buf, true
	}
	one := r.words == 1
	occ := p.occ[0][0] | p.occ[1][0]
	flag := FlagCapture
	if tp == Empty {
		flag = 0
	}
	choice := false
	if z := r.hooks.chooseAt(us, kind, flag != 0); z != nil && z.has(to) {
		choice = true
	}
	var x revCtx // filled for the first move that needs more than the entry
	grp := rk.grp[tg.first:]
	for w := 0; w < r.words; w++ {
		o := orig[w]
		for b := own[w] & o; b != 0; b &= b - 1 {
			i := bits.OnesCount64(o & (b&-b - 1))
			es := grp[i : i+1]
			if g := &grp[i]; g.flags&revMulti != 0 {
				es = rk.ents[g.between : g.between+uint64(g.ri)]
			}
			for e := range es {
				en := &es[e]
				fl := en.flags
				if flag != 0 {
					if fl&revCapture == 0 {
						continue
					}
				} else if fl&(revMove|revEP) == 0 {
					continue
				}
				if en.d > 0 && (one && occ&en.between != 0 || !one && !p.clear(rk.path[en.between:en.between+uint64(en.d)])) {
					continue // a piece stands between
				}
				if fl&(revInitial|revLame|revEP|revDouble) == 0 && !choice {
					buf = append(buf, Move{From: en.from, To: to, Flags: flag})
					continue
				}
				if x.kind == 0 {
					x = revCtx{kind: kind, pc: pc, to: to, tp: tp}
				}
				buf = p.revMove(buf, en, &x)
			}
		}
		grp = grp[bits.OnesCount64(o):]
	}
	return buf, true
}

// revCtx is what revMove needs of the search rayMovesTo makes: the kind, its
// piece, the target and the piece on it, and the generation state, made when a
// move needs it.
type revCtx struct {
	kind int
	pc   Piece
	to   board.Square
	tp   Piece
	gs   *genState
}

// revMove adds the moves of the piece on e.from to the target along the ray of
// the entry e, whose squares between are empty: what genRays adds there.
func (p *Position) revMove(buf []Move, e *revEntry, x *revCtx) []Move {
	r := p.R
	us := p.side
	if e.flags&revInitial != 0 && !p.initialOK(e.from, x.pc) {
		return buf
	}
	if e.flags&revLame != 0 && !p.clear(r.gen[us][x.kind][e.from][e.ri].block) {
		return buf
	}
	if x.tp != Empty {
		if e.flags&revCapture != 0 {
			buf = p.emitTo(buf, e.from, FlagCapture, x)
		}
		return buf
	}
	if e.flags&revMove != 0 {
		var f uint8
		if e.flags&revDouble != 0 {
			if r.doubleStep(&r.kinds[x.kind], e.from, us) {
				f = FlagDouble
			}
		}
		buf = p.emitTo(buf, e.from, f, x)
	}
	if e.flags&revEP != 0 {
		if x.gs == nil {
			x.gs = p.newGen(false, true, false)
			p.setKind(x.gs, x.kind)
		}
		if x.to == x.gs.eTarget {
			buf = p.emit(buf, e.from, x.to, FlagCapture|FlagEnPassant, x.gs)
		}
	}
	return buf
}

// emitTo adds the pseudo-legal move from-x.to of a piece of x.kind, expanded into
// the modules' choices where there are some (then with the generation state
// x.gs, made here when nil).
func (p *Position) emitTo(buf []Move, from board.Square, flags uint8, x *revCtx) []Move {
	if z := p.R.hooks.chooseAt(p.side, x.kind, flags&FlagCapture != 0); z == nil || !z.has(x.to) {
		return append(buf, Move{From: from, To: x.to, Flags: flags})
	}
	if x.gs == nil {
		x.gs = p.newGen(false, true, false)
		p.setKind(x.gs, x.kind)
	}
	return p.emit(buf, from, x.to, flags, x.gs)
}

// quickLegal tells IsLegal's answer for m without making the move, when the
// variant's rules allow it (known false: the caller makes, tests and unmakes).
// It needs the legality shortcut of the side to move (no module that changes the
// board beyond a piece's move, no enemy attack the attack rays miss), no module
// that decides check, and a move whose flags need no full test. Then:
//   - a plain move of the royal piece is legal when its destination is not
//     attacked with the royal piece off its square;
//   - a move of another piece while not in check is legal unless the piece stood
//     pinned: first on an enemy rider's line toward the royal piece, the move
//     leaving that line open;
//   - a plain move of another piece while in check, on a board of up to 64
//     squares, is legal when the royal piece is not attacked on the occupancy
//     the move leaves (evades).
func (p *Position) quickLegal(m *Move) (legal, known bool) {
	r := p.R
	us := p.side
	k := p.king[us]
	if k == board.NoSquare || r.hooks.fullTest(m) || !r.hooks.shortcut[us] {
		return false, false
	}
	pc := p.board[m.From]
	them := us.Other()
	if r.royalKinds&(1<<pc.Kind()) != 0 {
		if m.From != k || r.hooks.made(m) || r.hooks.checker != nil || len(r.hooks.undo) > 0 {
			return false, false
		}
		if r.words == 1 && !r.slow[them] && !r.special[them] {
			return !p.attackedOcc(m.To, them, (p.occ[0][0]|p.occ[1][0])&^(1<<uint(m.From))), true
		}
		return !p.attackedLifted(m.To, m.From, them), true
	}
	if r.special[them] {
		// attacks off the rays (attacks.go): a move leaving or entering one of
		// their squares, or any move in check, gets the full test
		if sens := &r.spec[them].sens[k]; sens.has(m.From) || sens.has(m.To) || p.InCheck() {
			return false, false
		}
	}
	if !r.lines[them][k].has(m.From) {
		if p.InCheck() {
			return p.evades(m)
		}
		return true, true
	}
	if r.hooks.made(m) || r.hooks.checker != nil {
		return false, false
	}
	if p.InCheck() {
		return p.evades(m)
	}
	b := p.board
	rays := r.att[them][k]
	if i := r.reverse().attAt[them][int(k)*r.N+int(m.From)]; i != attMany {
		if i == 0 {
			return true, true
		}
		rays = rays[i-1 : i] // the one ray through the piece
	}
	if r.words == 1 {
		// the piece nearest the royal piece on each ray through the origin, once
		// the move is made: a piece of the enemy that attacks from there pins it
		// (one nearer than the origin would give check now, which is not so)
		from, to := uint64(1)<<uint(m.From), uint64(1)<<uint(m.To)
		occ := (p.occ[0][0]|p.occ[1][0])&^from | to
		for i := range rays {
			ar := &rays[i]
			if ar.on&from == 0 || ar.on&occ == 0 {
				continue
			}
			if t, d := ar.nearest(ar.on & occ); 1<<uint(t) != to {
				if x := b[t]; x.Color() == them && ar.masks[d]&(1<<uint(x.Kind())) != 0 {
					return false, true
				}
			}
		}
		return true, true
	}
	for i := range rays {
		ar := &rays[i]
		n := len(ar.sqs)
		if n < 2 {
			continue
		}
		d := 0
		for d < n && ar.sqs[d] != m.From && ar.sqs[d] != m.To && b[ar.sqs[d]] == Empty {
			d++
		}
		if d == n || ar.sqs[d] != m.From {
			continue // the line is blocked before the piece, or the piece moves onto it nearer
		}
		for d++; d < n; d++ {
			t := ar.sqs[d]
			if t == m.To {
				break // the piece stays on the line
			}
			if x := b[t]; x != Empty {
				if x.Color() == them && ar.masks[d]&(1<<uint(x.Kind())) != 0 {
					return false, true
				}
				break
			}
		}
	}
	return true, true
}

// evades is quickLegal for a plain move of a piece that is not royal while the side
// to move is in check, on a board of up to 64 squares: the royal piece is
// attacked along the attack rays (the shortcut holds, so every attack of the
// enemy is on them) with the move's origin empty, its destination occupied and
// the piece captured there no attacker. A module's move (owns), or a larger
// board, is not known.
func (p *Position) evades(m *Move) (legal, known bool) {
	r := p.R
	if r.words != 1 || r.hooks.made(m) || r.hooks.checker != nil {
		return false, false
	}
	us := p.side
	them := us.Other()
	to := uint64(1) << uint(m.To)
	occ := (p.occ[0][0]|p.occ[1][0])&^(1<<uint(m.From)) | to
	return !p.attackedBy(p.king[us], them, occ, p.occ[them][0]&^to), true
}

// noteCheck fills the check cache of the position that m, just made, reached,
// when m alone tells it: before m the side now to move was not attacked (safe),
// m is a plain move (no module makes it, no module changes the board after it or
// decides check), and every attack of the side that moved is on the attack rays.
// Then the royal piece of the side to move is attacked only along a ray that m
// changed: the one through m's destination (the moved piece) or the one through
// its origin (a piece behind it). Otherwise the cache stays unknown.
func (p *Position) noteCheck(m Move, safe bool) {
	r := p.R
	them := p.side.Other() // the side that moved
	k := p.king[p.side]
	if !safe || !r.noteChecks[them] || k == board.NoSquare || r.hooks.made(&m) || m.From == board.NoSquare {
		return
	}
	at := r.reverse().attAt[them]
	base := int(k) * r.N
	a, b := at[base+int(m.To)], at[base+int(m.From)]
	if a == attMany || b == attMany {
		return
	}
	p.check = 1
	if (a != 0 && p.rayAttacks(&r.att[them][k][a-1], them)) || (b != 0 && b != a && p.rayAttacks(&r.att[them][k][b-1], them)) {
		p.check = 2
	}
}

// attackedOcc reports whether s is attacked by colour by along the attack rays
// when the occupied squares are occ (a bit set, on a board of up to 64 squares):
// Attacked with pieces lifted from the board, for a colour without attacks off
// the rays (Rules.slow).
func (p *Position) attackedOcc(s board.Square, by rules.Color, occ uint64) bool {
	return p.attackedBy(s, by, occ, p.occ[by][0]&occ)
}

// attackedBy is attackedOcc with the attacker's pieces given too: own, a subset of
// occ (a piece of occ off own is a blocker, whatever stands on its square).
func (p *Position) attackedBy(s board.Square, by rules.Color, occ, own uint64) bool {
	for i, on := range p.R.reverse().attOn[by][s] {
		if on&own == 0 {
			continue
		}
		ar := &p.R.att[by][s][i]
		if t, d := ar.nearest(on & occ); p.attacksFrom(ar, own, t, d) {
			return true
		}
	}
	return false
}

// rayAttacks reports whether the first piece on the attack ray ar is one of colour
// by that attacks the ray's target from there.
func (p *Position) rayAttacks(ar *attackRay, by rules.Color) bool {
	if p.R.words == 1 {
		own := p.occ[by][0]
		on := ar.on
		if on&own == 0 {
			return false
		}
		t, d := ar.nearest(on & (own | p.occ[by.Other()][0]))
		return p.attacksFrom(ar, own, t, d)
	}
	for d, t := range ar.sqs {
		if pc := p.board[t]; pc != Empty {
			return pc.Color() == by && ar.masks[d]&(1<<uint(pc.Kind())) != 0
		}
	}
	return false
}
