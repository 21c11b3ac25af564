package preset

import (
	"bytes"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/rules"
)

// wantRE matches "# want: CODE LINE:COL" with an optional "message substring"
// (backslash escapes a quote).
var wantRE = regexp.MustCompile(`(?m)^#\s*want:\s*(\S+)\s+(\d+):(\d+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*$`)

// TestBadPresets checks each testdata/bad/*.yaml file (Loader.Check: Load and the
// Lint warnings) and compares its diagnostics with the "# want: CODE LINE:COL"
// comments in the file (COL 0: no column known). The lists must match exactly: a
// broken preset gives its errors and no others. A want may end with a quoted
// substring that the diagnostic's message must contain.
func TestBadPresets(t *testing.T) {
	files, err := filepath.Glob("testdata/bad/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test files: %v", err)
	}
	covered := map[string]bool{}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var want []string
			subs := map[string]string{}
			for _, m := range wantRE.FindAllStringSubmatch(string(src), -1) {
				key := fmt.Sprintf("%s %s:%s:%s", m[1], f, m[2], m[3])
				want = append(want, key)
				covered[m[1]] = true
				if m[4] != "" {
					subs[key+" "+strings.ReplaceAll(m[4], `\"`, `"`)] = key
				}
			}
			if len(want) == 0 {
				t.Fatal("the file has no # want: comment")
			}
			var v any
			var d diag.List
			alloc := allocated(func() {
				var vv *rules.Variant
				_, vv, d = NewLoader(Options{}).Check(f)
				if vv != nil {
					v = vv
				}
			})
			// a work bound, not a timing (a loaded machine is slow, not wrong):
			// each broken preset of the corpus allocates under 0.2 MiB
			if alloc > 8<<20 {
				t.Errorf("Check allocated %d MiB", alloc>>20)
			}
			if lv, ld := Load(f, Options{}); (lv == nil) != (v == nil) || len(ld) > len(d) {
				t.Errorf("Load gives variant %v and %v; Check %v and %v", lv != nil, ld, v != nil, d)
			}
			for sub, key := range subs {
				sub = strings.TrimPrefix(sub, key+" ")
				found := false
				for _, dg := range d {
					if fmt.Sprintf("%s %s:%d:%d", dg.Code, dg.Pos.File, dg.Pos.Line, dg.Pos.Col) == key && strings.Contains(dg.Message, sub) {
						found = true
					}
				}
				if !found {
					t.Errorf("no %s with a message containing %q:\n%v", key, sub, d)
				}
			}
			var got []string
			for _, dg := range d {
				got = append(got, fmt.Sprintf("%s %s:%d:%d", dg.Code, dg.Pos.File, dg.Pos.Line, dg.Pos.Col))
			}
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("diagnostics\n got %v\nwant %v\n%v", got, want, d)
			}
			if d.HasErrors() != (v == nil) {
				t.Errorf("variant %v with errors=%v", v != nil, d.HasErrors())
			}
			if !slices.IsSortedFunc(d, func(a, b diag.Diagnostic) int {
				return cmpPos(a.Pos, b.Pos)
			}) {
				t.Errorf("diagnostics not sorted: %v", d)
			}
		})
	}
	// Codes a file in testdata/bad cannot show are covered by the tests below.
	elsewhere := map[string]bool{CodeReadError: true, CodeTooLarge: true, CodeUnknownPreset: true, CodeExtendsTooDeep: true, CodeTooMany: true, CodeParentInvalid: true}
	for _, c := range allCodes {
		if !covered[c] && !elsewhere[c] {
			t.Errorf("no testdata/bad file shows code %q", c)
		}
	}
}

func cmpPos(a, b diag.Pos) int {
	if a.File != b.File {
		return strings.Compare(a.File, b.File)
	}
	if a.Line != b.Line {
		return a.Line - b.Line
	}
	return a.Col - b.Col
}

