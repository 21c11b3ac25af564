// Package shard shares the inputs of a run out among N shards (--shard K/N) so
// that each shard reads only its part: the assignment of files and byte ranges to
// shards, the sync points where a byte range may start (a line where the game
// splitter of pkg/notation/gamefile starts a game with nothing carried over), and
// the opening of a byte range with the line and game numbers of its first byte.
//
// # The assignment
//
// The inputs are laid end to end in the order given (directories expanded as the
// commands expand them), T bytes in all, and cut at the N-1 byte offsets
// ceil(k*T/N), k = 1..N-1: shard k (1-based) owns the bytes between cuts k-1 and k.
// A file read whole (Whole) goes to the shard that owns its middle byte; a plain
// log file of at least MinRange bytes is cut where the cuts fall inside it, each
// piece (a nominal byte range) going to the shard that owns it. A shard therefore
// gets a run of consecutive inputs and pieces, and the shards in order 1..N hold
// the inputs in order. The assignment depends only on the names, sizes and first
// bytes of the inputs: every shard computes the same one.
//
// Whole are: compressed files (by name: .gz .bz2 .xz .zst, or by their magic
// bytes), standard input, anything that is not a regular file or cannot be
// read, a file whose first block is no text (gamefile.NotText) or not UTF-8
// (another encoding, pkg/textenc: its decoded bytes are not the file's), shogi
// records by their name (ShogiRecordExts: their readers split them), and plain
// files under MinRange bytes.
//
// # Byte ranges
//
// A nominal range [from, to) of a file is read as [Snap(from), Snap(to)), Snap(x)
// being the first sync point at or after x (0 for 0, the file's size when there is
// none): consecutive pieces meet at the same sync point, so every byte, and every
// game, is read by exactly one shard. A sync point is the start of a line L such
// that (Sync):
//
//   - L is a tag line: after an optional byte-order mark, its first byte is '['
//     and it starts with a well-formed tag pair (gamefile.TagPairAt), its line
//     end within MaxTagLine bytes;
//   - the line before L is empty (no byte but a CR before its line end): the
//     blank line between games that PGN exports and Game Courier logs write;
//   - the nearest line P before L that holds move text outside comments (after
//     its last '}', all of it when it has none, before any ';' or "//", a
//     character other than blanks and ')') starts within Window bytes before L;
//     the lines between P and L are blank or without move text and braces (a
//     "// ..." comment line), and none of P and them starts with '%' or is a tag
//     line ('[' after blanks);
//   - the last brace ('{' or '}') in the Window bytes before L is not '{'.
//
// A line that meets all but one condition still starts a game, which the line
// and game numbers count: when P holds a termination marker and a line between
// P and L does not start with ';', the reader starts a game at that line (a
// comment after the result) and carries it into the game of L's tags, which a
// reader started at L would miss; so L is no sync point.
//
// So the splitter is outside any brace comment at L (the last brace before it
// closes one or is stray), and the game it reads holds move text: the tag line L
// ends that game and starts the next with nothing carried over, as a reader
// started at L does (gamefile.NewReaderFrom). The one assumption is that no brace
// comment is still open more than Window bytes after its '{' at a line that
// otherwise looks like a sync point. A file whose games all start with tag pairs
// after a blank line (a PGN export, Game Courier logs with tags) has a sync point
// at every game but the first.
//
// # Line and game numbers
//
// A range that starts at sync point a > 0 counts the line ends and the sync
// points of the bytes before a (a read of the prefix, no parsing; MakePlan does
// it once per file for all its ranges, for --plan): its
// first line is number lines+1, and its first game number syncs+2 (the games
// before a: one before the first game start, one from each; syncs counts the
// game starts). The game numbers
// are those of a run over the whole file when every game of the prefix but the
// first starts at a sync point, as in a PGN export; the line numbers always are.
package shard

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/gamecourier/courier/pkg/input"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/record"
	"github.com/gamecourier/courier/pkg/textenc"
)

// MinRange is the size in bytes from which a plain log file is shared out by
// byte ranges; smaller ones are read whole by one shard.
const MinRange = 1 << 20

// File is one input as the assignment sees it.
type File struct {
	Name  string // as given: a path, or "-" for standard input
	Size  int64  // bytes; 0 for standard input and files that cannot be read
	Whole bool   // read whole by one shard (see the package comment)
	// Why says why a file is read whole: "compressed", "standard input",
	// "not a regular file", "unreadable", "not text", "not UTF-8", "NEL line
	// ends", "small", "shogi record" ("" for a range file).
	Why string
	End byte // the line end of a range file ('\n' or '\r': gamefile.LineEnd)
}

// IsCompressed reports whether a file named name whose first bytes are head is
// compressed: by its name ending (.gz .bz2 .xz .zst) or by the magic bytes of
// gzip, bzip2, xz or Zstandard, as pkg/input tells them (input.Extensions,
// input.Detect), so that what a shard reads whole is what input decompresses.
func IsCompressed(name string, head []byte) bool {
	return input.TrimExt(name) != name || input.Detect(head) != ""
}

