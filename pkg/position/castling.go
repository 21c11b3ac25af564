package position

import (
	"fmt"
	"slices"
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
//
// With rules.Castling.FromPosition (Chess960) the king's and rooks' start squares
// are position state (castleSquares), set from the setup or a FEN's castling field;
// king_to and rook_to stay the preset's.
type castling struct {
	r   *Rules
	own uint8 // owner index (Move.owner)
	// sq[c][i]: king, rook, king_to, rook_to of castling side i for colour c (in
	// from mode king and rook are the preset's setup squares, not used for moves)
	sq [2][][4]board.Square
	// from: the king and rook squares come from the position (castleSquares).
	from bool
	// rookKind[i]: the kind that castles on side i in from mode (the kind on the
	// side's rook square in the setup); wing[i]: +1 when side i's rook stands toward
	// the last file from the king, -1 toward file a.
	rookKind []int
	wing     []int
	// rank[c]: the 0-based rank of colour c's castling king in from mode.
	rank [2]int
	// fixedKind[c][i]: the castling piece's kind of side i for colour c with fixed
	// squares (the kind on the side's rook square in the setup), 0 when the setup
	// has none there (then any non-royal piece of the side castles, as before).
	fixedKind [2][]int
	// kingKind[c][i]: with fixed squares, the kind that castles as the king on side
	// i for colour c: the setup's non-royal piece on the king square when the
	// variant has no royal piece there (giveaway: the king is an ordinary piece),
	// 0 for the royal piece (the common case).
	kingKind [2][]int
	// plainKing[c]: some side of colour c castles a non-royal king (kingKind)
	plainKing [2]bool
	// kingSqs: with fixed squares, the king squares of every side and colour (no
	// right is left while none of them holds an unmoved piece); keySqs and keyList:
	// the king and rook squares, whose pieces and unmoved marks the rights are
	// read from (castleKey caches them)
	kingSqs, keySqs bitset
	keyList         []board.Square
	// barred[c] bit i: colour c never castles on side i (rules.CastleSide.Barred);
	// its rook square starts moved. opposite: castling on a wing takes the
	// opponent's sides on that wing (rules.Castling.Opposite).
	barred   [2]uint32
	opposite bool
	// royals: the royal_pieces module, which decides check (set by its
	// compile), nil without it
	royals *royalPieces
}

// maxKeySqs is the most king and rook squares a castling key is cached for.
const maxKeySqs = 16

// castleKey is the last castling key of a position with fixed squares and the
// inputs it was computed from: the unmoved set on the king and rook squares and
// their pieces. The key is computed again only when one of them changed.
type castleKey struct {
	ok      bool
	unmoved [4]uint64
	pcs     [maxKeySqs]Piece
	key     uint64
}

// maxCastleSides is the most castling sides a preset with from_position may have
// (one per wing).
const maxCastleSides = 2

// castleSquares is castling's state that is set once per game, outside the
// module state that Make saves (Position.castleSq): in from mode has[c] bit i says
// side i of colour c has a rook, on rook[c][i], and king[c] is colour c's castling
// king square. The squares never change during a game (a right is lost through the
// unmoved set), so Make and Unmake leave them alone.
type castleSquares struct {
	king [2]board.Square
	rook [2][maxCastleSides]board.Square
	has  [2]uint8
	// fen: the squares were read from a FEN's castling field (start keeps them).
	fen bool
	// key caches castling's part of the repetition key (fixed squares only).
	key castleKey
}

func compileCastling(r *Rules) (module, error) {
	v := r.V
	if v.Castling == nil {
		return nil, nil
	}
	md := &castling{r: r, opposite: v.Castling.Opposite}
	for i, cs := range v.Castling.Sides {
		for c := rules.White; c <= rules.Black; c++ {
			if cs.Barred[c] {
				md.barred[c] |= 1 << uint(i%32)
			}
		}
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
		md.kingSqs.set(w[0])
		md.kingSqs.set(b[0])
		for _, x := range [...]board.Square{w[0], w[1], b[0], b[1]} {
			if !md.keySqs.has(x) {
				md.keySqs.set(x)
				md.keyList = append(md.keyList, x)
			}
		}
		md.fixedKind[rules.White] = append(md.fixedKind[rules.White], castlingKind(r, w[1]))
		md.fixedKind[rules.Black] = append(md.fixedKind[rules.Black], castlingKind(r, b[1]))
		md.kingKind[rules.White] = append(md.kingKind[rules.White], castlingKind(r, w[0]))
		md.kingKind[rules.Black] = append(md.kingKind[rules.Black], castlingKind(r, b[0]))
	}
	for c := rules.White; c <= rules.Black; c++ {
		for i, k := range md.kingKind[c] {
			if md.barred[c]&(1<<uint(i%32)) != 0 {
				md.kingKind[c][i] = 0 // never castles: no king of its own
				continue
			}
			md.plainKing[c] = md.plainKing[c] || k != 0
		}
	}
	if v.Castling.FromPosition && (md.barred[0]|md.barred[1] != 0 || md.opposite) {
		return nil, fmt.Errorf("castling from the position: no side barred for a player, no opposite castling")
	}
	if v.Castling.FromPosition {
		if len(v.Castling.Sides) > maxCastleSides {
			return nil, fmt.Errorf("castling from the position: at most %d sides (one per wing)", maxCastleSides)
		}
		md.from = true
		if md.plainKing[rules.White] || md.plainKing[rules.Black] {
			return nil, fmt.Errorf("castling from the position needs a royal king on %s (a non-royal king castles only from fixed squares)", r.G.Name(v.Castling.Sides[0].King))
		}
		for i, cs := range v.Castling.Sides {
			w := v.Castling.Wing(i, r.G)
			if w == 0 || cs.King != v.Castling.Sides[0].King || (i > 0 && w == md.wing[0]) {
				return nil, fmt.Errorf("castling from the position: the sides need one king square and one wing each")
			}
			k := r.setup[cs.Rook].Kind()
			if k == 0 || r.kinds[k].royal {
				return nil, fmt.Errorf("castling from the position: the setup has no castling piece on %s", r.G.Name(cs.Rook))
			}
			md.rookKind = append(md.rookKind, k)
			md.wing = append(md.wing, w)
		}
		md.rank = [2]int{r.G.Rank(md.sq[rules.White][0][0]), r.G.Rank(md.sq[rules.Black][0][0])}
	}
	r.castle = md
	return md, nil
}

// castlingKind is the kind of the non-royal piece on s in the setup, 0 when none
// (a pawn is none: it never castles, as king or as rook; horde's White).
func castlingKind(r *Rules, s board.Square) int {
	pc := r.setup[s]
	if pc == Empty || r.kinds[pc.Kind()].royal || r.kinds[pc.Kind()].pawn {
		return 0
	}
	return pc.Kind()
}

// isCastlingPiece reports whether pc is a castling piece of colour c for side i
// with fixed squares: the setup's kind on the rook square (RULES.md: castling
// moves the rook, never another piece that stands on the rook's square), or any
// non-royal piece of c but a pawn when the setup has none there.
func (md *castling) isCastlingPiece(pc Piece, i int, c rules.Color) bool {
	if pc == Empty || pc.Color() != c || md.r.kinds[pc.Kind()].royal || md.r.kinds[pc.Kind()].pawn {
		return false
	}
	k := md.fixedKind[c][i]
	return k == 0 || pc.Kind() == k
}

// isKing reports whether pc is the piece that castles as colour c's king on side
// i with fixed squares: a royal piece, or the setup's non-royal piece on the king
// square (kingKind).
func (md *castling) isKing(pc Piece, i int, c rules.Color) bool {
	if pc == Empty || pc.Color() != c {
		return false
	}
	if k := md.kingKind[c][i]; k != 0 {
		return pc.Kind() == k
	}
	return md.r.kinds[pc.Kind()].royal
}

func (md *castling) traits() traits {
	var royal []int
	for k := 1; k < len(md.r.kinds); k++ {
		if md.r.kinds[k].royal || slices.Contains(md.kingKind[rules.White], k) || slices.Contains(md.kingKind[rules.Black], k) {
			royal = append(royal, k)
		}
	}
	t := traits{name: rules.ModCastling, moveKinds: royal, ownsMoves: true, fullOwn: true, takesArg: true, effectsOn: fxOwned,
		fields: []fenField{fenCastling}}
	if !md.from {
		// with fixed squares a right needs an unmoved king on a king square (key)
		t.keyOn = &md.kingSqs
		// the rights are read from the king and rook squares (key)
		t.keySqs = &md.keySqs
	}
	return t
}

// start gives the start position its castling squares in from mode: the king is
// the royal piece on the castling rank, each side's rook the outermost piece of its
// kind on its wing. A position read from a FEN keeps the squares of its castling
// field (read before start runs for a FEN without the rule-state field).
func (md *castling) start(p *Position) {
	md.bar(p)
	if !md.from || p.castleSq.fen {
		return
	}
	p.castleSq = castleSquares{}
	for c := rules.White; c <= rules.Black; c++ {
		k := md.kingOn(p, c)
		p.castleSq.king[c] = k
		if k == board.NoSquare {
			continue
		}
		for i := range md.wing {
			if rk := md.outermost(p, i, c, k); rk != board.NoSquare {
				p.castleSq.rook[c][i] = rk
				p.castleSq.has[c] |= 1 << i
			}
		}
	}
}

// bar marks the rook squares of the barred sides moved (a player who never
// castles on a side has no right there), unless a side the player castles on
// shares the square.
func (md *castling) bar(p *Position) {
	for c := rules.White; c <= rules.Black; c++ {
		if md.barred[c] == 0 {
			continue
		}
		for i := range md.sq[c] {
			if md.barred[c]&(1<<uint(i%32)) == 0 {
				continue
			}
			rk := md.sq[c][i][1]
			shared := false
			for j := range md.sq[c] {
				shared = shared || (md.barred[c]&(1<<uint(j%32)) == 0 && md.sq[c][j][1] == rk)
			}
			if !shared {
				p.clearUnmoved(rk)
			}
		}
	}
}

// kingOn returns colour c's royal piece when it stands on the castling rank, else
// NoSquare.
func (md *castling) kingOn(p *Position, c rules.Color) board.Square {
	if k := p.king[c]; k != board.NoSquare && p.R.G.Rank(k) == md.rank[c] {
		return k
	}
	return board.NoSquare
}

// outermost returns the square of the piece of side i's castling kind of colour c
// farthest out on side i's wing of c's king (on k) on the castling rank, or NoSquare.
func (md *castling) outermost(p *Position, i int, c rules.Color, k board.Square) board.Square {
	g := p.R.G
	want := MakePiece(md.rookKind[i], c)
	f := g.Files - 1
	if md.wing[i] < 0 {
		f = 0
	}
	for ; f != g.File(k); f -= md.wing[i] {
		if s := g.Sq(f, md.rank[c]); p.board[s] == want {
			return s
		}
	}
	return board.NoSquare
}

// squares returns side i's squares for colour c in p: king, rook, king_to, rook_to
// (king and rook NoSquare when p gives the side no rook, in from mode).
func (md *castling) squares(p *Position, i int, c rules.Color) (k, rk, kt, rt board.Square) {
	q := &md.sq[c][i]
	if md.from {
		if p.castleSq.has[c]&(1<<i) == 0 {
			return board.NoSquare, board.NoSquare, q[2], q[3]
		}
		return p.castleSq.king[c], p.castleSq.rook[c][i], q[2], q[3]
	}
	return q[0], q[1], q[2], q[3]
}

// CastleSquares returns castling side i's squares for colour c as the preset gives
// them: king, rook, king_to, rook_to (i from 0 to CastleSides()-1). With castling
// from the position the king and rook are those of the preset's setup; use
// Position.CastleSquares.
func (r *Rules) CastleSquares(i int, c rules.Color) (k, rk, kt, rt board.Square) {
	q := &r.castle.sq[c][i]
	return q[0], q[1], q[2], q[3]
}

// CastleSquares returns castling side i's squares for colour c in this position:
// king, rook, king_to, rook_to. With castling from the position (Chess960) king
// and rook are where the start position put them, NoSquare when the side has no
// rook; otherwise Rules.CastleSquares.
func (p *Position) CastleSquares(i int, c rules.Color) (k, rk, kt, rt board.Square) {
	return p.R.castle.squares(p, i, c)
}

// CastleFromPosition reports whether the variant's castling squares come from the
// position (Chess960).
func (r *Rules) CastleFromPosition() bool { return r.castle != nil && r.castle.from }

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
	if !p.R.castle.isOwn(m) {
		return -1
	}
	return int(m.arg)
}

