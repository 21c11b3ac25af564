package position_test

// Clause tests of the game endings taken from Fairy-Stockfish's variants.ini
// options (its header documents each; position.cpp's is_immediate_game_end,
// is_optional_game_end, flag_reached and material_counting_result decide them),
// on positions written by hand with values counted by hand:
//   - nFoldValue / nFoldValueAbsolute: "result in case of n-fold repetition",
//     judged for the side to move (end.repetition.result);
//   - materialCounting: "enable material counting rules" (end.material_counting;
//     FIDE's armageddon: a draw counts as a win for Black);
//   - extinctionPieceTypes with pieces in hand (count_with_hand) and
//     extinctionOpponentPieceCount (end.extinction holdings, opponent_count);
//   - no royal piece: the game is played to stalemate (end.checkmate: none);
//   - flagPieceCount, flagPieceBlockedWin, flagRegionWhite/Black that are no
//     mirror images, flagPieceSafe with flagMove, flagMove with the king
//     (end.flag count, blocked, squares per side, safe + extra_move);
//   - flyingGeneral judged with a rook's attack: files and ranks
//     (flying_general_ranks);
//   - mustCapture with checking = false: "illegal checks" come before
//     "illegal quiet moves" in Position::legal (forced_capture with forbid_check).

import (
	"testing"

	"github.com/gamecourier/courier/pkg/check"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
)

// clYAML loads a preset written in the test and compiles it.
func clYAML(t *testing.T, src string) *position.Rules {
	t.Helper()
	cr := check.Data(preset.NewLoader(preset.Options{}), "test.yaml", []byte(src))
	if cr.Variant == nil || cr.Diags.HasErrors() {
		t.Fatalf("preset does not load:\n%s\n%s", cr.Diags, src)
	}
	return clCompile(t, cr.Variant)
}

// clStatus plays moves from fen in a game of r and returns its status.
func clStatus(t *testing.T, r *position.Rules, fen string, moves ...string) position.Status {
	t.Helper()
	g := position.NewGame(clPos(t, r, fen))
	clGamePlay(t, g, moves...)
	return g.Status()
}

// The knights go out and back twice: the start position occurs for the third
// time after Black's Ng8, so Black completed the repetition and White is to
// move. nFoldValue is White's result then: loss = "win" for Black (the side
// that completed it), win = "loss" for it; nFoldValueAbsolute reads it for
// White whoever is to move (minishogi: White loses).
func TestRepetitionResults(t *testing.T) {
	const start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	shuffle := []string{"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"}
	for _, c := range []struct{ result, want string }{
		{"win", "0-1"}, {"loss", "1-0"}, {"1-0", "1-0"}, {"0-1", "0-1"}, {"draw", "1/2-1/2"},
	} {
		r := clYAML(t, "schema: 1\nid: t\nextends: chess\nend:\n  repetition: {claim: 0, automatic: 3, result: \""+c.result+"\"}\n")
		st := clStatus(t, r, start, shuffle...)
		if st.Result != c.want || st.Repetitions != 3 {
			t.Errorf("result %s: %v %s after %d occurrences, want %s", c.result, st.Termination, st.Result, st.Repetitions, c.want)
		}
		// one occurrence fewer: the game goes on
		if st := clStatus(t, r, start, shuffle[:4]...); st.Over() {
			t.Errorf("result %s: over after the second occurrence (%v)", c.result, st.Termination)
		}
	}
}

