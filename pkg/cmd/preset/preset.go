// Package presetcmd is `courier preset`, the commands for preset authors:
//
//	courier preset show NAME|FILE [--resolved] [-o text|json]
//	courier preset derive BASE --name NEW [--setup ARRAY | --swap SQ,SQ [--side white|black|both]]
//	courier preset schema
//	courier preset import FILE.ini [--variant NAME] [--out DIR] [-o text|json|github|sarif]
//	courier preset export --fsf NAME|FILE
//
// show prints a preset as written, or after inheritance with the file and line that
// set each key; derive writes a new preset that extends BASE and changes only its
// setup, checks it and reports its symmetry and bishop colours; schema prints the
// JSON Schema of the format (docs/preset.schema.json); import turns the sections
// of a Fairy-Stockfish variants.ini into presets, export writes a preset as such
// a section (docs/fsf-ini.md). `courier presets` (plural)
// lists the shipped presets.
package presetcmd

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/gamecourier/courier/docs"
	"github.com/gamecourier/courier/pkg/cmdutil"
)

// NewCmdPreset returns the preset command with its subcommands.
func NewCmdPreset(f *cmdutil.Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "preset <command>",
		Short: "Show, derive, describe, import and export presets (for preset authors)",
		Long: `Commands for preset authors: show a preset as written or after inheritance, derive a
new preset from a base by changing its setup, print the JSON Schema of the preset
format for editors, import the sections of a Fairy-Stockfish variants.ini as presets,
and export a preset as such a section. To validate preset files, use courier check.`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return nil
			}
			msg := fmt.Sprintf("unknown command %q for %q", args[0], cmd.CommandPath())
			if s := cmd.SuggestionsFor(args[0]); len(s) > 0 {
				msg += fmt.Sprintf(" (did you mean %s?)", strings.Join(s, ", "))
			}
			return cmdutil.Usagef("%s", msg)
		},
		RunE: func(cmd *cobra.Command, args []string) error { return cmd.Help() },
	}
	cmd.AddCommand(NewCmdShow(f, nil))
	cmd.AddCommand(NewCmdDerive(f, nil))
	cmd.AddCommand(NewCmdSchema(f))
	cmd.AddCommand(NewCmdImport(f, nil))
	cmd.AddCommand(NewCmdExport(f, nil))
	return cmd
}

// NewCmdSchema returns `courier preset schema`.
func NewCmdSchema(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "schema",
		Short: "Print the JSON Schema of the preset format",
		Long: `Print the JSON Schema (draft 07) of preset files, docs/preset.schema.json as
built into the binary (generated from the Go model of the format). Point an editor at it for
completion and validation, e.g. with yaml-language-server, a first line

  # yaml-language-server: $schema=../docs/preset.schema.json

The schema checks the shape of a file; courier check checks everything else.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if _, err := f.IOStreams.Out.Write(docs.PresetSchema); err != nil {
				return cmdutil.WriteError(err)
			}
			return nil
		},
	}
}
