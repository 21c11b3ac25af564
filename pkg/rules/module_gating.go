package rules

// ModGating is the name of the gating rule module (Seirawan chess, S-chess):
// its key under a preset's rules: and a value of --without.
const ModGating = "gating"

// gatingModule is the module table entry of ModGating (table, modules.go), and
// GatingParams the accessor of its parameters in the Variant's module store.
var gatingModule, GatingParams = stored[Gating](ModGating,
	"Seirawan gating: a piece in hand may be put on the square a back-rank piece leaves on its first move (castling: the king's or the rook's square).")

// Gating is the gating rule module (Seirawan chess, as Fairy-Stockfish plays
// seirawan): each side starts with the pieces of Hand in its hand; when a piece
// of its back rank (rank 1 for White, the last rank for Black) leaves its start
// square for the first time, the player may put one piece from the hand on the
// square it left; with castling, on the king's or the rook's start square. A
// back-rank square keeps its gating right while its piece has not moved and was
// not captured there; a side with an empty hand has none. A gated piece never
// gives a gating right.
type Gating struct {
	// Hand lists the piece letters each side starts with in hand, one piece of
	// each (seirawan: E, H), in the order the FEN writes them; 1 to 4 kinds.
	Hand []byte
}