// Armageddon (materialCounting = blackdrawodds): a stalemate, a dead position
// are Black's wins; unweighted: the side with more pieces wins a stalemate.
func TestMaterialCounting(t *testing.T) {
	r := clRules(t, "armageddon")
	// Black to move, not in check: the queen g6 takes g8, g7 and h7 from the
	// king h8, which has no move
	if st := clStatus(t, r, "7k/8/6Q1/8/8/8/8/K7 b - - 0 1"); st.Termination != position.Stalemate || st.Result != "0-1" {
		t.Errorf("stalemate: %v %s, want stalemate 0-1", st.Termination, st.Result)
	}
	// Kxb1 (the rook is not guarded) leaves bare kings: a dead position, a win for Black
	if st := clStatus(t, r, "8/8/8/8/8/8/8/kR5K b - - 0 1", "a1b1"); st.Termination != position.Insufficient || st.Result != "0-1" {
		t.Errorf("bare kings: %v %s, want insufficient 0-1", st.Termination, st.Result)
	}
	// checkmate still decides: Qg7 mates the king h8 (the king f6 guards g7)
	if st := clStatus(t, r, "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1", "g1g7"); st.Termination != position.Checkmate || st.Result != "1-0" {
		t.Errorf("mate: %v %s, want checkmate 1-0", st.Termination, st.Result)
	}
	u := clYAML(t, "schema: 1\nid: t\nextends: chess\nend:\n  material_counting: unweighted\n")
	// stalemate with White 3 pieces (K, Q, P) against Black's 1: White wins
	if st := clStatus(t, u, "7k/8/6Q1/8/8/8/P7/K7 b - - 0 1"); st.Result != "1-0" {
		t.Errorf("unweighted stalemate 3 v 1: %s, want 1-0", st.Result)
	}
	// 3 against 3 (Black's pawn a7 is blocked by the pawn a6, its pawn a2 by
	// the king a1): a draw
	if st := clStatus(t, u, "7k/p7/P5Q1/8/8/8/p7/K7 b - - 0 1"); st.Termination != position.Stalemate || st.Result != "1/2-1/2" {
		t.Errorf("unweighted stalemate 2 v 2: %v %s, want a drawn stalemate", st.Termination, st.Result)
	}
}

// Extinction counts the pieces in hand with holdings (count_with_hand): a
// queen in hand is not extinct; opponent_count: a side is extinct only while
// the other has at least that many.
func TestExtinctionHoldingsOpponent(t *testing.T) {
	r := clYAML(t, "schema: 1\nid: t\nextends: crazyhouse\nend:\n  extinction: {kinds: [Q], holdings: true}\n")
	// both queens in hand: nobody is extinct, the game goes on (4 + ... moves)
	p := clPos(t, r, "4k3/8/8/8/8/8/8/4K3[Qq] w - - 0 1")
	if term, _ := p.VariantEnd(); term != position.NotOver {
		t.Errorf("queens in hand: ended %v", term)
	}
	// White has no queen, on the board or in hand: White loses
	p = clPos(t, r, "4k3/8/8/8/8/8/8/4K3[q] w - - 0 1")
	if term, res := p.VariantEnd(); term != position.Extinction || res != "0-1" {
		t.Errorf("no white queen: %v %s, want extinction 0-1", term, res)
	}
	if n := p.Perft(1); n != 0 {
		t.Errorf("an ended game has %d moves", n)
	}
	// antiatomic: all pieces counted together, a side without pieces wins
	// only while the other still has one
	a := clYAML(t, "schema: 1\nid: t\nextends: antichess\nend:\n  no_pieces: null\n  extinction: {total: true, count: 0, result: win, opponent_count: 1}\n")
	p = clPos(t, a, "8/8/8/8/8/8/8/n7 w - - 0 1")
	if term, res := p.VariantEnd(); term != position.Extinction || res != "1-0" {
		t.Errorf("White without pieces, Black with one: %v %s, want extinction 1-0", term, res)
	}
	b := clYAML(t, "schema: 1\nid: t\nextends: antichess\nend:\n  no_pieces: null\n  extinction: {total: true, count: 0, result: win, opponent_count: 2}\n")
	if term, _ := clPos(t, b, "8/8/8/8/8/8/8/n7 w - - 0 1").VariantEnd(); term != position.NotOver {
		t.Errorf("opponent_count 2 with one black piece: ended %v", term)
	}
}

