// Package textenc tells the character encoding of a text stream and decodes it
// to UTF-8: UTF-8 (with or without a byte-order mark), GB18030 (and so GBK and
// GB2312, its subsets), Big5, Shift_JIS (the Windows code page 932 form), and
// Windows-1252 (Latin-1) for Western text, with the decoders of
// golang.org/x/text/encoding. It knows no chess.
//
// Detection reads nothing twice: the bytes up to the first one above 0x7F pass
// through as they are (every encoding here is ASCII there), then a sample of up
// to SampleBytes bytes from that byte on decides (Detect) and the rest of the
// stream is decoded in the encoding chosen. A UTF-8 stream is passed through
// unchanged, its byte-order mark included (the line splitter drops it). A
// stream that is valid in none of them is a *DecodeError, with the byte offset
// where each candidate failed. Line ends are left alone: the game splitter
// (pkg/notation/gamefile) reads LF, CRLF, lone CR and NEL.
package textenc

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/transform"
)

// The encodings, by their canonical names (Lookup gives them from any alias).
const (
	Auto     = ""             // detect (NewReader)
	UTF8     = "utf-8"        // also plain ASCII
	GB18030  = "gb18030"      // GBK, GB2312, CP936 are its subsets
	Big5     = "big5"         // CP950
	ShiftJIS = "shift_jis"    // CP932 / Windows-31J (NEC and IBM extensions)
	Latin1   = "windows-1252" // ISO-8859-1 and its Windows superset
)

// Names lists the canonical names NewReader takes, Auto excluded.
var Names = []string{UTF8, GB18030, Big5, ShiftJIS, Latin1}

var aliases = map[string]string{
	"auto": Auto, "": Auto,
	"utf-8": UTF8, "utf8": UTF8, "ascii": UTF8, "us-ascii": UTF8,
	"gb18030": GB18030, "gbk": GB18030, "gb2312": GB18030, "cp936": GB18030, "euc-cn": GB18030,
	"big5": Big5, "big-5": Big5, "cp950": Big5, "big5-hkscs": Big5,
	"shift_jis": ShiftJIS, "shift-jis": ShiftJIS, "sjis": ShiftJIS, "cp932": ShiftJIS,
	"ms932": ShiftJIS, "windows-31j": ShiftJIS,
	"windows-1252": Latin1, "cp1252": Latin1, "latin1": Latin1, "latin-1": Latin1, "iso-8859-1": Latin1,
}

// Lookup returns the canonical name of the encoding called name (case and
// surrounding blanks ignored): one of Names, or Auto for "auto" and "". An
// unknown name is an error listing the known ones.
func Lookup(name string) (string, error) {
	c, ok := aliases[strings.ToLower(strings.TrimSpace(name))]
	if !ok {
		return "", fmt.Errorf("unknown encoding %q (known: auto, utf-8, gb18030 (gbk, gb2312), big5, shift_jis (sjis, cp932), windows-1252 (latin1))", name)
	}
	return c, nil
}

func decoder(name string) *encoding.Decoder {
	switch name {
	case GB18030:
		return simplifiedchinese.GB18030.NewDecoder()
	case Big5:
		return traditionalchinese.Big5.NewDecoder()
	case ShiftJIS:
		return japanese.ShiftJIS.NewDecoder()
	case Latin1:
		return charmap.Windows1252.NewDecoder()
	}
	return nil
}

// SampleBytes is the most bytes Detect is given, from the first byte above 0x7F.
const SampleBytes = 64 << 10

// DecodeError is a stream that is valid in no encoding tried (or not in the one
// forced). Offset is the 0-based byte offset of the first invalid byte in the
// stream as read (after decompression), for the encoding that went furthest.
type DecodeError struct {
	Offset int64
	Reason string // which encodings were tried and where each failed
}

func (e *DecodeError) Error() string {
	return fmt.Sprintf("cannot decode the text at byte %d: %s; name the encoding with --encoding", e.Offset, e.Reason)
}

// ErrDecode is wrapped by every *DecodeError (errors.Is).
var ErrDecode = errors.New("cannot decode the text")

