package presetcmd

import (
	"bufio"
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"
	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/iostreams"
	"github.com/gamecourier/courier/pkg/preset"
)

// ShowFormats are the output formats of preset show; the first is the default.
var ShowFormats = []string{"text", "json"}

// ShowOptions are the inputs of one preset show run.
type ShowOptions struct {
	IO *iostreams.IOStreams

	Preset     string   // NAME|FILE
	PresetPath []string // user preset directories (setting preset_path)
	Resolved   bool     // --resolved: after inheritance, each key with its origin
	Output     string   // text or json
}

// NewCmdShow returns `courier preset show`. runF, when not nil, replaces showRun.
func NewCmdShow(f *cmdutil.Factory, runF func(*ShowOptions) error) *cobra.Command {
	opts := &ShowOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "show NAME|FILE [--resolved] [-o text|json]",
		Short: "Print a preset as written, or after inheritance (--resolved)",
		Long: `Print a preset: a shipped preset id, an id in preset_path, or a file.

Without --resolved, the file as written. With --resolved, the preset after
inheritance (extends): every key the preset ends up with, each marked with the
file:line:col that set it, as YAML with a comment on each line (text) or as a JSON
array of {"path","value","file","line","col"}, one entry per value (json). Problems of
the inheritance chain go to stderr; use courier check for a full check.`,
		Example: `  courier preset show pmc2 --resolved
  courier preset show my-variant.yaml --resolved -o json`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return cmdutil.Usagef("one NAME|FILE argument expected, got %d", len(args))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			opts.Preset = args[0]
			formats := ShowFormats
			if !opts.Resolved && !cmd.Flags().Changed(cmdutil.KeyOutput) {
				// The file as written has text only: a configured output (json from
				// COURIER_OUTPUT or the config file) falls back to it.
				formats = ShowFormats[:1]
			}
			if opts.Output, err = f.Output(cmd, formats); err != nil {
				return err
			}
			if opts.PresetPath, err = f.PresetPath(); err != nil {
				return err
			}
			if runF != nil {
				return runF(opts)
			}
			return showRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.Resolved, "resolved", false, "show the preset after inheritance, each key with the file that set it")
	cmd.Flags().StringP(cmdutil.KeyOutput, "o", "text", "output `format`: text or json (json with --resolved only)")
	cmdutil.CompleteOutput(cmd, ShowFormats)
	cmd.ValidArgsFunction = f.CompletePresetArg
	return cmd
}

func showRun(opts *ShowOptions) error {
	format, err := cmdutil.CheckOutput("courier preset show", opts.Output, ShowFormats)
	if err != nil {
		return err
	}
	l := preset.NewLoader(preset.Options{SearchPath: opts.PresetPath})
	if !opts.Resolved {
		if format != "text" {
			return cmdutil.Usagef("-o %s needs --resolved (without it the file is printed as written)", format)
		}
		_, data, d := l.Source(opts.Preset)
		if err := loadError(opts.Preset, d); err != nil {
			return err
		}
		if _, err := opts.IO.Out.Write(data); err != nil {
			return cmdutil.WriteError(err)
		}
		return nil
	}
	r, d := l.Resolve(opts.Preset)
	if err := loadError(opts.Preset, d); err != nil {
		return err
	}
	cmdutil.WriteDiagnostics(opts.IO.ErrOut, d)
	if r == nil {
		return cmdutil.Findingsf(1, "preset %s cannot be resolved", opts.Preset)
	}
	w := bufio.NewWriter(opts.IO.Out)
	if format == "json" {
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(Entries(r)); err != nil {
			return cmdutil.Failuref("encoding: %w", err)
		}
	} else {
		WriteResolved(w, r)
	}
	if err := w.Flush(); err != nil {
		return cmdutil.WriteError(err)
	}
	if d.HasErrors() {
		return cmdutil.Findingsf(1, "the extends chain of %s is incomplete", opts.Preset)
	}
	return nil
}

// loadError turns an unknown preset into a usage error and an unreadable file into a
// failure; other diagnostics are left to the caller.
func loadError(name string, d diag.List) error {
	for _, dg := range d {
		switch {
		case dg.Code == preset.CodeUnknownPreset:
			msg := dg.Message
			if dg.Hint != "" {
				msg += "\n" + dg.Hint
			}
			return cmdutil.Usagef("%s", msg)
		case dg.Code == preset.CodeReadError && !dg.Pos.IsValid():
			return cmdutil.Failuref("%s: %s", name, preset.Reason(dg))
		}
	}
	return nil
}

