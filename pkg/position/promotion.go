package position

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

func init() { registerModule(rules.ModPromotion, moduleDef{compile: compilePromotion}) }

// promotion is the promotion module (rules.Promotion): a pawn's move into the zone
// becomes one move per choice (Move.Promo, the kind promoted to; Make puts that
// kind on To), and no pawn may stand in its zone.
type promotion struct {
	r *Rules
	// zone[c][s]: s is in colour c's promotion zone; must[c][s]: promotion is
	// mandatory there (the whole zone unless rules.Promotion.Optional)
	zone, must [2][]bool
	// onlyLost: promotion only to kinds with fewer on the board than in the setup
	// (setupN[c][k] of them)
	onlyLost bool
	setupN   [2][]int
	// mustPromote: a piece with its own promoted type must promote on a move
	// that starts or ends in the zone (rules.Promotion.MustPromote)
	mustPromote bool
	// immobileOK: a piece may stay unpromoted where it has no move
	// (rules.Promotion.Immobile)
	immobileOK bool
	// demotes: a promoted piece may (with mustPromote must) turn back into the
	// kind it promoted from as a piece promotes (rules.Promotion.Demotes);
	// onCapture: promotion and demotion on captures only
	// (rules.Promotion.OnCapture)
	demotes, onCapture bool
	// kinds[c]: the kinds a pawn of colour c may promote to
	kinds [2][]int
	// limit[k], when limit is not nil and limit[k] > 0: promotion to kind k only
	// while the side has fewer than limit[k] of it on the board
	// (rules.Promotion.Limit)
	limit []int
}

func compilePromotion(r *Rules) (module, error) {
	pr := r.V.Promotion
	if pr == nil {
		return nil, nil
	}
	md := &promotion{r: r, mustPromote: pr.MustPromote, immobileOK: pr.Immobile, demotes: pr.Demotes, onCapture: pr.OnCapture}
	r.promoKeepsClock = pr.Demotes
	g := r.G
	rel := func(rank int) int { // 0-based relative rank of a preset rank
		if rank < 0 {
			return g.Ranks + rank
		}
		return rank - 1
	}
	zr := rel(pr.ZoneRank)
	fr := zr
	if pr.FromRank != 0 {
		fr = rel(pr.FromRank)
	}
	lo, hi := min(fr, zr), max(fr, zr)
	for c := rules.White; c <= rules.Black; c++ {
		md.zone[c] = make([]bool, r.N)
		md.must[c] = make([]bool, r.N)
		for s := 0; s < r.N; s++ {
			rr := g.RelRank(board.Square(s), c == rules.Black)
			if rr >= lo && rr <= hi {
				md.zone[c][s] = true
				md.must[c][s] = !pr.Optional || rr == zr
			}
		}
	}
	if pr.ZoneSquares[0] != nil {
		for c := rules.White; c <= rules.Black; c++ {
			clear(md.zone[c])
			clear(md.must[c])
			for _, sq := range pr.ZoneSquares[c] {
				if !g.Contains(sq) {
					return nil, fmt.Errorf("promotion zone square %d is off the board", sq)
				}
				md.zone[c][sq], md.must[c][sq] = true, true
			}
		}
	}

	if pr.OnlyLost {
		md.onlyLost = true
		for c := rules.White; c <= rules.Black; c++ {
			md.setupN[c] = make([]int, len(r.kinds))
		}
		for _, pc := range r.setup {
			if pc != Empty {
				md.setupN[pc.Color()][pc.Kind()]++
			}
		}
	}
	for l, n := range pr.Limit {
		k := r.KindOf(l)
		if k == 0 {
			return nil, fmt.Errorf("promotion limit of %q: not a piece", l)
		}
		if md.limit == nil {
			md.limit = make([]int, len(r.kinds))
		}
		md.limit[k] = n
	}
	for c := rules.White; c <= rules.Black; c++ {
		for _, l := range pr.ChoicesOf(c) {
			k := r.KindOf(l)
			if k == 0 {
				return nil, fmt.Errorf("promotion choice %q is not a piece", l)
			}
			md.kinds[c] = append(md.kinds[c], k)
		}
	}
	return md, nil
}

