// Package logargs is what the commands that read game logs (replay, stats, show
// --log) share: the FILE arguments (files, directories walked for log files, "-"
// for standard input) expanded into replay inputs, the replay-engine flags
// (--preset, --default-preset, --without, --jobs, --shard) and their checks, the error of a
// preset named by a flag, and the diagram of an illegal move. Commands import it
// instead of importing each other.
//
// Errors returned are the typed errors of pkg/cmdutil (usage error: exit status 2;
// findings: 1), so a command returns them as they are.
package logargs

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/input"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/replay"
	"github.com/gamecourier/courier/pkg/shard"
	"github.com/gamecourier/courier/pkg/textenc"
)

// LogExtensions are the file name endings read when a directory is given
// (compared without regard to case).
var LogExtensions = []string{".pgn", ".gc", ".txt", ".log", ".kif", ".kifu", ".ki2", ".ki2u", ".csa", ".usi", ".sfen"}

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
// stats) takes: --preset, --default-preset, --without, --jobs, --shard,
// --piece-letters, --no-variations, --max-plies.
type EngineFlags struct {
	Preset   string       // --preset: forced preset for every game ("" = each game's Variant tag)
	Fallback string       // --default-preset (setting default_preset): preset for games without a Variant tag; "none" none
	Without  []string     // --without: rule modules switched off
	Workers  int          // --jobs: goroutines; 0 = all cores
	Shard    replay.Shard // --shard K/N: only the K-th of N parts of the inputs (zero: all; Sources)
	Plan     string       // --plan: the file of courier plan for --shard ("" none)
	// PieceLetters (--piece-letters): the piece-letter set of SAN moves ("de",
	// "KDTLS"); "" each game's PieceLetters tag, else English.
	PieceLetters string
	// NoVariations (--no-variations, setting no_variations): replay the main
	// line only, without checking the moves of PGN variations.
	NoVariations bool
	// MaxPlies (--max-plies): the most plies of one game read (replay.Options.MaxPlies).
	MaxPlies int
	// Encoding (--encoding): the character encoding every input is decoded
	// from, a canonical name of pkg/textenc; textenc.Auto ("") detects each
	// file's (UTF-8, GB18030, Big5, Shift_JIS, Windows-1252).
	Encoding string
}

// Register adds the nine flags to fl. A --shard that is not K/N with 1 <= K <= N
// is a flag error (a usage error, exit status 2).
func (e *EngineFlags) Register(fl *pflag.FlagSet) {
	fl.StringVar(&e.Preset, "preset", "", "`NAME|FILE` of the preset for every game (default: each game's Variant tag)")
	fl.StringVar(&e.Fallback, "default-preset", "chess", "`NAME|FILE` of the preset for games without a Variant tag (none: such games are unsupported)")
	fl.StringSliceVar(&e.Without, "without", nil, "switch off the rule module `RULE` (repeatable, or comma-separated)")
	fl.IntVarP(&e.Workers, "jobs", "j", 0, "games replayed in parallel (0 = all cores)")
	fl.Var((*shardValue)(&e.Shard), "shard", "only the `K/N`-th part of the inputs: whole files and byte ranges of large ones, balanced by size, read by this shard alone (docs/scale.md)")
	fl.StringVar(&e.Plan, "plan", "", "with --shard: the ranges and numbers of the shard from `FILE`, the output of courier plan over the same inputs (no count of the bytes before them)")
	fl.StringVar(&e.PieceLetters, "piece-letters", "", "read SAN piece letters of `SET`: a language (de, fr, es, it, nl, cs, pl, sv) or five letters for king, queen, rook, bishop, knight (KDTLS); default each game's PieceLetters tag, else English")
	fl.Bool("no-variations", false, "do not check the moves of PGN variations (an impossible move there is otherwise a warning, variation-illegal)")
	RegisterEncoding(fl, &e.Encoding)
	fl.IntVar(&e.MaxPlies, "max-plies", replay.DefaultMaxPlies, "read at most `N` plies of one game; the ply past it stops the game (max-plies), so one huge game costs bounded time and memory")
}

