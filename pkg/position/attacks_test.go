package position

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/gamecourier/courier/pkg/betza"
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// The variants whose attacks are partly off the attack rays (attacks.go): lame
// leapers and region kinds (Xiangqi, Minixiangqi), cannons (Xiangqi, Shako),
// grasshoppers, the flying general.
var specialPresets = []string{"xiangqi", "minixiangqi", "grasshopper", "shako"}

// TestSpecialKeepsShortcut: in these variants every attack is expressed by the
// attack rays or the special tables, so no kind is left to the walk over the
// attackers' rays and the legality shortcut stays on for both sides; chess has
// no special attacks.
func TestSpecialKeepsShortcut(t *testing.T) {
	for _, name := range specialPresets {
		r := presetRules(t, name)
		for c := rules.White; c <= rules.Black; c++ {
			if r.slow[c] || len(r.slowKinds[c]) > 0 {
				t.Errorf("%s: colour %d keeps slow kinds %v", name, c, r.slowKinds[c])
			}
			if !r.special[c] {
				t.Errorf("%s: colour %d has no special attacks", name, c)
			}
			if !r.hooks.shortcut[c] {
				t.Errorf("%s: the legality shortcut is off for colour %d", name, c)
			}
		}
	}
	if r := handChess(t); r.special[rules.White] || r.special[rules.Black] {
		t.Error("chess has special attacks")
	}
}

// refAttacked is the attack test written from the rules alone: s is attacked by
// colour by when some piece of by, walking its own capture rays from its square
// (lame legs, 'i' moves and regions as its move rays have them), reaches s with
// every square before it empty, or hops onto s over exactly one piece (a
// grasshopper: the piece just before s); with the flying general rule, when s
// is the other side's royal square, by's royal piece on s's file with nothing
// between attacks it too.
func refAttacked(p *Position, s board.Square, by rules.Color) bool {
	r := p.R
	for f := 0; f < r.N; f++ {
		pc := p.board[f]
		if pc == Empty || pc.Color() != by {
			continue
		}
		if refRays(p, board.Square(f), pc, s) || r.hops[by][pc.Kind()] != nil && refHops(p, board.Square(f), pc, s) {
			return true
		}
	}
	return r.flying && s == p.king[by.Other()] && refFacing(p, p.king[by], s)
}

// refRays: the piece pc on f reaches s along one of its capture rays.
func refRays(p *Position, f board.Square, pc Piece, s board.Square) bool {
	for _, ry := range p.R.gen[pc.Color()][pc.Kind()][f] {
		if !ry.capture || ry.initial && !p.initialOK(f, pc) || !p.clear(ry.block) {
			continue
		}
		for _, t := range ry.sqs {
			if t == s {
				return true
			}
			if p.board[t] != Empty {
				break
			}
		}
	}
	return false
}

// refHops: the hopper pc on f reaches s over exactly one piece (a grasshopper:
// the piece just before s).
func refHops(p *Position, f board.Square, pc Piece, s board.Square) bool {
	for _, ry := range p.R.hops[pc.Color()][pc.Kind()][f] {
		if !ry.capture {
			continue
		}
		screens := 0
		for i, t := range ry.sqs {
			if t == s {
				if screens == 1 && (ry.hop != betza.HopGrasshopper || i > 0 && p.board[ry.sqs[i-1]] != Empty) {
					return true
				}
				break
			}
			if p.board[t] != Empty {
				screens++
			}
			if screens > 1 {
				break
			}
		}
	}
	return false
}

// refFacing: the royal squares k and s are on one file with nothing between.
func refFacing(p *Position, k, s board.Square) bool {
	g := p.R.G
	if k == board.NoSquare || g.File(k) != g.File(s) {
		return false
	}
	for t := min(k, s) + board.Square(g.Files); t < max(k, s); t += board.Square(g.Files) {
		if p.board[t] != Empty {
			return false
		}
	}
	return true
}

// TestSpecialAttacksAgainstRules compares Attacked (the attack rays and the
// special tables) with refAttacked on every square for both colours, and the
// legal moves (the legality shortcut with the special pins and danger squares)
// with the pseudo-legal moves that leave the royal piece unattacked by
// refAttacked, over positions of random games (a fixed seed; captures first
// half the time, so that lines open).
func TestSpecialAttacksAgainstRules(t *testing.T) {
	for _, name := range specialPresets {
		r := presetRules(t, name)
		rng := rand.New(rand.NewPCG(29, uint64(len(name))))
		positions := 0
		for game := 0; game < 12; game++ {
			p := r.Start()
			for ply := 0; ply < 120; ply++ {
				checkSpecialPosition(t, name, p)
				positions++
				ms := p.LegalMoves(nil)
				if len(ms) == 0 {
					break
				}
				m := ms[rng.IntN(len(ms))]
				if rng.IntN(2) == 0 {
					m = captureFirst(ms, rng.IntN(len(ms)))
				}
				p.Make(m)
			}
		}
		if positions < 500 {
			t.Errorf("%s: only %d positions checked", name, positions)
		}
	}
}

func checkSpecialPosition(t *testing.T, name string, p *Position) {
	t.Helper()
	for c := rules.White; c <= rules.Black; c++ {
		for s := board.Square(0); int(s) < p.R.N; s++ {
			if got, want := p.Attacked(s, c), refAttacked(p, s, c); got != want {
				t.Fatalf("%s %s: Attacked(%s, %d) = %v, the rules say %v", name, p.FEN(), p.R.G.Name(s), c, got, want)
			}
		}
	}
	us := p.side
	var want []string
	for _, m := range p.PseudoLegalMoves(nil) {
		p.Make(m)
		k := p.king[us]
		if k == board.NoSquare || !refAttacked(p, k, us.Other()) {
			p.Unmake()
			want = append(want, p.Coord(m))
			continue
		}
		p.Unmake()
	}
	var got []string
	for _, m := range p.LegalMoves(nil) {
		got = append(got, p.Coord(m))
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("%s %s: legal moves %v, the rules say %v", name, p.FEN(), got, want)
	}
	if n := p.countLegal(); n != len(want) {
		t.Fatalf("%s %s: countLegal %d, the rules say %d", name, p.FEN(), n, len(want))
	}
	for _, m := range p.PseudoLegalMoves(nil) {
		if p.IsLegal(m) != slices.Contains(want, p.Coord(m)) {
			t.Fatalf("%s %s: IsLegal(%s) = %v", name, p.FEN(), p.Coord(m), p.IsLegal(m))
		}
	}
}
