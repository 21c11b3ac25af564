package rules

// ModForcedCapture is the name of the forced_capture rule module:
// its key under a preset's rules: and a value of --without.
const ModForcedCapture = "forced_capture"

// forcedCaptureModule is the module table entry of ModForcedCapture (table, modules.go).
var forcedCaptureModule = entry(ModForcedCapture,
	"Antichess: when a capture is legal, only captures are legal.",
	func(v *Variant) **ForcedCapture { return &v.ForcedCapture })

// ForcedCapture is the antichess rule module: when a capture is legal, only
// captures are legal.
type ForcedCapture struct{}
