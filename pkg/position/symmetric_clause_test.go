package position_test

// Per-clause tests of the Bishops Conversion Rule (bishop_conversion module) as the
// shipped `symmetric` preset uses it: 9x8, homes c1/g1 (White) and c8/g8 (Black).
// Seeds: ../shared/seeds/symmetric-chess.txt and symmetric-chess-game-courier.txt;
// decisions: ../shared/RULES.md, "Symmetric Chess". Board reminder: a1 is dark, so on
// 9x8 White's homes c1, g1 are dark and Black's c8, g8 light; every conversion square
// (left, right, forward) has the other colour.
//
// Every position here is built for its clause; the expected moves are listed by hand.

import (
	"testing"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// Seed (symmetric-chess.txt): "While in its initial position without having previously
// moved, it will give an orthogonal step towards any of the three squares surrounding it
// that are of the other color, provided they are empty."
// Each home, each of the three steps (left, right, forward for that side), alone on an
// empty board; with the state "can" the bishop also keeps its diagonal moves.
func TestSymmetricBCRConversionToEachOrthogonalSquare(t *testing.T) {
	r := clRules(t, "symmetric")
	cases := []struct {
		name, fen, home string
		want            []string
	}{
		{
			// c1: left b1, right d1, forward c2; diagonals b2 a3 and d2 e3 f4 g5 h6 i7.
			"white c1", "4k4/9/9/9/9/9/9/2B1K4 w - C - 0 1", "c1",
			[]string{"c1b1", "c1d1", "c1c2", "c1b2", "c1a3", "c1d2", "c1e3", "c1f4", "c1g5", "c1h6", "c1i7"},
		},
		{
			// g1: f1 h1 g2; diagonals f2 e3 d4 c5 b6 a7 and h2 i3.
			"white g1", "4k4/9/9/9/9/9/9/4K1B2 w - G - 0 1", "g1",
			[]string{"g1f1", "g1h1", "g1g2", "g1f2", "g1e3", "g1d4", "g1c5", "g1b6", "g1a7", "g1h2", "g1i3"},
		},
		{
			// Black's forward is toward rank 1: c8 -> c7.
			"black c8", "2b1k4/9/9/9/9/9/9/4K4 b - c - 0 1", "c8",
			[]string{"c8b8", "c8d8", "c8c7", "c8b7", "c8a6", "c8d7", "c8e6", "c8f5", "c8g4", "c8h3", "c8i2"},
		},
		{
			"black g8", "4k1b2/9/9/9/9/9/9/4K4 b - g - 0 1", "g8",
			[]string{"g8f8", "g8h8", "g8g7", "g8f7", "g8e6", "g8d5", "g8c4", "g8b3", "g8a2", "g8h7", "g8i6"},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := clPos(t, r, tc.fen)
			clSame(t, "moves from "+tc.home, clFrom(t, p, tc.home), tc.want)
			for _, c := range tc.want[:3] {
				if m := clMove(t, p, c); p.MoveModule(m) != rules.ModBishopConversion || m.Is(position.FlagCapture) {
					t.Errorf("%s: flags %b, want a conversion without capture", c, m.Flags)
				}
			}
		})
	}
	// Hand count for the first position: 11 bishop moves (above) + 5 king moves
	// (d1 f1 d2 e2 f2; the black king on e8 attacks none of them) = 16.
	if n := clPos(t, r, cases[0].fen).Perft(1); n != 16 {
		t.Errorf("perft(1) = %d, want 16", n)
	}
}

// Seed: "It is possible to take a piece of the opponent by conversion." RULES.md reads
// "provided they are empty" as "not occupied by a friendly piece" (param capture,
// default on). All three steps capture here: b1 bishop, c2 pawn, d1 knight.
func TestSymmetricBCRConversionByCapture(t *testing.T) {
	const fen = "4k4/9/9/9/9/9/2p6/1bBn4K w - C - 0 1"
	p := clPos(t, clRules(t, "symmetric"), fen)
	clHas(t, p, "c1b1", "c1c2", "c1d1")
	for _, c := range []string{"c1b1", "c1c2", "c1d1"} {
		if m := clMove(t, p, c); p.MoveModule(m) != rules.ModBishopConversion || !m.Is(position.FlagCapture) {
			t.Errorf("%s: flags %b, want conversion+capture", c, m.Flags)
		}
	}
	clPlay(t, p, "c1d1")
	if got := clField(p.FEN(), 0); got != "4k4/9/9/9/9/9/2p6/1b1B4K" {
		t.Errorf("board after c1d1 = %s, want the knight gone and the bishop on d1", got)
	}
	if p.RuleStateFEN() != "-" || p.HalfmoveClock() != 0 {
		t.Errorf("after a capturing conversion: rule state %q (want -), halfmove %d (want 0)", p.RuleStateFEN(), p.HalfmoveClock())
	}

	// The capture is a parameter: with capture off only the diagonals are left
	// (b2 a3 d2 e3 f4 g5 h6 i7; b2 is empty, d2 too).
	v := clVariant(t, "symmetric")
	v.BishopConversion.Capture = false
	q := clPos(t, clCompile(t, v), fen)
	clSame(t, "capture:false, moves from c1", clFrom(t, q, "c1"),
		[]string{"c1b2", "c1a3", "c1d2", "c1e3", "c1f4", "c1g5", "c1h6", "c1i7"})
}

