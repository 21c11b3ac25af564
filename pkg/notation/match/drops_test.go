package match_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/pkg/rules"
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

// A drop read alone is judged by the filter modules too: with forced capture
// (Fairy-Stockfish's antihouse: giveaway with drops; "if you can capture, you
// must") a drop is refused while a capture is possible.
func TestDropForcedCapture(t *testing.T) {
	v, d := preset.Load("crazyhouse", preset.Options{})
	if v == nil || d.HasErrors() {
		t.Fatal(d)
	}
	v.ForcedCapture = &rules.ForcedCapture{}
	r, err := position.Compile(v)
	if err != nil {
		t.Fatal(err)
	}
	// the rook a1 can take the knight a8
	p, err := r.ParseFEN("n3k3/8/8/8/8/8/8/R3K3[N] w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, f := resolveSAN(t, p, "N@f3"); f == nil || f.Code != match.CodeRuleModule || f.Module != rules.ModForcedCapture {
		t.Errorf("N@f3 while Rxa8 is possible: failure %v, want %s by %s", f, match.CodeRuleModule, rules.ModForcedCapture)
	}
	// without the capture the drop is legal
	p, _ = r.ParseFEN("4k3/8/8/8/8/8/8/R3K3[N] w - - 0 1")
	if _, _, f := resolveSAN(t, p, "N@f3"); f != nil {
		t.Errorf("N@f3 without a capture: %v", f)
	}
}
