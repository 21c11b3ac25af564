// Package replay is `courier replay`: read game logs (Game Courier text, PGN with
// SAN, coordinate notation; several games per file, any mix), replay every move
// against the variant's rules, and report each illegal move at its file:line:col,
// the computed result against the claimed one, and the rule events.
//
// Exit status: 0 every game ok; 1 findings (an illegal move, an unsupported or
// unreadable game, a result mismatch); 2 usage error; 3 an input could not be read.
package replay

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/iostreams"
	"github.com/gamecourier/courier/pkg/replay"
	"github.com/gamecourier/courier/pkg/report"
)

// Formats are the output formats of replay; the first is the default.
var Formats = []string{"text", "json", "github"}

// LogExtensions are the file name endings read when a directory is given.
var LogExtensions = []string{".pgn", ".gc", ".txt", ".log"}

// ReplayOptions are the inputs of one replay run.
type ReplayOptions struct {
	IO *iostreams.IOStreams
	EngineFlags

	PresetPath []string // user preset directories
	Output     string   // text, json or github
	Files      []string // files, directories (their log files, recursively) or "-" for stdin
	Verbose    bool     // -v: also print notes (lenient spellings that were accepted)
	Progress   bool     // show a progress bar (set when stderr is a terminal)
	Diagrams   string   // --diagrams: directory for an SVG diagram of each illegal move

	// Emit, when set, receives every result after it is written (used by other
	// commands and tests).
	Emit func(*replay.Result)
}

// NewCmdReplay returns the replay command; runF replaces ReplayRun in tests.
func NewCmdReplay(f *cmdutil.Factory, runF func(*ReplayOptions) error) *cobra.Command {
	opts := &ReplayOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "replay [--preset NAME|FILE] [--without RULE]... [-o text|json|github] FILE...|-",
		Short: "Replay game logs and report every illegal move and result",
		Long: `Replay every game of the given logs against its variant's rules. Each move must
resolve to exactly one legal move; the first that does not stops that game with a
diagnostic at its file:line:col, the position (FEN) and the legal moves there.
The result computed from the final position is compared with the claimed one.

A game's variant is its [Variant "..."] tag unless --preset is given; a game
with neither uses --default-preset, and without that it is reported as
unsupported (code no-variant). The notation (Game Courier text,
SAN, coordinates) is detected per game. A directory stands for its log files
(` + strings.Join(LogExtensions, " ") + `), recursively; "-" is standard input.

Output: text (diagnostics, then a summary line), json (JSON Lines, one object per
game), github (workflow annotations).`,
		Example: `  courier replay logs/
  courier replay --preset chess -o json games.pgn
  courier replay --preset symmetric --without bishop_conversion game.gc`,
		Args: LogArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			if opts.Output, err = f.Output(cmd, Formats); err != nil {
				return err
			}
			if opts.PresetPath, err = f.PresetPath(); err != nil {
				return err
			}
			if err := CheckLogFlags(args, opts.Without, opts.Workers); err != nil {
				return err
			}
			opts.Files = args
			opts.Progress = opts.IO.IsStderrTTY()
			if runF != nil {
				return runF(opts)
			}
			return ReplayRun(opts)
		},
	}
	fl := cmd.Flags()
	opts.EngineFlags.Register(fl)
	fl.StringP(cmdutil.KeyOutput, "o", "text", "output `format`: text, json or github")
	fl.BoolVarP(&opts.Verbose, "verbose", "v", false, "also report accepted lenient spellings (notes)")
	fl.StringVar(&opts.Diagrams, "diagrams", "", "write an SVG diagram of each illegal move (the position, the move before it shaded, the move as an arrow) into `DIR`")
	return cmd
}

// PresetFlagError turns a preset named by a flag that cannot be used into the
// command's error: an unknown name is a usage error (exit 2); an invalid preset is a
// finding (exit 1, as courier check would say) with its diagnostics on w.
func PresetFlagError(w io.Writer, flag string, err error) error {
	var pe *replay.PresetError
	if errors.As(err, &pe) && !pe.Unknown && pe.Diags.HasErrors() {
		cmdutil.WriteDiagnostics(w, pe.Diags)
		return cmdutil.Findingsf(1, "%s: the preset %s is invalid", flag, pe.Name)
	}
	return cmdutil.Usagef("%s: %v", flag, err)
}

