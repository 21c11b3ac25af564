// Package convert is `courier convert`: every game of the given logs written
// again in one notation (PGN with SAN, long algebraic, coordinates, Game Courier
// text), tags and main-line comments kept; a game with an illegal move ends its
// record with a comment saying why.
//
// Exit status: 0 every game converted whole; 1 some game stopped early (an
// illegal move, an unsupported variant); 2 usage error; 3 an input could not be
// read or the output could not be written.
package convert

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/convert"
	"github.com/gamecourier/courier/pkg/iostreams"
	"github.com/gamecourier/courier/pkg/logargs"
	"github.com/gamecourier/courier/pkg/replay"
)

// ConvertOptions are the inputs of one convert run.
type ConvertOptions struct {
	IO *iostreams.IOStreams

	Preset     string   // --preset: the preset of every game
	Fallback   string   // --default-preset
	PresetPath []string // user preset directories
	To         string   // --to: the notation
	Output     string   // -o: the output file ("" standard output)
	Files      []string // FILE arguments
	Encoding   string   // --encoding: the inputs' character encoding (textenc name; "" detect)
}

// NewCmdConvert returns the convert command.
func NewCmdConvert(f *cmdutil.Factory) *cobra.Command {
	opts := &ConvertOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "convert [--to pgn|san|lan|uci|gc|iccs|wxf|zh] [-o FILE] FILE...|-",
		Short: "Write game logs again in another notation",
		Long: `Write every game of the given logs in one notation: pgn or san (PGN move text
with SAN: Nf3, exd5, e8=Q+), lan (long algebraic: Ng1-f3, e4xd5), uci
(coordinates: g1f3, e7e8q), gc (Game Courier move text: N g1-f3), or a
xiangqi notation: iccs (h2e2), wxf (C2=5) or zh (炮二平五), with a Format tag
naming it. Each game
keeps its tag pairs (the Variant tag names the variant it was replayed as) and
the comments of its main line; variations are dropped. The moves are replayed
first: a game with an illegal move ends its record before that move, with a
comment saying why, and the result "*".

A directory stands for its log files, recursively; "-" is standard input;
compressed logs are read directly. Output goes to standard output, or to -o
FILE (never one of the inputs).

Exit status: 0 every game converted whole, 1 some game stopped early (an
illegal move, an unknown variant), 2 usage error, 3 unreadable input or output
that could not be written.`,
		Example: `  courier convert --to uci games.pgn
  courier convert --to pgn -o games.pgn logs/
  courier convert --to gc archive.pgn.zst > archive.gc`,
		Args: logargs.LogArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			if opts.PresetPath, err = f.PresetPath(); err != nil {
				return err
			}
			if !contains(convert.Notations, opts.To) {
				return cmdutil.Usagef("--to: unknown notation %q%s (known: %s)", opts.To,
					cmdutil.DidYouMean(opts.To, convert.Notations), strings.Join(convert.Notations, ", "))
			}
			if err := logargs.CheckLogFlags(args, nil, 0); err != nil {
				return err
			}
			if err := logargs.SettleEncoding(&opts.Encoding); err != nil {
				return err
			}
			opts.Fallback = f.DefaultPreset(cmd)
			opts.Files = args
			return run(opts)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&opts.To, "to", convert.PGN, "the `NOTATION` to write: "+strings.Join(convert.Notations, ", "))
	fl.StringVarP(&opts.Output, "out", "o", "", "write to `FILE` instead of standard output (-o here is a file, not a format)")
	fl.StringVar(&opts.Preset, "preset", "", "`NAME|FILE` of the preset for every game (default: each game's Variant tag)")
	fl.StringVar(&opts.Fallback, "default-preset", "chess", "`NAME|FILE` of the preset for games without a Variant tag")
	logargs.RegisterEncoding(fl, &opts.Encoding)
	_ = cmd.RegisterFlagCompletionFunc("to", cobra.FixedCompletions(convert.Notations, cobra.ShellCompDirectiveNoFileComp))
	return cmd
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func run(opts *ConvertOptions) error {
	eng := replay.New(replay.Options{Preset: opts.Preset, Fallback: opts.Fallback, SearchPath: opts.PresetPath, KeepMoves: true,
		LoadRules: cmdutil.RulesLoader(opts.PresetPath), LoadLogRules: cmdutil.LogRulesLoader(opts.PresetPath)})
	for flag, name := range map[string]string{"--preset": opts.Preset, "--default-preset": opts.Fallback} {
		if name != "" {
			if _, _, err := eng.Rules(name); err != nil {
				return logargs.PresetFlagError(opts.IO.ErrOut, flag, err)
			}
		}
	}
	sources := logargs.SourcesEncoding(opts.Files, opts.IO.In, opts.Encoding)
	if len(sources) == 0 {
		return cmdutil.Usagef("no log files in %s", strings.Join(opts.Files, " "))
	}
	var out io.Writer = opts.IO.Out
	var file *os.File
	if opts.Output != "" {
		for _, s := range sources {
			if same(s.Name, opts.Output) {
				return cmdutil.Usagef("-o %s is one of the inputs; inputs are never written", opts.Output)
			}
		}
		var err error
		if file, err = os.Create(opts.Output); err != nil {
			return cmdutil.Failuref("-o: %v", err)
		}
		defer file.Close()
		out = file
	}
	bw := bufio.NewWriterSize(out, 64<<10)
	games, stopped, unread := 0, 0, 0
	for _, s := range sources {
		rd, err := s.Open()
		if err != nil {
			fmt.Fprintf(opts.IO.ErrOut, "courier: cannot read %s: %v\n", s.Name, err)
			unread++
			continue
		}
		gr := replay.Games(rd, s.Name) // a record format's games too
		for {
			raw, err := gr.Next()
			if err != nil {
				if err != io.EOF {
					fmt.Fprintf(opts.IO.ErrOut, "courier: cannot read %s: %v\n", s.Name, err)
					unread++
				}
				break
			}
			res := eng.Replay(s.Name, raw)
			rs, _, rerr := eng.Rules(res.Preset)
			if res.Preset == "" || rerr != nil {
				rs = nil
			}
			rec, err := convert.NewRecord(raw, res, rs, opts.To)
			if err != nil {
				return cmdutil.Failuref("%s: game %d: %v", s.Name, res.Game, err)
			}
			games++
			if rec.Stop != "" {
				stopped++
				fmt.Fprintf(opts.IO.ErrOut, "%s:%d: game %d: %s\n", s.Name, res.Line, res.Game, rec.Stop)
			}
			if err := convert.Write(bw, opts.To, rec); err != nil {
				return cmdutil.WriteError(err)
			}
		}
		if c, ok := rd.(io.Closer); ok {
			c.Close()
		}
	}
	if err := bw.Flush(); err != nil {
		return cmdutil.WriteError(err)
	}
	if file != nil {
		if err := file.Close(); err != nil {
			return cmdutil.WriteError(err)
		}
	}
	if err := cmdutil.OutputError(opts.IO); err != nil {
		return err
	}
	switch {
	case unread > 0:
		return cmdutil.Failuref("%d input(s) could not be read", unread)
	case stopped > 0:
		return cmdutil.Findingsf(stopped, "%d of %d games stopped early", stopped, games)
	}
	return nil
}

// same reports whether the paths a and b name the same existing file.
func same(a, b string) bool {
	if a == "-" {
		return false
	}
	sa, err1 := os.Stat(a)
	sb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(sa, sb)
}
