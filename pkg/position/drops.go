package position

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

func init() {
	registerModule(rules.ModDrops, moduleDef{compile: compileDrops})
	bigCloners = append(bigCloners, cloneDropState)
}

// cloneDropState copies the drops slot of src into dst (see bigCloners): the
// hands, the promotion marks and their origins, the undo stack (its top record
// only when last); the move buffers are not shared.
func cloneDropState(dst, src *bigState, last bool) {
	s := &src.drops
	dst.drops = dropState{hand: s.hand, promoted: s.promoted,
		origin: append([]uint8(nil), s.origin...), undo: topOf(s.undo, last)}
}

// MaxHand is the most pieces of one kind a hand may hold.
const MaxHand = 79

// drops is the drop rule module (rules.Drops; crazyhouse as lichess and
// Fairy-Stockfish define it, with the options shogi needs): a captured piece goes
// to the capturer's hand in the capturer's colour, a piece that got its type by
// promotion as the piece that promoted (or its return_as type); instead of moving,
// a player may put a piece from the hand on an empty square its rank limits allow.
// The hands and the marks of promoted pieces are position state (FEN holdings
// `[Qn]` or an extra rank, `Q~` marks; in the hash and so in the repetition key).
type drops struct {
	r   *Rules
	own uint8 // owner index (Move.owner)
	// kinds: the kinds a hand may hold (every non-royal kind), in preset order
	kinds []int
	// where[c][k]: the squares where colour c may drop kind k
	where [2][]bitset
	// promo[k]: the kind k may also be dropped as (rules.Drops.Promoted: its
	// promoted type), 0 none; whereP[c][k] the squares for that drop
	promo  []int
	whereP [2][]bitset
	// onePerFile[k], noMate[k]: the nifu and drop-mate limits of kind k
	onePerFile, noMate []bool
	// fileLimit: how many of a onePerFile kind a side may have on one file
	// after a drop (rules.Drops.FileLimit, at least 1)
	fileLimit int
	// mateLoses: a drop mate of a noMate kind is legal and loses (rules.Drops.DropMateLoses)
	mateLoses bool
	// keep: captured promoted pieces go to the hand as they stand (rules.Drops.KeepPromoted)
	keep bool
	// noCapture, mustDrop, unmoved: rules.Drops.NoCapture, MustDrop, DroppedUnmoved
	noCapture, mustDrop, unmoved bool
	// noCheck: rules.Drops.NoCheck, a drop may not give check
	noCheck bool
	// bishop: the kind of rules.Drops.OppositeBishops (0 none); royalHand: a royal
	// kind may be in hand (the start holdings hold one)
	bishop    int
	royalHand bool
	// retAs[k]: the kind a captured piece of kind k goes to the hand as
	retAs []int
	// hand0: the start hands
	hand0 [2][32]uint8
}

// dropState is the drops module's state; it lives in Position.big and keeps its
// own undo stack (it is too large to copy with every move of every variant).
type dropState struct {
	hand [2][32]uint8
	// promoted: the squares holding a piece that got its type by promotion;
	// origin[s] is the kind it promoted from
	promoted bitset
	origin   []uint8
	undo     []dropUndo
	// scratch, modBuf, choiceBuf: the move buffers of the drop-mate test
	scratch, modBuf, choiceBuf []Move
}

type dropUndo struct {
	hand     [2][32]uint8
	promoted bitset
	origin   uint8 // origin[To] before the move
}

