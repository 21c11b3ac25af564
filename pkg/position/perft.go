package position

import (
	"math/bits"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// Perft counts the leaf nodes of the legal move tree to depth plies (depth 0 = 1;
// a negative depth has no tree: 0). The position is unchanged afterwards.
func (p *Position) Perft(depth int) uint64 {
	if depth < 0 {
		return 0
	}
	bufs := make([][]Move, depth+1)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 256)
	}
	return p.perft(depth, bufs)
}

func (p *Position) perft(depth int, bufs [][]Move) uint64 {
	if depth == 0 {
		return 1
	}
	if depth == 1 {
		return uint64(p.countLegal())
	}
	moves := p.LegalMoves(bufs[depth][:0])
	bufs[depth] = moves
	var n uint64
	for _, m := range moves {
		p.Make(m)
		n += p.perft(depth-1, bufs)
		p.Unmake()
	}
	return n
}

// DivideEntry is one root move and the leaf count below it.
type DivideEntry struct {
	Move  Move
	Nodes uint64
}

// Divide returns perft(depth-1) below each legal root move (depth >= 1).
func (p *Position) Divide(depth int) []DivideEntry {
	var out []DivideEntry
	bufs := make([][]Move, depth+1)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 256)
	}
	for _, m := range p.LegalMoves(nil) {
		p.Make(m)
		out = append(out, DivideEntry{m, p.perft(depth-1, bufs)})
		p.Unmake()
	}
	return out
}

// countLegal returns the number of legal moves of the side to move, len(LegalMoves)
// without writing the moves where it can: with the fast legality test the moves of
// a non-royal, unpinned piece of a kind without module moves or hops are counted
// as its rays are walked (perft's leaves). Everything else is generated.
func (p *Position) countLegal() int {
	r := p.R
	r.fastOnce.Do(r.buildFast)
	if len(r.hooks.filters) > 0 {
		return len(p.LegalMoves(p.countBuf()))
	}
	// generate's tests: an ended game has no moves
	if len(r.hooks.ends) > 0 {
		if t, _ := p.VariantEnd(); t != NotOver {
			return 0
		}
	}
	if r.bareKing {
		if over, _ := p.bareKingEnd(); over {
			return 0
		}
	}
	gs := p.newGen(false, false, true)
	if gs.slow {
		return len(p.generateAll(p.countBuf(), false, false))
	}
	gs.plain = !gs.evade && gs.fullCheck&(FlagCapture|FlagDouble) == 0
	us := p.side
	n := 0
	for k := 1; k < len(r.kinds); k++ {
		b := &p.bb[MakePiece(k, us)]
		if *b == (bitset{}) {
			continue
		}
		p.setKind(gs, k)
		royal := gs.ki.royal
		for w := range b {
			for x := b[w]; x != 0; x &= x - 1 {
				s := board.Square(w*64 + bits.TrailingZeros64(x))
				// (a piece that may land where a hopper would get its screen:
				// its moves get the test; out of check evadeTo holds those
				// squares, genState.dangerAny)
				if royal || gs.ki.overlap || gs.pins.has(s) || gs.dangerAny && r.reach[us][k][s].meets(&gs.evadeTo) {
					n += len(p.genPiece(p.countBuf(), s, gs))
					continue
				}
				// genPiece's moves, counted: the modules' extra moves (none from the
				// squares they do not name), then (unless a module forbids them) the
				// Betza moves and hops
				if len(gs.kmods) > 0 && gs.at.has(s) {
					only := false
					for _, md := range gs.kmods {
						c, o, counted := 0, false, false
						if md.count != nil {
							c, o, counted = md.count.countPieceMoves(p, s, gs)
						}
						if !counted {
							var buf []Move
							buf, o = md.mover.pieceMoves(p, p.countBuf(), s, gs)
							c = len(buf)
						}
						n, only = n+c, o
						if only {
							break
						}
					}
					if only {
						continue
					}
				}
				n += p.countRays(s, gs)
				if gs.ki.hops {
					n += len(p.genHops(p.countBuf(), s, r.hops[us][k][s], gs))
				}
			}
		}
	}
	return n + len(p.moduleMoves(p.countBuf(), gs, board.NoSquare))
}

// countBuf returns the empty scratch buffer countLegal generates into.
func (p *Position) countBuf() []Move {
	if cap(p.cnt) < 256 {
		p.cnt = make([]Move, 0, 256)
	}
	return p.cnt[:0]
}

