package shard

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
)

// Plan is the assignment of the inputs to N shards with its byte ranges resolved
// to sync points and the line and game numbers where each starts, as courier plan
// writes it (JSON) and --plan reads it: a shard given the plan reads its ranges
// without counting the bytes before them.
type Plan struct {
	Shards   int         `json:"shards"`
	Bytes    int64       `json:"bytes"` // all inputs
	Parts    []PlanPart  `json:"parts"` // in input order
	PerShard []ShardLoad `json:"per_shard"`
}

// PlanPart is one file or byte range of a shard.
type PlanPart struct {
	Shard int    `json:"shard"` // 1-based
	File  string `json:"file"`
	Size  int64  `json:"size"` // of the file
	// From and To are the bytes read: [From, To), 0-based (a whole file: 0, Size).
	From  int64  `json:"from"`
	To    int64  `json:"to"`
	Bytes int64  `json:"bytes"`
	Whole bool   `json:"whole"`
	Why   string `json:"why,omitempty"` // File.Why
	// Line is the 1-based number of the line at From; GamesBefore the number of
	// games of the file before From (as the package comment counts them).
	Line        int `json:"line"`
	GamesBefore int `json:"games_before"`
	// EstimatedGames is the part's bytes times the games per byte of the file's
	// first MiB (GamesPerByte); absent for compressed files and standard input.
	EstimatedGames *int64 `json:"estimated_games,omitempty"`
}

// ShardLoad is what one shard reads.
type ShardLoad struct {
	Shard          int   `json:"shard"`
	Bytes          int64 `json:"bytes"`
	EstimatedGames int64 `json:"estimated_games"`
}

// MakePlan resolves Assign(files, n): each range file is read once, up to the
// start of its last range (the sync points and line ends before each range
// counted on the way). A file that cannot be read is an error of errs (its parts
// keep their nominal ranges, numbered from line 1); the others are planned.
func MakePlan(files []File, n int) (p Plan, errs []error) {
	p = Plan{Shards: n, PerShard: make([]ShardLoad, n)}
	for i := range p.PerShard {
		p.PerShard[i].Shard = i + 1
	}
	for _, f := range files {
		p.Bytes += f.Size
	}
	parts := Assign(files, n)
	for i := 0; i < len(parts); {
		j := i
		for j < len(parts) && parts[j].File == parts[i].File {
			j++
		}
		f := files[parts[i].File]
		pps, err := planFile(f, parts[i:j])
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", f.Name, err))
		}
		for _, pp := range pps {
			p.Parts = append(p.Parts, pp)
			load := &p.PerShard[pp.Shard-1]
			load.Bytes += pp.Bytes
			if pp.EstimatedGames != nil {
				load.EstimatedGames += *pp.EstimatedGames
			}
		}
		i = j
	}
	return p, errs
}

// planFile resolves the parts of the file f (in order).
func planFile(f File, parts []Part) ([]PlanPart, error) {
	out := make([]PlanPart, len(parts))
	for k, sp := range parts {
		out[k] = PlanPart{Shard: sp.Shard, File: f.Name, Size: f.Size, From: sp.From, To: sp.To, Bytes: sp.To - sp.From, Whole: sp.Whole, Why: f.Why, Line: 1}
	}
	switch f.Why {
	case "compressed", "standard input", "not a regular file", "unreadable":
		return out, nil
	}
	fd, err := os.Open(f.Name)
	if err != nil {
		return out, err
	}
	defer fd.Close()
	if !f.Whole {
		s := &scanner{r: fd, size: f.Size, end: f.End}
		var at, lines, syncs int64
		for k := range out {
			a, err := s.snap(out[k].From)
			if err != nil {
				return out, err
			}
			b, err := s.snap(out[k].To)
			if err != nil {
				return out, err
			}
			out[k].From, out[k].To = a, max(a, b)
			if a > 0 && a < out[k].To {
				l, err := s.walk(at, a, true, func(int64, bool) bool { syncs++; return true })
				if err != nil {
					return out, err
				}
				lines, at = lines+l, a
				out[k].Line, out[k].GamesBefore = int(lines)+1, int(syncs)+1
			}
			out[k].Bytes = out[k].To - out[k].From
		}
	}
	rate, err := GamesPerByte(fd, f)
	if err != nil {
		return out, err
	}
	for k := range out {
		g := int64(math.Round(rate * float64(out[k].Bytes)))
		out[k].EstimatedGames = &g
	}
	return out, nil
}

// ReadPlan reads a plan written by courier plan (Plan as JSON). The error says
// what is wrong with it.
func ReadPlan(r io.Reader) (Plan, error) {
	var p Plan
	dec := json.NewDecoder(r)
	if err := dec.Decode(&p); err != nil {
		return p, fmt.Errorf("not a plan of courier plan: %v", err)
	}
	if p.Shards < 1 || len(p.Parts) == 0 {
		return p, fmt.Errorf("not a plan of courier plan: no shards or no parts")
	}
	for _, pp := range p.Parts {
		if pp.Shard < 1 || pp.Shard > p.Shards || pp.From < 0 || pp.To < pp.From || pp.To > pp.Size || pp.Line < 1 || pp.GamesBefore < 0 {
			return p, fmt.Errorf("part %+v of the plan is out of range", pp)
		}
	}
	return p, nil
}

// inputs returns the index of the input of each part (the parts of one input
// follow one another; a part at byte 0 starts an input).
func (p Plan) inputs() []int {
	idx := make([]int, len(p.Parts))
	i := -1
	for k, pp := range p.Parts {
		if k == 0 || pp.File != p.Parts[k-1].File || pp.From == 0 {
			i++
		}
		idx[k] = i
	}
	return idx
}

// InputPart is a part of a plan and the index of its input.
type InputPart struct {
	Input int
	PlanPart
}

// Of returns the parts of shard k (1-based), in input order.
func (p Plan) Of(k int) []InputPart {
	var out []InputPart
	for j, i := range p.inputs() {
		if p.Parts[j].Shard == k {
			out = append(out, InputPart{Input: i, PlanPart: p.Parts[j]})
		}
	}
	return out
}

// Check reports whether the plan is one of n shards over files (the inputs in
// order, with their sizes now): else an error that says how it differs.
func (p Plan) Check(files []File, n int) error {
	if p.Shards != n {
		return fmt.Errorf("the plan is of %d shards, not %d", p.Shards, n)
	}
	idx := p.inputs()
	i := -1
	for k, pp := range p.Parts {
		if idx[k] == i {
			continue
		}
		i = idx[k]
		if i >= len(files) {
			return fmt.Errorf("the plan has more inputs than the %d given (%s)", len(files), pp.File)
		}
		if files[i].Name != pp.File {
			return fmt.Errorf("input %d is %s, the plan's is %s: give the inputs of the plan, in its order", i+1, files[i].Name, pp.File)
		}
		if files[i].Size != pp.Size {
			return fmt.Errorf("%s has %d bytes, the plan's %d: the plan is of another version of it", pp.File, files[i].Size, pp.Size)
		}
	}
	if i+1 != len(files) {
		return fmt.Errorf("the plan has %d inputs, %d are given", i+1, len(files))
	}
	return nil
}
