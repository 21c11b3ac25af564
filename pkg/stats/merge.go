package stats

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/gamecourier/courier/pkg/replay"
)

// MergeError is a statistics file that Collector.MergeJSON cannot merge: Name is the
// file, Line and Col (1-based, columns in bytes; 0 when unknown) where its JSON
// goes wrong, Msg what is wrong.
type MergeError struct {
	Name      string
	Line, Col int
	Msg       string
}

func (e *MergeError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d:%d: %s", e.Name, e.Line, e.Col, e.Msg)
	}
	return e.Name + ": " + e.Msg
}

// inputJSON is what MergeJSON reads: the object WriteJSON writes.
type inputJSON struct {
	Shard  string   `json:"shard"`
	Groups []*Group `json:"groups"`
	Total  *Summary `json:"total"`
}

// MergeJSON adds the statistics of one `courier stats -o json` output, read from r
// (name is the file, for errors), to c. Merging the outputs of runs over disjoint
// parts of an archive (the shards of --shard K/N, or any split by file) gives exactly
// the statistics of one run over the whole archive, in every output format: the
// counters are summed, the distributions merged from their histograms, the top-N
// tables summed key by key (exact while every input is exact and together they
// track at most the tables' capacity of keys; see TopK.Merge).
//
// c must group as the input does: grouping by file (--by-file) is taken from the
// first group merged into an empty c, and an input that groups otherwise is an error. On an
// error (*MergeError: not JSON, not the output of courier stats -o json, a
// histogram that disagrees with its n or sum, a file grouping that differs) c is
// left unchanged.
func (c *Collector) MergeJSON(r io.Reader, name string) error {
	data, err := io.ReadAll(bufio.NewReader(r))
	if err != nil {
		return &MergeError{Name: name, Msg: err.Error()}
	}
	var in inputJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&in); err != nil {
		return jsonError(name, data, err)
	}
	if dec.More() {
		off := int(dec.InputOffset())
		line, col := lineCol(data, off)
		return &MergeError{Name: name, Line: line, Col: col, Msg: "more than one JSON value (want the one object of courier stats -o json)"}
	}
	if in.Total == nil || in.Groups == nil {
		return &MergeError{Name: name, Msg: `not the output of courier stats -o json (no "groups" and "total")`}
	}
	if path, off, num, ok := firstNegative(data); ok {
		line, col := lineCol(data, off)
		return &MergeError{Name: name, Line: line, Col: col, Msg: fmt.Sprintf("%s is %s: counts and lengths are never negative (a changed file?)", path, num)}
	}
	if in.Shard != "" {
		if _, err := replay.ParseShard(in.Shard); err != nil {
			return &MergeError{Name: name, Msg: fmt.Sprintf(`"shard": %v`, err)}
		}
	}
	byFile := c.opts.ByFile
	for i, g := range in.Groups {
		if g == nil {
			return &MergeError{Name: name, Msg: fmt.Sprintf("group %d is null", i+1)}
		}
		if g.Variant == "" {
			return &MergeError{Name: name, Msg: fmt.Sprintf("group %d has no variant", i+1)}
		}
		fileGroup := g.File != ""
		if i == 0 && len(c.groups) == 0 {
			byFile = fileGroup
		}
		if fileGroup != byFile {
			want := "by variant"
			if byFile {
				want = "by file and variant (--by-file)"
			}
			return &MergeError{Name: name, Msg: fmt.Sprintf("group %s: the statistics merged so far are grouped %s; run every part with the same --by-file", groupTitle(g), want)}
		}
		g.fill(c.opts.Capacity)
	}
	// merged into a copy first: a sum that overflows leaves c unchanged
	trial, err := c.clone()
	if err != nil {
		return &MergeError{Name: name, Msg: err.Error()}
	}
	if len(in.Groups) > 0 {
		trial.opts.ByFile = byFile
	}
	for _, g := range in.Groups {
		k := groupKey{variant: g.Variant, file: g.File}
		mine := trial.groups[k]
		if mine == nil {
			mine = trial.newGroup(k)
			trial.groups[k] = mine
		}
		mine.merge(g)
	}
	trial.Total.merge(in.Total)
	var out bytes.Buffer
	if err := trial.WriteJSON(&out); err != nil {
		return &MergeError{Name: name, Msg: err.Error()}
	}
	// every part is a non-negative count, so a sum past the largest int wraps to a
	// negative one
	if path, _, num, ok := firstNegative(out.Bytes()); ok {
		return &MergeError{Name: name, Msg: fmt.Sprintf("adding it makes %s %s: a sum past %d (the counts of the parts are too large)", path, num, math.MaxInt)}
	}
	c.opts.ByFile, c.groups, c.Total = trial.opts.ByFile, trial.groups, trial.Total
	c.parts = append(c.parts, mergedPart{name: name, shard: in.Shard})
	return nil
}

