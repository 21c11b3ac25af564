package stats_test

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/shard"
)

// shardArchive writes an archive for the shard tests into dir and returns its
// inputs in order: big.pgn (copies of logs/ and the test archive, over
// shard.MinRange bytes, so it is shared out by byte ranges: some copies with CRLF
// line ends, a byte-order mark before some, games whose comments hold tag pairs
// at line starts), mid.pgn (a second range file), small.gc (read whole), and
// games.pgn.gz (compressed: read whole).
func shardArchive(t *testing.T, dir string) []string {
	t.Helper()
	var one bytes.Buffer
	for _, d := range []string{logs, archive} {
		files, _ := filepath.Glob(filepath.Join(d, "*.gc"))
		pgns, _ := filepath.Glob(filepath.Join(d, "*.pgn"))
		files = append(files, pgns...)
		sort.Strings(files)
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			one.Write(bytes.TrimRight(b, "\n"))
			one.WriteString("\n\n")
		}
	}
	// a comment over several lines holding tag pairs, one after a blank line
	const commented = "[Variant \"chess\"]\n[Event \"comment\"]\n[Result \"1-0\"]\n\n1. e4 {from the game\n\n[Event \"Inside\"]\n[Site \"a comment\"]\n\n1. e4 c5} e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
	var big bytes.Buffer
	for i := 0; big.Len() < shard.MinRange+shard.MinRange/2; i++ {
		part := one.String() + commented
		switch i % 3 {
		case 1:
			part = strings.ReplaceAll(part, "\n", "\r\n")
		case 2:
			big.WriteString("\uFEFF")
		}
		big.WriteString(part)
	}
	write := func(name string, b []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(one.Bytes())
	zw.Close()
	return []string{
		write("big.pgn", big.Bytes()),
		write("small.gc", one.Bytes()),
		write("games.pgn.gz", gz.Bytes()),
		write("mid.pgn", big.Bytes()[:shard.MinRange+4321]),
	}
}

