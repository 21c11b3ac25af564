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

// The keys of each mapping of the format, in the order docs/presets.md gives them
// (a module's own in its module_x.go). TestModelKeysAreTheLoaders checks that File
// (the Go model the JSON Schema is made from) has the same keys.
var (
	topKeys        = []string{"schema", "id", "extends", "name", "description", "meta", "board", "regions", "pieces", "setup", "rules", "flying_general", "flying_general_ranks", "end", "display", "check"}
	metaKeys       = []string{"inventor", "year", "sources", "notes"}
	boardKeys      = []string{"files", "ranks", "gc_files", "gc_ranks"}
	setupKeys      = []string{"array", "side_to_move"}
	claimKeys      = []string{"claim", "automatic"}
	repetitionKeys = []string{"claim", "automatic", "perpetual_check", "result"}
	sideKeys       = []string{"white", "black"}
	displayKeys    = []string{"style", "faces", "coordinates"}
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
	b := &builder{walker: walker{origin: r.origin, partial: r.Partial}, v: &rules.Variant{ID: r.ID}, defined: map[byte]bool{}, codes: map[string]byte{}}
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
	// codes maps each piece label longer than one character ("+P", "CH") to its
	// internal code (rules.LabelCode), in the order the pieces are defined
	codes    map[string]byte
	anyRoyal bool
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
	if n := top["regions"]; n != nil {
		b.regions(n)
	}
	if b.require(doc, top, "a preset", "pieces") {
		b.pieces(top["pieces"])
	}
	if n := top["flying_general"]; n != nil {
		b.v.FlyingGeneral, _ = b.boolean(n, "flying_general")
	}
	if n := top["flying_general_ranks"]; n != nil {
		b.v.FlyingGeneralRanks, _ = b.boolean(n, "flying_general_ranks")
		if b.v.FlyingGeneralRanks && !b.v.FlyingGeneral {
			b.errf(n, CodeMissingKey, "flying_general_ranks extends flying_general to ranks, and flying_general is off")
		}
	}
	if b.require(doc, top, "a preset", "setup") {
		b.setupSection(top["setup"])
	}
	if n := top["rules"]; n != nil {
		b.rulesSection(n)
		b.checkModuleInteractions()
	}
	b.end(top["end"])
	if n := top["display"]; n != nil {
		b.display(n)
	}
	// another way to win (end.no_pieces: antichess, horde; end.extinction; a
	// stalemate that is a loss or a win: snailtrail, joust) lets a side go
	// without a royal piece, as do the royal kinds of rules.royal_pieces
	decisiveStalemate := b.v.End.Stalemate == "loss" || b.v.End.Stalemate == "win"
	needRoyal := b.v.End.Checkmate != "" && b.v.End.Checkmate != "none" && b.v.End.NoPieces == "" && b.v.End.Extinction == nil && b.v.End.Flag == nil &&
		rules.RoyalPiecesParams.Of(b.v) == nil && !decisiveStalemate
	if pn := top["pieces"]; pn != nil && b.piecesKnown && len(b.v.Pieces) > 0 && !b.anyRoyal && needRoyal {
		b.errf(pn, CodeNoRoyal, "checkmate ends the game, but no piece is royal: add royal: true to the king")
	}
	if b.v.End.Checkmate == "none" && b.anyRoyal {
		at := top["end"]
		for i := 0; at != nil && at.Kind == yaml.MappingNode && i+1 < len(at.Content); i += 2 {
			if at.Content[i].Value == "checkmate" {
				at = at.Content[i+1]
				break
			}
		}
		b.errf(at, CodeBadValue, "end.checkmate: none says the variant has no royal piece (its games end by stalemate or another end rule), but a piece is royal")
	}
	if b.anyRoyal && b.setup != nil {
		b.checkSetupRoyals(needRoyal)
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
	b.squareLabels(n, m, files, ranks, fOK && rOK)
}

// squareLabels reads board.gc_files and board.gc_ranks, Game Courier's names of
// the files (from White's left) and ranks (from White's side): both or neither,
// one label per file and rank (checked when the size is known, sized), each
// non-empty, unique in its list, without blanks or the characters of the move
// text's syntax (- ; * @ / { }).
func (b *builder) squareLabels(n *yaml.Node, m map[string]*yaml.Node, files, ranks int, sized bool) {
	fn, rn := m["gc_files"], m["gc_ranks"]
	if fn == nil && rn == nil {
		return
	}
	if fn == nil || rn == nil {
		b.errf(n, CodeSquareLabels, "board: gc_files and gc_ranks go together (Game Courier's names of the files and of the ranks)")
		return
	}
	read := func(x *yaml.Node, what string, want int) ([]string, bool) {
		items, ok := b.list(x, what)
		if !ok {
			return nil, false
		}
		if sized && len(items) != want {
			b.errf(x, CodeSquareLabels, "%s has %d labels; the board has %d", what, len(items), want)
			return nil, false
		}
		seen := map[string]bool{}
		var out []string
		for _, it := range items {
			l, ok := b.str(it, what)
			if !ok {
				return nil, false
			}
			if l == "" || strings.ContainsAny(l, " \t-;*@/{}") || seen[l] {
				b.errf(it, CodeSquareLabels, "%s: %q is empty, repeated or holds a blank or one of - ; * @ / { }", what, l)
				return nil, false
			}
			seen[l] = true
			out = append(out, l)
		}
		return out, true
	}
	fl, ok1 := read(fn, "board.gc_files", files)
	rl, ok2 := read(rn, "board.gc_ranks", ranks)
	if ok1 && ok2 {
		b.v.GCSquares = rules.SquareLabels{Files: fl, Ranks: rl}
	}
}

// maxRank is the number of ranks when known, else the largest board's.
func (b *builder) maxRank() int {
	if b.geoOK {
		return b.v.Board.Ranks
	}
	return board.MaxSize
}

var pieceKeys = []string{"name", "betza", "royal", "pawn", "initial_rank", "more_initial_ranks", "more_initial_en_passant", "initial_squares", "resets_move_rule", "region", "moves_in", "moves_within", "hop_not_over", "hop_not_capturing", "gc_labels"}

func (b *builder) pieces(n *yaml.Node) {
	if n.Kind != yaml.MappingNode {
		b.errf(n, CodeWrongKind, "pieces must be a mapping from piece letters to pieces, not %s", kindName(n))
		return
	}
	b.piecesKnown = !b.partial
	if len(n.Content) == 0 {
		b.errf(n, CodeMissingKey, "pieces defines no piece")
	}
	var hops []pendingLetters
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if !validLabel(k.Value) {
			dg := b.errf(k, CodeBadPieceLetter, "piece label %q must be one upper-case letter A..Z, or a longer label of upper-case letters and digits, up to %d characters, optionally after a '+' (+P, CH); lower case is Black's piece in a setup", k.Value, maxLabel)
			if l := strings.ToUpper(k.Value); validLabel(l) {
				dg.Message += " (did you mean " + quote(l) + "?)"
			}
			continue
		}
		letter := k.Value[0]
		label := ""
		if len(k.Value) > 1 {
			if len(b.codes) == 32 {
				b.errf(k, CodeBadPieceLetter, "piece label %q: at most 32 pieces may have labels longer than one character", k.Value)
				continue
			}
			letter = rules.LabelCode(len(b.codes))
			b.codes[k.Value] = letter
			label = k.Value
		}
		b.defined[letter] = true
		what := "piece " + k.Value
		m := b.fields(v, what, pieceKeys...)
		if m == nil {
			continue
		}
		pt := rules.PieceType{Letter: letter, Label: label}
		if b.require(v, m, what, "name") {
			pt.Name, _ = b.line(m["name"], what+" name")
		}
		if b.require(v, m, what, "betza") {
			// an empty string (betza: ""): a piece that never moves, a stone
			// that blocks and may be captured (Fairy-Stockfish's immobile piece)
			if x := m["betza"]; x.Kind != yaml.ScalarNode || x.Tag != "!!str" || x.Value != "" {
				pt.Betza, pt.Atoms, _ = b.betza(x, what+" betza")
			}
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
		if x := m["more_initial_ranks"]; x != nil {
			if items, ok := b.list(x, what+" more_initial_ranks"); ok {
				for _, it := range items {
					if r, ok := b.integer(it, what+" more_initial_ranks", 1, b.maxRank(), CodeOutOfRange); ok {
						pt.MoreInitialRanks = append(pt.MoreInitialRanks, r)
					}
				}
			}
			if pt.InitialRank == 0 && m["initial_rank"] == nil {
				b.errf(x, CodeMissingKey, "%s more_initial_ranks needs initial_rank (the rank whose double step gives the en passant right)", what)
			}
		}
		if x := m["resets_move_rule"]; x != nil {
			if r, ok := b.boolean(x, what+" resets_move_rule"); ok {
				pt.ResetsMoveRule = &r
			}
		}
		if x := m["more_initial_en_passant"]; x != nil {
			pt.MoreInitialEnPassant, _ = b.boolean(x, what+" more_initial_en_passant")
			if m["more_initial_ranks"] == nil {
				b.errf(x, CodeMissingKey, "%s more_initial_en_passant needs more_initial_ranks (the ranks whose double steps it concerns)", what)
			}
		}
		if x := m["initial_squares"]; x != nil {
			pt.InitialSquares = b.initialSquares(x, what+" initial_squares")
			if m["initial_rank"] != nil || m["more_initial_ranks"] != nil {
				b.errf(x, CodeBadValue, "%s initial_squares replaces initial_rank and more_initial_ranks: give one or the other", what)
			}
		}
		if x := m["region"]; x != nil {
			pt.Region, _ = b.regionName(x, what+" region")
		}
		if x := m["moves_in"]; x != nil {
			pt.RegionMoves = b.regionMoves(x, what+" moves_in")
		}
		if x := m["moves_within"]; x != nil {
			pt.MovesWithin = b.regionMoves(x, what+" moves_within")
		}
		for _, key := range [...]string{"hop_not_over", "hop_not_capturing"} {
			if x := m[key]; x != nil {
				hops = append(hops, pendingLetters{len(b.v.Pieces), key, x})
			}
		}
		if x := m["gc_labels"]; x != nil {
			pt.GCLabels = b.gcLabels(x, what+" gc_labels")
		}
		b.anyRoyal = b.anyRoyal || pt.Royal
		b.v.Pieces = append(b.v.Pieces, pt)
	}
	b.gcLabelClashes(n)
	b.hopLimits(hops)
}

// pendingLetters is a piece key that lists piece letters, read once every
// piece is defined (a piece may name one defined after it).
type pendingLetters struct {
	piece int // index into Variant.Pieces
	key   string
	n     *yaml.Node
}

// hopLimits reads the pieces' hop_not_over and hop_not_capturing (lists of
// piece letters); each needs a piece with hops (Betza p or g).
func (b *builder) hopLimits(pend []pendingLetters) {
	for _, h := range pend {
		pt := &b.v.Pieces[h.piece]
		what := "piece " + pt.LabelOf() + " " + h.key
		ls, _ := b.letters(h.n, what)
		if h.key == "hop_not_over" {
			pt.HopNotOver = ls
		} else {
			pt.HopNotCapturing = ls
		}
		hops := false
		for _, a := range pt.Atoms {
			hops = hops || a.Hop != betza.HopNone
		}
		for _, rm := range pt.MovesWithin {
			for _, a := range rm.Atoms {
				hops = hops || a.Hop != betza.HopNone
			}
		}
		if !hops {
			b.errf(h.n, CodeBadValue, "%s: the piece has no hops (Betza p or g) for it to limit", what)
		}
	}
}

// gcLabels reads a piece's gc_labels: a list of piece labels.
func (b *builder) gcLabels(n *yaml.Node, what string) []string {
	items, ok := b.list(n, what)
	if !ok {
		return nil
	}
	var out []string
	for _, it := range items {
		s, ok := b.str(it, what)
		if !ok {
			continue
		}
		if !validLabel(s) {
			b.errf(it, CodeBadPieceLetter, "%s: %q is no piece label (upper-case letters and digits, optionally after a '+')", what, s)
			continue
		}
		out = append(out, s)
	}
	return out
}

// gcLabelClashes refuses a GC label that is a piece's own label or another
// piece's GC label (a move would name two pieces); n is the pieces mapping.
func (b *builder) gcLabelClashes(n *yaml.Node) {
	owner := map[string]string{}
	for _, pt := range b.v.Pieces {
		owner[pt.LabelOf()] = pt.LabelOf()
	}
	for _, pt := range b.v.Pieces {
		for _, l := range pt.GCLabels {
			if o, ok := owner[l]; ok {
				b.errf(n, CodeBadPieceLetter, "piece %s gc_labels: %q is already a label of piece %s", pt.LabelOf(), l, o)
				continue
			}
			owner[l] = pt.LabelOf()
		}
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
		case (r >= 'A' && r <= 'Z') || (r >= 'a' && r <= 'z') || r == '+' || r == '{' || r == '(':
			label, n2, msg := setupLabel(s, i)
			if msg != "" {
				// the rest cannot be told apart: one error, the setup unusable
				b.charErrf(n, off, CodeSetupChar, "setup.array: %s", msg)
				return
			}
			size = n2
			up := strings.ToUpper(label)
			code, defined := b.code(up)
			if !defined {
				b.charErrf(n, off, CodeSetupPiece, "setup.array: %q names no piece (pieces: %s)", label, b.letterList())
				ok = false
			}
			pc := code
			if up != label {
				pc |= 0x20 // Black
			}
			if rankIdx < g.Ranks && file < g.Files {
				grid[g.Sq(file, g.Ranks-1-rankIdx)] = pc
				offs[g.Sq(file, g.Ranks-1-rankIdx)] = off
			} else if rankIdx < g.Ranks && file == g.Files {
				b.charErrf(n, off, CodeSetupFiles, "setup.array: rank %d has more than %d files", g.Ranks-rankIdx, g.Files)
				ok = false
			}
			file++
		case r == '*':
			// a wall square (Fairy-Stockfish's FEN): no piece, counted as a square
			if rankIdx < g.Ranks && file == g.Files {
				b.charErrf(n, off, CodeSetupFiles, "setup.array: rank %d has more than %d files", g.Ranks-rankIdx, g.Files)
				ok = false
			}
			file++
		default:
			b.charErrf(n, off, CodeSetupChar, "setup.array: %q is not a piece letter, a digit, '*' (a wall square) or '/'", string(r))
			ok = false
			file++ // counted as a square, so the rank's length is still checked
		}
		i += size
		runeOff += max(utf8.RuneCountInString(s[i-size:i]), 1)
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
		l = append(l, p.LabelOf())
	}
	return strings.Join(l, " ")
}

