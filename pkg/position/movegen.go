package position

import (
	"math/bits"

	"github.com/gamecourier/courier/pkg/betza"
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// Attacked reports whether square s is attacked by a piece of colour by: a piece of
// that colour could capture on s if s held an enemy piece. Bishop conversion steps
// are not attacks (RULES.md: "The conversion step is not an attack").
func (p *Position) Attacked(s board.Square, by rules.Color) bool {
	if p.R.words == 1 {
		// one word: the piece nearest s on each ray is found from the occupancy
		own := p.occ[by][0]
		occ := own | p.occ[by.Other()][0]
		rays := p.R.att[by][s]
		for i := range rays {
			ar := &rays[i]
			on := ar.on
			if on&own == 0 {
				continue
			}
			if t, d := ar.nearest(on & occ); p.attacksFrom(ar, own, t, d) {
				return true
			}
		}
		return p.R.off[by] && p.attackedOff(s, by)
	}
	b := p.board
	rays := p.R.att[by][s]
	for i := range rays {
		ar := &rays[i] // by reference: a ray is 64 bytes
		for d, t := range ar.sqs {
			if pc := b[t]; pc != Empty {
				if pc.Color() == by && ar.masks[d]&(1<<uint(pc.Kind())) != 0 {
					return true
				}
				break
			}
		}
	}
	return p.R.off[by] && p.attackedOff(s, by)
}

// attackedOff is Attacked for the attacks off the attack rays: the special
// tables (attacks.go), then the kinds they do not express (attackedSlow).
func (p *Position) attackedOff(s board.Square, by rules.Color) bool {
	r := p.R
	return r.special[by] && p.attackedSpecial(s, by) || r.slow[by] && p.attackedSlow(s, by)
}

// attackedSlow checks the captures of the kinds that neither the attack rays nor
// the special tables express (Rules.slowKinds) by walking the attackers' own rays.
func (p *Position) attackedSlow(s board.Square, by rules.Color) bool {
	r := p.R
	for _, k := range r.slowKinds[by] {
		pc := MakePiece(k, by)
		bb := &p.bb[pc]
		for w := range bb {
			for x := bb[w]; x != 0; x &= x - 1 {
				f := w*64 + bits.TrailingZeros64(x)
				if p.attacksSlow(k, f, pc, s, by) {
					return true
				}
			}
		}
	}
	return false
}

// attacksSlow reports whether the piece pc (kind k, colour by) on square f
// attacks s along its own rays (attackedSlow).
func (p *Position) attacksSlow(k, f int, pc Piece, s board.Square, by rules.Color) bool {
	r := p.R
	if h := r.hops[by][k]; h != nil {
		for i := range h[f] {
			if h[f][i].capture && p.hopAttacks(&h[f][i], s, r.hopLimitOf(k)) {
				return true
			}
		}
	}
	for _, ry := range r.gen[by][k][f] {
		if !ry.capture || (ry.initial && !p.initialOK(board.Square(f), pc)) || !p.clear(ry.block) {
			continue
		}
		for _, t := range ry.sqs {
			if t == s {
				return true
			}
			if p.board[t] != Empty {
				break
			}
		}
	}
	return false
}

func (p *Position) clear(sqs []board.Square) bool {
	for _, t := range sqs {
		if p.board[t] != Empty {
			return false
		}
	}
	return true
}

// initialOK reports whether the piece pc on s may use its 'i' moves.
func (p *Position) initialOK(s board.Square, pc Piece) bool {
	ki := &p.R.kinds[pc.Kind()]
	if ki.initialRank >= 0 {
		return ki.initialAt[pc.Color()].has(s)
	}
	return p.Unmoved(s)
}

// InCheck reports whether the side to move's royal piece is attacked.
func (p *Position) InCheck() bool {
	if p.check == 0 {
		p.check = 1
		if p.checked(p.side) {
			p.check = 2
		}
	}
	return p.check == 2
}

// checked reports whether c's royal piece is in check: attacked, or what the
// module that decides check says (explosions: royal pieces side by side are not).
func (p *Position) checked(c rules.Color) bool {
	if p.R.hooks.checker != nil {
		return p.R.hooks.checker.checked(p, c)
	}
	k := p.king[c]
	return k != board.NoSquare && p.Attacked(k, c.Other())
}

// leavesRoyalSafe plays m and reports whether the mover's royal piece is then not
// in check and still on the board (a move may not remove its own royal piece: an
// explosion).
func (p *Position) leavesRoyalSafe(m Move) bool {
	us := p.side
	had := p.king[us]
	// a capture by a piece that petrifies, in a variant with explosions, is
	// judged with its new wall lifted (Fairy-Stockfish's legality test simulates
	// the blast and places the wall only after it: nuclear)
	lift := p.R.petrifyBlast != 0 && m.Flags&FlagCapture != 0 && p.board[m.From] != Empty &&
		p.R.petrifyBlast>>uint(p.board[m.From].Kind())&1 != 0
	p.Make(m)
	k := p.king[us]
	var ok bool
	if md := p.R.hooks.checker; md != nil {
		if lift && p.board[m.To] == Wall {
			p.unwall(m.To)
			ok = (k == had || k != board.NoSquare) && !md.checked(p, us)
			p.wall(m.To)
		} else {
			ok = (k == had || k != board.NoSquare) && !md.checked(p, us)
		}
	} else {
		ok = k == board.NoSquare || !p.Attacked(k, us.Other())
		ok = ok && (k == had || k != board.NoSquare)
	}
	p.Unmake()
	return ok
}

type bitset [4]uint64

func (b *bitset) set(s board.Square)   { b[s>>6] |= 1 << (uint(s) & 63) }
func (b *bitset) unset(s board.Square) { b[s>>6] &^= 1 << (uint(s) & 63) }
func (b *bitset) count() int {
	return bits.OnesCount64(b[0]) + bits.OnesCount64(b[1]) + bits.OnesCount64(b[2]) + bits.OnesCount64(b[3])
}
func (b *bitset) has(s board.Square) bool { return b[s>>6]&(1<<(uint(s)&63)) != 0 }

// or adds the squares of c to b.
func (b *bitset) or(c *bitset) {
	for w := range b {
		b[w] |= c[w]
	}
}

// within reports whether every square of b is in c.
func (b *bitset) within(c *bitset) bool {
	return b[0]&^c[0]|b[1]&^c[1]|b[2]&^c[2]|b[3]&^c[3] == 0
}

// meets reports whether b and c share a square.
func (b *bitset) meets(c *bitset) bool {
	return b[0]&c[0]|b[1]&c[1]|b[2]&c[2]|b[3]&c[3] != 0
}

// kingLines walks the attack rays of colour them toward the royal square ksq once:
// it returns how many pieces give check, sets gs.evadeTo to the squares a move
// must land on to answer it (the checking piece's square and those between it and
// ksq; none when two pieces give check) and gs.pins to the side to move's pieces
// that stand between ksq and an enemy rider attacking along that line.
func (p *Position) kingLines(ksq board.Square, them rules.Color, gs *genState) int {
	b := p.board
	n := 0
	rays := p.R.att[them][ksq]
	for i := range rays {
		ar := &rays[i] // by reference: a ray is 64 bytes
		first := -1
		for d, t := range ar.sqs {
			pc := b[t]
			if pc == Empty {
				continue
			}
			if pc.Color() != them {
				if first >= 0 {
					break
				}
				first = d
				continue
			}
			if ar.masks[d]&(1<<uint(pc.Kind())) != 0 {
				if first >= 0 {
					gs.pins.set(ar.sqs[first])
				} else {
					n++
					for _, x := range ar.sqs[:d+1] {
						gs.evadeTo.set(x)
					}
				}
			}
			break
		}
	}
	if n > 1 {
		gs.evadeTo = bitset{}
	}
	return n
}

// genState carries what the legality filter needs while moves are generated.
type genState struct {
	relax  bool // CandidateMoves: no legality test, module restrictions lifted
	pseudo bool // PseudoLegalMoves: no legality test (implied by relax)
	slow   bool // every move gets the full make/test/unmake check
	pins   bitset
	royalK board.Square
	// inCheck: the side to move is in check (set in legal mode only).
	inCheck bool
	// evade: in check with the fast legality test (not slow): a move of a
	// non-royal, unpinned piece is legal exactly when it lands on evadeTo, the
	// checking piece's square or a square between it and the royal piece (empty
	// when two pieces give check: only the royal piece may move).
	evade bool
	// dangerAny: there are danger squares, empty squares where a piece landing
	// would give an enemy hopper its screen toward the royal piece
	// (specialLines): a move landing there gets the full legality test. Out of
	// check evadeTo holds them (in check with danger squares every move gets
	// the full test: slow).
	dangerAny bool
	evadeTo   bitset
	// plain: set by countLegal when each move its counter finds is one legal
	// move (not in check, no full test for captures or double steps)
	plain bool
	// eTarget: the square where Betza 'e' (en passant) captures may land, or
	// NoSquare (set by the module that owns it).
	eTarget board.Square
	// ki is the kind of the piece whose moves are being generated, chq and chc
	// the squares where its quiet moves and captures get choices (nil: nowhere;
	// set by genFrom).
	ki       *kindInfo
	chq, chc *bitset
	kmods    []kindMod // the modules with extra moves for the kind (hooks.kind)
	// at: the squares from which the side to move's pieces may have the
	// modules' extra moves in this position (legal and pseudo-legal mode):
	// &hooks.modAt[side], or, when a module is live (traits.live), &modAt, a
	// copy of it to which the live modules' prepare hooks add their squares
	at    *bitset
	modAt bitset
	// fullCheck: move flags that always get the full legality test
	// (hooks.fullCheck); hk: the variant's hooks, whose fullMod says which
	// module moves do.
	fullCheck uint8
	hk        *hooks
}

// LegalMoves appends the legal moves of the side to move to buf and returns it.
// Order: by piece kind (preset order), then origin square, then the piece's Betza
// atoms; castling last; stable for a given position.
func (p *Position) LegalMoves(buf []Move) []Move { return p.generate(buf, false, false) }

// PseudoLegalMoves appends the moves of the side to move that obey every rule but the
// royal piece's safety: a move in the list is legal exactly when IsLegal says so.
// Castling is fully checked (its squares' attacks included). Cheaper than LegalMoves
// when only a few moves need judging (a replay matches one move per ply).
func (p *Position) PseudoLegalMoves(buf []Move) []Move { return p.generate(buf, false, true) }

// IsLegal reports whether m, a move of PseudoLegalMoves, leaves the mover's royal
// piece unattacked. Where the variant's rules allow (quickLegal, origins.go) it is
// told without making the move: a move of a non-royal piece while not in check by
// a pin test, a plain royal move by an attack test on its destination.
func (p *Position) IsLegal(m Move) bool {
	if ok, known := p.quickLegal(&m); known {
		return ok
	}
	return p.judged(m)
}

// judged is IsLegal's full test: leavesRoyalSafe, or for a move of a module
// that judges its own moves (ownJudge: the pass in a bikjang position) that
// module's test.
func (p *Position) judged(m Move) bool {
	if m.owner != 0 && p.R.judge != nil {
		if j := p.R.judge[m.owner]; j != nil {
			return j.legalOwn(p, m)
		}
	}
	return p.leavesRoyalSafe(m)
}

// IsLegalRef is IsLegal(*m), reading the move in place: a move of a list just
// written field by field (MovesToByRays) is not read whole, which would stall
// on those writes.
func (p *Position) IsLegalRef(m *Move) bool {
	if ok, known := p.quickLegal(m); known {
		return ok
	}
	return p.judged(*m)
}

// CandidateMoves appends the moves the pieces could make if the royal piece's safety
// and the rule modules' state were ignored: every pseudo-legal move, conversions of
// any unmoved bishop on a home square, swaps whatever the swap right or check, and
// castling whatever the attacked squares. A move in this list but not in LegalMoves
// breaks a rule, which lets a reader say which one.
func (p *Position) CandidateMoves(buf []Move) []Move { return p.generate(buf, true, true) }

// newGen prepares move generation for the side to move: check, pins (when legal
// moves are wanted and pins is set), and which module moves are open.
func (p *Position) newGen(relax, pseudo, pins bool) *genState {
	r := p.R
	us := p.side
	them := us.Other()
	ksq := p.king[us]
	// The state lives in the position: the hooks are interface calls, and a
	// pointer to a local passed to them would move it to the heap.
	gs := &p.gen
	*gs = genState{relax: relax, pseudo: pseudo || relax, royalK: ksq, eTarget: board.NoSquare, fullCheck: r.hooks.fullCheck, hk: &r.hooks}
	gs.at = &r.hooks.modAt[us]
	if r.hooks.live {
		gs.modAt, gs.at = r.hooks.modAt[us], &gs.modAt
	}
	// In pseudo mode check is looked up only where it matters (castling, swaps):
	// a replay generates the moves of one piece kind and needs no check test.
	if !gs.pseudo {
		gs.slow = !r.hooks.shortcut[us] || !pins || r.hooks.checker != nil
		if !gs.slow && ksq != board.NoSquare {
			// the shortcut means every attack is on the attack rays: one pass over
			// them finds the check and the pins
			gs.inCheck = p.kingLines(ksq, them, gs) > 0
			if r.special[them] && p.specialLines(ksq, them, gs) > 0 {
				// a check off the attack rays: every move gets the full test
				gs.inCheck, gs.slow = true, true
			}
			// danger squares in check, or with modules that count their own
			// moves (they know nothing of them): every move gets the full test
			gs.slow = gs.slow || gs.dangerAny && (gs.inCheck || r.modKinds != 0)
			gs.evade = gs.inCheck && !gs.slow
			p.check = 1
			if gs.inCheck {
				p.check = 2
			}
		} else {
			gs.inCheck = p.InCheck()
		}
	}
	for _, md := range r.hooks.prepare {
		md.prepare(p, gs)
	}
	return gs
}

func (p *Position) generate(buf []Move, relax, pseudo bool) []Move {
	if len(p.R.hooks.ends) > 0 && !relax {
		if t, _ := p.VariantEnd(); t != NotOver {
			return buf // the game has ended: no moves (Fairy-Stockfish's perft convention)
		}
	}
	if p.R.bareKing {
		if over, _ := p.bareKingEnd(); over {
			return buf
		}
	}
	return p.generateAll(buf, relax, pseudo)
}

// generateAll appends the moves of every piece and module, then lets the filter
// modules (forced capture) drop the moves the others forbid (not when relax).
func (p *Position) generateAll(buf []Move, relax, pseudo bool) []Move {
	start := len(buf)
	gs := p.newGen(relax, pseudo, true)
	us := p.side
	for k := 1; k < len(p.R.kinds); k++ {
		buf = p.genKind(buf, MakePiece(k, us), gs)
	}
	buf = p.moduleMoves(buf, gs, board.NoSquare)
	if len(p.R.hooks.filters) > 0 && !relax {
		buf = p.applyFilters(buf, start, true)
	}
	return buf
}

// applyFilters passes buf[start:] through the filter modules (all: it holds every
// move of the side to move). The hooks get a buffer of the position (a caller's
// buffer passed to an interface method would be moved to the heap).
func (p *Position) applyFilters(buf []Move, start int, all bool) []Move {
	for _, md := range p.R.hooks.filters {
		p.choiceBuf = append(p.choiceBuf[:0], buf[start:]...)
		p.choiceBuf = md.filter(p, p.choiceBuf, 0, all)
		buf = append(buf[:start], p.choiceBuf...)
	}
	return buf
}

// moduleMoves appends the modules' own moves (castling): all of them, or those of
// the piece on from.
func (p *Position) moduleMoves(buf []Move, gs *genState, from board.Square) []Move {
	for _, md := range p.R.hooks.moves {
		// the hooks write into a buffer of the position: a caller's buffer passed
		// to an interface method would be moved to the heap
		p.modBuf = md.moves(p, p.modBuf[:0], gs, from)
		buf = append(buf, p.modBuf...)
	}
	return buf
}

// MovesFrom appends the pseudo-legal moves (see PseudoLegalMoves) of the side to
// move's piece on s: its Betza moves, promotions, module moves (conversion, swap,
// capture conversions) and, for the royal piece, castling. Nothing when s holds no
// piece of the side to move.
func (p *Position) MovesFrom(buf []Move, s board.Square) []Move {
	if !p.R.G.Contains(s) {
		return buf
	}
	pc := p.board[s]
	if pc == Empty || pc == Wall || pc.Color() != p.side {
		return buf
	}
	gs := p.newGen(false, true, false)
	start := len(buf)
	buf = p.genFrom(buf, s, gs)
	for _, md := range p.R.hooks.movesKind[pc.Kind()] {
		p.modBuf = md.moves(p, p.modBuf[:0], gs, s)
		buf = append(buf, p.modBuf...)
	}
	if len(p.R.hooks.filters) > 0 {
		buf = p.applyFilters(buf, start, false)
	}
	return buf
}

// MovesOfKind appends the pseudo-legal moves of every piece of the side to move of
// the given kind (castling with the royal kind).
func (p *Position) MovesOfKind(buf []Move, kind int) []Move {
	if kind < 1 || kind >= len(p.R.kinds) {
		return buf
	}
	gs := p.newGen(false, true, false)
	us := p.side
	start := len(buf)
	buf = p.genKind(buf, MakePiece(kind, us), gs)
	buf = p.kindModuleMoves(buf, gs, kind)
	if len(p.R.hooks.filters) > 0 {
		buf = p.applyFilters(buf, start, false)
	}
	return buf
}

// MovesTo appends the pseudo-legal moves of the side to move's pieces of the given
// kind that end on to (castling included for the royal kind: its king square). It
// looks back from to along the kind's rays (origins.go) where the kind's moves are
// all Betza rays, else it generates the moves of the pieces that can reach to, so
// resolving one written move costs far less than generating every move of the kind.
func (p *Position) MovesTo(buf []Move, kind int, to board.Square) []Move {
	r := p.R
	if kind < 1 || kind >= len(r.kinds) || !r.G.Contains(to) {
		return buf
	}
	if out, ok := p.movesToRev(buf, kind, to); ok {
		return out
	}
	us := p.side
	gs := p.newGen(false, true, false)
	special := len(r.hooks.kind[kind]) > 0 // module moves (conversions, swaps) go elsewhere
	reach := r.reach[us][kind]
	b := &p.bb[MakePiece(kind, us)]
	start := len(buf)
	p.setKind(gs, kind)
	for w := range b {
		for x := b[w]; x != 0; x &= x - 1 {
			s := board.Square(w*64 + bits.TrailingZeros64(x))
			if special || reach[s].has(to) {
				buf = p.genPiece(buf, s, gs)
			}
		}
	}
	buf = p.kindModuleMoves(buf, gs, kind)
	if len(r.hooks.filters) > 0 {
		buf = p.applyFilters(buf, start, false)
	}
	// keep the moves to the square
	out := buf[:start]
	for _, m := range buf[start:] {
		if m.To == to {
			out = append(out, m)
		}
	}
	return out
}

// HasLegalMove reports whether the side to move has a legal move; it stops at the
// first one, so it is much cheaper than LegalMoves in most positions.
func (p *Position) HasLegalMove() bool {
	if len(p.R.hooks.ends) > 0 {
		if t, _ := p.VariantEnd(); t != NotOver {
			return false
		}
	}
	if p.R.bareKing {
		if over, _ := p.bareKingEnd(); over {
			return false
		}
	}
	if len(p.R.hooks.filters) > 0 {
		// a filter may forbid every move the search below would find first
		// (check_evasion, forbid_check): the whole legal list decides
		return len(p.LegalMoves(nil)) > 0
	}
	if cap(p.scratch) < 256 {
		p.scratch = make([]Move, 0, 256)
	}
	us := p.side
	// judge: a side not in check whose moves quickLegal judges (the legality
	// shortcut, no module that decides check, a royal piece) gets its
	// pseudo-legal moves, each told by IsLegal, so that no pass over the attack
	// rays toward the royal piece comes first (a piece off those lines moves
	// freely); any other side gets its legal moves generated
	h := &p.R.hooks
	judge := h.shortcut[us] && h.checker == nil && p.king[us] != board.NoSquare && !p.InCheck()
	gs := p.newGen(false, judge, !judge)
	tmp := p.scratch[:0]
	// the royal piece last: its every move needs a full legality test; the
	// kinds with the fewest moves first (a piece's moves are all generated)
	for _, k := range p.R.tryOrder {
		b := &p.bb[MakePiece(k, us)]
		if *b == (bitset{}) {
			continue
		}
		p.setKind(gs, k)
		for w := range b {
			for x := b[w]; x != 0; x &= x - 1 {
				tmp = p.genPiece(tmp[:0], board.Square(w*64+bits.TrailingZeros64(x)), gs)
				if p.anyLegal(tmp, judge) {
					return true
				}
			}
		}
	}
	if k := p.king[us]; k != board.NoSquare {
		tmp = p.genFrom(tmp[:0], k, gs)
		if p.anyLegal(tmp, judge) {
			return true
		}
	}
	tmp = p.moduleMoves(tmp[:0], gs, board.NoSquare)
	p.scratch = tmp[:0]
	return p.anyLegal(tmp, judge)
}

// anyLegal reports whether ms holds a legal move: any move when they were
// generated legal, else the first that IsLegal accepts (judge).
func (p *Position) anyLegal(ms []Move, judge bool) bool {
	if !judge {
		return len(ms) > 0
	}
	for _, m := range ms {
		if p.IsLegal(m) {
			return true
		}
	}
	return false
}

// kindModuleMoves appends the modules' own moves made by pieces of the given kind.
func (p *Position) kindModuleMoves(buf []Move, gs *genState, kind int) []Move {
	mods := p.R.hooks.movesKind[kind]
	if len(mods) == 0 {
		return buf
	}
	b := &p.bb[MakePiece(kind, p.side)]
	for w := range b {
		for x := b[w]; x != 0; x &= x - 1 {
			s := board.Square(w*64 + bits.TrailingZeros64(x))
			for _, md := range mods {
				p.modBuf = md.moves(p, p.modBuf[:0], gs, s)
				buf = append(buf, p.modBuf...)
			}
		}
	}
	return buf
}

// genKind appends the moves of every piece pc (all but castling), by square.
func (p *Position) genKind(buf []Move, pc Piece, gs *genState) []Move {
	b := &p.bb[pc]
	if *b == (bitset{}) {
		return buf
	}
	p.setKind(gs, pc.Kind())
	if len(gs.kmods) > 0 || gs.ki.hops || gs.ki.overlap {
		// in legal mode the modules' extra moves start only from the squares
		// they name (traits.onlyAt, traits.live)
		var at *bitset
		if !gs.relax && !gs.ki.hops && !gs.ki.overlap {
			at = gs.at
		}
		for w := range b {
			for x := b[w]; x != 0; x &= x - 1 {
				s := board.Square(w*64 + bits.TrailingZeros64(x))
				if at != nil && !at.has(s) {
					buf = p.genRays(buf, s, gs)
				} else {
					buf = p.genPiece(buf, s, gs)
				}
			}
		}
		return buf
	}
	for w := range b {
		for x := b[w]; x != 0; x &= x - 1 {
			buf = p.genRays(buf, board.Square(w*64+bits.TrailingZeros64(x)), gs)
		}
	}
	return buf
}

// genFrom appends the moves of the own piece on s (all but castling).
func (p *Position) genFrom(buf []Move, s board.Square, gs *genState) []Move {
	p.setKind(gs, p.board[s].Kind())
	return p.genPiece(buf, s, gs)
}

// genPiece appends the moves of the own piece on s, of the kind set by setKind:
// the modules' extra moves, then its Betza moves (none when a module forbids
// them), hops included.
func (p *Position) genPiece(buf []Move, s board.Square, gs *genState) []Move {
	for _, md := range gs.kmods {
		var only bool
		p.modBuf, only = md.mover.pieceMoves(p, p.modBuf[:0], s, gs)
		buf = append(buf, p.modBuf...)
		if only {
			return buf
		}
	}
	start := len(buf)
	buf = p.genRays(buf, s, gs)
	if gs.ki.hops {
		buf = p.genHops(buf, s, p.R.hops[p.side][gs.ki.kind][s], gs)
	}
	if gs.ki.overlap {
		buf = dedupe(buf, start)
	}
	return buf
}

// dedupe drops from buf[start:] the moves equal to an earlier one there, keeping
// the order of first appearance: the Betza moves of one piece whose atoms overlap
// (kindInfo.overlap), where a move is one move however many atoms make it.
func dedupe(buf []Move, start int) []Move {
	out := buf[:start]
	for _, m := range buf[start:] {
		dup := false
		for _, k := range out[start:] {
			if k == m {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, m)
		}
	}
	return out
}

// genRays appends the Betza moves of the own piece on s, of the kind set by setKind.
func (p *Position) genRays(buf []Move, s board.Square, gs *genState) []Move {
	r := p.R
	us := p.side
	b := p.board
	pc := b[s]
	k := pc.Kind()
	rays := r.gen[us][k][s]
	for ri := range rays {
		ry := &rays[ri]
		if ry.initial && !p.initialOK(s, pc) {
			continue
		}
		if ry.block != nil && !p.clear(ry.block) {
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
					buf = p.emit(buf, s, t, f, gs)
				}
				if ry.ep && t == gs.eTarget {
					buf = p.emit(buf, s, t, FlagCapture|FlagEnPassant, gs)
				}
				continue
			}
			if tp.Color() != us && ry.capture {
				buf = p.emit(buf, s, t, FlagCapture, gs)
			}
			break
		}
	}
	return buf
}

