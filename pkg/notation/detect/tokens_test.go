package detect_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/detect"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/pgn"
)

// quickTexts are move texts near the edges of SANFromTokens' rules: each word
// shape Detect does not count as SAN, next to plain SAN moves.
var quickTexts = []string{
	"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0",
	"1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6 6.Be3 e5 7.Nb3 Be6 8.f3 Be7 9.Qd2 O-O\n10.O-O-O Nbd7 11.g4 b5 1/2-1/2",
	"1. e4 e5 2. Nf3 Nc6 *",
	"1. e4 ep 2. d4", "1. e4 e.p. 2. d4", "1. e4 P 2. d4", "1. e4 CH 2. d4", "1. e4 +N 2. d4",
	"1. e4 e7-e5 2. d4", "1. e4 Q-e8 2. d4", "1. e4 c4- 2. d4", "1. e4 resign", "1. e4 e7e5 2. d4",
	"1. e4 // e5 2. d4", "1. e4 e5 2.//d4", "1. e4 a//b", "1. e4 e5; e6", "1. e4 e5-e6; Q-e6",
	"1. e4 e5}e6 2. d4", "1. e4 e5$1 2. d4", "1. e4 $1 e5", "1. e4 {c} e5", "1. e4 (1. d4) e5", "1. e4 ) e5",
	"1. e4! e5?? 2. e2e4! d4", "1. e4 !! e5 +- 2. d4 +/= e6 =", "1.2.e4 e5", "1.2. e4", "12.1-0",
	"1. e4 e5 2. Nf3 Z0 3. d4", "1. e4 d5 2. e4xd5 Qxd5", "1. e2e4 d7d5 2. e4xd5", "1. e4 e5-+ *", "1. e4-+ *", "1. Nf3+-! e5", "1. e2-e4 e7-e5+/-", "1. e4 -- 2. d4", "1. e4 0000 2. d4", "1. e4 @@@@", "1. N@f3 e5",
	"1. e4 e5 2. 0-0 0-0-0", "1. e4 e5 1–0", "1. e4 e5 ½-½", "1. e4 e5±", "1. e4 ± e5", "1.\u00a0e4\u00a0e5",
	"1.\u00a0e2-e4\u00a0e7-e5", "%escape e2-e4\n1. e4", "1. e4\n%escape\ne5", "e4 e5 [x] ]x[ \"q\" ,",
	"1. P e2-e4 e5 2. d4", "1. e4 N e5", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7\n6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7\n11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7 14. Bg5 b4 15. Nb1 h6\n16. Bh4 c5 17. dxe5 Nxe4 18. Bxe7 Qxe7 19. exd6 Qf6 20. Nbd2 Nxd6\n21. Nc4 Nxc4 22. Bxc4 Nb6 23. Ne5 Rae8 P e2-e4 24. Bxf7+ Rxf7",
}

// agrees checks SANFromTokens against Detect for lines read in a first part
// of n lines: when it reports true, Detect must give SAN. It returns its report.
func agrees(t *testing.T, what string, lines []gamefile.Line, n int) bool {
	t.Helper()
	toks, _ := pgn.Tokenize(lines[:n])
	quick := detect.SANFromTokens(lines, n, toks)
	if quick {
		if got := detect.Detect(lines); got != detect.SAN {
			t.Fatalf("%s (first part %d of %d lines): SANFromTokens reports SAN, Detect gives %s", what, n, len(lines), got)
		}
	}
	return quick
}

// agreesParts checks every first part of lines (every n for a short move
// text, a few for a long one).
func agreesParts(t *testing.T, what string, lines []gamefile.Line) (whole bool) {
	t.Helper()
	for n := 0; n <= len(lines); n++ {
		if n > 8 && n < len(lines)-2 && n%16 != 0 {
			continue
		}
		if q := agrees(t, what, lines, n); n == len(lines) {
			whole = q
		}
	}
	return whole
}

