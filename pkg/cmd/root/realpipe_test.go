package root

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestRealPipe builds courier and runs `courier replay -o json ARCHIVE | head -1`
// in a shell: head gets one JSON line, stderr stays empty and courier's exit
// status (bash's PIPESTATUS) is 3. ARCHIVE is ../shared/pgn/Korchnoi.pgn when
// present, else 5,000 generated games. Not with -short (it builds the binary).
func TestRealPipe(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: skips building the binary")
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	if _, err := exec.LookPath("head"); err != nil {
		t.Skip("no head")
	}
	root, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	archive := filepath.Join(root, "..", "shared", "pgn", "Korchnoi.pgn")
	if _, err := os.Stat(archive); err != nil {
		t.Log("../shared/pgn/Korchnoi.pgn absent: 5,000 generated games instead")
		archive = filepath.Join(t.TempDir(), "big.pgn")
		if err := os.WriteFile(archive, []byte(strings.Repeat("[Variant \"chess\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n", 5000)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	bin := filepath.Join(t.TempDir(), "courier")
	build := exec.Command(gobin, "build", "-o", bin, "./cmd/courier")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	cmd := exec.Command(bash, "-c", `"$0" replay -o json "$1" | head -1; echo "status ${PIPESTATUS[0]}"`, bin, archive)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("the pipe: %v\n%s", err, stderr.String())
	}
	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], `{"file":`) || lines[1] != "status 3" || stderr.Len() != 0 {
		t.Errorf("courier replay -o json | head -1: stdout %q, stderr %q; want one JSON line, status 3, no stderr", stdout.String(), stderr.String())
	}
}
