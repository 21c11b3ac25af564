package position

import (
	"testing"

	"github.com/gamecourier/courier/pkg/preset"
)

// TestCountLegalAgrees walks a tree of every shipped preset (from its start and a
// few plies in, so checks, pins, promotions, en passant and module moves occur)
// and checks that perft's leaf counter (countLegal, which counts moves without
// writing them) gives the number of moves LegalMoves writes, in every position.
// The perft counts themselves are checked against Fairy-Stockfish and the reference
// implementation in oracle_test.go and fsfvariants_test.go.
func TestCountLegalAgrees(t *testing.T) {
	for _, name := range preset.Names() {
		t.Run(name, func(t *testing.T) {
			v, ds := preset.Load(name, preset.Options{})
			if ds.HasErrors() || v == nil {
				t.Fatalf("preset %s: %v", name, ds)
			}
			r, err := Compile(v)
			if err != nil {
				t.Fatal(err)
			}
			p := r.Start()
			positions := 0
			// a depth-2 tree, then along 40 plies of a game a depth-1 tree
			var walk func(depth int)
			walk = func(depth int) {
				moves := p.LegalMoves(nil)
				positions++
				if got := p.countLegal(); got != len(moves) {
					t.Fatalf("%s: countLegal %d, LegalMoves %d", p.FEN(), got, len(moves))
				}
				if depth == 0 {
					return
				}
				for _, m := range moves {
					p.Make(m)
					walk(depth - 1)
					p.Unmake()
				}
			}
			walk(2)
			for ply := 0; ply < 40; ply++ {
				moves := p.LegalMoves(nil)
				if len(moves) == 0 {
					break
				}
				// a capture when there is one, so pieces come off and lines open
				m := moves[(ply*7)%len(moves)]
				for _, x := range moves {
					if x.Is(FlagCapture) {
						m = x
						break
					}
				}
				p.Make(m)
				walk(1)
			}
			if positions < 100 {
				t.Fatalf("only %d positions visited", positions)
			}
		})
	}
}