// Settle completes the flags once the command line is read: --default-preset and
// --no-variations from the flag, the environment or the config file (the flag
// wins), and checks --piece-letters (a set that is none: a usage error) and
// --max-plies (below 1: a usage error).
func (e *EngineFlags) Settle(f *cmdutil.Factory, cmd *cobra.Command) error {
	e.Fallback = f.DefaultPreset(cmd)
	e.NoVariations = f.Settings.GetBool(cmdutil.KeyNoVariations)
	if e.MaxPlies < 1 {
		return cmdutil.Usagef("--max-plies: %d is not a number of plies (1 or more)", e.MaxPlies)
	}
	if _, err := replay.ParsePieceLetters(e.PieceLetters); err != nil {
		return cmdutil.Usagef("--piece-letters: %v", err)
	}
	return SettleEncoding(&e.Encoding)
}

// RegisterEncoding adds --encoding NAME to fl, stored in enc (a command that
// reads logs without the engine flags, such as convert, takes it alone).
func RegisterEncoding(fl *pflag.FlagSet, enc *string) {
	fl.StringVar(enc, "encoding", "auto", "decode the inputs from `NAME`: auto (each file's own, detected), utf-8, gb18030 (gbk), big5, shift_jis (cp932), windows-1252 (latin1)")
}