// maxLabel is the longest piece label, in characters.
const maxLabel = 4

// validLabel reports whether s is a piece label of a preset: one upper-case
// letter, or up to maxLabel upper-case letters and digits starting with a letter,
// optionally after a '+' ("+P", "CH").
func validLabel(s string) bool {
	t := strings.TrimPrefix(s, "+")
	if t == "" || len(s) > maxLabel || t[0] < 'A' || t[0] > 'Z' {
		return false
	}
	for i := 1; i < len(t); i++ {
		if (t[i] < 'A' || t[i] > 'Z') && (t[i] < '0' || t[i] > '9') {
			return false
		}
	}
	return true
}

// code returns the letter (or internal code) of an upper-case piece label and
// whether it names a defined piece (true when the pieces are unknown).
func (b *builder) code(label string) (byte, bool) {
	if len(label) == 1 {
		return label[0], b.isDefined(label[0])
	}
	if c, ok := b.codes[label]; ok {
		return c, true
	}
	return 0, !b.piecesKnown
}

// setupLabel reads the piece label at s[i:] of a setup array, as a FEN writes it:
// a letter, '+' and a letter, or a label in braces or parentheses ("{CH}"). It
// returns the label, the bytes read, or a message.
func setupLabel(s string, i int) (string, int, string) {
	switch s[i] {
	case '+':
		if i+1 < len(s) && ((s[i+1] >= 'A' && s[i+1] <= 'Z') || (s[i+1] >= 'a' && s[i+1] <= 'z')) {
			return s[i : i+2], 2, ""
		}
		return "", 1, "'+' is not followed by a piece letter"
	case '{', '(':
		end := byte('}')
		if s[i] == '(' {
			end = ')'
		}
		e := strings.IndexByte(s[i+1:], end)
		if e <= 0 {
			return "", 1, fmt.Sprintf("a piece label opened by %q is not closed by %q", s[i], end)
		}
		return s[i+1 : i+1+e], e + 2, ""
	}
	return s[i : i+1], 1, ""
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
	if (c >= 'a' && c <= 'z') || (rules.IsLabelCode(c) && c&0x20 != 0) {
		return rules.Black, c &^ 0x20
	}
	return rules.White, c
}

