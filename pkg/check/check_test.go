package check

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
)

// wantRE matches "# want: CODE LINE:COL" with an optional "message substring".
var wantRE = regexp.MustCompile(`(?m)^#\s*want:\s*(\S+)\s+(\d+):(\d+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*$`)

type want struct {
	key string // "code line:col"
	sub string // a substring of the message, or ""
}

func wants(t *testing.T, src string) []want {
	t.Helper()
	var out []want
	for _, m := range wantRE.FindAllStringSubmatch(src, -1) {
		out = append(out, want{fmt.Sprintf("%s %s:%s", m[1], m[2], m[3]), strings.ReplaceAll(m[4], `\"`, `"`)})
	}
	if len(out) == 0 {
		t.Fatal("the file has no # want: comment")
	}
	return out
}

// corpus lists the broken presets: this package's testdata and pkg/preset's.
func corpus(t *testing.T) []string {
	var files []string
	for _, pat := range []string{"testdata/*.yaml", "../preset/testdata/bad/*.yaml"} {
		f, err := filepath.Glob(pat)
		if err != nil || len(f) == 0 {
			t.Fatalf("%s: no test files (%v)", pat, err)
		}
		files = append(files, f...)
	}
	return files
}

// TestCorpus checks every broken preset with the full checker and compares the
// diagnostics in that file with its "# want:" comments, exactly: code, line and
// column of each, and a message substring where one is given. Every error and
// warning carries a fix hint.
func TestCorpus(t *testing.T) {
	files := corpus(t)
	if len(files) < 40 {
		t.Errorf("the corpus has %d broken presets, want at least 40", len(files))
	}
	covered := map[string]bool{}
	l := preset.NewLoader(preset.Options{})
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			ws := wants(t, string(src))
			var res *Result
			// a work bound, not a timing: a broken preset is refused without
			// playing much (each of the corpus allocates about 1 MiB)
			if n := allocated(func() { res = File(l, f) }); n > 32<<20 {
				t.Errorf("check allocated %d MiB", n>>20)
			}
			var got, exp []string
			for _, d := range res.Diags {
				if d.Pos.File == f {
					got = append(got, fmt.Sprintf("%s %d:%d", d.Code, d.Pos.Line, d.Pos.Col))
				}
			}
			for _, w := range ws {
				exp = append(exp, w.key)
				covered[strings.Fields(w.key)[0]] = true
			}
			slices.Sort(got)
			slices.Sort(exp)
			if !slices.Equal(got, exp) {
				t.Errorf("diagnostics\n got %v\nwant %v\n%v", got, exp, res.Diags)
			}
			for _, w := range ws {
				if w.sub == "" {
					continue
				}
				found := false
				for _, d := range res.Diags {
					if fmt.Sprintf("%s %d:%d", d.Code, d.Pos.Line, d.Pos.Col) == w.key && strings.Contains(d.Message, w.sub) {
						found = true
					}
				}
				if !found {
					t.Errorf("no %s with a message containing %q:\n%v", w.key, w.sub, res.Diags)
				}
			}
			for _, d := range res.Diags {
				if d.Hint == "" && d.Severity != diag.Note {
					t.Errorf("no fix hint: %v", d)
				}
			}
			if res.Diags.HasErrors() != (res.Variant == nil) {
				t.Errorf("variant %v with errors=%v", res.Variant != nil, res.Diags.HasErrors())
			}
		})
	}
	for _, c := range Codes {
		if !covered[c] && c != CodeSmokeFEN && c != CodeSmokePerft {
			t.Errorf("no broken preset shows code %q", c)
		}
	}
}

