package replay_test

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

func run(t *testing.T, e *replay.Engine, paths ...string) []*replay.Result {
	t.Helper()
	var srcs []replay.Source
	for _, p := range paths {
		p := p
		srcs = append(srcs, replay.Source{Name: p, Open: func() (io.Reader, error) { return os.Open(p) }})
	}
	var out []*replay.Result
	e.Run(srcs, 0, func(r *replay.Result) { out = append(out, r) }, func(fe *replay.FileError) { t.Errorf("%v", fe) })
	return out
}

// TestRealArchive: ../shared/pgn/README.md says the 7,418 games of Korchnoi.pgn and
// Carlsen.pgn have 637,250 plies, all legal per pgn-extract and python-chess. Two
// games go on for one more ply after a dead position (K+B v K): RULES.md ends a game
// there, so they carry a game-over finding, and the ply after the end is still a
// legal move (counted in AfterEnd, not in Plies).
func TestRealArchive(t *testing.T) {
	dir := sharedFile(t, "pgn")
	if testing.Short() {
		t.Skip("the real archive takes a second or two")
	}
	e := replay.New(replay.Options{Preset: "chess"})
	res := run(t, e, filepath.Join(dir, "Korchnoi.pgn"), filepath.Join(dir, "Carlsen.pgn"))
	if len(res) != 7418 {
		t.Fatalf("%d games, want 7418", len(res))
	}
	plies, after, over := 0, 0, 0
	for _, r := range res {
		plies += r.Plies
		if r.AfterEnd != nil {
			after += r.AfterEnd.Plies
			if r.AfterEnd.Error != nil {
				t.Errorf("%s game %d: an illegal move after the end: %+v", r.File, r.Game, r.AfterEnd.Error)
			}
		}
		switch {
		case r.Status == replay.StatusOK:
		case r.Status == replay.StatusIllegal && r.Error.Code == "game-over" && r.Result.Termination == "insufficient":
			over++
		default:
			t.Errorf("%s game %d: %s %+v", r.File, r.Game, r.Status, r.Error)
		}
		for _, d := range r.Diags {
			if d.Code != "game-over" && d.Severity == 0 {
				t.Errorf("%s: an illegal move: %v", r.File, d)
			}
		}
	}
	if plies+after != 637250 || after != 2 {
		t.Errorf("%d plies + %d after the end, want 637,248 + 2 = 637,250", plies, after)
	}
	if over != 2 {
		t.Errorf("%d games past a dead position, want 2 (Carlsen.pgn games 1398 and 1441)", over)
	}
}

// TestCarlsen400GC: ../shared/gc/README.md: 400 real games in Game Courier text, every
// move legal, so every game replays ok with the ply count of its PGN original.
func TestCarlsen400GC(t *testing.T) {
	path := sharedFile(t, "gc/carlsen-400.gc")
	res := run(t, replay.New(replay.Options{}), path)
	if len(res) != 400 {
		t.Fatalf("%d games, want 400", len(res))
	}
	for _, r := range res {
		if r.Status != replay.StatusOK || r.Notation != "gc" || r.Result.Mismatch {
			t.Errorf("game %d: %s %s %+v %+v", r.Game, r.Status, r.Notation, r.Error, r.Result)
		}
	}
}
