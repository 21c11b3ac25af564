// Package stats is `courier stats`: replay every game of the given logs (as `courier
// replay` does, streaming and in parallel) and write statistics over them, grouped
// by variant (and by file with --by-file): games and results, terminations, lengths,
// illegal games and their diagnostic codes, first moves, captures, promotions and
// every rule module's effects (castling, conversions, swaps, drops, explosions, ...)
// by module and kind. Output: text tables, JSON, CSV, or one self-contained HTML report
// with bar charts and the diagrams of the illegal moves.
//
// Exit status (as replay): 0 every game ok; 1 some game has findings (the statistics
// are written all the same); 2 usage error; 3 an input could not be read.
package stats

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/diagram"
	"github.com/gamecourier/courier/pkg/iostreams"
	"github.com/gamecourier/courier/pkg/logargs"
	"github.com/gamecourier/courier/pkg/replay"
	"github.com/gamecourier/courier/pkg/stats"
)

// Formats are the output formats of stats; the first is the default.
var Formats = []string{"text", "json", "csv", "html"}

// StatsOptions are the inputs of one stats run.
type StatsOptions struct {
	IO *iostreams.IOStreams
	logargs.EngineFlags

	PresetPath []string // user preset directories
	Output     string   // text, json, csv or html
	Files      []string // files, directories (their log files, recursively) or "-"
	ByFile     bool     // --by-file: group by file and variant
	Top        int      // --top: rows of the top-N tables
	Diagrams   int      // --diagrams: illegal-move diagrams in the HTML report
	Progress   bool     // show a progress bar (set when stderr is a terminal)
}

// NewCmdStats returns the stats command; runF replaces StatsRun in tests.
func NewCmdStats(f *cmdutil.Factory, runF func(*StatsOptions) error) *cobra.Command {
	opts := &StatsOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "stats [--preset NAME|FILE] [--by-file] [-o text|json|csv|html] FILE...|-",
		Short: "Statistics over archives of game logs",
		Long: `Replay every game of the given logs (as courier replay does) and write statistics
over them, grouped by variant (--by-file: by file and variant):

  games by status, results claimed and computed, terminations, length in plies
  (mean, median, min, max), the most common diagnostic codes, first moves,
  captures by piece type, promotions by piece, and every rule module's effects
  (castling, en passant, bishop conversions and swaps, Cowardly Crew conversions,
  drops, explosions, ...) by module and kind: by side, capturing or not, at which
  move numbers, the pieces named and affected, and the moves that made them.

Output: text tables, json (one object), csv (one value per line: variant, file,
table, key, column, value), or html: one self-contained page (no network) with the
tables, bar charts of the results and lengths, and the diagrams of the first
--diagrams illegal moves.

Memory does not grow with the number of games: counters, histograms and bounded
top-N tables (--top rows shown).

--shard K/N takes the K-th of N parts of the inputs (whole files, and byte ranges
of large plain files cut where a game starts, balanced by size; courier plan prints
them), read by that shard alone, and "courier stats merge" combines the -o json
outputs of the parts into exactly the statistics of the whole (docs/scale.md). A log file named merge is
given as ./merge.`,
		Example: `  courier stats logs/
  courier stats --preset chess -o json games.pgn
  courier stats --by-file -o csv archive/ > stats.csv
  courier stats -o html logs/ > report.html
  courier stats --shard 2/4 -o json archive/ > part-2.json`,
		Args: logargs.LogArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			if opts.Output, err = f.Output(cmd, Formats); err != nil {
				return err
			}
			if opts.PresetPath, err = f.PresetPath(); err != nil {
				return err
			}
			if err := logargs.CheckLogFlags(args, opts.Without, opts.Workers); err != nil {
				return err
			}
			if opts.Top < 1 {
				return cmdutil.Usagef("--top must be 1 or more, not %d", opts.Top)
			}
			if opts.Diagrams < 0 {
				return cmdutil.Usagef("--diagrams must be 0 or more, not %d", opts.Diagrams)
			}
			if err := opts.Settle(f, cmd); err != nil {
				return err
			}
			opts.Files = args
			opts.Progress = opts.IO.IsStderrTTY()
			if runF != nil {
				return runF(opts)
			}
			return StatsRun(opts)
		},
	}
	cmd.AddCommand(NewCmdMerge(f, nil))
	fl := cmd.Flags()
	opts.EngineFlags.Register(fl)
	fl.StringP(cmdutil.KeyOutput, "o", "text", "output `format`: text, json, csv or html")
	cmdutil.CompleteOutput(cmd, Formats)
	fl.BoolVar(&opts.ByFile, "by-file", false, "group by file and variant (default: by variant)")
	fl.IntVar(&opts.Top, "top", 10, "rows of the top-`N` tables (diagnostic codes, first moves)")
	fl.IntVar(&opts.Diagrams, "diagrams", 20, "html: draw the first `N` illegal moves")
	return cmd
}

