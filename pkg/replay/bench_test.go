package replay_test

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/replay"
)

// BenchmarkArchive replays ../shared/pgn/Korchnoi.pgn (4,567 real orthodox games) on
// one goroutine: go test -bench Archive -cpuprofile cpu.out ./pkg/replay
func BenchmarkArchive(b *testing.B) {
	path := sharedDir + "/pgn/Korchnoi.pgn"
	if _, err := os.Stat(path); err != nil {
		b.Skip("shared archive not found")
	}
	for b.Loop() {
		e := replay.New(replay.Options{Preset: "chess"})
		games := 0
		e.Run([]replay.Source{{Name: path, Open: func() (io.Reader, error) { return os.Open(path) }}}, 1,
			func(r *replay.Result) { games++ }, nil)
		if games != korchnoiGames {
			b.Fatalf("%d games replayed, the archive holds %d", games, korchnoiGames)
		}
	}
	b.ReportMetric(float64(korchnoiGames*b.N)/b.Elapsed().Seconds(), "games/s")
}

// korchnoiGames is the number of games of Korchnoi.pgn (../shared/pgn/README.md).
const korchnoiGames = 4567

// knightShuffle returns one game of plies plies (a multiple of 4) in SAN, ten
// moves to a line: 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 ... and the result token *.
func knightShuffle(plies int) string {
	var b strings.Builder
	b.Grow(plies * 7)
	b.WriteString("[Event \"knight shuffle\"]\n[Result \"*\"]\n\n")
	w := [2]string{"Nf3", "Ng1"}
	k := [2]string{"Nf6", "Ng8"}
	for m := 0; m < plies/2; m++ {
		b.WriteString(strconv.Itoa(m + 1))
		b.WriteString(". ")
		b.WriteString(w[m%2])
		b.WriteByte(' ')
		b.WriteString(k[m%2])
		if m%10 == 9 {
			b.WriteByte('\n')
		} else {
			b.WriteByte(' ')
		}
	}
	b.WriteString("*\n")
	return b.String()
}

// BenchmarkLongGame replays one game of 10^4, 10^5 and 10^6 plies (a knight
// shuffle) under the presets of testdata/long: endless (no move or repetition
// rule) and claims (the draws may be claimed, never automatic, so repetitions
// are counted at every ply). Time linear in the length means the same ns/ply at
// every size; cpu-ns/ply (the process's processor time, all threads) is the
// steadier figure on a shared machine (scripts/bench-long.sh runs it and compares):
//
//	go test -run '^$' -bench LongGame -benchtime 1x ./pkg/replay
func BenchmarkLongGame(b *testing.B) {
	for _, p := range []string{"endless", "claims"} {
		for _, plies := range []int{10_000, 100_000, 1_000_000} {
			text := knightShuffle(plies)
			b.Run(fmt.Sprintf("%s/plies=%d", p, plies), func(b *testing.B) {
				e := replay.New(replay.Options{Preset: "testdata/long/" + p + ".yaml"})
				if _, _, err := e.Rules("testdata/long/" + p + ".yaml"); err != nil {
					b.Fatal(err) // loaded and compiled before the clock starts
				}
				b.SetBytes(int64(len(text)))
				b.ReportAllocs()
				runtime.GC() // the garbage of the set-up is not collected on the clock
				b.ResetTimer()
				cpu := cpuTime()
				for i := 0; i < b.N; i++ {
					gr := gamefile.NewReader(strings.NewReader(text), "shuffle.pgn")
					raw, err := gr.Next()
					if err != nil {
						b.Fatal(err)
					}
					r := e.Replay("shuffle.pgn", raw)
					if r.Status != replay.StatusOK || r.Plies != plies {
						b.Fatalf("%s %d plies: %+v", r.Status, r.Plies, r.Error)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(plies), "ns/ply")
				b.ReportMetric(float64((cpuTime()-cpu).Nanoseconds())/float64(b.N)/float64(plies), "cpu-ns/ply")
			})
		}
	}
}

// BenchmarkLongGameRead times what the replay of BenchmarkLongGame does besides
// the rules: splitting the file (gamefile), tokenizing the movetext (pgn) and
// reading each move's SAN, for one game of 10^4, 10^5 and 10^6 plies; ns/ply the
// same at every size means the reading is linear.
func BenchmarkLongGameRead(b *testing.B) {
	for _, plies := range []int{10_000, 100_000, 1_000_000} {
		text := knightShuffle(plies)
		b.Run(fmt.Sprintf("plies=%d", plies), func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			b.ReportAllocs()
			runtime.GC()
			b.ResetTimer()
			cpu := cpuTime()
			var toks []pgn.Token
			for i := 0; i < b.N; i++ {
				raw, err := gamefile.NewReader(strings.NewReader(text), "shuffle.pgn").Next()
				if err != nil {
					b.Fatal(err)
				}
				toks, _ = pgn.AppendTokens(toks[:0], raw.Movetext)
				moves := 0
				for _, t := range toks {
					if t.Kind == pgn.Move {
						if _, err := pgn.ParseSAN(t.Text); err != nil {
							b.Fatal(err)
						}
						moves++
					}
				}
				if moves != plies {
					b.Fatalf("%d moves, want %d", moves, plies)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(plies), "ns/ply")
			b.ReportMetric(float64((cpuTime()-cpu).Nanoseconds())/float64(b.N)/float64(plies), "cpu-ns/ply")
		})
	}
}

// BenchmarkReferenceGames replays the games of ../shared/oracle/ref/games-*.jsonl
// (the special rules on: bishop conversion, swaps, capture conversion) in each of
// the three notations, one goroutine; ns/ply is the figure to compare:
//
//	go test -run '^$' -bench ReferenceGames ./pkg/replay
func BenchmarkReferenceGames(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join(sharedDir, "oracle", "ref", "games-*.jsonl"))
	if len(files) == 0 {
		b.Skip("shared oracle games not found")
	}
	texts := map[string]*strings.Builder{"san": {}, "gc": {}, "uci": {}}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			b.Fatal(err)
		}
		for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			var g refGame
			if err := json.Unmarshal([]byte(line), &g); err != nil {
				b.Fatal(err)
			}
			texts["san"].WriteString(gameText(g.Preset, g.StartFEN, g.SAN, " "))
			texts["gc"].WriteString(gameText(g.Preset, g.StartFEN, g.GC, "\n"))
			texts["uci"].WriteString(gameText(g.Preset, g.StartFEN, g.UCI, " "))
		}
	}
	for _, nt := range []string{"san", "gc", "uci"} {
		text := texts[nt].String()
		b.Run(nt, func(b *testing.B) {
			e := replay.New(replay.Options{})
			plies := 0
			for i := 0; i < b.N; i++ {
				plies = 0
				e.Run([]replay.Source{{Name: nt + ".pgn", Open: func() (io.Reader, error) { return strings.NewReader(text), nil }}}, 1,
					func(r *replay.Result) { plies += r.Plies }, nil)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(plies), "ns/ply")
		})
	}
}
