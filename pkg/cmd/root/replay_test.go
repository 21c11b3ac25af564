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

// TestReplayWarnings: -o json carries every warning and note of a game in its
// warnings array; -o github writes the warnings as ::warning (notes as ::notice
// with -v); text shows them as before. The game: the result token 0-1 contradicts
// the Result tag 1-0 (a warning at line 3, column 10, after ply 2).
func TestReplayWarnings(t *testing.T) {
	noEnv(t)
	log := filepath.Join(t.TempDir(), "w.pgn")
	if err := os.WriteFile(log, []byte("[Result \"1-0\"]\n\n1. e4 e5 0-1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, _ := courier(t, "replay", "-o", "json", log)
	var g struct {
		Status   string `json:"status"`
		Warnings []struct {
			Code, Severity, Message string
			Line, Col, Ply          int
		} `json:"warnings"`
	}
	if err := json.Unmarshal([]byte(stdout), &g); err != nil {
		t.Fatalf("%v: %q", err, stdout)
	}
	if code != 0 || g.Status != "ok" || len(g.Warnings) != 1 {
		t.Fatalf("exit %d: %+v", code, g)
	}
	w := g.Warnings[0]
	if w.Code != "result-token" || w.Severity != "warning" || w.Line != 3 || w.Col != 10 || w.Ply != 2 ||
		!strings.Contains(w.Message, "0-1") {
		t.Errorf("warning %+v", w)
	}
	_, stdout, _ = courier(t, "replay", "-o", "github", log)
	if !strings.HasPrefix(stdout, "::warning file="+log+",line=3,col=10,title=result-token::") {
		t.Errorf("github: %q", stdout)
	}
	_, stdout, _ = courier(t, "replay", log)
	if !strings.Contains(stdout, log+":3:10: warning: ") {
		t.Errorf("text: %q", stdout)
	}
}

// TestDefaultPreset: a game without a Variant tag is chess unless default_preset
// says otherwise: the flag, COURIER_DEFAULT_PRESET and the config key default_preset
// each take "none" (the game is unsupported: exit 1, no-variant) or a preset name.
func TestDefaultPreset(t *testing.T) {
	noEnv(t)
	log := filepath.Join(t.TempDir(), "plain.pgn")
	if err := os.WriteFile(log, []byte("1. e4 e5 2. Nf3 Nc6 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	check := func(what string, wantCode int, wantOut string, args ...string) {
		t.Helper()
		code, stdout, stderr := courier(t, append([]string{"replay"}, append(args, log)...)...)
		if code != wantCode || !strings.Contains(stdout+stderr, wantOut) {
			t.Errorf("%s: exit %d, want %d and %q:\n%s%s", what, code, wantCode, wantOut, stdout, stderr)
		}
	}
	check("no flag", 0, "1 game: 1 ok")
	check("--default-preset none", 1, "(no-variant)", "--default-preset", "none")
	check("--default-preset chess", 0, "1 game: 1 ok", "--default-preset", "chess")
	t.Setenv("COURIER_DEFAULT_PRESET", "none")
	check("COURIER_DEFAULT_PRESET=none", 1, "(no-variant)")
	check("the flag wins over the environment", 0, "1 game: 1 ok", "--default-preset", "chess")
	os.Unsetenv("COURIER_DEFAULT_PRESET")
	if err := os.WriteFile(".courier.yaml", []byte("default_preset: none\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	check("config default_preset: none", 1, "(no-variant)")
	if err := os.WriteFile(".courier.yaml", []byte("default_preset: nosuch\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	check("config default_preset: nosuch", 2, "--default-preset")
}
