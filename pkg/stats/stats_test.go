package stats_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
	"github.com/gamecourier/courier/pkg/stats"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// collect replays every log file under dirs (sorted, as `courier stats DIR` reads
// them) with Result.Moves kept, and aggregates them.
func collect(t *testing.T, opts stats.Options, dirs ...string) *stats.Collector {
	t.Helper()
	sources := logSources(t, dirs...)
	c := stats.New(opts)
	e := replay.New(replay.Options{KeepMoves: true})
	e.Run(sources, 0, c.Add, func(fe *replay.FileError) { t.Fatal(fe) })
	return c
}

func group(t *testing.T, c *stats.Collector, variant string) *stats.Group {
	t.Helper()
	for _, g := range c.Groups() {
		if g.Variant == variant {
			return g
		}
	}
	t.Fatalf("no group %q", variant)
	return nil
}

func eqInt(t *testing.T, what string, got, want int) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %d, want %d", what, got, want)
	}
}

func eqFloat(t *testing.T, what string, got, want float64) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %v, want %v", what, got, want)
	}
}

func eqCounter(t *testing.T, what string, got stats.Counter, want map[string]int) {
	t.Helper()
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s[%q] = %d, want %d", what, k, got[k], v)
		}
	}
	for k, v := range got {
		if _, ok := want[k]; !ok && v != 0 {
			t.Errorf("%s[%q] = %d, want none", what, k, v)
		}
	}
}

