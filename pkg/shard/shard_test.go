package shard

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/gamefile"
)

// games reads every game of r with rd and writes each as one comparable string:
// its number, start, tags, move-text lines (with positions) and diagnostics.
func games(t *testing.T, rd *gamefile.Reader) []string {
	t.Helper()
	var out []string
	for {
		g, err := rd.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, fmt.Sprintf("#%d %v %v %v %v", g.Index, g.Start, g.Tags, g.Movetext, g.Diags))
	}
}

// readParts reads the file data as the ranges between the nominal cuts (each
// snapped to a sync point, as a shard does) and returns their games in order.
func readParts(t *testing.T, data []byte, cuts []int64) []string {
	t.Helper()
	f := File{Name: "f.pgn", Size: int64(len(data)), End: gamefile.LineEnd(data[:min(len(data), gamefile.FirstBlock)])}
	bounds := append(append([]int64{0}, cuts...), f.Size)
	var out []string
	for i := 0; i+1 < len(bounds); i++ {
		rg, err := Resolve(bytes.NewReader(data), f, bounds[i], bounds[i+1])
		if err != nil {
			t.Fatal(err)
		}
		rd := gamefile.NewReaderFrom(bytes.NewReader(data[rg.From:rg.To]), "f.pgn", rg.Start)
		if rg.From == 0 {
			rd = gamefile.NewReader(bytes.NewReader(data[:rg.To]), "f.pgn")
		}
		out = append(out, games(t, rd)...)
	}
	return out
}

// pgnGame is one game of a PGN export: tags, blank line, move text, blank line.
func pgnGame(i int, result string) string {
	return fmt.Sprintf("[Event \"Test %d\"]\n[Site \"Here\"]\n[Result \"%s\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n4. Ba4 Nf6 %s\n\n", i, result, result)
}

// files are logs that differ in the ways a byte range meets: line ends, byte-order
// marks, comments that hold tag pairs, comment lines between games.
func files() map[string]string {
	var plain strings.Builder
	for i := 1; i <= 12; i++ {
		plain.WriteString(pgnGame(i, []string{"1-0", "0-1", "1/2-1/2", "*"}[i%4]))
	}
	m := map[string]string{
		"plain": plain.String(),
		"crlf":  strings.ReplaceAll(plain.String(), "\n", "\r\n"),
		"cr":    strings.ReplaceAll(plain.String(), "\n", "\r"),
		// files joined with cat: a byte-order mark at the start of each
		"bom": "\uFEFF" + pgnGame(1, "1-0") + "\uFEFF" + pgnGame(2, "0-1") + "\uFEFF" + pgnGame(3, "1-0"),
		// a brace comment over several lines that holds tag pairs at line starts,
		// after a blank line too: comment text, not a game
		"comment": pgnGame(1, "1-0") +
			"[Event \"Two\"]\n\n1. d4 {a game I recall:\n\n[Event \"Inside\"]\n[Site \"Comment\"]\n\n1. c4 } d5 1-0\n\n" +
			"[Event \"Three\"]\n\n1. c4 { see\n[Event \"Also inside\"]\n} e5 0-1\n\n" + pgnGame(4, "1-0") +
			"[Event \"Five\"]\n\n1. e4 { [%eval 0.2] [%clk 0:03:00] } 1... e5 { [Event \"x\"] } 1-0\n\n" + pgnGame(6, "0-1"),
		// Game Courier logs: no result, a "//" comment line before the next game
		"gc": "[Variant \"chess\"]\n[Event \"A\"]\n\n1. P e2-e4  1... p e7-e5\n// White resigned\n\n" +
			"[Variant \"chess\"]\n[Event \"B\"]\n\n1. P d2-d4; P d7-d5\n2. N g1-f3\n\n[Variant \"chess\"]\n[Event \"C\"]\n\n1. P c2-c4\n",
		// after a termination marker, a comment line that is no ';' comment starts a
		// game that the next tags take over (the line is carried into it): a game
		// start, but no sync point; a ';' line stays with the game before
		"carried": pgnGame(1, "1-0") + "[Event \"b\"]\n\n1. e4 e5 1-0\n// resigned\n\n[Event \"c\"]\n\n1. d4 0-1\n\n" +
			"[Event \"d\"]\n\n1. c4 1-0\n)\n\n[Event \"e\"]\n\n1. f4 *\n; fine\n\n" + pgnGame(6, "1-0"),
		// an unclosed comment: the next game's tags end it (a tags-in-comment note)
		"unclosed": pgnGame(1, "1-0") + "[Event \"Two\"]\n\n1. d4 { never closed\n\n" + pgnGame(3, "0-1") + pgnGame(4, "1-0"),
		// a % escape line and a game of tags only
		"escape": pgnGame(1, "1-0") + "% escaped [Event \"no\"]\n\n" + pgnGame(2, "0-1") + "%\n" + pgnGame(3, "1-0"),
	}
	return m
}

