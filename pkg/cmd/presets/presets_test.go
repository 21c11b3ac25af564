package presets

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/iostreams"
	"github.com/gamecourier/courier/pkg/preset"
)

func run(t *testing.T, opts PresetsOptions) string {
	t.Helper()
	ios, _, out, errOut := iostreams.Test()
	opts.IO = ios
	if err := presetsRun(&opts); err != nil {
		t.Fatalf("presetsRun: %v", err)
	}
	if errOut.Len() != 0 {
		t.Errorf("stderr = %q", errOut)
	}
	return out.String()
}

func TestTable(t *testing.T) {
	out := run(t, PresetsOptions{Output: "text", List: func() []preset.Info {
		return []preset.Info{
			{ID: "chess", Name: "Chess", Description: "Orthodox chess.", Source: "mine/chess.yaml", Shadows: true},
			{ID: "modern-swap", Name: "Modern Chess (bishop swap)", Description: "With the swap.", Source: "presets/modern-swap.yaml", Embedded: true},
			{ID: "x", Source: "mine/x.yml", Invalid: true},
		}
	}})
	const want = `ID           NAME                        SOURCE                                       DESCRIPTION
chess        Chess                       mine/chess.yaml (shadows the shipped chess)  Orthodox chess.
modern-swap  Modern Chess (bishop swap)  embedded                                     With the swap.
x                                        mine/x.yml                                   (does not load: courier check mine/x.yml)
`
	if out != want {
		t.Errorf("got:\n%s\nwant:\n%s", out, want)
	}
}

func TestEmbedded(t *testing.T) {
	out := run(t, PresetsOptions{Output: "text"})
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	col := strings.Index(lines[0], "DESCRIPTION")
	for _, id := range []string{"chess", "symmetric", "modern", "modern-swap", "modern-step", "pmc1", "pmc2", "pmc3", "pmc4", "cowardly-crew"} {
		found := false
		for _, l := range lines[1:] {
			if strings.Fields(l)[0] == id {
				found = true
				if len(l) <= col || l[col-1] != ' ' || l[col] == ' ' {
					t.Errorf("%s: description not in the DESCRIPTION column:\n%s", id, out)
				}
			}
		}
		if !found {
			t.Errorf("preset %s not listed:\n%s", id, out)
		}
	}

	out = run(t, PresetsOptions{Output: "json"})
	var list []map[string]any
	if err := json.Unmarshal([]byte(out), &list); err != nil {
		t.Fatalf("not a JSON array of objects: %v\n%s", err, out)
	}
	if len(list) != len(lines)-1 {
		t.Errorf("JSON has %d presets, the table %d", len(list), len(lines)-1)
	}
	for _, p := range list {
		if p["id"] == "" || p["name"] == "" || p["description"] == "" {
			t.Errorf("incomplete entry %v", p)
		}
		if p["source"] != "presets/"+p["id"].(string)+".yaml" || p["embedded"] != true || p["shadows"] != false || p["invalid"] != false {
			t.Errorf("a shipped preset: %v", p)
		}
		if p["id"] == "symmetric" && p["extends"] != "chess" {
			t.Errorf("symmetric extends %q, want chess", p["extends"])
		}
	}
}

// TestPresetPath: the preset files of preset_path are listed with the shipped
// presets, by id: a new id with its file as SOURCE, a file named like a shipped
// preset in place of it and marked as shadowing it (the first directory wins, as
// for loading), a file that does not load marked so; other files are not presets.
func TestPresetPath(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	write := func(p, data string) {
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(a, "pmc9.yaml"), "extends: pmc1\nname: PMC nine\ndescription: A test preset.\n")
	write(filepath.Join(a, "chess.yml"), "extends: chess\nname: My chess\n")
	write(filepath.Join(b, "chess.yaml"), "extends: chess\nname: Not loaded\n")
	write(filepath.Join(b, "broken.yaml"), "extends: nosuch\n")
	write(filepath.Join(b, "README.md"), "not a preset\n")
	out := run(t, PresetsOptions{Output: "text", PresetPath: []string{a, b}})
	rows := map[string]string{}
	for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n")[1:] {
		rows[strings.Fields(l)[0]] = l
	}
	if len(rows) != 117 { // 115 shipped + pmc9 + broken
		t.Errorf("%d rows, want 117:\n%s", len(rows), out)
	}
	for id, want := range map[string][]string{
		"pmc9":   {"PMC nine", filepath.Join(a, "pmc9.yaml"), "A test preset."},
		"chess":  {"My chess", filepath.Join(a, "chess.yml") + " (shadows the shipped chess)"},
		"broken": {filepath.Join(b, "broken.yaml"), "(does not load: courier check " + filepath.Join(b, "broken.yaml") + ")"},
		"pmc1":   {"Prime Ministers Chess (PMC1)", "embedded"},
	} {
		for _, w := range want {
			if !strings.Contains(rows[id], w) {
				t.Errorf("row %s lacks %q: %q", id, w, rows[id])
			}
		}
	}
	if strings.Contains(out, "Not loaded") || strings.Contains(out, "README") {
		t.Errorf("a file the names do not load is listed:\n%s", out)
	}
}
