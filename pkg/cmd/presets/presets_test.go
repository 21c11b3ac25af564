package presets

import (
	"encoding/json"
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
			{ID: "chess", Name: "Chess", Description: "Orthodox chess."},
			{ID: "modern-swap", Name: "Modern Chess (bishop swap)", Description: "With the swap."},
		}
	}})
	const want = `ID           NAME                        DESCRIPTION
chess        Chess                       Orthodox chess.
modern-swap  Modern Chess (bishop swap)  With the swap.
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
	var list []map[string]string
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
		if p["id"] == "symmetric" && p["extends"] != "chess" {
			t.Errorf("symmetric extends %q, want chess", p["extends"])
		}
	}
}