// EngineFlags are the replay-engine settings every log-reading command (replay,
// stats) takes: --preset, --default-preset, --without, --jobs, --shard.
type EngineFlags struct {
	Preset   string       // --preset: forced preset for every game ("" = each game's Variant tag)
	Fallback string       // --default-preset: preset for games without a Variant tag
	Without  []string     // --without: rule modules switched off
	Workers  int          // --jobs: goroutines; 0 = all cores
	Shard    replay.Shard // --shard K/N: only the K-th of N parts of the games (zero: all)
}

// Register adds the five flags to fl. A --shard that is not K/N with 1 <= K <= N
// is a flag error (a usage error, exit status 2).
func (e *EngineFlags) Register(fl *pflag.FlagSet) {
	fl.StringVar(&e.Preset, "preset", "", "`NAME|FILE` of the preset for every game (default: each game's Variant tag)")
	fl.StringVar(&e.Fallback, "default-preset", "", "`NAME|FILE` of the preset for games without a Variant tag (e.g. chess for plain PGN archives)")
	fl.StringSliceVar(&e.Without, "without", nil, "switch off the rule module `RULE` (repeatable, or comma-separated)")
	fl.IntVarP(&e.Workers, "jobs", "j", 0, "games replayed in parallel (0 = all cores)")
	fl.Var((*shardValue)(&e.Shard), "shard", "only the `K/N`-th part of the games: game i (0-based over all inputs in order) is in part (i mod N)+1")
}

// shardValue is --shard as a pflag.Value.
type shardValue replay.Shard

func (s *shardValue) String() string { return replay.Shard(*s).String() }
func (s *shardValue) Type() string   { return "K/N" }
func (s *shardValue) Set(v string) error {
	sh, err := replay.ParseShard(v)
	if err != nil {
		return err
	}
	*s = shardValue(sh)
	return nil
}

// EngineOptions are the replay.Options of the flags (keepMoves for statistics).
func (e *EngineFlags) EngineOptions(presetPath []string, keepMoves bool) replay.Options {
	return replay.Options{Preset: e.Preset, Fallback: e.Fallback, Without: e.Without, SearchPath: presetPath, KeepMoves: keepMoves, Shard: e.Shard}
}

// LogArgs requires at least one FILE argument (commands that read logs).
func LogArgs(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return cmdutil.Usagef("no input: give one or more log files, directories, or - for standard input")
	}
	return nil
}

// CheckLogFlags checks what the log-reading commands (replay, stats) share: the
// --without module names, --jobs, and standard input given at most once. Errors are
// usage errors.
func CheckLogFlags(args, without []string, workers int) error {
	if err := cmdutil.CheckModules(without); err != nil {
		return err
	}
	if workers < 0 {
		return cmdutil.Usagef("--jobs must be 0 (all cores) or more, not %d", workers)
	}
	if n := countStdin(args); n > 1 {
		return cmdutil.Usagef("standard input (-) given %d times; it can be read once", n)
	}
	return nil
}

func countStdin(args []string) int {
	n := 0
	for _, a := range args {
		if a == "-" {
			n++
		}
	}
	return n
}

// Sources expands the FILE arguments into inputs: files as given, directories
// walked for log files (sorted), "-" as standard input. A missing path is an
// input that fails to open (exit status 3), not a usage error.
func Sources(args []string, stdin io.Reader) []replay.Source {
	var out []replay.Source
	for _, a := range args {
		if a == "-" {
			out = append(out, replay.Source{Name: "-", Open: func() (io.Reader, error) { return stdin, nil }})
			continue
		}
		st, err := os.Stat(a)
		if err == nil && st.IsDir() {
			var files []string
			_ = filepath.WalkDir(a, func(p string, d fs.DirEntry, err error) error {
				if err != nil {
					files = append(files, p) // reported when opened
					return nil
				}
				// regular files only: a FIFO or device in a directory would block
				if d.Type().IsRegular() && hasLogExt(p) {
					files = append(files, p)
				}
				return nil
			})
			sort.Strings(files)
			for _, p := range files {
				out = append(out, fileSource(p))
			}
			continue
		}
		out = append(out, fileSource(a))
	}
	return out
}

