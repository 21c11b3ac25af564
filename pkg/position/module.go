package position

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// A module is a compiled rule module (DESIGN.md: "special rules are named modules
// with typed parameters that own their state"). Each lives in its own file
// (castling.go, enpassant.go, promotion.go, bishopconversion.go, bishopswap.go,
// captureconversion.go, drops.go, explosions.go, forcedcapture.go, gating.go, and
// wins.go for the end conditions of end:), owns one slot of modState (or of
// bigState, with its own undo stack: drops, explosions; or modState.ext words:
// gating), and is reached only through
// these hooks: the generic engine (move generation, Make/Unmake, FEN, the
// repetition key) never names a module.
//
// The move hooks append to buffers of the position (modBuf, choiceBuf), which the
// engine copies to the caller's: a caller's buffer passed to an interface method
// would move to the heap.
//
// Compile asks each module once for its traits and keeps, per hook, the list of
// modules that use it, so a hook no module of the variant uses costs nothing in
// the hot loops (the way Fairy-Stockfish's Variant::conclude() derives its fast
// paths once per variant).
type module interface {
	// traits says what the module is (its name) and what it changes in the
	// engine's legality shortcuts; called once, by Compile.
	traits() traits
}

// The roles a module may have beyond module: Compile discovers each by a type
// assertion, once per variant (as io.Copy discovers WriterTo), and keeps one
// list per role, so a role no module of the variant has costs nothing.
type (
	// starter gives the module its start state on p's board: the setup, or a
	// FEN that has no rule-state field.
	starter interface {
		module
		start(p *Position)
	}
	// preparer fills the module's part of the generation state of one position
	// (called once per generation, before any move is generated).
	preparer interface {
		module
		prepare(p *Position, gs *genState)
	}
	// mover appends the module's own moves of the side to move (castling,
	// drops): all of them when from is NoSquare, else only those of the piece on
	// from (for the kinds traits.moveKinds names).
	mover interface {
		module
		moves(p *Position, buf []Move, gs *genState, from board.Square) []Move
	}
	// pieceMover appends the module's extra moves of the piece on s (a kind the
	// module named in traits.kinds) and reports whether the piece's ordinary
	// moves are forbidden now (a bishop that must convert).
	pieceMover interface {
		module
		pieceMoves(p *Position, buf []Move, s board.Square, gs *genState) ([]Move, bool)
	}
	// pieceCounter, with pieceMover, counts pieceMoves without writing the
	// moves, for perft's leaves: the number of legal extra moves of the piece on
	// s, a non-royal piece that is not pinned (gs in legal mode, not slow), and
	// the same only; counted false: the module cannot count them (the caller
	// generates them with pieceMoves). A pieceMover without it is generated and
	// counted.
	pieceCounter interface {
		countPieceMoves(p *Position, s board.Square, gs *genState) (n int, only, counted bool)
	}
	// chooser, with traits.choose, expands m into the moves the player chooses
	// among (promotion pieces, Cowardly Crew conversion sets), passing each to
	// p.choose(..., next).
	chooser interface {
		module
		choices(p *Position, buf []Move, m Move, gs *genState, next int) []Move
	}
	// maker does the board work of a move the module owns (its owner index, or
	// an engine flag of traits.owns); unmake takes it back (module state is
	// restored by Unmake).
	maker interface {
		module
		make(p *Position, m Move, u *undo)
		unmake(p *Position, m Move, u *undo)
	}
	// afterer applies the module's side effects of any move, once the board
	// work is done (u holds what was captured).
	afterer interface {
		module
		after(p *Position, m Move, u *undo)
	}
	// afterUndoer takes back what after did that Unmake does not restore: the
	// board (traits.changesBoard) or the module's own undo stack.
	afterUndoer interface {
		undoAfter(p *Position, m Move, u *undo)
	}
	// fenReader reads the module's letters in a FEN field of traits.fields
	// (fenCastling, fenRuleState, fenHand; fenEnPassant and fenChecks are taken
	// whole) at f[j:]: it returns how many bytes it took, 0 when f[j] is not
	// its letter. col is the column of f[0].
	fenReader interface {
		readFEN(p *Position, field fenField, f string, j, col int) (int, error)
	}
	// fenFinisher runs once the whole field f (at column col) is read: the
	// module checks and completes its state.
	fenFinisher interface {
		finishFEN(p *Position, field fenField, f string, col int) error
	}
	// fenWriter appends the module's letters of a FEN field.
	fenWriter interface {
		writeFEN(p *Position, field fenField, b *strings.Builder)
	}
	// fenModule is the role of a module with letters in FEN fields
	// (traits.fields): it reads and writes them.
	fenModule interface {
		module
		fenReader
		fenWriter
	}
	// keyer returns the module's part of the repetition key: every state of the
	// module that changes the legal moves (FIDE 9.2.3).
	keyer interface {
		module
		key(p *Position) uint64
	}
	// validator refuses a position of a FEN the module's rules cannot reach
	// (col is the board field's column).
	validator interface {
		validate(p *Position, col int) error
	}
	// filterer removes from buf[start:] the moves the module forbids given the
	// others (forced capture); all says buf[start:] holds every move of the side
	// to move. traits.noFilter turns the role off for a variant.
	filterer interface {
		module
		filter(p *Position, buf []Move, start int, all bool) []Move
	}
	// checker reports whether c's royal piece is in check: the module replaces
	// the engine's test, an attacked royal piece (explosions).
	checker interface {
		module
		checked(p *Position, c rules.Color) bool
	}
	// ender reports an end condition beside checkmate that holds in p and its
	// result; NotOver when none. A position where one holds has no moves.
	ender interface {
		module
		ended(p *Position) (Termination, string)
	}
	// marker marks the piece on s as promoted (FEN `Q~`; modules with fenHand
	// letters only); marked reports such a mark for the FEN writer.
	marker interface {
		readMark(p *Position, s board.Square) error
		marked(p *Position, s board.Square) bool
	}
	// colourChanger reports whether a piece may still change the colour of its
	// square (then no same-colour dead position holds).
	colourChanger interface {
		anyColour(p *Position) bool
	}
	// ownJudge, for a module with a move kind of its own, tells whether m, one
	// of its moves, is legal (IsLegal's test) where making it and looking at
	// the royal piece would not tell (a pass in a bikjang position, in check).
	ownJudge interface {
		legalOwn(p *Position, m Move) bool
	}
	// holder reports whether the module holds pieces off the board that belong
	// to the material (a hand): then no position is dead by insufficient
	// material (Fairy-Stockfish: a side with a piece in hand has sufficient
	// material).
	holder interface {
		holds(p *Position) bool
	}
)

