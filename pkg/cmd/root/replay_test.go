package root

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The replay contract (DESIGN.md): exit 0 nothing found, 1 findings, 2 usage, 3 an
// input that cannot be read; JSON Lines with the fixed fields; text diagnostics as
// file:line:col: message (code).
func TestReplayContract(t *testing.T) {
	noEnv(t)
	dir := t.TempDir()
	okLog := filepath.Join(dir, "ok.gc")
	badLog := filepath.Join(dir, "bad.pgn")
	write := func(p, s string) {
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(okLog, "[Variant \"chess\"]\n\nP e2-e4  p e7-e5\n")
	// chess's castling squares do not fit a 4x4 board
	badPreset := filepath.Join(dir, "tiny.yaml")
	write(badPreset, "name: Tiny\nextends: chess\nboard: {files: 4, ranks: 4}\nsetup:\n  array: k3/4/4/3K\n")
	// ply 3 (2. Ke3) is illegal: line 3, column 13 ("1. e4 e5 2. " is 12 characters)
	write(badLog, "[Variant \"chess\"]\n\n1. e4 e5 2. Ke3 Nc6\n")

	for _, tc := range []struct {
		args []string
		code int
	}{
		{[]string{"replay", okLog}, 0},
		{[]string{"replay", okLog, badLog}, 1},
		{[]string{"replay"}, 2},
		{[]string{"replay", "--preset", "no-such-preset", okLog}, 2},
		// an invalid preset is a finding, as courier check says (DESIGN.md: exit 1)
		{[]string{"replay", "--preset", badPreset, okLog}, 1},
		{[]string{"replay", "--without", "no_such_rule", okLog}, 2},
		{[]string{"replay", "-o", "xml", okLog}, 2},
		{[]string{"replay", filepath.Join(dir, "missing.pgn")}, 3},
	} {
		code, _, stderr := courier(t, tc.args...)
		if code != tc.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", tc.args, code, tc.code, stderr)
		}
	}

	code, stdout, _ := courier(t, "replay", badLog)
	if code != 1 || !strings.Contains(stdout, badLog+":3:13: ") || !strings.Contains(stdout, "(no-path)") {
		t.Errorf("text diagnostic: %q", stdout)
	}

	code, stdout, _ = courier(t, "replay", "-o", "json", okLog, badLog)
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	if code != 1 || len(lines) != 2 {
		t.Fatalf("json: exit %d, %d lines: %q", code, len(lines), stdout)
	}
	var g struct {
		File    string `json:"file"`
		Game    int    `json:"game"`
		Line    int    `json:"line"`
		Variant string `json:"variant"`
		Plies   int    `json:"plies"`
		Status  string `json:"status"`
		Error   *struct {
			Ply     int      `json:"ply"`
			Line    int      `json:"line"`
			Col     int      `json:"col"`
			Text    string   `json:"text"`
			Code    string   `json:"code"`
			Message string   `json:"message"`
			FEN     string   `json:"fen"`
			Legal   []string `json:"legal"`
		} `json:"error"`
		Result struct {
			Claimed, Computed, Termination string
			Mismatch                       bool
		} `json:"result"`
		Events []map[string]any `json:"events"`
	}
	if err := json.Unmarshal([]byte(lines[1]), &g); err != nil {
		t.Fatal(err)
	}
	e := g.Error
	// After 1. e4 e5 White has 29 legal moves: Ke2; the queen's e2 f3 g4 h5 (4); the
	// bishop's e2 d3 c4 b5 a6 (5); Na3 Nc3 Ne2 Nf3 Nh3 (5); two steps for each of
	// the seven pawns left on rank 2 (14); e4 is blocked. 1+4+5+5+14 = 29.
	if g.File != badLog || g.Game != 1 || g.Line != 1 || g.Variant != "chess" || g.Plies != 2 || g.Status != "illegal" ||
		e == nil || e.Ply != 3 || e.Line != 3 || e.Col != 13 || e.Text != "Ke3" || e.Code != "no-path" ||
		e.FEN != "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2" || len(e.Legal) != 29 {
		t.Errorf("json game: %+v %+v", g, e)
	}
}
