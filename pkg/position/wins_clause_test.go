package position_test

// Clause tests of the end conditions beside checkmate (wins.go), on positions
// written by hand, citing lichess's variant pages in our words:
// three-check: "a player who gives check for the third time wins" (checkmate also
// wins); king of the hill: "a king that reaches the centre (d4, e4, d5, e5) wins at
// once"; and Fairy-Stockfish's perft convention (README of the oracle): a position
// where the game has ended has no legal moves.

import (
	"testing"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// The third check wins at once, even if the checked side could answer it; the
// checks still needed are in the FEN (lichess and Fairy-Stockfish "W+B").
func TestThreeCheckThirdCheckWins(t *testing.T) {
	r := clRules(t, "three-check")
	// White has given two checks (1 still needed); Black none (3 still needed).
	p := clPos(t, r, "4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1")
	if p.ChecksGiven(rules.White) != 2 || p.ChecksGiven(rules.Black) != 0 {
		t.Fatalf("checks given %d %d, want 2 0", p.ChecksGiven(rules.White), p.ChecksGiven(rules.Black))
	}
	g := position.NewGame(p)
	clGamePlay(t, g, "a1a8") // Ra8+ : the third check; Black could step aside
	st := g.Status()
	if st.Termination != position.ChecksGiven || st.Result != "1-0" {
		t.Errorf("after the third check: %v %s, want checks 1-0", st.Termination, st.Result)
	}
	if n := len(p.LegalMoves(nil)); n != 0 || p.Perft(1) != 0 {
		t.Errorf("%d legal moves after the game ended, want 0", n)
	}
	if f := clField(p.FEN(), 4); f != "0+3" {
		t.Errorf("checks field %q, want 0+3", f)
	}
	// the first check does not end the game; the count is undone by Unmake
	p = clPos(t, r, "4k3/8/8/8/8/8/8/R3K3 w - - 3+3 0 1")
	h := p.RepetitionKey()
	clPlay(t, p, "a1a8")
	if p.ChecksGiven(rules.White) != 1 || len(p.LegalMoves(nil)) == 0 {
		t.Errorf("after one check: %d checks, %d moves", p.ChecksGiven(rules.White), len(p.LegalMoves(nil)))
	}
	if p.RepetitionKey() == clPos(t, r, "R3k3/8/8/8/8/8/8/4K3 b - - 3+3 1 1").RepetitionKey() {
		t.Error("the checks given are not in the repetition key")
	}
	p.Unmake()
	if p.ChecksGiven(rules.White) != 0 || p.RepetitionKey() != h {
		t.Error("Unmake did not take the check back")
	}
	// the older lichess form "+W+B" counts checks given
	q := clPos(t, r, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 +2+0")
	if q.ChecksGiven(rules.White) != 2 {
		t.Errorf("+2+0: %d checks given, want 2", q.ChecksGiven(rules.White))
	}
}

// A king reaching d4, e4, d5 or e5 wins at once; a king on the hill in a FEN
// means the game is over (perft 0).
func TestKingOfTheHill(t *testing.T) {
	r := clRules(t, "king-of-the-hill")
	p := clPos(t, r, "7k/8/8/8/8/3K4/8/8 w - - 0 1")
	g := position.NewGame(p)
	clGamePlay(t, g, "d3e4")
	if st := g.Status(); st.Termination != position.GoalReached || st.Result != "1-0" {
		t.Errorf("Ke4: %v %s, want goal 1-0", st.Termination, st.Result)
	}
	p = clPos(t, r, "8/8/8/3k4/8/8/8/K7 w - - 0 1")
	if n := p.Perft(1); n != 0 {
		t.Errorf("black king on d5: perft 1 = %d, want 0", n)
	}
	if st := position.NewGame(p).Status(); st.Result != "0-1" {
		t.Errorf("black king on d5: %s, want 0-1", st.Result)
	}
	// a king may not step onto the hill into check: Kd4 is attacked by the rook d8
	p = clPos(t, r, "3r3k/8/8/8/8/3K4/8/8 w - - 0 1")
	clLacks(t, p, "d3d4")
	clHas(t, p, "d3e4")
}

// Racing kings (lichess): no move may give check; the first king on the eighth rank
// wins; if White gets there first, Black has one more move and draws by reaching it
// too; the game ends as soon as the result is fixed.
func TestRacingKings(t *testing.T) {
	r := clRules(t, "racing-kings")
	// Rb1-b7 would attack the black king on a7 along the rank: a check, not legal.
	p := clPos(t, r, "8/k7/8/8/8/8/8/1R5K w - - 0 1")
	clLacks(t, p, "b1b7")
	clHas(t, p, "b1b6")
	// White reaches rank 8, Black's king on g7 can reach g8/h8/f8: not over yet
	p = clPos(t, r, "8/K5k1/8/8/8/8/8/8 w - - 0 1")
	g := position.NewGame(p)
	clGamePlay(t, g, "a7a8")
	if st := g.Status(); st.Over() {
		t.Fatalf("White on a8 with Black able to reach rank 8: %v", st.Termination)
	}
	clGamePlay(t, g, "g7g8")
	if st := g.Status(); st.Termination != position.GoalReached || st.Result != "1/2-1/2" {
		t.Errorf("both kings on rank 8: %v %s, want goal 1/2-1/2", st.Termination, st.Result)
	}
	// Black too far away: White's arrival ends the game at once (1-0, no moves)
	p = clPos(t, r, "8/K7/8/8/8/6k1/8/8 w - - 0 1")
	g = position.NewGame(p)
	clGamePlay(t, g, "a7a8")
	if st := g.Status(); st.Termination != position.GoalReached || st.Result != "1-0" {
		t.Errorf("Black cannot reach: %v %s, want goal 1-0", st.Termination, st.Result)
	}
}
