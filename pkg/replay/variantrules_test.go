package replay_test

import (
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// Giveaway castles as chess does although its king is no royal piece (Fairy-
// Stockfish's giveaway: castling on, the king an ordinary piece, so no square is
// tested for attack). Every spelling of the castling must be read: SAN O-O/O-O-O,
// the king's move in SAN (Kg1) and in coordinates (e1g1), Game Courier's two
// commands. Hand check of the positions: the castling squares are empty and
// king and rooks unmoved (KQkq), nothing else stands in the way.
func TestGiveawayCastlingSpellings(t *testing.T) {
	e := replay.New(replay.Options{})
	const open = "r3k2r/p6p/8/8/8/8/P6P/R3K2R w KQkq - 0 1"
	for _, tc := range []struct {
		name, fen, moves string
		plies            int
	}{
		{"SAN short", "", "1. e3 e6 2. Be2 Be7 3. Nf3 Nf6 4. O-O O-O *", 8},
		{"coordinates", "", "1. e3 e6 2. Be2 Be7 3. Nf3 Nf6 4. e1g1 e8g8 *", 8},
		{"SAN long", open, "1. O-O-O O-O-O *", 2},
		{"king move", open, "1. Kg1 Kc8 *", 2},
		{"Game Courier", open, "1. K e1-g1; R h1-f1\n1... k e8-c8; r a8-d8\n", 2},
	} {
		text := "[Variant \"giveaway\"]\n"
		if tc.fen != "" {
			text += "[FEN \"" + tc.fen + "\"]\n"
		}
		res := replayText(t, e, tc.name, text+"\n"+tc.moves+"\n")
		if len(res) != 1 || res[0].Status != replay.StatusOK || res[0].Plies != tc.plies {
			for _, r := range res {
				t.Errorf("%s: %s, %d plies (%v), want ok with %d", tc.name, r.Status, r.Plies, r.Diags, tc.plies)
			}
		}
	}
}

// A move that only the forced-capture rule forbids (lichess antichess: "if you can
// capture, you must") is reported as that rule's, not as a king left in check:
// the positions below have no royal piece, and each has a capture (by hand: 3.
// Bc4 with Nf3xe5 possible; b2xa1 beside b1=Q; a2xb3 beside O-O).
func TestForcedCaptureReason(t *testing.T) {
	e := replay.New(replay.Options{})
	for _, tc := range []struct{ name, tags, moves string }{
		{"antichess", `[Variant "antichess"]`, "1. e4 e5 2. Nf3 Nf6 3. Bc4 *"},
		{"suicide", "[Variant \"suicide\"]\n[FEN \"8/8/8/8/8/8/1p6/R7 b - - 0 1\"]", "1... b1=Q *"},
		{"giveaway castling", "[Variant \"giveaway\"]\n[FEN \"r3k2r/p6p/8/8/8/1p6/P6P/R3K2R w KQkq - 0 1\"]", "1. O-O *"},
	} {
		res := replayText(t, e, tc.name, tc.tags+"\n\n"+tc.moves+"\n")
		if len(res) != 1 || res[0].Error == nil || res[0].Error.Code != "rule-module" || !strings.Contains(res[0].Error.Message, "forced_capture") {
			for _, r := range res {
				t.Errorf("%s: %s %+v, want a rule-module error naming forced_capture", tc.name, r.Status, r.Error)
			}
		}
	}
}

// Shogi's repetition rule is fourfold (the Japan Shogi Association: the same
// position four times, same side to move and same hands, is a draw: sennichite),
// so a king shuffle ends after ply 12: the start position occurs at plies 0, 4,
// 8 and 12. Its termination is "repetition", not "fivefold".
func TestShogiFourfoldRepetition(t *testing.T) {
	e := replay.New(replay.Options{})
	res := replayText(t, e, "shogi", "[Variant \"shogi\"]\n\n1. e1d2 e9d8 2. d2e1 d8e9 3. e1d2 e9d8 4. d2e1 d8e9 5. e1d2 e9d8 6. d2e1 d8e9 *\n")
	if len(res) != 1 || res[0].Plies != 12 || res[0].Result.Computed != "1/2-1/2" || res[0].Result.Termination != "repetition" {
		for _, r := range res {
			t.Errorf("%s plies %d result %+v, want 12 plies, 1/2-1/2 by repetition", r.Status, r.Plies, r.Result)
		}
	}
}

// A refused drop names the rule it breaks (rule texts: Shogi's nifu, a piece
// that could never move again; crazyhouse: no pawn drop on the first or last rank).
func TestDropRefusalNamesTheRule(t *testing.T) {
	e := replay.New(replay.Options{})
	for _, tc := range []struct{ name, variant, fen, move, want string }{
		{"nifu", "shogi", "4k4/9/9/9/4P4/9/9/9/4K4[PNL] w - - 0 1", "1. P@e3 *", "nifu"},
		{"knight on the last ranks", "shogi", "4k4/9/9/9/4P4/9/9/9/4K4[PNL] w - - 0 1", "1. N@a8 *", "never move again"},
		{"lance on the last rank", "shogi", "4k4/9/9/9/4P4/9/9/9/4K4[PNL] w - - 0 1", "1. L@b9 *", "never move again"},
		{"crazyhouse first rank", "crazyhouse", "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", "1. P@a1 *", "rank 1"},
		{"crazyhouse last rank", "crazyhouse", "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", "1. P@a8 *", "rank 8"},
	} {
		res := replayText(t, e, tc.name, "[Variant \""+tc.variant+"\"]\n[FEN \""+tc.fen+"\"]\n\n"+tc.move+"\n")
		if len(res) != 1 || res[0].Error == nil || res[0].Error.Code != "rule-module" || !strings.Contains(res[0].Error.Message, tc.want) {
			for _, r := range res {
				t.Errorf("%s: %s %+v, want a rule-module error saying %q", tc.name, r.Status, r.Error, tc.want)
			}
		}
	}
}

// A lenient-spelling note is given only where it holds for the move found
// (match.LenientNotes). A Berolina pawn moves diagonally without capturing (the
// rule text: "moves one square diagonally forward, captures straight ahead"), so
// from the start d2 and h2 both reach f4 and SAN names the file of the one that
// moves: "df4" is SAN, not a pawn capture written without 'x'. Shogi's fuhyo is no
// chess pawn (it captures straight ahead, has no double step, promotes only to its
// own promoted type), so SAN writes it with its letter, "Pc4", as every other
// Shogi piece. In chess both spellings keep their notes: "ed5" captures, and a
// pawn is written without 'P'.
func TestLenientNotesHoldForTheMove(t *testing.T) {
	e := replay.New(replay.Options{})
	for _, tc := range []struct {
		variant, moves string
		plies          int
		note           string // the one note wanted, "" for none
	}{
		{"berolina", "1. df4 *", 1, ""},
		{"shogi", "1. Pc4 Pg6 *", 2, ""},
		{"chess", "1. e4 d5 2. ed5 *", 3, "without 'x'"},
		{"chess", "1. Pe4 *", 1, "pawn written with 'P'"},
	} {
		res := replayText(t, e, tc.variant, "[Variant \""+tc.variant+"\"]\n\n"+tc.moves+"\n")
		ok := len(res) == 1 && res[0].Status == replay.StatusOK && res[0].Plies == tc.plies
		if ok && tc.note == "" {
			ok = len(res[0].Diags) == 0
		} else if ok {
			ok = len(res[0].Diags) == 1 && strings.Contains(res[0].Diags[0].Message, tc.note)
		}
		if !ok {
			for _, r := range res {
				t.Errorf("%s %q: %s, %d plies, diagnostics %v; want ok, %d plies, note %q", tc.variant, tc.moves, r.Status, r.Plies, r.Diags, tc.plies, tc.note)
			}
		}
	}
}

// Shogi's loss for perpetual check (Japan Shogi Association: the fourth
// occurrence of a position is a draw, unless one side gave check with every one
// of its moves from the first occurrence to the fourth: that side loses). From
// the FEN (Black's king a9, White's rook i8, White to move: position P0) White's
// rook checks along rank 9 and rank 8 in turn while the king goes a9-a8-a9: P0
// occurs at plies 0, 4, 8 and 12, every White move is a check, no Black move is:
// White loses at ply 12, 0-1 (the log's 0-1 agrees). A 13th move is played after
// the end: a game-over error that names the rule and the side that loses.
func TestShogiPerpetualCheck(t *testing.T) {
	e := replay.New(replay.Options{})
	cycle := "i8i9 a9a8 i9i8 a8a9 "
	head := "[Variant \"shogi\"]\n[FEN \"k8/8R/9/9/9/9/9/9/4K4[] w - - 0 1\"]\n\n"
	res := replayText(t, e, "perpetual", head+strings.Repeat(cycle, 3)+"0-1\n")
	if len(res) != 1 || res[0].Status != replay.StatusOK || res[0].Plies != 12 || res[0].Result.Computed != "0-1" ||
		res[0].Result.Termination != "perpetual-check" || res[0].Result.Mismatch {
		for _, r := range res {
			t.Errorf("%s plies %d result %+v error %+v, want ok, 12 plies, 0-1 by perpetual-check", r.Status, r.Plies, r.Result, r.Error)
		}
	}
	res = replayText(t, e, "perpetual, one move more", head+strings.Repeat(cycle, 3)+"i8i9 *\n")
	if len(res) != 1 || res[0].Error == nil || res[0].Error.Code != "game-over" || res[0].Error.Ply != 13 ||
		!strings.Contains(res[0].Error.Message, "after ply 12 by perpetual check") || !strings.Contains(res[0].Error.Message, "White loses") {
		for _, r := range res {
			t.Errorf("%s %+v, want a game-over error at ply 13: perpetual check, White loses", r.Status, r.Error)
		}
	}
}