// countRays returns the number of legal Betza moves of the own non-royal, unpinned
// piece on s (genRays' moves, counted) from its counting form (Rules.fast): the
// folded one-square moves by bit set, the other rays walked; in check only the
// moves that answer it; a move with choices counts each choice, one of a kind
// that always gets the full legality test is generated.
func (p *Position) countRays(s board.Square, gs *genState) int {
	r := p.R
	us := p.side
	b := p.board
	pc := b[s]
	fs := &r.fast[us][pc.Kind()][s]
	n := 0
	if gs.eTarget != board.NoSquare && fs.ep.has(gs.eTarget) {
		n = len(p.emit(p.countBuf(), s, gs.eTarget, FlagCapture|FlagEnPassant, gs))
	}
	// plain: every move found is one legal move
	if gs.plain && !fs.choose {
		for w := 0; w < r.words; w++ {
			x := fs.move[w]&^(p.occ[0][w]|p.occ[1][w]) | fs.capt[w]&p.occ[us^1][w]
			n += bits.OnesCount64(x)
		}
		for i := range fs.riders {
			rd := &fs.riders[i]
			if rd.w0 == rd.w1 {
				c, _ := p.riderWord(rd, int(rd.w0), us)
				n += c
			} else {
				n += p.countRider(rd, us)
			}
		}
		for i := range fs.lame {
			l := &fs.lame[i]
			if p.board[l.block] != Empty {
				continue
			}
			if tp := p.board[l.to]; tp == Empty {
				if l.move {
					n++
				}
			} else if l.capture && tp.Color() != us {
				n++
			}
		}
		if len(fs.rest) > 0 {
			n += p.countWalk(s, pc, fs.rest, gs, true)
		}
		return n
	}
	occ := &p.occ
	them := &occ[us^1]
	var q, c bitset
	for w := range q {
		q[w] = fs.move[w] &^ (occ[0][w] | occ[1][w])
		c[w] = fs.capt[w] & them[w]
	}
	if !fs.choose && gs.fullCheck&(FlagCapture|FlagDouble) == 0 {
		if gs.evade {
			for w := range q {
				q[w] &= gs.evadeTo[w]
				c[w] &= gs.evadeTo[w]
			}
		}
		n += q.count() + c.count()
		return n + p.countWalk(s, pc, fs.walk, gs, false)
	}
	// one by one: the choices (one of them may answer a check another does not:
	// a Cowardly Crew conversion of the checking piece), or the full legality test
	for w := range q {
		for x := q[w]; x != 0; x &= x - 1 {
			n += p.countOne(s, board.Square(w*64+bits.TrailingZeros64(x)), 0, gs.chq, gs)
		}
		for x := c[w]; x != 0; x &= x - 1 {
			n += p.countOne(s, board.Square(w*64+bits.TrailingZeros64(x)), FlagCapture, gs.chc, gs)
		}
	}
	return n + p.countWalk(s, pc, fs.walk, gs, false)
}

// countWalk returns the number of legal moves along the rays rays of the piece pc
// on s; plain says each move found is one legal move.
func (p *Position) countWalk(s board.Square, pc Piece, rays []ray, gs *genState, plain bool) int {
	r := p.R
	us := p.side
	b := p.board
	n := 0
	for ri := range rays {
		ry := &rays[ri]
		if ry.initial && !p.initialOK(s, pc) {
			continue
		}
		if ry.block != nil && !p.clear(ry.block) {
			continue
		}
		if plain && !ry.ep {
			for _, t := range ry.sqs {
				tp := b[t]
				if tp == Empty {
					if ry.move {
						n++
					}
					continue
				}
				if ry.capture && tp.Color() != us {
					n++
				}
				break
			}
			continue
		}
		if ry.ep && gs.eTarget == board.NoSquare && !ry.move && !ry.capture {
			continue
		}
		for _, t := range ry.sqs {
			tp := b[t]
			if tp == Empty {
				if ry.move {
					var f uint8
					if t == ry.double && r.doubleStep(gs.ki, s, us) {
						f = FlagDouble
					}
					n += p.countOne(s, t, f, gs.chq, gs)
				}
				if ry.ep && t == gs.eTarget {
					n += len(p.emit(p.countBuf(), s, t, FlagCapture|FlagEnPassant, gs))
				}
				continue
			}
			if tp.Color() != us && ry.capture {
				n += p.countOne(s, t, FlagCapture, gs.chc, gs)
			}
			break
		}
	}
	return n
}

// countOne returns how many legal moves the move from-to with flags of a
// non-royal, unpinned piece gives: its choices when z holds to.
func (p *Position) countOne(from, to board.Square, flags uint8, z *bitset, gs *genState) int {
	// a plain move (no owner, no argument): gs.full is its flags' test
	if (z != nil && z.has(to)) || flags&gs.fullCheck != 0 {
		return len(p.emit(p.countBuf(), from, to, flags, gs))
	}
	if gs.evade && !gs.evadeTo.has(to) {
		return 0
	}
	return 1
}

// countMove is countOne for a move already built (a module's own move kind).
func (p *Position) countMove(m Move, z *bitset, gs *genState) int {
	to := m.To
	if (z != nil && z.has(to)) || gs.full(m) {
		return len(p.emitMove(p.countBuf(), m, gs))
	}
	if gs.evade && !gs.evadeTo.has(to) {
		return 0
	}
	return 1
}

// countRider returns the number of moves along the rider ray rd of a piece of
// colour us: the empty squares up to the first piece (when rd moves), and that
// piece when it is an enemy one (when rd captures). The ray's words are read from
// the piece outward (rd.w0 to rd.w1, or back) until one holds a piece.
func (p *Position) countRider(rd *rider, us rules.Color) int {
	w, end, step := int(rd.w0), int(rd.w1), 1
	if !rd.up {
		w, end, step = end, w, -1
	}
	n := 0
	for ; ; w += step {
		c, blocked := p.riderWord(rd, w, us)
		n += c
		if blocked || w == end {
			return n
		}
	}
}

// riderWord counts the moves of the rider ray rd within word w of the board (see
// countRider) and reports whether a piece there ends the ray.
func (p *Position) riderWord(rd *rider, w int, us rules.Color) (n int, blocked bool) {
	m := rd.sqs[w]
	bl := m & (p.occ[0][w] | p.occ[1][w])
	if bl == 0 {
		if rd.move {
			return bits.OnesCount64(m), false
		}
		return 0, false
	}
	var j int
	if rd.up {
		j = bits.TrailingZeros64(bl)
		m &= 1<<uint(j) - 1
	} else {
		j = 63 - bits.LeadingZeros64(bl)
		m &^= 2<<uint(j) - 1
	}
	if rd.move {
		n = bits.OnesCount64(m)
	}
	if rd.capture && p.occ[us^1][w]>>uint(j)&1 != 0 {
		n++
	}
	return n, true
}
