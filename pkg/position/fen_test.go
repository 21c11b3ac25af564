package position

import (
	"errors"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/betza"
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// TestFENErrors: a malformed FEN is an error naming the field (and column), never a
// panic.
func TestFENErrors(t *testing.T) {
	r := handChess(t)
	for _, c := range []struct {
		fen   string
		field string
		col   int
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "board", 1},            // 7 ranks
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1", "board", 44}, // 9 files
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1", "board", 36},   // 7 files: the rank starts at 36
		{"rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "board", 14},  // unknown letter
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move", 45},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxq - 0 1", "castling", 49},
		{"rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "castling", 49},    // k: no rook on h8
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", "en passant", 52}, // off the board
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", "en passant", 52}, // no pawn beyond e3
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", "halfmove clock", 54},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "fullmove number", 56},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", "fields", 1}, // 5 fields
		{"", "fields", 1},
		{"8/8/8/8/8/8/8/8 w - - 0 1", "board", 1}, // no kings
		// the side not to move in check: Qh8 attacks the king on a8 along rank 8
		{"k6Q/8/8/8/8/8/8/K7 w - - 0 1", "side to move", 20},
		{"k7/8/8/8/8/8/8/K6K w - - 0 1", "board", 1},       // two white kings
		{"P6k/8/8/8/8/8/8/K7 w - - 0 1", "board", 1},       // a white pawn on rank 8
		{"4k3/8/8/8/8/8/8/4K3 w - CG - 0 1", "fields", 25}, // chess has no rule-state field
		// six fields and a 7th: the extra field, at its column (19 board
		// characters, then w at 21, - 23, - 25, 0 27, 1 29, x 31)
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1 x", "fields", 31},
		{"4k3/8/8/8/8/8/8/4K3 w - e3 0 1 x", "fields", 32},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1 x y", "fields", 31}, // two extra: the first one's column
	} {
		_, err := r.ParseFEN(c.fen)
		var fe *FENError
		if !errors.As(err, &fe) {
			t.Errorf("%q: error %v, want a FENError", c.fen, err)
			continue
		}
		if fe.Field != c.field || fe.Col != c.col {
			t.Errorf("%q: field %q col %d (%v), want %q col %d", c.fen, fe.Field, fe.Col, err, c.field, c.col)
		}
		if !strings.Contains(err.Error(), c.field) {
			t.Errorf("%q: message %q does not name the field", c.fen, err)
		}
	}
}

// TestFENExtraField: a FEN of a variant without a rule-state field with a 7th
// field after the six names that field and its column, not the en passant field
// the clocks would otherwise be read as.
func TestFENExtraField(t *testing.T) {
	r := handChess(t)
	_, err := r.ParseFEN("4k3/8/8/8/8/8/8/4K3 w - - 0 1 x")
	if err == nil {
		t.Fatal("no error")
	}
	for _, want := range []string{`extra 7th field "x" at column 31`, "6 fields"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%v: lacks %q", err, want)
		}
	}
	var fe *FENError
	if !errors.As(err, &fe) || fe.Field != "fields" || strings.Contains(err.Error(), "en passant field") {
		t.Errorf("%v: want an error of the fields, not of the en passant field", err)
	}
	// the rule-state field "-" of a FEN written for a variant with one is still read
	if _, err := r.ParseFEN("4k3/8/8/8/8/8/8/4K3 w - - - 0 1"); err != nil {
		t.Errorf("7 fields with rule state -: %v", err)
	}
}

