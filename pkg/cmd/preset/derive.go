package presetcmd

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/spf13/cobra"
	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/check"
	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/iostreams"
	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/pkg/report"
	"github.com/gamecourier/courier/pkg/rules"
)

// DeriveFormats are the output formats of preset derive; the first is the default.
var DeriveFormats = []string{"text", "json"}

// DeriveOptions are the inputs of one preset derive run.
type DeriveOptions struct {
	IO *iostreams.IOStreams

	Base        string   // BASE: a shipped id, an id in preset_path, or a file
	PresetPath  []string // user preset directories (setting preset_path)
	Name        string   // --name: the new preset's id
	Title       string   // --title: its human name ("" = "<id>: <base name> with setup <array>")
	Description string   // --description: one line ("" = what was derived from what)
	Setup       string   // --setup: the new setup array
	Swap        string   // --swap: two of White's squares, "d1,f1"; several such pairs separated by blanks, swapped in order (--swap given more than once)
	Side        string   // --side: white, black or both (with --swap)
	Out         string   // --out: the file to write ("" = NAME.yaml; "-" = stdout)
	Force       bool     // --force: overwrite Out
	Without     []string // --without: BASE's rule modules to drop (rules: {MODULE: null} each), in the module table's names
	Output      string   // text or json
}

// NewCmdDerive returns `courier preset derive`. runF, when not nil, replaces deriveRun.
func NewCmdDerive(f *cmdutil.Factory, runF func(*DeriveOptions) error) *cobra.Command {
	opts := &DeriveOptions{IO: f.IOStreams}
	var swaps []string // every --swap, in order
	cmd := &cobra.Command{
		Use:   "derive BASE --name NEW [--setup ARRAY | --swap SQ,SQ [--side white|black|both]]",
		Short: "Write a new preset that extends BASE and changes only the setup",
		Long: `Write a new preset that extends BASE (a shipped id, an id in preset_path, or a file)
and changes only its setup: either a whole new setup array (--setup), or BASE's setup
with the pieces on two squares swapped (--swap d1,f1; squares are White's, Black's are
mirrored; --side says whose pieces: white, black or both, the default). --swap may be
given more than once: the swaps are made in order.
A rule module of BASE may need pieces on their squares (castling: the king and the
rooks): a setup that moves them (Chess960-style) needs --without MODULE, which writes
rules: {MODULE: null} (--without castling); a failed derive says which modules.

The new preset gets the id --name, the human name --title (default "NEW: BASE's
name with setup ARRAY"), the one-line --description (default "The rules of BASE
(BASE's name) with ...", saying what changed) and meta.notes saying how it was
derived, so that nothing of BASE's name, description or notes claims its setup.

It is checked as courier check would; when it has errors nothing is written (exit 1)
and each is printed at the flag that made it (--setup, or --swap with the array it
gives, and the character of the array), with the place of an inherited value it
does not fit (inherited from presets/chess.yaml:32:16). Otherwise it is written to
--out (default NEW.yaml in the working directory; "-" for stdout), never over an
existing file without --force, and a report follows: the file, the setup, its
symmetry (reverse: point-symmetric; direct: mirror-symmetric; direct and reverse;
none), the colour-bound pieces (bishops) of each side with their square colours, and
the check's warnings.

Example: Prime Ministers Chess setups 2 to 4 from PMC1 (MKQ/qkm):
  PMC2 (QKM/mkq): --swap d1,f1            (both sides)
  PMC3 (MKQ/mkq): --swap d1,f1 --side black
  PMC4 (QKM/qkm): --swap d1,f1 --side white`,
		Example: `  courier preset derive pmc1 --name pmc2 --swap d1,f1 --title 'Prime Ministers Chess (PMC2)'
  courier preset derive chess --name chess-960-518 --setup rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR --out -
  courier preset derive chess --name chess-960-0 --setup bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR --without castling`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return cmdutil.Usagef("one BASE argument expected (the preset to extend), got %d", len(args))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			opts.Base = args[0]
			if opts.Output, err = f.Output(cmd, DeriveFormats); err != nil {
				return err
			}
			if opts.PresetPath, err = f.PresetPath(); err != nil {
				return err
			}
			opts.Swap = strings.Join(swaps, " ")
			opts.Without = append(opts.Without, noModules(cmd)...)
			if err := cmdutil.CheckModules(opts.Without); err != nil {
				return err
			}
			if cmd.Flags().Changed("side") && opts.Swap == "" {
				return cmdutil.Usagef("--side goes with --swap")
			}
			if runF != nil {
				return runF(opts)
			}
			return deriveRun(opts)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&opts.Name, "name", "", "`ID` of the new preset ([a-z0-9-]+; required)")
	fl.StringVar(&opts.Title, "title", "", "human `NAME` of the new preset (default: \"NEW: BASE's name with setup ARRAY\")")
	fl.StringVar(&opts.Description, "description", "", "one-line `TEXT` describing the new preset (default: what was derived from what)")
	fl.StringVar(&opts.Setup, "setup", "", "the new setup `ARRAY` (a FEN board field)")
	fl.StringArrayVar(&swaps, "swap", nil, "swap the pieces on two of White's squares `SQ,SQ` (Black's mirrored); repeatable, the swaps made in order")
	fl.StringVar(&opts.Side, "side", "both", "whose pieces --swap swaps: `white`, black or both")
	fl.StringVar(&opts.Out, "out", "", "`FILE` to write (default NEW.yaml in the working directory; - for stdout)")
	fl.BoolVar(&opts.Force, "force", false, "overwrite an existing --out file")
	fl.StringSliceVar(&opts.Without, "without", nil, "drop BASE's rule module `RULE` (writes rules: {RULE: null}; repeatable, or comma-separated); needed for a setup that moves a piece the module needs on its square (castling: the king, the rooks)")
	_ = cmd.RegisterFlagCompletionFunc("without", cmdutil.CompleteModules)
	// --no-RULE (--no-castling), the older spelling of --without RULE, still read.
	for _, md := range rules.ModuleTable() {
		fl.Bool(noModuleFlag(md.Name), false, "same as --without "+md.Name)
		_ = fl.MarkHidden(noModuleFlag(md.Name))
	}
	fl.StringP(cmdutil.KeyOutput, "o", "text", "output `format` of the report: text or json")
	cmdutil.CompleteOutput(cmd, DeriveFormats)
	cmd.ValidArgsFunction = f.CompletePresetArg
	_ = cmd.RegisterFlagCompletionFunc("side", cmdutil.CompleteWords([]string{"white", "black", "both"}))
	for _, name := range []string{"name", "title", "description", "setup", "swap"} {
		_ = cmd.RegisterFlagCompletionFunc(name, cobra.NoFileCompletions)
	}
	return cmd
}

