package match_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/notation/coord"
	"github.com/gamecourier/courier/pkg/notation/match"
)

// Kyoto Shogi's moves in the three notations: a demotion "c3c4-" in coordinates
// (Fairy-Stockfish's UCI form) and "+Lc4=L" in SAN; a drop of a promoted piece
// "+S@b3" in SAN and coordinates (Fairy-Stockfish's form), "+S*b3" in Game
// Courier text. White holds a silver in the position below.
func TestKyotoNotation(t *testing.T) {
	const fen = "4k/5/2+L2/5/K4[S] w - - 0 1"
	p := posOf(t, "kyotoshogi", fen)
	dem := legal(t, p, "c3c4-")
	if s := match.SAN(p, dem, false); s != "+Lc4=L" {
		t.Errorf("SAN of c3c4-: %q", s)
	}
	drop := legal(t, p, "+S@b3")
	if s := match.SAN(p, drop, false); s != "+S@b3" {
		t.Errorf("SAN of +S@b3: %q", s)
	}
	if s := match.GC(p, drop); s != "+S*b3" {
		t.Errorf("Game Courier text of +S@b3: %q", s)
	}
	for text, want := range map[string]string{"+S@b3": "+S@b3", "S@b3": "S@b3", "+Lc4=L": "c3c4-"} {
		if m, _, f := resolveSAN(t, p, text); f != nil || p.Coord(m) != want {
			t.Errorf("SAN %q: %v %v, want %s", text, p.Coord(m), f, want)
		}
	}
	for text, want := range map[string]string{"+S@b3": "+S@b3", "S@b3": "S@b3"} {
		c, err := coord.Parse(text, labels(p))
		if err != nil {
			t.Fatalf("coord.Parse(%q): %v", text, err)
		}
		if m, f := match.ResolveCoordMove(p, c); f != nil || p.Coord(m) != want {
			t.Errorf("coordinates %q: %v %v, want %s", text, p.Coord(m), f, want)
		}
	}
	c, err := coord.Parse("c3c4", labels(p))
	if err != nil {
		t.Fatal(err)
	}
	c.Promo = '-' // the trailing '-' the replay cuts off
	if m, f := match.ResolveCoordMove(p, c); f != nil || m != dem {
		t.Errorf("coordinates c3c4-: %v %v", p.Coord(m), f)
	}
	// the tokin may not stay a tokin (the whole board is the zone: it must demote)
	c.Promo = 0
	if _, f := match.ResolveCoordMove(p, c); f == nil {
		t.Error("c3c4 without '-' resolved")
	}
	checkResolveGC(t, "kyotoshogi", fen, []gcOK{{text: "+S*b3", coord: "+S@b3"}, {text: "S*b3", coord: "S@b3"}})
	// a knight in hand is no silver: "+N@b3" is refused
	if _, _, f := resolveSAN(t, p, "+N@b3"); f == nil || f.Code != match.CodeNoPiece {
		t.Errorf("+N@b3 without a knight in hand: %v, want %s", f, match.CodeNoPiece)
	}
}
