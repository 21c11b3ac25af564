// Package replay replays one parsed game against a variant: every move resolved to
// exactly one legal move or stopped with a diagnostic at the move's file:line:col,
// the end of the game computed from the board and compared with the claimed result,
// and the rule events (castling, promotion, en passant, conversion, swap, capture
// conversion, claimable draws) recorded by ply.
//
// It reads no files (pkg/notation/gamefile splits them) and prints nothing
// (pkg/report does); Engine is safe for concurrent use, one goroutine per game.
package replay

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/detect"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/gc"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/pkg/rules"
)

// Options configure an Engine.
type Options struct {
	// Preset, when set, is the preset (shipped name or file path) for every game,
	// whatever its Variant tag says.
	Preset string
	// Fallback, when set, is the preset for games without a Variant tag (PGN's
	// default is orthodox chess: the commands pass "chess" unless told otherwise).
	// Without it such games are reported as unsupported ("no-variant").
	Fallback string
	// Load loads the preset called name (a shipped id, a user preset in SearchPath
	// or a file path) and returns the variant, or nil and the diagnostics that say
	// why it cannot be used (an unknown name has a preset.CodeUnknownPreset
	// diagnostic). The command layer supplies the loader that refuses what
	// `courier check` refuses (cmdutil.PresetLoader); nil means
	// preset.Loader.Load with SearchPath.
	Load func(name string) (*rules.Variant, diag.List)
	// LoadRules, when set, is used instead of Load: it also returns the rules
	// compiled from the variant it returns (cmdutil.RulesLoader), which the engine
	// uses as they are when no module is switched off (Without), instead of
	// compiling them again; nil rules are compiled here.
	LoadRules func(name string) (*rules.Variant, *position.Rules, diag.List)
	// LoadLogRules loads a preset file a log names (a Variant tag path), as
	// LoadRules does, but with preset.Options.Confined: its extends chain may not
	// leave the log's directory (cmdutil.LogRulesLoader); nil means a confined
	// preset.Loader with SearchPath.
	LoadLogRules func(name string) (*rules.Variant, *position.Rules, diag.List)
	// Without lists rule modules to switch off (rules.ModuleNames).
	Without []string
	// SearchPath lists directories of user presets.
	SearchPath []string
	// KeepMoves fills Result.Moves (for statistics).
	KeepMoves bool
	// HashMoves fills Result.MovesHash (for baselines; off, the move text is not
	// hashed).
	HashMoves bool
	// FinalFEN fills Result.FinalFEN (writing the FEN costs a few per cent of a
	// replay, and no output of the commands needs it).
	FinalFEN bool
	// NoVariations turns off the checking of PGN variations: only the main
	// line is replayed (see runPGN).
	NoVariations bool
	// PieceLetters, when set, is the piece-letter set of SAN moves for every
	// game (ParsePieceLetters: "de", "KDTLS"); else a game's PieceLetters tag
	// gives it; else English letters are read.
	PieceLetters string
	// Shard, when set, makes Run replay only the games of that shard.
	Shard Shard
	// MaxPlies bounds the plies read of one game's main line (those after an
	// automatic end included); 0 means DefaultMaxPlies. The ply past it stops the
	// game with CodeMaxPlies (status unsupported, or a warning after the end of
	// the game), so one huge game costs bounded time and memory.
	MaxPlies int
}

// DefaultMaxPlies is Options.MaxPlies when not set: 1,000,000 plies, over fifty
// times the longest game the 75-move rule allows in chess (8,848.5 moves).
const DefaultMaxPlies = 1_000_000

// CodeMaxPlies is the code of a game stopped at Options.MaxPlies.
const CodeMaxPlies = "max-plies"

// maxPlies returns Options.MaxPlies, or DefaultMaxPlies when it is not positive.
func (e *Engine) maxPlies() int {
	if e.opts.MaxPlies > 0 {
		return e.opts.MaxPlies
	}
	return DefaultMaxPlies
}

