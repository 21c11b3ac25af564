// Package check is the preset checker behind `courier check`: it loads a preset
// with pkg/preset (YAML, inheritance, the rule model, the Lint warnings) and then
// plays it with pkg/position, reporting what only move generation can find.
//
// On top of pkg/preset's diagnostics it reports:
//
//   - piece-no-move (warning): a piece that has no move from any square of an
//     otherwise empty board (only captures, or atoms that never fit the board);
//   - compile-error: the rule interpreter refuses the preset (a limit of
//     pkg/position, such as more than 4 bishop_conversion homes per side);
//   - setup-check: the side not to move is in check in the start position (the side
//     to move could take its royal piece);
//   - start-no-moves: the side to move has no legal move in the start position;
//   - smoke-fen: the start position does not survive a FEN round trip (write, read
//     back, write again: same text, same repetition key); not tried after
//     setup-check, since the FEN reader refuses a side not to move in check;
//   - smoke-perft: perft(2) from the start panics, changes the position, disagrees
//     with a move-by-move count, or takes longer than PerftTimeout;
//   - notation-roundtrip (warning): in the start position or after one move (the
//     moves perft(2) counts), two legal moves share their SAN or coordinate text,
//     or a move's text does not read back through pkg/notation/match as that move.
//
// Each diagnostic has a position in a preset file: a piece's betza, the letter of a
// piece in setup.array, a rule module's key. The checker never writes a file.
//
// Once every check has run, the preset's check.accept is applied (preset.Accept):
// the warnings it acknowledges go to Result.Accepted instead of Result.Diags, and
// an acceptance that acknowledges nothing is an accept-unused warning.
package check

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/gamecourier/courier/pkg/betza"
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/pkg/rules"
)

// Diagnostic codes of the checks that need move generation (stable, kebab-case; the
// codes of pkg/preset come on top). pkg/preset names them too, so that a preset's
// check.accept knows them.
const (
	CodePieceNoMove  = preset.CodePieceNoMove  // warning: a piece cannot move on an empty board
	CodeCompile      = preset.CodeCompile      // the rule interpreter refuses the variant
	CodeSetupCheck   = preset.CodeSetupCheck   // the side not to move is in check at the start
	CodeStartNoMoves = preset.CodeStartNoMoves // the side to move has no legal move at the start
	CodeSmokeFEN     = preset.CodeSmokeFEN     // the start position does not survive a FEN round trip
	CodeSmokePerft   = preset.CodeSmokePerft   // perft(2) from the start fails
	// CodeNotation (warning): in the start position or after one move, two legal
	// moves share their SAN or coordinate text, or a move's text does not read
	// back as that move (smokeNotation).
	CodeNotation = "notation-roundtrip"
)

// Codes lists the codes this package adds, in the order above.
var Codes = []string{CodePieceNoMove, CodeCompile, CodeSetupCheck, CodeStartNoMoves, CodeSmokeFEN, CodeSmokePerft, CodeNotation}

// smokeHint is the hint of a failed smoke test: the preset is valid, the rule
// interpreter is not.
const smokeHint = "the preset is valid but courier's rule interpreter fails on it: please report this with the preset"

// PerftTimeout bounds the perft(2) smoke test of one preset.
var PerftTimeout = 10 * time.Second

// Result is the outcome of checking one preset file.
type Result struct {
	// File is the preset file as given.
	File string
	// Resolved is the preset after inheritance; nil when the file could not be read
	// or parsed.
	Resolved *preset.Resolved
	// Variant is the rule model; nil when the preset has errors.
	Variant *rules.Variant
	// Diags holds every problem found, sorted and capped at preset.MaxDiagnostics,
	// but for the warnings the preset accepts. Some may be in the preset's ancestors
	// (their Pos.File says so).
	Diags diag.List
	// Accepted holds the warnings the preset's check.accept acknowledges (not
	// shown, only counted), sorted.
	Accepted diag.List
	// Unreadable is set when the file itself could not be read (not a problem in
	// the preset but in its access: exit status 3).
	Unreadable bool
}

// Errors counts the error-severity diagnostics.
func (r *Result) Errors() int { return count(r.Diags, diag.Error) }

// Warnings counts the warnings.
func (r *Result) Warnings() int { return count(r.Diags, diag.Warning) }

func count(d diag.List, s diag.Severity) int {
	n := 0
	for _, x := range d {
		if x.Severity == s {
			n++
		}
	}
	return n
}

// File checks the preset file at path (a path, never a preset name: a file named
// like a shipped preset is still this file). Its extends is resolved as by
// preset.Loader, from the file's directory. A file that cannot be read gives one
// read-error diagnostic and Unreadable.
func File(l *preset.Loader, path string) *Result {
	data, err := readFile(path)
	if err != nil {
		return &Result{File: path, Unreadable: true,
			Diags: preset.WithHints(diag.List{preset.ReadError(path, err)})}
	}
	return Data(l, path, data)
}

