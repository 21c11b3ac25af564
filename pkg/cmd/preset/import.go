package presetcmd

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/gamecourier/courier/pkg/buildinfo"
	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/iostreams"
	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/pkg/report"
)

// ImportFormats are the output formats of the diagnostics of preset import.
var ImportFormats = []string{"text", "json", "github", "sarif"}

// ImportOptions are the inputs of one preset import run.
type ImportOptions struct {
	IO      *iostreams.IOStreams
	File    string // FILE.ini
	Variant string // --variant: one section only
	Out     string // --out: the directory of the presets ("" = standard output)
	Output  string // diagnostics format
}

// NewCmdImport returns `courier preset import`.
func NewCmdImport(f *cmdutil.Factory, runF func(*ImportOptions) error) *cobra.Command {
	opts := &ImportOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "import FILE.ini [--variant NAME] [--out DIR] [-o text|json|github|sarif]",
		Short: "Import Fairy-Stockfish variants.ini sections as presets",
		Long: `Read a Fairy-Stockfish variants.ini file (sections [name] and [name:parent], the
options of Fairy-Stockfish's variant definition, customPieceN = x:Betza, startFen) and
write one preset per section (--variant NAME: that section only): DIR/ID.yaml with
--out DIR, else the YAML documents on standard output. A section whose rules the
preset language cannot express is not written: its diagnostics say which option
holds the rule courier lacks, each at file:line:col. What Fairy-Stockfish reads
differently than written (bikjangRule = True is false to FSF, an unknown or
misspelled key, a letter used twice, a start position that does not fit the pieces,
a parent defined after its child) is reported as courier check reports it.

Diagnostics go to stdout with --out (text, json, github or sarif, as courier
check writes them), else to stderr as text. Exit status: 0 every section
imported, 1 a section refused or an error in the file, 2 usage error, 3 the file
cannot be read or a preset cannot be written.`,
		Example: `  courier preset import variants.ini --out presets/fsf/
  courier preset import variants.ini --variant gothhouse
  courier replay --preset variants.ini:gothhouse games.pgn`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return cmdutil.Usagef("one FILE.ini argument expected, got %d", len(args))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			opts.File = args[0]
			if opts.Output, err = f.Output(cmd, ImportFormats); err != nil {
				return err
			}
			if runF != nil {
				return runF(opts)
			}
			return importRun(opts)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&opts.Variant, "variant", "", "import only the section `NAME`")
	fl.StringVar(&opts.Out, "out", "", "write the presets as `DIR`/ID.yaml (default: standard output)")
	fl.StringP(cmdutil.KeyOutput, "o", "text", "diagnostics `format`: text, json, github or sarif")
	cmdutil.CompleteOutput(cmd, ImportFormats)
	return cmd
}

func importRun(opts *ImportOptions) error {
	format, err := cmdutil.CheckOutput("courier preset import", opts.Output, ImportFormats)
	if err != nil {
		return err
	}
	data, err := os.ReadFile(opts.File)
	if err != nil {
		return cmdutil.Failuref("%s: %s", opts.File, preset.Reason(preset.ReadError(opts.File, err)))
	}
	res, fd := cmdutil.ImportINI(opts.File, data, opts.Variant)
	all := append(diag.List{}, fd...)
	refused := 0
	for _, r := range res {
		all = append(all, r.Diags...)
		if r.YAML == nil {
			refused++
			continue
		}
		if opts.Out == "" {
			if _, err := fmt.Fprintf(opts.IO.Out, "---\n%s", r.YAML); err != nil {
				return cmdutil.WriteError(err)
			}
			continue
		}
		p, err := cmdutil.WritePresetFile(opts.Out, r.ID, r.YAML)
		if err != nil {
			return cmdutil.Failuref("%s: %v", p, err)
		}
	}
	all = dedupe(all)
	all.Sort()
	if opts.Out == "" {
		cmdutil.WriteDiagnostics(opts.IO.ErrOut, all)
	} else {
		st := report.StatusValid
		if all.HasErrors() {
			st = report.StatusInvalid
		}
		w := &report.DiagWriter{W: opts.IO.Out, Format: format, Version: buildinfo.Read().Version}
		if err := w.Write(report.FileReport{File: opts.File, Status: st, Diags: all}); err != nil {
			return cmdutil.WriteError(err)
		}
		if err := w.Close(); err != nil {
			return cmdutil.WriteError(err)
		}
	}
	fmt.Fprintf(opts.IO.ErrOut, "imported %d of %d sections of %s\n", len(res)-refused, len(res), opts.File)
	if refused > 0 || fd.HasErrors() || len(res) == 0 {
		if refused == 1 {
			return cmdutil.Findingsf(1, "1 section not imported")
		}
		return cmdutil.Findingsf(max(refused, 1), "%d sections not imported", refused)
	}
	return nil
}

// dedupe drops repeated diagnostics (a section's problem is both the file's and
// the section's).
func dedupe(d diag.List) diag.List {
	seen := map[string]bool{}
	var out diag.List
	for _, x := range d {
		if k := x.Error(); !seen[k] {
			seen[k] = true
			out = append(out, x)
		}
	}
	return out
}
