// Package position is the rule interpreter at work: a position of a compiled variant,
// legal move generation (check, pins, castling, double steps, en passant, promotion
// and the special rule modules), make/unmake, Zobrist hashing, perft, FEN in and out,
// and the end-of-game rules of RULES.md.
//
// A Position is not safe for concurrent use; a *Rules is, so many positions of one
// variant can run in parallel. Limits: boards up to 16x16 (pkg/board), at most 31
// piece kinds, at most one royal piece per side (checkmate is judged on it).
package position

import (
	"math/bits"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// Move flags, a bit set.
const (
	FlagCapture   uint8 = 1 << iota // a piece is captured (also en passant)
	FlagEnPassant                   // en passant capture
	FlagCastle                      // castling (castling module); see Position.CastleSide
	FlagDouble                      // a pawn's two-square step (sets an en passant target)
	FlagConvert                     // bishop conversion (bishop_conversion module)
	FlagSwap                        // bishop swap; To is the partner's square
	FlagConverts                    // a capture that converts pieces (capture_conversion); see Position.Converted
)

// Move is one move, 8 bytes (it is copied in the hot loops). From and To are squares
// (for castling the king's; for a swap the bishop's and its partner's). Promo is the
// kind promoted to (0 none). Flags say what the move is. What a module's move does
// beyond that is asked of the position: CastleSide and CastleRook (castling),
// Converted (Cowardly Crew conversions), SwapPartner, EnPassantVictim.
type Move struct {
	From, To board.Square
	Promo    uint8
	Flags    uint8
	// side is the castling side index of a castling move (castling.go).
	side uint8
	// conv is the Cowardly Crew conversion set of a capture (captureconversion.go):
	// bit i set means the enemy piece at the i-th king-step neighbour of To
	// (nbrOff order) changes sides.
	conv uint8
}

// NoMove is the zero Move, never legal.
var NoMove = Move{From: board.NoSquare, To: board.NoSquare}

// Is reports whether every flag in f is set.
func (m Move) Is(f uint8) bool { return m.Flags&f == f }

type convState uint8

const (
	convNone convState = iota
	convCan
	convMust
)

type undo struct {
	m        Move
	moved    Piece // the piece that stood on From
	captured Piece
	capSq    board.Square
	ep       board.Square
	epVictim board.Square
	halfmove int32
	hash     uint64
	unmoved  [4]uint64
	king     [2]board.Square
	conv     [2][maxHomes]convState
	swap     [2]bool
}

// Position is a board, the side to move, castling rights (as unmoved kings and rooks),
// the en passant target, the clocks and the state of every rule module.
type Position struct {
	R        *Rules
	board    []Piece
	unmoved  [4]uint64 // bit s: the piece on s has not moved (256 squares)
	side     rules.Color
	ep       board.Square // en passant target square or NoSquare
	epVictim board.Square // the pawn that can be taken there
	halfmove int          // plies since the last capture or pawn move
	fullmove int          // 1-based move number
	hash     uint64
	king     [2]board.Square
	conv     [2][maxHomes]convState
	swap     [2]bool
	hist     []undo
	// gen is the state of the move generation under way (movegen.go); scratch a
	// move buffer for HasLegalMove and epCapturable.
	gen     genState
	scratch []Move
	// check caches InCheck for the current position: 0 unknown, 1 no, 2 yes.
	check uint8
	// bb[pc] is the set of squares holding piece pc (pc = kind | colour bit).
	bb [64]bitset
}

// put places pc (not Empty) on the empty square s.
func (p *Position) put(s board.Square, pc Piece) {
	p.board[s] = pc
	p.bb[pc].set(s)
}

// take empties s.
func (p *Position) take(s board.Square) {
	if pc := p.board[s]; pc != Empty {
		p.bb[pc].unset(s)
		p.board[s] = Empty
	}
}

// Start returns the variant's start position (castling rights all present, every
// module in its start state).
func (r *Rules) Start() *Position { return r.StartInto(nil) }

// StartInto resets p to the variant's start position, reusing its memory, and
// returns it; a nil p, or one of another variant, is replaced by a new position.
func (r *Rules) StartInto(p *Position) *Position {
	if p == nil || p.R != r {
		p = r.newPosition()
	} else {
		*p = Position{R: r, board: p.board, ep: board.NoSquare, epVictim: board.NoSquare, fullmove: 1, hist: p.hist[:0]}
	}
	copy(p.board, r.setup)
	p.side = r.V.SideToMove
	for s := 0; s < r.N; s++ {
		if p.board[s] != Empty {
			p.setUnmoved(board.Square(s))
		}
	}
	p.initState(true)
	return p
}

func (r *Rules) newPosition() *Position {
	return &Position{R: r, board: make([]Piece, r.N), ep: board.NoSquare, epVictim: board.NoSquare, fullmove: 1, hist: make([]undo, 0, 64)}
}

// initState finds the kings, computes the hash and, when start is set, gives each
// module its start state.
func (p *Position) initState(start bool) {
	p.king = [2]board.Square{board.NoSquare, board.NoSquare}
	p.hash = 0
	p.bb = [64]bitset{}
	for s, pc := range p.board {
		if pc == Empty {
			continue
		}
		p.bb[pc].set(board.Square(s))
		if p.R.kinds[pc.Kind()].royal && p.king[pc.Color()] == board.NoSquare {
			p.king[pc.Color()] = board.Square(s)
		}
		p.hash ^= zobPiece(pc, board.Square(s))
	}
	if p.side == rules.Black {
		p.hash ^= zobSide
	}
	if start {
		if bc := p.R.V.BishopConversion; bc != nil {
			bk := p.R.KindOf(bc.Piece)
			for c := rules.White; c <= rules.Black; c++ {
				for i, h := range bc.Homes[c] {
					if pc := p.board[h]; pc.Kind() == bk && pc.Color() == c {
						p.conv[c][i] = convCan
					}
				}
			}
		}
		if p.R.V.BishopSwap != nil {
			p.swap = [2]bool{true, true}
		}
	}
}

// Clone returns an independent copy (history included).
func (p *Position) Clone() *Position {
	q := *p
	q.board = append([]Piece(nil), p.board...)
	q.hist = append(make([]undo, 0, cap(p.hist)), p.hist...)
	q.scratch = nil
	return &q
}

// Side returns the side to move.
func (p *Position) Side() rules.Color { return p.side }

// At returns the piece on s (Empty when none).
func (p *Position) At(s board.Square) Piece { return p.board[s] }

// EnPassant returns the en passant target square, or NoSquare.
func (p *Position) EnPassant() board.Square { return p.ep }

// HalfmoveClock returns the plies since the last capture or pawn move.
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
func (p *Position) Plies() int { return len(p.hist) }

// LastMove returns the last move made, or NoMove.
func (p *Position) LastMove() Move {
	if len(p.hist) == 0 {
		return NoMove
	}
	return p.hist[len(p.hist)-1].m
}

func (p *Position) setUnmoved(s board.Square) { p.unmoved[s>>6] |= 1 << (uint(s) & 63) }
func (p *Position) clearUnmoved(s board.Square) {
	p.unmoved[s>>6] &^= 1 << (uint(s) & 63)
}

// Make plays m, which must come from LegalMoves of this position.
func (p *Position) Make(m Move) {
	us := p.side
	them := us.Other()
	// the undo record is written in place: the hooks get a pointer to it
	p.hist = append(p.hist, undo{m: m, ep: p.ep, epVictim: p.epVictim, halfmove: int32(p.halfmove), hash: p.hash,
		unmoved: p.unmoved, king: p.king, conv: p.conv, swap: p.swap, capSq: board.NoSquare})
	u := &p.hist[len(p.hist)-1]
	pc := p.board[m.From]
	u.moved = pc
	p.check = 0
	p.halfmove++
	if p.ep != board.NoSquare {
		p.hash ^= zobEP(p.ep)
	}
	p.ep, p.epVictim = board.NoSquare, board.NoSquare
	r := p.R
	switch {
	case m.Flags&r.hooks.owns != 0:
		r.hooks.owner[bits.TrailingZeros8(m.Flags&r.hooks.owns)].make(p, m, u)
	case m.Flags&FlagSwap != 0:
		partner := p.board[m.To]
		p.take(m.From)
		p.take(m.To)
		p.put(m.From, partner)
		p.put(m.To, pc)
		p.hash ^= zobPiece(pc, m.From) ^ zobPiece(pc, m.To) ^ zobPiece(partner, m.To) ^ zobPiece(partner, m.From)
		p.clearUnmoved(m.From)
		p.clearUnmoved(m.To)
		p.swap[us] = false
		if r.kinds[pc.Kind()].royal {
			p.king[us] = m.To
		}
		if r.kinds[partner.Kind()].royal {
			p.king[us] = m.From
		}
	default:
		capSq := m.To
		if m.Flags&FlagEnPassant != 0 {
			capSq = u.epVictim
		}
		if cp := p.board[capSq]; cp != Empty {
			u.captured, u.capSq = cp, capSq
			p.take(capSq)
			p.hash ^= zobPiece(cp, capSq)
			p.halfmove = 0
			if r.homeIdx[them] != nil {
				if i := r.homeIdx[them][capSq]; i >= 0 {
					p.conv[them][i] = convNone
				}
			}
		}
		np := pc
		if m.Promo != 0 {
			np = MakePiece(int(m.Promo), us)
		}
		p.take(m.From)
		p.put(m.To, np)
		p.hash ^= zobPiece(pc, m.From) ^ zobPiece(np, m.To)
		p.clearUnmoved(m.From)
		p.clearUnmoved(m.To)
		ki := &r.kinds[pc.Kind()]
		if ki.royal {
			p.king[us] = m.To
		}
		if ki.pawn {
			p.halfmove = 0
			if m.Flags&FlagDouble != 0 && r.V.EnPassant != nil {
				p.ep = board.Square((int(m.From) + int(m.To)) / 2)
				p.epVictim = m.To
				p.hash ^= zobEP(p.ep)
			}
		}
		if r.homeIdx[us] != nil {
			if m.Flags&FlagConvert != 0 {
				p.conv[us] = [maxHomes]convState{}
			} else if i := r.homeIdx[us][m.From]; i >= 0 && p.conv[us][i] != convNone {
				// Seed (symmetric-chess.txt): "if he makes a normal move with one of his
				// bishops, the first move made with the other must be a conversion move".
				p.conv[us][i] = convNone
				for j := range p.conv[us] {
					if p.conv[us][j] == convCan {
						p.conv[us][j] = convMust
					}
				}
			}
		}
		if m.conv != 0 {
			p.flip(m.To, m.conv, them)
		}
	}
	for _, md := range r.hooks.after {
		md.after(p, m, u)
	}
	if us == rules.Black {
		p.fullmove++
	}
	p.side = them
	p.hash ^= zobSide
}

// flip changes the colour of the pieces on the neighbours of to selected by mask.
func (p *Position) flip(to board.Square, mask uint8, from rules.Color) {
	nb, dirs := p.R.nbr[to], p.R.nbrDir[to]
	for j, t := range nb {
		if mask&(1<<uint(dirs[j])) == 0 {
			continue
		}
		old := p.board[t]
		np := old ^ blackBit
		p.take(t)
		p.put(t, np)
		p.hash ^= zobPiece(old, t) ^ zobPiece(np, t)
		p.clearUnmoved(t)
		if hi := p.R.homeIdx[from]; hi != nil && hi[t] >= 0 {
			p.conv[from][hi[t]] = convNone
		}
	}
}

// unflip restores colours flipped by flip (board only).
func (p *Position) unflip(to board.Square, mask uint8) {
	nb, dirs := p.R.nbr[to], p.R.nbrDir[to]
	for j, t := range nb {
		if mask&(1<<uint(dirs[j])) != 0 {
			old := p.board[t]
			p.take(t)
			p.put(t, old^blackBit)
		}
	}
}

// Unmake takes back the last move. It panics when there is none (a programming error).
func (p *Position) Unmake() {
	u := &p.hist[len(p.hist)-1]
	p.hist = p.hist[:len(p.hist)-1]
	p.check = 0
	m := u.m
	p.side = p.side.Other()
	us := p.side
	h := &p.R.hooks
	for i := len(h.after) - 1; i >= 0; i-- {
		h.after[i].undoAfter(p, m, u)
	}
	switch {
	case m.Flags&h.owns != 0:
		h.owner[bits.TrailingZeros8(m.Flags&h.owns)].unmake(p, m, u)
	case m.Flags&FlagSwap != 0:
		a, b := p.board[m.From], p.board[m.To]
		p.take(m.From)
		p.take(m.To)
		p.put(m.From, b)
		p.put(m.To, a)
	default:
		if m.conv != 0 {
			p.unflip(m.To, m.conv)
		}
		p.take(m.To)
		p.put(m.From, u.moved)
		if u.capSq != board.NoSquare {
			p.put(u.capSq, u.captured)
		}
	}
	if us == rules.Black {
		p.fullmove--
	}
	p.ep, p.epVictim = u.ep, u.epVictim
	p.halfmove = int(u.halfmove)
	p.hash = u.hash
	p.unmoved = u.unmoved
	p.king = u.king
	p.conv = u.conv
	p.swap = u.swap
}

// ConversionRight returns the bishop-conversion right held on home square s for
// colour c: "can", "must", or "" (none, or s is no home of c).
func (p *Position) ConversionRight(s board.Square, c rules.Color) string {
	if p.R.homeIdx[c] == nil || p.R.homeIdx[c][s] < 0 {
		return ""
	}
	return [...]string{"", "can", "must"}[p.conv[c][p.R.homeIdx[c][s]]]
}

// SwapRight reports whether c may still make a bishop swap.
func (p *Position) SwapRight(c rules.Color) bool { return p.swap[c] }

// EnPassantVictim returns the square of the pawn an en passant capture would take, or NoSquare.
func (p *Position) EnPassantVictim() board.Square { return p.epVictim }
