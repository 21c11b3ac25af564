package rules

// ModBikjang is the name of the bikjang rule module (janggi): its key under a
// preset's rules: and a value of --without.
const ModBikjang = "bikjang"

// bikjangModule is the module table entry of ModBikjang (table, modules.go),
// and BikjangParams the accessor of its parameters in the Variant's module store.
var bikjangModule, BikjangParams = stored[Bikjang](ModBikjang,
	"Janggi's bikjang: royal pieces facing each other on an open file or rank must be parted (or the side passes); a second bikjang position in a row ends the game.")

// Bikjang is the bikjang rule module, Fairy-Stockfish's bikjangRule: a position
// is a bikjang when the two royal pieces stand on one file or rank with no piece
// between them. In a bikjang position the side to move must leave no bikjang
// (a move that keeps the royal pieces facing is not legal) or pass (rules.Pass:
// legal even in check then); a bikjang after a bikjang (the reply a pass, or a
// move that kept them facing) ends the game at once: drawn, or by
// End.MaterialCounting when it is set. Moving into a bikjang is legal.
type Bikjang struct{}
