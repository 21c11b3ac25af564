package gamefile_test

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf8"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
)

// render writes a game in a compact form the tables compare against:
//
//	game N @L:C
//	tag Name="Value" @L:C
//	line L:C |text|
//	diag code @L:C
func render(g *gamefile.RawGame) []string {
	out := []string{fmt.Sprintf("game %d @%d:%d", g.Index, g.Start.Line, g.Start.Col)}
	for _, t := range g.Tags {
		out = append(out, fmt.Sprintf("tag %s=%q @%d:%d", t.Name, t.Value, t.Pos.Line, t.Pos.Col))
	}
	for _, l := range g.Movetext {
		out = append(out, fmt.Sprintf("line %d:%d |%s|", l.Pos.Line, l.Pos.Col, l.Text))
	}
	for _, d := range g.Diags {
		out = append(out, fmt.Sprintf("diag %s @%d:%d", d.Code, d.Pos.Line, d.Pos.Col))
	}
	return out
}

func readAll(t testing.TB, r io.Reader, file string) []*gamefile.RawGame {
	t.Helper()
	rd := gamefile.NewReader(r, file)
	var games []*gamefile.RawGame
	for {
		g, err := rd.Next()
		if err == io.EOF {
			return games
		}
		if err != nil {
			t.Fatalf("Next: %v", err)
		}
		games = append(games, g)
	}
}

func renderAll(games []*gamefile.RawGame) string {
	var out []string
	for _, g := range games {
		out = append(out, render(g)...)
	}
	return strings.Join(out, "\n")
}