// StatsRun replays the inputs and writes the statistics.
func StatsRun(opts *StatsOptions) error {
	start := time.Now()
	eng := replay.New(opts.EngineOptions(opts.PresetPath, true))
	for _, fl := range []struct{ flag, name string }{{"--preset", opts.Preset}, {"--default-preset", opts.Fallback}} {
		if fl.name != "" {
			if _, _, err := eng.Rules(fl.name); err != nil {
				return logargs.PresetFlagError(opts.IO.ErrOut, fl.flag, err)
			}
		}
	}
	sources, err := opts.EngineFlags.Sources(opts.Files, opts.IO.In)
	if err != nil {
		return err
	}
	format := opts.Output
	if format == "" {
		format = "text"
	}
	col := stats.New(stats.Options{ByFile: opts.ByFile, Top: opts.Top, Shard: opts.Shard.String()})
	bar := cmdutil.NewProgress(opts.IO.ErrOut, opts.Progress, "replaying", "games")
	errOut := bar.Writer(opts.IO.ErrOut) // the display is cleared before a message
	var illegal []stats.Illegal
	findings, drawable := 0, 0
	var ioErrs []string
	eng.Run(sources, opts.Workers, func(r *replay.Result) {
		col.Add(r)
		if r.Status != replay.StatusOK || r.Result.Mismatch {
			findings++
		}
		bar.Add(1)
		if format == "html" && r.Status == replay.StatusIllegal && r.Error != nil && r.Error.FEN != "" {
			drawable++
			if len(illegal) < opts.Diagrams {
				if il, ok := illegalDiagram(eng, opts.Preset, r); ok {
					illegal = append(illegal, il)
				}
			}
		}
	}, func(fe *replay.FileError) {
		ioErrs = append(ioErrs, fe.Error())
		fmt.Fprintf(errOut, "courier: cannot read %s\n", fe.Error())
	})
	bar.Finish()
	if err := write(opts.IO.Out, col, format, stats.HTMLOptions{Title: "courier stats: " + strings.Join(opts.Files, " "), Illegal: illegal, MoreIllegal: drawable - len(illegal)}); err != nil {
		return err
	}
	if format == "text" {
		fmt.Fprintf(opts.IO.ErrOut, "stats: %d games, %d plies in %.2fs\n", col.Total.Games, col.Total.Length.Sum(), time.Since(start).Seconds())
	}
	if len(ioErrs) > 0 {
		return cmdutil.Failuref("%d input(s) could not be read", len(ioErrs))
	}
	if findings > 0 {
		return cmdutil.Findingsf(findings, "%d of %d games have findings (see courier replay)", findings, col.Total.Games)
	}
	return nil
}

// illegalDiagram draws the position before the move that stopped r: the move
// before it shaded, the attempted move as an arrow (or rings on the pieces it may
// mean).
func illegalDiagram(eng *replay.Engine, preset string, r *replay.Result) (stats.Illegal, bool) {
	p, o, ok := logargs.IllegalDiagram(eng, preset, r, diagram.Options{Square: 36})
	if !ok {
		return stats.Illegal{}, false
	}
	return stats.Illegal{
		File: r.File, Game: r.Game, Line: r.Error.Line, Col: r.Error.Col, Ply: r.Error.Ply,
		Variant: r.Variant, Text: r.Error.Text, Code: r.Error.Code, Message: r.Error.Message,
		SVG: diagram.String(p, o),
	}, true
}

// write writes col in format (json, csv, html with ho, else text) to out; an
// output that cannot be written is an error.
func write(out io.Writer, col *stats.Collector, format string, ho stats.HTMLOptions) error {
	w := bufio.NewWriter(out)
	var err error
	switch format {
	case "json":
		err = col.WriteJSON(w)
	case "csv":
		err = col.WriteCSV(w)
	case "html":
		err = col.WriteHTML(w, ho)
	default:
		err = col.WriteText(w)
	}
	if err == nil {
		err = w.Flush()
	}
	if err != nil {
		return cmdutil.WriteError(err)
	}
	return nil
}
