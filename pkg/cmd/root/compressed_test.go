package root

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/iostreams"
)

// `courier replay archive.pgn.EXT` prints what `courier replay archive.pgn` does
// (the file named as given), for each compressed format, in text and JSON, from a
// path and from standard input; a directory walk picks the compressed logs up.
func TestReplayCompressed(t *testing.T) {
	dir, err := filepath.Abs("../../input/testdata")
	if err != nil {
		t.Fatal(err)
	}
	noEnv(t)
	plain := filepath.Join(dir, "archive.pgn")
	for _, format := range []string{"text", "json"} {
		wantCode, want, _ := courier(t, "replay", "-o", format, plain)
		// the archive's second game is illegal (2. Ke3): a finding
		if wantCode != 1 || !strings.Contains(want, "Ke3") {
			t.Fatalf("plain archive: exit %d, %q", wantCode, want)
		}
		for _, ext := range []string{".gz", ".bz2", ".xz", ".zst"} {
			name := plain + ext
			code, got, stderr := courier(t, "replay", "-o", format, name)
			if code != wantCode || strings.ReplaceAll(got, name, plain) != want {
				t.Errorf("%s -o %s: exit %d, output\n%s\nwant exit %d,\n%s\n(stderr %q)", ext, format, code, got, wantCode, want, stderr)
			}
			if !strings.Contains(got, name) {
				t.Errorf("%s: the diagnostics do not name the file as given: %q", ext, got)
			}
		}
	}
	// a zstd stream on standard input
	zst, err := os.ReadFile(plain + ".zst")
	if err != nil {
		t.Fatal(err)
	}
	_, want, _ := courier(t, "replay", "-o", "json", plain)
	ios, in, out, _ := iostreams.Test()
	in.Write(zst)
	if code := Main(ios, []string{"replay", "-o", "json", "-"}); code != 1 || strings.ReplaceAll(out.String(), `"file":"-"`, `"file":"`+plain+`"`) != want {
		t.Errorf("zstd on standard input: exit %d, %q, want %q", code, out.String(), want)
	}
	// the directory holds the plain archive and its four compressed copies: five
	// files of two games, one illegal each
	code, outDir, _ := courier(t, "replay", "-o", "json", dir)
	if n := strings.Count(outDir, `"status":"illegal"`); code != 1 || n != 5 {
		t.Errorf("directory: exit %d, %d illegal games, want 5:\n%s", code, n, outDir)
	}
}
