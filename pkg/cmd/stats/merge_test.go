package stats_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestShardMerge: `courier stats --shard K/4 -o json` over logs/ and over the test
// archive, then `courier stats merge` of the four outputs, equals one `courier
// stats` run byte for byte in json, text and csv, with the same exit status.
func TestShardMerge(t *testing.T) {
	for _, in := range []string{logs, archive} {
		dir := t.TempDir()
		var parts []string
		for k := 1; k <= 4; k++ {
			code, out, errOut := courier(t, "--shard", strconv.Itoa(k)+"/4", "-o", "json", in)
			if code > 1 {
				t.Fatalf("%s shard %d: exit %d: %s", in, k, code, errOut)
			}
			p := filepath.Join(dir, "s"+strconv.Itoa(k)+".json")
			if err := os.WriteFile(p, []byte(out), 0o644); err != nil {
				t.Fatal(err)
			}
			parts = append(parts, p)
		}
		for _, format := range []string{"json", "text", "csv"} {
			wantCode, want, wantErr := courier(t, "-o", format, in)
			code, got, errOut := courier(t, append([]string{"merge", "-o", format}, parts...)...)
			if code != wantCode || got != want {
				t.Errorf("%s -o %s: merge exit %d (stderr %q), whole run exit %d; merged:\n%s\nwhole:\n%s", in, format, code, errOut, wantCode, got, want)
			}
			// the same games with findings, in the same words
			if a, b := findingsLine(wantErr), findingsLine(errOut); a != b {
				t.Errorf("%s -o %s: merge says %q, the whole run %q", in, format, b, a)
			}
		}
		if in == archive {
			// the fixture's findings: its illegal game and its result mismatch
			// (TestExitStatus), out of eleven games
			_, _, errOut := courier(t, append([]string{"merge"}, parts...)...)
			if got := findingsLine(errOut); got != "2 of 11 games have findings (see courier replay)" {
				t.Errorf("archive merge: %q", got)
			}
		}
		code, out, _ := courier(t, append([]string{"merge", "-o", "html"}, parts...)...)
		if code > 1 || !strings.HasPrefix(out, "<!DOCTYPE html>") {
			t.Errorf("%s -o html: exit %d, %.60q", in, code, out)
		}
	}
}

// TestMergeCountsAGameOnce: a game whose moves go on after the board ended it
// (Fool's mate at ply 4, then 3. a2a3) is illegal and, its Result tag a draw
// against the mate's 0-1, a result mismatch too: one game with findings, in the
// whole run and in the merge of its statistics alike.
func TestMergeCountsAGameOnce(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "g.pgn")
	text := "[Variant \"chess\"]\n[Result \"1/2-1/2\"]\n\n1. f2f3 e7e5 2. g2g4 d8h4 3. a2a3 *\n"
	if err := os.WriteFile(log, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := courier(t, "-o", "json", log)
	if code != 1 || findingsLine(errOut) != "1 of 1 games have findings (see courier replay)" {
		t.Fatalf("whole run: exit %d, %q", code, findingsLine(errOut))
	}
	p := filepath.Join(dir, "g.json")
	if err := os.WriteFile(p, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := courier(t, "merge", p); code != 1 || findingsLine(errOut) != "1 of 1 games have findings (see courier replay)" {
		t.Errorf("merge: exit %d, %q; want 1 and one game with findings", code, findingsLine(errOut))
	}
}

func TestMergeUsage(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte("{\"groups\": [\n  7]}"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, good, _ := courier(t, "-o", "json", logs)
	goodPath := filepath.Join(dir, "good.json")
	if err := os.WriteFile(goodPath, []byte(good), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"merge"}, 2, "no input"},
		{[]string{"merge", "-", "-"}, 2, "standard input (-) given 2 times"},
		{[]string{"merge", "--top", "0", goodPath}, 2, "--top must be 1 or more"},
		{[]string{"merge", "-o", "github", goodPath}, 2, "not an output format"},
		{[]string{"merge", bad, goodPath}, 3, bad + ":2:3: "},
		{[]string{"merge", filepath.Join(dir, "missing.json")}, 3, "cannot read"},
		{[]string{"merge", goodPath}, 0, "stats merge: 1 of 1 files, 52 games"},
		{[]string{"--shard", "0/4", logs}, 2, "--shard"},
		{[]string{"--shard", "2", logs}, 2, "--shard"},
	} {
		code, _, errOut := courier(t, tc.args...)
		if code != tc.code || !strings.Contains(errOut, tc.want) {
			t.Errorf("%q: exit %d, stderr %q; want exit %d and %q", tc.args, code, errOut, tc.code, tc.want)
		}
	}
}

// findingsLine is the line of stderr that counts the games with findings, ""
// when there is none.
func findingsLine(stderr string) string {
	for _, l := range strings.Split(stderr, "\n") {
		if strings.Contains(l, "games") && strings.Contains(l, "findings") {
			return l
		}
	}
	return ""
}
