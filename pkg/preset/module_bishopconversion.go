package preset

import (
	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/betza"
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// Building the bishop_conversion rule module from its preset parameters.

func init() {
	registerModule(rules.ModBishopConversion, presetModule{build: (*builder).bishopConversion, keys: conversionKeys, model: FileBishopConversion{}})
}

var conversionKeys = []string{"piece", "homes", "step", "capture"}

// homes reads home squares: a list (White's, mirrored for Black) or a mapping
// {white: [...], black: [...]}.
func (b *builder) homes(n *yaml.Node, what string) (out [2][]board.Square, nodes [2][]*yaml.Node) {
	read := func(n *yaml.Node, what string, c rules.Color) {
		items, ok := b.list(n, what)
		if !ok {
			return
		}
		if len(items) == 0 {
			b.errf(n, CodeMissingKey, "%s lists no square", what)
		}
		seen := map[board.Square]bool{}
		for _, it := range items {
			sq, ok := b.square(it, "a "+what+" entry")
			if !ok {
				continue
			}
			if seen[sq] {
				b.warnf(it, CodeDuplicateEntry, "%s lists %s twice", what, b.v.Board.Name(sq))
				continue
			}
			seen[sq] = true
			out[c] = append(out[c], sq)
			nodes[c] = append(nodes[c], it)
		}
	}
	if n.Kind == yaml.MappingNode {
		m := b.fields(n, what, sideKeys...)
		if m == nil {
			return
		}
		if b.require(n, m, what, "white") {
			read(m["white"], what+".white", rules.White)
		}
		if b.require(n, m, what, "black") {
			read(m["black"], what+".black", rules.Black)
		}
		return
	}
	read(n, what, rules.White)
	for i, sq := range out[rules.White] {
		out[rules.Black] = append(out[rules.Black], b.v.Board.Mirror(sq))
		nodes[rules.Black] = append(nodes[rules.Black], nodes[rules.White][i])
	}
	return
}

func (b *builder) bishopConversion(n *yaml.Node) {
	const what = "rules.bishop_conversion"
	m := b.fields(n, what, conversionKeys...)
	if m == nil {
		return
	}
	bc := &rules.BishopConversion{Piece: 'B', Step: "fsW", Capture: true}
	b.v.BishopConversion = bc
	pieceOK := true
	if x := m["piece"]; x != nil {
		bc.Piece, pieceOK = b.letter(x, what+".piece")
	} else if !b.isDefined('B') {
		b.errf(n, CodeUndefinedPiece, "%s.piece defaults to B, and no piece B is defined", what)
		pieceOK = false
	}
	if x := m["step"]; x != nil {
		bc.Step, bc.StepAtoms, _ = b.betza(x, what+".step")
	} else {
		bc.StepAtoms, _ = betza.Parse(bc.Step)
	}
	if x := m["capture"]; x != nil {
		bc.Capture, _ = b.boolean(x, what+".capture")
	}
	if !b.require(n, m, what, "homes") {
		return
	}
	var nodes [2][]*yaml.Node
	bc.Homes, nodes = b.homes(m["homes"], what+".homes")
	if !pieceOK || b.setup == nil {
		return
	}
	for _, c := range []rules.Color{rules.White, rules.Black} {
		for i, sq := range bc.Homes[c] {
			if col, l := pieceOf(b.at(sq)); b.at(sq) == 0 || col != c || l != bc.Piece {
				b.errf(nodes[c][i], CodeModuleSetup, "%s: the setup has no %s %c on the home square %s", what, c, bc.Piece, b.v.Board.Name(sq))
			}
		}
	}
}

// FileBishopConversion is rules.bishop_conversion.
type FileBishopConversion struct {
	Piece   Letter      `yaml:"piece,omitempty" jsonschema_description:"The converting piece type (default B)."`
	Homes   SquaresSide `yaml:"homes,omitempty" jsonschema_description:"The home squares: White's (Black mirrored) or {white: [...], black: [...]}."`
	Step    string      `yaml:"step,omitempty" jsonschema:"minLength=1" jsonschema_description:"The conversion step in Betza (default fsW: left, right or forward)."`
	Capture bool        `yaml:"capture,omitempty" jsonschema_description:"A conversion may capture an enemy piece (default true)."`
}
