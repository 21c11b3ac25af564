package position_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// Clause tests of janggi's rules as Fairy-Stockfish plays them (src/position.h
// attacks_from/moves_from: "Janggi palace moves", "Janggi cannon
// restrictions"; src/movegen.cpp "Passing move by king"; src/position.cpp
// legal(): "In case of bikjang passing is always allowed, even when in
// check", is_immediate_game_end(): "bikjang rule (Janggi), double passing";
// position.h material_counting_result: JANGGI_MATERIAL). Positions built by
// hand, the moves counted by hand.

// TestJanggiPalaceLinesClauses: the general and the advisors step along the
// palace diagonals (diagonalLines, moves_within: F) from a corner or the
// centre only; the chariot slides along them (B) and stops at the palace's
// edge; the soldier steps forward along them (fF) in the enemy palace.
func TestJanggiPalaceLinesClauses(t *testing.T) {
	r := clRules(t, "janggicasual")
	// General on e2 (centre), the other on f10 (not facing): W to d2 f2 e1 e3,
	// F along the lines to d1 f1 d3 f3, and the pass e2e2: 9.
	p := clPos(t, r, "5k3/9/9/9/9/9/9/9/4K4/9 w - - 0 1")
	clSame(t, "general e2", clFrom(t, p, "e2"), []string{"e2d2", "e2f2", "e2e1", "e2e3", "e2d1", "e2f1", "e2d3", "e2f3", "e2e2"})
	// General on d2 (mid-side, not on a line): d1 d3 e2 only (c2 is outside the
	// palace, and no diagonal there), and the pass.
	p = clPos(t, r, "5k3/9/9/9/9/9/9/9/3K5/9 w - - 0 1")
	clSame(t, "general d2", clFrom(t, p, "d2"), []string{"d2d1", "d2d3", "d2e2", "d2d2"})
	// Advisor on d1 (corner): d2, e1, and e2 along the diagonal.
	p = clPos(t, r, "5k3/9/9/9/9/9/9/9/9/3A1K3 w - - 0 1")
	clSame(t, "advisor d1", clFrom(t, p, "d1"), []string{"d1d2", "d1e1", "d1e2"})
	// Chariot on d1: along the diagonal e2 f3, not on to g4 (outside the lines);
	// on d2 (no line) no diagonal move at all.
	p = clPos(t, r, "9/4k4/9/9/9/9/9/9/9/3R1K3 w - - 0 1")
	clHas(t, p, "d1e2", "d1f3")
	clLacks(t, p, "d1g4")
	p = clPos(t, r, "9/4k4/9/9/9/9/9/9/3R5/5K3 w - - 0 1")
	clLacks(t, p, "d2e3", "d2c1", "d2e1")
	// A chariot in Black's palace on d8 takes the general on... e9 is the
	// centre: the diagonal d8-e9-f10 gives check to a general on f10, which
	// must answer it (here by stepping off the line to f9 or e10).
	p = clPos(t, r, "5k3/9/3R5/9/9/9/9/9/9/4K4 b - - 0 1")
	if !p.InCheck() {
		t.Error("the chariot on d8 does not check the general on f10 along the palace diagonal")
	}
	// Soldier on d8 (a corner of Black's palace): forward d9, sideways c8 e8,
	// and e9 along the diagonal; on e9 (centre): e10, d9, f9, d10, f10.
	p = clPos(t, r, "3k5/9/3P5/9/9/9/9/9/9/4K4 w - - 0 1")
	clSame(t, "soldier d8", clFrom(t, p, "d8"), []string{"d8d9", "d8c8", "d8e8", "d8e9"})
	p = clPos(t, r, "9/4P4/5k3/9/9/9/9/9/9/3K5 w - - 0 1")
	clSame(t, "soldier e9", clFrom(t, p, "e9"), []string{"e9e10", "e9d9", "e9f9", "e9d10", "e9f10"})
}

