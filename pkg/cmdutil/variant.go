package cmdutil

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/gamecourier/courier/pkg/check"
	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/pkg/report"
	"github.com/gamecourier/courier/pkg/rules"
)

// LoadVariant loads the preset named by --preset (a shipped id, an id in searchPath,
// or a file), switches off the --without modules and compiles it for move generation.
// The preset is checked as courier check checks it, but for the advice to preset
// authors (check.Load): an error of its start position (the side not to move in
// check, no legal move, ...) makes it invalid here too. Warnings and the
// diagnostics of an invalid preset are written to errOut as
// "file:line:col: message (code)".
//
// Errors: an empty name, an unknown preset or an unknown module name is a *UsageError;
// a preset file that cannot be read a *FailureError; an invalid preset (or one the
// move generator cannot compile) a *FindingsError.
func LoadVariant(errOut io.Writer, name string, searchPath, without []string) (*rules.Variant, *position.Rules, error) {
	if name == "" {
		return nil, nil, Usagef("--preset is required: a shipped preset (%s) or a preset file",
			strings.Join(preset.Names(), ", "))
	}
	if err := CheckModules(without); err != nil {
		return nil, nil, err
	}
	var (
		v        *rules.Variant
		compiled *position.Rules
		ds       diag.List
	)
	if _, _, ok := SplitINIPreset(name); ok {
		v, compiled, ds = loadINIPreset(name)
	} else {
		v, compiled, ds = check.LoadRules(preset.NewLoader(preset.Options{SearchPath: searchPath}), name)
	}
	for _, d := range ds {
		if d.Code == preset.CodeUnknownPreset {
			msg := "--preset: " + d.Message
			if d.Hint != "" {
				msg += "\n" + d.Hint
			}
			return nil, nil, &UsageError{Err: errors.New(msg)}
		}
	}
	if v == nil {
		for _, d := range ds {
			if d.Code == preset.CodeReadError && d.Severity == diag.Error {
				return nil, nil, &FailureError{Err: fmt.Errorf("--preset %s: %s", name, preset.Reason(d))}
			}
		}
	}
	WriteDiagnostics(errOut, ds)
	if v == nil {
		n := 0
		for _, d := range ds {
			if d.Severity == diag.Error {
				n++
			}
		}
		return nil, nil, Findingsf(max(n, 1), "preset %s is invalid: %s", name, plural(n, "error"))
	}
	for _, m := range without {
		if !v.Has(m) {
			fmt.Fprintf(errOut, "courier: note: preset %s has no %s module; --without %s changes nothing\n", v.ID, m, m)
		}
	}
	if len(without) == 0 && compiled != nil {
		return v, compiled, nil // the rules the checks compiled
	}
	v, err := v.Without(without...)
	if err != nil { // CheckModules has seen every name; kept for safety
		return nil, nil, &UsageError{Err: fmt.Errorf("--without: %w", err)}
	}
	r, err := position.Compile(v)
	if err != nil {
		fmt.Fprintf(errOut, "%s: %v\n", name, err)
		return nil, nil, Findingsf(1, "preset %s cannot be used for move generation: %v", name, err)
	}
	return v, r, nil
}

// PresetLoader returns the preset loader of the log-reading commands (for
// replay.Options.Load): a preset is loaded as courier check accepts it (check.Load,
// with the user presets of searchPath), so an invalid one is refused with its
// diagnostics.
func PresetLoader(searchPath []string) func(name string) (*rules.Variant, diag.List) {
	l := preset.NewLoader(preset.Options{SearchPath: searchPath})
	return func(name string) (*rules.Variant, diag.List) {
		if _, _, ok := SplitINIPreset(name); ok {
			v, _, d := loadINIPreset(name)
			return v, d
		}
		return check.Load(l, name)
	}
}

// RulesLoader is PresetLoader that also returns the rules its checks compiled
// (check.LoadRules, for replay.Options.LoadRules), so that they are not compiled
// again.
func RulesLoader(searchPath []string) func(name string) (*rules.Variant, *position.Rules, diag.List) {
	return rulesLoader(preset.Options{SearchPath: searchPath})
}

// LogRulesLoader is RulesLoader for the preset files logs name (Variant tag
// paths, replay.Options.LoadLogRules): loaded with preset.Options.Confined, so
// their extends chains stay in the log's directory.
func LogRulesLoader(searchPath []string) func(name string) (*rules.Variant, *position.Rules, diag.List) {
	return rulesLoader(preset.Options{SearchPath: searchPath, Confined: true})
}

// rulesLoader is check.LoadRules with one preset.Loader of opts.
func rulesLoader(opts preset.Options) func(name string) (*rules.Variant, *position.Rules, diag.List) {
	l := preset.NewLoader(opts)
	return func(name string) (*rules.Variant, *position.Rules, diag.List) {
		if _, _, ok := SplitINIPreset(name); ok && !opts.Confined {
			return loadINIPreset(name)
		}
		return check.LoadRules(l, name)
	}
}

// CheckModules checks --without values against the module table
// (rules.LookupModule): an unknown name is a *UsageError listing the known ones.
func CheckModules(names []string) error {
	for _, n := range names {
		if _, ok := rules.LookupModule(n); !ok {
			return Usagef("--without: unknown rule module %q%s (known: %s)", n, DidYouMean(n, rules.ModuleNames), strings.Join(rules.ModuleNames, ", "))
		}
	}
	return nil
}

// WriteDiagnostics writes ds to w one per line as "file:line:col: message (code)";
// warnings and notes carry their severity before the message, hints follow indented.
func WriteDiagnostics(w io.Writer, ds diag.List) {
	for _, d := range ds {
		report.Diagnostic(w, d)
	}
}

// FENFlag checks the --fen flag of cmd: given with an empty value (--fen "", a
// variable that is not set) it is a usage error, not the start position (that is
// --fen left out).
func FENFlag(cmd *cobra.Command) error {
	fl := cmd.Flags().Lookup("fen")
	if fl == nil || !fl.Changed || strings.TrimSpace(fl.Value.String()) != "" {
		return nil
	}
	return Usagef("--fen: the value %q is empty; give a FEN, or leave --fen out for the start position", fl.Value.String())
}

// Position returns the start position of r, or the position of fen when it is not
// empty. A malformed FEN is a *UsageError naming --fen, the FEN field and column, with
// the FEN and a caret under the column.
func Position(r *position.Rules, fen string) (*position.Position, error) {
	if fen == "" {
		return r.Start(), nil
	}
	p, err := r.ParseFEN(fen)
	if err == nil {
		return p, nil
	}
	var fe *position.FENError
	if !errors.As(err, &fe) {
		return nil, Usagef("--fen: %v", err)
	}
	col := max(fe.Col, 1)
	// Col counts characters; the caret line is indented to match (tabs kept).
	pad := strings.Map(func(r rune) rune {
		if r == '\t' {
			return r
		}
		return ' '
	}, prefixRunes(fen, col-1))
	where := fmt.Sprintf("%s field, column %d: ", fe.Field, fe.Col)
	if fe.Field == "fields" {
		where = "" // the count of fields: the message says where, if anywhere
	}
	return nil, Usagef("--fen: %s%s\n  %s\n  %s^", where, fe.Msg, fen, pad)
}

// prefixRunes returns the first n characters of s (all of s when shorter).
func prefixRunes(s string, n int) string {
	i := 0
	for j := range s {
		if i == n {
			return s[:j]
		}
		i++
	}
	return s
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
