package root

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// TestReplayShardUnion: `courier replay --shard K/3 -o json logs/` for K = 1, 2, 3,
// one after the other, write exactly the lines of one `courier replay -o json
// logs/` (each game once, in input order, with its real file and game number);
// logs/ holds small files (under 1 MiB), so each is read whole by one shard: the
// games of a file are all in one shard.
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
	shardOf := map[string]int{}
	for k := 1; k <= 3; k++ {
		code, out, errOut := courier(t, "replay", "--shard", fmt.Sprintf("%d/3", k), "-o", "json", logs)
		if code != 0 {
			t.Fatalf("shard %d: exit %d: %s", k, code, errOut)
		}
		if strings.TrimSpace(out) == "" {
			continue
		}
		for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
			var g struct {
				File string `json:"file"`
				Game int    `json:"game"`
			}
			if err := json.Unmarshal([]byte(l), &g); err != nil || g.File == "" || g.Game < 1 {
				t.Errorf("shard %d: %q: %v", k, l, err)
			}
			if s, ok := shardOf[g.File]; ok && s != k {
				t.Errorf("%s: games in shards %d and %d (a small file is read whole by one shard)", g.File, s, k)
			}
			shardOf[g.File] = k
			union = append(union, l)
		}
	}
	if strings.Join(union, "\n") != strings.Join(wholeLines, "\n") {
		t.Errorf("the shards' lines in order (%d) differ from the whole run's (%d)", len(union), len(wholeLines))
	}
	used := map[int]bool{}
	for _, k := range shardOf {
		used[k] = true
	}
	if len(used) != 3 {
		t.Errorf("the 10 files of logs/ went to %d shards of 3: %v", len(used), shardOf)
	}
}