// nim (Fairy-Stockfish's variants.ini: no king, stalemateValue = loss): the
// rooks that move forward only; the player who cannot move loses.
func TestNoRoyalStalemate(t *testing.T) {
	r := clYAML(t, `schema: 1
id: nim
name: Nim
board: {files: 2, ranks: 3}
pieces:
  P: {name: Stone, betza: mfR}
setup:
  array: 1p/2/PP
end:
  checkmate: none
  stalemate: loss
`)
	// White: a1 may go to a2, a3; b1 to b2 (b3 is Black's). Black's b3 has no move.
	p := clPos(t, r, "1p/2/PP w - - 0 1")
	clSame(t, "white moves", clFrom(t, p, "a1"), []string{"a1a2", "a1a3"})
	if n := p.Perft(1); n != 3 {
		t.Errorf("perft 1 = %d, want 3 (a1a2 a1a3 b1b2)", n)
	}
	// after b1b2 Black's stone is blocked: stalemated, Black loses
	if st := clStatus(t, r, "1p/2/PP w - - 0 1", "b1b2"); st.Termination != position.Stalemate || st.Result != "1-0" {
		t.Errorf("after b1b2: %v %s, want stalemate 1-0", st.Termination, st.Result)
	}
	if _, ds := preset.Build(mustResolve(t, "schema: 1\nid: t\nextends: chess\nend: {checkmate: none}\n")); !ds.HasErrors() {
		t.Error("checkmate: none with a royal king: no error")
	}
}

func mustResolve(t *testing.T, src string) *preset.Resolved {
	t.Helper()
	r, d := preset.NewLoader(preset.Options{}).ResolveData("t.yaml", []byte(src))
	if r == nil {
		t.Fatalf("resolve: %v", d)
	}
	return r
}

// flagPieceCount: all three knights must stand on the far rank (aralzaa);
// flagPieceBlockedWin: one flag piece there and no flag square empty wins
// (kono); flag squares per side (knights-halma).
func TestFlagCountBlockedSquares(t *testing.T) {
	r := clYAML(t, `schema: 1
id: aralzaa
name: Aralzaa
board: {files: 3, ranks: 3}
pieces:
  N: {name: Knight, betza: mN}
setup:
  array: nnn/3/NNN
end:
  checkmate: none
  flag: {pieces: [N], squares: [a3-c3], count: 3}
`)
	// two white knights on rank 3 (and two black ones on rank 1): not yet
	if term, _ := clPos(t, r, "NN1/3/1nn w - - 0 1").VariantEnd(); term != position.NotOver {
		t.Errorf("two of three: ended %v", term)
	}
	// Black's c1-a2, then White's a1-b3 (one file, two ranks) completes a3 b3 c3
	st := clStatus(t, r, "N1N/3/N1n b - - 0 1", "c1a2", "a1b3")
	if st.Termination != position.GoalReached || st.Result != "1-0" {
		t.Errorf("third knight on rank 3: %v %s, want goal 1-0", st.Termination, st.Result)
	}
	k := clYAML(t, `schema: 1
id: kono
name: Kono
board: {files: 3, ranks: 3}
pieces:
  P: {name: Stone, betza: mF}
setup:
  array: ppp/3/PPP
end:
  checkmate: none
  flag: {pieces: [P], squares: [a3-c3], count: 3, blocked: true}
`)
	// rank 3 full: a White stone on a3, Black's on b3 and c3: White wins though
	// it has one stone there of the three
	if term, res := clPos(t, k, "Ppp/3/3 b - - 0 1").VariantEnd(); term != position.GoalReached || res != "1-0" {
		t.Errorf("blocked flag: %v %s, want goal 1-0", term, res)
	}
	if term, _ := clPos(t, k, "P1p/3/3 b - - 0 1").VariantEnd(); term != position.NotOver {
		t.Errorf("flag not full: ended %v", term)
	}
	h := clYAML(t, `schema: 1
id: halma
name: Halma
board: {files: 4, ranks: 4}
pieces:
  N: {name: Knight, betza: mN}
setup:
  array: 3n/4/4/N3
end:
  checkmate: none
  flag: {pieces: [N], squares: {white: [d4], black: [a1]}}
`)
	// Black's flag is a1, not d1 (White's d4 mirrored)
	if term, _ := clPos(t, h, "N3/4/4/3n w - - 0 1").VariantEnd(); term != position.NotOver {
		t.Errorf("black knight on d1: ended %v", term)
	}
	if term, res := clPos(t, h, "N3/4/4/n3 w - - 0 1").VariantEnd(); term != position.GoalReached || res != "0-1" {
		t.Errorf("black knight on a1: %v %s, want goal 0-1", term, res)
	}
}

