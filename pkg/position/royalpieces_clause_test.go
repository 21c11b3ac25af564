package position_test

// Clause tests of the royal_pieces module (royalpieces.go) and promotion.limit, on
// positions written by hand. The rule texts, in our words, as Fairy-Stockfish
// plays them (position.cpp: Position::legal, checked_pseudo_royals, set_state;
// options extinctionPseudoRoyal, extinctionPieceCount, dupleCheck,
// promotionLimit):
//   (1) coregal: "queens are also subject to check and checkmate": a move may not
//       leave the king or any queen attacked; a queen attacked with no legal
//       answer is checkmate;
//   (2) spartan: a side with two kings may leave one in check, but not both
//       (duple check); the king left in check may be captured; the last king is
//       royal;
//   (3) sho shogi: king and crown prince are royal only while one of them is left
//       (extinctionPieceCount 0: royal while the side has at most 1); the
//       elephant's promotion is judged with the royal pieces before it;
//   (4) castling with a royal piece that is no royal: true piece (spartan's king):
//       not through an attacked square;
//   (5) spartan: a hoplite promotes to a king only while Black has fewer than two
//       (promotionLimit k:2).

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
)

// clMoves returns the coordinate texts of p's legal moves.
func clMoves(t *testing.T, p *position.Position) []string {
	t.Helper()
	var out []string
	for c := range clLegal(t, p) {
		out = append(out, c)
	}
	return out
}

// (1): the white queen on d1 is attacked by the rook on d8: White is in check and
// only queen moves answer it: along rank 1 a1 b1 c1, the diagonals c2 b3 a4 and
// e2 f3 g4 h5 (10); d2..d7 stay on the rook's file, Qxd8 lands next to the black
// king, every king move leaves the queen attacked.
func TestRoyalPiecesQueenMayNotBeLeftAttacked(t *testing.T) {
	r := clRules(t, "coregal")
	p := clPos(t, r, "3rk3/8/8/8/8/8/8/3QK3 w - - 0 1")
	if !p.InCheck() {
		t.Errorf("%s: the attacked queen is no check", p.FEN())
	}
	ms := clLegal(t, p)
	want := []string{"d1a1", "d1b1", "d1c1", "d1c2", "d1b3", "d1a4", "d1e2", "d1f3", "d1g4", "d1h5"}
	clHas(t, p, want...)
	clLacks(t, p, "d1d2", "d1d7", "d1d8", "e1e2", "e1f1", "e1f2", "e1d2")
	if len(ms) != len(want) {
		t.Errorf("%d legal moves, want %d: %s", len(ms), len(want), clSorted(ms))
	}
}

// (1): Black's queen on a8 is attacked by the bishop on e4 along a8-e4; b7, c6, d5
// stay on that line, Qxe4 is guarded by the rook on e1, the pawn and the bishop
// cannot block, the king cannot help: no legal move, in check: checkmate (the
// king on h8 itself is not attacked).
func TestRoyalPiecesQueenCheckmate(t *testing.T) {
	r := clRules(t, "coregal")
	p := clPos(t, r, "qb5k/p7/8/8/4B3/8/8/2K1R3 b - - 0 1")
	if ms := clLegal(t, p); len(ms) != 0 {
		t.Errorf("legal moves %s, want none", clSorted(ms))
	}
	if !p.InCheck() {
		t.Errorf("%s: not in check", p.FEN())
	}
	// without the rule (royal_pieces switched off) the queen may be given up
	v, err := clVariant(t, "coregal").Without("royal_pieces")
	if err != nil {
		t.Fatal(err)
	}
	pp := clPos(t, clCompile(t, v), "qb5k/p7/8/8/4B3/8/8/2K1R3 b - - 0 1")
	if len(pp.LegalMoves(nil)) == 0 {
		t.Errorf("without royal_pieces: no legal move")
	}
}

// (2): Black's kings on a8 and h8, the a8 king attacked by Ra1, the g-file held by
// Rg2. One king attacked is no check; a move may leave it attacked, even put it on
// a7 (still only one attacked), but not make both attacked: Kh8-g8 and Kh8-g7 are
// illegal, Kh8-h7 legal. Legal: a7 b7 b8, h7 (4).
func TestRoyalPiecesDupleCheck(t *testing.T) {
	r := clRules(t, "spartan")
	p := clPos(t, r, "k6k/8/8/8/8/8/6R1/R3K3 b - - 0 1")
	if p.InCheck() {
		t.Errorf("%s: one of two kings attacked is check", p.FEN())
	}
	clSame(t, "legal moves", clMoves(t, p), []string{"a8a7", "a8b7", "a8b8", "h8h7"})
	// both attacked (Ra1, Rh1): check; a7 and h7 keep both attacked
	p = clPos(t, r, "k6k/8/8/8/8/8/8/R3K2R b - - 0 1")
	if !p.InCheck() {
		t.Errorf("%s: both kings attacked is no check", p.FEN())
	}
	clSame(t, "legal moves in duple check", clMoves(t, p), []string{"a8b7", "a8b8", "h8g7", "h8g8"})
	// the king left attacked is captured; the last one is royal, and in check
	// along the eighth rank
	p = clPos(t, r, "k6k/8/8/8/8/8/8/R3K3 w - - 0 1")
	clPlay(t, p, "a1a8")
	if !p.InCheck() {
		t.Errorf("%s: the last king attacked is no check", p.FEN())
	}
	clSame(t, "legal moves of the last king", clMoves(t, p), []string{"h8g7", "h8h7"})
}