func (md *promotion) traits() traits {
	return traits{name: rules.ModPromotion, effectsOn: fxPromo,
		choose: func(c rules.Color, k int, s board.Square, _ bool) bool {
			// a piece with its own promoted type may promote on a move out of the
			// zone too: its every move gets the choice
			ki := &md.r.kinds[k]
			return ki.promotes != 0 || (md.demotes && ki.promotedFrom != 0) || (ki.pawn && md.zone[c][s])
		}}
}

// choices: one move per promotion choice for a pawn entering the zone; for a
// piece with its own promoted type (rules.Promotion.Promotes) the move as it is
// and the promoting move.
func (md *promotion) choices(p *Position, buf []Move, m Move, gs *genState, next int) []Move {
	if pk := gs.ki.promotes; pk != 0 {
		if m.Flags&FlagEnPassant != 0 {
			// an en passant capture never promotes (Fairy-Stockfish generates it
			// as EN_PASSANT, no PIECE_PROMOTION: shogun's pawn taking on the
			// sixth rank, in the zone)
			return p.choose(buf, m, gs, next)
		}
		if !gs.ki.pawn || !md.zone[p.side][m.To] || len(md.kinds[p.side]) == 0 {
			return md.piecePromotion(p, buf, m, gs, next, pk)
		}
		// a pawn with choices and a promoted type of its own entering the
		// zone: the choices and its own type (wolf chess: Fairy-Stockfish's
		// make_promotions gives the promotion piece types and the piece
		// promotion of promotedPieceType[PAWN])
		buf = md.pawnChoices(p, buf, m, gs, next)
		m.Promo = uint8(pk)
		return p.choose(buf, m, gs, next)
	}
	if pk := gs.ki.promotedFrom; pk != 0 && md.demotes {
		return md.piecePromotion(p, buf, m, gs, next, pk) // a demotion (Kyoto Shogi)
	}
	if !gs.ki.pawn || !md.zone[p.side][m.To] {
		return p.choose(buf, m, gs, next)
	}
	return md.pawnChoices(p, buf, m, gs, next)
}

// pawnChoices expands the move m of a pawn into its zone: one move per choice,
// and the move as it is where promotion is optional.
func (md *promotion) pawnChoices(p *Position, buf []Move, m Move, gs *genState, next int) []Move {
	if !md.must[p.side][m.To] {
		buf = p.choose(buf, m, gs, next) // the pawn may stay a pawn
	}
	for _, k := range md.kinds[p.side] {
		if md.onlyLost && p.kindCount(k, p.side) >= md.setupN[p.side][k] || md.limited(p, k) {
			continue
		}
		m.Promo = uint8(k)
		buf = p.choose(buf, m, gs, next)
	}
	return buf
}

// piecePromotion expands the move m of a piece that promotes to kind pk (Shogi,
// as the Japan Shogi Association's rules and Fairy-Stockfish play it): a move
// that starts or ends in the zone may promote; the piece must promote where
// unpromoted it would have no further move (pawn and lance on the last rank,
// knight on the last two), and a move that can do neither is illegal. A
// demotion (rules.Promotion.Demotes: pk the kind a promoted piece came from) is
// expanded the same way. With rules.Promotion.OnCapture only a capture may
// change the piece's type (Fairy-Stockfish's piecePromotionOnCapture), and
// with MustPromote a move that may change it must (mandatoryPiecePromotion: a
// move that starts or ends in the zone, and with OnCapture captures).
func (md *promotion) piecePromotion(p *Position, buf []Move, m Move, gs *genState, next, pk int) []Move {
	us := p.side
	inZone := (md.zone[us][m.From] || md.zone[us][m.To]) && (!md.onCapture || m.Flags&FlagCapture != 0)
	if !(inZone && md.mustPromote) && (md.immobileOK || !md.r.immobile(us, gs.ki.kind, m.To)) {
		buf = p.choose(buf, m, gs, next)
	}
	if inZone && !md.limited(p, pk) {
		m.Promo = uint8(pk)
		buf = p.choose(buf, m, gs, next)
	}
	return buf
}

