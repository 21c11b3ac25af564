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
	// courier comes from the release of the Action's ref (action/install.sh), else
	// is built from the Action's own source
	if !strings.Contains(scripts, `action/install.sh`) || !strings.Contains(scripts, "go build -trimpath -o \"$bin/courier\" ./cmd/courier") {
		t.Errorf("no step downloads courier or builds it from the Action's source:\n%s", scripts)
	}
	// the releases are those of the module's repository
	if install := string(repoFile(t, "action/install.sh")); !strings.Contains(install, "https://"+modulePath(t)+"/releases/download") {
		t.Errorf("action/install.sh does not download from https://%s/releases/download", modulePath(t))
	}
	for _, c := range []struct {
		cmd   string
		flags []string
	}{
		{"check", []string{"output", "recursive", "baseline", "quiet"}},
		{"replay", []string{"output", "preset", "default-preset", "baseline", "quiet"}},
	} {
		if !strings.Contains(scripts, "courier "+c.cmd+` -o github "${flags[@]}"`) {
			t.Errorf("no step runs courier %s -o github", c.cmd)
		}
		cmd := subcommand(t, c.cmd)
		for _, f := range c.flags {
			if cmd.Flags().Lookup(f) == nil {
				t.Errorf("courier %s has no --%s", c.cmd, f)
			}
		}
		for _, format := range []string{"github", "json", "sarif"} {
			if !slices.Contains(completeFormats(t, c.cmd), format) {
				t.Errorf("courier %s has no %s output", c.cmd, format)
			}
		}
	}
	runActionScripts(t, runs)
}

