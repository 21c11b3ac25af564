package preset

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// Building the bishop_swap rule module from its preset parameters.

func init() {
	registerModule(rules.ModBishopSwap, presetModule{build: (*builder).bishopSwap, keys: swapKeys, model: FileBishopSwap{}})
}

var swapKeys = []string{"piece", "partners", "distance", "in_check"}

func (b *builder) bishopSwap(n *yaml.Node) {
	const what = "rules.bishop_swap"
	m := b.fields(n, what, swapKeys...)
	if m == nil {
		return
	}
	bs := &rules.BishopSwap{Piece: 'B', Distance: 1}
	b.v.BishopSwap = bs
	if x := m["piece"]; x != nil {
		bs.Piece, _ = b.letter(x, what+".piece")
	} else if !b.isDefined('B') {
		b.errf(n, CodeUndefinedPiece, "%s.piece defaults to B, and no piece B is defined", what)
	}
	if b.require(n, m, what, "partners") {
		bs.Partners, _ = b.letters(m["partners"], what+".partners")
		if x := m["partners"]; x.Kind == yaml.SequenceNode && len(x.Content) == 0 {
			b.errf(x, CodeMissingKey, "%s.partners lists no piece", what)
		}
	}
	if x := m["distance"]; x != nil {
		maxD := board.MaxSize - 1
		if b.geoOK {
			maxD = b.v.Board.Files - 1
		}
		bs.Distance, _ = b.integer(x, what+".distance", 1, maxD, CodeOutOfRange)
	}
	if x := m["in_check"]; x != nil {
		bs.InCheck, _ = b.boolean(x, what+".in_check")
	}
	if x := m["partners"]; x != nil && len(bs.Partners) > 0 && bs.Piece != 0 && bs.Distance > 0 {
		b.checkSwapPartners(x, bs)
	}
}

// checkSwapPartners reports a side whose setup gives the bishop_swap module nothing
// to do: no piece bs.Piece of that side with a partner of that side bs.Distance
// squares beside it on its rank. The swap could never be made.
func (b *builder) checkSwapPartners(n *yaml.Node, bs *rules.BishopSwap) {
	if b.setup == nil || b.v.Piece(bs.Piece) == nil {
		return
	}
	g := b.v.Board
	partner := map[byte]bool{}
	for _, l := range bs.Partners {
		partner[l] = true
	}
	for _, c := range []rules.Color{rules.White, rules.Black} {
		found, pieces := false, 0
		for sq := board.Square(0); int(sq) < g.Size() && !found; sq++ {
			if col, l := pieceOf(b.at(sq)); b.at(sq) == 0 || col != c || l != bs.Piece {
				continue
			}
			pieces++
			for _, dx := range []int{-bs.Distance, bs.Distance} {
				t := g.Sq(g.File(sq)+dx, g.Rank(sq))
				if t == board.NoSquare || b.at(t) == 0 {
					continue
				}
				if col, l := pieceOf(b.at(t)); col == c && partner[l] {
					found = true
				}
			}
		}
		if found {
			continue
		}
		var names []string
		for _, l := range bs.Partners {
			names = append(names, string(l))
		}
		msg := fmt.Sprintf("rules.bishop_swap: the setup gives %s no %c", c, bs.Piece)
		if pieces > 0 {
			msg = fmt.Sprintf("rules.bishop_swap: no %s %c in the setup has a partner (%s) %d square(s) beside it on its rank", c, bs.Piece, strings.Join(names, ", "), bs.Distance)
		}
		dg := b.errf(n, CodeModuleSetup, "%s, so the swap can never be made", msg)
		dg.Hint = "change partners or distance, or remove the module with bishop_swap: null"
	}
}

// FileBishopSwap is rules.bishop_swap.
type FileBishopSwap struct {
	Piece    Letter   `yaml:"piece,omitempty" jsonschema_description:"The swapping piece type (default B)."`
	Partners []Letter `yaml:"partners,omitempty" jsonschema:"minItems=1" jsonschema_description:"Who it may swap with, e.g. [Q, M, N]."`
	Distance int      `yaml:"distance,omitempty" jsonschema:"minimum=1,maximum=15" jsonschema_description:"How far along the rank the partner stands (default 1: directly beside)."`
	InCheck  bool     `yaml:"in_check,omitempty" jsonschema_description:"Whether the swap is allowed while in check (default false)."`
}