// clone returns a copy of c (its statistics written as JSON and merged into a
// new Collector: exact, as MergeJSON is).
func (c *Collector) clone() (*Collector, error) {
	cp := New(Options{ByFile: c.opts.ByFile, Top: c.opts.Top, Capacity: c.opts.Capacity})
	if len(c.groups) == 0 && c.Total.Games == 0 {
		return cp, nil
	}
	var b bytes.Buffer
	if err := c.WriteJSON(&b); err != nil {
		return nil, err
	}
	var in inputJSON
	if err := json.Unmarshal(b.Bytes(), &in); err != nil {
		return nil, err
	}
	for _, g := range in.Groups {
		g.fill(cp.opts.Capacity)
		k := groupKey{variant: g.Variant, file: g.File}
		mine := cp.newGroup(k)
		cp.groups[k] = mine
		mine.merge(g)
	}
	cp.Total.merge(in.Total)
	return cp, nil
}

// mergedPart is an input of MergeJSON: its name and the shard it records.
type mergedPart struct{ name, shard string }

// ShardWarnings checks the shards recorded in the inputs merged so far (the
// "shard": "K/N" of courier stats --shard -o json) and returns a sentence per
// problem: a shard merged twice, shards of different N, shards missing (of 1..N).
// Inputs without a shard are not checked. None when every shard 1..N of one N is
// merged once.
func (c *Collector) ShardWarnings() []string {
	var out []string
	seen := map[string][]string{} // shard -> files
	ns := map[int]bool{}
	var order []string
	for _, p := range c.parts {
		if p.shard == "" {
			continue
		}
		if seen[p.shard] == nil {
			order = append(order, p.shard)
		}
		seen[p.shard] = append(seen[p.shard], p.name)
		var k, n int
		if _, err := fmt.Sscanf(p.shard, "%d/%d", &k, &n); err == nil && n > 0 {
			ns[n] = true
		}
	}
	for _, sh := range order {
		if files := seen[sh]; len(files) > 1 {
			out = append(out, fmt.Sprintf("shard %s is merged %d times (%s): its games are counted %d times", sh, len(files), strings.Join(files, ", "), len(files)))
		}
	}
	if len(ns) > 1 {
		return append(out, fmt.Sprintf("the shards are of different N (%s): parts of different splits", strings.Join(order, ", ")))
	}
	for n := range ns {
		var missing []string
		for k := 1; k <= n; k++ {
			if sh := fmt.Sprintf("%d/%d", k, n); seen[sh] == nil {
				missing = append(missing, sh)
			}
		}
		switch len(missing) {
		case 0:
		case 1:
			out = append(out, fmt.Sprintf("shard %s is missing: the statistics are not those of the whole archive", missing[0]))
		default:
			out = append(out, fmt.Sprintf("shards %s are missing: the statistics are not those of the whole archive", strings.Join(missing, ", ")))
		}
	}
	return out
}

