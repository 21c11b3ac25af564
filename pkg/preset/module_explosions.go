package preset

import (
	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/rules"
)

// Building the explosions (atomic), forced_capture (antichess) and forbid_check
// (racing kings) rule modules
// from their preset parameters.

func init() {
	registerModule(rules.ModExplosions, presetModule{build: (*builder).explosions, keys: explosionKeys, model: FileExplosions{}})
	registerModule(rules.ModForcedCapture, presetModule{build: (*builder).forcedCapture, model: FileForcedCapture{}})
	registerModule(rules.ModForbidCheck, presetModule{build: (*builder).forbidCheck, model: FileForbidCheck{}})
}

// forbidCheck reads rules.forbid_check: no parameters.
func (b *builder) forbidCheck(v *yaml.Node) {
	b.fields(v, "rules.forbid_check")
	b.v.ForbidCheck = &rules.ForbidCheck{}
}

var explosionKeys = []string{"spare", "immune", "mutual"}

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
	if x := m["immune"]; x != nil {
		e.Immune, _ = b.letters(x, what+".immune")
	}
	if x := m["mutual"]; x != nil {
		e.Mutual, _ = b.letters(x, what+".mutual")
	}
}

// forcedCapture reads rules.forced_capture: no parameters.
func (b *builder) forcedCapture(v *yaml.Node) {
	b.fields(v, "rules.forced_capture")
	b.v.ForcedCapture = &rules.ForcedCapture{}
}

// FileExplosions is rules.explosions.
type FileExplosions struct {
	Spare  []Letter `yaml:"spare,omitempty" jsonschema_description:"Piece types an explosion next to them leaves standing (default [P])."`
	Immune []Letter `yaml:"immune,omitempty" jsonschema_description:"Piece types no explosion removes, not even that of their own capture (atomar: [K])."`
	Mutual []Letter `yaml:"mutual,omitempty" jsonschema_description:"Piece types that may not capture a piece of their own type (atomar: [K], a king never takes the other king)."`
}

// FileForcedCapture is rules.forced_capture: no parameters.
type FileForcedCapture struct{}

// FileForbidCheck is rules.forbid_check: no parameters.
type FileForbidCheck struct{}
