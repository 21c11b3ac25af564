package match_test

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/position"
)

// archiveSANs reads the real archive (../shared/pgn, Korchnoi.pgn and Carlsen.pgn)
// into the main-line SAN moves of each game that starts from the start position;
// the benchmark skips when the files are absent.
func archiveSANs(b *testing.B) [][]pgn.SAN {
	b.Helper()
	dir := filepath.Join("..", "..", "..", "..", "shared", "pgn")
	var games [][]pgn.SAN
	for _, name := range []string{"Korchnoi.pgn", "Carlsen.pgn"} {
		d, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			b.Skipf("real game files not present: %v", err)
		}
		rd := gamefile.NewReader(strings.NewReader(string(d)), name)
		var toks []pgn.Token
		for {
			g, err := rd.Next()
			if err != nil {
				break
			}
			if fen, ok := g.Tag("FEN"); ok && fen != "" {
				continue
			}
			toks, _ = pgn.AppendTokens(toks[:0], g.Movetext)
			var sans []pgn.SAN
			for _, tk := range toks {
				if tk.Kind == pgn.Move && tk.Depth == 0 {
					s, err := pgn.ParseSAN(tk.Text)
					if err != nil {
						break
					}
					sans = append(sans, s)
				}
			}
			games = append(games, sans)
		}
	}
	return games
}

// BenchmarkEnginePlies is the engine's part of a SAN replay of the archive: per
// ply, ResolveSAN, Game.Play and the check-mark test (InCheck after a '+'), as
// the replay does it; the games are parsed beforehand. "play" replays the moves
// found (Game.Play only):
//
//	go test -run '^$' -bench EnginePlies ./pkg/notation/match
func BenchmarkEnginePlies(b *testing.B) {
	games := archiveSANs(b)
	r := rulesOf(b, "chess", nil...)
	var moves [][]position.Move
	plies := 0
	var g position.Game
	var p *position.Position
	for _, sans := range games {
		p = r.StartInto(p)
		g.Reset(p)
		var ms []position.Move
		for _, s := range sans {
			if g.AutoStatus().Over() {
				break
			}
			m, _, f := match.ResolveSAN(p, s)
			if f != nil {
				break
			}
			g.Play(m)
			ms = append(ms, m)
		}
		plies += len(ms)
		moves = append(moves, ms)
	}
	b.Run("resolve+play", func(b *testing.B) {
		c0 := cpuNanos()
		for b.Loop() {
			for gi, sans := range games {
				p = r.StartInto(p)
				g.Reset(p)
				for _, s := range sans[:len(moves[gi])] {
					m, _, f := match.ResolveSAN(p, s)
					if f != nil {
						b.Fatal(f)
					}
					g.Play(m)
					if s.Check || s.Mate {
						p.InCheck()
					}
					g.AutoStatus()
				}
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(plies), "ns/ply")
		b.ReportMetric(float64(cpuNanos()-c0)/float64(b.N)/float64(plies), "cpu-ns/ply")
	})
	b.Run("play", func(b *testing.B) {
		c0 := cpuNanos()
		for b.Loop() {
			for _, ms := range moves {
				p = r.StartInto(p)
				g.Reset(p)
				for _, m := range ms {
					g.Play(m)
				}
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(plies), "ns/ply")
		b.ReportMetric(float64(cpuNanos()-c0)/float64(b.N)/float64(plies), "cpu-ns/ply")
	})
}

// cpuNanos is the processor time of the process so far (user and system), in
// nanoseconds: steadier than the wall clock on a shared machine.
func cpuNanos() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
