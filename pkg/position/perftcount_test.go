package position

import (
	"testing"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// TestCountLegalAgrees walks a tree of every shipped preset (from its start and a
// few plies in, so checks, pins, promotions, en passant and module moves occur)
// and checks that perft's leaf counter (countLegal, which counts moves without
// writing them) gives the number of moves LegalMoves writes, in every position.
// The perft counts themselves are checked against Fairy-Stockfish and the reference
// implementation in oracle_test.go and fsfvariants_test.go.
func TestCountLegalAgrees(t *testing.T) {
	for _, sv := range shippedRules(t) {
		t.Run(sv.name, func(t *testing.T) {
			p := sv.r.Start()
			positions := 0
			// a depth-2 tree, then along 40 plies of a game a depth-1 tree
			var walk func(depth int)
			walk = func(depth int) {
				moves := p.LegalMoves(nil)
				positions++
				if got := p.countLegal(); got != len(moves) {
					t.Fatalf("%s: countLegal %d, LegalMoves %d", p.FEN(), got, len(moves))
				}
				if depth == 0 {
					return
				}
				for _, m := range moves {
					p.Make(m)
					walk(depth - 1)
					p.Unmake()
				}
			}
			walk(2)
			if positions < 50 {
				walk(3) // a small board (dobutsu: 22 positions to depth 2), whose games end early
			}
			for ply := 0; ply < 40; ply++ {
				moves := p.LegalMoves(nil)
				if len(moves) == 0 {
					break
				}
				p.Make(captureFirst(moves, ply*7))
				walk(1)
			}
			if positions < 100 {
				t.Fatalf("only %d positions visited", positions)
			}
		})
	}
}

// TestConversionCountedAtLeaves checks perft's leaf counter on bishop
// conversion steps (counted as a bit set, not written) against LegalMoves and
// against a hand count from the rule (seed symmetric-chess.txt: an orthogonal
// step forward or sideways onto an empty square, or capturing; RULES.md: the
// step is no attack, so it never takes a royal piece), on a board of 72 squares
// and one of 64.
func TestConversionCountedAtLeaves(t *testing.T) {
	for _, c := range []struct {
		files       int
		homes       [2]string
		fen         string
		conversions int // by hand
	}{
		// c1 steps: c2 empty (1), b1 takes the knight (1), d1 holds the king (0)
		{9, [2]string{"c1", "g1"}, "9/9/9/9/9/9/9/1nBk4K w - C - 0 1", 2},
		{9, [2]string{"c1", "g1"}, "9/9/9/9/9/9/9/1nBk4K w - C+ - 0 1", 2},
		// in check from the rook on i2: only c2 blocks it (b1, d1 do not)
		{9, [2]string{"c1", "g1"}, "8k/9/9/9/9/9/K7r/2B6 w - C - 0 1", 1},
		{8, [2]string{"c1", "f1"}, "8/8/8/8/8/8/8/1nBk3K w - C - 0 1", 2},
		{8, [2]string{"c1", "f1"}, "7k/8/8/8/8/8/K6r/2B5 w - C - 0 1", 1},
	} {
		setup := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
		if c.files == 9 {
			setup = "rnbqkqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQKQBNR"
		}
		v := handVariant(t, c.files, 8, setup)
		g := v.Board
		black := func(s string) string { return string(s[0]) + "8" }
		v.BishopConversion = &rules.BishopConversion{Piece: 'B', Capture: true, StepAtoms: mustBetza(t, "fsW"),
			Homes: [2][]board.Square{{sq(t, g, c.homes[0]), sq(t, g, c.homes[1])},
				{sq(t, g, black(c.homes[0])), sq(t, g, black(c.homes[1]))}}}
		r, err := Compile(v)
		if err != nil {
			t.Fatal(err)
		}
		p, err := r.ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		moves := p.LegalMoves(nil)
		conv := 0
		for _, m := range moves {
			if p.MoveModule(m) == rules.ModBishopConversion {
				conv++
			}
		}
		if conv != c.conversions {
			t.Errorf("%s: %d conversion moves, want %d", c.fen, conv, c.conversions)
		}
		if got := p.countLegal(); got != len(moves) {
			t.Errorf("%s: countLegal %d, LegalMoves %d", c.fen, got, len(moves))
		}
	}
}
