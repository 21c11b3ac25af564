package preset

import (
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// Building the castling rule module from its preset parameters.

func init() {
	registerModule(rules.ModCastling, presetModule{build: (*builder).castling, keys: castlingKeys, sub: map[string][]string{"sides[]": castleSideKeys}, model: FileCastling{}})
}

var castlingKeys = []string{"sides", "from_position", "opposite"}

var castleSideKeys = []string{"king", "rook", "king_to", "rook_to", "san", "players", "wins"}

func (b *builder) castling(n *yaml.Node) {
	const what = "rules.castling"
	m := b.fields(n, what, castlingKeys...)
	if m == nil {
		return
	}
	c := &rules.Castling{}
	b.v.Castling = c
	if x := m["from_position"]; x != nil {
		c.FromPosition, _ = b.boolean(x, what+".from_position")
	}
	if x := m["opposite"]; x != nil {
		c.Opposite, _ = b.boolean(x, what+".opposite")
		if c.Opposite && c.FromPosition {
			b.errf(x, CodeBadValue, "%s.opposite does not combine with from_position", what)
		}
	}
	if !b.require(n, m, what, "sides") {
		return
	}
	items, ok := b.list(m["sides"], what+".sides")
	if !ok {
		return
	}
	tokens := [2]map[string]bool{{}, {}}
	for i, it := range items {
		sw := fmt.Sprintf("%s.sides[%d]", what, i)
		sm := b.fields(it, sw, castleSideKeys...)
		if sm == nil {
			continue
		}
		var side rules.CastleSide
		sqs := []*board.Square{&side.King, &side.Rook, &side.KingTo, &side.RookTo}
		allOK := true
		for j, key := range castleSideKeys[:4] {
			*sqs[j] = board.NoSquare
			if !b.require(it, sm, sw, key) {
				allOK = false
				continue
			}
			sq, ok := b.square(sm[key], sw+"."+key)
			if !ok {
				allOK = false
				continue
			}
			*sqs[j] = sq
		}
		if b.require(it, sm, sw, "san") {
			side.SAN = b.sanTokens(sm["san"], sw+".san", tokens)
		}
		if x := sm["players"]; x != nil {
			side.Barred = b.castlePlayers(x, sw+".players", c.FromPosition)
		}
		if x := sm["wins"]; x != nil {
			side.Wins = b.castleWinners(x, sw+".wins", c.FromPosition, side.Barred)
		}
		if allOK {
			b.checkCastleSide(it, sm, sw, side)
		}
		c.Sides = append(c.Sides, side)
	}
	if c.FromPosition {
		b.checkFromPosition(n, c)
	}
}

// castlePlayers reads sides[].players: the players who castle on the side
// (white, black; default both), returned as the barred ones.
func (b *builder) castlePlayers(n *yaml.Node, what string, from bool) [2]bool {
	barred := [2]bool{true, true}
	items, ok := b.list(n, what)
	if !ok {
		return [2]bool{}
	}
	if len(items) == 0 {
		b.errf(n, CodeMissingKey, "%s lists no player: leave the side out instead", what)
		return [2]bool{}
	}
	for _, it := range items {
		if s, ok := b.oneOf(it, what, "white", "black"); ok {
			if !barred[map[string]int{"white": 0, "black": 1}[s]] {
				b.warnf(it, CodeDuplicateEntry, "%s names %s twice", what, s)
			}
			barred[map[string]int{"white": 0, "black": 1}[s]] = false
		}
	}
	if from && (barred[0] || barred[1]) {
		b.errf(n, CodeBadValue, "%s: with from_position both players castle on every side", what)
	}
	return barred
}

// castleWinners reads sides[].wins: the players for whom castling on the side
// wins and losing its right loses (white, black).
func (b *builder) castleWinners(n *yaml.Node, what string, from bool, barred [2]bool) [2]bool {
	var wins [2]bool
	items, ok := b.list(n, what)
	if !ok {
		return wins
	}
	for _, it := range items {
		if s, ok := b.oneOf(it, what, "white", "black"); ok {
			c := map[string]int{"white": 0, "black": 1}[s]
			if barred[c] {
				b.errf(it, CodeBadValue, "%s: %s never castles on this side (players), so could never win by it", what, s)
			}
			wins[c] = true
		}
	}
	if from && (wins[0] || wins[1]) {
		b.errf(n, CodeBadValue, "%s does not combine with from_position", what)
	}
	return wins
}

// checkFromPosition checks what castling from the position needs: one king square
// for every side and one side per wing (the wing names the side in a FEN: K or Q).
func (b *builder) checkFromPosition(n *yaml.Node, c *rules.Castling) {
	g := b.v.Board
	var seen [3]bool
	for i, s := range c.Sides {
		if !g.Contains(s.King) || !g.Contains(s.Rook) {
			return
		}
		if s.King != c.Sides[0].King {
			dg := b.errf(n, CodeBadValue, "rules.castling.sides[%d].king %s: with from_position every side starts from one king square (%s)", i, g.Name(s.King), g.Name(c.Sides[0].King))
			dg.Hint = "give every side the same king square; the position says where the king stands"
			return
		}
		w := c.Wing(i, g) + 1
		if seen[w] {
			dg := b.errf(n, CodeBadValue, "rules.castling.sides[%d]: with from_position each wing of the king has one side; two sides have their rook on the same wing", i)
			dg.Hint = "keep one side toward the last file and one toward file a"
			return
		}
		seen[w] = true
	}
}

// sanTokens reads castling tokens: one token, a list (both sides), or a mapping
// {white: [...], black: [...]}. tokens holds the tokens seen so far per side.
func (b *builder) sanTokens(n *yaml.Node, what string, tokens [2]map[string]bool) [2][]string {
	var out [2][]string
	read := func(n *yaml.Node, what string, colors ...rules.Color) {
		var items []*yaml.Node
		if n.Kind == yaml.ScalarNode {
			items = []*yaml.Node{n}
		} else if l, ok := b.list(n, what); ok {
			items = l
		}
		if len(items) == 0 && n.Kind == yaml.SequenceNode {
			b.errf(n, CodeMissingKey, "%s lists no token", what)
		}
		for _, it := range items {
			s, ok := b.str(it, "a "+what+" token")
			if !ok {
				continue
			}
			if s == "" || strings.ContainsAny(s, " \t") {
				dg := b.errf(it, CodeBadValue, "castling token %q must be non-empty and without spaces", s)
				dg.Hint = "write a SAN token such as O-O or O-O-O"
				continue
			}
			var taken []string
			for _, c := range colors {
				if tokens[c][s] {
					taken = append(taken, c.String())
				}
			}
			if taken != nil {
				b.errf(it, CodeDuplicateEntry, "castling token %q already names another castling side for %s", s, strings.Join(taken, " and "))
				continue
			}
			for _, c := range colors {
				tokens[c][s] = true
				out[c] = append(out[c], s)
			}
		}
	}
	if n.Kind == yaml.MappingNode {
		m := b.fields(n, what, sideKeys...)
		if m == nil {
			return out
		}
		if b.require(n, m, what, "white") {
			read(m["white"], what+".white", rules.White)
		}
		if b.require(n, m, what, "black") {
			read(m["black"], what+".black", rules.Black)
		}
		return out
	}
	read(n, what, rules.White, rules.Black)
	return out
}

// checkCastleSide checks that a side's squares are on one rank and that the setup
// has each side's king and rook on them (Black's squares mirrored).
func (b *builder) checkCastleSide(n *yaml.Node, sm map[string]*yaml.Node, what string, s rules.CastleSide) {
	g := b.v.Board
	rank := g.Rank(s.King)
	for _, c := range []struct {
		key string
		sq  board.Square
	}{{"rook", s.Rook}, {"king_to", s.KingTo}, {"rook_to", s.RookTo}} {
		if g.Rank(c.sq) != rank {
			b.errf(sm[c.key], CodeCastlingRank, "%s.%s %s is not on the king's rank %s", what, c.key, g.Name(c.sq), board.RankName(rank))
		}
	}
	if s.King == s.Rook || s.KingTo == s.RookTo {
		dg := b.errf(n, CodeBadValue, "%s: the king and the rook need different squares", what)
		dg.Hint = "give king and rook, and king_to and rook_to, two different squares each"
	}
	if b.setup == nil {
		return
	}
	for _, c := range []rules.Color{rules.White, rules.Black} {
		k, r := s.King, s.Rook
		if c == rules.Black {
			k, r = g.Mirror(k), g.Mirror(r)
		}
		if b.anyRoyal && !b.setupHasRoyal(c) {
			continue // a side without a royal piece never castles (horde's White)
		}
		if s.Barred[c] {
			continue // the player never castles on this side (players)
		}
		if col, l := pieceOf(b.at(k)); b.at(k) == 0 || col != c || (b.anyRoyal && (b.v.Piece(l) == nil || !b.v.Piece(l).Royal)) {
			b.errf(sm["king"], CodeCastlingSetup, "%s: the setup has no %s royal piece on %s", what, c, g.Name(k))
		}
		if col, l := pieceOf(b.at(r)); b.at(r) == 0 || col != c || (b.v.Piece(l) != nil && b.v.Piece(l).Royal) {
			b.errf(sm["rook"], CodeCastlingSetup, "%s: the setup has no %s castling partner on %s", what, c, g.Name(r))
		}
	}
}

// setupHasRoyal reports whether the setup gives colour c a royal piece.
func (b *builder) setupHasRoyal(c rules.Color) bool {
	for sq := range b.setup {
		if b.setup[sq] == 0 {
			continue
		}
		if col, l := pieceOf(b.setup[sq]); col == c && b.v.Piece(l) != nil && b.v.Piece(l).Royal {
			return true
		}
	}
	return false
}

// FileCastling is rules.castling.
type FileCastling struct {
	Sides        []FileCastleSide `yaml:"sides,omitempty" jsonschema:"minItems=1" jsonschema_description:"One entry per way to castle; squares are White's, Black's mirrored."`
	FromPosition bool             `yaml:"from_position,omitempty" jsonschema_description:"Chess960: the king and the rooks castle from where the start position (or a FEN's castling rights) puts them; king and rook of a side then name its wing and the castling piece's kind, king_to and rook_to stay fixed."`
	Opposite     bool             `yaml:"opposite,omitempty" jsonschema_description:"A player who castles takes from the opponent the right to castle on the same wing (Fairy-Stockfish's oppositeCastling)."`
}

// FileCastleSide is one entry of rules.castling.sides.
type FileCastleSide struct {
	King    Square    `yaml:"king,omitempty" jsonschema_description:"White's king start square."`
	Rook    Square    `yaml:"rook,omitempty" jsonschema_description:"White's rook (castling partner) start square."`
	KingTo  Square    `yaml:"king_to,omitempty" jsonschema_description:"The king's destination."`
	RookTo  Square    `yaml:"rook_to,omitempty" jsonschema_description:"The rook's destination."`
	SAN     SANTokens `yaml:"san,omitempty" jsonschema_description:"The SAN tokens of this side: one, a list for both players, or {white: [...], black: [...]}. The first is written, all are read."`
	Players []string  `yaml:"players,omitempty" jsonschema:"minItems=1,uniqueItems=true,enum=white,enum=black" jsonschema_description:"The players who castle on this side (default both): [white] for orda, where Black never castles."`
	Wins    []string  `yaml:"wins,omitempty" jsonschema:"uniqueItems=true,enum=white,enum=black" jsonschema_description:"The players who win by castling on this side and lose when they have no such right left (Fairy-Stockfish's castlingWins)."`
}