// Probe looks at the input name: "-" is standard input; a path is stat'ed and,
// from MinRange bytes on, its first block read (gamefile.FirstBlock bytes) for its
// magic bytes, whether it is text and its line end. It never fails: an input that
// cannot be looked at is Whole (its error is reported by the shard that reads it).
func Probe(name string) File {
	if name == "-" {
		return File{Name: name, Whole: true, Why: "standard input"}
	}
	st, err := os.Stat(name)
	switch {
	case err != nil:
		return File{Name: name, Whole: true, Why: "unreadable"}
	case !st.Mode().IsRegular():
		return File{Name: name, Whole: true, Why: "not a regular file"}
	}
	f := File{Name: name, Size: st.Size()}
	if IsCompressed(name, nil) {
		f.Whole, f.Why = true, "compressed"
		return f
	}
	if f.Size < MinRange {
		f.Whole, f.Why = true, "small"
		return f
	}
	if record.HasExt(name, ShogiRecordExts...) {
		// read whole and split by its own reader (pkg/replay ReplayRecord)
		f.Whole, f.Why = true, "shogi record"
		return f
	}
	head, err := readHead(name)
	switch {
	case err != nil:
		f.Whole, f.Why = true, "unreadable"
	case IsCompressed(name, head):
		f.Whole, f.Why = true, "compressed"
	case gamefile.NotText(head) != nil:
		f.Whole, f.Why = true, "not text"
	case !isUTF8(head, f.Size):
		f.Whole, f.Why = true, "not UTF-8"
	default:
		f.End = gamefile.LineEnd(head)
		if f.End != '\n' && f.End != '\r' {
			f.Whole, f.Why = true, "NEL line ends" // the sync points look for one-byte line ends
		}
	}
	return f
}

// ShogiRecordExts are the file endings of shogi records (KIF, KI2, CSA, USI),
// which the replay reads whole with their own readers: never cut into ranges.
var ShogiRecordExts = []string{".kif", ".kifu", ".ki2", ".ki2u", ".csa", ".usi", ".sfen"}

// isUTF8 tells whether head, the first block of a file of size bytes, is in
// UTF-8 (or ASCII) as pkg/textenc detects it.
func isUTF8(head []byte, size int64) bool {
	for i, c := range head {
		if c >= 0x80 {
			name, _, _ := textenc.Detect(head[i:], int64(len(head)) >= size)
			return name == textenc.UTF8
		}
	}
	return true
}

func readHead(name string) ([]byte, error) {
	fd, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer fd.Close()
	b := make([]byte, gamefile.FirstBlock)
	n, err := io.ReadFull(fd, b)
	if err != nil && err != io.ErrUnexpectedEOF {
		return nil, err
	}
	return b[:n], nil
}

// Part is one shard's share of one input.
type Part struct {
	Shard int    // 1-based
	File  int    // index of the input in the files given to Assign
	Name  string // the input's name
	Whole bool   // the whole input; else the nominal byte range [From, To)
	// From and To are the nominal byte range (0-based, To excluded; a Whole part
	// has 0 and the size): a range part reads [Snap(From), Snap(To)).
	From, To int64
}

// Assign shares files out among n shards (n >= 1) as the package comment says and
// returns every part, in input order (the pieces of a file by shard). Every input
// is in exactly one part, or in pieces that together cover it; a file of size 0
// that is not Whole still gets one (empty) part.
func Assign(files []File, n int) []Part {
	n = max(n, 1)
	var total int64
	for _, f := range files {
		total += f.Size
	}
	// owner is the shard that owns byte x of the whole (1-based; x = total: the last)
	owner := func(x int64) int {
		if total == 0 {
			return 1
		}
		for k := 1; k < n; k++ {
			if x < cut(k, n, total) {
				return k
			}
		}
		return n
	}
	var parts []Part
	var pos int64
	for i, f := range files {
		if f.Whole || f.Size == 0 {
			parts = append(parts, Part{Shard: owner(pos + f.Size/2), File: i, Name: f.Name, Whole: true, To: f.Size})
			pos += f.Size
			continue
		}
		first, last := owner(pos), owner(pos+f.Size-1)
		for k := first; k <= last; k++ {
			lo, hi := int64(0), f.Size
			if k > first {
				lo = cut(k-1, n, total) - pos
			}
			if k < last {
				hi = cut(k, n, total) - pos
			}
			parts = append(parts, Part{Shard: k, File: i, Name: f.Name, From: lo, To: hi})
		}
		pos += f.Size
	}
	return parts
}