// alapo: flagPieceSafe with flagMove: a safe piece on the far rank wins at
// once; an attacked one gives the opponent its move, and wins if it is still
// there when its side is to move again.
func TestFlagSafeExtraMove(t *testing.T) {
	r := clYAML(t, `schema: 1
id: alapo
name: Alapo-like
board: {files: 4, ranks: 4}
pieces:
  R: {name: Rook, betza: R}
setup:
  array: r3/4/4/3R
end:
  checkmate: none
  flag: {pieces: [R], squares: [a4-d4], extra_move: true, safe: true}
`)
	// Rd1-d4 while the black rook a4 attacks d4 along the rank: not yet over
	st := clStatus(t, r, "r3/4/4/3R w - - 0 1", "d1d4")
	if st.Over() {
		t.Errorf("attacked rook on d4: over (%v)", st.Termination)
	}
	// Black moves away (a4-a3); the white rook still stands on d4 with White
	// to move: White wins
	if st := clStatus(t, r, "r3/4/4/3R w - - 0 1", "d1d4", "a4a3"); st.Termination != position.GoalReached || st.Result != "1-0" {
		t.Errorf("rook held d4: %v %s, want goal 1-0", st.Termination, st.Result)
	}
	// a safe arrival wins at once: the black rook on b2 does not attack c4
	if st := clStatus(t, r, "4/4/1r2/2R1 w - - 0 1", "c1c4"); st.Termination != position.GoalReached || st.Result != "1-0" {
		t.Errorf("safe rook on c4: %v %s, want goal 1-0", st.Termination, st.Result)
	}
}

// racingchess: flagMove with the king: White's king on rank 8 gives Black one
// more move only when Black's king can reach rank 1 with it; Black's king on
// rank 1 wins at once.
func TestFlagRoyalExtraMove(t *testing.T) {
	r := clYAML(t, "schema: 1\nid: t\nextends: chess\nend:\n  insufficient_material: null\n  flag: {pieces: [K], squares: [a8-h8], extra_move: true}\n")
	// Ke8 reached; Black's king on c2 can go to b1, c1, d1: the game goes on
	if st := clStatus(t, r, "8/4K3/8/8/8/8/2k5/8 w - - 0 1", "e7e8"); st.Over() {
		t.Errorf("black king can reply: over (%v)", st.Termination)
	}
	// and Black's king reaching rank 1 draws
	if st := clStatus(t, r, "8/4K3/8/8/8/8/2k5/8 w - - 0 1", "e7e8", "c2c1"); st.Result != "1/2-1/2" {
		t.Errorf("both on their ranks: %s, want a draw", st.Result)
	}
	// Black's king on c4 cannot reach rank 1: White wins at once
	if st := clStatus(t, r, "8/4K3/8/8/2k5/8/8/8 w - - 0 1", "e7e8"); st.Termination != position.GoalReached || st.Result != "1-0" {
		t.Errorf("black king too far: %v %s, want goal 1-0", st.Termination, st.Result)
	}
	// Black first: Kc1 wins at once, White has no reply
	if st := clStatus(t, r, "8/8/4K3/8/8/8/2k5/8 b - - 0 1", "c2c1"); st.Termination != position.GoalReached || st.Result != "0-1" {
		t.Errorf("black king first: %v %s, want goal 0-1", st.Termination, st.Result)
	}
}