// Is makes errors.Is(err, ErrDecode) true for a *DecodeError.
func (e *DecodeError) Is(target error) bool { return target == ErrDecode }

// Detect names the encoding of sample, the bytes of a stream from its first
// byte above 0x7F on (at most SampleBytes; atEOF when the stream ends with it):
// UTF8 when they are valid UTF-8, or when its valid multi-byte sequences
// outnumber its invalid bytes more than four to one (UTF-8 with stray bytes,
// read leniently as before), else the best of GB18030, Big5 and Shift_JIS
// among those in which they are valid (score), else Latin1 when the high bytes
// stand alone between ASCII ones as in Western text. Else it returns "" and
// the offset in sample of the first invalid byte, for the candidate whose
// valid prefix is longest, with the reason.
func Detect(sample []byte, atEOF bool) (name string, bad int, reason string) {
	u := utf8Prefix(sample, atEOF)
	if u == len(sample) {
		return UTF8, 0, ""
	}
	if valid, invalid := utf8Counts(sample); valid > 4*invalid {
		// UTF-8 text with a stray byte or two (an archive joined from files
		// in two encodings): read as UTF-8, the stray bytes a character each,
		// as before encodings were told (a GBK text has about one pair in
		// ten that is valid UTF-8 by chance)
		return UTF8, 0, ""
	}
	best, bestScore := "", 0
	far := u
	for _, c := range []string{GB18030, Big5, ShiftJIS} {
		n, score := scan(c, sample, atEOF)
		if n < len(sample) {
			far = max(far, n)
			continue
		}
		if best == "" || score > bestScore {
			best, bestScore = c, score
		}
	}
	if best != "" && bestScore > 0 {
		return best, 0, ""
	}
	if western(sample) {
		return Latin1, 0, ""
	}
	reason = "valid in none of UTF-8, GB18030, Big5, Shift_JIS and Windows-1252"
	if best != "" {
		reason = "valid " + best + " bytes but not its common characters, nor Western text"
	}
	return "", far, reason
}

// utf8Counts counts the valid multi-byte UTF-8 sequences of b and its bytes
// that start no valid sequence (a sequence cut by the end of b is neither).
func utf8Counts(b []byte) (valid, invalid int) {
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRune(b[i:])
		switch {
		case r != utf8.RuneError || n > 1:
			valid++
		case utf8.FullRune(b[i:]):
			invalid++
		}
		i += max(n, 1)
	}
	return valid, invalid
}