func compileDrops(r *Rules) (module, error) {
	d := r.V.Drops
	if d == nil {
		return nil, nil
	}
	n := len(r.kinds)
	if n > 32 {
		return nil, fmt.Errorf("drops: at most 31 piece kinds")
	}
	md := &drops{r: r, onePerFile: make([]bool, n), noMate: make([]bool, n), retAs: make([]int, n), fileLimit: max(1, d.FileLimit),
		promo: make([]int, n)}
	g := r.G
	for c := rules.White; c <= rules.Black; c++ {
		md.where[c] = make([]bitset, n)
		md.whereP[c] = make([]bitset, n)
	}
	for k := 1; k < n; k++ {
		ki := &r.kinds[k]
		md.retAs[k] = k
		if ki.promotedFrom != 0 {
			md.retAs[k] = ki.promotedFrom // Shogi: a tokin goes back as a pawn
		}
		if l, ok := d.ReturnAs[ki.letter]; ok {
			md.retAs[k] = r.KindOf(l)
		}
		if ki.royal && !handHasRoyal(r, d.Hand) {
			continue
		}
		md.kinds = append(md.kinds, k)
		if slices.Contains(d.NoDrop, ki.letter) {
			continue // in hand, never dropped (rules.Drops.NoDrop)
		}
		lo, hi := 1, g.Ranks
		if rr, ok := d.Ranks[ki.letter]; ok {
			lo, hi = rr[0], rr[1]
		}
		if d.Promoted {
			md.promo[k] = ki.promotes
		}
		for s := 0; s < r.N; s++ {
			for c := rules.White; c <= rules.Black; c++ {
				rel := g.RelRank(board.Square(s), c == rules.Black) + 1
				if rel < lo || rel > hi || d.Squares[0] != nil && !slices.Contains(d.Squares[c], board.Square(s)) {
					continue // outside the drop ranks or the side's drop squares
				}
				// never where the piece would have no move (Shogi: no pawn or
				// lance on the last rank, no knight on the last two)
				// and a piece confined to a region only there (Fairy-Stockfish:
				// a drop lands in the piece's mobility region)
				if reg := r.V.Pieces[k-1].Region; reg != "" && !r.inRegion(reg, c, board.Square(s)) {
					continue
				}
				if rel := g.RelRank(board.Square(s), c == rules.Black) + 1; rel >= lo && rel <= hi && (d.Immobile || !r.immobile(c, k, board.Square(s))) {
					md.where[c][k].set(board.Square(s))
				}
				if pk := md.promo[k]; pk != 0 && (d.Immobile || !r.immobile(c, pk, board.Square(s))) {
					md.whereP[c][k].set(board.Square(s))
				}
			}
		}
	}
	for _, l := range d.OnePerFile {
		md.onePerFile[r.KindOf(l)] = true
	}
	for _, l := range d.NoDropMate {
		md.noMate[r.KindOf(l)] = true
	}
	md.mateLoses = d.DropMateLoses
	md.keep = d.KeepPromoted
	md.noCapture, md.mustDrop, md.unmoved = d.NoCapture, d.MustDrop, d.DroppedUnmoved
	md.noCheck = d.NoCheck
	if d.OppositeBishops != 0 {
		md.bishop = r.KindOf(d.OppositeBishops)
	}
	for i := 0; i < len(d.Hand); i++ {
		if k := r.KindOf(d.Hand[i] &^ 0x20); k != 0 && r.kinds[k].royal {
			md.royalHand = true
		}
	}
	for i := 0; i < len(d.Hand); i++ {
		c, k, err := md.handLetter(d.Hand[i])
		if err != nil {
			return nil, fmt.Errorf("drops: hand %q: %v", d.Hand, err)
		}
		md.hand0[c][k]++
	}
	return md, nil
}

func (md *drops) traits() traits {
	// a captured piece comes back by a drop: a position before a capture, a pawn
	// move or a drop may recur (unless captures go nowhere: placement)
	// a drop is the module's own move kind (its owner index), the kind dropped its
	// argument (Move.arg), From == To the target; see Position.DropKind
	return traits{name: rules.ModDrops, ownsMoves: true, takesArg: true, effectsOn: fxOwned,
		fields: []fenField{fenHand}, noFilter: !md.mustDrop && !md.noCheck, recurs: !md.noCapture}
}

// handHasRoyal reports whether the start holdings hand hold a royal piece.
func handHasRoyal(r *Rules, hand string) bool {
	for i := 0; i < len(hand); i++ {
		if k := r.KindOf(hand[i] &^ 0x20); k != 0 && r.kinds[k].royal {
			return true
		}
	}
	return false
}

// handLetter reads one holdings letter: its colour and kind.
func (md *drops) handLetter(l byte) (rules.Color, int, error) {
	c := rules.White
	if l >= 'a' && l <= 'z' {
		c = rules.Black
	}
	k := md.r.KindOf(l &^ 0x20)
	if k == 0 {
		return 0, 0, fmt.Errorf("%q names no piece", l)
	}
	if md.r.kinds[k].royal && !handHasRoyal(md.r, md.r.V.Drops.Hand) {
		return 0, 0, fmt.Errorf("%q is royal and cannot be in a hand", l)
	}
	return c, k, nil
}

