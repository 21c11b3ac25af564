package preset

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/diag"
)

// TestSyntaxColumns: a YAML syntax error is placed at a line and column found from
// the library's message and the text (the library gives a line, often the wrong
// one, and never a column). Each position below is counted by hand.
func TestSyntaxColumns(t *testing.T) {
	for _, c := range []struct {
		src       string
		line, col int
		sub       string // in the message
	}{
		// The tester's truncated file: the '{' of line 3, column 8 is never closed;
		// the '}' belongs after "8", column 17 (`board: {files: 8` is 16 characters).
		{"name: X\nextends: chess\nboard: {files: 8\n", 3, 17, "the '{' at line 3, column 8 is not closed at the end of input"},
		// A '[' closed by '}': at the '}' (column 22 of `pieces: {K: [unclosed}`).
		{"name: X\npieces: {K: [unclosed}\n", 2, 22, "found '}', but the '[' at line 2, column 13 is still open"},
		// A flow sequence running into the next line, then the end of input: after
		// the last character, the 'y' of `name: y` (column 7), so column 8.
		{"name: X\nboard: [1, 2\nname: y\n", 3, 8, "the '[' at line 2, column 8 is not closed"},
		// "a: b: c": the second ':' (column 5).
		{"name: X\na: b: c\n", 2, 5, "mapping values are not allowed"},
		// A line indented under a scalar value: its ':' (column 8 of `   side: y`).
		{"name: X\nsetup:\n  array: x\n   side: y\n", 4, 8, "mapping values are not allowed"},
		// A key indented less than its siblings: line 4, its first character.
		{"name: X\nsetup:\n  array: x\n side: y\n", 4, 2, "did not find expected key"},
		// A key without ':': its first character.
		{"name: X\nkey\nother: 1\n", 2, 1, "could not find expected ':'"},
		// '@' cannot start a token: column 6 of `foo: @bar`.
		{"name: X\nfoo: @bar\n", 2, 6, "cannot start any token"},
		// A tab in the indentation: column 1.
		{"name: X\n\tfoo: 1\n", 2, 1, "tab character"},
		// An unclosed quote: at the quote (column 6 of `foo: "abc`).
		{"name: X\nfoo: \"abc\n", 2, 6, `the quoted text opened here with " is not closed`},
		// An unknown escape: the backslash, column 8 of `foo: "a\qb"`.
		{"name: X\nfoo: \"a\\qb\"\n", 2, 8, "unknown escape"},
		// A stray ']' after a flow sequence: column 12 of `foo: [a, b]]`.
		{"name: X\nfoo: [a, b]]\n", 2, 12, "did not find expected key"},
		// Text after a quoted scalar: the 'y', column 10 of `foo: "x" y`.
		{"name: X\nfoo: \"x\" y\n", 2, 10, "did not find expected key"},
		// A ']' where a value belongs: column 6 of `foo: ]`.
		{"name: X\nfoo: ]\n", 2, 6, "did not find expected node content"},
		// A value that is an unclosed '[' at the end of input: after it, column 8 of
		// `name: [`.
		{"name: [\n", 1, 8, "did not find expected node content (the '[' at line 1, column 7 is not closed"},
		// A control character (U+0001): column 7 of `foo: a\x01b`.
		{"name: X\nfoo: a\x01b\n", 2, 7, "control characters"},
		// Brackets inside a plain scalar and a block scalar are no flow collection;
		// the '{' of line 4 is.
		{"name: a[1]\nfoo: |\n  {[\nbar: {x: 1\n", 4, 11, "the '{' at line 4, column 6"},
	} {
		_, d := NewLoader(Options{}).LoadData("x.yaml", []byte(c.src))
		if len(d) != 1 || d[0].Code != CodeYAMLSyntax || d[0].Pos != (diag.Pos{File: "x.yaml", Line: c.line, Col: c.col}) || !strings.Contains(d[0].Message, c.sub) {
			t.Errorf("%q:\n got %v\nwant x.yaml:%d:%d: ...%s...", c.src, d, c.line, c.col, c.sub)
		}
	}
}

// TestScanFlowValid: the bracket and quote scan finds no problem in valid YAML
// (the shipped presets and every test preset the library parses).
func TestScanFlowValid(t *testing.T) {
	var files []string
	for _, pat := range []string{"../../presets/*.yaml", "testdata/bad/*.yaml"} {
		f, _ := filepath.Glob(pat)
		files = append(files, f...)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, d := NewLoader(Options{}).LoadData(f, src); hasCode(d, CodeYAMLSyntax) {
			continue
		}
		if fp := scanFlow(splitLines(src)); fp.kind != "" {
			t.Errorf("%s: scanFlow finds %+v in valid YAML", f, fp)
		}
	}
}

func hasCode(d diag.List, code string) bool {
	for _, dg := range d {
		if dg.Code == code {
			return true
		}
	}
	return false
}

// TestReadErrorWholeFile: a file that cannot be read has no line or column; its
// message starts with "(file)" to say the whole file is meant, and a symbolic link
// to nothing says so.
func TestReadErrorWholeFile(t *testing.T) {
	dir := t.TempDir()
	link := filepath.Join(dir, "dangling.yaml")
	if err := os.Symlink(filepath.Join(dir, "nowhere.yaml"), link); err != nil {
		t.Skip(err)
	}
	_, d := Load(link, Options{})
	want := diag.Diagnostic{Pos: diag.Pos{File: link}, Severity: diag.Error, Code: CodeReadError,
		Message: "(file) cannot read the preset: no such file or directory (a symbolic link to a file that does not exist)"}
	if len(d) != 1 || d[0] != want {
		t.Errorf("got %#v\nwant %#v", d, want)
	}
	if got := Reason(d[0]); got != "cannot read the preset: no such file or directory (a symbolic link to a file that does not exist)" {
		t.Errorf("Reason = %q", got)
	}
}
