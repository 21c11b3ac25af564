package position

import (
	"testing"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// The standard orthodox perft suite (chessprogramming.org "Perft Results"), counts
// published there and reproduced by every strong engine.
var orthodoxSuite = []struct {
	name  string
	fen   string
	nodes []uint64 // depth 1, 2, ...
}{
	{"start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", []uint64{20, 400, 8902, 197281, 4865609}},
	{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", []uint64{48, 2039, 97862, 4085603}},
	{"position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", []uint64{14, 191, 2812, 43238, 674624}},
	{"position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", []uint64{6, 264, 9467, 422333}},
	{"position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", []uint64{44, 1486, 62379, 2103487}},
	{"position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", []uint64{46, 2079, 89890, 3894594}},
}

func TestPerftOrthodox(t *testing.T) {
	r := handChess(t)
	for _, tc := range orthodoxSuite {
		p, err := r.ParseFEN(tc.fen)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		before := p.FEN()
		for d, want := range tc.nodes {
			depth := d + 1
			if testing.Short() && depth > 3 {
				break
			}
			if got := p.Perft(depth); got != want {
				t.Errorf("%s perft(%d) = %d, want %d", tc.name, depth, got, want)
			}
		}
		if after := p.FEN(); after != before {
			t.Errorf("%s: position changed by perft: %s -> %s", tc.name, before, after)
		}
	}
}

func BenchmarkPerftChessStart(b *testing.B) {
	benchPerft(b, handChess(b).Start(), 4)
}

// BenchmarkPerftSymmetricStart counts perft(4) of the Symmetric Chess start
// without and with the bishop_conversion module (Homes c1 g1 / c8 g8, steps fsW,
// capture allowed: the shipped preset's rule) and reports ns/node, the figure the
// conversion's cost per node is read from (the counts themselves are checked
// against Fairy-Stockfish and the reference in TestPerftFairyStockfish and the
// oracle tests).
func BenchmarkPerftSymmetricStart(b *testing.B) {
	for _, conv := range []bool{false, true} {
		name := "without-conversion"
		if conv {
			name = "with-conversion"
		}
		b.Run(name, func(b *testing.B) {
			v := handVariant(b, 9, 8, "rnbqkqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQKQBNR")
			g := v.Board
			v.Castling = &rules.Castling{Sides: []rules.CastleSide{
				{King: sq(b, g, "e1"), Rook: sq(b, g, "i1"), KingTo: sq(b, g, "h1"), RookTo: sq(b, g, "g1")},
				{King: sq(b, g, "e1"), Rook: sq(b, g, "a1"), KingTo: sq(b, g, "b1"), RookTo: sq(b, g, "c1")},
			}}
			if conv {
				v.BishopConversion = &rules.BishopConversion{Piece: 'B', Capture: true, StepAtoms: mustBetza(b, "fsW"),
					Homes: [2][]board.Square{{sq(b, g, "c1"), sq(b, g, "g1")}, {sq(b, g, "c8"), sq(b, g, "g8")}}}
			}
			r, err := Compile(v)
			if err != nil {
				b.Fatal(err)
			}
			benchPerft(b, r.Start(), 4)
		})
	}
}

// TestPerftOwnTable checks the copy of oracle rows kept in testdata (every shipped
// preset and rule module, depth 1-3), so a clone without the shared repository still
// tests the interpreter against independent counts.
func TestPerftOwnTable(t *testing.T) {
	n := 0
	for _, tp := range testdataPositions(t) {
		if got := tp.p.Perft(tp.depth); got != tp.nodes {
			t.Errorf("testdata/perft.tsv:%d %s %s perft(%d) = %d, %s table %d", tp.line, tp.preset, tp.fen, tp.depth, got, tp.source, tp.nodes)
		}
		n++
	}
	if n < 100 {
		t.Errorf("only %d rows", n)
	}
}
