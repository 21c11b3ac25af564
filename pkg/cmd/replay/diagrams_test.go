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

// TestDiagrams: --diagrams DIR writes one SVG per illegal move (five here: ply 7
// of the show fixture, ply 3 of game 4 of the stats fixture, the three illegal
// swaps of the show fixture swap.pgn), each valid XML, named after the file, the
// game and the ply, with the move before the illegal one shaded (as show --log
// shades it) and the attempted move as an arrow (a shaft and a head polygon) or,
// for a swap that fits no bishop or two, dashed rings on the bishops; games that are
// ok, unsupported or only mismatched get none.
//
// The shaded squares, at 48 px a square with the board's top-left corner at (28,
// 12): on 8x8, 3... Nf6 g8-f6 (316,12) (268,108) and 1... e5 e7-e5 (220,60)
// (220,156); on 9x9, 2... Nb9 c7-b9 (124,108) (76,12), 4... Nh9 i7-h9 (412,108)
// (364,12), 1. B=M c1-d1 (124,396) (172,396).
func TestDiagrams(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "new", "dir")
	ios, _, _, errOut := iostreams.Test()
	err := ReplayRun(&ReplayOptions{IO: ios, Output: "text", Diagrams: dir,
		Files: []string{"../show/testdata/illegal.gc", "../../stats/testdata/archive", "../show/testdata/swap.pgn"}})
	if cmdutil.ExitCode(err) != cmdutil.ExitFindings {
		t.Fatalf("exit %d: %v", cmdutil.ExitCode(err), err)
	}
	if !strings.Contains(errOut.String(), "5 diagrams of illegal moves in "+dir) {
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
	if got := strings.Join(names, " "); got != "illegal-game1-ply7.svg orthodox-game4-ply3.svg swap-game1-ply5.svg swap-game2-ply9.svg swap-game3-ply2.svg" {
		t.Fatalf("files %s", got)
	}
	type want struct {
		caption         string
		shaded          string // the shaded squares' corners
		polygons, rings int
	}
	wants := map[string]want{
		"illegal-game1-ply7.svg":  {"game 1, ply 7: N f3-e6 (no-path)", "316,12 268,108", 2, 0},
		"orthodox-game4-ply3.svg": {"game 4, ply 3: K e1-e3 (no-path)", "220,60 220,156", 2, 0},
		"swap-game1-ply5.svg":     {"game 1, ply 5: B=MN (rule-module)", "124,108 76,12", 2, 0},
		"swap-game2-ply9.svg":     {"game 2, ply 9: B=N (rule-module)", "412,108 364,12", 0, 2},
		"swap-game3-ply2.svg":     {"game 3, ply 2: B=R (rule-module)", "124,396 172,396", 0, 2},
	}
	for _, n := range names {
		data, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			t.Fatal(err)
		}
		dec := xml.NewDecoder(strings.NewReader(string(data)))
		var got want
		var shaded []string
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
				attr := map[string]string{}
				for _, a := range e.Attr {
					attr[a.Name.Local] = a.Value
				}
				switch {
				case e.Name.Local == "polygon":
					got.polygons++
				case e.Name.Local == "circle" && attr["stroke-dasharray"] != "":
					got.rings++
				case e.Name.Local == "rect" && attr["fill-opacity"] != "":
					shaded = append(shaded, attr["x"]+","+attr["y"])
				}
			case xml.CharData:
				if strings.HasPrefix(string(e), "game ") {
					got.caption = string(e)
				}
			}
		}
		got.shaded = strings.Join(shaded, " ")
		if got != wants[n] {
			t.Errorf("%s: %+v\nwant %+v", n, got, wants[n])
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

// TestDiagramsOne: one illegal move is announced as "1 diagram", not "1 diagrams"
// (the show fixture illegal.gc has one illegal move, at ply 7).
func TestDiagramsOne(t *testing.T) {
	dir := t.TempDir()
	ios, _, _, errOut := iostreams.Test()
	err := ReplayRun(&ReplayOptions{IO: ios, Output: "text", Diagrams: dir,
		Files: []string{"../show/testdata/illegal.gc"}})
	if cmdutil.ExitCode(err) != cmdutil.ExitFindings {
		t.Fatalf("exit %d: %v", cmdutil.ExitCode(err), err)
	}
	if !strings.Contains(errOut.String(), "1 diagram of illegal moves in "+dir+"\n") {
		t.Errorf("stderr: %s", errOut)
	}
}
