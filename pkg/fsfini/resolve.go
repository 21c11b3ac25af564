package fsfini

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/gamecourier/courier/pkg/diag"
)

//go:embed builtins.ini
var builtinsText []byte

// BuiltinsFile is the name the built-in parents' diagnostics carry.
const BuiltinsFile = "fsf-builtin"

var builtins = sync.OnceValue(func() *File {
	f, _ := Parse(BuiltinsFile, builtinsText)
	return f
})

// Builtin returns the section of a Fairy-Stockfish built-in variant that
// builtins.ini describes, or nil.
func Builtin(name string) *Section { return builtins().Section(name) }

// BuiltinNames are the names of FSF's built-in variants (src/variant.cpp,
// VariantMap::init): a variants.ini section may not take one (FSF skips it).
var BuiltinNames = strings.Fields(`chess normal fischerandom nocastle armageddon torpedo berolina pawnsideways
pawnback legan fairy makruk makpong cambodian karouk asean ai-wok shatranj chaturanga amazon georgian
nightrider grasshopper hoppelpoppel newzealand kingofthehill racingkings knightmate misere losers giveaway
antichess suicide codrus extinction kinglet threekings horde petrified nocheckatomic atomic atomar isolation
isolation7x7 snailtrail fox-and-hounds duck joust 3check 5check crazyhouse loop chessgi bughouse koedem
pocketknight placement sittuyin seirawan shouse dragon paradigm minishogi mini kyotoshogi micro dobutsu
gorogoro judkins torishogi euroshogi losalamos gardner almost sortofalmost chigorin perfect spartan shatar
coregal clobber breakthrough ataxx flipersi flipello minixiangqi raazuvaa shogi checkshogi shoshogi yarishogi
okisakishogi capablanca capahouse caparandom gothic janus modern chancellor embassy centaur gustav3 jesonmor
courier grand opulent tencubed omicron troitzky wolf shako clobber10 flipello10 amazons xiangqi manchu supply
janggi janggitraditional janggimodern janggicasual`)

// synonyms are the second FEN letters FSF's built-in variants give piece types
// (src/variant.cpp, add_piece's second letter): per built-in section, piece
// option -> synonym. A synonym stays while the type keeps its letter.
var synonyms = map[string]map[string]byte{
	"minixiangqi": {"horse": 'h'},
	"xiangqi":     {"elephant": 'e'},
	"janggi":      {"janggiElephant": 'e'},
}

// Canonical returns the piece letter FSF reads c as (lower case): c itself, or
// the letter whose synonym c is (the xiangqi horse n is also h); 0 for no piece.
func (v *Variant) Canonical(c byte) byte {
	if p := v.pieceOnly(c); p != nil {
		return p.Letter
	}
	l := lower(c)
	for _, p := range v.Pieces {
		if p.Synonym == l {
			return p.Letter
		}
	}
	return 0
}

// Piece is one piece type of a resolved variant.
type Piece struct {
	Option string // the option that defines it: "knight", "customPiece3", "king"
	Letter byte   // lower case, as FSF keeps it per type
	Betza  string // its moves (a built-in type's from Pieces; "K" for a plain king)
	Entry  Entry  // the definition FSF reads
	File   string // the file of the definition (BuiltinsFile for a built-in parent's)
	// Synonym is a second FEN letter of a built-in type (lower case), 0 for none.
	Synonym byte
}

// Variant is a section resolved through its parents as FSF builds it: the
// pieces and, per option target, the entry that sets it last.
type Variant struct {
	Name    string
	Section *Section   // the section itself
	Chain   []*Section // root first, the section last
	Pieces  []Piece    // in FSF's enum order
	opts    map[string]Entry
}

// Opt returns the entry that sets target last along the chain: target is an
// option name, the per-colour name for the options FSF splits by colour
// ("promotionPieceTypesWhite" is also what "promotionPieceTypes" and
// "pawnTypes" set), or a deprecated name (promotionRank, doubleStepRank,
// doubleStepRankMin, which the caller must read itself).
func (v *Variant) Opt(target string) (Entry, bool) {
	e, ok := v.opts[target]
	return e, ok
}

