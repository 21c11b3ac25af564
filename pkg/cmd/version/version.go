// Package version is `courier version`: the version of the running binary (module
// version, VCS revision, Go version; see pkg/buildinfo) as text or, with -o json,
// one object. `courier --version` prints the one-line form.
package version

import (
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/gamecourier/courier/pkg/buildinfo"
	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/iostreams"
)

// Formats are the output formats of version; the first is the default.
var Formats = []string{"text", "json"}

// VersionOptions are the inputs of one version run.
type VersionOptions struct {
	IO     *iostreams.IOStreams
	Output string         // text or json
	Info   buildinfo.Info // what is printed
}

// NewCmdVersion returns the version command; runF replaces versionRun in tests.
func NewCmdVersion(f *cmdutil.Factory, runF func(*VersionOptions) error) *cobra.Command {
	opts := &VersionOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "version [-o text|json]",
		Short: "Print the version, VCS revision and Go version of courier",
		Long: `Print what the Go toolchain recorded when this binary was built: the module version
("v1.2.0" after go install ...@v1.2.0, "(devel)" for a build from a checkout), the
git revision, its commit time and whether the working tree had changes (for a build
in a git checkout), the Go version and the platform.

Text: "courier VERSION", then one "key: value" line each. json: one object with the
keys version, revision, time, modified, go and platform ("" for what is unknown).
courier --version prints the same on one line.`,
		Example: `  courier version
  courier version -o json | jq -r .revision`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			if opts.Output, err = f.Output(cmd, Formats); err != nil {
				return err
			}
			opts.Info = buildinfo.Read()
			if runF != nil {
				return runF(opts)
			}
			return versionRun(opts)
		},
	}
	cmd.Flags().StringP(cmdutil.KeyOutput, "o", "text", "output `format`: text or json")
	cmdutil.CompleteOutput(cmd, Formats)
	return cmd
}

func versionRun(opts *VersionOptions) error {
	var err error
	switch opts.Output {
	case "json":
		var b []byte
		if b, err = json.Marshal(opts.Info); err == nil {
			_, err = fmt.Fprintf(opts.IO.Out, "%s\n", b)
		}
	default:
		_, err = fmt.Fprint(opts.IO.Out, opts.Info.Long())
	}
	if err != nil {
		return cmdutil.WriteError(err)
	}
	return nil
}
