// Package check is `courier check`: it validates preset files for CI and for preset
// authors, reporting every problem of every file in one run, each at file:line:col
// with a stable code (pkg/preset and pkg/check list them; docs/presets.md too).
//
// A DIR argument stands for the *.yaml and *.yml files directly in it; with
// -r/--recursive, also those in its subdirectories (hidden ones skipped). A file
// argument is checked whatever its name. One bad file never stops the others, and no
// input is ever written.
//
// Exit status (DESIGN.md): 0 no errors (warnings may be shown), 1 some preset has
// an error, 2 usage error (bad flag, no argument, no preset file found at all), 3 some
// input could not be read (the others are still checked and reported).
package check

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/gamecourier/courier/pkg/buildinfo"
	"github.com/gamecourier/courier/pkg/check"
	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/iostreams"
	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/pkg/report"
	"github.com/gamecourier/courier/presets"
)

// Formats are the output formats of check; the first is the default.
var Formats = []string{"text", "json", "github", "sarif"}

// CheckOptions are the inputs of one check run.
type CheckOptions struct {
	IO *iostreams.IOStreams

	Paths      []string // PRESET_FILE|DIR arguments
	Recursive  bool     // -r: descend into subdirectories of DIR arguments
	PresetPath []string // user preset directories (setting preset_path), for extends
	Output     string   // text, json, github or sarif
	Baseline   cmdutil.BaselineFlags
	Quiet      bool // -q: only the errors, no warnings, notes or summary
}

// NewCmdCheck returns the check command. runF, when not nil, replaces checkRun (for
// tests of the flag handling).
func NewCmdCheck(f *cmdutil.Factory, runF func(*CheckOptions) error) *cobra.Command {
	opts := &CheckOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "check [-o text|json|github|sarif] [-r] PRESET_FILE|DIR|-...",
		Short: "Check preset files and report every problem",
		Long: `Check preset files: YAML syntax, keys, types and ranges, inheritance (extends),
pieces and their Betza moves, the setup, rule modules and their preconditions, end rules;
then build the start position and play it: the side not to move must not be in check,
the side to move must have a move, the position must survive a FEN round trip and
perft(2). Warnings for authors: an asymmetric setup, a side's bishops all on one colour,
a piece with no move on an empty board. A preset that is meant to have one of these
says so under check.accept, with a reason: its warnings are then not shown, only
counted as accepted in the summary.

A Fairy-Stockfish variants.ini file named as an argument (FILE.ini) is checked as
courier preset import reads it: what Fairy-Stockfish reads differently than written,
and each section's rules that the preset language cannot express (docs/fsf-ini.md).

A DIR stands for the *.yaml and *.yml files in it (with -r also in its
subdirectories); "-" is a preset read from standard input (named "-" in the
diagnostics; its extends resolved from the working directory). Every file is checked, whatever the others hold; files are never
written.

--write-baseline FILE records every error (file, code and a hash of its
message); --baseline FILE then reports those as known, so that only new errors
fail the run; a known error that is gone is reported on stderr.

Output (stdout): text, one "file:line:col: message (code)" per problem (with the
source line and a caret under the column on a terminal, and a hint where there is
one); json, one object per file (JSON Lines: file, id, status, errors, warnings,
accepted, diagnostics); github, workflow annotations (::error file=...,line=...,col=...);
sarif, one SARIF 2.1.0 log of every file's diagnostics. A summary line goes to stderr.

Exit status: 0 no errors, 1 an invalid preset, 2 usage error, 3 unreadable input.`,
		Example: `  courier check presets/
  courier check -r -o github presets/
  courier check my-variant.yaml`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return cmdutil.Usagef("missing PRESET_FILE|DIR argument: the preset files to check")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			opts.Paths = args
			if opts.Output, err = f.Output(cmd, Formats); err != nil {
				return err
			}
			if opts.PresetPath, err = f.PresetPath(); err != nil {
				return err
			}
			if runF != nil {
				return runF(opts)
			}
			return checkRun(opts)
		},
	}
	fl := cmd.Flags()
	fl.BoolVarP(&opts.Recursive, "recursive", "r", false, "also check the preset files in subdirectories of each DIR")
	fl.StringP(cmdutil.KeyOutput, "o", "text", "output `format`: text, json, github or sarif")
	opts.Baseline.Register(fl)
	fl.BoolVarP(&opts.Quiet, "quiet", "q", false, "print only the errors: no warnings, notes or summary line")
	cmdutil.CompleteOutput(cmd, Formats)
	return cmd
}

