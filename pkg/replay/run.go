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
// bounded: at most about 70 games per worker (1,024 in all) are in flight
// whatever the input size (they go to the workers in batches of 16).
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
	// Games go to the workers in batches (a hand-off per game costs more than a
	// short game's replay); each batch is emitted in input order once replayed.
	type job struct {
		items []item
		res   []*Result
		done  chan struct{}
	}
	// batches: at most inFlight*batchGames games wait for output. A batch whose
	// games are long, or whose goroutine the system has set aside for a while,
	// holds up the output of those after it; the others go on replaying the
	// batches queued behind it, so the queue is deep enough to keep them busy.
	inFlight := min(batchesPerWorker*workers, maxInFlight)
	jobs := make(chan *job, inFlight)
	order := make(chan *job, inFlight)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				for k, it := range j.items {
					if it.ferr == nil {
						j.res[k] = e.Replay(it.file, it.raw)
						j.items[k].raw = nil // its lines and tokens are not needed for output
					}
				}
				close(j.done)
			}
		}()
	}
	go func() {
		defer close(order)
		defer close(jobs)
		// send queues a batch for output and for the workers; false when the run
		// is stopped
		send := func(items []item) bool {
			j := &job{items: items, res: make([]*Result, len(items)), done: make(chan struct{})}
			select {
			case order <- j: // blocks when inFlight batches wait for output: bounded memory
				jobs <- j
				return true
			case <-stop:
				return false
			}
		}
		e.readGames(sources, batchGames, send)
	}()
	stopped := false
	for j := range order {
		if stopped {
			continue
		}
		<-j.done
		for k, it := range j.items {
			if it.ferr != nil {
				if onErr != nil {
					onErr(it.ferr)
				}
				continue
			}
			if !emit(j.res[k]) {
				stopped = true
				close(stop)
				break
			}
		}
	}
	wg.Wait()
}

// batchGames is the number of games handed from the reader to a replaying
// goroutine at a time: enough that the hand-off costs little next to the
// replays, few enough that the games read ahead (up to batchesPerWorker batches
// per worker, whose text the reader's buffers keep) weigh little in the peak
// memory.
const batchGames = 16

// batchesPerWorker is the number of batches per replaying goroutine that may
// wait for output (see RunUntil): on a machine shared with other processes a
// goroutine is often set aside for some milliseconds, and the batches queued
// behind its own keep the others working meanwhile.
const batchesPerWorker = 4

// maxInFlight bounds the batches waiting for output whatever the number of
// workers (1,024 games, some megabytes).
const maxInFlight = 64

// item is one game read (or a source that could not be read, ferr).
type item struct {
	file string
	raw  *gamefile.RawGame
	ferr *FileError
}

// readGames reads the games of every source in order (those of Options.Shard)
// and passes them to send in batches of up to n items, a read error being an
// item of its own; it stops when send returns false.
func (e *Engine) readGames(sources []Source, n int, send func([]item) bool) {
	b := make([]item, 0, n)
	// add queues it; false when the run is stopped
	add := func(it item) bool {
		b = append(b, it)
		if len(b) < n {
			return true
		}
		ok := send(b)
		b = make([]item, 0, n)
		return ok
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
		send(b)
	}
}

// runSerial is RunUntil with one worker: replay and emit on the caller's
// goroutine, one game at a time, with the same order, sharding and stop as the
// pipeline. The input is read ahead on one goroutine and handed over in batches
// of games (a hand-off per game costs more than a short game's replay).
func (e *Engine) runSerial(sources []Source, emit func(*Result) bool, onErr func(*FileError)) {
	batches := make(chan []item, 4)
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer close(batches)
		e.readGames(sources, batchGames, func(b []item) bool {
			select {
			case batches <- b:
				return true
			case <-stop:
				return false
			}
		})
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