// CastleRook returns the rook's squares of the castling m, made by the side to
// move: where it stands and where it goes; ok is false when m is no castling.
func (p *Position) CastleRook(m Move) (from, to board.Square, ok bool) {
	if !p.R.castle.isOwn(m) {
		return board.NoSquare, board.NoSquare, false
	}
	_, rk, _, rt := p.R.castle.squares(p, int(m.arg), p.side)
	return rk, rt, true
}

// can reports whether side i's king and rook of c are in place and unmoved (in from
// mode the rook of the side's castling kind).
func (md *castling) can(p *Position, i int, c rules.Color) bool {
	if md.from {
		return md.canFrom(p, i, c)
	}
	k, rk, _, _ := md.fixed(i, c)
	if !p.Unmoved(k) || !p.Unmoved(rk) {
		return false // the common case once the king or rook has moved: two bit tests
	}
	return md.isKing(p.board[k], i, c) && md.isCastlingPiece(p.board[rk], i, c)
}

// canFrom is can in from mode: the side has a rook, of its castling kind, and the
// king and the rook are unmoved on their squares.
func (md *castling) canFrom(p *Position, i int, c rules.Color) bool {
	k, rk, _, _ := md.squares(p, i, c)
	if k == board.NoSquare {
		return false
	}
	kp := p.board[k]
	return p.board[rk] == MakePiece(md.rookKind[i], c) && kp != Empty && kp.Color() == c && p.R.kinds[kp.Kind()].royal &&
		p.Unmoved(k) && p.Unmoved(rk)
}

