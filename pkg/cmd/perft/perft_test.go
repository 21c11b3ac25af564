package perft

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/iostreams"
)

// run calls perftRun on in-memory streams and returns stdout, stderr and the error.
func run(t *testing.T, opts PerftOptions) (string, string, error) {
	t.Helper()
	ios, _, out, errOut := iostreams.Test()
	opts.IO = ios
	if opts.Output == "" {
		opts.Output = "text"
	}
	err := perftRun(&opts)
	return out.String(), errOut.String(), err
}

// Published value: chess perft 3 from the start position is 8902.
func TestChessDepth3(t *testing.T) {
	out, errOut, err := run(t, PerftOptions{Preset: "chess", Depth: 3})
	if err != nil {
		t.Fatalf("perftRun: %v", err)
	}
	if out != "nodes 8902\n" {
		t.Errorf("stdout = %q, want %q", out, "nodes 8902\n")
	}
	if !strings.HasPrefix(errOut, "perft 3: 8902 nodes in ") || !strings.Contains(errOut, "nodes/s") {
		t.Errorf("stderr = %q, want the time and speed line", errOut)
	}
}

func TestDepthZero(t *testing.T) {
	out, _, err := run(t, PerftOptions{Preset: "chess", Depth: 0, Divide: true})
	if err != nil || out != "nodes 1\n" {
		t.Errorf("depth 0: %q, %v; want \"nodes 1\\n\"", out, err)
	}
}

// symmetricWithoutConversion2 is the Fairy-Stockfish count for Symmetric Chess without
// the Bishops Conversion Rule at depth 2, copied from ../shared/oracle/fsf/perft.tsv
// (22 first moves, 22 replies each); the table itself is read when present.
const symmetricWithoutConversion2 = 484

const symmetricStartFEN = "rnbqkqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQKQBNR w KQkq - 0 1"

func TestSymmetricWithoutConversion(t *testing.T) {
	out, _, err := run(t, PerftOptions{Preset: "symmetric", Without: []string{"bishop_conversion"}, Depth: 2})
	if err != nil {
		t.Fatalf("perftRun: %v", err)
	}
	got := nodes(t, out)
	if got != symmetricWithoutConversion2 {
		t.Errorf("symmetric --without bishop_conversion 2 = %d, want %d", got, symmetricWithoutConversion2)
	}

	t.Run("oracle", func(t *testing.T) {
		rows := oracleRows(t)
		found := false
		for _, r := range rows {
			if r.preset == "symmetric" && r.without == "bishop_conversion" && r.fen == symmetricStartFEN && r.depth == 2 {
				found = true
				if r.nodes != symmetricWithoutConversion2 {
					t.Errorf("oracle row says %d, the test's constant %d: the table changed", r.nodes, symmetricWithoutConversion2)
				}
				if got != r.nodes {
					t.Errorf("courier %d, Fairy-Stockfish %d", got, r.nodes)
				}
			}
		}
		if !found {
			t.Fatalf("no row symmetric/bishop_conversion/start/depth 2 in the oracle table")
		}
	})
}

// TestOracleShallow compares every oracle row of at most 100000 nodes, through --fen
// and --without as a user would give them.
func TestOracleShallow(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	rows := oracleRows(t)
	n := 0
	for _, r := range rows {
		if r.nodes > 100000 {
			continue
		}
		var without []string
		if r.without != "" {
			without = strings.Split(r.without, ",")
		}
		out, errOut, err := run(t, PerftOptions{Preset: r.preset, Without: without, FEN: r.fen, Depth: r.depth})
		if err != nil {
			t.Errorf("%s %s %q depth %d: %v\n%s", r.preset, r.without, r.fen, r.depth, err, errOut)
			continue
		}
		if got := nodes(t, out); got != r.nodes {
			t.Errorf("%s without %q, %q depth %d: courier %d, Fairy-Stockfish %d", r.preset, r.without, r.fen, r.depth, got, r.nodes)
		}
		n++
	}
	t.Logf("%d oracle rows compared", n)
}