// traits is what a module tells Compile about itself.
type traits struct {
	// name is the module's name (rules.Mod*).
	name string
	// kinds lists the piece kinds whose pieces have extra moves (pieceMoves);
	// when onlyAt is set, only from the squares onlyAt[c] for colour c (in legal
	// mode: perft's counter skips the hook elsewhere).
	kinds  []int
	onlyAt *[2]bitset
	// live, with kinds and prepare: the module's prepare hook adds to
	// genState.modAt the squares its pieceMoves may add or forbid a move from in
	// that position (legal and pseudo-legal mode), and is asked nowhere else
	// (onlyAt is not read).
	live bool
	// moveKinds lists the kinds that make the module's own moves (moves); nil:
	// any kind.
	moveKinds []int
	// owns: the engine's move flags whose Make/Unmake the module does (en
	// passant's FlagEnPassant).
	owns uint8
	// ownsMoves: the module has a move kind of its own; Compile gives it an owner
	// index (the module implements ownerSetter), its moves carry it in
	// Move.owner, and Make/Unmake call its make/unmake for them.
	ownsMoves bool
	// fullOwn, with ownsMoves: the module's own moves always get the full
	// legality test; plainBoard: they are made on the board as plain moves
	// (its make/unmake are not called; its after hook sees them).
	fullOwn, plainBoard bool
	// takesArg, with ownsMoves: the module's own moves use Move.arg (then no
	// choice module may set it on them).
	takesArg bool
	// usesArg: the module chooses Move.arg on moves whose owner takes no
	// argument (capture conversion's set); fullArg: such moves always get the
	// full legality test.
	usesArg, fullArg bool
	// fullCheck: engine move flags whose moves always get the full legality
	// test.
	fullCheck uint8
	// effectsOn, for a module with the effecter role: the moves whose effects
	// it may report (Effects skips it for the others).
	effectsOn fxGate
	// changesBoard: the after hook changes the board (it runs before the others,
	// and its undoAfter is called by Unmake).
	changesBoard bool
	// noFilter: the module's filterer role is off in this variant (drops
	// without must_drop).
	noFilter bool
	// noAfter: the module's afterer role is off in this variant (the end
	// conditions without a checks count).
	noAfter bool
	// noShortcut: every move gets the full legality test (the module changes the
	// board beyond a piece's move, so pins do not tell).
	noShortcut bool
	// fields: the FEN fields the module has letters in.
	fields []fenField
	// choose: the module expands the moves of kind k of colour c to square s
	// (capture says the move captures); called by Compile for every combination.
	choose func(c rules.Color, k int, s board.Square, capture bool) bool
	// keyOn, with key: the module's key is 0 while no square of keyOn holds an
	// unmoved piece (Position.unmoved), so moduleKey skips the call then; nil:
	// the key is always asked.
	keyOn *bitset
	// recurs: a position before a ply that resets the move-rule count (a
	// capture, a pawn move, a drop) may occur again, so Game keeps counting
	// repetitions across it (drops: a captured piece comes back from the hand,
	// as Fairy-Stockfish counts repetitions over the whole game when captures go
	// to the hand)
	recurs bool
	// afterAt, with after: the after hook changes nothing for a plain move (no
	// flag of h.owns, no module that changes the board) whose From and To are
	// both outside afterAt, so Make skips the call then; nil: always called.
	afterAt *bitset
	// words: the number of modState.ext words (32 bits) the module keeps its
	// state in;
	// Compile gives it the index of the first (the module implements
	// wordSetter).
	words int
	// flagBits: the number of Move.Flags bits the module needs for a choice it
	// adds to moves of any owner (gating: the piece and its square); Compile
	// gives it the shift of the first (the module implements flagSetter).
	flagBits int
	// fullFlags, with flagBits: moves with a choice in the module's bits always
	// get the full legality test.
	fullFlags bool
	// readsFirst: the module reads its letters of its FEN fields before the
	// modules earlier in the table (gating's file letters in the castling
	// field, which castling would read as Shredder rights); writing and
	// finishing keep the table order.
	readsFirst bool
	// keySqs, with key: a ply that changes neither the module state (modState)
	// nor the piece or the unmoved mark of a square of keySqs leaves the
	// module's key as it was, so Game keeps it (Rules.keyKeep); nil: any ply
	// may change it.
	keySqs *bitset
}

