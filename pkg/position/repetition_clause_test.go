package position_test

// The repetition key of each rule module (FIDE 9.2.3: "positions are considered the
// same if ... the possible moves of all the pieces of both players are the same").
// Every module state that changes the legal moves is in the key; a module without
// such state (promotion, capture conversion) adds nothing. The en passant part is
// TestEndRepetitionKeyEnPassantOnlyWhenCapturable, the rule-state letters
// TestSwapRuleStateInFENAndRepetitionKey and TestSymmetricBCRRuleStateInFENAndRepetitionKey.

import (
	"testing"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// Bishop swap (issue 9): in modern-swap the start position allows Bc1=N (c1b1) and
// Bc9=N; once the knights have gone b1-c3-b1 and b9-c7-b9 they have moved and no swap
// with them is possible, so the later positions differ from the start although the
// board, the side to move and the swap rights are the same. Hand count, cycle
// 1. Nc3 Nc7 2. Nb1 Nb9 repeated: the start-type position (plies 4, 8, ...) occurs for
// the third time at ply 12 and the fifth at ply 20, not at 16 as when the start
// position counted. Ply 1 (Black's b9 knight still unmoved, Bc9=N possible) never
// recurs; ply 5 starts its own series (5, 9, ...). The position after ply 2 (both
// knights out, both moved) recurs at plies 6, 10, 14, 18: the game's first threefold
// is at ply 10 and its fivefold end at ply 18.
func TestRepetitionSwapPartnersUnmoved(t *testing.T) {
	g := position.NewGame(clRules(t, "modern-swap").Start())
	if !clHasSwap(g.P, "c1b1") {
		t.Fatal("the start position has no swap c1b1")
	}
	cycle := []string{"b1c3", "b9c7", "c3b1", "c7b9"}
	firstClaim, firstFive := 0, 0
	for ply := 1; ply <= 20; ply++ {
		clGamePlay(t, g, cycle[(ply-1)%4])
		st := g.Status()
		var want int
		switch ply % 4 {
		case 0:
			want = ply / 4
		case 1:
			want = max(1, (ply-1)/4)
		default:
			want = (ply-ply%4)/4 + 1 // plies 2, 6, ... and 3, 7, ...
		}
		if st.Repetitions != want {
			t.Errorf("ply %d: repetitions %d, want %d", ply, st.Repetitions, want)
		}
		if st.RepetitionClaim && firstClaim == 0 {
			firstClaim = ply
		}
		if st.Termination == position.Fivefold && firstFive == 0 {
			firstFive = ply
		}
		if ply == 12 && st.Repetitions != 3 {
			t.Errorf("ply 12: the start-type position occurs %d times, want 3", st.Repetitions)
		}
		if ply == 20 && (st.Repetitions != 5 || st.Termination != position.Fivefold) {
			t.Errorf("ply 20: the start-type position occurs %d times (%v), want 5 (fivefold)", st.Repetitions, st.Termination)
		}
	}
	if firstClaim != 10 || firstFive != 18 {
		t.Errorf("first threefold claim at ply %d, fivefold at ply %d; want 10 and 18", firstClaim, firstFive)
	}
	if clHasSwap(g.P, "c1b1") {
		t.Error("c1b1 is still a swap after the knight has moved")
	}
}

func clHasSwap(p *position.Position, c string) bool {
	for _, m := range p.LegalMoves(nil) {
		if p.MoveModule(m) == rules.ModBishopSwap && p.Coord(m) == c {
			return true
		}
	}
	return false
}

// Castling: a rook that goes h1-g1-h1 (and h8-g8-h8) is back on its square but its
// castling right is gone (FIDE 9.2.3.1: "the right to castle" is part of the position).
func TestRepetitionCastlingRights(t *testing.T) {
	r := clRules(t, "chess")
	p := clPos(t, r, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	k0 := p.RepetitionKey()
	clPlay(t, p, "h1g1", "h8g8", "g1h1", "g8h8")
	if p.BoardFEN() != "r3k2r/8/8/8/8/8/8/R3K2R" {
		t.Fatalf("board %s", p.BoardFEN())
	}
	if p.CastlingFEN() != "Qq" {
		t.Errorf("castling %s, want Qq", p.CastlingFEN())
	}
	if p.RepetitionKey() == k0 {
		t.Error("losing the king-side castling rights does not change the repetition key")
	}
	// the same position (rights included) gives the same key
	if q := clPos(t, r, "r3k2r/8/8/8/8/8/8/R3K2R w Qq - 2 3"); q.RepetitionKey() != p.RepetitionKey() {
		t.Error("the same position read from a FEN has another repetition key")
	}
}

// Bishop conversion: the c1 bishop goes d2 and back; the board is as before but the
// bishop has lost its right and the g1 bishop must convert (seed: "if he makes a
// normal move with one of his bishops, the first move made with the other must be a
// conversion move"), so the position is another one.
func TestRepetitionConversionRights(t *testing.T) {
	r := clRules(t, "symmetric")
	fen := "2b1k1b2/9/9/9/9/9/9/2B1K1B2 w - CGcg - 0 1"
	p := clPos(t, r, fen)
	k0 := p.RepetitionKey()
	clPlay(t, p, "c1d2", "e8e7", "d2c1", "e7e8")
	if got := p.RuleStateFEN(); got != "G+cg" {
		t.Errorf("rule state %s, want G+cg", got)
	}
	if p.RepetitionKey() == k0 {
		t.Error("a conversion right given up does not change the repetition key")
	}
}

// Counting stays right past any length without an irreversible ply: with the
// automatic end switched off, the start position after n knight cycles has occurred
// n+1 times (400 plies, so the counts are kept beyond the scanned window too).
func TestRepetitionCountLongGame(t *testing.T) {
	v := clVariant(t, "chess")
	v.End.Repetition.Automatic = 0
	v.End.MoveRule.Automatic = 0
	g := position.NewGame(clCompile(t, v).Start())
	cycle := []string{"g1f3", "g8f6", "f3g1", "f6g8"}
	for n := 1; n <= 100; n++ {
		clGamePlay(t, g, cycle...)
		if st := g.Status(); st.Repetitions != n+1 {
			t.Fatalf("after %d cycles: repetitions %d, want %d", n, st.Repetitions, n+1)
		}
	}
	// an irreversible ply forgets the earlier positions
	clGamePlay(t, g, "e2e4", "e7e5")
	clGamePlay(t, g, cycle...)
	if st := g.Status(); st.Repetitions != 2 {
		t.Errorf("after a pawn move and one cycle: repetitions %d, want 2", st.Repetitions)
	}
}

// Drops (lichess crazyhouse; Fairy-Stockfish counts repetitions over the whole game
// where captures go to the hand): a captured piece comes back from the hand, so a
// position before a capture or a drop may occur again, and the repetition count
// runs across them. Cycle of 10 plies from A = "4k2r/8/8/8/8/8/8/4K1R1[N] w": White
// drops N@h6, Black's rook takes it (a knight to Black's hand), both kings step
// aside and back while the rook returns, Black drops the knight on g3, White's rook
// takes it (the knight back to White's hand) and returns, Black's king goes back
// to e8: A again, every ply between a capture, a drop or a king step. No two plies
// of one cycle give the same position, so the position after ply n occurs n/10+1
// times: A the second time at ply 10, the third at ply 20 (threefold: a claim,
// and so is every later position, each its third time or more), the fifth at
// ply 40 (the automatic end). Fairy-Stockfish (crazyhouse) agrees on
// the third occurrence: after 19 plies it scores Black's d8e8 as 0 at once (a
// draw by repetition), after 9 plies as -385 and from the position's FEN alone
// as -401 (Black is a knight down).
func TestRepetitionAcrossCapturesAndDrops(t *testing.T) {
	g := position.NewGame(clPos(t, clRules(t, "crazyhouse"), "4k2r/8/8/8/8/8/8/4K1R1[N] w - - 0 1"))
	cycle := []string{"N@h6", "h8h6", "e1d1", "h6h8", "d1e1", "N@g3", "g1g3", "e8d8", "g3g1", "d8e8"}
	for ply := 1; ply <= 40; ply++ {
		clGamePlay(t, g, cycle[(ply-1)%10])
		st := g.Status()
		if want := ply/10 + 1; st.Repetitions != want {
			t.Fatalf("ply %d (%s): repetitions %d, want %d", ply, g.P.FEN(), st.Repetitions, want)
		}
		if claim := ply >= 20; st.RepetitionClaim != claim {
			t.Errorf("ply %d: repetition claim %v, want %v", ply, st.RepetitionClaim, claim)
		}
		if over := ply == 40; st.Over() != over || over && st.Termination != position.Fivefold {
			t.Errorf("ply %d: over %v (%v), want %v (fivefold at ply 40)", ply, st.Over(), st.Termination, over)
		}
	}
}
