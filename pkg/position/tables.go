package position

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/gamecourier/courier/pkg/betza"
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// Piece is a coloured piece on a square: 0 is the empty square; the low five bits
// hold the kind (1-based index into rules.Variant.Pieces), bit 5 is set for Black.
type Piece uint8

// Empty is the empty square.
const Empty Piece = 0

// Wall is a wall square (walls.go): kind 0 with Black's bit, so that it sits in
// Black's piece sets (a blocker for both sides, one Black never moves: no move
// tables for kind 0, no attack masks) and the walls module keeps White from
// capturing it.
const Wall Piece = blackBit

const blackBit = 0x20

// MakePiece returns the piece of kind (1-based) and colour.
func MakePiece(kind int, c rules.Color) Piece { return Piece(kind) | Piece(c)<<5 }

// Kind returns the 1-based kind index (0 for Empty).
func (p Piece) Kind() int { return int(p & 31) }

// Color returns the piece's side (meaningless for Empty).
func (p Piece) Color() rules.Color { return rules.Color(p >> 5 & 1) }

// ray is one line of moves of a piece from one square: the squares in order, up to
// the atom's range and the board edge.
type ray struct {
	sqs     []board.Square
	block   []board.Square // lame leaper: squares that must be empty
	move    bool
	capture bool
	ep      bool
	initial bool
	// hop: betza.HopCannon or betza.HopGrasshopper for a hopper's ray (kept in
	// Rules.hops, apart from the ordinary rays)
	hop betza.Hop
	// double: the square of sqs a pawn's initial move reaches with a two-rank
	// step, straight or diagonal (Berolina), which sets an en passant target;
	// NoSquare when none
	double board.Square
}

// attackRay is a line looking outward from a target square: sqs[d] is reached at
// distance d+1; masks[d] holds the kinds (bit k) that attack the target from sqs[d]
// when every square before it is empty.
type attackRay struct {
	sqs   []board.Square
	masks []uint32
	// on: on a board of up to 64 squares, the squares of sqs as a bit set (a ray
	// without a piece of the attacking colour on it is skipped without a walk);
	// asc: sqs ascend (else they descend: a ray is one vector, so its squares are
	// in order), so that the piece nearest the target is the lowest (else the
	// highest) occupied square of on
	on  uint64
	asc bool
}

type kindInfo struct {
	kind        int // its own index
	letter      byte
	label       string // rules.PieceType.LabelOf (upper case)
	royal       bool
	pawn        bool
	initialRank int // 0-based relative rank, -1 when 'i' means "unmoved"
	// initialRanks: bit r set when the 'i' moves are allowed from the 0-based
	// relative rank r (initialRank and the more initial ranks); moreInitial: the
	// kind has more than one
	initialRanks uint32
	moreInitial  bool
	// initialAt[c]: the squares from which colour c's 'i' moves are allowed
	// (initialRanks, or rules.PieceType.InitialSquares), when initialRank >= 0
	initialAt [2]bitset
	hops      bool // the kind has hopping rays (Rules.hops)
	// overlap: from some square two of the kind's rays (hops included) reach
	// one target with a mode in common that subsume leaves (RD: the rook's
	// second step and the dabbaba's leap; a hop and a leap), so a move could be
	// generated twice: its moves are generated piece by piece and the repeats
	// dropped (dedupe), never counted from Rules.fast
	overlap bool
	// promotes: the kind it promotes to (rules.Promotion.Promotes), 0 none;
	// promotedFrom: the kind that promotes to it, 0 none
	promotes, promotedFrom int
}

