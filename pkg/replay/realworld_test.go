package replay_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// rwGame is the expected verdict on one game of TestRealWorldReadings.
type rwGame struct {
	status   string
	code     string   // the error's code, "" when ok
	plies    int      // legal plies replayed
	notation string   // "" not checked
	computed string   // "" not checked
	also     []string // codes that must be among the diagnostics
	not      []string // codes that must not be
	at, fen  string   // "line:col" and the position of the first also diagnostic
}

// rwOK is an ok game of so many plies with these diagnostic codes among its own.
func rwOK(plies int, also ...string) rwGame {
	return rwGame{status: replay.StatusOK, plies: plies, also: also}
}

// TestRealWorldReadings replays small inputs written the way real files are
// (one game per line, engine long algebraic, forum pastes, files joined with
// cat, lenient spellings, variations, German piece letters). The expected
// verdicts come from the PGN standard and the FIDE Laws, worked out by hand in
// the comments.
func TestRealWorldReadings(t *testing.T) {
	tests := []struct {
		name  string
		in    string
		noVar bool
		want  []rwGame
	}{
		// PGN 8.2.6: the termination marker ends the movetext, so each line is a game.
		{"one game per line", "1. e4 e5 2. Nf3 *\n1. d4 d5 2. c4 1-0\n1. c4 1/2-1/2\n", false,
			[]rwGame{rwOK(3), rwOK(3), rwOK(1)}},
		// "2. Nf3" after "0-1": a finding, not merged into the game, not replayed.
		{"a move after the result on its line", "1. e4 c5 0-1 2. Nf3\n1. d4 *\n", false,
			[]rwGame{rwOK(2, "moves-after-result"), rwOK(1)}},
		// "2. Nf3 Nc6" after a line that ended with 1-0 is a game of its own
		// (8.2.6), legal from the start position, but its numbering starts at
		// move 2 without a FEN (8.2.2.2): a warning, not a silent pass.
		{"a line that continues a finished game", "1. e4 e5 1-0\n2. Nf3 Nc6 *\n", false,
			[]rwGame{rwOK(2), rwOK(2, "move-number")}},
		{"move numbers from a FEN", "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 30\"]\n\n30. e4 Kd7 *\n", false,
			[]rwGame{{status: replay.StatusOK, plies: 2, not: []string{"move-number"}}}},
		// Fool's mate in coordinates with the mate mark: 2...Qh4 mates (FIDE 5.1.1).
		{"coordinate mate mark", "1. f2f3 e7e5 2. g2g4 d8h4# 0-1\n", false,
			[]rwGame{{status: replay.StatusOK, plies: 4, notation: "coord", computed: "0-1"}}},
		// e7-e8 promotes to a queen that checks the king on a8 along the 8th rank.
		{"coordinate promotion with check", "[FEN \"k7/4P3/8/8/8/8/8/K7 w - - 0 1\"]\n\n1. e7e8q+ *\n", false,
			[]rwGame{{status: replay.StatusOK, plies: 1, notation: "coord", not: []string{"check-mark"}}}},
		// 1. e2-e4 gives no check: the mark is contradicted (a note).
		{"coordinate false check mark", "1. e2e4+ e7e5 *\n", false,
			[]rwGame{{status: replay.StatusOK, plies: 2, notation: "coord", also: []string{"check-mark"}}}},
		// Square-dash-square with a brace comment, a NAG, a ';' comment and a
		// variation: long algebraic PGN (3...Nf6 4.O-O is legal: f1, g1 empty).
		{"hyphenated long algebraic with comments", "[Event \"x\"]\n\n1. e2-e4 {best by test} e7-e5 2. g1-f3 $1 b8-c6 ; Ruy Lopez\n3. f1-b5 a7-a6 (3... g8-f6 4. e1-g1) 4. b5-a4 *\n", false,
			[]rwGame{{status: replay.StatusOK, plies: 7, notation: "san", not: []string{"unsupported-command", "variation-illegal"}}}},
		// The -Wlalg shape with piece letters and 'x'.
		{"long algebraic with pieces and captures", "1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-b5 a7-a6 4. Bb5xc6 d7xc6 5. O-O f7-f6 *\n", false,
			[]rwGame{{status: replay.StatusOK, plies: 10, notation: "san"}}},
		// Game Courier text is still Game Courier text.
		{"Game Courier text", "[Variant \"chess\"]\n\n1. P e2-e4 p e7-e5 2. N g1-f3 n b8-c6\n", false,
			[]rwGame{{status: replay.StatusOK, plies: 4, notation: "gc"}}},
		// Two files joined with cat: a byte-order mark before the second one's tags.
		{"byte-order mark inside the file", "\uFEFF[Event \"a\"]\n\n1. e4 e5 *\n\uFEFF[Event \"b\"]\n\n1. d4 d5 *\n", false,
			[]rwGame{rwOK(2), rwOK(2)}},
		{"forum wrapper", "[pgn]\n[Event \"x\"]\n\n1. e4 e5 *\n[/pgn]\n", false,
			[]rwGame{{status: replay.StatusOK, plies: 2, not: []string{"malformed-tag"}}}},
		// 3. exf6 takes the f5 pawn en passant (FIDE 3.7.d); castling in lower
		// case; an en dash in the result.
		{"lenient spellings", "1. e4 d5 2. e5 f5 3. exf6 ep Nxf6 4. Nf3 Nc6 5. Be2 e6 6. o-o Bd6 1\u20130\n", false,
			[]rwGame{rwOK(12, "normalised")}},
		{"Unicode annotation glyphs", "1. e4\u2a71 e5 2. Nf3\u00b1 Nc6\u2049 3. Bb5!! \u2a72 *\n", false,
			[]rwGame{rwOK(5, "normalised")}},
		// 2. Ke3 in the variation: the king moves one square (FIDE 3.8); the
		// main line is fine, so the game is ok with a warning.
		{"illegal move in a variation", "1. e4 e5 (1... e6 2. Ke3) 2. Nf3 *\n", false,
			[]rwGame{{status: replay.StatusOK, plies: 3, also: []string{"variation-illegal"}, at: "1:22",
				fen: "rnbqkbnr/pppp1ppp/4p3/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"}}},
		{"variations not checked", "1. e4 e5 (1... e6 2. Ke3) 2. Nf3 *\n", true,
			[]rwGame{{status: replay.StatusOK, plies: 3, not: []string{"variation-illegal"}}}},
		// Nested: 2...Nc6 replaces 2...Nf6 after 2. Nc3, and the knight on c3
		// cannot take on e5; back in the outer line 3. f4 is legal. A null move
		// in a variation passes the turn: 3. Qh5 is then White's legal move.
		{"nested variations and a null move", "1. e4 e5 2. Nf3 (2. Nc3 Nf6 (2... Nc6 3. Nxe5) 3. f4) (2. Nc3 -- 3. Qh5) Nc6 *\n", false,
			[]rwGame{{status: replay.StatusOK, plies: 4, also: []string{"variation-illegal"}, at: "1:42",
				fen: "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3"}}},
		// German letters: S is the Springer (knight), L the Laeufer (bishop).
		{"German piece letters", "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 *\n", false,
			[]rwGame{{status: replay.StatusUnsupported, code: "piece-letters", plies: 2}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := replay.New(replay.Options{Fallback: "chess", NoVariations: tc.noVar})
			checkGames(t, replayText(t, e, "t.pgn", tc.in), tc.want)
		})
	}
}

