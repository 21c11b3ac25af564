package position_test

// Clause tests of board geometry that differs per side or per square (Fairy-
// Stockfish's variants.ini and its built-in wolf), each on a position written by
// hand, citing the FSF option (variants.ini's header, src/position.cpp,
// src/movegen.cpp) and the rule in our words: castling sides[].players (castling
// rights of one player), castling.opposite (oppositeCastling), a piece's
// initial_squares (doubleStepRegion of squares), a pawn promoting by choice or to
// its own type (promotionPieceTypes with promotedPieceType), a double step into
// the zone that promotes (no en passant right), FSF's en passant squares in square
// order, and Betza atoms that reach one square twice (RK: one move).

import (
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
)

// clData loads and compiles a preset written in the test (it may extend a
// shipped one).
func clData(t *testing.T, yaml string) *position.Rules {
	t.Helper()
	v, ds := preset.NewLoader(preset.Options{}).LoadData("clause.yaml", []byte(yaml))
	if ds.HasErrors() || v == nil {
		t.Fatalf("preset: %v", ds)
	}
	return clCompile(t, v)
}

// Orda and weak (variants.ini: startFen "... w KQ - 0 1"): only White has castling
// rights; Black's king and rooks stand unmoved but Black never castles. A FEN that
// gives Black a right there is refused.
func TestCastlingPlayersWhiteOnly(t *testing.T) {
	r := clData(t, `schema: 1
id: whitecastles
extends: chess
setup: {array: r3k2r/8/8/8/8/8/8/R3K2R, side_to_move: black}
rules:
  castling:
    sides:
      - {king: e1, rook: h1, king_to: g1, rook_to: f1, san: O-O, players: [white]}
      - {king: e1, rook: a1, king_to: c1, rook_to: d1, san: O-O-O, players: [white]}
`)
	p := r.Start()
	if got := clField(p.FEN(), 2); got != "KQ" {
		t.Errorf("castling field of the start = %q, want KQ", got)
	}
	clLacks(t, p, "e8g8", "e8c8")
	clPlay(t, p, "a8a7")
	clHas(t, p, "e1g1", "e1c1")
	if _, err := r.ParseFEN("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"); err == nil || !strings.Contains(err.Error(), "never castles") {
		t.Errorf("a Black right in the FEN: err = %v, want never castles", err)
	}
}

// opposite-castling (oppositeCastling = true, variants.ini: "can't castle same side
// as opponent"; position.cpp do_move takes the opponent's right on that wing):
// after White castles short, Black may castle long only.
func TestCastlingOpposite(t *testing.T) {
	r := clData(t, `schema: 1
id: opposite
extends: chess
setup: {array: r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R}
rules:
  castling:
    opposite: true
    sides:
      - {king: e1, rook: h1, king_to: g1, rook_to: f1, san: O-O}
      - {king: e1, rook: a1, king_to: c1, rook_to: d1, san: O-O-O}
`)
	p := r.Start()
	clPlay(t, p, "e1g1")
	clLacks(t, p, "e8g8")
	clHas(t, p, "e8c8")
	if got := clField(p.FEN(), 2); got != "q" {
		t.Errorf("castling field after O-O = %q, want q", got)
	}
	// taken back, Black's rights are whole again
	p = r.Start()
	clPlay(t, p, "e1c1")
	clHas(t, p, "e8g8")
	clLacks(t, p, "e8c8")
}

// Wolf chess (variant.cpp wolf_variant: doubleStepRegion White = rank 2 and b3 c3
// f3 g3): a pawn on b3 may step two squares, one on d3 may not; a pawn's double
// step may be taken en passant.
func TestInitialSquaresWolf(t *testing.T) {
	r := clRules(t, "wolf")
	p := clPos(t, r, "k7/8/8/8/8/2p5/8/1P1P4/8/K7 w - - 0 1")
	clHas(t, p, "b3b5", "b3b4", "d3d4")
	clLacks(t, p, "d3d5")
	clPlay(t, p, "b3b5")
	clHas(t, p, "c5b4") // en passant, taking the pawn on b5
	// Black's squares are White's mirrored: c8 is one, d8 is not
	p = clPos(t, r, "k7/8/2pp4/8/8/8/8/8/8/K7 b - - 0 1")
	clHas(t, p, "c8c6")
	clLacks(t, p, "d8d6")
}

// Wolf chess (promotionPieceTypes = qwfrb, promotedPieceType p:e; movegen.cpp
// make_promotions gives both): a pawn reaching rank 10 becomes a queen, wolf, fox,
// rook or bishop, or its own type, the elephant (+); it may not stay a pawn. The
// sergeant, a pawn type without a promoted type of its own, has the five choices.
func TestPromotionChoicesAndOwnType(t *testing.T) {
	r := clRules(t, "wolf")
	p := clPos(t, r, "7k/3P4/8/8/8/8/8/8/8/K7 w - - 0 1")
	clSame(t, "pawn d9", clFrom(t, p, "d9"), []string{"d9d10+", "d9d10b", "d9d10f", "d9d10q", "d9d10r", "d9d10w"})
	p = clPos(t, r, "7k/3S4/8/8/8/8/8/8/8/K7 w - - 0 1")
	got := clFrom(t, p, "d9")
	if len(got) != 15 { // c10 d10 e10, five choices each
		t.Errorf("sergeant d9: %d moves %v, want 15", len(got), got)
	}
	for _, c := range got {
		if strings.HasSuffix(c, "+") {
			t.Errorf("sergeant d9: %s, but it has no promoted type of its own", c)
		}
	}
}

