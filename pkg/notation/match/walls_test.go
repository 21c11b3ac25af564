package match_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/notation/coord"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
)

// The walls module's notation as Fairy-Stockfish writes it (apiutil.h: SAN adds
// "," and the wall square; uci.cpp: coordinates add "," the destination and the
// wall square): snailtrail's snail going a1-b2 leaves a wall on a1.
func TestWallNotation(t *testing.T) {
	v, ds := preset.Load("snailtrail", preset.Options{})
	if ds.HasErrors() {
		t.Fatal(ds)
	}
	r, err := position.Compile(v)
	if err != nil {
		t.Fatal(err)
	}
	p, err := r.ParseFEN("6p/7/7/7/7/7/P6 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	labels := sq.DefaultLabels(7, 7)
	read := func(text string) (position.Move, *match.Failure) {
		c, err := coord.ParseCoord(text, labels)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		return match.ResolveCoordMove(p, c)
	}
	m, f := read("a1b2,b2a1")
	if f != nil {
		t.Fatalf("a1b2,b2a1: %v", f)
	}
	if got := match.SAN(p, m, true); got != "Pb2,a1" {
		t.Errorf("SAN = %q, want Pb2,a1", got)
	}
	if got := p.Coord(m); got != "a1b2,b2a1" {
		t.Errorf("coordinates = %q, want a1b2,b2a1", got)
	}
	if m2, f := read("a1b2"); f != nil || m2 != m {
		t.Errorf("a1b2 without the wall: %v %v, want the same move", m2, f)
	}
	if _, f := read("a1b2,b2b1"); f == nil {
		t.Errorf("a1b2,b2b1 (the wall on b1): read, want a failure")
	}
	for _, text := range []string{"Pb2,a1", "Pb2"} {
		s, err := pgn.ParseSAN(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		got, _, f := match.ResolveSAN(p, &s)
		if f != nil || got != m {
			t.Errorf("%s: %v %v, want the move a1-b2", text, got, f)
		}
	}
	s, err := pgn.ParseSAN("Pb2,b1")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, f := match.ResolveSAN(p, &s); f == nil {
		t.Errorf("Pb2,b1: read, want a failure (the wall goes on a1)")
	}
}

// A move from a wall square is refused as from a square without a piece, named
// as a wall (gustav3's a2 is one from the start).
func TestMoveFromWall(t *testing.T) {
	v, ds := preset.Load("gustav3", preset.Options{})
	if ds.HasErrors() {
		t.Fatal(ds)
	}
	r, err := position.Compile(v)
	if err != nil {
		t.Fatal(err)
	}
	p := r.Start()
	c, err := coord.ParseCoord("a2a3", sq.DefaultLabels(10, 8))
	if err != nil {
		t.Fatal(err)
	}
	_, f := match.ResolveCoordMove(p, c)
	if f == nil || f.Code != match.CodeNoPiece || f.Message != "a2 is a wall square: no piece stands there" {
		t.Errorf("a2a3: %v, want no-piece: a2 is a wall square", f)
	}
}
