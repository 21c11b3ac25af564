package preset

import (
	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/rules"
)

// Building the check_evasion rule module (makpong) from its preset parameters.

func init() {
	registerModule(rules.ModCheckEvasion, presetModule{build: (*builder).checkEvasion, keys: checkEvasionKeys, model: FileCheckEvasion{}})
}

var checkEvasionKeys = []string{"king"}

// checkEvasion reads rules.check_evasion: king (required; "capture").
func (b *builder) checkEvasion(v *yaml.Node) {
	const what = "rules.check_evasion"
	m := b.fields(v, what, checkEvasionKeys...)
	if m == nil || !b.require(v, m, what, "king") {
		return
	}
	ce := &rules.CheckEvasion{}
	ce.King, _ = b.oneOf(m["king"], what+".king", "capture")
	b.v.CheckEvasion = ce
}

// FileCheckEvasion is rules.check_evasion.
type FileCheckEvasion struct {
	King string `yaml:"king" jsonschema:"enum=capture" jsonschema_description:"capture: a king in check may move only to take the one piece that gives check (makpong); other pieces answer the check as usual."`
}
