package match_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/notation/match"
)

// Drops (crazyhouse) in the three notations: SAN and coordinates "N@f3" (lichess,
// Fairy-Stockfish), Game Courier's put operator "N*f3"; and the reasons a drop is
// refused. White holds a knight and a pawn in the position below.
func TestDropsNotation(t *testing.T) {
	const fen = "4k3/8/8/8/8/8/8/4K3[NPq] w - - 0 1"
	checkResolveGC(t, "crazyhouse", fen, []gcOK{{text: "N*f3", coord: "N@f3"}, {text: "P*e4", coord: "P@e4"}})
	p := posOf(t, "crazyhouse", fen)
	for text, want := range map[string]string{"N@f3": "N@f3", "P@e4": "P@e4", "@e4": "P@e4", "N@f3+": "N@f3"} {
		m, _, f := resolveSAN(t, p, text)
		if f != nil || p.Coord(m) != want {
			t.Errorf("SAN %q: %v %v, want %s", text, p.Coord(m), f, want)
		}
	}
	if m, f := resolveCoord(t, p, "N@f3"); f != nil || p.Coord(m) != "N@f3" {
		t.Errorf("coordinates N@f3: %v %v", p.Coord(m), f)
	}
	// writing: SAN "N@f3", Game Courier "N*f3"
	m := legal(t, p, "N@f3")
	if s := match.SAN(p, m, false); s != "N@f3" {
		t.Errorf("SAN of N@f3: %q", s)
	}
	if s := match.GC(p, m); s != "N*f3" {
		t.Errorf("Game Courier text of N@f3: %q", s)
	}
	// refusals: a queen White does not hold, an occupied square, a pawn on rank 8 (lichess: not on the first or last rank),
	// Black's piece while White is to move
	for text, code := range map[string]string{"Q@d4": match.CodeNoPiece, "N@e1": match.CodeNoPath, "P@a8": match.CodeRuleModule} {
		if _, _, f := resolveSAN(t, p, text); f == nil || f.Code != code {
			t.Errorf("SAN %q: failure %v, want %s", text, f, code)
		}
	}
	if _, _, f := resolveGC(t, p, "q*d4"); f == nil || f.Code != match.CodeWrongSide {
		t.Errorf("q*d4 with White to move: %v, want %s", f, match.CodeWrongSide)
	}
}
