package position_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/position"
)

// Clause tests of the bare king rule (Shatranj, Courier Chess; the rule text of
// ../shared/oracle/fsf-variants/README.md: "a bare king loses (the bare side still
// gets a move if the opponent has only one piece besides the king, so it can bare it
// too)").
func TestBareKingClauses(t *testing.T) {
	r := clRules(t, "shatranj")
	status := func(fen string, moves ...string) position.Status {
		t.Helper()
		g := position.NewGame(clPos(t, r, fen))
		clGamePlay(t, g, moves...)
		return g.Status()
	}

	// Black, bare, to move against king and rook and fers: lost at once, no moves.
	fen := "4k3/8/8/8/8/8/3QR3/4K3 b - - 0 1"
	if st := status(fen); st.Termination != position.BareKing || st.Result != "1-0" {
		t.Errorf("bare king against two pieces: %v %s, want bare-king 1-0", st.Termination, st.Result)
	}
	if n := clPos(t, r, fen).Perft(1); n != 0 {
		t.Errorf("perft 1 of an ended game = %d, want 0", n)
	}

	// Black, bare, to move against king and one fers on e7: the game goes on (it
	// may bare the other king). The fers (one diagonal step) guards d8 f8 d6 f6, so
	// the king may go to d7, f7 or take on e7.
	fen = "4k3/4Q3/8/8/8/8/8/4K3 b - - 0 1"
	if st := status(fen); st.Over() {
		t.Errorf("bare king to move against one piece: over (%v)", st.Termination)
	}
	clSame(t, "bare king's moves", clFrom(t, clPos(t, r, fen), "e8"), []string{"e8d7", "e8e7", "e8f7"})
	// Capturing the last piece bares both kings: not a bare-king loss (a dead
	// position, K-K).
	if st := status(fen, "e8e7"); st.Termination != position.Insufficient || st.Result != "1/2-1/2" {
		t.Errorf("both bare: %v %s, want insufficient 1/2-1/2", st.Termination, st.Result)
	}
	// Not capturing it: the bare side has lost once White is to move.
	if st := status(fen, "e8d7"); st.Termination != position.BareKing || st.Result != "1-0" {
		t.Errorf("bare king that did not bare the other: %v %s, want bare-king 1-0", st.Termination, st.Result)
	}

	// White's rook takes Black's last piece: Black, bare against king and rook, still
	// gets its move (it cannot bare White: the rook on a1 is out of reach), then the
	// game is over.
	fen = "4k3/8/8/8/8/8/8/r3K2R w - - 0 1"
	if st := status(fen); st.Over() {
		t.Errorf("king and rook each: over (%v)", st.Termination)
	}
	if st := status("4k3/8/8/8/8/8/8/r4RK1 w - - 0 1", "f1a1"); st.Over() {
		t.Errorf("rook takes the last piece: over (%v) before the bare side's move", st.Termination)
	}
	if st := status("4k3/8/8/8/8/8/8/r4RK1 w - - 0 1", "f1a1", "e8d7"); st.Termination != position.BareKing || st.Result != "1-0" {
		t.Errorf("rook takes the last piece, bare king moves: %v %s, want bare-king 1-0", st.Termination, st.Result)
	}

	// Chess has no bare king rule: a bare king to move simply moves.
	if st := position.NewGame(clPos(t, clRules(t, "chess"), "4k3/8/8/8/8/8/3QR3/4K3 b - - 0 1")).Status(); st.Over() {
		t.Errorf("chess: bare king is over (%v)", st.Termination)
	}
}
