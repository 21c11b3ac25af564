package gc_test

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/gc"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/notation/sq"
)

func linesOf(s string) []gamefile.Line {
	var out []gamefile.Line
	for i, part := range strings.Split(s, "\n") {
		if part != "" {
			out = append(out, gamefile.Line{Text: part, Pos: diag.Pos{File: "t", Line: i + 1, Col: 1}})
		}
	}
	return out
}

// render writes one move per line: "[N.|N...] @L:C |text| cmd; cmd", a command
// as "kind[:label] from-to @L:C", a comment as "// text @L:C".
func render(moves []gc.Move) string {
	var out []string
	for _, m := range moves {
		if m.IsComment() {
			out = append(out, fmt.Sprintf("// %q @%d:%d", m.Comment, m.Pos.Line, m.Pos.Col))
			continue
		}
		s := ""
		if m.Number != 0 {
			s = fmt.Sprintf("%d.", m.Number)
			if m.Black {
				s += ".."
			}
			s += " "
		}
		s += fmt.Sprintf("@%d:%d |%s|", m.Pos.Line, m.Pos.Col, m.Text)
		for i, c := range m.Commands {
			if i > 0 {
				s += ";"
			}
			s += " " + c.Kind.String()
			if c.Label != "" {
				s += ":" + c.Label
			}
			if c.From != sq.None {
				s += " " + c.From.String() + "-"
			} else if c.To != sq.None {
				s += " "
			}
			if c.To != sq.None {
				s += c.To.String()
			}
			if c.Kind == gc.KindUnsupported || c.Kind == gc.KindResult {
				s += fmt.Sprintf(" %q", c.Text)
			}
			s += fmt.Sprintf(" @%d:%d", c.Pos.Line, c.Pos.Col)
		}
		out = append(out, s)
	}
	return strings.Join(out, "\n")
}

func renderDiags(l diag.List) string {
	var out []string
	for _, d := range l {
		out = append(out, fmt.Sprintf("%s %s @%d:%d", d.Severity, d.Code, d.Pos.Line, d.Pos.Col))
	}
	return strings.Join(out, "\n")
}