func TestReaderTable(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
	}{
		{"empty", "", ""},
		{"blank lines only", "\n  \n\t\n", ""},
		{"one game", "[Event \"A\"]\n[Site \"\"]\n\n1. e4 e5 *\n", `
game 1 @1:1
tag Event="A" @1:1
tag Site="" @2:1
line 4:1 |1. e4 e5 *|`},
		{"escapes in values", `[Event "say \"hi\" \\ \n"]` + "\n1. e4 *", `
game 1 @1:1
tag Event="say \"hi\" \\ \\n" @1:1
line 2:1 |1. e4 *|`},
		{"tag without blank before value", `[Event"x"]`, `
game 1 @1:1
tag Event="x" @1:1`},
		{"BOM and CRLF", "\xEF\xBB\xBF[Event \"é\"]\r\n\r\n  1. e4 {ü} e5 *  \r\n", `
game 1 @1:1
tag Event="é" @1:1
line 3:3 |1. e4 {ü} e5 *|`},
		{"lone CR line ends (the first block has no LF)", "[Event \"A\"]\r\r1. e4 *\r[Event \"B\"]\r  1. d4 *", `
game 1 @1:1
tag Event="A" @1:1
line 3:1 |1. e4 *|
game 2 @4:1
tag Event="B" @4:1
line 5:3 |1. d4 *|`},
		{"NEL line ends (the first block has neither LF nor CR), a 0x85 inside 六 kept", "[Event \"六\"]\u0085\u00851. e4 *\u0085[Event \"B\"]\u0085  1. d4 *", `
game 1 @1:1
tag Event="六" @1:1
line 3:1 |1. e4 *|
game 2 @4:1
tag Event="B" @4:1
line 5:3 |1. d4 *|`},
		{"a footer after the game: a separator line and the text up to the next tag line", "[Event \"A\"]\n1. e4 *\n=======\nvisit us\nhttp://x\n[Event \"B\"]\n1. d4 *\n", `
game 1 @1:1
tag Event="A" @1:1
line 2:1 |1. e4 *|
game 2 @6:1
tag Event="B" @6:1
line 7:1 |1. d4 *|`},
		{"a tag value over two lines is dropped with its rest", "[Event \"A\"]\n[Title \"\nline two\"]\n\n1. e4 *\n", `
game 1 @1:1
tag Event="A" @1:1
line 5:1 |1. e4 *|
diag malformed-tag @2:1`},
		{"a tag value left open and move text after it: the moves are read", "[Event \"A\n1. e4 *\n", `
game 1 @1:1
line 2:1 |1. e4 *|
diag malformed-tag @1:1`},
		{"CR CR LF line ends stay LF lines", "[Event \"A\"]\r\r\n1. e4 *\r\r\n", `
game 1 @1:1
tag Event="A" @1:1
line 2:1 |1. e4 *|`},
		{"tags and moves on one line, columns in characters", `[Event "é"] [Site "ü"]  1. e4 *`, `
game 1 @1:1
tag Event="é" @1:1
tag Site="ü" @1:13
line 1:25 |1. e4 *|
diag moves-on-tag-line @1:25`},
		{"new tag section after moves", "[Event \"A\"]\n1. e4 *\n[Event \"B\"]\n1. d4 *\n", `
game 1 @1:1
tag Event="A" @1:1
line 2:1 |1. e4 *|
game 2 @3:1
tag Event="B" @3:1
line 4:1 |1. d4 *|`},
		{"one game per line with tags and moves", "[Result \"1-0\"] e4 *\n[Result \"0-1\"] e4 1/2-1/2\n", `
game 1 @1:1
tag Result="1-0" @1:1
line 1:16 |e4 *|
diag moves-on-tag-line @1:16
game 2 @2:1
tag Result="0-1" @2:1
line 2:16 |e4 1/2-1/2|
diag moves-on-tag-line @2:16`},
		{"blank line inside the tag section", "[Event \"A\"]\n\n[Date \"B\"]\n\n1. e4 *", `
game 1 @1:1
tag Event="A" @1:1
tag Date="B" @3:1
line 5:1 |1. e4 *|`},
		{"repeated tag after a blank line: a game of tags only", "[Event \"A\"]\n\n[Event \"B\"]\n\n1. e4 *", `
game 1 @1:1
tag Event="A" @1:1
game 2 @3:1
tag Event="B" @3:1
line 5:1 |1. e4 *|`},
		{"repeated tag without a blank line", "[Event \"A\"]\n[Event \"B\"]\n1. e4 *", `
game 1 @1:1
tag Event="A" @1:1
tag Event="B" @2:1
line 3:1 |1. e4 *|
diag duplicate-tag @2:1`},
		{"games without tags after a terminator and a blank line", "1. e4 e5 1-0\n\n1. d4 d5 0-1\n\n1. c4 1/2-1/2", `
game 1 @1:1
line 1:1 |1. e4 e5 1-0|
game 2 @3:1
line 3:1 |1. d4 d5 0-1|
game 3 @5:1
line 5:1 |1. c4 1/2-1/2|`},
		// PGN 8.2.6: the termination marker ends the movetext, so a game per
		// line needs no blank line between games.
		{"one game per line without tags", "1. e4 e5 2. Nf3 *\n1. d4 d5 1/2-1/2\n1. c4 0-1\n", `
game 1 @1:1
line 1:1 |1. e4 e5 2. Nf3 *|
game 2 @2:1
line 2:1 |1. d4 d5 1/2-1/2|
game 3 @3:1
line 3:1 |1. c4 0-1|`},
		{"moves after the marker on its line stay with the game", "1. e4 c5 0-1 2. Nf3\n1. d4 *", `
game 1 @1:1
line 1:1 |1. e4 c5 0-1 2. Nf3|
game 2 @2:1
line 2:1 |1. d4 *|`},
		{"the marker may stand on a line of its own", "1. e4 e5\n2. Nf3\n1-0\n{ a note after }\n1. d4 *", `
game 1 @1:1
line 1:1 |1. e4 e5|
line 2:1 |2. Nf3|
line 3:1 |1-0|
line 4:1 |{ a note after }|
game 2 @5:1
line 5:1 |1. d4 *|`},
		{"lenient markers: en dash, one-half sign", "1. e4 1\u20130\n1. d4 \u00bd-\u00bd\n1. c4 \u00bd\u2013\u00bd\n1. f4\n", `
game 1 @1:1
line 1:1 |1. e4 1–0|
game 2 @2:1
line 2:1 |1. d4 ½-½|
game 3 @3:1
line 3:1 |1. c4 ½–½|
game 4 @4:1
line 4:1 |1. f4|`},
		{"byte-order marks where cat joined files", "[Event \"A\"]\n\n1. e4 *\n\uFEFF[Event \"B\"]\n\n1. d4 *\n\uFEFF1. c4 *", `
game 1 @1:1
tag Event="A" @1:1
line 3:1 |1. e4 *|
game 2 @4:2
tag Event="B" @4:2
line 6:1 |1. d4 *|
game 3 @7:2
line 7:2 |1. c4 *|`},
		{"a byte-order mark inside a line starts the next file", "1. e4 e5 *\uFEFF[Event \"B\"]\n1. d4 *", `
game 1 @1:1
line 1:1 |1. e4 e5 *|
game 2 @1:12
tag Event="B" @1:12
line 2:1 |1. d4 *|`},
		{"forum wrappers are no tags", "Look at this:\n[pgn]\n[Event \"A\"]\n\n1. e4 e5 *\n[/pgn]\n[PGN][Event \"B\"]\n1. d4 d5[/pgn]\n[pgn=wide]1. c4[/PGN]", `
game 1 @1:1
line 1:1 |Look at this:|
game 2 @3:1
tag Event="A" @3:1
line 5:1 |1. e4 e5 *|
game 3 @7:6
tag Event="B" @7:6
line 8:1 |1. d4 d5|
game 4 @9:11
line 9:11 |1. c4|`},
		{"a forum wrapper inside a line of prose", "Quick one [pgn]1. e4 e5 1-0[/pgn] lol", `
game 1 @1:1
line 1:1 |Quick one|
game 2 @1:16
line 1:16 |1. e4 e5 1-0|
game 3 @1:35
line 1:35 |lol|`},
		{"a tag pair named pgn is a tag", "[pgn \"x\"]\n1. e4 *", `
game 1 @1:1
tag pgn="x" @1:1
line 2:1 |1. e4 *|`},
		{"no terminator: a blank line does not split", "e2-e4 e7-e5\n\nd2-d4 d7-d5\n", `
game 1 @1:1
line 1:1 |e2-e4 e7-e5|
line 3:1 |d2-d4 d7-d5|`},
		{"terminator inside a variation does not end the game", "1. e4 (1. d4 1-0)\n\ne5 *\n\n1. c4 *", `
game 1 @1:1
line 1:1 |1. e4 (1. d4 1-0)|
line 3:1 |e5 *|
game 2 @5:1
line 5:1 |1. c4 *|`},
		{"terminator inside a comment does not end the game", "1. e4 { 1-0 }\n\ne5 *", `
game 1 @1:1
line 1:1 |1. e4 { 1-0 }|
line 3:1 |e5 *|`},
		{"comment after the terminator stays with the game", "1. e4 *\n\n{ trailing }\n1. d4 *", `
game 1 @1:1
line 1:1 |1. e4 *|
line 3:1 |{ trailing }|
game 2 @4:1
line 4:1 |1. d4 *|`},
		{"'[' inside an open comment is comment text", "[Event \"A\"]\n1. e4 { see\n[%clk 0:01]\n[Event \"B\"]\nabove } e5 *\n", `
game 1 @1:1
tag Event="A" @1:1
line 2:1 |1. e4 { see|
line 3:1 |[%clk 0:01]|
line 4:1 |[Event "B"]|
line 5:1 |above } e5 *|`},
		{"tag line closing the comment", "1. e4 { see\n[Event \"B\"] }\n e5 *", `
game 1 @1:1
line 1:1 |1. e4 { see|
line 2:1 |[Event "B"] }|
line 3:2 |e5 *|`},
		{"unterminated comment before a new tag section", "[Event \"A\"]\n\n1. e4 { never closed\n[Event \"B\"]\n[Site \"S\"]\n\n1. d4 {x} *\n", `
game 1 @1:1
tag Event="A" @1:1
line 3:1 |1. e4 { never closed|
game 2 @4:1
tag Event="B" @4:1
tag Site="S" @5:1
line 7:1 |1. d4 {x} *|
diag tags-in-comment @4:1`},
		{"unterminated comment then tags at the end of the file", "1. e4 {\n[Event \"B\"]\n", `
game 1 @1:1
line 1:1 |1. e4 {|
game 2 @2:1
tag Event="B" @2:1
diag tags-in-comment @2:1`},
		// A '}' after a ';' or "//" on the line after a tag section is that
		// line comment's text: the line is move text of a new game (reading it
		// as the end of the comment swallowed the game and its illegal move).
		{"unterminated comment, then tags and a '}' in a ';' comment", "1. e4 {oops\n\n[Event \"B\"]\n1. d4 d5 2. Ke3 ; see }\n", `
game 1 @1:1
line 1:1 |1. e4 {oops|
game 2 @3:1
tag Event="B" @3:1
line 4:1 |1. d4 d5 2. Ke3 ; see }|
diag tags-in-comment @3:1`},
		{"unterminated comment, then tags and a '}' in a '//' comment", "1. P e2-e4 {oops\n\n[Variant \"chess\"]\n1. P d2-d4 // see }\n", `
game 1 @1:1
line 1:1 |1. P e2-e4 {oops|
game 2 @3:1
tag Variant="chess" @3:1
line 4:1 |1. P d2-d4 // see }|
diag tags-in-comment @3:1`},
		{"';' comment does not open a brace comment", "1. e4 ; {\n[Event \"X\"]\n1. d4 *", `
game 1 @1:1
line 1:1 |1. e4 ; {|
game 2 @2:1
tag Event="X" @2:1
line 3:1 |1. d4 *|`},
		{"'//' comment does not open a brace comment", "e2-e4 // {\n[Event \"X\"]\nd2-d4", `
game 1 @1:1
line 1:1 |e2-e4 // {|
game 2 @2:1
tag Event="X" @2:1
line 3:1 |d2-d4|`},
		{"Game Courier ';' joiner", "[Variant \"chess\"]\n1. K e1-g1; R h1-f1 1... k e8-g8\n", `
game 1 @1:1
tag Variant="chess" @1:1
line 2:1 |1. K e1-g1; R h1-f1 1... k e8-g8|`},
		{"leading comment goes with the game after it", "{ file header }\n\n[Event \"A\"]\n1. e4 *", `
game 1 @3:1
tag Event="A" @3:1
line 1:1 |{ file header }|
line 4:1 |1. e4 *|`},
		{"escape lines are skipped", "%x\n[Event \"A\"]\n%[Event \"B\"]\n1. e4 *", `
game 1 @2:1
tag Event="A" @2:1
line 4:1 |1. e4 *|`},
		{"malformed tags", "[Bad Tag \"y\"] 1. e4 *\n[Event \"abc\n[ \"v\"]\n[Ok \"1\"] [9x\" \"z\"]\n", `
game 1 @1:1
line 1:15 |1. e4 *|
diag malformed-tag @1:1
diag moves-on-tag-line @1:15
game 2 @2:1
tag Ok="1" @4:1
diag malformed-tag @2:1
diag malformed-tag @3:1
diag malformed-tag @4:10`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := renderAll(readAll(t, strings.NewReader(tc.in), "f.pgn"))
			want := strings.TrimPrefix(tc.want, "\n")
			if got != want {
				t.Errorf("input %q\ngot:\n%s\nwant:\n%s", tc.in, got, want)
			}
		})
	}
}

