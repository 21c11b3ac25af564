package replay

import (
	"bufio"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"

	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/kifu"
	"github.com/gamecourier/courier/pkg/notation/record"
)

// Source is one input: Name is what diagnostics call it ("-" for standard input),
// Open gives its content (the caller closes nothing: Run closes what Open returns
// when it is an io.Closer).
type Source struct {
	Name string
	Open func() (io.Reader, error)
	// Part, when set, is used instead of Open: a part of the file read from a
	// line on, and where in the file that is (the line and game numbers of its
	// first byte: gamefile.NewReaderFrom). The byte ranges of --shard K/N (pkg/shard).
	Part func() (io.Reader, gamefile.Start, error)
}

// FileError is an input that could not be read (exit status 3); the other inputs
// are still replayed.
type FileError struct {
	Name string
	Err  error
}

func (e *FileError) Error() string { return e.Name + ": " + e.Err.Error() }

// Run replays every game of every source on workers goroutines (0 = all cores) and
// calls emit once per game, in input order, one call at a time (never two at
// once; not always from the same goroutine). Memory stays bounded: at most
// about 70 games per worker (1,024 in all) are in flight whatever the input
// size (the workers take them in batches of 16).
// Read errors are passed to onErr (also in order, one call at a time) and do not
// stop the run. With Options.Shard only the games of that shard are replayed
// and emitted; every source is still read (a read error is reported by every
// shard).
func (e *Engine) Run(sources []Source, workers int, emit func(*Result), onErr func(*FileError)) {
	e.RunUntil(sources, workers, func(r *Result) bool { emit(r); return true }, onErr)
}

// RunUntil is Run, stopped as soon as emit returns false (the output cannot be
// written, say): no more input is read, emit is not called again, and RunUntil
// returns once the games in flight are done.
//
// Every worker does all the work of its games: it reads a batch of games from
// the input (one worker at a time), replays them, and emits the batches that are
// next in input order, its own and any finished before it by the others (one
// worker at a time). There is no reading or writing goroutine to hand games to
// and wake: with one worker, RunUntil reads, replays and emits on the caller's
// goroutine. A panic in a worker (a bug) stops the run and RunUntil raises it
// again on the caller's goroutine, with the worker's stack in its value.
func (e *Engine) RunUntil(sources []Source, workers int, emit func(*Result) bool, onErr func(*FileError)) {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	p := &pipeline{e: e, feed: feed{e: e, sources: sources}, emit: emit, onErr: onErr,
		room: make(chan struct{}, min(batchesPerWorker*workers, maxInFlight)), quit: make(chan struct{})}
	var wg sync.WaitGroup
	for i := 1; i < workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p.run()
		}()
	}
	p.run()
	wg.Wait()
	p.feed.close()
	if p.panicked != nil {
		panic(p.panicked) // on the caller's goroutine, where it can be recovered
	}
}

// batchGames is the number of games a worker reads at a time: enough that
// taking the input's turn costs little next to the replays, few enough that the
// games read ahead (up to batchesPerWorker batches per worker, whose text the
// reader's buffers keep) weigh little in the peak memory.
const batchGames = 16

// batchesPerWorker is the number of batches per worker that may be read and not
// yet emitted (see pipeline.room): a batch whose games are long, or whose
// goroutine the system has set aside for a while, holds up the output of those
// after it; the others go on with further batches meanwhile.
const batchesPerWorker = 4

// maxInFlight bounds the batches read and not yet emitted whatever the number
// of workers (1,024 games, some megabytes).
const maxInFlight = 64

// item is one game read (or a source that could not be read, ferr).
type item struct {
	file string
	raw  *gamefile.RawGame
	ferr *FileError
	// rec is a shogi record (ReplayRecord) instead of raw
	rec *kifu.Record
}

// batch is a run of items in input order, numbered by seq (0-based), with the
// results of its games once replayed.
type batch struct {
	seq   int
	items []item
	res   []*Result
	// hold: the last game is streamed (gamefile.Reader.Stream), and the
	// worker that read the batch holds the input until it is replayed
	hold bool
}

