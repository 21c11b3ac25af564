package show

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/viewer"
)

// gameData reads the game's JSON out of a viewer page.
func gameData(t *testing.T, page string) viewer.Game {
	t.Helper()
	m := regexp.MustCompile(`<script id="game" type="application/json">(.*?)</script>`).FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("no game data in the page:\n%.300s", page)
	}
	var g viewer.Game
	if err := json.Unmarshal([]byte(m[1]), &g); err != nil {
		t.Fatal(err)
	}
	return g
}

// TestHTML: show --log -o html writes the viewer page of the game; --ply is the
// step it opens at; the illegal 7th ply of testdata/illegal.gc is its last step.
func TestHTML(t *testing.T) {
	out, _, err := run(t, ShowOptions{Log: "testdata/illegal.gc", Output: "html", Ply: 2, PlySet: true})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out, "<!DOCTYPE html>") || !strings.HasSuffix(out, "</html>\n") {
		t.Fatalf("not an HTML page: %.80q", out)
	}
	g := gameData(t, out)
	if len(g.Plies) != 6 || g.Open != 2 || g.Illegal == nil || g.Illegal.Text != "N f3-e6" || g.Illegal.Ply != 7 {
		t.Errorf("%d plies, open %d, illegal %+v; want 6, 2, ply 7 N f3-e6", len(g.Plies), g.Open, g.Illegal)
	}
	// a user preset named by path in the Variant tag (replayed and drawn with it)
	dir := t.TempDir()
	preset := "schema: 1\nid: tiny\nname: Tiny\nextends: chess\nboard: {files: 5, ranks: 5}\nsetup:\n  array: rnbqk/ppppp/5/PPPPP/RNBQK\nrules:\n  castling: null\n  en_passant: null\n"
	if err := os.WriteFile(filepath.Join(dir, "tiny.yaml"), []byte(preset), 0o644); err != nil {
		t.Fatal(err)
	}
	log := filepath.Join(dir, "tiny.gc")
	if err := os.WriteFile(log, []byte("[Variant \"tiny.yaml\"]\n\n1. P a2-a3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, err := run(t, ShowOptions{Log: log, Output: "html"})
	if err != nil {
		t.Fatalf("%v: %s", err, errOut)
	}
	if g := gameData(t, out); g.Files != 5 || g.Ranks != 5 || len(g.Plies) != 1 || g.Plies[0].FEN != "rnbqk/ppppp/P4/1PPPP/RNBQK b - - 0 1" {
		t.Errorf("tiny: %dx%d, plies %+v", g.Files, g.Ranks, g.Plies)
	}
	if _, _, err := run(t, ShowOptions{Preset: "chess", Output: "html"}); cmdutil.ExitCode(err) != cmdutil.ExitUsage || !strings.Contains(err.Error(), "--log") {
		t.Errorf("-o html without --log: %v, want a usage error naming --log", err)
	}
}
