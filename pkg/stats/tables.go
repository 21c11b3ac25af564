package stats

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Table is one table of a group's statistics, the common form of the text, CSV and
// HTML outputs: a title, column names, and rows of a key followed by one value per
// column.
type Table struct {
	// Name identifies the table in CSV ("status", "results", ...).
	Name string
	// Title heads the table in text and HTML.
	Title string
	// Key names the key column; Cols the value columns.
	Key  string
	Cols []string
	Rows []Row
	// More, when set, is what a top-N table cut to --top rows leaves out; the text
	// and HTML outputs write it under the rows ("… 3 more (5 games)"), CSV as the
	// key "(more)".
	More *More
}

// More counts the keys a top-N table leaves out and the sum of their counts, in
// Unit ("game", "diagnostic"). AtLeast is set when the table is not exact: both
// numbers are then lower bounds (see TopK.Rest).
type More struct {
	Keys, Count int
	Unit        string
	AtLeast     bool
}

// String is the line under a cut table: "… 1 more (1 game)", or for a table that
// is not exact "… at least 3 more (at least 5 games)".
func (m *More) String() string {
	if m.AtLeast {
		return fmt.Sprintf("… at least %d more (at least %s)", m.Keys, plural(m.Count, m.Unit))
	}
	return fmt.Sprintf("… %d more (%s)", m.Keys, plural(m.Count, m.Unit))
}

// Row is a key and its values (as many as Table.Cols).
type Row struct {
	Key    string
	Values []string
}

// Tables returns the tables of g in output order; tables that would be empty (no
// captures, no effects, ...) are left out, except status, length and results.
func (c *Collector) Tables(g *Group) []Table {
	n := c.opts.Top
	var ts []Table
	ts = append(ts, statusTable(&g.Summary), lengthTable(&g.Summary.Length))
	res := Table{Name: "results", Title: "Results", Key: "result", Cols: []string{"claimed", "computed"}}
	for _, k := range orderResults(g.Claimed, g.Computed) {
		res.Rows = append(res.Rows, Row{k, []string{itoa(g.Claimed[k]), itoa(g.Computed[k])}})
	}
	ts = append(ts, res)
	ts = append(ts, counterTable("terminations", "Terminations", "termination", "games", g.Terminations, byCount))
	if g.Codes.Len() > 0 {
		ts = append(ts, topTable("diagnostic_codes", "Most common diagnostic codes (errors)", "code", "count", "diagnostic", g.Codes, n))
	}
	if g.FirstMoves.Len() > 0 {
		ts = append(ts, topTable("first_moves", "First moves", "move", "games", "game", g.FirstMoves, n))
	}
	if len(g.Captured) > 0 {
		t := Table{Name: "captures", Title: "Captures by piece type", Key: "piece", Cols: []string{"captured", "capturing"}}
		keys := map[string]bool{}
		for k := range g.Captured {
			keys[k] = true
		}
		for k := range g.Capturing {
			keys[k] = true
		}
		for _, k := range pieceOrder(keys) {
			t.Rows = append(t.Rows, Row{k, []string{itoa(g.Captured[k]), itoa(g.Capturing[k])}})
		}
		ts = append(ts, t)
	}
	if len(g.Promotions) > 0 {
		ts = append(ts, counterTable("promotions", "Promotions by piece", "piece", "promotions", g.Promotions, byPiece))
	}
	if len(g.Effects) > 0 {
		ts = append(ts, effectsTable(g.Effects))
		for _, k := range effectKeys(g.Effects) {
			ec := g.Effects[k]
			ts = append(ts, topTable("effect_moves:"+k, "Moves with "+k, "move", "plies", "move", ec.ByMove, n))
		}
	}
	return ts
}

func statusTable(s *Summary) Table {
	return Table{Name: "status", Title: "Games", Key: "", Cols: []string{"games"}, Rows: []Row{
		{"all", []string{itoa(s.Games)}},
		{"ok", []string{itoa(s.Status.OK)}},
		{"illegal", []string{itoa(s.Status.Illegal)}},
		{"unsupported", []string{itoa(s.Status.Unsupported)}},
		{"parse error", []string{itoa(s.Status.ParseError)}},
		{"result mismatch", []string{itoa(s.Mismatches)}},
	}}
}

func lengthTable(d *Dist) Table {
	return Table{Name: "length", Title: "Length (legal plies replayed)", Key: "", Cols: []string{"plies"}, Rows: []Row{
		{"total", []string{strconv.FormatInt(d.Sum(), 10)}},
		{"mean", []string{ftoa(d.Mean())}},
		{"median", []string{ftoa(d.Median())}},
		{"min", []string{itoa(d.Min())}},
		{"max", []string{itoa(d.Max())}},
	}}
}

