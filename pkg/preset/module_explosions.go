package preset

import (
	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/rules"
)

// Building the explosions (atomic), forced_capture (antichess) and forbid_check
// (racing kings) rule modules
// from their preset parameters.

func init() {
	moduleBuilders[rules.ModExplosions] = (*builder).explosions
	moduleBuilders[rules.ModForcedCapture] = (*builder).forcedCapture
	moduleBuilders[rules.ModForbidCheck] = (*builder).forbidCheck
}

// forbidCheck reads rules.forbid_check: no parameters.
func (b *builder) forbidCheck(v *yaml.Node) {
	b.fields(v, "rules.forbid_check")
	b.v.ForbidCheck = &rules.ForbidCheck{}
}

var explosionKeys = []string{"spare"}

// explosions reads rules.explosions: spare (piece letters a neighbouring explosion
// leaves standing; default [P] when the preset has a P).
func (b *builder) explosions(v *yaml.Node) {
	const what = "rules.explosions"
	m := b.fields(v, what, explosionKeys...)
	if m == nil {
		return
	}
	e := &rules.Explosions{}
	b.v.Explosions = e
	if x := m["spare"]; x != nil {
		e.Spare, _ = b.letters(x, what+".spare")
	} else if b.isDefined('P') {
		e.Spare = []byte{'P'}
	}
}

// forcedCapture reads rules.forced_capture: no parameters.
func (b *builder) forcedCapture(v *yaml.Node) {
	b.fields(v, "rules.forced_capture")
	b.v.ForcedCapture = &rules.ForcedCapture{}
}
