package check

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gamecourier/courier/pkg/preset"
)

// FuzzCheck: the whole checker (loader, lint, rule interpreter, smoke tests) never
// panics, every diagnostic has a code and a message, and a preset with an error has
// no variant. A panic inside the rule interpreter would show as a smoke-perft
// diagnostic, which is reported here as a failure too: it is a bug to fix. The seeds
// (shipped presets and the corpus of broken ones) run in plain go test.
func FuzzCheck(f *testing.F) {
	for _, pat := range []string{"../../presets/*.yaml", "testdata/*.yaml", "../preset/testdata/bad/*.yaml"} {
		files, _ := filepath.Glob(pat)
		for _, p := range files {
			src, err := os.ReadFile(p)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(src)
		}
	}
	old := PerftTimeout
	PerftTimeout = 2 * time.Second
	f.Cleanup(func() { PerftTimeout = old })
	l := preset.NewLoader(preset.Options{})
	f.Fuzz(func(t *testing.T, data []byte) {
		res := Data(l, "fuzz.yaml", data)
		for _, d := range res.Diags {
			if d.Code == "" || d.Message == "" {
				t.Errorf("diagnostic without code or message: %#v", d)
			}
			if strings.Contains(d.Message, "panicked") || strings.Contains(d.Message, "failed on the start position") {
				t.Errorf("the rule interpreter panicked: %v", d)
			}
		}
		if res.Diags.HasErrors() != (res.Variant == nil) {
			t.Errorf("variant %v with errors=%v", res.Variant != nil, res.Diags.HasErrors())
		}
	})
}

// FuzzSetup varies what the rule interpreter sees in a valid preset: the setup, a
// fairy piece's Betza, the side to move and the castling squares, over orthodox
// chess, Symmetric Chess (bishop conversion) and Shogi (drops, promoted types). Whatever the loader accepts must
// pass the smoke tests: FEN round trip and perft(2).
func FuzzSetup(f *testing.F) {
	f.Add("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "BN", false, "e1", "h1")
	f.Add("chess", "r3k2r/8/8/8/8/8/8/R3K2R", "fmWfcF", true, "e1", "a1")
	f.Add("chess", "4k3/8/8/3pP3/8/8/8/4K3", "K", false, "e1", "h1")
	f.Add("symmetric", "rnbqkqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQKQBNR", "mQ", false, "e1", "i1")
	f.Add("symmetric", "r1b1k1b1r/9/9/9/9/9/9/R1B1K1B1R", "cN", true, "e1", "a1")
	f.Add("pmc1", "rnbqkmbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBMKQBNR", "nA", false, "e1", "i1")
	f.Add("cowardly-crew", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "NN", false, "e1", "h1")
	f.Add("shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL", "fW", false, "e1", "a1")
	f.Add("shogi", "4k4/9/2+p6/9/9/9/6+B2/9/R3K4", "ffN", true, "e1", "a1")
	old := PerftTimeout
	PerftTimeout = 2 * time.Second
	f.Cleanup(func() { PerftTimeout = old })
	l := preset.NewLoader(preset.Options{})
	f.Fuzz(func(t *testing.T, base, array, betza string, black bool, king, rook string) {
		switch base {
		case "chess", "symmetric", "pmc1", "cowardly-crew", "shogi":
		default:
			return
		}
		side := "white"
		if black {
			side = "black"
		}
		src := fmt.Sprintf("extends: %s\nname: F\npieces: {X: {name: X, betza: %q}}\nsetup: {array: %q, side_to_move: %s}\n"+
			"rules:\n  castling: {sides: [{king: %q, rook: %q, king_to: c1, rook_to: d1, san: [O-O-O]}]}\n", base, betza, array, side, king, rook)
		res := Data(l, "fuzz.yaml", []byte(src))
		for _, d := range res.Diags {
			if d.Code == CodeSmokeFEN || d.Code == CodeSmokePerft {
				t.Errorf("%s\n%v", src, d)
			}
		}
	})
}