var allCodes = []string{CodeReadError, CodeTooLarge, CodeYAMLSyntax, CodeYAMLAlias, CodeYAMLMergeKey, CodeMultipleDocs,
	CodeDuplicateKey, CodeUnknownKey, CodeMissingKey, CodeWrongKind, CodeWrongType, CodeOutOfRange, CodeBadValue,
	CodeNullNothing, CodeSchemaVersion, CodeBadID, CodeIDMismatch, CodeUnknownPreset, CodeUnknownExtends,
	CodeExtendsCycle, CodeExtendsTooDeep, CodeParentInvalid, CodeUnknownModule, CodeBoardSize, CodeBadPieceLetter, CodeBetzaSyntax,
	CodeNoRoyal, CodeUndefinedPiece, CodeBadSquare, CodeDuplicateEntry, CodeSetupRanks, CodeSetupFiles,
	CodeSetupPiece, CodeSetupChar, CodeSetupRoyal, CodeRoyalCount, CodeSetupPawnRank, CodeCastlingRank, CodeCastlingSetup,
	CodeModuleSetup, CodeBadSignature, CodeModuleConflict, CodeModuleNoEffect, CodeAsymmetric, CodeBishopsColour, CodeTooMany,
	CodeAcceptUnused}

// TestDocumentedCodes: docs/presets.md lists every diagnostic code.
func TestDocumentedCodes(t *testing.T) {
	doc, err := os.ReadFile("../../docs/presets.md")
	if err != nil {
		t.Skipf("docs/presets.md: %v", err)
	}
	for _, c := range allCodes {
		if !bytes.Contains(doc, []byte("`"+c+"`")) {
			t.Errorf("docs/presets.md does not list the code %q", c)
		}
	}
}

func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func codes(d diag.List) []string {
	var out []string
	for _, dg := range d {
		out = append(out, dg.Code)
	}
	return out
}

// TestUserPresetExtendsSymmetric: a user preset in its own directory adds the
// Cowardly Crew rule to Symmetric Chess; found by path and by name on the search path.
func TestUserPresetExtendsSymmetric(t *testing.T) {
	dir := t.TempDir()
	p := writeFile(t, dir, "symmetric-crew.yaml", `schema: 1
id: symmetric-crew
name: Symmetric Cowardly Crew
extends: symmetric
description: Symmetric Chess with the Cowardly Crew rule.
rules:
  capture_conversion: {}
`)
	for _, name := range []string{p, "symmetric-crew"} {
		v, d := Load(name, Options{SearchPath: []string{dir}})
		if v == nil || len(d) > 0 {
			t.Fatalf("Load(%q): %v", name, d)
		}
		if v.ID != "symmetric-crew" || v.BishopConversion == nil || v.CaptureConversion == nil || v.Board.Files != 9 {
			t.Errorf("Load(%q) = %+v", name, v)
		}
		// Default ranks (RULES.md), only for the pieces the preset has: no M here.
		want := map[byte]int{'P': 1, 'N': 2, 'B': 2, 'R': 3, 'Q': 4}
		if cc := v.CaptureConversion; !maps.Equal(cc.Ranks, want) || !cc.ImmuneNextToKing {
			t.Errorf("capture_conversion %+v", cc)
		}
	}
}

