package root

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/iostreams"
)

// courier runs the whole command line on in-memory streams.
func courier(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	ios, _, out, errOut := iostreams.Test()
	code = Main(ios, args)
	return code, out.String(), errOut.String()
}

// noEnv clears the settings the environment could give, so the tests see their own.
func noEnv(t *testing.T) {
	t.Setenv("COURIER_OUTPUT", "")
	os.Unsetenv("COURIER_OUTPUT")
	t.Setenv("COURIER_PRESET_PATH", "")
	os.Unsetenv("COURIER_PRESET_PATH")
	t.Setenv("COURIER_DEFAULT_PRESET", "")
	os.Unsetenv("COURIER_DEFAULT_PRESET")
	t.Setenv("XDG_CONFIG_HOME", t.TempDir()) // no user config file
	t.Chdir(t.TempDir())                     // no .courier.yaml
}

func TestExitCodes(t *testing.T) {
	noEnv(t)
	badPreset := filepath.Join(t.TempDir(), "bad.yaml")
	if err := os.WriteFile(badPreset, []byte("schema: 1\nid: bad\nname: Bad\nextends: chess\nboard: {files: 99}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// The tester's 2x2 preset: courier check rejects its start (setup-check at the
	// 'k' of line 6, column 10), so perft and show must too.
	tiny := filepath.Join(t.TempDir(), "tiny.yaml")
	if err := os.WriteFile(tiny, []byte("name: Tiny\nboard: {files: 2, ranks: 2}\npieces:\n  K: {name: King, betza: K, royal: true}\nsetup:\n  array: k1/1K\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// Two kings a side on a 16x16 board: royal-count at White's second king. The
	// array's value starts at column 16 of line 4 (after `setup: {array: `); "k6k8/"
	// and fourteen "16/" are characters 0..46, so "K6K8" starts at 47 and the
	// second K is character 49: column 65.
	twoKings := filepath.Join(t.TempDir(), "two.yaml")
	if err := os.WriteFile(twoKings, []byte("name: Two\nboard: {files: 16, ranks: 16}\npieces: {K: {name: King, betza: K, royal: true}}\nsetup: {array: k6k8/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K6K8}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		code int
		want string // in stderr
	}{
		{[]string{"perft", "--preset", "chess", "2"}, 0, "perft 2: 400 nodes"},
		{[]string{"presets"}, 0, ""},
		{[]string{"show", "--preset", "chess"}, 0, ""},
		{[]string{}, 0, ""},
		{[]string{"--help"}, 0, ""},
		{[]string{"perft", "--help"}, 0, ""},

		{[]string{"perft", "--preset", "nosuch", "2"}, 2, `--preset: no preset or preset file "nosuch"`},
		{[]string{"perft", "--preset", "chesss", "2"}, 2, `did you mean "chess"`},
		{[]string{"perft", "--preset", "chess", "abc"}, 2, `DEPTH "abc" is not a non-negative integer`},
		{[]string{"perft", "--preset", "chess", "-1"}, 2, "DEPTH must be a non-negative integer"},
		{[]string{"perft", "--preset", "chess", "1000"}, 2, "DEPTH 1000 is too deep"},
		{[]string{"perft", "--preset", "chess"}, 2, "missing DEPTH"},
		{[]string{"perft", "--preset", "chess", "1", "2"}, 2, "one DEPTH argument"},
		{[]string{"perft", "2"}, 2, "--preset is required"},
		{[]string{"perft", "--preset", "chess", "--without", "conversion", "2"}, 2, `--without: unknown rule module "conversion"`},
		{[]string{"perft", "--preset", "chess", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", "2"}, 2, "--fen: en passant field, column"},
		{[]string{"perft", "--preset", "chess", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -3 1", "2"}, 2, "--fen: halfmove clock field, column 54"},
		{[]string{"perft", "--preset", "chess", "--divide=maybe", "2"}, 2, "divide"},
		{[]string{"perft", "--preset", "chess", "--bogus", "2"}, 2, "unknown flag: --bogus"},
		{[]string{"perft", "--preset", "chess", "-o", "csv", "2"}, 2, `"csv" is not an output format of courier perft`},
		{[]string{"perft", "--preset", "chess", "-o"}, 2, "flag needs an argument"},
		{[]string{"show", "--preset", "chess", "-o", "csv"}, 2, `"csv" is not an output format of courier show`},
		{[]string{"show", "--preset", "chess", "extra"}, 2, "no arguments expected"},
		{[]string{"presets", "-o", "yaml"}, 2, `"yaml"`},
		{[]string{"frobnicate"}, 2, `unknown command "frobnicate"`},
		{[]string{"perfft"}, 2, "did you mean perft"},

		{[]string{"perft", "--preset", badPreset, "1"}, 1, "board"},
		{[]string{"perft", "--preset", tiny, "2"}, 1, tiny + ":6:10: black, not to move, is in check at the start: white could take the king on a2 (setup-check)"},
		{[]string{"show", "--preset", tiny}, 1, "(setup-check)"},
		{[]string{"perft", "--preset", twoKings, "1"}, 1, twoKings + ":4:65: the setup gives white 2 royal pieces (K on a1, K on h1)"},
		{[]string{"perft", "--preset", filepath.Join(t.TempDir(), "missing.yaml"), "1"}, 3, "cannot read"},
		{[]string{"--config", filepath.Join(t.TempDir(), "missing.yaml"), "presets"}, 3, "--config"},
	} {
		code, out, errOut := courier(t, tc.args...)
		if code != tc.code || !strings.Contains(errOut, tc.want) {
			t.Errorf("courier %q: exit %d, stderr:\n%s\nwant exit %d and %q", tc.args, code, errOut, tc.code, tc.want)
		}
		if tc.code == cmdutil.ExitUsage {
			if out != "" {
				t.Errorf("courier %q: usage error but stdout %q", tc.args, out)
			}
			if !strings.Contains(errOut, "--help' for usage.") {
				t.Errorf("courier %q: usage error without the pointer to --help:\n%s", tc.args, errOut)
			}
		}
	}
}

func TestHelpOnStdout(t *testing.T) {
	noEnv(t)
	code, out, _ := courier(t)
	if code != 0 || !strings.Contains(out, "perft") || !strings.Contains(out, "presets") || !strings.Contains(out, "show") {
		t.Errorf("courier without arguments: exit %d, stdout:\n%s", code, out)
	}
}

// TestRootHelp: the root help describes what the tool does today, naming every
// command it has, and promises nothing "to come".
func TestRootHelp(t *testing.T) {
	noEnv(t)
	code, out, _ := courier(t, "--help")
	long, _, _ := strings.Cut(out, "Usage:")
	if code != 0 || strings.Contains(long, "to come") {
		t.Errorf("courier --help: exit %d\n%s", code, long)
	}
	for _, c := range NewCmdRoot(cmdutil.NewFactory(nil)).Commands() {
		if !strings.Contains(long, "("+c.Name()+")") {
			t.Errorf("the root help does not describe the %s command:\n%s", c.Name(), long)
		}
	}
}

func isJSON(s string) bool {
	var v map[string]any
	return json.Unmarshal([]byte(s), &v) == nil
}

func TestConfigFile(t *testing.T) {
	noEnv(t)
	dir, _ := os.Getwd()
	write(t, filepath.Join(dir, ".courier.yaml"), "output: json\npreset_path: [mine]\n")
	write(t, filepath.Join(dir, "mine", "tiny.yaml"), "schema: 1\nid: tiny\nname: Tiny\nextends: chess\ndescription: chess again.\n")

	code, out, errOut := courier(t, "perft", "--preset", "chess", "2")
	if code != 0 || !isJSON(out) {
		t.Errorf("output: json in .courier.yaml: exit %d, stdout %q, stderr %q; want JSON", code, out, errOut)
	}
	code, out, _ = courier(t, "perft", "--preset", "chess", "-o", "text", "2")
	if code != 0 || out != "nodes 400\n" {
		t.Errorf("-o text must win over the config file: %q", out)
	}
	// show has no json: the configured default falls back to text.
	code, out, errOut = courier(t, "show", "--preset", "chess")
	if code != 0 || !strings.HasPrefix(out, "8  r n b q k b n r\n") {
		t.Errorf("show with output: json configured: exit %d, %q, %q; want the text diagram", code, out, errOut)
	}
	// preset_path from the config, relative to the config file's directory.
	code, out, errOut = courier(t, "perft", "--preset", "tiny", "-o", "text", "3")
	if code != 0 || out != "nodes 8902\n" {
		t.Errorf("preset from preset_path: exit %d, %q, %q", code, out, errOut)
	}
	t.Chdir(t.TempDir())
	code, _, errOut = courier(t, "perft", "--preset", "tiny", "1")
	if code != 2 {
		t.Errorf("without the config, tiny must be unknown: exit %d, %q", code, errOut)
	}
	// --config "" reads no config file.
	t.Chdir(dir)
	code, out, errOut = courier(t, "--config", "", "perft", "--preset", "chess", "1")
	if code != 0 || out != "nodes 20\n" {
		t.Errorf("--config \"\": exit %d, %q, %q; want text output", code, out, errOut)
	}
	t.Chdir(t.TempDir())
	// --config names the file from anywhere; preset_path stays relative to it.
	code, out, errOut = courier(t, "--config", filepath.Join(dir, ".courier.yaml"), "perft", "--preset", "tiny", "1")
	if code != 0 || !isJSON(out) {
		t.Errorf("--config: exit %d, %q, %q", code, out, errOut)
	}
}

func TestConfigProblems(t *testing.T) {
	noEnv(t)
	dir, _ := os.Getwd()
	write(t, filepath.Join(dir, ".courier.yaml"), "outptu: json\n")
	code, out, errOut := courier(t, "perft", "--preset", "chess", "1")
	if code != 0 || out != "nodes 20\n" || !strings.Contains(errOut, `unknown setting "outptu"`) {
		t.Errorf("unknown key: exit %d, %q, %q; want a warning", code, out, errOut)
	}
	// Malformed YAML: a usage error (exit 2) at file:line:col. `output: [json`: the
	// '[' of column 9 is never closed; the end of input is after "json", column 14.
	// `output: [`: right after the '[', column 10.
	for src, want := range map[string]string{
		"output: [json\n": "courier presets: config file .courier.yaml:1:14: not a valid YAML settings file: did not find expected ',' or ']' (the '[' at line 1, column 9 is not closed at the end of input)\n",
		"output: [\n":     "courier presets: config file .courier.yaml:1:10: not a valid YAML settings file: did not find expected node content (the '[' at line 1, column 9 is not closed at the end of input)\n",
		"- json\n":        "courier presets: config file .courier.yaml:1:1: a settings file is a mapping of keys (output, preset_path, default_preset, no_variations)\n",
	} {
		write(t, filepath.Join(dir, ".courier.yaml"), src)
		if code, _, errOut = courier(t, "presets"); code != 2 || !strings.HasPrefix(errOut, want) {
			t.Errorf("config %q: exit %d, %q; want 2 and %q", src, code, errOut, want)
		}
	}
	write(t, filepath.Join(dir, ".courier.yaml"), "output: xml\n")
	if code, _, errOut = courier(t, "presets"); code != 2 || !strings.Contains(errOut, `"xml"`) {
		t.Errorf("unknown format in config: exit %d, %q", code, errOut)
	}
}

func TestEnvironment(t *testing.T) {
	noEnv(t)
	dir, _ := os.Getwd()
	t.Setenv("COURIER_OUTPUT", "json")
	code, out, errOut := courier(t, "perft", "--preset", "chess", "1")
	if code != 0 || !isJSON(out) {
		t.Errorf("COURIER_OUTPUT=json: exit %d, %q, %q", code, out, errOut)
	}
	if code, out, _ = courier(t, "perft", "--preset", "chess", "-o", "text", "1"); out != "nodes 20\n" {
		t.Errorf("-o text must win over COURIER_OUTPUT: exit %d, %q", code, out)
	}
	// The environment wins over the config file.
	write(t, filepath.Join(dir, ".courier.yaml"), "output: text\n")
	if code, out, _ = courier(t, "perft", "--preset", "chess", "1"); !isJSON(out) {
		t.Errorf("COURIER_OUTPUT must win over .courier.yaml: exit %d, %q", code, out)
	}
	// COURIER_PRESET_PATH: a list of directories.
	write(t, filepath.Join(dir, "a", "tiny.yaml"), "schema: 1\nid: tiny\nname: Tiny\nextends: chess\ndescription: chess again.\n")
	t.Setenv("COURIER_PRESET_PATH", filepath.Join(dir, "none")+string(os.PathListSeparator)+filepath.Join(dir, "a"))
	t.Setenv("COURIER_OUTPUT", "text")
	if code, out, errOut = courier(t, "perft", "--preset", "tiny", "2"); code != 0 || out != "nodes 400\n" {
		t.Errorf("COURIER_PRESET_PATH: exit %d, %q, %q", code, out, errOut)
	}
}

func write(t *testing.T, path, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestShadowNote: a user chess.yaml in preset_path replaces the shipped chess for
// the name chess; every command that loads presets by name says so on stderr, once.
func TestShadowNote(t *testing.T) {
	noEnv(t)
	dir, _ := os.Getwd()
	mine := filepath.Join(dir, "mine")
	write(t, filepath.Join(mine, "chess.yaml"), "extends: chess\nname: My chess\n")
	write(t, filepath.Join(mine, "other.yaml"), "extends: chess\nname: Other\n")
	t.Setenv("COURIER_PRESET_PATH", mine)
	note := "courier: note: " + filepath.Join(mine, "chess.yaml") + " in preset_path shadows the shipped preset chess: the name chess loads this file\n"
	for _, args := range [][]string{
		{"perft", "--preset", "chess", "1"},
		{"show", "--preset", "chess", "-o", "fen"},
		{"preset", "show", "chess"},
	} {
		code, _, errOut := courier(t, args...)
		if code != 0 || strings.Count(errOut, "shadows") != 1 || !strings.HasPrefix(errOut, note) {
			t.Errorf("courier %q: exit %d, stderr %q; want the note once:\n%s", args, code, errOut, note)
		}
	}
	// Without a shadowing file, no note.
	t.Setenv("COURIER_PRESET_PATH", filepath.Join(dir, "none"))
	if code, _, errOut := courier(t, "perft", "--preset", "chess", "1"); code != 0 || strings.Contains(errOut, "note") {
		t.Errorf("no shadow: exit %d, stderr %q", code, errOut)
	}
}
