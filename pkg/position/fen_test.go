package position

import (
	"errors"
	"strings"
	"testing"
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
