package rules

// ModCheckEvasion is the name of the check_evasion rule module:
// its key under a preset's rules: and a value of --without.
const ModCheckEvasion = "check_evasion"

// checkEvasionModule is the module table entry of ModCheckEvasion (table, modules.go).
var checkEvasionModule = entry(ModCheckEvasion,
	"Makpong: a king in check may move only to capture the checking piece.",
	func(v *Variant) **CheckEvasion { return &v.CheckEvasion })

// CheckEvasion limits how a side in check may answer it. King "capture": the
// royal piece may move only to take the one piece that gives check; blocking and
// capturing with other pieces stay legal (Makpong, Fairy-Stockfish's makpongRule:
// "the king may not move while in check, unless capturing the checking piece").
type CheckEvasion struct {
	King string // "capture"
}
