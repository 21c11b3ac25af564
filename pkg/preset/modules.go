package preset

import (
	"github.com/gamecourier/courier/pkg/rules"
)

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
	if v.Explosions != nil && v.CaptureConversion != nil {
		dg := b.errf(b.modKey[rules.ModCaptureConversion], CodeModuleConflict,
			"capture_conversion and explosions cannot be combined: an explosion removes the pieces around the capture square that capture conversion would convert, and no rule says which comes first")
		dg.Hint = "keep one of them"
	}
	if v.Explosions != nil && v.Drops != nil {
		dg := b.errf(b.modKey[rules.ModDrops], CodeModuleConflict,
			"drops and explosions are not combined by courier: no rule says whether exploded pieces go to a hand")
		dg.Hint = "keep one of them"
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
		if !any && len(v.Promotion.Promotes) == 0 {
			dg := b.warnf(b.modKey[rules.ModPromotion], CodeModuleNoEffect,
				"rules.promotion is on, but no piece is a pawn (pawn: true) and promotes names none, so nothing ever promotes")
			dg.Hint = "mark the pawn with pawn: true, give promotes (P: +P), or remove the module with promotion: null"
		}
	}
}
