package match

import (
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
	"slices"
)

// spelling is how a rule module's moves are written and read: its SAN form or
// suffix, its Game Courier commands, how it refines the candidates of a move
// text and how it explains a refusal. Each module with notation registers one
// from its own file (castling.go, swap.go, drops.go, ...); the generic writers
// and resolvers (san.go, gc.go, coord.go, attempt.go, match.go) ask the
// spellings and name no module. Every hook is optional (nil: the generic
// treatment). A hook keyed on a move is asked only for the module's own moves
// (position.Position.MoveModule); one keyed on a mark of the text is asked
// whatever the variant (it says when the variant lacks its module); the others
// are asked only of the modules the variant has (live).
type spelling struct {
	// module is the rules.Mod* name; the order of rules.ModuleNames is the
	// order in which the spellings are asked (a name not listed comes last).
	module string
	// own: the module's moves are written in a form of their own, not as a
	// piece going from From to To (a castling token, "B=N", "N@f3"): the
	// generic reading of a piece move and SAN's disambiguation leave them out.
	own bool
	// pieceMoveNote, with own: a move of the module written as its piece's
	// move to To ("Kg1" for castling) is read, with this note.
	pieceMoveNote string

	// san writes the module's move m in SAN, whole, without check marks.
	san func(p *position.Position, m position.Move) string
	// sanSuffix returns the module's marks to write after a move the generic
	// writer wrote ("&d6&f6").
	sanSuffix func(p *position.Position, m position.Move) string
	// choiceMark returns the marks of a choice the module adds to moves of any
	// module ("/H", "/Eh1": gating's piece), "" when m carries none; asked for
	// every move of a variant that has the module, after the move's own text.
	choiceMark func(p *position.Position, m position.Move) string
	// choiceGC returns the Game Courier commands of that choice ("; H-g1"),
	// written after the move's own.
	choiceGC func(p *position.Position, m position.Move) string
	// resolveCoord reads a coordinate text whose letter after the squares is
	// the module's mark rather than a promotion ("g1f3h", "h1e1h": gating);
	// ok false leaves the text to the generic reading. Asked of the live
	// modules, for a text with a letter.
	resolveCoord func(p *position.Position, from, to board.Square, letter byte) (m position.Move, f *Failure, ok bool)
	// reads is the shape of a mark that makes a SAN text the module's move
	// whole (a token, '@', "=N"); resolveSAN reads such a text. Asked whether
	// or not the module plays in the variant: it says when it does not.
	reads      pgn.MarkKind
	resolveSAN func(p *position.Position, s pgn.SAN) (position.Move, []string, *Failure)
	// refines is the shape of the suffix marks the module reads ('&'); fits
	// reports whether m, a legal move the rest of the text denotes, carries
	// exactly the marks written (marks: all of the text's marks), and misfit
	// is the failure when every such move failed it.
	refines pgn.MarkKind
	fits    func(p *position.Position, m position.Move, marks []pgn.Mark) bool
	misfit  func(p *position.Position, marks []pgn.Mark) *Failure
	// altTo is a square other than To that coordinates or the first Game
	// Courier command may name as m's destination (the castling rook's), or
	// board.NoSquare.
	altTo func(p *position.Position, m position.Move) board.Square

	// gc writes the module's move m as Game Courier text, whole; "" leaves it
	// to the generic writer.
	gc func(p *position.Position, m position.Move) string
	// gcSuffix returns the module's commands to write after the generic
	// writer's ("; Q-c1").
	gcSuffix func(p *position.Position, m position.Move) string
	// resolveGC reads commands of the module's own shape (a lone put: a drop);
	// ok false when the commands are not of its shape.
	resolveGC func(p *position.Position, edits []GCEdit) (m position.Move, notes []string, f *Failure, ok bool)
	// gcOrigins gives up to two squares beyond from whose pieces' moves
	// commands that begin on from may be (the castling king's, a swap's
	// partners; board.NoSquare for none): an array, so that nothing is
	// allocated per move.
	gcOrigins func(p *position.Position, from board.Square) [2]board.Square
	// gcNear reports whether m is near commands whose first one moves from ->
	// to, beyond m.From == from and m.To == to (a swap written from the
	// partner's side): its failure names m.
	gcNear func(p *position.Position, m position.Move, from, to board.Square) bool
	// leftOut says which squares the log may leave as they were before m (the
	// side effects left to the preset: the castling rook, the pawn taken en
	// passant) and the note that says so; whole when after is m written
	// another way (castling as the king taking its rook), note the note.
	leftOut func(p *position.Position, m position.Move, after []position.Piece) (squares []board.Square, note string, whole bool)
	// explainGC says why commands whose first move is m's, legal, fit no
	// legal move (the castling rook not moved, wrong conversions); nil when the
	// module has nothing to say.
	explainGC func(p *position.Position, m position.Move, edits []GCEdit) *Failure
	// ownsPuts reports whether put commands after m are the module's side
	// effects (conversions), so that they are no extra commands.
	ownsPuts func(p *position.Position, m position.Move) bool

	// explain says why m, a candidate move (position.CandidateMoves), is not
	// legal when the module forbids it; nil when it does not.
	explain func(p *position.Position, m position.Move) *Failure
	// filtered says why m, a legal move that the module's filter takes out of
	// the legal moves (position.FilteredBy names the module), may not be played
	// (forced_capture: a capture is compulsory).
	filtered func(p *position.Position, m position.Move) *Failure
	// unreached says why no candidate move of the piece on from (board.NoSquare:
	// any piece of kind, 0 any kind) reaches to when the module is why; nil when
	// it is not (explosions: a royal piece never captures).
	unreached func(p *position.Position, from board.Square, kind int, to board.Square) *Failure

	// remarks are the words a log may write after the module's moves, on their
	// own ("ep", "e.p."), naming remarkOf ("en passant capture"); remarkFits
	// reports whether m, just played (p: the position after it), is such a move.
	remarks    []string
	remarkOf   string
	remarkFits func(p *position.Position, m position.Move) bool

	// attempted and candidates are Attempted's and Candidates' readings of a
	// SAN text with the module's reads mark.
	attempted  func(p *position.Position, s *pgn.SAN) (Squares, bool)
	candidates func(p *position.Position, s *pgn.SAN) []board.Square
}