// state returns p's drop state, made on first use.
func (md *drops) state(p *Position) *dropState {
	if p.big == nil {
		p.big = &bigState{}
	}
	st := &p.big.drops
	if st.origin == nil {
		st.origin = make([]uint8, md.r.N)
	}
	return st
}

// setHand replaces the hands (and their hash keys) by h and clears the marks.
func (md *drops) setHand(p *Position, h *[2][32]uint8) {
	st := md.state(p)
	for c := 0; c < 2; c++ {
		for k := range st.hand[c] {
			p.hash ^= zobHand[c][k][st.hand[c][k]] ^ zobHand[c][k][h[c][k]]
		}
	}
	st.hand = *h
	for w := range st.promoted {
		for x := st.promoted[w]; x != 0; x &= x - 1 {
			p.hash ^= zobPromo[w*64+trailing(x)]
		}
	}
	st.promoted = bitset{}
	st.undo = st.undo[:0]
}

func (md *drops) start(p *Position) { md.setHand(p, &md.hand0) }

// moves appends the drops of the side to move (none for a piece on a square).
// Lichess crazyhouse: "instead of moving, a player may put a captured piece on any
// empty square, pawns not on the first or last rank"; shogi's nifu and no mate by
// a pawn drop when the variant names them.
func (md *drops) moves(p *Position, buf []Move, gs *genState, from board.Square) []Move {
	if from != board.NoSquare || p.big == nil {
		return buf
	}
	st := &p.big.drops
	us := p.side
	r := md.r
	for _, k := range md.kinds {
		if st.hand[us][k] == 0 {
			continue
		}
		gs.ki = &r.kinds[k]
		files := md.fullFiles(p, k, us) // files a drop of k may not join (nifu)
		wh := &md.where[us][k]
		pk := md.promo[k]
		for s := 0; s < r.N; s++ {
			sq := board.Square(s)
			if p.board[s] != Empty || files&(1<<uint(r.G.File(sq))) != 0 {
				continue
			}
			if pk != 0 && md.whereP[us][k].has(sq) {
				// dropped promoted (rules.Drops.Promoted: Kyoto Shogi's "+N@b3")
				buf = p.emitOne(buf, Move{From: sq, To: sq, Promo: uint8(pk), owner: md.own, arg: uint8(k)}, gs)
			}
			if !wh.has(sq) {
				continue
			}
			m := Move{From: sq, To: sq, owner: md.own, arg: uint8(k)}
			if md.noMate[k] && !md.mateLoses && !gs.relax && md.mates(p, m) {
				continue
			}
			if md.bishop != 0 && !gs.relax && !md.bishopsOK(p, k, sq) {
				continue
			}
			buf = p.emitOne(buf, m, gs)
		}
	}
	return buf
}

// fullFiles returns the files (bit f) holding fileLimit or more pieces of kind k
// of colour us when k is a onePerFile kind (nifu: one), else none.
func (md *drops) fullFiles(p *Position, k int, us rules.Color) uint32 {
	if !md.onePerFile[k] {
		return 0
	}
	var n [32]uint8
	var files uint32
	b := &p.bb[MakePiece(k, us)]
	for w := range b {
		for x := b[w]; x != 0; x &= x - 1 {
			f := md.r.G.File(board.Square(w*64 + trailing(x)))
			if n[f]++; int(n[f]) >= md.fileLimit {
				files |= 1 << uint(f)
			}
		}
	}
	return files
}

// mates reports whether the drop m checkmates (the generation state and the
// move buffers of the enclosing generation are kept: this one uses its own).
func (md *drops) mates(p *Position, m Move) bool {
	saved, sc, mb, cb := p.gen, p.scratch, p.modBuf, p.choiceBuf
	st := &p.big.drops
	p.scratch, p.modBuf, p.choiceBuf = st.scratch, st.modBuf, st.choiceBuf
	p.Make(m)
	mate := p.InCheck() && !p.HasLegalMove()
	p.Unmake()
	st.scratch, st.modBuf, st.choiceBuf = p.scratch, p.modBuf, p.choiceBuf
	p.gen, p.scratch, p.modBuf, p.choiceBuf = saved, sc, mb, cb
	return mate
}