func TestTagHelper(t *testing.T) {
	games := readAll(t, strings.NewReader("[Event \"A\"]\n[Event \"B\"]\n[Site \"\"]\n"), "f")
	if len(games) != 1 {
		t.Fatalf("got %d games, want 1", len(games))
	}
	g := games[0]
	for _, tc := range []struct {
		name, value string
		ok          bool
	}{{"Event", "A", true}, {"Site", "", true}, {"event", "", false}, {"Round", "", false}} {
		v, ok := g.Tag(tc.name)
		if v != tc.value || ok != tc.ok {
			t.Errorf("Tag(%q) = %q, %v; want %q, %v", tc.name, v, ok, tc.value, tc.ok)
		}
	}
}

func TestMixedFixture(t *testing.T) {
	f, err := os.Open("testdata/mixed.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got := renderAll(readAll(t, f, "mixed.pgn"))
	want := `game 1 @2:1
tag Event="Escapes \"quoted\" and \\ backslash" @2:1
tag Site="" @3:1
tag Result="1-0" @5:1
line 7:1 |1. e4 { a comment|
line 8:1 |[Event "not a tag: inside the comment"]|
line 9:1 |that ends here } e5 ; a line comment { with a brace|
line 10:1 |2. Nf3 1-0|
diag malformed-tag @4:1
game 2 @12:1
line 12:1 |1. d4 d5 *|
game 3 @13:1
tag White="A" @13:1
tag Black="B" @13:13
line 13:25 |1. c4 *|
diag moves-on-tag-line @13:25
game 4 @14:1
tag Variant="chess" @14:1
line 16:1 |1. P d2-d4  1... p d7-d5|
line 17:1 |2. K e1-g1; R h1-f1  // White resigned|`
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

func TestFileInPositions(t *testing.T) {
	games := readAll(t, strings.NewReader("[A \"1\"]\n1. e4 *"), "dir/x.pgn")
	g := games[0]
	for _, p := range []diag.Pos{g.Start, g.Tags[0].Pos, g.Movetext[0].Pos} {
		if p.File != "dir/x.pgn" {
			t.Errorf("position %v: file %q, want dir/x.pgn", p, p.File)
		}
	}
}

func TestLongLine(t *testing.T) {
	var b strings.Builder
	b.WriteString("[Event \"long\"]\n")
	for i := 1; b.Len() < 300_000; i++ {
		fmt.Fprintf(&b, "%d. e4 e5 ", i)
	}
	b.WriteString("*\n[Event \"next\"]\n1. d4 *\n")
	games := readAll(t, strings.NewReader(b.String()), "long.pgn")
	if len(games) != 2 {
		t.Fatalf("got %d games, want 2", len(games))
	}
	if n := len(games[0].Movetext[0].Text); n < 299_990 {
		t.Errorf("long line has %d bytes, want about 300000", n)
	}
	if v, _ := games[1].Tag("Event"); v != "next" {
		t.Errorf("second game Event = %q, want next", v)
	}
}

type failReader struct{ n int }

func (f *failReader) Read(p []byte) (int, error) {
	if f.n == 0 {
		f.n++
		return copy(p, "[Event \"A\"]\n1. e4"), nil
	}
	return 0, errors.New("disk on fire")
}

func TestReadError(t *testing.T) {
	r := gamefile.NewReader(&failReader{}, "bad.pgn")
	for i := 0; i < 2; i++ {
		_, err := r.Next()
		if err == nil || err == io.EOF || !strings.Contains(err.Error(), "disk on fire") || !strings.Contains(err.Error(), "bad.pgn") {
			t.Fatalf("call %d: err = %v, want the read error naming bad.pgn", i+1, err)
		}
	}
}

// gameStream produces n small games without holding them.
type gameStream struct {
	n, i int
	buf  []byte
}

func (s *gameStream) Read(p []byte) (int, error) {
	for len(s.buf) == 0 {
		if s.i == s.n {
			return 0, io.EOF
		}
		s.i++
		s.buf = fmt.Appendf(s.buf[:0], "[Event \"game %d\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n", s.i)
	}
	n := copy(p, s.buf)
	s.buf = s.buf[n:]
	return n, nil
}

// TestConstantMemory reads 50,000 games (about 4 MB) one at a time and checks
// that the reader keeps no more than a small, bounded amount alive.
func TestConstantMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("short mode")
	}
	r := gamefile.NewReader(&gameStream{n: 50_000}, "stream")
	var ms runtime.MemStats
	peak := uint64(0)
	n := 0
	for {
		_, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		n++
		if n%10_000 == 0 {
			runtime.GC()
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapAlloc)
		}
	}
	if n != 50_000 {
		t.Fatalf("read %d games, want 50000", n)
	}
	if peak > 8<<20 {
		t.Errorf("live heap reached %d bytes while streaming; the reader seems to keep games", peak)
	}
}

