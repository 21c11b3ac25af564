package replay_test

import (
	"slices"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// TestDropAndExplosionEvents: every module's side effects become events, the
// newest modules' too (issue: drops and explosions had none). Hand-worked:
//   - crazyhouse: 2. exd5 puts a pawn in White's hand; 4. P@d4 drops it: one
//     event at ply 7, module drops, kind drop, piece P, square d4 (and nothing
//     else: no promotion, castling or en passant in the game).
//   - atomic: 3. Nxf7 captures on f7; the blast empties f7 (the capturing
//     knight dies there with the pawn it took) and the neighbours holding
//     pieces that are not pawns: e8 (the king), f8 (bishop), g8 (knight); e7
//     and g7 hold pawns (spared), e6, f6, g6 are empty. Before the move the
//     squares hold P, K, B, N.
func TestDropAndExplosionEvents(t *testing.T) {
	opts := replay.Options{Fallback: "chess", KeepMoves: true}
	res := replayGames(t, opts, "zh.pgn", "[Variant \"Crazyhouse\"]\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@d4 *\n")
	r := res[0]
	if r.Status != replay.StatusOK || r.Plies != 7 || len(r.Events) != 1 {
		t.Fatalf("crazyhouse: status %q, %d plies, events %+v; want ok, 7, one drop", r.Status, r.Plies, r.Events)
	}
	if e := r.Events[0]; e.Ply != 7 || e.Module != "drops" || e.Kind != "drop" || e.Piece != "P" || !slices.Equal(e.Squares, []string{"d4"}) {
		t.Errorf("crazyhouse: event %+v; want ply 7, drops/drop, piece P, squares [d4]", e)
	}
	if e := r.Events[0]; e.From != "" || e.To != "d4" {
		t.Errorf("crazyhouse: the drop's event has from %q, to %q; want no from (a drop starts from the hand), to d4", e.From, e.To)
	}
	res = replayGames(t, opts, "atomic.pgn", "[Variant \"Atomic\"]\n1. Nf3 d5 2. Ne5 Qd6 3. Nxf7 1-0\n")
	r = res[0]
	if r.Status != replay.StatusOK || r.Plies != 5 || len(r.Events) != 1 {
		t.Fatalf("atomic: status %q, %d plies, events %+v; want ok, 5, one explosion", r.Status, r.Plies, r.Events)
	}
	e := r.Events[0]
	sq := slices.Clone(e.Squares)
	slices.Sort(sq)
	if e.Ply != 5 || e.Module != "explosions" || e.Kind != "explosion" || !e.Capture || !slices.Equal(sq, []string{"e8", "f7", "f8", "g8"}) || e.Squares[0] != "f7" {
		t.Errorf("atomic: event %+v; want ply 5, explosions/explosion, a capture, squares f7 first then e8, f8, g8", e)
	}
	fx := r.Moves[4].Effects
	if len(fx) != 1 {
		t.Fatalf("atomic: ply 5 effects %+v; want one", fx)
	}
	got := slices.Clone(fx[0].Affected)
	slices.Sort(got)
	if !slices.Equal(got, []string{"B", "K", "N", "P"}) {
		t.Errorf("atomic: exploded pieces %v; want B, K, N, P", fx[0].Affected)
	}
}