// TestShippedPresetsCheck: every shipped preset passes the checker without a
// diagnostic, as a shipped preset and as a file of presets/. Modern's two
// bishops-same-colour warnings (RULES.md, Modern Chess: "all four bishops start on
// dark squares") are accepted in its check: section; modern-swap and modern-step,
// which do not inherit the acceptance, have rules that fix the bishops.
func TestShippedPresetsCheck(t *testing.T) {
	files, _ := filepath.Glob("../../presets/*.yaml")
	if len(files) != len(preset.Names()) {
		t.Fatalf("found %d shipped preset files, %d shipped presets", len(files), len(preset.Names()))
	}
	l := preset.NewLoader(preset.Options{})
	for _, f := range files {
		res := File(l, f)
		if len(res.Diags) > 0 || res.Variant == nil {
			t.Errorf("%s: %v", f, res.Diags)
		}
		var got []string
		for _, d := range res.Accepted {
			got = append(got, fmt.Sprintf("%s %s %d:%d", d.Severity, d.Code, d.Pos.Line, d.Pos.Col))
		}
		var want []string
		if filepath.Base(f) == "modern.yaml" {
			// setup.array is on line 22, its value from column 10: Black's c9 bishop
			// is character 2 of "rnbqkmbnr/...", White's c1 bishop character 42
			// (8 ranks of 10, 2 and 10 characters before "RNBMKQBNR": 40, then 2).
			want = []string{"warning bishops-same-colour 22:12", "warning bishops-same-colour 22:52"}
		}
		if filepath.Base(f) == "horde.yaml" || filepath.Base(f) == "racing-kings.yaml" {
			// setup.array on line 21, its value from column 10: the armies differ
			want = []string{"warning setup-asymmetric 21:10"}
		}
		if filepath.Base(f) == "chigorin.yaml" {
			// setup.array on line 20 from column 10: the warning points at its start
			want = []string{"warning setup-asymmetric 20:10"}
		}
		if filepath.Base(f) == "xiangqi.yaml" {
			// setup.array on line 36, its value from column 10: Black's elephant c10
			// and advisor d10 are characters 3 and 4 (columns 12, 13); White's last
			// rank "RNBAKABNR" starts at character 51 of the array, so its elephant
			// c1 and advisor d1 are at columns 62 and 63.
			want = []string{"warning bishops-same-colour 36:12", "warning bishops-same-colour 36:13",
				"warning bishops-same-colour 36:62", "warning bishops-same-colour 36:63"}
		}
		switch filepath.Base(f) {
		case "sortofalmost.yaml":
			// setup.array on line 18 from column 10: White's chancellor against Black's queen
			want = []string{"warning setup-asymmetric 18:10"}
		case "fox-and-hounds.yaml":
			// setup.array on line 22 from column 10 ("1h1h1h1h/..."): the armies differ,
			// and the first hound (b8) is its character 2 (column 11)
			want = []string{"warning setup-asymmetric 22:10", "warning bishops-same-colour 22:11"}
		case "torishogi.yaml":
			// setup.array on line 37 from column 10: Black's pheasant b7 is character
			// 2 (column 11); White's last rank "LPCKCPR" starts at character 39, so
			// its pheasant b1 is character 40 (column 49)
			want = []string{"warning bishops-same-colour 37:11", "warning bishops-same-colour 37:49"}
		case "spartan.yaml":
			// setup.array on line 35 from column 10: the armies differ (Persians and Spartans)
			want = []string{"warning setup-asymmetric 35:10"}
		case "manchu.yaml":
			// setup.array on line 21 from column 10: the armies differ; Black's
			// elephant c10 and advisor d10 are characters 3 and 4 (columns 12, 13);
			// White's last rank "M1BAKAB2" starts at character 47 of the array, so its
			// elephant c1 and advisor d1 are at columns 58 and 59
			want = []string{"warning setup-asymmetric 21:10", "warning bishops-same-colour 21:12",
				"warning bishops-same-colour 21:13", "warning bishops-same-colour 21:58", "warning bishops-same-colour 21:59"}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: accepted %v, want %v", f, got, want)
		}
	}
}

// TestUnreadable: a missing file is reported, marked unreadable, and has no position.
func TestUnreadable(t *testing.T) {
	p := filepath.Join(t.TempDir(), "missing.yaml")
	res := File(preset.NewLoader(preset.Options{}), p)
	if !res.Unreadable || len(res.Diags) != 1 || res.Diags[0].Code != preset.CodeReadError || res.Diags[0].Pos != (diag.Pos{File: p}) {
		t.Errorf("got %+v", res)
	}
	res = File(preset.NewLoader(preset.Options{}), t.TempDir())
	if !res.Unreadable {
		t.Errorf("a directory: %+v", res)
	}
}

