package preset

import (
	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/rules"
)

// Building the capture_conversion rule module from its preset parameters.

func init() {
	registerModule(rules.ModCaptureConversion, presetModule{build: (*builder).captureConversion, keys: crewKeys, model: FileCaptureConversion{}})
}

var crewKeys = []string{"ranks", "immune_next_to_king"}

func (b *builder) captureConversion(n *yaml.Node) {
	const what = "rules.capture_conversion"
	m := b.fields(n, what, crewKeys...)
	if m == nil {
		return
	}
	cc := &rules.CaptureConversion{Ranks: map[byte]int{}, ImmuneNextToKing: true}
	b.v.CaptureConversion = cc
	if x := m["immune_next_to_king"]; x != nil {
		cc.ImmuneNextToKing, _ = b.boolean(x, what+".immune_next_to_king")
	}
	x := m["ranks"]
	if x == nil {
		for l, r := range defaultRanks {
			if pt := b.v.Piece(l); pt != nil && !pt.Royal {
				cc.Ranks[l] = r
			}
		}
		return
	}
	b.letterMap(x, what+".ranks", "ranks", func(l byte, k, v *yaml.Node) {
		if pt := b.v.Piece(l); pt != nil && pt.Royal {
			dg := b.errf(k, CodeBadValue, "%s.ranks: %s is royal, and a royal piece has no rank (it never converts)", what, b.labelOf(l))
			dg.Hint = "remove the entry"
			return
		}
		if r, ok := b.integer(v, what+".ranks."+k.Value, 0, 1000, CodeOutOfRange); ok {
			cc.Ranks[l] = r
		}
	})
	for _, pt := range b.v.Pieces {
		if _, ok := cc.Ranks[pt.Letter]; !ok && !pt.Royal {
			b.warnf(x, CodeMissingKey, "%s.ranks gives piece %s no rank: it will never convert", what, pt.LabelOf())
		}
	}
}

// FileCaptureConversion is rules.capture_conversion.
type FileCaptureConversion struct {
	Ranks            map[string]int `yaml:"ranks,omitempty" jsonschema_description:"Piece letter -> rank 0..1000 (default P 1, N 2, B 2, R 3, Q 4, M 4); royal pieces have none."`
	ImmuneNextToKing bool           `yaml:"immune_next_to_king,omitempty" jsonschema_description:"A piece adjacent to its own king does not convert (default true)."`
}
