package rules

import "github.com/gamecourier/courier/pkg/board"

// ModPromotion is the name of the promotion rule module (DESIGN.md, contract):
// its key under a preset's rules: and a value of --without.
const ModPromotion = "promotion"

// promotionModule is the module table entry of ModPromotion (table, modules.go).
var promotionModule = entry(ModPromotion,
	"A pawn reaching the zone must promote; with promotes, pieces promote to their own promoted types (Shogi).",
	func(v *Variant) **Promotion { return &v.Promotion })

// Promotion is the promotion module: a pawn reaching the zone must promote to one of
// Choices (piece letters).
type Promotion struct {
	// ZoneRank is the 1-based rank counted from the owner's side where promotion
	// happens; negative counts from the far end (-1 = the last rank).
	ZoneRank int
	// FromRank, when not 0, is the first rank of a zone of several ranks (counted
	// as ZoneRank): the zone runs from FromRank to ZoneRank (Grand Chess: 8 to 10).
	FromRank int
	// Optional: promotion is optional on the zone's ranks before ZoneRank, and
	// mandatory on ZoneRank (Grand Chess).
	Optional bool
	// OnlyLost: a pawn promotes only to a piece type of which its side has fewer on
	// the board than in the setup (Grand Chess: only to a captured piece).
	OnlyLost bool
	Choices  []byte
	// BlackChoices, when not nil, are Black's choices (Choices then White's):
	// Chigorin Chess promotes White to C R N and Black to Q R B.
	BlackChoices []byte
	// Promotes maps a piece letter to the letter of its promoted type (Shogi:
	// P -> +P, the tokin; R -> +R, the dragon): such a piece may promote to that
	// type on a move that starts or ends in the zone, and must where it could
	// not move again unpromoted (a square from which it has no move: the last
	// rank for the pawn and the lance, the last two for the knight). A move
	// leaving it unpromoted on such a square is illegal. Captured, a promoted
	// piece goes to the hand as the piece it promoted from (drops).
	Promotes map[byte]byte
	// MustPromote: a piece of Promotes whose move starts or ends in the zone must
	// promote; the move that leaves it unpromoted is not legal (Fairy-Stockfish's
	// mandatoryPiecePromotion: EuroShogi, Tori Shogi, Kyoto Shogi).
	MustPromote bool
	// ZoneSquares, when White's is not nil, are each side's own promotion squares
	// (White, Black), instead of the ranks of ZoneRank and FromRank: legan's
	// corner zones (Fairy-Stockfish's promotionRegion of single squares).
	ZoneSquares [2][]board.Square
	// Immobile: a piece of Promotes may stay unpromoted where it has no further
	// move (dobutsu; Fairy-Stockfish's immobilityIllegal = false).
	Immobile bool
	// Limit maps a piece letter to a count: a piece may promote to that type
	// (a choice, or its type of Promotes) only while its side has fewer than
	// that many of it on the board (Fairy-Stockfish's promotionLimit: spartan's
	// K: 2, a hoplite promotes to a king only while Black has one). nil: none.
	Limit map[byte]int
	// Demotes: a promoted piece (a type of Promotes' values) may turn back into
	// the piece it promoted from on a move that starts or ends in the zone, as a
	// piece of Promotes may promote; with MustPromote it must (Fairy-Stockfish's
	// pieceDemotion: Kyoto Shogi, whose pieces change type every move). A
	// promotion then leaves the halfmove clock running (FSF resets it on a
	// promotion only without demotion).
	Demotes bool
	// OnCapture: pieces promote (and, with Demotes, demote) on captures only;
	// with MustPromote every capture that starts or ends in the zone must, and a
	// move that captures nothing never does (Fairy-Stockfish's
	// piecePromotionOnCapture: Micro Shogi).
	OnCapture bool
}

// PromotedFrom returns the letter that promotes to letter per Promotes, 0 when none.
func (p *Promotion) PromotedFrom(letter byte) byte {
	for k, v := range p.Promotes {
		if v == letter {
			return k
		}
	}
	return 0
}

// ChoicesOf returns colour c's promotion choices.
func (p *Promotion) ChoicesOf(c Color) []byte {
	if c == Black && p.BlackChoices != nil {
		return p.BlackChoices
	}
	return p.Choices
}
