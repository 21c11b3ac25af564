package position_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/position"
)

// shatarStatus plays moves from fen in a shatar Game and returns its status.
func shatarStatus(t *testing.T, fen string, moves ...string) position.Status {
	t.Helper()
	g := position.NewGame(clPos(t, clRules(t, "shatar"), fen))
	clGamePlay(t, g, moves...)
	return g.Status()
}

// Shatar's mate rule (Fairy-Stockfish's shatarMateRule, position.h
// checkmate_value: "mate by knight is illegal" — the mated side wins; "return
// mate score if there is at least one shak in series of checks", a shak being a
// check by a knight, a rook or the bers; else "niol", a draw) and its bare king
// (extinctionValue = draw with extinctionPieceCount 1: a side left with its king
// alone draws at once).
func TestMateRuleShatar(t *testing.T) {
	// a smothered mate by the knight f7: the knight's side loses
	st := shatarStatus(t, "6rk/5Npp/8/8/8/8/8/K7 b - - 0 1")
	if st.Termination != position.Checkmate || st.Result != "0-1" {
		t.Errorf("mate by a knight alone: %v %s, want checkmate 0-1 (the mated side wins)", st.Termination, st.Result)
	}
	// a mate by the bishop f6 with no shak before it: a draw
	st = shatarStatus(t, "6bk/7p/5B2/8/8/8/8/K7 b - - 0 1")
	if st.Termination != position.Checkmate || st.Result != "1/2-1/2" {
		t.Errorf("mate by a bishop, no shak: %v %s, want checkmate 1/2-1/2", st.Termination, st.Result)
	}
	// the same mate after a rook check (a shak) and no quiet move between: a win
	const before = "6b1/6kp/8/8/7B/8/8/KR6 w - - 0 1"
	st = shatarStatus(t, before, "b1g1", "g7h8", "h4f6")
	if st.Termination != position.Checkmate || st.Result != "1-0" {
		t.Errorf("rook check, then the bishop's mate: %v %s, want checkmate 1-0", st.Termination, st.Result)
	}
	// a quiet rook move breaks the series: the bishop's mate alone is a draw
	st = shatarStatus(t, before, "b1c1", "g7h8", "h4f6")
	if st.Termination != position.Checkmate || st.Result != "1/2-1/2" {
		t.Errorf("quiet move, then the bishop's mate: %v %s, want checkmate 1/2-1/2", st.Termination, st.Result)
	}
	// a mate by the bers (a shak itself) wins
	st = shatarStatus(t, "7k/6pp/8/8/8/8/8/KJ6 w - - 0 1", "b1b8")
	if st.Termination != position.Checkmate || st.Result != "1-0" {
		t.Errorf("mate by the bers: %v %s, want checkmate 1-0", st.Termination, st.Result)
	}
	// the rook takes Black's last piece: Black's bare king draws at once
	st = shatarStatus(t, "4k3/8/8/8/8/8/3r4/3RK3 w - - 0 1", "d1d2")
	if st.Termination != position.Extinction || st.Result != "1/2-1/2" {
		t.Errorf("bare king: %v %s, want extinction 1/2-1/2", st.Termination, st.Result)
	}
}
