package show

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
	// A 2x2 preset whose start position courier check rejects (setup-check): Black's
	// king on a2 is in check from White's on b1, and White is to move.
	tiny := filepath.Join(t.TempDir(), "tiny.yaml")
	if err := os.WriteFile(tiny, []byte("name: Tiny\nboard: {files: 2, ranks: 2}\npieces:\n  K: {name: King, betza: K, royal: true}\nsetup:\n  array: k1/1K\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		opts ShowOptions
		code int
		want string
	}{
		{ShowOptions{Preset: "chess", Output: "csv"}, cmdutil.ExitUsage, `"csv"`},
		{ShowOptions{Preset: "chess", Ply: 3, PlySet: true}, cmdutil.ExitUsage, "--ply and --game need --log"},
		{ShowOptions{Log: "testdata/illegal.gc", FEN: "8/8/8/8/8/8/8/K1k5 w - - 0 1"}, cmdutil.ExitUsage, "exclude each other"},
		{ShowOptions{Log: "testdata/illegal.gc", Ply: 7}, cmdutil.ExitUsage, "--ply 7: game 1 of testdata/illegal.gc has 6 legal plies (--ply 0..6); ply 7 (N f3-e6) is illegal"},
		{ShowOptions{Log: "testdata/illegal.gc", Ply: -1}, cmdutil.ExitUsage, "--ply must be 0 or more"},
		{ShowOptions{Log: "testdata/illegal.gc", Game: 3, GameSet: true}, cmdutil.ExitUsage, "--game 3: testdata/illegal.gc holds 2 games"},
		{ShowOptions{Log: "testdata/illegal.gc", Game: 2, GameSet: true}, cmdutil.ExitUsage, "no Variant tag"},
		{ShowOptions{Log: "testdata/illegal.gc", Preset: "nosuch"}, cmdutil.ExitUsage, "--preset"},
		{ShowOptions{Log: filepath.Join(t.TempDir(), "missing.gc")}, cmdutil.ExitFailure, "cannot read"},
		{ShowOptions{Preset: "chess", Output: "json"}, cmdutil.ExitUsage, `"json"`},
		{ShowOptions{Preset: "nosuch"}, cmdutil.ExitUsage, "--preset"},
		{ShowOptions{Preset: "chess", FEN: "8/8/8/8/8/8/8/8 w - - 0 1"}, cmdutil.ExitUsage, "board field"},
		{ShowOptions{Preset: filepath.Join(t.TempDir(), "missing.yaml")}, cmdutil.ExitFailure, "cannot read"},
		{ShowOptions{Preset: tiny}, cmdutil.ExitFindings, "preset " + tiny + " is invalid: 1 error"},
		{ShowOptions{Log: "testdata/illegal.gc", Preset: tiny}, cmdutil.ExitFindings, "preset " + tiny + " is invalid: 1 error"},
	} {
		_, _, err := run(t, tc.opts)
		if code := cmdutil.ExitCode(err); code != tc.code || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: exit %d, %v; want exit %d and %q", tc.opts, code, err, tc.code, tc.want)
		}
	}
}