// fenField names a FEN field modules have letters in.
type fenField uint8

const (
	fenCastling  fenField = iota // the castling field
	fenRuleState                 // the rule-state field (7-field FEN)
	fenEnPassant                 // the en passant field (taken whole)
	fenHand                      // the holdings part of the board field (`[Qn]`), letter by letter
	fenChecks                    // the checks field after the en passant field ("3+3"), taken whole
	nFENFields
)

// kindMod is a module with extra moves for a piece kind: its pieceMover role and
// its pieceCounter role (nil without one), found once at compile time.
type kindMod struct {
	mover pieceMover
	count pieceCounter
}

// hooks is what Compile derived from the modules' traits: per hook, the modules
// that use it, and the legality shortcut conditions.
type hooks struct {
	all     []module
	start   []starter
	moves   []mover
	prepare []preparer
	after   []afterer
	// afterGate: Make skips an after hook for a plain move off its squares
	// (traits.afterAt); afterAt[i] is then traits.afterAt of after[i]. Off where
	// a module changes the board (every hook is called) or no hook has squares.
	afterAt   []*bitset
	afterGate bool
	undo      []afterUndoer // the after hooks that change the board or keep an undo stack, for Unmake
	ends      []ender       // the modules with end conditions
	checker   checker       // the module that decides check (nil: an attacked royal piece)
	filters   []filterer    // the modules that forbid moves given the others
	key       []keyer
	choosers  []chooser
	validate  []validator
	colours   []colourChanger
	holders   []holder
	// kind[k]: the modules with extra moves for pieces of kind k; movesKind[k]:
	// the modules whose own moves pieces of kind k may make
	kind      [][]kindMod
	movesKind [][]mover
	// modAt[c]: the squares from which pieces of colour c may have the extra
	// moves of a module that is not live, in legal mode (every square unless
	// each such module names its squares: traits.onlyAt); genState.at points at
	// it, or at a copy the live modules add to
	modAt [2]bitset
	// live: some module adds its squares to genState.modAt (traits.live)
	live bool
	// recurs: some module says positions recur across the plies that reset the
	// move-rule count (traits.recurs)
	recurs bool
	// owner[i]: the module whose moves carry owner index i (owner[0] is nil:
	// a plain move); flagOwner[i]: the module that makes moves with engine flag
	// bit i (traits.owns)
	owner     []maker
	ownerName []string // ownerName[i]: owner[i]'s name ("" for 0)
	flagOwner [8]maker
	owns      uint8
	// fullOwn: bit i set when the moves of owner i always get the full legality
	// test; fullArg: moves with a choice module's argument do
	fullOwn uint32
	fullArg bool
	// makes: bit i set when owner i's make/unmake do the board work of its moves
	makes uint32
	// argOwn: bit i set when owner i's moves use Move.arg themselves
	argOwn uint32
	// effects: the modules with the effecter role, fxGates[i] and fxKindsOf[i]
	// their gates (traits.effectsOn, traits.kinds as a bit set); fxAny and
	// fxKinds their union
	effects   []effecter
	fxGates   []fxGate
	fxKindsOf []uint64
	fxAny     fxGate
	fxKinds   uint64
	// choose[capture][c][k]: destination squares where a move of kind k of colour
	// c is expanded into choices (nil when never)
	choose [2][2][]bitset
	// chooseP[capture][c][k]: &choose[capture][c][k], nil when it is empty
	chooseP [2][2][]*bitset
	// fullCheck: move flags that always get the full legality test.
	fullCheck uint8
	// boardAfter: some module changes the board after a move beyond the squares
	// the move names (an atomic explosion), whatever the move's flags.
	boardAfter bool
	// shortcut[c]: colour c's moves may skip the legality test when no pin,
	// check or royal move is involved (no module forbids it and no enemy piece
	// attacks in a way the attack rays miss).
	shortcut [2]bool
	// fields[f]: the modules with letters in FEN field f; readers[f] the same
	// in the order they read (traits.readsFirst first)
	fields  [nFENFields][]fenModule
	readers [nFENFields][]fenModule
	// words: the modState.ext words given out (traits.words); modFlags the
	// Move.Flags bits given out (traits.flagBits)
	words    int
	modFlags uint8
	// coords: the modules that write some moves' coordinates themselves
	coords []coordWriter
	// markers: the fenHand modules that keep promoted-piece marks
	markers []marker
	// skip[f]: letters of switched-off modules (rules.Variant.Disabled) in field f
	skip [nFENFields][]func(f string, j int) int
	// stateful: some module has letters in the rule-state field.
	stateful bool
	// keyOn[i]: traits.keyOn of key[i]
	keyOn []*bitset
}

