package stats_test

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
	"github.com/gamecourier/courier/pkg/stats"
)

// logSources lists the log files under dirs as `courier stats DIR` reads them.
func logSources(t *testing.T, dirs ...string) []replay.Source {
	t.Helper()
	var sources []replay.Source
	for _, dir := range dirs {
		var files []string
		err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			switch filepath.Ext(p) {
			case ".gc", ".pgn", ".txt", ".log":
				files = append(files, p)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		sort.Strings(files)
		for _, f := range files {
			f := f
			sources = append(sources, replay.Source{Name: filepath.ToSlash(f), Open: func() (io.Reader, error) { return os.Open(f) }})
		}
	}
	return sources
}

// runStats replays sources (one shard of them when sh.N > 0) and returns the collector.
func runStats(t *testing.T, opts stats.Options, sh replay.Shard, sources []replay.Source) *stats.Collector {
	t.Helper()
	c := stats.New(opts)
	e := replay.New(replay.Options{KeepMoves: true, Shard: sh})
	e.Run(sources, 0, c.Add, func(fe *replay.FileError) { t.Fatal(fe) })
	return c
}

// outputs writes c in every format.
func outputs(t *testing.T, c *stats.Collector) map[string]string {
	t.Helper()
	out := map[string]string{}
	for name, write := range map[string]func(io.Writer) error{
		"json": c.WriteJSON, "text": c.WriteText, "csv": c.WriteCSV,
		"html": func(w io.Writer) error { return c.WriteHTML(w, stats.HTMLOptions{Title: "t"}) },
	} {
		var b bytes.Buffer
		if err := write(&b); err != nil {
			t.Fatal(err)
		}
		out[name] = b.String()
	}
	return out
}

// TestMergeShards: the statistics of one run over logs/ and over the test archive
// equal, in every format and byte for byte, the merge of the JSON outputs of runs
// over their shards (N = 2, 3, 4, 7), grouped by variant and by file; and the merge
// of runs over a split by file (each file its own run).
func TestMergeShards(t *testing.T) {
	for _, tc := range []struct {
		name string
		dirs []string
	}{
		{"logs", []string{"../../logs"}},
		{"archive", []string{"testdata/archive", "testdata/ties"}},
	} {
		sources := logSources(t, tc.dirs...)
		for _, byFile := range []bool{false, true} {
			opts := stats.Options{ByFile: byFile, Top: 3}
			whole := outputs(t, runStats(t, opts, replay.Shard{}, sources))
			if !strings.Contains(whole["json"], `"histogram"`) {
				t.Fatalf("%s: no histogram in the JSON", tc.name)
			}
			parts := map[string][]string{}
			for _, n := range []int{2, 3, 4, 7} {
				for k := 1; k <= n; k++ {
					var b bytes.Buffer
					if err := runStats(t, opts, replay.Shard{K: k, N: n}, sources).WriteJSON(&b); err != nil {
						t.Fatal(err)
					}
					key := "shards of " + string(rune('0'+n))
					parts[key] = append(parts[key], b.String())
				}
			}
			for _, src := range sources {
				var b bytes.Buffer
				if err := runStats(t, opts, replay.Shard{}, []replay.Source{src}).WriteJSON(&b); err != nil {
					t.Fatal(err)
				}
				parts["files"] = append(parts["files"], b.String())
			}
			for how, jsons := range parts {
				m := stats.New(stats.Options{Top: 3})
				for i, js := range jsons {
					if err := m.MergeJSON(strings.NewReader(js), "part"); err != nil {
						t.Fatalf("%s %s: part %d: %v", tc.name, how, i+1, err)
					}
				}
				if m.ByFile() != byFile {
					t.Errorf("%s %s: merged ByFile = %v, want %v", tc.name, how, m.ByFile(), byFile)
				}
				got := outputs(t, m)
				for format, want := range whole {
					if got[format] != want {
						t.Errorf("%s (by file %v), merge of %s, %s differs:\n%s\nwant:\n%s", tc.name, byFile, how, format, got[format], want)
					}
				}
			}
		}
	}
}

// TestMergeDist: two histograms merged by hand. {1, 2, 3} and {10, 10}: n 5, sum
// 26, median 3 (the 3rd of 1 2 3 10 10), min 1, max 10; with {0}: median 2.5.
func TestMergeDist(t *testing.T) {
	dec := func(js string) *stats.Dist {
		t.Helper()
		var d stats.Dist
		if err := json.Unmarshal([]byte(js), &d); err != nil {
			t.Fatal(err)
		}
		return &d
	}
	a := dec(`{"n": 3, "sum": 6, "histogram": {"1": 1, "2": 1, "3": 1}}`)
	a.Merge(dec(`{"n": 2, "sum": 20, "histogram": {"10": 2}}`))
	eqInt(t, "n", a.N(), 5)
	eqInt(t, "sum", int(a.Sum()), 26)
	eqFloat(t, "median", a.Median(), 3)
	eqInt(t, "min", a.Min(), 1)
	eqInt(t, "max", a.Max(), 10)
	a.Merge(dec(`{"n": 1, "sum": 0, "histogram": {"0": 1}}`))
	eqFloat(t, "median", a.Median(), 2.5)
	eqFloat(t, "mean", a.Mean(), 4.33) // 26/6 to two decimals
	for _, bad := range []string{
		`{"n": 2, "sum": 6, "histogram": {"1": 1, "2": 1, "3": 1}}`, // n disagrees
		`{"n": 3, "sum": 7, "histogram": {"1": 1, "2": 1, "3": 1}}`, // sum disagrees
		`{"n": 1, "sum": 1}`,                          // no histogram
		`{"n": 1, "sum": -1, "histogram": {"-1": 1}}`, // negative value
		`{"n": 1, "sum": 1, "histogram": {"01": 1}}`,  // not canonical
		`{"n": 0, "sum": 0, "histogram": {"4": 0}}`,   // zero count
	} {
		var d stats.Dist
		if err := json.Unmarshal([]byte(bad), &d); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

// TestMergeTopK: tables merged within their capacity stay exact; past it the merge
// says it is not exact and keeps the keys of highest count.
func TestMergeTopK(t *testing.T) {
	a, b := stats.NewTopK(3), stats.NewTopK(3)
	for _, k := range []string{"e4", "e4", "d4"} {
		a.Add(k)
	}
	for _, k := range []string{"d4", "c4", "e4"} {
		b.Add(k)
	}
	a.Merge(b)
	if !a.Exact() || a.Len() != 3 {
		t.Errorf("exact %v, %d keys; want exact, 3 keys", a.Exact(), a.Len())
	}
	want := []stats.KeyCount{{Key: "e4", Count: 3}, {Key: "d4", Count: 2}, {Key: "c4", Count: 1}}
	if got := a.Top(0); !equalKC(got, want) {
		t.Errorf("top %v, want %v", got, want)
	}
	c := stats.NewTopK(3)
	c.Add("Nf3")
	c.Add("Nf3")
	a.Merge(c)
	want = []stats.KeyCount{{Key: "e4", Count: 3}, {Key: "Nf3", Count: 2}, {Key: "d4", Count: 2}}
	if got := a.Top(0); a.Exact() || !equalKC(got, want) {
		t.Errorf("past the capacity: exact %v, top %v; want not exact, %v", a.Exact(), got, want)
	}
}

func equalKC(a, b []stats.KeyCount) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestMergeErrors: what cannot be merged is an error with the file's name (and the
// line:col of bad JSON), and leaves the collector as it was.
func TestMergeErrors(t *testing.T) {
	good := func() string {
		var b bytes.Buffer
		if err := runStats(t, stats.Options{}, replay.Shard{}, logSources(t, "testdata/archive")).WriteJSON(&b); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}()
	var byFile bytes.Buffer
	if err := runStats(t, stats.Options{ByFile: true}, replay.Shard{}, logSources(t, "testdata/archive")).WriteJSON(&byFile); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ in, want string }{
		{"", "x.json: empty"},
		{"{\n  \"groups\": [,\n", "x.json:2:14: "},
		{`{"groups": [], "total": {}} {}`, "x.json:1:29: more than one JSON value"},
		{`{"total": {"games": 1}}`, "not the output of courier stats -o json"},
		{`[1, 2]`, "x.json:1:1: "},
		{strings.Replace(good, `"n": 6,`, `"n": 5,`, 1), "the histogram holds 6 values"},
		{strings.Replace(good, `"capacity": 64,`, ``, 1), "no capacity"},
		{byFile.String(), "run every part with the same --by-file"},
		// a negative count names its field, at its line and column: on line 1,
		// `{"groups": [{"games": ` is 22 characters, so -5 is at column 23; on
		// line 2, ` "total": {"games": ` is 20, so column 21
		{`{"groups": [{"games": -5, "variant": "chess"}], "total": {"games": 1}}`, `x.json:1:23: .groups[0].games is -5`},
		{"{\"groups\": [],\n \"total\": {\"games\": -5}}", `x.json:2:21: .total.games is -5`},
		{regexp.MustCompile(`"games": \d+,`).ReplaceAllString(good, `"games": -4,`), `.groups[0].games is -4: counts and lengths are never negative`},
	} {
		c := stats.New(stats.Options{})
		if err := c.MergeJSON(strings.NewReader(good), "good.json"); err != nil {
			t.Fatal(err)
		}
		var before bytes.Buffer
		_ = c.WriteJSON(&before)
		err := c.MergeJSON(strings.NewReader(tc.in), "x.json")
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "x.json") {
			t.Errorf("%.40q: error %v, want one with %q", tc.in, err, tc.want)
		}
		var after bytes.Buffer
		_ = c.WriteJSON(&after)
		if before.String() != after.String() {
			t.Errorf("%.40q: the failed merge changed the collector", tc.in)
		}
	}
}
