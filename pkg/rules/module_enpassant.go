package rules

// ModEnPassant is the name of the en_passant rule module (DESIGN.md, contract):
// its key under a preset's rules: and a value of --without.
const ModEnPassant = "en_passant"

// enPassantModule is the module table entry of ModEnPassant (table, modules.go).
var enPassantModule = entry(ModEnPassant,
	"A pawn that made a two-square step may be taken on the square it passed, on the next ply only.",
	func(v *Variant) **EnPassant { return &v.EnPassant })

// EnPassant is the en passant module: a pawn that makes a two-square step may be
// taken by an enemy 'e' capture on the square it passed, on the very next ply only.
type EnPassant struct{}