// moves adds the castling moves of the side to move (those of its king when from
// is its square). In relax mode (CandidateMoves) check and attacked squares are
// not looked at; nor are they for a king that is no royal piece (giveaway: it
// cannot be in check).
func (md *castling) moves(p *Position, buf []Move, gs *genState, from board.Square) []Move {
	us := p.side
	them := us.Other()
	if from != board.NoSquare && from != p.king[us] && !md.plainKing[us] {
		return buf
	}
	relax := gs.relax
	if !relax && p.InCheck() && md.royals == nil {
		// with several royal pieces (royal_pieces) the king's own square is
		// looked at below, and the rest when the move is played (a check of
		// another royal piece does not forbid castling away from it)
		return buf
	}
	for i := range md.sq[us] {
		if !md.can(p, i, us) {
			continue
		}
		k, rk, kt, rt := md.squares(p, i, us)
		if from != board.NoSquare && from != k {
			continue
		}
		royal := p.R.kinds[p.board[k].Kind()].royal
		if md.royals != nil && md.royals.castlingFrom(p, k, relax, &royal) {
			continue
		}
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
		for s := k + step; ok && !relax && royal && s != kt+step; s += step {
			if p.Attacked(s, them) {
				ok = false
			}
		}
		if !ok {
			continue
		}
		m := Move{From: k, To: kt, owner: md.own, arg: uint8(i)}
		if relax || md.safe(p, m, k, rk, kt, rt) {
			buf = append(buf, m)
		}
	}
	return buf
}

