package position_test

// Per-clause tests of the end-of-game rules (RULES.md, "End of game", common to every
// shipped preset): checkmate loses, stalemate draws, 75 moves and fivefold repetition
// end the game automatically (FIDE 9.6), 50 moves and threefold repetition are
// claimable, and a dead position by insufficient material is an automatic draw:
// K v K, K+N v K, K+B v K, K+B v K+B with the bishops on one colour. A Prime Minister
// (B+N) or anything stronger mates.

import (
	"testing"

	"github.com/gamecourier/courier/pkg/position"
)

// RULES.md: "dead position by insufficient material: automatic draw. K v K, K+N v K,
// K+B v K, K+B v K+B with bishops on one colour. A Prime Minister (B+N) or anything
// stronger mates." Square colours: a1 dark, so c1 and f8 are dark, c8 light.
func TestEndInsufficientMaterial(t *testing.T) {
	chess := clRules(t, "chess")
	modern := clRules(t, "modern")
	symmetric := clRules(t, "symmetric")
	for _, tc := range []struct {
		name string
		r    *position.Rules
		fen  string
		dead bool
	}{
		{"K v K", chess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", true},
		{"K+N v K", chess, "4k3/8/8/8/8/8/8/4KN2 w - - 0 1", true},
		{"K v K+N", chess, "4k1n1/8/8/8/8/8/8/4K3 w - - 0 1", true},
		{"K+B v K", chess, "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", true},
		{"K+B v K+B same colour (c1, f8 dark)", chess, "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1", true},
		{"K+B v K+B opposite colours (c1 dark, c8 light)", chess, "2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1", false},
		{"K+B+B v K is not listed", chess, "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1", false},
		{"K+N+N v K is not listed", chess, "4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1", false},
		{"K+P v K", chess, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", false},
		{"K+M v K (Prime Minister mates)", modern, "4k4/9/9/9/9/9/9/9/3MK4 w - - 0 1", false},
		{"K+N v K on 9x9", modern, "4k4/9/9/9/9/9/9/9/4K2N1 w - - 0 1", true},
		{"K+B v K+B same colour on 9x8 (c1 dark, c7 dark)", symmetric, "4k4/2b6/9/9/9/9/9/2B1K4 w - - - 0 1", true},
		// squares past the 64th (rank 8 of 9x8: d8 is square 66): d8 dark like c1, c8 light
		{"K+B v K+B same colour on 9x8 (c1 dark, d8 dark)", symmetric, "3bk4/9/9/9/9/9/9/2B1K4 w - - - 0 1", true},
		{"K+B v K+B opposite colours on 9x8 (c1 dark, c8 light)", symmetric, "2b1k4/9/9/9/9/9/9/2B1K4 w - - - 0 1", false},
		{"K+N v K with the knight past the 64th square (modern h9)", modern, "4k2N1/9/9/9/9/9/9/9/4K4 w - - 0 1", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := position.NewGame(clPos(t, tc.r, tc.fen)).Status()
			if tc.dead && (st.Termination != position.Insufficient || st.Result != "1/2-1/2") {
				t.Errorf("%s: %v %s, want insufficient 1/2-1/2", tc.fen, st.Termination, st.Result)
			}
			if !tc.dead && st.Over() {
				t.Errorf("%s: over (%v), want not over", tc.fen, st.Termination)
			}
		})
	}
	// Reached in play: Kxd2 leaves K v K.
	g := position.NewGame(clPos(t, chess, "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1"))
	if g.Status().Over() {
		t.Fatal("K v K+P is over")
	}
	clGamePlay(t, g, "e1d2")
	if st := g.Status(); st.Termination != position.Insufficient {
		t.Errorf("after Kxd2: %v, want insufficient", st.Termination)
	}
	if g.Quiet() {
		t.Error("after Kxd2: the game is over, yet quiet")
	}
}

// RULES.md: "stalemate: draw". Black's king a8 has a7, b7, b8, all covered by the queen
// b6, and is not in check.
func TestEndStalemate(t *testing.T) {
	st := position.NewGame(clPos(t, clRules(t, "chess"), "k7/8/1Q6/8/8/8/8/7K b - - 0 1")).Status()
	if st.Termination != position.Stalemate || st.Result != "1/2-1/2" {
		t.Errorf("%v %s, want stalemate 1/2-1/2", st.Termination, st.Result)
	}
}

// RULES.md: "checkmate: the side to move loses". Fool's mate (Black wins) and a back
// rank mate (White wins); a mate on the 150th quiet ply is still a mate (FIDE 9.6.2:
// checkmate takes precedence).
func TestEndCheckmate(t *testing.T) {
	r := clRules(t, "chess")
	g := position.NewGame(r.Start())
	clGamePlay(t, g, "f2f3", "e7e5", "g2g4", "d8h4")
	if st := g.Status(); st.Termination != position.Checkmate || st.Result != "0-1" {
		t.Errorf("fool's mate: %v %s, want checkmate 0-1", st.Termination, st.Result)
	}
	for _, fen := range []string{"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 120"} {
		g = position.NewGame(clPos(t, r, fen))
		clGamePlay(t, g, "a1a8")
		if st := g.Status(); st.Termination != position.Checkmate || st.Result != "1-0" {
			t.Errorf("%s a1a8: %v %s, want checkmate 1-0", fen, st.Termination, st.Result)
		}
	}
}

// RULES.md: "50-move rule ...: claimable"; "75-move rule ...: automatic end". The
// halfmove clock counts plies: 100 plies make the claim, 150 end the game.
func TestEndMoveRules(t *testing.T) {
	r := clRules(t, "chess")
	g := position.NewGame(clPos(t, r, "4k2r/8/8/8/8/8/8/R3K3 w - - 98 80"))
	if st := g.Status(); st.MoveRuleClaim || st.Over() {
		t.Errorf("98 plies: claim %v, over %v; want neither", st.MoveRuleClaim, st.Over())
	}
	clGamePlay(t, g, "a1a2", "h8h7")
	if st := g.Status(); !st.MoveRuleClaim || st.Over() {
		t.Errorf("100 plies: claim %v, over %v; want a claim, not over", st.MoveRuleClaim, st.Over())
	}

	g = position.NewGame(clPos(t, r, "4k2r/8/8/8/8/8/8/R3K3 w - - 148 80"))
	clGamePlay(t, g, "a1a2")
	if st := g.Status(); st.Over() {
		t.Errorf("149 plies: over (%v)", st.Termination)
	}
	clGamePlay(t, g, "h8h7")
	if st := g.Status(); st.Termination != position.SeventyFive || st.Result != "1/2-1/2" {
		t.Errorf("150 plies: %v %s, want 75-move 1/2-1/2", st.Termination, st.Result)
	}
}

// RULES.md: "threefold repetition: claimable ..., fivefold repetition: automatic end".
// From the start the knights go out and back (Ng1-f3 Ng8-f6 Nf3-g1 Nf6-g8): each cycle
// repeats the start position once more.
func TestEndRepetition(t *testing.T) {
	g := position.NewGame(clRules(t, "chess").Start())
	cycle := []string{"g1f3", "g8f6", "f3g1", "f6g8"}
	for n := 2; n <= 5; n++ {
		clGamePlay(t, g, cycle...)
		st := g.Status()
		if st.Repetitions != n {
			t.Errorf("after %d cycles: repetitions %d, want %d", n-1, st.Repetitions, n)
		}
		if st.RepetitionClaim != (n >= 3) {
			t.Errorf("occurrence %d: claim %v", n, st.RepetitionClaim)
		}
		if over := st.Termination == position.Fivefold; over != (n == 5) {
			t.Errorf("occurrence %d: termination %v", n, st.Termination)
		}
	}
	if st := g.Status(); st.Result != "1/2-1/2" {
		t.Errorf("fivefold result %s", st.Result)
	}
}

// RULES.md: "The repetition key includes ... an en-passant square only when a capture
// there is legal". After 1.e4 the target e3 cannot be used (no black pawn on d4 or f4):
// the position is the same as without it. With a black pawn on d4 it is a different one.
func TestEndRepetitionKeyEnPassantOnlyWhenCapturable(t *testing.T) {
	r := clRules(t, "chess")
	p := r.Start()
	clPlay(t, p, "e2e4")
	same := clPos(t, r, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
	if p.RepetitionKey() != same.RepetitionKey() {
		t.Error("an unusable en passant target changes the repetition key")
	}
	withEP := clPos(t, r, "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
	noEP := clPos(t, r, "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
	if withEP.RepetitionKey() == noEP.RepetitionKey() {
		t.Error("a usable en passant target (d4xe3) does not change the repetition key")
	}
}