// TestFixtureHandCounts checks the statistics of testdata/archive against counts
// worked out by hand from the eleven games (their Event tags number them):
//
//	mismatch.pgn  7: fool's mate in SAN claiming 1-0 (4 plies, mate 0-1: a mismatch)
//	orthodox.gc   1: fool's mate, 0-1 (4 plies)
//	              2: scholar's mate, 1-0 (7 plies; 4.Qxf7#: Q takes P)
//	              3: 1.e4 d5 2.e5 f5 3.exf6 e.p. Nxf6 4.Nf3 Bg4 5.Be2 Qd6 6.O-O Nc6
//	                 7.d3 O-O-O, claimed 1/2-1/2, no end on the board (14 plies;
//	                 captures: P takes P, N takes P)
//	              4: 1.e4 e5 2.Ke3?? illegal at ply 3 (2 plies), claimed 1-0
//	              5: from a FEN, 1.a8=Q Kb2, claimed * (2 plies; promotion to Q)
//	              6: no Variant tag: unsupported (0 plies), group "(none)"
//	special.gc    8: symmetric, 1.c4 g5 2.B c1-c2 b g8-g7: conversions of c1 and g8
//	                 at move 2, no capture (4 plies)
//	              9: symmetric, 1.c4 Nc6 2.a3 Nb4 3.h3 Nc2+ 4.B c1-c2: c1 converts
//	                 at move 4 taking the knight (7 plies)
//	             10: modern-swap, 1.B c1-d1;M-c1 b g9-h9;n-g9: c1 with M, g9 with N,
//	                 both at move 1 (2 plies)
//	             11: cowardly-crew, 1.e4 e5 2.d4 exd4 (e4 pawn turns black)
//	                 3.Qxd4 (e4 pawn turns white again) (5 plies)
func TestFixtureHandCounts(t *testing.T) {
	c := collect(t, stats.Options{}, "testdata/archive")

	// totals: 11 games; 9 ok (all but 4 and 6), 1 illegal (4), 1 unsupported (6),
	// 1 mismatch (7); plies 4+4+7+14+2+2+0 +4+7+2+5 = 51;
	// sorted lengths 0 2 2 2 4 4 4 5 7 7 14: median the 6th = 4, mean 51/11 = 4.64
	tot := c.Total
	eqInt(t, "total games", tot.Games, 11)
	eqInt(t, "total ok", tot.Status.OK, 9)
	eqInt(t, "total illegal", tot.Status.Illegal, 1)
	eqInt(t, "total unsupported", tot.Status.Unsupported, 1)
	eqInt(t, "total parse errors", tot.Status.ParseError, 0)
	eqInt(t, "total mismatches", tot.Mismatches, 1)
	eqInt(t, "total plies", int(tot.Length.Sum()), 51)
	eqFloat(t, "total mean", tot.Length.Mean(), 4.64)
	eqFloat(t, "total median", tot.Length.Median(), 4)
	eqInt(t, "total max", tot.Length.Max(), 14)

	var names []string
	for _, g := range c.Groups() {
		names = append(names, g.Variant)
	}
	if want := "[(none) chess cowardly-crew modern-swap symmetric]"; sprint(names) != want {
		t.Errorf("groups %v, want %s", names, want)
	}

	// chess: games 1-5 and 7
	ch := group(t, c, "chess")
	eqInt(t, "chess games", ch.Games, 6)
	eqInt(t, "chess ok", ch.Status.OK, 5)
	eqInt(t, "chess illegal", ch.Status.Illegal, 1)
	eqInt(t, "chess mismatches", ch.Mismatches, 1)
	// lengths 4 4 7 14 2 2: sum 33, mean 5.5, median (4+4)/2, min 2, max 14
	eqInt(t, "chess plies", int(ch.Length.Sum()), 33)
	eqFloat(t, "chess mean", ch.Length.Mean(), 5.5)
	eqFloat(t, "chess median", ch.Length.Median(), 4)
	eqInt(t, "chess min", ch.Length.Min(), 2)
	eqInt(t, "chess max", ch.Length.Max(), 14)
	// claimed: 0-1 (1), 1-0 (2, 4, 7), 1/2-1/2 (3), * (5)
	eqCounter(t, "chess claimed", ch.Claimed, map[string]int{"1-0": 3, "0-1": 1, "1/2-1/2": 1, "*": 1})
	// computed: 0-1 (1, 7), 1-0 (2), 1/2-1/2 (3: the claimed draw with no end on
	// the board and no Termination tag is a draw by agreement), * (4: not replayed
	// to its end; 5: claims *)
	eqCounter(t, "chess computed", ch.Computed, map[string]int{"1-0": 1, "0-1": 2, "1/2-1/2": 1, "*": 2})
	// checkmate (1, 2, 7), agreement (3), unterminated (5), none: not replayed to
	// its end (4)
	eqCounter(t, "chess terminations", ch.Terminations, map[string]int{"checkmate": 3, "agreement": 1, "unterminated": 1, "none": 1})
	// the illegal king move (no-path) and the mismatch of game 7
	codes := map[string]int{}
	for _, kc := range ch.Codes.Top(0) {
		codes[kc.Key] = kc.Count
	}
	eqCounter(t, "chess codes", codes, map[string]int{"no-path": 1, "result-mismatch": 1})
	eqCounter(t, "chess castling", byMove(effect(t, ch, "castling/castling")), map[string]int{"white O-O": 1, "black O-O-O": 1})
	// first moves: f3 (1, 7), e4 (2, 3, 4); game 5 starts from a FEN
	first := map[string]int{}
	for _, kc := range ch.FirstMoves.Top(0) {
		first[kc.Key] = kc.Count
	}
	eqCounter(t, "chess first moves", first, map[string]int{"e4": 3, "f3": 2})
	// Qxf7 (2), exf6 e.p. and Nxf6 (3): three pawns taken, by Q, P and N
	eqCounter(t, "chess captured", ch.Captured, map[string]int{"P": 3})
	eqCounter(t, "chess capturing", ch.Capturing, map[string]int{"Q": 1, "P": 1, "N": 1})
	eqCounter(t, "chess promotions", ch.Promotions, map[string]int{"Q": 1})
	for _, k := range []string{"bishop_conversion/conversion", "bishop_swap/swap", "capture_conversion/capture-conversion"} {
		if ch.Effects[k] != nil {
			t.Errorf("chess has %s", k)
		}
	}

	// (none): game 6
	no := group(t, c, stats.NoVariant)
	eqInt(t, "(none) games", no.Games, 1)
	eqInt(t, "(none) unsupported", no.Status.Unsupported, 1)
	eqCounter(t, "(none) claimed", no.Claimed, map[string]int{"none": 1})
	eqCounter(t, "(none) terminations", no.Terminations, map[string]int{"none": 1})
	eqInt(t, "(none) first moves", no.FirstMoves.Len(), 0)

	// symmetric: games 8 and 9
	sy := group(t, c, "symmetric")
	eqInt(t, "symmetric games", sy.Games, 2)
	eqInt(t, "symmetric plies", int(sy.Length.Sum()), 11)
	eqFloat(t, "symmetric median", sy.Length.Median(), 5.5)
	eqCounter(t, "symmetric captured", sy.Captured, map[string]int{"N": 1})
	eqCounter(t, "symmetric capturing", sy.Capturing, map[string]int{"B": 1})
	// game 8: 2. Bc2 (ply 3) and 2... Bg7 (ply 4); game 9: 4. Bxc2 taking the
	// checking knight (ply 7)
	cv := effect(t, sy, "bishop_conversion/conversion")
	eqInt(t, "conversions", cv.Count, 3)
	eqInt(t, "games with conversions", cv.Games, 2)
	eqCounter(t, "conversions by side", cv.Sides, map[string]int{"white": 2, "black": 1})
	eqInt(t, "conversions capturing", cv.Captures, 1)
	// move numbers 2, 2, 4
	eqFloat(t, "conversion mean move", cv.Moves.Mean(), 2.67)
	eqInt(t, "conversion first move", cv.Moves.Min(), 2)
	eqInt(t, "conversion last move", cv.Moves.Max(), 4)
	eqCounter(t, "conversions by move", byMove(cv), map[string]int{"white Bc2": 1, "black Bg7": 1, "white Bxc2": 1})

	// modern-swap: game 10: 1. B=M (c1 with the M), 1... Bg=N (g9 with the N)
	ms := group(t, c, "modern-swap")
	sw := effect(t, ms, "bishop_swap/swap")
	eqInt(t, "swaps", sw.Count, 2)
	eqCounter(t, "swapped with", sw.Pieces, map[string]int{"M": 1, "N": 1})
	eqInt(t, "swap move", sw.Moves.Max(), 1)
	eqCounter(t, "swaps by move", byMove(sw), map[string]int{"white B=M": 1, "black Bg=N": 1})
	first = map[string]int{}
	for _, kc := range ms.FirstMoves.Top(0) {
		first[kc.Key] = kc.Count
	}
	eqCounter(t, "modern-swap first moves", first, map[string]int{"B=M": 1})

	// cowardly-crew: game 11: two captures (P takes P, Q takes P), each converting
	// one pawn
	cc := group(t, c, "cowardly-crew")
	cr := effect(t, cc, "capture_conversion/capture-conversion")
	eqInt(t, "crew moves", cr.Count, 2)
	eqInt(t, "crew games", cr.Games, 1)
	eqInt(t, "crew pieces per game max", cr.PerGame.Max(), 2)
	eqCounter(t, "crew by piece", cr.Affected, map[string]int{"P": 2})
	eqCounter(t, "crew captured", cc.Captured, map[string]int{"P": 2})
	eqCounter(t, "crew capturing", cc.Capturing, map[string]int{"P": 1, "Q": 1})
}