// readFile reads at most preset.MaxFileSize+1 bytes of a regular file (the loader
// reports a larger one).
func readFile(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			return nil, pe.Err
		}
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, errors.New("not a regular file")
	}
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	return io.ReadAll(io.LimitReader(fh, preset.MaxFileSize+1))
}

// Data checks a preset given as bytes, shown in diagnostics as file.
func Data(l *preset.Loader, file string, data []byte) *Result {
	res := &Result{File: file}
	r, d := l.ResolveData(file, data)
	v, d := preset.CheckResolved(r, d)
	res.finish(r, v, d)
	return res
}

// Load loads the preset called name (a preset id or a file, as preset.Loader.Load)
// for a command that plays it (--preset): the diagnostics of preset.Loader.Load
// and, when it builds, the errors of Variant on its start position (setup-check,
// start-no-moves, compile-error, smoke-fen, smoke-perft), so that a preset that
// courier check rejects is rejected everywhere. The diagnostics are placed as by
// courier check: a problem the preset causes in an inherited value at the key
// that causes it (preset.Attribute), one in a shipped parent at the preset's
// extends (preset.Localize). The warnings that are advice for
// preset authors (Lint's, piece-no-move) are left to courier check. The variant is
// nil when the list, sorted and capped, holds an error.
func Load(l *preset.Loader, name string) (*rules.Variant, diag.List) {
	v, _, d := LoadRules(l, name)
	return v, d
}

// LoadRules is Load that also returns the variant's rules as compiled for its
// checks (position.Compile of the variant returned), so that a command that
// plays the preset does not compile it a second time. Both are nil when the list
// holds an error. A shipped preset (preset.Resolved.Shipped), which passes the
// checks without a diagnostic (the tests of this package), is only compiled:
// the smoke perft is not run again at every start of a command.
func LoadRules(l *preset.Loader, name string) (*rules.Variant, *position.Rules, diag.List) {
	return loadRules(l, name, true)
}

// loadRules is LoadRules; with trustShipped false a shipped preset is checked
// like any other (for the test that shows it changes nothing).
func loadRules(l *preset.Loader, name string, trustShipped bool) (*rules.Variant, *position.Rules, diag.List) {
	r, d := l.Resolve(name)
	if r == nil {
		return nil, nil, d
	}
	v, bd := preset.Build(r)
	d = append(d, preset.Attribute(r, bd, buildDiags)...)
	if r.Partial || d.HasErrors() {
		return nil, nil, preset.Cap(preset.Localize(r, d))
	}
	if trustShipped && r.Shipped() {
		// A shipped preset passes the checks of variantRules without a diagnostic
		// (TestSmokeOnShipped): only its compile is needed, and the perft of the
		// smoke tests (with the tables only perft uses) is not run at every start
		// of a command.
		if rs, err := position.Compile(v); err == nil {
			return v, rs, preset.Cap(preset.Localize(r, d))
		}
	}
	vd, rs := variantRules(r, v, false) // its warnings are left to courier check
	for _, x := range preset.Attribute(r, vd, variantDiags) {
		if x.Severity == diag.Error {
			d = append(d, x)
		}
	}
	d = preset.Cap(preset.Localize(r, d))
	if d.HasErrors() {
		return nil, nil, d
	}
	return v, rs, d
}

// finish runs the checks of this package on v (when the preset has no error so
// far) and applies the preset's check.accept to everything found.
func (res *Result) finish(r *preset.Resolved, v *rules.Variant, d diag.List) {
	res.Resolved, res.Variant = r, v
	var judged []string
	if v != nil {
		d = append(d, preset.Attribute(r, Variant(r, v), variantDiags)...)
		if d.HasErrors() {
			res.Variant = nil
		}
		judged = preset.AcceptableCodes // Lint and noMovePieces have run
	}
	d, res.Accepted = preset.Accept(r, preset.LocalizeCheck(r, d), judged)
	res.Diags = preset.WithHints(preset.Cap(d))
}

// buildDiags is what Build finds in r, for preset.Attribute.
func buildDiags(r *preset.Resolved) diag.List {
	_, d := preset.Build(r)
	return d
}

// variantDiags is what Build and Variant find in r, for preset.Attribute: a
// problem of the start position that sits in an ancestor's setup but is caused by
// the preset (its side_to_move, its pieces) is reported at the preset's key.
func variantDiags(r *preset.Resolved) diag.List {
	v, d := preset.Build(r)
	if v == nil {
		return d
	}
	return append(d, Variant(r, v)...)
}

