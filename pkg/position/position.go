// Package position is the rule interpreter at work: a position of a compiled variant,
// legal move generation (check, pins, Betza moves, double steps), make/unmake, Zobrist
// hashing, perft, FEN in and out, and the end-of-game rules of RULES.md. The rule
// modules (castling, en passant, promotion, bishop conversion, bishop swap, capture
// conversion, drops, explosions, forced capture, forbid check, gating, pass, bikjang) and the end conditions
// beside checkmate (wins.go) are one file each behind one interface (module.go); the
// generic engine calls their hooks and names none of them.
//
// A Position is not safe for concurrent use; a *Rules is, so many positions of one
// variant can run in parallel. Limits: boards up to 16x16 (pkg/board), at most 31
// piece kinds, at most one royal piece per side (checkmate is judged on it); a side
// may have none when the variant's end rules give another way to win (end.no_pieces).
package position

import (
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// Move flags, a bit set.
const (
	FlagCapture   uint8 = 1 << iota // a piece is captured (also en passant)
	FlagEnPassant                   // en passant capture (Betza 'e'; the en passant module does its board work)
	FlagDouble                      // a pawn's two-square step (sets an en passant target)
	// bits 3-7 are the modules': Compile gives them to the modules that add a
	// choice to moves of any kind (traits.flagBits: gating's piece and square);
	// a module's own move kind is its owner index (Move.owner)
)

// modFlagShift is the first Flags bit Compile gives to the modules
// (traits.flagBits), and modFlagBits how many there are.
const (
	modFlagShift = 3
	modFlagBits  = 5
)

// Move is one move, 8 bytes (it is copied in the hot loops). From and To are squares
// (for castling the king's; for a swap the bishop's and its partner's; for a drop
// both the target). Promo is the kind promoted to (0 none). Flags are the engine's
// facts of the move (capture, en passant, double step). A rule module's own move
// kind (castling, bishop swap, conversion step, drop, ...) is named by owner, the
// index the variant gave that module at compile time (0: a plain move), and arg is
// that module's one argument byte (the castling side, the dropped kind), or, on a
// move whose owner takes none, the argument of the variant's choice module
// (capture conversion's set). So the limit is the number of owners per variant
// (255), not a number of flag bits. What a module's move does is asked of the
// position: MoveModule, Effects, CastleSide and CastleRook, Converted,
// SwapPartner, DropKind, EnPassantVictim.
type Move struct {
	From, To board.Square
	Promo    uint8
	Flags    uint8
	// owner is the index of the module whose move kind this is (hooks.owner),
	// 0 for a plain move.
	owner uint8
	// arg is the owner's argument, or the choice module's (see Move).
	arg uint8
}

// NoMove is the zero Move, never legal.
var NoMove = Move{From: board.NoSquare, To: board.NoSquare}

// Is reports whether every flag in f is set.
func (m Move) Is(f uint8) bool { return m.Flags&f == f }

// modState is the state of every rule module, one slot per module, each declared
// in its module's file. Make saves it whole in the undo record and Unmake restores
// it, so a module's after hook may change its slot freely.
// (Castling has no slot: its rights live in the position's unmoved set, a side
// may castle while its king and rook are unmoved.)
type modState struct {
	ep   epState   // enpassant.go
	conv convState // bishopconversion.go
	swap swapState // bishopswap.go
	win  winState  // wins.go
	// ext holds the words of the modules whose state fits in them
	// (traits.words): Compile gives each such module its first index, so a
	// module with a small state needs no slot of its own here.
	ext [extWords]uint32
}

// extWords is the number of modState words (32 bits each) Compile gives out
// (traits.words): one keeps the undo record at 80 bytes.
const extWords = 1

// same reports whether a and b are the same state (field by field: a compare of
// the whole struct calls the runtime).
func (a *modState) same(b *modState) bool {
	return a.ep == b.ep && a.conv.right[0] == b.conv.right[0] && a.conv.right[1] == b.conv.right[1] &&
		a.swap == b.swap && a.win == b.win && a.ext == b.ext
}

// undo is the record Make writes per move; it is reused in place, so Make sets
// every field.
type undo struct {
	m        Move
	moved    Piece // the piece that stood on From
	captured Piece
	capSq    board.Square
	halfmove int32
	hash     uint64
	unmoved  [4]uint64
	king     [2]board.Square
	st       modState
}

// Position is a board, the side to move, the unmoved pieces (castling rights and
// 'i' moves), the clocks and the state of every rule module.
type Position struct {
	R        *Rules
	board    []Piece
	unmoved  [4]uint64 // bit s: the piece on s has not moved (256 squares)
	side     rules.Color
	halfmove int // plies since the last capture, pawn move, promotion or drop
	fullmove int // 1-based move number
	hash     uint64
	king     [2]board.Square
	st       modState
	// hist is the undo stack: histOld holds full chunks of histChunk records (a long
	// game never copies its whole history as it grows), hist the top chunk;
	// histBase counts the records in histOld.
	hist     []undo
	histOld  [][]undo
	histBase int
	// castleSq: the castling squares of a game (castling.go), not saved per move.
	castleSq castleSquares
	// gen is the state of the move generation under way (movegen.go); scratch a
	// move buffer for HasLegalMove and epCapturable.
	gen     genState
	scratch []Move
	// cnt is the move buffer of countLegal (perft.go).
	cnt []Move
	// big holds the state of modules too large to copy with every move (the
	// hands of drops.go); each such module keeps its own undo stack there. nil
	// while no such module has state.
	big *bigState
	// modBuf and choiceBuf receive the moves of the module hooks (moves and
	// pieceMoves; choices) before they are copied to the caller's buffer.
	modBuf, choiceBuf []Move
	// check caches InCheck for the current position: 0 unknown, 1 no, 2 yes.
	check uint8
	// bb[pc] is the set of squares holding piece pc (pc = kind | colour bit);
	// occ[c] the squares holding a piece of colour c.
	bb  [64]bitset
	occ [2]bitset
}

// bigState is the state of the modules that keep their own undo stack, one slot
// per module, each declared in its module's file.
type bigState struct {
	drops  dropState  // drops.go
	blasts blastState // explosions.go
}

// bigCloners holds, per slot of bigState, the function of its module's file
// that copies the slot of src into dst (a zero slot), sharing no memory with src;
// last: keep only the top record of the slot's undo stack (CloneLast). Each
// module with a slot registers its function in its init, so Clone and CloneLast
// copy every slot the same way.
var bigCloners []func(dst, src *bigState, last bool)

// clone returns a deep copy (nil for nil); last: as in bigCloners.
func (b *bigState) clone(last bool) *bigState {
	if b == nil {
		return nil
	}
	c := &bigState{}
	for _, f := range bigCloners {
		f(c, b, last)
	}
	return c
}

// topOf returns a copy of s, only its last element when last is set.
func topOf[T any](s []T, last bool) []T {
	if last && len(s) > 1 {
		s = s[len(s)-1:]
	}
	return append([]T(nil), s...)
}

// put places pc (not Empty) on the empty square s.
func (p *Position) put(s board.Square, pc Piece) {
	p.board[s] = pc
	p.bb[pc].set(s)
	p.occ[pc>>5].set(s)
}

// take empties s.
func (p *Position) take(s board.Square) {
	if pc := p.board[s]; pc != Empty {
		p.bb[pc].unset(s)
		p.occ[pc>>5].unset(s)
		p.board[s] = Empty
	}
}

// Start returns the variant's start position (castling rights all present, every
// module in its start state).
func (r *Rules) Start() *Position { return r.StartInto(nil) }

// StartInto resets p to the variant's start position, reusing its memory, and
// returns it; a nil p, or one of another variant, is replaced by a new position.
func (r *Rules) StartInto(p *Position) *Position {
	p = r.reset(p)
	copy(p.board, r.setup)
	p.side = r.V.SideToMove
	img := r.startImage()
	p.unmoved, p.king, p.hash, p.bb, p.occ = img.unmoved, img.king, img.hash, img.bb, img.occ
	p.startModules()
	return p
}

// startImage is what StartInto derives from the setup before the modules start:
// the unmoved set (every piece), the royal squares, the hash and the piece sets,
// computed once per variant (a replay starts thousands of games).
type startImage struct {
	unmoved [4]uint64
	king    [2]board.Square
	hash    uint64
	bb      [64]bitset
	occ     [2]bitset
}

// startImage returns the variant's start image, computed on first use from
// setupPosition.
// Safe for concurrent use.
func (r *Rules) startImage() *startImage {
	r.startOnce.Do(func() {
		p := r.setupPosition()
		r.start = &startImage{unmoved: p.unmoved, king: p.king, hash: p.hash, bb: p.bb, occ: p.occ}
	})
	return r.start
}

// setupPosition returns a new position of the setup worked out the plain way,
// the modules not started: every piece unmoved, then the royal squares, hash and
// piece sets from the board (initState, as a FEN's board is read).
func (r *Rules) setupPosition() *Position {
	p := r.newPosition()
	copy(p.board, r.setup)
	p.side = r.V.SideToMove
	for s := 0; s < r.N; s++ {
		if p.board[s] != Empty {
			p.setUnmoved(board.Square(s))
		}
	}
	p.initState()
	return p
}

// reset returns p emptied for a new position of r with its buffers kept (the
// undo stack's above all: a replay of many games grows it once, not per game);
// a nil p, or one of another variant, is replaced by a new position. The board's
// squares are left for the caller to write.
func (r *Rules) reset(p *Position) *Position {
	if p == nil || p.R != r {
		return r.newPosition()
	}
	*p = Position{R: r, board: p.board, fullmove: 1, hist: p.hist[:0], scratch: p.scratch, modBuf: p.modBuf, choiceBuf: p.choiceBuf}
	p.st.ep = epState{board.NoSquare, board.NoSquare}
	return p
}

func (r *Rules) newPosition() *Position {
	p := &Position{R: r, board: make([]Piece, r.N), fullmove: 1, hist: make([]undo, 0, 64)}
	p.st.ep = epState{board.NoSquare, board.NoSquare}
	return p
}

// initState finds the kings and computes the hash of the board and side to move.
func (p *Position) initState() {
	p.king = [2]board.Square{board.NoSquare, board.NoSquare}
	p.hash = 0
	p.bb = [64]bitset{}
	p.occ = [2]bitset{}
	for s, pc := range p.board {
		if pc == Empty {
			continue
		}
		p.bb[pc].set(board.Square(s))
		p.occ[pc>>5].set(board.Square(s))
		if p.R.kinds[pc.Kind()].royal && p.king[pc.Color()] == board.NoSquare {
			p.king[pc.Color()] = board.Square(s)
		}
		p.hash ^= zobPiece(pc, board.Square(s))
	}
	if p.side == rules.Black {
		p.hash ^= zobSide
	}
}

// startModules gives every module its start state on the board.
func (p *Position) startModules() {
	for _, md := range p.R.hooks.start {
		md.start(p)
	}
}

// Clone returns an independent copy (history included).
func (p *Position) Clone() *Position {
	q := *p
	q.board = append([]Piece(nil), p.board...)
	q.hist = append(make([]undo, 0, cap(p.hist)), p.hist...)
	q.histOld = nil
	for _, c := range p.histOld {
		q.histOld = append(q.histOld, append([]undo(nil), c...))
	}
	q.scratch, q.modBuf, q.choiceBuf, q.cnt = nil, nil, nil, nil
	q.big = p.big.clone(false)
	return &q
}

// Side returns the side to move.
func (p *Position) Side() rules.Color { return p.side }

// At returns the piece on s (Empty when none).
func (p *Position) At(s board.Square) Piece { return p.board[s] }

// HalfmoveClock returns the plies since the last capture, pawn move, promotion
// or drop (the FEN's halfmove field, as Fairy-Stockfish counts it).
func (p *Position) HalfmoveClock() int { return p.halfmove }

// FullmoveNumber returns the 1-based move number.
func (p *Position) FullmoveNumber() int { return p.fullmove }

// Hash returns the Zobrist hash of the board and side to move.
func (p *Position) Hash() uint64 { return p.hash }

// King returns the square of c's royal piece, or NoSquare.
func (p *Position) King(c rules.Color) board.Square { return p.king[c] }

// Unmoved reports whether the piece on s has not moved yet.
func (p *Position) Unmoved(s board.Square) bool { return p.unmoved[s>>6]&(1<<(uint(s)&63)) != 0 }

// Plies returns how many moves have been made on this position object.
func (p *Position) Plies() int { return p.histBase + len(p.hist) }

// LastMove returns the last move made, or NoMove.
func (p *Position) LastMove() Move {
	if u := p.lastUndo(); u != nil {
		return u.m
	}
	return NoMove
}

// histChunk is the size of a full chunk of the undo stack (see Position.hist).
const histChunk = 1024

// lastUndo returns the undo record of the last move, or nil.
func (p *Position) lastUndo() *undo {
	if n := len(p.hist); n > 0 {
		return &p.hist[n-1]
	}
	if n := len(p.histOld); n > 0 {
		c := p.histOld[n-1]
		return &c[len(c)-1]
	}
	return nil
}

func (p *Position) setUnmoved(s board.Square) { p.unmoved[s>>6] |= 1 << (uint(s) & 63) }
func (p *Position) clearUnmoved(s board.Square) {
	p.unmoved[s>>6] &^= 1 << (uint(s) & 63)
}

// Make plays m, which must come from LegalMoves of this position. The board work
// of a module's own move (castling, swap, en passant) is the module's; after it,
// every module with an after hook applies its side effects.
func (p *Position) Make(m Move) {
	us := p.side
	h := &p.R.hooks
	// the undo record is written in place: the hooks get a pointer to it
	if len(p.hist) == cap(p.hist) && cap(p.hist) >= histChunk {
		p.histOld = append(p.histOld, p.hist)
		p.histBase += len(p.hist)
		p.hist = make([]undo, 0, histChunk)
	}
	n := len(p.hist)
	if n == cap(p.hist) {
		p.hist = append(p.hist, undo{})
	} else {
		p.hist = p.hist[:n+1]
	}
	u := &p.hist[n]
	pc := p.board[m.From]
	u.m, u.moved, u.captured, u.capSq = m, pc, Empty, board.NoSquare
	u.halfmove, u.hash, u.unmoved, u.king, u.st = int32(p.halfmove), p.hash, p.unmoved, p.king, p.st
	p.check = 0
	p.halfmove++
	if h.made(&m) {
		h.ownerOf(m).make(p, m, u)
	} else {
		// a plain move: the board, piece sets and hash written directly (pc
		// stands on From; To holds an enemy piece or nothing)
		from, to := m.From, m.To
		np := pc
		if m.Promo != 0 {
			np = MakePiece(int(m.Promo), us)
		}
		z := zobPiece(pc, from) ^ zobPiece(np, to)
		if cp := p.board[to]; cp != Empty {
			u.captured, u.capSq = cp, to
			p.bb[cp].unset(to)
			p.occ[cp>>5].unset(to)
			z ^= zobPiece(cp, to)
			p.halfmove = 0
		}
		p.board[from], p.board[to] = Empty, np
		p.bb[pc].unset(from)
		p.bb[np].set(to)
		c := pc >> 5
		p.occ[c].unset(from)
		p.occ[c].set(to)
		p.hash ^= z
		p.clearUnmoved(from)
		p.clearUnmoved(to)
		bit := uint32(1) << pc.Kind()
		if p.R.royalKinds&bit != 0 {
			p.king[us] = to
		}
		if p.R.resetKinds&bit != 0 || m.Promo != 0 && !p.R.promoKeepsClock {
			p.halfmove = 0 // a pawn move (resets_move_rule), or a promotion (Fairy-Stockfish's count: Shogi's "+", unless pieces demote)
		}
	}
	if h.afterGate {
		for i, md := range h.after {
			// a plain move outside the squares the hook watches (traits.afterAt):
			// nothing for it to do
			if a := h.afterAt[i]; a != nil && !h.made(&m) && !a.has(m.To) && !a.has(m.From) {
				continue
			}
			md.after(p, m, u)
		}
	} else {
		for _, md := range h.after {
			md.after(p, m, u)
		}
	}
	if us == rules.Black {
		p.fullmove++
	}
	p.side = us.Other()
	p.hash ^= zobSide
}

// Unmake takes back the last move. It panics when there is none (a programming error).
func (p *Position) Unmake() {
	if len(p.hist) == 0 && len(p.histOld) > 0 {
		n := len(p.histOld) - 1
		p.hist, p.histOld = p.histOld[n], p.histOld[:n]
		p.histBase -= len(p.hist)
	}
	u := &p.hist[len(p.hist)-1]
	p.hist = p.hist[:len(p.hist)-1]
	p.check = 0
	m := u.m
	p.side = p.side.Other()
	h := &p.R.hooks
	for i := len(h.undo) - 1; i >= 0; i-- {
		h.undo[i].undoAfter(p, m, u)
	}
	if h.made(&m) {
		h.ownerOf(m).unmake(p, m, u)
	} else {
		p.take(m.To)
		p.put(m.From, u.moved)
		if u.capSq != board.NoSquare {
			p.put(u.capSq, u.captured)
		}
	}
	if p.side == rules.Black {
		p.fullmove--
	}
	p.halfmove = int(u.halfmove)
	p.hash = u.hash
	p.unmoved = u.unmoved
	p.king = u.king
	p.st = u.st
}
