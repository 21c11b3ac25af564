package rules

// ModExplosions is the name of the explosions rule module:
// its key under a preset's rules: and a value of --without.
const ModExplosions = "explosions"

// explosionsModule is the module table entry of ModExplosions (table, modules.go).
var explosionsModule = entry(ModExplosions,
	"Atomic: a capture removes the capturer and every piece around the capture square but the spared types.",
	func(v *Variant) **Explosions { return &v.Explosions })

// Explosions is the atomic rule module: a capture removes the captured piece, the
// capturing piece and every piece on the king-step neighbours of the capture
// square except those of the Spare types (pawns); en passant explodes around the
// square the pawn moves to. A move that explodes the mover's own royal piece is
// illegal; royal pieces standing side by side are not in check (a capture of one
// would explode the other). Kings that may not capture are written in Betza (mK).
type Explosions struct {
	Spare []byte // piece letters a neighbouring explosion leaves standing (P)
	// Immune are piece letters no explosion removes, not even that of their own
	// capture (atomar: the kings; Fairy-Stockfish's blastImmuneTypes).
	Immune []byte
	// Mutual are piece letters that may not capture a piece of their own type
	// (atomar: a king never takes the other king; Fairy-Stockfish's
	// mutuallyImmuneTypes).
	Mutual []byte
}
