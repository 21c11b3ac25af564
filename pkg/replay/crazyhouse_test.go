package replay_test

import (
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// TestCrazyhouseNoMoveRule: lichess has no 50- or 75-move rule in crazyhouse
// (the preset's notes), so a quiet ply from a halfmove clock of 149 ends
// nothing there, where chess ends the game by the 75-move rule (150 plies).
func TestCrazyhouseNoMoveRule(t *testing.T) {
	const fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 149 80"
	text := func(v string) string {
		return "[Variant \"" + v + "\"]\n[FEN \"" + fen + "\"]\n\n80. Nf3 Nf6 81. Ng1 *\n"
	}
	r := replayGames(t, replay.Options{FinalFEN: true}, "zh.pgn", text("Crazyhouse"))[0]
	if r.Status != replay.StatusOK || r.Plies != 3 {
		t.Errorf("crazyhouse: %s, %d plies, %+v; want ok, 3 plies", r.Status, r.Plies, r.Error)
	}
	for _, e := range r.Events {
		if e.Kind == "fifty-move-claimable" {
			t.Errorf("crazyhouse: %+v; want no move-rule claim", e)
		}
	}
	// the clock still counts (152 after three quiet plies)
	if want := "rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR[] b KQkq - 152 81"; r.FinalFEN != want {
		t.Errorf("crazyhouse final FEN %s, want %s", r.FinalFEN, want)
	}
	r = replayGames(t, replay.Options{}, "c.pgn", text("chess"))[0]
	if r.Status != replay.StatusIllegal || r.Error == nil || r.Error.Code != "game-over" || r.Plies != 1 {
		t.Errorf("chess: %s, %d plies, %+v; want game-over after ply 1 (75-move rule)", r.Status, r.Plies, r.Error)
	}
}

// TestDropResetsHalfmoveClock: every drop resets the halfmove clock, as
// Fairy-Stockfish writes it (its FEN after N@e4 from a clock of 10 is "0 6"),
// in crazyhouse; a pawn drop alone did before.
func TestDropResetsHalfmoveClock(t *testing.T) {
	text := "[Variant \"Crazyhouse\"]\n[FEN \"rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R[Nn] w KQkq - 10 6\"]\n\n6. N@e4 *\n"
	r := replayGames(t, replay.Options{FinalFEN: true}, "zh.pgn", text)[0]
	if want := "rnbqkb1r/pppppppp/8/8/4N3/8/PPPPPPPP/RNBQKB1R[n] b KQkq - 0 6"; r.Status != replay.StatusOK || r.FinalFEN != want {
		t.Errorf("%s %+v: final FEN %s, want %s", r.Status, r.Error, r.FinalFEN, want)
	}
}

// TestDropRankNamesTheBoardsRank: a black pawn dropped on h1 is refused naming
// the board's rank 1 (and Black's own count, rank 8, in which the preset gives
// its drop ranks), not "rank 8" alone.
func TestDropRankNamesTheBoardsRank(t *testing.T) {
	text := "[Variant \"Crazyhouse\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1[p] b Qkq - 0 1\"]\n\n1... P@h1 *\n"
	r := replayGames(t, replay.Options{}, "zh.pgn", text)[0]
	if r.Error == nil || !strings.Contains(r.Error.Message, "h1 (rank 1, Black's rank 8") {
		t.Errorf("%+v; want the drop on h1 refused naming rank 1", r.Error)
	}
}