func TestTokenize(t *testing.T) {
	std := gc.DefaultLabels(8, 8)
	tests := []struct {
		name   string
		labels gc.Labels
		in     string
		want   string
		diags  string
	}{
		{"numbers and labels", std, "1. P e2-e4  1... p e7-e5\n2. N g1-f3", `
1. @1:4 |P e2-e4| move:P e2-e4 @1:4
1... @1:18 |p e7-e5| move:p e7-e5 @1:18
2. @2:4 |N g1-f3| move:N g1-f3 @2:4`, ""},
		{"bare moves, several per line", std, "c2-c4 d7-d6  f2-f4\tg7-g6", `
@1:1 |c2-c4| move c2-c4 @1:1
@1:7 |d7-d6| move d7-d6 @1:7
@1:14 |f2-f4| move f2-f4 @1:14
@1:20 |g7-g6| move g7-g6 @1:20`, ""},
		{"castling both ways", std, "K e1-g1; R h1-f1  e8-g8;h8-f8 e1-c1 ;a1-d1", `
@1:1 |K e1-g1; R h1-f1| move:K e1-g1 @1:1; move:R h1-f1 @1:10
@1:19 |e8-g8;h8-f8| move e8-g8 @1:19; move h8-f8 @1:25
@1:31 |e1-c1 ;a1-d1| move e1-c1 @1:31; move a1-d1 @1:38`, ""},
		{"promotion as a second command", std, "45. P b7-b8; Q-b8 45... d2-d1; q*d1", `
45. @1:5 |P b7-b8; Q-b8| move:P b7-b8 @1:5; put:Q b8 @1:14
45... @1:25 |d2-d1; q*d1| move d2-d1 @1:25; put:q d1 @1:32`, ""},
		{"removing pieces", std, "c4- @-c5 @*c6 capture c7", `
@1:1 |c4-| remove c4 @1:1
@1:5 |@-c5| remove c5 @1:5
@1:10 |@*c6| remove c6 @1:10
@1:15 |capture c7| remove c7 @1:15`, ""},
		{"end of game keywords", std, "e2-e4 resign Drawn won LOST", `
@1:1 |e2-e4| move e2-e4 @1:1
@1:7 |resign| resign @1:7
@1:14 |Drawn| drawn @1:14
@1:20 |won| won @1:20
@1:24 |LOST| lost @1:24`, ""},
		// "pass": Game Courier's janggi presets take it as a move.
		{"pass", std, "e2-e4 pass Pass", `
@1:1 |e2-e4| move e2-e4 @1:1
@1:7 |pass| pass @1:7
@1:12 |Pass| pass @1:12`, ""},
		{"comments", std, "35... a3-d3  // White resigned\n// note\ne2-e4//x", `
35... @1:7 |a3-d3| move a3-d3 @1:7
// "White resigned" @1:14
// "note" @2:1
@3:1 |e2-e4| move e2-e4 @3:1
// "x" @3:6`, ""},
		// "{...}" is a comment of the log file form (docs/logs.md, "The file"),
		// in Game Courier text too: a line of it, one within a line, one
		// across lines, glued to a move; "//" inside braces is comment text.
		{"brace comments", std, "{just a comment}\n1. P e2-e4 {best} 1... p e7-e5{a // b}\n{two\nlines} N g1-f3", `
// "just a comment" @1:1
1. @2:4 |P e2-e4| move:P e2-e4 @2:4
// "best" @2:12
1... @2:24 |p e7-e5| move:p e7-e5 @2:24
// "a // b" @2:31
// "two lines" @3:1
@4:8 |N g1-f3| move:N g1-f3 @4:8`, ""},
		{"a brace comment ends a join", std, "e1-g1; {castles} h1-f1", `
@1:1 |e1-g1| move e1-g1 @1:1
// "castles" @1:8
@1:18 |h1-f1| move h1-f1 @1:18`, ""},
		{"a brace comment never closed", std, "e2-e4 {oops\ne7-e5", `
@1:1 |e2-e4| move e2-e4 @1:1
// "oops e7-e5" @1:7`, "error unterminated-comment @1:7"},
		// A '}' outside a comment is an error at it, as in PGN (docs/diagnostics.md,
		// stray-brace); the moves around it read on. Braces inside a comment that
		// balance on the line nest (one comment, a nested-comment note at the
		// inner '{'); when they do not, the first '}' closes the comment.
		{"a stray closing brace glued to a move", std, "P e2-e4} p e7-e5", `
@1:1 |P e2-e4| move:P e2-e4 @1:1
@1:10 |p e7-e5| move:p e7-e5 @1:10`, "error stray-brace @1:8"},
		{"a stray closing brace alone", std, "1. P e2-e4 } p e7-e5", `
1. @1:4 |P e2-e4| move:P e2-e4 @1:4
@1:14 |p e7-e5| move:p e7-e5 @1:14`, "error stray-brace @1:12"},
		{"nested braces that balance", std, "{a {b} c} P e2-e4", `
// "a {b} c" @1:1
@1:11 |P e2-e4| move:P e2-e4 @1:11`, "note nested-comment @1:4"},
		{"an inner brace that does not balance", std, "{see {this} e2-e4", `
// "see {this" @1:1
@1:13 |e2-e4| move e2-e4 @1:13`, ""},
		{"dest and origin", std, "N b1-c3; +N-dest B c1-d2; Q-origin; @-dest", `
@1:1 |N b1-c3; +N-dest| move:N b1-c3 @1:1; put:+N c3 @1:10
@1:18 |B c1-d2; Q-origin; @-dest| move:B c1-d2 @1:18; put:Q c1 @1:27; remove c1 @1:37`, ""},
		{"dest without a previous command", std, "Q-dest e2-e4; e4-dest", `
@1:1 |Q-dest| unsupported "Q-dest" @1:1
@1:8 |e2-e4; e4-dest| move e2-e4 @1:8; move e4-e4 @1:15`, "error gc-dest-undefined @1:1"},
		{"marks are stripped with a note", std, "e2-e4+ N g1-f3!? + Q-e8#", `
@1:1 |e2-e4+| move e2-e4 @1:1
@1:8 |N g1-f3!?| move:N g1-f3 @1:8
@1:20 |Q-e8#| put:Q e8 @1:20`, "note gc-mark-ignored @1:6\nnote gc-mark-ignored @1:15\nnote gc-mark-ignored @1:18\nnote gc-mark-ignored @1:24"},
		{"unsupported commands", std, "e2-e4; foo(3) X e2-x4 e2-e9 P", `
@1:1 |e2-e4; foo(3)| move e2-e4 @1:1; unsupported "foo(3)" @1:8
@1:15 |X e2-x4| unsupported "X e2-x4" @1:15
@1:23 |e2-e9| unsupported "e2-e9" @1:23
@1:29 |P| unsupported "P" @1:29`, ""},
		{"a label before a valid other command is not swallowed", std, "x Q-e8", `
@1:1 |x| unsupported "x" @1:1
@1:3 |Q-e8| put:Q e8 @1:3`, ""},
		{"result token", std, "e2-e4 1-0", `
@1:1 |e2-e4| move e2-e4 @1:1
@1:7 |1-0| result "1-0" @1:7`, ""},
		{"glued label and move number", std, "1.Ng1-f3 1...e7-e5", `
1. @1:3 |Ng1-f3| move:N g1-f3 @1:3
1... @1:14 |e7-e5| move e7-e5 @1:14`, ""},
		{"trailing ';' joins the next line", std, "e1-g1;\nh1-f1 e7-e5", `
@1:1 |e1-g1; h1-f1| move e1-g1 @1:1; move h1-f1 @2:1
@2:7 |e7-e5| move e7-e5 @2:7`, ""},
		{"a move number ends a join", std, "e1-g1;\n2. h1-f1", `
@1:1 |e1-g1| move e1-g1 @1:1
2. @2:4 |h1-f1| move h1-f1 @2:4`, ""},
		{"no-break space separates moves", std, "e2-e4\u00a0e7-e5", `
@1:1 |e2-e4| move e2-e4 @1:1
@1:7 |e7-e5| move e7-e5 @1:7`, ""},
		{"line end separates moves", std, "e2-e4\ne7-e5", `
@1:1 |e2-e4| move e2-e4 @1:1
@2:1 |e7-e5| move e7-e5 @2:1`, ""},
		{"wide board, longest match", gc.DefaultLabels(9, 10), "e2-e10 a10-a9 i1-i10", `
@1:1 |e2-e10| move e2-e10 @1:1
@1:8 |a10-a9| move a10-a9 @1:8
@1:15 |i1-i10| move i1-i10 @1:15`, ""},
		{"Japanese-style labels", gc.Labels{Labels: sq.Labels{
			Files: []string{"9", "8", "7", "6", "5", "4", "3", "2", "1"},
			Ranks: []string{"i", "h", "g", "f", "e", "d", "c", "b", "a"}}},
			"N 7g-5e; +N-dest 7c-7d", `
@1:1 |N 7g-5e; +N-dest| move:N c3-e5 @1:1; put:+N e5 @1:10
@1:18 |7c-7d| move c7-c6 @1:18`, ""},
		{"known piece labels", gc.Labels{Labels: sq.DefaultLabels(9, 8), Pieces: []string{"K", "Q", "M", "P", "CH"}},
			"CH d1-e3 m d8-d7 Z e2-e4 CH-e5", `
@1:1 |CH d1-e3| move:CH d1-e3 @1:1
@1:10 |m d8-d7| move:m d8-d7 @1:10
@1:18 |Z e2-e4| move:Z e2-e4 @1:18
@1:26 |CH-e5| put:CH e5 @1:26`, "warning gc-unknown-label @1:18"},
		{"columns in characters", std, "é e2-e4", `
@1:1 |é| unsupported "é" @1:1
@1:3 |e2-e4| move e2-e4 @1:3`, ""},
		{"columns in characters after non-ASCII", std, "// ü\nü e2-e4 e7-e5", `
// "ü" @1:1
@2:1 |ü| unsupported "ü" @2:1
@2:3 |e2-e4| move e2-e4 @2:3
@2:9 |e7-e5| move e7-e5 @2:9`, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			moves, diags := gc.Tokenize(linesOf(tc.in), tc.labels)
			if got, want := render(moves), strings.TrimPrefix(tc.want, "\n"); got != want {
				t.Errorf("input %q\ngot:\n%s\nwant:\n%s", tc.in, got, want)
			}
			if got := renderDiags(diags); got != tc.diags {
				t.Errorf("input %q\ndiagnostics:\n%s\nwant:\n%s", tc.in, got, tc.diags)
			}
		})
	}
}