// Fairy-Stockfish writes the en passant squares of a piece's initial move in
// square order, the destination too (position.cpp do_move: between_bb(from, to)):
// after a sergeant's c8-c6, "c6c7". The target is the empty square, the
// sergeant the victim; White's pawn d6 takes it en passant.
func TestEnPassantSquaresInSquareOrder(t *testing.T) {
	r := clRules(t, "wolf")
	p := clPos(t, r, "k7/8/8/8/2sP4/8/8/8/8/K7 w - c6c7 0 1")
	clHas(t, p, "d6c7")
	clPlay(t, p, "d6c7")
	if got := strings.Fields(p.FEN())[0]; got != "k7/8/8/2P5/8/8/8/8/8/K7" {
		t.Errorf("after d6c7 e.p.: %s, want the sergeant on c6 gone", got)
	}
}

// A double step that ends in the promotion zone promotes, and gives no en passant
// right (position.cpp do_move sets en passant squares only for a move that is no
// promotion; epicatomic: White's zone ranks 6-8 of its 10x8 board).
func TestPromotingDoubleStepNoEnPassant(t *testing.T) {
	r := clData(t, `schema: 1
id: lowzone
extends: chess
setup: {array: 4k3/8/8/8/2p5/8/3P4/4K3}
rules:
  castling: null
  promotion:
    zone: {squares: {white: [a4-h8], black: [a1-h1]}}
    choices: [Q]
`)
	p := r.Start()
	clLacks(t, p, "d2d4")
	clPlay(t, p, "d2d4q")
	clLacks(t, p, "c4d3")
	if got := clField(p.FEN(), 3); got != "-" {
		t.Errorf("en passant field after d2d4q = %q, want -", got)
	}
}

// A piece whose Betza reaches one square by two atoms of the same direction
// (RK: the rook's first step west is the king's step) has one move there, as
// Fairy-Stockfish's move bitboard has (dragon-chess's r:RK): rook h1 with the
// king's steps: h2-h8, g1, f1 and g2, ten moves, none twice.
func TestOverlappingAtomsOneMove(t *testing.T) {
	r := clData(t, `schema: 1
id: rk
extends: chess
pieces:
  R: {name: Rook-king, betza: RK}
setup: {array: k7/8/8/8/8/8/8/4K2R}
rules: {castling: null}
`)
	p := clPos(t, r, "k7/8/8/8/8/8/8/4K2R w - - 0 1")
	clSame(t, "rook-king h1", clFrom(t, p, "h1"), []string{"h1h2", "h1h3", "h1h4", "h1h5", "h1h6", "h1h7", "h1h8", "h1g1", "h1f1", "h1g2"})
}

// castle (castlingWins = q; variants.ini: "Specified castling moves are win
// conditions. Losing these rights is losing."; position.cpp is_immediate_game_end):
// Black's long castling wins at once; Black's a8 rook moving away takes its last
// such right and loses; a position without it is lost already. White's castling
// wins nothing (q is Black's right only).
func TestCastlingWins(t *testing.T) {
	r := clData(t, `schema: 1
id: castlewins
extends: chess
setup: {array: r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R}
rules:
  castling:
    sides:
      - {king: e1, rook: h1, king_to: g1, rook_to: f1, san: O-O}
      - {king: e1, rook: a1, king_to: c1, rook_to: d1, san: O-O-O, wins: [black]}
`)
	end := func(p *position.Position, want string) {
		t.Helper()
		term, res := p.VariantEnd()
		if want == "*" && term != position.NotOver || want != "*" && (term != position.CastlingWin || res != want) {
			t.Errorf("%s: end %s %s, want castling %s", p.FEN(), term, res, want)
		}
	}
	p := r.Start()
	clPlay(t, p, "e1c1") // White's long castling: no end
	end(p, "*")
	clPlay(t, p, "e8c8")
	end(p, "0-1")
	if n := len(p.LegalMoves(nil)); n != 0 {
		t.Errorf("after Black's winning castling: %d legal moves, want none", n)
	}
	p = r.Start()
	clPlay(t, p, "a2a3", "a8b8")
	end(p, "1-0")
	p = clPos(t, r, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQk - 0 1")
	end(p, "1-0")
}

// buffalo (mobilityRegionWhiteCustomPiece2 = *2..*6, no Black region: FSF's
// default, every square): a region given per side is each side's own squares,
// not mirrored. White's commoner on e2 keeps to ranks 2-6 (5 moves), Black's on
// e2 is free (8 moves); with the region given for White alone, Black's would be
// ranks 3-7 mirrored, and its commoner on e2 would step to rank 3 only.
func TestRegionPerSide(t *testing.T) {
	const base = `schema: 1
id: perside
extends: chess
pieces:
  C: {name: Commoner, betza: K, region: c-zone}
setup: {array: 4k3/8/8/8/8/8/8/4K3}
rules: {castling: null}
`
	r := clData(t, base+"regions:\n  c-zone: {white: [a2-h6], black: [a1-h8]}\n")
	p := clPos(t, r, "k7/8/8/8/8/8/4C3/K7 w - - 0 1")
	clSame(t, "White's commoner e2", clFrom(t, p, "e2"), []string{"e2d2", "e2f2", "e2d3", "e2e3", "e2f3"})
	p = clPos(t, r, "k7/8/8/8/8/8/4c3/K7 b - - 0 1")
	if got := clFrom(t, p, "e2"); len(got) != 8 {
		t.Errorf("Black's commoner e2: %v, want its 8 king steps", got)
	}
	r = clData(t, base+"regions:\n  c-zone: [a2-h6]\n")
	p = clPos(t, r, "k7/8/8/8/8/8/4c3/K7 b - - 0 1")
	clSame(t, "Black's commoner e2, region mirrored", clFrom(t, p, "e2"), []string{"e2d3", "e2e3", "e2f3"})
}