// Targets returns the option targets that are set, sorted.
func (v *Variant) Targets() []string {
	var out []string
	for k := range v.opts {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// Piece returns the piece with letter (either case, a synonym too), or nil.
func (v *Variant) Piece(letter byte) *Piece {
	if p := v.pieceOnly(letter); p != nil {
		return p
	}
	l := lower(letter)
	for i := range v.Pieces {
		if v.Pieces[i].Synonym == l && l != 0 {
			return &v.Pieces[i]
		}
	}
	return nil
}

func (v *Variant) pieceOnly(letter byte) *Piece {
	l := lower(letter)
	for i := range v.Pieces {
		if v.Pieces[i].Letter == l {
			return &v.Pieces[i]
		}
	}
	return nil
}

// PieceByOption returns the piece defined by option name (king, knight, ...), or nil.
func (v *Variant) PieceByOption(name string) *Piece {
	for i := range v.Pieces {
		if v.Pieces[i].Option == name {
			return &v.Pieces[i]
		}
	}
	return nil
}

// Lower returns the lower-case form of an ASCII letter (other bytes unchanged).
func Lower(c byte) byte { return lower(c) }

func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// colourSplit are the options one key of which sets the White and the Black
// value (in FSF's parse order: the general key, then the White and Black ones;
// wallingRegion is read after its colour keys, so it wins).
var colourSplit = []string{"promotionPawnTypes", "promotionPieceTypes", "enPassantRegion", "enPassantTypes",
	"castlingKingPiece", "castlingRookPieces", "pass", "passOnStalemate", "nMoveRuleTypes", "flagPiece", "flagRegion"}

// targets returns the targets key sets, in the order FSF applies them within
// one section (a later one overrides).
func targetsOf(key string) []string {
	both := func(k string) []string { return []string{k + "White", k + "Black"} }
	switch key {
	case "pawnTypes":
		return append(append(both("promotionPawnTypes"), both("enPassantTypes")...), both("nMoveRuleTypes")...)
	case "whiteFlag":
		return []string{"flagRegionWhite"}
	case "blackFlag":
		return []string{"flagRegionBlack"}
	case "castlingRookPiece":
		return both("castlingRookPieces")
	case "whiteDropRegion":
		return []string{"dropRegionWhite"}
	case "blackDropRegion":
		return []string{"dropRegionBlack"}
	case "wallingRegion":
		return both("wallingRegion")
	}
	if slices.Contains(colourSplit, key) {
		return both(key)
	}
	return []string{key}
}

// order ranks keys as FSF reads them within a section: deprecated ones,
// pawnTypes, the general colour-split keys, then the rest (the rest set
// distinct targets, so their order does not matter but for wallingRegion).
func order(key string) int {
	switch {
	case deprecated[key].use != "":
		return 0
	case key == "pawnTypes":
		return 1
	case key == "wallingRegion":
		return 4
	case slices.Contains(colourSplit, key):
		return 2
	}
	return 3
}

// Resolve builds the variant of section name of f through its parents (other
// sections of f defined before it, or FSF built-ins of builtins.ini). The
// diagnostics are those of the inheritance: an unknown parent, a parent defined
// after its child, a cycle, a section named as an FSF built-in. The variant is
// nil when the section cannot be built as FSF builds it.
func Resolve(f *File, name string) (*Variant, diag.List) {
	s := f.Section(name)
	var d diag.List
	if s == nil {
		d.Add(diag.Errorf(diag.Pos{File: f.Name}, CodeNoSection, "(file) no section [%s]%s", name, didYouMean(name, f.Names())))
		return nil, d
	}
	if f.Name != BuiltinsFile && slices.Contains(BuiltinNames, s.Name) {
		d.Add(diag.Errorf(s.Pos, CodeDuplicateName, "%s is the name of a Fairy-Stockfish built-in variant: FSF skips this section (\"Variant '%s' already exists\")", s.Name, s.Name))
		return nil, d
	}
	chain, ok := chainOf(f, s, &d)
	if !ok {
		return nil, d
	}
	v := &Variant{Name: name, Section: s, Chain: chain, opts: map[string]Entry{}}
	for _, sec := range chain {
		v.applyPieces(sec, &d)
		entries := slices.Clone(sec.Entries)
		slices.SortStableFunc(entries, func(a, b Entry) int { return order(a.Key) - order(b.Key) })
		for _, e := range entries {
			if t, _, ok := Lookup(e.Key); !ok || t == TPiece {
				continue
			}
			for _, t := range targetsOf(e.Key) {
				v.opts[t] = e
			}
		}
	}
	return v, d
}

// chainOf follows the parents of s: root first.
func chainOf(f *File, s *Section, d *diag.List) ([]*Section, bool) {
	var chain []*Section
	seen := map[*Section]bool{}
	cur, file := s, f
	for {
		if seen[cur] {
			var names []string
			for _, c := range chain {
				names = append(names, c.Name)
			}
			slices.Reverse(names)
			d.Add(diag.Errorf(s.ParentPos, CodeCycle, "inheritance cycle: %s -> %s", strings.Join(names, " -> "), cur.Name))
			return nil, false
		}
		seen[cur] = true
		chain = append(chain, cur)
		if cur.Parent == "" {
			break
		}
		p := file.Section(cur.Parent)
		switch {
		case p != nil && p.Index < cur.Index:
		case p != nil && file.Section(p.Parent) == nil && Builtin(p.Parent) == nil && p.Parent != "":
			// p itself is broken; reported at p
			return nil, false
		case p != nil:
			// FSF reads the file once, top down: a later parent does not exist yet,
			// unless it is a built-in of the same name (never: those sections are skipped)
			if cycles(file, p, cur) {
				d.Add(diag.Errorf(cur.ParentPos, CodeCycle, "inheritance cycle: [%s:%s] and [%s:%s] (line %d) name each other", cur.Name, cur.Parent, p.Name, p.Parent, p.Pos.Line))
			} else {
				d.Add(diag.Errorf(cur.ParentPos, CodeParent, "parent %s is defined after this section (line %d): FSF reads the file top down and skips this section (\"Variant template '%s' does not exist\")", p.Name, p.Pos.Line, p.Name))
			}
			return nil, false
		case Builtin(cur.Parent) != nil:
			p, file = Builtin(cur.Parent), builtins()
		case slices.Contains(BuiltinNames, cur.Parent):
			d.Add(diag.Errorf(cur.ParentPos, CodeParent, "parent %s is a Fairy-Stockfish built-in variant that this importer does not describe (it describes %s)", cur.Parent, strings.Join(builtins().Names(), ", ")))
			return nil, false
		default:
			d.Add(diag.Errorf(cur.ParentPos, CodeParent, "no variant %s to inherit from: FSF skips this section (\"Variant template '%s' does not exist\")%s", cur.Parent, cur.Parent, didYouMean(cur.Parent, append(f.Names(), BuiltinNames...))))
			return nil, false
		}
		cur = p
	}
	slices.Reverse(chain)
	return chain, true
}

// cycles reports whether following parents from p reaches c.
func cycles(f *File, p, c *Section) bool {
	for i := 0; p != nil && i < len(f.Sections)+1; i++ {
		if p == c {
			return true
		}
		p = f.Section(p.Parent)
	}
	return false
}

// applyPieces applies the piece definitions of one section as FSF's parser
// does: in enum order, a letter taking over a type removes the type that had
// it, '-' (or any non-letter) removes the type.
func (v *Variant) applyPieces(sec *Section, d *diag.List) {
	type def struct {
		ord int
		e   Entry
	}
	var defs []def
	for _, e := range sec.Entries {
		if o := PieceOrder(e.Key); o >= 0 {
			if last, _ := sec.Get(e.Key); last != e {
				continue // FSF reads the last one
			}
			defs = append(defs, def{o, e})
		}
	}
	slices.SortStableFunc(defs, func(a, b def) int { return a.ord - b.ord })
	file := sec.Pos.File
	added := map[byte]Entry{}
	for _, df := range defs {
		e := df.e
		if e.Value == "" {
			continue
		}
		v.Pieces = slices.DeleteFunc(v.Pieces, func(p Piece) bool { return p.Option == e.Key })
		c := e.Value[0]
		if !isAlpha(c) {
			continue // removed
		}
		l := lower(c)
		if prev, dup := added[l]; dup && d != nil {
			d.Add(diag.Errorf(e.ValuePos, CodeDuplicateLetter, "letter %c is also %s's (line %d): FSF keeps only %s and drops %s", c, prev.Key, prev.KeyPos.Line, e.Key, prev.Key))
		}
		added[l] = e
		v.Pieces = slices.DeleteFunc(v.Pieces, func(p Piece) bool { return p.Letter == l })
		p := Piece{Option: e.Key, Letter: l, Entry: e, File: file}
		if file == BuiltinsFile {
			p.Synonym = synonyms[sec.Name][e.Key]
		}
		switch {
		case e.Key == "king":
			p.Betza = "K"
			if len(e.Value) > 1 {
				p.Betza = betzaOf(e.Value)
			}
		case strings.HasPrefix(e.Key, "customPiece"):
			p.Betza = betzaOf(e.Value)
		default:
			p.Betza = Pieces[PieceOrder(e.Key)].Betza
		}
		v.Pieces = append(v.Pieces, p)
	}
	for i := range v.Pieces {
		if sy := v.Pieces[i].Synonym; sy != 0 && v.pieceOnly(sy) != nil {
			v.Pieces[i].Synonym = 0 // a piece took the letter
		}
	}
	slices.SortStableFunc(v.Pieces, func(a, b Piece) int { return PieceOrder(a.Option) - PieceOrder(b.Option) })
}

// betzaOf is what FSF takes as the Betza of a definition: from the third
// character on (value.substr(2)), trailing blanks dropped (FSF's Betza reader
// skips characters it does not know).
func betzaOf(value string) string {
	if len(value) <= 2 {
		return ""
	}
	return strings.TrimRight(value[2:], " \t")
}

func isAlpha(c byte) bool { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') }

// didYouMean returns " (did you mean X?)" for the closest of cands to s
// (diag.Suggest), or "".
func didYouMean(s string, cands []string) string {
	if best := diag.Suggest(s, cands); best != "" {
		return fmt.Sprintf(" (did you mean %s?)", best)
	}
	return ""
}

// PiecesAt returns the pieces in force in the section of v's chain that holds
// entry e (the section's own definitions applied): FSF reads a piece-set
// option with the letters of its section and keeps piece types, so a later
// section that gives a type another letter keeps it in the set.
func (v *Variant) PiecesAt(e Entry) []Piece {
	at := -1
	for i, s := range v.Chain {
		if s.Pos.File == e.KeyPos.File && s.Pos.Line <= e.KeyPos.Line {
			at = i
		}
	}
	if at < 0 {
		return v.Pieces
	}
	w := &Variant{Chain: v.Chain[:at+1]}
	for _, s := range w.Chain {
		w.applyPieces(s, nil)
	}
	return w.Pieces
}
