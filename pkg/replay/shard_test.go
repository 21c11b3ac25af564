package replay_test

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"sort"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

func TestParseShard(t *testing.T) {
	for _, c := range []struct {
		in   string
		want replay.Shard
	}{{"1/1", replay.Shard{K: 1, N: 1}}, {"3/4", replay.Shard{K: 3, N: 4}}, {" 2/10 ", replay.Shard{K: 2, N: 10}}} {
		got, err := replay.ParseShard(c.in)
		if err != nil || got != c.want {
			t.Errorf("ParseShard(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
	}
	for _, in := range []string{"", "1", "0/4", "5/4", "1/0", "-1/4", "a/b", "1/4/2", "1.5/4"} {
		if _, err := replay.ParseShard(in); err == nil {
			t.Errorf("ParseShard(%q): no error", in)
		}
	}
}

// TestShardUnion: the shards 1/N .. N/N of a run are disjoint, each game keeps its
// file and game number, game i (0-based over the inputs in order) is in shard
// (i mod N)+1, and their union is the whole run, result for result.
func TestShardUnion(t *testing.T) {
	var paths []string
	for _, dir := range []string{"../../logs", "testdata/want"} {
		ms, _ := filepath.Glob(filepath.Join(dir, "*"))
		for _, m := range ms {
			if ext := filepath.Ext(m); ext == ".gc" || ext == ".pgn" || ext == ".txt" {
				paths = append(paths, m)
			}
		}
	}
	sort.Strings(paths)
	if len(paths) < 5 {
		t.Fatalf("only %d logs found", len(paths))
	}
	key := func(r *replay.Result) string { return fmt.Sprintf("%s#%d", r.File, r.Game) }
	js := func(r *replay.Result) string {
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	whole := run(t, replay.New(replay.Options{Fallback: "chess"}), paths...)
	if len(whole) < 20 {
		t.Fatalf("only %d games", len(whole))
	}
	index := map[string]int{}
	for i, r := range whole {
		index[key(r)] = i
	}
	for _, n := range []int{1, 2, 3, 4, 7, len(whole) + 3} {
		seen := map[string]string{}
		for k := 1; k <= n; k++ {
			res := run(t, replay.New(replay.Options{Fallback: "chess", Shard: replay.Shard{K: k, N: n}}), paths...)
			// sizes differ by at most one: ceil or floor of len/n
			if lo, hi := len(whole)/n, (len(whole)+n-1)/n; len(res) < lo || len(res) > hi {
				t.Errorf("shard %d/%d: %d games, want %d..%d", k, n, len(res), lo, hi)
			}
			for _, r := range res {
				i, ok := index[key(r)]
				if !ok {
					t.Errorf("shard %d/%d: %s is not a game of the whole run", k, n, key(r))
					continue
				}
				if i%n != k-1 {
					t.Errorf("shard %d/%d holds game index %d (%s)", k, n, i, key(r))
				}
				if _, dup := seen[key(r)]; dup {
					t.Errorf("%s in two shards of %d", key(r), n)
				}
				seen[key(r)] = js(r)
			}
		}
		if len(seen) != len(whole) {
			t.Errorf("N=%d: the shards hold %d games, the whole run %d", n, len(seen), len(whole))
		}
		for _, r := range whole {
			if got := seen[key(r)]; got != js(r) {
				t.Errorf("N=%d: %s differs in its shard:\n%s\nwhole run:\n%s", n, key(r), got, js(r))
			}
		}
	}
}
