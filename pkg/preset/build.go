package preset

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/betza"
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/rules"
)

// SchemaVersion is the preset format version this package reads.
const SchemaVersion = 1

// The keys of each mapping of the format, in the order docs/presets.md gives them.
// TestFileModel checks that File (the Go model the JSON Schema is made from) has
// the same keys.
var (
	topKeys        = []string{"schema", "id", "extends", "name", "description", "meta", "board", "pieces", "setup", "rules", "end", "check"}
	metaKeys       = []string{"inventor", "year", "sources", "notes"}
	boardKeys      = []string{"files", "ranks"}
	setupKeys      = []string{"array", "side_to_move"}
	castlingKeys   = []string{"sides"}
	promotionKeys  = []string{"zone", "choices"}
	zoneKeys       = []string{"rank"}
	conversionKeys = []string{"piece", "homes", "step", "capture"}
	swapKeys       = []string{"piece", "partners", "distance", "in_check"}
	crewKeys       = []string{"ranks", "immune_next_to_king"}
	claimKeys      = []string{"claim", "automatic"}
	sideKeys       = []string{"white", "black"}
)

// checkFileKeys checks the keys that belong to one file: schema, id, extends and
// check (whose acceptances it keeps in f.accept).
func checkFileKeys(f *file, origin map[*yaml.Node]*file) diag.List {
	w := &walker{origin: origin}
	if _, n := mapGet(f.root, "schema"); n != nil && !isNull(n) {
		if v, ok := w.integer(n, "schema", 0, 1<<30, CodeSchemaVersion); ok && v != SchemaVersion {
			w.errf(n, CodeSchemaVersion, "schema %d is not supported; this version of courier reads schema %d", v, SchemaVersion)
		}
	}
	if _, n := mapGet(f.root, "id"); n != nil && !isNull(n) {
		if s, ok := w.str(n, "id"); ok {
			if !validID(s) {
				w.errf(n, CodeBadID, "id %q must be lower-case letters, digits and '-' ([a-z0-9-]+)", s)
			} else if s != f.base && validID(f.base) {
				w.warnf(n, CodeIDMismatch, "id %q differs from the file name %q; --preset %s finds the file by its name", s, f.base, f.base)
			}
		}
	}
	if n := extendsNode(f.root); n != nil {
		if s, ok := w.str(n, "extends"); ok && !validExtends(s) {
			w.errf(n, CodeBadID, "extends %q is neither a preset id ([a-z0-9-]+) nor a path to a .yaml file", s)
		}
	}
	if _, n := mapGet(f.root, "check"); n != nil && !isNull(n) {
		f.accept = w.checkSection(n)
	}
	return w.d
}

// Build validates a resolved preset and turns it into a rules.Variant. Every problem
// is reported; the variant is nil when the list (sorted) holds an error or r is
// Partial. For a partial r, missing keys and letters that name no piece are not
// reported (the missing ancestors may hold them).
func Build(r *Resolved) (*rules.Variant, diag.List) {
	b := &builder{walker: walker{origin: r.origin, partial: r.Partial}, v: &rules.Variant{ID: r.ID}, defined: map[byte]bool{}}
	b.build(r.Doc)
	b.d.Sort()
	if b.d.HasErrors() || r.Partial {
		return nil, b.d
	}
	return b.v, b.d
}

// builder fills a rules.Variant from the merged document.
type builder struct {
	walker
	v     *rules.Variant
	geoOK bool // v.Board is valid
	// defined holds the piece letters defined (even with errors in their fields);
	// piecesKnown is false when the pieces section is unusable, and then no letter
	// is reported as undefined (one error, not one per reference).
	defined     map[byte]bool
	piecesKnown bool
	anyRoyal    bool
	// setup holds the piece per square (0 = empty; upper White, lower Black), nil
	// when the setup is unusable; setupOff the rune offset of each piece's letter in
	// setup.array, and arrayNode that scalar.
	setup     []byte
	setupOff  []int
	arrayNode *yaml.Node
	// modKey holds the key node of each rule module switched on, by module name.
	modKey map[string]*yaml.Node
}