// The registered spellings: in order, by module name, and by the mark shape
// they read whole or refine.
var (
	spellings []*spelling
	byModule  = map[string]*spelling{}
	byMark    [8]*spelling
	refiners  []*spelling
	leftOuts  []*spelling
	choosers  []*spelling // those with choiceMark
	coorders  []*spelling // those with resolveCoord
)

// register adds a module's spelling; the module files call it from init. It
// panics on a second spelling of a module or of a mark shape (a programming
// error, found by any test).
func register(sp *spelling) {
	if byModule[sp.module] != nil {
		panic("match: two spellings of module " + sp.module)
	}
	byModule[sp.module] = sp
	spellings = append(spellings, sp)
	for i := len(spellings) - 1; i > 0 && moduleRank(spellings[i].module) < moduleRank(spellings[i-1].module); i-- {
		spellings[i], spellings[i-1] = spellings[i-1], spellings[i]
	}
	for _, k := range []pgn.MarkKind{sp.reads, sp.refines} {
		if k == 0 {
			continue
		}
		if byMark[k] != nil {
			panic("match: two spellings read one mark shape")
		}
		byMark[k] = sp
	}
	reindex()
}

// reindex lists the spellings with a fits and a leftOut hook again.
func reindex() {
	refiners, leftOuts, choosers, coorders = refiners[:0], leftOuts[:0], choosers[:0], coorders[:0]
	for _, s := range spellings {
		if s.choiceMark != nil {
			choosers = append(choosers, s)
		}
		if s.resolveCoord != nil {
			coorders = append(coorders, s)
		}
		if s.fits != nil {
			refiners = append(refiners, s)
		}
		if s.leftOut != nil {
			leftOuts = append(leftOuts, s)
		}
	}
}

// live reports whether sp's module plays in p's variant.
func (sp *spelling) live(p *position.Position) bool { return p.R.V.Has(sp.module) }

// moduleRank is the module's place in rules.ModuleNames (past its end when not
// listed).
func moduleRank(name string) int {
	for i, n := range rules.ModuleNames {
		if n == name {
			return i
		}
	}
	return len(rules.ModuleNames)
}

// spellingOf returns the spelling of the module whose move m is, nil for a move
// no module with notation owns.
func spellingOf(p *position.Position, m position.Move) *spelling {
	if n := p.MoveModule(m); n != "" {
		return spellingNamed(n)
	}
	return nil
}