// TestNullDeletes: null removes inherited keys, at any depth; maps merge key by key.
func TestNullDeletes(t *testing.T) {
	dir := t.TempDir()
	p := writeFile(t, dir, "plain.yaml", `extends: symmetric
name: Symmetric without conversion
meta: {year: null, notes: changed}
rules:
  bishop_conversion: null
  castling: ~
end:
  insufficient_material:
`)
	l := NewLoader(Options{})
	v, d := l.Load(p)
	if v == nil || len(d) > 0 {
		t.Fatalf("Load: %v", d)
	}
	if got := v.Modules(); !slices.Equal(got, []string{rules.ModEnPassant, rules.ModPromotion}) {
		t.Errorf("modules %v", got)
	}
	if v.End.Insufficient != nil || v.End.MoveRule.Claim != 50 {
		t.Errorf("end %+v: want no dead-position signatures and the inherited move rule", v.End)
	}
	r, _ := l.Resolve(p)
	if k, _ := r.Lookup("meta", "year"); k != nil {
		t.Error("meta.year still present")
	}
	if k, _ := r.Lookup("meta", "inventor"); k == nil || r.Origin(k) != "presets/symmetric.yaml" {
		t.Error("meta.inventor not inherited from symmetric")
	}
	if _, n := r.Lookup("meta", "notes"); n == nil || n.Value != "changed" || r.Origin(n) != p {
		t.Error("meta.notes not overridden")
	}
}

// TestUserOverridesShippedName: a user file named like a shipped preset shadows it on
// the search path and may extend the shipped one of the same name.
func TestUserOverridesShippedName(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "chess.yaml", "extends: chess\nname: My chess\n")
	v, d := Load("chess", Options{SearchPath: []string{dir}})
	if v == nil || len(d) > 0 || v.Name != "My chess" || v.Board.Files != 8 {
		t.Fatalf("Load: %+v %v", v, d)
	}
}

func TestExtendsCycleAcrossFiles(t *testing.T) {
	dir := t.TempDir()
	a := writeFile(t, dir, "a.yaml", "extends: b\nname: A\n")
	b := writeFile(t, dir, "b.yaml", "extends: ./a.yaml\nname: B\n")
	v, d := Load(a, Options{})
	if v != nil || len(d) != 1 || d[0].Code != CodeExtendsCycle || d[0].Pos != (diag.Pos{File: b, Line: 1, Col: 10}) {
		t.Fatalf("got %v %v", v, d)
	}
	if !strings.Contains(d[0].Message, "a.yaml -> "+b+" -> "+a) {
		t.Errorf("message %q does not show the cycle", d[0].Message)
	}
}

func TestExtendsTooDeep(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "p0.yaml", "extends: chess\nname: P0\n")
	for i := 1; i <= MaxExtendsDepth; i++ {
		writeFile(t, dir, fmt.Sprintf("p%d.yaml", i), fmt.Sprintf("extends: p%d\nname: P%d\n", i-1, i))
	}
	// p(MaxExtendsDepth-2) -> ... -> p0 -> chess is MaxExtendsDepth presets: fine.
	if v, d := Load(filepath.Join(dir, fmt.Sprintf("p%d.yaml", MaxExtendsDepth-2)), Options{}); v == nil {
		t.Fatalf("chain of %d: %v", MaxExtendsDepth, d)
	}
	v, d := Load(filepath.Join(dir, fmt.Sprintf("p%d.yaml", MaxExtendsDepth-1)), Options{})
	if v != nil || !slices.Equal(codes(d), []string{CodeExtendsTooDeep}) {
		t.Fatalf("chain of %d: %v", MaxExtendsDepth+1, d)
	}
}

func TestUnknownPresetAndReadError(t *testing.T) {
	_, d := Load("symetric", Options{})
	if !slices.Equal(codes(d), []string{CodeUnknownPreset}) || !strings.Contains(d[0].Message, `did you mean "symmetric"`) {
		t.Errorf("unknown name: %v", d)
	}
	_, d = Load(filepath.Join(t.TempDir(), "missing.yaml"), Options{})
	if !slices.Equal(codes(d), []string{CodeReadError}) {
		t.Errorf("missing file: %v", d)
	}
}

func TestTooLarge(t *testing.T) {
	dir := t.TempDir()
	big := "extends: chess\nname: Big\n" + strings.Repeat("# padding\n", MaxFileSize/10+1)
	p := writeFile(t, dir, "big.yaml", big)
	_, d := Load(p, Options{})
	if !slices.Equal(codes(d), []string{CodeTooLarge}) {
		t.Errorf("got %v", d)
	}
}

