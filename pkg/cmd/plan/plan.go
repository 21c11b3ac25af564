// Package plan is `courier plan --shards N FILE...`: the assignment of the inputs
// to the N shards of --shard K/N (pkg/shard) as one JSON object, so that a
// scheduler can place each shard near its data.
package plan

import (
	"encoding/json"
	"fmt"
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
file or byte range, in input order: "shard" 1-based, "file", "size" (of the file),
"from" and "to" (the bytes read, 0-based, "to" excluded), "bytes", "whole" (read
whole, with "why": compressed, small, standard input, not a regular file,
unreadable, not text), "line" (the 1-based number of the line at "from"),
"games_before" (the games of the file before "from") and "estimated_games" (from
the games per byte of the file's first MiB; absent for compressed files)), and
"per_shard" (each shard's "bytes" and "estimated_games"). To number the ranges,
each file that is cut is read once up to its last range.

Given to replay or stats with --plan FILE (and --shard K/N), the plan spares each
shard the count of the bytes before its ranges: it reads only its ranges.

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

// PlanRun computes the plan and writes it.
func PlanRun(opts *PlanOptions) error {
	var files []shard.File
	for _, s := range logargs.Sources(opts.Files, nil) {
		files = append(files, shard.Probe(s.Name))
	}
	p, errs := shard.MakePlan(files, opts.Shards)
	for _, err := range errs {
		fmt.Fprintf(opts.IO.ErrOut, "courier: cannot read %v\n", err)
	}
	enc := json.NewEncoder(opts.IO.Out)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(p); err != nil {
		return cmdutil.WriteError(err)
	}
	if len(errs) > 0 {
		return cmdutil.Failuref("%d of %d inputs could not be read", len(errs), len(files))
	}
	return nil
}
