package show

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/iostreams"
)

func run(t *testing.T, opts ShowOptions) (string, string, error) {
	t.Helper()
	ios, _, out, errOut := iostreams.Test()
	opts.IO = ios
	if opts.Output == "" {
		opts.Output = "text"
	}
	err := showRun(&opts)
	return out.String(), errOut.String(), err
}

const symmetricStart = `8  r n b q k q b n r
7  p p p p p p p p p
6  . . . . . . . . .
5  . . . . . . . . .
4  . . . . . . . . .
3  . . . . . . . . .
2  P P P P P P P P P
1  R N B Q K Q B N R
   a b c d e f g h i

Variant:          Symmetric Chess (symmetric, 9x8)
Side to move:     White
Castling:         KQkq
Rule state:       CGcg
En passant:       -
Halfmove clock:   0
Fullmove number:  1
FEN:              rnbqkqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQKQBNR w KQkq CGcg - 0 1
`

func TestSymmetricStart(t *testing.T) {
	out, errOut, err := run(t, ShowOptions{Preset: "symmetric"})
	if err != nil || errOut != "" {
		t.Fatalf("showRun: %v, stderr %q", err, errOut)
	}
	if out != symmetricStart {
		t.Errorf("got:\n%s\nwant:\n%s", out, symmetricStart)
	}
	lines := strings.Split(out, "\n")
	for i := range 8 {
		if label := strings.Fields(lines[i])[0]; label != string(rune('8'-i)) {
			t.Errorf("line %d starts with rank %q, want %c", i+1, label, '8'-i)
		}
		if n := len(strings.Fields(lines[i])) - 1; n != 9 {
			t.Errorf("rank %d has %d squares, want 9", 8-i, n)
		}
	}
	if files := strings.Join(strings.Fields(lines[8]), ""); files != "abcdefghi" {
		t.Errorf("file labels %q, want a..i", files)
	}
}

func TestChessFEN(t *testing.T) {
	const fen = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
	out, _, err := run(t, ShowOptions{Preset: "chess", FEN: fen})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"5  . . . p P p . .\n", "En passant:       f6\n", "Fullmove number:  3\n", "FEN:              " + fen + "\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "Rule state") {
		t.Errorf("chess has no rule-state field, but the output shows one:\n%s", out)
	}

	out, _, err = run(t, ShowOptions{Preset: "chess", FEN: fen, Output: "fen"})
	if err != nil || out != fen+"\n" {
		t.Errorf("-o fen: %q, %v; want the FEN alone", out, err)
	}
}

// A 10x12 board: rank labels two characters wide, right-aligned.
func TestWideLabels(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "big.yaml")
	const preset = `schema: 1
id: big
name: Big
extends: chess
description: chess on 10x12 for the diagram test.
board: {files: 10, ranks: 12}
setup:
  array: rnbqkbnr2/pppppppp2/10/10/10/10/10/10/10/10/PPPPPPPP2/RNBQKBNR2
`
	if err := os.WriteFile(file, []byte(preset), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, err := run(t, ShowOptions{Preset: file})
	if err != nil {
		t.Fatalf("%v\n%s", err, errOut)
	}
	lines := strings.Split(out, "\n")
	for i, want := range map[int]string{
		0:  "12  r n b q k b n r . .",
		2:  "10  . . . . . . . . . .",
		3:  " 9  . . . . . . . . . .",
		11: " 1  R N B Q K B N R . .",
		12: "    a b c d e f g h i j",
	} {
		if lines[i] != want {
			t.Errorf("line %d = %q, want %q", i+1, lines[i], want)
		}
	}
}

func TestErrors(t *testing.T) {
	for _, tc := range []struct {
		opts ShowOptions
		code int
		want string
	}{
		{ShowOptions{Preset: "chess", Output: "svg"}, cmdutil.ExitUsage, "not available yet"},
		{ShowOptions{Preset: "chess", Output: "json"}, cmdutil.ExitUsage, `"json"`},
		{ShowOptions{Preset: "nosuch"}, cmdutil.ExitUsage, "--preset"},
		{ShowOptions{Preset: "chess", FEN: "8/8/8/8/8/8/8/8 w - - 0 1"}, cmdutil.ExitUsage, "board field"},
		{ShowOptions{Preset: filepath.Join(t.TempDir(), "missing.yaml")}, cmdutil.ExitFailure, "cannot read"},
	} {
		_, _, err := run(t, tc.opts)
		if code := cmdutil.ExitCode(err); code != tc.code || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: exit %d, %v; want exit %d and %q", tc.opts, code, err, tc.code, tc.want)
		}
	}
}
