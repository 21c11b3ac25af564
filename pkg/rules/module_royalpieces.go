package rules

// ModRoyalPieces is the name of the royal_pieces rule module (several royal
// pieces a side: coregal, spartan, sho shogi): its key under a preset's rules:
// and a value of --without.
const ModRoyalPieces = "royal_pieces"

// royalPiecesModule is the module table entry of ModRoyalPieces (table,
// modules.go), and RoyalPiecesParams the accessor of its parameters in the
// Variant's module store.
var royalPiecesModule, RoyalPiecesParams = stored[RoyalPieces](ModRoyalPieces,
	"Several royal pieces a side: every piece of the kinds must be left unattacked (while its side has at most at_most of them); with duple_check, not all of them attacked at once.")

// RoyalPieces is the royal_pieces rule module, Fairy-Stockfish's
// extinctionPseudoRoyal (with extinctionPieceTypes and extinctionPieceCount)
// and dupleCheck: the pieces of Kinds are royal beside the variant's royal
// piece (if any), any number of them a side.
//
//   - A move may not leave a royal piece of its side attacked (coregal: "the
//     queens are also subject to check"); a side to move with one attacked is
//     in check, and checkmated when it has no legal move.
//   - AtMost, when > 0: a side's pieces of the Kinds are royal only while it
//     has at most AtMost of them (all the Kinds together) on the board
//     (Fairy-Stockfish's extinctionPieceCount + 1, counted per type: sho
//     shogi's king and crown prince, either of which may be captured while both
//     stand, the last one royal; the crown prince is a promoted piece of its own
//     kind here, of the king's type there). 0: always.
//   - DupleCheck: a side may not leave every one of its pieces of the Kinds
//     attacked at once, however many it has (spartan: "a player with two kings
//     may leave one in check, but not both"); all of them attacked is check.
//
// The kinds are not royal pieces of the PieceType kind (Royal): they do not
// castle as the king, and losing them is no extinction (they cannot be
// captured while royal).
type RoyalPieces struct {
	// Kinds lists the royal kinds' letters (upper case, White's).
	Kinds []byte
	// AtMost is the count (all Kinds together) up to which a side's pieces of
	// the Kinds are royal; 0: any count.
	AtMost int
	// DupleCheck: all of a side's pieces of the Kinds attacked at once is check.
	DupleCheck bool
}
