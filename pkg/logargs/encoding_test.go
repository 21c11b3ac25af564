package logargs

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/replay"
	"github.com/gamecourier/courier/pkg/shard"
	"github.com/gamecourier/courier/pkg/textenc"
)

// TestEncodingFlag: --encoding takes the encodings' names and aliases in any
// case (the canonical name kept); an unknown one is a usage error.
func TestEncodingFlag(t *testing.T) {
	for in, want := range map[string]string{"auto": textenc.Auto, "GBK": textenc.GB18030, "sjis": textenc.ShiftJIS, "utf-8": textenc.UTF8, "Big5": textenc.Big5} {
		enc := in
		if err := SettleEncoding(&enc); err != nil || enc != want {
			t.Errorf("--encoding %s: %q, %v; want %q", in, enc, err, want)
		}
	}
	enc := "ebcdic"
	var ue *cmdutil.UsageError
	if err := SettleEncoding(&enc); !errors.As(err, &ue) {
		t.Errorf("--encoding ebcdic: %v, want a usage error", err)
	}
}

// TestSourcesDecode: the inputs are decoded from the encoding detected or
// forced: 炮二平五 in GBK (its bytes C5DA B6FE C6BD CEE5) reads as itself; forced
// as UTF-8 the bytes stay as they are; and with --encoding other than UTF-8,
// --shard reads every file whole.
func TestSourcesDecode(t *testing.T) {
	dir := t.TempDir()
	gbk := []byte("1. \xc5\xda\xb6\xfe\xc6\xbd\xce\xe5 *\n")
	p := filepath.Join(dir, "a.pgn")
	if err := os.WriteFile(p, gbk, 0o644); err != nil {
		t.Fatal(err)
	}
	read := func(s replay.Source) []byte {
		rd, err := s.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(rd)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	if got := string(read(SourcesEncoding([]string{p}, nil, textenc.Auto)[0])); got != "1. 炮二平五 *\n" {
		t.Errorf("auto: %q", got)
	}
	if got := read(SourcesEncoding([]string{p}, nil, textenc.UTF8)[0]); !bytes.Equal(got, gbk) {
		t.Errorf("forced utf-8: %q", got)
	}
	big := filepath.Join(dir, "big.pgn")
	if err := os.WriteFile(big, []byte(strings.Repeat("[Event \"x\"]\n\n1. e4 *\n\n", shard.MinRange/20+1)), 0o644); err != nil {
		t.Fatal(err)
	}
	all := SourcesEncoding([]string{big}, nil, textenc.GB18030)
	if f := probe(all, textenc.GB18030)[0]; !f.Whole || f.Why != "not UTF-8" {
		t.Errorf("forced gb18030: %+v, want whole", f)
	}
	if f := probe(all, textenc.Auto)[0]; f.Whole {
		t.Errorf("auto, an ASCII file: %+v, want ranges", f)
	}
}