// genHops appends the moves of hopping rays (Betza p, g) from s: over exactly one
// piece of either side (the screen), a cannon goes on over empty squares and
// captures the first piece beyond; a grasshopper lands just beyond the screen.
func (p *Position) genHops(buf []Move, s board.Square, rays []ray, gs *genState) []Move {
	b := p.board
	us := p.side
	hl := p.R.hopLimitOf(b[s].Kind())
	for ri := range rays {
		ry := &rays[ri]
		sq := ry.sqs
		i := 0
		for i < len(sq) && b[sq[i]] == Empty {
			i++
		}
		if i < len(sq) && hl.notOver>>b[sq[i]].Kind()&1 != 0 {
			continue // a screen it may not jump over
		}
		i++ // past the screen
		for ; i < len(sq); i++ {
			t := sq[i]
			if tp := b[t]; tp != Empty {
				if tp.Color() != us && ry.capture && hl.notCapt>>tp.Kind()&1 == 0 {
					buf = p.emit(buf, s, t, FlagCapture, gs)
				}
				break
			}
			if ry.move {
				buf = p.emit(buf, s, t, 0, gs)
			}
			if ry.hop == betza.HopGrasshopper {
				break
			}
		}
	}
	return buf
}

// hopAttacks reports whether the hopping ray ry (a capture ray) could capture on s
// if s held an enemy piece: s lies beyond exactly one screen, with only empty
// squares between (a grasshopper: s is just beyond the screen); not over a
// screen, nor onto a piece on s, that the hopper's kind may not hop over or
// capture (hl).
func (p *Position) hopAttacks(ry *ray, s board.Square, hl hopLimit) bool {
	b := p.board
	sq := ry.sqs
	i := 0
	for i < len(sq) && b[sq[i]] == Empty {
		if sq[i] == s {
			return false
		}
		i++
	}
	if i < len(sq) && hl.notOver>>b[sq[i]].Kind()&1 != 0 || b[s] != Empty && hl.notCapt>>b[s].Kind()&1 != 0 {
		return false // a screen it may not jump over, or a piece on s it may not take
	}
	for i++; i < len(sq); i++ {
		t := sq[i]
		if t == s {
			return true
		}
		if b[t] != Empty || ry.hop == betza.HopGrasshopper {
			return false
		}
	}
	return false
}

