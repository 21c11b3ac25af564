// Package stats aggregates replayed games (replay.Result) into statistics per
// variant (and per file on request): games and their status, claimed and computed
// results, terminations, lengths in plies, the most common diagnostic codes,
// first moves, captures and promotions by piece type, and every rule module's side
// effects (castling, en passant, conversions, swaps, drops, explosions, and any
// later module's) counted by module and kind: by side, capturing or not, at which
// move, with which pieces, affecting which pieces, and by move. It writes them as
// text tables, JSON, CSV or a self-contained HTML report. It names no rule
// module: what a module does reaches it as data (replay.EffectInfo).
//
// A Collector streams: it keeps counters, histograms and bounded top-N tables, never
// the games, so its memory does not grow with the number of games. It reads what
// replay records; it replays nothing and checks nothing itself. Captures, first
// moves and the rule modules' effects need Result.Moves
// (replay.Options.KeepMoves); without them those tables stay empty.
package stats

import (
	"sort"
	"strconv"
	"strings"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/replay"
)

// Options configure a Collector.
type Options struct {
	// ByFile groups by file and variant instead of by variant alone.
	ByFile bool
	// Top is the number of rows of the top-N tables (diagnostic codes, first
	// moves) in the text, CSV and HTML output; 0 means 10. JSON has every key tracked.
	Top int
	// Capacity is the number of distinct keys the top-N tables track (0 means
	// DefaultCapacity); see TopK.
	Capacity int
	// Shard is the shard of the run ("K/N" of --shard; "" none), written in the
	// JSON output for stats merge to check.
	Shard string
}

// NoVariant is the group name of games whose variant is unknown (no Variant tag and
// no --preset).
const NoVariant = "(none)"

// Collector aggregates games. It is not safe for concurrent use: replay.Engine.Run
// calls its emit function from one goroutine, in input order.
type Collector struct {
	opts   Options
	groups map[groupKey]*Group
	// Total sums every game.
	Total Summary
	// parts are the inputs merged (MergeJSON), for ShardWarnings.
	parts []mergedPart
}

type groupKey struct{ variant, file string }

// New returns an empty Collector.
func New(opts Options) *Collector {
	if opts.Top <= 0 {
		opts.Top = 10
	}
	return &Collector{opts: opts, groups: map[groupKey]*Group{}, Total: Summary{Status: Status{}}}
}

// Top is the number of rows shown in top-N tables.
func (c *Collector) Top() int { return c.opts.Top }

// ByFile reports whether the groups are per file and variant.
func (c *Collector) ByFile() bool { return c.opts.ByFile }

// Summary counts games by status, with their lengths.
type Summary struct {
	Games  int    `json:"games"`
	Status Status `json:"status"`
	// Mismatches counts games whose claimed result differs from the computed one.
	Mismatches int `json:"result_mismatches"`
	// OKMismatches counts those of them whose moves were all legal (status ok):
	// the games with findings are those not ok and these (a game whose moves
	// go on past the board's end is illegal and may mismatch too).
	OKMismatches int `json:"result_mismatches_ok"`
	// Length is the distribution of the legal plies replayed per game.
	Length Dist `json:"length"`
}

// Status counts games by replay status (replay.StatusOK, ...).
type Status struct {
	OK          int `json:"ok"`
	Illegal     int `json:"illegal"`
	Unsupported int `json:"unsupported"`
	ParseError  int `json:"parse_error"`
}

func (s *Summary) add(r *replay.Result) {
	s.Games++
	switch r.Status {
	case replay.StatusOK:
		s.Status.OK++
	case replay.StatusIllegal:
		s.Status.Illegal++
	case replay.StatusUnsupported:
		s.Status.Unsupported++
	case replay.StatusParseError:
		s.Status.ParseError++
	}
	if r.Result.Mismatch {
		s.Mismatches++
		if r.Status == replay.StatusOK {
			s.OKMismatches++
		}
	}
	s.Length.Add(r.Plies)
}