// TestLogText shows the position after ply 6 of a game whose ply 7 is illegal:
// the board after 1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6, the last move and the illegal next one.
func TestLogText(t *testing.T) {
	out, errOut, err := run(t, ShowOptions{Log: "testdata/illegal.gc", Ply: 6, PlySet: true})
	if err != nil || errOut != "" {
		t.Fatalf("showRun: %v, stderr %q", err, errOut)
	}
	for _, want := range []string{
		"6  . . n . . n . .\n",
		"4  . . B . P . . .\n",
		"FEN:              r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4\n",
		"Game:             testdata/illegal.gc, game 1 (chess), ply 6 of 6\n",
		"Last move:        3... Nf6\n",
		"Next move:        4. N f3-e6 (illegal f3-e6: ",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	// ply 0 is the start; --preset replaces the Variant tag
	out, _, err = run(t, ShowOptions{Log: "testdata/illegal.gc", Ply: 0, Preset: "chess", Output: "fen"})
	if err != nil || out != "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n" {
		t.Errorf("ply 0: %v %q", err, out)
	}
	// game 2 has no Variant tag: --preset chess makes it replayable
	out, _, err = run(t, ShowOptions{Log: "testdata/illegal.gc", Game: 2, GameSet: true, Ply: 2, Preset: "chess", Output: "fen"})
	if err != nil || out != "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\n" {
		t.Errorf("game 2 ply 2: %v %q", err, out)
	}
}

// TestLogMarks: the last move keeps its check or mate mark, and an illegal swap
// written in SAN names the squares it may mean (testdata/swap.pgn, modern-swap,
// rank 1 R N B M K Q B N R).
func TestLogMarks(t *testing.T) {
	for _, tc := range []struct {
		opts ShowOptions
		want []string
	}{
		// 1. f3 e5 2. g4 Qh4#
		{ShowOptions{Log: "../../stats/testdata/archive/mismatch.pgn", Ply: 4}, []string{"Last move:        2... Qh4#\n"}},
		// game 9 of the stats fixture: 1. c4 Nc6 2. a3 Nb4 3. h3 Nc2+
		{ShowOptions{Log: "../../stats/testdata/archive/special.gc", Game: 2, GameSet: true, Ply: 6}, []string{"Last move:        3... Nc2+\n"}},
		// B=MN: the knight on b1, the minister d1 on the c1 bishop's other side
		{ShowOptions{Log: "testdata/swap.pgn", Ply: 4}, []string{
			"Last move:        2... Nb9\n",
			"Next move:        3. B=MN (illegal c1-b1: bishop_swap: the knight on b1 has moved, so the bishop on c1 cannot swap with it, rule-module)\n"}},
		// B=N: a knight beside either bishop
		{ShowOptions{Log: "testdata/swap.pgn", Game: 2, GameSet: true, Ply: 8}, []string{
			"Last move:        4... Nh9\n", "Next move:        5. B=N (illegal, c1 or g1: "}},
		// B=R: no rook beside a bishop: Black's bishops
		{ShowOptions{Log: "testdata/swap.pgn", Game: 3, GameSet: true, Ply: 1}, []string{
			"Last move:        1. B=M\n", "Next move:        1... B=R (illegal, c9 or g9: "}},
	} {
		out, _, err := run(t, tc.opts)
		if err != nil {
			t.Fatalf("%+v: %v", tc.opts, err)
		}
		for _, w := range tc.want {
			if !strings.Contains(out, w) {
				t.Errorf("%+v: output lacks %q:\n%s", tc.opts, w, out)
			}
		}
	}
}

// TestSVG checks the SVG output is one well-formed <svg> element with the last
// move shaded and, before an illegal move, its arrow (the diagram itself is
// tested in pkg/diagram).
func TestSVG(t *testing.T) {
	for _, tc := range []struct {
		opts                   ShowOptions
		marks, polygons, rings int
	}{
		{ShowOptions{Preset: "symmetric", Output: "svg"}, 0, 0, 0},
		{ShowOptions{Log: "testdata/illegal.gc", Ply: 5, Output: "svg"}, 2, 0, 0},
		{ShowOptions{Log: "testdata/illegal.gc", Ply: 6, Output: "svg"}, 2, 2, 0},
		{ShowOptions{Log: "../../../logs/modern.gc", Game: 4, GameSet: true, Ply: 30, Output: "svg"}, 2, 0, 0},
		// swap.pgn: B=MN as an arrow c1-b1; B=N (c1 or g1) and B=R (c9 or g9) as rings
		{ShowOptions{Log: "testdata/swap.pgn", Ply: 4, Output: "svg"}, 2, 2, 0},
		{ShowOptions{Log: "testdata/swap.pgn", Game: 2, GameSet: true, Ply: 8, Output: "svg"}, 2, 0, 2},
		{ShowOptions{Log: "testdata/swap.pgn", Game: 3, GameSet: true, Ply: 1, Output: "svg"}, 2, 0, 2},
	} {
		out, _, err := run(t, tc.opts)
		if err != nil {
			t.Fatalf("%+v: %v", tc.opts, err)
		}
		dec := xml.NewDecoder(strings.NewReader(out))
		dec.Strict = true
		marks, polygons, rings, roots, depth := 0, 0, 0, 0, 0
		for {
			tok, err := dec.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%+v: not XML: %v", tc.opts, err)
			}
			switch e := tok.(type) {
			case xml.StartElement:
				if depth == 0 {
					roots++
					if e.Name.Local != "svg" {
						t.Errorf("root %s", e.Name.Local)
					}
				}
				depth++
				for _, a := range e.Attr {
					if e.Name.Local == "rect" && a.Name.Local == "fill-opacity" {
						marks++
					}
					if e.Name.Local == "circle" && a.Name.Local == "stroke-dasharray" {
						rings++
					}
				}
				if e.Name.Local == "polygon" {
					polygons++
				}
			case xml.EndElement:
				depth--
			}
		}
		if roots != 1 || marks != tc.marks || polygons != tc.polygons || rings != tc.rings {
			t.Errorf("%+v: %d roots, %d shaded squares, %d polygons, %d rings; want 1, %d, %d, %d", tc.opts, roots, marks, polygons, rings, tc.marks, tc.polygons, tc.rings)
		}
	}
}

// A variant with drops shows each side's hand; one without castling or en passant
// shows no such line (Shogi has neither). The FEN's holdings [NLPp]: White a
// knight, a lance and a pawn, Black a pawn.
func TestShogiHands(t *testing.T) {
	out, _, err := run(t, ShowOptions{Preset: "shogi", FEN: "4k4/9/9/9/4P4/9/9/9/4K4[NLPp] w - - 0 1"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "In hand:          White N L P, Black P\n") {
		t.Errorf("no hands line:\n%s", out)
	}
	for _, no := range []string{"Castling:", "En passant:"} {
		if strings.Contains(out, no) {
			t.Errorf("shogi output shows %q:\n%s", no, out)
		}
	}
}
