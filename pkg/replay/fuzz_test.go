package replay_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/replay"
)

// FuzzReplay feeds arbitrary log text through the whole replay (reader, notation
// detection, move matching, rules): it must never panic, and every diagnostic must
// point inside the input. Seeds: the want fixtures (go test runs them).
func FuzzReplay(f *testing.F) {
	files, _ := filepath.Glob("testdata/want/*")
	for _, p := range files {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(string(b))
		}
	}
	f.Add("[Variant \"symmetric\"]\n\n1. e2e4 e7e5 2. c1c2 g8g7 3. O-O-O\n")
	f.Add("[Variant \"cowardly-crew\"]\n\nP e2-e4; N-d6; capture e7; @-c4 dest origin\n")
	f.Add("[Variant \"shogi\"]\n\n1. g3g4 c7c6 2. h2c2 P@e5 3. b2h8+ b8b7 *\n")
	f.Add("[Variant \"giveaway\"]\n[FEN \"r3k2r/p6p/8/8/8/1p6/P6P/R3K2R w KQkq - 0 1\"]\n\n1. O-O axb3 { White resigns } 0-1\n")
	f.Add("[Variant \"crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 3. P@e4 N*f6 *\n")
	f.Add("[Variant \"atomic\"]\n[Termination \"unterminated\"]\n\n1. Nf3 e5 2. Nxe5 1-0\n")
	// FEN games in a row (read into one position's memory), a bad FEN between
	f.Add("[FEN \"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\"]\n\n1. Ra8# 1-0\n\n[FEN \"8/8/9/8 w - - 0 1\"]\n\n1. e4 *\n\n" +
		"[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O Kd7 *\n\n[Variant \"crazyhouse\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1\"]\n\n1. Q@e2 *\n")
	e := replay.New(replay.Options{Fallback: "chess"})
	f.Fuzz(func(t *testing.T, text string) {
		lines := strings.Count(text, "\n") + 1
		rd := gamefile.NewReader(strings.NewReader(text), "fuzz")
		for {
			raw, err := rd.Next()
			if err != nil {
				break
			}
			r := e.Replay("fuzz", raw)
			for _, d := range r.Diags {
				if d.Pos.Line < 1 || d.Pos.Line > lines || d.Pos.Col < 1 {
					t.Fatalf("diagnostic outside the input (%d lines): %v", lines, d)
				}
			}
		}
	})
}
