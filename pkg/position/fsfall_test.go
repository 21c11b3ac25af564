package position_test

import (
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/gamecourier/courier/pkg/internal/fsforacle"
)

// fsfAllBuiltins is fsforacle.AllBuiltins: the built-in variants of
// ../shared/oracle/fsf-variants-all and their presets.
var fsfAllBuiltins = fsforacle.AllBuiltins

// fsfAllDir is the second Fairy-Stockfish oracle: 65 more built-in variants and
// the variants of FSF's variants.ini.
var fsfAllDir = filepath.Join(sharedDir, "fsf-variants-all")

// fsfAllMaxNodes bounds the rows of fsf-variants-all run by default (the rest with
// COURIER_PERFT_DEEP=1): the start rows go to about 10 million leaves, which the
// default run leaves out to keep the suite short.
const fsfAllMaxNodes = 300_000

// fsfAllLeftToClaim lists the endings of fsf-variants-all games that our end rules
// do not make automatic: as lichessLeftToClaim (the makruk family's counting
// rules, counting_rule, are automatic: end.counting).
var fsfAllLeftToClaim = lichessLeftToClaim

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// runFSFAllPerft checks the rows of a perft table in the fsf-variants format whose
// variant is in fsfAllBuiltins, one subtest per variant (go test -run
// 'TestPerftFSFAll/chess$'); rows above maxNodes leaves only with
// COURIER_PERFT_DEEP=1. Every variant of the map must have at least minRows rows.
func runFSFAllPerft(t *testing.T, path string, maxNodes uint64, minRows int) {
	rows := readFSFVariants(t, path)
	byVariant := map[string][]fsfRow{}
	for _, row := range rows {
		byVariant[row.variant] = append(byVariant[row.variant], row)
	}
	for _, variant := range sortedKeys(fsfAllBuiltins) {
		t.Run(variant, func(t *testing.T) {
			vrows := byVariant[variant]
			if len(vrows) < minRows {
				t.Errorf("%s: %d rows in %s, want at least %d", variant, len(vrows), path, minRows)
			}
			r := compileFor(t, map[string]compiled{}, fsfAllBuiltins[variant], "")
			checked := 0
			for _, row := range vrows {
				if row.nodes > maxNodes && !deep() {
					continue
				}
				if testing.Short() && row.depth > 2 {
					continue
				}
				p, err := r.ParseFEN(row.fen)
				if err != nil {
					t.Errorf("%s:%d %s: %v", filepath.Base(path), row.line, row.fen, err)
					continue
				}
				if got := p.Perft(row.depth); got != row.nodes {
					t.Errorf("%s:%d %s %q perft(%d) = %d, Fairy-Stockfish %d", filepath.Base(path), row.line, variant, row.fen, row.depth, got, row.nodes)
				}
				checked++
			}
			t.Logf("%s: %d of %d rows checked", variant, checked, len(vrows))
		})
	}
}

// TestPerftFSFAll compares with the perft rows of ../shared/oracle/fsf-variants-all
// for every built-in variant courier has a preset for (rows above fsfAllMaxNodes
// leaves with COURIER_PERFT_DEEP=1).
func TestPerftFSFAll(t *testing.T) {
	path := filepath.Join(fsfAllDir, "perft.tsv")
	if _, err := os.Stat(path); err != nil {
		t.Skipf("%s not found: the shared oracle tables are not checked out beside this repository", path)
	}
	runFSFAllPerft(t, path, fsfAllMaxNodes, 1)
}

// TestPerftFSFAllOwn checks the rows copied from that table into
// testdata/fsf-variants-all.tsv (at least 5 per variant), so a clone without the
// shared repository still tests every preset of fsfAllBuiltins.
func TestPerftFSFAllOwn(t *testing.T) {
	runFSFAllPerft(t, filepath.Join("testdata", "fsf-variants-all.tsv"), 2_000_000, 5)
}

// TestFSFAllGames replays ../shared/oracle/fsf-variants-all/games-VARIANT.jsonl of
// every variant of fsfAllBuiltins ply by ply (replayFSFGames: legal move counts,
// final position, automatic endings, corrupted copies), one subtest per variant.
func TestFSFAllGames(t *testing.T) {
	if _, err := os.Stat(fsfAllDir); err != nil {
		t.Skipf("%s not found: the shared oracle games are not checked out beside this repository", fsfAllDir)
	}
	for _, variant := range sortedKeys(fsfAllBuiltins) {
		t.Run(variant, func(t *testing.T) {
			r := compileFor(t, map[string]compiled{}, fsfAllBuiltins[variant], "")
			replayFSFGames(t, r, filepath.Join(fsfAllDir, "games-"+variant+".jsonl"), variant, fsfAllLeftToClaim)
		})
	}
}
