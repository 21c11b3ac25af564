package position_test

// Clause tests of wall squares and the walls module (walls.go), on positions written
// by hand. The rule text is Fairy-Stockfish's, in our words: (1) a wall square (`*`
// in its FEN) holds no piece; no piece may move onto it, capture on it or pass it
// (Position::legal: "Illegal moves ... to wall squares"; walls are occupied squares
// for the sliders), and it attacks nothing; (2) wallingRule = past: after a move the
// square the piece left becomes a wall (snailtrail, joust), written in coordinates
// as the destination again and the wall square after a comma ("a1a2,a2a1"); (3)
// petrifyOnCaptureTypes: a piece of those types that captures turns into a wall on
// the square where it captured, and "petrifying a pseudo-royal piece is illegal"
// (petrified).

import (
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/betza"
)

// (1) for both sides: a rook stops before a wall, a knight does not land on one,
// and a rook behind a wall gives no check. gustav3 (10x8, walls in its setup).
func TestWallBlocksBothSides(t *testing.T) {
	r := clRules(t, "gustav3")
	// White: rook a1 below the wall a4 (a2, a3 and b1..i1: 10), knight c3 between
	// the walls a4 and d5 (a2 b1 b5 d1 e2 e4: 6, neither a4 nor d5); the kings
	// stand on j1 and j8.
	p := clPos(t, r, "r8k/10/10/3*6/*9/2N7/10/R8K w - - 0 1")
	clSame(t, "rook a1", clFrom(t, p, "a1"), []string{"a1a2", "a1a3", "a1b1", "a1c1", "a1d1", "a1e1", "a1f1", "a1g1", "a1h1", "a1i1"})
	clSame(t, "knight c3", clFrom(t, p, "c3"), []string{"c3a2", "c3b1", "c3b5", "c3d1", "c3e2", "c3e4"})
	clPlay(t, p, "c3e2")
	// Black: the rook a8 reaches a7, a6, a5 and b8..i8 (11), never a4
	clSame(t, "rook a8", clFrom(t, p, "a8"), []string{"a8a7", "a8a6", "a8a5", "a8b8", "a8c8", "a8d8", "a8e8", "a8f8", "a8g8", "a8h8", "a8i8"})
	// a rook on the far side of a wall gives no check: white king a1, black rook a8
	q := clPos(t, r, "r8k/10/10/10/*9/10/10/K9 w - - 0 1")
	if q.InCheck() {
		t.Errorf("%s: the wall a4 stands between the rook and the king, no check", q.FEN())
	}
}

// (1): the FEN keeps the walls as Fairy-Stockfish writes them, a position with a
// wall is another position than the one without (the hash), and a variant without
// walls refuses '*'.
func TestWallFEN(t *testing.T) {
	r := clRules(t, "gustav3")
	fen := "r8k/10/10/3*6/*9/2N7/10/R8K w - - 0 1"
	p := clPos(t, r, fen)
	if got := p.FEN(); got != fen {
		t.Errorf("FEN round trip: %s, want %s", got, fen)
	}
	q := clPos(t, r, "r8k/10/10/10/*9/2N7/10/R8K w - - 0 1")
	if p.Hash() == q.Hash() {
		t.Errorf("the wall d5 does not change the hash")
	}
	_, err := clRules(t, "chess").ParseFEN("rnbqkbnr/pppppppp/8/8/3*4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	if err == nil || !strings.Contains(err.Error(), "no walls") {
		t.Errorf("chess with a wall: %v, want the error that chess has no walls", err)
	}
}

// (2): snailtrail. From the start the snail on a1 has a2, b1, b2 (3); after a1b2 the
// square a1 is a wall, and after g7f7 the snail on b2 has its 8 neighbours but a1:
// 7 moves. The move is written "a1b2,b2a1"; Unmake takes the wall back.
func TestWallingPast(t *testing.T) {
	r := clRules(t, "snailtrail")
	start := "6p/7/7/7/7/7/P6 w - - 0 1"
	p := clPos(t, r, start)
	clSame(t, "snail a1", clFrom(t, p, "a1"), []string{"a1a2,a2a1", "a1b1,b1a1", "a1b2,b2a1"})
	clPlay(t, p, "a1b2,b2a1")
	if got := p.FEN(); got != "6p/7/7/7/7/1P5/*6 b - - 1 1" {
		t.Errorf("after a1b2: %s", got)
	}
	clPlay(t, p, "g7f7,f7g7")
	clSame(t, "snail b2", clFrom(t, p, "b2"), []string{"b2a2,a2b2", "b2a3,a3b2", "b2b1,b1b2", "b2b3,b3b2", "b2c1,c1b2", "b2c2,c2b2", "b2c3,c3b2"})
	p.Unmake()
	p.Unmake()
	if got := p.FEN(); got != start {
		t.Errorf("after Unmake: %s, want %s", got, start)
	}
	// a snail walled in has no move: stalemate, which snailtrail scores as a loss
	q := clPos(t, r, "6p/7/7/7/7/**5/P*5 w - - 6 4")
	if n := len(q.LegalMoves(nil)); n != 0 {
		t.Errorf("walled-in snail: %d moves, want 0", n)
	}
}