// CastlingMove returns the castling of the side to move on castling side i (see
// CastleSquares) when MovesFrom of the side's king square (CastleSquares' k)
// lists it: the castling hook's moves alone instead of every move of the king.
// ok is false when MovesFrom would not list it, and also, whatever MovesFrom
// would do, when a module filters moves (forced capture): then MovesFrom tells.
func (p *Position) CastlingMove(i int) (m Move, ok bool) {
	md := p.R.castle
	us := p.side
	if md == nil || i < 0 || i >= len(md.sq[us]) || len(p.R.hooks.filters) > 0 {
		return NoMove, false
	}
	k, _, _, _ := md.squares(p, i, us)
	if !p.R.G.Contains(k) {
		return NoMove, false
	}
	// what MovesFrom(k) asks before it reaches the castling hook (whose kinds,
	// traits.moveKinds, are those can accepts on k)
	if pc := p.board[k]; pc == Empty || pc.Color() != us {
		return NoMove, false
	}
	// the castling hook's moves of the piece on k (both sides: the hook is the
	// one perft runs), as MovesFrom(k) has them, without the king's other moves
	p.modBuf = md.moves(p, p.modBuf[:0], p.newGen(false, true, false), k)
	for _, m := range p.modBuf {
		if int(m.arg) == i {
			return m, true
		}
	}
	return NoMove, false
}

