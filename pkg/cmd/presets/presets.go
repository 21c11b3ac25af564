// Package presets is `courier presets`: the list of the presets embedded in the
// binary, with their names and one-line descriptions. User presets found through
// preset_path are not listed (they are files the user already has).
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
	IO     *iostreams.IOStreams
	Output string // text or json

	// List returns the presets to print; nil = preset.List (for tests).
	List func() []preset.Info
}

// NewCmdPresets returns the presets command. runF, when not nil, replaces presetsRun.
func NewCmdPresets(f *cmdutil.Factory, runF func(*PresetsOptions) error) *cobra.Command {
	opts := &PresetsOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "presets [-o text|json]",
		Short: "List the embedded presets",
		Long: `List the presets embedded in courier, sorted by id: id, name and a one-line
description as an aligned table, or with -o json an array of objects with the keys
id, name, description, extends ("" for none) and source.`,
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
			if runF != nil {
				return runF(opts)
			}
			return presetsRun(opts)
		},
	}
	cmd.Flags().StringP(cmdutil.KeyOutput, "o", "text", "output `format`: text or json")
	return cmd
}

type jsonInfo struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	Extends     string `json:"extends"`
	Source      string `json:"source"`
}

func presetsRun(opts *PresetsOptions) error {
	format, err := cmdutil.CheckOutput("courier presets", opts.Output, Formats)
	if err != nil {
		return err
	}
	list := preset.List
	if opts.List != nil {
		list = opts.List
	}
	infos := list()
	switch format {
	case "json":
		out := make([]jsonInfo, 0, len(infos))
		for _, i := range infos {
			out = append(out, jsonInfo{i.ID, i.Name, i.Description, i.Extends, i.Source})
		}
		data, err := json.MarshalIndent(out, "", "  ")
		if err == nil {
			_, err = fmt.Fprintf(opts.IO.Out, "%s\n", data)
		}
		if err != nil {
			return cmdutil.Failuref("writing the list: %w", err)
		}
	default:
		tw := tabwriter.NewWriter(opts.IO.Out, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "ID\tNAME\tDESCRIPTION")
		for _, i := range infos {
			fmt.Fprintf(tw, "%s\t%s\t%s\n", i.ID, i.Name, i.Description)
		}
		if err := tw.Flush(); err != nil {
			return cmdutil.Failuref("writing the list: %w", err)
		}
	}
	return nil
}