// Seed: "provided they are empty"; RULES.md: never onto a friendly piece.
// Knight b1, pawn c2, queen d1 are White's own: the bishop keeps only its diagonals.
func TestSymmetricBCRNoConversionOntoFriendlyPiece(t *testing.T) {
	p := clPos(t, clRules(t, "symmetric"), "4k4/9/9/9/9/9/2P6/1NBQK4 w - C - 0 1")
	clLacks(t, p, "c1b1", "c1c2", "c1d1")
	clSame(t, "moves from c1", clFrom(t, p, "c1"),
		[]string{"c1b2", "c1a3", "c1d2", "c1e3", "c1f4", "c1g5", "c1h6", "c1i7"})
}

// Seed: "if he makes a normal move with one of his bishops, the first move made with
// the other must be a conversion move". RULES.md: the other's `can` becomes `must`
// (`G+` in the FEN), its diagonal moves are illegal until it converts. A bishop that
// went back to its home square has moved and never converts.
func TestSymmetricBCRDiagonalMoveForcesTheOther(t *testing.T) {
	p := clPos(t, clRules(t, "symmetric"), "4k4/9/9/9/9/9/9/2B1K1B2 w - CG - 0 1")
	clPlay(t, p, "c1d2")
	if got := clField(p.FEN(), 3); got != "G+" {
		t.Errorf("rule state after c1d2 = %q, want G+", got)
	}
	clPlay(t, p, "e8e7")
	// g1 may only convert: f1, h1, g2. Its diagonals f2 e3 .. and h2 i3 are illegal.
	clSame(t, "moves from g1 (must convert)", clFrom(t, p, "g1"), []string{"g1f1", "g1h1", "g1g2"})
	clLacks(t, p, "g1f2", "g1h2", "g1e3")
	// The bishop that moved goes home: it has moved, so no conversion from c1.
	clPlay(t, p, "d2c1", "e7e8")
	clLacks(t, p, "c1b1", "c1d1", "c1c2")
	clHas(t, p, "c1d2", "c1b2")
	if got := p.RuleStateFEN(); got != "G+" {
		t.Errorf("rule state = %q, want G+ (unchanged by the other bishop's moves)", got)
	}
}

// RULES.md: "it may have no legal move at all while its three squares are blocked".
// g1 must convert; f1 (queen), h1 (knight), g2 (pawn) are White's own; f2 and h2 are
// empty, yet the bishop has no move.
func TestSymmetricBCRBlockedForcedBishopHasNoMove(t *testing.T) {
	r := clRules(t, "symmetric")
	p := clPos(t, r, "4k4/9/9/9/9/9/6P2/4KQBN1 w - G+ - 0 1")
	if got := clFrom(t, p, "g1"); len(got) != 0 {
		t.Errorf("moves from g1 = %v, want none", got)
	}
	// Free g2 (pawn on g3 instead): exactly the one conversion g1g2.
	p = clPos(t, r, "4k4/9/9/9/9/6P2/9/4KQBN1 w - G+ - 0 1")
	clSame(t, "moves from g1, g2 free", clFrom(t, p, "g1"), []string{"g1g2"})
}

