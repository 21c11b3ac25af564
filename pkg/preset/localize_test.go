package preset

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestParentInvalid: a parent with a YAML syntax error gives its child an error of
// its own at the child's extends value ("extends: ./sub/parent.yaml" on line 2: the
// value starts at column 10), counting the parent's one error and naming it.
func TestParentInvalid(t *testing.T) {
	dir := t.TempDir()
	mkdir(t, filepath.Join(dir, "sub"))
	parent := writeFile(t, dir, "sub/parent.yaml", "name: Broken\nboard: {files: 8\n")
	child := writeFile(t, dir, "child.yaml", "name: Child\nextends: ./sub/parent.yaml\n")
	_, v, d := NewLoader(Options{}).Check(child)
	if v != nil {
		t.Fatal("a variant from a broken parent")
	}
	keys := diagKeys(d)
	if len(keys) != 2 || keys[0] != "parent-invalid "+child+":2:10" || !strings.HasPrefix(keys[1], "yaml-syntax "+parent+":") {
		t.Fatalf("got %v", d)
	}
	want := `extends "./sub/parent.yaml": the parent preset is invalid: 1 error, see ` + d[1].Pos.String()
	if d[0].Message != want {
		t.Errorf("message %q, want %q", d[0].Message, want)
	}
	// Load (--preset) keeps the parent's error only.
	if _, ld := Load(child, Options{}); slices.Contains(codes(ld), CodeParentInvalid) {
		t.Errorf("Load: %v", ld)
	}
}

// TestShippedProblemAtExtends: a warning located in a shipped preset (modern's
// bishops, in its setup) is reported at the checked file's extends value, with the
// shipped place in the message; a user file named presets/modern.yaml changes
// nothing.
func TestShippedProblemAtExtends(t *testing.T) {
	dir := t.TempDir()
	mkdir(t, filepath.Join(dir, "presets"))
	mkdir(t, filepath.Join(dir, "variants"))
	writeFile(t, dir, "presets/modern.yaml", "name: Mine\n")
	writeFile(t, dir, "variants/v1.yaml", "extends: modern\nname: V1\n")
	t.Chdir(dir)
	child := "variants/v1.yaml"
	// modern's setup.array is on line 22 of presets/modern.yaml (the tester's
	// report: presets/modern.yaml:22:12).
	_, _, d := NewLoader(Options{}).Check(child)
	if len(d) == 0 {
		t.Fatal("no diagnostics")
	}
	for _, dg := range d {
		if dg.Pos.File != child || dg.Pos.Line != 1 || dg.Pos.Col != 10 {
			t.Errorf("not at the extends value: %v", dg)
		}
		if dg.Code == CodeBishopsColour && !strings.Contains(dg.Message, "(in the shipped preset modern, presets/modern.yaml:22:") {
			t.Errorf("message %q", dg.Message)
		}
	}
	if !slices.Contains(codes(d), CodeBishopsColour) {
		t.Errorf("no bishops-same-colour: %v", d)
	}
}

func mkdir(t *testing.T, dir string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
}