// TestAliasBomb: the billion-laughs document is refused at once, without expanding.
func TestAliasBomb(t *testing.T) {
	b := billionLaughs()
	var v *rules.Variant
	var d diag.List
	alloc := allocated(func() { v, d = NewLoader(Options{}).LoadData("bomb.yaml", []byte(b.String())) })
	// expanded, the document would be 10^12 strings; refused at once it is a few
	// allocations of its own size
	if alloc > 8<<20 {
		t.Errorf("allocated %d MiB", alloc>>20)
	}
	if v != nil || !slices.Contains(codes(d), CodeYAMLAlias) {
		t.Errorf("alias bomb not refused: %v", d)
	}
}

// TestSyntaxErrorWrapped: the library's error carries the file and a line.
func TestSyntaxErrorWrapped(t *testing.T) {
	_, d := NewLoader(Options{}).LoadData("x.yaml", []byte("name: ok\nboard: {files: 8\n"))
	if len(d) != 1 || d[0].Code != CodeYAMLSyntax || d[0].Pos.File != "x.yaml" || d[0].Pos.Line < 1 || d[0].Pos.Line > 3 {
		t.Errorf("got %v", d)
	}
	if !strings.HasPrefix(d[0].Error(), "x.yaml:") {
		t.Errorf("Error() = %q", d[0].Error())
	}
	_, d = NewLoader(Options{}).LoadData("u.yaml", []byte("name: ok\nid: a\xffb\n"))
	if len(d) != 1 || d[0].Code != CodeYAMLSyntax || d[0].Pos != (diag.Pos{File: "u.yaml", Line: 2, Col: 6}) {
		t.Errorf("invalid UTF-8: %v", d)
	}
}

// TestAllProblemsAtOnce: one file with several unrelated errors reports them all,
// sorted by position.
func TestAllProblemsAtOnce(t *testing.T) {
	src := `extends: chess
name: Many
board: {files: 8, rank: 8}
pieces:
  Q: {name: Queen, betza: Qx}
rules:
  promotion: {choices: [Q, Z]}
  bishop_swop: {}
end: {stalemate: lose}
`
	_, d := NewLoader(Options{}).LoadData("many.yaml", []byte(src))
	var got []string
	for _, dg := range d {
		got = append(got, fmt.Sprintf("%d:%d %s", dg.Pos.Line, dg.Pos.Col, dg.Code))
	}
	want := []string{"3:19 unknown-key", "5:28 betza-syntax", "7:28 undefined-piece", "8:3 unknown-module", "9:18 bad-value"}
	if !slices.Equal(got, want) {
		t.Errorf("got  %v\nwant %v\n%v", got, want, d)
	}
	for _, dg := range d {
		switch dg.Code {
		case CodeUnknownKey:
			if !strings.Contains(dg.Message, `did you mean "ranks"`) {
				t.Errorf("no suggestion: %v", dg)
			}
		case CodeUnknownModule:
			if !strings.Contains(dg.Message, `did you mean "bishop_swap"`) {
				t.Errorf("no suggestion: %v", dg)
			}
		case CodeBadValue:
			if !strings.Contains(dg.Message, `did you mean "loss"`) {
				t.Errorf("no suggestion: %v", dg)
			}
		}
	}
}

func TestTooManyDiagnostics(t *testing.T) {
	var b strings.Builder
	b.WriteString("extends: chess\nname: Many\n")
	for i := 0; i < 2*MaxDiagnostics; i++ {
		fmt.Fprintf(&b, "k%d: 1\n", i)
	}
	v, d := NewLoader(Options{}).LoadData("many.yaml", []byte(b.String()))
	if v != nil || len(d) != MaxDiagnostics+1 || d[MaxDiagnostics].Code != CodeTooMany ||
		d[MaxDiagnostics].Message != fmt.Sprintf("%d more problems not shown", MaxDiagnostics) {
		t.Errorf("got %d diagnostics, last %v", len(d), d[len(d)-1])
	}
}

