// Package plan is `courier plan --shards N FILE...`: the assignment of the inputs
// to the N shards of --shard K/N (pkg/shard) as one JSON object, so that a
// scheduler can place each shard near its data.
package plan

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/iostreams"
	"github.com/gamecourier/courier/pkg/logargs"
	"github.com/gamecourier/courier/pkg/shard"
)

// PlanOptions are the inputs of one plan run.
type PlanOptions struct {
	IO     *iostreams.IOStreams
	Shards int      // --shards: N
	Files  []string // files and directories, as replay and stats take them
}

// NewCmdPlan returns the plan command; runF replaces PlanRun in tests.
func NewCmdPlan(f *cmdutil.Factory, runF func(*PlanOptions) error) *cobra.Command {
	opts := &PlanOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "plan --shards N FILE...",
		Short: "Print which files and byte ranges each shard of --shard K/N reads, as JSON",
		Long: `Print the assignment of the inputs to the N shards of courier replay and courier
stats --shard K/N, as every shard computes it: the inputs in order (a directory
stands for its log files, ` + strings.Join(logargs.LogExtensions, " ") + `, as replay and stats
read them), laid end to end and cut into N runs of about equal bytes; compressed
files (.gz .bz2 .xz .zst), standard input and files under 1 MiB go whole to one
shard, larger plain files are cut into byte ranges that start where a game starts
(a sync point: docs/scale.md).

Output: one JSON object: "shards" (N), "bytes" (all inputs), "parts" (one per
file or byte range, in input order: "shard" 1-based, "file", "from" and "to" (the
bytes read, 0-based, "to" excluded), "bytes", "whole" (read whole, with "why":
compressed, small, standard input, not a regular file, unreadable, not text) and
"estimated_games" (from the games per byte of the file's first MiB; absent for
compressed files and standard input)), and "per_shard" (each shard's "bytes" and
"estimated_games").

Exit status: 0; 2 usage error; 3 a file could not be read while planning (it is
still planned, whole).`,
		Example: `  courier plan --shards 8 archive/ > plan.json
  jq -r '.parts[] | select(.shard == 3) | "\(.file) \(.from)-\(.to)"' plan.json`,
		Args: logargs.LogArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !cmd.Flags().Changed("shards") {
				return cmdutil.Usagef("--shards N is required: the number of shards")
			}
			if opts.Shards < 1 {
				return cmdutil.Usagef("--shards must be 1 or more, not %d", opts.Shards)
			}
			for _, a := range args {
				if a == "-" {
					return cmdutil.Usagef("standard input (-) cannot be planned: give files")
				}
			}
			opts.Files = args
			if runF != nil {
				return runF(opts)
			}
			return PlanRun(opts)
		},
	}
	cmd.Flags().IntVarP(&opts.Shards, "shards", "n", 0, "the number `N` of shards (required)")
	return cmd
}

// Plan is the JSON output.
type Plan struct {
	Shards   int         `json:"shards"`
	Bytes    int64       `json:"bytes"`
	Parts    []Part      `json:"parts"`
	PerShard []ShardLoad `json:"per_shard"`
}

// Part is one file or byte range of a shard.
type Part struct {
	Shard          int    `json:"shard"`
	File           string `json:"file"`
	From           int64  `json:"from"`
	To             int64  `json:"to"`
	Bytes          int64  `json:"bytes"`
	Whole          bool   `json:"whole"`
	Why            string `json:"why,omitempty"`
	EstimatedGames *int64 `json:"estimated_games,omitempty"`
}

// ShardLoad is what one shard reads.
type ShardLoad struct {
	Shard          int   `json:"shard"`
	Bytes          int64 `json:"bytes"`
	EstimatedGames int64 `json:"estimated_games"`
}

// PlanRun computes the plan and writes it.
func PlanRun(opts *PlanOptions) error {
	var files []shard.File
	for _, s := range logargs.Sources(opts.Files, nil) {
		files = append(files, shard.Probe(s.Name))
	}
	p := Plan{Shards: opts.Shards, PerShard: make([]ShardLoad, opts.Shards)}
	for i := range p.PerShard {
		p.PerShard[i].Shard = i + 1
	}
	for _, f := range files {
		p.Bytes += f.Size
	}
	failed := 0
	rate := map[int]float64{}
	for _, sp := range shard.Assign(files, opts.Shards) {
		f := files[sp.File]
		part, err := resolve(f, sp, rate)
		if err != nil {
			failed++
			fmt.Fprintf(opts.IO.ErrOut, "courier: cannot read %s: %v\n", f.Name, err)
		}
		p.Parts = append(p.Parts, part)
		load := &p.PerShard[sp.Shard-1]
		load.Bytes += part.Bytes
		if part.EstimatedGames != nil {
			load.EstimatedGames += *part.EstimatedGames
		}
	}
	enc := json.NewEncoder(opts.IO.Out)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(p); err != nil {
		return cmdutil.WriteError(err)
	}
	if failed > 0 {
		return cmdutil.Failuref("%d of %d parts could not be read", failed, len(p.Parts))
	}
	return nil
}

// resolve turns the nominal part sp of f into the bytes read, with an estimate of
// its games (rate caches the games per byte of each file).
func resolve(f shard.File, sp shard.Part, rate map[int]float64) (Part, error) {
	part := Part{Shard: sp.Shard, File: f.Name, From: sp.From, To: sp.To, Whole: sp.Whole, Why: f.Why}
	if f.Why == "compressed" || f.Why == "standard input" || f.Why == "not a regular file" || f.Why == "unreadable" {
		part.Bytes = part.To - part.From
		return part, nil
	}
	fd, err := os.Open(f.Name)
	if err != nil {
		return part, err
	}
	defer fd.Close()
	if !sp.Whole {
		if part.From, err = shard.Snap(fd, f, sp.From); err == nil {
			part.To, err = shard.Snap(fd, f, sp.To)
		}
		if err != nil {
			return part, err
		}
		part.To = max(part.From, part.To)
	}
	part.Bytes = part.To - part.From
	r, ok := rate[sp.File]
	if !ok {
		if r, err = shard.GamesPerByte(fd, f); err != nil {
			return part, err
		}
		rate[sp.File] = r
	}
	g := int64(math.Round(r * float64(part.Bytes)))
	part.EstimatedGames = &g
	return part, nil
}
