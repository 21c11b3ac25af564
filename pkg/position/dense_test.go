package position

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/gamecourier/courier/pkg/board"
)

// TestDenseReverseMatchesEntries reads the positions of the perft table kept in
// testdata (FENs of every shipped preset and rule module, from the oracle tables)
// and plays random legal moves from each. At every position it holds the bit-set
// form of the reverse table (rayMovesTo on boards of up to 64 squares) to the
// entries it is built from (rayMovesToEntries) and to the move generator
// (MovesOfKind), for every kind and target square, and quickLegal's answer to
// making the move and testing the royal piece, for every pseudo-legal move.
func TestDenseReverseMatchesEntries(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 64))
	plies := 24
	if testing.Short() {
		plies = 6
	}
	rows, queries, moves, quick := 0, 0, 0, 0
	for _, tp := range testdataPositions(t) {
		line, r, p := tp.line, tp.r, tp.p
		rows++
		g := NewGame(p)
		for ply := 0; ply < plies; ply++ {
			denseAgrees(t, p, fmt.Sprintf("testdata/perft.tsv:%d ply %d", line, ply))
			for k := 1; k <= r.Kinds(); k++ {
				all := p.MovesOfKind(nil, k)
				for to := board.Square(0); int(to) < r.N; to++ {
					got, ok := p.rayMovesTo(nil, k, to)
					if !ok {
						continue
					}
					queries++
					// every move by the rays is one of the generator's, in its order
					var gen []Move
					for _, m := range all {
						if m.To == to && m.owner == 0 {
							gen = append(gen, m)
						}
					}
					if len(r.hooks.movesKind[k]) == 0 && !slices.Equal(got, gen) {
						t.Fatalf("testdata/perft.tsv:%d ply %d (%s), kind %c to %s: reverse table %v, generator %v",
							line, ply, p.FEN(), r.KindLetter(k), r.G.Name(to), p.Coords(got), p.Coords(gen))
					}
				}
			}
			for _, m := range p.PseudoLegalMoves(nil) {
				moves++
				if ok, known := p.quickLegal(&m); known {
					quick++
					if want := p.leavesRoyalSafe(m); ok != want {
						t.Fatalf("testdata/perft.tsv:%d ply %d (%s), %s: quickLegal %v, make and test %v",
							line, ply, p.FEN(), p.Coord(m), ok, want)
					}
				}
			}
			legal := p.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			g.Play(legal[rng.IntN(len(legal))])
		}
	}
	if rows < 100 || queries == 0 || quick == 0 {
		t.Fatalf("only %d positions, %d reverse-table queries, %d quick legality answers", rows, queries, quick)
	}
	t.Logf("%d start positions: %d reverse-table queries, %d pseudo-legal moves, %d quick legality answers", rows, queries, moves, quick)
}

// TestBetweenTable holds the shared table of squares between an origin and a
// target (revTable.btw) to a hand calculation on the 8x8 chess board: for two
// squares on one rank, file or diagonal with squares between, the squares
// between them; for any other pair (a knight's leap, a king's step, or no
// line) none.
func TestBetweenTable(t *testing.T) {
	r := presetRules(t, "chess")
	btw := r.reverse().btw
	if len(btw) != 64*64 {
		t.Fatalf("between table of %d entries, want 64*64", len(btw))
	}
	abs := func(x int) int { return max(x, -x) }
	sign := func(x int) int {
		switch {
		case x < 0:
			return -1
		case x > 0:
			return 1
		}
		return 0
	}
	for f0 := range 8 {
		for r0 := range 8 {
			for f1 := range 8 {
				for r1 := range 8 {
					df, dr := f1-f0, r1-r0
					var want uint64
					if (df == 0 || dr == 0 || abs(df) == abs(dr)) && max(abs(df), abs(dr)) > 1 {
						sf, sr := sign(df), sign(dr)
						for f, rk := f0+sf, r0+sr; f != f1 || rk != r1; f, rk = f+sf, rk+sr {
							want |= 1 << uint(r.G.Sq(f, rk))
						}
					}
					a, b := r.G.Sq(f0, r0), r.G.Sq(f1, r1)
					if got := btw[int(a)*64+int(b)]; got != want {
						t.Fatalf("between %s and %s: %#x, want %#x", r.G.Name(a), r.G.Name(b), got, want)
					}
				}
			}
		}
	}
}

// TestDenseClash gives the white pawn's double step of chess another lame leg (the
// square beside the one it passes, so that the step from e2 to e4 needs d3 empty
// where the rook's move needs e3): the two entries from e2 to e4 then disagree,
// the shared table keeps none for that pair, and the bit sets send such origins to
// the entries. In random games of that variant the bit sets still give what the
// entries give, for every kind and target.
func TestDenseClash(t *testing.T) {
	r := presetRules(t, "chess")
	pawn := r.KindOf('P')
	g := r.G
	changed := 0
	for s := range r.gen[0][pawn] {
		if g.Rank(board.Square(s)) != 1 {
			continue
		}
		for i := range r.gen[0][pawn][s] {
			ry := &r.gen[0][pawn][s][i]
			if len(ry.block) == 1 && ry.double != board.NoSquare {
				f := g.File(ry.block[0])
				if f == 0 {
					f = 2
				}
				ry.block = []board.Square{g.Sq(f-1, g.Rank(ry.block[0]))}
				changed++
			}
		}
	}
	if changed != 8 {
		t.Fatalf("%d double steps changed, want the 8 of the second rank", changed)
	}
	e2, e4 := g.Sq(4, 1), g.Sq(4, 3)
	if got := r.reverse().btw[int(e2)*r.N+int(e4)]; got != 0 {
		t.Fatalf("between e2 and e4: %#x, want none (the entries disagree)", got)
	}
	rng := rand.New(rand.NewPCG(8, 9))
	for game := 0; game < 6; game++ {
		p := r.Start()
		gm := NewGame(p)
		for ply := 0; ply < 30; ply++ {
			denseAgrees(t, p, fmt.Sprintf("game %d ply %d", game, ply))
			legal := p.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			gm.Play(legal[rng.IntN(len(legal))])
		}
	}
}

// denseAgrees holds rayMovesTo (the bit sets on boards of up to 64 squares) to
// rayMovesToEntries (the entries they are built from) in p, for every kind and
// target square; a kind the reverse table does not hold (noRev) must be refused.
// where names the position in a failure.
func denseAgrees(t *testing.T, p *Position, where string) {
	t.Helper()
	r := p.R
	for k := 1; k <= r.Kinds(); k++ {
		for to := board.Square(0); int(to) < r.N; to++ {
			got, ok := p.rayMovesTo(nil, k, to)
			want, wok := p.rayMovesToEntries(nil, k, to)
			if r.noRev&(1<<k) != 0 {
				want, wok = nil, false
			}
			if ok != wok || !slices.Equal(got, want) {
				t.Fatalf("%s (%s), kind %c to %s: bit sets %v (%v), entries %v (%v)",
					where, p.FEN(), r.KindLetter(k), r.G.Name(to), p.Coords(got), ok, p.Coords(want), wok)
			}
		}
	}
}