// spellingNamed returns the spelling of the module called name, nil when it has
// none: a scan of the few spellings (a comparison of names of another length
// stops at the length), cheaper than a map lookup on the hot paths.
func spellingNamed(name string) *spelling {
	for _, sp := range spellings {
		if sp.module == name {
			return sp
		}
	}
	return nil
}

// ownForm reports whether m is written in a form of its module's own (see
// spelling.own).
func ownForm(p *position.Position, m position.Move) bool {
	sp := spellingOf(p, m)
	return sp != nil && sp.own
}

// pieceMove reports whether m may be read as its piece going from From to To:
// a move no module writes in its own form, or one whose module reads that too
// (castling as the king's move).
func pieceMove(p *position.Position, m position.Move) bool {
	sp := spellingOf(p, m)
	return sp == nil || !sp.own || sp.pieceMoveNote != ""
}

// altToOf is the other destination the module of m (its spelling sp, nil for
// none) lets a text name (see spelling.altTo), board.NoSquare when none.
func (sp *spelling) altToOf(p *position.Position, m position.Move) board.Square {
	if sp != nil && sp.altTo != nil {
		return sp.altTo(p, m)
	}
	return board.NoSquare
}

// choiceMarks appends to b the marks of the choices live modules added to m
// (see spelling.choiceMark).
func choiceMarks(b *strings.Builder, p *position.Position, m position.Move) {
	for _, sp := range choosers {
		if sp.live(p) {
			b.WriteString(sp.choiceMark(p, m))
		}
	}
}

// choiceCommands appends to b the Game Courier commands of the choices live
// modules added to m (see spelling.choiceGC).
func choiceCommands(b *strings.Builder, p *position.Position, m position.Move) {
	for _, sp := range choosers {
		if sp.choiceGC != nil && sp.live(p) {
			b.WriteString(sp.choiceGC(p, m))
		}
	}
}

// ChoiceMarks returns the SAN marks of the choices live modules added to m, a
// legal move of the side to move ("/H": gating), "" for none: for writers of a
// long form of SAN.
func ChoiceMarks(p *position.Position, m position.Move) string {
	if len(choosers) == 0 {
		return ""
	}
	var b strings.Builder
	choiceMarks(&b, p, m)
	return b.String()
}

// rechoose returns the legal move that is m, read from a text by a module's
// own reading (a castling token), with the choices the text's marks name
// (gating's "/Eh1"), when m does not carry them: ok false when no legal move
// does.
func rechoose(p *position.Position, m position.Move, marks []pgn.Mark) (position.Move, bool) {
	if misfitOf(p, m, marks) == nil {
		return m, true
	}
	base := p.R.Unchosen(m)
	var buf [64]position.Move
	for _, x := range p.MovesFrom(buf[:0], m.From) {
		if p.R.Unchosen(x) == base && misfitOf(p, x, marks) == nil && p.IsLegal(x) {
			return x, true
		}
	}
	return position.NoMove, false
}

// misfitOf returns the first refining spelling whose marks m does not carry as
// written, nil when m fits every one.
func misfitOf(p *position.Position, m position.Move, marks []pgn.Mark) *spelling {
	for _, sp := range refiners {
		if !sp.fits(p, m, marks) {
			return sp
		}
	}
	return nil
}

// unread returns the failure for a mark that no registered spelling reads (a
// gating mark "/H" before gating has a spelling), nil when every mark is read.
func unread(marks []pgn.Mark) *Failure {
	for _, mk := range marks {
		if int(mk.Kind) >= len(byMark) || byMark[mk.Kind] == nil {
			return fail(CodeUnsupported, "%s: no rule module of this program reads this mark", mk)
		}
	}
	return nil
}

// Remark reads word, written on its own after the move m (p: the position after
// m) as a remark ("ep", "e.p."): known reports whether a rule module of p's
// variant writes such remarks, what names the moves it describes ("en passant
// capture"), and fits whether m is one of them.
func Remark(p *position.Position, m position.Move, word string) (what string, known, fits bool) {
	for _, sp := range spellings {
		if sp.remarkFits != nil && sp.live(p) && slices.Contains(sp.remarks, word) {
			return sp.remarkOf, true, m != position.NoMove && sp.remarkFits(p, m)
		}
	}
	return "", false, false
}