// (3): with king and crown prince both on the board White's king on a1 may stay
// attacked by the rook on a9 (no check: 3 king moves and 3 prince moves); without
// the prince the king is royal: check, b1 and b2 only. The drunk elephant on e6
// promoting to the prince does not make the attacked king unroyal for that move:
// its moves (plain and promoting) are illegal, b1 and b2 remain.
func TestRoyalPiecesAtMost(t *testing.T) {
	r := clRules(t, "shoshogi")
	p := clPos(t, r, "r3k4/9/9/9/9/9/9/9/K7+E w - - 0 1")
	if p.InCheck() {
		t.Errorf("%s: a king beside a crown prince is in check", p.FEN())
	}
	clSame(t, "with the prince", clMoves(t, p), []string{"a1a2", "a1b1", "a1b2", "i1h1", "i1h2", "i1i2"})
	p = clPos(t, r, "r3k4/9/9/9/9/9/9/9/K8 w - - 0 1")
	if !p.InCheck() {
		t.Errorf("%s: the lone king attacked is no check", p.FEN())
	}
	clSame(t, "the lone king", clMoves(t, p), []string{"a1b1", "a1b2"})
	p = clPos(t, r, "r3k4/9/9/4E4/9/9/9/9/K8 w - - 0 1")
	clSame(t, "with the elephant", clMoves(t, p), []string{"a1b1", "a1b2"})
}

// (4): White's spartan king (royal while alone) may not castle through f1,
// attacked by the rook on f2; the long castling (d1, c1 not attacked) stays.
func TestRoyalPiecesCastlingThroughCheck(t *testing.T) {
	r := clRules(t, "spartan")
	p := clPos(t, r, "k6k/8/8/8/8/8/5r2/R3K2R w KQ - 0 1")
	clHas(t, p, "e1c1")
	clLacks(t, p, "e1g1")
}

// (5): the hoplite on b2 reaches a1 or c1 and must promote: with two kings Black
// may choose G, W, L or C (8 moves), with one king also K (10).
func TestPromotionLimit(t *testing.T) {
	r := clRules(t, "spartan")
	two := clFrom(t, clPos(t, r, "k6k/8/8/8/8/8/1h6/4K3 b - - 0 1"), "b2")
	clSame(t, "two kings", two, []string{"b2a1c", "b2a1g", "b2a1l", "b2a1w", "b2c1c", "b2c1g", "b2c1l", "b2c1w"})
	one := clFrom(t, clPos(t, r, "k7/8/8/8/8/8/1h6/4K3 b - - 0 1"), "b2")
	clSame(t, "one king", one, []string{"b2a1c", "b2a1g", "b2a1k", "b2a1l", "b2a1w", "b2c1c", "b2c1g", "b2c1k", "b2c1l", "b2c1w"})
}

// A side may have royal pieces of the module alone, without the royal: true
// piece (maharajah's Black: Fairy-Stockfish reads such a FEN): the FEN is read,
// and the lone queen on a4, royal, may not go next to the white king on b1. Its
// 21 squares (rank 4: 7, file a: 7, diagonals: 7) less a1, a2 and c2: 18.
func TestRoyalPiecesWithoutKing(t *testing.T) {
	r := clRules(t, "coregal")
	p := clPos(t, r, "8/8/8/8/q7/8/8/1K6 b - - 0 1")
	clHas(t, p, "a4a3", "a4b4", "a4b3", "a4d1")
	clLacks(t, p, "a4a2", "a4a1", "a4c2")
	if n := len(p.LegalMoves(nil)); n != 18 {
		t.Errorf("%d legal moves, want 18", n)
	}
}

// A pawn with a promoted type of its own (promotion.promotes, chess's choices
// taken away: with both it would have both) that takes en
// passant into its zone does not promote with that move (Fairy-Stockfish
// generates an EN_PASSANT move, never a PIECE_PROMOTION: shogun's zone starts on
// the sixth rank, where the capture lands); its other moves into the zone may
// promote. The +N limit of 1 (promotionLimit g:1) keeps knights from promoting
// while a +N stands.
func TestPromotionEnPassantAndLimit(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "zone.yaml")
	if err := os.WriteFile(path, []byte(`extends: chess
name: Zone
description: pawns and knights promote shogi-style from the sixth rank.
pieces:
  +P: {name: Promoted Pawn, betza: K}
  +N: {name: Promoted Knight, betza: KN}
rules:
  promotion:
    zone: {rank: -1, from: 6}
    choices: null
    promotes: {P: +P, N: +N}
    limit: {+N: 1}
`), 0o644); err != nil {
		t.Fatal(err)
	}
	v, ds := preset.Load(path, preset.Options{})
	if v == nil || ds.HasErrors() {
		t.Fatalf("load: %v", ds)
	}
	r := clCompile(t, v)
	p := clPos(t, r, "4k3/8/8/Pp6/8/8/8/4K3 w - b6 0 3")
	clSame(t, "moves from a5", clFrom(t, p, "a5"), []string{"a5a6", "a5a6+", "a5b6"})
	// the knight on e5 may promote entering the zone (d7: d7 and d7+), not while a
	// +N stands on h1
	p = clPos(t, r, "4k3/8/8/4N3/8/8/8/4K3 w - - 0 1")
	clHas(t, p, "e5d7", "e5d7+", "e5f7+")
	p = clPos(t, r, "4k3/8/8/4N3/8/8/8/4K2+N w - - 0 1")
	clHas(t, p, "e5d7")
	clLacks(t, p, "e5d7+", "e5f7+")
}