// input is one argument expanded: a file to check, or a problem with the argument.
type input struct {
	path string
	err  error // the argument cannot be read
}

// expand turns the arguments into the files to check, in argument order (the files
// of a directory sorted by path), each file once.
func expand(paths []string, recursive bool) (files []input, empty []string) {
	seen := map[string]bool{}
	add := func(p string, err error) {
		key := p
		if abs, e := filepath.Abs(p); e == nil {
			key = abs
		}
		if !seen[key] {
			seen[key] = true
			files = append(files, input{p, err})
		}
	}
	for _, p := range paths {
		if p == "-" {
			if !seen["-"] {
				seen["-"] = true
				files = append(files, input{p, nil})
			}
			continue
		}
		st, err := os.Stat(p)
		if err != nil || !st.IsDir() {
			add(p, nil) // check.File reports what is wrong with it
			continue
		}
		var found []string
		walkErr := filepath.WalkDir(p, func(q string, d fs.DirEntry, err error) error {
			if err != nil {
				if q == p {
					return err
				}
				add(q, err)
				return nil
			}
			if d.IsDir() {
				if q != p && (!recursive || strings.HasPrefix(d.Name(), ".")) {
					return filepath.SkipDir
				}
				return nil
			}
			if ext := filepath.Ext(q); ext == ".yaml" || ext == ".yml" {
				found = append(found, q)
			}
			return nil
		})
		if walkErr != nil {
			add(p, walkErr)
			continue
		}
		sort.Strings(found)
		if len(found) == 0 {
			empty = append(empty, p)
		}
		for _, q := range found {
			add(q, nil)
		}
	}
	return files, empty
}

