package preset

import (
	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/rules"
)

// Building the pass and bikjang rule modules (janggi) from their preset
// parameters.

func init() {
	registerModule(rules.ModPass, presetModule{build: (*builder).pass, keys: passKeys, model: FilePass{}})
	registerModule(rules.ModBikjang, presetModule{build: (*builder).bikjang, model: FileBikjang{}})
}

var passKeys = []string{"stalemate_only"}

// pass reads rules.pass (rules.Pass): stalemate_only (bool, default false).
func (b *builder) pass(n *yaml.Node) {
	const what = "rules.pass"
	m := b.fields(n, what, passKeys...)
	if m == nil {
		return
	}
	ps := &rules.Pass{}
	if x := m["stalemate_only"]; x != nil {
		ps.StalemateOnly, _ = b.boolean(x, what+".stalemate_only")
	}
	rules.PassParams.Set(b.v, ps)
}

// bikjang reads rules.bikjang (rules.Bikjang): no parameters.
func (b *builder) bikjang(n *yaml.Node) {
	if b.fields(n, "rules.bikjang") == nil {
		return
	}
	rules.BikjangParams.Set(b.v, &rules.Bikjang{})
}

// FilePass is rules.pass.
type FilePass struct {
	StalemateOnly bool `yaml:"stalemate_only,omitempty" jsonschema_description:"A pass is legal only when the side to move has no other legal move and is not in check (Fairy-Stockfish's passOnStalemate); absent or false: whenever the side is not in check (janggi)."`
}

// FileBikjang is rules.bikjang: no parameters.
type FileBikjang struct{}