// Engine replays games; it caches compiled presets by name.
type Engine struct {
	opts Options
	// mu is held while a preset is compiled; loaded maps a preset name to its
	// *compiled, stored once filled in and read without the lock (every game
	// looks its preset up: the workers do not contend for mu)
	mu     sync.Mutex
	loaded sync.Map
}

type compiled struct {
	// scratch recycles positions, games and token buffers between games.
	scratch sync.Pool
	r       *position.Rules
	// labels: the board's square labels; gcLabels with the piece letters;
	// startFEN: the FEN of the start position.
	labels   sq.Labels
	gcLabels gc.Labels
	// gcAlias maps a piece's other Game Courier label (rules.PieceType.GCLabels,
	// upper case) to its label
	gcAlias map[string]string
	// gcOwn: gcLabels with the preset's own names of the files and ranks
	// (rules.Variant.GCSquares), nil when it has none
	gcOwn    *gc.Labels
	startFEN string
	// squares[s] is the name of square s (board.Geometry.Name), written once
	squares []string
	id      string
	diags   diag.List
	err     string
}

// New returns an engine. It does not load anything yet.
func New(opts Options) *Engine {
	return &Engine{opts: opts}
}

// Rules returns the compiled preset for name (a shipped id, a user preset or a
// path), with --without applied, or a message saying why it cannot be used.
// Errors are *PresetError.
func (e *Engine) Rules(name string) (*position.Rules, string, error) {
	c := e.load(name, false)
	if c.err != "" {
		unknown := false
		for _, d := range c.diags {
			unknown = unknown || d.Code == preset.CodeUnknownPreset
		}
		return nil, "", &PresetError{Name: name, Unknown: unknown, Diags: c.diags, msg: c.err}
	}
	return c.r, c.id, nil
}

// PresetError is a preset that cannot be used: Unknown when no preset or file has
// that name, otherwise Diags holds the problems (an invalid preset).
type PresetError struct {
	Name    string
	Unknown bool
	Diags   diag.List
	msg     string
}

func (e *PresetError) Error() string { return e.msg }