// pipeline is the state the workers of one RunUntil share.
type pipeline struct {
	e     *Engine
	emit  func(*Result) bool
	onErr func(*FileError)
	// room holds a token per batch read and not yet emitted: a worker puts one
	// before it reads, the emitting worker takes it back. The oldest batch not
	// emitted is always held by a worker that replays it (never one waiting for
	// room), so the wait ends.
	room chan struct{}
	// stopped is set once emit returned false or a worker panicked; quit is
	// closed when a worker panicked (a batch it held is never emitted: the
	// others stop waiting for room), panicked is the first panic's value with
	// the stack where it happened.
	stopped  atomic.Bool
	quit     chan struct{}
	failOnce sync.Once
	panicked any

	in   sync.Mutex // held while a worker reads: feed, seq
	feed feed
	seq  int // number of the next batch read

	out   sync.Mutex // held while a worker emits: next, ready, the calls of emit
	next  int        // number of the next batch to emit
	ready []*batch   // batches replayed, waiting for those before them
}

// run is work; a panic (a bug) stops the run and is kept for RunUntil to
// raise again on its caller's goroutine.
func (p *pipeline) run() {
	defer func() {
		if x := recover(); x != nil {
			p.failOnce.Do(func() {
				p.panicked = fmt.Sprintf("%v\n(raised in the replay pipeline)\n%s", x, debug.Stack())
				p.stopped.Store(true)
				close(p.quit)
			})
		}
	}()
	p.work()
}

// work reads, replays and emits batches until the input is read or the run
// stopped.
func (p *pipeline) work() {
	for !p.stopped.Load() {
		select {
		case p.room <- struct{}{}:
		case <-p.quit:
			return
		}
		b := p.read()
		if b == nil {
			<-p.room
			return
		}
		p.replay(b)
		p.done(b)
	}
}

// replay replays the games of b. When b ends with a streamed game (b.hold),
// the input is still held (p.in): its lines are read as the replay asks for
// them, and the input is let go once it is replayed (or on a panic).
func (p *pipeline) replay(b *batch) {
	if b.hold {
		defer p.in.Unlock()
	}
	for k, it := range b.items {
		if it.rec != nil && !p.stopped.Load() {
			b.res[k] = p.e.ReplayRecord(it.file, it.rec)
			b.items[k].rec = nil
			continue
		}
		if it.ferr == nil && !p.stopped.Load() {
			b.res[k] = p.e.Replay(it.file, it.raw)
			if it.raw.Err() != nil {
				// the input failed within the game: it is not reported (the
				// read error is, next), as when it is read whole
				b.res[k] = nil
			}
			b.items[k].raw = nil // its lines and tokens are not needed for output
		}
	}
}

// read takes the next batch from the input, nil once it is all read or the
// run stopped. A batch that ends with a streamed game keeps the input (p.in)
// held for its replay (batch.hold).
func (p *pipeline) read() *batch {
	p.in.Lock()
	if p.stopped.Load() {
		p.in.Unlock()
		return nil
	}
	items, hold := p.feed.next(batchGames)
	if len(items) == 0 {
		p.in.Unlock()
		return nil
	}
	b := &batch{seq: p.seq, items: items, res: make([]*Result, len(items)), hold: hold}
	p.seq++
	if !hold {
		p.in.Unlock()
	}
	return b
}

// done queues b for output and emits every batch that is next in order.
func (p *pipeline) done(b *batch) {
	p.out.Lock()
	defer p.out.Unlock()
	if b.seq != p.next {
		p.ready = append(p.ready, b)
		return
	}
	for b != nil {
		p.put(b)
		<-p.room
		p.next++
		b = nil
		for i, r := range p.ready {
			if r.seq == p.next {
				b = r
				p.ready[i] = p.ready[len(p.ready)-1]
				p.ready = p.ready[:len(p.ready)-1]
				break
			}
		}
	}
}

// put emits the games and read errors of b, nothing once the run is stopped.
func (p *pipeline) put(b *batch) {
	for k, it := range b.items {
		if p.stopped.Load() {
			return
		}
		if it.ferr != nil {
			if p.onErr != nil {
				p.onErr(it.ferr)
			}
			continue
		}
		if b.res[k] == nil {
			continue // a game cut by a read error
		}
		if !p.emit(b.res[k]) {
			p.stopped.Store(true)
		}
	}
}

// feed reads the games of every source in order (those of Options.Shard), a
// batch at a time. It is not safe for concurrent use.
type feed struct {
	e       *Engine
	sources []Source
	src     int // index of the source being read (or next to open)
	rd      io.Reader
	gr      gameReader
	game    int // games read so far, over all sources
	// recs are the shogi records of the source being read not yet handed out
	// (sniffRecords), recsOn that there is such a source
	recs   []*kifu.Record
	recsOn bool
}

