package detect_test

import (
	"path/filepath"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/detect"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/pgn"
)

// BenchmarkArchive is Detect on each game of the 7,418-game archive (its
// move text read beforehand), one thread.
func BenchmarkArchive(b *testing.B) {
	games := archiveMovetexts(b)
	b.ReportAllocs()
	for b.Loop() {
		for _, g := range games {
			detect.Detect(g)
		}
	}
}

// BenchmarkArchiveTokens is the notation of each game of the archive as a
// replay reading SAN finds it: the move text tokenized, then SANFromTokens
// (falling back to Detect where it does not decide); and, for comparison,
// Detect before tokenizing.
func BenchmarkArchiveTokens(b *testing.B) {
	games := archiveMovetexts(b)
	var toks []pgn.Token
	b.Run("tokens", func(b *testing.B) {
		for b.Loop() {
			for _, g := range games {
				toks, _ = pgn.AppendTokens(toks[:0], g)
				if !detect.SANFromTokens(g, len(g), toks) {
					detect.Detect(g)
				}
			}
		}
	})
	b.Run("detect", func(b *testing.B) {
		for b.Loop() {
			for _, g := range games {
				detect.Detect(g)
				toks, _ = pgn.AppendTokens(toks[:0], g)
			}
		}
	})
}

// archiveMovetexts reads the move text of each game of the 7,418-game archive
// (../shared/pgn/Korchnoi.pgn and Carlsen.pgn); it skips b without them.
func archiveMovetexts(b *testing.B) [][]gamefile.Line {
	b.Helper()
	var texts [][]gamefile.Line
	for _, name := range []string{"Korchnoi.pgn", "Carlsen.pgn"} {
		games, err := readGames(b, filepath.Join("..", "..", "..", "..", "shared", "pgn", name))
		if err != nil {
			b.Skipf("real game files not present: %v", err)
		}
		for _, g := range games {
			texts = append(texts, g.Movetext)
		}
	}
	return texts
}