// TestByFile groups the fixture by file: game 7 (mismatch.pgn) is apart from the
// five chess games of orthodox.gc.
func TestByFile(t *testing.T) {
	c := collect(t, stats.Options{ByFile: true}, "testdata/archive")
	var got []string
	for _, g := range c.Groups() {
		got = append(got, g.Variant+"@"+filepath.Base(g.File)+"="+itoa(g.Games))
	}
	want := "[(none)@orthodox.gc=1 chess@mismatch.pgn=1 chess@orthodox.gc=5 cowardly-crew@special.gc=1 modern-swap@special.gc=1 symmetric@special.gc=2]"
	if sprint(got) != want {
		t.Errorf("groups %v\nwant %s", got, want)
	}
}

// TestGolden compares the text, JSON and CSV output for the fixture (whose counts
// TestFixtureHandCounts checks by hand; also with --top 1), for the ties fixture
// with --top 4 (TestTies) and for the shipped logs/ (52 games; see TestLogsCounts)
// with testdata/golden; -update rewrites them.
func TestGolden(t *testing.T) {
	for _, tc := range []struct {
		name string
		dir  string
		opts stats.Options
	}{
		{"archive", "testdata/archive", stats.Options{}},
		{"archive-by-file", "testdata/archive", stats.Options{ByFile: true}},
		{"archive-top1", "testdata/archive", stats.Options{Top: 1}},
		{"ties", "testdata/ties", stats.Options{Top: 4}},
		{"logs", "../../logs", stats.Options{}},
	} {
		c := collect(t, tc.opts, tc.dir)
		for _, f := range []struct {
			ext   string
			write func(io.Writer) error
		}{{"txt", c.WriteText}, {"json", c.WriteJSON}, {"csv", c.WriteCSV}} {
			if (tc.name == "archive-by-file" || tc.name == "archive-top1") && f.ext != "txt" {
				continue
			}
			var buf bytes.Buffer
			if err := f.write(&buf); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join("testdata", "golden", tc.name+"."+f.ext)
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if !bytes.Equal(buf.Bytes(), want) {
				t.Errorf("%s differs from the golden file; got:\n%s", path, buf.String())
			}
			if f.ext == "json" && !json.Valid(buf.Bytes()) {
				t.Errorf("%s: not valid JSON", path)
			}
		}
	}
}