// Rules is a variant compiled for move generation: per side, kind and square the rays
// of its moves, and the attack rays used for check detection. It is read-only after
// Compile and may be shared by any number of positions and goroutines.
type Rules struct {
	V     *rules.Variant
	G     board.Geometry
	N     int
	kinds []kindInfo // index = kind (0 unused)
	gen   [2][][][]ray
	// hops[c][k][s]: the hopping rays (Betza p, g) of kind k, apart from gen so
	// that pieces without them pay nothing; hops[c][k] is nil for such kinds.
	hops [2][][][]ray
	// reach[c][k][s]: every square some ray of kind k of colour c from s passes
	reach [2][][]bitset
	att   [2][][]attackRay // [attacker colour][target square]
	// slowKinds[c]: the kinds of colour c whose attacks neither the attack rays
	// nor the special tables express (a hopper confined to a region); such
	// attacks are checked by walking the attacker's own rays (attackedSlow).
	slowKinds [2][]int
	// slow[c]: colour c has slow kinds: Attacked must walk their rays, and the
	// legality shortcut is off against c.
	slow [2]bool
	// flying: the flying general rule (rules.Variant.FlyingGeneral).
	flying bool
	// promoKeepsClock: a promotion does not reset the halfmove clock (pieces
	// demote: rules.Promotion.Demotes, as Fairy-Stockfish counts it)
	promoKeepsClock bool

	// walls: the variant may have wall squares (walls.go): `*` in its setup, or
	// the walls module; a FEN may write them then.
	walls bool
	// petrifyBlast: bit k set for the kinds that petrify on capturing in a
	// variant with explosions (walls.go): the legality of such a capture is
	// judged with its new wall lifted, as Fairy-Stockfish judges it
	petrifyBlast uint64
	nbr          [][]board.Square // the king-step neighbours of each square, indexed by neighbourDir
	nbrDir       [][]int8
	// flyingRanks: the flying general rule on ranks too (rules.Variant.FlyingGeneralRanks).
	flyingRanks bool
	// setup is the start array, parsed.
	setup     []Piece
	royalKind int
	// castle is the castling module (nil without castling).
	castle *castling
	// hooks: the compiled modules, per hook (module.go).
	hooks hooks
	// lines[c][s]: the squares on the rider attack lines of colour c toward s
	// (a piece off them cannot uncover an attack on s)
	lines [2][]bitset
	// insuff: the dead-position signatures, parsed; maxInsuff their largest piece count
	insuff    []insuffSig
	maxInsuff int
	// bareKing: the bare king rule is on (bareking.go); its positions have no moves.
	bareKing bool
	// rev: the reverse move table (origins.go), built on first use.
	rev     atomic.Pointer[revTable]
	revOnce sync.Once
	// fast[c][k][s]: the moves of kind k of colour c from s in counting form
	// (perft.go), built on the first count (countLegal): a replay never needs
	// them, and their memory (a few hundred KB) is not touched
	fast     [2][][]fastSet
	fastOnce sync.Once
	// words: the words of a bitset the board uses (1 up to 64 squares)
	words int
	// royalKinds, pawnKinds: bit k set when kind k is royal, a pawn (kinds[k],
	// read in one word on the hot paths); modKinds: bit k set when a module gives
	// kind k extra moves (hooks.kind[k]); noRev: bit k set when the moves of kind
	// k are not all in the reverse table (rayMovesTo)
	royalKinds, pawnKinds, modKinds, noRev uint32
	// resetKinds: bit k set when a move of kind k resets the move-rule count
	// (rules.PieceType.ResetsMoveRule)
	resetKinds uint32
	// noteChecks[c]: a plain move of colour c tells whether it gives check from
	// the attack rays it changed (Position.noteCheck): no module decides check or
	// changes the board after a move, and every attack of c is on its attack rays.
	noteChecks [2]bool
	// byLetter[l]: the first kind whose letter is l (KindOf), 0 when none
	byLetter [256]uint8
	// tryOrder: the kinds that are not royal, those with the fewest ray squares
	// over the board first (HasLegalMove: a piece with few moves answers sooner)
	tryOrder []int
	// keyKeep: every module with a key gave its keySqs (traits.keySqs), and
	// keySqs is their union: a plain ply (no module's move, no side effect)
	// that leaves the module state and these squares alone leaves moduleKey
	// as it was (Game.Play). Last, with start, so that the fields perft reads
	// keep their places.
	keyKeep bool
	keySqs  bitset
	// start: the start position's image (StartInto), built on first use
	start     *startImage
	startOnce sync.Once
	// spec[c] (after the fields perft reads most, which keep their places): colour c's attacks off the attack rays, looked up from the target
	// square (attacks.go): lame leapers, initial-only captures, region kinds,
	// hoppers; special[c]: colour c has such attacks or the flying general rule
	// is on (Attacked and the legality shortcut consult them).
	spec    [2]specTables
	special [2]bool
	// off[c]: slow[c] or special[c] (one test on Attacked's path)
	off [2]bool
	// hopLim[k]: the pieces kind k's hops may not jump over or capture
	// (hopLimit); nil when no kind has such limits
	hopLim []hopLimit
	// judge[i]: the ownJudge role of the module of owner index i (nil: none);
	// nil when no module has the role
	judge []ownJudge
}

