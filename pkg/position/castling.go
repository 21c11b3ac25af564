package position

import (
	"fmt"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

func init() { registerModule(rules.ModCastling, moduleDef{compile: compileCastling}) }

// castling is the castling rule module (rules.Castling): king and rook unmoved on
// their squares, every square between them and both destinations empty but for
// the two pieces, the king not in check and no square it crosses or lands on
// attacked. Its moves carry FlagCastle, the king's squares in From/To and the side
// index in Move.side. Its rights are the unmoved king and rook of each side.
type castling struct {
	baseModule
	r *Rules
	// sq[c][i]: king, rook, king_to, rook_to of castling side i for colour c
	sq [2][][4]board.Square
}

// castleState is castling's slot of the module state (the rights live in the
// position's unmoved set: a side may castle while its king and rook are unmoved).
type castleState struct{}

func compileCastling(r *Rules) (module, error) {
	v := r.V
	if v.Castling == nil {
		return nil, nil
	}
	md := &castling{r: r}
	for _, cs := range v.Castling.Sides {
		w := [4]board.Square{cs.King, cs.Rook, cs.KingTo, cs.RookTo}
		var b [4]board.Square
		for j, x := range w {
			if !r.G.Contains(x) {
				return nil, fmt.Errorf("castling square %d is off the board", x)
			}
			b[j] = r.G.Mirror(x)
		}
		md.sq[rules.White] = append(md.sq[rules.White], w)
		md.sq[rules.Black] = append(md.sq[rules.Black], b)
	}
	r.castle = md
	return md, nil
}

func (md *castling) traits() traits {
	var royal []int
	for k := 1; k < len(md.r.kinds); k++ {
		if md.r.kinds[k].royal {
			royal = append(royal, k)
		}
	}
	return traits{name: rules.ModCastling, moves: true, moveKinds: royal, key: true, owns: FlagCastle, fullCheck: FlagCastle,
		fields: []fenField{fenCastling}}
}

// squares returns side i's squares for colour c: king, rook, king_to, rook_to.
func (md *castling) squares(i int, c rules.Color) (k, rk, kt, rt board.Square) {
	q := &md.sq[c][i]
	return q[0], q[1], q[2], q[3]
}

// CastleSquares returns castling side i's squares for colour c: king, rook,
// king_to, rook_to (i from 0 to CastleSides()-1).
func (r *Rules) CastleSquares(i int, c rules.Color) (k, rk, kt, rt board.Square) {
	return r.castle.squares(i, c)
}

// CastleSides returns the number of castling sides of the variant (0 without castling).
func (r *Rules) CastleSides() int {
	if r.castle == nil {
		return 0
	}
	return len(r.castle.sq[rules.White])
}

// CastleSide returns the castling side index of m (see CastleSquares), or -1 when
// m is no castling.
func (p *Position) CastleSide(m Move) int {
	if m.Flags&FlagCastle == 0 {
		return -1
	}
	return int(m.side)
}

// CastleRook returns the rook's squares of the castling m, made by the side to
// move: where it stands and where it goes; ok is false when m is no castling.
func (p *Position) CastleRook(m Move) (from, to board.Square, ok bool) {
	if m.Flags&FlagCastle == 0 || p.R.castle == nil {
		return board.NoSquare, board.NoSquare, false
	}
	_, rk, _, rt := p.R.castle.squares(int(m.side), p.side)
	return rk, rt, true
}

// can reports whether side i's king and rook of c are in place and unmoved.
func (md *castling) can(p *Position, i int, c rules.Color) bool {
	k, rk, _, _ := md.squares(i, c)
	kp, rp := p.board[k], p.board[rk]
	return kp != Empty && rp != Empty && kp.Color() == c && rp.Color() == c &&
		p.R.kinds[kp.Kind()].royal && !p.R.kinds[rp.Kind()].royal && p.Unmoved(k) && p.Unmoved(rk)
}

// moves adds the castling moves of the side to move (those of its king when from
// is its square). In relax mode (CandidateMoves) check and attacked squares are
// not looked at.
func (md *castling) moves(p *Position, buf []Move, gs *genState, from board.Square) []Move {
	us := p.side
	them := us.Other()
	if from != board.NoSquare && from != p.king[us] {
		return buf
	}
	relax := gs.relax
	if !relax && p.InCheck() {
		return buf
	}
	for i := range md.sq[us] {
		if !md.can(p, i, us) {
			continue
		}
		k, rk, kt, rt := md.squares(i, us)
		lo, hi := k, k
		for _, s := range [3]board.Square{rk, kt, rt} {
			if s < lo {
				lo = s
			}
			if s > hi {
				hi = s
			}
		}
		ok := true
		for s := lo; s <= hi; s++ {
			if s != k && s != rk && p.board[s] != Empty {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		step := board.Square(1)
		if kt < k {
			step = -1
		}
		for s := k + step; ok && !relax && s != kt+step; s += step {
			if p.Attacked(s, them) {
				ok = false
			}
		}
		if !ok {
			continue
		}
		m := Move{From: k, To: kt, Flags: FlagCastle, side: uint8(i)}
		if relax || p.leavesRoyalSafe(m) {
			buf = append(buf, m)
		}
	}
	return buf
}

func (md *castling) make(p *Position, m Move, u *undo) {
	us := p.side
	_, rk, kt, rt := md.squares(int(m.side), us)
	pc, rook := u.moved, p.board[rk]
	p.take(m.From)
	p.take(rk)
	p.put(kt, pc)
	p.put(rt, rook)
	p.hash ^= zobPiece(pc, m.From) ^ zobPiece(pc, kt) ^ zobPiece(rook, rk) ^ zobPiece(rook, rt)
	p.clearUnmoved(m.From)
	p.clearUnmoved(rk)
	p.king[us] = kt
}

// unmake runs with p.side already the castling side.
func (md *castling) unmake(p *Position, m Move, u *undo) {
	_, rk, kt, rt := md.squares(int(m.side), p.side)
	rook := p.board[rt]
	p.take(kt)
	p.take(rt)
	p.put(m.From, u.moved)
	p.put(rk, rook)
}

// readFEN reads one castling letter: K/Q for the outermost rook on that wing, a
// Shredder file letter for the rook on that file. A right needs the king and the
// rook on their squares; the unmoved set is fixed by finishFEN.
func (md *castling) readFEN(p *Position, field fenField, f string, j, col int) (int, error) {
	r := p.R
	ch := f[j]
	c := rules.White
	up := ch
	if ch >= 'a' && ch <= 'z' {
		c, up = rules.Black, ch-('a'-'A')
	}
	idx := md.sideFor(up, c)
	if idx < 0 {
		return 0, nil
	}
	k, rk, _, _ := md.squares(idx, c)
	kp, rp := p.board[k], p.board[rk]
	if kp == Empty || kp.Color() != c || !r.kinds[kp.Kind()].royal {
		return 0, &FENError{"castling", col + j, fmt.Sprintf("%q: no %s king on %s", ch, c, r.G.Name(k))}
	}
	if rp == Empty || rp.Color() != c || r.kinds[rp.Kind()].royal {
		return 0, &FENError{"castling", col + j, fmt.Sprintf("%q: no %s rook on %s", ch, c, r.G.Name(rk))}
	}
	return 1, nil
}

// finishFEN sets the unmoved bits of the castling pieces from the rights of the
// field f (read by readFEN): king and rook unmoved for a right, the rook moved for
// a side without one.
func (md *castling) finishFEN(p *Position, field fenField, f string, col int) error {
	var want [2]uint32
	for j := 0; j < len(f) && f != "-"; j++ {
		c, up := rules.White, f[j]
		if up >= 'a' && up <= 'z' {
			c, up = rules.Black, up-('a'-'A')
		}
		if i := md.sideFor(up, c); i >= 0 {
			want[c] |= 1 << i
		}
	}
	for c := rules.White; c <= rules.Black; c++ {
		for i := range md.sq[c] {
			k, rk, _, _ := md.squares(i, c)
			if want[c]&(1<<i) != 0 {
				p.setUnmoved(k)
				p.setUnmoved(rk)
			} else {
				p.clearUnmoved(rk)
			}
		}
	}
	return nil
}

// sideFor maps a castling letter (upper case) of colour c to a side index:
// K = the side whose rook is toward the last file (the outermost one), Q = toward
// file a, a file letter = the side whose rook stands on that file (Shredder style).
func (md *castling) sideFor(up byte, c rules.Color) int {
	g := md.r.G
	best := -1
	for i := range md.sq[c] {
		k, rk, _, _ := md.squares(i, c)
		kf, rf := g.File(k), g.File(rk)
		switch {
		case up == 'K' && rf > kf, up == 'Q' && rf < kf:
			if best < 0 {
				best = i
			} else if _, br, _, _ := md.squares(best, c); (up == 'K' && rf > g.File(br)) || (up == 'Q' && rf < g.File(br)) {
				best = i
			}
		case up != 'K' && up != 'Q' && int(up-'A') == rf:
			return i
		}
	}
	return best
}

// writeFEN writes the castling field letters: K/Q for the outermost rook on each
// wing, a Shredder file letter for any other.
func (md *castling) writeFEN(p *Position, field fenField, b *strings.Builder) {
	g := md.r.G
	for c := rules.White; c <= rules.Black; c++ {
		var ks, qs []byte
		for i := range md.sq[c] {
			if !md.can(p, i, c) {
				continue
			}
			k, rk, _, _ := md.squares(i, c)
			l := byte('A' + g.File(rk))
			if md.sideFor('K', c) == i {
				l = 'K'
			} else if md.sideFor('Q', c) == i {
				l = 'Q'
			}
			if c == rules.Black {
				l += 'a' - 'A'
			}
			if g.File(rk) > g.File(k) {
				ks = append(ks, l)
			} else {
				qs = append(qs, l)
			}
		}
		b.Write(ks)
		b.Write(qs)
	}
}

// key: the castling rights, one key per side and colour.
func (md *castling) key(p *Position) uint64 {
	var h uint64
	for c := rules.White; c <= rules.Black; c++ {
		for i := range md.sq[c] {
			if md.can(p, i, c) {
				h ^= zobCastle[int(c)*32+i%32]
			}
		}
	}
	return h
}
