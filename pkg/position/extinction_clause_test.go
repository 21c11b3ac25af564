package position_test

// Clause tests of end.extinction (wins.go) on positions written by hand, citing the
// rule texts in our words: extinction chess (Schmittberger; The Chess Variant
// Pages): "a player who loses all pieces of one kind (king, queen, rook, bishop,
// knight or pawn) loses; the king is not royal, and a pawn may promote to a king";
// kinglet (Fairy-Stockfish's definition): "a player with no pawn left loses, pawns
// promote only to a king"; three kings (cutechess): "capture any one of the three
// enemy kings to win". A position so ended has no legal moves (Fairy-Stockfish's
// perft convention).

import (
	"testing"

	"github.com/gamecourier/courier/pkg/position"
)

// clEnd plays moves in a game from fen and returns its status.
func clEnd(t *testing.T, variant, fen string, moves ...string) position.Status {
	t.Helper()
	g := position.NewGame(clPos(t, clRules(t, variant), fen))
	clGamePlay(t, g, moves...)
	return g.Status()
}

func TestExtinctionClauses(t *testing.T) {
	// one rook, one knight of a kind left is enough to play on
	if st := clEnd(t, "extinction", "1nbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR w - - 0 1"); st.Over() {
		t.Fatalf("Black with one rook left: %+v", st)
	}
	st := clEnd(t, "extinction", "rnbqkb1r/pppp1ppp/8/4p3/8/2N5/PPPPPPPP/R1BQKBNR w - - 0 1")
	if st.Over() {
		t.Fatalf("Black has one knight left: %+v", st)
	}
	st = clEnd(t, "extinction", "r1bqkb1r/pppppppp/8/3n4/8/2N5/PPPPPPPP/R1BQKBNR w - - 0 1", "c3d5")
	if st.Termination != position.Extinction || st.Result != "1-0" {
		t.Errorf("Nxd5 takes Black's last knight: %v %s, want extinction 1-0", st.Termination, st.Result)
	}
	// White's last pawn promotes (to a queen): White has no pawn left and loses,
	// though it now has a second queen (Black keeps one piece of every kind).
	st = clEnd(t, "extinction", "4k3/P4qrb/5np1/8/8/8/8/KQRBN3 w - - 0 1", "a7a8q")
	if st.Termination != position.Extinction || st.Result != "0-1" {
		t.Errorf("a8=Q, White's last pawn: %v %s, want extinction 0-1", st.Termination, st.Result)
	}
	// The king is no royal piece: it may step onto a square the queen on f7 attacks
	// (a2), and a pawn may promote to a king.
	p := clPos(t, clRules(t, "extinction"), "4k3/P4qrb/5np1/8/8/8/8/KQRBN3 w - - 0 1")
	clHas(t, p, "a1a2", "a7a8k")
	// A game already over has no legal moves (perft 0).
	over := clPos(t, clRules(t, "extinction"), "r1bqkb1r/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR b - - 0 1")
	if n := over.Perft(1); n != 0 {
		t.Errorf("Black without knights: perft 1 = %d, want 0", n)
	}
}

func TestKingletClauses(t *testing.T) {
	r := clRules(t, "kinglet")
	// promotion only to a king
	p := clPos(t, r, "8/P6p/8/8/8/8/7P/k6K w - - 0 1")
	clHas(t, p, "a7a8k")
	clLacks(t, p, "a7a8q", "a7a8n")
	// White still has the h-pawn after a8=K; Black, losing its last pawn to a
	// capture, loses.
	if st := clEnd(t, "kinglet", "8/P6p/8/8/8/8/7P/k6K w - - 0 1", "a7a8k"); st.Over() {
		t.Errorf("a8=K with the h-pawn left: %v, want the game on", st.Termination)
	}
	st := clEnd(t, "kinglet", "8/8/8/8/8/6p1/7P/k6K w - - 0 1", "h2g3")
	if st.Termination != position.Extinction || st.Result != "1-0" {
		t.Errorf("hxg3 takes Black's last pawn: %v %s, want extinction 1-0", st.Termination, st.Result)
	}
	// promoting one's last pawn loses
	st = clEnd(t, "kinglet", "8/P7/8/8/8/8/p7/7K w - - 0 1", "a7a8k")
	if st.Termination != position.Extinction || st.Result != "0-1" {
		t.Errorf("a8=K, White's last pawn: %v %s, want extinction 0-1", st.Termination, st.Result)
	}
}

