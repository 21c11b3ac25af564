package position_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/position"
)

// TestFENErrorsPointAtTheCause: a FEN's error names the field at fault and its
// column, counted in characters: a pawn on its promotion rank at the pawn (h8 is
// the 8th character of the board field); a malformed three-check counter as the
// checks field, not as the en passant field it stands beside; a chess figurine
// as itself (not its first byte) with a word on FEN's letters.
func TestFENErrorsPointAtTheCause(t *testing.T) {
	for _, tc := range []struct {
		preset, fen, field string
		col                int
		words              []string
	}{
		{"chess", "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w - - 0 1", "board", 8, []string{"white pawn on h8", "promotion rank"}},
		{"chess", "rnbqkbnr/ppp1pppp/8/8/8/8/PPPPPPPP/RNBQKBNR b - - 0 1", "", 0, nil},
		{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/2pQKBNR w - - 0 1", "board", 37, []string{"black pawn on c1"}},
		{"three-check", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+x 0 1", "checks", 54, []string{`"3+x"`}},
		{"chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB♕KBNR w KQkq - 0 1", "board", 39, []string{"'♕'", "figurine"}},
	} {
		_, err := clRules(t, tc.preset).ParseFEN(tc.fen)
		if tc.field == "" {
			if err != nil {
				t.Errorf("%s: %v", tc.fen, err)
			}
			continue
		}
		var fe *position.FENError
		if !errors.As(err, &fe) || fe.Field != tc.field || fe.Col != tc.col {
			t.Errorf("%s: %v; want the %s field at column %d", tc.fen, err, tc.field, tc.col)
			continue
		}
		for _, w := range tc.words {
			if !strings.Contains(fe.Msg, w) {
				t.Errorf("%s: %q lacks %q", tc.fen, fe.Msg, w)
			}
		}
	}
}

// TestHordeCastlingRights: White's horde has no king and no rooks, so its start
// FEN has Black's rights alone ("kq", as lichess and Fairy-Stockfish write it),
// and a FEN giving White a right is refused (pawns on e1, a1 and h1 never castle).
func TestHordeCastlingRights(t *testing.T) {
	r := clRules(t, "horde")
	const start = "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1"
	if got := r.Start().FEN(); got != start {
		t.Errorf("start FEN %s, want %s", got, start)
	}
	if _, err := r.ParseFEN(strings.Replace(start, " kq ", " KQkq ", 1)); err == nil || !strings.Contains(err.Error(), "no white king") {
		t.Errorf("KQkq in horde: %v, want refused", err)
	}
}
