package position_test

// Clause tests of the loss for perpetual check (end.repetition.perpetual_check:
// loss), on games written by hand. The rule text, as the Japan Shogi Association's
// rules give it (in our words): (1) sennichite: the same position (board, side to
// move, pieces in hand) occurring for the fourth time ends the game in a draw; (2)
// unless one side gave check with every one of its moves from the first
// occurrence of that position to the fourth: then the side giving perpetual check
// loses. (3) Where both sides gave check with every move, neither is the one
// perpetual checker: a draw (Fairy-Stockfish reads it so: its perpetual-check
// verdict is a draw when both sides checked throughout).
//
// The games run in the shogi preset (perpetual_check: loss) from positions with
// the two kings, one rook and, for the quiet moves, a white gold; a king gives no
// check, so only the rook's side can check. No ply captures or moves a pawn, so
// every position since the start counts. (3) is TestPerpetualCheckerHistories, on
// histories written by hand: a position where both sides check with every move of
// a cycle is hard to come by.
//
// Fairy-Stockfish (the shared binary, shogi, which plays this rule) agrees on each
// game: given the plies before the one that ends it, "go depth 3 searchmoves M"
// for that last ply M scores it "mate 1" where the side making M wins by it
// (TestPerpetualCheckLosesWhite, ply 12 a8a9), "mate -1" where it loses by it
// (TestPerpetualCheckLosesBlack, ply 12 i2i1) and "cp 0", a draw, in
// TestPerpetualCheckInterruptedDraws (ply 14 b8a8) and
// TestPerpetualCheckSpanFromFirstOccurrence (ply 14 a9a8); a8a9 as ply 8 of the
// first game, P0's third occurrence, ends nothing (a plain score).

import (
	"testing"

	"github.com/gamecourier/courier/pkg/position"
)

// playCycle plays cycle n times over in a game from fen in the shogi preset and
// returns the status after every ply (index ply-1). It stops at the first ply
// whose status is over.
func playCycle(t *testing.T, fen string, cycle []string, n int) []position.Status {
	t.Helper()
	g := position.NewGame(clPos(t, clRules(t, "shogi"), fen))
	var sts []position.Status
	for i := 0; i < n; i++ {
		for _, c := range cycle {
			clGamePlay(t, g, c)
			st := g.Status()
			sts = append(sts, st)
			if st.Over() {
				return sts
			}
		}
	}
	return sts
}

// (2), White checks: Black's king on a9, White's rook on i8, White to move (P0).
// 1. Ri8-i9+ (check along rank 9, b9-h9 empty) K a9-a8 (a8 is off the rook's
// rank and file) 2. Ri9-i8+ (check along rank 8) K a8-a9: P0 again, after 4
// plies. P0 occurs at plies 0, 4, 8 and 12; the other positions of the cycle
// first occur at plies 1, 2, 3 and for the fourth time at 13, 14, 15, so ply 12
// ends the game. From ply 0 to ply 12 every White move (plies 1, 3, ..., 11) is
// a check and no Black move is: White, the side to move at ply 12, gave
// perpetual check and loses: 0-1, termination perpetual-check. Before ply 12
// the game goes on (P0 three times is no end in shogi).
func TestPerpetualCheckLosesWhite(t *testing.T) {
	sts := playCycle(t, "k8/8R/9/9/9/9/9/9/4K4[] w - - 0 1", []string{"i8i9", "a9a8", "i9i8", "a8a9"}, 4)
	if len(sts) != 12 {
		t.Fatalf("the game ended after ply %d (%v), want 12", len(sts), sts[len(sts)-1])
	}
	for ply, st := range sts[:11] {
		if st.Over() {
			t.Errorf("ply %d: over (%v %s) before the fourth occurrence", ply+1, st.Termination, st.Result)
		}
	}
	if st := sts[11]; st.Termination != position.PerpetualCheck || st.Result != "0-1" || st.Repetitions != 4 {
		t.Errorf("ply 12: %v %s (%d occurrences), want perpetual-check 0-1 (4)", st.Termination, st.Result, st.Repetitions)
	}
	if got := position.PerpetualCheck.String(); got != "perpetual-check" {
		t.Errorf("termination name %q, want perpetual-check", got)
	}
}

// (2), Black checks, and the fourth occurrence comes with the checking move:
// White's king on a1, Black's rook on i1 giving check along rank 1, White to move
// (P0; White in check). 1. K a1-a2 Ri1-i2+ 2. K a2-a1 Ri2-i1+: P0 again after 4
// plies (the rook stays unpromoted: in Black's zone promotion is optional for a
// rook). P0 occurs at plies 0, 4, 8, 12, so ply 12, Black's check, ends the
// game; every Black move from ply 0 to ply 12 (plies 2, 4, ..., 12) was a check,
// no White move was: Black loses, 1-0.
func TestPerpetualCheckLosesBlack(t *testing.T) {
	sts := playCycle(t, "4k4/9/9/9/9/9/9/9/K7r[] w - - 0 1", []string{"a1a2", "i1i2", "a2a1", "i2i1"}, 4)
	if len(sts) != 12 {
		t.Fatalf("the game ended after ply %d (%v), want 12", len(sts), sts[len(sts)-1])
	}
	if st := sts[11]; st.Termination != position.PerpetualCheck || st.Result != "1-0" {
		t.Errorf("ply 12: %v %s, want perpetual-check 1-0", st.Termination, st.Result)
	}
}