// gameReader gives the games of one input: a gamefile.Reader, or the reader of
// a record format (pkg/notation/record).
type gameReader interface {
	Next() (*gamefile.RawGame, error)
}

// Games returns the reader of the games of rd, an input named name (opened
// and decoded: pkg/input), as the engine reads them: that of the record format
// its name and first block make it (record.Sniff), else gamefile's. Next
// gives the games in order, then io.EOF.
func Games(rd io.Reader, name string) interface {
	Next() (*gamefile.RawGame, error)
} {
	return openRecord(rd, name)
}

// next returns up to n items in input order, a source that cannot be opened or
// read being an item of its own; none once every source is read. The items
// end early with a game handed out before its end (streamLines): hold is then
// set, and the game's lines are read from the input as its replay asks for
// them, before anything else is read.
func (f *feed) next(n int) (b []item, hold bool) {
	for len(b) < n && f.src < len(f.sources) {
		if b == nil {
			b = make([]item, 0, n)
		}
		s := f.sources[f.src]
		if f.recsOn {
			if len(f.recs) == 0 {
				f.close()
				f.src++
				continue
			}
			rec := f.recs[0]
			f.recs = f.recs[1:]
			f.game++
			if f.e.opts.Shard.Has(f.game - 1) {
				b = append(b, item{file: s.Name, rec: rec})
			}
			continue
		}
		if f.gr == nil {
			if ferr := f.open(s); ferr != nil {
				b = append(b, item{ferr: ferr})
				f.src++
				continue
			}
			if f.recsOn {
				continue // a shogi record file: its records next
			}
		}
		raw, err := f.gr.Next()
		if err != nil {
			if err != io.EOF {
				b = append(b, item{ferr: &FileError{s.Name, err}})
			}
			f.close()
			f.src++
			continue
		}
		f.game++
		if f.e.opts.Shard.Has(f.game - 1) {
			b = append(b, item{file: s.Name, raw: raw})
			if raw.Streamed() {
				return b, true
			}
		}
	}
	return b, false
}

// open opens s for reading (f.rd, f.gr); the error is the source's.
func (f *feed) open(s Source) *FileError {
	var rd io.Reader
	var err error
	if s.Part != nil {
		var st gamefile.Start
		if rd, st, err = s.Part(); err == nil {
			f.rd, f.gr = rd, gamefile.NewReaderFrom(rd, s.Name, st)
		}
	} else if rd, err = s.Open(); err == nil {
		// a shogi record (KIF, KI2, CSA, USI) is read whole and replayed by
		// ReplayRecord (shogiinput.go); else a registered record format or
		// the game splitter reads the bytes
		var recs []*kifu.Record
		var rest io.Reader
		f.rd = rd
		if recs, rest, err = sniffRecords(s.Name, rd); err == nil && rest == nil {
			f.recs, f.recsOn = recs, true
			return nil
		} else if err == nil {
			f.gr = openRecord(rest, s.Name)
		}
	}
	if err != nil {
		if c, ok := rd.(io.Closer); ok && rd != nil {
			c.Close()
		}
		f.rd = nil
		return &FileError{s.Name, err}
	}
	if gr, ok := f.gr.(*gamefile.Reader); ok {
		gr.Stream(streamLines)
	}
	return nil
}

// openRecord returns the reader of the games of rd, an input named name: that
// of the record format its name and first block make it (record.Sniff), else
// gamefile's. A format is looked for only when one is registered.
func openRecord(rd io.Reader, name string) gameReader {
	if !record.Any() {
		return gamefile.NewReader(rd, name)
	}
	br := bufio.NewReaderSize(rd, gamefile.FirstBlock)
	head, _ := br.Peek(gamefile.FirstBlock) // a read error comes again from Next
	if fm := record.Sniff(name, head); fm != nil {
		return fm.NewReader(br, name)
	}
	return gamefile.NewReader(br, name)
}

// streamLines is the number of move-text lines from which a game is read as
// it is replayed rather than whole (gamefile.Reader.Stream): far more than any
// game played (a game of 8,000 moves written a ply a line), so that only huge
// games are streamed, with at most that many lines held at a time (about a
// megabyte).
const streamLines = 1 << 14

// close closes the source being read, when it is an io.Closer.
func (f *feed) close() {
	if c, ok := f.rd.(io.Closer); ok {
		c.Close()
	}
	f.rd, f.gr = nil, nil
	f.recs, f.recsOn = nil, false
}
