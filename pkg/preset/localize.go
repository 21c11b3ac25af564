package preset

import (
	"fmt"

	"github.com/gamecourier/courier/pkg/diag"
)

// Problems outside the preset's own file. After Attribute, a diagnostic may still
// sit in another file: a shipped preset (the embedded presets/ID.yaml, not a file of
// the user's repository, though it looks like one) or a parent of the user's that
// is invalid on its own. Localize makes sure the preset's own file gets a
// diagnostic of its own for them, at its extends value, so that a CI annotation
// lands on the file being checked.

// Localize returns d with, for a preset r read from a file of the user's (not a
// shipped preset itself), every diagnostic located in a shipped preset moved to the
// extends value of r's file, its message ending in "(in the shipped preset ID,
// presets/ID.yaml:LINE:COL)". d is not changed; nothing is done when r is nil or
// its file has no extends.
func Localize(r *Resolved, d diag.List) diag.List {
	return localize(r, d, false)
}

// LocalizeCheck is Localize for `courier check`: in addition, when errors remain in
// other files (a parent of the user's that is invalid on its own), it adds one
// parent-invalid error at the extends value, counting them and naming the first.
func LocalizeCheck(r *Resolved, d diag.List) diag.List {
	return localize(r, d, true)
}

func localize(r *Resolved, d diag.List, parentErrors bool) diag.List {
	if r == nil || len(r.chain) == 0 || r.chain[0].embedded {
		return d
	}
	self := r.chain[0]
	ext := extendsNode(self.root)
	if ext == nil {
		return d
	}
	at := diag.Pos{File: self.name, Line: ext.Line, Col: ext.Column}
	shipped := map[string]string{} // shown name -> id
	for _, f := range r.read {
		if f.embedded && f.name != self.name {
			shipped[f.name] = f.base
		}
	}
	out := make(diag.List, 0, len(d)+1)
	var first diag.Pos
	n := 0
	for _, dg := range d {
		if id, ok := shipped[dg.Pos.File]; ok {
			dg.Message = fmt.Sprintf("%s (in the shipped preset %s, %s)", dg.Message, id, dg.Pos)
			dg.Pos = at
		} else if dg.Pos.File != self.name && dg.Severity == diag.Error {
			if n == 0 {
				first = dg.Pos
			}
			n++
		}
		out = append(out, dg)
	}
	if n > 0 && parentErrors {
		errs := "1 error"
		if n > 1 {
			errs = fmt.Sprintf("%d errors", n)
		}
		dg := diag.Errorf(at, CodeParentInvalid, "extends %q: the parent preset is invalid: %s, see %s", ext.Value, errs, first)
		dg.Hint = "fix the parent preset (its errors are reported at its own file); this preset cannot be valid until it is"
		out = append(out, dg)
	}
	return out
}