// TestPieceLetters: SAN piece letters of another language are refused unless
// the game's set is named (an option or a PieceLetters tag).
func TestPieceLetters(t *testing.T) {
	for _, tc := range []struct {
		name    string
		in      string
		want    []rwGame
		letters string // Options.PieceLetters
	}{
		// With the set named (a tag, or the option) the German letters are read:
		// S knight, L bishop, T rook, D queen (9...Dd7: d7 is free after 7...d6).
		{"German letters with a PieceLetters tag", "[PieceLetters \"de\"]\n\n1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6 5. O-O Le7 6. Te1 b5 7. Lb3 d6 8. c3 O-O 9. h3 Dd7 *\n",
			[]rwGame{rwOK(18, "normalised")}, ""},
		// French: R is the king (Roi), so 4. Rf1 is the king's step e1-f1.
		{"French letters by option", "1. e4 e5 2. Cf3 Cc6 3. Fc4 Fc5 4. Rf1 *\n",
			[]rwGame{rwOK(7)}, "fr"},
		// Under the German set N is no piece letter.
		{"an English letter under the German set", "1. e4 e5 2. Nf3 *\n",
			[]rwGame{{status: replay.StatusParseError, code: "san-syntax", plies: 2}}, "de"},
		{"a tag naming no set", "[PieceLetters \"xx\"]\n\n1. e4 e5 2. Nf3 *\n",
			[]rwGame{rwOK(3, "piece-letters")}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := replay.New(replay.Options{Fallback: "chess", PieceLetters: tc.letters})
			checkGames(t, replayText(t, e, "t.pgn", tc.in), tc.want)
		})
	}
}

