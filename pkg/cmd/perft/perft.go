// Package perft is `courier perft`: the number of leaf nodes of the legal move tree
// of a preset's start position (or a --fen position) to a depth in plies, optionally
// divided by root move. It is the standard check of a move generator against other
// implementations (the oracle tables in the shared repository).
//
// It judges no count: the count is printed and the exit status is 0; comparing it
// with a reference is the caller's job. A preset that courier check rejects (its
// start position included) is reported with its diagnostics, exit status 1.
package perft

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/iostreams"
	"github.com/gamecourier/courier/pkg/position"
)

// MaxDepth is the deepest perft accepted, in plies. The tree grows about 20- to
// 40-fold per ply on the shipped presets (chess: 119 million nodes at depth 6), so
// anything near the cap is only useful on tiny boards.
const MaxDepth = 20

// Formats are the output formats of perft; the first is the default.
var Formats = []string{"text", "json"}

// PerftOptions are the inputs of one perft run.
type PerftOptions struct {
	IO *iostreams.IOStreams

	Preset     string   // --preset: a shipped preset id or a preset file
	PresetPath []string // user preset directories (setting preset_path)
	FEN        string   // --fen: the position to count from; "" = the start position
	Divide     bool     // --divide: also give the count below each root move
	Without    []string // --without: rule modules switched off
	Output     string   // text or json
	Depth      int      // plies, 0..MaxDepth

	// Workers is the number of goroutines sharing the root moves; 0 = GOMAXPROCS.
	Workers int
}

// NewCmdPerft returns the perft command. runF, when not nil, replaces perftRun (for
// tests of the flag handling).
func NewCmdPerft(f *cmdutil.Factory, runF func(*PerftOptions) error) *cobra.Command {
	opts := &PerftOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "perft --preset NAME|FILE [--fen FEN] [--divide] [--without RULE]... [-o text|json] DEPTH",
		Short: "Count the legal move tree of a position to DEPTH plies",
		Long: `Count the leaf nodes of the legal move tree to DEPTH plies from the preset's start
position, or from --fen. With --divide, also the count below each legal root move.

Text output (stdout): with --divide, one line "MOVE NODES" per root move in coordinate
notation, sorted by move text; then "nodes N". The time taken and the speed go to
stderr, so stdout stays parseable.
JSON output: one object {"depth":D,"nodes":N,"seconds":S} with "divide":{"e2e4":N,...}
when --divide is given.

The preset is checked first, as courier check checks it (its start position too, even
with --fen): an invalid preset is reported on stderr with exit status 1.`,
		Example: `  courier perft --preset chess 5
  courier perft --preset symmetric --without bishop_conversion --divide 3
  courier perft --preset chess --fen '8/8/8/8/8/8/8/K1k5 w - - 0 1' -o json 4`,
		Args: func(cmd *cobra.Command, args []string) error {
			switch len(args) {
			case 0:
				return cmdutil.Usagef("missing DEPTH argument (a number of plies, 0..%d)", MaxDepth)
			case 1:
				return nil
			default:
				return cmdutil.Usagef("one DEPTH argument expected, got %d: %q", len(args), args)
			}
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			d, err := ParseDepth(args[0])
			if err != nil {
				return err
			}
			if err := cmdutil.FENFlag(cmd); err != nil {
				return err
			}
			opts.Depth = d
			if opts.Output, err = f.Output(cmd, Formats); err != nil {
				return err
			}
			if opts.PresetPath, err = f.PresetPath(); err != nil {
				return err
			}
			if runF != nil {
				return runF(opts)
			}
			return perftRun(opts)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&opts.Preset, "preset", "", "`NAME|FILE` of the preset: a shipped id (see courier presets), an id in preset_path, or a preset file (required)")
	fl.StringVar(&opts.FEN, "fen", "", "count from this `FEN` instead of the start position")
	fl.BoolVar(&opts.Divide, "divide", false, "also print the count below each root move")
	fl.StringSliceVar(&opts.Without, "without", nil, "switch off the rule module `RULE` (repeatable, or comma-separated)")
	fl.StringP(cmdutil.KeyOutput, "o", "text", "output `format`: text or json")
	cmdutil.CompleteOutput(cmd, Formats)
	fl.IntVarP(&opts.Workers, "jobs", "j", 0, "goroutines sharing the root moves (0 = all cores; 1 = single-threaded, for speed comparisons)")
	cmd.SetFlagErrorFunc(flagError)
	return cmd
}

// negativeNumber is compiled on first use, not at every start of the program.
var negativeNumber = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`shorthand flag: '[0-9]' in -[0-9]`) })

// flagError makes a negative DEPTH (which pflag takes for a flag) say so.
func flagError(cmd *cobra.Command, err error) error {
	if negativeNumber().MatchString(err.Error()) {
		return cmdutil.Usagef("DEPTH must be a non-negative integer (0..%d)", MaxDepth)
	}
	return &cmdutil.UsageError{Err: err}
}

