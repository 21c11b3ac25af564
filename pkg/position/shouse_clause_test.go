package position_test

// Clause tests of gating with drops (gating.go with drops.go: S-house, as
// Fairy-Stockfish plays its built-in variant shouse: seirawan with pieceDrops and
// capturesToHand), on positions written by hand. The rule text, in our words:
// (1) there is one hand, the crazyhouse hand: a captured piece joins it and any
// piece in it may be gated on the square a back-rank piece leaves on its first
// move (Fairy-Stockfish: every piece type the side can_drop), where it may be
// dropped (drop_region: no pawn on the first rank); (2) a square keeps its gating
// right while the hand is empty, since a capture may fill it (the castling field
// still writes it); (3) Fairy-Stockfish judges a gating move as the move without
// the gated piece: a king's destination attacked through the square it leaves stays
// attacked (Position::legal tests "pieces() ^ from").

import (
	"testing"

	"github.com/gamecourier/courier/pkg/rules"
)

// (1), (2): the hand is empty and b1 keeps its right ("B"); the queen takes the
// knight on d5, which goes to White's hand (1 knight, counted by hand); then the
// knight on b1 may move plain or gate the captured knight: 3 knight moves x 2; after
// b1c3n the knight stands on b1 and the hand is empty again.
func TestShouseGatesACapturedPiece(t *testing.T) {
	r := clRules(t, "shouse")
	const fen = "4k3/8/8/3n4/8/8/8/RN1QK3[] w QB - 0 1"
	p := clPos(t, r, fen)
	if got := p.FEN(); got != fen {
		t.Errorf("FEN round trip: %s, want %s (the right on b1 stays with an empty hand)", got, fen)
	}
	clSame(t, "moves from b1, empty hand", clFrom(t, p, "b1"), []string{"b1a3", "b1c3", "b1d2"})
	clPlay(t, p, "d1d5")
	knight := r.KindOf('N')
	if n := p.Hand(rules.White, knight); n != 1 {
		t.Errorf("after d1d5 White holds %d knights, want 1 (the one captured)", n)
	}
	clPlay(t, p, "e8e7")
	clSame(t, "moves from b1, a knight in hand", clFrom(t, p, "b1"),
		[]string{"b1a3", "b1a3n", "b1c3", "b1c3n", "b1d2", "b1d2n"})
	clPlay(t, p, "b1c3n")
	if got, want := p.FEN(), "8/4k3/8/3Q4/8/2N5/8/RN2K3[] b Q - 2 2"; got != want {
		t.Errorf("after b1c3n: %s, want %s", got, want)
	}
	if n := p.Hand(rules.White, knight); n != 0 {
		t.Errorf("after b1c3n White holds %d knights, want 0", n)
	}
	p.Unmake()
	if n := p.Hand(rules.White, knight); n != 1 {
		t.Errorf("after Unmake White holds %d knights, want 1", n)
	}
}

// (1): a pawn in hand is never gated on the first rank (it may not be dropped
// there): b1's moves come plain only.
func TestShouseNoPawnGatedOnTheFirstRank(t *testing.T) {
	p := clPos(t, clRules(t, "shouse"), "4k3/8/8/8/8/8/8/RN2K3[P] w QB - 0 1")
	clSame(t, "moves from b1, a pawn in hand", clFrom(t, p, "b1"), []string{"b1a3", "b1c3", "b1d2"})
}

// (3): the rook on g1 checks the king on e1; e1d1 stays illegal with the hawk gated
// on e1 (Fairy-Stockfish does not let the gated piece shield d1), e1d2 may gate.
func TestShouseGatedPieceShieldsNothing(t *testing.T) {
	p := clPos(t, clRules(t, "shouse"), "4k3/8/8/8/8/8/8/4K1r1[H] w E - 0 1")
	clSame(t, "moves from e1", clFrom(t, p, "e1"), []string{"e1d2", "e1d2h", "e1e2", "e1e2h", "e1f2", "e1f2h"})
}