// TestJanggiCannonClauses: the cannon moves and captures by jumping exactly
// one piece that is not a cannon, and never takes a cannon (janggiCannon:
// hop_not_over [C], hop_not_capturing [C]); in a palace it jumps along the
// diagonals over the centre.
func TestJanggiCannonClauses(t *testing.T) {
	r := clRules(t, "janggicasual")
	// Cannon a1, screen a2 a white soldier, a black horse on a6: a3 a4 a5 and
	// the capture a6; nothing without a screen (rank 1 empty to i1? the
	// general on f1 is a screen: g1 h1 i1).
	p := clPos(t, r, "3k5/9/9/9/n8/9/9/9/P8/C4K3 w - - 0 1")
	clSame(t, "cannon a1 over a soldier", clFrom(t, p, "a1"), []string{"a1a3", "a1a4", "a1a5", "a1a6", "a1g1", "a1h1", "a1i1"})
	// The screen a cannon: no move up the file.
	p = clPos(t, r, "3k5/9/9/9/n8/9/9/9/c8/C4K3 w - - 0 1")
	clSame(t, "cannon a1 over a cannon", clFrom(t, p, "a1"), []string{"a1g1", "a1h1", "a1i1"})
	// The piece beyond the screen a cannon: the cannon stops before it, and
	// does not take it.
	p = clPos(t, r, "3k5/9/9/9/c8/9/9/9/P8/C4K3 w - - 0 1")
	clSame(t, "cannon a1 toward a cannon", clFrom(t, p, "a1"), []string{"a1a3", "a1a4", "a1a5", "a1g1", "a1h1", "a1i1"})
	// Palace diagonal: cannon d1, screen on e2 (a white advisor), f3 empty:
	// d1f3; with e2 empty no diagonal move.
	p = clPos(t, r, "3k5/9/9/9/9/9/9/9/4A4/3C1K3 w - - 0 1")
	clHas(t, p, "d1f3")
	p = clPos(t, r, "3k5/9/9/9/9/9/9/9/9/3C1K3 w - - 0 1")
	clLacks(t, p, "d1f3", "d1e2")
	// A cannon does not give check over a cannon: White's cannon e1... here a
	// black cannon on e5 between the black general's file and a white cannon
	// on e1 is no screen: the general on e9 is not in check.
	p = clPos(t, r, "9/4k4/9/9/9/4c4/9/9/9/3KC4 b - - 0 1")
	if p.InCheck() {
		t.Error("a cannon gives check over a cannon")
	}
}

// TestJanggiElephantClauses: the elephant (janggiElephant, nZ) goes one step
// orthogonally and two diagonally outward, each square of the way empty.
func TestJanggiElephantClauses(t *testing.T) {
	r := clRules(t, "janggicasual")
	// Elephant c1: to a4 (via c2 b3), e4 (via c2 d3), f3 (via d1 e2); the
	// (-3,+2) leap is off the board.
	p := clPos(t, r, "3k5/9/9/9/9/9/9/9/9/2B2K3 w - - 0 1")
	clSame(t, "elephant c1", clFrom(t, p, "c1"), []string{"c1a4", "c1e4", "c1f3"})
	// A piece on c2 blocks both northward leaps; one on e2 the eastward one.
	p = clPos(t, r, "3k5/9/9/9/9/9/9/9/2P1P4/2B2K3 w - - 0 1")
	clSame(t, "elephant c1 blocked", clFrom(t, p, "c1"), nil)
}

// TestPassClauses: a side not in check may pass (pass: the general's square
// twice, e2e2); in check it may not; two passes in a row end the game, drawn
// without material counting (janggicasual), by the count with it (janggi:
// equal material, so Black's 1.5 points win).
func TestPassClauses(t *testing.T) {
	r := clRules(t, "janggicasual")
	p := r.Start()
	clHas(t, p, "e2e2")
	// In check by a chariot on the e-file: no pass.
	p = clPos(t, r, "3k5/9/9/9/9/4r4/9/9/4K4/9 w - - 0 1")
	clLacks(t, p, "e2e2")
	// The pass changes nothing on the board and counts for the move rule.
	p = r.Start()
	clPlay(t, p, "e2e2")
	if got, want := clField(p.FEN(), 0), clField(r.Start().FEN(), 0); got != want {
		t.Errorf("board after a pass %s, want %s", got, want)
	}
	if p.HalfmoveClock() != 1 {
		t.Errorf("halfmove clock after a pass %d, want 1", p.HalfmoveClock())
	}
	if fx := r.Start().Effects(nil, clMove(t, r.Start(), "e2e2")); len(fx) != 1 || fx[0].Kind != position.EffectPass {
		t.Errorf("effects of a pass %v, want one pass", fx)
	}
	g := position.NewGame(r.Start())
	clGamePlay(t, g, "e2e2", "e9e9")
	if st := g.Status(); st.Termination != position.DoublePass || st.Result != "1/2-1/2" {
		t.Errorf("janggicasual, two passes: %v %s, want double-pass 1/2-1/2", st.Termination, st.Result)
	}
	g = position.NewGame(clRules(t, "janggi").Start())
	clGamePlay(t, g, "e2e2", "e9e9")
	if st := g.Status(); st.Termination != position.DoublePass || st.Result != "0-1" {
		t.Errorf("janggi, two passes: %v %s, want double-pass 0-1 (material 72-72, Black's bonus)", st.Termination, st.Result)
	}
	// One chariot up for White: 13 - 1 > 0, White wins the count.
	g = position.NewGame(clPos(t, clRules(t, "janggi"), "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1"))
	clGamePlay(t, g, "e1e1", "d10d10")
	if st := g.Status(); st.Result != "1-0" {
		t.Errorf("janggi, a chariot up: %s, want 1-0", st.Result)
	}
}

