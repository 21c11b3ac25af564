package position_test

// Clause tests of the Shogi rules (the promotion module's promotes, the drops
// module's Shogi options), on positions written by hand. The rule text, as the Japan
// Shogi Association's rules give it (in our words): (1) a piece whose move starts or
// ends in the three far ranks may promote, (2) and must where it could not move
// again: a pawn or lance on the last rank, a knight on the last two; (3) a captured
// piece goes to the capturer's hand unpromoted; (4) a piece may be dropped on any
// empty square, but not where it could never move, (5) not a pawn on a file that
// holds an unpromoted pawn of its side (nifu), (6) not a pawn that checkmates at
// once (uchifuzume), a foul that loses the game (shogi: drop_mate loss, as
// Fairy-Stockfish plays it; drop_mate illegal makes it no legal move).

import (
	"errors"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// (1), (2): White (ranks 1-3 at the start) promotes in ranks 7-9. "+" after a
// coordinate move is the promotion (Fairy-Stockfish's form).
func TestShogiPromotionClauses(t *testing.T) {
	r := clRules(t, "shogi")
	p := clPos(t, r, "k8/2P6/3SN4/5PN2/1N7/9/9/7L1/8K[] w - - 0 1")
	// a pawn reaching the last rank must promote
	clSame(t, "pawn c8", clFrom(t, p, "c8"), []string{"c8c9+"})
	// a pawn entering the zone may promote
	clSame(t, "pawn f6", clFrom(t, p, "f6"), []string{"f6f7", "f6f7+"})
	// a knight (two forward, one aside) landing on rank 9 or 8 must promote, on
	// rank 7 may
	clSame(t, "knight e7", clFrom(t, p, "e7"), []string{"e7d9+", "e7f9+"})
	clSame(t, "knight g6", clFrom(t, p, "g6"), []string{"g6f8+", "g6h8+"})
	clSame(t, "knight b5", clFrom(t, p, "b5"), []string{"b5a7", "b5a7+", "b5c7", "b5c7+"})
	// a silver in the zone may promote on any move, out of the zone too (d7-c6)
	clSame(t, "silver d7", clFrom(t, p, "d7"), []string{"d7c6", "d7c6+", "d7d8", "d7d8+", "d7e6", "d7e6+", "d7e8", "d7e8+"})
	// a lance: plain below the zone, both in it, promoted only on the last rank
	clSame(t, "lance h2", clFrom(t, p, "h2"), []string{"h2h3", "h2h4", "h2h5", "h2h6", "h2h7", "h2h7+", "h2h8", "h2h8+", "h2h9+"})
	// the promoted piece stands as "+N" in the FEN
	clPlay(t, p, "e7d9+")
	if got := clField(p.FEN(), 0); got != "k2+N5/2P6/3S5/5PN2/1N7/9/9/7L1/8K[]" {
		t.Errorf("after e7d9+: %q", got)
	}
	// Black promotes in ranks 1-3 (mirrored): a black pawn on e2 only to e1 promoted
	p = clPos(t, r, "k8/9/9/9/9/9/9/4p4/8K[] b - - 0 1")
	clSame(t, "black pawn e2", clFrom(t, p, "e2"), []string{"e2e1+"})
	// a FEN may not put an unpromoted pawn where it has no move
	if _, err := r.ParseFEN("k1P6/9/9/9/9/9/9/9/8K[] w - - 0 1"); err == nil {
		t.Error("a white pawn on c9 accepted")
	}
}

// (3): a captured tokin goes to the hand as a pawn, and the hand's letters are the
// FEN holdings; unmaking restores the tokin.
func TestShogiCaptureOfPromotedPiece(t *testing.T) {
	r := clRules(t, "shogi")
	p := clPos(t, r, "4k4/9/9/9/4+p4/9/4R4/9/4K4[] w - - 0 1")
	clPlay(t, p, "e3e5")
	if p.Hand(rules.White, r.KindOfLabel("P")) != 1 || p.Hand(rules.White, r.KindOfLabel("+P")) != 0 {
		t.Errorf("white hand after Rxe5 of a tokin: P %d, +P %d; want 1, 0",
			p.Hand(rules.White, r.KindOfLabel("P")), p.Hand(rules.White, r.KindOfLabel("+P")))
	}
	if got := clField(p.FEN(), 0); got != "4k4/9/9/9/4R4/9/9/9/4K4[P]" {
		t.Errorf("after Rxe5: %q", got)
	}
	p.Unmake()
	if got := clField(p.FEN(), 0); got != "4k4/9/9/9/4+p4/9/4R4/9/4K4[]" {
		t.Errorf("after Unmake: %q", got)
	}
	// a dragon (+R) captured goes back as a rook
	p = clPos(t, r, "4k4/9/9/9/4+r4/9/4R4/9/4K4[] w - - 0 1")
	clPlay(t, p, "e3e5")
	if p.Hand(rules.White, r.KindOfLabel("R")) != 1 {
		t.Errorf("white rooks in hand after Rxe5 of a dragon: %d, want 1", p.Hand(rules.White, r.KindOfLabel("R")))
	}
	// the labels read back: the FEN round-trips
	for _, fen := range []string{"4k4/9/9/9/4+p4/9/4R4/9/4K4[] w - - 0 1", "l+N+Bsgk1nl/9/9/9/9/9/9/9/4K4[RPPbsp] b - - 0 1"} {
		if got := clPos(t, r, fen).FEN(); got != fen {
			t.Errorf("FEN %q reads back as %q", fen, got)
		}
	}
	for _, bad := range []string{"4k4/9/9/9/4+4/9/9/9/4K4[] w - - 0 1", "4k4/9/9/9/4+q4/9/9/9/4K4[] w - - 0 1",
		"4k4/9/9/9/4+k4/9/9/9/4K4[] w - - 0 1", "4k4/9/9/9/4{pp4/9/9/9/4K4[] w - - 0 1"} {
		if _, err := r.ParseFEN(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// (4), (5): White, with a pawn on e4, a tokin on c4 and P, L, N in hand, may drop
// the pawn on ranks 1-8 of every file but e (the tokin is no pawn: P@c5 is
// legal), the lance on ranks 1-8, the knight on ranks 1-7. Counted by hand:
// pawn 8 files x 8 ranks - a1, c4 = 62; lance 9 x 8 - a1, c4, e4 = 69; knight
// 9 x 7 - 3 = 60; king a1: a2 b1 b2 = 3; pawn e4-e5 = 1; tokin c4 (gold's moves):
// c5 b5 d5 b4 d4 c3 = 6; in all 201.
func TestShogiDropClauses(t *testing.T) {
	r := clRules(t, "shogi")
	p := clPos(t, r, "8k/9/9/9/9/2+P1P4/9/9/K8[PLN] w - - 0 1")
	if got := len(clLegal(t, p)); got != 201 {
		t.Errorf("%d legal moves, want 201", got)
	}
	clHas(t, p, "P@d5", "P@c5", "P@i8", "L@d8", "N@d7", "N@i1")
	clLacks(t, p, "P@e5", "P@e9", "P@d9", "L@d9", "N@d8", "N@d9")
	// Black's last ranks are 1 and 2
	p = clPos(t, r, "8k/9/9/9/9/9/9/9/K8[pln] b - - 0 1")
	clHas(t, p, "P@d2", "L@d2", "N@d3")
	clLacks(t, p, "P@d1", "L@d1", "N@d2", "N@d1")
}

// (6): the black king a9 is boxed in: P@a8 checks it, the gold b7 guards a8 and
// b8, the silver c8 covers b9. The pawn drop is a legal move that loses
// (drop_mate: loss): the mated side, Black, wins; the same mate by a dropped gold
// wins for White. With drop_mate illegal the pawn drop is no legal move.
func TestShogiPawnDropMate(t *testing.T) {
	const fen = "k8/2S6/1G7/9/9/9/9/9/8K[PG] w - - 0 1"
	r := clRules(t, "shogi")
	p := clPos(t, r, fen)
	clHas(t, p, "P@a8", "G@a8")
	clPlay(t, p, "P@a8")
	if st := position.NewGame(p).Status(); st.Termination != position.DropMate || st.Result != "0-1" {
		t.Errorf("after P@a8: %v %s, want drop-mate 0-1 (the pawn drop mate loses)", st.Termination, st.Result)
	}
	p = clPos(t, r, fen)
	clPlay(t, p, "G@a8")
	if st := position.NewGame(p).Status(); st.Termination != position.Checkmate || st.Result != "1-0" {
		t.Errorf("after G@a8: %v %s, want checkmate 1-0", st.Termination, st.Result)
	}
	v := clVariant(t, "shogi")
	v.Drops.DropMateLoses = false
	p = clPos(t, clCompile(t, v), fen)
	clLacks(t, p, "P@a8")
	clHas(t, p, "G@a8", "P@a7")
	// a pawn drop that checks without mating stays legal: with the silver gone the
	// king escapes to b9
	p = clPos(t, clCompile(t, v), "k8/9/1G7/9/9/9/9/9/8K[P] w - - 0 1")
	clHas(t, p, "P@a8")
}

// (3): a hand never holds a promoted piece, so a FEN that puts one there is refused
// at its column; the base piece is fine. By hand for the kings on e1/e9 and a pawn
// in White's hand: 5 king moves (d1, f1, d2, e2, f2) plus pawn drops on the 79
// empty squares but the 8 of the last rank, (4): 5 + 71 = 76 (no pawn on the board,
// so no nifu; no drop checks).
func TestShogiHandHoldsNoPromotedPiece(t *testing.T) {
	r := clRules(t, "shogi")
	_, err := r.ParseFEN("4k4/9/9/9/9/9/9/9/4K4[+P] w - - 0 1")
	var fe *position.FENError
	if !errors.As(err, &fe) || !strings.Contains(err.Error(), "promoted") {
		t.Errorf("[+P] in hand: %v, want a FEN error saying the piece is promoted", err)
	}
	p := clPos(t, r, "4k4/9/9/9/9/9/9/9/4K4[P] w - - 0 1")
	if n := len(p.LegalMoves(nil)); n != 76 {
		t.Errorf("[P] in hand: %d legal moves, want 76", n)
	}
}