func sharedDir(t testing.TB) string {
	t.Helper()
	dir := filepath.Join("..", "..", "..", "..", "shared")
	if _, err := os.Stat(filepath.Join(dir, "pgn")); err != nil {
		t.Skipf("real game files not present (%s/pgn): %v", dir, err)
	}
	return dir
}

// TestRealFiles checks the game counts of the real archives (counts from
// shared/pgn/README.md and shared/gc/README.md; the tricky files counted by hand).
func TestRealFiles(t *testing.T) {
	dir := sharedDir(t)
	tests := []struct {
		file  string
		games int
		diags []string // "code@line:col", in order
	}{
		{"pgn/Korchnoi.pgn", 4567, nil},
		{"pgn/Carlsen.pgn", 2851, nil},
		{"gc/carlsen-400.gc", 400, nil},
		{"pgn/tricky/own-truncated.pgn", 2, []string{"tags-in-comment@10:1"}},
		{"pgn/tricky/own-unknown-tag.pgn", 1, []string{"malformed-tag@11:1"}},
		{"pgn/tricky/own-notation-variants.pgn", 5, nil},
		{"pgn/tricky/pc-utf8-bom.pgn", 2, nil},
		{"pgn/tricky/pc-chessbase-empty-line.pgn", 1, nil},
		{"pgn/tricky/pc-antichess-programfox.pgn", 2, nil},
		{"pgn/tricky/pe-nested-comment.pgn", 1, nil},
		// nine one-line games: tags and moves on one line (columns counted by hand)
		{"pgn/tricky/pe-test-nobadresults.pgn", 9, []string{"moves-on-tag-line@1:16", "moves-on-tag-line@2:16", "moves-on-tag-line@3:20",
			"moves-on-tag-line@4:16", "moves-on-tag-line@5:16", "moves-on-tag-line@6:20", "moves-on-tag-line@7:14", "moves-on-tag-line@8:14", "moves-on-tag-line@9:14"}},
		{"pgn/tricky/pe-test-promotion-in.pgn", 8, nil},
		{"pgn/tricky/pe-odds.pgn", 32, nil},
		{"pgn/tricky/pe-test-long-line.pgn", 1, nil},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			f, err := os.Open(filepath.Join(dir, tc.file))
			if err != nil {
				t.Skipf("%v", err)
			}
			defer f.Close()
			games := readAll(t, f, tc.file)
			if len(games) != tc.games {
				t.Errorf("%d games, want %d", len(games), tc.games)
			}
			var diags []string
			for i, g := range games {
				if g.Index != i+1 {
					t.Errorf("game %d has Index %d", i+1, g.Index)
				}
				for _, d := range g.Diags {
					diags = append(diags, fmt.Sprintf("%s@%d:%d", d.Code, d.Pos.Line, d.Pos.Col))
				}
			}
			if strings.Join(diags, " ") != strings.Join(tc.diags, " ") {
				t.Errorf("diagnostics %v, want %v", diags, tc.diags)
			}
		})
	}
}

