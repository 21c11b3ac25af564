package rules

// ModCaptureConversion is the name of the capture_conversion rule module (DESIGN.md, contract):
// its key under a preset's rules: and a value of --without.
const ModCaptureConversion = "capture_conversion"

// captureConversionModule is the module table entry of ModCaptureConversion (table, modules.go).
var captureConversionModule = entry(ModCaptureConversion,
	"Cowardly Crew: after a capture, enemy pieces around the destination may change sides.",
	func(v *Variant) **CaptureConversion { return &v.CaptureConversion })

// CaptureConversion is the Cowardly Crew rule: after a capture, enemy pieces on the 8
// squares around the destination may change sides, subject to rank and immunity.
type CaptureConversion struct {
	// Ranks maps a piece letter to its rank; a letter absent from the map (the king)
	// has no rank: it never converts and sets no limit as the capturer.
	Ranks map[byte]int
	// ImmuneNextToKing: a piece adjacent to its own king does not convert.
	ImmuneNextToKing bool
}
