package replay_test

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/replay"
)

// wantRE finds an expected diagnostic written into a fixture after a move, in the
// manner of go/parser's ERROR comments: `// want "code"` (Game Courier) or
// `; want "code"` (PGN).
var wantRE = regexp.MustCompile(`(?://|;) *want "([a-z-]+)"`)

// TestWantFixtures replays the project's own fixtures (testdata/want): every
// error-severity diagnostic must sit on a line whose want comment names its code,
// and every want comment must be met. The fixtures need nothing outside the
// repository.
func TestWantFixtures(t *testing.T) {
	files, _ := filepath.Glob("testdata/want/*")
	if len(files) == 0 {
		t.Fatal("no fixtures")
	}
	e := replay.New(replay.Options{})
	for _, f := range files {
		want := map[int]string{} // line -> code
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		for n := 1; sc.Scan(); n++ {
			if m := wantRE.FindStringSubmatch(sc.Text()); m != nil {
				want[n] = m[1]
			}
		}
		fh.Close()
		met := map[int]bool{}
		for _, r := range run(t, e, f) {
			for _, d := range r.Diags {
				if code, ok := want[d.Pos.Line]; ok && code == d.Code {
					met[d.Pos.Line] = true
					continue
				}
				if d.Severity == diag.Error {
					t.Errorf("%s: unexpected %v", f, d)
				}
			}
		}
		for line, code := range want {
			if !met[line] {
				t.Errorf("%s:%d: want %q, not reported", f, line, code)
			}
		}
	}
}