// isDefined reports whether letter names a piece (true when the pieces are unknown).
func (b *builder) isDefined(letter byte) bool { return !b.piecesKnown || b.defined[letter] }

func (b *builder) build(doc *yaml.Node) {
	top := b.fields(doc, "the preset", topKeys...)
	if top == nil {
		return
	}
	if b.require(doc, top, "a preset", "name") {
		b.v.Name, _ = b.line(top["name"], "name")
	}
	if n := top["description"]; n != nil {
		b.v.Description, _ = b.line(n, "description")
	}
	if n := top["meta"]; n != nil {
		b.meta(n)
	}
	if b.require(doc, top, "a preset", "board") {
		b.board(top["board"])
	}
	if b.require(doc, top, "a preset", "pieces") {
		b.pieces(top["pieces"])
	}
	if b.require(doc, top, "a preset", "setup") {
		b.setupSection(top["setup"])
	}
	if n := top["rules"]; n != nil {
		b.rulesSection(n)
		b.checkModuleInteractions()
	}
	b.end(top["end"])
	if pn := top["pieces"]; pn != nil && b.piecesKnown && len(b.v.Pieces) > 0 && !b.anyRoyal && b.v.End.Checkmate != "" {
		b.errf(pn, CodeNoRoyal, "checkmate ends the game, but no piece is royal: add royal: true to the king")
	}
	if b.anyRoyal && b.setup != nil {
		b.checkSetupRoyals(b.v.End.Checkmate != "")
	}
}

func (b *builder) meta(n *yaml.Node) {
	m := b.fields(n, "meta", metaKeys...)
	if m == nil {
		return
	}
	if n := m["inventor"]; n != nil {
		b.str(n, "meta.inventor")
	}
	if n := m["year"]; n != nil {
		b.integer(n, "meta.year", -5000, 9999, CodeOutOfRange)
	}
	if n := m["sources"]; n != nil {
		if items, ok := b.list(n, "meta.sources"); ok {
			for _, it := range items {
				b.str(it, "a meta.sources entry")
			}
		}
	}
	if n := m["notes"]; n != nil {
		b.str(n, "meta.notes")
	}
}

func (b *builder) board(n *yaml.Node) {
	m := b.fields(n, "board", boardKeys...)
	if m == nil {
		return
	}
	fOK := b.require(n, m, "board", "files")
	rOK := b.require(n, m, "board", "ranks")
	var files, ranks int
	if fOK {
		files, fOK = b.integer(m["files"], "board.files", board.MinSize, board.MaxSize, CodeBoardSize)
	}
	if rOK {
		ranks, rOK = b.integer(m["ranks"], "board.ranks", board.MinSize, board.MaxSize, CodeBoardSize)
	}
	if fOK && rOK {
		g, err := board.New(files, ranks)
		if err == nil {
			b.v.Board, b.geoOK = g, true
		}
	}
}

// maxRank is the number of ranks when known, else the largest board's.
func (b *builder) maxRank() int {
	if b.geoOK {
		return b.v.Board.Ranks
	}
	return board.MaxSize
}

var pieceKeys = []string{"name", "betza", "royal", "pawn", "initial_rank"}

