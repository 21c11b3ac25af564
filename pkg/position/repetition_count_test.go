package position_test

import (
	"math/rand"
	"testing"

	"github.com/gamecourier/courier/pkg/position"
)

// Game's repetition count (a filter of the keys seen, a scan of every second key,
// a map past the scanned window) against the plain definition: how many of the
// positions since the last irreversible ply (halfmove clock 0) have the current
// repetition key, counted by the test over every key it kept. Seeded random games
// that mostly shuffle their pieces back and forth (a side takes back its previous
// move whenever it can), so that positions recur often and quiet stretches run past
// the scanned window; the test fails unless it saw both.
func TestRepetitionCountsMatchDefinition(t *testing.T) {
	for _, name := range []string{"chess", "crazyhouse", "modern", "shogi", "xiangqi", "atomic", "symmetric", "capablanca"} {
		t.Run(name, func(t *testing.T) {
			v := clVariant(t, name)
			v.End.Repetition.Automatic = 0
			v.End.MoveRule.Automatic = 0
			r := clCompile(t, v)
			rng := rand.New(rand.NewSource(7))
			maxReps, maxWindow := 0, 0
			for game := 0; game < 6; game++ {
				g := position.NewGame(r.Start())
				keys := []uint64{g.P.RepetitionKey()}
				var hist []position.Move
				for ply := 0; ply < 400; ply++ {
					legal := g.Legal()
					if len(legal) == 0 || g.AutoStatus().Over() {
						break
					}
					m := legal[rng.Intn(len(legal))]
					back := false
					if n := len(hist); n >= 2 && rng.Intn(4) > 0 {
						// take back this side's previous move when it is legal
						prev := hist[n-2]
						for _, x := range legal {
							if x.From == prev.To && x.To == prev.From && !x.Capture() && x.Promo == 0 {
								m, back = x, true
								break
							}
						}
					}
					if !back && rng.Intn(10) > 0 {
						// otherwise mostly a quiet move, so the window grows
						for i := 0; i < 8 && (m.Capture() || g.P.DropKind(m) != 0); i++ {
							m = legal[rng.Intn(len(legal))]
						}
					}
					g.Play(m)
					hist = append(hist, m)
					if g.P.HalfmoveClock() == 0 {
						keys = keys[:0]
					}
					k := g.P.RepetitionKey()
					keys = append(keys, k)
					want := 0
					for _, x := range keys {
						if x == k {
							want++
						}
					}
					if got := g.AutoStatus().Repetitions; got != want {
						t.Fatalf("game %d ply %d (%s): repetitions %d, want %d", game, ply+1, g.P.FEN(), got, want)
					}
					maxReps, maxWindow = max(maxReps, want), max(maxWindow, len(keys))
				}
			}
			if maxReps < 3 || maxWindow <= 64 {
				t.Errorf("the games reached %d repetitions and %d positions without an irreversible ply; want at least 3 and more than 64", maxReps, maxWindow)
			}
		})
	}
}

// A hand-built cycle of three moves a side: the rooks go a1-a3-a2-a1 and a8-a6-a7-a8,
// so the position after ply j is the one after ply j-6, and the six positions of a
// cycle differ (after ply 5 White's rook is home, Black's on a7). By hand, the
// position after ply j has occurred j/6+1 times (integer division); a repeat comes
// six plies later, not four, and the game runs past the 64 positions counted by a
// scan. The automatic ends are off, so the counts go on.
func TestRepetitionCountsThreeMoveCycle(t *testing.T) {
	v := clVariant(t, "chess")
	v.End.Repetition.Automatic = 0
	v.End.MoveRule.Automatic = 0
	g := position.NewGame(clPos(t, clCompile(t, v), "r3k3/8/8/8/8/8/8/R3K3 w - - 0 1"))
	cycle := []string{"a1a3", "a8a6", "a3a2", "a6a7", "a2a1", "a7a8"}
	for j := 1; j <= 150; j++ {
		clGamePlay(t, g, cycle[(j-1)%6])
		if got, want := g.AutoStatus().Repetitions, j/6+1; got != want {
			t.Fatalf("ply %d: repetitions %d, want %d", j, got, want)
		}
		if claim := g.AutoStatus().RepetitionClaim; claim != (j/6+1 >= 3) {
			t.Fatalf("ply %d: threefold claim %v with %d repetitions", j, claim, j/6+1)
		}
		// nothing to claim before the third occurrence (the 50-move claim comes at
		// ply 100, halfmove clock 100)
		if quiet := g.Quiet(); quiet != (j/6+1 < 3 && j < 100) {
			t.Fatalf("ply %d: quiet %v with %d repetitions", j, quiet, j/6+1)
		}
		if j == 100 && !g.AutoStatus().MoveRuleClaim {
			t.Fatalf("ply 100: no 50-move claim")
		}
	}
}