// Variant runs the checks that need move generation on v, built from r without
// errors. The list is sorted.
func Variant(r *preset.Resolved, v *rules.Variant) diag.List {
	d, _ := variantRules(r, v, true)
	return d
}

// variantRules is Variant that also returns the rules compiled from v (nil when
// they do not compile); with advice false it leaves out the warning that plays
// more than perft(2) does (notation-roundtrip), for a loader that keeps only the
// errors.
func variantRules(r *preset.Resolved, v *rules.Variant, advice bool) (d diag.List, rs *position.Rules) {
	d = append(d, noMovePieces(r, v)...)
	_, arrNode := r.Lookup("setup", "array")
	arrPos := r.Pos(arrNode)
	rs, err := position.Compile(v)
	if err != nil {
		dg := diag.Errorf(compilePos(r, err), CodeCompile, "the rule interpreter cannot use this preset: %v", err)
		dg.Hint = "stay within the limit the message names"
		d.Add(dg)
		d.Sort()
		return d, nil
	}
	defer func() {
		if x := recover(); x != nil { // a bug in the interpreter: report, do not crash
			d.Add(diag.Errorf(arrPos, CodeSmokePerft, "the rule interpreter failed on the start position: %v", x))
			d.Sort()
		}
	}()
	start := rs.Start()
	offs := preset.SetupOffsets(v.Board, v.Setup)
	us, them := start.Side(), start.Side().Other()
	inCheck := false
	if k := start.King(them); k != board.NoSquare && start.Attacked(k, us) {
		inCheck = true
		at := arrPos
		if offs != nil && arrNode != nil {
			at = r.CharPos(arrNode, offs[k])
		}
		dg := diag.Errorf(at, CodeSetupCheck, "%s, not to move, is in check at the start: %s could take the %s on %s",
			them, us, royalName(rs, start, k), v.Board.Name(k))
		dg.Hint = "change setup.array or setup.side_to_move"
		d.Add(dg)
	}
	legal := start.LegalMoves(nil)
	if len(legal) == 0 {
		what := "stalemated"
		if start.InCheck() {
			what = "checkmated"
		}
		dg := diag.Errorf(arrPos, CodeStartNoMoves, "%s, to move, has no legal move at the start (%s): the game is over before it begins", us, what)
		dg.Hint = "change setup.array or setup.side_to_move"
		d.Add(dg)
	}
	// A FEN with the side not to move in check is refused by the FEN reader, so the
	// round trip of such a start position fails by design: setup-check says it all.
	var smoke diag.List
	if !inCheck {
		smoke = smokeFEN(rs.ParseFEN, start, arrPos)
	}
	smoke = append(smoke, smokePerft(start, len(legal), arrPos)...)
	for i := range smoke {
		smoke[i].Hint = smokeHint
	}
	d = append(d, smoke...)
	if advice && len(smoke) == 0 {
		d = append(d, smokeNotation(start, modulePos(r, arrPos), time.Now().Add(PerftTimeout))...)
	}
	d.Sort()
	return d, rs
}

func royalName(rs *position.Rules, p *position.Position, sq board.Square) string {
	if pt := rs.V.Piece(rs.Letter(p.At(sq)) &^ 0x20); pt != nil {
		return strings.ToLower(pt.Name)
	}
	return "royal piece"
}

// game is what the smoke tests use of a position (a *position.Position; an
// interface so that the tests can hand them a broken one).
type game interface {
	FEN() string
	RepetitionKey() uint64
	LegalMoves(buf []position.Move) []position.Move
	Make(m position.Move)
	Unmake()
	Perft(depth int) uint64
}

// smokeFEN writes the start position as FEN, reads it back with parse and writes it
// again.
func smokeFEN[G game](parse func(string) (G, error), start game, at diag.Pos) diag.List {
	fen := start.FEN()
	q, err := parse(fen)
	if err != nil {
		return diag.List{diag.Errorf(at, CodeSmokeFEN, "the start position's FEN %q does not read back: %v", fen, err)}
	}
	if back := q.FEN(); back != fen {
		return diag.List{diag.Errorf(at, CodeSmokeFEN, "the start position's FEN %q reads back as %q", fen, back)}
	}
	if q.RepetitionKey() != start.RepetitionKey() {
		return diag.List{diag.Errorf(at, CodeSmokeFEN, "the start position read back from its FEN %q is not the same position (repetition key differs)", fen)}
	}
	return nil
}