// cut is the k-th cut of total bytes into n: ceil(k*total/n) (without overflow
// for any total that fits in an int64).
func cut(k, n int, total int64) int64 {
	q, r := total/int64(n), total%int64(n)
	return q*int64(k) + (r*int64(k)+int64(n)-1)/int64(n)
}

// Of returns the parts of shard k (1-based) of Assign(files, n), in input order.
func Of(files []File, k, n int) []Part {
	var out []Part
	for _, p := range Assign(files, n) {
		if p.Shard == k {
			out = append(out, p)
		}
	}
	return out
}

// Range is a piece of a file as read: the bytes [From, To) (From and To sync
// points, or 0 and the size), with the line and game numbers where it starts.
type Range struct {
	From, To int64
	Start    gamefile.Start
}

// Resolve snaps the nominal range [from, to) of the file f (a range file: f.End
// set) to sync points and counts the lines and sync points before it (Prefix).
// Errors are those of reading the file.
func Resolve(r io.ReaderAt, f File, from, to int64) (Range, error) {
	s := &scanner{r: r, size: f.Size, end: f.End}
	a, err := s.snap(from)
	if err != nil {
		return Range{}, err
	}
	b, err := s.snap(to)
	if err != nil {
		return Range{}, err
	}
	b = max(a, b)
	rg := Range{From: a, To: b, Start: gamefile.Start{Line: 1, End: f.End}}
	if a > 0 && a < b {
		lines, syncs, err := s.prefix(a)
		if err != nil {
			return Range{}, err
		}
		rg.Start.Line = int(lines) + 1
		rg.Start.Games = int(syncs) + 1
	}
	return rg, nil
}

// Open opens the range part p of the file f (f.End set): the reader of its bytes
// (an io.ReadCloser: closing it closes the file) and where it starts in the file.
// Errors are those of opening and reading the file.
func Open(f File, p Part) (io.ReadCloser, gamefile.Start, error) {
	fd, err := os.Open(f.Name)
	if err != nil {
		return nil, gamefile.Start{}, err
	}
	if st, err := fd.Stat(); err == nil && st.Size() != f.Size {
		fd.Close()
		return nil, gamefile.Start{}, fmt.Errorf("changed size while read (%d bytes, was %d): every shard must see the same inputs", st.Size(), f.Size)
	}
	rg, err := Resolve(fd, f, p.From, p.To)
	if err != nil {
		fd.Close()
		return nil, gamefile.Start{}, err
	}
	return &section{SectionReader: io.NewSectionReader(fd, rg.From, rg.To-rg.From), f: fd}, rg.Start, nil
}

// OpenRange opens the bytes [from, to) of the range file f (resolved already:
// from a plan), which start at st: the reader (an io.ReadCloser: closing it closes
// the file) and st. Errors are those of opening the file, and a size that is no
// longer f.Size.
func OpenRange(f File, from, to int64, st gamefile.Start) (io.ReadCloser, gamefile.Start, error) {
	fd, err := os.Open(f.Name)
	if err != nil {
		return nil, st, err
	}
	if fi, err := fd.Stat(); err == nil && fi.Size() != f.Size {
		fd.Close()
		return nil, st, fmt.Errorf("changed size while read (%d bytes, was %d): every shard must see the same inputs", fi.Size(), f.Size)
	}
	return &section{SectionReader: io.NewSectionReader(fd, from, to-from), f: fd}, st, nil
}

type section struct {
	*io.SectionReader
	f *os.File
}

func (s *section) Close() error { return s.f.Close() }

// errShort is a read that returned fewer bytes than the file's size promised.
var errShort = errors.New("file shorter than its size: changed while read")

// Snap returns the first sync point at or after x of the range file f read
// through r: 0 for x <= 0, f.Size when there is none (see the package comment).
func Snap(r io.ReaderAt, f File, x int64) (int64, error) {
	return (&scanner{r: r, size: f.Size, end: f.End}).snap(x)
}

// sample is the number of bytes at the start of a range file that GamesPerByte reads.
const sample = 1 << 20

// GamesPerByte estimates the games per byte of the plain file f read through r
// from its first MiB (all of it when shorter): one game before the first sync
// point and one from each. Errors are those of reading the file.
func GamesPerByte(r io.ReaderAt, f File) (float64, error) {
	end := f.End
	if end == 0 {
		end = '\n'
	}
	n := min(f.Size, sample)
	if n == 0 {
		return 0, nil
	}
	if f.Size < MinRange {
		// a small file is probed here: its line end from its own first block
		head := make([]byte, min(n, gamefile.FirstBlock))
		if _, err := r.ReadAt(head, 0); err != nil && err != io.EOF {
			return 0, err
		}
		end = gamefile.LineEnd(head)
	}
	s := &scanner{r: r, size: f.Size, end: end}
	syncs := 0
	if _, err := s.walk(0, n, false, func(int64, bool) bool { syncs++; return true }); err != nil {
		return 0, err
	}
	return float64(syncs+1) / float64(n), nil
}