// firstNegative finds the first negative number of the JSON data (every number
// courier stats -o json writes is a count, a length or a statistic of lengths):
// its path in jq syntax (".groups[0].games"), its byte offset and its text.
func firstNegative(data []byte) (path string, off int, num string, ok bool) {
	type frame struct {
		obj  bool
		key  string // the key of the value being read (objects)
		idx  int    // the index of the value being read (arrays)
		want bool   // objects: the next string is a key
	}
	var stack []*frame
	// value notes that a value starts in the innermost container
	value := func() {
		if n := len(stack); n > 0 && !stack[n-1].obj {
			stack[n-1].idx++
		}
	}
	done := func() {
		if n := len(stack); n > 0 && stack[n-1].obj {
			stack[n-1].want = true
		}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	for {
		tok, err := dec.Token()
		if err != nil {
			return "", 0, "", false
		}
		switch t := tok.(type) {
		case json.Delim:
			if t == '{' || t == '[' {
				value()
				stack = append(stack, &frame{obj: t == '{', idx: -1, want: true})
				continue
			}
			stack = stack[:len(stack)-1]
			done()
		case string:
			if n := len(stack); n > 0 && stack[n-1].obj && stack[n-1].want {
				stack[n-1].key, stack[n-1].want = t, false
				continue
			}
			value()
			done()
		case json.Number:
			value()
			if strings.HasPrefix(string(t), "-") {
				var b strings.Builder
				for _, f := range stack {
					if f.obj {
						fmt.Fprintf(&b, ".%s", f.key)
					} else {
						fmt.Fprintf(&b, "[%d]", f.idx)
					}
				}
				return b.String(), int(dec.InputOffset()) - len(t), string(t), true
			}
			done()
		default:
			value()
			done()
		}
	}
}

// jsonError locates a decoding error in data.
func jsonError(name string, data []byte, err error) *MergeError {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	off := -1
	msg := err.Error()
	switch {
	case errors.As(err, &se):
		off = int(se.Offset) - 1 // Offset counts the bytes read, the bad one included
	case errors.As(err, &te):
		off = int(te.Offset) - 1
		if te.Field == "" {
			msg = fmt.Sprintf("not the output of courier stats -o json (a JSON %s, want an object)", te.Value)
		} else {
			msg = fmt.Sprintf("%s: a JSON %s where %s was expected", te.Field, te.Value, te.Type)
		}
	case errors.Is(err, io.EOF):
		msg = "empty: no JSON object"
	case errors.Is(err, io.ErrUnexpectedEOF):
		off = len(data)
		msg = "the JSON ends too early"
	}
	if off >= 0 {
		line, col := lineCol(data, off)
		return &MergeError{Name: name, Line: line, Col: col, Msg: msg}
	}
	return &MergeError{Name: name, Msg: msg}
}

// lineCol turns a 0-based byte offset into a 1-based line and column (bytes).
func lineCol(data []byte, off int) (line, col int) {
	off = min(max(off, 0), len(data))
	line = 1 + bytes.Count(data[:off], []byte{'\n'})
	col = off - bytes.LastIndexByte(data[:off], '\n')
	return line, col
}

// fill gives a decoded group the empty tables its JSON may lack.
func (g *Group) fill(capacity int) {
	for _, c := range []*Counter{&g.Claimed, &g.Computed, &g.Terminations, &g.Captured, &g.Capturing, &g.Promotions} {
		if *c == nil {
			*c = Counter{}
		}
	}
	if g.Codes == nil {
		g.Codes = NewTopK(capacity)
	}
	if g.FirstMoves == nil {
		g.FirstMoves = NewTopK(capacity)
	}
	if g.Effects == nil {
		g.Effects = map[string]*EffectCount{}
	}
	g.capacity = capacity
	for _, ec := range g.Effects {
		for _, c := range []*Counter{&ec.Sides, &ec.Pieces, &ec.Affected} {
			if *c == nil {
				*c = Counter{}
			}
		}
		if ec.ByMove == nil {
			ec.ByMove = NewTopK(capacity)
		}
	}
}

func (s *Summary) merge(o *Summary) {
	s.Games += o.Games
	s.Status.OK += o.Status.OK
	s.Status.Illegal += o.Status.Illegal
	s.Status.Unsupported += o.Status.Unsupported
	s.Status.ParseError += o.Status.ParseError
	s.Mismatches += o.Mismatches
	s.OKMismatches += o.OKMismatches
	s.Length.Merge(&o.Length)
}

func (c Counter) merge(o Counter) {
	for k, v := range o {
		c[k] += v
	}
}

// merge adds the statistics of o (a group of the same variant and file) to g.
func (g *Group) merge(o *Group) {
	g.Summary.merge(&o.Summary)
	g.Claimed.merge(o.Claimed)
	g.Computed.merge(o.Computed)
	g.Terminations.merge(o.Terminations)
	g.Codes.Merge(o.Codes)
	g.FirstMoves.Merge(o.FirstMoves)
	g.Captured.merge(o.Captured)
	g.Capturing.merge(o.Capturing)
	g.Promotions.merge(o.Promotions)
	for key, oe := range o.Effects {
		ec := g.Effects[key]
		if ec == nil {
			ec = newEffectCount(oe.Module, oe.Kind, g.capacity)
			g.Effects[key] = ec
		}
		ec.Count += oe.Count
		ec.Games += oe.Games
		ec.Sides.merge(oe.Sides)
		ec.Captures += oe.Captures
		ec.Moves.Merge(&oe.Moves)
		ec.Pieces.merge(oe.Pieces)
		ec.Affected.merge(oe.Affected)
		ec.PerGame.Merge(&oe.PerGame)
		ec.ByMove.Merge(oe.ByMove)
	}
}
