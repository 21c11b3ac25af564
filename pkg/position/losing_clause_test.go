package position_test

// Clause tests of the losing-chess family beside antichess, on positions written by
// hand, citing the rule texts in our words:
// giveaway (Fairy-Stockfish's giveaway: antichess whose king may castle as in
// chess; the king is no royal piece, so it may castle out of, across and into
// attacked squares, and castling is no capture, so a capture on the board forbids
// it); suicide (FICS suicide_chess: "if a player cannot move, the player with fewer
// pieces wins; with equal numbers the game is drawn").

import (
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/position"
)

// Giveaway: the king castles though the rook on f8 attacks f1 and the bishop on b4
// attacks e1 (no check in giveaway); antichess from the same position has no
// castling at all.
func TestGiveawayCastlesAcrossAttackedSquares(t *testing.T) {
	fen := "4kr2/8/8/8/1b6/8/8/R3K2R w KQ - 0 1"
	p := clPos(t, clRules(t, "giveaway"), fen)
	clHas(t, p, "e1g1", "e1c1")
	clPlay(t, p, "e1g1")
	if got := p.FEN(); got != "4kr2/8/8/8/1b6/8/8/R4RK1 b - - 1 1" {
		t.Errorf("after O-O: %s, want the king on g1 and the rook on f1, no white rights", got)
	}
	// the same position in antichess has the same moves but the two castlings
	a := clPos(t, clRules(t, "antichess"), "4kr2/8/8/8/1b6/8/8/R3K2R w - - 0 1")
	g := clPos(t, clRules(t, "giveaway"), fen)
	if na, ng := len(a.LegalMoves(nil)), len(g.LegalMoves(nil)); ng != na+2 {
		t.Errorf("giveaway %d moves, antichess %d: want exactly the two castlings more", ng, na)
	}
}

// Giveaway: castling is no capture, so when a capture is possible it is not legal
// (Ra1xa8 is on the board).
func TestGiveawayCastlingYieldsToForcedCapture(t *testing.T) {
	p := clPos(t, clRules(t, "giveaway"), "r3k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")
	clLacks(t, p, "e1g1", "e1c1")
	clHas(t, p, "a1a8")
	// the black king castles as well: with no capture on the board, both castlings
	q := clPos(t, clRules(t, "giveaway"), "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1")
	clHas(t, q, "e8g8", "e8c8")
}

// Suicide: a stalemated side with fewer pieces wins, with more loses, with as many
// draws; antichess gives the stalemated side the win in all three.
func TestSuicideStalemateByPieceCount(t *testing.T) {
	for _, c := range []struct {
		fen, suicide, why string
	}{
		// White: Ba1 Pb2 (2), Black: Pb3 (1); White to move cannot: the bishop is shut
		// in by its pawn, the pawn is blocked and takes nothing.
		{"8/8/8/8/8/1p6/1P6/B7 w - - 0 1", "0-1", "White, stalemated, has more pieces: Black wins"},
		// White: Pb2 (1), Black: Pb3 (1), the pawns blocking each other.
		{"8/8/8/8/8/1p6/1P6/8 w - - 0 1", "1/2-1/2", "one piece each: a draw"},
		// White: Pb2 (1), Black: Pb3, and a knight on h8 shut in by its own pawns f7
		// and g6 (4).
		{"7n/5p2/6p1/8/8/1p6/1P6/8 w - - 0 1", "1-0", "White, stalemated, has fewer pieces: White wins"},
	} {
		for _, v := range []string{"suicide", "antichess"} {
			p := clPos(t, clRules(t, v), c.fen)
			if n := len(p.LegalMoves(nil)); n != 0 {
				t.Fatalf("%s %s: %d legal moves, want a stalemate", v, c.fen, n)
			}
			st := position.NewGame(p).Status()
			want := c.suicide
			if v == "antichess" {
				want = "1-0" // the stalemated side (White) wins
			}
			if st.Termination != position.Stalemate || st.Result != want {
				t.Errorf("%s %s: %v %s, want stalemate %s (%s)", v, c.fen, st.Termination, st.Result, want, c.why)
			}
		}
	}
}

// Castling from the position (Chess960) needs a royal king: with giveaway's
// ordinary king it is refused at compile time rather than silently never castling.
func TestGiveawayCastlingFromPositionRefused(t *testing.T) {
	v := clVariant(t, "giveaway")
	v.Castling.FromPosition = true
	if _, err := position.Compile(v); err == nil || !strings.Contains(err.Error(), "royal king") {
		t.Errorf("Compile: %v, want the non-royal king refused", err)
	}
}
