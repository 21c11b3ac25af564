package textenc

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

func encode(t *testing.T, e encoding.Encoding, s string) []byte {
	t.Helper()
	b, err := e.NewEncoder().Bytes([]byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func decodeAll(t *testing.T, b []byte, name string) (string, string, error) {
	t.Helper()
	r, err := NewReader(iotest.HalfReader(bytes.NewReader(b)), name)
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(r)
	return string(out), r.Encoding(), err
}

// Texts as their writers write them: a xiangqi PGN in simplified Chinese, the
// same in traditional characters, a KIF header and moves in Japanese, a PGN
// with an accented name.
const (
	zhHans = "[Game \"Chinese Chess\"]\n[Red \"象棋巫师\"]\n 1. 炮二平五 马２进３\n 2. 马二进三 马８进９\n 3. 车一进一 象３进５ *\n"
	zhHant = "[Game \"Chinese Chess\"]\n[Red \"象棋愛好者\"]\n 1. 炮二平五 馬２進３\n 2. 馬二進三 馬８進９\n 3. 車一進一 象３進５ *\n"
	ja     = "開始日時：2006/01/01\n手合割：平手\n先手：羽生善治\n後手：藤井猛\n手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:00/00:00:00)\n   2 ３四歩(33)   ( 0:00/00:00:00)\n"
	west   = "[White \"Réti, Richard\"]\n[Black \"Müller, Jürgen\"]\n1. Nf3 d5 *\n"
)

func TestDetectsEachEncoding(t *testing.T) {
	pad := strings.Repeat("[Event \"ascii first\"]\n", 5000) // past one read and the sample
	for _, c := range []struct {
		name string
		text string
		enc  encoding.Encoding
		want string
	}{
		{"gbk", zhHans, simplifiedchinese.GBK, GB18030},
		{"gb18030", zhHans, simplifiedchinese.GB18030, GB18030},
		{"big5", zhHant, traditionalchinese.Big5, Big5},
		{"sjis", ja, japanese.ShiftJIS, ShiftJIS},
		{"latin1", west, charmap.Windows1252, Latin1},
	} {
		for _, prefix := range []string{"", pad} {
			raw := encode(t, c.enc, prefix+c.text)
			got, name, err := decodeAll(t, raw, Auto)
			if err != nil || name != c.want || got != prefix+c.text {
				t.Errorf("%s (prefix %d bytes): encoding %q, err %v, text equal %v; want %q", c.name, len(prefix), name, err, got == prefix+c.text, c.want)
			}
		}
	}
}

func TestUTF8PassesThroughUnchanged(t *testing.T) {
	for _, s := range []string{"\uFEFF" + zhHans, ja, "1. e4 e5 *\n", ""} {
		got, name, err := decodeAll(t, []byte(s), Auto)
		if err != nil || got != s {
			t.Errorf("%q: got %q, %v", s, got, err)
		}
		if s != "1. e4 e5 *\n" && s != "" && name != UTF8 {
			t.Errorf("%q: encoding %q, want utf-8", s, name)
		}
	}
}

func TestForcedEncoding(t *testing.T) {
	raw := encode(t, simplifiedchinese.GBK, zhHans)
	got, _, err := decodeAll(t, raw, "GBK")
	if err != nil || got != zhHans {
		t.Fatalf("forced gbk: %v", err)
	}
	// the same bytes forced as Shift_JIS: GBK's 0xA3 0xB2 (full-width 2) is
	// two half-width katakana there, but 炮 (0xC5 0xDA) is valid too: decodes,
	// differently
	if got, _, err := decodeAll(t, raw, "sjis"); err == nil && got == zhHans {
		t.Errorf("forced sjis gave the GBK text")
	}
	if _, err := NewReader(bytes.NewReader(raw), "ebcdic"); err == nil {
		t.Errorf("unknown encoding accepted")
	}
}

// Bytes valid in no candidate: 0xFF is a lead byte of none and undefined
// nowhere else but after 0x80 runs; here "ab" then 0x80 0x80 0x80 0xFF.
func TestUndecodableIsErrorWithOffset(t *testing.T) {
	raw := []byte("ab\n\x80\x80\x80\xff\xff\xff")
	_, _, err := decodeAll(t, raw, Auto)
	var de *DecodeError
	if !errors.As(err, &de) || !errors.Is(err, ErrDecode) {
		t.Fatalf("err = %v, want a DecodeError", err)
	}
	// UTF-8 fails at byte 3 (0x80 is no lead byte), so does every double-byte
	// encoding (0x80 is a lead byte of none of them); 3+ high bytes in a row
	// are no Western text
	if de.Offset != 3 {
		t.Errorf("offset %d, want 3 (%v)", de.Offset, err)
	}
	// a forced encoding reports its own invalid byte: in Shift_JIS 0x82 0xA0
	// is fine, 0xA0 alone at byte 6 is not
	_, _, err = decodeAll(t, []byte("abc\x82\xa0x\xa0"), "sjis")
	if !errors.As(err, &de) || de.Offset != 6 {
		t.Errorf("forced sjis: %v, want offset 6", err)
	}
}

// A UTF-8 archive with one stray Windows-1252 byte (files joined) stays UTF-8:
// its names are not read as Windows-1252, the stray byte passes as it is.
func TestMostlyUTF8StaysUTF8(t *testing.T) {
	s := strings.Repeat("[White \"Müller, Jürgen\"]\n[Black \"Réti\"]\n1. e4 *\n", 10) + "[Event \"caf\xe9\"]\n"
	got, name, err := decodeAll(t, []byte(s), Auto)
	if err != nil || name != UTF8 || got != s {
		t.Errorf("encoding %q, err %v, unchanged %v", name, err, got == s)
	}
}