func (b *builder) pieces(n *yaml.Node) {
	if n.Kind != yaml.MappingNode {
		b.errf(n, CodeWrongKind, "pieces must be a mapping from piece letters to pieces, not %s", kindName(n))
		return
	}
	b.piecesKnown = !b.partial
	if len(n.Content) == 0 {
		b.errf(n, CodeMissingKey, "pieces defines no piece")
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if len(k.Value) != 1 || k.Value[0] < 'A' || k.Value[0] > 'Z' {
			b.errf(k, CodeBadPieceLetter, "piece letter %q must be one upper-case letter A..Z (lower case is Black's piece in a setup)", k.Value)
			continue
		}
		letter := k.Value[0]
		b.defined[letter] = true
		what := "piece " + k.Value
		m := b.fields(v, what, pieceKeys...)
		if m == nil {
			continue
		}
		pt := rules.PieceType{Letter: letter}
		if b.require(v, m, what, "name") {
			pt.Name, _ = b.line(m["name"], what+" name")
		}
		if b.require(v, m, what, "betza") {
			pt.Betza, pt.Atoms, _ = b.betza(m["betza"], what+" betza")
		}
		if x := m["royal"]; x != nil {
			pt.Royal, _ = b.boolean(x, what+" royal")
		}
		if x := m["pawn"]; x != nil {
			pt.Pawn, _ = b.boolean(x, what+" pawn")
		}
		if x := m["initial_rank"]; x != nil {
			pt.InitialRank, _ = b.integer(x, what+" initial_rank", 1, b.maxRank(), CodeOutOfRange)
		}
		b.anyRoyal = b.anyRoyal || pt.Royal
		b.v.Pieces = append(b.v.Pieces, pt)
	}
}

// betza parses a Betza string, reporting a syntax error at its character.
func (b *builder) betza(n *yaml.Node, what string) (string, []betza.Atom, bool) {
	s, ok := b.str(n, what)
	if !ok {
		return "", nil, false
	}
	atoms, err := betza.Parse(s)
	if err != nil {
		var se *betza.SyntaxError
		if errors.As(err, &se) {
			b.charErrf(n, se.Offset, CodeBetzaSyntax, "%s %q: %s", what, s, se.Msg)
		} else {
			b.errf(n, CodeBetzaSyntax, "%s %q: %v", what, s, err)
		}
		return s, nil, false
	}
	return s, atoms, true
}

func (b *builder) setupSection(n *yaml.Node) {
	m := b.fields(n, "setup", setupKeys...)
	if m == nil {
		return
	}
	if b.require(n, m, "setup", "array") {
		if s, ok := b.str(m["array"], "setup.array"); ok {
			b.array(m["array"], s)
		}
	}
	b.v.SideToMove = rules.White
	if x := m["side_to_move"]; x != nil {
		if s, ok := b.oneOf(x, "setup.side_to_move", "white", "black"); ok && s == "black" {
			b.v.SideToMove = rules.Black
		}
	}
}

// maxStringErrors bounds the diagnostics reported about one setup string.
const maxStringErrors = 10

