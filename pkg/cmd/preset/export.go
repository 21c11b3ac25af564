package presetcmd

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/fsfpreset"
	"github.com/gamecourier/courier/pkg/iostreams"
)

// ExportOptions are the inputs of one preset export run.
type ExportOptions struct {
	IO         *iostreams.IOStreams
	Preset     string   // --fsf NAME|FILE
	PresetPath []string // user preset directories
}

// NewCmdExport returns `courier preset export`.
func NewCmdExport(f *cmdutil.Factory, runF func(*ExportOptions) error) *cobra.Command {
	opts := &ExportOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "export --fsf NAME|FILE",
		Short: "Write a preset as a Fairy-Stockfish variants.ini section",
		Long: `Write the preset NAME|FILE (a shipped id, an id in preset_path, a file, or
FILE.ini:SECTION) as a Fairy-Stockfish variants.ini section on standard output, so that
Fairy-Stockfish can play it (setoption name VariantPath value FILE, then UCI_Variant
the preset's id) and its perft can be compared with courier perft.

Rules Fairy-Stockfish cannot express (the Bishops Conversion Rule, the bishop swap,
capture conversion, drop ranks per piece, ...) are left out: a comment of the section
names each, and each is noted on stderr. Exit status: 0 written (even with rules
left out), 1 an invalid preset, 2 usage error, 3 output that cannot be written.`,
		Example: `  courier preset export --fsf capablanca > capablanca.ini
  courier preset export --fsf my-variant.yaml`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			if opts.PresetPath, err = f.PresetPath(); err != nil {
				return err
			}
			if opts.Preset == "" {
				return cmdutil.Usagef("--fsf NAME|FILE is required: the preset to export")
			}
			if runF != nil {
				return runF(opts)
			}
			return exportRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Preset, "fsf", "", "export the preset `NAME|FILE` as a Fairy-Stockfish section")
	_ = cmd.RegisterFlagCompletionFunc("fsf", f.CompletePresetArg)
	return cmd
}

func exportRun(opts *ExportOptions) error {
	v, _, err := cmdutil.LoadVariant(opts.IO.ErrOut, opts.Preset, opts.PresetPath, nil)
	if err != nil {
		return err
	}
	ex, err := fsfpreset.Export(v)
	if err != nil {
		return cmdutil.Findingsf(1, "%v", err)
	}
	for _, l := range ex.LeftOut {
		fmt.Fprintf(opts.IO.ErrOut, "courier: note: left out of the Fairy-Stockfish section: %s\n", l)
	}
	if _, err := opts.IO.Out.Write(ex.INI); err != nil {
		return cmdutil.WriteError(err)
	}
	return nil
}