// hopLimit is what a hopper may not jump over and may not capture
// (rules.PieceType.HopNotOver, HopNotCapturing: the janggi cannon): bit k set
// for kind k. A kind with limits has its attacks walked (Rules.slowKinds).
type hopLimit struct{ notOver, notCapt uint32 }

// hopLimitOf returns kind k's hop limits (zero: none).
func (r *Rules) hopLimitOf(k int) hopLimit {
	if r.hopLim == nil {
		return hopLimit{}
	}
	return r.hopLim[k]
}

// fastSet is the counting form of a piece's moves from one square (perft.go): its
// plain one-square rays (no 'i', no lame leg, no double step) folded into bit
// sets, the other rays kept to be walked.
type fastSet struct {
	move, capt bitset // the squares of the plain one-square move and capture rays
	// ep: the squares of the one-square en passant rays
	ep bitset
	// walk: the other rays; riders those of them that are plain rays of more
	// than one square (no 'i', lame leg, en passant or double step), lame the
	// one-square lame ones, rest the others (walked)
	walk   []ray
	riders []rider
	rest   []ray
	// lame: the walked one-square rays with one square that must be empty (a
	// lame leaper's leg, a pawn's double step once its 'i' is settled)
	lame []lameStep
	// choose: a square the piece reaches gets choices (promotion)
	choose bool
}

// rider is a plain ray of more than one square as a bit set: the squares of a ray
// ascend or descend (a square is rank*files+file), so the first piece on it is the
// lowest or the highest square of sqs that holds one.
type rider struct {
	sqs           bitset
	up            bool // the squares ascend from the piece outward
	move, capture bool
	w0, w1        uint8 // the first and last word of sqs that hold a square
}

// lameStep is a one-square ray to to whose leg, the square block, must be empty.
type lameStep struct {
	to, block     board.Square
	move, capture bool
}

// buildFast builds Rules.fast from the move rays and the modules' choice squares.
func (r *Rules) buildFast() {
	for c := rules.White; c <= rules.Black; c++ {
		r.fast[c] = make([][]fastSet, len(r.kinds))
		for k := 1; k < len(r.kinds); k++ {
			r.fast[c][k] = make([]fastSet, r.N)
			zq, zc := r.hooks.chooseAt(c, k, false), r.hooks.chooseAt(c, k, true)
			for s := 0; s < r.N; s++ {
				fs := &r.fast[c][k][s]
				ki := &r.kinds[k]
				rays := r.gen[c][k][s]
				for _, ry := range rays {
					if ry.initial && ki.initialRank >= 0 {
						// 'i' moves from given ranks or squares: known for each square
						if !ki.initialAt[c].has(board.Square(s)) {
							continue
						}
						ry.initial = false
					}
					if len(ry.sqs) != 1 || ry.initial || ry.block != nil || ry.double != board.NoSquare {
						if fs.walk == nil {
							fs.walk = make([]ray, 0, len(rays)) // at most one per ray: no growing
						}
						fs.walk = append(fs.walk, ry)
						if len(ry.sqs) == 1 && len(ry.block) == 1 && !ry.initial && !ry.ep {
							fs.lame = append(fs.lame, lameStep{ry.sqs[0], ry.block[0], ry.move, ry.capture})
							continue
						}
						if ry.initial || ry.block != nil || ry.double != board.NoSquare || ry.ep {
							fs.rest = append(fs.rest, ry)
							continue
						}
						rd := rider{up: ry.sqs[1] > ry.sqs[0], move: ry.move, capture: ry.capture}
						for _, t := range ry.sqs {
							rd.sqs.set(t)
						}
						rd.w0, rd.w1 = uint8(min(ry.sqs[0], ry.sqs[len(ry.sqs)-1])>>6), uint8(max(ry.sqs[0], ry.sqs[len(ry.sqs)-1])>>6)
						if fs.riders == nil {
							fs.riders = make([]rider, 0, len(rays))
						}
						fs.riders = append(fs.riders, rd)
						continue
					}
					if ry.move {
						fs.move.set(ry.sqs[0])
					}
					if ry.capture {
						fs.capt.set(ry.sqs[0])
					}
					if ry.ep {
						fs.ep.set(ry.sqs[0])
					}
				}
				re := &r.reach[c][k][s]
				fs.choose = (zq != nil && re.meets(zq)) || (zc != nil && re.meets(zc))
			}
		}
	}
}