// TestRealFileDetails spot-checks games of the real files by hand-read values.
func TestRealFileDetails(t *testing.T) {
	dir := sharedDir(t)
	f, err := os.Open(filepath.Join(dir, "pgn/tricky/pc-utf8-bom.pgn"))
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	games := readAll(t, f, "bom")
	if v, _ := games[0].Tag("Event"); v != "A" || games[0].Tags[0].Pos.Col != 1 {
		t.Errorf("first tag %q at col %d, want A at col 1 (byte-order mark skipped)", v, games[0].Tags[0].Pos.Col)
	}
	if l := games[1].Movetext[0]; l.Text != "*" || l.Pos.Line != 25 || l.Pos.Col != 2 {
		t.Errorf("second game movetext %q at %d:%d, want \"*\" at 25:2", l.Text, l.Pos.Line, l.Pos.Col)
	}

	f2, err := os.Open(filepath.Join(dir, "pgn/Carlsen.pgn"))
	if err != nil {
		t.Skip(err)
	}
	defer f2.Close()
	rd := gamefile.NewReader(f2, "Carlsen.pgn")
	g, err := rd.Next()
	if err != nil {
		t.Fatal(err)
	}
	if v, ok := g.Tag("BlackElo"); !ok || v != "" {
		t.Errorf("BlackElo = %q, %v; want empty value present", v, ok)
	}
	want := []string{
		"1.d4 Nf6 2.Nf3 d5 3.e3 Bf5 4.c4 c6 5.Nc3 e6 6.Bd3 Bxd3 7.Qxd3 Nbd7 8.b3 Bd6",
		"9.O-O O-O 10.Bb2 Qe7 11.Rad1 Rad8 12.Rfe1 dxc4 13.bxc4 e5 14.dxe5 Nxe5 15.Nxe5 Bxe5",
		"16.Qe2 Rxd1 17.Rxd1 Rd8 18.Rxd8+ Qxd8 19.Qd1 Qxd1+ 20.Nxd1 Bxb2 21.Nxb2 b5",
		"22.f3 Kf8 23.Kf2 Ke7  1/2-1/2",
	}
	if len(g.Movetext) != len(want) {
		t.Fatalf("%d movetext lines, want %d", len(g.Movetext), len(want))
	}
	for i, l := range g.Movetext {
		if l.Text != want[i] || l.Pos.Line != 12+i || l.Pos.Col != 1 {
			t.Errorf("line %d: %q at %d:%d, want %q at %d:1", i, l.Text, l.Pos.Line, l.Pos.Col, want[i], 12+i)
		}
	}
}