// bishopsOK reports whether dropping kind k on s leaves the side to move able to
// have its bishops half on each square colour (rules.Drops.OppositeBishops, as
// Fairy-Stockfish's placement counts it: the bishops on the board and the empty
// squares where a bishop may still be dropped must hold half of the bishops on
// the board and in hand on each colour; a bishop may not join more than half on
// its colour).
func (md *drops) bishopsOK(p *Position, k int, s board.Square) bool {
	us := p.side
	g := md.r.G
	total := p.bb[MakePiece(md.bishop, us)].count() + int(p.big.drops.hand[us][md.bishop])
	var dark, light int
	for t := 0; t < md.r.N; t++ {
		sq := board.Square(t)
		pc := p.board[t]
		if k == md.bishop {
			if pc == MakePiece(md.bishop, us) && g.Dark(sq) == g.Dark(s) {
				dark++ // same colour as s
			}
			continue
		}
		if pc == MakePiece(md.bishop, us) || (pc == Empty && sq != s && md.where[us][md.bishop].has(sq)) {
			if g.Dark(sq) {
				dark++
			} else {
				light++
			}
		}
	}
	if k == md.bishop {
		return dark+1 <= (total+1)/2
	}
	return dark >= total/2 && light >= total/2
}

// filter (rules.Drops.MustDrop): while the side to move has a piece in hand and a
// legal drop, its other moves are not legal (Fairy-Stockfish's placement); and
// (rules.Drops.NoCheck) a drop that gives check is not legal.
func (md *drops) filter(p *Position, buf []Move, start int, all bool) []Move {
	if md.noCheck {
		out := buf[:start]
		for _, m := range buf[start:] {
			if m.owner != md.own || !p.givesCheck(m) {
				out = append(out, m)
			}
		}
		buf = out
	}
	if p.big == nil || !md.mustDrop {
		return buf
	}
	st := &p.big.drops
	us := p.side
	any := false
	for _, k := range md.kinds {
		any = any || st.hand[us][k] > 0
	}
	if !any {
		return buf
	}
	has := false
	if all {
		for _, m := range buf[start:] {
			if m.owner == md.own && p.IsLegal(m) {
				has = true
				break
			}
		}
	} else {
		saved, sc, mb, cb := p.gen, p.scratch, p.modBuf, p.choiceBuf
		p.scratch, p.modBuf, p.choiceBuf = st.scratch, st.modBuf, st.choiceBuf
		gs := p.newGen(false, true, false)
		for _, m := range md.moves(p, nil, gs, board.NoSquare) {
			if p.IsLegal(m) {
				has = true
				break
			}
		}
		st.scratch, st.modBuf, st.choiceBuf = p.scratch, p.modBuf, p.choiceBuf
		p.gen, p.scratch, p.modBuf, p.choiceBuf = saved, sc, mb, cb
	}
	if !has {
		return buf
	}
	return keepOwned(buf, start, md.own)
}

// make puts the dropped piece on its square.
func (md *drops) make(p *Position, m Move, u *undo) {
	pc := MakePiece(int(m.arg), p.side)
	if m.Promo != 0 {
		pc = MakePiece(int(m.Promo), p.side) // dropped promoted (rules.Drops.Promoted)
	}
	p.put(m.To, pc)
	p.hash ^= zobPiece(pc, m.To)
	if md.r.kinds[m.arg].royal {
		p.king[p.side] = m.To
	}
	if md.unmoved {
		p.setUnmoved(m.To) // placement: a dropped king and rook may castle
	}
	p.halfmove = 0 // every drop resets the halfmove clock (Fairy-Stockfish's FEN)
}

func (md *drops) unmake(p *Position, m Move, u *undo) { p.take(m.To) }

