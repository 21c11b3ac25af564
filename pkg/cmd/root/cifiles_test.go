package root

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/cmdutil"
)

// repoFile reads a file of the repository root.
func repoFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "..", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// modulePath is the module line of go.mod.
func modulePath(t *testing.T) string {
	t.Helper()
	m := regexp.MustCompile(`(?m)^module (\S+)$`).FindSubmatch(repoFile(t, "go.mod"))
	if m == nil {
		t.Fatal("go.mod has no module line")
	}
	return string(m[1])
}

// subcommand finds "check" or "preset show" in the command tree.
func subcommand(t *testing.T, path string) *cobra.Command {
	t.Helper()
	c, rest, err := NewCmdRoot(cmdutil.NewFactory(nil)).Find(strings.Fields(path))
	if err != nil || len(rest) > 0 || c.Name() != strings.Fields(path)[len(strings.Fields(path))-1] {
		t.Fatalf("no command %q", path)
	}
	return c
}

// TestActionYAML: action.yml is a valid composite action: YAML with a name, a
// description, inputs that each have a description and are each used, steps whose
// scripts name a shell and take the inputs from the environment (no ${{ }} pasted
// into a script, no COURIER_* variable, which courier would read as a setting); it
// installs courier by the module path of go.mod and runs courier check and courier
// replay with -o github, with flags those commands have.
func TestActionYAML(t *testing.T) {
	src := repoFile(t, "action.yml")
	var a struct {
		Name, Description string
		Inputs            map[string]struct {
			Description string
			Required    *bool
			Default     *string
		}
		Runs struct {
			Using string
			Steps []struct {
				Name, Shell, Run, Uses, If string
				Env                        map[string]string
				With                       map[string]string
			}
		}
	}
	if err := yaml.Unmarshal(src, &a); err != nil {
		t.Fatalf("action.yml: %v", err)
	}
	if a.Name == "" || a.Description == "" {
		t.Errorf("action.yml: name %q, description %q", a.Name, a.Description)
	}
	if a.Runs.Using != "composite" || len(a.Runs.Steps) == 0 {
		t.Fatalf("action.yml: runs.using %q with %d steps, want a composite action", a.Runs.Using, len(a.Runs.Steps))
	}
	for _, want := range []string{"presets", "logs", "version"} {
		if _, ok := a.Inputs[want]; !ok {
			t.Errorf("action.yml: no input %q", want)
		}
	}
	used := map[string]bool{}
	for _, m := range regexp.MustCompile(`inputs\.([a-z][a-z0-9-]*)`).FindAllStringSubmatch(string(src), -1) {
		used[m[1]] = true
		if _, ok := a.Inputs[m[1]]; !ok {
			t.Errorf("action.yml uses the undeclared input %q", m[1])
		}
	}
	for name, in := range a.Inputs {
		if strings.TrimSpace(in.Description) == "" || in.Default == nil {
			t.Errorf("input %s: needs a description and a default", name)
		}
		if !used[name] {
			t.Errorf("input %s is declared but not used", name)
		}
	}
	var scripts string
	runs := map[string]string{}
	for i, s := range a.Runs.Steps {
		if s.Name == "" || (s.Run == "") == (s.Uses == "") {
			t.Errorf("step %d: a name and either run or uses: %+v", i, s)
		}
		if s.Run == "" {
			continue
		}
		if s.Shell == "" {
			t.Errorf("step %q: a composite step that runs a script needs a shell", s.Name)
		}
		if strings.Contains(s.Run, "${{") {
			t.Errorf("step %q pastes an expression into its script; pass it in env", s.Name)
		}
		for k := range s.Env {
			if strings.HasPrefix(k, cmdutil.EnvPrefix+"_") {
				t.Errorf("step %q sets %s, which courier reads as a setting", s.Name, k)
			}
		}
		scripts += s.Run + "\n"
		runs[s.Name] = s.Run
	}
	if !strings.Contains(scripts, `go install "`+modulePath(t)+`/cmd/courier@`) {
		t.Errorf("no step installs %s/cmd/courier with go install:\n%s", modulePath(t), scripts)
	}
	for _, c := range []struct {
		cmd   string
		flags []string
	}{
		{"check", []string{"output", "recursive"}},
		{"replay", []string{"output", "preset", "default-preset"}},
	} {
		if !strings.Contains(scripts, "courier "+c.cmd+` "${flags[@]}"`) || !strings.Contains(scripts, "flags=(-o github)") {
			t.Errorf("no step runs courier %s -o github", c.cmd)
		}
		cmd := subcommand(t, c.cmd)
		for _, f := range c.flags {
			if cmd.Flags().Lookup(f) == nil {
				t.Errorf("courier %s has no --%s", c.cmd, f)
			}
		}
		if !slices.Contains(completeFormats(t, c.cmd), "github") {
			t.Errorf("courier %s has no github output", c.cmd)
		}
	}

	// The check and replay scripts, run by bash with a stand-in courier that prints
	// its arguments: the path lists are split on white space and not globbed, the
	// flags come from the inputs.
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash: the action's scripts are not run")
	}
	bin := t.TempDir()
	if err := os.WriteFile(filepath.Join(bin, "courier"), []byte("#!/bin/sh\nprintf '%s|' \"$@\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		step string
		env  []string
		want string
	}{
		{"courier check", []string{"IN_PRESETS=presets/ my*.yaml\nmore.yml", "IN_RECURSIVE=true"}, "check|-o|github|-r|presets/|my*.yaml|more.yml|"},
		{"courier check", []string{"IN_PRESETS=p.yaml", "IN_RECURSIVE=false"}, "check|-o|github|p.yaml|"},
		{"courier replay", []string{"IN_LOGS=logs/\n a.pgn", "IN_PRESET=", "IN_DEFAULT_PRESET=chess"}, "replay|-o|github|--default-preset|chess|logs/|a.pgn|"},
		{"courier replay", []string{"IN_LOGS=x.gc", "IN_PRESET=my preset.yaml", "IN_DEFAULT_PRESET="}, "replay|-o|github|--preset|my preset.yaml|x.gc|"},
	} {
		script, ok := runs[c.step]
		if !ok {
			t.Errorf("no step named %q", c.step)
			continue
		}
		cmd := exec.Command(bash, "-e", "-c", script)
		cmd.Dir = t.TempDir() // with a file that a glob would pick
		if err := os.WriteFile(filepath.Join(cmd.Dir, "my1.yaml"), nil, 0o644); err != nil {
			t.Fatal(err)
		}
		cmd.Env = append([]string{"PATH=" + bin + string(os.PathListSeparator) + os.Getenv("PATH")}, c.env...)
		out, err := cmd.CombinedOutput()
		if err != nil || string(out) != c.want {
			t.Errorf("step %q with %q: %v, ran courier %q, want %q", c.step, c.env, err, out, c.want)
		}
	}
}

