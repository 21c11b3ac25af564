package root

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/rules"
)

// complete asks the hidden __complete command, as the shell scripts do, and
// returns the candidates and the directive number of the last line (":4").
func complete(t *testing.T, args ...string) (cands []string, directive string) {
	t.Helper()
	code, out, errOut := courier(t, append([]string{"__complete"}, args...)...)
	if code != 0 {
		t.Fatalf("__complete %q: exit %d, %s", args, code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	last := lines[len(lines)-1]
	if !strings.HasPrefix(last, ":") {
		t.Fatalf("__complete %q: no directive line:\n%s", args, out)
	}
	return lines[:len(lines)-1], last
}

// Directives of cobra's completion protocol (cobra.ShellCompDirective).
const (
	dirDefault = ":0" // the shell completes file names
	dirNoFile  = ":4" // only the candidates
	dirFileExt = ":8" // file names with the extensions given as candidates
)

// TestComplete: --preset and --default-preset complete the shipped preset ids and
// those of preset_path (from COURIER_PRESET_PATH or from the config file), -o the
// formats of the command at hand, --without the rule module names of the module table,
// `preset show` its NAME; FILE arguments are left to the shell's file completion.
func TestComplete(t *testing.T) {
	noEnv(t)
	dir := t.TempDir()
	write(t, filepath.Join(dir, "mine", "pmc9.yaml"), "extends: pmc1\nname: Mine\n")
	write(t, filepath.Join(dir, "mine", "chess.yaml"), "extends: chess\nname: My chess\n")
	write(t, filepath.Join(dir, "mine", "notes.txt"), "not a preset\n")

	shipped := []string{"5check", "ai-wok", "almost", "amazon", "antichess", "armageddon", "asean", "atomar", "atomic", "berolina", "breakthrough",
		"cambodian", "capablanca", "capahouse", "caparandom", "centaur", "chancellor", "chaturanga", "checkshogi", "chess", "chess960",
		"chessgi", "chigorin", "codrus", "coregal", "courier", "cowardly-crew", "crazyhouse", "crazyhouse960", "dobutsu", "dragon",
		"embassy", "euroshogi", "extinction", "fairy", "fox-and-hounds", "gardner", "georgian", "giveaway", "gorogoro", "gothic",
		"grand", "grasshopper", "gustav3", "hoppelpoppel", "horde", "janggi", "janggicasual", "janggimodern", "janggitraditional",
		"janus", "jesonmor", "joust", "judkins", "karouk", "king-of-the-hill", "kinglet", "knightmate", "kyotoshogi", "legan", "loop",
		"losalamos", "losers", "makpong", "makruk", "manchu", "micro", "minishogi", "minixiangqi", "misere", "modern", "modern-step",
		"modern-swap", "newzealand", "nightrider", "nocastle", "nocheckatomic", "okisakishogi", "omicron", "opulent", "paradigm",
		"pawnback", "pawnsideways", "perfect", "petrified", "placement", "pmc1", "pmc2", "pmc3", "pmc4", "pocketknight", "raazuvaa",
		"racing-kings", "seirawan", "shako", "shatar", "shatranj", "shogi", "shoshogi", "shouse", "sittuyin", "snailtrail",
		"sortofalmost", "spartan", "suicide", "symmetric", "tencubed", "three-check", "threekings", "torishogi", "torpedo", "troitzky",
		"wolf", "xiangqi", "yarishogi"}
	for _, tc := range []struct {
		args      []string
		want      []string
		directive string
	}{
		{[]string{"replay", "--preset", ""}, shipped, dirNoFile},
		{[]string{"replay", "--preset", "pmc"}, []string{"pmc1", "pmc2", "pmc3", "pmc4"}, dirNoFile},
		{[]string{"stats", "--default-preset", "mod"}, []string{"modern", "modern-step", "modern-swap"}, dirNoFile},
		{[]string{"perft", "--preset", "sym"}, []string{"symmetric"}, dirNoFile},
		{[]string{"show", "--preset", "cow"}, []string{"cowardly-crew"}, dirNoFile},
		// a path, or a name no preset starts with: preset files
		{[]string{"replay", "--preset", "./my"}, []string{"yaml", "yml"}, dirFileExt},
		{[]string{"replay", "--preset", "zzz"}, []string{"yaml", "yml"}, dirFileExt},
		{[]string{"preset", "show", "pmc"}, []string{"pmc1", "pmc2", "pmc3", "pmc4"}, dirNoFile},
		{[]string{"preset", "derive", "ch"}, []string{"chancellor", "chaturanga", "checkshogi", "chess", "chess960", "chessgi", "chigorin"}, dirNoFile},

		// every module of the module table, in its order (pkg/rules pins the
		// contract names)
		{[]string{"replay", "--without", ""}, rules.ModuleNames, dirNoFile},
		{[]string{"perft", "--without", "bishop"}, []string{"bishop_conversion", "bishop_swap"}, dirNoFile},
		{[]string{"stats", "--without", "castling,en"}, []string{"castling,en_passant"}, dirNoFile},

		{[]string{"replay", "-o", ""}, []string{"text", "json", "github", "sarif"}, dirNoFile},
		{[]string{"check", "--output", ""}, []string{"text", "json", "github", "sarif"}, dirNoFile},
		{[]string{"stats", "-o", ""}, []string{"text", "json", "csv", "html"}, dirNoFile},
		{[]string{"perft", "-o", ""}, []string{"text", "json"}, dirNoFile},
		{[]string{"show", "-o", ""}, []string{"text", "svg", "fen", "html"}, dirNoFile},
		{[]string{"presets", "-o", "j"}, []string{"json"}, dirNoFile},
		{[]string{"version", "-o", ""}, []string{"text", "json"}, dirNoFile},

		// numbers: nothing, not even file names
		{[]string{"stats", "--top", ""}, nil, dirNoFile},
		{[]string{"replay", "-j", ""}, nil, dirNoFile},

		// files elsewhere: no candidates, the shell's file completion
		{[]string{"replay", ""}, nil, dirDefault},
		{[]string{"stats", "--preset", "chess", "lo"}, nil, dirDefault},
		{[]string{"check", ""}, nil, dirDefault},
		{[]string{"show", "--log", ""}, nil, dirDefault},
	} {
		got, directive := complete(t, tc.args...)
		if !slices.Equal(got, tc.want) || directive != tc.directive {
			t.Errorf("__complete %q: %q %s, want %q %s", tc.args, got, directive, tc.want, tc.directive)
		}
	}

	// preset_path adds the ids of its preset files (not of other files), each once.
	t.Setenv("COURIER_PRESET_PATH", filepath.Join(dir, "mine"))
	if got, _ := complete(t, "replay", "--preset", "pmc"); !slices.Equal(got, []string{"pmc1", "pmc2", "pmc3", "pmc4", "pmc9"}) {
		t.Errorf("with COURIER_PRESET_PATH: %q", got)
	}
	if got, _ := complete(t, "replay", "--preset", "ch"); !slices.Equal(got, []string{"chancellor", "chaturanga", "checkshogi", "chess", "chess960", "chessgi", "chigorin"}) {
		t.Errorf("a shadowing chess.yaml: %q, want chess once", got)
	}
	// from the config file named by --config, relative to its directory
	noEnv(t)
	write(t, filepath.Join(dir, "cfg.yaml"), "preset_path: [mine]\n")
	if got, _ := complete(t, "--config", filepath.Join(dir, "cfg.yaml"), "stats", "--default-preset", "pmc"); !slices.Equal(got, []string{"pmc1", "pmc2", "pmc3", "pmc4", "pmc9"}) {
		t.Errorf("with preset_path in --config: %q", got)
	}
}

// TestCompletionScripts: courier completion SHELL writes cobra's script for each of
// the four shells, each calling back the __complete command.
func TestCompletionScripts(t *testing.T) {
	noEnv(t)
	for _, sh := range []string{"bash", "zsh", "fish", "powershell"} {
		code, out, errOut := courier(t, "completion", sh)
		if code != 0 || !strings.Contains(out, "__complete") || !strings.Contains(out, "courier") {
			t.Errorf("completion %s: exit %d, %d bytes, stderr %q", sh, code, len(out), errOut)
		}
	}
	if code, _, _ := courier(t, "completion", "tcsh"); code != 2 {
		t.Errorf("completion tcsh: exit %d, want 2", code)
	}
}

// TestPresetsCommandLine: courier presets lists the presets of COURIER_PRESET_PATH
// with their files as SOURCE, marks the one that shadows a shipped preset in the
// table (not with the note other commands write), and warns about a directory that
// does not exist, naming it and where it was set.
func TestPresetsCommandLine(t *testing.T) {
	noEnv(t)
	dir := t.TempDir()
	mine, gone := filepath.Join(dir, "mine"), filepath.Join(dir, "gone")
	write(t, filepath.Join(mine, "pmc9.yaml"), "extends: pmc1\nname: PMC nine\ndescription: Mine.\n")
	write(t, filepath.Join(mine, "chess.yaml"), "extends: chess\nname: My chess\n")
	t.Setenv("COURIER_PRESET_PATH", mine+string(os.PathListSeparator)+gone)
	code, out, errOut := courier(t, "presets")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if errOut != "courier: warning: preset_path directory "+gone+" does not exist (from COURIER_PRESET_PATH)\n" {
		t.Errorf("stderr %q", errOut)
	}
	for _, want := range []string{
		"pmc9 ", "PMC nine", filepath.Join(mine, "pmc9.yaml"), "Mine.",
		filepath.Join(mine, "chess.yaml") + " (shadows the shipped chess)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	if n := strings.Count(out, "\n"); n != 117 { // header, 115 ids, pmc9
		t.Errorf("%d lines, want 117:\n%s", n, out)
	}
}
