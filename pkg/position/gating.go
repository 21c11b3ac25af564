package position

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// The gating module (Seirawan chess, as Fairy-Stockfish plays seirawan): each
// side has a hand of pieces (rules.Gating.Hand, one of each); when a piece of
// its back rank leaves its start square for the first time, the player may put
// one piece from the hand on the square it left, with castling on the king's or
// the rook's start square.
//
// With the drops module (S-house, as Fairy-Stockfish plays shouse) there is one
// hand, the drops module's: rules.Gating.Hand is added to its start hand, and
// any piece kind in it may be gated, on a square where it may be dropped
// (Fairy-Stockfish's can_drop and drop_region: no pawn on the first rank); a
// square keeps its gating right while the hand is empty, since a capture may
// fill it again (Fairy-Stockfish's captures_to_hand).
//
// The gating right of a back-rank square is its piece's unmoved mark
// (Position.unmoved): a move from or to the square clears it, as it clears
// castling's, and a gated piece is never unmoved; a side with an empty hand has
// none. The FEN's castling field names the rights as Fairy-Stockfish writes them:
// K/Q (castling's) give the king's and that rook's squares, a file letter
// (B, C, D, F, G; A or H once the king has moved) the square of that file; the
// hand is the holdings part ("[EHeh]"). The hands live in the module's
// modState.ext word (4 bits per piece and colour, 4 kinds); a gated move carries its
// choice in the Flags bits Compile gives the module: 1 + 2*(hand index) + 1 when
// the piece goes on the castling rook's square, 0 for no gating.

func init() { registerModule(rules.ModGating, moduleDef{compile: compileGating}) }

type gating struct {
	r *Rules
	// hand[i]: the kind of the i-th piece of the hand (rules.Gating.Hand order;
	// with drops, the drops module's hand kinds); start: the kinds each side
	// starts with in hand (rules.Gating.Hand)
	hand, start0 []int
	// dr: the drops module, whose hand is the gating hand; nil without drops
	dr *drops
	// rank[c]: colour c's back rank (0-based)
	rank [2]int
	// back: the squares of both back ranks (traits.afterAt); backAt[c] colour
	// c's (traits.onlyAt)
	back   bitset
	backAt [2]bitset
	// kinds: the kinds standing on a back rank in the setup, the only ones
	// whose moves may gate (traits.choose)
	isBack []bool
	royal  []int
	word   int   // the modState.ext word of the hands
	shift  uint8 // the first of its Flags bits
}

// Flags bits and hand layout.
const (
	gateBits     = 4  // Flags bits of the choice: 1 + 2*index + rook square
	gateHandBits = 4  // bits of one hand count
	gateSideBits = 16 // bits of one colour's hand (4 kinds)
)

// compileGating returns nil when the variant has no gating.
func compileGating(r *Rules) (module, error) {
	gp := rules.GatingParams.Of(r.V)
	if gp == nil {
		return nil, nil
	}
	md := &gating{r: r, isBack: make([]bool, len(r.kinds))}
	if len(gp.Hand) == 0 || len(gp.Hand) > gateSideBits/gateHandBits {
		return nil, fmt.Errorf("gating: a hand of %d pieces; 1 to %d", len(gp.Hand), gateSideBits/gateHandBits)
	}
	if r.G.Files > 16 {
		return nil, fmt.Errorf("gating: %d files; at most 16", r.G.Files)
	}
	// the castling field's file letters are gating rights here, Shredder
	// castling rights there; the holdings are the drops module's there
	if c := r.V.Castling; c != nil && c.FromPosition {
		return nil, fmt.Errorf("gating with castling from the position (Chess960) is not supported: both read the castling field's file letters")
	}
	for _, l := range gp.Hand {
		k := r.KindOf(l)
		if k == 0 {
			return nil, fmt.Errorf("gating: %q in hand is no piece of the variant", string(l))
		}
		if r.kinds[k].royal {
			return nil, fmt.Errorf("gating: %q in hand is royal", string(l))
		}
		md.hand = append(md.hand, k)
	}
	md.start0 = md.hand
	if md.dr = moduleOf[*drops](r); md.dr != nil {
		// one hand, the drops module's: every kind it may hold may be gated
		md.hand = md.dr.kinds
		if max := (1<<gateBits - 2) / 2; len(md.hand) > max {
			return nil, fmt.Errorf("gating with drops: %d piece kinds may be in hand; at most %d", len(md.hand), max)
		}
	}
	md.rank = [2]int{0, r.G.Ranks - 1}
	for c := rules.White; c <= rules.Black; c++ {
		for f := 0; f < r.G.Files; f++ {
			s := r.G.Sq(f, md.rank[c])
			md.back.set(s)
			md.backAt[c].set(s)
			if pc := r.setup[s]; pc != Empty && pc.Color() == c {
				md.isBack[pc.Kind()] = true
			}
		}
	}
	for k := 1; k < len(r.kinds); k++ {
		if r.kinds[k].royal {
			md.royal = append(md.royal, k)
		}
	}
	return md, nil
}