func hasLogExt(p string) bool {
	ext := strings.ToLower(filepath.Ext(p))
	for _, e := range LogExtensions {
		if ext == e {
			return true
		}
	}
	return false
}

func fileSource(path string) replay.Source {
	return replay.Source{Name: path, Open: func() (io.Reader, error) {
		f, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		if st, err := f.Stat(); err == nil && st.IsDir() {
			f.Close()
			return nil, fmt.Errorf("is a directory")
		}
		return f, nil
	}}
}

// ReplayRun replays the inputs and writes the report.
func ReplayRun(opts *ReplayOptions) error {
	start := time.Now()
	eng := replay.New(opts.EngineOptions(opts.PresetPath, false))
	for flag, name := range map[string]string{"--preset": opts.Preset, "--default-preset": opts.Fallback} {
		if name != "" {
			if _, _, err := eng.Rules(name); err != nil {
				return PresetFlagError(opts.IO.ErrOut, flag, err)
			}
		}
	}
	var dw *diagramWriter
	if opts.Diagrams != "" {
		var err error
		if dw, err = newDiagramWriter(opts.Diagrams, eng, opts.Preset); err != nil {
			return cmdutil.Failuref("--diagrams: %v", err)
		}
	}
	sources := Sources(opts.Files, opts.IO.In)
	if len(sources) == 0 {
		return cmdutil.Usagef("no log files in %s (read: %s)", strings.Join(opts.Files, " "), strings.Join(LogExtensions, " "))
	}
	var bar *progressbar.ProgressBar
	if opts.Progress {
		bar = progressbar.NewOptions(-1, progressbar.OptionSetWriter(opts.IO.ErrOut),
			progressbar.OptionSetDescription("replaying"), progressbar.OptionShowCount(),
			progressbar.OptionSetItsString("games"), progressbar.OptionShowIts(),
			progressbar.OptionClearOnFinish(), progressbar.OptionThrottle(100*time.Millisecond))
	}
	gw := &report.GameWriter{W: opts.IO.Out, Format: report.Format(opts.Output), Verbose: opts.Verbose}
	var sum report.Summary
	var ioErrs []string
	eng.Run(sources, opts.Workers, func(r *replay.Result) {
		sum.Add(r)
		if bar != nil {
			_ = bar.Add(1)
		}
		_ = gw.Write(r)
		if dw != nil {
			dw.add(r)
		}
		if opts.Emit != nil {
			opts.Emit(r)
		}
	}, func(fe *replay.FileError) {
		ioErrs = append(ioErrs, fe.Error())
		fmt.Fprintf(opts.IO.ErrOut, "courier: cannot read %s\n", fe.Error())
	})
	if bar != nil {
		_ = bar.Finish()
	}
	if opts.Output == string(report.Text) {
		report.WriteSummary(opts.IO.ErrOut, sum, time.Since(start).Seconds())
	}
	if dw != nil {
		if dw.err != nil {
			return cmdutil.Failuref("--diagrams: %v", dw.err)
		}
		if opts.Output == string(report.Text) && dw.written > 0 {
			fmt.Fprintf(opts.IO.ErrOut, "%d diagrams of illegal moves in %s\n", dw.written, opts.Diagrams)
		}
	}
	if len(ioErrs) > 0 {
		return cmdutil.Failuref("%d input(s) could not be read", len(ioErrs))
	}
	if sum.Findings() {
		n := sum.Games - sum.OK + sum.OKMismatches
		return cmdutil.Findingsf(n, "%d of %d games have findings", n, sum.Games)
	}
	return nil
}
