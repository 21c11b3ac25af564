// Package replay is `courier replay`: read game logs (Game Courier text, PGN with
// SAN, coordinate notation; several games per file, any mix), replay every move
// against the variant's rules, and report each illegal move at its file:line:col,
// the computed result against the claimed one, and the rule events.
//
// Exit status: 0 every game ok; 1 findings (an illegal move, an unsupported or
// unreadable game, a result mismatch); 2 usage error; 3 an input could not be read.
package replay

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/gamecourier/courier/pkg/baseline"
	"github.com/gamecourier/courier/pkg/buildinfo"
	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/iostreams"
	"github.com/gamecourier/courier/pkg/logargs"
	"github.com/gamecourier/courier/pkg/replay"
	"github.com/gamecourier/courier/pkg/report"
)

// Formats are the output formats of replay; the first is the default.
var Formats = []string{"text", "json", "github", "sarif"}

// ReplayOptions are the inputs of one replay run.
type ReplayOptions struct {
	IO *iostreams.IOStreams
	logargs.EngineFlags

	PresetPath []string // user preset directories
	Output     string   // text, json or github
	Files      []string // files, directories (their log files, recursively) or "-" for stdin
	Verbose    bool     // -v: also print notes (lenient spellings that were accepted)
	Progress   bool     // show a progress bar (set when stderr is a terminal)
	Diagrams   string   // --diagrams: directory for an SVG diagram of each illegal move
	Flip       bool     // --flip: the diagrams with Black at the bottom
	Baseline   cmdutil.BaselineFlags
	Quiet      bool // -q: only the findings (errors): no warnings, notes, summary or progress

	// Emit, when set, receives every result after it is written (used by other
	// commands and tests).
	Emit func(*replay.Result)
}

// NewCmdReplay returns the replay command; runF replaces ReplayRun in tests.
func NewCmdReplay(f *cmdutil.Factory, runF func(*ReplayOptions) error) *cobra.Command {
	opts := &ReplayOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "replay [--preset NAME|FILE] [--without RULE]... [-o text|json|github|sarif] FILE...|-",
		Short: "Replay game logs and report every illegal move and result",
		Long: `Replay every game of the given logs against its variant's rules. Each move must
resolve to exactly one legal move; the first that does not stops that game with a
diagnostic at its file:line:col, the position (FEN) and the legal moves there.
The result computed from the final position (or, where that has not ended the
game, the ending the log records: a resignation, an agreement, the Termination
tag) is compared with the claimed one.

A game's variant is its [Variant "..."] tag unless --preset is given; a game
with neither uses --default-preset (default chess: a PGN game without a Variant
tag is orthodox chess); --default-preset none reports it as unsupported (code
no-variant). The notation (Game Courier text,
SAN, coordinates) is detected per game. Shogi records (KIF, KI2, CSA, USI:
by their endings or their first lines, UTF-8 or Shift_JIS) are replayed on
shogi or minishogi, their stated result and ending compared with the board's,
an illegal move listed with the legal ones in the record's notation. The
variations of PGN games are
checked too: an impossible move in one is a warning (--no-variations turns
that off). A directory stands for its log files
(` + strings.Join(logargs.LogExtensions, " ") + `), recursively; "-" is standard input.

--shard K/N replays only the K-th of N parts of the inputs: whole files, and byte
ranges of large plain files cut where a game starts, balanced by size (courier plan
prints them); a shard reads only its part, each game keeps its file, line and game
number, and the shards' outputs in order 1..N are the output of one run
(docs/scale.md).

--write-baseline FILE records every finding (file, game, code and a hash of the
game's move text); --baseline FILE then reports those as known: they do not
fail the run, a new finding does, and a known one that is gone (a fixed game) is
reported on stderr. Compressed logs (.gz, .bz2, .xz, .zst, also on standard
input) are read directly.

Output: text (diagnostics, then a summary line), json (JSON Lines, one object per
game), github (workflow annotations), sarif (one SARIF 2.1.0 log, written at the
end: each code a rule, each diagnostic a result at its line and column).`,
		Example: `  courier replay logs/
  courier replay --preset chess -o json games.pgn
  courier replay --preset symmetric --without bishop_conversion game.gc`,
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
			if err := opts.Settle(f, cmd); err != nil {
				return err
			}
			opts.Files = args
			opts.Progress = opts.IO.IsStderrTTY() && !opts.Quiet
			if runF != nil {
				return runF(opts)
			}
			return ReplayRun(opts)
		},
	}
	fl := cmd.Flags()
	opts.EngineFlags.Register(fl)
	fl.StringP(cmdutil.KeyOutput, "o", "text", "output `format`: text, json, github or sarif")
	cmdutil.CompleteOutput(cmd, Formats)
	_ = cmd.MarkFlagDirname("diagrams")
	fl.BoolVarP(&opts.Verbose, "verbose", "v", false, "also report accepted lenient spellings (notes)")
	fl.BoolVar(&opts.Flip, "flip", false, "with --diagrams: draw the boards turned round, Black at the bottom")
	opts.Baseline.Register(fl)
	fl.BoolVarP(&opts.Quiet, "quiet", "q", false, "print only the findings: no warnings or notes, no summary line or progress display")
	fl.StringVar(&opts.Diagrams, "diagrams", "", "write an SVG diagram of each illegal move (the position, the move before it shaded, the move as an arrow) into `DIR`")
	return cmd
}

