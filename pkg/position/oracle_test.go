package position_test

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/pkg/rules"
)

// sharedDir is where CI and the developers' machines keep the shared oracle files.
const sharedDir = "../../../shared/oracle"

type perftRow struct {
	line    int
	preset  string
	without string
	fen     string
	depth   int
	nodes   uint64
}

// readPerft reads an oracle perft table; withoutCol tells whether the table has the
// `without` column (fsf) or not (ref).
func readPerft(t *testing.T, path string, withoutCol bool) []perftRow {
	t.Helper()
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		t.Skipf("%s not found: the shared oracle tables are not checked out beside this repository", path)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []perftRow
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		if n == 1 {
			continue
		}
		c := strings.Split(sc.Text(), "\t")
		if !withoutCol {
			c = append(c[:1], append([]string{""}, c[1:]...)...)
		}
		if len(c) != 5 {
			t.Fatalf("%s:%d: %d columns", path, n, len(c))
		}
		d, err1 := strconv.Atoi(c[3])
		nodes, err2 := strconv.ParseUint(c[4], 10, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("%s:%d: bad depth or nodes", path, n)
		}
		rows = append(rows, perftRow{n, c[0], c[1], c[2], d, nodes})
	}
	return rows
}

type compiled struct {
	r   *position.Rules
	err error
}

func compileFor(t *testing.T, cache map[string]compiled, name, without string) *position.Rules {
	t.Helper()
	key := name + "/" + without
	if c, ok := cache[key]; ok {
		if c.err != nil {
			t.Fatal(c.err)
		}
		return c.r
	}
	v, ds := preset.Load(name, preset.Options{})
	if ds.HasErrors() {
		t.Fatalf("preset %s: %v", name, ds)
	}
	var mods []string
	if without != "" {
		mods = strings.Split(without, ",")
	}
	var err error
	var vv *rules.Variant
	if vv, err = v.Without(mods...); err == nil {
		var r *position.Rules
		r, err = position.Compile(vv)
		cache[key] = compiled{r, err}
	} else {
		cache[key] = compiled{nil, err}
	}
	return compileFor(t, cache, name, without)
}

// deep reports whether the slow rows (beyond maxDefault plies) are wanted:
// COURIER_PERFT_DEEP=1 go test ./pkg/position -run Oracle -timeout 30m
func deep() bool { return os.Getenv("COURIER_PERFT_DEEP") != "" }

func runPerftTable(t *testing.T, path string, withoutCol bool, maxDefault int) {
	rows := readPerft(t, path, withoutCol)
	cache := map[string]compiled{}
	checked := 0
	for _, row := range rows {
		if row.depth > maxDefault && !deep() {
			continue
		}
		if testing.Short() && row.depth > 3 {
			continue
		}
		r := compileFor(t, cache, row.preset, row.without)
		p, err := r.ParseFEN(row.fen)
		if err != nil {
			t.Errorf("%s:%d %s: %v", filepath.Base(path), row.line, row.fen, err)
			continue
		}
		if got := p.Perft(row.depth); got != row.nodes {
			t.Errorf("%s:%d %s without=%q %q perft(%d) = %d, oracle %d", filepath.Base(path), row.line, row.preset, row.without, row.fen, row.depth, got, row.nodes)
		}
		checked++
	}
	t.Logf("%d rows of %s checked", checked, path)
}

// TestPerftFairyStockfish compares with every row of the Fairy-Stockfish table up to
// depth 4 (the rest with COURIER_PERFT_DEEP=1), the rule module in `without` switched off.
func TestPerftFairyStockfish(t *testing.T) {
	runPerftTable(t, filepath.Join(sharedDir, "fsf", "perft.tsv"), true, 4)
}

// TestPerftReference compares with the independent implementation of RULES.md, every
// special rule on.
func TestPerftReference(t *testing.T) {
	runPerftTable(t, filepath.Join(sharedDir, "ref", "perft.tsv"), false, 4)
}
