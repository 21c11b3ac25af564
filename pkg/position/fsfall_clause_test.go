package position_test

// Clause tests of the rules added for Fairy-Stockfish's built-in variants
// (../shared/oracle/fsf-variants-all), each on a position written by hand, citing
// the FSF option (src/variant.cpp, variants.ini's header) and the rule text in our
// words: promotion.must_promote (mandatoryPiecePromotion), end.flag (flagPiece,
// flagRegion, flagMove), a piece's more_initial_en_passant (doubleStepRegion) and
// resets_move_rule (nMoveRuleTypes), explosions.immune and explosions.mutual
// (blastImmuneTypes, mutuallyImmuneTypes).

import (
	"testing"

	"github.com/gamecourier/courier/pkg/position"
)

// EuroShogi (mandatoryPiecePromotion = true; Wikipedia, EuroShogi: "promotion is
// compulsory"): a piece whose move starts or ends in the zone (ranks 6-8) must
// promote; outside the zone it stays as it is. In shogi the same move may stay
// unpromoted.
func TestMustPromoteEuroShogi(t *testing.T) {
	r := clRules(t, "euroshogi")
	// White pawn on d5 steps into the zone (d6): only d5d6+ is legal.
	p := clPos(t, r, "4k3/8/8/3P4/8/8/8/4K3[] w - - 0 1")
	clHas(t, p, "d5d6+")
	clLacks(t, p, "d5d6")
	// the gold has no promoted type, so its move into the zone stays plain; a
	// bishop moving out of the zone (g7 to d4) must promote
	p = clPos(t, r, "4k3/6B1/8/3G4/8/8/8/4K3[] w - - 0 1")
	clHas(t, p, "d5d6", "g7d4+")
	clLacks(t, p, "d5d6+", "g7d4")
	// a move that neither starts nor ends in the zone does not promote
	clHas(t, p, "d5d4")
	clLacks(t, p, "d5d4+")
	// shogi (no must_promote): the pawn may stay unpromoted on its 7th rank
	s := clPos(t, clRules(t, "shogi"), "4k4/9/9/4P4/9/9/9/9/4K4[] w - - 0 1")
	clHas(t, s, "e6e7", "e6e7+")
}

// Breakthrough (flagPiece = p, flagRegion White rank 8, Black rank 1; Wikipedia,
// Breakthrough: "the first player to reach the opponent's home row wins"): the move
// that lands there wins at once and the position has no legal moves; a position
// with a piece already on the far rank is over (perft 0, as Fairy-Stockfish counts).
func TestFlagBreakthrough(t *testing.T) {
	r := clRules(t, "breakthrough")
	p := clPos(t, r, "8/6P1/8/8/8/8/1p6/8 w - - 0 1")
	g := position.NewGame(p)
	clGamePlay(t, g, "g7g8")
	if st := g.Status(); st.Termination != position.GoalReached || st.Result != "1-0" {
		t.Errorf("after g7g8: %v %s, want goal 1-0", st.Termination, st.Result)
	}
	if n := p.Perft(1); n != 0 {
		t.Errorf("perft 1 = %d after the flag was reached, want 0", n)
	}
	// Black's flag is its rank 1 (White's mirrored): b2b1 wins for Black
	p = clPos(t, r, "8/8/8/8/8/8/1p6/6P1 b - - 0 1")
	g = position.NewGame(p)
	clGamePlay(t, g, "b2b1")
	if st := g.Status(); st.Termination != position.GoalReached || st.Result != "0-1" {
		t.Errorf("after b2b1: %v %s, want goal 0-1", st.Termination, st.Result)
	}
}