// checkInside fails when a position is not a character of the input.
func checkInside(t *testing.T, lines []string, p diag.Pos, what string) {
	t.Helper()
	if p.Line < 1 || p.Line > len(lines) {
		t.Fatalf("%s at line %d, input has %d lines", what, p.Line, len(lines))
	}
	if n := utf8.RuneCountInString(lines[p.Line-1]); p.Col < 1 || p.Col > n {
		t.Fatalf("%s at %d:%d, line has %d characters", what, p.Line, p.Col, n)
	}
}

// inputLines splits like the reader: LF ends lines, a CR before it is dropped,
// a leading byte-order mark is not part of the first line.
func inputLines(in string) []string {
	in = strings.TrimPrefix(in, "\xEF\xBB\xBF")
	lines := strings.Split(in, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	return lines
}

func FuzzReader(f *testing.F) {
	for _, s := range []string{
		"[Event \"A\"]\n1. e4 *",
		"\xEF\xBB\xBF[A \"é\"] 1. e4 { x\n[B \"y\"]\n1. d4 *\n",
		"1. e4 1-0\n\n1. d4 *\n[Bad tag]\n[X \"\\\"]\n",
		"{\n[A \"1\"]\n\n[B \"2\"] }\n[C \"3\"] x\n",
		"e2-e4; e7-e5 // c {\n[V \"x\"]\r\n",
		"1. e4 *\xEF\xBB\xBF[A \"1\"]\n\xEF\xBB\xBF1. d4 1\u20130\n[pgn]1. c4[/pgn]\n",
	} {
		f.Add(s)
	}
	if b, err := os.ReadFile("testdata/mixed.pgn"); err == nil {
		f.Add(string(b))
	}
	f.Fuzz(func(t *testing.T, in string) {
		lines := inputLines(in)
		games := readAll(t, strings.NewReader(in), "fuzz")
		for _, g := range games {
			checkInside(t, lines, g.Start, "start")
			for _, tg := range g.Tags {
				checkInside(t, lines, tg.Pos, "tag")
			}
			for _, l := range g.Movetext {
				checkInside(t, lines, l.Pos, "line")
				if l.Text == "" {
					t.Fatalf("empty movetext line at %v", l.Pos)
				}
				src := lines[l.Pos.Line-1]
				// The text must be the input from its column on.
				rest := src
				for i := 1; i < l.Pos.Col; i++ {
					_, n := utf8.DecodeRuneInString(rest)
					rest = rest[n:]
				}
				if !strings.HasPrefix(rest, l.Text) {
					t.Fatalf("line %v: text %q is not the input there (%q)", l.Pos, l.Text, rest)
				}
			}
			for _, d := range g.Diags {
				checkInside(t, lines, d.Pos, "diagnostic "+d.Code)
			}
		}
	})
}

func BenchmarkReader(b *testing.B) {
	dir := filepath.Join("..", "..", "..", "..", "shared", "pgn")
	var data []byte
	for _, name := range []string{"Korchnoi.pgn", "Carlsen.pgn"} {
		d, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			b.Skipf("real game files not present: %v", err)
		}
		data = append(data, d...)
	}
	text := string(data)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		rd := gamefile.NewReader(strings.NewReader(text), "bench")
		for {
			if _, err := rd.Next(); err != nil {
				break
			}
		}
	}
}

