package position

import (
	"fmt"
	"strings"

	"github.com/gamecourier/courier/pkg/betza"
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

func init() { registerModule(rules.ModFirstLeaps, moduleDef{compile: compileFirstLeaps}) }

// firstLeaps is the first_leaps rule module (rules.FirstLeaps; Cambodian chess,
// Fairy-Stockfish's cambodianMoves): a piece of a leaping kind on a back-rank
// square of its side that holds a right may leap, without capturing, by its
// first leaps. The right of a square is its piece's unmoved mark
// (Position.unmoved): a move from or to the square clears it, as
// Fairy-Stockfish clears a gate, and a royal piece's is cleared when an enemy
// piece of an aimedBy kind moves onto its rank or file. The FEN's castling field
// names the rights by file letters ("DEde"). Its moves carry its owner index
// and are made as plain moves.
type firstLeaps struct {
	r   *Rules
	own uint8
	// leaps[k]: the leaps of kind k, White's view ({dx, dy}); nil: none
	leaps [][][2]int
	// notInCheck[k]: kind k may not leap while its side is in check
	notInCheck []bool
	// aimedBy: bit k set when an enemy move of kind k onto a royal piece's
	// rank or file takes its right
	aimedBy uint64
	kinds   []int
	// backAt[c]: colour c's back rank (traits.onlyAt); back: both
	backAt [2]bitset
	rank   [2]int
}

func compileFirstLeaps(r *Rules) (module, error) {
	fl := rules.FirstLeapsParams.Of(r.V)
	if fl == nil {
		return nil, nil
	}
	if r.G.Files > 16 {
		return nil, fmt.Errorf("first_leaps: %d files; at most 16", r.G.Files)
	}
	if c := r.V.Castling; c != nil {
		return nil, fmt.Errorf("first_leaps with castling is not supported: both read the castling field")
	}
	if rules.GatingParams.Of(r.V) != nil {
		return nil, fmt.Errorf("first_leaps with gating is not supported: both read the castling field's file letters")
	}
	md := &firstLeaps{r: r, leaps: make([][][2]int, len(r.kinds)), notInCheck: make([]bool, len(r.kinds))}
	for l, s := range fl.Leaps {
		k := r.KindOf(l)
		if k == 0 {
			return nil, fmt.Errorf("first_leaps: %q is no piece of the variant", string(l))
		}
		atoms, err := betza.Parse(s)
		if err != nil {
			return nil, fmt.Errorf("first_leaps: %s: %v", string(l), err)
		}
		for _, a := range atoms {
			if a.Range != 1 || a.Hop != betza.HopNone {
				return nil, fmt.Errorf("first_leaps: %s %q: only leaps", string(l), s)
			}
			md.leaps[k] = append(md.leaps[k], [2]int{int(a.DX), int(a.DY)})
		}
		md.kinds = append(md.kinds, k)
	}
	for _, l := range fl.NotInCheck {
		if k := r.KindOf(l); k != 0 {
			md.notInCheck[k] = true
		}
	}
	for _, l := range fl.AimedBy {
		if k := r.KindOf(l); k != 0 && k < 64 {
			md.aimedBy |= 1 << k
		}
	}
	md.rank = [2]int{0, r.G.Ranks - 1}
	for c := rules.White; c <= rules.Black; c++ {
		for f := 0; f < r.G.Files; f++ {
			md.backAt[c].set(r.G.Sq(f, md.rank[c]))
		}
	}
	return md, nil
}

func (md *firstLeaps) traits() traits {
	return traits{name: rules.ModFirstLeaps, kinds: md.kinds, onlyAt: &md.backAt, ownsMoves: true, fullOwn: true,
		plainBoard: true, noAfter: md.aimedBy == 0, effectsOn: fxOwned, fields: []fenField{fenCastling}, keyOn: md.keyOn()}
}

// keyOn: the back ranks (the key is 0 while no piece there is unmoved).
func (md *firstLeaps) keyOn() *bitset {
	b := md.backAt[0]
	b.or(&md.backAt[1])
	return &b
}

func (md *firstLeaps) setOwner(i uint8) { md.own = i }

// rightAt reports whether the piece on s, of colour c, holds a right: a piece
// of a leaping kind, unmoved, on c's back rank.
func (md *firstLeaps) rightAt(p *Position, c rules.Color, s board.Square) bool {
	pc := p.board[s]
	return pc != Empty && pc.Color() == c && md.leaps[pc.Kind()] != nil && md.backAt[c].has(s) && p.Unmoved(s)
}

// pieceMoves adds the first leaps of the piece on s (in relax mode also while in
// check).
func (md *firstLeaps) pieceMoves(p *Position, buf []Move, s board.Square, gs *genState) ([]Move, bool) {
	us := p.side
	if !md.rightAt(p, us, s) {
		return buf, false
	}
	k := p.board[s].Kind()
	if md.notInCheck[k] && !gs.relax && p.InCheck() {
		return buf, false
	}
	g := p.R.G
	f, rk := g.File(s), g.Rank(s)
	for _, d := range md.leaps[k] {
		dx, dy := d[0], d[1]
		if us == rules.Black {
			dx, dy = -dx, -dy
		}
		t := g.Sq(f+dx, rk+dy)
		if t == board.NoSquare || p.board[t] != Empty {
			continue
		}
		m := Move{From: s, To: t, owner: md.own}
		if gs.pseudo || p.leavesRoyalSafe(m) {
			buf = append(buf, m)
		}
	}
	return buf, false
}

// after: a move of an aimedBy kind onto the rank or file of the enemy royal
// piece takes that piece's right (Fairy-Stockfish: "remove king leaping right
// when aimed by a rook").
func (md *firstLeaps) after(p *Position, m Move, u *undo) {
	if md.aimedBy>>u.moved.Kind()&1 == 0 {
		return
	}
	them := p.side.Other()
	k := p.king[them]
	if k == board.NoSquare || !md.rightAt(p, them, k) {
		return
	}
	g := p.R.G
	if g.File(k) == g.File(m.To) || g.Rank(k) == g.Rank(m.To) {
		p.clearUnmoved(k)
	}
}

// readFEN takes a file letter of the castling field (finishFEN reads the field
// whole).
func (md *firstLeaps) readFEN(p *Position, field fenField, f string, j, col int) (int, error) {
	up := f[j]
	if up >= 'a' && up <= 'z' {
		up -= 'a' - 'A'
	}
	if up < 'A' || int(up-'A') >= p.R.G.Files {
		return 0, nil
	}
	return 1, nil
}

// finishFEN: each back-rank square of a side keeps its unmoved mark (its right)
// when a file letter of the field names it and a piece of that side stands
// there; every other back-rank square loses it.
func (md *firstLeaps) finishFEN(p *Position, field fenField, f string, col int) error {
	var named [2]uint32
	for j := 0; j < len(f) && f != "-"; j++ {
		c, up := rules.White, f[j]
		if up >= 'a' && up <= 'z' {
			c, up = rules.Black, up-('a'-'A')
		}
		named[c] |= 1 << (up - 'A')
	}
	g := p.R.G
	for c := rules.White; c <= rules.Black; c++ {
		for file := 0; file < g.Files; file++ {
			s := g.Sq(file, md.rank[c])
			if pc := p.board[s]; named[c]>>file&1 != 0 && pc != Empty && pc.Color() == c {
				p.setUnmoved(s)
			} else {
				p.clearUnmoved(s)
			}
		}
	}
	return nil
}

// writeFEN writes the file letter of every back-rank square whose piece holds
// a right, White's (upper case) first.
func (md *firstLeaps) writeFEN(p *Position, field fenField, b *strings.Builder) {
	g := p.R.G
	for c := rules.White; c <= rules.Black; c++ {
		for file := 0; file < g.Files; file++ {
			if !md.rightAt(p, c, g.Sq(file, md.rank[c])) {
				continue
			}
			l := byte('A' + file)
			if c == rules.Black {
				l += 'a' - 'A'
			}
			b.WriteByte(l)
		}
	}
}

// key: the rights of both sides (they change the legal moves).
func (md *firstLeaps) key(p *Position) uint64 {
	var x uint64
	g := p.R.G
	for c := rules.White; c <= rules.Black; c++ {
		for file := 0; file < g.Files; file++ {
			if md.rightAt(p, c, g.Sq(file, md.rank[c])) {
				x |= 1 << (int(c)*16 + file)
			}
		}
	}
	if x == 0 {
		return 0
	}
	x += 0x9e3779b97f4a7c15
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// EffectFirstLeap: the move is a first leap (Cambodian: the king's knight leap,
// the met's double step).
const EffectFirstLeap EffectKind = "first_leap"

func (md *firstLeaps) effects(p *Position, m Move, buf []Effect) []Effect {
	if m.owner == md.own {
		buf = append(buf, effectOf(rules.ModFirstLeaps, EffectFirstLeap, p.board[m.From].Kind()))
	}
	return buf
}

// FirstLeapRight reports whether the piece on s, of colour c, may still make
// its first leaps (false without the first_leaps module).
func (p *Position) FirstLeapRight(c rules.Color, s board.Square) bool {
	md := moduleOf[*firstLeaps](p.R)
	return md != nil && p.R.G.Contains(s) && md.rightAt(p, c, s)
}