// (1), White checks with some of its moves only: P0 as in
// TestPerpetualCheckLosesWhite with a white gold on e1. 1. Ri8-i9+ K a9-a8
// 2. G e1-e2 (no check) K a8-b8 (b8 is off the rook's rank 9 and file i)
// 3. G e2-e1 (no check) K b8-a8 4. Ri9-i8+ (check along rank 8) K a8-a9: P0
// again after 8 plies. The position X after ply 2 (K a8, R i9, G e1, White to
// move) comes again after ply 6, so X occurs at plies 2, 6, 10, 14; every other
// position of the cycle occurs once in 8 plies (P0 at 0, 8), at most twice by
// ply 14: ply 14 ends the game. From ply 2 to ply 14 White's
// moves at plies 3, 5, 11, 13 (the gold's) give no check, Black's never do:
// sennichite, a draw, termination repetition.
func TestPerpetualCheckInterruptedDraws(t *testing.T) {
	sts := playCycle(t, "k8/8R/9/9/9/9/9/9/4G3K[] w - - 0 1",
		[]string{"i8i9", "a9a8", "e1e2", "a8b8", "e2e1", "b8a8", "i9i8", "a8a9"}, 4)
	if len(sts) != 14 {
		t.Fatalf("the game ended after ply %d (%v), want 14", len(sts), sts[len(sts)-1])
	}
	if st := sts[13]; st.Termination != position.Repetition || st.Result != "1/2-1/2" || st.Repetitions != 4 {
		t.Errorf("ply 14: %v %s (%d occurrences), want repetition 1/2-1/2 (4)", st.Termination, st.Result, st.Repetitions)
	}
}

// (2) counts the moves from the first occurrence: the game of
// TestPerpetualCheckInterruptedDraws for one cycle (plies 1-8), then the checking
// cycle of TestPerpetualCheckLosesWhite: 5. Ri8-i9+ K a9-a8 6. Ri9-i8+ K a8-a9
// 7. Ri8-i9+ K a9-a8. X (K a8, R i9, G e1, White to move) occurs at plies 2, 6,
// 10 and 14, P0 at 0, 8, 12: ply 14 ends the game. From X's second occurrence
// on (plies 7-14) every White move is a check, but from its first (plies 3-14)
// the gold's moves at plies 3 and 5 are not: a draw, not a loss for White.
func TestPerpetualCheckSpanFromFirstOccurrence(t *testing.T) {
	g := position.NewGame(clPos(t, clRules(t, "shogi"), "k8/8R/9/9/9/9/9/9/4G3K[] w - - 0 1"))
	clGamePlay(t, g, "i8i9", "a9a8", "e1e2", "a8b8", "e2e1", "b8a8", "i9i8", "a8a9")
	for ply := 9; ply <= 14; ply++ {
		clGamePlay(t, g, []string{"i8i9", "a9a8", "i9i8", "a8a9"}[(ply-9)%4])
		st := g.Status()
		if ply < 14 && st.Over() {
			t.Fatalf("ply %d: over (%v %s)", ply, st.Termination, st.Result)
		}
		if ply == 14 && (st.Termination != position.Repetition || st.Result != "1/2-1/2" || st.Repetitions != 4) {
			t.Errorf("ply 14: %v %s (%d occurrences), want repetition 1/2-1/2 (4): the gold's moves are in the span", st.Termination, st.Result, st.Repetitions)
		}
	}
}

// minishogi inherits the rule from shogi (extends: shogi): the game of
// TestPerpetualCheckLosesWhite on 5x5, Black's king on a5, White's rook on e4
// (P0, White to move; the rook checks along rank 5 from e5 and along rank 4 from
// e4, and stays unpromoted, which the last-rank zone allows). P0 occurs at plies
// 0, 4, 8, 12; every White move checks: White loses at ply 12, 0-1. Fairy-
// Stockfish's minishogi scores that ply (a4a5) "mate 1" for Black.
func TestPerpetualCheckMinishogi(t *testing.T) {
	g := position.NewGame(clPos(t, clRules(t, "minishogi"), "k4/4R/5/5/2K2[] w - - 0 1"))
	cycle := []string{"e4e5", "a5a4", "e5e4", "a4a5"}
	for ply := 1; ply <= 12; ply++ {
		clGamePlay(t, g, cycle[(ply-1)%4])
		st := g.Status()
		if ply < 12 && st.Over() {
			t.Fatalf("ply %d: over (%v %s)", ply, st.Termination, st.Result)
		}
		if ply == 12 && (st.Termination != position.PerpetualCheck || st.Result != "0-1") {
			t.Errorf("ply 12: %v %s, want perpetual-check 0-1", st.Termination, st.Result)
		}
	}
}
