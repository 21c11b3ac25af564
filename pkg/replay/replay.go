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
	"strings"
	"sync"

	"github.com/gamecourier/courier/pkg/check"
	"github.com/gamecourier/courier/pkg/diag"
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
	// default is orthodox chess: Fallback "chess"). Without it such games are
	// reported as unsupported ("no-variant").
	Fallback string
	// Without lists rule modules to switch off (rules.ModuleNames).
	Without []string
	// SearchPath lists directories of user presets.
	SearchPath []string
	// KeepMoves fills Result.Moves (for statistics).
	KeepMoves bool
}

// Engine replays games; it caches compiled presets by name.
type Engine struct {
	opts  Options
	mu    sync.Mutex
	cache map[string]*compiled
}

type compiled struct {
	// scratch recycles positions, games and token buffers between games.
	scratch sync.Pool
	r       *position.Rules
	// labels: the board's square labels; gcLabels with the piece letters;
	// startFEN: the FEN of the start position.
	labels   sq.Labels
	gcLabels gc.Labels
	startFEN string
	id       string
	diags    diag.List
	err      string
}

// New returns an engine. It does not load anything yet.
func New(opts Options) *Engine {
	return &Engine{opts: opts, cache: map[string]*compiled{}}
}

// Rules returns the compiled preset for name (a shipped id, a user preset or a
// path), with --without applied, or a message saying why it cannot be used.
// Errors are *PresetError.
func (e *Engine) Rules(name string) (*position.Rules, string, error) {
	c := e.load(name)
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

func (e *Engine) load(name string) *compiled {
	e.mu.Lock()
	defer e.mu.Unlock()
	if c, ok := e.cache[name]; ok {
		return c
	}
	c := &compiled{}
	e.cache[name] = c
	// check.Load: a preset that courier check rejects (a side in check at the
	// start, say) is refused here too
	v, ds := check.Load(preset.NewLoader(preset.Options{SearchPath: e.opts.SearchPath}), name)
	c.diags = ds
	if ds.HasErrors() || v == nil {
		c.err = fmt.Sprintf("preset %q cannot be used: %v", name, firstError(ds))
		return c
	}
	vv, err := v.Without(e.opts.Without...)
	if err != nil {
		c.err = err.Error()
		return c
	}
	r, err := position.Compile(vv)
	if err != nil {
		c.err = fmt.Sprintf("preset %q: %v", name, err)
		return c
	}
	c.r, c.id = r, v.ID
	c.labels = sq.DefaultLabels(r.G.Files, r.G.Ranks)
	c.gcLabels = gc.Labels{Labels: c.labels}
	for k := 1; k <= r.Kinds(); k++ {
		c.gcLabels.Pieces = append(c.gcLabels.Pieces, string(r.KindLetter(k)))
	}
	c.startFEN = r.Start().FEN()
	return c
}

func firstError(ds diag.List) string {
	for _, d := range ds {
		if d.Severity == diag.Error {
			return d.Error()
		}
	}
	return "not found"
}

// variantAliases maps Variant tag spellings to shipped preset ids.
var variantAliases = map[string]string{
	"standard": "chess", "orthodox": "chess", "normal": "chess", "chess": "chess", "orthodox-chess": "chess",
	"symmetric-chess": "symmetric", "modern-chess": "modern", "prime-ministers-chess": "pmc1",
	"prime-minister-chess": "pmc1", "cowardly-crew-chess": "cowardly-crew",
	// the classics beyond the seeds (issue 12)
	"capablanca-chess": "capablanca", "gothic-chess": "gothic", "janus-chess": "janus",
	"embassy-chess": "embassy", "chancellor-chess": "chancellor", "centaur-chess": "centaur",
	"royal-court": "centaur", "amazon-chess": "amazon", "almost-chess": "almost",
	"nightrider-chess": "nightrider", "berolina-chess": "berolina", "new-zealand-chess": "newzealand",
	"new-zealand": "newzealand", "knightmate-chess": "knightmate",
	"courier-chess": "courier", "kurierspiel": "courier", "thai-chess": "makruk",
	"grasshopper-chess": "grasshopper", "chinese-chess": "xiangqi", "mini-xiangqi": "minixiangqi",
	"grand-chess": "grand", "chigorin-chess": "chigorin",
}

// presetFor chooses the preset name for a game: the forced one, else the Variant
// tag, else the fallback.
func (e *Engine) presetFor(raw *gamefile.RawGame) (string, bool) {
	if e.opts.Preset != "" {
		return e.opts.Preset, true
	}
	if name, ok := tagPreset(raw); ok {
		return name, true
	}
	return e.opts.Fallback, e.opts.Fallback != ""
}

// tagPreset reads the preset name from the game's Variant tag: a path as written,
// otherwise lower case with blanks and '_' as '-', through variantAliases.
func tagPreset(raw *gamefile.RawGame) (string, bool) {
	v, ok := raw.Tag("Variant")
	v = strings.TrimSpace(v)
	if !ok || v == "" {
		return "", false
	}
	if strings.ContainsAny(v, `/\`) || strings.HasSuffix(v, ".yaml") || strings.HasSuffix(v, ".yml") {
		return v, true
	}
	key := strings.NewReplacer(" ", "-", "_", "-").Replace(strings.ToLower(v))
	if a, ok := variantAliases[key]; ok {
		return a, true
	}
	return key, true
}

// Replay replays one game read from file.
func (e *Engine) Replay(file string, raw *gamefile.RawGame) *Result {
	res := &Result{File: file, Game: raw.Index, Line: raw.Start.Line, Events: []Event{}, Tags: map[string]string{}}
	for _, t := range raw.Tags {
		if _, dup := res.Tags[t.Name]; !dup {
			res.Tags[t.Name] = t.Value
		}
	}
	res.Diags = append(res.Diags, raw.Diags...)
	res.Result = Outcome{Computed: "*", Termination: "none"}
	if c, ok := raw.Tag("Result"); ok {
		res.Result.Claimed = normResult(c)
	}
	name, ok := e.presetFor(raw)
	if !ok {
		res.Status = StatusUnsupported
		e.stopAt(res, raw.Start, 1, "", "no-variant", "the game names no variant (no Variant tag) and no --preset was given; use --preset chess, or --default-preset chess for the games without a Variant tag", "", nil)
		return res
	}
	res.Variant = name
	c := e.load(name)
	if c.err != "" {
		res.Status = StatusUnsupported
		pos := raw.Start
		for _, t := range raw.Tags {
			if t.Name == "Variant" {
				pos = t.Pos
			}
		}
		code := "unknown-variant"
		msg := fmt.Sprintf("unknown variant %q: no shipped or user preset of that name (see `courier presets`)", name)
		unknown := false
		for _, d := range c.diags {
			unknown = unknown || d.Code == preset.CodeUnknownPreset
		}
		if !unknown {
			code, msg = "bad-preset", c.err
		}
		if e.opts.Preset == "" {
			e.stopAt(res, pos, 1, "", code, msg, "", nil)
		} else {
			e.stopAt(res, pos, 1, "", "bad-preset", c.err, "", nil)
		}
		return res
	}
	res.Variant = c.id
	r := c.r
	if e.opts.Preset != "" {
		for _, t := range raw.Tags {
			if t.Name != "Variant" || strings.TrimSpace(t.Value) == "" {
				continue
			}
			tagged, _ := tagPreset(raw)
			if tagged == c.id {
				break // the tag names the preset's own id (a user preset given by path)
			}
			if tc := e.load(tagged); tc.err != "" || tc.id != c.id {
				res.Diags = append(res.Diags, diag.Warnf(t.Pos, "variant-override",
					"the Variant tag says %q; the game is replayed as %s (--preset)", t.Value, c.id))
			}
			break
		}
	}
	var p *position.Position
	if fen, ok := raw.Tag("FEN"); ok && strings.TrimSpace(fen) != "" {
		var err error
		p, err = r.ParseFEN(fen)
		if err != nil {
			res.Status = StatusParseError
			pos := raw.Start
			for _, t := range raw.Tags {
				if t.Name == "FEN" {
					pos = t.Pos
				}
			}
			var fe *position.FENError
			if errors.As(err, &fe) && fe.Col > 0 {
				pos.Col += len(`[FEN "`) + fe.Col - 1 // the column inside the tag's value
			}
			e.stopAt(res, pos, 1, "", "bad-fen", "the FEN tag: "+err.Error(), "", nil)
			return res
		}
	}
	sc, _ := c.scratch.Get().(*scratch)
	if sc == nil {
		sc = &scratch{g: &position.Game{}}
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
	rp := &replayer{e: e, c: c, res: res, r: r, g: g, p: p, raw: raw, file: file, toks: sc.toks}
	rp.run()
	sc.toks = rp.toks[:0]
	c.scratch.Put(sc)
	return res
}

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
	return s
}

func sideWord(c rules.Color) string {
	if c == rules.White {
		return "White"
	}
	return "Black"
}