func (e *Engine) load(name string, fromLog bool) *compiled {
	key := name
	if fromLog {
		key = "\x00log:" + name // loaded confined: not the same as --preset NAME
	}
	if c, ok := e.loaded.Load(key); ok {
		return c.(*compiled)
	}
	if c, ok := e.loaded.Load("\x00log:" + name); ok && !fromLog && c.(*compiled).err == "" {
		e.loaded.Store(name, c) // a confined load that worked read the same files
		return c.(*compiled)
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if c, ok := e.loaded.Load(key); ok {
		return c.(*compiled) // filled in while this call waited for the lock
	}
	c := &compiled{}
	defer e.loaded.Store(key, c) // once filled in
	var v *rules.Variant
	var r *position.Rules
	var ds diag.List
	switch {
	case fromLog && e.opts.LoadLogRules != nil:
		v, r, ds = e.opts.LoadLogRules(name)
	case fromLog:
		v, ds = preset.NewLoader(preset.Options{SearchPath: e.opts.SearchPath, Confined: true}).Load(name)
	case e.opts.LoadRules != nil:
		v, r, ds = e.opts.LoadRules(name)
	case e.opts.Load != nil:
		v, ds = e.opts.Load(name)
	default:
		v, ds = preset.NewLoader(preset.Options{SearchPath: e.opts.SearchPath}).Load(name)
	}
	c.diags = ds
	if ds.HasErrors() || v == nil {
		c.err = fmt.Sprintf("preset %q cannot be used: %v", name, firstError(ds))
		return c
	}
	if r == nil || len(e.opts.Without) > 0 {
		vv, err := v.Without(e.opts.Without...)
		if err != nil {
			c.err = err.Error()
			return c
		}
		if r, err = position.Compile(vv); err != nil {
			c.err = fmt.Sprintf("preset %q: %v", name, err)
			return c
		}
	}
	c.r, c.id = r, v.ID
	c.labels = sq.DefaultLabels(r.G.Files, r.G.Ranks)
	c.gcLabels = gc.Labels{Labels: c.labels}
	for k := 1; k <= r.Kinds(); k++ {
		c.gcLabels.Pieces = append(c.gcLabels.Pieces, r.KindLabel(k))
	}
	for _, pt := range r.V.Pieces {
		for _, l := range pt.GCLabels {
			if c.gcAlias == nil {
				c.gcAlias = map[string]string{}
			}
			c.gcAlias[l] = pt.LabelOf()
			c.gcLabels.Pieces = append(c.gcLabels.Pieces, l)
		}
	}
	if sl := r.V.GCSquares; len(sl.Files) > 0 {
		// the preset's own names of the files and ranks (shogi's 7g)
		own := c.gcLabels
		own.Labels = sq.Labels{Files: sl.Files, Ranks: sl.Ranks}
		c.gcOwn = &own
	}
	c.startFEN = r.Start().FEN()
	c.squares = make([]string, r.N)
	for i := range c.squares {
		c.squares[i] = r.G.Name(board.Square(i))
	}
	return c
}

// square names s as board.Geometry.Name does.
func (c *compiled) square(s board.Square) string {
	if s >= 0 && int(s) < len(c.squares) {
		return c.squares[s]
	}
	return c.r.G.Name(s)
}

func firstError(ds diag.List) string {
	for _, d := range ds {
		if d.Severity == diag.Error {
			return d.Error()
		}
	}
	return "not found"
}

// variantAliases maps Variant tag spellings (lower case, blanks and '_' as '-') to
// shipped preset ids. "From Position" is lichess's name for orthodox chess from
// the FEN tag's position.
var variantAliases = map[string]string{
	"standard": "chess", "orthodox": "chess", "normal": "chess", "chess": "chess", "orthodox-chess": "chess",
	"from-position": "chess", "fromposition": "chess",
	"symmetric-chess": "symmetric", "modern-chess": "modern", "prime-ministers-chess": "pmc1",
	"prime-minister-chess": "pmc1", "cowardly-crew-chess": "cowardly-crew",
	"fischerandom": "chess960", "fischerrandom": "chess960", "fischer-random": "chess960",
	"fischer-random-chess": "chess960", "chess-960": "chess960", "960": "chess960",
	// the lichess family, as lichess, cutechess, pychess and Fairy-Stockfish write them
	"zh": "crazyhouse", "crazy-house": "crazyhouse",
	"3check": "three-check", "threecheck": "three-check", "3-check": "three-check", "three-check-chess": "three-check",
	"atomic-chess": "atomic", "antichess-chess": "antichess", "anti-chess": "antichess",
	"giveaway-chess": "giveaway", "suicide-chess": "suicide", "crazyhouse-960": "crazyhouse960",
	"three-kings": "threekings", "three-kings-chess": "threekings", "losers-chess": "losers",
	"racingkings": "racing-kings", "racing-kings-chess": "racing-kings",
	"kingofthehill": "king-of-the-hill", "koth": "king-of-the-hill", "king-of-the-hill-chess": "king-of-the-hill",
	// the classics beyond the seeds (issue 12)
	"capablanca-chess": "capablanca", "gothic-chess": "gothic", "janus-chess": "janus",
	"embassy-chess": "embassy", "chancellor-chess": "chancellor", "centaur-chess": "centaur",
	"royal-court": "centaur", "amazon-chess": "amazon", "almost-chess": "almost",
	"nightrider-chess": "nightrider", "berolina-chess": "berolina", "new-zealand-chess": "newzealand",
	"new-zealand": "newzealand", "knightmate-chess": "knightmate",
	"courier-chess": "courier", "kurierspiel": "courier", "thai-chess": "makruk",
	"grasshopper-chess": "grasshopper", "chinese-chess": "xiangqi", "mini-xiangqi": "minixiangqi",
	"grand-chess": "grand", "chigorin-chess": "chigorin",
	"japanese-chess": "shogi", "shogi-chess": "shogi", "hon-shogi": "shogi", "honshogi": "shogi",
	"s-chess": "seirawan", "schess": "seirawan", "seirawan-chess": "seirawan", "s-house": "shouse",
	// Fairy-Stockfish's built-in variants (issue 23), by their usual and pychess names
	"five-check": "5check", "fivecheck": "5check", "5-check": "5check", "no-castling": "nocastle",
	"no-castling-chess": "nocastle", "raazuva": "raazuvaa", "maldivian-chess": "raazuvaa",
	"misere-chess": "misere", "torpedo-chess": "torpedo", "pawn-sideways": "pawnsideways",
	"pawn-back": "pawnback", "georgian-chess": "georgian", "hoppel-poppel": "hoppelpoppel",
	"paradigm-chess": "paradigm", "paradigm-chess30": "paradigm", "gardner-minichess": "gardner",
	"los-alamos": "losalamos", "los-alamos-chess": "losalamos", "sort-of-almost-chess": "sortofalmost",
	"perfect-chess": "perfect", "pocket-knight": "pocketknight", "pocket-knight-chess": "pocketknight",
	"capablanca-random": "caparandom", "capablanca-random-chess": "caparandom", "crc": "caparandom",
	"tencubed-chess": "tencubed", "ten-cubed": "tencubed", "opulent-chess": "opulent",
	"asean-chess": "asean", "aiwok": "ai-wok", "check-shogi": "checkshogi",
	"judkins-shogi": "judkins", "judkinsshogi": "judkins", "goro-goro-shogi": "gorogoro",
	"gorogoroshogi": "gorogoro", "euro-shogi": "euroshogi", "yari-shogi": "yarishogi",
	"korean-chess": "janggi", "changgi": "janggi", "janggi-casual": "janggicasual",
	"janggi-modern": "janggimodern", "janggi-traditional": "janggitraditional",
	"okisaki-shogi": "okisakishogi", "dobutsu-shogi": "dobutsu", "animal-shogi": "dobutsu",
	"kyoto": "kyotoshogi", "microshogi": "micro", "micro-shogi": "micro",
	"jeson-mor": "jesonmor", "manchu-chess": "manchu", "yitong": "manchu",
	"no-check-atomic": "nocheckatomic", "atomar-chess": "atomar", "codrus-chess": "codrus",
	"loop-chess": "loop", "pre-chess": "placement", "prechess": "placement", "placement-chess": "placement", "mini-shogi": "minishogi", "5x5-shogi": "minishogi", "5-go-shogi": "minishogi", "gogo-shogi": "minishogi",
	"coregal-chess": "coregal", "spartan-chess": "spartan", "sho-shogi": "shoshogi", "sho-shogi-chess": "shoshogi",
}

// displayNames maps the display names of the shipped presets (the NAME column of
// `courier presets`, "Prime Ministers Chess (PMC2)"), keyed as variantAliases, to
// their ids; filled once, on first use.
var displayNames = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	for _, info := range preset.List() {
		if info.Name != "" {
			m[variantKey(info.Name)] = info.ID
		}
	}
	return m
})

