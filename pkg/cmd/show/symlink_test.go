package show

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestLogVariantSymlinkConfined: show --log reads a log's Variant path as replay
// does: a symbolic link beside the log that leads out of its directory is not
// followed, and the file outside (a token in an extends line, which an error
// would quote) appears in neither output stream nor the error.
func TestLogVariantSymlinkConfined(t *testing.T) {
	dir := t.TempDir()
	const token = "ghp_SECRET9876543210"
	if err := os.MkdirAll(filepath.Join(dir, "outside"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "logs"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "outside", "s.yaml"), []byte("extends: "+token+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("../outside/s.yaml", filepath.Join(dir, "logs", "x.yaml")); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	log := filepath.Join(dir, "logs", "g.pgn")
	if err := os.WriteFile(log, []byte("[Variant \"x.yaml\"]\n\n1. e4 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, err := run(t, ShowOptions{Log: log, Ply: 1})
	if err == nil {
		t.Fatalf("show --log through a link out of the log's folder worked: %s", out)
	}
	all := out + errOut + err.Error()
	if strings.Contains(all, "SECRET") {
		t.Errorf("the file outside was quoted: %s", all)
	}
	if !strings.Contains(all, "symbolic link") {
		t.Errorf("the refusal does not name the link: %s", all)
	}
}
