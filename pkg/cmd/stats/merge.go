package stats

import (
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/iostreams"
	"github.com/gamecourier/courier/pkg/stats"
)

// MergeOptions are the inputs of one `courier stats merge` run.
type MergeOptions struct {
	IO     *iostreams.IOStreams
	Output string   // text, json, csv or html
	Files  []string // outputs of `courier stats -o json`; "-" is standard input
	Top    int      // --top: rows of the top-N tables
}

// NewCmdMerge returns `courier stats merge`; runF replaces MergeRun in tests.
func NewCmdMerge(f *cmdutil.Factory, runF func(*MergeOptions) error) *cobra.Command {
	opts := &MergeOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "merge [-o text|json|csv|html] [--top N] FILE.json...|-",
		Short: "Merge the JSON statistics of parts of an archive into those of the whole",
		Long: `Read the outputs of courier stats -o json over disjoint parts of an archive (the
shards of --shard K/N, or any split by file) and write the statistics of the whole
archive: exactly what one courier stats run over all of it writes, in any output
format. Counters are summed, the length and move-number distributions merged from
their histograms (so medians are exact), the top-N tables summed key by key (exact
while every part is exact and together they track at most 64 keys per table).

Every part must be grouped alike (all with --by-file or none). The output of
courier stats --shard K/N records its shard: a shard merged twice, shards of
different N, and shards missing of 1..N are warned about on stderr (the parts are
merged all the same). A sum past the largest count (2^63-1) is refused: that part
is not merged (exit status 3). The -o html page has
no diagrams of illegal moves (the JSON does not carry them).

Exit status: 0 every game ok; 1 some game has findings (the statistics are written
all the same); 2 usage error; 3 a file could not be read or is not the output of
courier stats -o json, or would make a sum overflow (the others are merged and
written).`,
		Example: `  for k in 1 2 3 4; do courier stats --shard $k/4 -o json archive/ > s$k.json; done
  courier stats merge s1.json s2.json s3.json s4.json
  courier stats merge -o html s*.json > report.html`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return cmdutil.Usagef("no input: give the outputs of courier stats -o json to merge (or - for standard input)")
			}
			n := 0
			for _, a := range args {
				if a == "-" {
					n++
				}
			}
			if n > 1 {
				return cmdutil.Usagef("standard input (-) given %d times; it can be read once", n)
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			if opts.Output, err = f.Output(cmd, Formats); err != nil {
				return err
			}
			if opts.Top < 1 {
				return cmdutil.Usagef("--top must be 1 or more, not %d", opts.Top)
			}
			opts.Files = args
			if runF != nil {
				return runF(opts)
			}
			return MergeRun(opts)
		},
	}
	fl := cmd.Flags()
	fl.StringP(cmdutil.KeyOutput, "o", "text", "output `format`: text, json, csv or html")
	cmdutil.CompleteOutput(cmd, Formats)
	fl.IntVar(&opts.Top, "top", 10, "rows of the top-`N` tables (diagnostic codes, first moves)")
	return cmd
}

// MergeRun merges the files and writes the statistics.
func MergeRun(opts *MergeOptions) error {
	col := stats.New(stats.Options{Top: opts.Top})
	bad := 0
	for _, name := range opts.Files {
		var err error
		if name == "-" {
			err = col.MergeJSON(opts.IO.In, name)
		} else if fh, oerr := os.Open(name); oerr != nil {
			err = fmt.Errorf("cannot read %s: %v", name, unwrapPath(oerr))
		} else {
			err = col.MergeJSON(fh, name)
			fh.Close()
		}
		if err != nil {
			bad++
			fmt.Fprintf(opts.IO.ErrOut, "courier: %v\n", err)
		}
	}
	for _, w := range col.ShardWarnings() {
		fmt.Fprintf(opts.IO.ErrOut, "courier: warning: %s\n", w)
	}
	if err := write(opts.IO.Out, col, opts.Output, stats.HTMLOptions{Title: "courier stats merge: " + strings.Join(opts.Files, " ")}); err != nil {
		return err
	}
	t := &col.Total
	if opts.Output == "text" || opts.Output == "" {
		fmt.Fprintf(opts.IO.ErrOut, "stats merge: %d of %d files, %d games, %d plies\n", len(opts.Files)-bad, len(opts.Files), t.Games, t.Length.Sum())
	}
	if bad > 0 {
		return cmdutil.Failuref("%d of %d files could not be merged", bad, len(opts.Files))
	}
	// the games with findings, in the words of stats and replay: those not ok
	// and those ok whose result mismatches
	if n := t.Games - t.Status.OK + t.OKMismatches; n > 0 {
		return cmdutil.Findingsf(n, "%d of %d games have findings (see courier replay)", n, t.Games)
	}
	return nil
}

func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}
