package preset

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// checkChoiceKinds reports promotion choices that are royal pieces or pawns: a
// promoted royal piece would give a side two (the rule interpreter tracks one per
// side), and a pawn promoted to a pawn stays stuck on its last rank.
func (b *builder) checkChoiceKinds(n *yaml.Node) {
	if n.Kind != yaml.SequenceNode {
		return
	}
	for _, it := range n.Content {
		s, ok := scalarString(it)
		if !ok || len(s) != 1 {
			continue
		}
		pt := b.v.Piece(s[0])
		switch {
		case pt == nil:
		case pt.Royal:
			dg := b.errf(it, CodeBadValue, "rules.promotion.choices: %s is royal; a pawn cannot promote to a royal piece", s)
			dg.Hint = "list only non-royal pieces, such as [Q, R, B, N]"
		case pt.Pawn:
			dg := b.errf(it, CodeBadValue, "rules.promotion.choices: %s is a pawn; a pawn promoted to a pawn could never move again from its last rank", s)
			dg.Hint = "list only pieces that are not pawns, such as [Q, R, B, N]"
		}
	}
}

// checkSwapPartners reports a side whose setup gives the bishop_swap module nothing
// to do: no piece bs.Piece of that side with a partner of that side bs.Distance
// squares beside it on its rank. The swap could never be made.
func (b *builder) checkSwapPartners(n *yaml.Node, bs *rules.BishopSwap) {
	if b.setup == nil || b.v.Piece(bs.Piece) == nil {
		return
	}
	g := b.v.Board
	partner := map[byte]bool{}
	for _, l := range bs.Partners {
		partner[l] = true
	}
	for _, c := range []rules.Color{rules.White, rules.Black} {
		found, pieces := false, 0
		for sq := board.Square(0); int(sq) < g.Size() && !found; sq++ {
			if col, l := pieceOf(b.at(sq)); b.at(sq) == 0 || col != c || l != bs.Piece {
				continue
			}
			pieces++
			for _, dx := range []int{-bs.Distance, bs.Distance} {
				t := g.Sq(g.File(sq)+dx, g.Rank(sq))
				if t == board.NoSquare || b.at(t) == 0 {
					continue
				}
				if col, l := pieceOf(b.at(t)); col == c && partner[l] {
					found = true
				}
			}
		}
		if found {
			continue
		}
		var names []string
		for _, l := range bs.Partners {
			names = append(names, string(l))
		}
		msg := fmt.Sprintf("rules.bishop_swap: the setup gives %s no %c", c, bs.Piece)
		if pieces > 0 {
			msg = fmt.Sprintf("rules.bishop_swap: no %s %c in the setup has a partner (%s) %d square(s) beside it on its rank", c, bs.Piece, strings.Join(names, ", "), bs.Distance)
		}
		dg := b.errf(n, CodeModuleSetup, "%s, so the swap can never be made", msg)
		dg.Hint = "change partners or distance, or remove the module with bishop_swap: null"
	}
}

// checkModuleInteractions reports modules that contradict each other or have
// nothing to act on, after all modules are read.
func (b *builder) checkModuleInteractions() {
	v := b.v
	if bc, bs := v.BishopConversion, v.BishopSwap; bc != nil && bs != nil && bc.Piece != 0 && bc.Piece == bs.Piece {
		ck, sk := b.modKey[rules.ModBishopConversion], b.modKey[rules.ModBishopSwap]
		at := b.pos(ck)
		dg := b.errf(sk, CodeModuleConflict, "bishop_swap and bishop_conversion (%s) both govern the first move of %c and share the rule-state FEN field; no rule defines what one does to the other",
			at, bs.Piece)
		dg.Hint = "keep one of them (Modern Chess has them as two optional rules: modern-swap, modern-step)"
	}
	parsed := b.piecesKnown && len(v.Pieces) > 0
	for _, pt := range v.Pieces {
		parsed = parsed && pt.Atoms != nil
	}
	if v.EnPassant != nil && parsed {
		any := false
		for _, pt := range v.Pieces {
			for _, a := range pt.Atoms {
				any = any || a.EnPassant
			}
		}
		if !any {
			dg := b.warnf(b.modKey[rules.ModEnPassant], CodeModuleNoEffect,
				"rules.en_passant is on, but no piece has an en passant capture (an e in its Betza, as in the pawn's fceF)")
			dg.Hint = "add e to a pawn's diagonal capture, or remove the module with en_passant: null"
		}
	}
	if v.Promotion != nil && parsed {
		any := false
		for _, pt := range v.Pieces {
			any = any || pt.Pawn
		}
		if !any {
			dg := b.warnf(b.modKey[rules.ModPromotion], CodeModuleNoEffect,
				"rules.promotion is on, but no piece is a pawn (pawn: true), so nothing ever promotes")
			dg.Hint = "mark the pawn with pawn: true, or remove the module with promotion: null"
		}
	}
}