const (
	byCount = iota
	byPiece
)

func counterTable(name, title, key, col string, c Counter, order int) Table {
	t := Table{Name: name, Title: title, Key: key, Cols: []string{col}}
	var keys []string
	if order == byPiece {
		set := map[string]bool{}
		for k := range c {
			set[k] = true
		}
		keys = pieceOrder(set)
	} else {
		// by count, ties by key (Keys is sorted; the sort is stable)
		keys = c.Keys()
		sort.SliceStable(keys, func(i, j int) bool { return c[keys[i]] > c[keys[j]] })
	}
	for _, k := range keys {
		t.Rows = append(t.Rows, Row{k, []string{itoa(c[k])}})
	}
	return t
}

// topTable lists the first n keys of t (TopK.Top: by count, ties by key) and, when
// t holds more, what the rest adds up to (in unit).
func topTable(name, title, key, col, unit string, t *TopK, n int) Table {
	tb := Table{Name: name, Title: title, Key: key, Cols: []string{col}}
	if !t.Exact() {
		tb.Title += " (approximate counts)"
	}
	for _, kc := range t.Top(n) {
		tb.Rows = append(tb.Rows, Row{kc.Key, []string{itoa(kc.Count)}})
	}
	if keys, count := t.Rest(n); keys > 0 {
		tb.More = &More{Keys: keys, Count: count, Unit: unit, AtLeast: !t.Exact()}
	}
	return tb
}

// orderResults lists the result keys of both counters: 1-0, 0-1, 1/2-1/2, *, none,
// then any other spelling, sorted.
func orderResults(a, b Counter) []string {
	std := []string{"1-0", "0-1", "1/2-1/2", "*", "none"}
	var out []string
	seen := map[string]bool{}
	for _, k := range std {
		seen[k] = true
		if a[k]+b[k] > 0 {
			out = append(out, k)
		}
	}
	var rest []string
	for _, c := range []Counter{a, b} {
		for k := range c {
			if !seen[k] {
				seen[k] = true
				rest = append(rest, k)
			}
		}
	}
	sort.Strings(rest)
	return append(out, rest...)
}

// pieceOrder sorts piece letters K Q M R B N P, then the others alphabetically.
func pieceOrder(set map[string]bool) []string {
	const std = "KQMRBNP"
	keys := sortedKeys(set)
	sort.SliceStable(keys, func(i, j int) bool {
		a, b := strings.Index(std, keys[i]), strings.Index(std, keys[j])
		if a < 0 {
			a = len(std)
		}
		if b < 0 {
			b = len(std)
		}
		return a < b
	})
	return keys
}

func sortedKeys(set map[string]bool) []string {
	out := make([]string, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func itoa(n int) string { return strconv.Itoa(n) }

// ftoa writes a float with at most two decimals and no trailing zeros.
func ftoa(x float64) string { return strconv.FormatFloat(round2(x), 'f', -1, 64) }

// effectsTable is the table of every rule module's side effects: per module and
// kind, the plies and games with it, and its pieces and affected pieces by
// label ("Q 3, N 1").
func effectsTable(fx map[string]*EffectCount) Table {
	t := Table{Name: "effects", Title: "Rule-module effects (move numbers)", Key: "module/kind",
		Cols: []string{"plies", "games", "white", "black", "capturing", "mean", "median", "first", "last", "pieces", "affected", "affected per game"}}
	for _, k := range effectKeys(fx) {
		ec := fx[k]
		t.Rows = append(t.Rows, Row{k, []string{itoa(ec.Count), itoa(ec.Games), itoa(ec.Sides["white"]), itoa(ec.Sides["black"]), itoa(ec.Captures),
			ftoa(ec.Moves.Mean()), ftoa(ec.Moves.Median()), itoa(ec.Moves.Min()), itoa(ec.Moves.Max()),
			counterText(ec.Pieces), counterText(ec.Affected), ftoa(ec.PerGame.Mean())}})
	}
	return t
}

// effectKeys returns the keys of fx ("module/kind"), sorted.
func effectKeys(fx map[string]*EffectCount) []string {
	keys := make([]string, 0, len(fx))
	for k := range fx {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// counterText writes c as "label count" pairs, most frequent first, then by
// label.
func counterText(c Counter) string {
	keys := make([]string, 0, len(c))
	for k := range c {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if c[keys[i]] != c[keys[j]] {
			return c[keys[i]] > c[keys[j]]
		}
		return keys[i] < keys[j]
	})
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + " " + itoa(c[k])
	}
	return strings.Join(parts, ", ")
}