// moduleDef is how a module file registers its module (in an init function).
type moduleDef struct {
	// compile builds the module for r, nil when the variant does not have it.
	compile func(r *Rules) (module, error)
	// skip, when set, takes the module's letters in the rule-state field at f[j]
	// for a variant that has the module switched off (rules.Variant.Disabled): a
	// FEN may carry that state, which is then ignored. 0 when f[j] is not its own.
	skip func(f string, j int) int
}

var moduleDefs = map[string]moduleDef{}

// registerModule registers the module called name (a rules.Mod* name).
func registerModule(name string, d moduleDef) { moduleDefs[name] = d }

// moduleOf returns r's module of type T, or the zero T when r has none; for the
// exported accessors of the module files.
func moduleOf[T module](r *Rules) T {
	for _, md := range r.hooks.all {
		if x, ok := md.(T); ok {
			return x
		}
	}
	var zero T
	return zero
}

// conclude compiles the variant's modules and derives the hook lists and the
// legality shortcut conditions, once per variant.
func (r *Rules) conclude() error {
	h := &r.hooks
	h.kind = make([][]kindMod, len(r.kinds))
	h.movesKind = make([][]mover, len(r.kinds))
	noShortcut, keyAny := false, false
	var after, afterBoard []afterer
	var undoOwn []afterUndoer
	var afterAt []*bitset
	for _, name := range r.V.Disabled {
		if d := moduleDefs[name]; d.skip != nil {
			h.skip[fenRuleState] = append(h.skip[fenRuleState], d.skip)
		}
	}
	// rules.ModuleNames order: promotion chooses before capture conversion, the
	// rule-state letters come in that order
	for _, name := range append(rules.ModuleNames[:len(rules.ModuleNames):len(rules.ModuleNames)], endModule) {
		d, ok := moduleDefs[name]
		if !ok {
			continue
		}
		md, err := d.compile(r)
		if err != nil {
			return &rules.ModuleError{Module: name, Err: err}
		}
		if md == nil {
			continue
		}
		t := md.traits()
		h.all = append(h.all, md)
		h.addRoles(r, md, t)
		if a, ok := md.(afterer); ok && !t.noAfter {
			_, undoes := md.(afterUndoer)
			switch {
			case t.changesBoard:
				afterBoard = append(afterBoard, a)
			default:
				if undoes {
					undoOwn = append(undoOwn, md.(afterUndoer))
				}
				after = append(after, a)
				afterAt = append(afterAt, t.afterAt)
			}
		}
		if k, ok := md.(keyer); ok {
			h.key = append(h.key, k)
			h.keyOn = append(h.keyOn, t.keyOn)
			if t.keySqs == nil {
				keyAny = true
			} else {
				r.keySqs.or(t.keySqs)
			}
		}
		// one set over all kinds: a square holds one piece, and a kind without
		// the modules' moves never asks
		h.live = h.live || t.live && len(t.kinds) > 0
		for c := range h.modAt {
			switch {
			case len(t.kinds) == 0 || t.live:
			case t.onlyAt == nil:
				h.modAt[c] = bitset{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}
			default:
				h.modAt[c].or(&t.onlyAt[c])
			}
		}
		for i := 0; i < 8; i++ {
			if t.owns&(1<<i) != 0 {
				mk, ok := md.(maker)
				if !ok {
					return fmt.Errorf("rule module %s owns move flags but makes no moves", t.name)
				}
				h.flagOwner[i] = mk
			}
		}
		h.owns |= t.owns
		if err := h.addOwner(md, t); err != nil {
			return err
		}
		if err := h.addRoom(md, t); err != nil {
			return err
		}
		h.fullArg = h.fullArg || t.usesArg && t.fullArg
		if fx, ok := md.(effecter); ok {
			h.effects = append(h.effects, fx)
			var ks uint64
			for _, k := range t.kinds {
				ks |= 1 << k
			}
			h.fxGates, h.fxKindsOf = append(h.fxGates, t.effectsOn), append(h.fxKindsOf, ks)
			h.fxAny |= t.effectsOn
			if t.effectsOn&fxKinds != 0 {
				h.fxKinds |= ks
			}
		}
		h.recurs = h.recurs || t.recurs
		h.fullCheck |= t.fullCheck
		noShortcut = noShortcut || t.noShortcut
		if len(t.fields) > 0 {
			if err := h.addFEN(md, t); err != nil {
				return err
			}
		}
		for _, f := range t.fields {
			if f == fenRuleState {
				h.stateful = true
			}
		}
		if ch, ok := md.(chooser); ok && t.choose != nil {
			h.choosers = append(h.choosers, ch)
			for capt := 0; capt < 2; capt++ {
				for c := rules.White; c <= rules.Black; c++ {
					if h.choose[capt][c] == nil {
						h.choose[capt][c] = make([]bitset, len(r.kinds))
					}
					for k := 1; k < len(r.kinds); k++ {
						for s := 0; s < r.N; s++ {
							if t.choose(c, k, board.Square(s), capt == 1) {
								h.choose[capt][c][k].set(board.Square(s))
							}
						}
					}
				}
			}
		}
	}
	h.boardAfter = len(afterBoard) > 0
	r.keyKeep = !keyAny
	h.after = append(afterBoard, after...)
	// the gate only where no module changes the board (then afterAt lines up
	// with after) and some hook has squares
	for _, a := range afterAt {
		h.afterGate = h.afterGate || a != nil && !h.boardAfter
	}
	if h.afterGate {
		h.afterAt = afterAt
	}
	// Unmake calls undoAfter in reverse order of h.undo: the board changers are
	// taken back last, as they ran first
	for _, a := range afterBoard {
		if u, ok := a.(afterUndoer); ok {
			h.undo = append(h.undo, u)
		}
	}
	h.undo = append(h.undo, undoOwn...)
	for i := range h.choose {
		for c := range h.choose[i] {
			if h.choose[i][c] == nil {
				continue
			}
			h.chooseP[i][c] = make([]*bitset, len(r.kinds))
			for k := range h.choose[i][c] {
				if h.choose[i][c][k] != (bitset{}) {
					h.chooseP[i][c][k] = &h.choose[i][c][k]
				}
			}
		}
	}
	for c := rules.White; c <= rules.Black; c++ {
		h.shortcut[c] = !noShortcut && !r.slow[c.Other()]
	}
	for i, mk := range h.owner {
		if j, ok := mk.(ownJudge); ok {
			if r.judge == nil {
				r.judge = make([]ownJudge, maxOwners+1)
			}
			r.judge[i] = j
		}
	}
	return nil
}