// after moves a captured piece to the capturer's hand, takes a dropped one from
// the hand, and carries the promotion marks along.
func (md *drops) after(p *Position, m Move, u *undo) {
	st := md.state(p)
	us := p.side
	st.undo = append(st.undo, dropUndo{hand: st.hand, promoted: st.promoted, origin: st.origin[m.To]})
	if m.owner == md.own {
		md.addHand(p, us, int(m.arg), -1)
		return
	}
	if u.captured != Empty {
		k := md.retAs[u.captured.Kind()]
		if st.promoted.has(u.capSq) {
			k = int(st.origin[u.capSq])
			st.promoted.unset(u.capSq)
			p.hash ^= zobPromo[u.capSq]
		}
		if !md.r.kinds[k].royal && !md.noCapture {
			md.addHand(p, us, k, 1)
		}
	}
	if p.R.castle.isOwn(m) {
		return
	}
	if st.promoted.has(m.From) {
		st.promoted.unset(m.From)
		st.promoted.set(m.To)
		st.origin[m.To] = st.origin[m.From]
		p.hash ^= zobPromo[m.From] ^ zobPromo[m.To]
	} else if m.Promo != 0 && u.moved != Empty && md.retAs[m.Promo] == int(m.Promo) && !md.keep && !md.noCapture &&
		md.r.kinds[u.moved.Kind()].promotedFrom != int(m.Promo) {
		// (a demotion, rules.Promotion.Demotes, puts back the piece's own kind: no mark)
		// (no mark where captures leave the game, placement: it would change
		// nothing, and Fairy-Stockfish writes none)
		// a promoted type with its own way back to the hand (a Shogi +P)
		// needs no mark
		st.promoted.set(m.To)
		st.origin[m.To] = uint8(u.moved.Kind())
		p.hash ^= zobPromo[m.To]
	}
}

func (md *drops) addHand(p *Position, c rules.Color, k, d int) {
	st := &p.big.drops
	n := st.hand[c][k]
	nn := uint8(int(n) + d)
	if nn > MaxHand {
		nn = MaxHand
	}
	p.hash ^= zobHand[c][k][n] ^ zobHand[c][k][nn]
	st.hand[c][k] = nn
}

func (md *drops) undoAfter(p *Position, m Move, u *undo) {
	st := &p.big.drops
	x := st.undo[len(st.undo)-1]
	st.undo = st.undo[:len(st.undo)-1]
	st.hand, st.promoted, st.origin[m.To] = x.hand, x.promoted, x.origin
}

// readFEN reads one holdings letter (field fenHand).
func (md *drops) readFEN(p *Position, field fenField, f string, j, col int) (int, error) {
	st := md.state(p)
	if j == 0 {
		md.setHand(p, &[2][32]uint8{})
	}
	k, c, n, msg := md.r.labelAt(f, j)
	if msg != "" {
		return 0, &FENError{"holdings", col + j, msg}
	}
	if md.r.kinds[k].royal && !md.royalHand {
		return 0, &FENError{"holdings", col + j, fmt.Sprintf("%q is royal and cannot be in a hand", f[j:j+n])}
	}
	if !md.keep && md.retAs[k] != k {
		// Shogi: a captured promoted piece enters the hand as the piece it promoted from
		var base strings.Builder
		md.r.writeLabel(&base, MakePiece(md.retAs[k], c))
		return 0, &FENError{"holdings", col + j, fmt.Sprintf("%q is a promoted piece and cannot be in a hand (captured, it goes there as %s)",
			f[j:j+n], base.String())}
	}
	if st.hand[c][k] >= MaxHand {
		return 0, &FENError{"holdings", col + j, fmt.Sprintf("more than %d pieces %s in hand", MaxHand, f[j:j+n])}
	}
	md.addHand(p, c, k, 1)
	return n, nil
}

// finishFEN: an empty holdings part ("-") empties the hands.
func (md *drops) finishFEN(p *Position, field fenField, f string, col int) error {
	if f == "-" {
		md.setHand(p, &[2][32]uint8{})
	}
	return nil
}

// writeFEN writes the holdings letters: White's then Black's, in preset order.
func (md *drops) writeFEN(p *Position, field fenField, b *strings.Builder) {
	if p.big == nil {
		return
	}
	st := &p.big.drops
	for c := rules.White; c <= rules.Black; c++ {
		for _, k := range md.kinds {
			for i := 0; i < int(st.hand[c][k]); i++ {
				md.r.writeLabel(b, MakePiece(k, c))
			}
		}
	}
}

// readMark marks the piece on s as promoted (FEN `Q~`): captured, it goes to the
// hand as the promotion's piece (the pawn kind).
func (md *drops) readMark(p *Position, s board.Square) error {
	if md.keep || md.noCapture {
		return nil // loop: a promoted piece goes back as it stands; placement: it never goes back
	}
	st := md.state(p)
	if st.promoted.has(s) {
		return nil
	}
	k := md.r.PawnKind()
	if k == 0 {
		return fmt.Errorf("a promoted piece, but the variant has no pawn")
	}
	st.promoted.set(s)
	st.origin[s] = uint8(k)
	p.hash ^= zobPromo[s]
	return nil
}

