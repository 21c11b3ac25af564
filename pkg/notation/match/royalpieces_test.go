package match_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/notation/match"
)

// With several royal pieces (royal_pieces) a move that attacks one of them gives
// check: coregal's Ra5 attacks the black queen on d5 along the fifth rank, "Ra5+"
// (Black can answer: Qxa5); spartan's hoplite is written with its letter, as
// Fairy-Stockfish writes a piece that is not its pawn type ("Ha6"), and reads back.
func TestRoyalPiecesSANCheckMark(t *testing.T) {
	p := posOf(t, "coregal", "4k3/8/8/3q4/8/8/8/R3K3 w - - 0 1")
	if got := match.SAN(p, legal(t, p, "a1a5"), true); got != "Ra5+" {
		t.Errorf("a1a5: SAN %q, want Ra5+", got)
	}
	if got := match.SAN(p, legal(t, p, "a1a4"), true); got != "Ra4" {
		t.Errorf("a1a4: SAN %q, want Ra4", got)
	}
	p = posOf(t, "spartan", "lgkcckwl/hhhhhhhh/8/8/8/2N5/PPPPPPPP/R1BQKBNR b KQ - 1 1")
	m := legal(t, p, "b7a6")
	if got := match.SAN(p, m, true); got != "Ha6" {
		t.Errorf("b7a6: SAN %q, want Ha6", got)
	}
	back, _, f := resolveSAN(t, p, "Ha6")
	if f != nil || back != m {
		t.Errorf("Ha6 reads back as %v (%v), want b7a6", back, f)
	}
}