func TestKindString(t *testing.T) {
	if gc.KindUnsupported.String() != "unsupported" || gc.Kind(77).String() != "kind(77)" {
		t.Errorf("Kind.String: %q %q", gc.KindUnsupported, gc.Kind(77))
	}
}

func ExampleTokenize() {
	lines := []gamefile.Line{{Text: "1. P e7-e8; Q-e8  1... k e8-g8  // White resigned", Pos: diag.Pos{Line: 1, Col: 1}}}
	moves, _ := gc.Tokenize(lines, gc.DefaultLabels(8, 8))
	for _, m := range moves {
		if m.IsComment() {
			fmt.Printf("comment %q\n", m.Comment)
			continue
		}
		for _, c := range m.Commands {
			fmt.Printf("%d%s %s %q %v %v\n", m.Number, map[bool]string{true: "...", false: "."}[m.Black], c.Kind, c.Label, c.From, c.To)
		}
	}
	// Output:
	// 1. move "P" e7 e8
	// 1. put "Q" - e8
	// 1... move "k" e8 g8
	// comment "White resigned"
}

func sharedDir(t testing.TB) string {
	t.Helper()
	dir := filepath.Join("..", "..", "..", "..", "shared")
	if _, err := os.Stat(filepath.Join(dir, "gc")); err != nil {
		t.Skipf("real game files not present (%s/gc): %v", dir, err)
	}
	return dir
}

