package rules

// ModForbidCheck is the name of the forbid_check rule module:
// its key under a preset's rules: and a value of --without.
const ModForbidCheck = "forbid_check"

// forbidCheckModule is the module table entry of ModForbidCheck (table, modules.go).
var forbidCheckModule = entry(ModForbidCheck,
	"Racing kings: no move may give check.",
	func(v *Variant) **ForbidCheck { return &v.ForbidCheck })

// ForbidCheck is the racing kings rule module: no move may give check.
type ForbidCheck struct{}