// runActionScripts runs the Action's check and replay steps with bash, with a
// stand-in courier that logs its arguments and prints, for -o json, what the
// real courier printed for a log with one illegal game; and a fake
// $GITHUB_STEP_SUMMARY and $GITHUB_OUTPUT. The path lists are split on white
// space and not globbed, the flags come from the inputs, the summary counts the
// games and findings per code with links, and the SARIF file is an output.
func runActionScripts(t *testing.T, runs map[string]string) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash: the action's scripts are not run")
	}
	if _, err := exec.LookPath("jq"); err != nil {
		t.Skip("no jq: the action's summary is not run")
	}
	actionPath, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	noEnv(t)
	work := t.TempDir()
	log := filepath.Join(work, "g.pgn")
	// game 2: ply 3 (2. Ke3) is illegal, at line 7, column 13
	if err := os.WriteFile(log, []byte("[Variant \"chess\"]\n\n1. e4 e5 *\n\n[Variant \"chess\"]\n\n1. e4 e5 2. Ke3 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, replayJSON, _ := courier(t, "replay", "-o", "json", log)
	bad := filepath.Join(work, "bad.yaml")
	if err := os.WriteFile(bad, []byte("schema: 1\nid: bad\nname: Bad\nboard: {files: 99}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, checkJSON, _ := courier(t, "check", "-o", "json", bad)
	for name, text := range map[string]string{"replay.json": replayJSON, "check.json": checkJSON} {
		if err := os.WriteFile(filepath.Join(work, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	bin := t.TempDir()
	fake := `#!/bin/sh
printf '%s|' "$@" >> "$ARGS_LOG"; echo >> "$ARGS_LOG"
case " $* " in
*" -o json "*) cat "$CANNED/$1.json" ;;
*" -o sarif "*) echo '{"version": "2.1.0", "runs": []}' ;;
*" -o github "*) exit 1 ;;
esac
`
	if err := os.WriteFile(filepath.Join(bin, "courier"), []byte(fake), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		step      string
		env       []string
		args      string // the -o github run
		summary   []string
		sarifFile string
	}{
		{"courier check", []string{"IN_PRESETS=presets/ my*.yaml\nmore.yml", "IN_RECURSIVE=true", "IN_BASELINE=", "IN_SARIF=false"},
			"check|-o|github|-r|presets/|my*.yaml|more.yml|",
			[]string{"### courier check", "1 preset files: 0 ok, 1 with errors.", "| `board-size` | 1 |", "(https://github.com/o/r/blob/abc/" + bad + "#L4) board.files is 99"}, ""},
		{"courier replay", []string{"IN_LOGS=logs/\n a.pgn", "IN_PRESET=", "IN_DEFAULT_PRESET=chess", "IN_BASELINE=known.json", "IN_SARIF=true"},
			"replay|-o|github|--default-preset|chess|--baseline|known.json|logs/|a.pgn|",
			[]string{"### courier replay", "2 games: 1 ok, 1 with findings.", "| `no-path` | 1 |", "- [" + log + ":7](https://github.com/o/r/blob/abc/" + log + "#L7) game 2: no king of White can reach e3 (`no-path`)"},
			"courier-replay.sarif"},
		{"courier replay", []string{"IN_LOGS=x.gc", "IN_PRESET=my preset.yaml", "IN_DEFAULT_PRESET=", "IN_BASELINE=", "IN_SARIF=false"},
			"replay|-o|github|--preset|my preset.yaml|x.gc|", []string{"2 games"}, ""},
	} {
		script, ok := runs[c.step]
		if !ok {
			t.Errorf("no step named %q", c.step)
			continue
		}
		dir := t.TempDir() // with a file that a glob would pick
		if err := os.WriteFile(filepath.Join(dir, "my1.yaml"), nil, 0o644); err != nil {
			t.Fatal(err)
		}
		summary, output, args := filepath.Join(dir, "summary.md"), filepath.Join(dir, "output.txt"), filepath.Join(dir, "args.txt")
		cmd := exec.Command(bash, "-e", "-c", script)
		cmd.Dir = dir
		cmd.Env = append([]string{"PATH=" + bin + string(os.PathListSeparator) + os.Getenv("PATH"),
			"GITHUB_STEP_SUMMARY=" + summary, "GITHUB_OUTPUT=" + output, "RUNNER_TEMP=" + dir, "ACTION_PATH=" + actionPath,
			"GITHUB_REPOSITORY=o/r", "GITHUB_SHA=abc", "GITHUB_SERVER_URL=https://github.com", "ARGS_LOG=" + args, "CANNED=" + work}, c.env...)
		out, err := cmd.CombinedOutput()
		// the -o github run's status (1: findings) is the step's
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
			t.Errorf("step %q with %q: %v, want exit status 1\n%s", c.step, c.env, err, out)
		}
		ran, _ := os.ReadFile(args)
		if first, _, _ := strings.Cut(string(ran), "\n"); first != c.args {
			t.Errorf("step %q with %q: ran courier %q, want %q", c.step, c.env, first, c.args)
		}
		sum, _ := os.ReadFile(summary)
		for _, want := range c.summary {
			if !strings.Contains(string(sum), want) {
				t.Errorf("step %q: the job summary lacks %q:\n%s", c.step, want, sum)
			}
		}
		outputs, _ := os.ReadFile(output)
		if c.sarifFile != "" && !strings.Contains(string(outputs), "sarif="+filepath.Join(dir, c.sarifFile)+"\n") {
			t.Errorf("step %q: outputs %q, want the sarif file %s", c.step, outputs, c.sarifFile)
		}
		if c.sarifFile == "" && strings.Contains(string(outputs), "sarif=") {
			t.Errorf("step %q: a sarif output without the sarif input: %q", c.step, outputs)
		}
	}
}

// TestActionInstall runs action/install.sh against a release directory on disk
// (COURIER_RELEASES as a file: URL): a tag with an archive for the runner and a
// matching checksum is downloaded and put on the PATH (found=true); a branch, a
// missing archive or a wrong checksum leave the build from source (found=false).
func TestActionInstall(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	for _, tool := range []string{"curl", "tar", "sha256sum"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("no %s: the install script is not run", tool)
		}
	}
	script, err := filepath.Abs(filepath.Join("..", "..", "..", "action", "install.sh"))
	if err != nil {
		t.Fatal(err)
	}
	releases := t.TempDir()
	rel := filepath.Join(releases, "v1.2.3")
	stage := t.TempDir()
	if err := os.WriteFile(filepath.Join(stage, "courier"), []byte("#!/bin/sh\necho courier v1.2.3\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	os.MkdirAll(rel, 0o755)
	archive := "courier_1.2.3_linux_amd64.tar.gz"
	if out, err := exec.Command("tar", "-czf", filepath.Join(rel, archive), "-C", stage, "courier").CombinedOutput(); err != nil {
		t.Fatalf("tar: %v %s", err, out)
	}
	sum, err := exec.Command("sha256sum", filepath.Join(rel, archive)).Output()
	if err != nil {
		t.Fatal(err)
	}
	good := strings.Fields(string(sum))[0] + "  " + archive + "\n"
	for _, c := range []struct {
		ref, arch, checksums, found string
	}{
		{"v1.2.3", "X64", good, "true"},
		{"main", "X64", good, "false"},
		{"v1.2.3", "ARM64", good, "false"}, // no arm64 archive in this release
		{"v1.2.3", "X64", strings.Repeat("0", 64) + "  " + archive + "\n", "false"},
	} {
		if err := os.WriteFile(filepath.Join(rel, "checksums.txt"), []byte(c.checksums), 0o644); err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		cmd := exec.Command(bash, script)
		cmd.Env = append(os.Environ(), "REF="+c.ref, "RUNNER_OS=Linux", "RUNNER_ARCH="+c.arch, "RUNNER_TEMP="+dir,
			"GITHUB_OUTPUT="+filepath.Join(dir, "out"), "GITHUB_PATH="+filepath.Join(dir, "path"), "COURIER_RELEASES=file://"+releases)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Errorf("%+v: %v\n%s", c, err, out)
			continue
		}
		got, _ := os.ReadFile(filepath.Join(dir, "out"))
		if string(got) != "found="+c.found+"\n" {
			t.Errorf("%+v: output %q\n%s", c, got, out)
		}
		path, _ := os.ReadFile(filepath.Join(dir, "path"))
		if c.found == "true" && (!strings.Contains(string(out), "courier v1.2.3") || strings.TrimSpace(string(path)) != filepath.Join(dir, "courier-v1.2.3")) {
			t.Errorf("%+v: PATH entry %q, output %q", c, path, out)
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
