package replay_test

import (
	"slices"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// TestGatingEvents: a Seirawan game's gatings are events of the gating module
// (kind gate, the piece put from the hand, its square), in SAN and in
// Fairy-Stockfish's coordinates alike. Hand-worked: 2... Nc6/E puts the elephant
// on b8 (ply 4); 4. O-O/Eh1 castles (castling's event) and puts White's
// elephant on h1 (ply 7); 5... O-O/He8 castles and puts Black's hawk on e8, the
// king's square (ply 10). The Variant tag "S-chess" names the preset seirawan.
func TestGatingEvents(t *testing.T) {
	opts := replay.Options{Fallback: "chess"}
	for _, c := range []struct{ name, text string }{
		{"san.pgn", "[Variant \"S-chess\"]\n1. e4 e5 2. Nf3 Nc6/E 3. Bc4 Bc5 4. O-O/Eh1 Nf6 5. d3 O-O/He8 *\n"},
		{"uci.pgn", "[Variant \"seirawan\"]\n1. e2e4 e7e5 2. g1f3 b8c6e 3. f1c4 f8c5 4. h1e1e g8f6 5. d2d3 e8g8h *\n"},
	} {
		r := replayGames(t, opts, c.name, c.text)[0]
		if r.Status != replay.StatusOK || r.Plies != 10 {
			t.Fatalf("%s: status %q after %d plies (%+v); want ok after 10", c.name, r.Status, r.Plies, r.Error)
		}
		var gates []replay.Event
		castles := 0
		for _, e := range r.Events {
			switch e.Module {
			case "gating":
				gates = append(gates, e)
			case "castling":
				castles++
			}
		}
		want := []struct {
			ply          int
			piece, where string
		}{{4, "E", "b8"}, {7, "E", "h1"}, {10, "H", "e8"}}
		if len(gates) != len(want) || castles != 2 {
			t.Fatalf("%s: gating events %+v, %d castlings; want %d gatings, 2 castlings", c.name, gates, castles, len(want))
		}
		for i, w := range want {
			if e := gates[i]; e.Ply != w.ply || e.Kind != "gate" || e.Piece != w.piece || !slices.Equal(e.Squares, []string{w.where}) {
				t.Errorf("%s: gating event %d %+v; want ply %d, gate, piece %s on %s", c.name, i, e, w.ply, w.piece, w.where)
			}
		}
	}
}
