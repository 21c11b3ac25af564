package match

import (
	"io/fs"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/presets"
)

// TestResolvePlainAgrees plays random games in every shipped preset and, at every
// ply, holds ResolveSAN with its short path to its full reading (resolveFull): for
// the SAN of every legal move (as SAN writes it, with the origin's file, rank or
// both added, with the capture mark toggled) and for a piece letter (or a pawn)
// and every destination square with and without 'x' (every fourth ply), both give the same move,
// notes and failure. Every legal move's own SAN resolves to that move.
func TestResolvePlainAgrees(t *testing.T) {
	names, err := fs.Glob(presets.FS, "*.yaml")
	if err != nil || len(names) == 0 {
		t.Fatalf("no shipped presets: %v", err)
	}
	rng := rand.New(rand.NewPCG(5, 11))
	plies := 24
	if testing.Short() {
		plies = 8
	}
	answered, total := 0, 0
	for _, name := range names {
		name = strings.TrimSuffix(name, ".yaml")
		v, ds := preset.Load(name, preset.Options{})
		if ds.HasErrors() || v == nil {
			t.Fatalf("preset %s: %v", name, ds)
		}
		r, err := position.Compile(v)
		if err != nil {
			t.Fatalf("compile %s: %v", name, err)
		}
		g := r.G
		p := r.Start()
		game := position.NewGame(p)
		check := func(what string, s pgn.SAN) {
			t.Helper()
			total++
			m, wm := position.Move{From: 1, To: 2}, position.Move{From: 3, To: 4} // overwritten
			notes, f := resolveSAN(p, &s, false, &m)
			wnotes, wf := resolveSAN(p, &s, true, &wm)
			if m != wm || f != nil && m != position.NoMove || !slices.Equal(notes, wnotes) || (f == nil) != (wf == nil) || f != nil && *f != *wf {
				t.Fatalf("%s (%s) %s %+v: with the short path %s %q %v, full reading %s %q %v",
					name, p.FEN(), what, s, p.Coord(m), notes, f, p.Coord(wm), wnotes, wf)
			}
			if f == nil {
				answered++
			}
		}
		for ply := 0; ply < plies; ply++ {
			legal := p.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			for _, m := range legal {
				text := SAN(p, m, false)
				s, err := pgn.ParseSAN(text)
				if err != nil {
					continue // a notation of a module that pgn reads otherwise
				}
				if got, _, f := ResolveSAN(p, &s); f != nil || got != m {
					t.Fatalf("%s (%s): %s resolves to %s (%v), want %s", name, p.FEN(), text, p.Coord(got), f, p.Coord(m))
				}
				check(text, s)
				for _, d := range [][2]bool{{true, false}, {false, true}, {true, true}} {
					o := s
					if d[0] {
						o.FromFile = g.File(m.From)
					}
					if d[1] {
						o.FromRank = g.Rank(m.From)
					}
					check(text+" disambiguated", o)
				}
				o := s
				o.Capture = !o.Capture
				check(text+" capture mark toggled", o)
			}
			for k := 1; k <= r.Kinds() && ply%4 == 0; k++ {
				letter := r.KindLetter(k)
				if r.IsPawn(k) {
					letter = 0
				}
				for to := 0; to < r.N; to++ {
					at := sq.Square{File: g.File(board.Square(to)), Rank: g.Rank(board.Square(to))}
					for _, x := range []bool{false, true} {
						check("piece and square", pgn.SAN{Piece: letter, FromFile: -1, FromRank: -1, To: at, Capture: x, LongFrom: sq.None})
					}
				}
			}
			game.Play(legal[rng.IntN(len(legal))])
		}
	}
	if answered == 0 {
		t.Fatal("no text resolved")
	}
	t.Logf("%d texts, %d resolved", total, answered)
}