// neighbour offsets, bit i of a conversion mask = nbrOff[i]
var nbrOff = [8][2]int{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}

// Compile builds the move tables for v. Errors: more than 31 piece kinds, a letter
// in the setup that is no piece, a module naming an unknown piece.
func Compile(v *rules.Variant) (*Rules, error) {
	if len(v.Pieces) > 31 {
		return nil, fmt.Errorf("too many piece kinds: %d (at most 31)", len(v.Pieces))
	}
	g := v.Board
	r := &Rules{V: v, G: g, N: g.Size()}
	r.kinds = make([]kindInfo, len(v.Pieces)+1)
	for i, pt := range v.Pieces {
		ki := kindInfo{kind: i + 1, letter: pt.Letter, label: pt.LabelOf(), royal: pt.Royal, pawn: pt.Pawn, initialRank: -1}
		if pt.InitialRank > 0 {
			ki.initialRank = pt.InitialRank - 1
			ki.initialRanks = 1 << uint(ki.initialRank)
			for _, x := range pt.MoreInitialRanks {
				if x >= 1 && x <= 16 {
					ki.initialRanks |= 1 << uint(x-1)
					ki.moreInitial = !pt.MoreInitialEnPassant
				}
			}
			for c := rules.White; c <= rules.Black; c++ {
				for s := 0; s < r.N; s++ {
					if ki.initialRanks>>uint(g.RelRank(board.Square(s), c == rules.Black))&1 != 0 {
						ki.initialAt[c].set(board.Square(s))
					}
				}
			}
		}
		if pt.InitialSquares[0] != nil {
			// squares instead of ranks: every double step from them gives the
			// en passant right (initialRank 0 only marks the mode)
			ki.initialRank, ki.initialRanks, ki.moreInitial = 0, 0, false
			ki.initialAt = [2]bitset{}
			for c := rules.White; c <= rules.Black; c++ {
				for _, s := range pt.InitialSquares[c] {
					if !g.Contains(s) {
						return nil, fmt.Errorf("piece %c: initial square %d is off the board", pt.Letter, s)
					}
					ki.initialAt[c].set(s)
				}
			}
		}
		r.kinds[i+1] = ki
		if pt.Royal && r.royalKind == 0 {
			r.royalKind = i + 1
		}
	}
	for k := len(r.kinds) - 1; k >= 1; k-- {
		r.byLetter[r.kinds[k].letter] = uint8(k)
	}
	for k := 1; k < len(r.kinds); k++ {
		var hl hopLimit
		pt := &v.Pieces[k-1]
		for _, l := range pt.HopNotOver {
			hl.notOver |= 1 << r.KindOf(l)
		}
		for _, l := range pt.HopNotCapturing {
			hl.notCapt |= 1 << r.KindOf(l)
		}
		if hl != (hopLimit{}) {
			if r.hopLim == nil {
				r.hopLim = make([]hopLimit, len(r.kinds))
			}
			r.hopLim[k] = hl
		}
	}
	for c := rules.White; c <= rules.Black; c++ {
		r.gen[c] = make([][][]ray, len(r.kinds))
		r.hops[c] = make([][][]ray, len(r.kinds))
		r.reach[c] = make([][]bitset, len(r.kinds))
		for k := 1; k < len(r.kinds); k++ {
			r.gen[c][k] = make([][]ray, r.N)
			r.reach[c][k] = make([]bitset, r.N)
			for s := 0; s < r.N; s++ {
				all := r.pieceRays(board.Square(s), c, &v.Pieces[k-1])
				plain, hop := all, []ray(nil)
				for i, ry := range all {
					if ry.hop != betza.HopNone {
						// hopping rays apart (only pieces with hops pay for the copy)
						plain = append(make([]ray, 0, len(all)), all[:i]...)
						for _, ry := range all[i:] {
							if ry.hop != betza.HopNone {
								hop = append(hop, ry)
							} else {
								plain = append(plain, ry)
							}
						}
						break
					}
				}
				r.gen[c][k][s] = plain
				if len(hop) > 0 {
					if r.hops[c][k] == nil {
						r.hops[c][k] = make([][]ray, r.N)
					}
					r.hops[c][k][s] = hop
					r.kinds[k].hops = true
				}
				if v.Pieces[k-1].Pawn {
					markDouble(g, board.Square(s), r.gen[c][k][s])
				}
				for _, ry := range all {
					for _, t := range ry.sqs {
						r.reach[c][k][s].set(t)
					}
				}
				if !r.kinds[k].overlap && raysOverlap(all) {
					r.kinds[k].overlap = true
				}
			}
		}
		r.att[c] = buildAttack(g, c, v.Pieces)
		r.flying = v.FlyingGeneral
		r.flyingRanks = v.FlyingGeneral && v.FlyingGeneralRanks
		r.slowKinds[c] = r.buildSpecial(c)
		r.slow[c] = len(r.slowKinds[c]) > 0
		r.special[c] = r.spec[c].sens != nil
		r.off[c] = r.slow[c] || r.special[c]
		r.lines[c] = make([]bitset, r.N)
		for t := 0; t < r.N; t++ {
			for _, ar := range r.att[c][t] {
				if len(ar.sqs) > 1 {
					for _, x := range ar.sqs {
						r.lines[c][t].set(x)
					}
				}
			}
		}
	}
	r.nbr = make([][]board.Square, r.N)
	r.nbrDir = make([][]int8, r.N)
	for s := 0; s < r.N; s++ {
		f, rk := g.File(board.Square(s)), g.Rank(board.Square(s))
		for i, o := range nbrOff {
			if t := g.Sq(f+o[0], rk+o[1]); t != board.NoSquare {
				r.nbr[s] = append(r.nbr[s], t)
				r.nbrDir[s] = append(r.nbrDir[s], int8(i))
			}
		}
	}
	for _, s := range v.End.Insufficient {
		sig := parseInsuff(s)
		r.insuff = append(r.insuff, sig)
		r.maxInsuff = max(r.maxInsuff, len(sig.a)+len(sig.b))
	}
	r.bareKing = v.End.BareKing != ""
	if pr := v.Promotion; pr != nil {
		for from, to := range pr.Promotes {
			kf, kt := r.KindOf(from), r.KindOf(to)
			if kf == 0 || kt == 0 {
				return nil, fmt.Errorf("promotion: promotes %q to %q: not a piece", from, to)
			}
			r.kinds[kf].promotes, r.kinds[kt].promotedFrom = kt, kf
		}
	}
	r.walls = strings.Contains(v.Setup, "*") || rules.WallsParams.Of(v) != nil
	if r.walls {
		r.kinds[0].label = "*"
	}
	setup, err := r.parseBoard(v.Setup)
	if err != nil {
		return nil, fmt.Errorf("setup: %v", err)
	}
	r.setup = setup
	if err := r.conclude(); err != nil {
		return nil, err
	}
	r.words = (r.N + 63) / 64
	for c := range r.noteChecks {
		r.noteChecks[c] = r.hooks.checker == nil && !r.slow[c] && !r.special[c] && len(r.hooks.undo) == 0
	}
	r.tryOrder = r.cheapFirst()
	for k := 1; k < len(r.kinds); k++ {
		if r.kinds[k].royal {
			r.royalKinds |= 1 << k
		}
		if r.kinds[k].pawn {
			r.pawnKinds |= 1 << k
		}
		if rs := v.Pieces[k-1].ResetsMoveRule; rs != nil && *rs || rs == nil && r.kinds[k].pawn {
			r.resetKinds |= 1 << k
		}
		if len(r.hooks.kind[k]) > 0 {
			r.modKinds |= 1 << k
		}
		if len(r.hooks.kind[k]) > 0 || r.kinds[k].hops || r.kinds[k].overlap || len(r.hooks.filters) > 0 {
			r.noRev |= 1 << k
		}
	}
	return r, nil
}

