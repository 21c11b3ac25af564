package rules

// ModBishopSwap is the name of the bishop_swap rule module (DESIGN.md, contract):
// its key under a preset's rules: and a value of --without.
const ModBishopSwap = "bishop_swap"

// bishopSwapModule is the module table entry of ModBishopSwap (table, modules.go).
var bishopSwapModule = entry(ModBishopSwap,
	"Maura's bishop swap / the PMC Bishop Adjustment Rule.",
	func(v *Variant) **BishopSwap { return &v.BishopSwap })

// BishopSwap is Maura's bishop swap / the PMC Bishop Adjustment Rule.
type BishopSwap struct {
	Piece    byte   // 'B'
	Partners []byte // partner types, e.g. Q M N
	// Distance is how far along the rank the partner stands (1 = directly beside).
	Distance int
	// InCheck allows the swap while in check (default false).
	InCheck bool
}
