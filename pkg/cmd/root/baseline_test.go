package root

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The baseline contract (issue 27): an archive with 3 known illegal games passes
// with its baseline, fails when a fourth illegal game is added, and reports a
// game that was fixed; findings are matched by file, code and the game's moves,
// not by line or game number.
func TestReplayBaseline(t *testing.T) {
	noEnv(t)
	dir := t.TempDir()
	archive := filepath.Join(dir, "archive.pgn")
	bl := filepath.Join(dir, "baseline.json")
	const (
		legal = "[Event \"legal\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n"
		// the king on e1 cannot reach e3 (no-path)
		bad1  = "[Event \"bad1\"]\n\n1. e4 e5 2. Ke3 *\n\n"
		fixed = "[Event \"bad1\"]\n\n1. e4 e5 2. Ke2 *\n\n"
		// no knight reaches d5 from f3 or b1 (no-path)
		bad2 = "[Event \"bad2\"]\n\n1. Nf3 Nf6 2. Nd5 *\n\n"
		// castling with the knight still on g1 (no-such-castling)
		bad3 = "[Event \"bad3\"]\n\n1. e4 e5 2. Bb5 Nc6 3. O-O *\n\n"
		// the queen on d1 cannot reach a5 (c2 is occupied)
		bad4 = "[Event \"bad4\"]\n\n1. c4 c5 2. Qa5 *\n\n"
	)
	write := func(games ...string) {
		if err := os.WriteFile(archive, []byte(strings.Join(games, "")), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(legal, bad1, bad2, bad3)

	code, _, stderr := courier(t, "replay", "--write-baseline", bl, archive)
	if code != 0 || !strings.Contains(stderr, "baseline of 3 findings written") {
		t.Fatalf("--write-baseline: exit %d, stderr %q", code, stderr)
	}
	var file struct {
		Version  int
		Findings []struct {
			File string
			Game int
			Code string
			Hash string
		}
	}
	b, err := os.ReadFile(bl)
	if err != nil || json.Unmarshal(b, &file) != nil {
		t.Fatalf("baseline file: %v\n%s", err, b)
	}
	wantCodes := []string{"no-path", "no-path", "no-such-castling"}
	if file.Version != 1 || len(file.Findings) != 3 {
		t.Fatalf("baseline: %+v", file)
	}
	for i, f := range file.Findings {
		if f.Code != wantCodes[i] || f.Game != i+2 || f.File != filepath.ToSlash(archive) || len(f.Hash) != 16 {
			t.Errorf("finding %d: %+v, want code %s in game %d", i, f, wantCodes[i], i+2)
		}
	}

	// the three known findings: exit 0, each reported as known
	code, stdout, stderr := courier(t, "replay", "--baseline", bl, archive)
	if code != 0 || strings.Count(stdout, ": known: ") != 3 || !strings.Contains(stderr, "3 known, 0 new, 0 fixed") {
		t.Errorf("with the baseline: exit %d\n%s\n%s", code, stdout, stderr)
	}
	// without it the same archive fails
	if code, _, _ := courier(t, "replay", archive); code != 1 {
		t.Errorf("without the baseline: exit %d, want 1", code)
	}

	// a fourth illegal game, first in the file: every other game moves to another
	// line and number, and only the new one fails
	write(bad4, legal, bad1, bad2, bad3)
	code, stdout, stderr = courier(t, "replay", "--baseline", bl, archive)
	if code != 1 || strings.Count(stdout, ": known: ") != 3 || !strings.Contains(stdout, "game 1, ply 3 (Qa5)") ||
		!strings.Contains(stderr, "3 known, 1 new, 0 fixed") {
		t.Errorf("a fourth illegal game: exit %d\n%s\n%s", code, stdout, stderr)
	}

	// the first illegal game fixed: reported, and the run passes
	write(legal, fixed, bad2, bad3)
	code, stdout, stderr = courier(t, "replay", "--baseline", bl, archive)
	if code != 0 || strings.Count(stdout, ": known: ") != 2 || !strings.Contains(stderr, "2 known, 0 new, 1 fixed") ||
		!strings.Contains(stderr, filepath.ToSlash(archive)+": game 2: fixed since the baseline: ") {
		t.Errorf("a fixed game: exit %d\n%s\n%s", code, stdout, stderr)
	}
	// in SARIF, the known results are unchanged, the fixed one absent
	write(bad4, legal, fixed, bad2, bad3)
	code, stdout, _ = courier(t, "replay", "-o", "sarif", "--baseline", bl, archive)
	if code != 1 || strings.Count(stdout, `"baselineState": "unchanged"`) != 2 || strings.Count(stdout, `"baselineState": "new"`) != 1 ||
		strings.Count(stdout, `"baselineState": "absent"`) != 1 {
		t.Errorf("sarif with a baseline: exit %d\n%s", code, stdout)
	}

	// a baseline that is not one: exit 3, naming it
	if err := os.WriteFile(bl, []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := courier(t, "replay", "--baseline", bl, archive); code != 3 || !strings.Contains(stderr, bl) {
		t.Errorf("a broken baseline: exit %d, stderr %q", code, stderr)
	}
}

// check takes a baseline too: the known invalid preset passes, a new one fails.
func TestCheckBaseline(t *testing.T) {
	noEnv(t)
	dir := t.TempDir()
	bl := filepath.Join(dir, "baseline.json")
	old := filepath.Join(dir, "old.yaml")
	if err := os.WriteFile(old, []byte("schema: 1\nid: old\nname: Old\nboard: {files: 99}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := courier(t, "check", "--write-baseline", bl, old); code != 0 {
		t.Fatalf("--write-baseline: exit %d (%s)", code, stderr)
	}
	if code, stdout, stderr := courier(t, "check", "--baseline", bl, old); code != 0 || !strings.Contains(stdout, ": known: ") {
		t.Errorf("known: exit %d\n%s\n%s", code, stdout, stderr)
	}
	if err := os.WriteFile(filepath.Join(dir, "new.yaml"), []byte("schema: 1\nid: new\nname: New\nboard: {ranks: 1}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := courier(t, "check", "--baseline", bl, dir); code != 1 || !strings.Contains(stderr, " new, 0 fixed") {
		t.Errorf("new: exit %d, stderr %q", code, stderr)
	}
}
