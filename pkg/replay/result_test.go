package replay_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// TestResultTagAndFinalFEN: Result.Tag gives a tag's first value (a repeated tag
// does not replace it); FinalFEN is written only with Options.FinalFEN (after 1. e4
// e5 the FEN is the one of the FEN standard's example, less its en passant
// square: FIDE 3.7 needs a capturing pawn).
func TestResultTagAndFinalFEN(t *testing.T) {
	text := "[Event \"first\"]\n[Event \"second\"]\n[Result \"*\"]\n\n1. e4 e5 *\n"
	for _, keep := range []bool{false, true} {
		e := replay.New(replay.Options{Preset: "chess", FinalFEN: keep})
		res := replayText(t, e, "t.pgn", text)
		if len(res) != 1 || res[0].Status != replay.StatusOK {
			t.Fatalf("%+v", res)
		}
		r := res[0]
		if v, ok := r.Tag("Event"); !ok || v != "first" {
			t.Errorf("Tag(Event) = %q %v, want the first value", v, ok)
		}
		if v, ok := r.Tag("FEN"); ok {
			t.Errorf("Tag(FEN) = %q, want none", v)
		}
		want := ""
		if keep {
			want = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
		}
		if r.FinalFEN != want {
			t.Errorf("FinalFEN option %v: %q, want %q", keep, r.FinalFEN, want)
		}
	}
}
