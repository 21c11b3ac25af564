package check

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/iostreams"
)

// run calls checkRun on in-memory streams and returns stdout, stderr and the exit
// status the error maps to.
func run(t *testing.T, opts CheckOptions, tty bool) (string, string, int) {
	t.Helper()
	if tty && os.Getenv("COURIER_TEST_COLOR") == "" {
		t.Setenv("NO_COLOR", "1") // the text as such; TestColorOnTerminal has the colours
	}
	ios, _, out, errOut := iostreams.Test()
	ios.SetStdoutTTY(tty)
	opts.IO = ios
	if opts.Output == "" {
		opts.Output = "text"
	}
	err := checkRun(&opts)
	return out.String(), errOut.String(), cmdutil.ExitCode(err)
}

func write(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// A small directory of presets: one good, one with two errors, one that extends the
// broken one, one warning only, and a file that is not YAML.
func fixture(t *testing.T) string {
	dir := t.TempDir()
	write(t, dir, "good.yaml", "extends: chess\nname: Good\n")
	write(t, dir, "bad.yaml", "extends: chess\nname: Bad\nboad: {files: 8}\npieces:\n  X: {name: X, betza: Wx}\n")
	write(t, dir, "child.yml", "extends: bad\nname: Child\n")
	write(t, dir, "warn.yaml", "extends: chess\nname: Warn\nsetup: {array: rnbqkbnr/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNR}\n")
	write(t, dir, "notes.txt", "not a preset\n")
	write(t, dir, "sub/deep.yaml", "name: [\n")
	return dir
}

func TestTextDir(t *testing.T) {
	dir := fixture(t)
	bad, warn := filepath.Join(dir, "bad.yaml"), filepath.Join(dir, "warn.yaml")
	out, errOut, code := run(t, CheckOptions{Paths: []string{dir}}, false)
	// Files in path order: bad.yaml, child.yml (its parent's problems are not
	// repeated, but it has its own parent-invalid at its extends value, 1:10),
	// good.yaml, warn.yaml; sub/ is not entered without -r.
	want := bad + `:3:1: unknown key "boad" in the preset (did you mean "board"?) (unknown-key)
	hint: known keys: schema, id, extends, name, description, meta, board, regions, pieces, setup, rules, flying_general, flying_general_ranks, end, display, check
` + bad + `:5:24: piece X betza "Wx": unexpected 'x': chained (multi-leg) moves are not supported (betza-syntax)
	hint: the supported Betza subset: atoms W F D N A H C Z G, shortcuts K R B Q, doubled atoms and ranges for riders, modifiers f b l r v s m c e i n, hoppers p g on riders (docs/presets.md)
` + filepath.Join(dir, "child.yml") + `:1:10: extends "bad": the parent preset is invalid: 2 errors, see ` + bad + `:3:1 (parent-invalid)
	hint: fix the parent preset (its errors are reported at its own file); this preset cannot be valid until it is
` + warn + `:3:16: warning: setup.array is neither mirror-symmetric (direct) nor point-symmetric (reverse): the sides start with different armies (setup-asymmetric)
	hint: if intended, accept it under check.accept with a reason; courier preset derive reports the symmetry of a setup
`
	if out != want {
		t.Errorf("stdout\n%s\nwant\n%s", out, want)
	}
	if wantErr := "checked 4 preset files: 2 ok, 2 invalid, 0 unreadable; 3 errors, 1 warning, 0 accepted\n"; errOut != wantErr {
		t.Errorf("stderr %q, want %q", errOut, wantErr)
	}
	if code != cmdutil.ExitFindings {
		t.Errorf("exit %d, want 1", code)
	}
}

func TestRecursive(t *testing.T) {
	dir := fixture(t)
	out, errOut, code := run(t, CheckOptions{Paths: []string{dir}, Recursive: true}, false)
	deep := filepath.Join(dir, "sub", "deep.yaml")
	// deep.yaml is `name: [`: the '[' is never closed, and the end of input is
	// right after it, line 1, column 8.
	if !strings.Contains(out, deep+":1:8: YAML syntax: did not find expected node content (the '[' at line 1, column 7 is not closed at the end of input) (yaml-syntax)") || !strings.Contains(errOut, "checked 5 preset files: 2 ok, 3 invalid") || code != 1 {
		t.Errorf("stdout %s\nstderr %s\nexit %d", out, errOut, code)
	}
}

func TestSnippetOnTerminal(t *testing.T) {
	dir := t.TempDir()
	p := write(t, dir, "b.yaml", "extends: chess\nname: B\npieces:\n  X: {name: X, betza: Wx}\n")
	out, _, _ := run(t, CheckOptions{Paths: []string{p}}, true)
	want := p + `:4:24: piece X betza "Wx": unexpected 'x': chained (multi-leg) moves are not supported (betza-syntax)
      X: {name: X, betza: Wx}
                           ^
	hint: the supported Betza subset: atoms W F D N A H C Z G, shortcuts K R B Q, doubled atoms and ranges for riders, modifiers f b l r v s m c e i n, hoppers p g on riders (docs/presets.md)
`
	if out != want {
		t.Errorf("stdout\n%s\nwant\n%s", out, want)
	}
}

// TestSnippetInShippedParent: a problem in an embedded parent is shown with the
// embedded file's line.
func TestSnippetInShippedParent(t *testing.T) {
	dir := t.TempDir()
	p := write(t, dir, "s.yaml", "extends: symmetric\nname: S\nrules:\n  bishop_swap: {partners: [Q]}\n")
	out, _, code := run(t, CheckOptions{Paths: []string{p}}, true)
	if code != 1 || !strings.Contains(out, p+":4:3: bishop_swap and bishop_conversion (presets/symmetric.yaml:27:3)") ||
		!strings.Contains(out, "    bishop_swap: {partners: [Q]}\n      ^\n") {
		t.Errorf("stdout\n%s", out)
	}
}

func TestJSON(t *testing.T) {
	dir := fixture(t)
	out, _, code := run(t, CheckOptions{Paths: []string{dir}, Output: "json"}, false)
	if code != 1 {
		t.Errorf("exit %d", code)
	}
	type jd struct {
		File, Severity, Code string
		Line, Col            int
	}
	type jf struct {
		File, ID, Status           string
		Errors, Warnings, Accepted int
		Diagnostics                []jd
	}
	var files []jf
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		var f jf
		if err := json.Unmarshal(sc.Bytes(), &f); err != nil {
			t.Fatalf("line %q: %v", sc.Text(), err)
		}
		files = append(files, f)
	}
	bad := filepath.Join(dir, "bad.yaml")
	want := []jf{
		{File: bad, ID: "bad", Status: "invalid", Errors: 2, Diagnostics: []jd{{bad, "error", "unknown-key", 3, 1}, {bad, "error", "betza-syntax", 5, 24}}},
		// JSON repeats the parent's problems in each child's object.
		// And the child's own parent-invalid at its extends value.
		{File: filepath.Join(dir, "child.yml"), ID: "child", Status: "invalid", Errors: 3, Diagnostics: []jd{{bad, "error", "unknown-key", 3, 1}, {bad, "error", "betza-syntax", 5, 24}, {filepath.Join(dir, "child.yml"), "error", "parent-invalid", 1, 10}}},
		{File: filepath.Join(dir, "good.yaml"), ID: "good", Status: "ok", Diagnostics: []jd{}},
		{File: filepath.Join(dir, "warn.yaml"), ID: "warn", Status: "ok", Warnings: 1, Diagnostics: []jd{{filepath.Join(dir, "warn.yaml"), "warning", "setup-asymmetric", 3, 16}}},
	}
	if len(files) != len(want) {
		t.Fatalf("got %d objects: %s", len(files), out)
	}
	for i := range want {
		g, w := files[i], want[i]
		if g.File != w.File || g.ID != w.ID || g.Status != w.Status || g.Errors != w.Errors || g.Warnings != w.Warnings || g.Accepted != w.Accepted || !slices.Equal(g.Diagnostics, w.Diagnostics) {
			t.Errorf("object %d:\n got %+v\nwant %+v", i, g, w)
		}
	}
}

