package position_test

import (
	"path/filepath"
	"testing"
)

// fsfExtra maps the variant names of testdata/perft-fsf-extra.tsv (Fairy-Stockfish
// counts computed for this repository; the file's header says how) to the shipped
// presets that play them.
var fsfExtra = map[string]string{
	"giveaway":      "giveaway",
	"suicide":       "suicide",
	"crazyhouse960": "crazyhouse960",
}

// TestPerftFSFExtra checks every row of testdata/perft-fsf-extra.tsv: at least 20
// per variant, each count equal to Fairy-Stockfish's.
func TestPerftFSFExtra(t *testing.T) {
	path := filepath.Join("testdata", "perft-fsf-extra.tsv")
	cache := map[string]compiled{}
	per := map[string]int{}
	for _, row := range readFSFVariants(t, path) {
		name, ok := fsfExtra[row.variant]
		if !ok {
			t.Errorf("%s:%d: variant %q has no preset in fsfExtra", path, row.line, row.variant)
			continue
		}
		per[row.variant]++
		if testing.Short() && row.depth > 2 {
			continue
		}
		p, err := compileFor(t, cache, name, "").ParseFEN(row.fen)
		if err != nil {
			t.Errorf("%s:%d %s: %v", path, row.line, row.fen, err)
			continue
		}
		if got := p.Perft(row.depth); got != row.nodes {
			t.Errorf("%s:%d %s %q perft(%d) = %d, Fairy-Stockfish %d", path, row.line, row.variant, row.fen, row.depth, got, row.nodes)
		}
	}
	for v := range fsfExtra {
		if per[v] < 20 {
			t.Errorf("%s: %d rows, want at least 20", v, per[v])
		}
	}
}
