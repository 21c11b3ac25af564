package position

import (
	"math/rand/v2"
	"testing"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// TestDropMoveMatchesDrops: in every shipped preset with drops, over positions
// of random games (a fixed seed), DropMove builds a drop of a kind onto a square
// exactly when the generated drops (Drops, whose counts the Fairy-Stockfish
// perft tables check) hold one, the same move; when they hold none but the
// piece is in hand and the square empty, it names the rule (not DropAllowed).
// PromotedDropMove likewise builds the drop as the promoted type exactly when
// the generated drops hold one (Kyoto and Micro Shogi).
func TestDropMoveMatchesDrops(t *testing.T) {
	tested := 0
	for _, sv := range shippedRules(t) {
		r := sv.r
		if !r.HasDrops() {
			continue
		}
		tested++
		rng := rand.New(rand.NewPCG(29, uint64(r.N)))
		p := r.Start()
		for ply := 0; ply < 80; ply++ {
			for k := 1; k <= r.Kinds(); k++ {
				for s := board.Square(0); int(s) < r.N; s++ {
					checkDropMove(t, sv.name, p, k, s)
				}
			}
			ms := p.LegalMoves(nil)
			if len(ms) == 0 {
				break
			}
			p.Make(captureFirst(ms, rng.IntN(len(ms))))
		}
	}
	if tested < 3 {
		t.Errorf("%d presets with drops, want crazyhouse, shogi, minishogi and more", tested)
	}
}

func checkDropMove(t *testing.T, name string, p *Position, k int, s board.Square) {
	t.Helper()
	var gen, promoted []Move
	for _, m := range p.Drops(nil, k, s) {
		if m.Promo != 0 {
			promoted = append(promoted, m) // dropped as its promoted type (rules.Drops.Promoted)
		} else {
			gen = append(gen, m)
		}
	}
	pm, pok := p.PromotedDropMove(k, s)
	switch {
	case len(promoted) > 1:
		t.Fatalf("%s %s: %d promoted drops of kind %d on %s", name, p.FEN(), len(promoted), k, p.R.G.Name(s))
	case pok != (len(promoted) == 1):
		t.Fatalf("%s %s: PromotedDropMove(%d, %s) ok=%v, %d promoted drops generated", name, p.FEN(), k, p.R.G.Name(s), pok, len(promoted))
	case pok && pm != promoted[0]:
		t.Fatalf("%s %s: PromotedDropMove(%d, %s) = %+v, generated %+v", name, p.FEN(), k, p.R.G.Name(s), pm, promoted[0])
	}
	m, ref, ok := p.DropMove(k, s)
	switch {
	case len(gen) > 1:
		t.Fatalf("%s %s: %d drops of kind %d on %s", name, p.FEN(), len(gen), k, p.R.G.Name(s))
	case ok != (len(gen) == 1):
		t.Fatalf("%s %s: DropMove(%d, %s) ok=%v, %d drops generated", name, p.FEN(), k, p.R.G.Name(s), ok, len(gen))
	case ok && m != gen[0]:
		t.Fatalf("%s %s: DropMove(%d, %s) = %+v, generated %+v", name, p.FEN(), k, p.R.G.Name(s), m, gen[0])
	case !ok && p.Hand(p.side, k) > 0 && p.board[s] == Empty && ref == rules.DropAllowed:
		t.Fatalf("%s %s: DropMove(%d, %s) refused without a rule", name, p.FEN(), k, p.R.G.Name(s))
	}
}

// TestDropMoveRefusals: Shogi's drop rules named by DropMove (hand-made
// positions): a second unpromoted pawn on a file (nifu), a pawn on the last
// rank (it could never move), and an allowed pawn drop; an occupied square and
// a piece not in hand are no drop and no rule.
func TestDropMoveRefusals(t *testing.T) {
	r := presetRules(t, "shogi")
	// White (sente) holds a pawn; its pawn stands on e3 (file e).
	p, err := r.ParseFEN("4k4/9/9/9/9/9/4P4/9/4K4[P] w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	pawn := r.KindOf('P')
	g := r.G
	if _, ref, ok := p.DropMove(pawn, sq(t, g, "e5")); ok || ref != rules.DropFile {
		t.Errorf("pawn drop on e5 beside the pawn e3: ok=%v refusal %q, want nifu (file)", ok, ref)
	}
	if _, ref, ok := p.DropMove(pawn, sq(t, g, "d9")); ok || ref != rules.DropImmobile {
		t.Errorf("pawn drop on the last rank: ok=%v refusal %q, want immobile", ok, ref)
	}
	if m, _, ok := p.DropMove(pawn, sq(t, g, "d5")); !ok || m.To != sq(t, g, "d5") || p.DropKind(m) != pawn {
		t.Errorf("pawn drop on d5: ok=%v %+v", ok, m)
	}
	if _, ref, ok := p.DropMove(pawn, sq(t, g, "e3")); ok || ref != rules.DropAllowed {
		t.Errorf("pawn drop on the occupied e3: ok=%v refusal %q", ok, ref)
	}
	if _, _, ok := p.DropMove(r.KindOf('R'), sq(t, g, "d5")); ok {
		t.Error("rook drop with no rook in hand")
	}
}