// limited reports whether the side to move may not promote to kind k: it has
// rules.Promotion.Limit's count of k on the board already.
func (md *promotion) limited(p *Position, k int) bool {
	return md.limit != nil && md.limit[k] > 0 && p.kindCount(k, p.side) >= md.limit[k]
}

// kindCount returns the number of pieces of kind k and colour c on the board.
func (p *Position) kindCount(k int, c rules.Color) int {
	n := 0
	for _, w := range p.bb[MakePiece(k, c)] {
		n += bits.OnesCount64(w)
	}
	return n
}

// validate refuses a pawn standing in its own promotion zone, and a piece with a
// promoted type standing unpromoted where it has no move.
func (md *promotion) validate(p *Position, col int) error {
	for s, pc := range p.board {
		if pc != Empty && !md.immobileOK && md.r.kinds[pc.Kind()].promotes != 0 && md.r.immobile(pc.Color(), pc.Kind(), board.Square(s)) {
			return &squareFENError{FENError{"board", col, fmt.Sprintf("a %s %s on %s, where it has no move and must have promoted", pc.Color(), strings.ToLower(md.r.V.Pieces[pc.Kind()-1].Name), md.r.G.Name(board.Square(s)))}, board.Square(s)}
		}
		if pc != Empty && md.r.kinds[pc.Kind()].pawn && md.must[pc.Color()][s] && !md.dropped(pc, board.Square(s)) {
			return &squareFENError{FENError{"board", col, fmt.Sprintf("a %s %s on %s, its promotion rank", pc.Color(), strings.ToLower(md.r.V.Pieces[pc.Kind()-1].Name), md.r.G.Name(board.Square(s)))}, board.Square(s)}
		}
	}
	return nil
}

// dropped reports whether the drops module may drop pc on s by its drop ranks
// and squares (rules.Drops.Ranks, Squares): a pawn dropped in its promotion zone stays a pawn there
// until it moves (Fairy-Stockfish's promotionZonePawnDrops: makhouse).
func (md *promotion) dropped(pc Piece, s board.Square) bool {
	d := md.r.V.Drops
	if d == nil || d.NoCapture && !strings.ContainsRune(strings.ToUpper(d.Hand), rune(md.r.V.Pieces[pc.Kind()-1].Letter)) {
		return false
	}
	if d.Squares[0] != nil && !slices.Contains(d.Squares[pc.Color()], s) {
		return false // outside the side's drop squares (rules.Drops.Squares)
	}
	rk, ok := d.Ranks[md.r.V.Pieces[pc.Kind()-1].Letter]
	if !ok {
		return true
	}
	rel := md.r.G.RelRank(s, pc.Color() == rules.Black) + 1
	return rel >= rk[0] && rel <= rk[1]
}

// EffectPromotion: the move promotes; Piece is the kind promoted to.
const EffectPromotion EffectKind = "promotion"

// EffectDemotion: a promoted piece turns back into the kind it promoted from
// (rules.Promotion.Demotes); Piece is that kind.
const EffectDemotion EffectKind = "demotion"

func (md *promotion) effects(p *Position, m Move, buf []Effect) []Effect {
	if m.Promo != 0 {
		kind := EffectPromotion
		if pc := p.board[m.From]; md.demotes && pc != Empty && p.DropKind(m) == 0 && md.r.kinds[pc.Kind()].promotedFrom == int(m.Promo) {
			kind = EffectDemotion
		}
		buf = append(buf, effectOf(rules.ModPromotion, kind, int(m.Promo)))
	}
	return buf
}
