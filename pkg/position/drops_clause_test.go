package position_test

// Clause tests of the drops module (drops.go), on positions written by hand. The rule
// text is lichess's crazyhouse page (lichess.org/variant/crazyhouse), in our words:
// (1) a captured piece changes colour and goes to the capturer's hand; (2) a promoted
// piece goes back as a pawn; (3) instead of moving, a player may drop a piece from the
// hand on any empty square, (4) a pawn not on the first or last rank; (5) drops may
// block a check, give check and mate. Shogi's options (nifu, no mate by a pawn drop)
// follow Fairy-Stockfish's shogi definition.

import (
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// (1): Nxd5 puts a white pawn in White's hand; the FEN shows it in the holdings.
func TestDropsCaptureGoesToHand(t *testing.T) {
	r := clRules(t, "crazyhouse")
	p := clPos(t, r, "4k3/8/8/3p4/8/4N3/8/4K3[] w - - 0 1")
	clPlay(t, p, "e3d5")
	if got := p.Hand(rules.White, r.KindOf('P')); got != 1 {
		t.Fatalf("white pawns in hand after Nxd5: %d, want 1", got)
	}
	if got := clField(p.FEN(), 0); got != "4k3/8/8/3N4/8/8/8/4K3[P]" {
		t.Errorf("board field %q", got)
	}
	p.Unmake()
	if got := p.Hand(rules.White, r.KindOf('P')); got != 0 {
		t.Errorf("after Unmake %d pawns in hand", got)
	}
}

// (2): a promoted queen (Q~) captured goes to the hand as a pawn; an original queen
// goes as a queen.
func TestDropsPromotedReturnsAsPawn(t *testing.T) {
	r := clRules(t, "crazyhouse")
	p := clPos(t, r, "3Q~k3/8/8/8/8/8/8/4K3[] b - - 0 1")
	clPlay(t, p, "e8d8")
	if p.Hand(rules.Black, r.KindOf('P')) != 1 || p.Hand(rules.Black, r.KindOf('Q')) != 0 {
		t.Errorf("black hand after Kxd8 of a promoted queen: P %d Q %d, want 1 0",
			p.Hand(rules.Black, r.KindOf('P')), p.Hand(rules.Black, r.KindOf('Q')))
	}
	p = clPos(t, r, "3Qk3/8/8/8/8/8/8/4K3[] b - - 0 1")
	clPlay(t, p, "e8d8")
	if p.Hand(rules.Black, r.KindOf('Q')) != 1 {
		t.Errorf("black queens in hand after Kxd8: %d, want 1", p.Hand(rules.Black, r.KindOf('Q')))
	}
	// a pawn that promotes by a move is marked, and the mark moves with it
	p = clPos(t, r, "4k3/1P6/8/8/8/8/8/4K3[] w - - 0 1")
	clPlay(t, p, "b7b8q")
	if got := clField(p.FEN(), 0); got != "1Q~2k3/8/8/8/8/8/8/4K3[]" {
		t.Errorf("after b8=Q: %q", got)
	}
	clPlay(t, p, "e8d7", "b8b5")
	if got := clField(p.FEN(), 0); !strings.HasPrefix(got, "8/3k4/8/1Q~6") {
		t.Errorf("after Qb5: %q", got)
	}
}

// (3), (4): with a pawn and a knight in hand and nothing else to do, White's drops
// are: the knight on every empty square (64 - 2 kings = 62), the pawn on every
// empty square of ranks 2-7 (48 - the black king on e7 = 47), plus 3 king moves.
func TestDropsWhereAPieceMayGo(t *testing.T) {
	r := clRules(t, "crazyhouse")
	p := clPos(t, r, "8/4k3/8/8/8/8/8/K7[NP] w - - 0 1")
	legal := clLegal(t, p)
	// king a1: a2, b1, b2 (3 moves); knight 62; pawn 47
	if len(legal) != 3+62+47 {
		t.Errorf("%d legal moves, want %d", len(legal), 3+62+47)
	}
	clHas(t, p, "N@e8", "N@h1", "P@a2", "P@h7")
	clLacks(t, p, "P@a8", "P@h1", "P@e1", "N@a1", "N@e7", "Q@d4")
	// Black: the pawn may not go on rank 1 or 8 either (black's own first rank is 8)
	p = clPos(t, r, "8/4k3/8/8/8/8/8/K7[p] b - - 0 1")
	clHas(t, p, "P@a2", "P@h7")
	clLacks(t, p, "P@a1", "P@a8")
}

// (5): in check from the rook on a8 along the rank, White may block with a drop on
// b8..d8 only (the king on e8... here the white king on h8 is checked along rank 8).
func TestDropsBlockCheck(t *testing.T) {
	r := clRules(t, "crazyhouse")
	p := clPos(t, r, "r6K/8/6k1/8/8/8/8/8[N] w - - 0 1")
	drops := []string{}
	for c := range clLegal(t, p) {
		if strings.Contains(c, "@") {
			drops = append(drops, c)
		}
	}
	// between a8 and h8: b8..g8, six squares
	clSame(t, "drops in check", drops, []string{"N@b8", "N@c8", "N@d8", "N@e8", "N@f8", "N@g8"})
	// a drop that mates: the black king h8 boxed by its own pawns g7 h7, White
	// drops a rook on a8 (the rank is empty up to h8; g8 is covered by the rook).
	p = clPos(t, r, "7k/6pp/8/8/8/8/8/K7[R] w - - 0 1")
	clPlay(t, p, "R@a8")
	g := position.NewGame(p)
	if st := g.Status(); st.Termination != position.Checkmate || st.Result != "1-0" {
		t.Errorf("after R@a8: %v %s, want checkmate 1-0", st.Termination, st.Result)
	}
}

// The hands are position state: FEN holdings in brackets and in the '/' form read
// the same, round-trip, and change the hash and the repetition key.
func TestDropsHandsInFENAndKeys(t *testing.T) {
	r := clRules(t, "crazyhouse")
	a := clPos(t, r, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[Qn] b KQkq - 0 1")
	b := clPos(t, r, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR/Qn b KQkq - 0 1")
	c := clPos(t, r, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 1")
	if a.FEN() != "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[Qn] b KQkq - 0 1" || b.FEN() != a.FEN() {
		t.Errorf("FEN %q / %q", a.FEN(), b.FEN())
	}
	if a.Hash() != b.Hash() || a.RepetitionKey() != b.RepetitionKey() {
		t.Error("the two holdings forms hash differently")
	}
	if a.Hash() == c.Hash() || a.RepetitionKey() == c.RepetitionKey() {
		t.Error("the hand is not in the hash / repetition key")
	}
	// a promotion mark is state too
	m1 := clPos(t, r, "4k3/8/8/8/8/8/8/Q3K3[] w - - 0 1")
	m2 := clPos(t, r, "4k3/8/8/8/8/8/8/Q~3K3[] w - - 0 1")
	if m1.RepetitionKey() == m2.RepetitionKey() {
		t.Error("the promotion mark is not in the repetition key")
	}
	// the hash after a drop and back equals the hash of the FEN
	p := clPos(t, r, "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1")
	clPlay(t, p, "N@c3")
	q := clPos(t, r, p.FEN())
	if p.Hash() != q.Hash() {
		t.Errorf("incremental hash differs from the FEN's after N@c3 (%s)", p.FEN())
	}
	for _, bad := range []string{"4k3/8/8/8/8/8/8/4K3[K] w - - 0 1", "4k3/8/8/8/8/8/8/4K3[X] w - - 0 1", "4k3/8/8/8/8/8/8/4K3[N w - - 0 1"} {
		if _, err := r.ParseFEN(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// Shogi's options on a crazyhouse board: one_per_file (nifu) and no_drop_mate
// (uchifuzume), Fairy-Stockfish's shogi: "two unpromoted pawns on a file and mate by
// pawn drop are illegal".
func TestDropsShogiOptions(t *testing.T) {
	v := clVariant(t, "crazyhouse")
	v.Drops.OnePerFile = []byte{'P'}
	v.Drops.NoDropMate = []byte{'P'}
	r := clCompile(t, v)
	// White pawn on e2: no pawn drop on the e-file
	p := clPos(t, r, "k7/8/8/8/8/8/4P3/K7[P] w - - 0 1")
	clLacks(t, p, "P@e3", "P@e7")
	clHas(t, p, "P@d3", "P@f7")
	// White king a1 boxed by its own pawn a2 and knight b1; a black pawn dropped on
	// b2 checks it (black pawns capture toward rank 1: b2 attacks a1 and c1) and is
	// guarded by the black knight d3 (d3 attacks b2); nothing of White's can take
	// b2 (the pawn a2 captures toward b3, the knight b1 reaches a3, c3, d2).
	p = clPos(t, r, "k7/8/8/8/8/3n4/P7/KN6[p] b - - 0 1")
	// so P@b2 would mate: with no_drop_mate it is illegal; P@c2 gives no check.
	clLacks(t, p, "P@b2")
	clHas(t, p, "P@c2")
	// with the rule off, the same drop is legal and mates
	r2 := clRules(t, "crazyhouse")
	p = clPos(t, r2, "k7/8/8/8/8/3n4/P7/KN6[p] b - - 0 1")
	clPlay(t, p, "P@b2")
	if st := position.NewGame(p).Status(); st.Termination != position.Checkmate {
		t.Errorf("P@b2 in crazyhouse: %v, want checkmate", st.Termination)
	}
}

// Composability: drops on top of Cowardly Crew and of Symmetric Chess (bishop
// conversion) compile and play; a capture that converts still sends the captured
// piece to the hand.
func TestDropsComposes(t *testing.T) {
	zh := clVariant(t, "crazyhouse")
	zh.CaptureConversion = clVariant(t, "cowardly-crew").CaptureConversion
	r := clCompile(t, zh)
	// The white knight e3 takes d5: the black rook c4 (rank 3 > max(N 2, P 1))
	// does not convert, the black pawn e6 (rank 1) may: Nxd5 and Nxd5&e6.
	p := clPos(t, r, "4k3/8/4p3/3p4/2r5/4N3/8/4K3[] w - - 0 1")
	clHas(t, p, "e3d5", "e3d5&e6")
	clLacks(t, p, "e3d5&c4")
	clPlay(t, p, "e3d5&e6")
	if p.Hand(rules.White, r.KindOf('P')) != 1 {
		t.Errorf("white hand after Nxd5&e6: %d pawns, want 1", p.Hand(rules.White, r.KindOf('P')))
	}
	sym := clVariant(t, "symmetric")
	sym.Drops = zh.Drops
	clCompile(t, sym).Start().Perft(2)
}

// keep_promoted (Fairy-Stockfish's loop): the pawn b7 promotes on b8 and the rook
// a8 takes the queen: Black's hand gets a queen, not a pawn as in crazyhouse, and
// the promoted queen carries no ~ mark.
func TestDropsKeepPromoted(t *testing.T) {
	for _, tc := range []struct {
		preset, afterPromo string
		queens, pawns      int
	}{{"loop", "rQ1k4", 1, 0}, {"crazyhouse", "rQ~1k4", 0, 1}} {
		r := clRules(t, tc.preset)
		p := clPos(t, r, "r2k4/1P6/8/8/8/8/8/4K3[] w - - 0 1")
		clPlay(t, p, "b7b8q")
		if got := clField(p.FEN(), 0); got != tc.afterPromo+"/8/8/8/8/8/8/4K3[]" {
			t.Errorf("%s: after b8=Q: %q", tc.preset, got)
		}
		clPlay(t, p, "a8b8")
		q, pw := p.Hand(rules.Black, r.KindOf('Q')), p.Hand(rules.Black, r.KindOf('P'))
		if q != tc.queens || pw != tc.pawns {
			t.Errorf("%s: black hand after Rxb8: Q %d P %d, want %d %d", tc.preset, q, pw, tc.queens, tc.pawns)
		}
	}
}

// Placement (Fairy-Stockfish's placement, in our words): (1) each side starts with
// its pieces in hand and, while it holds any and can drop, must drop one on an
// empty square of its back rank instead of moving; (2) its bishops must end on
// squares of both colours; (3) captured pieces leave the game; (4) a king and a
// rook dropped on their castling squares may castle.
func TestPlacementClauses(t *testing.T) {
	r := clRules(t, "placement")
	// (1): 5 kinds x 8 squares of rank 1 = 40 drops, and no pawn move
	p := r.Start()
	if got := len(clLegal(t, p)); got != 40 {
		t.Errorf("%d legal moves at the start, want 40", got)
	}
	clLacks(t, p, "e2e4", "P@e3")
	// (2): White has a bishop on c1 (dark) and B, N in hand; a1 (dark) and b1
	// (light) are empty. The second bishop must go to b1; a knight on b1 would
	// leave it no light square. Legal: N@a1, B@b1 (and nothing else).
	p = clPos(t, r, "8/pppppppp/8/8/8/8/PPPPPPPP/2BQKRNR[BNkqrrbbnn] w - - 0 1")
	clSame(t, "drops with one bishop placed", clFrom(t, p, ""), []string{"B@b1", "N@a1"})
	// (3): a capture sends nothing to a hand
	p = clPos(t, r, "4k3/8/8/3p4/4P3/8/8/4K3[] w - - 0 1")
	clPlay(t, p, "e4d5")
	if got := clField(p.FEN(), 0); got != "4k3/8/8/3P4/8/8/8/4K3[]" {
		t.Errorf("after exd5: %q", got)
	}
	// (4): kings and rooks dropped on e1, h1, a1 castle both ways; without
	// dropped_unmoved they may not
	const fen = "8/pppppppp/8/8/8/8/PPPPPPPP/8[KRRkrr] w - - 0 1"
	p = clPos(t, r, fen)
	clPlay(t, p, "K@e1", "K@e8", "R@h1", "R@h8", "R@a1", "R@a8")
	clHas(t, p, "e1g1", "e1c1")
	v := clVariant(t, "placement")
	v.Drops.DroppedUnmoved = false
	p = clPos(t, clCompile(t, v), fen)
	clPlay(t, p, "K@e1", "K@e8", "R@h1", "R@h8", "R@a1", "R@a8")
	clLacks(t, p, "e1g1", "e1c1")
}
