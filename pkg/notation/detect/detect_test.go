package detect_test

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/detect"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
)

func linesOf(s string) []gamefile.Line {
	var out []gamefile.Line
	for i, part := range strings.Split(s, "\n") {
		if part != "" {
			out = append(out, gamefile.Line{Text: part, Pos: diag.Pos{Line: i + 1, Col: 1}})
		}
	}
	return out
}

func TestDetect(t *testing.T) {
	tests := []struct {
		in   string
		want detect.Notation
	}{
		{"", detect.Unknown},
		{"*", detect.Unknown},
		{"{ only a comment } 1-0", detect.Unknown},
		// SAN.
		{"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0", detect.SAN},
		{"1.e4 Nf6 2.e5 Nd5 3.d4 d6 4.Nf3 Bg4 5.Bc4 e6 6.O-O Nb6", detect.SAN},
		{"1. e4 ; P e2-e4 in a comment\n1... e5", detect.SAN},
		{"1. e4 { e2-e4; e7-e5 } e5 2. Nf3", detect.SAN},
		{"1. 0-0 Kd7 2. b8Q Ke6 3. Qb3+ *", detect.SAN},
		{"1. e4 -- 2. d4 Z0 3. Nc3 *", detect.SAN},
		{"1. e4 N 2. Nf3", detect.SAN},
		// Long algebraic mixed with SAN shapes: SAN reads them all.
		{"1. e2-e4 e7e5 2. Ng1f3 Nb8-c6 3. Bf1-b5 *", detect.SAN},
		{"1. e2e4 e5 2. g1f3", detect.SAN},
		// Game Courier.
		{"1. P d2-d4  1... n g8-f6\n2. N g1-f3", detect.GameCourier},
		{"c2-c4 d7-d6 f2-f4 g7-g6 P d2-d4", detect.GameCourier},
		{"e1-g1; h1-f1", detect.GameCourier},
		{"K e1-g1; R h1-f1", detect.GameCourier},
		{"b7-b8; Q-b8 b6-b8", detect.GameCourier},
		{"35. a3-d3 // White resigned", detect.GameCourier},
		{"e2-e4 e7-e5 resign", detect.GameCourier},
		{"N 7g-5e; +N-dest 7c-7d", detect.GameCourier},
		{"c4- @-c5", detect.GameCourier},
		// Every move square-dash-square: Game Courier (long algebraic too).
		{"1. e2-e4 e7-e5 2. g1-f3", detect.GameCourier},
		{"e2-e10 a10-a9", detect.GameCourier},
		{"1.\u00a0e2-e4\u00a0e7-e5", detect.GameCourier},
		{"1.\u00a0e4\u00a0e5", detect.SAN},
		// Square-dash-square with a sign of PGN (a brace or ';' comment, a NAG,
		// a variation): long algebraic SAN, as pgn-extract -Wlalg writes it.
		{"1. e2-e4 {best by test} e7-e5 2. g1-f3", detect.SAN},
		{"1. e2-e4 e7-e5 2. g1-f3 $1 b8-c6", detect.SAN},
		{"1. e2-e4 e7-e5 (1... c7-c5) 2. g1-f3", detect.SAN},
		{"1. e2-e4 e7-e5 ; Ruy Lopez next\n2. g1-f3", detect.SAN},
		{"1. e2-e4 e7-e5 2. e5xd4", detect.SAN},
		// Square, 'x', square is a coordinate move with a capture mark
		// ("xd6" is no square): coordinates among coordinate moves and alone,
		// SAN among SAN moves, and among dash moves as above.
		{"1. e5xd6", detect.Coordinate},
		{"e5xd6", detect.Coordinate},
		{"1. e2e4 d7d5 2. e4xd5", detect.Coordinate},
		{"1. e2e4 d7d5 2. e4xd5+ d8xd5 3. e1h1", detect.Coordinate},
		{"1. c3c4 g7g6 2. b2xh8+ g9h8", detect.Coordinate},
		{"7g7f 3c3d 8hx2b+", detect.Coordinate},
		{"1. e4 d5 2. e4xd5", detect.SAN},
		{"1. e2e4 d7d5 2. Nb1xc3", detect.SAN},
		{"1. e2e4 d7d5 2. e4xd5=Q", detect.SAN},
		// An evaluation glyph glued to a move ("e5-+", "Bb5+/-?"), as the PGN
		// tokenizer reads it: the move's shape, and a SAN one in a game of one
		// or two plies too ("e5-" alone would be a removal); never Game
		// Courier's, whose commands carry none.
		{"1. e4 e5-+ *", detect.SAN},
		{"1. e4-+ *", detect.SAN},
		{"1. e4+/- *", detect.SAN},
		{"1. e4 e5!-+ *", detect.SAN},
		{"1. e4 e5 2. Bb5+/-? *", detect.SAN},
		{"1. Nf3+-! *", detect.SAN},
		{"1. e2e4 e7e5-+ *", detect.Coordinate},
		{"1. e2-e4 e7-e5+/- *", detect.SAN},
		// ... but a ';' between commands is Game Courier's joiner.
		{"e5-d6; capture d5", detect.GameCourier},
		{"e1-g1; R h1-f1 e8-g8", detect.GameCourier},
		// Coordinate, check and mate marks included.
		{"1. f2f3 e7e5 2. g2g4 d8h4# 0-1", detect.Coordinate},
		{"e2e4 d7d5 e4d5 d8d5 b1c3 d5e5+ f1e2 e7e8q+", detect.Coordinate},
		{"g1f3 c7c5 e2e4 d7d6 1/2-1/2", detect.Coordinate},
		{"d7d8R 1-0", detect.Coordinate},
		{"e10e9 a9a10 e7e8q d4e5&d6&f6", detect.Coordinate},
		{"e1h1 e8a8", detect.Coordinate},
	}
	for _, tc := range tests {
		if got := detect.Detect(linesOf(tc.in)); got != tc.want {
			t.Errorf("Detect(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

func TestNotationString(t *testing.T) {
	for n, want := range map[detect.Notation]string{detect.Unknown: "unknown", detect.GameCourier: "gc",
		detect.SAN: "san", detect.Coordinate: "coord", 9: "unknown"} {
		if got := n.String(); got != want {
			t.Errorf("%d.String() = %q, want %q", n, got, want)
		}
	}
}

func sharedDir(t testing.TB) string {
	t.Helper()
	dir := filepath.Join("..", "..", "..", "..", "shared")
	if _, err := os.Stat(filepath.Join(dir, "pgn")); err != nil {
		t.Skipf("real game files not present (%s/pgn): %v", dir, err)
	}
	return dir
}

// TestRealFiles: every game of each file has the notation it is written in.
func TestRealFiles(t *testing.T) {
	dir := sharedDir(t)
	tests := []struct {
		file string
		want []detect.Notation // one per game; the last repeats
	}{
		{"pgn/Carlsen.pgn", []detect.Notation{detect.SAN}},
		{"pgn/Korchnoi.pgn", []detect.Notation{detect.SAN}},
		{"gc/carlsen-400.gc", []detect.Notation{detect.GameCourier}},
		{"pgn/tricky/pc-uci-moves.pgn", []detect.Notation{detect.Coordinate}},
		{"pgn/tricky/pe-test-promotion-in.pgn", []detect.Notation{detect.Coordinate}},
		{"pgn/tricky/own-notation-variants.pgn", []detect.Notation{detect.SAN}},
		{"pgn/tricky/pc-utf8-bom.pgn", []detect.Notation{detect.Unknown}},
		{"pgn/tricky/pc-saturs-jannlee-zh-lichess.pgn", []detect.Notation{detect.SAN}},
		{"pgn/tricky/pc-cutechess-fischerrandom.pgn", []detect.Notation{detect.SAN}},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			games, err := readGames(t, filepath.Join(dir, tc.file))
			if err != nil {
				t.Skip(err)
			}
			for i, g := range games {
				want := tc.want[min(i, len(tc.want)-1)]
				if got := detect.Detect(g.Movetext); got != want {
					t.Errorf("game %d (%v): %s, want %s", g.Index, g.Start, got, want)
				}
			}
		})
	}
}

func TestDetectAllocates(t *testing.T) {
	lines := linesOf("1. P d2-d4  1... n g8-f6 {x}\n2. Nf3 Resign e1-g1; h1-f1 // c\ne2e4")
	if n := testing.AllocsPerRun(100, func() { detect.Detect(lines) }); n != 0 {
		t.Errorf("Detect allocates %v times per call", n)
	}
}

// TestRealGameCourierLogs: the moves of the real Game Courier logs of
// ../shared/gc-logs ("mv is X," lines, one ply each, labels present or not),
// read as one game's move text, are Game Courier text.
func TestRealGameCourierLogs(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "..", "..", "shared", "gc-logs", "*.txt"))
	if len(files) == 0 {
		t.Skip("../shared/gc-logs is absent")
	}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		var moves []string
		for _, l := range strings.Split(string(data), "\n") {
			if mv, ok := strings.CutPrefix(l, "mv is "); ok {
				mv, _, _ = strings.Cut(mv, ",")
				moves = append(moves, mv)
			}
		}
		if len(moves) == 0 {
			continue
		}
		if got := detect.Detect(linesOf(strings.Join(moves, " "))); got != detect.GameCourier {
			t.Errorf("%s: %s, want gc", name, got)
		}
	}
}

// readGames reads every game of the file at path (its games named by path); the
// error is the one of opening it, and a read error fails tb.
func readGames(tb testing.TB, path string) ([]*gamefile.RawGame, error) {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var games []*gamefile.RawGame
	rd := gamefile.NewReader(f, path)
	for {
		g, err := rd.Next()
		if err == io.EOF {
			return games, nil
		}
		if err != nil {
			tb.Fatal(err)
		}
		games = append(games, g)
	}
}