// immobile reports whether a piece of kind k and colour c on s has no move at all
// (no ray from s, even on an empty board): Shogi's pawn and lance on the last
// rank, its knight on the last two.
func (r *Rules) immobile(c rules.Color, k int, s board.Square) bool {
	return len(r.gen[c][k][s]) == 0 && (r.hops[c][k] == nil || len(r.hops[c][k][s]) == 0)
}

// KindOf returns the 1-based kind of an upper-case piece letter, 0 when unknown.
func (r *Rules) KindOf(letter byte) int { return int(r.byLetter[letter]) }

// Letter returns the FEN letter of a piece: upper case for White, lower for Black.
func (r *Rules) Letter(p Piece) byte {
	l := r.kinds[p.Kind()].letter
	if p.Color() == rules.Black {
		l += 'a' - 'A'
	}
	return l
}

// KindLetter returns the upper-case letter of a kind (for a kind with a label
// longer than one character its internal code: rules.LabelCode; see KindLabel).
func (r *Rules) KindLetter(kind int) byte { return r.kinds[kind].letter }

// KindLabel returns the upper-case label of a kind ("N", "+P", "CH").
func (r *Rules) KindLabel(kind int) string { return r.kinds[kind].label }

// Label returns the label of a piece as FEN and Game Courier text write it:
// upper case for White, lower case for Black ("N", "n", "+P", "+p", "ch").
func (r *Rules) Label(p Piece) string {
	l := r.kinds[p.Kind()].label
	if p.Color() == rules.Black {
		return strings.ToLower(l)
	}
	return l
}