// TestLogsCounts checks the statistics of the shipped logs/ against what the log
// files say without replaying them: the games per variant (Variant tags), the
// claimed results (Result tags), and for the generated variant logs, where every
// ply carries its move number ("12." or "12..."), the plies.
func TestLogsCounts(t *testing.T) {
	c := collect(t, stats.Options{}, "../../logs")
	files, _ := filepath.Glob("../../logs/*.gc")
	if len(files) != 10 {
		t.Fatalf("%d log files, want 10", len(files))
	}
	total := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		variant := ""
		claimed := map[string]int{}
		games, plies := 0, 0
		for _, line := range bytes.Split(data, []byte("\n")) {
			s := string(line)
			if v, ok := tagValue(s, "Variant"); ok {
				variant = v
				games++
			}
			if v, ok := tagValue(s, "Result"); ok {
				claimed[v]++
			}
			if len(s) > 0 && s[0] >= '1' && s[0] <= '9' {
				for _, w := range bytes.Fields(line) {
					if n := len(w); n > 1 && w[n-1] == '.' && w[0] >= '0' && w[0] <= '9' {
						plies++
					}
				}
			}
		}
		g := group(t, c, variant)
		eqInt(t, variant+" games", g.Games, games)
		eqInt(t, variant+" ok", g.Status.OK, games)
		eqCounter(t, variant+" claimed", g.Claimed, claimed)
		if variant != "chess" {
			eqInt(t, variant+" plies", int(g.Length.Sum()), plies)
		}
		total += games
	}
	eqInt(t, "games in logs/", c.Total.Games, total)
	eqInt(t, "games in logs/ (README)", total, 52)

	// From the sources of the logs, not from courier: the special_kinds of the
	// selected reference games (bcr-convert, swap, cc-convert per game), and the SAN
	// of the first 16 games of the shared Carlsen.pgn (chess.gc is their copy).
	for variant, want := range map[string]int{"symmetric": 8, "modern-step": 6} {
		eqInt(t, variant+" conversions", effect(t, group(t, c, variant), "bishop_conversion/conversion").Count, want)
	}
	for variant, want := range map[string]int{"modern-swap": 7, "pmc1": 6, "pmc2": 6, "pmc3": 6, "pmc4": 7} {
		eqInt(t, variant+" swaps", effect(t, group(t, c, variant), "bishop_swap/swap").Count, want)
	}
	eqInt(t, "cowardly-crew converting captures", effect(t, group(t, c, "cowardly-crew"), "capture_conversion/capture-conversion").Count, 23)
	ch := group(t, c, "chess")
	eqInt(t, "chess plies", int(ch.Length.Sum()), 1017)
	eqFloat(t, "chess median", ch.Length.Median(), 59)
	first := map[string]int{}
	for _, kc := range ch.FirstMoves.Top(0) {
		first[kc.Key] = kc.Count
	}
	eqCounter(t, "chess first moves", first, map[string]int{"e4": 11, "d4": 4, "c4": 1})
	eqCounter(t, "chess castling", byMove(effect(t, ch, "castling/castling")), map[string]int{"white O-O": 12, "white O-O-O": 1, "black O-O": 13})
}

// effect returns g's count of the effect key ("module/kind"), failing the test
// when g has none.
func effect(t *testing.T, g *stats.Group, key string) *stats.EffectCount {
	t.Helper()
	ec := g.Effects[key]
	if ec == nil {
		t.Fatalf("%s: no %s effect (have %v)", g.Variant, key, g.Effects)
	}
	return ec
}

// byMove returns every key of ec.ByMove with its count.
func byMove(ec *stats.EffectCount) map[string]int {
	m := map[string]int{}
	for _, kc := range ec.ByMove.Top(0) {
		m[kc.Key] = kc.Count
	}
	return m
}

func tagValue(line, name string) (string, bool) {
	prefix := "[" + name + " \""
	if len(line) > len(prefix)+2 && line[:len(prefix)] == prefix && line[len(line)-2:] == "\"]" {
		return line[len(prefix) : len(line)-2], true
	}
	return "", false
}

func sprint(s []string) string { return fmt.Sprint(s) }

