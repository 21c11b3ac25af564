package preset

import (
	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/rules"
)

// Building the en_passant rule module from its preset parameters.

func init() {
	registerModule(rules.ModEnPassant, presetModule{build: (*builder).enPassant, keys: nil, model: FileEnPassant{}})
}

// enPassant reads rules.en_passant: no parameters.
func (b *builder) enPassant(v *yaml.Node) {
	b.fields(v, "rules.en_passant")
	b.v.EnPassant = &rules.EnPassant{}
}

// FileEnPassant is rules.en_passant: no parameters.
type FileEnPassant struct{}