// Fox and hounds (flagPiece White = fox, flagRegion White rank 8, none for Black):
// the fox on rank 8 wins; a hound on rank 1 does not (Black has no goal), and
// Black wins only by leaving the fox without a move (stalemateValue = loss).
func TestFlagFoxAndHoundsOneSide(t *testing.T) {
	r := clRules(t, "fox-and-hounds")
	p := clPos(t, r, "8/8/8/8/8/8/1h6/4F3 b - - 0 1")
	g := position.NewGame(p)
	clGamePlay(t, g, "b2a1") // a hound reaches rank 1: no goal for Black
	if st := g.Status(); st.Over() {
		t.Errorf("a hound on rank 1 ended the game: %v %s", st.Termination, st.Result)
	}
	p = clPos(t, r, "8/3F4/8/8/8/8/8/1h6 w - - 0 1")
	g = position.NewGame(p)
	clGamePlay(t, g, "d7c8")
	if st := g.Status(); st.Termination != position.GoalReached || st.Result != "1-0" {
		t.Errorf("fox on c8: %v %s, want goal 1-0", st.Termination, st.Result)
	}
}

// Jeson Mor (flagMove = true, flagRegion e5; Wikipedia, Jeson Mor: "the first
// player to occupy and then leave the centre square wins", as Fairy-Stockfish
// plays it: after a knight lands on e5 the opponent has one more move, and the
// knight's side wins when its turn comes and a knight of it still stands there).
func TestFlagJesonMorExtraMove(t *testing.T) {
	r := clRules(t, "jesonmor")
	// White's knight d3 goes to e5; Black's knight c6 may take it there with its
	// extra move, and then stands on e5 itself.
	p := clPos(t, r, "9/9/9/2n6/9/9/3N5/9/N8 w - - 0 1")
	g := position.NewGame(p)
	clGamePlay(t, g, "d3e5")
	if st := g.Status(); st.Over() {
		t.Fatalf("the game ended before Black's extra move: %v %s", st.Termination, st.Result)
	}
	clGamePlay(t, g, "c6e5") // White's flag knight is gone
	if st := g.Status(); st.Over() {
		t.Errorf("after the flag knight was taken: %v %s, want not over", st.Termination, st.Result)
	}
	clGamePlay(t, g, "a1b3") // White's extra move does not touch e5: Black wins
	if st := g.Status(); st.Termination != position.GoalReached || st.Result != "0-1" {
		t.Errorf("black knight still on e5: %v %s, want goal 0-1", st.Termination, st.Result)
	}
	// the knight stays: White wins when its turn comes
	p = clPos(t, r, "n8/9/9/9/9/9/3N5/9/9 w - - 0 1")
	g = position.NewGame(p)
	clGamePlay(t, g, "d3e5", "a9b7")
	if st := g.Status(); st.Termination != position.GoalReached || st.Result != "1-0" {
		t.Errorf("knight still on e5 after Black's move: %v %s, want goal 1-0", st.Termination, st.Result)
	}
}

// Torpedo chess (doubleStepRegion = all squares; Tomasev et al., arXiv
// 2009.04374: "pawns can move one or two squares forward from any rank"; an
// en passant capture follows any such double step): a pawn's double step from its
// fourth rank gives the en passant right; in chess (more_initial_ranks without
// more_initial_en_passant, horde) it would not.
func TestTorpedoDoubleStepEnPassant(t *testing.T) {
	r := clRules(t, "torpedo")
	// White's pawn e4 steps to e6, passing e5; Black's pawn f6 takes it there.
	p := clPos(t, r, "4k3/8/5p2/8/4P3/8/8/4K3 w - - 0 1")
	clPlay(t, p, "e4e6")
	if f := clField(p.FEN(), 3); f != "e5" {
		t.Errorf("en passant field %q after e4e6, want e5", f)
	}
	clHas(t, p, "f6e5")
	// the pawn of chess has no double step from its fourth rank
	q := clPos(t, clRules(t, "chess"), "4k3/8/5p2/8/4P3/8/8/4K3 w - - 0 1")
	clLacks(t, q, "e4e6")
}