// array checks a FEN board field against the board and the pieces and records it.
// Diagnostics point at the offending character.
func (b *builder) array(n *yaml.Node, s string) {
	b.v.Setup = s
	if !b.geoOK {
		return
	}
	g := b.v.Board
	grid := make([]byte, g.Size())
	offs := make([]int, g.Size())
	ok := true
	before := len(b.d)
	rankIdx := 0 // 0 = the last rank (FEN order)
	file := 0
	runeOff := 0
	endRank := func(at int) {
		if rankIdx < g.Ranks && file < g.Files {
			b.charErrf(n, at, CodeSetupFiles, "setup.array: rank %d has %d files; the board has %d", g.Ranks-rankIdx, file, g.Files)
			ok = false
		}
	}
	for i := 0; i < len(s); {
		if len(b.d)-before >= maxStringErrors {
			return // enough said about one string; the setup stays unusable
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		off := runeOff
		switch {
		case r == '/':
			endRank(off)
			rankIdx++
			file = 0
			if rankIdx == g.Ranks {
				b.charErrf(n, off, CodeSetupRanks, "setup.array has more than %d ranks", g.Ranks)
				ok = false
			}
		case r >= '0' && r <= '9':
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			num, _ := strconv.Atoi(s[i:j])
			if r == '0' {
				b.charErrf(n, off, CodeSetupChar, "setup.array: an empty-square count must not start with 0")
				ok = false
			}
			if rankIdx < g.Ranks && file <= g.Files && file+num > g.Files {
				b.charErrf(n, off, CodeSetupFiles, "setup.array: rank %d has more than %d files", g.Ranks-rankIdx, g.Files)
				ok = false
			}
			file += num
			runeOff += j - i
			i = j
			continue
		case (r >= 'A' && r <= 'Z') || (r >= 'a' && r <= 'z'):
			up := byte(r)
			if r >= 'a' {
				up = byte(r - 'a' + 'A')
			}
			if !b.isDefined(up) {
				b.charErrf(n, off, CodeSetupPiece, "setup.array: %q names no piece (pieces: %s)", string(r), b.letterList())
				ok = false
			}
			if rankIdx < g.Ranks && file < g.Files {
				grid[g.Sq(file, g.Ranks-1-rankIdx)] = byte(r)
				offs[g.Sq(file, g.Ranks-1-rankIdx)] = off
			} else if rankIdx < g.Ranks && file == g.Files {
				b.charErrf(n, off, CodeSetupFiles, "setup.array: rank %d has more than %d files", g.Ranks-rankIdx, g.Files)
				ok = false
			}
			file++
		default:
			b.charErrf(n, off, CodeSetupChar, "setup.array: %q is not a piece letter, a digit or '/'", string(r))
			ok = false
			file++ // counted as a square, so the rank's length is still checked
		}
		i += size
		runeOff++
	}
	endRank(runeOff)
	if rankIdx < g.Ranks-1 {
		b.charErrf(n, runeOff, CodeSetupRanks, "setup.array has %d ranks; the board has %d", rankIdx+1, g.Ranks)
		ok = false
	}
	if ok {
		b.setup, b.setupOff, b.arrayNode = grid, offs, n
	}
}

func (b *builder) letterList() string {
	var l []string
	for _, p := range b.v.Pieces {
		l = append(l, string(p.Letter))
	}
	return strings.Join(l, " ")
}

// at returns the setup's piece on sq (0 when empty or the setup is unknown).
func (b *builder) at(sq board.Square) byte {
	if b.setup == nil || !b.v.Board.Contains(sq) {
		return 0
	}
	return b.setup[sq]
}

// pieceOf returns the colour and upper-case letter of a setup byte.
func pieceOf(c byte) (rules.Color, byte) {
	if c >= 'a' && c <= 'z' {
		return rules.Black, c - 'a' + 'A'
	}
	return rules.White, c
}

// letter reads a piece letter that must name a defined piece.
func (b *builder) letter(n *yaml.Node, what string) (byte, bool) {
	s, ok := b.str(n, what)
	if !ok {
		return 0, false
	}
	if len(s) != 1 || s[0] < 'A' || s[0] > 'Z' {
		b.errf(n, CodeBadPieceLetter, "%s %q must be one upper-case piece letter", what, s)
		return 0, false
	}
	if !b.isDefined(s[0]) {
		b.errf(n, CodeUndefinedPiece, "%s %q names no piece (pieces: %s)", what, s, b.letterList())
		return 0, false
	}
	return s[0], true
}

// letters reads a list of distinct piece letters.
func (b *builder) letters(n *yaml.Node, what string) ([]byte, bool) {
	items, ok := b.list(n, what)
	if !ok {
		return nil, false
	}
	var out []byte
	seen := map[byte]bool{}
	for _, it := range items {
		c, ok2 := b.letter(it, "a "+what+" entry")
		if !ok2 {
			ok = false
			continue
		}
		if seen[c] {
			b.warnf(it, CodeDuplicateEntry, "%s lists %c twice", what, c)
			continue
		}
		seen[c] = true
		out = append(out, c)
	}
	return out, ok
}

// square reads a square name of the board.
func (b *builder) square(n *yaml.Node, what string) (board.Square, bool) {
	s, ok := b.str(n, what)
	if !ok || !b.geoOK {
		return board.NoSquare, false
	}
	sq, err := b.v.Board.Parse(s)
	if err != nil {
		b.errf(n, CodeBadSquare, "%s: %v", what, err)
		return board.NoSquare, false
	}
	return sq, true
}

func (b *builder) rulesSection(n *yaml.Node) {
	if n.Kind != yaml.MappingNode {
		b.errf(n, CodeWrongKind, "rules must be a mapping from rule module names to their parameters, not %s", kindName(n))
		return
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if !contains(rules.ModuleNames, k.Value) {
			dg := b.errf(k, CodeUnknownModule, "unknown rule module %q", k.Value)
			if s := suggest(k.Value, rules.ModuleNames); s != "" {
				dg.Message += " (did you mean " + quote(s) + "?)"
			}
			dg.Hint = "rule modules: " + strings.Join(rules.ModuleNames, ", ")
			continue
		}
		if v.Kind != yaml.MappingNode {
			dg := b.errf(v, CodeWrongKind, "rules.%s must be a mapping of parameters, not %s", k.Value, kindName(v))
			dg.Hint = "write {} to switch a module on with its default parameters"
			continue
		}
		if b.modKey == nil {
			b.modKey = map[string]*yaml.Node{}
		}
		b.modKey[k.Value] = k
		switch k.Value {
		case rules.ModCastling:
			b.castling(v)
		case rules.ModEnPassant:
			b.fields(v, "rules.en_passant")
			b.v.EnPassant = &rules.EnPassant{}
		case rules.ModPromotion:
			b.promotion(v)
		case rules.ModBishopConversion:
			b.bishopConversion(v)
		case rules.ModBishopSwap:
			b.bishopSwap(v)
		case rules.ModCaptureConversion:
			b.captureConversion(v)
		}
	}
}

var castleSideKeys = []string{"king", "rook", "king_to", "rook_to", "san"}

func (b *builder) castling(n *yaml.Node) {
	const what = "rules.castling"
	m := b.fields(n, what, castlingKeys...)
	if m == nil {
		return
	}
	c := &rules.Castling{}
	b.v.Castling = c
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
		if allOK {
			b.checkCastleSide(it, sm, sw, side)
		}
		c.Sides = append(c.Sides, side)
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
		if col, l := pieceOf(b.at(k)); b.at(k) == 0 || col != c || (b.anyRoyal && (b.v.Piece(l) == nil || !b.v.Piece(l).Royal)) {
			b.errf(sm["king"], CodeCastlingSetup, "%s: the setup has no %s royal piece on %s", what, c, g.Name(k))
		}
		if col, l := pieceOf(b.at(r)); b.at(r) == 0 || col != c || (b.v.Piece(l) != nil && b.v.Piece(l).Royal) {
			b.errf(sm["rook"], CodeCastlingSetup, "%s: the setup has no %s castling partner on %s", what, c, g.Name(r))
		}
	}
}