// TestEmbeddedOption: Options.Embedded replaces the shipped presets, and embedded
// presets extend embedded presets only.
func TestEmbeddedOption(t *testing.T) {
	fsys := fstest.MapFS{
		"base.yaml":  {Data: []byte("name: Base\nboard: {files: 2, ranks: 3}\npieces: {K: {name: King, betza: K, royal: true}}\nsetup: {array: k1/2/1K}\n")},
		"child.yaml": {Data: []byte("extends: base\nname: Child\nsetup: {side_to_move: black}\n")},
		"path.yaml":  {Data: []byte("extends: ./base.yaml\nname: Path\n")},
	}
	l := NewLoader(Options{Embedded: fsys})
	v, d := l.Load("child")
	if v == nil || len(d) > 0 || v.SideToMove != rules.Black || v.Setup != "k1/2/1K" || v.Board.Files != 2 {
		t.Fatalf("child: %+v %v", v, d)
	}
	if _, d := l.Load("path"); !slices.Equal(codes(d), []string{CodeUnknownExtends}) || d[0].Pos.File != "presets/path.yaml" {
		t.Errorf("embedded preset extending a path: %v", d)
	}
	if _, d := l.Load("chess"); !slices.Equal(codes(d), []string{CodeUnknownPreset}) {
		t.Errorf("chess is not among the replaced presets: %v", d)
	}
}

func TestEditDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		d    int
	}{
		{"", "", 0}, {"a", "", 1}, {"boad", "board", 1}, {"kitten", "sitting", 3}, {"flaw", "lawn", 2},
		// A transposition of neighbours is one edit: boadr -> board swaps d and r.
		{"boadr", "board", 1}, {"ab", "ba", 1}, {"setpu", "setup", 1},
		// Optimal string alignment: "ca" -> "abc" is 3 (no substring edited twice).
		{"ca", "abc", 3},
	} {
		if got := editDistance(c.a, c.b); got != c.d {
			t.Errorf("editDistance(%q, %q) = %d, want %d", c.a, c.b, got, c.d)
		}
	}
	if s := suggest("xyz", topKeys); s != "" {
		t.Errorf("suggest(xyz) = %q", s)
	}
	// boadr: Levenshtein 2, more than the limit of 1 for a 5-letter word; one
	// transposition finds board.
	if s := suggest("boadr", topKeys); s != "board" {
		t.Errorf("suggest(boadr) = %q, want board", s)
	}
	if s := suggest("self", []string{"self", "chess"}); s != "" {
		t.Errorf("suggest(self) offers itself: %q", s)
	}
}

// yamlBreaks turns every YAML line break (as the library counts them) into "\n".
var yamlBreaks = strings.NewReplacer("\r\n", "\n", "\r", "\n", "\u0085", "\n", "\u2028", "\n", "\u2029", "\n")

// FuzzLoad: no input panics, and every diagnostic about the input points into it.
// The seeds (the shipped presets and testdata/bad) run in plain go test.
func FuzzLoad(f *testing.F) {
	for _, pat := range []string{"../../presets/*.yaml", "testdata/bad/*.yaml"} {
		files, _ := filepath.Glob(pat)
		for _, p := range files {
			src, err := os.ReadFile(p)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(src)
		}
	}
	f.Add([]byte(""))
	f.Add([]byte("- a\n- b\n"))
	f.Add([]byte("extends: chess\nsetup: {array: \"\xc3\xa9/\"}\n"))
	l := NewLoader(Options{})
	f.Fuzz(func(t *testing.T, data []byte) {
		v, d := l.LoadData("fuzz.yaml", data)
		lines := strings.Count(yamlBreaks.Replace(string(data)), "\n") + 1
		for _, dg := range d {
			if dg.Pos.File == "fuzz.yaml" && (dg.Pos.Line < 1 || dg.Pos.Line > lines) {
				t.Errorf("diagnostic outside the input (%d lines): %v", lines, dg)
			}
			if dg.Code == "" || dg.Message == "" {
				t.Errorf("diagnostic without code or message: %#v", dg)
			}
		}
		if d.HasErrors() != (v == nil) {
			t.Errorf("variant %v with errors=%v", v != nil, d.HasErrors())
		}
	})
}