// TestLoneCRAcrossBlocks reads 400 KB of text with lone CR line ends, whole and
// one byte per Read: the games are those of the same text with LF line ends.
func TestLoneCRAcrossBlocks(t *testing.T) {
	var b strings.Builder
	for i := 1; b.Len() < 400_000; i++ {
		fmt.Fprintf(&b, "[Event \"g%d\"]\n[Site \"é%s\"]\n\n", i, strings.Repeat("x", i%89))
		for j := 0; j < i%5; j++ {
			fmt.Fprintf(&b, "%d. e4 e5\n", j+1)
		}
		b.WriteString("*\n\n")
	}
	lf := b.String()
	want := renderAll(readAll(t, strings.NewReader(lf), "f"))
	cr := strings.ReplaceAll(lf, "\n", "\r")
	for name, r := range map[string]io.Reader{
		"whole":    strings.NewReader(cr),
		"one byte": iotest.OneByteReader(strings.NewReader(cr)),
	} {
		if got := renderAll(readAll(t, r, "f")); got != want {
			t.Errorf("%s: lone CR games differ from the LF ones", name)
		}
	}
}

// TestBlockBoundaries reads the same 400 KB of CRLF text whole, one byte per
// Read, and with the data and io.EOF returned together: the games must not
// depend on where the reads end (lines and CRLF pairs cut across blocks).
func TestBlockBoundaries(t *testing.T) {
	var b strings.Builder
	for i := 1; b.Len() < 400_000; i++ {
		fmt.Fprintf(&b, "[Event \"g%d\"]\r\n[Site \"é%s\"]\r\n\r\n", i, strings.Repeat("x", i%97))
		for j := 0; j < i%7; j++ {
			fmt.Fprintf(&b, "%d. e4 e5 { ü %d }\r\n", j+1, i)
		}
		b.WriteString("*\r\n\r\n")
	}
	b.WriteString("[Event \"last\"]\r\n1. d4") // no final line end
	in := b.String()
	want := renderAll(readAll(t, strings.NewReader(in), "f"))
	if !strings.Contains(want, `tag Event="last"`) || !strings.Contains(want, "|1. d4|") {
		t.Fatal("last game missing")
	}
	for name, r := range map[string]io.Reader{
		"one byte":     iotest.OneByteReader(strings.NewReader(in)),
		"data and EOF": iotest.DataErrReader(strings.NewReader(in)),
		"half reads":   iotest.HalfReader(strings.NewReader(in)),
	} {
		if got := renderAll(readAll(t, r, "f")); got != want {
			t.Errorf("%s: games differ from a whole read", name)
		}
	}
	if strings.Contains(want, "\r") {
		t.Error("a carriage return was left in the text")
	}
}

// TestKeptGamesAcrossBlocks keeps every game of a text of some 300 KB (several
// of the reader's blocks, read in pieces of odd sizes) until the end of the file
// and then checks each one's tag and move line against the text written: the
// reader's later blocks must not overwrite the text of the games it handed out.
func TestKeptGamesAcrossBlocks(t *testing.T) {
	var b strings.Builder
	n := 0
	for ; b.Len() < 300_000; n++ {
		fmt.Fprintf(&b, "[Event \"game %d\"]\n\n1. e4 e5 2. Nf3 {%s} Nc6 *\n\n", n, strings.Repeat("z", n%50))
	}
	games := readAll(t, iotest.HalfReader(strings.NewReader(b.String())), "f")
	if len(games) != n {
		t.Fatalf("%d games, want %d", len(games), n)
	}
	for i, g := range games {
		wantTag := fmt.Sprintf("game %d", i)
		wantLine := fmt.Sprintf("1. e4 e5 2. Nf3 {%s} Nc6 *", strings.Repeat("z", i%50))
		if len(g.Tags) != 1 || g.Tags[0].Value != wantTag || len(g.Movetext) != 1 || g.Movetext[0].Text != wantLine {
			t.Fatalf("game %d: tags %v, move text %v; want Event %q and the line %q", i+1, g.Tags, g.Movetext, wantTag, wantLine)
		}
	}
}

