package preset

import (
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// regions reads the top-level regions: name -> list of squares and rectangles
// ("d1-f3": files d..f, ranks 1..3), given for White (Black's mirrored), or
// {white: [...], black: [...]}, each side's own (rules.Variant.BlackRegions).
func (b *builder) regions(n *yaml.Node) {
	if n.Kind != yaml.MappingNode {
		b.errf(n, CodeWrongKind, "regions must be a mapping from region names to lists of squares, not %s", kindName(n))
		return
	}
	b.v.Regions = map[string][]board.Square{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		name := k.Value
		if name == "" || strings.Trim(name, "abcdefghijklmnopqrstuvwxyz0123456789_-") != "" {
			b.errf(k, CodeBadValue, "region name %q must be lower-case letters, digits, _ or -", name)
			continue
		}
		if v.Kind == yaml.MappingNode {
			// each side's own squares
			sm := b.fields(v, "regions."+name, "white", "black")
			if sm == nil || !b.require(v, sm, "regions."+name, "white") || !b.require(v, sm, "regions."+name, "black") {
				continue
			}
			b.v.Regions[name] = b.regionSquares(sm["white"], "regions."+name+".white")
			if b.v.BlackRegions == nil {
				b.v.BlackRegions = map[string][]board.Square{}
			}
			b.v.BlackRegions[name] = b.regionSquares(sm["black"], "regions."+name+".black")
			continue
		}
		b.v.Regions[name] = b.regionSquares(v, "regions."+name)
	}
}

// regionSquares reads a region's list of squares and rectangles (what names
// it), sorted, each once.
func (b *builder) regionSquares(v *yaml.Node, what string) []board.Square {
	items, ok := b.list(v, what)
	if !ok {
		return nil
	}
	if len(items) == 0 {
		b.errf(v, CodeBadValue, "%s holds no square", what)
	}
	set := map[board.Square]bool{}
	for _, it := range items {
		for _, sq := range b.regionItem(it, what) {
			set[sq] = true
		}
	}
	var sqs []board.Square
	for sq := range set {
		sqs = append(sqs, sq)
	}
	sort.Slice(sqs, func(i, j int) bool { return sqs[i] < sqs[j] })
	return sqs
}

// regionItem reads one entry of a region: a square ("e2") or a rectangle ("d1-f3").
func (b *builder) regionItem(n *yaml.Node, what string) []board.Square {
	s, ok := b.str(n, what+" entry")
	if !ok || !b.geoOK {
		return nil
	}
	g := b.v.Board
	from, to, isRange := strings.Cut(s, "-")
	a, err := g.Parse(from)
	if err != nil {
		b.errf(n, CodeBadSquare, "%s: %v", what, err)
		return nil
	}
	if !isRange {
		return []board.Square{a}
	}
	z, err := g.Parse(to)
	if err != nil {
		b.errf(n, CodeBadSquare, "%s: %v", what, err)
		return nil
	}
	f0, f1 := min(g.File(a), g.File(z)), max(g.File(a), g.File(z))
	r0, r1 := min(g.Rank(a), g.Rank(z)), max(g.Rank(a), g.Rank(z))
	var out []board.Square
	for r := r0; r <= r1; r++ {
		for f := f0; f <= f1; f++ {
			out = append(out, g.Sq(f, r))
		}
	}
	return out
}

// regionName reads a reference to a region of the preset, with a suggestion for
// an unknown one.
func (b *builder) regionName(n *yaml.Node, what string) (string, bool) {
	s, ok := b.str(n, what)
	if !ok {
		return "", false
	}
	if b.v.Regions == nil && b.partial {
		return s, true
	}
	if _, ok := b.v.Regions[s]; !ok {
		var names []string
		for r := range b.v.Regions {
			names = append(names, r)
		}
		sort.Strings(names)
		dg := b.errf(n, CodeBadValue, "%s: no region %q", what, s)
		if sg := suggest(s, names); sg != "" {
			dg.Message += " (did you mean " + quote(sg) + "?)"
		}
		if len(names) > 0 {
			dg.Hint = "regions of this preset: " + strings.Join(names, ", ")
		} else {
			dg.Hint = "define it under the top-level regions: key, e.g. regions: {palace: [d1-f3]}"
		}
		return "", false
	}
	return s, true
}

// regionMoves reads a piece's moves_in: region name -> Betza of the moves it adds
// while the piece stands in that region.
func (b *builder) regionMoves(n *yaml.Node, what string) []rules.RegionMoves {
	if n.Kind != yaml.MappingNode {
		b.errf(n, CodeWrongKind, "%s must be a mapping from region names to Betza, not %s", what, kindName(n))
		return nil
	}
	var out []rules.RegionMoves
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		name, ok := b.regionName(k, what+" key")
		if !ok {
			continue
		}
		bz, atoms, ok := b.betza(v, what+"."+name)
		if !ok {
			continue
		}
		out = append(out, rules.RegionMoves{Region: name, Betza: bz, Atoms: atoms})
	}
	return out
}

// initialSquares reads a piece's initial_squares: a list of squares and
// rectangles given for White (Black's mirrored), or {white: [...], black:
// [...]}, each side's own (not mirrored). The result holds each side's squares.
func (b *builder) initialSquares(n *yaml.Node, what string) [2][]board.Square {
	var out [2][]board.Square
	read := func(n *yaml.Node, what string, empty bool) []board.Square {
		items, ok := b.list(n, what)
		if !ok {
			return nil
		}
		if len(items) == 0 && !empty {
			b.errf(n, CodeMissingKey, "%s lists no square", what)
		}
		sqs := []board.Square{}
		for _, it := range items {
			sqs = append(sqs, b.regionItem(it, what)...)
		}
		return sqs
	}
	if n.Kind == yaml.MappingNode {
		sm := b.fields(n, what, "white", "black")
		if sm == nil || !b.require(n, sm, what, "white") || !b.require(n, sm, what, "black") {
			return out
		}
		// one side may have none (it never makes its 'i' moves)
		out[0], out[1] = read(sm["white"], what+".white", true), read(sm["black"], what+".black", true)
		if len(out[0])+len(out[1]) == 0 && out[0] != nil && out[1] != nil {
			b.errf(n, CodeMissingKey, "%s lists no square for either side", what)
		}
		return out
	}
	out[0] = read(n, what, false)
	if out[0] != nil && b.geoOK {
		for _, s := range out[0] {
			out[1] = append(out[1], b.v.Board.Mirror(s))
		}
	}
	if out[1] == nil && out[0] != nil {
		out[1] = []board.Square{}
	}
	return out
}