func (md *gating) traits() traits {
	fields := []fenField{fenCastling, fenHand}
	if md.dr != nil {
		fields = fields[:1] // the holdings are the drops module's
	}
	return traits{name: rules.ModGating, moveKinds: md.royal, words: 1, flagBits: gateBits, fullFlags: true,
		effectsOn: fxFlags, afterAt: &md.back, fields: fields, readsFirst: true,
		choose: func(c rules.Color, k int, s board.Square, _ bool) bool { return md.isBack[k] }}
}

func (md *gating) setWords(i int)       { md.word = i }
func (md *gating) setFlags(shift uint8) { md.shift = shift }

// count returns how many pieces of the i-th hand kind colour c has in hand.
func (md *gating) count(p *Position, c rules.Color, i int) int {
	if md.dr != nil {
		if p.big == nil {
			return 0
		}
		return int(p.big.drops.hand[c][md.hand[i]])
	}
	return int(p.st.ext[md.word]>>(int(c)*gateSideBits+i*gateHandBits)) & (1<<gateHandBits - 1)
}

// any reports whether colour c has a piece in hand.
func (md *gating) any(p *Position, c rules.Color) bool {
	if md.dr != nil {
		for i := range md.hand {
			if md.count(p, c, i) > 0 {
				return true
			}
		}
		return false
	}
	return p.st.ext[md.word]>>(int(c)*gateSideBits)&(1<<gateSideBits-1) != 0
}

// add changes colour c's count of the i-th hand kind by d.
func (md *gating) add(p *Position, c rules.Color, i, d int) {
	if md.dr != nil {
		md.dr.state(p)
		md.dr.addHand(p, c, md.hand[i], d)
		return
	}
	sh := int(c)*gateSideBits + i*gateHandBits
	n := md.count(p, c, i) + d
	w := &p.st.ext[md.word]
	*w = *w&^(uint32(1<<gateHandBits-1)<<sh) | uint32(n)<<sh
}

// holds reports whether a side has a piece in hand: a piece that may still be
// gated is material (Fairy-Stockfish counts any piece in hand), so no position
// is dead then.
func (md *gating) holds(p *Position) bool { return md.any(p, rules.White) || md.any(p, rules.Black) }

// gateAt reports whether colour c may gate on s: a back-rank square of c whose
// piece of c has not moved, with a piece in c's hand.
func (md *gating) gateAt(p *Position, c rules.Color, s board.Square) bool {
	return md.right(p, c, s) && md.any(p, c)
}

// right reports whether s is a back-rank square of colour c whose piece of c
// has not moved (its gating right, hand or not).
func (md *gating) right(p *Position, c rules.Color, s board.Square) bool {
	pc := p.board[s]
	return pc != Empty && pc.Color() == c && md.backAt[c].has(s) && p.Unmoved(s)
}

// may reports whether colour c may gate the i-th hand kind on s (a square with a
// gating right): it has one in hand and, with drops, may drop it there.
func (md *gating) may(p *Position, c rules.Color, i int, s board.Square) bool {
	return md.count(p, c, i) > 0 && (md.dr == nil || md.dr.where[c][md.hand[i]].has(s))
}

// choice returns m's gating choice: the hand index and whether the piece goes
// on the castling rook's square; ok is false for a move without gating.
func (md *gating) choice(m Move) (i int, rook, ok bool) {
	v := int(m.Flags>>md.shift) & (1<<gateBits - 1)
	if v == 0 {
		return 0, false, false
	}
	return (v - 1) / 2, (v-1)&1 != 0, true
}

// mark returns m with the gating choice of hand index i (on the rook's square
// when rook is set).
func (md *gating) mark(m Move, i int, rook bool) Move {
	v := 1 + 2*i
	if rook {
		v++
	}
	m.Flags |= uint8(v) << md.shift
	return m
}