// smokePerft counts the legal move tree to depth 2 move by move (stopping after
// PerftTimeout), compares it with Position.Perft when it is small, and checks that
// the position is unchanged afterwards.
func smokePerft(p game, n1 int, at diag.Pos) (d diag.List) {
	before := p.FEN()
	defer func() {
		if x := recover(); x != nil {
			d = diag.List{diag.Errorf(at, CodeSmokePerft, "perft(2) from the start position panicked: %v", x)}
		}
	}()
	deadline := time.Now().Add(PerftTimeout)
	var nodes uint64
	moves := p.LegalMoves(nil)
	for i, m := range moves {
		if !time.Now().Before(deadline) { // reached (a zero PerftTimeout: at once)
			return diag.List{diag.Errorf(at, CodeSmokePerft, "perft(2) from the start position did not finish in %v (%d of %d root moves done)", PerftTimeout, i, len(moves))}
		}
		p.Make(m)
		nodes += uint64(len(p.LegalMoves(nil)))
		p.Unmake()
	}
	if after := p.FEN(); after != before {
		return diag.List{diag.Errorf(at, CodeSmokePerft, "perft(2) changed the start position: %q became %q", before, after)}
	}
	if len(moves) != n1 {
		return diag.List{diag.Errorf(at, CodeSmokePerft, "the start position has %d legal moves, then %d", n1, len(moves))}
	}
	if nodes <= 200_000 {
		if got := p.Perft(2); got != nodes {
			return diag.List{diag.Errorf(at, CodeSmokePerft, "perft(2) from the start position is %d, but the moves one by one give %d", got, nodes)}
		}
	}
	return nil
}

// compilePos places a compile error at the part of the preset it names: a
// *rules.ModuleError at its module's key (rules.NAME, or the top-level key of the
// end rules, "end"); else, by its text, at the first module, setup or pieces it
// names.
func compilePos(r *preset.Resolved, err error) diag.Pos {
	if me := (*rules.ModuleError)(nil); errors.As(err, &me) {
		if k, _ := r.Lookup("rules", me.Module); k != nil {
			return r.Pos(k)
		}
		if k, _ := r.Lookup(me.Module); k != nil {
			return r.Pos(k)
		}
	}
	msg := err.Error()
	for _, m := range rules.ModuleNames {
		if strings.Contains(msg, m) {
			if k, _ := r.Lookup("rules", m); k != nil {
				return r.Pos(k)
			}
		}
	}
	for _, c := range []struct{ word, key string }{{"setup", "setup"}, {"piece", "pieces"}} {
		if strings.Contains(msg, c.word) {
			if k, _ := r.Lookup(c.key); k != nil {
				return r.Pos(k)
			}
		}
	}
	return diag.Pos{File: r.File}
}

// noMovePieces warns about pieces that have no move from any square of an empty
// board of v's size (an atom's target and its lame path must be on the board; a
// capture-only atom is no move there).
func noMovePieces(r *preset.Resolved, v *rules.Variant) diag.List {
	var d diag.List
	g := v.Board
	for _, pt := range v.Pieces {
		// an empty Betza string says it: a piece that never moves
		if pt.Betza == "" || canMove(g, pt.Atoms) {
			continue
		}
		pos := diag.Pos{File: r.File}
		if _, n := r.Lookup("pieces", pt.LabelOf(), "betza"); n != nil {
			pos = r.Pos(n)
		} else if k, _ := r.Lookup("pieces", pt.LabelOf()); k != nil {
			pos = r.Pos(k)
		}
		why := "every move it has is a capture"
		if slices.ContainsFunc(pt.Atoms, func(a betza.Atom) bool { return a.Move }) {
			why = fmt.Sprintf("none of its moves fits a %dx%d board", g.Files, g.Ranks)
		}
		dg := diag.Warnf(pos, CodePieceNoMove, "piece %s (%s, betza %q) has no move on an empty board: %s", pt.LabelOf(), pt.Name, pt.Betza, why)
		dg.Hint = "give it a non-capturing move (a Betza atom without c), or check the board size; if intended, accept it under check.accept with a reason"
		d.Add(dg)
	}
	return d
}

// canMove reports whether some atom with a non-capturing move reaches a square of
// g from some square, its lame path on the board too.
func canMove(g board.Geometry, atoms []betza.Atom) bool {
	for _, a := range atoms {
		if !a.Move {
			continue
		}
		for sq := board.Square(0); int(sq) < g.Size(); sq++ {
			for _, black := range []bool{false, true} {
				dy := int(a.DY)
				if black {
					dy = -dy
				}
				f, rk := g.File(sq), g.Rank(sq)
				if g.Sq(f+int(a.DX), rk+dy) == board.NoSquare {
					continue
				}
				ok := true
				for _, st := range a.Path {
					py := int(st[1])
					if black {
						py = -py
					}
					ok = ok && g.Sq(f+int(st[0]), rk+py) != board.NoSquare
				}
				if ok {
					return true
				}
			}
		}
	}
	return false
}