// Seed: "if he first makes a conversion move with one of them, then the other will have
// to be moved normally. Thus, a player never can make more than one conversion move in
// a game." After a conversion the side's letters leave the rule state.
func TestSymmetricBCRNoSecondConversion(t *testing.T) {
	r := clRules(t, "symmetric")
	p := clPos(t, r, "4k4/9/9/9/9/9/9/2B1K1B2 w - CG - 0 1")
	clPlay(t, p, "c1d1")
	if got := p.RuleStateFEN(); got != "-" {
		t.Errorf("rule state after the conversion c1d1 = %q, want -", got)
	}
	clPlay(t, p, "e8e7")
	clLacks(t, p, "g1f1", "g1h1", "g1g2")
	clSame(t, "moves from g1", clFrom(t, p, "g1"),
		[]string{"g1f2", "g1e3", "g1d4", "g1c5", "g1b6", "g1a7", "g1h2", "g1i3"})

	// Black converts: only Black's letters go.
	q := clPos(t, r, "2b1k1b2/9/9/9/9/9/9/2B1K1B2 b - CGcg - 0 1")
	clPlay(t, q, "c8d8")
	if got := q.RuleStateFEN(); got != "CG" {
		t.Errorf("rule state after c8d8 = %q, want CG", got)
	}
}

// Seed: "a promoted bishop does not make conversion moves". A FEN cannot mark a piece as
// promoted, so the promoted bishop is made in play: b7-b8=B, then b8-a7-g1 to White's
// home square g1. The original bishop on c1 still converts. A FEN cannot give the
// empty g1 a right either (ParseFEN refuses a home letter without its bishop), so only
// the bishop's history (it has moved) stands between it and a conversion.
func TestSymmetricBCRPromotedBishopNeverConverts(t *testing.T) {
	r := clRules(t, "symmetric")
	if _, err := r.ParseFEN("9/1P7/9/7k1/9/9/9/2B1K4 w - CG - 0 1"); err == nil {
		t.Error("a G right with no bishop on g1 accepted")
	}
	p := clPos(t, r, "9/1P7/9/7k1/9/9/9/2B1K4 w - C - 0 1")
	clPlay(t, p, "b7b8b", "h5h4", "b8a7", "h4h5", "a7g1", "h5h4")
	clLacks(t, p, "g1f1", "g1h1", "g1g2")
	clHas(t, p, "g1f2", "g1h2", "c1b1", "c1d1", "c1c2")
	if got := p.RuleStateFEN(); got != "C" {
		t.Errorf("rule state = %q, want C (no move here changes it)", got)
	}
}

// Seed: "If both bishops are in their original squares without having been moved before
// and one of them is captured, then the other will retain the option of being converted
// or move normally". RULES.md: the other keeps `can` (G, not G+). If the bishop that
// holds `must` is captured, no rights are left.
func TestSymmetricBCRCapturedBishop(t *testing.T) {
	r := clRules(t, "symmetric")
	t.Run("both can: the other keeps can", func(t *testing.T) {
		p := clPos(t, r, "4k4/9/9/2r6/9/9/8K/2B3B2 b - CG - 0 1")
		clPlay(t, p, "c5c1")
		if got := clField(p.FEN(), 3); got != "G" {
			t.Errorf("rule state after the capture on c1 = %q, want G", got)
		}
		// free choice: conversions and diagonal moves
		clHas(t, p, "g1f1", "g1h1", "g1g2", "g1f2", "g1h2")
	})
	t.Run("the must bishop is captured: nothing left", func(t *testing.T) {
		p := clPos(t, r, "4k4/9/9/2r6/9/9/3B4K/2B6 b - C+ - 0 1")
		clPlay(t, p, "c5c1")
		if got := clField(p.FEN(), 3); got != "-" {
			t.Errorf("rule state after the capture on c1 = %q, want -", got)
		}
	})
}

// RULES.md: "The conversion step is not an attack: it never gives check". The black
// king stands on d1, a conversion square of the white bishop c1: it is not in check,
// it may step to c2 (another conversion square) but not to d2 (a diagonal), and White
// cannot "convert onto" the king.
func TestSymmetricBCRConversionStepGivesNoCheck(t *testing.T) {
	r := clRules(t, "symmetric")
	p := clPos(t, r, "9/9/9/9/9/9/9/2Bk4K b - C - 0 1")
	if p.InCheck() {
		t.Error("black king on d1 is in check from the conversion step c1-d1")
	}
	// d1: c1 (takes the unguarded bishop), c2, e1, e2; d2 is on the bishop's diagonal.
	clSame(t, "black king moves", clFrom(t, p, "d1"), []string{"d1c1", "d1c2", "d1e1", "d1e2"})

	p = clPos(t, r, "9/9/9/9/9/9/9/2Bk4K w - C - 0 1")
	clLacks(t, p, "c1d1")
	clSame(t, "moves from c1", clFrom(t, p, "c1"),
		[]string{"c1b1", "c1c2", "c1b2", "c1a3", "c1d2", "c1e3", "c1f4", "c1g5", "c1h6", "c1i7"})
}

