// Package input opens the FILE arguments of the commands that read game logs:
// a path as given, or "-" for standard input, decompressed on the fly when the
// bytes start with the magic number of gzip, bzip2, xz or Zstandard (whatever
// the file's name), then decoded to UTF-8 from the character encoding detected
// or named (pkg/textenc: UTF-8, GB18030, Big5, Shift_JIS, Windows-1252).
// Diagnostics keep naming the input as given; this package knows no chess.
package input

import (
	"bufio"
	"bytes"
	"compress/bzip2"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/gamecourier/courier/pkg/textenc"
	"github.com/klauspost/compress/zstd"
	"github.com/ulikunitz/xz"
)

// The compression formats recognised, as Detect names them ("" is plain text).
const (
	Gzip  = "gzip"
	Bzip2 = "bzip2"
	XZ    = "xz"
	Zstd  = "zstd"
)

// magic numbers at offset 0 (RFC 1952; bzip2's "BZh" and a block size digit; the
// xz file format 1.0 header; RFC 8878 frame magic, little-endian 0xFD2FB528)
var magics = []struct {
	format string
	prefix []byte
}{
	{Gzip, []byte{0x1f, 0x8b}},
	{Bzip2, []byte("BZh")},
	{XZ, []byte{0xfd, '7', 'z', 'X', 'Z', 0x00}},
	{Zstd, []byte{0x28, 0xb5, 0x2f, 0xfd}},
}

// MagicLen is the number of leading bytes Detect needs to tell every format.
const MagicLen = 6

// Detect names the compression format whose magic number starts head (the
// first MagicLen bytes of a stream, or fewer when it is shorter): Gzip, Bzip2,
// XZ, Zstd, or "" for anything else (plain text).
func Detect(head []byte) string {
	for _, m := range magics {
		if !bytes.HasPrefix(head, m.prefix) {
			continue
		}
		if m.format == Bzip2 && (len(head) < 4 || head[3] < '1' || head[3] > '9') {
			continue // "BZh" then a block size digit 1-9
		}
		return m.format
	}
	return ""
}

// Format names the compression format of the file at path by its first bytes
// (Detect), "" for a plain file. Errors are those of opening and reading it.
// A compressed file cannot be split at byte offsets: it is read whole.
func Format(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	head := make([]byte, MagicLen)
	n, err := io.ReadFull(f, head)
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return "", err
	}
	return Detect(head[:n]), nil
}

// NewReader returns r decompressed when it starts with a known magic number,
// else r's bytes unchanged (read through a buffer), with the format's name
// (Detect). Closing the result releases the decompressor; it does not close r.
// The error is that of reading the first bytes or of a corrupt header.
func NewReader(r io.Reader) (io.ReadCloser, string, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	head, err := br.Peek(MagicLen)
	if err != nil && err != io.EOF && !errors.Is(err, bufio.ErrBufferFull) {
		return nil, "", err
	}
	format := Detect(head)
	var out io.ReadCloser
	switch format {
	case Gzip:
		zr, err := gzip.NewReader(br) // multistream: concatenated members are read in turn
		if err != nil {
			return nil, format, fmt.Errorf("gzip: %w", err)
		}
		out = zr
	case Bzip2:
		out = io.NopCloser(bzip2.NewReader(br))
	case XZ:
		xr, err := xz.NewReader(br)
		if err != nil {
			return nil, format, fmt.Errorf("xz: %w", err)
		}
		out = io.NopCloser(xr)
	case Zstd:
		// one goroutine: the replay engine runs its own workers; a 1 GiB window
		// cap refuses absurd frames instead of allocating for them
		zr, err := zstd.NewReader(br, zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxWindow(1<<30))
		if err != nil {
			return nil, format, fmt.Errorf("zstd: %w", err)
		}
		out = zr.IOReadCloser()
	default:
		out = io.NopCloser(br)
	}
	if format != "" {
		out = &named{out, format}
	}
	return out, format, nil
}

// named prefixes read errors of a decompressor with its format's name, so that a
// corrupt archive says which decoder gave up.
type named struct {
	io.ReadCloser
	format string
}

func (n *named) Read(p []byte) (int, error) {
	k, err := n.ReadCloser.Read(p)
	if err != nil && err != io.EOF {
		err = fmt.Errorf("%s: %w", n.format, err)
	}
	return k, err
}

// Open opens the FILE argument name: "-" is stdin (not closed by the result's
// Close), anything else a path opened as given. The content is decompressed when
// compressed (NewReader) and decoded to UTF-8 from the encoding detected
// (OpenEncoding with textenc.Auto). A directory is an error ("is a directory");
// so are those of os.Open and of a corrupt compressed header. Close the result.
func Open(name string, stdin io.Reader) (io.ReadCloser, error) {
	return OpenEncoding(name, stdin, textenc.Auto)
}

// OpenEncoding is Open with the character encoding named enc (textenc.Lookup;
// textenc.Auto detects it): the decompressed bytes are decoded to UTF-8, a
// UTF-8 file passing unchanged. Bytes invalid in the encoding (in every one,
// when detected) make Read return a *textenc.DecodeError with their byte
// offset in the decompressed stream. An unknown enc is an error.
func OpenEncoding(name string, stdin io.Reader, enc string) (io.ReadCloser, error) {
	rc, err := openRaw(name, stdin)
	if err != nil {
		return nil, err
	}
	tr, err := textenc.NewReader(rc, enc)
	if err != nil {
		rc.Close()
		return nil, err
	}
	return &decoded{tr, rc}, nil
}

// decoded reads the decoder and closes what it reads.
type decoded struct {
	*textenc.Reader
	c io.Closer
}

func (d *decoded) Close() error { return d.c.Close() }

// openRaw opens name decompressed, not decoded.
func openRaw(name string, stdin io.Reader) (io.ReadCloser, error) {
	if name == "-" {
		rc, _, err := NewReader(stdin)
		return rc, err
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	if st, err := f.Stat(); err == nil && st.IsDir() {
		f.Close()
		return nil, errors.New("is a directory")
	}
	rc, _, err := NewReader(f)
	if err != nil {
		f.Close()
		return nil, err
	}
	return &fileReader{rc, f}, nil
}

// fileReader closes the decompressor, then the file.
type fileReader struct {
	io.ReadCloser
	f *os.File
}

func (r *fileReader) Close() error {
	err := r.ReadCloser.Close()
	if ferr := r.f.Close(); err == nil {
		err = ferr
	}
	return err
}

// Extensions are the file name endings of the compressed formats (compared
// without regard to case).
var Extensions = []string{".gz", ".bz2", ".xz", ".zst"}

// TrimExt returns name without one compression ending (Extensions), so that its
// own extension can be looked at: "a/x.pgn.zst" gives "a/x.pgn"; other names
// are returned unchanged.
func TrimExt(name string) string {
	ext := strings.ToLower(filepath.Ext(name))
	for _, e := range Extensions {
		if ext == e {
			return name[:len(name)-len(ext)]
		}
	}
	return name
}