func TestGitHub(t *testing.T) {
	dir := t.TempDir()
	p := write(t, dir, "b.yaml", "extends: chess\nname: B\npieces:\n  X: {name: X, betza: Wx}\n")
	out, _, code := run(t, CheckOptions{Paths: []string{p}, Output: "github"}, false)
	want := "::error file=" + p + ",line=4,col=24,title=betza-syntax::piece X betza \"Wx\": unexpected 'x': chained (multi-leg) moves are not supported" +
		" (hint: the supported Betza subset: atoms W F D N A H C Z G, shortcuts K R B Q, doubled atoms and ranges for riders, modifiers f b l r v s m c e i n, hoppers p g on riders (docs/presets.md))\n"
	if out != want || code != 1 {
		t.Errorf("got %q (exit %d), want %q", out, code, want)
	}
}

// TestUnreadableDoesNotStopOthers: a missing file is reported with exit status 3,
// and the other files are still checked.
func TestUnreadableDoesNotStopOthers(t *testing.T) {
	dir := fixture(t)
	missing := filepath.Join(dir, "missing.yaml")
	out, errOut, code := run(t, CheckOptions{Paths: []string{missing, filepath.Join(dir, "bad.yaml")}}, false)
	if !strings.HasPrefix(out, missing+": (file) cannot read the preset: no such file or directory (read-error)\n\thint: check the path and the file's permissions\n") ||
		!strings.Contains(out, "(betza-syntax)") {
		t.Errorf("stdout\n%s", out)
	}
	if code != cmdutil.ExitFailure || !strings.Contains(errOut, "checked 2 preset files: 0 ok, 1 invalid, 1 unreadable") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}