// run runs courier and returns its exit status, stdout and stderr.
func run(t *testing.T, bin string, args ...string) (int, []byte, string) {
	t.Helper()
	cmd := exec.Command(filepath.Join(bin, "courier"), args...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return code, out.Bytes(), errOut.String()
}

// TestShardsEqualWhole: for N = 2, 3 and 7, the replay -o json outputs of the
// shards 1..N, one after the other, are byte for byte that of one run (every game
// once, in input order, with its file, game number and line), with and without
// the plan of courier plan (--plan), the read errors of
// the shards are those of one run, and stats merge of the shards' stats -o json is
// byte for byte one stats -o json run (and likewise in text and CSV), over byte
// ranges that cut games of two files, CRLF copies, byte-order marks, comments
// holding tag pairs, a small file and a compressed one (read whole).
func TestShardsEqualWhole(t *testing.T) {
	if testing.Short() {
		t.Skip("builds courier and replays an archive of some MB several times")
	}
	bin := buildCourier(t)
	dir := t.TempDir()
	inputs := shardArchive(t, dir)
	errLines := func(s string) []string {
		var out []string
		for _, l := range strings.Split(s, "\n") {
			if strings.Contains(l, "cannot read") {
				out = append(out, l)
			}
		}
		sort.Strings(out)
		return out
	}
	wantCode, want, wantErr := run(t, bin, append([]string{"replay", "-o", "json"}, inputs...)...)
	if n := bytes.Count(want, []byte("\n")); n < 500 {
		t.Fatalf("one run replayed %d games (exit %d): %s", n, wantCode, wantErr)
	}
	wantStats := map[string][]byte{}
	for _, f := range []string{"json", "text", "csv"} {
		_, wantStats[f], _ = run(t, bin, append([]string{"stats", "-o", f}, inputs...)...)
	}
	for _, n := range []int{2, 3, 7} {
		var got []byte
		var gotErr []string
		var parts []string
		for k := 1; k <= n; k++ {
			sh := fmt.Sprintf("--shard=%d/%d", k, n)
			_, out, errOut := run(t, bin, append([]string{"replay", "-o", "json", sh}, inputs...)...)
			got = append(got, out...)
			gotErr = append(gotErr, errLines(errOut)...)
			_, js, _ := run(t, bin, append([]string{"stats", "-o", "json", sh}, inputs...)...)
			if !bytes.Contains(js, []byte(`"shard": "`+fmt.Sprintf("%d/%d", k, n)+`"`)) {
				t.Errorf("N=%d: stats --shard %d/%d -o json does not record its shard", n, k, n)
			}
			parts = append(parts, filepath.Join(dir, fmt.Sprintf("part-%d.json", k)))
			if err := os.WriteFile(parts[k-1], js, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		if !bytes.Equal(got, want) {
			gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
			for i := 0; i < len(gl) && i < len(wl); i++ {
				if gl[i] != wl[i] {
					t.Fatalf("N=%d: the shards' replay output differs from one run's at line %d:\n%.300s\nwant:\n%.300s", n, i+1, gl[i], wl[i])
				}
			}
			t.Fatalf("N=%d: the shards' replay output has %d lines, one run %d", n, len(gl), len(wl))
		}
		// with the plan of courier plan: the same output, no prefix counted
		code, plan, errOut := run(t, bin, append([]string{"plan", "--shards", fmt.Sprint(n)}, inputs...)...)
		if code != 0 {
			t.Fatalf("plan: exit %d: %s", code, errOut)
		}
		planFile := filepath.Join(dir, "plan.json")
		if err := os.WriteFile(planFile, plan, 0o644); err != nil {
			t.Fatal(err)
		}
		var byPlan []byte
		for k := 1; k <= n; k++ {
			_, out, _ := run(t, bin, append([]string{"replay", "-o", "json", fmt.Sprintf("--shard=%d/%d", k, n), "--plan", planFile}, inputs...)...)
			byPlan = append(byPlan, out...)
		}
		if !bytes.Equal(byPlan, want) {
			t.Errorf("N=%d: the shards' replay output with --plan differs from one run's", n)
		}
		sort.Strings(gotErr)
		if fmt.Sprint(gotErr) != fmt.Sprint(errLines(wantErr)) {
			t.Errorf("N=%d: the shards' read errors %q, one run's %q", n, gotErr, errLines(wantErr))
		}
		for f, w := range wantStats {
			code, merged, errOut := run(t, bin, append([]string{"stats", "merge", "-o", f}, parts...)...)
			if !bytes.Equal(merged, w) || code > 1 || strings.Contains(errOut, "warning") {
				t.Errorf("N=%d -o %s: stats merge (exit %d, %s) differs from one run:\n%.600s\nwant:\n%.600s", n, f, code, errOut, merged, w)
			}
		}
	}
}

// TestMergeShardChecks: stats merge warns on a shard merged twice and on a
// missing one, and refuses a part whose counts would overflow the sum.
func TestMergeShardChecks(t *testing.T) {
	if testing.Short() {
		t.Skip("builds courier")
	}
	bin := buildCourier(t)
	dir := t.TempDir()
	part := func(name, sh string) string {
		_, js, _ := run(t, bin, "stats", "-o", "json", "--shard", sh, archive)
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, js, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	a, b := part("a.json", "1/3"), part("b.json", "2/3")
	_, _, errOut := run(t, bin, "stats", "merge", "-o", "json", a, b, a)
	for _, w := range []string{"shard 1/3 is merged 2 times", "shard 3/3 is missing"} {
		if !strings.Contains(errOut, w) {
			t.Errorf("merge a b a: stderr lacks %q:\n%s", w, errOut)
		}
	}
	d := part("d.json", "2/2")
	if _, _, errOut := run(t, bin, "stats", "merge", a, d); !strings.Contains(errOut, "different N (1/3, 2/2)") {
		t.Errorf("merge of 1/3 and 2/2: stderr lacks the different N:\n%s", errOut)
	}
	c := part("c.json", "3/3")
	if _, _, errOut := run(t, bin, "stats", "merge", a, b, c); strings.Contains(errOut, "warning") {
		t.Errorf("merge of 1/3 2/3 3/3 warns:\n%s", errOut)
	}
	// two parts of 2^63-1 games each: the sum overflows
	huge := []byte(`{"groups": [], "total": {"games": 9223372036854775807, "status": {"ok": 9223372036854775807}, "result_mismatches": 0, "length": {"n": 0}}}`)
	h := filepath.Join(dir, "huge.json")
	if err := os.WriteFile(h, huge, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := run(t, bin, "stats", "merge", "-o", "json", h, h)
	if code != 3 || !strings.Contains(errOut, "huge.json") || !strings.Contains(errOut, ".total.games") {
		t.Errorf("merge of two parts of 2^63-1 games: exit %d, stderr %s", code, errOut)
	}
	if !bytes.Contains(out, []byte(`"games": 9223372036854775807`)) || bytes.Contains(out, []byte(`"games": -`)) {
		t.Errorf("merge of two parts of 2^63-1 games writes:\n%s\nwant the first part alone", out)
	}
}
