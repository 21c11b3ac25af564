package gamefile

import (
	"strings"
	"testing"
)

// scanLines are move-text lines near the edges of scan's quick reading of
// the common line.
var scanLines = []string{
	"1.e4 c5 2.Nf3 Nc6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 d6 6.Bg5 e6 7.Nb3 Be7 8.Qf3 O-O",
	"51.Re7 Bg5 52.Rb7 Bf6 53.Rxb4 Rc1 54.Ne3 Bg5 55.Nd5  1-0", "35.Kb2 Rb3+  0-1", "40. Kg2 1/2-1/2",
	"1-0", "0-1", "1/2-1/2", "*", "e4 *", "e4*", "1-0x", "x1-0", "11-0", "1-01", "1/2-1/2-1/2", "Rd1-0", "a1-1",
	"1–0", "½-½", "1/2–1/2", "e4 1−0", "1-0 e4", "e4\t1-0", "e4 - 0", "e4 -0 -1", "e4-", "-", "--", "-1",
	"e4 // 1-0", "e4 //1-0", "e4 a//b 1-0", "e4 / 1-0", "e4 1-0//", "1/2-1/2 // draw", "e4 {1-0} e5", "e4 (1-0) e5",
	"e4 ; 1-0", "e4 } 1-0", "e4 ) 1-0", "e4 é 1-0", "\u00a01-0", "1-0\u00a0", "O-O-O 0-0 0-0-0",
}

// TestScanQuick: scan gives the state scanAll gives, from each state a line
// can start in outside a comment.
func TestScanQuick(t *testing.T) {
	lines := append([]string(nil), scanLines...)
	// every word sequence of up to three words over a few marker-like words
	words := []string{"1-0", "0-1", "1/2-1/2", "*", "e4", "O-O", "-1", "//", "a/b", "1–0", "(", ")"}
	for _, a := range words {
		for _, b := range words {
			lines = append(lines, a+" "+b, a+b)
			for _, c := range words {
				lines = append(lines, a+" "+b+" "+c)
			}
		}
	}
	for _, s := range lines {
		scanAgrees(t, s)
	}
}

func scanAgrees(t *testing.T, s string) {
	t.Helper()
	s = strings.TrimSpace(s)
	if s == "" {
		return
	}
	for _, from := range []state{{}, {paren: 1}, {ended: true}, {tokens: true, paren: 2}} {
		var quick, plain Reader
		quick.st, plain.st = from, from
		quick.scan(s)
		plain.scanAll(s)
		if quick.st != plain.st {
			t.Fatalf("%q from %+v: scan gives %+v, scanAll %+v", s, from, quick.st, plain.st)
		}
	}
}

func FuzzScan(f *testing.F) {
	for _, s := range scanLines {
		f.Add(s)
	}
	f.Fuzz(scanAgrees)
}

func valueEndAgrees(t *testing.T, text string) {
	t.Helper()
	for k := 0; k <= len(text); k++ {
		e, esc := valueEnd(text, k)
		pe, pesc := valueEndPlain(text, k)
		if e != pe || esc != pesc {
			t.Fatalf("valueEnd(%q, %d) = %d, %v; byte by byte %d, %v", text, k, e, esc, pe, pesc)
		}
	}
}

// TestValueEnd: valueEnd finds the end of a tag value where the byte loop
// finds it, on every text of up to seven characters over quotes, backslashes
// and letters.
func TestValueEnd(t *testing.T) {
	const alpha = "a\"\\] "
	var rec func(prefix string)
	rec = func(prefix string) {
		valueEndAgrees(t, prefix)
		if len(prefix) == 7 {
			return
		}
		for i := 0; i < len(alpha); i++ {
			rec(prefix + alpha[i:i+1])
		}
	}
	rec("")
}

func FuzzValueEnd(f *testing.F) {
	f.Add(`[Event "a \"b\" c"]`)
	f.Add(`[Site "x\\"] rest"]`)
	f.Fuzz(valueEndAgrees)
}
