package replay_test

import (
	"io"
	"os"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// BenchmarkArchive replays ../shared/pgn/Korchnoi.pgn (4,567 real orthodox games) on
// one goroutine: go test -bench Archive -cpuprofile cpu.out ./pkg/replay
func BenchmarkArchive(b *testing.B) {
	path := sharedDir + "/pgn/Korchnoi.pgn"
	if _, err := os.Stat(path); err != nil {
		b.Skip("shared archive not found")
	}
	for i := 0; i < b.N; i++ {
		e := replay.New(replay.Options{Preset: "chess"})
		games := 0
		e.Run([]replay.Source{{Name: path, Open: func() (io.Reader, error) { return os.Open(path) }}}, 1,
			func(r *replay.Result) { games++ }, nil)
		b.ReportMetric(float64(games)/b.Elapsed().Seconds()*float64(i+1), "games/s")
	}
}