// letterMap reads x, a mapping keyed by piece letters ("what must be a mapping from
// piece letters to values"), and calls fn with each entry whose key names a
// defined piece (the key's own error is reported once, as letter reports it).
func (b *builder) letterMap(x *yaml.Node, what, values string, fn func(l byte, k, v *yaml.Node)) {
	if x.Kind != yaml.MappingNode {
		b.errf(x, CodeWrongKind, "%s must be a mapping from piece letters to %s, not %s", what, values, kindName(x))
		return
	}
	for i := 0; i+1 < len(x.Content); i += 2 {
		k, v := x.Content[i], x.Content[i+1]
		if l, ok := b.letter(k, what+" key"); ok {
			fn(l, k, v)
		}
	}
}

// letter reads a piece letter that must name a defined piece.
func (b *builder) letter(n *yaml.Node, what string) (byte, bool) {
	s, ok := b.str(n, what)
	if !ok {
		return 0, false
	}
	if !validLabel(s) {
		b.errf(n, CodeBadPieceLetter, "%s %q must be an upper-case piece label (one letter, or a longer label such as +P)", what, s)
		return 0, false
	}
	c, ok := b.code(s)
	if !ok {
		dg := b.errf(n, CodeUndefinedPiece, "%s %q names no piece (pieces: %s)", what, s, b.letterList())
		var labels []string
		for _, p := range b.v.Pieces {
			labels = append(labels, p.LabelOf())
		}
		if sg := suggest(s, labels); sg != "" && len(s) > 1 {
			dg.Message += " (did you mean " + quote(sg) + "?)"
		}
		return 0, false
	}
	return c, true
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
			b.warnf(it, CodeDuplicateEntry, "%s lists %s twice", what, b.labelOf(c))
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
		pm := presetModules[k.Value]
		if _, ok := rules.LookupModule(k.Value); !ok || pm.build == nil { // no module of the table
			names := ruleKeys()
			dg := b.errf(k, CodeUnknownModule, "unknown rule module %q", k.Value)
			if s := suggest(k.Value, names); s != "" {
				dg.Message += " (did you mean " + quote(s) + "?)"
			}
			dg.Hint = "rule modules: " + strings.Join(names, ", ")
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
		pm.build(b, v)
	}
}

