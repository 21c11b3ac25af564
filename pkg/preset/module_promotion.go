package preset

import (
	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// Building the promotion rule module from its preset parameters.

func init() {
	registerModule(rules.ModPromotion, presetModule{build: (*builder).promotion, keys: promotionKeys, sub: map[string][]string{"zone": zoneKeys}, model: FilePromotion{}})
}

var promotionKeys = []string{"zone", "choices", "optional", "only_lost", "promotes", "must_promote", "immobile", "limit", "demotes", "on_capture"}
var zoneKeys = []string{"rank", "from", "squares"}

func (b *builder) promotion(n *yaml.Node) {
	const what = "rules.promotion"
	m := b.fields(n, what, promotionKeys...)
	if m == nil {
		return
	}
	p := &rules.Promotion{ZoneRank: -1}
	b.v.Promotion = p
	if z := m["zone"]; z != nil {
		b.promotionZone(z, p)
	}
	if x := m["optional"]; x != nil {
		p.Optional, _ = b.boolean(x, what+".optional")
	}
	if x := m["only_lost"]; x != nil {
		p.OnlyLost, _ = b.boolean(x, what+".only_lost")
	}
	if x := m["promotes"]; x != nil {
		b.promotes(x, p)
	}
	if x := m["immobile"]; x != nil {
		p.Immobile, _ = b.boolean(x, what+".immobile")
	}
	if x := m["limit"]; x != nil {
		b.promotionLimit(x, p)
	}
	if x := m["must_promote"]; x != nil {
		p.MustPromote, _ = b.boolean(x, what+".must_promote")
		if p.MustPromote && p.Promotes == nil {
			b.errf(x, CodeBadValue, "%s.must_promote needs promotes: it applies to the pieces that promote to a type of their own", what)
		}
	}
	for _, key := range []string{"demotes", "on_capture"} {
		x := m[key]
		if x == nil {
			continue
		}
		on, _ := b.boolean(x, what+"."+key)
		if key == "demotes" {
			p.Demotes = on
		} else {
			p.OnCapture = on
		}
		if on && p.Promotes == nil {
			b.errf(x, CodeBadValue, "%s.%s needs promotes: it applies to the pieces that promote to a type of their own", what, key)
		}
	}
	if p.Promotes == nil && b.require(n, m, what, "choices") || p.Promotes != nil && m["choices"] != nil {
		b.promotionChoices(m["choices"], p)
	}
	b.checkPawnsOutsideZone()
}

// promotionZone reads rules.promotion.zone (z): squares (each side's own), or rank
// and from (1-based from the own back rank, negative from the last rank, never 0).
func (b *builder) promotionZone(z *yaml.Node, p *rules.Promotion) {
	const what = "rules.promotion"
	zm := b.fields(z, what+".zone", zoneKeys...)
	if zm != nil && zm["squares"] != nil {
		b.zoneSquares(zm["squares"], p)
	} else if zm != nil && b.require(z, zm, what+".zone", "rank") {
		lim := b.maxRank()
		if r, ok := b.integer(zm["rank"], what+".zone.rank", -lim, lim, CodeOutOfRange); ok {
			if r == 0 {
				b.errf(zm["rank"], CodeOutOfRange, "%s.zone.rank must not be 0 (1 = the own back rank, -1 = the last rank)", what)
			} else {
				p.ZoneRank = r
			}
		}
		if x := zm["from"]; x != nil {
			if r, ok := b.integer(x, what+".zone.from", -lim, lim, CodeOutOfRange); ok {
				if r == 0 {
					b.errf(x, CodeOutOfRange, "%s.zone.from must not be 0 (1 = the own back rank, -1 = the last rank)", what)
				} else {
					p.FromRank = r
				}
			}
		}
	}
}

// promotionChoices reads rules.promotion.choices (x): one list of piece letters for
// both sides, or {white: [...], black: [...]}.
func (b *builder) promotionChoices(x *yaml.Node, p *rules.Promotion) {
	const what = "rules.promotion"
	if x.Kind == yaml.MappingNode {
		// {white: [...], black: [...]}: each side's own choices
		sm := b.fields(x, what+".choices", "white", "black")
		if sm != nil && b.require(x, sm, what+".choices", "white") && b.require(x, sm, what+".choices", "black") {
			p.Choices, _ = b.letters(sm["white"], what+".choices.white")
			p.BlackChoices, _ = b.letters(sm["black"], what+".choices.black")
			for _, side := range []string{"white", "black"} {
				if len(sm[side].Content) == 0 && sm[side].Kind == yaml.SequenceNode {
					b.errf(sm[side], CodeMissingKey, "%s.choices.%s lists no piece", what, side)
				}
				b.checkChoiceKinds(sm[side])
			}
		}
	} else {
		p.Choices, _ = b.letters(x, what+".choices")
		if len(p.Choices) == 0 && x.Kind == yaml.SequenceNode && len(x.Content) == 0 {
			b.errf(x, CodeMissingKey, "%s.choices lists no piece", what)
		}
		b.checkChoiceKinds(x)
	}
}

// zoneSquares reads rules.promotion.zone.squares: each side's own list of squares
// and rectangles ({white: [a5-a8, b8-d8], black: [e1-h1, h2-h4]}), not mirrored.
func (b *builder) zoneSquares(n *yaml.Node, p *rules.Promotion) {
	const what = "rules.promotion.zone.squares"
	sm := b.fields(n, what, "white", "black")
	if sm == nil || !b.require(n, sm, what, "white") || !b.require(n, sm, what, "black") {
		return
	}
	n0 := 0
	for c, side := range []string{"white", "black"} {
		items, ok := b.list(sm[side], what+"."+side)
		if !ok {
			continue
		}
		n0 += len(items)
		p.ZoneSquares[c] = []board.Square{} // one side may have none: its pawns never promote
		for _, it := range items {
			p.ZoneSquares[c] = append(p.ZoneSquares[c], b.regionItem(it, what+"."+side)...)
		}
	}
	if n0 == 0 {
		b.errf(n, CodeMissingKey, "%s lists no square for either side", what)
	}
}

// checkPawnsOutsideZone reports pawns that stand in their promotion zone at the
// start, at their letter in setup.array.
func (b *builder) checkPawnsOutsideZone() {
	p := b.v.Promotion
	if b.setup == nil || p == nil || p.ZoneRank == 0 || p.ZoneSquares[0] != nil {
		return
	}
	g := b.v.Board
	rel := p.ZoneRank - 1 // 0-based, from the owner's back rank
	if p.ZoneRank < 0 {
		rel = g.Ranks + p.ZoneRank
	}
	for sq := board.Square(0); int(sq) < g.Size(); sq++ {
		c := b.at(sq)
		if c == 0 {
			continue
		}
		col, l := pieceOf(c)
		if pt := b.v.Piece(l); pt != nil && pt.Pawn && g.RelRank(sq, col == rules.Black) == rel {
			b.charErrf(b.arrayNode, b.setupOff[sq], CodeSetupPawnRank, "setup.array puts a %s pawn on %s, in its promotion zone", col, g.Name(sq))
		}
	}
}

// checkChoiceKinds reports promotion choices that are royal pieces or pawns: a
// promoted royal piece would give a side two (the rule interpreter tracks one per
// side), and a pawn promoted to a pawn stays stuck on its last rank.
func (b *builder) checkChoiceKinds(n *yaml.Node) {
	if n.Kind != yaml.SequenceNode {
		return
	}
	for _, it := range n.Content {
		s, ok := scalarString(it)
		if !ok || len(s) != 1 {
			continue
		}
		pt := b.v.Piece(s[0])
		switch {
		case pt == nil:
		case pt.Royal:
			dg := b.errf(it, CodeBadValue, "rules.promotion.choices: %s is royal; a pawn cannot promote to a royal piece", s)
			dg.Hint = "list only non-royal pieces, such as [Q, R, B, N]"
		case pt.Pawn:
			dg := b.errf(it, CodeBadValue, "rules.promotion.choices: %s is a pawn; a pawn promoted to a pawn could never move again from its last rank", s)
			dg.Hint = "list only pieces that are not pawns, such as [Q, R, B, N]"
		}
	}
}

// promotes reads rules.promotion.promotes: piece label -> the label of its
// promoted type (Shogi: P: +P). Neither may be royal, a promoted type belongs to
// one piece (it goes back to the hand as that piece), and a promoted type does
// not promote again.
func (b *builder) promotes(x *yaml.Node, p *rules.Promotion) {
	const what = "rules.promotion.promotes"
	if x.Kind != yaml.MappingNode {
		b.errf(x, CodeWrongKind, "%s must be a mapping from piece labels to the labels of their promoted types (P: +P), not %s", what, kindName(x))
		return
	}
	p.Promotes = map[byte]byte{}
	by := map[byte]string{} // promoted type -> the label promoting to it
	for i := 0; i+1 < len(x.Content); i += 2 {
		k, v := x.Content[i], x.Content[i+1]
		from, ok1 := b.letter(k, what+" key")
		to, ok2 := b.letter(v, what+"."+k.Value)
		if !ok1 || !ok2 {
			continue
		}
		switch {
		case from == to:
			b.errf(v, CodeBadValue, "%s.%s promotes %s to itself", what, k.Value, k.Value)
			continue
		case b.royal(from):
			b.errf(k, CodeBadValue, "%s: %s is royal; a royal piece cannot promote (a side has one royal piece)", what, k.Value)
			continue
		case b.royal(to):
			b.errf(v, CodeBadValue, "%s.%s: %s is royal; a piece cannot promote to a royal piece", what, k.Value, v.Value)
			continue
		}
		if prev, dup := by[to]; dup {
			dg := b.errf(v, CodeBadValue, "%s.%s: %s is already the promoted type of %s; a captured promoted piece goes back to the hand as the one piece it promoted from", what, k.Value, v.Value, prev)
			dg.Hint = "define one promoted type per piece (Shogi: +S, +N, +L and +P all move as the gold general)"
			continue
		}
		by[to] = k.Value
		p.Promotes[from] = to
	}
	for from, to := range p.Promotes {
		if _, again := p.Promotes[to]; again {
			b.errf(x, CodeBadValue, "%s: %s promotes, and so does its promoted type %s; a promoted piece does not promote again", what, b.labelOf(from), b.labelOf(to))
		}
	}
}

// promotionLimit reads rules.promotion.limit: piece label -> count (1..1000),
// the number of that piece on the board from which a side may no longer
// promote to it (spartan: {K: 2}).
func (b *builder) promotionLimit(x *yaml.Node, p *rules.Promotion) {
	const what = "rules.promotion.limit"
	if x.Kind != yaml.MappingNode {
		b.errf(x, CodeWrongKind, "%s must be a mapping from piece labels to counts (K: 2), not %s", what, kindName(x))
		return
	}
	p.Limit = map[byte]int{}
	for i := 0; i+1 < len(x.Content); i += 2 {
		k, v := x.Content[i], x.Content[i+1]
		l, ok1 := b.letter(k, what+" key")
		n, ok2 := b.integer(v, what+"."+k.Value, 1, 1000, CodeOutOfRange)
		if ok1 && ok2 {
			p.Limit[l] = n
		}
	}
}

// royal reports whether the piece with this letter (or code) is royal.
func (b *builder) royal(l byte) bool {
	pt := b.v.Piece(l)
	return pt != nil && pt.Royal
}

// labelOf returns the label of the piece with this letter (or code).
func (b *builder) labelOf(l byte) string {
	if pt := b.v.Piece(l); pt != nil {
		return pt.LabelOf()
	}
	return string(l)
}

// FilePromotion is rules.promotion.
type FilePromotion struct {
	Zone        *FileZone         `yaml:"zone,omitempty"`
	Choices     LettersSide       `yaml:"choices,omitempty" jsonschema_description:"What a pawn may become, e.g. [Q, R, B, N], or each side's own: {white: [C, R, N], black: [Q, R, B]}."`
	Optional    bool              `yaml:"optional,omitempty" jsonschema_description:"Promotion is optional on the zone's ranks before zone.rank, mandatory on zone.rank (Grand Chess)."`
	OnlyLost    bool              `yaml:"only_lost,omitempty" jsonschema_description:"A pawn promotes only to a piece type of which its side has fewer on the board than in the setup (Grand Chess)."`
	Promotes    map[string]Letter `yaml:"promotes,omitempty" jsonschema_description:"Piece label -> the label of its promoted type (Shogi: {P: +P, R: +R}): such a piece may promote on a move that starts or ends in the zone, and must where it would have no further move; captured, it goes to the hand unpromoted. choices is then not needed."`
	MustPromote bool              `yaml:"must_promote,omitempty" jsonschema_description:"With promotes: a piece that can promote must, on every move that starts or ends in the zone (Fairy-Stockfish's mandatoryPiecePromotion: EuroShogi, Tori Shogi)."`
	Immobile    bool              `yaml:"immobile,omitempty" jsonschema_description:"With promotes: a piece may stay unpromoted where it has no further move (dobutsu); by default that move must promote (shogi)."`
	Limit       map[string]int    `yaml:"limit,omitempty" jsonschema_description:"Piece label -> count 1..1000: a piece may promote to that type (a choice or a promoted type) only while its side has fewer than that many of it on the board (spartan: {K: 2}; Fairy-Stockfish's promotionLimit)."`
	Demotes     bool              `yaml:"demotes,omitempty" jsonschema_description:"With promotes: a promoted piece may turn back into the piece it promoted from on a move that starts or ends in the zone, and must with must_promote (Kyoto Shogi: every piece changes type every move; Fairy-Stockfish's pieceDemotion). A promotion then does not reset the move-rule count."`
	OnCapture   bool              `yaml:"on_capture,omitempty" jsonschema_description:"With promotes: promotion (and demotion) happens on captures only; with must_promote every capture in the zone promotes or demotes (Micro Shogi; Fairy-Stockfish's piecePromotionOnCapture)."`
}

// FileZone is rules.promotion.zone.
type FileZone struct {
	Rank    int              `yaml:"rank,omitempty" jsonschema:"minimum=-16,maximum=16" jsonschema_description:"The promotion rank counted from the owner's side, not 0; negative from the far end (-1 = the last rank, the default)."`
	From    int              `yaml:"from,omitempty" jsonschema:"minimum=-16,maximum=16" jsonschema_description:"The first rank of a zone of several ranks, counted as rank (Grand Chess: from 8 to rank 10)."`
	Squares *FileZoneSquares `yaml:"squares,omitempty" jsonschema_description:"Instead of ranks: each side's own promotion squares, squares and rectangles, not mirrored (legan: {white: [a5-a8, b8-d8], black: [e1-h1, h2-h4]})."`
}

// FileZoneSquares is rules.promotion.zone.squares.
type FileZoneSquares struct {
	White []string `yaml:"white" jsonschema_description:"White's promotion squares and rectangles ([]: White never promotes; not both empty)."`
	Black []string `yaml:"black" jsonschema_description:"Black's promotion squares and rectangles ([]: Black never promotes; not both empty)."`
}
