package rules

// ModFirstLeaps is the name of the first_leaps rule module (Cambodian chess):
// its key under a preset's rules: and a value of --without.
const ModFirstLeaps = "first_leaps"

// firstLeapsModule is the module table entry of ModFirstLeaps (table,
// modules.go), and FirstLeapsParams the accessor of its parameters in the
// Variant's module store.
var firstLeapsModule, FirstLeapsParams = stored[FirstLeaps](ModFirstLeaps,
	"Cambodian chess: a piece that has not left its back-rank start square may make extra non-capturing leaps (the king's knight leap, the met's double step); the rights are the FEN castling field's file letters.")

// FirstLeaps is the first_leaps rule module (Cambodian chess, Fairy-Stockfish's
// cambodianMoves with its gates): a piece of Leaps standing on a square of its
// side's back rank (rank 1 for White, the last rank for Black) that holds a
// right may leap, without capturing, by the Betza atoms given for it (seen from
// its owner's side). Every such piece of the start position holds a right on
// its start square; a right is lost when its piece leaves the square or is
// captured there. The FEN's castling field names the rights by file letters,
// upper case White's ("DEde"), as Fairy-Stockfish writes its gates.
type FirstLeaps struct {
	// Leaps maps a piece letter to the Betza string of its extra leaps: leapers
	// only, each to an empty square (Cambodian: K fsN, the knight leap one rank
	// forward; M fD, two squares straight forward).
	Leaps map[byte]string
	// NotInCheck lists the letters whose leaps are not allowed while their
	// side is in check (Cambodian: the king; Fairy-Stockfish generates the
	// king's leap only among the moves of a side not in check).
	NotInCheck []byte
	// AimedBy lists the letters of enemy pieces whose move onto the rank or
	// file of a royal piece that holds a right takes that right (Cambodian: a
	// rook, whatever stands between: "the king loses its leap when a rook
	// attacks its line").
	AimedBy []byte
}
