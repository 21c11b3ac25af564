package position_test

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// fsfVariants maps the Fairy-Stockfish variant names of
// ../shared/oracle/fsf-variants/perft.tsv to the shipped presets that play them
// (the same name unless said otherwise). Variants not listed are not expressed yet.
var fsfVariants = map[string]string{
	"capablanca":  "capablanca",
	"gothic":      "gothic",
	"janus":       "janus",
	"embassy":     "embassy",
	"knightmate":  "knightmate",
	"chancellor":  "chancellor",
	"centaur":     "centaur",
	"amazon":      "amazon",
	"almost":      "almost",
	"nightrider":  "nightrider",
	"berolina":    "berolina",
	"newzealand":  "newzealand",
	"shatranj":    "shatranj",
	"courier":     "courier",
	"makruk":      "makruk",
	"grasshopper": "grasshopper",
	"shako":       "shako",
	"xiangqi":     "xiangqi",
	"minixiangqi": "minixiangqi",
	"chigorin":    "chigorin",
	"grand":       "grand",
	"shogi":       "shogi",
	"minishogi":   "minishogi",
	"loop":        "loop",
	"placement":   "placement",
	"extinction":  "extinction",
	"kinglet":     "kinglet",
	"threekings":  "threekings",
	"losers":      "losers",
	"seirawan":    "seirawan",
	"coregal":     "coregal",
	"sittuyin":    "sittuyin",
	"janggi":      "janggi",
}

// fsfMaxNodes bounds the rows run by default (the rest with COURIER_PERFT_DEEP=1).
const fsfMaxNodes = 2_000_000

type fsfRow struct {
	line         int
	variant, fen string
	depth        int
	nodes        uint64
}

func readFSFVariants(t *testing.T, path string) []fsfRow {
	t.Helper()
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		t.Skipf("%s not found: the shared oracle tables are not checked out beside this repository", path)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []fsfRow
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		text := sc.Text()
		if strings.HasPrefix(text, "variant\t") || strings.HasPrefix(text, "#") {
			continue
		}
		c := strings.Split(text, "\t")
		if len(c) < 4 {
			t.Fatalf("%s:%d: %d columns", path, n, len(c))
		}
		d, err1 := strconv.Atoi(c[2])
		nodes, err2 := strconv.ParseUint(c[3], 10, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("%s:%d: bad depth or nodes", path, n)
		}
		rows = append(rows, fsfRow{n, c[0], c[1], d, nodes})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

// runFSFVariants checks every row of the table whose variant has a preset.
func runFSFVariants(t *testing.T, path string, all bool) {
	rows := readFSFVariants(t, path)
	cache := map[string]compiled{}
	per := map[string]int{}
	for _, row := range rows {
		name, ok := fsfVariants[row.variant]
		if !ok {
			continue
		}
		if !all && row.nodes > fsfMaxNodes && !deep() {
			continue
		}
		if testing.Short() && row.depth > 2 {
			continue
		}
		p, err := compileFor(t, cache, name, "").ParseFEN(row.fen)
		if err != nil {
			t.Errorf("%s:%d %s: %v", filepath.Base(path), row.line, row.fen, err)
			continue
		}
		if got := p.Perft(row.depth); got != row.nodes {
			t.Errorf("%s:%d %s %q perft(%d) = %d, Fairy-Stockfish %d", filepath.Base(path), row.line, row.variant, row.fen, row.depth, got, row.nodes)
		}
		per[row.variant]++
	}
	for v := range fsfVariants {
		t.Logf("%s: %d rows checked", v, per[v])
		if all && per[v] < 20 {
			t.Errorf("%s: %d rows, want at least 20", v, per[v])
		}
	}
}

// TestPerftFSFVariants compares with the rows of Fairy-Stockfish's variant table for
// every variant courier has a preset for (rows above fsfMaxNodes leaves with
// COURIER_PERFT_DEEP=1).
func TestPerftFSFVariants(t *testing.T) {
	runFSFVariants(t, filepath.Join(sharedDir, "fsf-variants", "perft.tsv"), false)
}

// TestPerftFSFVariantsOwn checks the rows copied from that table into testdata (at
// least 20 per variant), so a clone without the shared repository still tests them.
func TestPerftFSFVariantsOwn(t *testing.T) {
	runFSFVariants(t, "testdata/fsf-variants.tsv", true)
}
