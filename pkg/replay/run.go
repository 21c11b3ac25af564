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
	e.RunUntil(sources, workers, func(r *Result) bool { emit(r); return true }, onErr)
}

// RunUntil is Run, stopped as soon as emit returns false (the output cannot be
// written, say): no more input is read, emit is not called again, and RunUntil
// returns once the games in flight are done.
func (e *Engine) RunUntil(sources []Source, workers int, emit func(*Result) bool, onErr func(*FileError)) {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if workers == 1 {
		e.runSerial(sources, emit, onErr)
		return
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
	stop := make(chan struct{})
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
		defer close(order)
		defer close(jobs)
		// send queues j for output; false when the run is stopped
		send := func(j *job) bool {
			select {
			case order <- j: // blocks when inFlight games wait for output: bounded memory
				return true
			case <-stop:
				return false
			}
		}
		seq, game := 0, 0
		for _, src := range sources {
			rd, err := src.Open()
			if err != nil {
				j := &job{seq: seq, ferr: &FileError{src.Name, err}, done: make(chan struct{})}
				close(j.done)
				if !send(j) {
					return
				}
				seq++
				continue
			}
			ok := true
			gr := gamefile.NewReader(rd, src.Name)
			for ok {
				raw, err := gr.Next()
				if err == io.EOF {
					break
				}
				if err != nil {
					j := &job{seq: seq, ferr: &FileError{src.Name, err}, done: make(chan struct{})}
					close(j.done)
					ok = send(j)
					seq++
					break
				}
				game++
				if !e.opts.Shard.Has(game - 1) {
					continue
				}
				j := &job{seq: seq, file: src.Name, raw: raw, done: make(chan struct{})}
				seq++
				if ok = send(j); ok {
					jobs <- j
				}
			}
			if c, isCloser := rd.(io.Closer); isCloser {
				c.Close()
			}
			if !ok {
				return
			}
		}
	}()
	stopped := false
	for j := range order {
		if stopped {
			continue
		}
		<-j.done
		if j.ferr != nil {
			if onErr != nil {
				onErr(j.ferr)
			}
			continue
		}
		if !emit(j.res) {
			stopped = true
			close(stop)
		}
	}
	wg.Wait()
}

// runSerial is RunUntil with one worker: replay and emit on the caller's
// goroutine, one game at a time, with the same order, sharding and stop as the
// pipeline. The input is read ahead on one goroutine and handed over in batches
// of games (a hand-off per game costs more than a short game's replay).
func (e *Engine) runSerial(sources []Source, emit func(*Result) bool, onErr func(*FileError)) {
	type item struct {
		file string
		raw  *gamefile.RawGame
		ferr *FileError
	}
	const batch = 32
	batches := make(chan []item, 4)
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer close(batches)
		var b []item
		// add queues it; false when the run is stopped
		add := func(it item) bool {
			b = append(b, it)
			if len(b) < batch {
				return true
			}
			select {
			case batches <- b:
				b = make([]item, 0, batch)
				return true
			case <-stop:
				return false
			}
		}
		game := 0
		for _, src := range sources {
			rd, err := src.Open()
			if err != nil {
				if !add(item{ferr: &FileError{src.Name, err}}) {
					return
				}
				continue
			}
			ok := true
			gr := gamefile.NewReader(rd, src.Name)
			for ok {
				raw, err := gr.Next()
				if err == io.EOF {
					break
				}
				if err != nil {
					ok = add(item{ferr: &FileError{src.Name, err}})
					break
				}
				game++
				if !e.opts.Shard.Has(game - 1) {
					continue
				}
				ok = add(item{file: src.Name, raw: raw})
			}
			if c, isCloser := rd.(io.Closer); isCloser {
				c.Close()
			}
			if !ok {
				return
			}
		}
		if len(b) > 0 {
			select {
			case batches <- b:
			case <-stop:
			}
		}
	}()
	stopped := false
	for b := range batches {
		for _, it := range b {
			if stopped {
				break
			}
			if it.ferr != nil {
				if onErr != nil {
					onErr(it.ferr)
				}
				continue
			}
			if !emit(e.Replay(it.file, it.raw)) {
				stopped = true
				close(stop)
			}
		}
	}
	<-done
}