// irregular are logs with games that do not start at a sync point (so not every
// game of a range after them has its number; see the package comment): a game of
// tags only, tagless games one per line, a file that starts with move text.
func irregular() map[string]string {
	return map[string]string{
		"tags only":    pgnGame(1, "1-0") + "[Event \"Tags only\"]\n\n" + pgnGame(3, "1-0") + pgnGame(4, "0-1"),
		"one per line": pgnGame(1, "1-0") + "1. e4 e5 1-0\n1. d4 d5 0-1\n1. c4 c5 *\n\n" + pgnGame(5, "1-0") + pgnGame(6, "0-1"),
		"moves first":  "1. f4 e5 0-1\n" + pgnGame(2, "1-0") + pgnGame(3, "0-1"),
	}
}

// TestRangesIrregular: in files with games that start at no sync point, the
// ranges still give every game once, at its position, with its tags, lines and
// diagnostics; only the numbers of games in later ranges may differ.
func TestRangesIrregular(t *testing.T) {
	unnumbered := func(gs []string) string {
		var b strings.Builder
		for _, g := range gs {
			_, rest, _ := strings.Cut(g, " ")
			b.WriteString(rest + "\n")
		}
		return b.String()
	}
	for name, text := range irregular() {
		data := []byte(text)
		whole := unnumbered(games(t, gamefile.NewReader(bytes.NewReader(data), "f.pgn")))
		for x := int64(0); x <= int64(len(data)); x++ {
			if got := unnumbered(readParts(t, data, []int64{x})); got != whole {
				t.Fatalf("%s cut at byte %d:\n%s\nwant:\n%s", name, x, got, whole)
			}
		}
	}
}

// TestRangesEqualWhole: for every cut offset of every file, the two byte ranges
// read as shards read them give the games of one read of the whole file, number,
// positions, tags, lines and diagnostics alike; and so do three ranges.
func TestRangesEqualWhole(t *testing.T) {
	for name, text := range files() {
		data := []byte(text)
		whole := games(t, gamefile.NewReader(bytes.NewReader(data), "f.pgn"))
		if len(whole) < 3 {
			t.Fatalf("%s: %d games", name, len(whole))
		}
		for x := int64(0); x <= int64(len(data)); x++ {
			got := readParts(t, data, []int64{x})
			if strings.Join(got, "\n") != strings.Join(whole, "\n") {
				t.Fatalf("%s cut at byte %d:\n%s\nwant:\n%s", name, x, strings.Join(got, "\n"), strings.Join(whole, "\n"))
			}
		}
		for x := int64(0); x < int64(len(data)); x += 17 {
			for y := x; y <= int64(len(data)); y += 29 {
				got := readParts(t, data, []int64{x, y})
				if strings.Join(got, "\n") != strings.Join(whole, "\n") {
					t.Fatalf("%s cut at bytes %d and %d:\n%s\nwant:\n%s", name, x, y, strings.Join(got, "\n"), strings.Join(whole, "\n"))
				}
			}
		}
	}
}