// checkGames compares the verdicts of a replay with the expected ones.
func checkGames(t *testing.T, res []*replay.Result, want []rwGame) {
	t.Helper()
	if len(res) != len(want) {
		t.Fatalf("%d games, want %d", len(res), len(want))
	}
	for i, r := range res {
		w := want[i]
		code := ""
		if r.Error != nil {
			code = r.Error.Code
		}
		if r.Status != w.status || code != w.code || r.Plies != w.plies {
			t.Errorf("game %d: %s %q, %d plies; want %s %q, %d plies (%v)", i+1, r.Status, code, r.Plies, w.status, w.code, w.plies, r.Diags)
		}
		if w.notation != "" && r.Notation != w.notation {
			t.Errorf("game %d: notation %s, want %s", i+1, r.Notation, w.notation)
		}
		if w.computed != "" && r.Result.Computed != w.computed {
			t.Errorf("game %d: computed %s, want %s", i+1, r.Result.Computed, w.computed)
		}
		codes := map[string]bool{}
		for _, d := range r.Diags {
			codes[d.Code] = true
		}
		for _, c := range w.also {
			if !codes[c] {
				t.Errorf("game %d: no %s among %v", i+1, c, r.Diags)
			}
		}
		if w.at != "" {
			for _, d := range r.Diags {
				if d.Code != w.also[0] {
					continue
				}
				if at := fmt.Sprintf("%d:%d", d.Pos.Line, d.Pos.Col); at != w.at || !strings.Contains(d.Hint, w.fen) {
					t.Errorf("game %d: %s at %s with %q; want %s, position %s", i+1, d.Code, at, d.Hint, w.at, w.fen)
				}
				break
			}
		}
		for _, c := range w.not {
			if codes[c] {
				t.Errorf("game %d: unexpected %s: %v", i+1, c, r.Diags)
			}
		}
	}
}

// TestPieceLettersLegalList: the legal moves listed at an illegal move of a game
// written in German letters are in German letters too (4. Lxc7 after 3...a6: the
// bishop on b5 takes on c6 or a6, "Lxc6", "Lxa6"; the knight "Sxe5"; the queen
// "De2"; the rook "Tf1"; castling stays "O-O").
func TestPieceLettersLegalList(t *testing.T) {
	e := replay.New(replay.Options{Fallback: "chess", PieceLetters: "de"})
	res := replayText(t, e, "t.pgn", "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. Lxc7 *\n")
	if len(res) != 1 || res[0].Error == nil {
		t.Fatalf("want one game with an error: %+v", res)
	}
	legal := map[string]bool{}
	for _, m := range res[0].Error.Legal {
		legal[m] = true
	}
	for _, m := range []string{"Lxc6", "Lxa6", "Sxe5", "De2", "Tf1", "O-O", "Ke2", "a3"} {
		if !legal[m] {
			t.Errorf("%s not in the legal list %v", m, res[0].Error.Legal)
		}
	}
	for _, m := range []string{"Bxc6", "Nxe5", "Qe2", "Rf1"} {
		if legal[m] {
			t.Errorf("%s (English letters) in the legal list %v", m, res[0].Error.Legal)
		}
	}
}
