package baseline

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestMatchAndGone(t *testing.T) {
	path := filepath.Join(t.TempDir(), "b.json")
	a := Entry{File: "x.pgn", Game: 2, Code: "no-path", Hash: "aaaa", Message: "m"}
	dup := Entry{File: "x.pgn", Game: 5, Code: "no-path", Hash: "aaaa"}
	b := Entry{File: "y.pgn", Game: 1, Code: "ambiguous", Hash: "bbbb"}
	if err := WriteFile(path, []Entry{b, dup, a}); err != nil {
		t.Fatal(err)
	}
	bl, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if bl.Len() != 3 {
		t.Fatalf("Len %d, want 3", bl.Len())
	}
	// the game number does not take part: a game that moved is still known
	if !bl.Match(Entry{File: "x.pgn", Game: 9, Code: "no-path", Hash: "aaaa"}) {
		t.Error("a moved game is not known")
	}
	// another code, file or hash is new
	for _, e := range []Entry{{File: "x.pgn", Code: "ambiguous", Hash: "aaaa"}, {File: "z.pgn", Code: "no-path", Hash: "aaaa"}, {File: "x.pgn", Code: "no-path", Hash: "cccc"}} {
		if bl.Match(e) {
			t.Errorf("%+v matched", e)
		}
	}
	// recorded twice: matched twice, not three times
	if !bl.Match(a) || bl.Match(a) {
		t.Error("the second record of x.pgn/no-path/aaaa: want one more match, then none")
	}
	gone := bl.Gone()
	if len(gone) != 1 || gone[0].File != "y.pgn" {
		t.Errorf("Gone = %+v, want the y.pgn finding", gone)
	}
}

func TestWriteSorted(t *testing.T) {
	var buf bytes.Buffer
	if err := Write(&buf, []Entry{{File: "b", Game: 1, Code: "c"}, {File: "a", Game: 2, Code: "c"}, {File: "a", Game: 1, Code: "z"}}); err != nil {
		t.Fatal(err)
	}
	s := buf.String()
	if i, j, k := strings.Index(s, `"game": 1,
      "code": "z"`), strings.Index(s, `"game": 2`), strings.Index(s, `"file": "b"`); !(i >= 0 && i < j && j < k) {
		t.Errorf("not sorted by file, game:\n%s", s)
	}
	buf.Reset()
	if err := Write(&buf, nil); err != nil || !strings.Contains(buf.String(), `"findings": []`) {
		t.Errorf("empty baseline: %v %s", err, buf.String())
	}
}

func TestReadErrors(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{"syntax.json": "{\"version\": 1,", "v2.json": `{"version": 2, "findings": []}`} {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(text), 0o644)
		if _, err := Read(p); err == nil || !strings.Contains(err.Error(), p) {
			t.Errorf("%s: %v, want an error naming the file", name, err)
		}
	}
	if _, err := Read(filepath.Join(dir, "missing.json")); !os.IsNotExist(err) {
		t.Errorf("missing: %v", err)
	}
}