// safe reports whether the castling m (king k to kt, rook rk to rt) leaves the
// king unattacked. With the fast legality test (no module changes the board
// beyond a move, every attack is on the attack rays) the four squares are set as
// the move leaves them and the king's square is tested; else the move is played.
func (md *castling) safe(p *Position, m Move, k, rk, kt, rt board.Square) bool {
	us := p.side
	if !p.R.hooks.shortcut[us] || p.R.hooks.checker != nil || p.king[us] != k {
		// (a castling piece that is not the royal piece: giveaway, extinction)
		return p.leavesRoyalSafe(m)
	}
	// kt and rt are empty once the king and the rook are lifted (moves checked it)
	ok, orr := p.board[k], p.board[rk]
	p.take(k)
	p.take(rk)
	p.put(kt, ok)
	p.put(rt, orr)
	a := p.Attacked(kt, us.Other())
	p.take(rt)
	p.take(kt)
	p.put(rk, orr)
	p.put(k, ok)
	return !a
}

func (md *castling) make(p *Position, m Move, u *undo) {
	us := p.side
	_, rk, kt, rt := md.squares(p, int(m.arg), us)
	pc, rook := u.moved, p.board[rk]
	p.take(m.From)
	p.take(rk)
	p.put(kt, pc)
	p.put(rt, rook)
	p.hash ^= zobPiece(pc, m.From) ^ zobPiece(pc, kt) ^ zobPiece(rook, rk) ^ zobPiece(rook, rt)
	p.clearUnmoved(m.From)
	p.clearUnmoved(rk)
	if p.king[us] == m.From {
		p.king[us] = kt
	}
	if md.opposite {
		// the opponent loses its sides on this wing (Fairy-Stockfish's
		// oppositeCastling: castling rights &= ~(them & that wing))
		md.takeWing(p, int(m.arg), us.Other())
	}
}

// takeWing marks moved the rooks of colour c's sides on side i's wing (the
// rook toward the last file, or toward file a, as side i's).
func (md *castling) takeWing(p *Position, i int, c rules.Color) {
	g := md.r.G
	w := md.sq[rules.White][i]
	east := g.File(w[1]) > g.File(w[0])
	for j := range md.sq[c] {
		q := md.sq[c][j]
		if (g.File(q[1]) > g.File(q[0])) == east {
			p.clearUnmoved(q[1])
		}
	}
}

// unmake runs with p.side already the castling side.
func (md *castling) unmake(p *Position, m Move, u *undo) {
	_, rk, kt, rt := md.squares(p, int(m.arg), p.side)
	rook := p.board[rt]
	p.take(kt)
	p.take(rt)
	p.put(m.From, u.moved)
	p.put(rk, rook)
}

// fixed returns side i's squares for colour c as the preset gives them.
func (md *castling) fixed(i int, c rules.Color) (k, rk, kt, rt board.Square) {
	q := &md.sq[c][i]
	return q[0], q[1], q[2], q[3]
}

// readFEN reads one castling letter: K/Q for the outermost rook on that wing, a
// Shredder file letter for the rook on that file. A right needs the king and the
// rook on their squares; the unmoved set is fixed by finishFEN.
func (md *castling) readFEN(p *Position, field fenField, f string, j, col int) (int, error) {
	if md.from {
		return md.readFromFEN(p, f, j, col)
	}
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
	if md.barred[c]&(1<<uint(idx%32)) != 0 {
		return 0, &FENError{"castling", col + j, fmt.Sprintf("castling right %q: %s never castles on this side (rules.castling.sides[%d].players)", string(ch), c, idx)}
	}
	k, rk, _, _ := md.fixed(idx, c)
	rp := p.board[rk]
	if !md.isKing(p.board[k], idx, c) {
		return 0, &FENError{"castling", col + j, fmt.Sprintf("castling right %q: no %s king on %s", string(ch), c, r.G.Name(k))}
	}
	if !md.isCastlingPiece(rp, idx, c) {
		name := "rook"
		if k := md.fixedKind[c][idx]; k != 0 {
			name = strings.ToLower(r.V.Pieces[k-1].Name)
		}
		return 0, &FENError{"castling", col + j, fmt.Sprintf("castling right %q: no %s %s on %s", string(ch), c, name, r.G.Name(rk))}
	}
	return 1, nil
}

