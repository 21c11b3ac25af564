package match_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/coord"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/notation/sq"
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
			m, _, f := match.ResolveSAN(p, &s)
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
		for b.Loop() {
			for gi, sans := range games {
				p = r.StartInto(p)
				g.Reset(p)
				for _, s := range sans[:len(moves[gi])] {
					m, _, f := match.ResolveSAN(p, &s)
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
		reportPerPly(b, plies)
	})
	b.Run("play", func(b *testing.B) {
		for b.Loop() {
			for _, ms := range moves {
				p = r.StartInto(p)
				g.Reset(p)
				for _, m := range ms {
					g.Play(m)
				}
			}
		}
		reportPerPly(b, plies)
	})
}

// reportPerPly reports the time per ply of a benchmark whose every iteration
// replays plies plies (a figure, never checked against a limit).
func reportPerPly(b *testing.B, plies int) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(plies), "ns/ply")
}

// BenchmarkEngineCoordPlies is BenchmarkEnginePlies for coordinate notation: the
// archive's games written as coordinate moves ("e2e4"), each ply parsed
// (coord.Parse), resolved (ResolveCoordMove) and played; "san" is the same games
// as SAN in the same run, for the ratio of the two per-ply figures:
//
//	go test -run '^$' -bench EngineCoordPlies ./pkg/notation/match
func BenchmarkEngineCoordPlies(b *testing.B) {
	games := archiveSANs(b)
	r := rulesOf(b, "chess", nil...)
	labels := sq.DefaultLabels(r.G.Files, r.G.Ranks)
	var coords [][]string
	var sans [][]pgn.SAN
	plies := 0
	var g position.Game
	var p *position.Position
	for _, ss := range games {
		p = r.StartInto(p)
		g.Reset(p)
		var cs []string
		for _, s := range ss {
			if g.AutoStatus().Over() {
				break
			}
			m, _, f := match.ResolveSAN(p, &s)
			if f != nil {
				break
			}
			cs = append(cs, p.Coord(m))
			g.Play(m)
		}
		plies += len(cs)
		coords = append(coords, cs)
		sans = append(sans, ss[:len(cs)])
	}
	b.Run("coord", func(b *testing.B) {
		for b.Loop() {
			for _, cs := range coords {
				p = r.StartInto(p)
				g.Reset(p)
				for _, text := range cs {
					c, err := coord.Parse(text, labels)
					if err != nil {
						b.Fatal(err)
					}
					m, f := match.ResolveCoordMove(p, c)
					if f != nil {
						b.Fatal(f)
					}
					g.Play(m)
					g.AutoStatus()
				}
			}
		}
		reportPerPly(b, plies)
	})
	b.Run("san", func(b *testing.B) {
		for b.Loop() {
			for _, ss := range sans {
				p = r.StartInto(p)
				g.Reset(p)
				for _, s := range ss {
					m, _, f := match.ResolveSAN(p, &s)
					if f != nil {
						b.Fatal(f)
					}
					g.Play(m)
					g.AutoStatus()
				}
			}
		}
		reportPerPly(b, plies)
	})
}
