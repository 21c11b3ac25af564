package preset

import (
	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/rules"
)

// Building the en_passant rule module from its preset parameters.

func init() { moduleBuilders[rules.ModEnPassant] = (*builder).enPassant }

// enPassant reads rules.en_passant: no parameters.
func (b *builder) enPassant(v *yaml.Node) {
	b.fields(v, "rules.en_passant")
	b.v.EnPassant = &rules.EnPassant{}
}