func TestSANFromTokens(t *testing.T) {
	for _, s := range quickTexts {
		agreesParts(t, s, linesOf(s))
	}
	// the plain shapes of a PGN archive are taken, a mark of anything else is not
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0", true},
		{"1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6 6.Be3 e5 7.Nb3 Be6 8.f3 Be7 9.Qd2 O-O\n10.O-O-O Nbd7 11.g4 b5 1/2-1/2", true},
		{"1. e4 !! e5 +- 2. d4 +/= e6 =", true},
		{"1. e4 e5 2. 0-0 0-0-0", true},
		{"1. e4 e.p. 2. d4", true},
		{"1. e4 ep 2. d4", false},
		{"1. e4 e5 ; comment", false},
		{"1. e4 {c} e5", false},
		{"1. e4 (1. d4) e5", false},
		{"1. e4 e5$1 2. d4", false},
		{"1. e4 e5}e6 2. d4", false},
		{"1. e4! e5", false},
		{"1. e4 e7-e5 2. d4", false},
		{"1. e4 e7e5 2. d4", false},
		{"1. e4 d5 2. e4xd5 Qxd5", false},
		{"1. e4 d5 2. exd5 Qxd5", true},
		{"1. e4 a//b", true},
		{"1. e4 //b", false},
		{"*", false},
		{"", false},
	} {
		lines := linesOf(tc.in)
		toks, _ := pgn.Tokenize(lines)
		if got := detect.SANFromTokens(lines, len(lines), toks); got != tc.want {
			t.Errorf("SANFromTokens(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
	// a first part of fewer than 40 SAN moves, the move text going on: not taken
	long := linesOf(quickTexts[len(quickTexts)-1])
	if toks, _ := pgn.Tokenize(long[:2]); detect.SANFromTokens(long, 2, toks) {
		t.Error("SANFromTokens took a first part of 20 moves of a longer move text")
	}
	// 40 SAN moves in the first part: the window ends there, what follows is not read
	if toks, _ := pgn.Tokenize(long[:4]); !detect.SANFromTokens(long, 4, toks) {
		t.Error("SANFromTokens did not take a first part of 40 SAN moves")
	}
	if detect.Detect(long) != detect.SAN {
		t.Error("Detect: the window of 40 words ends before the Game Courier word")
	}
	// lines out of file order: the window is no prefix of line numbers, not taken
	back := linesOf(quickTexts[1])
	back[0].Pos.Line, back[1].Pos.Line = 7, 2
	if toks, _ := pgn.Tokenize(back); detect.SANFromTokens(back, len(back), toks) {
		t.Error("SANFromTokens took lines whose numbers go down")
	}
}

// TestSANFromTokensFiles checks SANFromTokens against Detect on every game
// of the real files and the sample logs, for several first parts.
func TestSANFromTokensFiles(t *testing.T) {
	dir := sharedDir(t)
	var files []string
	for _, pat := range []string{"pgn/*.pgn", "pgn/tricky/*", "gc/*.gc", "gc-logs/*.txt"} {
		m, _ := filepath.Glob(filepath.Join(dir, pat))
		files = append(files, m...)
	}
	m, _ := filepath.Glob(filepath.Join("..", "..", "..", "logs", "*"))
	files = append(files, m...)
	m, _ = filepath.Glob(filepath.Join("..", "pgn", "testdata", "fuzz", "*", "*"))
	files = append(files, m...)
	games, taken := 0, 0
	for _, name := range files {
		gs, err := readGames(t, name)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range gs {
			games++
			if agreesParts(t, name, g.Movetext) {
				taken++
			}
		}
	}
	t.Logf("%d games, %d decided from their tokens", games, taken)
	if taken == 0 {
		t.Error("no game decided from its tokens")
	}
}

func FuzzSANFromTokens(f *testing.F) {
	for _, s := range quickTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		lines := linesOf(strings.ReplaceAll(s, "\r", ""))
		for n := 0; n <= len(lines); n++ {
			agrees(t, s, lines, n)
		}
	})
}
