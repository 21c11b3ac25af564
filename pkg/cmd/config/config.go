// Package config is `courier config`: which config file is in force, where it was
// looked for, and each setting's value with where it came from.
package config

import (
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/gamecourier/courier/pkg/cmdutil"
)

// NewCmdConfig returns the config command.
func NewCmdConfig(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "config",
		Short: "Show which config file is in force and the settings",
		Long: `Show the config file in force and each setting with where its value comes from.

Settings come from flags, then COURIER_* environment variables, then the config
file: --config FILE; else .courier.yaml in the working directory or the nearest
parent up to the repository root (the directory holding .git; outside a
repository, the working directory only); else $XDG_CONFIG_HOME/courier/config.yaml
(~/.config/courier/config.yaml when XDG_CONFIG_HOME is not set). The first file
found is the only one read.`,
		Example: `  courier config
  courier --config ci.yaml config`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return run(f, cmd)
		},
	}
}

func run(f *cmdutil.Factory, cmd *cobra.Command) error {
	out := f.IOStreams.Out
	explicit := cmd.Flags().Changed("config")
	switch {
	case f.ConfigFile != "" && explicit:
		fmt.Fprintf(out, "config file: %s (--config)\n", f.ConfigFile)
	case f.ConfigFile != "":
		fmt.Fprintf(out, "config file: %s\n", f.ConfigFile)
	case explicit:
		fmt.Fprintln(out, `config file: none (--config "")`)
	default:
		fmt.Fprintln(out, "config file: none")
	}
	if !explicit {
		fmt.Fprintf(out, "looked for:  %s\n", strings.Join(cmdutil.ConfigCandidates(), ", "))
	}
	fmt.Fprintln(out, "settings:")
	for _, k := range cmdutil.KnownSettings {
		env := cmdutil.EnvPrefix + "_" + strings.ToUpper(k)
		from := "default"
		if _, ok := os.LookupEnv(env); ok {
			from = env
		} else if f.Settings.InConfig(k) {
			from = "config file"
		}
		v := f.Settings.Get(k)
		switch {
		case k == cmdutil.KeyNoVariations:
			v = f.Settings.GetBool(k)
		case v == nil:
			v = "(none)"
		}
		fmt.Fprintf(out, "  %s: %v (%s)\n", k, v, from)
	}
	return cmdutil.OutputError(f.IOStreams)
}