// KindOfLabel returns the kind of an upper-case label ("N", "+P", "CH"), 0 when
// unknown.
func (r *Rules) KindOfLabel(label string) int {
	for k := 1; k < len(r.kinds); k++ {
		if r.kinds[k].label == label {
			return k
		}
	}
	return 0
}

// HasPiecePromotion reports whether some piece promotes to a type of its own
// (rules.Promotion.Promotes: Shogi).
func (r *Rules) HasPiecePromotion() bool {
	for k := 1; k < len(r.kinds); k++ {
		if r.kinds[k].promotes != 0 {
			return true
		}
	}
	return false
}

// PromotedKind returns the kind a piece of kind k promotes to by the promotion
// module's per-piece promotion (rules.Promotion.Promotes), 0 when none.
func (r *Rules) PromotedKind(k int) int {
	if k < 1 || k >= len(r.kinds) {
		return 0
	}
	return r.kinds[k].promotes
}

// DemotedKind returns the kind a promoted piece of kind k turns back into by a
// demotion (rules.Promotion.Demotes: the kind that promotes to k), 0 when the
// variant's pieces do not demote or k is no promoted type.
func (r *Rules) DemotedKind(k int) int {
	if k < 1 || k >= len(r.kinds) || r.V.Promotion == nil || !r.V.Promotion.Demotes {
		return 0
	}
	return r.kinds[k].promotedFrom
}

// PromotedFromKind returns the kind that promotes to kind k
// (rules.Promotion.Promotes), 0 when k is no promoted type.
func (r *Rules) PromotedFromKind(k int) int {
	if k < 1 || k >= len(r.kinds) {
		return 0
	}
	return r.kinds[k].promotedFrom
}

// HasDemotion reports whether promoted pieces demote (rules.Promotion.Demotes:
// Kyoto Shogi), so that a coordinate move's trailing '-' is a demotion.
func (r *Rules) HasDemotion() bool {
	return r.V.Promotion != nil && r.V.Promotion.Demotes && r.HasPiecePromotion()
}

// IsPawn reports whether the kind is a pawn (promotes, double-steps, resets the 50-move count).
func (r *Rules) IsPawn(kind int) bool { return r.kinds[kind].pawn }

// PawnKind returns the first (lowest) pawn kind (rules.PieceType.Pawn), 0 when
// the variant has none.
func (r *Rules) PawnKind() int { return bits.TrailingZeros32(r.pawnKinds) % 32 }

// IsRoyal reports whether the kind is royal.
func (r *Rules) IsRoyal(kind int) bool { return r.kinds[kind].royal }

// Kinds returns the number of piece kinds (kinds are 1..Kinds()).
func (r *Rules) Kinds() int { return len(r.kinds) - 1 }