// defaultRanks are the Cowardly Crew ranks (RULES.md) used when ranks is not given;
// only the letters the preset defines are kept.
var defaultRanks = map[byte]int{'P': 1, 'N': 2, 'B': 2, 'R': 3, 'Q': 4, 'M': 4}

// materialCountings are the values of end.material_counting.
var materialCountings = []string{"black_draw_odds", "white_draw_odds", "unweighted", rules.MaterialJanggi}

var endKeys = append(append([]string{"checkmate", "stalemate", "move_rule", "repetition", "insufficient_material"}, winKeys...), "bare_king", "material_counting")

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
			e.Checkmate, _ = b.oneOf(x, "end.checkmate", "loss", "win", "none")
		}
		if x := m["stalemate"]; x != nil {
			e.Stalemate, _ = b.oneOf(x, "end.stalemate", "draw", "loss", "win", "fewer_pieces")
		}
		if x := m["bare_king"]; x != nil {
			e.BareKing, _ = b.oneOf(x, "end.bare_king", "loss")
		}
		if x := m["material_counting"]; x != nil {
			e.MaterialCounting, _ = b.oneOf(x, "end.material_counting", materialCountings...)
		}
		if x := m["move_rule"]; x != nil {
			e.MoveRule.Claim, e.MoveRule.Automatic = b.claimAuto(x, "end.move_rule", 1, 10000)
		}
		if x := m["repetition"]; x != nil {
			e.Repetition = b.repetition(x)
		}
		b.endWins(m)
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
	var inHand [2]bool // placement: the royal piece starts in hand
	if d := b.v.Drops; d != nil {
		for i := 0; i < len(d.Hand); i++ {
			col, l := pieceOf(d.Hand[i])
			if pt := b.v.Piece(l); pt != nil && pt.Royal {
				inHand[col] = true
			}
		}
	}
	for _, c := range []rules.Color{rules.White, rules.Black} {
		sqs := royals[c]
		if len(sqs) == 0 && needed && !inHand[c] {
			b.errf(b.arrayNode, CodeSetupRoyal, "the setup gives %s no royal piece, and checkmate ends the game", c)
		}
		if len(sqs) < 2 {
			continue
		}
		slices.SortFunc(sqs, func(x, y board.Square) int { return b.setupOff[x] - b.setupOff[y] })
		var names []string
		for _, sq := range sqs {
			_, l := pieceOf(b.setup[sq])
			names = append(names, fmt.Sprintf("%s on %s", b.labelOf(l), b.v.Board.Name(sq)))
		}
		b.charErrf(b.arrayNode, b.setupOff[sqs[1]], CodeRoyalCount,
			"the setup gives %s %d royal pieces (%s); courier's rules support one royal piece per side, on which check and checkmate are judged",
			c, len(sqs), strings.Join(names, ", "))
	}
}

