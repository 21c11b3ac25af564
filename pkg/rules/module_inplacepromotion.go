package rules

import "github.com/gamecourier/courier/pkg/board"

// ModInPlacePromotion is the name of the in_place_promotion rule module
// (sittuyin): its key under a preset's rules: and a value of --without.
const ModInPlacePromotion = "in_place_promotion"

// inPlacePromotionModule is the module table entry of ModInPlacePromotion
// (table, modules.go), and InPlacePromotionParams the accessor of its
// parameters in the Variant's module store.
var inPlacePromotionModule, InPlacePromotionParams = stored[InPlacePromotion](ModInPlacePromotion,
	"Sittuyin: instead of moving, a pawn on a promotion square may turn into a piece where it stands or on an empty square that piece attacks from there.")

// InPlacePromotion is the in_place_promotion rule module (Burmese chess,
// sittuyin, as Fairy-Stockfish plays it: sittuyinPromotion): a pawn's move
// never promotes; instead, as a move of its own, a pawn standing on one of its
// side's Squares (any square when it is its side's only pawn) becomes a piece
// of Choices, on its own square or on an empty square that piece attacks from
// there.
type InPlacePromotion struct {
	// Choices are the piece letters a pawn may become (sittuyin: F, the ferz).
	Choices []byte
	// Squares are White's promotion squares; Black's are mirrored (rank 1 <->
	// the last rank). Sittuyin: the long diagonals' squares in the opponent's
	// half (a8 b7 c6 d5 e5 f6 g7 h8).
	Squares []board.Square
	// Limit, when above 0, is how many pieces of a choice a side may have: a
	// pawn may become one only while its side has fewer on the board (sittuyin:
	// 1, "only when the ferz is gone").
	Limit int
	// Quiet: the new piece may attack no enemy piece where it stands, and the
	// promotion may not give check (sittuyin).
	Quiet bool
}
