package presetcmd

import (
	"path/filepath"
	"testing"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
)

// TestDeriveBird: Bird's Chess (1874) is Capablanca Chess from the setup
// RNBCQKABNR (the guard C on d1, the equerry A on g1); derived from capablanca it
// is a working preset. Fairy-Stockfish (variant capablanca, position fen
// rnbcqkabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBCQKABNR w KQkq - 0 1) counts
// perft 3 = 25227.
func TestDeriveBird(t *testing.T) {
	out := filepath.Join(t.TempDir(), "bird.yaml")
	const setup = "rnbcqkabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBCQKABNR"
	stdout, stderr, code := derive(t, DeriveOptions{Base: "capablanca", Name: "bird", Setup: setup,
		Title: "Bird's Chess", Out: out})
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
	}
	v, d := preset.Load(out, preset.Options{})
	if v == nil || d.HasErrors() {
		t.Fatalf("bird.yaml: %v", d)
	}
	if v.Setup != setup || v.Castling == nil || v.Board.Files != 10 {
		t.Errorf("bird: setup %s, castling %v, %d files", v.Setup, v.Castling, v.Board.Files)
	}
	r, err := position.Compile(v)
	if err != nil {
		t.Fatal(err)
	}
	if n := r.Start().Perft(3); n != 25227 {
		t.Errorf("bird perft 3 = %d, Fairy-Stockfish 25227", n)
	}
}