func buildRays(g board.Geometry, s board.Square, c rules.Color, atoms []betza.Atom) []ray {
	f0, r0 := g.File(s), g.Rank(s)
	dir := 1
	if c == rules.Black {
		dir = -1
	}
	// out and each ray's squares are allocated at their size (the tables of a
	// preset are built at the start of every run: growing them by appends
	// costs memory that a short run pays for in fresh pages)
	reach := func(a betza.Atom) int { // the number of squares of a's ray from s
		dx, dy := int(a.DX)*dir, int(a.DY)*dir
		n := a.Range
		if n == 0 {
			n = board.MaxSize
		}
		k := 0
		for k < n && g.Sq(f0+dx*(k+1), r0+dy*(k+1)) != board.NoSquare {
			k++
		}
		return k
	}
	rays, squares := 0, 0
	for _, a := range atoms {
		if k := reach(a); k > 0 {
			rays++
			squares += k
		}
	}
	if rays == 0 {
		return nil
	}
	out := make([]ray, 0, rays)
	all := make([]board.Square, squares) // the squares of every ray, in turn
	for _, a := range atoms {
		dx, dy := int(a.DX)*dir, int(a.DY)*dir
		ry := ray{move: a.Move, capture: a.Capture, ep: a.EnPassant, initial: a.Initial, hop: a.Hop, double: board.NoSquare}
		k := reach(a)
		if k == 0 {
			continue
		}
		ry.sqs, all = all[:k:k], all[k:] // capacity k: an append copies, never writes into the next ray
		for i := range ry.sqs {
			ry.sqs[i] = g.Sq(f0+dx*(i+1), r0+dy*(i+1))
		}
		if a.Lame {
			ok := true
			for _, p := range a.Path {
				t := g.Sq(f0+int(p[0])*dir, r0+int(p[1])*dir)
				if t == board.NoSquare {
					ok = false
					break
				}
				ry.block = append(ry.block, t)
			}
			if !ok {
				continue
			}
		}
		out = append(out, ry)
	}
	return subsume(out)
}

// subsume takes out of the rays from one square the moves another ray already
// makes: a ray whose squares begin another ray of the same direction (RK: the
// wazir step west is the rook's first square) keeps only the modalities the
// longer ray lacks, and goes when none is left, so that every destination is
// one move (Fairy-Stockfish's move sets are bitboards: BK's diagonal step is
// one move, not two). Lame, hopping and initial rays are left as they are,
// but an initial ray is covered by a plain one.
func subsume(out []ray) []ray {
	if len(out) < 2 {
		return out
	}
	plain := func(ry *ray) bool { return ry.block == nil && ry.hop == betza.HopNone }
	covers := func(b, a *ray) bool { // b's squares begin with all of a's
		if len(b.sqs) < len(a.sqs) || len(a.sqs) == 0 {
			return false
		}
		for i, t := range a.sqs {
			if b.sqs[i] != t {
				return false
			}
		}
		return true
	}
	n := 0
	for i := range out {
		a := out[i]
		if plain(&a) && a.double == board.NoSquare {
			for j := range out {
				b := &out[j]
				if j == i || !plain(b) || (b.initial && !a.initial) || !covers(b, &a) {
					continue
				}
				if len(b.sqs) == len(a.sqs) && j > i {
					continue // equal rays: the first keeps its moves
				}
				a.move = a.move && !b.move
				a.capture = a.capture && !b.capture
				a.ep = a.ep && !b.ep
			}
			if !a.move && !a.capture && !a.ep {
				continue
			}
		}
		out[n] = a
		n++
	}
	return out[:n]
}

// raysOverlap reports whether two of the rays from one square reach a common
// target square with a mode in common (both may move there, both capture, both
// capture en passant; a hopping ray counts as moving and capturing), so that
// generating every ray could give one move twice. Fairy-Stockfish's move sets are
// unions of target squares, where a move is one move however many atoms give it.
func raysOverlap(rays []ray) bool {
	if len(rays) < 2 {
		return false
	}
	// the modes of the rays so far reaching each target (a ray is straight: it
	// meets a square once)
	var modes [board.MaxSize * board.MaxSize]uint8
	for _, ry := range rays {
		var mode uint8
		if ry.move {
			mode |= 1
		}
		if ry.capture {
			mode |= 2
		}
		if ry.ep {
			mode |= 4
		}
		if ry.hop != betza.HopNone {
			mode |= 3
		}
		for _, t := range ry.sqs {
			if modes[t]&mode != 0 {
				return true
			}
			modes[t] |= mode
		}
	}
	return false
}

// markDouble marks on a pawn's initial move rays from s the square two ranks away,
// straight ahead or on a diagonal: such a step sets an en passant target on the
// square it passes.
func markDouble(g board.Geometry, s board.Square, rays []ray) {
	for i := range rays {
		ry := &rays[i]
		if !ry.initial || !ry.move {
			continue
		}
		for _, t := range ry.sqs {
			df, dr := g.File(t)-g.File(s), g.Rank(t)-g.Rank(s)
			if (dr == 2 || dr == -2) && (df == 0 || df == dr || df == -dr) {
				ry.double = t
				break
			}
		}
	}
}