// idRE is compiled on first use, not at every start of the program.
var idRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[a-z0-9-]+$`) })

// Derived is what derive made: the new preset's text and what its check found.
type Derived struct {
	File     string           `json:"file"`
	ID       string           `json:"id"`
	Extends  string           `json:"extends"`
	Setup    string           `json:"setup"`
	Symmetry preset.Symmetry  `json:"symmetry"`
	Bishops  map[string][]Sq  `json:"bishops"`
	Errors   int              `json:"errors"`
	Warnings int              `json:"warnings"`
	Diags    []map[string]any `json:"diagnostics"`
	Text     string           `json:"-"`
}

// Sq is a colour-bound piece on a square, for the report.
type Sq struct {
	Letter string `json:"letter"`
	Square string `json:"square"`
	Colour string `json:"colour"` // "dark" or "light"
}

func deriveRun(opts *DeriveOptions) error {
	format, err := cmdutil.CheckOutput("courier preset derive", opts.Output, DeriveFormats)
	if err != nil {
		return err
	}
	if !idRE().MatchString(opts.Name) {
		return cmdutil.Usagef("--name %q: the new preset's id must be lower-case letters, digits and '-' ([a-z0-9-]+)", opts.Name)
	}
	if (opts.Setup == "") == (opts.Swap == "") {
		return cmdutil.Usagef("give exactly one of --setup ARRAY and --swap SQ,SQ")
	}
	if opts.Side != "white" && opts.Side != "black" && opts.Side != "both" {
		return cmdutil.Usagef("--side %q: want white, black or both", opts.Side)
	}
	if strings.ContainsAny(opts.Title+opts.Description, "\r\n") {
		return cmdutil.Usagef("--title and --description must be one line each")
	}
	out := opts.Out
	if out == "" {
		out = opts.Name + ".yaml"
	}
	l := preset.NewLoader(preset.Options{SearchPath: opts.PresetPath})
	base, baseFile, err := loadBase(opts.IO.ErrOut, l, opts.Base)
	if err != nil {
		return err
	}
	setup := opts.Setup
	change := "with the setup " + setup // what the new preset changes, for the description
	how := "--setup " + setup           // how it was derived, for meta.notes
	if opts.Swap != "" {
		vv := *base
		var changes, flags []string
		for _, spec := range strings.Fields(opts.Swap) {
			var ch string
			if vv.Setup, ch, err = swapped(&vv, spec, opts.Side); err != nil {
				return err
			}
			changes, flags = append(changes, ch), append(flags, "--swap "+spec)
		}
		setup, change = vv.Setup, strings.Join(changes, ", then ")
		how = fmt.Sprintf("%s --side %s", strings.Join(flags, " "), opts.Side)
	}
	extends := extendsValue(opts.Base, baseFile, out)
	for _, m := range opts.Without {
		how += " --without " + m
		change += ", without " + strings.ReplaceAll(m, "_", " ")
	}
	np := newPreset{id: opts.Name, title: opts.Title, extends: extends, desc: opts.Description, setup: setup,
		without: opts.Without, notes: fmt.Sprintf("Written by courier preset derive from %s (%s).", extends, how)}
	if np.title == "" {
		np.title = fmt.Sprintf("%s: %s with setup %s", opts.Name, base.Name, setup)
	}
	if np.desc == "" {
		np.desc = fmt.Sprintf("The rules of %s (%s) %s.", extends, base.Name, change)
	}
	text, keyLines := np.text()

	// Check the new preset where it will live (its extends is resolved from there).
	where := out
	if out == "-" {
		where = opts.Name + ".yaml"
	}
	res := check.Data(l, where, []byte(text))
	if res.Diags.HasErrors() {
		// The file is not written: its problems are shown at the flags that made
		// them, not at lines of a file the user never sees.
		setupFlag := "--setup"
		if opts.Swap != "" {
			setupFlag = fmt.Sprintf("--swap %s --side %s (setup %s)", strings.ReplaceAll(opts.Swap, " ", " --swap "), opts.Side, setup)
		}
		labels := map[string]string{"id": "--name " + opts.Name, "name": "--title", "extends": "BASE " + opts.Base,
			"description": "--description", "meta": "meta.notes", "setup": setupFlag, "rules": "--without"}
		writeFlagDiags(opts.IO.ErrOut, res.Diags, where, text, keyLines, labels)
		e, _ := report.Counts(res.Diags)
		for _, m := range modulesInTheWay(l, where, np, base, e) {
			fmt.Fprintf(opts.IO.ErrOut, "hint: the setup moves pieces BASE's %s needs on their squares: add --without %s (rules: {%s: null})\n", m, m, m)
		}
		return cmdutil.Findingsf(e, "the derived preset %s (extends %s, setup %s) is invalid: %s; nothing written",
			opts.Name, extends, setup, plural(e, "error"))
	}
	if out == "-" {
		if _, err := opts.IO.Out.Write([]byte(text)); err != nil {
			return cmdutil.WriteError(err)
		}
		return nil
	}
	if err := writeNew(out, []byte(text), opts.Force); err != nil {
		return err
	}
	d := describe(res, out, opts.Name, extends, setup)
	if format == "json" {
		enc := json.NewEncoder(opts.IO.Out)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(d); err != nil {
			return cmdutil.WriteError(err)
		}
		return nil
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "wrote %s: %s extends %s, setup %s\n", out, opts.Name, extends, setup)
	fmt.Fprintf(&b, "symmetry: %s\n", d.Symmetry)
	fmt.Fprintf(&b, "bishops: %s\n", bishopsText(d.Bishops))
	fmt.Fprintf(&b, "check: %s, %s\n", plural(d.Errors, "error"), plural(d.Warnings, "warning"))
	w := &report.DiagWriter{W: &b, Format: "text"}
	_ = w.Write(report.FileReport{File: out, Diags: res.Diags})
	if _, err := opts.IO.Out.Write(b.Bytes()); err != nil {
		return cmdutil.WriteError(err)
	}
	return nil
}

// loadBase loads BASE (it must be a valid preset) and returns it with the file it
// was read from when BASE is a path ("" when BASE is an id).
func loadBase(errOut io.Writer, l *preset.Loader, name string) (*rules.Variant, string, error) {
	file, _, sd := l.Source(name)
	if err := loadError(name, sd); err != nil {
		return nil, "", err
	}
	_, v, d := l.Check(name)
	if v == nil {
		cmdutil.WriteDiagnostics(errOut, d)
		return nil, "", cmdutil.Findingsf(1, "BASE %s is invalid; derive from a valid preset", name)
	}
	if !preset.IsPath(name) {
		file = "" // extended by its id, wherever it is found
	}
	return v, file, nil
}

// swapped returns base's setup with the pieces on the two squares of spec swapped,
// for White (the squares as given), Black (mirrored) or both, and what that
// changes, for the description ("with Black's pieces on d9 and f9 swapped").
func swapped(v *rules.Variant, spec, side string) (string, string, error) {
	parts := strings.Split(spec, ",")
	if len(parts) != 2 {
		return "", "", cmdutil.Usagef("--swap %q: want two squares separated by a comma, such as d1,f1", spec)
	}
	g := v.Board
	var sqs [2]board.Square
	for i, p := range parts {
		sq, err := g.Parse(strings.TrimSpace(p))
		if err != nil {
			return "", "", cmdutil.Usagef("--swap: %v", err)
		}
		sqs[i] = sq
	}
	if sqs[0] == sqs[1] {
		return "", "", cmdutil.Usagef("--swap %q: two different squares are needed", spec)
	}
	grid := preset.ParseArray(g, v.Setup)
	if grid == nil {
		return "", "", cmdutil.Failuref("the base setup %q cannot be read", v.Setup)
	}
	changed := false
	var pairs []string
	for _, c := range []string{"white", "black"} {
		if side != "both" && side != c {
			continue
		}
		a, b := sqs[0], sqs[1]
		if c == "black" {
			a, b = g.Mirror(a), g.Mirror(b)
		}
		changed = changed || grid[a] != grid[b]
		grid[a], grid[b] = grid[b], grid[a]
		pairs = append(pairs, g.Name(a)+" and "+g.Name(b))
	}
	if !changed {
		return "", "", cmdutil.Usagef("--swap %s --side %s changes nothing: the squares hold the same pieces", spec, side)
	}
	change := map[string]string{
		"white": "with White's pieces on " + pairs[0] + " swapped",
		"black": "with Black's pieces on " + pairs[0] + " swapped",
	}[side]
	if side == "both" {
		change = "with the pieces on " + pairs[0] + ", and on " + pairs[1] + ", swapped"
	}
	return preset.FormatArray(g, grid), change, nil
}

// extendsValue is what the new preset's extends says: BASE's id when BASE is a
// name, or a file in the directory of out; else BASE's path relative to out.
func extendsValue(base, baseFile, out string) string {
	if baseFile == "" {
		return base
	}
	outDir := filepath.Dir(out)
	if out == "-" {
		outDir = "."
	}
	id := strings.TrimSuffix(strings.TrimSuffix(filepath.Base(baseFile), ".yaml"), ".yml")
	if sameDir(filepath.Dir(baseFile), outDir) && idRE().MatchString(id) {
		return id
	}
	// Both made absolute: filepath.Rel cannot go from "../../variants" to
	// "../capa.yaml" as written (it does not know what the ".." leave).
	absBase, err1 := filepath.Abs(baseFile)
	absDir, err2 := filepath.Abs(outDir)
	if err1 != nil || err2 != nil {
		return filepath.ToSlash(baseFile)
	}
	rel, err := filepath.Rel(absDir, absBase)
	if err != nil { // another volume: no relative path exists
		return filepath.ToSlash(absBase)
	}
	rel = filepath.ToSlash(rel)
	if !strings.Contains(rel, "/") {
		rel = "./" + rel
	}
	return rel
}

func sameDir(a, b string) bool {
	aa, err1 := filepath.Abs(a)
	bb, err2 := filepath.Abs(b)
	return err1 == nil && err2 == nil && aa == bb
}

// newPreset is the preset derive writes.
type newPreset struct {
	id, title, extends, desc, notes, setup string
	without                                []string // rules: {MODULE: null} each
}

// text writes the preset (id, name, extends, description, meta.notes,
// setup.array) and returns it with the key of each line: "id", "name", "extends",
// "description", "meta" (also for its notes) and "setup" (also for its array).
func (np newPreset) text() (string, []string) {
	var b strings.Builder
	var keys []string
	scalar := func(s string) string {
		out, err := yaml.Marshal(s)
		if err != nil {
			return fmt.Sprintf("%q", s)
		}
		return strings.TrimSuffix(string(out), "\n")
	}
	line := func(key, format string, args ...any) {
		fmt.Fprintf(&b, format, args...)
		keys = append(keys, key)
	}
	line("id", "id: %s\n", np.id)
	line("name", "name: %s\n", scalar(np.title))
	line("extends", "extends: %s\n", scalar(np.extends))
	line("description", "description: %s\n", scalar(np.desc))
	line("meta", "meta:\n")
	line("meta", "  notes: %s\n", scalar(np.notes))
	line("setup", "setup:\n")
	line("setup", "  array: %s\n", scalar(np.setup))
	if len(np.without) > 0 {
		line("rules", "rules:\n")
	}
	for _, m := range np.without {
		line("rules", "  %s: null\n", m)
	}
	return b.String(), keys
}

// noModuleFlag is the name of the hidden flag --no-RULE of the module called name
// ("no-en-passant" for en_passant).
func noModuleFlag(name string) string { return "no-" + strings.ReplaceAll(name, "_", "-") }

// noModules returns the modules whose --no-RULE flag is set, in table order.
func noModules(cmd *cobra.Command) []string {
	var out []string
	for _, md := range rules.ModuleTable() {
		if on, err := cmd.Flags().GetBool(noModuleFlag(md.Name)); err == nil && on {
			out = append(out, md.Name)
		}
	}
	return out
}

// modulesInTheWay returns the rule modules of base, not already dropped, whose
// dropping (np with the module added to its without) leaves the derived preset
// with fewer than errors errors: the modules whose squares the setup breaks, in
// table order. Each is checked as the preset itself was (check.Data at where).
func modulesInTheWay(l *preset.Loader, where string, np newPreset, base *rules.Variant, errors int) []string {
	var out []string
	for _, m := range base.Modules() {
		if slices.Contains(np.without, m) {
			continue
		}
		try := np
		try.without = append(append([]string(nil), np.without...), m)
		text, _ := try.text()
		if e, _ := report.Counts(check.Data(l, where, []byte(text)).Diags); e < errors {
			out = append(out, m)
		}
	}
	return out
}

// writeFlagDiags writes the diagnostics of a derived preset that was not written:
// those in the would-be file where (whose text and line keys are given) as
// "LABEL: message (code)", LABEL the flag that made the line (labels, by key; the
// character of the array for a problem inside it); those elsewhere at their
// file:line:col. Hints follow, indented, as in courier check.
func writeFlagDiags(w io.Writer, ds diag.List, where, text string, keys []string, labels map[string]string) {
	lines := strings.Split(text, "\n")
	for _, d := range ds {
		at := d.Pos.String()
		if d.Pos.File == where && d.Pos.Line >= 1 && d.Pos.Line <= len(keys) {
			key := keys[d.Pos.Line-1]
			at = labels[key]
			// Inside the array's value: name the character (1-based) of the array.
			if l := lines[d.Pos.Line-1]; key == "setup" && strings.HasPrefix(l, "  array: ") {
				start := len([]rune("  array: ")) + 1
				if strings.HasPrefix(l, "  array: '") || strings.HasPrefix(l, "  array: \"") {
					start++
				}
				if d.Pos.Col > start {
					at += fmt.Sprintf(", character %d of the array", d.Pos.Col-start+1)
				}
			}
		}
		sev := ""
		if d.Severity != diag.Error {
			sev = d.Severity.String() + ": "
		}
		fmt.Fprintf(w, "%s: %s%s (%s)\n", at, sev, d.Message, d.Code)
		if d.Hint != "" {
			fmt.Fprintf(w, "\thint: %s\n", d.Hint)
		}
	}
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// writeNew writes data to path, refusing to replace a file unless force.
func writeNew(path string, data []byte, force bool) error {
	flags := os.O_WRONLY | os.O_CREATE | os.O_EXCL
	if force {
		flags = os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	}
	fh, err := os.OpenFile(path, flags, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return cmdutil.Usagef("--out %s exists; use --force to replace it", path)
	}
	if err != nil {
		return cmdutil.Failuref("writing %s: %w", path, err)
	}
	if _, err := fh.Write(data); err != nil {
		fh.Close()
		return cmdutil.Failuref("writing %s: %w", path, err)
	}
	if err := fh.Close(); err != nil {
		return cmdutil.Failuref("writing %s: %w", path, err)
	}
	return nil
}

// describe reports the derived preset: symmetry, bishops, the check's findings.
func describe(res *check.Result, file, id, extends, setup string) *Derived {
	d := &Derived{File: file, ID: id, Extends: extends, Setup: setup, Bishops: map[string][]Sq{"white": {}, "black": {}}, Diags: []map[string]any{}}
	d.Errors, d.Warnings = report.Counts(res.Diags)
	for _, x := range res.Diags {
		d.Diags = append(d.Diags, map[string]any{"file": x.Pos.File, "line": x.Pos.Line, "col": x.Pos.Col,
			"severity": x.Severity.String(), "code": x.Code, "message": x.Message})
	}
	v := res.Variant
	if v == nil {
		d.Symmetry = preset.SymNone
		return d
	}
	d.Symmetry = preset.SetupSymmetry(v)
	bound := preset.ColourBound(v)
	for c, name := range []string{"white", "black"} {
		for _, bp := range bound[c] {
			colour := "light"
			if bp.Dark {
				colour = "dark"
			}
			d.Bishops[name] = append(d.Bishops[name], Sq{string(bp.Letter), v.Board.Name(bp.Square), colour})
		}
	}
	return d
}

// bishopsText is "white B c1 dark, B g1 dark; black B c8 light, B g8 light".
func bishopsText(m map[string][]Sq) string {
	var parts []string
	for _, side := range []string{"white", "black"} {
		var ps []string
		for _, s := range m[side] {
			ps = append(ps, fmt.Sprintf("%s %s %s", s.Letter, s.Square, s.Colour))
		}
		if len(ps) == 0 {
			ps = []string{"none"}
		}
		parts = append(parts, side+" "+strings.Join(ps, ", "))
	}
	return strings.Join(parts, "; ")
}