func (b *builder) promotion(n *yaml.Node) {
	const what = "rules.promotion"
	m := b.fields(n, what, promotionKeys...)
	if m == nil {
		return
	}
	p := &rules.Promotion{ZoneRank: -1}
	b.v.Promotion = p
	if z := m["zone"]; z != nil {
		zm := b.fields(z, what+".zone", zoneKeys...)
		if zm != nil && b.require(z, zm, what+".zone", "rank") {
			lim := b.maxRank()
			if r, ok := b.integer(zm["rank"], what+".zone.rank", -lim, lim, CodeOutOfRange); ok {
				if r == 0 {
					b.errf(zm["rank"], CodeOutOfRange, "%s.zone.rank must not be 0 (1 = the own back rank, -1 = the last rank)", what)
				} else {
					p.ZoneRank = r
				}
			}
		}
	}
	if b.require(n, m, what, "choices") {
		p.Choices, _ = b.letters(m["choices"], what+".choices")
		if len(p.Choices) == 0 && m["choices"].Kind == yaml.SequenceNode && len(m["choices"].Content) == 0 {
			b.errf(m["choices"], CodeMissingKey, "%s.choices lists no piece", what)
		}
		b.checkChoiceKinds(m["choices"])
	}
	b.checkPawnsOutsideZone()
}

