package replay_test

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// knightGame is a game of n plies (1 to 8) of knight moves out and back, so that
// its ply count tells which game of a source it is.
func knightGame(n int) string {
	moves := []string{"1. Nf3", "Nf6", "2. Ng1", "Ng8", "3. Nc3", "Nc6", "4. Nb1", "Nb8"}
	return strings.Join(moves[:n], " ") + " *\n\n"
}

// failingReader gives text, then the error err instead of the end of the input.
type failingReader struct {
	r   io.Reader
	err error
}

func (f *failingReader) Read(b []byte) (int, error) {
	n, err := f.r.Read(b)
	if err == io.EOF {
		return n, f.err
	}
	return n, err
}

// TestRunManyBatches: sources of many games (more than the workers take in one
// batch each), one that cannot be opened and one whose reading fails after its
// games, emitted in input order by 1 to 8 workers, with and without a shard.
// Game i (1-based) of a source has (i-1) mod 8 + 1 plies; the expected list is
// built from that rule, not from a run.
func TestRunManyBatches(t *testing.T) {
	const perSource = 150 // 9 batches of 16 and some
	text := func() string {
		var b strings.Builder
		for i := 1; i <= perSource; i++ {
			b.WriteString(knightGame((i-1)%8 + 1))
		}
		return b.String()
	}()
	src := func(name string) replay.Source {
		return replay.Source{Name: name, Open: func() (io.Reader, error) { return strings.NewReader(text), nil }}
	}
	broken := errors.New("disk on fire")
	failing := replay.Source{Name: "fail.pgn", Open: func() (io.Reader, error) {
		return &failingReader{strings.NewReader(text), broken}, nil
	}}
	missing := replay.Source{Name: "missing.pgn", Open: func() (io.Reader, error) { return nil, io.ErrUnexpectedEOF }}
	sources := []replay.Source{src("a.pgn"), missing, src("b.pgn"), failing, src("c.pgn")}
	for _, shard := range []replay.Shard{{}, {K: 2, N: 3}} {
		for _, workers := range []int{1, 2, 3, 8} {
			var got []string
			e := replay.New(replay.Options{Fallback: "chess", Shard: shard})
			e.Run(sources, workers, func(r *replay.Result) {
				got = append(got, fmt.Sprintf("%s %d %d", r.File, r.Game, r.Plies))
			}, func(fe *replay.FileError) { got = append(got, "error "+fe.Error()) })
			// want: the games in order, game n of the run (0-based, the failing
			// source's games counted up to its error) kept when n mod 3 = 1 for
			// shard 2/3
			var want []string
			n := 0
			add := func(file string, games int) {
				for i := 1; i <= games; i++ {
					if shard.N == 0 || n%3 == 1 {
						want = append(want, fmt.Sprintf("%s %d %d", file, i, (i-1)%8+1))
					}
					n++
				}
			}
			add("a.pgn", perSource)
			want = append(want, "error missing.pgn: unexpected EOF")
			add("b.pgn", perSource)
			// the reading of fail.pgn fails at its end: its games that were
			// complete (all but the last, which the reader cannot tell ended)
			add("fail.pgn", perSource-1)
			want = append(want, "error fail.pgn: reading fail.pgn: disk on fire") // the reader names the file
			add("c.pgn", perSource)
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("shard %v, %d workers: %d items, want %d; first difference %s", shard, workers, len(got), len(want), firstDiff(got, want))
			}
		}
	}
}

func firstDiff(got, want []string) string {
	for i := range min(len(got), len(want)) {
		if got[i] != want[i] {
			return fmt.Sprintf("at %d: %q, want %q", i, got[i], want[i])
		}
	}
	return "at the end"
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n *atomic.Int64
}

func (c countingReader) Read(b []byte) (int, error) {
	n, err := c.r.Read(b)
	c.n.Add(int64(n))
	return n, err
}

// TestRunUntilStopsReading: once emit returns false, emit is not called again,
// RunUntil returns, and the rest of a large input (60,000 games, 1.2 MB) is not
// read: the workers read a few batches of 16 games ahead at most, the reader
// 64 KiB at a time.
func TestRunUntilStopsReading(t *testing.T) {
	text := strings.Repeat(knightGame(2), 60000)
	for _, workers := range []int{1, 2, 3} {
		var read atomic.Int64
		src := replay.Source{Name: "big.pgn", Open: func() (io.Reader, error) {
			return countingReader{strings.NewReader(text), &read}, nil
		}}
		emitted := 0
		replay.New(replay.Options{Fallback: "chess"}).RunUntil([]replay.Source{src}, workers, func(r *replay.Result) bool {
			emitted++
			if r.Game != emitted {
				t.Errorf("%d workers: emitted game %d as the %d-th", workers, r.Game, emitted)
			}
			return emitted < 40
		}, nil)
		if emitted != 40 {
			t.Errorf("%d workers: emitted %d games, want 40", workers, emitted)
		}
		if n := read.Load(); n >= int64(len(text))/2 {
			t.Errorf("%d workers: read %d of %d bytes after the stop", workers, n, len(text))
		}
	}
}

// TestRunPanicReachesCaller: a panic in emit (a bug), wherever the worker that
// emits runs, stops the run and is raised again by RunUntil on the caller's
// goroutine (where the command recovers it), after the 20th game; nothing hangs.
func TestRunPanicReachesCaller(t *testing.T) {
	text := strings.Repeat(knightGame(3), 3000)
	src := replay.Source{Name: "p.pgn", Open: func() (io.Reader, error) { return strings.NewReader(text), nil }}
	for _, workers := range []int{1, 2, 3} {
		emitted := 0
		got := func() (x any) {
			defer func() { x = recover() }()
			replay.New(replay.Options{Fallback: "chess"}).RunUntil([]replay.Source{src}, workers, func(r *replay.Result) bool {
				emitted++
				if emitted == 20 {
					panic("boom")
				}
				return true
			}, nil)
			return nil
		}()
		if s, _ := got.(string); !strings.HasPrefix(s, "boom\n") || emitted != 20 {
			t.Errorf("%d workers: recovered %q after %d games, want boom after 20", workers, got, emitted)
		}
	}
}