// TestSyncPoints: where the sync points of small files are, by hand.
func TestSyncPoints(t *testing.T) {
	g1 := pgnGame(1, "1-0")
	cases := []struct {
		name, text string
		want       []int // offsets
	}{
		{"two games", g1 + g1, []int{len(g1)}},
		{"crlf", strings.ReplaceAll(g1+g1, "\n", "\r\n"), []int{len(g1) + strings.Count(g1, "\n")}},
		{"bom before the second", g1 + "\uFEFF" + g1, []int{len(g1)}},
		// a tag line inside a comment opened on the line before the blank one
		{"comment", "[Event \"a\"]\n\n1. e4 {x\n\n[Event \"b\"]\n} e5\n", nil},
		// a comment line between the move text and the next tags
		{"gc comment line", "[Event \"a\"]\n\n1. e4\n// resigned\n\n[Event \"b\"]\n\n1. d4\n", []int{len("[Event \"a\"]\n\n1. e4\n// resigned\n\n")}},
		// tags only before: the second tag line continues the same tag section
		{"tags only", "[Event \"a\"]\n\n[Site \"b\"]\n\n1. e4\n", nil},
		// a line starting with % before: skipped by the reader, so no move text
		{"escape", "[Event \"a\"]\n\n%1. e4\n\n[Event \"b\"]\n", nil},
		// a malformed tag line is no sync point
		{"malformed", "[Event \"a\"]\n\n1. e4 1-0\n\n[Event a]\n\n1. d4\n", nil},
		// a closed comment on the line before: a sync point
		{"closed comment", "[Event \"a\"]\n\n1. e4 {x\ny} 1-0\n\n[Event \"b\"]\n", []int{len("[Event \"a\"]\n\n1. e4 {x\ny} 1-0\n\n")}},
		// a comment line after the result: carried into the next game, no sync point
		{"carried", "[Event \"a\"]\n\n1. e4 1-0\n// resigned\n\n[Event \"b\"]\n", nil},
		// the same without a result: it stays with the game before
		{"not carried", "[Event \"a\"]\n\n1. e4\n// resigned\n\n[Event \"b\"]\n", []int{len("[Event \"a\"]\n\n1. e4\n// resigned\n\n")}},
		// P holds a comment only
		{"comment only", "[Event \"a\"]\n\n{just a comment}\n\n[Event \"b\"]\n", nil},
	}
	for _, tc := range cases {
		data := []byte(tc.text)
		s := &scanner{r: bytes.NewReader(data), size: int64(len(data)), end: gamefile.LineEnd(data)}
		var got []int
		if _, err := s.walk(0, s.size, false, func(L int64, point bool) bool {
			if point {
				got = append(got, int(L))
			}
			return true
		}); err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("%s: sync points %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestWindowAndBlocks: sync points are found alike across the scanner's blocks
// and windows: a file of many games, with long move-text lines, read from any
// starting point finds the same sync points as from the start.
func TestWindowAndBlocks(t *testing.T) {
	var b strings.Builder
	long := strings.Repeat("1. e4 { [%clk 0:03:00] } e5 ", 200) // a lichess-like line of some 5 KB
	for i := 0; b.Len() < 3*block; i++ {
		fmt.Fprintf(&b, "[Event \"%d\"]\n[Site \"x\"]\n\n%s 1-0\n\n", i, long)
	}
	data := []byte(b.String())
	games := strings.Count(b.String(), "[Event ")
	s := &scanner{r: bytes.NewReader(data), size: int64(len(data)), end: '\n'}
	var all []int64
	lines, err := s.walk(0, s.size, true, func(L int64, point bool) bool { all = append(all, L); return true })
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != games-1 {
		t.Fatalf("%d sync points, want %d (every game but the first)", len(all), games-1)
	}
	if want := int64(strings.Count(b.String(), "\n")); lines != want {
		t.Errorf("%d line ends, want %d", lines, want)
	}
	for _, i := range []int{1, len(all) / 3, len(all) / 2, len(all) - 1} {
		x := all[i-1] + 1
		got, err := s.snap(x)
		if err != nil || got != all[i] {
			t.Errorf("snap(%d) = %d, %v; want %d", x, got, err, all[i])
		}
		ln, syncs, err := s.prefix(all[i])
		if err != nil || syncs != int64(i) || ln != int64(bytes.Count(data[:all[i]], []byte("\n"))) {
			t.Errorf("prefix(%d) = %d lines, %d syncs, %v; want %d syncs", all[i], ln, syncs, err, i)
		}
	}
}

// TestAssign: the cuts, the whole files at their middle byte, each shard a run of
// consecutive parts, every byte of a range file in exactly one part.
func TestAssign(t *testing.T) {
	files := []File{
		{Name: "a.pgn", Size: 10 << 20},
		{Name: "b.pgn.zst", Size: 6 << 20, Whole: true},
		{Name: "c.pgn", Size: 100, Whole: true},
		{Name: "d.pgn", Size: 4<<20 - 100},
	}
	// 20 MiB in 4 shards: cuts at 5, 10, 15 MiB
	parts := Assign(files, 4)
	want := []Part{
		{Shard: 1, File: 0, Name: "a.pgn", From: 0, To: 5 << 20},
		{Shard: 2, File: 0, Name: "a.pgn", From: 5 << 20, To: 10 << 20},
		{Shard: 3, File: 1, Name: "b.pgn.zst", Whole: true, To: 6 << 20}, // middle at 13 MiB
		{Shard: 4, File: 2, Name: "c.pgn", Whole: true, To: 100},         // at 16 MiB
		{Shard: 4, File: 3, Name: "d.pgn", From: 0, To: 4<<20 - 100},
	}
	if fmt.Sprint(parts) != fmt.Sprint(want) {
		t.Errorf("Assign:\n%v\nwant\n%v", parts, want)
	}
	if got := Of(files, 2, 4); len(got) != 1 || got[0] != want[1] {
		t.Errorf("Of(2/4) = %v", got)
	}
	// many sizes and N: coverage, order, balance of range files
	for n := 1; n <= 40; n += 3 {
		fs := []File{{Name: "x", Size: 12345678}, {Name: "y", Size: 3}, {Name: "z", Size: 999999, Whole: true}, {Name: "w", Size: 7777777}}
		ps := Assign(fs, n)
		next := map[int]int64{}
		last := 1
		for _, p := range ps {
			if p.Shard < last || p.Shard > n {
				t.Fatalf("N=%d: shard %d after %d", n, p.Shard, last)
			}
			last = p.Shard
			if p.From != next[p.File] || p.To <= p.From && fs[p.File].Size > 0 {
				t.Fatalf("N=%d: part %v does not follow byte %d", n, p, next[p.File])
			}
			next[p.File] = p.To
		}
		for i, f := range fs {
			if next[i] != f.Size {
				t.Errorf("N=%d: %s covered to %d of %d", n, f.Name, next[i], f.Size)
			}
		}
	}
	if cut(3, 7, 1<<62+5) != (3*(1<<62+5)+6)/7 {
		// (1<<62+5)*3 overflows nothing here: a check of the formula itself
		t.Errorf("cut")
	}
}

// TestProbe: what is read whole, and why.
func TestProbe(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, b []byte) string {
		p := dir + "/" + name
		if err := writeFile(p, b); err != nil {
			t.Fatal(err)
		}
		return p
	}
	big := bytes.Repeat([]byte(pgnGame(1, "1-0")), MinRange/len(pgnGame(1, "1-0"))+1)
	gz := append([]byte{0x1f, 0x8b, 8, 0}, big...)
	cases := []struct {
		path, why string
	}{
		{write("big.pgn", big), ""},
		{write("big.pgn.GZ", big), "compressed"},
		{write("gz.pgn", gz), "compressed"},
		{write("zst.pgn", append([]byte{0x28, 0xb5, 0x2f, 0xfd}, big...)), "compressed"},
		{write("nul.pgn", append(append([]byte{}, big[:100]...), append([]byte{0}, big...)...)), "not text"},
		{write("small.pgn", big[:1000]), "small"},
		// GBK: 炮二平五 as its bytes (GB2312 row/cell of each character + 0xA0)
		{write("gbk.pgn", append([]byte("[Red \"\xc5\xda\xb6\xfe\xc6\xbd\xce\xe5\"]\n"), big...)), "not UTF-8"},
		{write("utf8.pgn", append([]byte("[Red \"炮二平五\"]\n"), big...)), ""},
		{write("nel.pgn", bytes.ReplaceAll(big, []byte("\n"), []byte("\u0085"))), "NEL line ends"},
		{dir + "/missing.pgn", "unreadable"},
		{dir, "not a regular file"},
		{"-", "standard input"},
	}
	for _, tc := range cases {
		f := Probe(tc.path)
		if f.Why != tc.why || f.Whole != (tc.why != "") {
			t.Errorf("%s: whole %v why %q, want %q", tc.path, f.Whole, f.Why, tc.why)
		}
	}
	if f := Probe(write("cr.pgn", bytes.ReplaceAll(big, []byte("\n"), []byte("\r")))); f.End != '\r' || f.Whole {
		t.Errorf("cr.pgn: %+v", f)
	}
}

// TestPlanCheck: a plan read back is checked against the inputs: their number,
// names, order, sizes and N; its parts are numbered as Resolve numbers them.
func TestPlanCheck(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	starts := map[int64]int{} // byte offset of each game: the games before it
	for i := 0; b.Len() < MinRange+MinRange/3; i++ {
		starts[int64(b.Len())] = i
		b.WriteString(pgnGame(i, "1-0"))
	}
	a, c := dir+"/a.pgn", dir+"/c.pgn"
	if err := writeFile(a, []byte(b.String())); err != nil {
		t.Fatal(err)
	}
	if err := writeFile(c, []byte(pgnGame(1, "0-1"))); err != nil {
		t.Fatal(err)
	}
	files := []File{Probe(a), Probe(c)}
	p, errs := MakePlan(files, 3)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	var js bytes.Buffer
	if err := jsonEncode(&js, p); err != nil {
		t.Fatal(err)
	}
	q, err := ReadPlan(&js)
	if err != nil {
		t.Fatal(err)
	}
	if err := q.Check(files, 3); err != nil {
		t.Errorf("Check of its own inputs: %v", err)
	}
	// the parts of a.pgn: numbered as a shard counts them
	for _, ip := range q.Of(2) {
		if ip.Whole {
			continue
		}
		rg, err := Resolve(bytes.NewReader([]byte(b.String())), files[0], ip.From, ip.To)
		if err != nil || rg.From != ip.From || rg.To != ip.To || rg.Start.Line != ip.Line || rg.Start.Games != ip.GamesBefore {
			t.Errorf("plan part %+v, Resolve %+v %v", ip.PlanPart, rg, err)
		}
		// by hand: each game is 7 lines; the range starts at a game
		g, ok := starts[ip.From]
		if !ok || ip.Line != g*7+1 || ip.GamesBefore != g {
			t.Errorf("plan part %+v: want a start at a game (%v), the %d-th, line %d", ip.PlanPart, ok, g+1, g*7+1)
		}
	}
	for name, err := range map[string]error{
		"N":       q.Check(files, 4),
		"order":   q.Check([]File{files[1], files[0]}, 3),
		"fewer":   q.Check(files[:1], 3),
		"more":    q.Check(append(files, files[1]), 3),
		"size":    q.Check([]File{{Name: a, Size: files[0].Size + 1}, files[1]}, 3),
		"renamed": q.Check([]File{{Name: dir + "/b.pgn", Size: files[0].Size}, files[1]}, 3),
	} {
		if err == nil {
			t.Errorf("Check with another %s: no error", name)
		}
	}
	if _, err := ReadPlan(strings.NewReader(`{"shards": 2, "parts": [{"shard": 3, "size": 5, "to": 5, "line": 1}]}`)); err == nil {
		t.Error("ReadPlan of a part of shard 3 of 2: no error")
	}
}

// TestShogiRecordWhole: a shogi record over MinRange bytes (a CSA file of many
// games) is read whole, never cut into ranges.
func TestShogiRecordWhole(t *testing.T) {
	name := filepath.Join(t.TempDir(), "many.csa")
	game := "PI\n+\n+7776FU\n-3334FU\n%TORYO\n/\n"
	if err := os.WriteFile(name, []byte(strings.Repeat(game, MinRange/len(game)+1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if f := Probe(name); !f.Whole || f.Why != "shogi record" {
		t.Errorf("%+v", f)
	}
}