// square returns the square m, a move of the side to move in p, gates on, and
// the kind put there; ok is false for a move without gating.
func (md *gating) square(p *Position, m Move) (s board.Square, kind int, ok bool) {
	i, rook, ok := md.choice(m)
	if !ok {
		return board.NoSquare, 0, false
	}
	s = m.From
	if rook {
		if s, _, ok = p.CastleRook(m); !ok {
			return board.NoSquare, 0, false
		}
	}
	return s, md.hand[i], true
}

// start gives each side the variant's hand (with drops: adds it to the drops
// module's start hand, which the drops module, earlier in the table, has set).
func (md *gating) start(p *Position) {
	p.st.ext[md.word] = 0
	for c := rules.White; c <= rules.Black; c++ {
		for _, k := range md.start0 {
			if md.dr != nil {
				md.dr.state(p)
				md.dr.addHand(p, c, k, 1)
				continue
			}
			md.add(p, c, slices.Index(md.hand, k), 1)
		}
	}
}

// choices: the move itself, and when its piece leaves a square with a gating
// right, one move per piece in hand put on that square.
func (md *gating) choices(p *Position, buf []Move, m Move, gs *genState, next int) []Move {
	buf = p.choose(buf, m, gs, next)
	us := p.side
	if m.From == board.NoSquare || !md.gateAt(p, us, m.From) {
		return buf
	}
	for i := range md.hand {
		if md.may(p, us, i, m.From) {
			buf = p.choose(buf, md.mark(m, i, false), gs, next)
		}
	}
	return buf
}

// moves appends the gating castlings: each castling of the side to move (the
// other modules' moves of its royal piece that have a castling rook) with a
// piece from the hand put on the king's or on the rook's start square, when
// that square has a gating right and neither piece ends on it.
func (md *gating) moves(p *Position, buf []Move, gs *genState, from board.Square) []Move {
	us := p.side
	k := p.king[us]
	if k == board.NoSquare || from != board.NoSquare && from != k || !md.gateAt(p, us, k) {
		return buf
	}
	var own mover = md
	for _, o := range p.R.hooks.movesKind[p.board[k].Kind()] {
		if o == own {
			continue
		}
		// the other hooks write into the choice buffer, which no generation
		// uses while the modules' moves are asked for
		p.choiceBuf = o.moves(p, p.choiceBuf[:0], gs, k)
		for _, cm := range p.choiceBuf {
			rk, rt, ok := p.CastleRook(cm)
			if !ok {
				continue
			}
			for _, rook := range [2]bool{false, true} {
				s := cm.From
				if rook {
					s = rk
				}
				if s == cm.To || s == rt || !md.gateAt(p, us, s) {
					continue
				}
				for i := range md.hand {
					if md.may(p, us, i, s) {
						buf = append(buf, md.mark(cm, i, rook))
					}
				}
			}
		}
	}
	return buf
}

// filter: a gating move (not a castling) is legal only when the same move
// without the gating is: Fairy-Stockfish judges a move's legality with its start
// square empty, so the piece gated there shields neither the king's destination
// nor a pinned piece's king (Position::legal: "attackers_to(to, pieces() ^ from)",
// "occupied = (pieces() ^ from) | to").
func (md *gating) filter(p *Position, buf []Move, start int, all bool) []Move {
	out := buf[:start]
	for _, m := range buf[start:] {
		// (a move illegal with its gated piece too is left to IsLegal, which
		// says why)
		if _, _, ok := md.choice(m); ok && m.From != board.NoSquare && !p.R.castle.isOwn(m) &&
			!p.IsLegal(md.r.Unchosen(m)) && p.IsLegal(m) {
			continue
		}
		out = append(out, m)
	}
	return out
}

// after puts the gated piece on its square and takes it from the hand.
func (md *gating) after(p *Position, m Move, u *undo) {
	s, kind, ok := md.square(p, m)
	if !ok {
		return
	}
	i, _, _ := md.choice(m)
	pc := MakePiece(kind, p.side)
	p.put(s, pc)
	p.hash ^= zobPiece(pc, s)
	md.add(p, p.side, i, -1)
}

// undoAfter takes the gated piece off its square (Unmake restores the hand).
func (md *gating) undoAfter(p *Position, m Move, u *undo) {
	if _, _, ok := md.choice(m); !ok {
		return
	}
	// p.side is the gating side again; the castling rook still stands on its
	// destination, so CastleRook reads the squares as before the move
	if s, _, ok := md.square(p, m); ok {
		p.take(s)
	}
}

