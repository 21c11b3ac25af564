package stats_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// built is the directory of the courier binary the tests of this package build
// (once: buildCourier), removed by TestMain.
var (
	built     string
	buildErr  error
	buildOnce sync.Once
)

func TestMain(m *testing.M) {
	code := m.Run()
	if built != "" {
		os.RemoveAll(built)
	}
	os.Exit(code)
}

// buildCourier builds courier from this tree into a temporary directory (once
// per test binary) and returns that directory.
func buildCourier(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "courier-bin-")
		if err != nil {
			buildErr = err
			return
		}
		built = dir
		out, err := exec.Command("go", "build", "-o", filepath.Join(dir, "courier"), "../../../cmd/courier").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return built
}

// recipe returns the shell block that follows the marker in docs/scale.md.
func recipe(t *testing.T, marker string) string {
	t.Helper()
	b, err := os.ReadFile("../../../docs/scale.md")
	if err != nil {
		t.Fatal(err)
	}
	_, after, ok := strings.Cut(string(b), "<!-- recipe: "+marker+" -->")
	if !ok {
		t.Fatalf("docs/scale.md has no recipe %q", marker)
	}
	_, block, ok := strings.Cut(after, "```sh\n")
	if !ok {
		t.Fatalf("docs/scale.md: no sh block after the recipe %q", marker)
	}
	block, _, _ = strings.Cut(block, "```")
	return block
}

// TestScaleRecipe runs the GNU parallel recipe of docs/scale.md, as written there,
// with a courier built from this tree, over logs/ and over the test archive (3
// shards), and compares its stats.json with one `courier stats -o json` run byte
// for byte.
func TestScaleRecipe(t *testing.T) {
	if _, err := exec.LookPath("parallel"); err != nil {
		t.Skip("GNU parallel is not installed (Debian package parallel; .ci/run installs it): the recipe of docs/scale.md is not run")
	}
	if testing.Short() {
		t.Skip("builds courier and runs GNU parallel")
	}
	bin := buildCourier(t)
	script := recipe(t, "parallel")
	for _, archive := range []string{logs, archive} {
		abs, err := filepath.Abs(archive)
		if err != nil {
			t.Fatal(err)
		}
		work := t.TempDir()
		cmd := exec.Command("bash", "-euo", "pipefail", "-c", script)
		cmd.Dir = work
		cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"), "ARCHIVE="+abs, "N=3", "HOME="+work)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("%s: the recipe failed: %v\n%s", archive, err, stderr.String())
		}
		parts, _ := filepath.Glob(filepath.Join(work, "part-*.json"))
		if len(parts) != 3 {
			t.Errorf("%s: %d parts, want 3", archive, len(parts))
		}
		got, err := os.ReadFile(filepath.Join(work, "stats.json"))
		if err != nil {
			t.Fatal(err)
		}
		whole := exec.Command(filepath.Join(bin, "courier"), "stats", "-o", "json", abs)
		want, err := whole.Output()
		if ee, ok := err.(*exec.ExitError); err != nil && !(ok && ee.ExitCode() == 1) {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) || len(want) < 100 {
			t.Errorf("%s: the recipe's stats.json differs from one run:\n%s\nwant:\n%s", archive, got, want)
		}
	}
}
