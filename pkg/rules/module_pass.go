package rules

// ModPass is the name of the pass rule module (janggi): its key under a
// preset's rules: and a value of --without.
const ModPass = "pass"

// passModule is the module table entry of ModPass (table, modules.go), and
// PassParams the accessor of its parameters in the Variant's module store.
var passModule, PassParams = stored[Pass](ModPass,
	"Passing: the side to move may pass instead of moving (janggi), or only when it has no other legal move (stalemate_only); two passes in a row end the game.")

// Pass is the pass rule module, Fairy-Stockfish's pass and passOnStalemate: the
// side to move may make a pass, a move that changes nothing on the board (the
// move-rule count goes on). A pass is legal when the side is not in check (a
// pass leaves its royal piece where it stands), and in a bikjang position
// (rules.Bikjang) even in check; with StalemateOnly only when the side has no
// other legal move. A side with no royal piece passes too (Fairy-Stockfish: a
// "non-move" of its piece on the lowest square). Two passes in a row end the
// game at once: drawn, or by End.MaterialCounting when it is set.
type Pass struct {
	// StalemateOnly: the pass is legal only when the side to move has no other
	// legal move and is not in check (Fairy-Stockfish's passOnStalemate).
	StalemateOnly bool
}