// readFromFEN reads one castling letter in from mode (X-FEN and Shredder-FEN):
// K/Q give the side of that wing its outermost rook, a file letter the rook on that
// file of the castling rank. The king is the royal piece on the castling rank.
func (md *castling) readFromFEN(p *Position, f string, j, col int) (int, error) {
	r := p.R
	g := r.G
	ch := f[j]
	c, up := rules.White, ch
	if ch >= 'a' && ch <= 'z' {
		c, up = rules.Black, ch-('a'-'A')
	}
	wing, file := 0, -1
	switch {
	case up == 'K':
		wing = 1
	case up == 'Q':
		wing = -1
	case up >= 'A' && int(up-'A') < g.Files:
		file = int(up - 'A')
	default:
		return 0, nil
	}
	fail := func(format string, args ...any) (int, error) {
		return 0, &FENError{"castling", col + j, fmt.Sprintf("castling right %q: ", string(ch)) + fmt.Sprintf(format, args...)}
	}
	k := md.findKing(p, c)
	if k == board.NoSquare {
		return fail("no %s king on rank %s", c, board.RankName(md.rank[c]))
	}
	var rk board.Square
	if file >= 0 {
		rk = g.Sq(file, md.rank[c])
		switch {
		case file > g.File(k):
			wing = 1
		case file < g.File(k):
			wing = -1
		default:
			return fail("%s holds the %s king, not a rook", g.Name(rk), c)
		}
	}
	i := md.sideOfWing(wing)
	if i < 0 {
		return fail("%s has no castling toward %s", r.variantName(), map[int]string{1: "the last file", -1: "file a"}[wing])
	}
	name := strings.ToLower(r.V.Pieces[md.rookKind[i]-1].Name)
	if file < 0 {
		if rk = md.outermost(p, i, c, k); rk == board.NoSquare {
			return fail("no %s %s on rank %s on the %s side of the king on %s", c, name, board.RankName(md.rank[c]),
				map[int]string{1: "kingside (h-file)", -1: "queenside (a-file)"}[wing], g.Name(k))
		}
	} else if p.board[rk] != MakePiece(md.rookKind[i], c) {
		return fail("no %s %s on %s", c, name, g.Name(rk))
	}
	if p.castleSq.has[c]&(1<<i) != 0 && p.castleSq.rook[c][i] != rk {
		return fail("a second right on the wing of the %s rook on %s", c, g.Name(p.castleSq.rook[c][i]))
	}
	p.castleSq.king[c] = k
	p.castleSq.rook[c][i] = rk
	p.castleSq.has[c] |= 1 << i
	return 1, nil
}

// findKing returns colour c's royal piece on the castling rank (the first from file
// a), or NoSquare; it reads the board only (the kings are not found yet while a FEN
// is read).
func (md *castling) findKing(p *Position, c rules.Color) board.Square {
	g := p.R.G
	for f := 0; f < g.Files; f++ {
		s := g.Sq(f, md.rank[c])
		if pc := p.board[s]; pc != Empty && pc.Color() == c && p.R.kinds[pc.Kind()].royal {
			return s
		}
	}
	return board.NoSquare
}

// sideOfWing returns the side index of wing w (+1 or -1) in from mode, or -1.
func (md *castling) sideOfWing(w int) int {
	for i, x := range md.wing {
		if x == w {
			return i
		}
	}
	return -1
}

// finishFEN sets the unmoved bits of the castling pieces from the rights of the
// field f (read by readFEN): king and rook unmoved for a right, the rook moved for
// a side without one.
func (md *castling) finishFEN(p *Position, field fenField, f string, col int) error {
	if md.from {
		p.castleSq.fen = true
		for c := rules.White; c <= rules.Black; c++ {
			for i := range md.wing {
				if p.castleSq.has[c]&(1<<i) != 0 {
					p.setUnmoved(p.castleSq.king[c])
					p.setUnmoved(p.castleSq.rook[c][i])
				}
			}
		}
		return nil
	}
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
			k, rk, _, _ := md.fixed(i, c)
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
		k, rk, _, _ := md.fixed(i, c)
		kf, rf := g.File(k), g.File(rk)
		switch {
		case up == 'K' && rf > kf, up == 'Q' && rf < kf:
			if best < 0 {
				best = i
			} else if _, br, _, _ := md.fixed(best, c); (up == 'K' && rf > g.File(br)) || (up == 'Q' && rf < g.File(br)) {
				best = i
			}
		case up != 'K' && up != 'Q' && int(up-'A') == rf:
			return i
		}
	}
	return best
}

