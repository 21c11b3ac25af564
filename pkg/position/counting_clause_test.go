package position_test

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/position"
)

// The counting rules of the makruk family (Fairy-Stockfish's countingRule,
// position.cpp count_limit and do_move; Thai makruk's "board's honour" and
// "pieces' honour", Cambodian and ASEAN counting): a count starts when the
// weaker side qualifies, runs one per ply, and draws once it passes its limit.
// The FEN carries the limit in the en passant field and the count in the halfmove
// field, as Fairy-Stockfish writes them. Counts worked out by hand.
func TestCountingRules(t *testing.T) {
	// White's rook d1 takes Black's last piece, the knight d2: a bare king
	// against two rooks. Makruk: 8 moves (16 plies), the count starting at twice
	// the pieces on the board (4): 8; Cambodian: 7 moves (14 plies), also from 8;
	// ASEAN: 16 moves (32 plies), from 0.
	const fen = "4k3/8/8/8/8/8/3n4/R2RK3 w - - 0 1"
	var shuffle []string // the kings step to and fro
	for len(shuffle) < 40 {
		shuffle = append(shuffle, "e8f8", "e1f1", "f8e8", "f1e1")
	}
	for _, c := range []struct {
		preset, after    string
		limit, start, at int // the limit and first count in plies; the ply of the draw
	}{
		{"makruk", "4k3/8/8/8/8/8/3R4/R3K3 b - 16 8 1", 16, 8, 9},
		{"cambodian", "4k3/8/8/8/8/8/3R4/R3K3 b - 14 8 1", 14, 8, 7},
		{"asean", "4k3/8/8/8/8/8/3R4/R3K3 b - 32 0 1", 32, 0, 33},
	} {
		g := position.NewGame(clPos(t, clRules(t, c.preset), fen))
		clGamePlay(t, g, "d1d2")
		if got := g.P.FEN(); got != c.after {
			t.Errorf("%s: FEN after Rxd2 %q, want %q", c.preset, got, c.after)
		}
		if l, n := g.P.Counting(); l != c.limit || n != c.start {
			t.Errorf("%s: count %d of %d, want %d of %d", c.preset, n, l, c.start, c.limit)
		}
		for i := 1; i <= c.at; i++ {
			clGamePlay(t, g, shuffle[i-1])
			st := g.Status()
			if over := st.Termination == position.Counting; over != (i == c.at) {
				t.Errorf("%s: after %d plies: %v %s (count %v), want the counting draw only after %d", c.preset, i, st.Termination, st.Result, clField(g.P.FEN(), 4), c.at)
				break
			}
			if i == c.at && st.Result != "1/2-1/2" {
				t.Errorf("%s: counting end %s, want 1/2-1/2", c.preset, st.Result)
			}
		}
	}
	// the board's honour (makruk): no pawn left, Black with a king and a knight,
	// White stronger: after any move a count of 64 moves (128 plies) starts at 0
	p := clPos(t, clRules(t, "makruk"), fen)
	clPlay(t, p, "a1a2")
	if got, want := p.FEN(), "4k3/8/8/8/8/8/R2n4/3RK3 b - 128 0 1"; got != want {
		t.Errorf("board's honour: %q, want %q", got, want)
	}
	// a FEN's count is read back: limit 16, 8 plies counted
	p = clPos(t, clRules(t, "makruk"), "4k3/8/8/8/8/8/3R4/R3K3 b - 16 8 1")
	if l, n := p.Counting(); l != 16 || n != 8 || p.HalfmoveClock() != 0 {
		t.Errorf("FEN count: %d of %d, halfmove %d; want 8 of 16, 0", n, l, p.HalfmoveClock())
	}
	// with pawns on the board, no count (makruk)
	p = clPos(t, clRules(t, "makruk"), "4k3/8/8/p7/8/8/3n4/R2RK3 w - - 0 1")
	clPlay(t, p, "d1d2")
	if l, _ := p.Counting(); l != 0 {
		t.Errorf("a pawn on the board: limit %d, want no count", l)
	}
}

// The final positions of the oracle games of the makruk family, whole (the
// counting limit in the en passant field and the count in the halfmove field
// included), as Fairy-Stockfish wrote them.
func TestCountingOracleFEN(t *testing.T) {
	for _, c := range []struct{ dir, variant string }{
		{"fsf-variants", "makruk"}, {"fsf-variants", "sittuyin"}, {"fsf-variants-all", "asean"},
		{"fsf-variants-all", "ai-wok"}, {"fsf-variants-all", "makpong"}, {"fsf-variants-all", "cambodian"},
	} {
		file := filepath.Join(sharedDir, c.dir, "games-"+c.variant+".jsonl")
		f, err := os.Open(file)
		if err != nil {
			t.Skipf("%s not found: the shared oracle games are not checked out beside this repository", file)
		}
		r := clRules(t, c.variant)
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<22)
		n := 0
		for sc.Scan() {
			var gm fsfVarGame
			if err := json.Unmarshal(sc.Bytes(), &gm); err != nil {
				t.Fatal(err)
			}
			if gm.Corrupted {
				continue
			}
			p := clPos(t, r, gm.StartFEN)
			for _, mv := range gm.Moves {
				m, ok := find(p, p.LegalMoves(nil), mv)
				if !ok {
					t.Fatalf("%s: %s not legal", gm.ID, mv)
				}
				p.Make(m)
			}
			got, want := strings.Fields(p.FEN()), strings.Fields(gm.FinalFEN)
			got[0], want[0] = sortedHand(got[0]), sortedHand(want[0])
			if strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("%s: final FEN %q, Fairy-Stockfish %q", gm.ID, p.FEN(), gm.FinalFEN)
			}
			n++
		}
		f.Close()
		t.Logf("%s: %d games", c.variant, n)
	}
}