// variantKey is a Variant tag value as a lookup key: lower case, blanks and '_' as '-'.
func variantKey(v string) string {
	return keyReplacer.Replace(strings.ToLower(strings.TrimSpace(v)))
}

// keyReplacer is variantKey's replacer, built once (a game with a Variant tag asks
// for it).
var keyReplacer = strings.NewReplacer(" ", "-", "_", "-")

// presetFor chooses the preset name for a game read from file: the forced one,
// else the Variant tag, else the fallback. fromTag reports that the Variant tag
// chose; ok is false when nothing did.
// refused, when not "", says why the Variant tag's preset file path is not read
// (preset.ConfinedPath).
func (e *Engine) presetFor(file string, raw *gamefile.RawGame) (name string, fromTag, ok bool, refused string) {
	if e.opts.Preset != "" {
		return e.opts.Preset, false, true, ""
	}
	if name, ok, refused := tagPreset(file, raw); ok {
		return name, true, true, refused
	}
	return e.opts.Fallback, false, e.opts.Fallback != "", ""
}

// tagPreset reads the preset name from the game's Variant tag (the log read from
// file): a path as written, looked up beside the log first (a relative path that
// names a file in the log's directory is taken from there), unless
// preset.ConfinedPath refuses it or a symbolic link on it leads out of the log's
// directory (out of the working directory for a path not found beside the log;
// preset.Escapes) (refused says why: a log is input that may come
// from anyone, a pull request checked in CI, so it may not make courier read, and
// quote, a file elsewhere on the machine; such a preset's extends chain is loaded
// confined too, Options.LoadLogRules; --preset FILE reads any path); otherwise a shipped preset's display name, a known alias
// (variantAliases), or the value keyed as by variantKey (an id).
func tagPreset(file string, raw *gamefile.RawGame) (name string, ok bool, refused string) {
	v, ok := raw.Tag("Variant")
	v = strings.TrimSpace(v)
	if !ok || v == "" {
		return "", false, ""
	}
	if preset.IsPath(v) {
		if why := preset.ConfinedPath(v); why != "" {
			return v, true, why
		}
		if file != "" && file != "-" {
			dir := filepath.Dir(file)
			beside := filepath.Join(dir, v)
			if st, err := os.Stat(beside); err == nil && st.Mode().IsRegular() {
				if preset.Escapes(dir, beside) {
					return v, true, "a symbolic link on its path leads out of the log's directory"
				}
				return beside, true, ""
			}
		}
		if preset.Escapes(".", v) {
			return v, true, "a symbolic link on its path leads out of the working directory"
		}
		return v, true, ""
	}
	key := variantKey(v)
	if id := knownVariant(key); id != "" {
		return id, true, ""
	}
	// "Makruk (Thai Chess)": the name before the parenthesis, else inside it
	if i := strings.IndexByte(key, '('); i > 0 {
		for _, k := range []string{strings.Trim(key[:i], "-"), strings.Trim(strings.TrimSuffix(key[i+1:], ")"), "-")} {
			if id := knownVariant(k); id != "" {
				return id, true, ""
			}
		}
	}
	return key, true, ""
}