// readFEN reads a gating right (a file letter of the castling field, not K or
// Q, which castling reads and finishFEN follows) or a piece of the hand.
func (md *gating) readFEN(p *Position, field fenField, f string, j, col int) (int, error) {
	ch := f[j]
	c, up := rules.White, ch
	if ch >= 'a' && ch <= 'z' {
		c, up = rules.Black, ch-('a'-'A')
	}
	if field == fenHand {
		if j == 0 {
			p.st.ext[md.word] = 0
		}
		for i, k := range md.hand {
			if p.R.kinds[k].label == string(up) {
				if md.count(p, c, i) == 1<<gateHandBits-1 {
					return 0, &FENError{"holdings", col + j, fmt.Sprintf("more than %d pieces %c in hand", 1<<gateHandBits-1, ch)}
				}
				md.add(p, c, i, 1)
				return 1, nil
			}
		}
		return 0, &FENError{"holdings", col + j, fmt.Sprintf("%q is no piece a hand of this variant holds (%s)", string(ch), md.handLetters())}
	}
	if _, ok := md.fileLetter(p, c, up); !ok {
		return 0, nil
	}
	return 1, nil // finishFEN reads the field's letters whole
}

// fileLetter returns the back-rank file of colour c a gating letter (upper
// case: A.., not K or Q, which castling reads) names; ok is false for any other
// letter.
func (md *gating) fileLetter(p *Position, c rules.Color, up byte) (int, bool) {
	if up < 'A' || int(up-'A') >= p.R.G.Files || up == 'K' || up == 'Q' {
		return 0, false
	}
	return int(up - 'A'), true
}

// handLetters lists the hand's letters, for the messages.
func (md *gating) handLetters() string {
	var b strings.Builder
	for i, k := range md.hand {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(md.r.kinds[k].label)
	}
	return b.String()
}

// finishFEN: in the castling field, each back-rank square keeps its unmoved
// mark (its gating right) when a file letter names it or it is the king's or a
// rook's square of a castling right the field gives; in the holdings, "-" is an
// empty hand.
func (md *gating) finishFEN(p *Position, field fenField, f string, col int) error {
	if field == fenHand {
		if f == "-" {
			p.st.ext[md.word] = 0
		}
		return nil
	}
	// the file letters of the field, per colour (castling's letters are its),
	// and whether K or Q gives the colour a castling right
	var named [2]uint32
	var wing [2]bool
	for j := 0; j < len(f) && f != "-"; j++ {
		c, up := rules.White, f[j]
		if up >= 'a' && up <= 'z' {
			c, up = rules.Black, up-('a'-'A')
		}
		if file, ok := md.fileLetter(p, c, up); ok {
			named[c] |= 1 << file
		}
		wing[c] = wing[c] || up == 'K' || up == 'Q'
	}
	g := p.R.G
	for c := rules.White; c <= rules.Black; c++ {
		// a side that may gate (a piece in hand, or drops that may fill the
		// hand) reads the file letters as gating rights only, never as castling
		// rights (Fairy-Stockfish's FEN reading): its castling squares keep
		// their mark through K or Q alone
		gatesOnly := (md.dr != nil || md.any(p, c)) && !wing[c]
		for file := 0; file < g.Files; file++ {
			s := g.Sq(file, md.rank[c])
			pc := p.board[s]
			switch {
			case named[c]>>file&1 != 0 && pc != Empty && pc.Color() == c:
				// a right on a square without a piece of that colour is
				// ignored, as Fairy-Stockfish does
				p.setUnmoved(s)
			case gatesOnly || !md.castlingSquare(p, c, s):
				p.clearUnmoved(s)
			}
		}
	}
	return nil
}

// castlingSquare reports whether s is the king's or the rook's square of a
// castling right colour c has in p.
func (md *gating) castlingSquare(p *Position, c rules.Color, s board.Square) bool {
	cm := p.R.castle
	if cm == nil {
		return false
	}
	for i := range cm.sq[c] {
		if k, rk, _, _ := cm.squares(p, i, c); cm.can(p, i, c) && (s == k || s == rk) {
			return true
		}
	}
	return false
}