// emit adds the move from-to with flags, expanded into the choices the modules
// give it (promotion pieces, conversion sets), when legal. The move is passed as
// scalars: with the buffer, a Move argument would no longer fit the registers.
func (p *Position) emit(buf []Move, from, to board.Square, flags uint8, gs *genState) []Move {
	return p.emitMove(buf, Move{From: from, To: to, Flags: flags}, gs)
}

// full reports whether m always gets the full legality test (hooks.fullTest).
func (gs *genState) full(m Move) bool {
	return m.Flags&gs.fullCheck != 0 || (m.owner|m.arg) != 0 && gs.hk.fullMod(&m)
}

// emitMove is emit for a move already built (a module's own move kind: its
// owner index set).
func (p *Position) emitMove(buf []Move, m Move, gs *genState) []Move {
	z := gs.chq
	if m.Flags&FlagCapture != 0 {
		z = gs.chc
	}
	if z != nil && z.has(m.To) {
		p.choiceBuf = p.choose(p.choiceBuf[:0], m, gs, 0)
		return append(buf, p.choiceBuf...)
	}
	if !gs.pseudo && !p.legal(m, gs) {
		return buf
	}
	return append(buf, m)
}

// legal reports whether m, generated in legal mode, leaves the mover's royal piece
// safe. Without the fast test (gs.slow), for a move kind that always needs it and
// for a pinned piece it plays the move (leavesRoyalSafe); an ordinary move of the
// royal piece is legal when its destination is not attacked with the royal piece
// lifted from the board; any other move is legal unless the side is in check and
// it neither captures the checking piece nor blocks its line.
func (p *Position) legal(m Move, gs *genState) bool {
	if gs.slow || gs.full(m) || gs.pins.has(m.From) {
		return p.leavesRoyalSafe(m)
	}
	if gs.ki.royal {
		if m.Flags&^FlagCapture != 0 || m.Promo != 0 || m.owner != 0 {
			return p.leavesRoyalSafe(m)
		}
		return !p.attackedLifted(m.To, m.From, p.side.Other())
	}
	if gs.dangerAny && gs.evadeTo.has(m.To) && m.Flags&FlagCapture == 0 {
		return p.leavesRoyalSafe(m)
	}
	return !gs.evade || gs.evadeTo.has(m.To)
}