// utf8Prefix is the length of the longest valid UTF-8 prefix of b; a sequence
// cut by the end of b counts as valid unless atEOF.
func utf8Prefix(b []byte, atEOF bool) int {
	i := 0
	for i < len(b) {
		if b[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n <= 1 {
			if !atEOF && !utf8.FullRune(b[i:]) {
				return len(b)
			}
			return i
		}
		i += n
	}
	return i
}

// scan walks b as encoding c by its byte structure and returns how many bytes
// are valid and a score: +1 for each two-byte character in the region of the
// encoding's common characters, -1 for each elsewhere (rare characters, or the
// bytes of another encoding read as this one):
//   - GB18030: both bytes 0xA1-0xFE (GB2312: symbols, full-width forms and the
//     6,763 common hanzi); four-byte sequences count -1;
//   - Big5: lead 0xA1-0xC6 (symbols and the 5,401 common hanzi), any trail;
//   - Shift_JIS: lead 0x81-0x84 (symbols, full-width forms, kana) or 0x88-0x9F
//     (JIS level 1 kanji); a single half-width katakana byte counts -1.
//
// A GB2312 text is valid Big5 too, with the same score: ties go to GB18030,
// and a Big5 text scores low as GB18030 (its trail bytes 0x40-0x7E).
func scan(c string, b []byte, atEOF bool) (valid, score int) {
	i := 0
	for i < len(b) {
		x := b[i]
		if x < 0x80 {
			i++
			continue
		}
		if c == Latin1 {
			if undefined1252(x) {
				return i, score
			}
			i++
			continue
		}
		need := 2
		if c == ShiftJIS && x >= 0xA1 && x <= 0xDF {
			score--
			i++
			continue
		}
		if c == GB18030 && i+1 < len(b) && b[i+1] >= '0' && b[i+1] <= '9' {
			need = 4
		}
		if i+need > len(b) {
			if !atEOF {
				return len(b), score
			}
			return i, score
		}
		ok, common := pair(c, b[i:i+need])
		if !ok {
			return i, score
		}
		if common {
			score++
		} else {
			score--
		}
		i += need
	}
	return i, score
}

// pair tells whether p (2 bytes, or 4 for GB18030) is one valid character of
// c and whether it is in the region of common characters (scan).
func pair(c string, p []byte) (ok, common bool) {
	l, t := p[0], p[1]
	switch c {
	case GB18030:
		if len(p) == 4 {
			return l >= 0x81 && l <= 0xFE && p[2] >= 0x81 && p[2] <= 0xFE && p[3] >= '0' && p[3] <= '9', false
		}
		ok = l >= 0x81 && l <= 0xFE && t >= 0x40 && t <= 0xFE && t != 0x7F
		return ok, l >= 0xA1 && t >= 0xA1
	case Big5:
		ok = l >= 0x81 && l <= 0xFE && (t >= 0x40 && t <= 0x7E || t >= 0xA1 && t <= 0xFE)
		return ok, l >= 0xA1 && l <= 0xC6
	case ShiftJIS:
		ok = (l >= 0x81 && l <= 0x9F || l >= 0xE0 && l <= 0xFC) && t >= 0x40 && t <= 0xFC && t != 0x7F
		return ok, l >= 0x81 && l <= 0x84 || l >= 0x88 && l <= 0x9F
	}
	return false, false
}

// western reports whether the high bytes of b look like Windows-1252 text: no
// byte the code page leaves undefined, and at most one run in ten of three or
// more high bytes in a row (accented letters stand between ASCII ones).
func western(b []byte) bool {
	runs, long := 0, 0
	for i := 0; i < len(b); {
		if b[i] < 0x80 {
			i++
			continue
		}
		j := i
		for j < len(b) && b[j] >= 0x80 {
			if undefined1252(b[j]) {
				return false
			}
			j++
		}
		runs++
		if j-i >= 3 {
			long++
		}
		i = j
	}
	return runs > 0 && long*10 <= runs
}

// undefined1252 tells the bytes Windows-1252 leaves undefined.
func undefined1252(x byte) bool { return x == 0x81 || x == 0x8D || x == 0x8F || x == 0x90 || x == 0x9D }

// Reader decodes a stream to UTF-8 (NewReader).
type Reader struct {
	r       io.Reader
	forced  string
	name    string // the encoding chosen; "" while the bytes seen are ASCII
	off     int64  // bytes of the stream consumed so far
	pending []byte // bytes read ahead for detection, not yet returned (UTF-8 or to decode)
	dec     io.Reader
	err     error
}

// NewReader returns r decoded to UTF-8 from the encoding called name (Lookup;
// Auto detects it, see the package comment). The decoding's errors are
// returned by Read: a *DecodeError for bytes invalid in the encoding (with
// Auto: in every one), else r's own error. An unknown name is an error here.
func NewReader(r io.Reader, name string) (*Reader, error) {
	c, err := Lookup(name)
	if err != nil {
		return nil, err
	}
	return &Reader{r: r, forced: c}, nil
}

// Encoding is the name of the encoding in use: the forced one, else the one
// detected, "" while every byte read so far is ASCII.
func (d *Reader) Encoding() string {
	if d.forced != Auto {
		return d.forced
	}
	return d.name
}

func (d *Reader) Read(p []byte) (int, error) {
	if d.dec != nil {
		return d.dec.Read(p)
	}
	if len(d.pending) > 0 {
		n := copy(p, d.pending)
		d.pending = d.pending[n:]
		return n, nil
	}
	if d.err != nil {
		return 0, d.err
	}
	if d.name == UTF8 || d.forced == UTF8 {
		return d.r.Read(p)
	}
	if d.forced != Auto {
		d.start(d.forced, nil)
		return d.dec.Read(p)
	}
	n, err := d.r.Read(p)
	i := firstHigh(p[:n])
	if i < 0 {
		d.off += int64(n)
		return n, err
	}
	// a high byte: read a sample from it on and decide
	sample := make([]byte, 0, SampleBytes)
	sample = append(sample, p[i:n]...)
	atEOF := err != nil
	if err == nil {
		k, rerr := io.ReadFull(d.r, sample[len(sample):min(cap(sample), len(sample)+SampleBytes)])
		sample = sample[:len(sample)+k]
		if rerr != nil {
			atEOF = true
			if rerr != io.EOF && rerr != io.ErrUnexpectedEOF {
				d.err = rerr
			}
		}
	} else if err != io.EOF {
		d.err = err
	}
	name, bad, reason := Detect(sample, atEOF)
	base := d.off + int64(i)
	d.off = base
	switch name {
	case "":
		d.err = &DecodeError{Offset: base + int64(bad), Reason: reason}
		return i, nil
	case UTF8:
		d.name = UTF8
		d.pending = sample
		if atEOF && d.err == nil {
			d.err = io.EOF
		}
		return i, nil
	}
	d.name = name
	d.start(name, sample)
	if atEOF {
		d.dec = d.decodeFrom(bytes.NewReader(sample), name)
	}
	return i, nil
}

// start switches to decoding name: first the bytes of sample, then the rest of
// the stream.
func (d *Reader) start(name string, sample []byte) {
	src := d.r
	if len(sample) > 0 {
		src = io.MultiReader(bytes.NewReader(sample), d.r)
	}
	d.dec = d.decodeFrom(src, name)
}

func (d *Reader) decodeFrom(src io.Reader, name string) io.Reader {
	return transform.NewReader(src, &checked{t: decoder(name).Transformer, name: name, off: d.off})
}

// firstHigh is the index of the first byte of b above 0x7F, -1 when none is;
// eight bytes at a time.
func firstHigh(b []byte) int {
	i := 0
	for ; i+8 <= len(b); i += 8 {
		if binary.LittleEndian.Uint64(b[i:])&0x8080808080808080 != 0 {
			break
		}
	}
	for ; i < len(b); i++ {
		if b[i] >= utf8.RuneSelf {
			return i
		}
	}
	return -1
}

// checked is a decoder that turns the replacement character its decoder
// writes for an invalid sequence into a *DecodeError with the byte offset.
type checked struct {
	t    transform.Transformer
	name string
	off  int64 // stream offset of the next source byte
}

var replacement = []byte(string(utf8.RuneError))

// firstBad is the offset in src of the first character that is invalid in
// the encoding name by its byte structure (scan) or that its decoder maps to
// the replacement character; len(src) when none is.
func firstBad(name string, src []byte) int {
	valid, _ := scan(name, src, true)
	dec := decoder(name)
	for i := 0; i < valid; {
		n := charLen(name, src[i:])
		out, err := dec.Bytes(src[i : i+n])
		if err != nil || bytes.Contains(out, replacement) {
			return i
		}
		i += n
	}
	return valid
}

// charLen is the length in bytes of the character at the start of b in the
// encoding name, by its byte structure (b is valid there: scan).
func charLen(name string, b []byte) int {
	x := b[0]
	switch {
	case x < 0x80 || name == Latin1:
		return 1
	case name == ShiftJIS && x >= 0xA1 && x <= 0xDF:
		return 1
	case name == GB18030 && len(b) >= 4 && b[1] >= '0' && b[1] <= '9':
		return 4
	}
	return min(2, len(b))
}

func (c *checked) Transform(dst, src []byte, atEOF bool) (int, int, error) {
	nDst, nSrc, err := c.t.Transform(dst, src, atEOF)
	if bytes.Contains(dst[:nDst], replacement) {
		return 0, 0, &DecodeError{Offset: c.off + int64(firstBad(c.name, src[:nSrc])), Reason: "not valid " + c.name}
	}
	c.off += int64(nSrc)
	return nDst, nSrc, err
}

func (c *checked) Reset() { c.t.Reset() }

// Known reports whether name is a canonical encoding name (one of Names).
func Known(name string) bool { return slices.Contains(Names, name) }