// TestRuleStateField: the rule-state letters must fit the board and each other.
func TestRuleStateField(t *testing.T) {
	v := handVariant(t, 9, 8, "rnbqkqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQKQBNR")
	g := v.Board
	v.BishopConversion = &rules.BishopConversion{Piece: 'B', Capture: true, StepAtoms: mustBetza(t, "fsW"),
		Homes: [2][]board.Square{{sq(t, g, "c1"), sq(t, g, "g1")}, {sq(t, g, "c8"), sq(t, g, "g8")}}}
	r, err := Compile(v)
	if err != nil {
		t.Fatal(err)
	}
	const board0 = "rnbqkqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQKQBNR w - "
	for _, c := range []struct {
		state string
		ok    bool
	}{
		{"CGcg", true}, {"G+cg", true}, {"-", true}, {"C+g+", true},
		{"CC", false},   // given twice
		{"C+G+", false}, // both must convert: impossible, one must have moved diagonally
		{"C+G", false},  // must goes with the other's right gone
		{"D", false},    // no home on d1
		{"S", false},    // no bishop_swap module
	} {
		_, err := r.ParseFEN(board0 + c.state + " - 0 1")
		if (err == nil) != c.ok {
			t.Errorf("rule state %q: err %v, want ok=%v", c.state, err, c.ok)
		}
	}
	// a home letter needs its bishop at home: c1 empty
	if _, err := r.ParseFEN("rnbqkqbnr/ppppppppp/9/9/9/9/PPPBPPPPP/RN1QKQBNR w - CGcg - 0 1"); err == nil {
		t.Error("C accepted with c1 empty")
	}
	// five fields: the rule state, no clocks
	if p, err := r.ParseFEN(board0 + "G+cg -"); err != nil || p.RuleStateFEN() != "G+cg" {
		t.Errorf("five fields: %v", err)
	}
	// with the module switched off, a FEN that carries its state is still read
	off, _ := v.Without(rules.ModBishopConversion)
	ro, err := Compile(off)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ro.ParseFEN(board0 + "CGcg - 0 1"); err != nil {
		t.Errorf("--without bishop_conversion: %v", err)
	}
}

func mustBetza(t testing.TB, s string) []betza.Atom {
	a, err := betza.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestFENRoundTrip: a FEN read and written back is the same text (en passant square
// written only when a capture there is legal; Shredder letters for inner rooks).
func TestFENRoundTrip(t *testing.T) {
	r := handChess(t)
	for _, fen := range []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"4k3/8/8/8/8/8/8/4K3 b - - 99 120",
	} {
		p, err := r.ParseFEN(fen)
		if err != nil {
			t.Fatalf("%q: %v", fen, err)
		}
		if got := p.FEN(); got != fen {
			t.Errorf("round trip %q -> %q", fen, got)
		}
	}
	// Shredder letters read as the same rights as KQkq
	p, err := r.ParseFEN("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1")
	if err != nil || p.CastlingFEN() != "KQkq" {
		t.Errorf("HAha: %v %q", err, p.CastlingFEN())
	}
	// an en passant square with no capture possible is dropped
	p, _ = r.ParseFEN("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1")
	if strings.Fields(p.FEN())[3] != "-" {
		t.Errorf("e3 kept though no black pawn can take: %s", p.FEN())
	}
}

// TestParseFENIntoReusedPosition reads positions into the memory of a position
// that has played moves (an undo stack, a check cache, module state) and checks
// each against the same FEN read into a new position: the same FEN written back,
// repetition key, check and legal moves. The positions are those of a game of
// every shipped preset walked from its start (captures first).
func TestParseFENIntoReusedPosition(t *testing.T) {
	for _, sv := range shippedRules(t) {
		name, r := sv.name, sv.r
		p := r.Start()
		var fens []string
		for ply := 0; ply < 40; ply++ {
			fens = append(fens, p.FEN())
			moves := p.LegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			p.Make(captureFirst(moves, ply*5))
		}
		used := p // mid-game: its undo stack and caches are full
		for i := len(fens) - 1; i >= 0; i-- {
			fen := fens[i]
			want, err := r.ParseFEN(fen)
			if err != nil {
				t.Fatalf("%s: %s: %v", name, fen, err)
			}
			got, _, err := r.ParseFENLenientInto(used, fen)
			if err != nil {
				t.Fatalf("%s: %s into a used position: %v", name, fen, err)
			}
			if got.FEN() != fen || got.RepetitionKey() != want.RepetitionKey() || got.InCheck() != want.InCheck() ||
				strings.Join(got.Coords(got.LegalMoves(nil)), " ") != strings.Join(want.Coords(want.LegalMoves(nil)), " ") {
				t.Errorf("%s: %s read into a used position differs from a new one (FEN %s)", name, fen, got.FEN())
			}
			// play a move there, so the next FEN is read into a position with history
			if ms := got.LegalMoves(nil); len(ms) > 0 {
				got.Make(ms[0])
			}
			used = got
		}
	}
}
