// Package root is the courier root command: it holds the subcommands, the global
// --config flag, reads the tool's settings before a command runs, and turns the
// outcome of a run into an exit status (cmdutil.ExitCode) and an error message.
package root

import (
	"errors"
	"fmt"
	"runtime/debug"
	"strings"
	"syscall"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/gamecourier/courier/pkg/buildinfo"
	"github.com/gamecourier/courier/pkg/cmd/check"
	configcmd "github.com/gamecourier/courier/pkg/cmd/config"
	convertcmd "github.com/gamecourier/courier/pkg/cmd/convert"
	"github.com/gamecourier/courier/pkg/cmd/perft"
	"github.com/gamecourier/courier/pkg/cmd/plan"
	presetcmd "github.com/gamecourier/courier/pkg/cmd/preset"
	"github.com/gamecourier/courier/pkg/cmd/presets"
	replaycmd "github.com/gamecourier/courier/pkg/cmd/replay"
	"github.com/gamecourier/courier/pkg/cmd/show"
	statscmd "github.com/gamecourier/courier/pkg/cmd/stats"
	"github.com/gamecourier/courier/pkg/cmd/version"
	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/iostreams"
)

// NewCmdRoot returns the root command with every subcommand. Errors returned by the
// subcommands' run functions without a cmdutil type are made *cmdutil.FailureError.
func NewCmdRoot(f *cmdutil.Factory) *cobra.Command {
	var configFile string
	cmd := &cobra.Command{
		Use:   "courier <command> [flags]",
		Short: "Chess variants played the Game Courier way",
		Long: `courier loads chess-variant rules from YAML presets and plays them: it replays
game logs (Game Courier move text, PGN with SAN or coordinates) and reports every
illegal move (replay), writes them in another notation (convert), computes statistics over archives of games (stats), shares
an archive out among the shards of --shard K/N (plan), counts move trees (perft), draws positions (show), lists the presets (presets),
checks preset files (check) and helps to write them (preset). It prints its own
version (version), the config file in force (config) and completion scripts for
bash, zsh, fish and PowerShell (completion).

Exit status: 0 nothing found, 1 findings (an illegal move, an invalid preset), 2 usage
error (also a malformed config file), 3 the tool could not run (an unreadable file).

Settings come from flags, then COURIER_* environment variables (COURIER_OUTPUT,
COURIER_PRESET_PATH, COURIER_DEFAULT_PRESET, COURIER_NO_VARIATIONS), then the config
file with the keys output, preset_path, default_preset (the preset of a game
without a Variant tag: chess, or none) and no_variations. The config file is
--config FILE; else .courier.yaml in the working directory or the nearest parent
up to the repository root; else $XDG_CONFIG_HOME/courier/config.yaml.

Output that cannot be written (a full disk) ends any command with exit status 3;
a closed pipe (courier replay -o json logs/ | head -1) ends it quietly, with no
message, and exit status 3 too.`,
		SilenceErrors: true,
		SilenceUsage:  true,
		Args:          noSubcommand,
		RunE: func(cmd *cobra.Command, args []string) error {
			return cmd.Help()
		},
		PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
			explicit := cmd.Flags().Changed("config")
			if err := f.LoadConfig(configFile, explicit); err != nil {
				return err
			}
			return f.BindFlags(cmd.Flags())
		},
	}
	cmd.SuggestionsMinimumDistance = 2
	cmd.PersistentFlags().StringVar(&configFile, "config", "",
		"settings `FILE` (default: "+cmdutil.DefaultConfigFile+" here or in a parent up to the repository root, else $XDG_CONFIG_HOME/courier/config.yaml; \"\" for none)")
	_ = cmd.MarkPersistentFlagFilename("config", "yaml", "yml")
	// --version prints the one line of courier version; declared here so that cobra
	// adds no -v shorthand (replay's -v is --verbose).
	cmd.Version = buildinfo.Read().Short()
	cmd.SetVersionTemplate("{{.Version}}\n")
	cmd.Flags().Bool("version", false, "print the version, VCS revision and Go version on one line")
	cmd.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return &cmdutil.UsageError{Err: cmdutil.FlagError(c.Flags(), err)}
	})

	cmd.AddCommand(perft.NewCmdPerft(f, nil))
	cmd.AddCommand(presets.NewCmdPresets(f, nil))
	cmd.AddCommand(show.NewCmdShow(f, nil))
	cmd.AddCommand(presetcmd.NewCmdPreset(f))
	cmd.AddCommand(check.NewCmdCheck(f, nil))
	cmd.AddCommand(replaycmd.NewCmdReplay(f, nil))
	cmd.AddCommand(statscmd.NewCmdStats(f, nil))
	cmd.AddCommand(plan.NewCmdPlan(f, nil))
	cmd.AddCommand(version.NewCmdVersion(f, nil))
	cmd.AddCommand(configcmd.NewCmdConfig(f))
	cmd.AddCommand(convertcmd.NewCmdConvert(f))
	// cobra's completion command (bash, zsh, fish, powershell), made now rather than
	// when the command runs, so that the reference docs list it.
	// Its scripts go to the writer the root has now.
	if f.IOStreams != nil {
		cmd.SetOut(f.IOStreams.Out)
		cmd.SetErr(f.IOStreams.ErrOut)
	}
	cmd.InitDefaultCompletionCmd()
	for _, c := range cmd.Commands() {
		if c.Name() == "completion" {
			// "completion tcsh" is a usage error, not help
			c.Args = noSubcommand
			c.RunE = func(c *cobra.Command, args []string) error { return c.Help() }
		}
	}
	cmdutil.RegisterCompletions(f, cmd)

	typeErrors(cmd)
	return cmd
}