func (md *drops) marked(p *Position, s board.Square) bool {
	return p.big != nil && p.big.drops.promoted.has(s)
}

// Hand returns how many pieces of the given kind colour c holds (0 without drops).
func (p *Position) Hand(c rules.Color, kind int) int {
	if p.big == nil || kind < 0 || kind >= 32 {
		return 0
	}
	return int(p.big.drops.hand[c][kind])
}

// DropKind returns the kind m drops, 0 when m is no drop.
func (p *Position) DropKind(m Move) int {
	if !p.R.hooks.ownedBy(m, rules.ModDrops) {
		return 0
	}
	return int(m.arg)
}

// Drops appends the pseudo-legal drops of the side to move (see
// PseudoLegalMoves): of the given kind onto to, or every drop when kind is 0
// (with rules.Drops.Promoted the drops as the promoted type too: Promo set).
func (p *Position) Drops(buf []Move, kind int, to board.Square) []Move {
	md := moduleOf[*drops](p.R)
	if md == nil {
		return buf
	}
	gs := p.newGen(false, true, false)
	start := len(buf)
	buf = md.moves(p, buf, gs, board.NoSquare)
	out := buf[:start]
	for _, m := range buf[start:] {
		if (kind == 0 || int(m.arg) == kind) && (to == board.NoSquare || m.To == to) {
			out = append(out, m)
		}
	}
	return out
}

// HasDrops reports whether the variant has the drops module.
func (r *Rules) HasDrops() bool { return moduleOf[*drops](r) != nil }

// checkmateOutcome returns what checkmate means for the side to move: def
// (end.checkmate), or "win" when the mate was given by a drop of a piece whose
// drop mate loses (rules.Drops.DropMateLoses: Shogi's uchifuzume as
// Fairy-Stockfish plays it).
func (p *Position) checkmateOutcome(def string) string {
	md := moduleOf[*drops](p.R)
	if md == nil || !md.mateLoses {
		return def
	}
	if m := p.LastMove(); m.owner == md.own && md.noMate[m.arg] {
		return "win"
	}
	return def
}

// DropRefusal says which drops rule forbids the side to move a drop of kind onto
// the empty square to (rules.Drops), as a rules.DropRefusal whose String is: "rank" (outside the kind's drop ranks),
// "immobile" (the piece would have no further move there: Shogi's pawn or lance on
// the last rank, knight on the last two), "file" (a pawn of that side already on
// the file: nifu), "mate" (the drop would checkmate: uchifuzume), "bishops" (the
// bishops' colours); rules.DropAllowed ("") when none does (or the variant has no drops).
func (p *Position) DropRefusal(kind int, to board.Square) rules.DropRefusal {
	md := moduleOf[*drops](p.R)
	if md == nil || kind <= 0 || kind >= len(p.R.kinds) || int(to) < 0 || int(to) >= p.R.N {
		return rules.DropAllowed
	}
	us := p.side
	r := md.r
	if slices.Contains(r.V.Drops.NoDrop, r.kinds[kind].letter) {
		return rules.DropNever
	}
	if !md.where[us][kind].has(to) {
		rel := r.G.RelRank(to, us == rules.Black) + 1
		if rr, ok := r.V.Drops.Ranks[r.kinds[kind].letter]; (!ok || rel >= rr[0] && rel <= rr[1]) && r.immobile(us, kind, to) {
			return rules.DropImmobile
		}
		return rules.DropRank
	}
	if md.fullFiles(p, kind, us)&(1<<uint(r.G.File(to))) != 0 {
		return rules.DropFile
	}
	m := Move{From: to, To: to, owner: md.own, arg: uint8(kind)}
	if md.noMate[kind] && !md.mateLoses && md.mates(p, m) {
		return rules.DropMate
	}
	if md.bishop != 0 && !md.bishopsOK(p, kind, to) {
		return rules.DropBishops
	}
	return rules.DropAllowed
}

// EffectDrop: a piece put from the hand; Piece is its kind, Squares its square.
const EffectDrop EffectKind = "drop"

func (md *drops) setOwner(i uint8) { md.own = i }

func (md *drops) effects(p *Position, m Move, buf []Effect) []Effect {
	if m.owner == md.own {
		buf = append(buf, effectOf(rules.ModDrops, EffectDrop, int(m.arg), m.To))
	}
	return buf
}