// RULES.md: "A bishop that must convert still attacks along its diagonals." g1 must
// convert (G+); its diagonal f2 e3 d4 .. still covers e3 and d4.
func TestSymmetricBCRMustBishopStillAttacks(t *testing.T) {
	r := clRules(t, "symmetric")
	p := clPos(t, r, "K8/9/9/9/4k4/9/9/6B2 b - G+ - 0 1")
	// e4: d3 f3 f4 d5 e5 f5 are free; e3 and d4 are on the bishop's diagonal.
	clSame(t, "black king moves", clFrom(t, p, "e4"), []string{"e4d3", "e4f3", "e4f4", "e4d5", "e4e5", "e4f5"})
	p = clPos(t, r, "K8/9/9/9/9/4k4/9/6B2 b - G+ - 0 1")
	if !p.InCheck() {
		t.Error("black king on e3 is not in check from the must-convert bishop on g1")
	}
}

// RULES.md: the result of a conversion must be a legal position. The bishop on c1 is
// pinned along rank 1 by the rook (a1 or b1) against the king on e1: the steps along
// the rank (b1, d1) keep the pin line closed, the forward step c2 and every diagonal
// open it. From b1 the rook is taken by the conversion c1b1.
func TestSymmetricBCRPinnedBishopConvertsAlongThePin(t *testing.T) {
	r := clRules(t, "symmetric")
	for _, fen := range []string{
		"4k4/9/9/9/9/9/9/r1B1K4 w - C - 0 1",
		"4k4/9/9/9/9/9/9/1rB1K4 w - C - 0 1",
	} {
		p := clPos(t, r, fen)
		clSame(t, fen+" moves from c1", clFrom(t, p, "c1"), []string{"c1b1", "c1d1"})
	}
}

// RULES.md, FEN: the rule-state field (`CGcg`, `+` for must, `-` for none) is read and
// written back unchanged; a 6-field FEN means the start state; the state enters the
// repetition key (positions differing only in rule state are different positions).
func TestSymmetricBCRRuleStateInFENAndRepetitionKey(t *testing.T) {
	r := clRules(t, "symmetric")
	start := "rnbqkqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQKQBNR w KQkq CGcg - 0 1"
	if got := clPos(t, r, start).FEN(); got != start {
		t.Errorf("round trip: %s -> %s", start, got)
	}
	if got := clPos(t, r, "rnbqkqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQKQBNR w KQkq - 0 1").RuleStateFEN(); got != "CGcg" {
		t.Errorf("6-field start FEN: rule state %q, want CGcg", got)
	}
	keys := map[uint64]string{}
	for _, st := range []string{"CGcg", "CG", "G+", "C+g+", "Cg", "cg", "-"} {
		fen := "2b1k1b2/9/9/9/9/9/9/2B1K1B2 w - " + st + " - 0 1"
		p := clPos(t, r, fen)
		if got := p.FEN(); got != fen {
			t.Errorf("round trip: %s -> %s", fen, got)
		}
		if got := p.RuleStateFEN(); got != st {
			t.Errorf("RuleStateFEN = %q, want %q", got, st)
		}
		k := p.RepetitionKey()
		if other, dup := keys[k]; dup {
			t.Errorf("rule states %q and %q give the same repetition key", other, st)
		}
		keys[k] = st
	}
}

// The same through play: the bishop goes c1-d2-c1 and the kings go back too, so the
// board is the start board again but the state is G+ instead of CG: no repetition.
// Four more king moves repeat the G+ position: its second occurrence.
func TestSymmetricBCRRuleStateSeparatesRepetitions(t *testing.T) {
	r := clRules(t, "symmetric")
	g := position.NewGame(clPos(t, r, "4k4/9/9/9/9/9/9/2B1K1B2 w - CG - 0 1"))
	clGamePlay(t, g, "c1d2", "e8e7", "d2c1", "e7e8")
	if st := g.Status(); st.Repetitions != 1 {
		t.Errorf("same board, state G+ after CG: repetitions %d, want 1", st.Repetitions)
	}
	clGamePlay(t, g, "e1d1", "e8d8", "d1e1", "d8e8")
	if st := g.Status(); st.Repetitions != 2 {
		t.Errorf("G+ position again: repetitions %d, want 2", st.Repetitions)
	}
}