// TestCarlsen400 reads every move of the 400 Game Courier games: no diagnostic,
// no unsupported command, and as many moves per game as the Carlsen.pgn game it
// was written from has plies.
func TestCarlsen400(t *testing.T) {
	dir := sharedDir(t)
	f, err := os.Open(filepath.Join(dir, "gc", "carlsen-400.gc"))
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	pf, err := os.Open(filepath.Join(dir, "pgn", "Carlsen.pgn"))
	if err != nil {
		t.Skip(err)
	}
	defer pf.Close()
	gr, pr := gamefile.NewReader(f, "carlsen-400.gc"), gamefile.NewReader(pf, "Carlsen.pgn")
	labels := gc.DefaultLabels(8, 8)
	games, plies, twoCommand, comments := 0, 0, 0, 0
	for {
		g, err := gr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		games++
		pg, err := pr.Next()
		if err != nil {
			t.Fatalf("Carlsen.pgn ended before game %d: %v", g.Index, err)
		}
		for _, tag := range []string{"White", "Black", "Date", "Result"} {
			a, _ := g.Tag(tag)
			b, _ := pg.Tag(tag)
			if a != b {
				t.Errorf("game %d: %s %q in the .gc file, %q in Carlsen.pgn", g.Index, tag, a, b)
			}
		}
		toks, _ := pgn.Tokenize(pg.Movetext)
		want := 0
		for _, tk := range toks {
			if tk.Kind == pgn.Move && tk.Depth == 0 {
				want++
			}
		}
		moves, diags := gc.Tokenize(g.Movetext, labels)
		if len(diags) > 0 {
			t.Errorf("game %d: %v", g.Index, diags)
		}
		n := 0
		for _, m := range moves {
			if m.IsComment() {
				comments++
				continue
			}
			n++
			if len(m.Commands) == 2 {
				twoCommand++
			}
			for _, c := range m.Commands {
				if c.Kind != gc.KindMove && c.Kind != gc.KindPut {
					t.Errorf("%v: %s command %q", c.Pos, c.Kind, c.Text)
				}
			}
		}
		if n != want {
			t.Errorf("game %d: %d moves, the PGN game has %d plies", g.Index, n, want)
		}
		plies += n
	}
	// 343 two-command moves: castling written with the rook and promotion
	// with a put (counted with grep); 249 "// ... resigned" comments.
	if games != 400 || twoCommand != 343 || comments != 249 {
		t.Errorf("%d games, %d two-command moves, %d comments; want 400, 343, 249", games, twoCommand, comments)
	}
	t.Logf("%d plies", plies)
}

