package preset

import (
	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/rules"
)

// Building the gating rule module (Seirawan chess) from its preset parameters.

func init() {
	registerModule(rules.ModGating, presetModule{build: (*builder).gating, keys: gatingKeys, model: FileGating{}})
}

var gatingKeys = []string{"hand"}

// maxGatingKinds is the number of piece kinds a gating hand may hold (the
// position keeps a hand in one word: rules.Gating.Hand).
const maxGatingKinds = 4

// gating reads rules.gating (rules.Gating): hand, the piece letters each side
// starts with in hand (required, 1 to 4, no royal piece). With drops (S-house)
// there is one hand, the drops module's: these pieces join its start hand and
// any piece in it may be gated.
func (b *builder) gating(n *yaml.Node) {
	const what = "rules.gating"
	m := b.fields(n, what, gatingKeys...)
	if m == nil {
		return
	}
	g := &rules.Gating{}
	rules.GatingParams.Set(b.v, g)
	x := m["hand"]
	if x == nil {
		b.errf(n, CodeMissingKey, "%s needs hand: the pieces each side starts with in hand (Seirawan: [E, H])", what)
		return
	}
	g.Hand, _ = b.letters(x, what+".hand")
	if len(g.Hand) == 0 || len(g.Hand) > maxGatingKinds {
		b.errf(x, CodeBadValue, "%s.hand lists %d pieces; it needs 1 to %d", what, len(g.Hand), maxGatingKinds)
	}
}

// FileGating is rules.gating.
type FileGating struct {
	Hand []Letter `yaml:"hand,omitempty" jsonschema_description:"The pieces each side starts with in hand, one of each, in FEN order (Seirawan: [E, H]); one may be put on the square a back-rank piece leaves on its first move."`
}