// addRoles adds md, a module of r with traits t, to the lists of the roles it
// has (the type assertions Compile makes once per variant).
func (h *hooks) addRoles(r *Rules, md module, t traits) {
	if x, ok := md.(starter); ok {
		h.start = append(h.start, x)
	}
	if x, ok := md.(mover); ok {
		h.moves = append(h.moves, x)
		for k := 1; k < len(r.kinds); k++ {
			if t.moveKinds == nil || slices.Contains(t.moveKinds, k) {
				h.movesKind[k] = append(h.movesKind[k], x)
			}
		}
	}
	if x, ok := md.(preparer); ok {
		h.prepare = append(h.prepare, x)
	}
	if x, ok := md.(ender); ok {
		h.ends = append(h.ends, x)
	}
	if x, ok := md.(checker); ok {
		h.checker = x
	}
	if x, ok := md.(filterer); ok && !t.noFilter {
		h.filters = append(h.filters, x)
	}
	if x, ok := md.(validator); ok {
		h.validate = append(h.validate, x)
	}
	if x, ok := md.(colourChanger); ok {
		h.colours = append(h.colours, x)
	}
	if x, ok := md.(holder); ok {
		h.holders = append(h.holders, x)
	}
	if x, ok := md.(pieceMover); ok {
		c, _ := md.(pieceCounter)
		for _, k := range t.kinds {
			h.kind[k] = append(h.kind[k], kindMod{mover: x, count: c})
		}
	}
}