// buildAttack builds, for each target square, the rays along which pieces of colour c
// attack it. Capture atoms that are lame, initial-only or hopping, and every
// capture of a kind with a region or region moves, are left to the special tables
// (attacks.go).
func buildAttack(g board.Geometry, c rules.Color, pieces []rules.PieceType) [][]attackRay {
	dir := 1
	if c == rules.Black {
		dir = -1
	}
	type key struct{ dx, dy int }
	type entry struct {
		maxRange int
		ranges   map[int]int // kind -> range (0 = unlimited)
	}
	vecs := map[key]*entry{}
	var order []key
	for i, pt := range pieces {
		kind := i + 1
		if regionKind(&pt) { // attacks differ per square
			continue
		}
		for _, a := range pt.Atoms {
			if !a.Capture || specialAtom(&a) {
				continue
			}
			k := key{int(a.DX) * dir, int(a.DY) * dir}
			e := vecs[k]
			if e == nil {
				e = &entry{ranges: map[int]int{}}
				vecs[k] = e
				order = append(order, k)
			}
			rg := a.Range
			if old, ok := e.ranges[kind]; ok && (old == 0 || (rg != 0 && old > rg)) {
				rg = old
			}
			e.ranges[kind] = rg
			if rg == 0 {
				e.maxRange = board.MaxSize
			} else if rg > e.maxRange {
				e.maxRange = rg
			}
		}
	}
	// the kinds that attack from distance d along a vector (masks[d-1]) are the
	// same for every target square: one table per vector, which every ray of
	// that vector shares (read only)
	ents := make([]*entry, len(order))
	masks := make([][]uint32, len(order))
	for i, k := range order {
		e := vecs[k]
		ents[i] = e
		n := min(e.maxRange, board.MaxSize)
		masks[i] = make([]uint32, n)
		for kind, rg := range e.ranges {
			for d := 1; d <= n; d++ {
				if rg == 0 || d <= rg {
					masks[i][d-1] |= 1 << kind
				}
			}
		}
	}
	out := make([][]attackRay, g.Size())
	for s := 0; s < g.Size(); s++ {
		f0, r0 := g.File(board.Square(s)), g.Rank(board.Square(s))
		// the number of squares of the ray of vector k to s: the rays and their
		// squares are allocated at their number (see buildRays)
		reach := func(i int) int {
			k, n := order[i], 0
			for n < ents[i].maxRange && g.Sq(f0-k.dx*(n+1), r0-k.dy*(n+1)) != board.NoSquare {
				n++
			}
			return n
		}
		rays := 0
		for i := range order {
			if reach(i) > 0 {
				rays++
			}
		}
		for i, k := range order {
			var ar attackRay
			n := reach(i)
			if n > 0 {
				ar.sqs, ar.masks = make([]board.Square, n), masks[i][:n:n]
			}
			for d := 1; d <= n; d++ {
				// the attacker stands at target - d*vec
				ar.sqs[d-1] = g.Sq(f0-k.dx*d, r0-k.dy*d)
			}
			if len(ar.sqs) > 0 {
				for _, x := range ar.sqs {
					if x < 64 {
						ar.on |= 1 << uint(x)
					}
				}
				ar.asc = len(ar.sqs) < 2 || ar.sqs[1] > ar.sqs[0]
				if out[s] == nil {
					out[s] = make([]attackRay, 0, rays)
				}
				out[s] = append(out[s], ar)
			}
		}
	}
	return out
}

// cheapFirst returns the kinds that are not royal, ordered by the number of
// squares on their rays (White's, summed over the board; hops counted alike),
// fewest first, ties by kind.
func (r *Rules) cheapFirst() []int {
	var ks []int
	size := make([]int, len(r.kinds))
	for k := 1; k < len(r.kinds); k++ {
		if r.kinds[k].royal {
			continue
		}
		ks = append(ks, k)
		for _, set := range [...][][][]ray{r.gen[rules.White], r.hops[rules.White]} {
			if k >= len(set) {
				continue
			}
			for _, rays := range set[k] {
				for i := range rays {
					size[k] += len(rays[i].sqs)
				}
			}
		}
	}
	slices.SortStableFunc(ks, func(a, b int) int { return size[a] - size[b] })
	return ks
}
