package preset

import (
	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/rules"
)

// Building the in_place_promotion rule module (sittuyin) from its preset
// parameters.

func init() {
	registerModule(rules.ModInPlacePromotion, presetModule{build: (*builder).inPlacePromotion, keys: inPlacePromotionKeys, model: FileInPlacePromotion{}})
}

var inPlacePromotionKeys = []string{"choices", "squares", "limit", "quiet"}

// inPlacePromotion reads rules.in_place_promotion (rules.InPlacePromotion):
// choices (required, piece letters, no royal piece), squares (required, White's
// squares and rectangles), limit (0..64), quiet (bool).
func (b *builder) inPlacePromotion(n *yaml.Node) {
	const what = "rules.in_place_promotion"
	m := b.fields(n, what, inPlacePromotionKeys...)
	if m == nil || !b.require(n, m, what, "choices") || !b.require(n, m, what, "squares") {
		return
	}
	ip := &rules.InPlacePromotion{}
	rules.InPlacePromotionParams.Set(b.v, ip)
	ip.Choices, _ = b.letters(m["choices"], what+".choices")
	for _, l := range ip.Choices {
		if b.royal(l) {
			b.errf(m["choices"], CodeBadValue, "%s: %s is royal; a pawn may not become a royal piece", what+".choices", b.labelOf(l))
		}
	}
	if items, ok := b.list(m["squares"], what+".squares"); ok {
		if len(items) == 0 {
			b.errf(m["squares"], CodeMissingKey, "%s lists no square", what+".squares")
		}
		for _, it := range items {
			ip.Squares = append(ip.Squares, b.regionItem(it, what+".squares")...)
		}
	}
	if x := m["limit"]; x != nil {
		ip.Limit, _ = b.integer(x, what+".limit", 0, 64, CodeOutOfRange)
	}
	if x := m["quiet"]; x != nil {
		ip.Quiet, _ = b.boolean(x, what+".quiet")
	}
}

// FileInPlacePromotion is rules.in_place_promotion.
type FileInPlacePromotion struct {
	Choices []Letter `yaml:"choices" jsonschema_description:"The pieces a pawn may become (sittuyin: [F])."`
	Squares []string `yaml:"squares" jsonschema_description:"White's promotion squares (names or rectangles such as a1-h2); Black's are mirrored. A side's only pawn may promote on any square."`
	Limit   int      `yaml:"limit,omitempty" jsonschema:"minimum=0,maximum=64" jsonschema_description:"How many pieces of a choice a side may have: a pawn becomes one only while its side has fewer (sittuyin: 1, only once the ferz is gone); 0 = no limit."`
	Quiet   bool     `yaml:"quiet,omitempty" jsonschema_description:"The new piece may attack no enemy piece where it stands, and the promotion may not give check (sittuyin)."`
}
