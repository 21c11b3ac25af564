package stats

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// groupTitle names a group: "chess", or "chess, logs/chess.gc" when grouping by file.
func groupTitle(g *Group) string {
	if g.File != "" {
		return g.Variant + ", " + g.File
	}
	return g.Variant
}

// WriteText writes every group as aligned text tables, then a total line:
//
//	== chess: 16 games ==
//
//	Games                 games
//	  all                    16
//	...
//
//	total: 52 games: 52 ok, 0 illegal, 0 unsupported, 0 parse errors; 0 result mismatches; 4010 plies
func (c *Collector) WriteText(w io.Writer) error {
	ew := &errWriter{w: w}
	for i, g := range c.Groups() {
		if i > 0 {
			fmt.Fprintln(ew)
		}
		fmt.Fprintf(ew, "== %s: %s ==\n", groupTitle(g), plural(g.Games, "game"))
		for _, t := range c.Tables(g) {
			fmt.Fprintln(ew)
			writeTextTable(ew, t)
		}
	}
	if len(c.groups) > 0 {
		fmt.Fprintln(ew)
	}
	s := &c.Total
	fmt.Fprintf(ew, "total: %s: %d ok, %d illegal, %d unsupported, %d parse errors; %d result mismatches; %d plies\n",
		plural(s.Games, "game"), s.Status.OK, s.Status.Illegal, s.Status.Unsupported, s.Status.ParseError, s.Mismatches, s.Length.Sum())
	return ew.err
}

// writeTextTable writes the title and column names on one line, then the rows
// indented by two spaces; keys left-aligned, values right-aligned; under a cut
// top-N table, what it leaves out ("  … 1 more (1 game)").
func writeTextTable(w io.Writer, t Table) {
	kw := utf8.RuneCountInString(t.Title)
	for _, r := range t.Rows {
		kw = max(kw, 2+utf8.RuneCountInString(r.Key))
	}
	cw := make([]int, len(t.Cols))
	for j, c := range t.Cols {
		cw[j] = len(c)
		for _, r := range t.Rows {
			cw[j] = max(cw[j], len(r.Values[j]))
		}
	}
	var b strings.Builder
	line := func(key string, vals []string) {
		b.Reset()
		b.WriteString(key)
		b.WriteString(strings.Repeat(" ", kw-utf8.RuneCountInString(key)))
		for j, v := range vals {
			b.WriteString(strings.Repeat(" ", 2+cw[j]-len(v)))
			b.WriteString(v)
		}
		fmt.Fprintln(w, b.String())
	}
	line(t.Title, t.Cols)
	for _, r := range t.Rows {
		line("  "+r.Key, r.Values)
	}
	if t.More != nil {
		fmt.Fprintln(w, "  "+t.More.String())
	}
}

// report is the JSON form of a Collector.
type report struct {
	Shard  string   `json:"shard,omitempty"` // Options.Shard
	Groups []*Group `json:"groups"`
	Total  *Summary `json:"total"`
}

// WriteJSON writes one indented JSON object: {"groups": [...], "total": {...}},
// with "shard": "K/N" first when Options.Shard is set.
// Each group has variant (and file), games, status, result_mismatches, length
// ({n, mean, median, min, max} of the plies), results_claimed, results_computed,
// terminations, diagnostic_codes and first_moves ({exact, top: [{key, count}]}),
// castling ({white: {token: n}, black: ...}), captured, capturing, promotions,
// bishop_conversions ({square: {count, captures, move}}), bishop_swaps
// ({"c1=Q": {bishop, partner, count, move}}) and capture_conversions ({moves,
// pieces, games, per_game, by_piece}).
func (c *Collector) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(report{Shard: c.opts.Shard, Groups: c.Groups(), Total: &c.Total})
}

// MoreKey is the CSV key of what a cut top-N table leaves out.
const MoreKey = "(more)"

// CSVHeader is the header row of the CSV output.
var CSVHeader = []string{"variant", "file", "table", "key", "column", "value"}

// WriteCSV writes the tables in long form, one value per line: variant, file (empty
// unless grouping by file), table name, row key, column name, value; a top-N table
// cut to --top rows ends with the key "(more)": the sum of the counts left out in
// its column, and their number in the column "keys". The totals follow as variant
// "(total)".
func (c *Collector) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	_ = cw.Write(CSVHeader)
	emit := func(variant, file string, t Table) {
		for _, r := range t.Rows {
			for j, col := range t.Cols {
				_ = cw.Write([]string{variant, file, t.Name, r.Key, col, r.Values[j]})
			}
		}
		if m := t.More; m != nil {
			_ = cw.Write([]string{variant, file, t.Name, MoreKey, t.Cols[0], itoa(m.Count)})
			_ = cw.Write([]string{variant, file, t.Name, MoreKey, "keys", itoa(m.Keys)})
		}
	}
	for _, g := range c.Groups() {
		for _, t := range c.Tables(g) {
			emit(g.Variant, g.File, t)
		}
	}
	emit("(total)", "", statusTable(&c.Total))
	emit("(total)", "", lengthTable(&c.Total.Length))
	cw.Flush()
	return cw.Error()
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// errWriter keeps the first write error.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) Write(p []byte) (int, error) {
	if e.err != nil {
		return len(p), nil
	}
	n, err := e.w.Write(p)
	e.err = err
	return n, nil
}