// addFEN adds md, a module with letters in the FEN fields t.fields, to the
// lists of those fields (and of the promoted-piece markers).
func (h *hooks) addFEN(md module, t traits) error {
	fm, ok := md.(fenModule)
	if !ok {
		return fmt.Errorf("rule module %s has FEN letters but no FEN reader and writer", t.name)
	}
	for _, f := range t.fields {
		h.fields[f] = append(h.fields[f], fm)
		if t.readsFirst {
			h.readers[f] = append([]fenModule{fm}, h.readers[f]...)
		} else {
			h.readers[f] = append(h.readers[f], fm)
		}
	}
	if mk, ok := md.(marker); ok && slices.Contains(t.fields, fenHand) {
		h.markers = append(h.markers, mk)
	}
	return nil
}

// wordSetter is the role of a module with state in modState.ext words
// (traits.words): Compile tells it the index of its first word.
type wordSetter interface {
	setWords(i int)
}

// flagSetter is the role of a module with Move.Flags bits of its own
// (traits.flagBits): Compile tells it the shift of its first bit.
type flagSetter interface {
	setFlags(shift uint8)
}

// coordWriter is the role of a module that writes the coordinates of some
// moves itself (gating's "g1f3h"): it appends them to b and reports true, or
// writes nothing and reports false (the generic text).
type coordWriter interface {
	writeCoord(p *Position, m Move, b *strings.Builder) bool
}