// SettleEncoding replaces the --encoding value in enc by its canonical name
// (textenc.Lookup); an unknown name is a usage error.
func SettleEncoding(enc *string) error {
	c, err := textenc.Lookup(*enc)
	if err != nil {
		return cmdutil.Usagef("--encoding: %v", err)
	}
	*enc = c
	return nil
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

// EngineOptions are the replay.Options of the flags; keepMoves fills
// Result.Moves (for statistics). Presets are loaded and checked from the preset
// directories presetPath (cmdutil.RulesLoader).
func (e *EngineFlags) EngineOptions(presetPath []string, keepMoves bool) replay.Options {
	return replay.Options{Preset: e.Preset, Fallback: e.Fallback, Without: e.Without, SearchPath: presetPath, KeepMoves: keepMoves,
		PieceLetters: e.PieceLetters, NoVariations: e.NoVariations, MaxPlies: e.MaxPlies, LoadRules: cmdutil.RulesLoader(presetPath),
		LoadLogRules: cmdutil.LogRulesLoader(presetPath)}
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
// input that fails to open (exit status 3), not a usage error. Inside a directory,
// a symbolic link to a log file is read, and one to a directory is walked unless
// that directory is already being walked (a loop of links is read once).
func Sources(args []string, stdin io.Reader) []replay.Source {
	return SourcesEncoding(args, stdin, textenc.Auto)
}

// SourcesEncoding is Sources with the inputs decoded from the encoding enc (a
// canonical name of pkg/textenc, textenc.Auto to detect each file's), through
// input.OpenEncoding: every reader of a replay source gets UTF-8 text.
func SourcesEncoding(args []string, stdin io.Reader, enc string) []replay.Source {
	var out []replay.Source
	for _, a := range args {
		if a == "-" {
			out = append(out, replay.Source{Name: "-", Open: func() (io.Reader, error) { return input.OpenEncoding("-", stdin, enc) }})
			continue
		}
		st, err := os.Stat(a)
		if err == nil && st.IsDir() {
			files := logFiles(a, map[string]bool{})
			sort.Strings(files)
			for _, p := range files {
				out = append(out, fileSource(p, enc))
			}
			continue
		}
		out = append(out, fileSource(a, enc))
	}
	return out
}

// Sources expands the FILE arguments into the inputs of the run: those of the
// shard (ShardSources) with --shard, read by the plan with --plan. A --plan
// without --shard, one that cannot be read or is not of these inputs (their
// names, order and sizes) and --shard's N is a usage error.
func (e *EngineFlags) Sources(args []string, stdin io.Reader) ([]replay.Source, error) {
	if e.Plan == "" {
		return shardSources(args, stdin, e.Shard, e.Encoding), nil
	}
	if e.Shard.N == 0 {
		return nil, cmdutil.Usagef("--plan needs --shard K/N")
	}
	fh, err := os.Open(e.Plan)
	if err != nil {
		return nil, cmdutil.Usagef("--plan: %v", err)
	}
	defer fh.Close()
	p, err := shard.ReadPlan(fh)
	if err != nil {
		return nil, cmdutil.Usagef("--plan %s: %v", e.Plan, err)
	}
	all := SourcesEncoding(args, stdin, e.Encoding)
	files := probe(all, e.Encoding)
	if err := p.Check(files, e.Shard.N); err != nil {
		return nil, cmdutil.Usagef("--plan %s: %v", e.Plan, err)
	}
	var out []replay.Source
	for _, pp := range p.Of(e.Shard.K) {
		src := all[pp.Input]
		if !pp.Whole {
			f, pp := files[pp.Input], pp
			src.Part = func() (io.Reader, gamefile.Start, error) {
				return shard.OpenRange(f, pp.From, pp.To, gamefile.Start{Line: pp.Line, Games: pp.GamesBefore, End: f.End})
			}
		}
		out = append(out, src)
	}
	return out, nil
}

// ShardSources is Sources for shard sh of the inputs (all of them when sh.N <= 1):
// the whole files and the byte ranges of large plain files that pkg/shard assigns
// to it, in input order. Only those are read; a byte range is opened with its
// line and game numbers in the file (shard.Open).
func ShardSources(args []string, stdin io.Reader, sh replay.Shard) []replay.Source {
	return shardSources(args, stdin, sh, textenc.Auto)
}

func shardSources(args []string, stdin io.Reader, sh replay.Shard, enc string) []replay.Source {
	all := SourcesEncoding(args, stdin, enc)
	if sh.N <= 1 {
		return all
	}
	files := probe(all, enc)
	var out []replay.Source
	for _, p := range shard.Of(files, sh.K, sh.N) {
		src := all[p.File]
		if !p.Whole {
			f, p := files[p.File], p
			src.Part = func() (io.Reader, gamefile.Start, error) { return shard.Open(f, p) }
		}
		out = append(out, src)
	}
	return out
}

// probe looks at the inputs for the shard assignment (shard.Probe): with an
// encoding other than UTF-8 forced, every file is read whole (its byte
// offsets are not those of the decoded text).
func probe(all []replay.Source, enc string) []shard.File {
	files := make([]shard.File, len(all))
	for i, s := range all {
		files[i] = shard.Probe(s.Name)
		if enc != textenc.Auto && enc != textenc.UTF8 && !files[i].Whole {
			files[i].Whole, files[i].Why = true, "not UTF-8"
		}
	}
	return files
}

// logFiles lists the log files under dir (unsorted), following symbolic links;
// seen holds the real paths of the directories walked so far.
func logFiles(dir string, seen map[string]bool) []string {
	if real, err := filepath.EvalSymlinks(dir); err == nil {
		if abs, err := filepath.Abs(real); err == nil {
			real = abs
		}
		if seen[real] {
			return nil
		}
		seen[real] = true
	}
	var files []string
	// a trailing separator makes the walk enter dir when it is a link itself
	root := strings.TrimSuffix(dir, string(filepath.Separator)) + string(filepath.Separator)
	_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			files = append(files, p) // reported when opened
			return nil
		}
		if d.IsDir() && p != root {
			if real, err := filepath.EvalSymlinks(p); err == nil {
				if abs, err := filepath.Abs(real); err == nil {
					real = abs
				}
				if seen[real] {
					return fs.SkipDir
				}
				seen[real] = true
			}
			return nil
		}
		if d.Type()&fs.ModeSymlink != 0 {
			st, err := os.Stat(p) // the link's target
			switch {
			case err != nil:
				if hasLogExt(p) {
					files = append(files, p) // a dangling link: reported when opened
				}
			case st.IsDir():
				files = append(files, logFiles(p, seen)...)
			case st.Mode().IsRegular() && hasLogExt(p):
				files = append(files, p)
			}
			return nil
		}
		// regular files only: a FIFO or device in a directory would block
		if d.Type().IsRegular() && hasLogExt(p) {
			files = append(files, p)
		}
		return nil
	})
	return files
}

func hasLogExt(p string) bool {
	ext := strings.ToLower(filepath.Ext(input.TrimExt(p))) // x.pgn.zst is a log
	for _, e := range LogExtensions {
		if ext == e {
			return true
		}
	}
	return false
}

func fileSource(path, enc string) replay.Source {
	return replay.Source{Name: path, Open: func() (io.Reader, error) { return input.OpenEncoding(path, nil, enc) }}
}