// Pawnback (nMoveRuleTypes = none: "backwards pawn moves are reversible", FSF's
// comment): a pawn move does not reset the move-rule count; a capture still does.
// In chess a pawn move does.
func TestPawnbackPawnMoveKeepsMoveRule(t *testing.T) {
	r := clRules(t, "pawnback")
	p := clPos(t, r, "4k3/8/8/8/3p4/4P3/8/4K3 w - - 10 30")
	clPlay(t, p, "e3e2") // a step back
	if h := p.HalfmoveClock(); h != 11 {
		t.Errorf("halfmove clock %d after a pawn step, want 11", h)
	}
	clPlay(t, p, "d4d3", "e2d3") // Black's pawn steps, White's pawn captures it
	if h := p.HalfmoveClock(); h != 0 {
		t.Errorf("halfmove clock %d after a capture, want 0", h)
	}
	// pawnback's pawn may not step back onto its first rank
	p = clPos(t, r, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
	clLacks(t, p, "e2e1")
	q := clPos(t, clRules(t, "chess"), "4k3/8/8/8/8/4P3/8/4K3 w - - 10 30")
	clPlay(t, q, "e3e4")
	if h := q.HalfmoveClock(); h != 0 {
		t.Errorf("chess: halfmove clock %d after a pawn move, want 0", h)
	}
}

// Atomar (blastImmuneTypes = k, mutuallyImmuneTypes = k; the Atomar rules: "kings
// are immune to explosions" and "a king may not capture the other king"): a king
// that captures survives its own explosion while the pieces around go; a king next
// to an explosion stays; a king may not take the other king. In no-check atomic
// the capturing king explodes.
func TestAtomarImmuneKings(t *testing.T) {
	r := clRules(t, "atomar")
	// White king e1 takes the knight on e2; the rook on d2 (a neighbour) explodes.
	p := clPos(t, r, "4k3/8/8/8/8/8/3rn3/4K3 w - - 0 1")
	clPlay(t, p, "e1e2")
	if got := clField(p.FEN(), 0); got != "4k3/8/8/8/8/8/4K3/8" {
		t.Errorf("after Kxe2: %s, want the king on e2 and the rook gone", got)
	}
	// a rook takes next to the enemy king: the king stays
	p = clPos(t, r, "8/8/8/8/3k4/3n4/8/3RK3 w - - 0 1")
	clPlay(t, p, "d1d3")
	if got := clField(p.FEN(), 0); got != "8/8/8/8/3k4/8/8/4K3" {
		t.Errorf("after Rxd3: %s, want the black king standing", got)
	}
	// kings side by side: neither may take the other
	p = clPos(t, r, "8/8/8/8/8/8/4k3/4K3 w - - 0 1")
	clLacks(t, p, "e1e2")
	n := clPos(t, clRules(t, "nocheckatomic"), "8/8/8/8/8/8/4k3/4K3 w - - 0 1")
	clHas(t, n, "e1e2")
	// no-check atomic: the capturing king explodes with the captured piece
	n = clPos(t, clRules(t, "nocheckatomic"), "4k3/8/8/8/8/8/3rn3/4K3 w - - 0 1")
	clPlay(t, n, "e1e2")
	if got := clField(n.FEN(), 0); got != "4k3/8/8/8/8/8/8/8" {
		t.Errorf("no-check atomic after Kxe2: %s, want both pieces and the king gone", got)
	}
}

// Makpong (makpongRule = true; G. Jelliss, Variant Chess 64: in makpong "the king
// may not move when in check, except to capture the checking piece"): in check the
// king's steps away are not legal, its capture of the checker is; another piece
// may still block. In makruk the king steps away.
func TestCheckEvasionMakpong(t *testing.T) {
	r := clRules(t, "makpong")
	// Black's khon d2 checks the king e1 (a diagonal step) and is not defended.
	p := clPos(t, r, "4k3/8/8/8/8/8/3s4/4K3 w - - 0 1")
	clSame(t, "king in check by a khon", clFrom(t, p, "e1"), []string{"e1d2"})
	m := clPos(t, clRules(t, "makruk"), "4k3/8/8/8/8/8/3s4/4K3 w - - 0 1")
	clSame(t, "makruk", clFrom(t, m, "e1"), []string{"e1d2", "e1e2", "e1f1", "e1f2"})
	// a rook checks from e4: the king may not step aside, the rook a3 blocks on e3
	p = clPos(t, r, "4k3/8/8/8/4r3/R7/8/4K3 w - - 0 1")
	clHas(t, p, "a3e3")
	clLacks(t, p, "e1d1", "e1f1", "e1d2", "e1f2")
	// a king with no check to answer moves freely
	p = clPos(t, r, "4k3/8/8/8/8/8/8/4K3 w - - 0 1")
	clHas(t, p, "e1d1", "e1f1", "e1e2")
	// no move at all: mate, though makruk's king could step away
	g := position.NewGame(clPos(t, r, "4k3/8/8/8/8/1n6/3s4/4K3 w - - 0 1")) // the knight b3 defends d2
	if st := g.Status(); st.Termination != position.Checkmate || st.Result != "0-1" {
		t.Errorf("king checked by a defended khon: %v %s, want checkmate 0-1", st.Termination, st.Result)
	}
}

// Dobutsu shogi (Fairy-Stockfish's dobutsu: flagPiece = lion, flagRegion the far
// rank, flagPieceSafe = true; immobilityIllegal = false; mandatoryPiecePromotion =
// true; extinctionPieceTypes = lion). The rules (Wikipedia, Dobutsu shogi): "a
// player wins by catching the opponent's lion, or by moving the own lion to the
// far rank where it cannot be caught"; a chick reaching the far rank promotes to a
// hen; a captured chick may be dropped anywhere, even on the far rank.
func TestDobutsuSafeFlagAndImmobileDrops(t *testing.T) {
	r := clRules(t, "dobutsu")
	// the lion reaches c4, out of the black lion's reach: White wins at once
	p := clPos(t, r, "l2/1L1/3/3[] w - - 0 1")
	g := position.NewGame(p)
	clGamePlay(t, g, "b3c4")
	if st := g.Status(); st.Termination != position.GoalReached || st.Result != "1-0" {
		t.Errorf("lion safe on c4: %v %s, want goal 1-0", st.Termination, st.Result)
	}
	// on b4, next to the black lion, it is not safe: the game goes on, and the black
	// lion may take it (extinction: Black wins)
	p = clPos(t, r, "l2/1L1/3/3[] w - - 0 1")
	g = position.NewGame(p)
	clGamePlay(t, g, "b3b4")
	if st := g.Status(); st.Over() {
		t.Fatalf("lion attacked on b4: %v %s, want the game to go on", st.Termination, st.Result)
	}
	clGamePlay(t, g, "a4b4")
	if st := g.Status(); st.Termination != position.Extinction || st.Result != "0-1" {
		t.Errorf("lion taken: %v %s, want extinction 0-1", st.Termination, st.Result)
	}
	// a chick may be dropped on the far rank, where it has no move; a chick stepping
	// there must promote
	p = clPos(t, r, "l2/1C1/3/2L[C] w - - 0 1")
	clHas(t, p, "C@c4", "b3b4+")
	clLacks(t, p, "b3b4")
	// a chick dropped there stands in a FEN too
	clPos(t, r, "lC1/3/3/2L[] b - - 0 1")
	// in shogi a pawn may not be dropped on the last rank
	s := clPos(t, clRules(t, "shogi"), "4k4/9/9/9/9/9/9/9/4K4[P] w - - 0 1")
	clLacks(t, s, "P@a9")
	clHas(t, s, "P@a8")
}

// Tori shogi (Fairy-Stockfish's torishogi: the quails "fRrbBlbF" / "fRlbBrbF",
// dropNoDoubledCount = 2, nFoldValue = mate for the side to move; Wikipedia, Tori
// shogi: the left quail "moves any number of squares forward, diagonally back to
// the right, or one square diagonally back to the left", left and right as its
// player sees them; "a player may have two swallows on one file"; a repetition
// loses for the player who brings it about).
func TestToriShogiQuailsFilesRepetition(t *testing.T) {
	r := clRules(t, "torishogi")
	// White's left quail on d4: forward d5-d7, back right e3 f2 g1, back left c3
	p := clPos(t, r, "6k/7/7/3L3/7/7/K6[] w - - 0 1")
	clSame(t, "white left quail", clFrom(t, p, "d4"), []string{"d4d5", "d4d6", "d4d7", "d4e3", "d4f2", "d4g1", "d4c3"})
	// Black's, turned half round: forward (down) d3-d1, back right as Black sees
	// it (up and to White's left) c5 b6 a7, back left one step (e5)
	p = clPos(t, r, "6K/7/7/3l3/7/7/k6[] b - - 0 1")
	clSame(t, "black left quail", clFrom(t, p, "d4"), []string{"d4d3", "d4d2", "d4d1", "d4c5", "d4b6", "d4a7", "d4e5"})
	// two swallows on the a-file: a third may not be dropped there; one more may
	// join a single swallow
	p = clPos(t, r, "3k3/7/7/S6/S6/7/3K3[S] w - - 0 1")
	clLacks(t, p, "S@a5")
	clHas(t, p, "S@b5")
	p = clPos(t, r, "3k3/7/7/S6/7/7/3K3[S] w - - 0 1")
	clHas(t, p, "S@a5")
	// the fourth occurrence, brought about by Black's move, loses for Black
	g := position.NewGame(clPos(t, r, "6k/7/7/7/7/7/K6[] w - - 0 1"))
	for i := 0; i < 3; i++ {
		clGamePlay(t, g, "a1a2", "g7g6", "a2a1", "g6g7")
	}
	if st := g.Status(); st.Termination != position.Repetition || st.Result != "1-0" {
		t.Errorf("fourth occurrence after Black's move: %v %s, want repetition 1-0", st.Termination, st.Result)
	}
	// in shogi the same is a draw
	s := position.NewGame(clPos(t, clRules(t, "shogi"), "8k/9/9/9/9/9/9/9/K8[] w - - 0 1"))
	for i := 0; i < 3; i++ {
		clGamePlay(t, s, "a1a2", "i9i8", "a2a1", "i8i9")
	}
	if st := s.Status(); st.Termination != position.Repetition || st.Result != "1/2-1/2" {
		t.Errorf("shogi fourfold: %v %s, want repetition 1/2-1/2", st.Termination, st.Result)
	}
}

// Legan chess (Fairy-Stockfish's legan: pawn "mflFcflW", promotionRegion White
// a5-a8 b8-d8, Black e1-h1 h2-h4; Wikipedia, Legan chess: "pawns move one square
// diagonally toward the opponent's corner and capture orthogonally; they promote
// on reaching the opponent's edge of the board"): a White pawn steps up and to the
// left, and must promote on b8; off its zone it steps plainly; a Black pawn's
// moves are White's turned half round (down and to White's right), and it
// promotes on h3.
func TestLeganCornerPromotion(t *testing.T) {
	r := clRules(t, "legan")
	p := clPos(t, r, "7k/2P5/8/8/4P3/8/8/K7 w - - 0 1")
	clSame(t, "white pawn c7", clFrom(t, p, "c7"), []string{"c7b8q", "c7b8r", "c7b8b", "c7b8n"})
	clSame(t, "white pawn e4", clFrom(t, p, "e4"), []string{"e4d5"})
	p = clPos(t, r, "7k/8/8/8/6p1/8/8/K7 b - - 0 1")
	clSame(t, "black pawn g4", clFrom(t, p, "g4"), []string{"g4h3q", "g4h3r", "g4h3b", "g4h3n"})
	// captures straight forward or to the mover's left: a black pawn on g4 takes on
	// g3, and on h4 (its left, a promotion square: it promotes)
	p = clPos(t, r, "7k/8/8/8/6pP/6P1/8/K7 b - - 0 1")
	clHas(t, p, "g4g3", "g4h4q")
	clLacks(t, p, "g4h4", "g4f4")
}
