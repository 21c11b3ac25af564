package position_test

// Clause tests of the explosions (atomic) and forced_capture (antichess) modules on
// positions written by hand. Rule text, lichess's variant pages in our words:
// atomic (1) a capture removes the captured piece, the capturer and every piece but
// pawns on the 8 squares around; (2) a king cannot capture; (3) a move that explodes
// one's own king is illegal; (4) exploding the enemy king wins at once, even out of
// check; (5) kings side by side are not in check. Antichess (6) if you can capture,
// you must; (7) the king is an ordinary piece and a pawn may become one; (8) a
// player with no pieces left, or with no legal move, wins.

import (
	"testing"

	"github.com/gamecourier/courier/pkg/position"
)

func TestAtomicExplosion(t *testing.T) {
	r := clRules(t, "atomic")
	// (1) Nxd5: the knight, the black pawn d5, the black bishop c6 and the white
	// rook e4 go; the black pawn e6 and the white pawn c4 (pawns) stay.
	p := clPos(t, r, "k7/8/2b1p3/3p4/2P1R3/4N3/8/7K w - - 0 1")
	clPlay(t, p, "e3d5")
	if got := clField(p.FEN(), 0); got != "k7/8/4p3/8/2P5/8/8/7K" {
		t.Errorf("after Nxd5: %q", got)
	}
	p.Unmake()
	if got := clField(p.FEN(), 0); got != "k7/8/2b1p3/3p4/2P1R3/4N3/8/7K" {
		t.Errorf("after Unmake: %q", got)
	}
	// (2) the king cannot capture the undefended pawn b2
	p = clPos(t, r, "7k/8/8/8/8/8/1p6/K7 w - - 0 1")
	clLacks(t, p, "a1b2")
	// (3) Rxb2 would explode the own king on a1 (next to b2): illegal
	p = clPos(t, r, "7k/8/8/8/8/8/1p6/KR6 w - - 0 1")
	clLacks(t, p, "b1b2")
}

func TestAtomicKingExplodes(t *testing.T) {
	r := clRules(t, "atomic")
	// (4) White is in check from the rook e1, but Qxd7 explodes the black king e8:
	// legal, and it wins at once.
	p := clPos(t, r, "4k3/3p4/8/8/8/8/3Q4/r3K3 w - - 0 1")
	clHas(t, p, "d2d7")
	g := position.NewGame(p)
	clGamePlay(t, g, "d2d7")
	if st := g.Status(); st.Termination != position.RoyalLost || st.Result != "1-0" {
		t.Errorf("after Qxd7: %v %s, want royal-lost 1-0", st.Termination, st.Result)
	}
	if p.Perft(1) != 0 {
		t.Error("moves after the king exploded")
	}
	// (5) kings side by side: the rook a5 attacks the white king e5, but the black
	// king stands on e6: no check, and the white king may stay next to it.
	p = clPos(t, r, "8/8/4k3/r3K3/8/8/8/8 w - - 0 1")
	if p.InCheck() {
		t.Error("kings side by side are in check")
	}
	clHas(t, p, "e5d6") // next to e6 and off the rook's rank
}

func TestAntichess(t *testing.T) {
	r := clRules(t, "antichess")
	// (6) the pawn e4 can take d5, so exd5 is White's only legal move: the rook h1
	// may not move quietly
	p := clPos(t, r, "8/8/8/3p4/4P3/8/8/7R w - - 0 1")
	clSame(t, "moves with a capture", clFrom(t, p, "e4"), []string{"e4d5"})
	if n := len(p.LegalMoves(nil)); n != 1 {
		t.Errorf("%d legal moves, want 1 (exd5)", n)
	}
	// (7) a king may be captured and a pawn may become a king
	p = clPos(t, r, "8/P7/8/8/8/8/8/k6K w - - 0 1")
	clHas(t, p, "a7a8k", "a7a8q")
	p = clPos(t, r, "8/8/8/8/8/8/1k6/K7 w - - 0 1")
	clSame(t, "Kxb2 is forced", clFrom(t, p, "a1"), []string{"a1b2"})
	// (8) after Kxb2 Black has no piece left, and Black wins
	g := position.NewGame(p)
	clGamePlay(t, g, "a1b2")
	if st := g.Status(); st.Termination != position.NoPieces || st.Result != "0-1" {
		t.Errorf("after Kxb2: %v %s, want no-pieces 0-1", st.Termination, st.Result)
	}
	// (8) stalemate wins: White's pawn a2 blocked by a3, no other piece
	p = clPos(t, r, "8/8/8/8/8/p7/P7/8 w - - 0 1")
	if st := position.NewGame(p).Status(); st.Termination != position.Stalemate || st.Result != "1-0" {
		t.Errorf("blocked: %v %s, want stalemate 1-0", st.Termination, st.Result)
	}
}

// Horde (lichess): White has no king and wins by checkmate; Black wins by taking
// every white piece; White's pawns on the first rank may step two squares, and
// that step gives no en passant right (Fairy-Stockfish, python-chess).
func TestHorde(t *testing.T) {
	r := clRules(t, "horde")
	p := clPos(t, r, "4k3/8/8/8/8/8/8/3P4 w - - 0 1")
	clHas(t, p, "d1d2", "d1d3")
	clPlay(t, p, "d1d3")
	if f := clField(p.FEN(), 3); f != "-" {
		t.Errorf("en passant field after d1-d3: %q, want -", f)
	}
	// from rank 2 the double step sets the en passant square as in chess (a black
	// pawn on e4 could take d3)
	p = clPos(t, r, "4k3/8/8/8/4p3/8/3P4/8 w - - 0 1")
	clPlay(t, p, "d2d4")
	if f := clField(p.FEN(), 3); f != "d3" {
		t.Errorf("en passant field after d2-d4: %q, want d3", f)
	}
	// Black takes the last white piece: Black wins
	p = clPos(t, r, "4k3/8/8/8/8/8/3q4/3P4 b - - 0 1")
	g := position.NewGame(p)
	clGamePlay(t, g, "d2d1")
	if st := g.Status(); st.Termination != position.NoPieces || st.Result != "0-1" {
		t.Errorf("after Qxd1: %v %s, want no-pieces 0-1", st.Termination, st.Result)
	}
}