// addRoom gives md the modState words and Move.Flags bits its traits ask for.
func (h *hooks) addRoom(md module, t traits) error {
	if t.words > 0 {
		ws, ok := md.(wordSetter)
		if !ok || h.words+t.words > extWords {
			return fmt.Errorf("rule module %s: %d state words, %d of %d free (or no setWords)", t.name, t.words, extWords-h.words, extWords)
		}
		ws.setWords(h.words)
		h.words += t.words
	}
	if t.flagBits > 0 {
		fs, ok := md.(flagSetter)
		used := bits.OnesCount8(h.modFlags)
		if !ok || used+t.flagBits > modFlagBits {
			return fmt.Errorf("rule module %s: %d move flag bits, %d of %d free (or no setFlags)", t.name, t.flagBits, modFlagBits-used, modFlagBits)
		}
		shift := uint8(modFlagShift + used)
		fs.setFlags(shift)
		mask := uint8((1<<t.flagBits)-1) << shift
		h.modFlags |= mask
		if t.fullFlags {
			h.fullCheck |= mask
		}
	}
	if cw, ok := md.(coordWriter); ok {
		h.coords = append(h.coords, cw)
	}
	return nil
}

// ownerSetter is the role of a module with a move kind of its own
// (traits.ownsMoves): Compile tells it its owner index, which its moves carry in
// Move.owner.
type ownerSetter interface {
	setOwner(i uint8)
}

// maxOwners is the number of owner indices a variant may give out (Move.owner
// is a byte; fullOwn a 32-bit set).
const maxOwners = 31

// addOwner gives md an owner index when it has a move kind of its own.
func (h *hooks) addOwner(md module, t traits) error {
	if !t.ownsMoves {
		return nil
	}
	os, ok := md.(ownerSetter)
	if !ok {
		return fmt.Errorf("rule module %s owns moves but takes no owner index", t.name)
	}
	if len(h.owner) == 0 {
		h.owner, h.ownerName = append(h.owner, nil), append(h.ownerName, "") // 0: a plain move
	}
	if len(h.owner) > maxOwners {
		return fmt.Errorf("rule module %s: more than %d modules with moves of their own", t.name, maxOwners)
	}
	i := uint8(len(h.owner))
	mk, _ := md.(maker)
	if mk == nil && !t.plainBoard {
		return fmt.Errorf("rule module %s owns moves but makes none (no make, and not plainBoard)", t.name)
	}
	h.owner, h.ownerName = append(h.owner, mk), append(h.ownerName, t.name)
	os.setOwner(i)
	if t.fullOwn {
		h.fullOwn |= 1 << i
	}
	if !t.plainBoard {
		h.makes |= 1 << i
	}
	if t.takesArg {
		h.argOwn |= 1 << i
	}
	return nil
}

// Unchosen returns m without the choices modules add to moves of any owner in
// Move.Flags (traits.flagBits: gating's piece): the move a text that writes no
// such mark names.
func (r *Rules) Unchosen(m Move) Move {
	m.Flags &^= r.hooks.modFlags
	return m
}

// ownedBy reports whether m is a move of the module called name (its owner).
func (h *hooks) ownedBy(m Move, name string) bool {
	return m.owner != 0 && int(m.owner) < len(h.ownerName) && h.ownerName[m.owner] == name
}