// (3): petrified. A knight that captures becomes a wall on the capture square; a
// pawn (not in the list) stays a pawn; Unmake restores the knight and the pawn.
func TestPetrifyOnCapture(t *testing.T) {
	r := clRules(t, "petrified")
	fen := "4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1"
	p := clPos(t, r, fen)
	clPlay(t, p, "e3d5")
	if got := p.FEN(); got != "4k3/8/8/3*4/8/8/8/4K3 b - - 0 1" {
		t.Errorf("after Nxd5: %s", got)
	}
	p.Unmake()
	if got := p.FEN(); got != fen {
		t.Errorf("after Unmake: %s, want %s", got, fen)
	}
	q := clPos(t, r, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1")
	clPlay(t, q, "e4d5")
	if got := clField(q.FEN(), 0); got != "4k3/8/8/3P4/8/8/8/4K3" {
		t.Errorf("after exd5: %s, the pawn stays a pawn", got)
	}
}

// (3): a royal piece of a petrify type may not capture. petrified with its king
// given the chess king's captures (K): against a knight on d2 the king on e1 has
// d1, e2, f2 (f1 is attacked by the knight); e1xd2 would petrify the king. Without
// walls.petrify it is the fourth move.
func TestPetrifyRoyalMayNotCapture(t *testing.T) {
	v := clVariant(t, "petrified")
	atoms, err := betza.Parse("K")
	if err != nil {
		t.Fatal(err)
	}
	for i := range v.Pieces {
		if v.Pieces[i].Letter == 'K' {
			v.Pieces[i].Betza, v.Pieces[i].Atoms = "K", atoms
		}
	}
	fen := "4k3/8/8/8/8/8/3n4/4K3 w - - 0 1"
	p := clPos(t, clCompile(t, v), fen)
	clSame(t, "king e1", clFrom(t, p, "e1"), []string{"e1d1", "e1e2", "e1f2"})
	vw, err := v.Without("walls")
	if err != nil {
		t.Fatal(err)
	}
	w := clPos(t, clCompile(t, vw), fen)
	clSame(t, "king e1 without walls", clFrom(t, w, "e1"), []string{"e1d1", "e1d2", "e1e2", "e1f2"})
}

// An empty Betza string is a piece that never moves (Fairy-Stockfish's immobile):
// it blocks, it may be captured. gustav3's rook on a1 with a white stone... here
// the gustav3 variant gets a stone O; a black stone on a3 stops the rook on a1 at
// a2 and a3 (captured), and the stone itself has no move.
func TestImmobilePiece(t *testing.T) {
	v := clVariant(t, "gustav3")
	v.Pieces = append(v.Pieces, v.Pieces[0])
	v.Pieces[len(v.Pieces)-1].Letter, v.Pieces[len(v.Pieces)-1].Name = 'O', "Stone"
	v.Pieces[len(v.Pieces)-1].Betza, v.Pieces[len(v.Pieces)-1].Atoms = "", nil
	v.Pieces[len(v.Pieces)-1].Royal, v.Pieces[len(v.Pieces)-1].Pawn = false, false
	p := clPos(t, clCompile(t, v), "9k/10/10/10/10/o9/10/R8K b - - 0 1")
	if got := clFrom(t, p, "a3"); len(got) != 0 {
		t.Errorf("the stone moves: %v", got)
	}
	clPlay(t, p, "j8i8")
	clSame(t, "rook a1", clFrom(t, p, "a1"), []string{"a1a2", "a1a3", "a1b1", "a1c1", "a1d1", "a1e1", "a1f1", "a1g1", "a1h1", "a1i1"})
}