func TestThreeKingsClauses(t *testing.T) {
	r := clRules(t, "threekings")
	start := r.Start()
	if got := clField(start.FEN(), 0); got != "knbqkbnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK" {
		t.Errorf("start %s", got)
	}
	// no castling; kings are not royal: a king may stand attacked
	p := clPos(t, r, "k6k/8/8/8/8/8/8/K3K2K w - - 0 1")
	clLacks(t, p, "e1g1", "e1c1")
	q := clPos(t, r, "k3k2k/8/8/8/8/8/4r3/K3K2K w - - 0 1")
	clHas(t, q, "e1e2", "e1f1") // Kxe2, and Kf1 though the rook is next to it
	// capturing one of the three enemy kings wins
	st := clEnd(t, "threekings", "k3k2k/8/8/8/8/8/8/K3K1KR w - - 0 1", "h1h8")
	if st.Termination != position.Extinction || st.Result != "1-0" {
		t.Errorf("Rxh8 takes a king: %v %s, want extinction 1-0", st.Termination, st.Result)
	}
	// two kings a side is already over (the side with two has lost one)
	if n := clPos(t, r, "k3k3/8/8/8/8/8/8/K3K2K w - - 0 1").Perft(1); n != 0 {
		t.Errorf("Black with two kings: perft 1 = %d, want 0", n)
	}
}

// Losers (ICC wild 17, Fairy-Stockfish's losers): "captures are compulsory; a player
// wins by losing every piece but the king, by being checkmated or by being
// stalemated"; the king is royal, so check must be answered.
func TestLosersClauses(t *testing.T) {
	r := clRules(t, "losers")
	// Black's last piece besides the king is taken: Black (to move, bare) wins.
	st := clEnd(t, "losers", "4k3/8/8/8/8/8/8/n2QK3 w - - 0 1", "d1a1")
	if st.Termination != position.Extinction || st.Result != "0-1" {
		t.Errorf("Qxa1 bares Black's king: %v %s, want extinction 0-1", st.Termination, st.Result)
	}
	// the mated side wins: Qh4# in the fool's mate wins for White
	st = clEnd(t, "losers", "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4")
	if st.Termination != position.Checkmate || st.Result != "1-0" {
		t.Errorf("fool's mate: %v %s, want checkmate 1-0 (the mated side wins)", st.Termination, st.Result)
	}
	// the stalemated side wins: Black's king a8 has b8 and b7 covered by the queen,
	// its pawn a7 is blocked
	if st := position.NewGame(clPos(t, r, "k7/p1Q5/P7/8/8/8/8/2K5 b - - 0 1")).Status(); st.Termination != position.Stalemate || st.Result != "0-1" {
		t.Errorf("stalemate: %v %s, want stalemate 0-1 (the stalemated side wins)", st.Termination, st.Result)
	}
	// a capture is compulsory: Rxa7 is the only move (Ke1-d1 and the rook's
	// other moves are not legal)
	p := clPos(t, r, "4k3/p7/8/8/8/8/8/R3K3 w - - 0 1")
	clSame(t, "forced capture", clFrom(t, p, "a1"), []string{"a1a7"})
	clLacks(t, p, "e1d1", "a1a2")
	// a capture that would leave the king in check is no legal move, so it does not
	// force anything: the rook on d2 is pinned by the bishop on a5, Rxd5 is illegal
	// and the king's moves are legal
	q := clPos(t, r, "k7/8/8/b2p4/8/8/3R4/4K3 w - - 0 1")
	clLacks(t, q, "d2d5")
	clHas(t, q, "e1d1", "e1f1")
}