// flushing is a writer that flushes the standard output before each write.
type flushing struct {
	flush func()
	w     io.Writer
}

func (f *flushing) Write(b []byte) (int, error) {
	f.flush()
	return f.w.Write(b)
}

// ReplayRun replays the inputs and writes the report.
func ReplayRun(opts *ReplayOptions) error {
	start := time.Now()
	eo := opts.EngineOptions(opts.PresetPath, false)
	eo.HashMoves = opts.Baseline.Read != "" || opts.Baseline.Write != ""
	eng := replay.New(eo)
	for flag, name := range map[string]string{"--preset": opts.Preset, "--default-preset": opts.Fallback} {
		if name != "" {
			if _, _, err := eng.Rules(name); err != nil {
				return logargs.PresetFlagError(opts.IO.ErrOut, flag, err)
			}
		}
	}
	var dw *diagramWriter
	if opts.Diagrams != "" {
		var err error
		if dw, err = newDiagramWriter(opts.Diagrams, eng, opts.Preset); err != nil {
			return cmdutil.Failuref("--diagrams: %v", err)
		}
		dw.flip = opts.Flip
	}
	bl, err := opts.Baseline.Load()
	if err != nil {
		return err
	}
	sources, err := opts.EngineFlags.Sources(opts.Files, opts.IO.In)
	if err != nil {
		return err
	}
	if len(sources) == 0 && (opts.Shard.N <= 1 || len(logargs.Sources(opts.Files, opts.IO.In)) == 0) {
		return cmdutil.Usagef("no log files in %s (read: %s)", strings.Join(opts.Files, " "), strings.Join(logargs.LogExtensions, " "))
	}
	bar := cmdutil.NewProgress(opts.IO.ErrOut, opts.Progress, "replaying", "games")
	// Output that is not a terminal is written in blocks (a write per game costs a
	// system call per game), flushed before anything goes to the error stream, so
	// that the two keep their order; a write error shows at the flush. The text
	// and github formats write only the games with findings (and notes): such a
	// game is flushed at once (pending), so that a reader that has gone (`| head
	// -1`) stops the run at the next game with output, not at the end of the
	// archive. JSON, a line per game, goes in whole blocks.
	out := opts.IO.Out
	flush, pending := func() {}, func() bool { return false }
	if !opts.IO.IsStdoutTTY() {
		bw := bufio.NewWriterSize(out, 32<<10)
		out, flush = bw, func() { _ = bw.Flush() }
		if opts.Output != string(report.JSON) {
			pending = func() bool { return bw.Buffered() > 0 }
		}
	}
	// the display is cleared before a diagnostic or a game's output is written
	errOut := &flushing{flush: flush, w: bar.Writer(opts.IO.ErrOut)}
	gw := &report.GameWriter{W: bar.Writer(out), Format: report.Format(opts.Output), Verbose: opts.Verbose, Quiet: opts.Quiet, Color: opts.IO.ColorEnabled(),
		Version: buildinfo.Read().Version, Baseline: bl, Record: opts.Baseline.Record()}
	var sum report.Summary
	var ioErrs []string
	eng.RunUntil(sources, opts.Workers, func(r *replay.Result) bool {
		sum.Add(r)
		bar.Add(1)
		opts.Baseline.Input(r.File)
		_ = gw.Write(r)
		if pending() {
			flush()
		}
		if dw != nil {
			dw.add(r)
		}
		if opts.Emit != nil {
			opts.Emit(r)
		}
		// a flush point: output that cannot be written stops the run
		return cmdutil.OutputError(opts.IO) == nil
	}, func(fe *replay.FileError) {
		ioErrs = append(ioErrs, fe.Error())
		opts.Baseline.Input(fe.Name)
		fmt.Fprintf(errOut, "courier: cannot read %s\n", fe.Error())
		if opts.Output == string(report.GitHub) {
			// an annotation too: the job's log shows the unreadable input where
			// the other findings are
			report.Annotation(out, diag.Diagnostic{Pos: diag.Pos{File: fe.Name}, Severity: diag.Error, Code: "unreadable", Message: "cannot read " + fe.Error()})
		}
	})
	var gone []baseline.Entry
	if opts.Shard.N == 0 { // a shard sees only its share of the games
		gone = opts.Baseline.Gone()
	}
	_ = gw.Gone(gone)
	_ = gw.Close() // a write error shows in OutputError
	flush()
	bar.Finish()
	if err := cmdutil.OutputError(opts.IO); err != nil {
		return err
	}
	if opts.Output == string(report.Text) && !opts.Quiet {
		report.WriteSummary(opts.IO.ErrOut, sum, time.Since(start).Seconds())
	}
	if sum.Games == 0 && len(ioErrs) == 0 && opts.Shard.N <= 1 && !opts.Quiet {
		// every input was read and held no game: most likely not what was meant
		// (an empty file, a file of comments, the wrong folder); the run still
		// succeeds (exit 0)
		fmt.Fprintf(opts.IO.ErrOut, "courier: warning: no games in %s\n", strings.Join(opts.Files, " "))
	}
	if dw != nil {
		if dw.err != nil {
			return cmdutil.Failuref("--diagrams: %v", dw.err)
		}
		if opts.Output == string(report.Text) && dw.written > 0 && !opts.Quiet {
			noun := "diagrams"
			if dw.written == 1 {
				noun = "diagram"
			}
			fmt.Fprintf(opts.IO.ErrOut, "%d %s of illegal moves in %s\n", dw.written, noun, opts.Diagrams)
		}
	}
	if err := opts.Baseline.Finish(opts.IO.ErrOut, opts.Quiet, gw.Known, gw.New, gone); err != nil {
		return err
	}
	if len(ioErrs) > 0 {
		return cmdutil.Failuref("%d input(s) could not be read", len(ioErrs))
	}
	switch {
	case bl != nil && gw.New > 0:
		return cmdutil.Findingsf(gw.New, "%d new findings (not in the baseline %s)", gw.New, opts.Baseline.Read)
	case bl != nil || opts.Baseline.Write != "":
		return nil // the findings are all known, or now recorded
	}
	if sum.Findings() {
		n := sum.Games - sum.OK + sum.OKMismatches
		return cmdutil.Findingsf(n, "%d of %d games have findings", n, sum.Games)
	}
	return nil
}
