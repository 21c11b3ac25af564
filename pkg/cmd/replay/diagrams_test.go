package replay

import (
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/iostreams"
)

// TestDiagrams: --diagrams DIR writes one SVG per illegal move (two here: ply 7 of
// the show fixture, ply 3 of game 4 of the stats fixture), each valid XML with the
// attempted move as an arrow (a shaft and a head polygon), named after the file,
// the game and the ply; games that are ok, unsupported or only mismatched get none.
func TestDiagrams(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "new", "dir")
	ios, _, _, errOut := iostreams.Test()
	err := ReplayRun(&ReplayOptions{IO: ios, Output: "text", Diagrams: dir,
		Files: []string{"../show/testdata/illegal.gc", "../../stats/testdata/archive"}})
	if cmdutil.ExitCode(err) != cmdutil.ExitFindings {
		t.Fatalf("exit %d: %v", cmdutil.ExitCode(err), err)
	}
	if !strings.Contains(errOut.String(), "2 diagrams of illegal moves in "+dir) {
		t.Errorf("stderr: %s", errOut)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if got := strings.Join(names, " "); got != "illegal-game1-ply7.svg orthodox-game4-ply3.svg" {
		t.Fatalf("files %s", got)
	}
	for _, n := range names {
		data, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			t.Fatal(err)
		}
		dec := xml.NewDecoder(strings.NewReader(string(data)))
		polygons := 0
		caption := ""
		for {
			tok, err := dec.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%s: not XML: %v", n, err)
			}
			switch e := tok.(type) {
			case xml.StartElement:
				if e.Name.Local == "polygon" {
					polygons++
				}
			case xml.CharData:
				if strings.HasPrefix(string(e), "game ") {
					caption = string(e)
				}
			}
		}
		want := map[string]string{
			"illegal-game1-ply7.svg":  "game 1, ply 7: N f3-e6 (no-path)",
			"orthodox-game4-ply3.svg": "game 4, ply 3: K e1-e3 (no-path)",
		}[n]
		if polygons != 2 || caption != want {
			t.Errorf("%s: %d polygons, caption %q; want 2 and %q", n, polygons, caption, want)
		}
	}
	// a directory that cannot be made is a failure (exit 3)
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	err = ReplayRun(&ReplayOptions{IO: ios, Output: "text", Diagrams: filepath.Join(file, "sub"), Files: []string{"../show/testdata/illegal.gc"}})
	if cmdutil.ExitCode(err) != cmdutil.ExitFailure {
		t.Errorf("--diagrams under a file: exit %d, %v", cmdutil.ExitCode(err), err)
	}
}