func itoa(n int) string { return strconv.Itoa(n) }

// TestTies: testdata/ties holds eleven one-move games whose first moves are, in
// file order, c3 Nc3 e4 b4 d4 a4 e4 Nf3 d4 Nf3 e4: e4 3, Nf3 2, d4 2 and Nc3, a4,
// b4, c3 once each. Ties go by key in byte order (upper case first), so with
// --top 4 the rows are e4 3, Nf3 2, d4 2, Nc3 1, and the three left out (a4, b4,
// c3) add up to 3 games; with --top 2, e4 and Nf3, the other five keys 6 games.
func TestTies(t *testing.T) {
	c := collect(t, stats.Options{Top: 4}, "testdata/ties")
	g := group(t, c, "chess")
	var got []string
	for _, kc := range g.FirstMoves.Top(0) {
		got = append(got, kc.Key+"="+itoa(kc.Count))
	}
	if want := "[e4=3 Nf3=2 d4=2 Nc3=1 a4=1 b4=1 c3=1]"; sprint(got) != want {
		t.Errorf("Top(0) = %v, want %s", got, want)
	}
	for _, tc := range []struct{ n, keys, count int }{
		{4, 3, 3}, {2, 5, 6}, {1, 6, 8}, {7, 0, 0}, {10, 0, 0}, {0, 0, 0},
	} {
		keys, count := g.FirstMoves.Rest(tc.n)
		if keys != tc.keys || count != tc.count {
			t.Errorf("Rest(%d) = %d keys, %d games; want %d, %d", tc.n, keys, count, tc.keys, tc.count)
		}
	}
	var first *stats.Table
	for _, tb := range c.Tables(g) {
		if tb.Name == "first_moves" {
			first = &tb
		}
	}
	if first == nil || first.More == nil {
		t.Fatalf("no cut first-moves table: %+v", first)
	}
	if s := first.More.String(); s != "… 3 more (3 games)" {
		t.Errorf("More = %q", s)
	}
	// HTML: the same four rows, in the same order, then the line
	var buf bytes.Buffer
	if err := c.WriteHTML(&buf, stats.HTMLOptions{}); err != nil {
		t.Fatal(err)
	}
	h := buf.String()
	i := bytes.Index(buf.Bytes(), []byte("<caption>First moves</caption>"))
	if i < 0 {
		t.Fatalf("no first-moves table:\n%s", h)
	}
	want := "<caption>First moves</caption>\n<tr><th>move</th><th>games</th></tr>\n" +
		"<tr><td>e4</td><td class=\"n\">3</td></tr>\n<tr><td>Nf3</td><td class=\"n\">2</td></tr>\n" +
		"<tr><td>d4</td><td class=\"n\">2</td></tr>\n<tr><td>Nc3</td><td class=\"n\">1</td></tr>\n" +
		"<tr class=\"more\"><td colspan=\"2\">… 3 more (3 games)</td></tr>\n</table>\n"
	if got := h[i:min(len(h), i+len(want))]; got != want {
		t.Errorf("HTML first moves:\n%s\nwant:\n%s", got, want)
	}
}

// TestRestApproximate: a TopK of capacity 2 fed a a b c c c (6 keys added). b
// enters while a (2) and b are tracked; c replaces b (the smallest count, 1) with
// 1+1 = 2, then counts 3 and 4: c 4 (over-counted by 1), a 2, not exact. Top(1)
// is c; the rest is at least one key (a is tracked; b was dropped) and at least
// 6-4 = 2 counts (truly 3: a twice, b once).
func TestRestApproximate(t *testing.T) {
	k := stats.NewTopK(2)
	for _, key := range []string{"a", "a", "b", "c", "c", "c"} {
		k.Add(key)
	}
	var got []string
	for _, kc := range k.Top(0) {
		got = append(got, kc.Key+"="+itoa(kc.Count))
	}
	if sprint(got) != "[c=4 a=2]" || k.Exact() {
		t.Errorf("Top = %v, exact %v; want [c=4 a=2], false", got, k.Exact())
	}
	keys, count := k.Rest(1)
	if keys != 1 || count != 2 {
		t.Errorf("Rest(1) = %d, %d; want 1, 2", keys, count)
	}
	m := stats.More{Keys: keys, Count: count, Unit: "game", AtLeast: !k.Exact()}
	if s := m.String(); s != "… at least 1 more (at least 2 games)" {
		t.Errorf("More = %q", s)
	}
}