func TestUsage(t *testing.T) {
	_, _, code := run(t, CheckOptions{Paths: []string{t.TempDir()}}, false)
	if code != cmdutil.ExitUsage {
		t.Errorf("empty directory: exit %d, want 2", code)
	}
	_, _, code = run(t, CheckOptions{Paths: []string{"x.yaml"}, Output: "csv"}, false)
	if code != cmdutil.ExitUsage {
		t.Errorf("-o csv: exit %d, want 2", code)
	}
}

// TestShippedPresets: presets/ checks clean; modern's two bishops-same-colour
// warnings are accepted in its check: section, so only counted.
func TestShippedPresets(t *testing.T) {
	out, errOut, code := run(t, CheckOptions{Paths: []string{"../../../presets"}}, false)
	if code != 0 || out != "" || errOut != shippedSummary(t, "")+"\n" {
		t.Errorf("exit %d, stderr %q\n%s", code, errOut, out)
	}
	out, _, code = run(t, CheckOptions{Paths: []string{"../../../presets/modern.yaml"}, Output: "json"}, false)
	if want := `{"file":"../../../presets/modern.yaml","id":"modern","status":"ok","errors":0,"warnings":0,"accepted":2,"diagnostics":[]}` + "\n"; code != 0 || out != want {
		t.Errorf("json: exit %d\n%s\nwant\n%s", code, out, want)
	}
}

// TestAccepted: accepted warnings are not shown but counted; an acceptance that
// acknowledges nothing is a warning; a child does not inherit its parent's.
func TestAccepted(t *testing.T) {
	dir := t.TempDir()
	odds := write(t, dir, "odds.yaml", "extends: chess\nname: Odds\nsetup: {array: rnbqkbnr/ppppppp1/8/8/8/8/PPPPPPPP/RNBQKBNR}\n"+
		"check:\n  accept:\n    - {code: setup-asymmetric, reason: a handicap}\n    - {code: piece-no-move, reason: stale}\n")
	write(t, dir, "odds-child.yaml", "extends: odds\nname: Odds child\n")
	out, errOut, code := run(t, CheckOptions{Paths: []string{dir}}, false)
	want := odds + `:3:16: warning: setup.array is neither mirror-symmetric (direct) nor point-symmetric (reverse): the sides start with different armies (setup-asymmetric)
	hint: if intended, accept it under check.accept with a reason; courier preset derive reports the symmetry of a setup
` + odds + `:7:14: warning: check.accept: the preset gives no piece-no-move warning to accept (accept-unused)
	hint: remove the entry: the preset no longer has the warning it acknowledges
`
	if code != 0 || out != want || errOut != "checked 2 preset files: 2 ok, 0 invalid, 0 unreadable; 0 errors, 2 warnings, 1 accepted\n" {
		t.Errorf("exit %d, stderr %q\n%s\nwant\n%s", code, errOut, out, want)
	}
}

// TestInputsUnchanged: checking never writes a file.
func TestInputsUnchanged(t *testing.T) {
	dir := fixture(t)
	type stamp struct {
		data string
		mod  time.Time
	}
	snap := func() map[string]stamp {
		m := map[string]stamp{}
		filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				b, _ := os.ReadFile(p)
				st, _ := d.Info()
				m[p] = stamp{string(b), st.ModTime()}
			}
			return nil
		})
		return m
	}
	before := snap()
	run(t, CheckOptions{Paths: []string{dir}, Recursive: true}, false)
	after := snap()
	if len(before) != len(after) {
		t.Fatalf("files before %d, after %d", len(before), len(after))
	}
	for p, s := range before {
		if after[p] != s {
			t.Errorf("%s changed", p)
		}
	}
}

