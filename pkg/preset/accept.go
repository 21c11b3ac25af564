package preset

import (
	"fmt"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/rules"
)

// The check: section: what `courier check` should know about this preset.
//
//	check:
//	  accept:
//	    - code: bishops-same-colour
//	      reason: Modern Chess puts both bishops of a side on dark squares.
//
// Like schema, id and extends it belongs to its file and is not inherited: a
// preset that extends another is a different variant, and acknowledges its own
// warnings.
var (
	checkKeys  = []string{"accept"}
	acceptKeys = []string{"code", "reason"}
)

// Acceptance is one entry of check.accept: the preset is meant to have the
// warnings of Code (one of AcceptableCodes), for Reason.
type Acceptance struct {
	Code   string
	Reason string
	Pos    diag.Pos // the code's value in the file
}

// checkSection reads a file's check: section, reporting its problems, and returns
// its valid acceptances (at most one per code).
func (w *walker) checkSection(n *yaml.Node) []Acceptance {
	m := w.fields(n, "check", checkKeys...)
	if m == nil || m["accept"] == nil {
		return nil
	}
	items, ok := w.list(m["accept"], "check.accept")
	if !ok {
		return nil
	}
	var out []Acceptance
	for i, it := range items {
		what := fmt.Sprintf("check.accept[%d]", i)
		em := w.fields(it, what, acceptKeys...)
		if em == nil {
			continue
		}
		var a Acceptance
		codeOK := w.require(it, em, what, "code")
		if codeOK {
			a.Code, codeOK = w.acceptCode(em["code"], what+".code")
			a.Pos = w.pos(em["code"])
		}
		reasonOK := w.require(it, em, what, "reason")
		if reasonOK {
			a.Reason, reasonOK = w.str(em["reason"], what+".reason")
			if reasonOK && strings.TrimSpace(a.Reason) == "" {
				dg := w.errf(em["reason"], CodeBadValue, "%s.reason is empty; an acceptance needs a reason", what)
				dg.Hint = "say in a few words why the preset is meant to have this warning"
				reasonOK = false
			}
		}
		if !codeOK || !reasonOK {
			continue
		}
		if slices.ContainsFunc(out, func(b Acceptance) bool { return b.Code == a.Code }) {
			w.warnf(em["code"], CodeDuplicateEntry, "check.accept lists %s twice", a.Code)
			continue
		}
		out = append(out, a)
	}
	return out
}

// acceptCode reads the code of an acceptance: one of AcceptableCodes. Anything
// else is a bad-value error at the code, with "did you mean" when one is close.
func (w *walker) acceptCode(n *yaml.Node, what string) (string, bool) {
	s, ok := w.str(n, what)
	if !ok {
		return "", false
	}
	if contains(AcceptableCodes, s) {
		return s, true
	}
	var dg *diag.Diagnostic
	switch knownCodes[s] {
	case kindError:
		dg = w.errf(n, CodeBadValue, "%s %q is an error, and an error cannot be accepted: it must be fixed", what, s)
	case kindFileWarning:
		dg = w.errf(n, CodeBadValue, "%s %q cannot be accepted: it points at something to fix in the file itself", what, s)
	case kindOther:
		dg = w.errf(n, CodeBadValue, "%s %q cannot be accepted", what, s)
	default:
		dg = w.errf(n, CodeBadValue, "%s %q is no diagnostic code", what, s)
	}
	if sg := suggest(s, AcceptableCodes); sg != "" {
		dg.Message += " (did you mean " + quote(sg) + "?)"
	}
	dg.Hint = "a preset may accept only the warnings " + strings.Join(AcceptableCodes, ", ")
	return "", false
}

// CheckResolved builds r (resolved with the diagnostics d) and, when it builds
// without errors, adds the Lint warnings. It is Check before check.accept is
// applied: a checker that adds warnings of its own (pkg/check) calls Accept once
// they are all in. The variant is nil when r is nil or Partial or the list has an
// error. A problem caused by the preset in a value it inherits is reported at the
// preset's key (Attribute). The list is neither sorted nor capped, and no hints are
// added (but for the inherited problems').
func CheckResolved(r *Resolved, d diag.List) (*rules.Variant, diag.List) {
	if r == nil {
		return nil, d
	}
	v, bd := Build(r)
	if r.Partial || d.HasErrors() || bd.HasErrors() {
		return nil, append(d, Attribute(r, bd, buildDiags)...)
	}
	return v, append(d, Attribute(r, append(bd, Lint(r, v)...), lintDiags)...)
}

// lintDiags is Build's diagnostics and, when it builds, Lint's: what
// CheckResolved finds in r, for Attribute.
func lintDiags(r *Resolved) diag.List {
	v, d := Build(r)
	if v != nil {
		d = append(d, Lint(r, v)...)
	}
	return d
}

// Accept applies r.Accept (the preset's check.accept) to d, the diagnostics of r:
// the warnings whose code the preset accepts are taken out of d and returned in
// accepted. judged lists the codes whose checks have run on the preset (LintCodes
// after Lint; AcceptableCodes after pkg/check too; none when the preset has
// errors): an acceptance of a judged code that took out nothing gets an
// accept-unused warning in kept. Both lists are sorted; d is not changed.
func Accept(r *Resolved, d diag.List, judged []string) (kept, accepted diag.List) {
	var acc []Acceptance
	if r != nil {
		acc = r.Accept
	}
	used := map[string]bool{}
	for _, dg := range d {
		if dg.Severity == diag.Warning && slices.ContainsFunc(acc, func(a Acceptance) bool { return a.Code == dg.Code }) {
			used[dg.Code] = true
			accepted = append(accepted, dg)
			continue
		}
		kept = append(kept, dg)
	}
	for _, a := range acc {
		if !used[a.Code] && contains(judged, a.Code) {
			dg := diag.Warnf(a.Pos, CodeAcceptUnused, "check.accept: the preset gives no %s warning to accept", a.Code)
			dg.Hint = "remove the entry: the preset no longer has the warning it acknowledges"
			kept.Add(dg)
		}
	}
	kept.Sort()
	accepted.Sort()
	return kept, accepted
}
