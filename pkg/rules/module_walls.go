package rules

// ModWalls is the name of the walls rule module (snailtrail, joust, petrified):
// its key under a preset's rules: and a value of --without.
const ModWalls = "walls"

// wallsModule is the module table entry of ModWalls (table, modules.go), and
// WallsParams the accessor of its parameters in the Variant's module store.
var wallsModule, WallsParams = stored[Walls](ModWalls,
	"Walls made by moves: the square a piece leaves becomes a wall (snailtrail, joust), a capturing piece turns into a wall (petrified).")

// Walls is the walls rule module: the rules that turn squares into walls while
// the game goes on. A wall square holds no piece; no piece may enter, capture on
// or pass it (a rider stops before it, a hopper does not hop it, a lame leaper is
// blocked by it); it never goes away. Wall squares of the start position are a
// board feature (`*` in setup.array, as Fairy-Stockfish writes them in a FEN) and
// need no module.
type Walls struct {
	// Past: the square a piece leaves becomes a wall after each move
	// (Fairy-Stockfish's wallingRule = past: snailtrail, joust).
	Past bool
	// Petrify lists the piece letters whose pieces turn into a wall on the
	// square where they capture (Fairy-Stockfish's petrifyOnCaptureTypes:
	// petrified: [N, B, R, Q, K]); a royal piece of those kinds may not
	// capture (its side would lose it).
	Petrify []byte
}