// attackedLifted reports whether s is attacked by colour by once the piece on
// from (the royal piece about to move to s) is lifted from the board; with the
// flying general rule, by's royal piece facing s counts as an attack.
func (p *Position) attackedLifted(s, from board.Square, by rules.Color) bool {
	pc := p.board[from]
	if p.R.words != 1 {
		// past 64 squares the attack test reads the board alone
		p.board[from] = Empty
		a := p.Attacked(s, by) || p.R.flying && p.facing(s, by)
		p.board[from] = pc
		return a
	}
	p.take(from)
	a := p.Attacked(s, by) || p.R.flying && p.facing(s, by)
	p.put(from, pc)
	return a
}

// attacksFrom reports whether the piece on square t, at distance index d of
// the attack ray ar (sqs[d]), is one of own (a bit set of the attacker's pieces,
// a board of up to 64 squares) whose kind attacks along ar from there.
func (p *Position) attacksFrom(ar *attackRay, own uint64, t, d int) bool {
	return own>>uint(t)&1 != 0 && ar.masks[d]>>uint(p.board[t].Kind())&1 != 0
}

// nearest returns the square of occ (the occupied squares of the ray, not none)
// nearest the ray's target and its distance index d (sqs[d]), on a board of up
// to 64 squares.
func (ar *attackRay) nearest(occ uint64) (t, d int) {
	if ar.asc {
		t = bits.TrailingZeros64(occ)
		return t, bits.OnesCount64(ar.on & (1<<uint(t) - 1))
	}
	t = 63 - bits.LeadingZeros64(occ)
	return t, bits.OnesCount64(ar.on >> uint(t) >> 1)
}

// doubleStep reports whether a step of kind ki from from onto its ray's double
// square is a double step (FlagDouble: it gives an en passant target): always,
// unless the kind has more than one initial rank ('i' moves from several), then
// only from the first (kindInfo.initialRank, relative to colour c).
func (r *Rules) doubleStep(ki *kindInfo, from board.Square, c rules.Color) bool {
	return !ki.moreInitial || r.G.RelRank(from, c == rules.Black) == ki.initialRank
}

// setKind makes kind k the one whose moves are generated (gs.ki, gs.chq, gs.chc).
func (p *Position) setKind(gs *genState, k int) {
	gs.ki = &p.R.kinds[k]
	gs.kmods = p.R.hooks.kind[k]
	gs.chq, gs.chc = p.R.hooks.chooseAt(p.side, k, false), p.R.hooks.chooseAt(p.side, k, true)
}

// emitOne adds the finished move m when legal (in pseudo mode: always). The full
// test is skipped for a move the legality shortcuts allow: not in check, not the
// royal piece, not pinned, no move kind that always needs it.
func (p *Position) emitOne(buf []Move, m Move, gs *genState) []Move {
	if gs.pseudo || p.legal(m, gs) {
		return append(buf, m)
	}
	return buf
}
