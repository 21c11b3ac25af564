package position

import (
	"math/rand/v2"
	"testing"
)

// Two shortcuts against the full computation, along seeded random games of every
// shipped preset: moduleKey skips a module whose traits.keyOn holds no unmoved
// piece, and its key is the plain XOR of every key hook (placement drops kings and
// rooks that may castle, so rights appear during play there); HasLegalMove tries
// the kinds with few moves first, and says whether LegalMoves has any.
func TestShortcutsMatchFullComputation(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 11))
	ended := 0
	for _, sv := range shippedRules(t) {
		name, r := sv.name, sv.r
		nonZero := 0
		for game := 0; game < 4; game++ {
			p := r.Start()
			for ply := 0; ply < 60; ply++ {
				var want uint64
				for _, md := range r.hooks.key {
					want ^= md.key(p)
				}
				if got := p.moduleKey(); got != want {
					t.Fatalf("%s game %d ply %d (%s): module key %x, every hook asked %x", name, game, ply, p.FEN(), got, want)
				}
				if want != 0 {
					nonZero++
				}
				legal := p.LegalMoves(nil)
				if has := p.HasLegalMove(); has != (len(legal) > 0) {
					t.Fatalf("%s game %d ply %d (%s): HasLegalMove %v, %d legal moves", name, game, ply, p.FEN(), has, len(legal))
				}
				if len(legal) == 0 {
					ended++
					break
				}
				p.Make(legal[rng.IntN(len(legal))])
			}
		}
		if r.castle != nil && nonZero == 0 {
			t.Errorf("%s: castling, yet the module key was never set", name)
		}
	}
	if ended == 0 {
		t.Error("no random game reached a position without legal moves")
	}
}