// Counter counts occurrences of keys from a small set (results, terminations, piece
// letters, castling tokens).
type Counter map[string]int

// Keys returns the keys sorted.
func (c Counter) Keys() []string {
	ks := make([]string, 0, len(c))
	for k := range c {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// Total is the sum of the counts.
func (c Counter) Total() int {
	n := 0
	for _, v := range c {
		n += v
	}
	return n
}

// Group holds the statistics of the games of one variant (and file).
type Group struct {
	Variant string `json:"variant"`
	// File is set when grouping by file.
	File string `json:"file,omitempty"`
	Summary
	// Claimed and Computed count results by PGN token ("1-0", "0-1", "1/2-1/2",
	// "*"); a game that claims nothing counts as "none".
	Claimed  Counter `json:"results_claimed"`
	Computed Counter `json:"results_computed"`
	// Terminations counts replay.Outcome.Termination.
	Terminations Counter `json:"terminations"`
	// Codes counts the codes of error diagnostics (illegal moves, result
	// mismatches, syntax errors, unsupported games).
	Codes *TopK `json:"diagnostic_codes"`
	// FirstMoves counts the first move (SAN) of games that start from the variant's
	// start position (no FEN tag).
	FirstMoves *TopK `json:"first_moves"`
	// Captured counts captures by the type of the captured piece (upper-case
	// letter), Capturing by the type of the capturing piece.
	Captured  Counter `json:"captured"`
	Capturing Counter `json:"capturing"`
	// Promotions counts promotions by the piece promoted to.
	Promotions Counter `json:"promotions"`
	// Effects counts every rule module's side effects (replay.EffectInfo) by
	// module and kind, keyed "module/kind" ("castling/castling",
	// "bishop_conversion/conversion", "drops/drop", "explosions/explosion", ...).
	Effects map[string]*EffectCount `json:"effects"`

	capacity int // of the TopK tables made for new effect kinds
}

// EffectCount counts one kind of side effect of one rule module.
type EffectCount struct {
	Module string `json:"module"`
	Kind   string `json:"kind"`
	// Count is the number of plies with the effect, Games the games with at
	// least one.
	Count int `json:"count"`
	Games int `json:"games"`
	// Sides counts the plies by the side that made them ("white", "black");
	// Captures the plies that captured.
	Sides    Counter `json:"sides"`
	Captures int     `json:"captures"`
	// Moves is the distribution of the move numbers (FEN fullmove numbers, 1-based)
	// of the plies.
	Moves Dist `json:"moves"`
	// Pieces counts the effects' pieces (promoted to, dropped, swapped with) by
	// upper-case label; Affected the pieces standing on the effects' squares
	// before the ply (converted, exploded; not the moving piece), by label.
	Pieces   Counter `json:"pieces"`
	Affected Counter `json:"affected"`
	// PerGame is the distribution of the affected pieces per game, over the
	// games with the effect.
	PerGame Dist `json:"per_game"`
	// ByMove counts the plies by the side and the move in SAN ("white O-O",
	// "black P@d4"), the most frequent kept (a TopK).
	ByMove *TopK `json:"by_move"`
}

func (c *Collector) newGroup(k groupKey) *Group {
	return &Group{
		Variant: k.variant, File: k.file,
		Claimed: Counter{}, Computed: Counter{}, Terminations: Counter{},
		Codes: NewTopK(c.opts.Capacity), FirstMoves: NewTopK(c.opts.Capacity),
		Captured: Counter{}, Capturing: Counter{}, Promotions: Counter{},
		Effects: map[string]*EffectCount{}, capacity: c.opts.Capacity,
	}
}

// Add counts one replayed game. It keeps nothing of r.
func (c *Collector) Add(r *replay.Result) {
	k := groupKey{variant: r.Variant}
	if k.variant == "" {
		k.variant = NoVariant
	}
	if c.opts.ByFile {
		k.file = r.File
	}
	g := c.groups[k]
	if g == nil {
		g = c.newGroup(k)
		c.groups[k] = g
	}
	g.add(r)
	c.Total.add(r)
}

// Groups returns the groups sorted by variant, then file.
func (c *Collector) Groups() []*Group {
	out := make([]*Group, 0, len(c.groups))
	for _, g := range c.groups {
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Variant != out[j].Variant {
			return out[i].Variant < out[j].Variant
		}
		return out[i].File < out[j].File
	})
	return out
}

func (g *Group) add(r *replay.Result) {
	g.Summary.add(r)
	g.Claimed[orNone(r.Result.Claimed)]++
	g.Computed[orNone(r.Result.Computed)]++
	g.Terminations[orNone(r.Result.Termination)]++
	for i := range r.Diags {
		if d := &r.Diags[i]; d.Severity == diag.Error {
			g.Codes.Add(d.Code)
		}
	}
	clock := newClock(r.StartFEN)
	if len(r.Moves) > 0 {
		if _, fromFEN := r.Tag("FEN"); !fromFEN {
			g.FirstMoves.Add(r.Moves[0].SAN)
		}
	}
	var perGame map[string]int // affected pieces per effect key, made at the game's first effect
	for i := range r.Moves {
		m := &r.Moves[i]
		if m.Captured != "" {
			g.Captured[m.Captured]++
			g.Capturing[m.Piece]++
		}
		if m.Promo != "" {
			g.Promotions[m.Promo]++
		}
		if len(m.Effects) > 0 {
			if perGame == nil {
				perGame = map[string]int{}
			}
			g.addEffects(m, clock.side(i+1), clock.move(i+1), perGame)
		}
	}
	for key, n := range perGame {
		g.Effects[key].PerGame.Add(n)
	}
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// clock turns ply numbers into sides and move numbers from a game's start FEN.
type clock struct {
	blackFirst bool
	fullmove   int
}

func newClock(fen string) clock {
	f := strings.Fields(fen)
	c := clock{fullmove: 1}
	if len(f) >= 2 {
		c.blackFirst = f[1] == "b"
	}
	if len(f) >= 6 {
		if n, err := strconv.Atoi(f[len(f)-1]); err == nil && n > 0 {
			c.fullmove = n
		}
	}
	return c
}

// side returns "white" or "black": who made the 1-based ply.
func (c clock) side(ply int) string {
	if (ply%2 == 1) != c.blackFirst {
		return "white"
	}
	return "black"
}

// move returns the move number (as FEN counts moves) of the 1-based ply.
func (c clock) move(ply int) int {
	off := 0
	if c.blackFirst {
		off = 1
	}
	return c.fullmove + (ply-1+off)/2
}

// addEffects counts the side effects of one ply m, made by side ("white",
// "black") at move number move; perGame holds the affected pieces per effect key
// of the game so far (a key is in it once the game has the effect:
// EffectCount.Games).
func (g *Group) addEffects(m *replay.MoveInfo, side string, move int, perGame map[string]int) {
	for _, e := range m.Effects {
		key := e.Module + "/" + e.Kind
		ec := g.Effects[key]
		if ec == nil {
			ec = newEffectCount(e.Module, e.Kind, g.capacity)
			g.Effects[key] = ec
		}
		ec.Count++
		if _, seen := perGame[key]; !seen {
			ec.Games++
		}
		perGame[key] += len(e.Affected)
		ec.Sides[side]++
		if m.Captured != "" {
			ec.Captures++
		}
		ec.Moves.Add(move)
		ec.ByMove.Add(side + " " + m.SAN)
		if e.Piece != "" {
			ec.Pieces[e.Piece]++
		}
		for _, a := range e.Affected {
			ec.Affected[a]++
		}
	}
}

func newEffectCount(module, kind string, capacity int) *EffectCount {
	return &EffectCount{Module: module, Kind: kind, Sides: Counter{}, Pieces: Counter{}, Affected: Counter{}, ByMove: NewTopK(capacity)}
}