// claimAuto reads {claim: N, automatic: M}; 0 switches a limit off.
func (b *builder) claimAuto(n *yaml.Node, what string, lo, hi int) (claim, auto int) {
	return b.claimAutoIn(b.fields(n, what, claimKeys...), what, lo, hi)
}

// repetition reads end.repetition: claim and automatic (occurrences, 0 = off, else
// 2..100) and perpetual_check (loss, or absent = off), which judges the automatic
// end and so needs automatic.
func (b *builder) repetition(n *yaml.Node) rules.Repetition {
	const what = "end.repetition"
	m := b.fields(n, what, repetitionKeys...)
	var r rules.Repetition
	r.Claim, r.Automatic = b.claimAutoIn(m, what, 2, 100)
	if x := m["perpetual_check"]; x != nil {
		r.PerpetualCheck, _ = b.oneOf(x, what+".perpetual_check", "loss")
		if r.PerpetualCheck != "" && r.Automatic == 0 {
			dg := b.errf(x, CodeBadValue, "%s.perpetual_check needs %s.automatic: the loss for perpetual check is judged when the position occurs for the automatic count, and automatic is off", what, what)
			dg.Hint = "set automatic (Shogi: 4), or leave perpetual_check out (perpetual_check: null drops an inherited one)"
			r.PerpetualCheck = ""
		}
	}
	if x := m["result"]; x != nil {
		r.Result, _ = b.oneOf(x, what+".result", "draw", "loss", "win", "1-0", "0-1")
		if r.Result != "" && r.Result != "draw" && r.Automatic == 0 {
			b.errf(x, CodeBadValue, "%s.result needs %s.automatic: it is the result of the automatic end", what, what)
		}
	}
	return r
}

// claimAutoIn reads claim and automatic from the mapping m of the node at what (nil:
// no mapping, both 0).
func (b *builder) claimAutoIn(m map[string]*yaml.Node, what string, lo, hi int) (claim, auto int) {
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

// display reads the display: section (how the board is drawn; no rule reads it).
func (b *builder) display(n *yaml.Node) {
	m := b.fields(n, "display", displayKeys...)
	if m == nil {
		return
	}
	if x := m["style"]; x != nil {
		b.v.Display.Style, _ = b.oneOf(x, "display.style", rules.Styles...)
	}
	if x := m["faces"]; x != nil {
		b.v.Display.Faces, _ = b.oneOf(x, "display.faces", "letters", "characters")
	}
	if x := m["coordinates"]; x != nil {
		b.v.Display.Coordinates, _ = b.oneOf(x, "display.coordinates", "chess", "native")
	}
}