// checkPawnsOutsideZone reports pawns that stand in their promotion zone at the
// start, at their letter in setup.array.
func (b *builder) checkPawnsOutsideZone() {
	p := b.v.Promotion
	if b.setup == nil || p == nil || p.ZoneRank == 0 {
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

// defaultRanks are the Cowardly Crew ranks (RULES.md) used when ranks is not given;
// only the letters the preset defines are kept.
var defaultRanks = map[byte]int{'P': 1, 'N': 2, 'B': 2, 'R': 3, 'Q': 4, 'M': 4}

func (b *builder) captureConversion(n *yaml.Node) {
	const what = "rules.capture_conversion"
	m := b.fields(n, what, crewKeys...)
	if m == nil {
		return
	}
	cc := &rules.CaptureConversion{Ranks: map[byte]int{}, ImmuneNextToKing: true}
	b.v.CaptureConversion = cc
	if x := m["immune_next_to_king"]; x != nil {
		cc.ImmuneNextToKing, _ = b.boolean(x, what+".immune_next_to_king")
	}
	x := m["ranks"]
	if x == nil {
		for l, r := range defaultRanks {
			if pt := b.v.Piece(l); pt != nil && !pt.Royal {
				cc.Ranks[l] = r
			}
		}
		return
	}
	if x.Kind != yaml.MappingNode {
		b.errf(x, CodeWrongKind, "%s.ranks must be a mapping from piece letters to ranks, not %s", what, kindName(x))
		return
	}
	for i := 0; i+1 < len(x.Content); i += 2 {
		k, v := x.Content[i], x.Content[i+1]
		l, ok := b.letter(k, what+".ranks key")
		if !ok {
			continue
		}
		if pt := b.v.Piece(l); pt != nil && pt.Royal {
			dg := b.errf(k, CodeBadValue, "%s.ranks: %c is royal, and a royal piece has no rank (it never converts)", what, l)
			dg.Hint = "remove the entry"
			continue
		}
		if r, ok := b.integer(v, what+".ranks."+k.Value, 0, 1000, CodeOutOfRange); ok {
			cc.Ranks[l] = r
		}
	}
	for _, pt := range b.v.Pieces {
		if _, ok := cc.Ranks[pt.Letter]; !ok && !pt.Royal {
			b.warnf(x, CodeMissingKey, "%s.ranks gives piece %c no rank: it will never convert", what, pt.Letter)
		}
	}
}

var endKeys = []string{"checkmate", "stalemate", "move_rule", "repetition", "insufficient_material", "bare_king"}

// end reads the end rules; absent keys take the orthodox values (checkmate loss,
// stalemate draw, 50/75 moves, 3/5 repetitions, no dead-position signature).
func (b *builder) end(n *yaml.Node) {
	e := &b.v.End
	*e = rules.End{Checkmate: "loss", Stalemate: "draw",
		MoveRule: rules.MoveRule{Claim: 50, Automatic: 75}, Repetition: rules.Repetition{Claim: 3, Automatic: 5}}
	var m map[string]*yaml.Node
	if n != nil {
		m = b.fields(n, "end", endKeys...)
	}
	if m != nil {
		if x := m["checkmate"]; x != nil {
			e.Checkmate, _ = b.oneOf(x, "end.checkmate", "loss", "win")
		}
		if x := m["stalemate"]; x != nil {
			e.Stalemate, _ = b.oneOf(x, "end.stalemate", "draw", "loss", "win")
		}
		if x := m["bare_king"]; x != nil {
			e.BareKing, _ = b.oneOf(x, "end.bare_king", "loss")
		}
		if x := m["move_rule"]; x != nil {
			e.MoveRule.Claim, e.MoveRule.Automatic = b.claimAuto(x, "end.move_rule", 1, 10000)
		}
		if x := m["repetition"]; x != nil {
			e.Repetition.Claim, e.Repetition.Automatic = b.claimAuto(x, "end.repetition", 2, 100)
		}
		if x := m["insufficient_material"]; x != nil {
			if items, ok := b.list(x, "end.insufficient_material"); ok {
				for _, it := range items {
					if s, ok := b.signature(it); ok {
						e.Insufficient = append(e.Insufficient, s)
					}
				}
			}
		}
	}
}

// checkSetupRoyals reports a side with more than one royal piece in the setup (the
// rule interpreter tracks one per side: check and checkmate are judged on it), at
// the letter of its second one in setup.array, and, when checkmate ends the game
// (needed), a side with none.
func (b *builder) checkSetupRoyals(needed bool) {
	var royals [2][]board.Square // in the order of setup.array
	for sq, c := range b.setup {
		if c == 0 {
			continue
		}
		col, l := pieceOf(c)
		if pt := b.v.Piece(l); pt != nil && pt.Royal {
			royals[col] = append(royals[col], board.Square(sq))
		}
	}
	for _, c := range []rules.Color{rules.White, rules.Black} {
		sqs := royals[c]
		if len(sqs) == 0 && needed {
			b.errf(b.arrayNode, CodeSetupRoyal, "the setup gives %s no royal piece, and checkmate ends the game", c)
		}
		if len(sqs) < 2 {
			continue
		}
		slices.SortFunc(sqs, func(x, y board.Square) int { return b.setupOff[x] - b.setupOff[y] })
		var names []string
		for _, sq := range sqs {
			_, l := pieceOf(b.setup[sq])
			names = append(names, fmt.Sprintf("%c on %s", l, b.v.Board.Name(sq)))
		}
		b.charErrf(b.arrayNode, b.setupOff[sqs[1]], CodeRoyalCount,
			"the setup gives %s %d royal pieces (%s); courier's rules support one royal piece per side, on which check and checkmate are judged",
			c, len(sqs), strings.Join(names, ", "))
	}
}

// claimAuto reads {claim: N, automatic: M}; 0 switches a limit off.
func (b *builder) claimAuto(n *yaml.Node, what string, lo, hi int) (claim, auto int) {
	m := b.fields(n, what, claimKeys...)
	if m == nil {
		return 0, 0
	}
	get := func(key string) int {
		x := m[key]
		if x == nil {
			return 0
		}
		v, ok := b.integer(x, what+"."+key, 0, hi, CodeOutOfRange)
		if ok && v != 0 && v < lo {
			b.errf(x, CodeOutOfRange, "%s.%s is %d; it must be 0 (off) or %d..%d", what, key, v, lo, hi)
			return 0
		}
		return v
	}
	claim, auto = get("claim"), get("automatic")
	if claim != 0 && auto != 0 && claim > auto {
		b.errf(m["claim"], CodeOutOfRange, "%s.claim (%d) is more than %s.automatic (%d)", what, claim, what, auto)
	}
	return claim, auto
}

// signature reads a dead-position signature such as "KB-KB:same-colour".
func (b *builder) signature(n *yaml.Node) (string, bool) {
	s, ok := b.str(n, "an end.insufficient_material entry")
	if !ok {
		return "", false
	}
	body, qual, hasQual := strings.Cut(s, ":")
	if hasQual && qual != "same-colour" {
		off := utf8.RuneCountInString(body) + 1
		msg := fmt.Sprintf("end.insufficient_material %q: unknown qualifier %q; the only one is \"same-colour\"", s, qual)
		if sg := suggest(qual, []string{"same-colour"}); sg != "" {
			msg += " (did you mean \"same-colour\"?)"
		}
		b.charErrf(n, off, CodeBadSignature, "%s", msg)
		return "", false
	}
	sides := strings.Split(body, "-")
	if len(sides) != 2 || sides[0] == "" || sides[1] == "" {
		b.errf(n, CodeBadSignature, "end.insufficient_material %q must be two sides' piece letters joined by '-', such as \"KN-K\"", s)
		return "", false
	}
	ok = true
	for i, r := range []rune(body) {
		switch {
		case r == '-':
		case r >= 'A' && r <= 'Z':
			if !b.isDefined(byte(r)) {
				b.charErrf(n, i, CodeUndefinedPiece, "end.insufficient_material %q: %q names no piece", s, string(r))
				ok = false
			}
		default:
			b.charErrf(n, i, CodeBadSignature, "end.insufficient_material %q: %q is not an upper-case piece letter", s, string(r))
			ok = false
		}
	}
	return s, ok
}
