package detect_test

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/detect"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
)

// BenchmarkArchive is Detect on each game of the 7,418-game archive (its
// move text read beforehand), one thread.
func BenchmarkArchive(b *testing.B) {
	var games [][]gamefile.Line
	for _, name := range []string{"Korchnoi.pgn", "Carlsen.pgn"} {
		f, err := os.Open(filepath.Join("..", "..", "..", "..", "shared", "pgn", name))
		if err != nil {
			b.Skipf("real game files not present: %v", err)
		}
		rd := gamefile.NewReader(f, name)
		for {
			g, err := rd.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			games = append(games, g.Movetext)
		}
		f.Close()
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, g := range games {
			detect.Detect(g)
		}
	}
}
