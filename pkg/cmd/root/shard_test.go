package root

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestReplayShardUnion: `courier replay --shard K/3 -o json logs/` for K = 1, 2, 3
// together write exactly the lines of one `courier replay -o json logs/` (each game
// once, with its real file and game number), and shard K holds the games whose index
// over the inputs is K-1 mod 3.
func TestReplayShardUnion(t *testing.T) {
	logs, err := filepath.Abs("../../../logs")
	if err != nil {
		t.Fatal(err)
	}
	noEnv(t) // changes to an empty directory
	code, whole, errOut := courier(t, "replay", "-o", "json", logs)
	if code != 0 {
		t.Fatalf("whole run: exit %d: %s", code, errOut)
	}
	wholeLines := strings.Split(strings.TrimSpace(whole), "\n")
	if len(wholeLines) != 52 {
		t.Fatalf("%d games in logs/, want 52 (logs/README.md)", len(wholeLines))
	}
	var union []string
	for k := 1; k <= 3; k++ {
		code, out, errOut := courier(t, "replay", "--shard", fmt.Sprintf("%d/3", k), "-o", "json", logs)
		if code != 0 {
			t.Fatalf("shard %d: exit %d: %s", k, code, errOut)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		for j, l := range lines {
			if want := wholeLines[(k-1)+3*j]; l != want {
				t.Errorf("shard %d/3, line %d:\n%s\nwant game %d of the whole run:\n%s", k, j+1, l, (k-1)+3*j, want)
			}
			var g struct {
				File string `json:"file"`
				Game int    `json:"game"`
			}
			if err := json.Unmarshal([]byte(l), &g); err != nil || g.File == "" || g.Game < 1 {
				t.Errorf("shard %d: %q: %v", k, l, err)
			}
		}
		union = append(union, lines...)
	}
	sort.Strings(union)
	sort.Strings(wholeLines)
	if strings.Join(union, "\n") != strings.Join(wholeLines, "\n") {
		t.Errorf("the union of the shards (%d lines) differs from the whole run (%d lines)", len(union), len(wholeLines))
	}
}