func checkRun(opts *CheckOptions) error {
	format, err := cmdutil.CheckOutput("courier check", opts.Output, Formats)
	if err != nil {
		return err
	}
	files, empty := expand(opts.Paths, opts.Recursive)
	for _, dir := range empty {
		if opts.Quiet {
			break
		}
		fmt.Fprintf(opts.IO.ErrOut, "courier check: note: %s holds no *.yaml or *.yml file\n", dir)
	}
	if len(files) == 0 {
		return cmdutil.Usagef("no preset files to check in %s", strings.Join(opts.Paths, ", "))
	}
	bl, err := opts.Baseline.Load()
	if err != nil {
		return err
	}
	w := &report.DiagWriter{W: opts.IO.Out, Format: format, Snippets: opts.IO.IsStdoutTTY(), Color: opts.IO.ColorEnabled(), Source: sources(),
		Version: buildinfo.Read().Version, Baseline: bl, Record: opts.Baseline.Record(), Quiet: opts.Quiet}
	l := preset.NewLoader(preset.Options{SearchPath: opts.PresetPath})
	shown := map[string]bool{} // text and github: a parent's problem once per run
	var nOK, nInvalid, nUnreadable, nErr, nWarn, nAccepted int
	for _, in := range files {
		var res *check.Result
		switch {
		case in.err != nil:
			res = &check.Result{File: in.path, Unreadable: true,
				Diags: preset.WithHints(diag.List{preset.ReadError(in.path, in.err)})}
		case in.path == "-":
			// standard input, at most one byte over the size limit (the loader
			// reports a larger one)
			data, err := io.ReadAll(io.LimitReader(opts.IO.In, preset.MaxFileSize+1))
			if err != nil {
				res = &check.Result{File: in.path, Unreadable: true,
					Diags: preset.WithHints(diag.List{preset.ReadError(in.path, err)})}
			} else {
				res = check.Data(l, in.path, data)
				// standard input has no file name for the id to match
				res.Diags = slices.DeleteFunc(res.Diags, func(d diag.Diagnostic) bool { return d.Code == preset.CodeIDMismatch })
			}
		case strings.HasSuffix(in.path, ".ini"):
			res = checkINI(in.path)
		default:
			res = check.File(l, in.path)
		}
		fr := report.FileReport{File: in.path, Status: report.StatusValid, Diags: res.Diags, Accepted: len(res.Accepted)}
		if res.Resolved != nil {
			fr.ID = res.Resolved.ID
		}
		switch {
		case res.Unreadable:
			fr.Status = report.StatusUnreadable
			nUnreadable++
		case res.Diags.HasErrors():
			fr.Status = report.StatusInvalid
			nInvalid++
		default:
			nOK++
		}
		if format != "json" {
			var fresh diag.List
			for _, d := range fr.Diags {
				key := fmt.Sprintf("%s\x00%d\x00%s\x00%s", d.Pos, d.Severity, d.Code, d.Message)
				if !shown[key] {
					shown[key] = true
					fresh = append(fresh, d)
				}
			}
			fr.Diags = fresh
		}
		e, wn := report.Counts(fr.Diags)
		nErr, nWarn, nAccepted = nErr+e, nWarn+wn, nAccepted+fr.Accepted
		opts.Baseline.Input(in.path)
		if err := w.Write(fr); err != nil {
			return cmdutil.WriteError(err)
		}
	}
	gone := opts.Baseline.Gone()
	w.Gone(gone)
	if err := w.Close(); err != nil {
		return cmdutil.WriteError(err)
	}
	if !opts.Quiet {
		fmt.Fprintf(opts.IO.ErrOut, "checked %s: %d ok, %d invalid, %d unreadable; %s, %s, %d accepted\n",
			plural(len(files), "preset file"), nOK, nInvalid, nUnreadable, plural(nErr, "error"), plural(nWarn, "warning"), nAccepted)
	}
	if err := opts.Baseline.Finish(opts.IO.ErrOut, opts.Quiet, w.Known, w.New, gone); err != nil {
		return err
	}
	switch {
	case nUnreadable > 0:
		return cmdutil.Failuref("%s could not be read", plural(nUnreadable, "preset file"))
	case bl != nil && w.New > 0:
		return cmdutil.Findingsf(w.New, "%s not in the baseline %s", plural(w.New, "new error"), opts.Baseline.Read)
	case bl != nil || opts.Baseline.Write != "":
		return nil // every error is known, or now recorded
	case nInvalid > 0:
		return cmdutil.Findingsf(nInvalid, "%s invalid", plural(nInvalid, "preset file"))
	}
	return nil
}

// sources returns the source lookup for snippets: the file on disk, or else, for a
// shipped preset (diagnostic file "presets/ID.yaml"), the copy in the binary.
func sources() func(string) []byte {
	cache := map[string][]byte{}
	return func(file string) []byte {
		if b, ok := cache[file]; ok {
			return b
		}
		var b []byte
		if st, err := os.Stat(file); err == nil && st.Mode().IsRegular() && st.Size() <= preset.MaxFileSize {
			b, _ = os.ReadFile(file)
		} else if id, ok := strings.CutPrefix(file, "presets/"); ok && !strings.Contains(id, "/") {
			b, _ = fs.ReadFile(presets.FS, id)
		}
		cache[file] = b
		return b
	}
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// checkINI checks a Fairy-Stockfish variants.ini as courier preset import reads
// it: the file's diagnostics and every section's import.
func checkINI(path string) *check.Result {
	data, err := os.ReadFile(path)
	if err != nil {
		return &check.Result{File: path, Unreadable: true, Diags: diag.List{preset.ReadError(path, err)}}
	}
	res, d := cmdutil.ImportINI(path, data, "")
	seen := map[string]bool{}
	for _, x := range d {
		seen[x.Error()] = true
	}
	for _, r := range res {
		for _, x := range r.Diags {
			if !seen[x.Error()] {
				seen[x.Error()] = true
				d = append(d, x)
			}
		}
	}
	d.Sort()
	return &check.Result{File: path, Diags: d}
}
