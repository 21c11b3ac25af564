package pgn_test

import (
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/pgn"
)

func BenchmarkZTokenizeOnly(b *testing.B) {
	data := archive(b)
	rd := gamefile.NewReader(strings.NewReader(data), "bench")
	var games [][]gamefile.Line
	for {
		g, err := rd.Next()
		if err != nil {
			break
		}
		games = append(games, g.Movetext)
	}
	b.ReportAllocs()
	var toks []pgn.Token
	n := 0
	for b.Loop() {
		for _, g := range games {
			toks, _ = pgn.AppendTokens(toks[:0], g)
			n += len(toks)
		}
	}
	b.ReportMetric(float64(n)/float64(b.N), "toks/op")
}

func BenchmarkZParseSAN(b *testing.B) {
	data := archive(b)
	rd := gamefile.NewReader(strings.NewReader(data), "bench")
	var moves []string
	for {
		g, err := rd.Next()
		if err != nil {
			break
		}
		toks, _ := pgn.Tokenize(g.Movetext)
		for _, t := range toks {
			if t.Kind == pgn.Move {
				moves = append(moves, t.Text)
			}
		}
	}
	b.ResetTimer()
	for b.Loop() {
		for _, m := range moves {
			var s pgn.SAN
			pgn.ParseSANInto(m, &s)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(moves)), "ns/move")
}