// writeFEN writes the castling field letters: K/Q for the outermost rook on each
// wing, a Shredder file letter for any other (X-FEN).
func (md *castling) writeFEN(p *Position, field fenField, b *strings.Builder) {
	md.write(p, b, false)
}

// write writes the castling letters of p, White's then Black's, the side toward the
// last file first; shredder writes every rook's file letter.
func (md *castling) write(p *Position, b *strings.Builder, shredder bool) {
	g := md.r.G
	for c := rules.White; c <= rules.Black; c++ {
		var ks, qs []byte
		for i := range md.sq[c] {
			if !md.can(p, i, c) {
				continue
			}
			k, rk, _, _ := md.squares(p, i, c)
			l := byte('A' + g.File(rk))
			switch {
			case shredder:
			case md.from:
				if rk == md.outermost(p, i, c, k) {
					l = "QK"[(md.wing[i]+1)/2]
				}
			case md.sideFor('K', c) == i:
				l = 'K'
			case md.sideFor('Q', c) == i:
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

// ShredderFEN returns FEN() with the castling rights as Shredder-FEN file letters
// (HAha: the file of each castling rook), as Fairy-Stockfish writes Chess960.
func (p *Position) ShredderFEN() string {
	fen := p.FEN()
	if p.R.castle == nil {
		return fen
	}
	var b strings.Builder
	p.R.castle.write(p, &b, true)
	if b.Len() == 0 {
		b.WriteByte('-')
	}
	f := strings.SplitN(fen, " ", 4)
	f[2] = b.String()
	return strings.Join(f, " ")
}

// key: the castling rights, one key per side and colour. A right needs an
// unmoved king (can's first test): once no king square holds one, the key is 0
// after one look at the unmoved set.
func (md *castling) key(p *Position) uint64 {
	if md.from {
		return md.rightsKey(p)
	}
	if !md.kingSqs.meets((*bitset)(&p.unmoved)) {
		return 0
	}
	if len(md.keyList) > maxKeySqs {
		return md.rightsKey(p)
	}
	// the rights are read from the unmoved marks and pieces of keyList only
	c := &p.castleSq.key
	var um [4]uint64
	for w := range um {
		um[w] = p.unmoved[w] & md.keySqs[w]
	}
	same := c.ok && um == c.unmoved
	for i, x := range md.keyList {
		if pc := p.board[x]; pc != c.pcs[i] {
			c.pcs[i] = pc
			same = false
		}
	}
	if !same {
		c.ok, c.unmoved, c.key = true, um, md.rightsKey(p)
	}
	return c.key
}

// rightsKey computes castling's key: one Zobrist key per side and colour that
// may castle.
func (md *castling) rightsKey(p *Position) uint64 {
	var h uint64
	for c := rules.White; c <= rules.Black; c++ {
		for i := range md.sq[c] {
			if !md.from && !p.Unmoved(md.sq[c][i][0]) {
				continue // the king has moved (can's first test, without the call)
			}
			if md.can(p, i, c) {
				h ^= zobCastle[int(c)*32+i%32]
			}
		}
	}
	return h
}

// EffectCastling: the move castles; Squares are the rook's from and to squares.
const EffectCastling EffectKind = "castling"

func (md *castling) setOwner(i uint8) { md.own = i }

// isOwn reports whether m is a castling (md may be nil: no castling module).
func (md *castling) isOwn(m Move) bool { return md != nil && m.owner == md.own && m.owner != 0 }

func (md *castling) effects(p *Position, m Move, buf []Effect) []Effect {
	if rk, rt, ok := p.CastleRook(m); ok {
		buf = append(buf, effectOf(rules.ModCastling, EffectCastling, 0, rk, rt))
	}
	return buf
}
