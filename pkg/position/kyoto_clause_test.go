package position_test

// Clause tests of the promotion rules of Kyoto and Micro Shogi (the promotion
// module's demotes and on_capture, the drops module's promoted and no_drop), on
// positions written by hand. The rule texts, in our words:
//   - Kyoto Shogi (Wikipedia, "Kyoto shogi"; Fairy-Stockfish's kyotoshogi:
//     promotionRegion = all squares, mandatoryPiecePromotion, pieceDemotion,
//     dropPromoted): (K1) every piece but the king turns over after each of its
//     moves: an unpromoted piece promotes, a promoted one demotes; (K2) a
//     captured piece goes to the hand unpromoted and (K3) may be dropped either
//     side up.
//   - Micro Shogi (Wikipedia, "Micro shogi"; Fairy-Stockfish's micro:
//     piecePromotionOnCapture as well): (M1) a piece turns over when, and only
//     when, it captures.
//   - Fairy-Stockfish's dropNoDoubled with dropNoDoubledCount = 0 (dragonfly's
//     pawns): (D1) no file may hold a piece of that kind after a drop when it
//     already holds zero or more, so the piece is never dropped.
// The move counts are counted by hand below.

import (
	"testing"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// (K1): a tokin (+L, WfF) must demote on each of its 6 moves; a silver (S, FfW)
// must promote on each of its 2; the king moves as it is.
func TestKyotoDemotionClauses(t *testing.T) {
	r := clRules(t, "kyotoshogi")
	p := clPos(t, r, "4k/5/2+L2/5/K3S[] w - - 3 10")
	clSame(t, "tokin c3", clFrom(t, p, "c3"), []string{"c3b3-", "c3b4-", "c3c2-", "c3c4-", "c3d3-", "c3d4-"})
	clSame(t, "silver e1", clFrom(t, p, "e1"), []string{"e1d2+", "e1e2+"})
	clSame(t, "king a1", clFrom(t, p, "a1"), []string{"a1a2", "a1b1", "a1b2"})
	// the tokin demoted is a lance on c4 (FEN "L"); neither a promotion nor a
	// demotion resets the halfmove clock (Fairy-Stockfish resets it on a
	// promotion only without pieceDemotion)
	// the side effect reported: a demotion to the lance, a promotion to the bishop
	for c, want := range map[string]position.EffectKind{"c3c4-": position.EffectDemotion, "e1d2+": position.EffectPromotion} {
		fx := p.Effects(nil, clMove(t, p, c))
		if len(fx) != 1 || fx[0].Kind != want {
			t.Errorf("effects of %s: %+v, want one %s", c, fx, want)
		}
	}
	clPlay(t, p, "c3c4-")
	if got := p.FEN(); got != "4k/2L2/5/5/K3S[] b - - 4 10" {
		t.Errorf("after c3c4-: %q", got)
	}
	clPlay(t, p, "e5d5", "e1e2+")
	if got := p.FEN(); got != "3k1/2L2/5/4+S/K4[] b - - 6 11" {
		t.Errorf("after e1e2+: %q", got)
	}
	// the lance promotes again on its next move: c4-c5 only (fR: one square
	// to the last rank), promoted
	clPlay(t, p, "d5e5")
	clSame(t, "lance c4", clFrom(t, p, "c4"), []string{"c4c5+"})
}

// (K2), (K3): a captured bishop (+S) goes to the hand as a silver; a silver in
// hand is dropped as a silver or as a bishop on each of the 22 empty squares,
// even where the silver has no further move.
func TestKyotoPromotedDropClauses(t *testing.T) {
	r := clRules(t, "kyotoshogi")
	p := clPos(t, r, "4k/5/2+s2/5/K1+P2[] w - - 0 1")
	clPlay(t, p, "c1c3-") // the rook (+P) takes the bishop and demotes to a pawn
	if got := clField(p.FEN(), 0); got != "4k/5/2P2/5/K4[S]" {
		t.Errorf("after c1c3-: %q", got)
	}
	clPlay(t, p, "e5d5")
	legal := clLegal(t, p)
	drops, promoted := 0, 0
	for c := range legal {
		switch {
		case len(c) == 4 && c[:2] == "S@":
			drops++
		case len(c) == 5 && c[:3] == "+S@":
			promoted++
		}
	}
	// 25 squares less the two kings and the pawn
	if drops != 22 || promoted != 22 {
		t.Errorf("silver drops %d, bishop drops %d; want 22 and 22", drops, promoted)
	}
	clHas(t, p, "S@a5", "+S@b3")
	clPlay(t, p, "+S@b3")
	if got := clField(p.FEN(), 0); got != "3k1/5/1+SP2/5/K4[]" {
		t.Errorf("after +S@b3: %q", got)
	}
	// the dropped bishop demotes on its next move, as any promoted piece
	clPlay(t, p, "d5e5")
	clSame(t, "bishop b3", clFrom(t, p, "b3"), []string{"b3a2-", "b3a4-", "b3c2-", "b3c4-", "b3d1-", "b3d5-"})
}

// (M1): a bishop moves plain on its quiet moves and must promote on a capture;
// a gold that came from a rook (+R) must demote on a capture and moves plain
// otherwise.
func TestMicroPromotionOnCaptureClauses(t *testing.T) {
	r := clRules(t, "micro")
	p := clPos(t, r, "k3/4/p3/4/K1B1[] w - - 0 1")
	clSame(t, "bishop c1", clFrom(t, p, "c1"), []string{"c1a3+", "c1b2", "c1d2"})
	p = clPos(t, r, "k3/4/1p2/1+R2/K3[] w - - 0 1")
	clSame(t, "gold b2", clFrom(t, p, "b2"), []string{"b2a2", "b2a3", "b2b1", "b2b3-", "b2c2", "b2c3"})
	clPlay(t, p, "b2b3-")
	if got := clField(p.FEN(), 0); got != "k3/4/1R2/4/K3[P]" {
		t.Errorf("after b2b3-: %q", got)
	}
}

// (D1): drops.no_drop: a pawn in hand is never dropped; the other pieces are.
func TestNoDropClauses(t *testing.T) {
	v := clVariant(t, "crazyhouse")
	v.Drops.NoDrop = []byte{'P'}
	r := clCompile(t, v)
	p := clPos(t, r, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[PN] w KQkq - 0 1")
	legal := clLegal(t, p)
	// 20 moves, and the knight dropped on the 32 empty squares
	if len(legal) != 20+32 {
		t.Errorf("legal moves %d, want 52: %s", len(legal), clSorted(legal))
	}
	clLacks(t, p, "P@e4")
	e4, err := r.G.Parse("e4")
	if err != nil {
		t.Fatal(err)
	}
	if got := p.DropRefusal(r.KindOfLabel("P"), e4); got != rules.DropNever {
		t.Errorf("DropRefusal(P, e4) = %v, want never", got)
	}
}

// Fairy-Stockfish's start FEN of kyotoshogi (variant.cpp: "p+nks+l/5/5/5/+LSK+NP[-]
// w 0 1"): holdings "[-]" for none, and no castling or en passant field; read as
// the preset's start, written back with both fields and "[]", as FSF's d does.
func TestKyotoFSFStartFEN(t *testing.T) {
	r := clRules(t, "kyotoshogi")
	p := clPos(t, r, "p+nks+l/5/5/5/+LSK+NP[-] w 0 1")
	if got, want := p.FEN(), r.Start().FEN(); got != want || got != "p+nks+l/5/5/5/+LSK+NP[] w - - 0 1" {
		t.Errorf("FEN %q, start %q", got, want)
	}
	// the fullmove number of the short form is kept
	if got := clPos(t, r, "p+nks+l/5/5/5/+LSK+NP[-] b 3 7").FEN(); got != "p+nks+l/5/5/5/+LSK+NP[] b - - 3 7" {
		t.Errorf("short FEN with clocks: %q", got)
	}
}