// TestBadValueHints: a bad-value diagnostic's hint fits its message: an empty name
// is told to write some text, not to "use one of the values in the message" (there
// are none); a value outside a set keeps that hint, with the set in the message.
func TestBadValueHints(t *testing.T) {
	src := "extends: chess\nname: Hints\npieces:\n  K: {name: \"\"}\nsetup: {side_to_move: red}\n"
	_, _, d := NewLoader(Options{}).CheckData("hints.yaml", []byte(src))
	var got []string
	for _, dg := range d {
		got = append(got, fmt.Sprintf("%d:%d %s | %s | %s", dg.Pos.Line, dg.Pos.Col, dg.Code, dg.Message, dg.Hint))
	}
	// K's name "" is at line 4, column 13 (after `  K: {name: `); red at line 5,
	// column 23 (after `setup: {side_to_move: `).
	want := []string{
		"4:13 bad-value | piece K name must not be empty | write some text here, or leave the key out where it is optional",
		`5:23 bad-value | setup.side_to_move is "red"; it must be one of white, black | use one of the values in the message`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// billionLaughs builds the classic alias bomb: 12 levels of 10 aliases each, 10^12
// strings if expanded.
func billionLaughs() *strings.Builder {
	var b strings.Builder
	b.WriteString("extends: chess\nname: Bomb\nmeta:\n  notes: &a0 \"lol\"\n")
	for i := 1; i <= 12; i++ {
		fmt.Fprintf(&b, "  x%d: &a%d [", i, i)
		for j := 0; j < 10; j++ {
			if j > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "*a%d", i-1)
		}
		b.WriteString("]\n")
	}
	b.WriteString("description: *a12\n")
	return &b
}

// TestScalarFileNotQuoted: a file that is one line of text is no preset
// (wrong-kind at 1:1), and its text is not quoted in the message: a preset a log
// names may point anywhere a .yaml name reaches (a token file).
func TestScalarFileNotQuoted(t *testing.T) {
	p := filepath.Join(t.TempDir(), "token.yaml")
	if err := os.WriteFile(p, []byte("TOKEN-0123456789\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, ds := NewLoader(Options{}).Load(p)
	found := false
	for _, d := range ds {
		if strings.Contains(d.Message, "TOKEN-0123456789") || strings.Contains(d.Hint, "TOKEN-0123456789") {
			t.Errorf("%s: the file's text is quoted", d.Message)
		}
		found = found || d.Code == CodeWrongKind && d.Pos.Line == 1 && d.Pos.Col == 1
	}
	if !found {
		t.Errorf("diagnostics %v; want wrong-kind at 1:1", ds)
	}
}

// TestReadErrorShippedName: `courier check chess` names a shipped preset where a
// file is read; the read error says so and how to get its YAML, instead of only
// "no such file".
func TestReadErrorShippedName(t *testing.T) {
	d := ReadError("chess", &fs.PathError{Op: "open", Path: "chess", Err: fs.ErrNotExist})
	if !strings.Contains(d.Message, "chess is a shipped preset, not a file") || !strings.Contains(d.Message, "courier preset show chess") {
		t.Errorf("message %q: want it to say chess is a shipped preset and how to get its file", d.Message)
	}
	d = ReadError(filepath.Join(t.TempDir(), "chess"), &fs.PathError{Op: "open", Err: fs.ErrNotExist})
	if strings.Contains(d.Message, "shipped preset") {
		t.Errorf("a path is no preset name: %q", d.Message)
	}
}
