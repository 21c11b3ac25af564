package root

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/iostreams"
)

// Did-you-mean wherever a name is given: flags, --without values, Variant tags.
func TestDidYouMean(t *testing.T) {
	noEnv(t)
	log := filepath.Join(t.TempDir(), "v.gc")
	if err := os.WriteFile(log, []byte("[Variant \"symetric\"]\n\nP e2-e4\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"replay", "--basline", "x", log}, 2, "unknown flag: --basline (did you mean --baseline?)"},
		{[]string{"check", "--quite", "x"}, 2, "(did you mean --quiet?)"},
		{[]string{"replay", "--without", "castlin", log}, 2, `unknown rule module "castlin" (did you mean "castling"?)`},
		{[]string{"replay", log}, 1, `unknown variant "symetric": no shipped or user preset of that name (see ` + "`courier presets`" + `) (did you mean "symmetric"?)`},
	} {
		code, out, errOut := courier(t, tc.args...)
		if code != tc.code || !strings.Contains(out+errOut, tc.want) {
			t.Errorf("%v: exit %d, want %d and %q in\n%s%s", tc.args, code, tc.code, tc.want, out, errOut)
		}
	}
}

// --quiet prints only the findings: no warnings, notes, summary.
func TestQuiet(t *testing.T) {
	noEnv(t)
	dir := t.TempDir()
	log := filepath.Join(dir, "g.pgn")
	// a duplicate tag (a warning) and an illegal ply 3 (a finding)
	if err := os.WriteFile(log, []byte("[Variant \"chess\"]\n[Variant \"chess\"]\n\n1. e4 e5 2. Ke3 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := courier(t, "replay", log)
	if code != 1 || !strings.Contains(out, "(duplicate-tag)") || !strings.Contains(errOut, "1 game: ") {
		t.Fatalf("without -q: exit %d\n%s%s", code, out, errOut)
	}
	code, out, errOut = courier(t, "replay", "-q", log)
	if code != 1 || strings.Contains(out, "duplicate-tag") || !strings.Contains(out, "(no-path)") || strings.Contains(errOut, "1 game: ") {
		t.Errorf("-q: exit %d\nstdout %q\nstderr %q", code, out, errOut)
	}
	preset := filepath.Join(dir, "p.yaml")
	if err := os.WriteFile(preset, []byte("schema: 1\nid: q\nname: Q\nboard: {files: 99}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = courier(t, "check", "--quiet", preset)
	if code != 1 || strings.Contains(out, "warning:") || !strings.Contains(out, "(board-size)") || strings.Contains(errOut, "checked ") {
		t.Errorf("check -q: exit %d\nstdout %q\nstderr %q", code, out, errOut)
	}
}

// `courier check -` checks a preset on standard input, named "-".
func TestCheckStdin(t *testing.T) {
	noEnv(t)
	for _, tc := range []struct {
		text string
		code int
		want string
	}{
		{"name: Mine\nextends: chess\n", 0, ""},
		// board.files at line 3, column 16
		{"name: Bad\nextends: chess\nboard: {files: 99}\n", 1, "-:3:16: board.files is 99"},
	} {
		ios, in, out, errOut := iostreams.Test()
		in.WriteString(tc.text)
		code := Main(ios, []string{"check", "-"})
		if code != tc.code || !strings.Contains(out.String(), tc.want) || strings.Contains(out.String(), "id-mismatch") {
			t.Errorf("%q: exit %d, want %d\n%s%s", tc.text, code, tc.code, out, errOut)
		}
	}
}
