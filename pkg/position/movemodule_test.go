package position

import (
	"testing"

	"github.com/gamecourier/courier/pkg/rules"
)

// MoveModule names the module whose move kind a move is, from the moves of
// positions where each module's move is on the board (worked out by hand from
// the FEN), and "" for every other move there.
func TestMoveModule(t *testing.T) {
	tests := []struct {
		preset, fen, from, to, want string
	}{
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1", "g1", rules.ModCastling},
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1", "f1", ""},
		{"chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5", "d6", ""}, // en passant is a pawn capture
		{"pmc2", "", "c1", "d1", rules.ModBishopSwap},
		{"symmetric", "rnbqkqbnr/1pppppppp/p8/9/9/2P6/PP1PPPPPP/RNBQKQBNR w KQkq CGcg - 0 2", "c1", "c2", rules.ModBishopConversion},
		{"cowardly-crew", "k7/8/3p1p2/4p3/8/5N2/8/4K3 w - - 0 1", "f3", "e5", rules.ModCaptureConversion},
		{"crazyhouse", "4k3/8/8/8/8/8/8/4K3[NPq] w - - 0 1", "f3", "f3", rules.ModDrops}, // a drop's From is its To,
	}
	for _, tc := range tests {
		r := presetRules(t, tc.preset)
		p := r.Start()
		if tc.fen != "" {
			var err error
			if p, err = r.ParseFEN(tc.fen); err != nil {
				t.Fatalf("%s %s: %v", tc.preset, tc.fen, err)
			}
		}
		found := false
		for _, m := range p.LegalMoves(nil) {
			if r.G.Name(m.From) == tc.from && r.G.Name(m.To) == tc.to && p.MoveModule(m) == tc.want {
				found = true
			}
		}
		if !found {
			t.Errorf("%s %s: no legal move %s-%s of module %q", tc.preset, tc.fen, tc.from, tc.to, tc.want)
		}
	}
	// every move of the chess start position is no module's
	p := presetRules(t, "chess").Start()
	for _, m := range p.LegalMoves(nil) {
		if got := p.MoveModule(m); got != "" {
			t.Errorf("chess start: %v is of module %q", m, got)
		}
	}
}
