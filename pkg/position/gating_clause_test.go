package position_test

// Clause tests of the gating module (gating.go), on positions written by hand. The
// rule text is Seirawan chess as Fairy-Stockfish plays its variant seirawan, in our
// words: (1) each side starts with a hawk (H) and an elephant (E) in hand; (2) when a
// piece of the back rank leaves its square for the first time, its player may put
// one piece from the hand on the square it left; (3) with castling, on the king's or
// on the rook's square; (4) a square whose piece has moved (or was captured there)
// can no longer gate, and a gated piece gives no right; (5) a side with an empty
// hand gates nothing, and the FEN's castling field writes its rights only while it
// has a piece in hand. Coordinates as Fairy-Stockfish writes them: "g1f3h",
// "e1g1e", a castling gating on the rook's square "h1e1h".

import (
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

const seirawanStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQBCDFGkqbcdfg - 0 1"

// (1), (2): from the start each knight move comes plain, with H and with E (4 knight
// moves x 3 and the 16 pawn moves: 28, Fairy-Stockfish's perft 1); Nf3/H leaves the
// hawk on g1, E in the hand, and g1 without its right.
func TestGatingOntoVacatedSquare(t *testing.T) {
	r := clRules(t, "seirawan")
	p := clPos(t, r, seirawanStart)
	if n := len(p.LegalMoves(nil)); n != 4*3+16 {
		t.Errorf("%d legal moves from the start, want %d", n, 4*3+16)
	}
	clSame(t, "moves from g1", clFrom(t, p, "g1"), []string{"g1f3", "g1f3e", "g1f3h", "g1h3", "g1h3e", "g1h3h"})
	clPlay(t, p, "g1f3h")
	if got := p.FEN(); got != "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBHR[Eeh] b KQBCDFkqbcdfg - 1 1" {
		t.Errorf("after g1f3h: %s", got)
	}
	if p.At(clSq(t, r, "g1")) != position.MakePiece(r.KindOf('H'), rules.White) {
		t.Errorf("g1 holds %v, want the white hawk", p.At(clSq(t, r, "g1")))
	}
	p.Unmake()
	if got := p.FEN(); got != seirawanStart {
		t.Errorf("after Unmake: %s", got)
	}
	// the hawk's own first move gates nothing (a gated piece gives no right):
	// its one move, g1h3 (a knight's step), comes without a gating choice
	clPlay(t, p, "g1f3h", "e7e6")
	clSame(t, "moves from g1", clFrom(t, p, "g1"), []string{"g1h3"})
}

// (3): castling may gate on the king's square or on the rook's, either piece in hand,
// both ways; the piece stands there after the move.
func TestGatingWithCastling(t *testing.T) {
	r := clRules(t, "seirawan")
	p := clPos(t, r, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[EHeh] w KQkq - 0 1")
	clHas(t, p, "e1g1", "e1g1e", "e1g1h", "h1e1e", "h1e1h", "e1c1", "e1c1e", "e1c1h", "a1e1e", "a1e1h")
	clPlay(t, p, "h1e1e")
	if got := clField(p.FEN(), 0); got != "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RKE[Heh]" {
		t.Errorf("after O-O/Eh1: %s", got)
	}
	clPlay(t, p, "e8c8h")
	if got := clField(p.FEN(), 0); got != "2krh2r/pppppppp/8/8/8/8/PPPPPPPP/R4RKE[He]" {
		t.Errorf("after O-O-O/He8: %s", got)
	}
	// White's a1 rook and Black's h8 rook keep their gating rights, written by
	// their files now that neither side can castle
	if got := clField(p.FEN(), 2); got != "Ah" {
		t.Errorf("castling field %q, want Ah", got)
	}
}

// (4): a square left without gating has no right when its piece comes back; a rook
// that moves takes the right of its square (and castling) along, the king's square
// keeps its own; once the king has moved the a1 rook's right is written A.
func TestGatingRightLostWhenPieceMoves(t *testing.T) {
	r := clRules(t, "seirawan")
	p := clPos(t, r, seirawanStart)
	clPlay(t, p, "g1f3", "g8f6", "f3g1", "f6g8")
	clLacks(t, p, "g1f3e", "g1f3h", "g1h3e", "g1h3h")
	if got := clField(p.FEN(), 2); got != "KQBCDFkqbcdf" {
		t.Errorf("castling field %q, want KQBCDFkqbcdf", got)
	}

	p = clPos(t, r, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[EHeh] w KQkq - 0 1")
	clPlay(t, p, "h1g1", "a7a6", "g1h1", "a6a5")
	clLacks(t, p, "e1g1", "e1g1e", "h1e1e", "h1g1e", "h1f1h")
	clHas(t, p, "e1f1", "e1f1e", "e1f1h", "e1c1", "e1c1e", "a1e1h", "a1b1e")
	clPlay(t, p, "e1f1", "a5a4")
	clLacks(t, p, "f1e1e", "f1g1h", "e1c1")
	clHas(t, p, "a1b1e", "a1b1h")
	if got := clField(p.FEN(), 2); got != "Akq" {
		t.Errorf("castling field %q, want Akq", got)
	}
	// a piece captured on its square takes the right along
	p = clPos(t, r, "4k2r/8/8/8/8/8/1q6/RN2K3[EHeh] b QBk - 0 1")
	clPlay(t, p, "b2b1")
	if got := clField(p.FEN(), 2); got != "Qk" {
		t.Errorf("castling field %q after Qxb1, want Qk", got)
	}
}

// (5): an empty hand gates nothing, and its rights are not written; gating the last
// piece empties the side's letters.
func TestGatingEmptyHand(t *testing.T) {
	r := clRules(t, "seirawan")
	p := clPos(t, r, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[eh] w KQkq - 0 1")
	clLacks(t, p, "e1g1e", "e1g1h", "h1e1e", "a1b1h")
	clHas(t, p, "e1g1", "e1c1", "a1b1")
	p = clPos(t, r, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Heh] w KQBCDFGkqbcdfg - 0 1")
	clLacks(t, p, "g1f3e")
	clPlay(t, p, "g1f3h")
	if got := p.FEN(); got != "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBHR[eh] b KQkqbcdfg - 1 1" {
		t.Errorf("after the last piece of the hand: %s", got)
	}
	clPlay(t, p, "e7e6")
	clLacks(t, p, "b1c3e", "b1c3h")
}

// The hand and the gating rights are part of the repetition key: the same board with
// another hand, or with a square that lost its right, is another position.
func TestRepetitionGatingState(t *testing.T) {
	r := clRules(t, "seirawan")
	p := clPos(t, r, seirawanStart)
	k0 := p.RepetitionKey()
	clPlay(t, p, "g1f3", "g8f6", "f3g1", "f6g8")
	if p.BoardFEN() != "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh]" {
		t.Fatalf("board %s", p.BoardFEN())
	}
	if p.RepetitionKey() == k0 {
		t.Error("losing the g1 and g8 gating rights does not change the repetition key")
	}
	if q := clPos(t, r, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQBCDFkqbcdf - 4 3"); q.RepetitionKey() != p.RepetitionKey() {
		t.Error("the same position read from a FEN has another repetition key")
	}
	if q := clPos(t, r, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Eeh] w KQBCDFkqbcdf - 4 3"); q.RepetitionKey() == p.RepetitionKey() {
		t.Error("another hand gives the same repetition key")
	}
}

// Effects as data: a gating move reports the piece put and its square.
func TestGatingEffect(t *testing.T) {
	r := clRules(t, "seirawan")
	p := clPos(t, r, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[EHeh] w KQkq - 0 1")
	m := clMove(t, p, "h1e1h")
	if !p.MayHaveEffects(m) {
		t.Fatal("MayHaveEffects(h1e1h) is false")
	}
	var gate *position.Effect
	fx := p.Effects(nil, m)
	for i := range fx {
		if fx[i].Module == rules.ModGating {
			gate = &fx[i]
		}
	}
	if gate == nil || gate.Kind != position.EffectGate || gate.Piece != r.KindOf('H') || len(gate.Squares) != 1 || gate.Squares[0] != clSq(t, r, "h1") {
		t.Errorf("effects of h1e1h: %+v", fx)
	}
	if k, s, ok := p.GatedPiece(m); !ok || k != r.KindOf('H') || s != clSq(t, r, "h1") {
		t.Errorf("GatedPiece(h1e1h) = %d %v %v", k, s, ok)
	}
}

// clSq returns the square named s ("g1") of r's board.
func clSq(t *testing.T, r *position.Rules, s string) board.Square {
	t.Helper()
	q, err := r.G.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// A piece in hand is material (Fairy-Stockfish: a side with a piece in hand never
// has insufficient material): K v K with an elephant in White's hand is no dead
// position, with empty hands it is.
func TestGatingHandIsMaterial(t *testing.T) {
	r := clRules(t, "seirawan")
	if st := position.NewGame(clPos(t, r, "4k3/8/8/8/8/8/8/4K3[E] w - - 0 1")).Status(); st.Over() {
		t.Errorf("K v K with E in hand: over (%v)", st.Termination)
	}
	if st := position.NewGame(clPos(t, r, "4k3/8/8/8/8/8/8/4K3[] w - - 0 1")).Status(); st.Termination != position.Insufficient {
		t.Errorf("K v K with empty hands: %v, want insufficient", st.Termination)
	}
}

// Gating refuses what it cannot share: castling from the position (its file
// letters are Shredder rights). With drops it shares the drops module's hand
// (shouse_clause_test.go).
func TestGatingRefusesChess960(t *testing.T) {
	v := clVariant(t, "seirawan")
	c := *v.Castling
	c.FromPosition = true
	w := *v
	w.Castling = &c
	if _, err := position.Compile(&w); err == nil || !strings.Contains(err.Error(), "gating with castling from the position") {
		t.Errorf("gating with castling from the position: %v", err)
	}
}
