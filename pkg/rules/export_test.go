package rules

// SetZero gives v the stored module m with its zero parameters (for the tests of
// the module table; m.Store must be set).
func SetZero(m Module, v *Variant) { m.zero(v) }
