package position

import (
	"fmt"
	"math/bits"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

func init() { registerModule(rules.ModRoyalPieces, moduleDef{compile: compileRoyalPieces}) }

// royalPieces is the royal_pieces rule module (rules.RoyalPieces;
// Fairy-Stockfish's extinctionPseudoRoyal, extinctionPieceCount and
// dupleCheck): it decides check (the checker role) for variants with several
// royal pieces a side, so every move gets the full legality test (play it,
// then ask checked). It has no state. Variants without it keep the engine's
// test of the one royal piece: nothing here runs for them.
type royalPieces struct {
	kinds  []int // the royal kinds
	atMost int   // royal while a side has at most this many of a kind; 0: always
	duple  bool
	isKind []bool // isKind[k]: k is one of kinds
}

func compileRoyalPieces(r *Rules) (module, error) {
	rp := rules.RoyalPiecesParams.Of(r.V)
	if rp == nil {
		return nil, nil
	}
	if r.V.Explosions != nil {
		return nil, fmt.Errorf("royal_pieces and explosions are not combined")
	}
	md := &royalPieces{atMost: rp.AtMost, duple: rp.DupleCheck, isKind: make([]bool, len(r.kinds))}
	for _, l := range rp.Kinds {
		k := r.KindOf(l)
		if k == 0 {
			return nil, fmt.Errorf("royal_pieces: no piece %q", l)
		}
		md.kinds = append(md.kinds, k)
		md.isKind[k] = true
	}
	if r.castle != nil {
		r.castle.royals = md
	}
	return md, nil
}

func (md *royalPieces) traits() traits {
	return traits{name: rules.ModRoyalPieces, noShortcut: true}
}

// royalOn reports whether the piece on s is royal under the module now: one of
// its kinds, of a side with at most atMost of the kinds together.
func (md *royalPieces) royalOn(p *Position, s board.Square) bool {
	pc := p.board[s]
	return pc != Empty && md.isKind[pc.Kind()] && (md.atMost == 0 || md.count(p, pc.Color()) <= md.atMost)
}

// castlingFrom is castling's test of the king on k under the module: royal
// (as the module sees it, or already a royal piece) and attacked, it may not
// castle (the caller's continue); royal tells the caller to look at the squares
// it passes. relax: the side's check is not looked at (CandidateMoves).
func (md *royalPieces) castlingFrom(p *Position, k board.Square, relax bool, royal *bool) bool {
	*royal = *royal || md.royalOn(p, k)
	return !relax && *royal && p.Attacked(k, p.side.Other())
}

// checked reports whether colour c is in check (Fairy-Stockfish's
// checked_pseudo_royals, Position::legal): its royal piece of the variant is
// attacked, or one of its pieces of the kinds while royal (at most atMost of
// them, all kinds together), or (duple check)
// every one of its pieces of the kinds, at least one. When c has just moved
// and its move captured a royal piece of the other side, its own royal pieces
// are not looked at ("check for legality unless we capture a pseudo-royal
// piece"); duple check still is.
func (md *royalPieces) checked(p *Position, c rules.Color) bool {
	them := c.Other()
	if k := p.king[c]; k != board.NoSquare && p.Attacked(k, them) {
		return true
	}
	n, fresh := md.count(p, c), board.NoSquare
	if sq, ok := md.promotedInto(p, c); ok {
		n, fresh = n-1, sq
	}
	royal := !md.tookRoyal(p, c) && (md.atMost == 0 || n <= md.atMost)
	if !royal && !md.duple {
		return false
	}
	any, all := false, true
	for _, k := range md.kinds {
		set := &p.bb[MakePiece(k, c)]
		for w, x := range set {
			for ; x != 0; x &= x - 1 {
				s := board.Square(w*64 + bits.TrailingZeros64(x))
				if s == fresh {
					continue
				}
				att := p.Attacked(s, them)
				if att && royal {
					return true
				}
				any, all = true, all && att
				if !all && !royal {
					return false
				}
			}
		}
	}
	return md.duple && any && all
}

// tookRoyal reports whether the last move was c's and captured a piece of the
// other side that was royal under the module before it (its kind, and the
// other side had at most atMost of it).
func (md *royalPieces) tookRoyal(p *Position, c rules.Color) bool {
	if p.side == c || len(p.hist) == 0 {
		return false
	}
	u := &p.hist[len(p.hist)-1]
	cp := u.captured
	if cp == Empty || cp.Color() == c || !md.isKind[cp.Kind()] {
		return false
	}
	return md.atMost == 0 || md.count(p, cp.Color())+1 <= md.atMost
}

// promotedInto reports whether the last move was c's and promoted a piece
// with a promoted type of its own (rules.Promotion.Promotes, shogi style) into
// one of the kinds, and its square: Fairy-Stockfish judges such a move by the
// royal pieces before it (Position::legal adjusts them for a pawn's
// PROMOTION, not for a PIECE_PROMOTION): the promoted piece is not royal for
// it, nor counted, nor a duple-check candidate (sho shogi's drunk elephant
// promoting to the crown prince leaves the king royal for that move).
func (md *royalPieces) promotedInto(p *Position, c rules.Color) (board.Square, bool) {
	if p.side == c || len(p.hist) == 0 {
		return board.NoSquare, false
	}
	u := &p.hist[len(p.hist)-1]
	if u.m.Promo == 0 || !md.isKind[u.m.Promo] || md.isKind[u.moved.Kind()] || p.R.kinds[u.moved.Kind()].promotes == 0 {
		return board.NoSquare, false
	}
	return u.m.To, true
}

// count returns the number of c's pieces of the kinds on the board.
func (md *royalPieces) count(p *Position, c rules.Color) int {
	n := 0
	for _, k := range md.kinds {
		n += p.bb[MakePiece(k, c)].count()
	}
	return n
}
