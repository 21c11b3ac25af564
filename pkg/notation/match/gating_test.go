package match_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// Gating's texts (Seirawan chess): SAN "Nf3/H" and, after a castling, the square
// ("O-O/Eh1": on the rook's square, "O-O/Ee1": on the king's, as pychess writes
// them); coordinates as Fairy-Stockfish writes them ("g1f3h", "e1g1e", "h1e1e");
// Game Courier a put after the move. Each text reads back as its move.
func TestGatingTexts(t *testing.T) {
	p := posOf(t, "seirawan", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[EHeh] w KQkq - 0 1")
	for _, c := range []struct{ coord, san, gc string }{
		{"e1g1", "O-O", "K e1-g1"},
		{"e1g1e", "O-O/Ee1", "K e1-g1; E-e1"},
		{"h1e1e", "O-O/Eh1", "K e1-g1; R h1-f1; E-h1"},
		{"a1e1h", "O-O-O/Ha1", "K e1-c1; R a1-d1; H-a1"},
		{"a1b1h", "Rb1/H", "R a1-b1; H-a1"},
		{"e1f1e", "Kf1/E", "K e1-f1; E-e1"},
	} {
		m, f := resolveCoord(t, p, c.coord)
		if f != nil {
			t.Errorf("coord %s: %s", c.coord, f.Message)
			continue
		}
		if got := p.Coord(m); got != c.coord {
			t.Errorf("coord %s written %s", c.coord, got)
		}
		if got := match.SAN(p, m, false); got != c.san {
			t.Errorf("%s: SAN %q, want %q", c.coord, got, c.san)
		}
		if got := match.GC(p, m); got != c.gc {
			t.Errorf("%s: GC %q, want %q", c.coord, got, c.gc)
		}
		s, err := pgn.ParseSAN(c.san)
		if err != nil {
			t.Fatal(err)
		}
		if got, _, f := match.ResolveSAN(p, &s); f != nil || got != m {
			t.Errorf("SAN %s read as %s (%v)", c.san, p.Coord(got), f)
		}
	}
	// "/H" after a castling without a square: the king's square
	s, _ := pgn.ParseSAN("O-O/H")
	if m, _, f := match.ResolveSAN(p, &s); f != nil || p.Coord(m) != "e1g1h" {
		t.Errorf("O-O/H read as %s (%v), want e1g1h", p.Coord(m), f)
	}
	if k, sq, ok := p.GatedPiece(mustCoord(t, p, "e1g1h")); !ok || k != p.R.KindOf('H') || p.R.G.Name(sq) != "e1" {
		t.Errorf("GatedPiece(e1g1h) = %d %v %v", k, sq, ok)
	}
}

// A gating text that no legal move fits is refused by the gating module: a piece
// not in hand, a square without a gating right (the g1 knight has moved and come
// back), the coordinates of a move that gates nothing.
func TestGatingRefused(t *testing.T) {
	p := posOf(t, "seirawan", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Eeh] w KQBCDFkqbcdfg - 4 3")
	for _, text := range []string{"Nf3/H", "Nc3/H", "Nf3/E"} {
		s, err := pgn.ParseSAN(text)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, f := match.ResolveSAN(p, &s); f == nil || f.Code != match.CodeRuleModule || f.Module != rules.ModGating {
			t.Errorf("%s: %v, want a gating refusal", text, f)
		}
	}
	for _, text := range []string{"g1f3e", "b1c3h"} {
		if _, f := resolveCoord(t, p, text); f == nil || f.Module != rules.ModGating {
			t.Errorf("%s: %v, want a gating refusal", text, f)
		}
	}
	if m, f := resolveCoord(t, p, "b1c3e"); f != nil || p.Coord(m) != "b1c3e" {
		t.Errorf("b1c3e: %v", f)
	}
	// a promotion to the hawk stays a promotion
	q := posOf(t, "seirawan", "4k3/P7/8/8/8/8/8/4K3[] w - - 0 1")
	if m, f := resolveCoord(t, q, "a7a8h"); f != nil || m.Promo != uint8(q.R.KindOf('H')) {
		t.Errorf("a7a8h: %v %v", m, f)
	}
}

func mustCoord(t *testing.T, p *position.Position, text string) position.Move {
	t.Helper()
	m, f := resolveCoord(t, p, text)
	if f != nil {
		t.Fatalf("%s: %s", text, f.Message)
	}
	return m
}
