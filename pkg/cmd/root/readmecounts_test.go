package root

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestREADMECounts: the counts README.md quotes for the shipped files are those of
// the repository: the presets (the YAML files of presets/), the files of logs/,
// and the summary courier check presets/ prints.
func TestREADMECounts(t *testing.T) {
	repo, b := readme(t)
	readme := string(b)
	presets, _ := filepath.Glob(filepath.Join(repo, "presets", "*.yaml"))
	logs, _ := filepath.Glob(filepath.Join(repo, "logs", "*.gc"))
	num := func(re string) int {
		t.Helper()
		m := regexp.MustCompile(re).FindStringSubmatch(readme)
		if m == nil {
			t.Fatalf("README.md: no %s", re)
		}
		n, _ := strconv.Atoi(m[1])
		return n
	}
	if n := num(`Shipped presets \((\d+)\)`); n != len(presets) {
		t.Errorf("README: %d shipped presets, presets/ has %d", n, len(presets))
	}
	if n := num(`# prints nothing; stderr: (\d+) ok`); n != len(presets) {
		t.Errorf("README: check presets/ prints %d ok, presets/ has %d files", n, len(presets))
	}
	if n := num(`checked (\d+) preset files`); n != len(presets) {
		t.Errorf("README: checked %d preset files, presets/ has %d", n, len(presets))
	}
	if n := num("sample games of `logs/` \\((\\d+) files"); n != len(logs) {
		t.Errorf("README: logs/ has %d files, really %d", n, len(logs))
	}
	noEnv(t)
	_, _, errOut := courier(t, "check", filepath.Join(repo, "presets"))
	want := "checked " + strconv.Itoa(len(presets)) + " preset files: " + strconv.Itoa(len(presets)) + " ok"
	if !strings.Contains(errOut, want) {
		t.Errorf("check presets/: %q lacks %q", errOut, want)
	}
}

// readme returns the repository's root (absolute) and its README.md.
func readme(t *testing.T) (repo string, text []byte) {
	t.Helper()
	repo, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	text, err = os.ReadFile(filepath.Join(repo, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	return repo, text
}
