package position

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/betza"
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/pkg/rules"
)

// handVariant builds orthodox-style variants without the preset loader, so this
// package's tests stand on their own. setup is a FEN board field.
func handVariant(t testing.TB, files, ranks int, setup string, extra ...rules.PieceType) *rules.Variant {
	t.Helper()
	g, err := board.New(files, ranks)
	if err != nil {
		t.Fatal(err)
	}
	pcs := []rules.PieceType{
		{Letter: 'K', Name: "King", Betza: "K", Royal: true},
		{Letter: 'Q', Name: "Queen", Betza: "Q"},
		{Letter: 'R', Name: "Rook", Betza: "R"},
		{Letter: 'B', Name: "Bishop", Betza: "B"},
		{Letter: 'N', Name: "Knight", Betza: "N"},
		{Letter: 'P', Name: "Pawn", Betza: "fmWfceFifmnD", Pawn: true, InitialRank: 2},
	}
	pcs = append(pcs, extra...)
	for i := range pcs {
		a, err := betza.Parse(pcs[i].Betza)
		if err != nil {
			t.Fatal(err)
		}
		pcs[i].Atoms = a
	}
	return &rules.Variant{ID: "hand", Board: g, Pieces: pcs, Setup: setup, EnPassant: &rules.EnPassant{},
		Promotion: &rules.Promotion{ZoneRank: -1, Choices: []byte("QRBN")}}
}

func sq(t testing.TB, g board.Geometry, s string) board.Square {
	t.Helper()
	x, err := g.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// handChess is orthodox chess.
func handChess(t testing.TB) *Rules {
	v := handVariant(t, 8, 8, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR")
	g := v.Board
	v.Castling = &rules.Castling{Sides: []rules.CastleSide{
		{King: sq(t, g, "e1"), Rook: sq(t, g, "h1"), KingTo: sq(t, g, "g1"), RookTo: sq(t, g, "f1")},
		{King: sq(t, g, "e1"), Rook: sq(t, g, "a1"), KingTo: sq(t, g, "c1"), RookTo: sq(t, g, "d1")},
	}}
	r, err := Compile(v)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// shippedVariant is a shipped preset, loaded and compiled.
type shippedVariant struct {
	name string
	v    *rules.Variant
	r    *Rules
}

// presetRules loads the shipped preset name with the rule modules without
// switched off, and compiles it; an error fails the test.
func presetRules(t testing.TB, name string, without ...string) *Rules {
	t.Helper()
	v, ds := preset.Load(name, preset.Options{})
	if ds.HasErrors() || v == nil {
		t.Fatalf("preset %s: %v", name, ds)
	}
	v, err := v.Without(without...)
	if err != nil {
		t.Fatalf("preset %s without %v: %v", name, without, err)
	}
	r, err := Compile(v)
	if err != nil {
		t.Fatalf("compile %s: %v", name, err)
	}
	return r
}

// shippedRules loads and compiles every shipped preset (preset.Names, in its
// order); a preset that does not load or compile fails the test.
func shippedRules(t testing.TB) []shippedVariant {
	t.Helper()
	names := preset.Names()
	if len(names) == 0 {
		t.Fatal("no shipped presets")
	}
	var out []shippedVariant
	for _, name := range names {
		r := presetRules(t, name)
		out = append(out, shippedVariant{name, r.V, r})
	}
	return out
}

// captureFirst returns the first capture among moves, else moves[i%len(moves)]
// (a game walked this way loses pieces and opens lines); moves is not empty.
func captureFirst(moves []Move, i int) Move {
	for _, m := range moves {
		if m.Is(FlagCapture) {
			return m
		}
	}
	return moves[i%len(moves)]
}

// benchPerft counts perft(depth) from p b.N times and reports nodes/s and
// ns/node.
func benchPerft(b *testing.B, p *Position, depth int) {
	b.ResetTimer()
	var n uint64
	for i := 0; i < b.N; i++ {
		n += p.Perft(depth)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/node")
}

// testdataPosition is one row of testdata/perft.tsv: its 1-based line, its
// columns (source, preset, fen, depth, nodes) and the position of its FEN with the
// preset's rules (compiled without the row's rule modules).
type testdataPosition struct {
	line                int
	source, preset, fen string
	depth               int
	nodes               uint64
	r                   *Rules
	p                   *Position
}

// testdataPositions reads the rows of the perft table kept in testdata (FENs of
// every shipped preset and rule module with their counts, from the oracle
// tables), the rules compiled once per preset and module list; a malformed row or
// FEN fails the test.
func testdataPositions(t *testing.T) []testdataPosition {
	t.Helper()
	f, err := os.Open("testdata/perft.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cache := map[string]*Rules{}
	var out []testdataPosition
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if strings.HasPrefix(text, "#") || strings.HasPrefix(text, "source\t") {
			continue
		}
		c := strings.Split(text, "\t")
		if len(c) != 6 {
			t.Fatalf("testdata/perft.tsv:%d: %d columns", line, len(c))
		}
		depth, err1 := strconv.Atoi(c[4])
		nodes, err2 := strconv.ParseUint(c[5], 10, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("testdata/perft.tsv:%d: bad depth or nodes", line)
		}
		key := c[1] + "/" + c[2]
		r, ok := cache[key]
		if !ok {
			var mods []string
			if c[2] != "" {
				mods = strings.Split(c[2], ",")
			}
			r = presetRules(t, c[1], mods...)
			cache[key] = r
		}
		p, err := r.ParseFEN(c[3])
		if err != nil {
			t.Fatalf("testdata/perft.tsv:%d: %v", line, err)
		}
		out = append(out, testdataPosition{line, c[0], c[1], c[3], depth, nodes, r, p})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