// Entry is one value of a resolved preset: its key path ("rules.castling.sides"),
// its value as JSON, and the position in the file that set it.
type Entry struct {
	Path  string `json:"path"`
	Value any    `json:"value"`
	File  string `json:"file"`
	Line  int    `json:"line"`
	Col   int    `json:"col"`
}

// Entries lists the values of r.Doc in document order: one entry per scalar or list
// (mappings are walked into), at the position of its key.
func Entries(r *preset.Resolved) []Entry {
	var out []Entry
	var walk func(n *yaml.Node, path string)
	walk = func(n *yaml.Node, path string) {
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			p := k.Value
			if path != "" {
				p = path + "." + k.Value
			}
			if v.Kind == yaml.MappingNode && len(v.Content) > 0 {
				walk(v, p)
				continue
			}
			var val any
			if err := v.Decode(&val); err != nil {
				val = v.Value
			}
			if v.Kind == yaml.MappingNode {
				val = map[string]any{}
			}
			pos := r.Pos(k)
			out = append(out, Entry{Path: p, Value: jsonable(val), File: pos.File, Line: pos.Line, Col: pos.Col})
		}
	}
	walk(r.Doc, "")
	return out
}

// jsonable turns the maps yaml decodes (map[string]any, map[any]any) into ones
// encoding/json accepts.
func jsonable(v any) any {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			x[k] = jsonable(e)
		}
		return x
	case map[any]any:
		m := map[string]any{}
		for k, e := range x {
			m[fmt.Sprint(k)] = jsonable(e)
		}
		return m
	case []any:
		for i, e := range x {
			x[i] = jsonable(e)
		}
		return x
	}
	return v
}

// line is one output line of WriteResolved: YAML text and its origin comment.
type line struct{ text, origin string }

// WriteResolved writes r.Doc as YAML in block style, one key per line (lists and
// values in flow style), each line ending in a comment with the file:line:col of the
// key that set it, aligned. A header names the preset and its extends chain.
func WriteResolved(w *bufio.Writer, r *preset.Resolved) {
	fmt.Fprintf(w, "# %s after inheritance (%s); each key: # file:line:col that set it\n", r.ID, strings.Join(r.Chain, " -> "))
	if r.Partial {
		fmt.Fprintf(w, "# incomplete: an ancestor could not be read (see the diagnostics)\n")
	}
	var lines []line
	var walk func(n *yaml.Node, indent string)
	walk = func(n *yaml.Node, indent string) {
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			key := indent + flow(k) + ":"
			origin := r.Pos(k).String()
			switch {
			case v.Kind == yaml.MappingNode && len(v.Content) > 0:
				lines = append(lines, line{key, origin})
				walk(v, indent+"  ")
			case v.Kind == yaml.SequenceNode && len(v.Content) > 0 && v.Content[0].Kind == yaml.MappingNode:
				lines = append(lines, line{key, origin})
				for _, it := range v.Content {
					lines = append(lines, line{indent + "  - " + flow(it), ""})
				}
			default:
				lines = append(lines, line{key + " " + flow(v), origin})
			}
		}
	}
	walk(r.Doc, "")
	width := 0
	for _, l := range lines {
		if n := utf8.RuneCountInString(l.text); l.origin != "" && n <= 60 {
			width = max(width, n)
		}
	}
	for _, l := range lines {
		if l.origin == "" {
			fmt.Fprintln(w, l.text)
			continue
		}
		pad := max(width-utf8.RuneCountInString(l.text), 0) + 2
		fmt.Fprintf(w, "%s%s# %s\n", l.text, strings.Repeat(" ", pad), l.origin)
	}
}

// flow encodes a node on one line: mappings and lists in flow style, scalars quoted
// only where YAML needs it (block scalars become quoted ones).
func flow(n *yaml.Node) string {
	c := copyFlow(n)
	b, err := yaml.Marshal(c)
	if err != nil {
		return n.Value
	}
	return strings.TrimSuffix(string(b), "\n")
}

// copyFlow deep-copies n in flow style, without comments, and with literal or
// folded scalars made double-quoted (so that they stay on one line).
func copyFlow(n *yaml.Node) *yaml.Node {
	c := &yaml.Node{Kind: n.Kind, Tag: n.Tag, Value: n.Value, Style: n.Style}
	switch n.Kind {
	case yaml.MappingNode, yaml.SequenceNode:
		c.Style = yaml.FlowStyle
		for _, e := range n.Content {
			c.Content = append(c.Content, copyFlow(e))
		}
	case yaml.ScalarNode:
		if n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0 || strings.ContainsAny(n.Value, "\n\r") {
			c.Style = yaml.DoubleQuotedStyle
		}
	}
	return c
}