// made reports whether a module does the board work of m (its owner's make, or
// the owner of one of its engine flags), so Make and Unmake call it.
func (h *hooks) made(m *Move) bool {
	return m.owner != 0 && h.makes>>m.owner&1 != 0 || m.Flags&h.owns != 0
}

// ownerOf returns the module that does the board work of m, a move with an owner
// index or an owned engine flag.
func (h *hooks) ownerOf(m Move) maker {
	if h.makes>>m.owner&1 != 0 {
		return h.owner[m.owner]
	}
	return h.flagOwner[bits.TrailingZeros8(m.Flags&h.owns)]
}

// fullTest reports whether m always gets the full legality test: an engine flag
// of fullCheck, an owner whose moves do, or a choice module's argument that
// does.
func (h *hooks) fullTest(m *Move) bool {
	return m.Flags&h.fullCheck != 0 || (m.owner|m.arg) != 0 && h.fullMod(m)
}

// fullMod is fullTest's test of a move with an owner or an argument.
func (h *hooks) fullMod(m *Move) bool {
	return h.fullOwn>>m.owner&1 != 0 || m.arg != 0 && h.fullArg && h.argOwn>>m.owner&1 == 0
}

// choiceArg returns the choice module's argument of m (capture conversion's
// set), 0 when m's owner uses Move.arg itself.
func (h *hooks) choiceArg(m Move) uint8 {
	if h.argOwn>>m.owner&1 != 0 {
		return 0
	}
	return m.arg
}

// MoveModule returns the name of the rule module (rules.Mod*) whose move kind m
// is, by its owner index (castling, a bishop swap, a conversion step, a drop,
// ...), or, for a move without an owner carrying a choice module's argument,
// that module's name (a capture that converts pieces: capture_conversion); ""
// for a move no module owns (a plain move or capture, a double step, an en
// passant capture, a promotion). It reads m alone; the notation packages ask it
// instead of the move's encoding.
func (p *Position) MoveModule(m Move) string {
	if m.owner|m.arg == 0 {
		return "" // most moves: no owner, no argument
	}
	return p.moveModule(m)
}

// moveModule is MoveModule for a move with an owner or an argument.
func (p *Position) moveModule(m Move) string {
	h := &p.R.hooks
	switch {
	case m.owner != 0 && int(m.owner) < len(h.owner):
		return h.ownerName[m.owner]
	case h.choiceArg(m) != 0:
		for _, md := range h.choosers {
			if t := md.traits(); t.usesArg {
				return t.name
			}
		}
	}
	return ""
}

// choose passes m through the choice modules from index next on; past the last
// one it is a finished move, added when legal.
func (p *Position) choose(buf []Move, m Move, gs *genState, next int) []Move {
	if next < len(p.R.hooks.choosers) {
		return p.R.hooks.choosers[next].choices(p, buf, m, gs, next+1)
	}
	return p.emitOne(buf, m, gs)
}

// chooseAt returns the squares where moves of kind k of colour c (captures when
// capture is set) get choices, nil when nowhere.
func (h *hooks) chooseAt(c rules.Color, k int, capture bool) *bitset {
	i := 0
	if capture {
		i = 1
	}
	if h.chooseP[i][c] == nil {
		return nil
	}
	return h.chooseP[i][c][k]
}

// moduleKey returns the modules' part of the repetition key.
func (p *Position) moduleKey() uint64 {
	var h uint64
	hk := &p.R.hooks
	for i, md := range hk.key {
		if on := hk.keyOn[i]; on != nil && !on.meets((*bitset)(&p.unmoved)) {
			continue // no unmoved piece the key depends on: 0
		}
		h ^= md.key(p)
	}
	return h
}

// FilteredBy returns the name of the rule module (rules.Mod*) that forbids m given
// the side's other moves (forced capture: a capture is compulsory; forbid check),
// or "" when none does. m is a move of PseudoLegalMoves or CandidateMoves; the
// royal piece's safety is not judged here (IsLegal does).
func (p *Position) FilteredBy(m Move) string {
	for _, md := range p.R.hooks.filters {
		buf := [1]Move{m}
		if len(md.filter(p, buf[:], 0, false)) == 0 {
			return md.traits().name
		}
	}
	return ""
}