// TestPassOnStalemateClauses: with stalemate_only (Fairy-Stockfish's
// passOnStalemate) the pass is legal only without another legal move; a side
// without a royal piece passes with its piece on the lowest square.
func TestPassOnStalemateClauses(t *testing.T) {
	v := clVariant(t, "antichess")
	rules.PassParams.Set(v, &rules.Pass{StalemateOnly: true})
	r := clCompile(t, v)
	// White's pawn a2 is blocked by a3: no move but the pass a2a2.
	p := clPos(t, r, "8/8/8/8/8/p7/P7/8 w - - 0 1")
	clSame(t, "blocked pawn", clFrom(t, p, "a2"), []string{"a2a2"})
	if n := len(p.LegalMoves(nil)); n != 1 {
		t.Errorf("%d legal moves, want 1 (the pass)", n)
	}
	if !p.IsLegal(clMove(t, p, "a2a2")) {
		t.Error("IsLegal refuses the only pass")
	}
	// With a knight on h1 able to move, no pass.
	p = clPos(t, r, "8/8/8/8/8/p7/P7/7N w - - 0 1")
	clLacks(t, p, "a2a2")
	for _, m := range p.PseudoLegalMoves(nil) {
		if p.MoveModule(m) == rules.ModPass && p.IsLegal(m) {
			t.Error("IsLegal accepts a pass beside another legal move")
		}
	}
	// Both sides blocked: two passes end the game, drawn.
	g := position.NewGame(clPos(t, r, "8/8/8/8/8/p7/P7/8 w - - 0 1"))
	clGamePlay(t, g, "a2a2", "a3a3")
	if st := g.Status(); st.Termination != position.DoublePass || st.Result != "1/2-1/2" {
		t.Errorf("two passes: %v %s, want double-pass 1/2-1/2", st.Termination, st.Result)
	}
}

// TestBikjangClauses: generals facing each other on an open file (bikjang):
// the side to move must part them or pass (the pass legal even in check), and
// a bikjang after a bikjang ends the game (janggi: by material count;
// janggitraditional: drawn). Without the rule (janggicasual) the move that
// keeps them facing is legal.
func TestBikjangClauses(t *testing.T) {
	fen := "3a5/4k4/9/9/9/9/9/9/4K4/9 b - - 0 1"
	// Black general e9, advisor d10; White general e2: open e-file. The general
	// steps off the file (d9 f9 d8 f8 f10: e8 and e10 keep the file) or Black
	// passes; the advisor's d9 and e10 keep the file: 6 moves.
	for _, name := range []string{"janggi", "janggitraditional"} {
		p := clPos(t, clRules(t, name), fen)
		clSame(t, name+" bikjang", clSorted2(t, p), []string{"e9d9", "e9f9", "e9d8", "e9f8", "e9f10", "e9e9"})
	}
	p := clPos(t, clRules(t, "janggicasual"), fen)
	clHas(t, p, "e9e8", "d10e10")
	// Black passes: a second bikjang position, the game ends. janggi counts:
	// White 0, Black 3 (the advisor), less 1: Black wins; janggitraditional
	// draws.
	for name, want := range map[string]string{"janggi": "0-1", "janggitraditional": "1/2-1/2"} {
		g := position.NewGame(clPos(t, clRules(t, name), fen))
		clGamePlay(t, g, "e9e9")
		if st := g.Status(); st.Termination != position.Bikjang || st.Result != want {
			t.Errorf("%s: bikjang twice: %v %s, want bikjang %s", name, st.Termination, st.Result, want)
		}
	}
	// In check with the generals facing: the pass is still legal. White's
	// chariot on a9 checks the general on e9 along rank 9... the advisor
	// blocks nothing there; Black may pass.
	p = clPos(t, clRules(t, "janggi"), "3a5/R3k4/9/9/9/9/9/9/4K4/9 b - - 0 1")
	if !p.InCheck() {
		t.Fatal("the chariot on a9 gives no check")
	}
	clHas(t, p, "e9e9")
	if !p.IsLegal(clMove(t, p, "e9e9")) {
		t.Error("IsLegal refuses the pass in check in a bikjang position")
	}
}

// clSorted2 returns the coordinate texts of p's legal moves.
func clSorted2(t *testing.T, p *position.Position) []string {
	t.Helper()
	var out []string
	for c := range clLegal(t, p) {
		out = append(out, c)
	}
	return out
}