// TestBareFileName: a file named like a shipped preset, given without a directory,
// is that file, not the shipped preset.
func TestBareFileName(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	if err := os.WriteFile("chess", []byte("name: [\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	res := File(preset.NewLoader(preset.Options{}), "chess")
	if len(res.Diags) != 1 || res.Diags[0].Code != preset.CodeYAMLSyntax || res.Diags[0].Pos.File != "chess" {
		t.Errorf("got %v", res.Diags)
	}
}

// TestSmokeOnShipped: the smoke tests pass and leave nothing behind on every
// shipped preset (perft(2) agrees with the move-by-move count).
func TestSmokeOnShipped(t *testing.T) {
	l := preset.NewLoader(preset.Options{})
	for _, id := range preset.Names() {
		r, v, d := l.Check(id)
		if v == nil {
			t.Fatalf("%s: %v", id, d)
		}
		if extra := Variant(r, v); len(extra) != 0 {
			t.Errorf("%s: %v", id, extra)
		}
	}
}

// TestInheritedStartProblem: a start position that an ancestor's setup makes legal
// and the preset's own side_to_move makes illegal is reported at the preset's key.
// base.yaml: Black's king on e8 faces White's queen on e4 (the e-file is open),
// Black to move: fine. child.yaml sets White to move: setup-check, found at the
// 'k' of base.yaml's array (line 4, value from column 10, the k is character 4:
// column 14), caused by child.yaml's side_to_move (line 3, column 9 of
// `setup: {side_to_move: white}`). base.yaml's own asymmetry warning stays there.
func TestInheritedStartProblem(t *testing.T) {
	dir := t.TempDir()
	base := filepath.Join(dir, "base.yaml")
	child := filepath.Join(dir, "child.yaml")
	for p, src := range map[string]string{
		base:  "name: Base\nextends: chess\nsetup:\n  array: rnbqkbnr/pppp1ppp/8/8/4Q3/8/PPPPPPPP/RNB1KBNR\n  side_to_move: black\n",
		child: "name: Child\nextends: base\nsetup: {side_to_move: white}\n",
	} {
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	l := preset.NewLoader(preset.Options{})
	if res := File(l, base); len(res.Diags) != 1 || res.Diags[0].Code != preset.CodeAsymmetric {
		t.Fatalf("base.yaml: %v", res.Diags)
	}
	want := fmt.Sprintf("%s:3:9: black, not to move, is in check at the start: white could take the king on e8 (inherited from %s:4:14; made invalid by setup.side_to_move in this preset) (setup-check) | change setup.array or setup.side_to_move", child, base)
	res := File(l, child)
	var got []string
	for _, d := range res.Diags {
		got = append(got, fmt.Sprintf("%s: %s (%s) | %s", d.Pos, d.Message, d.Code, d.Hint))
	}
	if len(got) != 2 || got[1] != want || res.Diags[0].Pos != (diag.Pos{File: base, Line: 4, Col: 10}) || res.Diags[0].Code != preset.CodeAsymmetric {
		t.Errorf("child.yaml:\n%s\nwant the asymmetry at %s:4:10 and\n%s", strings.Join(got, "\n"), base, want)
	}
	// --preset loading (Load) reports it at the same place.
	v, d := Load(l, child)
	if v != nil || len(d) != 1 || d[0].Pos != (diag.Pos{File: child, Line: 3, Col: 9}) || d[0].Code != CodeSetupCheck {
		t.Errorf("Load: %v", d)
	}
}

// TestLoadAttributes: --preset loading (Load) places a problem the preset causes in
// an inherited value as courier check does: tiny.yaml's board (line 3, its value
// at column 8, files at column 9) makes chess's castling squares (presets/chess.yaml
// line 32, e1 at column 16) invalid.
func TestLoadAttributes(t *testing.T) {
	dir := t.TempDir()
	tiny := filepath.Join(dir, "tiny.yaml")
	src := "extends: chess\nname: Tiny\nboard: {files: 4, ranks: 4}\nsetup: {array: rnbk/pppp/PPPP/RNBK}\n"
	if err := os.WriteFile(tiny, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	v, d := Load(preset.NewLoader(preset.Options{}), tiny)
	if v != nil || len(d) != 5 {
		t.Fatalf("got %v, %v", v, d)
	}
	for _, dg := range d {
		if dg.Code != preset.CodeBadSquare || dg.Pos != (diag.Pos{File: tiny, Line: 3, Col: 9}) {
			t.Errorf("not at tiny.yaml:3:9: %v", dg)
		}
	}
	if want := `"e1" is not a square of a 4x4 board (inherited from presets/chess.yaml:32:16; made invalid by board.files in this preset)`; !strings.Contains(d[0].Message, want) {
		t.Errorf("message %q, want %q", d[0].Message, want)
	}
	// The same as courier check.
	res := File(preset.NewLoader(preset.Options{}), tiny)
	for i := range d {
		if res.Diags[i].Pos != d[i].Pos || res.Diags[i].Message != d[i].Message {
			t.Errorf("check: %v, Load: %v", res.Diags[i], d[i])
		}
	}
}

// allocated runs f and returns the bytes it allocated.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestNotationOnShipped: in every shipped preset the notation invariant holds
// (smokeNotation): in the start position and after each of its moves, every legal
// move has its own SAN and coordinate text, and each reads back as the move.
func TestNotationOnShipped(t *testing.T) {
	for _, name := range preset.Names() {
		v, ds := preset.Load(name, preset.Options{})
		if ds.HasErrors() || v == nil {
			t.Fatalf("preset %s: %v", name, ds)
		}
		rs, err := position.Compile(v)
		if err != nil {
			t.Fatalf("compile %s: %v", name, err)
		}
		at := func(string) diag.Pos { return diag.Pos{File: name} }
		if d := smokeNotation(rs.Start(), at, time.Now().Add(time.Hour)); len(d) > 0 {
			t.Errorf("%s: %v", name, d)
		}
	}
}