func TestDivideSumsToNodes(t *testing.T) {
	for _, preset := range []string{"chess", "symmetric", "pmc1", "cowardly-crew"} {
		out, _, err := run(t, PerftOptions{Preset: preset, Depth: 3, Divide: true})
		if err != nil {
			t.Fatalf("%s: %v", preset, err)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		var sum uint64
		prev := ""
		for _, l := range lines[:len(lines)-1] {
			move, count, ok := strings.Cut(l, " ")
			n, err := strconv.ParseUint(count, 10, 64)
			if !ok || err != nil {
				t.Fatalf("%s: divide line %q is not \"move nodes\"", preset, l)
			}
			if move < prev {
				t.Errorf("%s: %q after %q: not sorted by move text", preset, move, prev)
			}
			prev = move
			sum += n
		}
		if total := nodes(t, lines[len(lines)-1]+"\n"); sum != total {
			t.Errorf("%s: divide lines sum to %d, nodes %d", preset, sum, total)
		}
	}
}

func TestWorkersAgree(t *testing.T) {
	one, _, err1 := run(t, PerftOptions{Preset: "symmetric", Depth: 3, Divide: true, Workers: 1})
	many, _, err2 := run(t, PerftOptions{Preset: "symmetric", Depth: 3, Divide: true, Workers: 8})
	if err1 != nil || err2 != nil || one != many {
		t.Errorf("1 worker and 8 workers differ (%v, %v):\n%s\n---\n%s", err1, err2, one, many)
	}
}

func TestJSON(t *testing.T) {
	out, errOut, err := run(t, PerftOptions{Preset: "chess", Depth: 2, Divide: true, Output: "json"})
	if err != nil {
		t.Fatalf("perftRun: %v", err)
	}
	if errOut != "" {
		t.Errorf("stderr = %q, want nothing with -o json", errOut)
	}
	if strings.Count(out, "\n") != 1 {
		t.Errorf("want one JSON object on one line, got %q", out)
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &obj); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	for _, k := range []string{"depth", "nodes", "seconds", "divide"} {
		if _, ok := obj[k]; !ok {
			t.Errorf("key %q missing in %s", k, out)
		}
	}
	if len(obj) != 4 {
		t.Errorf("want exactly depth, nodes, seconds, divide; got %s", out)
	}
	var res struct {
		Depth   int               `json:"depth"`
		Nodes   uint64            `json:"nodes"`
		Seconds float64           `json:"seconds"`
		Divide  map[string]uint64 `json:"divide"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	if res.Depth != 2 || res.Nodes != 400 || res.Seconds < 0 || len(res.Divide) != 20 || res.Divide["e2e4"] != 20 {
		t.Errorf("unexpected values: %+v", res)
	}

	out, _, err = run(t, PerftOptions{Preset: "chess", Depth: 1, Output: "json"})
	if err != nil {
		t.Fatal(err)
	}
	obj = nil
	if err := json.Unmarshal([]byte(out), &obj); err != nil {
		t.Fatal(err)
	}
	if _, ok := obj["divide"]; ok || len(obj) != 3 {
		t.Errorf("without --divide want depth, nodes, seconds only; got %s", out)
	}
}

func TestUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		opts PerftOptions
		want []string // in the message
	}{
		{"unknown preset", PerftOptions{Preset: "nosuch", Depth: 1}, []string{"--preset", `"nosuch"`}},
		{"no preset", PerftOptions{Depth: 1}, []string{"--preset is required"}},
		{"unknown module", PerftOptions{Preset: "chess", Without: []string{"castle"}, Depth: 1}, []string{"--without", `"castle"`, "castling"}},
		{"bad fen board", PerftOptions{Preset: "chess", FEN: "rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Depth: 1}, []string{"--fen", "board field", "column"}},
		{"bad fen side", PerftOptions{Preset: "chess", FEN: "8/8/8/8/8/8/8/K1k5 x - - 0 1", Depth: 1}, []string{"--fen", "side to move field", "column 20", "\n                     ^"}},
		{"bad fen fields", PerftOptions{Preset: "chess", FEN: "8/8/8", Depth: 1}, []string{"--fen", "fields"}},
		// chess has 6 fields: the 7th "x" is at column 31 (hand count), the caret
		// under it (two spaces of indent, 30 before the column)
		{"bad fen extra field", PerftOptions{Preset: "chess", FEN: "4k3/8/8/8/8/8/8/4K3 w - - 0 1 x", Depth: 1},
			[]string{`--fen: an extra 7th field "x" at column 31`, "\n  " + strings.Repeat(" ", 30) + "^"}},
		{"bad output", PerftOptions{Preset: "chess", Depth: 1, Output: "csv"}, []string{"-o/--output", `"csv"`}},
		{"depth out of range", PerftOptions{Preset: "chess", Depth: MaxDepth + 1}, []string{"DEPTH"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, _, err := run(t, tc.opts)
			if code := cmdutil.ExitCode(err); code != cmdutil.ExitUsage {
				t.Fatalf("exit code %d (%v), want %d", code, err, cmdutil.ExitUsage)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("message %q lacks %q", err, w)
				}
			}
			if out != "" {
				t.Errorf("stdout = %q, want nothing", out)
			}
		})
	}
}

func TestParseDepth(t *testing.T) {
	for _, s := range []string{"0", "1", "20", "007"} {
		if _, err := ParseDepth(s); err != nil {
			t.Errorf("ParseDepth(%q): %v", s, err)
		}
	}
	for _, s := range []string{"", "x", "-1", "+3", "1.5", "21", "99999999999999999999999", " 3"} {
		d, err := ParseDepth(s)
		if cmdutil.ExitCode(err) != cmdutil.ExitUsage {
			t.Errorf("ParseDepth(%q) = %d, %v; want a usage error", s, d, err)
		}
	}
}

func nodes(t *testing.T, out string) uint64 {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	last := lines[len(lines)-1]
	s, ok := strings.CutPrefix(last, "nodes ")
	n, err := strconv.ParseUint(s, 10, 64)
	if !ok || err != nil {
		t.Fatalf("last line %q is not \"nodes N\"", last)
	}
	return n
}

type oracleRow struct {
	preset, without, fen string
	depth                int
	nodes                uint64
}

// oracleRows reads ../shared/oracle/fsf/perft.tsv next to the repository, skipping the
// test when the shared directory is absent.
func oracleRows(t *testing.T) []oracleRow {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Skip("go.mod not found above the test directory")
		}
		dir = parent
	}
	path := filepath.Join(dir, "..", "shared", "oracle", "fsf", "perft.tsv")
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		t.Skipf("oracle table %s absent (the shared directory is not checked out next to the repository): comparison skipped", path)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []oracleRow
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		cols := strings.Split(sc.Text(), "\t")
		if line == 1 || len(cols) != 5 {
			continue
		}
		d, err1 := strconv.Atoi(cols[3])
		n, err2 := strconv.ParseUint(cols[4], 10, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("%s:%d: bad row %q", path, line, sc.Text())
		}
		rows = append(rows, oracleRow{cols[0], cols[1], cols[2], d, n})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}