func completeFormats(t *testing.T, cmd string) []string {
	got, _ := complete(t, cmd, "-o", "")
	return got
}

// TestPreCommitHooks: .pre-commit-hooks.yaml is a YAML list of the hooks
// courier-check and courier-replay, each with a name, an entry that is a courier
// command, language golang (pre-commit builds it from go.mod) and a files pattern
// that picks preset files, respectively game logs, and not other files.
func TestPreCommitHooks(t *testing.T) {
	var hooks []struct {
		ID, Name, Description, Entry, Language, Files string
		Types                                         []string
	}
	if err := yaml.Unmarshal(repoFile(t, ".pre-commit-hooks.yaml"), &hooks); err != nil {
		t.Fatalf(".pre-commit-hooks.yaml: %v", err)
	}
	want := map[string]struct {
		cmd      string
		match    []string
		notMatch []string
	}{
		"courier-check":  {"check", []string{"presets/pmc9.yaml", "variants/presets/x.yml"}, []string{"logs/chess.gc", ".github/workflows/ci.yml", "README.md"}},
		"courier-replay": {"replay", []string{"logs/chess.gc", "archive/Korchnoi.pgn"}, []string{"presets/chess.yaml", "README.md"}},
	}
	if len(hooks) != len(want) {
		t.Errorf("%d hooks, want %d", len(hooks), len(want))
	}
	for _, h := range hooks {
		w, ok := want[h.ID]
		if !ok {
			t.Errorf("unexpected hook %q", h.ID)
			continue
		}
		delete(want, h.ID)
		if h.Name == "" || h.Description == "" || h.Language != "golang" {
			t.Errorf("hook %s: name %q, description %q, language %q (want golang)", h.ID, h.Name, h.Description, h.Language)
		}
		if h.Entry != "courier "+w.cmd {
			t.Errorf("hook %s: entry %q, want courier %s", h.ID, h.Entry, w.cmd)
		}
		subcommand(t, w.cmd)
		re, err := regexp.Compile(h.Files)
		if err != nil {
			t.Errorf("hook %s: files %q: %v", h.ID, h.Files, err)
			continue
		}
		for _, p := range w.match {
			if !re.MatchString(p) {
				t.Errorf("hook %s: files %q does not pick %s", h.ID, h.Files, p)
			}
		}
		for _, p := range w.notMatch {
			if re.MatchString(p) {
				t.Errorf("hook %s: files %q picks %s", h.ID, h.Files, p)
			}
		}
	}
	for id := range want {
		t.Errorf("no hook %s", id)
	}
}