func TestCommandLine(t *testing.T) {
	ios, _, _, _ := iostreams.Test()
	f := cmdutil.NewFactory(ios)
	var got *CheckOptions
	cmd := NewCmdCheck(f, func(o *CheckOptions) error { got = o; return nil })
	cmd.SetArgs([]string{"-r", "-o", "github", "a.yaml", "dir"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	if !got.Recursive || got.Output != "github" || !slices.Equal(got.Paths, []string{"a.yaml", "dir"}) {
		t.Errorf("options %+v", got)
	}
	cmd = NewCmdCheck(f, func(o *CheckOptions) error { return nil })
	cmd.SetArgs([]string{})
	cmd.SilenceErrors, cmd.SilenceUsage = true, true
	var ue *cmdutil.UsageError
	if err := cmd.Execute(); !errors.As(err, &ue) {
		t.Errorf("no arguments: %v", err)
	}
}

// TestGitHubInherited: the tester's tiny2.yaml with -o github. Its 2x2 board makes
// chess's castling squares invalid; every annotation is on tiny2.yaml, at "files"
// of `board: {files: 2, ranks: 2}` (line 3, column 9), never on
// presets/chess.yaml, which is not in the user's repository.
func TestGitHubInherited(t *testing.T) {
	p := write(t, t.TempDir(), "tiny2.yaml", "name: Tiny\nextends: chess\nboard: {files: 2, ranks: 2}\nsetup:\n  array: k1/1K\n")
	out, _, code := run(t, CheckOptions{Paths: []string{p}, Output: "github"}, false)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	want := "::error file=" + p + ",line=3,col=9,title=bad-square::rules.castling.sides[0].king: \"e1\" is not a square of a 2x2 board" +
		" (inherited from presets/chess.yaml:32:16; made invalid by board.files in this preset)" +
		" (hint: set rules.castling to null to drop what is inherited, or restate it in this preset)"
	if code != cmdutil.ExitFindings || len(lines) != 7 || lines[0] != want {
		t.Errorf("exit %d, %d lines\n%s\nwant first\n%s", code, len(lines), out, want)
	}
	for _, l := range lines {
		if !strings.HasPrefix(l, "::error file="+p+",line=3,col=9,") {
			t.Errorf("annotation not at tiny2.yaml:3:9: %s", l)
		}
	}
}

// shippedSummary is the summary line of courier check presets/: every file ok, modern's
// two and xiangqi's four bishops-same-colour warnings and the setup-asymmetric ones of
// chigorin, horde, racing-kings and spartan accepted. n is the count as written ("" = the
// number of files).
func shippedSummary(t *testing.T, n string) string {
	t.Helper()
	if n == "" {
		files, _ := filepath.Glob("../../../presets/*.yaml")
		n = strconv.Itoa(len(files))
	}
	return "checked " + n + " preset files: " + n + " ok, 0 invalid, 0 unreadable; 0 errors, 0 warnings, 20 accepted"
}

// TestShippedSummaryDocumented: courier check presets/ prints nothing and the
// summary the README and docs/ci.md quote: modern's two bishops-same-colour
// warnings are accepted, not shown.
func TestShippedSummaryDocumented(t *testing.T) {
	out, errOut, code := run(t, CheckOptions{Paths: []string{"../../../presets"}}, false)
	if code != 0 || out != "" || errOut != shippedSummary(t, "")+"\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	for _, doc := range []string{"../../../README.md", "../../../docs/ci.md"} {
		b, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		// the docs quote the line as printed, with the number of shipped preset files
		if summary := shippedSummary(t, ""); !strings.Contains(strings.Join(strings.Fields(string(b)), " "), summary) {
			t.Errorf("%s does not quote the summary %q", doc, summary)
		}
	}
}

// TestColorOnTerminal: on a terminal the diagnostics are coloured (ANSI SGR
// escapes) unless NO_COLOR is set; never when the output is not a terminal.
func TestColorOnTerminal(t *testing.T) {
	dir := t.TempDir()
	p := write(t, dir, "b.yaml", "schema: 1\nid: b\nname: B\nboard: {files: 99}\n")
	t.Setenv("COURIER_TEST_COLOR", "1")
	for _, c := range []struct {
		tty     bool
		noColor string
		want    bool
	}{{true, "", true}, {true, "1", false}, {false, "", false}} {
		t.Setenv("NO_COLOR", c.noColor)
		out, _, code := run(t, CheckOptions{Paths: []string{p}}, c.tty)
		if code != 1 || strings.Contains(out, "\x1b[") != c.want {
			t.Errorf("terminal %v, NO_COLOR %q: exit %d, coloured %v, want %v:\n%q", c.tty, c.noColor, code, !c.want, c.want, out)
		}
	}
}

// TestCheckINI: a variants.ini argument is checked as preset import reads it:
// `bikjangRule = True` is false to Fairy-Stockfish (src/parser.cpp compares a
// bool with "true"), a misspelled key is unknown with a did-you-mean.
func TestCheckINI(t *testing.T) {
	dir := t.TempDir()
	p := write(t, dir, "v.ini", "[v:chess]\nbikjangRule = True\nfirstRankPawnDrop = true\n")
	out, _, code := run(t, CheckOptions{Paths: []string{p}}, false)
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s", code, out)
	}
	for _, want := range []string{
		"v.ini:2:15: FSF reads \"True\" as false: it compares a bool with \"true\" exactly (ini-misread)",
		"v.ini:3:1: unknown option firstRankPawnDrop: FSF ignores it (check mode: \"Invalid option\") (did you mean firstRankPawnDrops?) (ini-unknown-key)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
}
