// Package presets is `courier presets`: the presets a name can load, the shipped
// ones embedded in the binary and those of the preset_path directories, with their
// ids, names, one-line descriptions and where each comes from (SOURCE), a user file
// that shadows a shipped preset marked as such.
package presets

import (
	"encoding/json"
	"fmt"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/iostreams"
	"github.com/gamecourier/courier/pkg/preset"
)

// Formats are the output formats of presets; the first is the default.
var Formats = []string{"text", "json"}

// PresetsOptions are the inputs of one presets run.
type PresetsOptions struct {
	IO         *iostreams.IOStreams
	Output     string   // text or json
	PresetPath []string // user preset directories, searched before the shipped presets

	// List returns the presets to print; nil = preset.Loader.List over PresetPath
	// (for tests).
	List func() []preset.Info
}

// NewCmdPresets returns the presets command. runF, when not nil, replaces presetsRun.
func NewCmdPresets(f *cmdutil.Factory, runF func(*PresetsOptions) error) *cobra.Command {
	opts := &PresetsOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "presets [-o text|json]",
		Short: "List the presets: the shipped ones and those of preset_path",
		Long: `List the presets a name can load, sorted by id: the presets embedded in courier and
the preset files (ID.yaml, ID.yml) of the preset_path directories, which are looked
up first. For each id, the file the name loads: a user file named like a shipped
preset shadows it, and says so.

Text: an aligned table ID, NAME, SOURCE (embedded, or the user file, with "shadows
the shipped ID" where it does), DESCRIPTION. json: an array of objects with the keys
id, name, description, extends ("" for none), source (presets/ID.yaml for a shipped
preset), embedded, shadows and invalid (a user file that does not resolve; courier
check FILE says why). A preset_path directory that does not exist is a warning.`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return cmdutil.Usagef("no arguments expected, got %q", args)
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			if opts.Output, err = f.Output(cmd, Formats); err != nil {
				return err
			}
			// PresetDirs, not PresetPath: the table itself shows what shadows what.
			if opts.PresetPath, err = f.PresetDirs(); err != nil {
				return err
			}
			if runF != nil {
				return runF(opts)
			}
			return presetsRun(opts)
		},
	}
	cmd.Flags().StringP(cmdutil.KeyOutput, "o", "text", "output `format`: text or json")
	cmdutil.CompleteOutput(cmd, Formats)
	return cmd
}

type jsonInfo struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	Extends     string `json:"extends"`
	Source      string `json:"source"`
	Embedded    bool   `json:"embedded"`
	Shadows     bool   `json:"shadows"`
	Invalid     bool   `json:"invalid"`
}

func presetsRun(opts *PresetsOptions) error {
	format, err := cmdutil.CheckOutput("courier presets", opts.Output, Formats)
	if err != nil {
		return err
	}
	list := preset.NewLoader(preset.Options{SearchPath: opts.PresetPath}).List
	if opts.List != nil {
		list = opts.List
	}
	infos := list()
	switch format {
	case "json":
		out := make([]jsonInfo, 0, len(infos))
		for _, i := range infos {
			out = append(out, jsonInfo{i.ID, i.Name, i.Description, i.Extends, i.Source, i.Embedded, i.Shadows, i.Invalid})
		}
		data, err := json.MarshalIndent(out, "", "  ")
		if err == nil {
			_, err = fmt.Fprintf(opts.IO.Out, "%s\n", data)
		}
		if err != nil {
			return cmdutil.WriteError(err)
		}
	default:
		tw := tabwriter.NewWriter(opts.IO.Out, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "ID\tNAME\tSOURCE\tDESCRIPTION")
		for _, i := range infos {
			src := i.Source
			switch {
			case i.Embedded:
				src = "embedded"
			case i.Shadows:
				src += " (shadows the shipped " + i.ID + ")"
			}
			desc := i.Description
			if i.Invalid {
				desc = "(does not load: courier check " + i.Source + ")"
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", i.ID, i.Name, src, desc)
		}
		if err := tw.Flush(); err != nil {
			return cmdutil.WriteError(err)
		}
	}
	return nil
}
