package replay

import (
	"io"
	"runtime"
	"sync"

	"github.com/gamecourier/courier/pkg/notation/gamefile"
)

// Source is one input: Name is what diagnostics call it ("-" for standard input),
// Open gives its content (the caller closes nothing: Run closes what Open returns
// when it is an io.Closer).
type Source struct {
	Name string
	Open func() (io.Reader, error)
}

// FileError is an input that could not be read (exit status 3); the other inputs
// are still replayed.
type FileError struct {
	Name string
	Err  error
}

func (e *FileError) Error() string { return e.Name + ": " + e.Err.Error() }

// Run replays every game of every source on workers goroutines (0 = all cores) and
// calls emit once per game, in input order, from a single goroutine. Memory stays
// bounded: at most a few hundred games are in flight whatever the input size.
// Read errors are passed to onErr (also in order) and do not stop the run.
// With Options.Shard only the games of that shard are replayed and emitted; every
// source is still read (a read error is reported by every shard).
func (e *Engine) Run(sources []Source, workers int, emit func(*Result), onErr func(*FileError)) {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	type job struct {
		seq  int
		file string
		raw  *gamefile.RawGame
		ferr *FileError
		res  *Result
		done chan struct{}
	}
	const inFlight = 256
	jobs := make(chan *job, inFlight)
	order := make(chan *job, inFlight)
	var wg sync.WaitGroup
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				j.res = e.Replay(j.file, j.raw)
				close(j.done)
			}
		}()
	}
	go func() {
		seq, game := 0, 0
		for _, src := range sources {
			rd, err := src.Open()
			if err != nil {
				j := &job{seq: seq, ferr: &FileError{src.Name, err}, done: make(chan struct{})}
				close(j.done)
				order <- j
				seq++
				continue
			}
			gr := gamefile.NewReader(rd, src.Name)
			for {
				raw, err := gr.Next()
				if err == io.EOF {
					break
				}
				if err != nil {
					j := &job{seq: seq, ferr: &FileError{src.Name, err}, done: make(chan struct{})}
					close(j.done)
					order <- j
					seq++
					break
				}
				game++
				if !e.opts.Shard.Has(game - 1) {
					continue
				}
				j := &job{seq: seq, file: src.Name, raw: raw, done: make(chan struct{})}
				seq++
				order <- j // blocks when inFlight games wait for output: bounded memory
				jobs <- j
			}
			if c, ok := rd.(io.Closer); ok {
				c.Close()
			}
		}
		close(jobs)
		close(order)
	}()
	for j := range order {
		<-j.done
		if j.ferr != nil {
			if onErr != nil {
				onErr(j.ferr)
			}
			continue
		}
		emit(j.res)
	}
	wg.Wait()
}
