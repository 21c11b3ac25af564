package fsfini_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/fsfini"
)

// TestReadBool: FSF's set(bool) (src/parser.cpp): target = value == "true",
// valid only for "true" and "false".
func TestReadBool(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
		code string
		sev  diag.Severity
	}{
		{"true", true, "", 0},
		{"false", false, "", 0},
		{"True", false, fsfini.CodeMisread, diag.Error},  // looks true, read false
		{"true ", false, fsfini.CodeMisread, diag.Error}, // trailing blank kept in the value
		{"true # on", false, fsfini.CodeMisread, diag.Error},
		{"1", false, fsfini.CodeMisread, diag.Error},
		{"False", false, fsfini.CodeBadValue, diag.Warning}, // read false, as it looks
		{"maybe", false, fsfini.CodeBadValue, diag.Error},
	} {
		got, p := fsfini.ReadBool(c.in)
		if got != c.want || p.Code != c.code || (p.Code != "" && p.Severity != c.sev) {
			t.Errorf("ReadBool(%q) = %v, %q %v; want %v, %q %v", c.in, got, p.Code, p.Severity, c.want, c.code, c.sev)
		}
	}
}

// TestReadInt: C++ stream extraction reads a leading number and stops.
func TestReadInt(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int
		code string
	}{
		{"50", 50, ""}, {" 7", 7, ""}, {"-1", -1, ""},
		{"3 # moves", 3, fsfini.CodeMisread},
		{"x", 0, fsfini.CodeBadValue},
	} {
		got, p := fsfini.ReadInt(c.in)
		if got != c.want || p.Code != c.code {
			t.Errorf("ReadInt(%q) = %d, %q; want %d, %q", c.in, got, p.Code, c.want, c.code)
		}
	}
}

// TestReadFileRank: files as numbers or lower-case letters (FSF: c - 'a').
func TestReadFileRank(t *testing.T) {
	if n, p := fsfini.ReadFile("e"); n != 5 || p.Code != "" {
		t.Errorf("ReadFile(e) = %d %q", n, p.Code)
	}
	if n, p := fsfini.ReadFile("10"); n != 10 || p.Code != "" {
		t.Errorf("ReadFile(10) = %d %q", n, p.Code)
	}
	if _, p := fsfini.ReadFile("E"); p.Code != fsfini.CodeBadValue {
		t.Errorf("ReadFile(E): %q, want bad value (FSF reads 'E' - 'a', negative)", p.Code)
	}
	if _, p := fsfini.ReadRank("11"); p.Code != fsfini.CodeBadValue {
		t.Errorf("ReadRank(11): %q, want bad value (largest board: 10 ranks)", p.Code)
	}
}

// TestReadBitboard: squares, *N ranks, c* files, '-' ends the list.
func TestReadBitboard(t *testing.T) {
	b, p := fsfini.ReadBitboard("d4 e5 *8 a* - h1")
	if p.Code != "" {
		t.Fatal(p.Msg)
	}
	for _, c := range []struct {
		f, r int
		want bool
	}{{3, 3, true}, {4, 4, true}, {6, 7, true}, {0, 2, true}, {7, 0, false}, {4, 3, false}} {
		if b.Has(c.f, c.r) != c.want {
			t.Errorf("Has(%d,%d) = %v", c.f, c.r, !c.want)
		}
	}
	if _, p := fsfini.ReadBitboard("d4 x"); p.Code != fsfini.CodeBadValue || p.Col != 3 {
		t.Errorf("bad symbol: %q at %d, want bad value at 3", p.Code, p.Col)
	}
}

// TestReadPieceSet: letters of the variant (either case), '*' all, the set
// read up to the first letter that is no piece's.
func TestReadPieceSet(t *testing.T) {
	has := func(c byte) bool { return c == 'q' || c == 'Q' || c == 'r' || c == 'R' }
	l, all, p := fsfini.ReadPieceSet("qR", has)
	if string(l) != "qr" || all || p.Code != "" {
		t.Errorf("qR: %q %v %q", l, all, p.Code)
	}
	l, _, p = fsfini.ReadPieceSet("q x r", has)
	if string(l) != "q" || p.Code != fsfini.CodeBadValue || p.Col != 2 {
		t.Errorf("q x r: %q %q at %d", l, p.Code, p.Col)
	}
	if _, all, _ := fsfini.ReadPieceSet("*", has); !all {
		t.Error("*: not all")
	}
}

// FuzzCheck: the reader, the checker and the inheritance never panic, whatever
// the file.
func FuzzCheck(f *testing.F) {
	f.Add([]byte("[a:chess]\npawn = p\nstartFen = 8/8 w\n"))
	f.Add([]byte("[x]\n[y:x]\ncustomPiece1 = a:\nmaxFile = 99\npromotedPieceType = a:\n"))
	f.Add([]byte("[a:b]\n[b:a]\nflagRegion = *\nstartFen = [\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		file, _ := fsfini.Parse("f.ini", src)
		fsfini.Check(file)
		for _, n := range file.Names() {
			if v, _ := fsfini.Resolve(file, n); v != nil {
				v.StartFEN()
			}
		}
	})
}
