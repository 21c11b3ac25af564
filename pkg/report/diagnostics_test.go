package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/diag"
)

var sample = FileReport{File: "p.yaml", ID: "p", Status: StatusInvalid, Diags: diag.List{
	{Pos: diag.Pos{File: "p.yaml", Line: 2, Col: 15}, Severity: diag.Error, Code: "betza-syntax", Message: `piece X betza "Wx": unexpected 'x'`},
	{Pos: diag.Pos{File: "p.yaml", Line: 3, Col: 1}, Severity: diag.Warning, Code: "unknown-key", Message: `unknown key "boad"`, Hint: "known keys: board"},
	{Pos: diag.Pos{File: "p.yaml"}, Severity: diag.Note, Code: "too-many-diagnostics", Message: "1 more, 50%"},
}}

const sampleSrc = "name: x\npieces: {X: {betza: Wx}}\n\tboad: 1\n"

func write(t *testing.T, dw *DiagWriter, fr FileReport) string {
	t.Helper()
	var b bytes.Buffer
	dw.W = &b
	if err := dw.Write(fr); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestText(t *testing.T) {
	got := write(t, &DiagWriter{Format: "text"}, sample)
	want := `p.yaml:2:15: piece X betza "Wx": unexpected 'x' (betza-syntax)
p.yaml:3:1: warning: unknown key "boad" (unknown-key)
	hint: known keys: board
p.yaml: note: 1 more, 50% (too-many-diagnostics)
`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestTextSnippets(t *testing.T) {
	dw := &DiagWriter{Format: "text", Snippets: true, Source: func(f string) []byte {
		if f == "p.yaml" {
			return []byte(sampleSrc)
		}
		return nil
	}}
	got := write(t, dw, sample)
	// The caret of 3:1 sits under the tab itself (column 1); the tab of line 3 is
	// kept in the source line.
	want := "p.yaml:2:15: piece X betza \"Wx\": unexpected 'x' (betza-syntax)\n" +
		"    pieces: {X: {betza: Wx}}\n" +
		"                  ^\n" +
		"p.yaml:3:1: warning: unknown key \"boad\" (unknown-key)\n" +
		"    \tboad: 1\n" +
		"    ^\n" +
		"\thint: known keys: board\n" +
		"p.yaml: note: 1 more, 50% (too-many-diagnostics)\n"
	if got != want {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
}

func TestSnippetTabAndLongLine(t *testing.T) {
	var b strings.Builder
	Snippet(&b, "\ta:\tb", 5)
	if want := "    \ta:\tb\n    \t  \t^\n"; b.String() != want {
		t.Errorf("got %q want %q", b.String(), want)
	}
	b.Reset()
	Snippet(&b, strings.Repeat("x", 300)+"Y", 301)
	lines := strings.Split(b.String(), "\n")
	// 200 characters are kept, ending with the Y at column 301; the caret under it.
	if len(lines[0]) != 4+200 || !strings.HasSuffix(lines[0], "Y") || len(lines[1]) != 4+199+1 || !strings.HasSuffix(lines[1], "^") {
		t.Errorf("got %q", b.String())
	}
}

func TestSourceLine(t *testing.T) {
	src := []byte("a\r\nb\rc\u2028d\n")
	for n, want := range map[int]string{1: "a", 2: "b", 3: "c", 4: "d", 5: ""} {
		if got, ok := SourceLine(src, n); !ok || got != want {
			t.Errorf("line %d: %q %v, want %q", n, got, ok, want)
		}
	}
	if _, ok := SourceLine(src, 6); ok {
		t.Error("line 6 exists")
	}
}

func TestJSON(t *testing.T) {
	dw := &DiagWriter{Format: "json"}
	got := write(t, dw, sample)
	want := `{"file":"p.yaml","id":"p","status":"invalid","errors":1,"warnings":1,"accepted":0,"diagnostics":[` +
		`{"file":"p.yaml","line":2,"col":15,"severity":"error","code":"betza-syntax","message":"piece X betza \"Wx\": unexpected 'x'"},` +
		`{"file":"p.yaml","line":3,"col":1,"severity":"warning","code":"unknown-key","message":"unknown key \"boad\"","hint":"known keys: board"},` +
		`{"file":"p.yaml","line":0,"col":0,"severity":"note","code":"too-many-diagnostics","message":"1 more, 50%"}]}` + "\n"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	got = write(t, dw, FileReport{File: "ok.yaml", Status: StatusValid, Accepted: 2})
	if want := `{"file":"ok.yaml","id":"","status":"ok","errors":0,"warnings":0,"accepted":2,"diagnostics":[]}` + "\n"; got != want {
		t.Errorf("got %s want %s", got, want)
	}
}

func TestGitHub(t *testing.T) {
	fr := sample
	fr.Diags = append(diag.List{{Pos: diag.Pos{File: "a,b:c.yaml", Line: 1, Col: 2}, Code: "x", Message: "two\nlines"}}, sample.Diags...)
	got := write(t, &DiagWriter{Format: "github"}, fr)
	want := "::error file=a%2Cb%3Ac.yaml,line=1,col=2,title=x::two%0Alines\n" +
		"::error file=p.yaml,line=2,col=15,title=betza-syntax::piece X betza \"Wx\": unexpected 'x'\n" +
		"::warning file=p.yaml,line=3,col=1,title=unknown-key::unknown key \"boad\" (hint: known keys: board)\n" +
		"::notice file=p.yaml,title=too-many-diagnostics::1 more, 50%25\n"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestJSONAlwaysID: a file whose id is unknown (a YAML syntax error) still has the
// id key, empty: the object's shape is fixed (docs/ci.md).
func TestJSONAlwaysID(t *testing.T) {
	var b strings.Builder
	w := &DiagWriter{W: &b, Format: "json"}
	if err := w.Write(FileReport{File: "x.yaml", Status: StatusInvalid}); err != nil {
		t.Fatal(err)
	}
	want := `{"file":"x.yaml","id":"","status":"invalid","errors":0,"warnings":0,"accepted":0,"diagnostics":[]}` + "\n"
	if b.String() != want {
		t.Errorf("got %s want %s", b.String(), want)
	}
}