// TestFischerRandomLogs reads the moves as stored on Game Courier ("mv is X,"
// lines of the preset's debug output).
func TestFischerRandomLogs(t *testing.T) {
	dir := sharedDir(t)
	files, _ := filepath.Glob(filepath.Join(dir, "gc-logs", "fischer-random-chess-*.txt"))
	if len(files) == 0 {
		t.Skip("no gc-logs")
	}
	n := 0
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		line := 0
		for sc.Scan() {
			line++
			text, ok := strings.CutPrefix(sc.Text(), "mv is ")
			if !ok {
				continue
			}
			mv, _, _ := strings.Cut(text, ",")
			moves, diags := gc.Tokenize([]gamefile.Line{{Text: mv, Pos: diag.Pos{Line: line, Col: 7}}}, gc.DefaultLabels(8, 8))
			if len(moves) != 1 || len(moves[0].Commands) != 1 || moves[0].Commands[0].Kind != gc.KindMove || len(diags) > 0 {
				t.Errorf("%s:%d: %q read as %v %v", name, line, mv, moves, diags)
			}
			n++
		}
		f.Close()
	}
	if n < 40 {
		t.Errorf("only %d moves read", n)
	}
}

func FuzzGC(f *testing.F) {
	for _, s := range []string{
		"1. P e2-e4  1... p e7-e5\n2. K e1-g1; R h1-f1 // x",
		"N 7g-5j; +N-dest capture c4 @-c5 c6- resign",
		"e1-g1;\n;h1-f1 ;; ; Q-dest 12.e2-e4!? + #",
		"é ü-e4 e2-é 1... 1-0 *",
	} {
		f.Add(s)
	}
	labels := []gc.Labels{gc.DefaultLabels(8, 8), gc.DefaultLabels(16, 16),
		{Labels: sq.DefaultLabels(9, 8), Pieces: []string{"K", "P", "+N"}}}
	f.Fuzz(func(t *testing.T, in string) {
		lines := linesOf(in)
		inside := func(p diag.Pos, what string) {
			for _, l := range lines {
				if l.Pos.Line == p.Line {
					if n := utf8.RuneCountInString(l.Text); p.Col < 1 || p.Col > n {
						t.Fatalf("%s at %d:%d outside the line (%d characters)", what, p.Line, p.Col, n)
					}
					return
				}
			}
			t.Fatalf("%s at line %d: no such line", what, p.Line)
		}
		for _, l := range labels {
			moves, diags := gc.Tokenize(lines, l)
			for _, m := range moves {
				inside(m.Pos, "move")
				if !m.IsComment() && strings.TrimSpace(m.Text) != m.Text {
					t.Fatalf("move text %q not trimmed", m.Text)
				}
				for _, c := range m.Commands {
					inside(c.Pos, "command")
					if c.Kind == gc.KindInvalid || c.Text == "" {
						t.Fatalf("bad command %+v", c)
					}
					for _, s := range []sq.Square{c.From, c.To} {
						if s != sq.None && l.Name(s) == "" {
							t.Fatalf("command %+v: square off the board", c)
						}
					}
				}
			}
			for _, d := range diags {
				inside(d.Pos, d.Code)
			}
		}
	})
}

var update = flag.Bool("update", false, "rewrite the testdata/*.golden files")

// TestGolden reads testdata/*.gc with gamefile and Tokenize (8x8 default
// labels) and compares the rendering with testdata/*.golden.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.gc")
	if len(files) == 0 {
		t.Fatal("no testdata/*.gc")
	}
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		rd := gamefile.NewReader(f, filepath.Base(name))
		var b strings.Builder
		for {
			g, err := rd.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			moves, diags := gc.Tokenize(g.Movetext, gc.DefaultLabels(8, 8))
			fmt.Fprintf(&b, "game %d\n%s\n", g.Index, render(moves))
			if len(diags) > 0 {
				fmt.Fprintf(&b, "%s\n", renderDiags(diags))
			}
		}
		f.Close()
		golden := strings.TrimSuffix(name, ".gc") + ".golden"
		if *update {
			if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatalf("%v (run go test -update)", err)
		}
		if b.String() != string(want) {
			t.Errorf("%s: output differs from %s (go test -update rewrites it):\n%s", name, golden, b.String())
		}
	}
}