// noSubcommand is the Args of a command that only holds subcommands: an argument
// is an unknown subcommand, a usage error with "did you mean".
func noSubcommand(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	msg := fmt.Sprintf("unknown command %q for %q", args[0], cmd.CommandPath())
	if s := cmd.SuggestionsFor(args[0]); len(s) > 0 {
		msg += fmt.Sprintf(" (did you mean %s?)", strings.Join(s, ", "))
	}
	return cmdutil.Usagef("%s", msg)
}

// typeErrors wraps the RunE of cmd and its subcommands so that an untyped error from a
// run is a failure (exit 3); cobra's own errors stay untyped and Main makes them usage
// errors.
func typeErrors(cmd *cobra.Command) {
	if run := cmd.RunE; run != nil {
		cmd.RunE = func(c *cobra.Command, args []string) error {
			err := run(c, args)
			if err != nil && !cmdutil.IsTyped(err) {
				err = &cmdutil.FailureError{Err: err}
			}
			return err
		}
	}
	for _, c := range cmd.Commands() {
		typeErrors(c)
	}
}

// Main runs courier with args (without the program name) on ios and returns the exit
// status. It writes the error message, if any, to ios.ErrOut: "courier <command>: msg"
// and a pointer to --help for usage errors, "courier: msg" otherwise.
//
// Output that cannot be written (ios.Out fails: a full disk, a closed pipe) ends
// the run with "courier: cannot write the output: ..." and exit status 3.
//
// A panic (a bug: no input should cause one) is reported as an internal error with
// its stack and exit status 3, not Go's default status 2, which means a usage error.
func Main(ios *iostreams.IOStreams, args []string) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(ios.ErrOut, "courier: internal error (a bug; please report it with the command line): %v\n%s", r, debug.Stack())
			code = cmdutil.ExitFailure
		}
	}()
	ios.CheckOut()
	f := cmdutil.NewFactory(ios)
	rootCmd := NewCmdRoot(f)
	rootCmd.SetArgs(args)
	rootCmd.SetIn(ios.In)
	rootCmd.SetOut(ios.Out)
	rootCmd.SetErr(ios.ErrOut)

	cmd, err := rootCmd.ExecuteC()
	// Output that could not be written makes the run a failure whatever else
	// happened (exit 3), with the one message README.md promises, whichever command
	// (or cobra itself: --version, completion) met the write error and however it
	// worded it.
	if werr := cmdutil.OutputError(ios); werr != nil {
		// A reader that has gone (`courier replay ... | head -1`) ends the run
		// quietly, as grep ends: no message, but still exit status 3 (the output
		// could not all be written).
		if errors.Is(werr, syscall.EPIPE) {
			return cmdutil.ExitFailure
		}
		err = werr
	}
	if err == nil {
		return cmdutil.ExitOK
	}
	if errors.Is(err, pflag.ErrHelp) {
		return cmdutil.ExitOK
	}
	if !cmdutil.IsTyped(err) {
		// Only cobra itself returns untyped errors here (missing required flags and
		// the like): they are about the command line.
		err = &cmdutil.UsageError{Err: err}
	}
	code = cmdutil.ExitCode(err)
	if code == cmdutil.ExitUsage {
		path := "courier"
		if cmd != nil {
			path = cmd.CommandPath()
		}
		fmt.Fprintf(ios.ErrOut, "%s: %v\nRun '%s --help' for usage.\n", path, err, path)
	} else {
		fmt.Fprintf(ios.ErrOut, "courier: %v\n", err)
	}
	return code
}