// knownVariant returns the shipped preset a Variant tag key names (an alias, a
// display name or an id), "" when none.
func knownVariant(key string) string {
	if a, ok := variantAliases[key]; ok {
		return a
	}
	if id, ok := displayNames()[key]; ok {
		return id
	}
	if shippedIDs()[key] {
		return key
	}
	return ""
}

// variantTagPos returns the position of the game's (last) Variant tag, else the
// game's start.
func variantTagPos(raw *gamefile.RawGame) diag.Pos {
	pos := raw.Start
	for _, t := range raw.Tags {
		if t.Name == "Variant" {
			pos = t.Pos
		}
	}
	return pos
}

// fillNotation sets the notation of a game stopped before its moves (no
// preset, a bad FEN) from its move text.
func (res *Result) fillNotation(raw *gamefile.RawGame) {
	if res.Notation != "" {
		return
	}
	lines := raw.Movetext
	if raw.Streamed() {
		if n, ok := decided(lines); ok {
			if n == detect.Unknown {
				n = detect.SAN // as notationOf
			}
			res.Notation = n.String()
			return
		}
		lines = gather(raw)
	}
	res.Notation = notationOf(lines).String()
}

// presetError stops res at the Variant tag when the preset name (from the tag
// when fromTag) could not be loaded (c.err): unknown-variant, with the loader's
// suggestion, or bad-preset.
func (e *Engine) presetError(res *Result, raw *gamefile.RawGame, c *compiled, name string, fromTag bool) {
	res.Status = StatusUnsupported
	pos := variantTagPos(raw)
	code := "unknown-variant"
	shown := name
	if v, ok := raw.Tag("Variant"); ok && fromTag && !preset.IsPath(name) {
		shown = strings.TrimSpace(v) // as written, not as looked up
	}
	msg := fmt.Sprintf("unknown variant %q: no shipped or user preset of that name (see `courier presets`)", shown)
	unknown := false
	for _, d := range c.diags {
		unknown = unknown || d.Code == preset.CodeUnknownPreset
		if _, mean, ok := strings.Cut(d.Message, " (did you mean "); ok && d.Code == preset.CodeUnknownPreset {
			msg += " (did you mean " + mean // the loader's suggestion
		}
	}
	if !unknown {
		code, msg = "bad-preset", c.err
	}
	if e.opts.Preset == "" {
		e.stopAt(res, pos, 1, "", code, msg, "", nil)
	} else {
		e.stopAt(res, pos, 1, "", "bad-preset", c.err, "", nil)
	}
}

