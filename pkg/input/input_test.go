package input

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The testdata archives were written by the gzip, bzip2, xz and zstd command-line
// tools from archive.pgn: each must read back as exactly its bytes, from a path
// and from standard input.
func TestOpenEachFormat(t *testing.T) {
	plain, err := os.ReadFile("testdata/archive.pgn")
	if err != nil {
		t.Fatal(err)
	}
	for ext, want := range map[string]string{"": "", ".gz": Gzip, ".bz2": Bzip2, ".xz": XZ, ".zst": Zstd} {
		name := "testdata/archive.pgn" + ext
		if got, err := Format(name); err != nil || got != want {
			t.Errorf("Format(%s) = %q, %v; want %q", name, got, err, want)
		}
		rc, err := Open(name, nil)
		if err != nil {
			t.Fatalf("Open(%s): %v", name, err)
		}
		got, err := io.ReadAll(rc)
		if err != nil || !bytes.Equal(got, plain) {
			t.Errorf("Open(%s) read %q, %v; want the plain archive", name, got, err)
		}
		if err := rc.Close(); err != nil {
			t.Errorf("Close(%s): %v", name, err)
		}
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		rc, err = Open("-", f)
		if err != nil {
			t.Fatalf("Open(-) of %s: %v", name, err)
		}
		got, _ = io.ReadAll(rc)
		rc.Close()
		f.Close()
		if !bytes.Equal(got, plain) {
			t.Errorf("standard input of %s read %q", name, got)
		}
	}
}

func TestDetect(t *testing.T) {
	for _, tc := range []struct {
		head string
		want string
	}{
		{"\x1f\x8b\x08", Gzip},
		{"BZh9\x31\x41", Bzip2},
		{"BZh", ""},     // no block size digit
		{"BZhx 1.", ""}, // a text that happens to start so
		{"\xfd7zXZ\x00", XZ},
		{"\xfd7zXZ", ""}, // short of the six-byte magic
		{"\x28\xb5\x2f\xfd", Zstd},
		{"[Event \"x\"]", ""},
		{"", ""},
	} {
		if got := Detect([]byte(tc.head)); got != tc.want {
			t.Errorf("Detect(%q) = %q, want %q", tc.head, got, tc.want)
		}
	}
}

// Concatenated gzip members (as `cat a.gz b.gz` makes) read as one stream.
func TestGzipMembers(t *testing.T) {
	var buf bytes.Buffer
	for _, s := range []string{"1. e4 e5\n", "1. d4 d5\n"} {
		zw := gzip.NewWriter(&buf)
		zw.Write([]byte(s))
		zw.Close()
	}
	rc, format, err := NewReader(&buf)
	if err != nil || format != Gzip {
		t.Fatalf("NewReader: %q, %v", format, err)
	}
	got, err := io.ReadAll(rc)
	if err != nil || string(got) != "1. e4 e5\n1. d4 d5\n" {
		t.Errorf("read %q, %v", got, err)
	}
}

// A corrupt stream is an error naming the format, never a panic; short and empty
// inputs read as they are.
func TestCorruptAndShort(t *testing.T) {
	for _, s := range []string{"\x1f\x8b\x08\x00garbage", "\x28\xb5\x2f\xfdgarbage", "\xfd7zXZ\x00garbage", "BZh9garbage"} {
		rc, format, err := NewReader(strings.NewReader(s))
		if err == nil {
			_, err = io.ReadAll(rc)
		}
		if err == nil || !strings.Contains(err.Error(), format) {
			t.Errorf("%q: error %v, want one naming %q", s, err, format)
		}
	}
	for _, s := range []string{"", "e4", "BZ"} {
		rc, format, err := NewReader(strings.NewReader(s))
		if err != nil || format != "" {
			t.Fatalf("%q: %q, %v", s, format, err)
		}
		if got, _ := io.ReadAll(rc); string(got) != s {
			t.Errorf("%q read as %q", s, got)
		}
	}
}

func TestOpenErrors(t *testing.T) {
	if _, err := Open(filepath.Join(t.TempDir(), "missing.pgn"), nil); !os.IsNotExist(err) {
		t.Errorf("missing file: %v", err)
	}
	if _, err := Open(t.TempDir(), nil); err == nil || err.Error() != "is a directory" {
		t.Errorf("directory: %v", err)
	}
}

func TestTrimExt(t *testing.T) {
	for in, want := range map[string]string{
		"a/x.pgn.zst": "a/x.pgn", "x.PGN.GZ": "x.PGN", "x.gc.bz2": "x.gc", "x.txt.xz": "x.txt",
		"x.pgn": "x.pgn", "x.zip": "x.zip", "gz": "gz",
	} {
		if got := TrimExt(in); got != want {
			t.Errorf("TrimExt(%q) = %q, want %q", in, got, want)
		}
	}
}
