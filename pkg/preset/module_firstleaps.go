package preset

import (
	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/betza"
	"github.com/gamecourier/courier/pkg/rules"
)

// Building the first_leaps rule module (Cambodian chess) from its preset
// parameters.

func init() {
	registerModule(rules.ModFirstLeaps, presetModule{build: (*builder).firstLeaps, keys: firstLeapsKeys, model: FileFirstLeaps{}})
}

var firstLeapsKeys = []string{"leaps", "not_in_check", "aimed_by"}

// firstLeaps reads rules.first_leaps (rules.FirstLeaps): leaps (required, piece
// letter -> Betza leaps: leapers only, no hoppers, range 1), not_in_check and
// aimed_by (piece letters).
func (b *builder) firstLeaps(n *yaml.Node) {
	const what = "rules.first_leaps"
	m := b.fields(n, what, firstLeapsKeys...)
	if m == nil || !b.require(n, m, what, "leaps") {
		return
	}
	fl := &rules.FirstLeaps{Leaps: map[byte]string{}}
	rules.FirstLeapsParams.Set(b.v, fl)
	b.letterMap(m["leaps"], what+".leaps", "Betza leaps", func(l byte, _, v *yaml.Node) {
		s, atoms, ok := b.betza(v, what+".leaps")
		if !ok {
			return
		}
		for _, a := range atoms {
			if a.Range != 1 || a.Hop != betza.HopNone {
				b.charErrf(v, a.Offset, CodeBadValue, "%s %q: only leaps (range 1, no hopper) are first leaps", what+".leaps", s)
				return
			}
		}
		fl.Leaps[l] = s
	})
	if x := m["not_in_check"]; x != nil {
		fl.NotInCheck, _ = b.letters(x, what+".not_in_check")
	}
	if x := m["aimed_by"]; x != nil {
		fl.AimedBy, _ = b.letters(x, what+".aimed_by")
	}
}

// FileFirstLeaps is rules.first_leaps.
type FileFirstLeaps struct {
	Leaps      map[string]string `yaml:"leaps" jsonschema_description:"Piece letter -> the Betza leaps (leapers only, to an empty square) the piece may make while it stands on its back-rank start square and holds its right (Cambodian: K: fsN, M: fD). The rights are the FEN castling field's file letters (DEde)."`
	NotInCheck []Letter          `yaml:"not_in_check,omitempty" jsonschema_description:"Pieces whose first leaps are not allowed while their side is in check (Cambodian: [K])."`
	AimedBy    []Letter          `yaml:"aimed_by,omitempty" jsonschema_description:"Enemy pieces whose move onto the rank or file of a royal piece that holds its right takes that right, whatever stands between (Cambodian: [R])."`
}
