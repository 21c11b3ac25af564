package pgn_test

import (
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
	"github.com/gamecourier/courier/pkg/notation/pgn"
)

// linesOf makes one Line per "\n"-separated part, line numbers from 1, column 1
// (a part may start with "@C|" to give it column C).
func linesOf(s string) []gamefile.Line {
	return splitLines(s, true)
}

// splitLines is linesOf, with the "@C|" prefix read only when columns is set.
func splitLines(s string, columns bool) []gamefile.Line {
	var out []gamefile.Line
	for i, part := range strings.Split(s, "\n") {
		col := 1
		if k := strings.IndexByte(part, '|'); columns && k > 1 && part[0] == '@' {
			if _, err := fmt.Sscanf(part[1:k], "%d", &col); err == nil {
				part = part[k+1:]
			}
		}
		if part == "" {
			continue
		}
		out = append(out, gamefile.Line{Text: part, Pos: diag.Pos{File: "t", Line: i + 1, Col: col}})
	}
	return out
}

// renderTokens writes tokens as "kind text @L:C" plus "d=", "nag=", "n=", "black"
// when not zero.
func renderTokens(toks []pgn.Token) string {
	var out []string
	for _, t := range toks {
		s := fmt.Sprintf("%s %q @%d:%d", t.Kind, t.Text, t.Pos.Line, t.Pos.Col)
		if t.Depth != 0 {
			s += fmt.Sprintf(" d=%d", t.Depth)
		}
		if t.NAG != 0 {
			s += fmt.Sprintf(" nag=%d", t.NAG)
		}
		if t.Number != 0 {
			s += fmt.Sprintf(" n=%d", t.Number)
		}
		if t.Black {
			s += " black"
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
	tests := []struct {
		name, in, want, diags string
	}{
		{"moves and numbers", "1. e4 e5 2.Nf3 2...Nc6 3 Bb5", `
move-number "1." @1:1 n=1
move "e4" @1:4
move "e5" @1:7
move-number "2." @1:10 n=2
move "Nf3" @1:12
move-number "2..." @1:16 n=2 black
move "Nc6" @1:20
move-number "3" @1:24 n=3
move "Bb5" @1:26`, ""},
		{"results", "1-0 0-1 1/2-1/2 *", `
result "1-0" @1:1
result "0-1" @1:5
result "1/2-1/2" @1:9
result "*" @1:17`, ""},
		{"castling with zeros is a move", "1. 0-0 0-0-0+ O-O", `
move-number "1." @1:1 n=1
move "0-0" @1:4
move "0-0-0+" @1:8
move "O-O" @1:15`, ""},
		{"annotations", "e4! e5?? Nf3!? Nc6?! Bb5!! a6? Qh5+! $1 $146 ! ?!", `
move "e4" @1:1 nag=1
move "e5" @1:5 nag=4
move "Nf3" @1:10 nag=5
move "Nc6" @1:16 nag=6
move "Bb5" @1:22 nag=3
move "a6" @1:28 nag=2
move "Qh5+" @1:32 nag=1
nag "$1" @1:38 nag=1
nag "$146" @1:41 nag=146
nag "!" @1:46 nag=1
nag "?!" @1:48 nag=6`, ""},
		{"evaluation glyphs and e.p.", "exd6 e.p. += +- =/+ = -+", `
move "exd6" @1:1
nag "e.p." @1:6
nag "+=" @1:11 nag=14
nag "+-" @1:14 nag=18
nag "=/+" @1:17 nag=15
nag "=" @1:21 nag=10
nag "-+" @1:23 nag=19`, ""},
		// The evaluation glyphs of the NAG table (PGN 10: $14 "+=", $15 "=+",
		// $16 "+/-", $17 "-/+", $18 "+-", $19 "-+") glued to the move, as some
		// exports write them: the move without the glyph, its number on the
		// move, a note at the glyph. A check mark before one stays ("Qh5++/-");
		// "!"/"?" before one is cut off too, its number kept. "e8=" is no glyph.
		{"evaluation glyphs glued to the move", "Bb5+/- Nf3=+ Qh5++/- a6-/+ e4+- d5-+ c4+= Rd1!+/- e8=", `
move "Bb5" @1:1 nag=16
move "Nf3" @1:8 nag=15
move "Qh5+" @1:14 nag=16
move "a6" @1:22 nag=17
move "e4" @1:28 nag=18
move "d5" @1:33 nag=19
move "c4" @1:38 nag=14
move "Rd1" @1:43 nag=1
move "e8=" @1:51`, "note normalised @1:4\nnote normalised @1:11\nnote normalised @1:18\nnote normalised @1:24\nnote normalised @1:30\nnote normalised @1:35\nnote normalised @1:40\nnote normalised @1:47"},
		// "!"/"?" after the glyph ("Bb5+/-?", $16 then $2): cut off too, the
		// move's number is the suffix's, as for "!" before the glyph; the
		// note is at the glyph.
		{"a mark after a glued evaluation glyph", "Bb5+/-? Nf3+-! e5-+!? Qd4!+-", `
move "Bb5" @1:1 nag=2
move "Nf3" @1:9 nag=1
move "e5" @1:16 nag=5
move "Qd4" @1:23 nag=1`, "note normalised @1:4\nnote normalised @1:12\nnote normalised @1:18\nnote normalised @1:27"},
		{"null moves", "1. e4 -- 2. d4 Z0 3. 0000 @@@@", `
move-number "1." @1:1 n=1
move "e4" @1:4
null-move "--" @1:7
move-number "2." @1:10 n=2
move "d4" @1:13
null-move "Z0" @1:16
move-number "3." @1:19 n=3
null-move "0000" @1:22
null-move "@@@@" @1:27`, ""},
		// "pass" (a janggi pass as players write it) is a null move too.
		{"pass", "1. e4 pass 2. Pass", `
move-number "1." @1:1 n=1
move "e4" @1:4
null-move "pass" @1:7
move-number "2." @1:12 n=2
null-move "Pass" @1:15`, ""},
		{"comments", "e4 {best by test} e5 ; rest { of line\nNf3{a}Nc6", `
move "e4" @1:1
comment "best by test" @1:4
move "e5" @1:19
comment " rest { of line" @1:22
move "Nf3" @2:1
comment "a" @2:4
move "Nc6" @2:7`, ""},
		{"comment spanning lines", "e4 { one\ntwo\n three } e5", `
move "e4" @1:1
comment " one\ntwo\n three " @1:4
move "e5" @3:10`, ""},
		{"unterminated comment", "e4 e5 { never\nclosed Nf3", `
move "e4" @1:1
move "e5" @1:4
comment " never\nclosed Nf3" @1:7`, "error unterminated-comment @1:7"},
		{"nested comment is recovered", "e4 { a { b } c\n} e5", `
move "e4" @1:1
comment " a { b } c\n" @1:4
move "e5" @2:3`, "note nested-comment @1:8"},
		{"a '{' inside a comment followed by another comment is not nesting", "e4 { :-{ } e5 {x} Nf3", `
move "e4" @1:1
comment " :-{ " @1:4
move "e5" @1:12
comment "x" @1:15
move "Nf3" @1:19`, ""},
		{"stray brace", "e4 } e5", `
move "e4" @1:1
move "e5" @1:6`, "error stray-brace @1:4"},
		{"variations", "1. e4 (1. d4 d5 (1... Nf6)) e5", `
move-number "1." @1:1 n=1
move "e4" @1:4
variation-start "(" @1:7 d=1
move-number "1." @1:8 d=1 n=1
move "d4" @1:11 d=1
move "d5" @1:14 d=1
variation-start "(" @1:17 d=2
move-number "1..." @1:18 d=2 n=1 black
move "Nf6" @1:23 d=2
variation-end ")" @1:26 d=2
variation-end ")" @1:27 d=1
move "e5" @1:29`, ""},
		{"unbalanced variations", "e4 ) e5 ( d4 (", `
move "e4" @1:1
move "e5" @1:6
variation-start "(" @1:9 d=1
move "d4" @1:11 d=1
variation-start "(" @1:14 d=2`, "error unbalanced-variation @1:4\nerror unterminated-variation @1:14\nerror unterminated-variation @1:9"},
		{"dots standing alone", "1. ... e5", `
move-number "1." @1:1 n=1 black
move "e5" @1:8`, ""},
		{"escape line", "%evil\n e4", `
escape "evil" @1:1
move "e4" @2:2`, ""},
		{"columns in characters and line offsets", "@5|{é} e4 {ü}\n@3|ñ", `
comment "é" @1:5
move "e4" @1:9
comment "ü" @1:12
move "ñ" @2:3`, ""},
		{"long and coordinate moves are moves", "e2-e4 e7e5 Ng1f3 e7e8q", `
move "e2-e4" @1:1
move "e7e5" @1:7
move "Ng1f3" @1:12
move "e7e8q" @1:18`, ""},
		{"Unicode spaces separate tokens", "1.\u00a0e4\u2003e5", `
move-number "1." @1:1 n=1
move "e4" @1:4
move "e5" @1:7`, ""},
		{"drops are moves", "N@f3", `
move "N@f3" @1:1`, ""},
		// PGN 8.2.6 knows only "1-0", "0-1", "1/2-1/2", "*"; a dash other than
		// the hyphen and "½" are read with a note.
		{"lenient results", "1–0 0—1 ½-½ 1/2−1/2 1–1 2-0", `
result "1–0" @1:1
result "0—1" @1:5
result "½-½" @1:9
result "1/2−1/2" @1:13
move "1–1" @1:21
move "2-0" @1:25`, "note normalised @1:1\nnote normalised @1:5\nnote normalised @1:9\nnote normalised @1:13"},
		// "ep" and "e.p." after an en passant capture are no moves.
		{"ep words", "exd6 ep exf6 e.p.", `
move "exd6" @1:1
nag "ep" @1:6
move "exf6" @1:9
nag "e.p." @1:14`, ""},
		// Unicode glyphs of the NAG table (PGN 10): $14 "⩲", $15 "⩱", $16 "±",
		// $5 "⁉", $3 "‼", $18 "+−" with a minus sign; alone or glued to the move.
		{"Unicode annotation glyphs", "e4⩱ Nf3⁉ ± Bb5‼ +− ⩲", `
move "e4" @1:1 nag=15
move "Nf3" @1:5 nag=5
nag "±" @1:10 nag=16
move "Bb5" @1:12 nag=3
nag "+−" @1:17 nag=18
nag "⩲" @1:20 nag=14`, "note normalised @1:3\nnote normalised @1:8\nnote normalised @1:10\nnote normalised @1:15\nnote normalised @1:17\nnote normalised @1:20"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			toks, diags := pgn.Tokenize(linesOf(tc.in))
			if got, want := renderTokens(toks), strings.TrimPrefix(tc.want, "\n"); got != want {
				t.Errorf("input %q\ngot:\n%s\nwant:\n%s", tc.in, got, want)
			}
			if got := renderDiags(diags); got != tc.diags {
				t.Errorf("input %q\ndiagnostics:\n%s\nwant:\n%s", tc.in, got, tc.diags)
			}
		})
	}
}

func TestGlyph(t *testing.T) {
	for n, want := range map[int]string{0: "", 1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!", 7: "", 146: ""} {
		if got := pgn.Glyph(n); got != want {
			t.Errorf("Glyph(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestKindString(t *testing.T) {
	if pgn.MoveNumber.String() != "move-number" || pgn.Kind(99).String() != "kind(99)" {
		t.Errorf("Kind.String: %q %q", pgn.MoveNumber, pgn.Kind(99))
	}
}

func TestAppendTokensReuse(t *testing.T) {
	buf := make([]pgn.Token, 0, 64)
	a, _ := pgn.AppendTokens(buf, linesOf("1. e4 e5"))
	b, _ := pgn.AppendTokens(a[:0], linesOf("d4"))
	if len(b) != 1 || b[0].Text != "d4" || &a[0] != &b[0] {
		t.Errorf("AppendTokens did not reuse the buffer: %v", b)
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

// plyCount counts the main-line moves (null moves included) of a game.
func plyCount(toks []pgn.Token) int {
	n := 0
	for _, t := range toks {
		if t.Depth == 0 && (t.Kind == pgn.Move || t.Kind == pgn.NullMove) {
			n++
		}
	}
	return n
}

// TestArchive reads the 7,418 games of the two real archives: every main-line
// move must parse as SAN, and the ply total is the README's 637,250.
func TestArchive(t *testing.T) {
	dir := sharedDir(t)
	total, games := 0, 0
	for _, name := range []string{"Korchnoi.pgn", "Carlsen.pgn"} {
		f, err := os.Open(filepath.Join(dir, "pgn", name))
		if err != nil {
			t.Skip(err)
		}
		rd := gamefile.NewReader(f, name)
		var toks []pgn.Token
		for {
			g, err := rd.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			games++
			var diags diag.List
			toks, diags = pgn.AppendTokens(toks[:0], g.Movetext)
			if len(diags) > 0 {
				t.Errorf("%s game %d: %v", name, g.Index, diags)
			}
			total += plyCount(toks)
			last := toks[len(toks)-1]
			if res, _ := g.Tag("Result"); last.Kind != pgn.Result || last.Text != res {
				t.Errorf("%s game %d ends with %s %q, Result tag %q", name, g.Index, last.Kind, last.Text, res)
			}
			for _, tk := range toks {
				if tk.Kind != pgn.Move {
					continue
				}
				if _, err := pgn.ParseSAN(tk.Text); err != nil {
					t.Errorf("%v: %v", tk.Pos, err)
				}
			}
		}
		f.Close()
	}
	if games != 7418 || total != 637250 {
		t.Errorf("%d games, %d plies; want 7418, 637250", games, total)
	}
}

// TestTrickyFiles checks hand-counted plies and the diagnostics of the small
// awkward files.
func TestTrickyFiles(t *testing.T) {
	dir := sharedDir(t)
	tests := []struct {
		file  string
		plies []int    // main-line plies per game
		diags []string // "code@line:col" over all games
		bad   []string // move texts ParseSAN rejects
	}{
		{"own-truncated.pgn", []int{5, 4}, []string{"unterminated-comment@9:28"}, []string{"Nc"}},
		{"own-notation-variants.pgn", []int{5, 1, 5, 4, 5}, nil, nil},
		{"pe-nested-comment.pgn", []int{1}, []string{"nested-comment@1:25"}, nil},
		{"pe-test-allownullmoves.pgn", []int{5, 2}, nil, nil},
		{"pe-test-long-line.pgn", []int{4}, nil, nil},
		{"pc-molinari-bordais-1979.pgn", []int{10}, nil, nil},
		{"pc-chessbase-empty-line.pgn", []int{134}, nil, nil},
		{"pc-uci-moves.pgn", []int{113}, nil, nil},
		{"pe-test-promotion-in.pgn", []int{1, 1, 1, 1, 1, 1, 1, 1}, nil, nil},
		{"pc-utf8-bom.pgn", []int{0, 0}, nil, nil},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			f, err := os.Open(filepath.Join(dir, "pgn", "tricky", tc.file))
			if err != nil {
				t.Skip(err)
			}
			defer f.Close()
			rd := gamefile.NewReader(f, tc.file)
			var plies []int
			var diags, bad []string
			for {
				g, err := rd.Next()
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
				toks, ds := pgn.Tokenize(g.Movetext)
				plies = append(plies, plyCount(toks))
				for _, d := range ds {
					diags = append(diags, fmt.Sprintf("%s@%d:%d", d.Code, d.Pos.Line, d.Pos.Col))
				}
				for _, tk := range toks {
					if tk.Kind == pgn.Move {
						if _, err := pgn.ParseSAN(tk.Text); err != nil {
							bad = append(bad, tk.Text)
						}
					}
				}
			}
			if fmt.Sprint(plies) != fmt.Sprint(tc.plies) {
				t.Errorf("plies %v, want %v", plies, tc.plies)
			}
			if fmt.Sprint(diags) != fmt.Sprint(tc.diags) && !(len(diags) == 0 && tc.diags == nil) {
				t.Errorf("diagnostics %v, want %v", diags, tc.diags)
			}
			if fmt.Sprint(bad) != fmt.Sprint(tc.bad) && !(len(bad) == 0 && tc.bad == nil) {
				t.Errorf("rejected moves %v, want %v", bad, tc.bad)
			}
		})
	}
}

func FuzzTokenize(f *testing.F) {
	for _, s := range []string{
		"1. e4 e5 2. Nf3 {c} Nc6 (2... d6 $1) 1-0",
		"e4 { a { b } c\n} e5 }",
		"%x\n1...e5!? -- Z0 ; c {\n{ open",
		"é{ü\n} ( ) ) (",
		"1. 0-0-0+ O-O-Oc e.p. += B=MN Nxe5&d6&f6#",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		lines := splitLines(in, false)
		toks, diags := pgn.Tokenize(lines)
		inside := func(p diag.Pos, what string) {
			for _, l := range lines {
				if l.Pos.Line == p.Line {
					if n := utf8.RuneCountInString(l.Text); p.Col < l.Pos.Col || p.Col >= l.Pos.Col+n {
						t.Fatalf("%s at %d:%d outside the line (%d characters from column %d)", what, p.Line, p.Col, n, l.Pos.Col)
					}
					return
				}
			}
			t.Fatalf("%s at line %d: no such line", what, p.Line)
		}
		for _, tk := range toks {
			inside(tk.Pos, tk.Kind.String())
			if tk.Kind == pgn.Invalid || (tk.Kind == pgn.Move && tk.Text == "") {
				t.Fatalf("bad token %+v", tk)
			}
			if tk.Depth < 0 {
				t.Fatalf("negative depth %+v", tk)
			}
		}
		for _, d := range diags {
			inside(d.Pos, d.Code)
		}
	})
}

// BenchmarkArchive is the reading front end on the 7,418-game archive
// (about 5 MB): gamefile splitting plus tokenizing, one thread.
func BenchmarkArchive(b *testing.B) {
	data := archive(b)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		rd := gamefile.NewReader(strings.NewReader(data), "bench")
		var toks []pgn.Token
		for {
			g, err := rd.Next()
			if err != nil {
				break
			}
			toks, _ = pgn.AppendTokens(toks[:0], g.Movetext)
		}
	}
}

// BenchmarkArchiveSAN adds ParseSAN of every move.
func BenchmarkArchiveSAN(b *testing.B) {
	data := archive(b)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		rd := gamefile.NewReader(strings.NewReader(data), "bench")
		var toks []pgn.Token
		for {
			g, err := rd.Next()
			if err != nil {
				break
			}
			toks, _ = pgn.AppendTokens(toks[:0], g.Movetext)
			for _, tk := range toks {
				if tk.Kind == pgn.Move {
					pgn.ParseSAN(tk.Text)
				}
			}
		}
	}
}

func archive(b *testing.B) string {
	dir := filepath.Join("..", "..", "..", "..", "shared", "pgn")
	var sb strings.Builder
	for _, name := range []string{"Korchnoi.pgn", "Carlsen.pgn"} {
		d, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			b.Skipf("real game files not present: %v", err)
		}
		sb.Write(d)
	}
	return sb.String()
}

var update = flag.Bool("update", false, "rewrite the testdata/*.golden files")

// TestGolden reads testdata/*.pgn with gamefile and Tokenize and compares the
// rendering (tokens, diagnostics, ParseSAN results of the moves) with
// testdata/*.golden.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.pgn")
	if len(files) == 0 {
		t.Fatal("no testdata/*.pgn")
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
			toks, diags := pgn.Tokenize(g.Movetext)
			fmt.Fprintf(&b, "game %d\n%s\n", g.Index, renderTokens(toks))
			if len(diags) > 0 {
				fmt.Fprintf(&b, "%s\n", renderDiags(diags))
			}
			for _, tk := range toks {
				if tk.Kind != pgn.Move {
					continue
				}
				if m, err := pgn.ParseSAN(tk.Text); err != nil {
					fmt.Fprintf(&b, "san %q: %v\n", tk.Text, err)
				} else {
					fmt.Fprintf(&b, "san %q: %s\n", tk.Text, renderSAN(m))
				}
			}
		}
		f.Close()
		golden := strings.TrimSuffix(name, ".pgn") + ".golden"
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