// ParseDepth reads the DEPTH argument: a decimal integer 0..MaxDepth. Errors are
// *cmdutil.UsageError.
func ParseDepth(s string) (int, error) {
	n, err := strconv.ParseUint(s, 10, 31)
	var ne *strconv.NumError
	if err != nil && errors.As(err, &ne) && errors.Is(ne.Err, strconv.ErrRange) {
		return 0, cmdutil.Usagef("DEPTH %s is too deep: at most %d plies (the tree grows 20- to 40-fold per ply)", s, MaxDepth)
	}
	if err != nil {
		return 0, cmdutil.Usagef("DEPTH %q is not a non-negative integer (plies, 0..%d)", s, MaxDepth)
	}
	if n > MaxDepth {
		return 0, cmdutil.Usagef("DEPTH %d is too deep: at most %d plies (the tree grows 20- to 40-fold per ply)", n, MaxDepth)
	}
	return int(n), nil
}

// Entry is the count below one root move.
type Entry struct {
	Move  string // coordinate notation
	Nodes uint64
}

// Result is a perft count.
type Result struct {
	Depth   int
	Nodes   uint64
	Divide  []Entry // sorted by Move; nil unless asked
	Elapsed time.Duration
}

func perftRun(opts *PerftOptions) error {
	if opts.Depth < 0 || opts.Depth > MaxDepth {
		return cmdutil.Usagef("DEPTH %d is out of range (0..%d)", opts.Depth, MaxDepth)
	}
	if opts.Workers < 0 {
		return cmdutil.Usagef("--jobs %d: the number of goroutines is 0 (all cores) or more", opts.Workers)
	}
	format, err := cmdutil.CheckOutput("courier perft", opts.Output, Formats)
	if err != nil {
		return err
	}
	_, r, err := cmdutil.LoadVariant(opts.IO.ErrOut, opts.Preset, opts.PresetPath, opts.Without)
	if err != nil {
		return err
	}
	p, err := cmdutil.Position(r, opts.FEN)
	if err != nil {
		return err
	}
	res := Count(p, opts.Depth, opts.Divide, opts.Workers)
	switch format {
	case "json":
		err = writeJSON(opts, res)
	default:
		err = writeText(opts, res)
	}
	if err != nil {
		return cmdutil.WriteError(err)
	}
	return nil
}

// Count runs perft on p to depth plies, splitting the root moves among workers
// goroutines (0 = GOMAXPROCS). With divide, the result lists every root move. p is
// unchanged afterwards.
func Count(p *position.Position, depth int, divide bool, workers int) Result {
	start := time.Now()
	res := Result{Depth: depth}
	if depth == 0 {
		res.Nodes = 1
		if divide {
			res.Divide = []Entry{}
		}
		res.Elapsed = time.Since(start)
		return res
	}
	moves := p.LegalMoves(nil)
	entries := make([]Entry, len(moves))
	for i, m := range moves {
		entries[i] = Entry{Move: p.Coord(m), Nodes: 1}
	}
	if depth > 1 {
		if workers <= 0 {
			workers = runtime.GOMAXPROCS(0)
		}
		workers = min(workers, len(moves))
		jobs := make(chan int)
		var wg sync.WaitGroup
		var once sync.Once
		var crash any
		for range workers {
			wg.Go(func() {
				// A panic in a worker would kill the process past root.Main's
				// recover; hand it to the calling goroutine instead.
				defer func() {
					if r := recover(); r != nil {
						once.Do(func() { crash = r })
						for range jobs { // let the sender finish
						}
					}
				}()
				for i := range jobs {
					q := p.Clone()
					q.Make(moves[i])
					entries[i].Nodes = q.Perft(depth - 1)
				}
			})
		}
		for i := range moves {
			jobs <- i
		}
		close(jobs)
		wg.Wait()
		if crash != nil {
			panic(crash)
		}
	}
	for _, e := range entries {
		res.Nodes += e.Nodes
	}
	res.Elapsed = time.Since(start)
	if divide {
		sort.SliceStable(entries, func(i, j int) bool { return entries[i].Move < entries[j].Move })
		res.Divide = entries
	}
	return res
}

func writeText(opts *PerftOptions, res Result) error {
	out := opts.IO.Out
	for _, e := range res.Divide {
		if _, err := fmt.Fprintf(out, "%s %d\n", e.Move, e.Nodes); err != nil {
			return err
		}
	}
	if _, err := fmt.Fprintf(out, "nodes %d\n", res.Nodes); err != nil {
		return err
	}
	secs := res.Elapsed.Seconds()
	speed := "-"
	if secs > 0 {
		speed = strconv.FormatFloat(float64(res.Nodes)/secs, 'f', 0, 64)
	}
	fmt.Fprintf(opts.IO.ErrOut, "perft %d: %d nodes in %.3f s, %s nodes/s\n", res.Depth, res.Nodes, secs, speed)
	return nil
}

// jsonResult is the JSON shape (contract): depth, nodes, seconds, divide when asked.
type jsonResult struct {
	Depth   int               `json:"depth"`
	Nodes   uint64            `json:"nodes"`
	Seconds float64           `json:"seconds"`
	Divide  map[string]uint64 `json:"divide,omitzero"`
}

func writeJSON(opts *PerftOptions, res Result) error {
	j := jsonResult{Depth: res.Depth, Nodes: res.Nodes, Seconds: res.Elapsed.Seconds()}
	if res.Divide != nil {
		j.Divide = make(map[string]uint64, len(res.Divide))
		for _, e := range res.Divide {
			j.Divide[e.Move] += e.Nodes // two moves never share a text; if they did, the sum keeps the total
		}
	}
	data, err := json.Marshal(j)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(opts.IO.Out, "%s\n", data)
	return err
}