// writeFEN writes the gating rights (castling field: the file letters of the
// squares with a right that castling's letters do not give already, for a side
// with a piece in hand) or the hands (holdings: White's, then Black's, in the
// hand's order).
func (md *gating) writeFEN(p *Position, field fenField, b *strings.Builder) {
	g := p.R.G
	for c := rules.White; c <= rules.Black; c++ {
		if field == fenHand {
			for i, k := range md.hand {
				for range md.count(p, c, i) {
					p.R.writeLabel(b, MakePiece(k, c))
				}
			}
			continue
		}
		for file := 0; file < g.Files; file++ {
			s := g.Sq(file, md.rank[c])
			if !md.right(p, c, s) || md.dr == nil && !md.any(p, c) || md.castlingSquare(p, c, s) {
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

// key: the hands and the gating rights of a side with a piece in hand.
func (md *gating) key(p *Position) uint64 {
	x := uint64(p.st.ext[md.word])
	g := p.R.G
	for c := rules.White; c <= rules.Black; c++ {
		if md.dr == nil && !md.any(p, c) {
			continue
		}
		for file := 0; file < g.Files; file++ {
			if md.right(p, c, g.Sq(file, md.rank[c])) {
				x |= 1 << (32 + int(c)*16 + file)
			}
		}
	}
	// a mix of the 64 bits (splitmix64's finalizer), 0 for no hand at all
	if x == 0 {
		return 0
	}
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// EffectGate: the move puts a piece from the hand on the board; Squares holds
// the square, Piece its kind.
const EffectGate EffectKind = "gate"

func (md *gating) effects(p *Position, m Move, buf []Effect) []Effect {
	if s, k, ok := md.square(p, m); ok {
		buf = append(buf, effectOf(rules.ModGating, EffectGate, k, s))
	}
	return buf
}

// writeCoord writes a gating move as Fairy-Stockfish's UCI does: the move, then
// the lower-case letter of the gated piece ("g1f3h", castling "e1g1e"); a
// castling that gates on the rook's square as the rook's square, the king's,
// and the letter ("h1e1h").
func (md *gating) writeCoord(p *Position, m Move, b *strings.Builder) bool {
	i, rook, ok := md.choice(m)
	if !ok {
		return false
	}
	g := p.R.G
	if rk, _, isCastle := p.CastleRook(m); rook && isCastle {
		b.WriteString(g.Name(rk))
		b.WriteString(g.Name(m.From))
	} else {
		b.WriteString(p.Coord(md.r.Unchosen(m)))
	}
	b.WriteString(strings.ToLower(md.r.kinds[md.hand[i]].label))
	return true
}

// GatedPiece returns the kind m puts from the hand on the board and its square;
// ok is false for a move without gating (or a variant without it).
func (p *Position) GatedPiece(m Move) (kind int, s board.Square, ok bool) {
	md := moduleOf[*gating](p.R)
	if md == nil {
		return 0, board.NoSquare, false
	}
	s, kind, ok = md.square(p, m)
	return kind, s, ok
}

// GateMove returns the move m (a legal move of the side to move, without
// gating) gating the hand piece of kind on square s (m's origin, or the rook's
// square of a castling), and whether the position lists it: the reading of a
// gating mark.
func (p *Position) GateMove(m Move, kind int, s board.Square) (Move, bool) {
	md := moduleOf[*gating](p.R)
	if md == nil {
		return NoMove, false
	}
	for i, k := range md.hand {
		if k != kind {
			continue
		}
		for _, rook := range [2]bool{false, true} {
			gm := md.mark(md.r.Unchosen(m), i, rook)
			if gs, _, ok := md.square(p, gm); ok && gs == s && p.IsLegal(gm) && p.isListed(gm) {
				return gm, true
			}
		}
	}
	return NoMove, false
}

// isListed reports whether m is among the moves of its piece (MovesFrom), so
// that a gating choice made up for a square without a right is not taken.
func (p *Position) isListed(m Move) bool {
	var buf [64]Move
	for _, x := range p.MovesFrom(buf[:0], m.From) {
		if x == m {
			return true
		}
	}
	return false
}

// HandPieces returns the kinds of the gating hand (rules.Gating.Hand order) and
// how many of each colour c has; nil without gating.
func (p *Position) HandPieces(c rules.Color) (kinds, counts []int) {
	md := moduleOf[*gating](p.R)
	if md == nil {
		return nil, nil
	}
	for i, k := range md.hand {
		kinds = append(kinds, k)
		counts = append(counts, md.count(p, c, i))
	}
	return kinds, counts
}
