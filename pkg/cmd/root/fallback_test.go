package root

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/gamecourier/courier/pkg/cmdutil"
)

// readmeConfig returns the example .courier.yaml of the README's Settings section.
func readmeConfig(t *testing.T, repo string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(repo, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)```yaml\n(# .courier.yaml\n.*?)```").FindSubmatch(b)
	if m == nil {
		t.Fatal("README.md has no ```yaml block starting with # .courier.yaml")
	}
	return string(m[1])
}

// TestConfiguredOutputFallsBack: with the README's example .courier.yaml (output:
// json), every command runs: those with a JSON form write JSON, the others (preset
// show without --resolved, show, completion) their text, as the README promises;
// the same for each known format configured, on a command that lacks it. The
// example's preset_path directory does not exist here, which is a warning naming it
// from every command that looks presets up.
func TestConfiguredOutputFallsBack(t *testing.T) {
	repo, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	noEnv(t)
	dir, _ := os.Getwd()
	cfg := readmeConfig(t, repo)
	if !strings.Contains(cfg, "output: json") {
		t.Fatalf("the README's example config no longer sets output: json:\n%s", cfg)
	}
	write(t, filepath.Join(dir, ".courier.yaml"), cfg)
	chessLog := filepath.Join(repo, "logs", "chess.gc")
	missing := "courier: warning: preset_path directory presets-local does not exist (from config file .courier.yaml)\n"

	for _, tc := range []struct {
		args   []string
		prefix string // of stdout
	}{
		{[]string{"preset", "show", "chess"}, "# Orthodox chess"},
		{[]string{"show", "--preset", "chess"}, "8  r n b q k b n r\n"},
		{[]string{"completion", "bash"}, "# bash completion V2 for courier"},
		{[]string{"preset", "show", "chess", "--resolved"}, "[\n"},
		{[]string{"perft", "--preset", "chess", "1"}, `{"depth":1,"nodes":20,`},
		{[]string{"presets"}, "[\n"},
		{[]string{"version"}, `{"version":`},
		{[]string{"replay", chessLog}, `{"file":"` + chessLog + `","game":1,`},
		{[]string{"stats", chessLog}, "{"},
		{[]string{"check", filepath.Join(repo, "presets", "chess.yaml")}, `{"file":`},
	} {
		code, out, errOut := courier(t, tc.args...)
		if code != 0 || !strings.HasPrefix(out, tc.prefix) {
			t.Errorf("courier %q with output: json configured: exit %d, stdout %.80q, stderr %q; want exit 0 and %q...", tc.args, code, out, errOut, tc.prefix)
		}
		loadsPresets := tc.args[0] != "completion" && tc.args[0] != "version"
		if loadsPresets != strings.HasPrefix(errOut, missing) {
			t.Errorf("courier %q: stderr %q; want the warning %q: %t", tc.args, errOut, missing, loadsPresets)
		}
	}

	// Each known format configured: a command without it writes its default.
	for _, format := range cmdutil.Formats {
		write(t, filepath.Join(dir, ".courier.yaml"), "output: "+format+"\n")
		code, out, errOut := courier(t, "preset", "show", "chess")
		if code != 0 || !strings.HasPrefix(out, "# Orthodox chess") {
			t.Errorf("preset show with output: %s: exit %d, %q, %q", format, code, out, errOut)
		}
		code, out, errOut = courier(t, "perft", "--preset", "chess", "1")
		want := "nodes 20\n"
		if format == "json" {
			want = `{"depth":1,"nodes":20,`
		}
		if code != 0 || !strings.HasPrefix(out, want) {
			t.Errorf("perft with output: %s: exit %d, %q, %q", format, code, out, errOut)
		}
	}
	// An explicit -o a command lacks stays a usage error.
	if code, _, errOut := courier(t, "preset", "show", "chess", "-o", "json"); code != 2 || !strings.Contains(errOut, "needs --resolved") {
		t.Errorf("preset show -o json: exit %d, %q", code, errOut)
	}
}

// TestFormatsKnown: every format a command offers (as its -o completion lists
// them) is in cmdutil.Formats, so that configuring it is never an error.
func TestFormatsKnown(t *testing.T) {
	noEnv(t)
	var walk func(c *cobra.Command)
	n := 0
	walk = func(c *cobra.Command) {
		if c.Flags().Lookup(cmdutil.KeyOutput) != nil {
			n++
			path := strings.Fields(c.CommandPath())[1:]
			got, _ := complete(t, append(path, "-o", "")...)
			if len(got) == 0 {
				t.Errorf("%s: -o completes nothing", c.CommandPath())
			}
			for _, f := range got {
				if !slices.Contains(cmdutil.Formats, f) {
					t.Errorf("%s -o %s: not in cmdutil.Formats %v", c.CommandPath(), f, cmdutil.Formats)
				}
			}
		}
		for _, s := range c.Commands() {
			walk(s)
		}
	}
	walk(NewCmdRoot(cmdutil.NewFactory(nil)))
	if n < 9 {
		t.Errorf("%d commands with -o, want at least 9", n)
	}
}