// overrideWarning warns (variant-override) when --preset replays a game whose
// Variant tag names another preset.
func (e *Engine) overrideWarning(res *Result, file string, raw *gamefile.RawGame, c *compiled) {
	for _, t := range raw.Tags {
		if t.Name != "Variant" || strings.TrimSpace(t.Value) == "" {
			continue
		}
		tagged, _, refused := tagPreset(file, raw)
		if tagged == c.id {
			return // the tag names the preset's own id (a user preset given by path)
		}
		// a refused path is not loaded: it names another preset anyway
		warn := refused != ""
		if !warn {
			tc := e.load(tagged, preset.IsPath(tagged))
			warn = tc.err != "" || tc.id != c.id
		}
		if warn {
			res.Diags = append(res.Diags, diag.Warnf(t.Pos, "variant-override",
				"the Variant tag says %q; the game is replayed as %s (--preset)", t.Value, c.id))
		}
		return
	}
}

// Replay replays one game read from file.
func (e *Engine) Replay(file string, raw *gamefile.RawGame) *Result {
	res := &Result{File: file, Game: raw.Index, Line: raw.Start.Line, Events: []Event{}, tags: raw.Tags}
	if e.opts.HashMoves {
		res.MovesHash = raw.MovesHash()
	}
	defer res.setWarnings()
	defer res.fillNotation(raw)
	res.Diags = append(res.Diags, raw.Diags...)
	res.Result = Outcome{Computed: "*", Termination: "none"}
	if c, ok := raw.Tag("Result"); ok {
		res.Result.Claimed = normResult(c)
	}
	name, fromTag, ok, refused := e.presetFor(file, raw)
	// the notation of a game family: by its Format tag; by its words or tags
	// only for a game that names no variant (checked again below for one
	// that names the notation's own)
	untaggedGame := !fromTag && e.opts.Preset == ""
	mn, named := formatNotation(raw)
	if mn == nil && untaggedGame {
		mn = claimedNotation(raw)
	}
	if mn != nil && untaggedGame && mn.Preset != nil {
		fen, _ := raw.Tag("FEN")
		if n := mn.Preset(fen); n != "" {
			name, fromTag, ok = n, true, true // as if the record named its variant
		}
	}
	if refused != "" {
		res.Status = StatusUnsupported
		e.stopAt(res, variantTagPos(raw), 1, "", "unknown-variant", fmt.Sprintf(
			"the Variant tag %q is not read as a preset file: %s (a log names a preset file beside it by a relative .yaml or .yml path; --preset FILE reads any preset file)",
			clip(name), refused), "", nil)
		return res
	}
	if !ok {
		res.Status = StatusUnsupported
		e.stopAt(res, raw.Start, 1, "", "no-variant", "the game names no variant (no Variant tag) and no --preset was given; use --preset chess, or --default-preset chess for the games without a Variant tag", "", nil)
		return res
	}
	res.Variant, res.Preset = name, name
	c := e.load(name, fromTag && preset.IsPath(name))
	if c.err != "" {
		e.presetError(res, raw, c, name, fromTag)
		return res
	}
	res.Variant = c.id
	r := c.r
	if mn == nil && !untaggedGame && familyVariant(raw, c.id) {
		mn = claimedNotation(raw) // a xiangqi game written in Chinese, say
	}
	if mn != nil && !named && mn.Preset != nil {
		// a notation told from the words is the game's only in its own
		// variant: "e7e0" in a chess game is a chess move off the board
		if fen, _ := raw.Tag("FEN"); mn.Preset(fen) != c.id {
			mn = nil
		}
	}
	if e.opts.Preset != "" {
		e.overrideWarning(res, file, raw, c)
	}
	// the scratch of a game: its position's memory (the undo stack), the
	// tokens, the game state, kept from one game of the preset to the next
	sc, _ := c.scratch.Get().(*scratch)
	if sc == nil {
		sc = &scratch{g: &position.Game{}}
	}
	var p *position.Position
	if fen, ok := raw.Tag("FEN"); ok && strings.TrimSpace(fen) != "" {
		if mn != nil && mn.FEN != nil {
			fen = mn.FEN(fen)
		}
		pos := raw.Start
		for _, t := range raw.Tags {
			if t.Name == "FEN" {
				pos = t.Pos
			}
		}
		var err error
		var dropped []*position.FENError
		p, dropped, err = r.ParseFENLenientInto(sc.p, fen)
		for _, fe := range dropped {
			at := pos
			at.Col += len(`[FEN "`) + fe.Col - 1
			res.Diags = append(res.Diags, diag.Warnf(at, "castling-right", "the FEN tag: %s; the game is replayed without that right", fe.Msg))
		}
		if err != nil {
			res.Status = StatusParseError
			var fe *position.FENError
			if errors.As(err, &fe) && fe.Col > 0 {
				pos.Col += len(`[FEN "`) + fe.Col - 1 // the column inside the tag's value
			}
			e.stopAt(res, pos, 1, "", "bad-fen", "the FEN tag: "+err.Error(), "", nil)
			c.scratch.Put(sc) // its position is reset by the next game
			return res
		}
		sc.p = p
	}
	if p == nil {
		p = r.StartInto(sc.p)
		sc.p = p
		res.StartFEN = c.startFEN
	}
	if res.StartFEN == "" {
		res.StartFEN = p.FEN()
	}
	g := sc.g.Reset(p)
	rp := &replayer{e: e, c: c, res: res, r: r, g: g, p: p, raw: raw, file: file, toks: sc.toks,
		untagged: !fromTag && e.opts.Preset == "", move: mn, last: position.NoMove}
	rp.stamp(0) // the game-level diagnostics so far
	rp.run()
	sc.toks = rp.toks[:0]
	if cap(sc.toks) > maxKeptTokens {
		sc.toks = nil // one very long game: its buffer is not kept for the next
	}
	c.scratch.Put(sc)
	return res
}

// maxKeptTokens is the largest token buffer kept for the next game (a game of a
// few thousand plies).
const maxKeptTokens = 1 << 14

// scratch is the memory one replay needs, kept for the next game.
type scratch struct {
	p    *position.Position
	g    *position.Game
	toks []pgn.Token
}

// stopAt records the error that ends the replay.
func (e *Engine) stopAt(res *Result, pos diag.Pos, ply int, text, code, msg, fen string, legal []string) {
	if legal == nil {
		legal = []string{}
	}
	res.Error = &ErrorInfo{Ply: ply, Line: pos.Line, Col: pos.Col, Text: text, Code: code, Message: msg, FEN: fen, Legal: legal}
	res.Diags = append(res.Diags, diag.Diagnostic{Pos: pos, Severity: diag.Error, Code: code, Message: msg})
}

func normResult(s string) string {
	s = strings.TrimSpace(s)
	switch s {
	case "1-0", "0-1", "1/2-1/2", "*":
		return s
	case "½-½", "1/2", "0.5-0.5":
		return "1/2-1/2"
	}
	if r, ok := resultWord(s); ok {
		return r
	}
	return normMarker(s)
}
