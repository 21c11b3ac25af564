package root

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Config discovery (DESIGN.md): --config; else .courier.yaml in the working
// directory or the nearest parent up to the repository root; else
// $XDG_CONFIG_HOME/courier/config.yaml. `courier config` names the file in force.
func TestConfigDiscovery(t *testing.T) {
	noEnv(t)
	repo := t.TempDir()
	xdg := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", xdg)
	sub := filepath.Join(repo, "games", "2024")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(repo, ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	write := func(p, s string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	userFile := filepath.Join(xdg, "courier", "config.yaml")
	write(userFile, "default_preset: none\n")
	t.Chdir(sub)
	// nothing in the repository: the user's file
	code, out, _ := courier(t, "config")
	if code != 0 || !strings.Contains(out, "config file: "+userFile+"\n") || !strings.Contains(out, "default_preset: none (config file)") {
		t.Errorf("user file: exit %d\n%s", code, out)
	}
	// the repository root's file, found from a subdirectory, wins over the user's
	rootFile := filepath.Join(repo, ".courier.yaml")
	write(rootFile, "default_preset: symmetric\n")
	code, out, _ = courier(t, "config")
	if code != 0 || !strings.Contains(out, "config file: "+rootFile+"\n") || !strings.Contains(out, "default_preset: symmetric (config file)") {
		t.Errorf("repository root: exit %d\n%s", code, out)
	}
	// and it is used: a game without a Variant tag is replayed as symmetric
	// (9x8: the move i2-i4 exists there, not in chess)
	write(filepath.Join(sub, "g.gc"), "P i2-i4\n")
	if code, out, errOut := courier(t, "replay", "g.gc"); code != 0 {
		t.Errorf("replay with the root's default_preset: exit %d\n%s%s", code, out, errOut)
	}
	// a nearer one wins; a file above the repository root is never read
	write(filepath.Join(repo, "games", ".courier.yaml"), "output: json\n")
	code, out, _ = courier(t, "config")
	if code != 0 || !strings.Contains(out, "config file: "+filepath.Join(repo, "games", ".courier.yaml")+"\n") {
		t.Errorf("nearest parent: exit %d\n%s", code, out)
	}
	// --config wins over all, "" reads none
	other := filepath.Join(t.TempDir(), "ci.yaml")
	write(other, "output: github\n")
	if code, out, _ = courier(t, "--config", other, "config"); code != 0 || !strings.Contains(out, "config file: "+other+" (--config)") {
		t.Errorf("--config: exit %d\n%s", code, out)
	}
	if code, out, _ = courier(t, "--config", "", "config"); code != 0 || !strings.Contains(out, "config file: none") {
		t.Errorf("--config \"\": exit %d\n%s", code, out)
	}
	// outside a repository only the working directory is looked at, then the user's file
	outside := t.TempDir()
	write(filepath.Join(outside, ".courier.yaml"), "output: json\n")
	inner := filepath.Join(outside, "x")
	os.Mkdir(inner, 0o755)
	t.Chdir(inner)
	if code, out, _ = courier(t, "config"); code != 0 || !strings.Contains(out, "config file: "+userFile+"\n") {
		t.Errorf("outside a repository: exit %d\n%s", code, out)
	}
}

// An unknown config key draws a warning with the key it likely misspells.
func TestConfigDidYouMean(t *testing.T) {
	noEnv(t)
	if err := os.WriteFile(".courier.yaml", []byte("preset_pth: [x]\ncolour: red\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, errOut := courier(t, "presets")
	if !strings.Contains(errOut, `unknown setting "preset_pth" (did you mean "preset_path"?)`) {
		t.Errorf("typo: %q", errOut)
	}
	if !strings.Contains(errOut, `unknown setting "colour" (known:`) {
		t.Errorf("no close key: %q", errOut)
	}
}