// flyingGeneral as Fairy-Stockfish judges it (a rook's attack between the
// kings): with flying_general_ranks the kings may not face each other on an
// open rank either.
func TestFlyingGeneralRanks(t *testing.T) {
	files := clYAML(t, "schema: 1\nid: t\nextends: chess\nflying_general: true\n")
	ranks := clYAML(t, "schema: 1\nid: t\nextends: chess\nflying_general: true\nflying_general_ranks: true\n")
	const fen = "8/8/8/8/8/8/3K4/k7 w - - 0 1"
	clHas(t, clPos(t, files, fen), "d2d1")
	// d1 faces a1 across the empty b1 and c1
	clLacks(t, clPos(t, ranks, fen), "d2d1")
	clLacks(t, clPos(t, ranks, fen), "d2c1", "d2e1")
	clHas(t, clPos(t, ranks, fen), "d2c2", "d2e2")
	// a piece between them blocks: the knight b1 may not leave the rank, the
	// king may step to c1 behind it
	p := clPos(t, ranks, "8/8/8/8/8/8/8/kN1K4 w - - 0 1")
	clLacks(t, p, "b1c3", "b1d2", "b1a3")
	clHas(t, p, "d1c1")
	clHas(t, clPos(t, files, "8/8/8/8/8/8/8/kN1K4 w - - 0 1"), "b1c3")
}

// coffeerace (racing kings with mustCapture): a capture that gives check is
// illegal there (checking = false), so it does not force the capture: the
// quiet moves stay legal.
func TestForcedCaptureAmongNoChecks(t *testing.T) {
	r := clYAML(t, "schema: 1\nid: t\nextends: racing-kings\nrules:\n  forced_capture: {}\n")
	// Qxb5 would give check to the king a6 (a queen on b5 touches a6); it is
	// the only capture, so nothing is forced
	p := clPos(t, r, "8/8/k7/1n6/8/8/8/1Q5K w - - 0 1")
	clLacks(t, p, "b1b5")
	clHas(t, p, "h1g1", "h1g2", "h1h2")
	// a capture that gives no check forces: Qxb4 (the king a6 is not on b4's lines)
	p = clPos(t, r, "8/8/k7/8/1n6/8/8/1Q5K w - - 0 1")
	if got := clSorted(clLegal(t, p)); got != "b1b4" {
		t.Errorf("legal %s, want b1b4 only", got)
	}
}

// dropChecks = false (Fairy-Stockfish's legal: "illegal checks" of a drop):
// with drops.no_check a drop that gives check is no legal move; the board's
// moves may still give check.
func TestDropNoCheck(t *testing.T) {
	r := clYAML(t, "schema: 1\nid: t\nextends: crazyhouse\nrules:\n  drops: {no_check: true}\n")
	p := clPos(t, r, "4k3/8/8/8/8/8/8/R3K3[Q] w - - 0 1")
	// Q@e2 checks along the e-file, Q@a4 along the diagonal a4-e8: refused;
	// Q@h1 gives no check; the rook's Ra8 gives check and stays legal
	clLacks(t, p, "Q@e2", "Q@a4", "Q@d7")
	clHas(t, p, "Q@h1", "Q@a2", "a1a8")
	// 61 empty squares minus the 20 from which a queen sees the king e8: the
	// e-file e2-e7 (6), rank 8 a8-d8 and f8-h8 (7), the diagonals d7-a4 (4)
	// and f7-h5 (3): 41 drops
	n := 0
	for _, m := range p.LegalMoves(nil) {
		if p.DropKind(m) != 0 {
			n++
		}
	}
	if n != 41 {
		t.Errorf("%d queen drops, want 41", n)
	}
}