// A header comment before the first game leads into it: its tag section of several
// lines stays one game.
func TestHeaderCommentThenTags(t *testing.T) {
	for _, text := range []string{
		"; comment one\n; comment two\n[Variant \"chess\"]\n[FEN \"x\"]\n\n1. e4 *\n",
		"// a Game Courier header\n[Variant \"chess\"]\n[Result \"1-0\"]\n\nP e2-e4\n",
	} {
		r := gamefile.NewReader(strings.NewReader(text), "f")
		g, err := r.Next()
		if err != nil {
			t.Fatal(err)
		}
		if len(g.Tags) != 2 || g.Start.Line != 3 && g.Start.Line != 2 {
			t.Errorf("%q: first game has tags %v starting at %v, want both tags", text, g.Tags, g.Start)
		}
		if _, err := r.Next(); err != io.EOF {
			t.Errorf("%q: more than one game", text)
		}
	}
}

// TestLongCommentLinesBounded: inside one brace comment at most MaxCommentLines
// lines without a brace are kept; the line that closes it, and the move text
// around it, keep their text and positions. A second comment counts afresh.
func TestLongCommentLinesBounded(t *testing.T) {
	var b strings.Builder
	b.WriteString("1. e4 {start\n")
	for i := 0; i < 1000; i++ {
		b.WriteString("comment text\n")
	}
	b.WriteString("end} e5 {x\ny\n} 2. Nf3 *\n")
	g, err := gamefile.NewReader(strings.NewReader(b.String()), "c.pgn").Next()
	if err != nil {
		t.Fatal(err)
	}
	// "1. e4 {start", 64 comment lines, "end} e5 {x", "y", "} 2. Nf3 *"
	if len(g.Movetext) != 1+gamefile.MaxCommentLines+3 {
		t.Fatalf("%d lines kept, want %d", len(g.Movetext), 1+gamefile.MaxCommentLines+3)
	}
	last := g.Movetext[len(g.Movetext)-1]
	closing := g.Movetext[len(g.Movetext)-3]
	if closing.Text != "end} e5 {x" || closing.Pos.Line != 1002 || last.Text != "} 2. Nf3 *" || last.Pos.Line != 1004 {
		t.Errorf("closing %+v, last %+v", closing, last)
	}
}

// TestResultMarker: the four markers of PGN 8.2.6, and the lenient spellings
// (another dash, the one-half sign) read as them; anything else is no marker.
func TestResultMarker(t *testing.T) {
	for in, want := range map[string]string{
		"1-0": "1-0", "0-1": "0-1", "1/2-1/2": "1/2-1/2", "*": "*",
		"1\u20130": "1-0", "0\u20141": "0-1", "1\u22120": "1-0", "\u00bd-\u00bd": "1/2-1/2",
		"\u00bd\u2013\u00bd": "1/2-1/2", "1/2\u20131/2": "1/2-1/2", "1/2-\u00bd": "1/2-1/2",
		"1-1": "", "2-0": "", "1/2-0": "", "0-0": "", "1-0-0": "", "1": "", "**": "", "1\u20130x": "",
	} {
		got, ok := gamefile.ResultMarker(in)
		if got != want || ok != (want != "") {
			t.Errorf("ResultMarker(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}

// TestTwoMarksAtStart: only the file's own byte-order mark is no character; a
// second one right after it counts in columns like any mark inside the file.
func TestTwoMarksAtStart(t *testing.T) {
	games := readAll(t, strings.NewReader("\uFEFF\uFEFF1. e4 *\n"), "f")
	if len(games) != 1 || len(games[0].Movetext) != 1 {
		t.Fatalf("games %+v, want one game of one line", games)
	}
	if l := games[0].Movetext[0]; l.Text != "1. e4 *" || l.Pos.Line != 1 || l.Pos.Col != 2 {
		t.Errorf("line %q at %d:%d, want \"1. e4 *\" at 1:2", l.Text, l.Pos.Line, l.Pos.Col)
	}
}

// TestNotText: a file whose first block is no text is no game log, and the reader
// says why instead of reading bytes as moves: a UTF-16 byte-order mark (FF FE,
// FE FF) at its start, or a NUL byte (at byte 9 here: 1-based, counted by hand in
// "[Event \"\x00": [ E v e n t, blank, quote, NUL). Latin-1 text (high bytes, no NUL) is text.
func TestNotText(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"UTF-16 LE", "\xff\xfe[\x00E\x00v\x00", "UTF-16"},
		{"UTF-16 BE", "\xfe\xff\x00[\x00E\x00v", "UTF-16"},
		{"NUL byte", "[Event \"\x00\"]\n1. e4 *\n", "a NUL byte at byte 9"},
	} {
		rd := gamefile.NewReader(strings.NewReader(tc.in), "f.pgn")
		g, err := rd.Next()
		if g != nil || !errors.Is(err, gamefile.ErrNotText) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: game %v, error %v; want no game and ErrNotText saying %q", tc.name, g, err, tc.want)
		}
	}
	games := readAll(t, strings.NewReader("[Event \"caf\xe9\"]\n\n1. e4 *\n"), "f.pgn")
	if len(games) != 1 {
		t.Errorf("Latin-1 text: %d games, want 1", len(games))
	}
}
