package pgn

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
)

// quickCases are texts of every shape near the ones quickSAN reads: it must
// read each the way parseSAN does, or leave it to parseSAN.
var quickCases = []string{
	"e4", "e4+", "e4#", "e4++", "e4!", "d6ep", "d6e.p.", "exd6e.p.", "exd6ep", "h8", "p16", "a10", "e0", "e", "x",
	"exd5", "exd5+", "ed5", "e2e4", "e2-e4", "e2xe4", "4d5", "xd5", "e8=Q", "e8=Q#", "exd8=N+", "e8=q", "e8Q", "e8q",
	"e8=+S", "e8=", "Nf3", "Nf3+", "Nxf3#", "Nbd7", "N1d2", "Nb1d2", "Nb1xd2", "Ng1-f3", "Qh4e1", "Qh4xe1", "Nf8=Q",
	"Nx", "Kx", "K", "Nf", "Nf=Q", "B=Q", "Bc=N", "Pe4", "Pxe5", "Oe4", "O-O", "O-O+", "O-O-O#", "O-O-Oc", "0-0",
	"o-o", "O-M-O", "OO", "CHd3", "+Pe5", "N@f3", "@e4", "Nxe5&d6", "Nd10", "Na10d3", "N10d3", "e11", "Rd1x",
	"Ñf3", "e4\u00a0", "Nf3+!", "Nf3#+", "e4#+", "+", "#", "e+", "Q", "Qxd", "Qxd9", "Qxq9", "i9", "Ni9",
}

func TestQuickSANAgrees(t *testing.T) {
	for _, text := range quickCases {
		quickAgrees(t, text)
	}
	// every short word over a small alphabet
	const alpha = "aehpx18O-=QNP+#"
	var rec func(prefix string)
	rec = func(prefix string) {
		quickAgrees(t, prefix)
		if len(prefix) == 5 {
			return
		}
		for i := 0; i < len(alpha); i++ {
			rec(prefix + alpha[i:i+1])
		}
	}
	rec("")
}

func quickAgrees(t *testing.T, text string) {
	t.Helper()
	var q SAN // zero, as quickSAN wants it
	if !quickSAN(text, &q) {
		return
	}
	m, err := parseSAN(text)
	if err != nil {
		t.Fatalf("%q: the quick path reads %+v, the full parser fails: %v", text, q, err)
	}
	if !reflect.DeepEqual(q, m) {
		t.Fatalf("%q: the quick path reads %+v, the full parser %+v", text, q, m)
	}
}

func FuzzQuickSAN(f *testing.F) {
	for _, s := range quickCases {
		f.Add(s)
	}
	f.Fuzz(quickAgrees)
}

// tokenizeBothWays tokenizes the lines with and without the quick reading of
// common words on ASCII lines; tokens and diagnostics must be the same.
func tokenizeBothWays(t *testing.T, lines []gamefile.Line) {
	t.Helper()
	fast, fd := appendTokens(nil, lines, false)
	slow, sd := appendTokens(nil, lines, true)
	if !reflect.DeepEqual(fast, slow) {
		for i := range min(len(fast), len(slow)) {
			if fast[i] != slow[i] {
				t.Fatalf("token %d: quick %+v, general %+v", i, fast[i], slow[i])
			}
		}
		t.Fatalf("%d tokens the quick way, %d the general way", len(fast), len(slow))
	}
	if !reflect.DeepEqual(fd, sd) {
		t.Fatalf("diagnostics: quick %v, general %v", fd, sd)
	}
}

// toLines splits text into movetext lines at '\n', columns from 1.
func toLines(text string) []gamefile.Line {
	var out []gamefile.Line
	for i, part := range strings.Split(text, "\n") {
		if part != "" {
			out = append(out, gamefile.Line{Text: part, Pos: diag.Pos{File: "t", Line: i + 1, Col: 1 + i%3}})
		}
	}
	return out
}

var tokenCases = []string{
	"1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 1-0",
	"1. e4 1... e5 2.Nf3 2...Nc6 12....Nf6 1234567890.e4 12345678901. e4 0. 01.e4 0-0 0000 0.0 1.",
	"e4! Nf3?! Z0 ep e.p. Ze Z0+ epx e.p.x exd6e.p. O-O O-O-O+ 0-0-0 -- @@@@ * 1/2-1/2 0-1 1-0",
	"1.e4 {comment} (1.d4 d5) e5 $1 2.Nf3; rest\n2...Nc6 { open\nclose } 3.Bb5 } ) (",
	"1.e4\u00a0e5 2.Nf3\u2013 ½-½ 1–0 e4± Nf3⩱ ± 1.e4é",
	"a b c Q x1 x1. 1.x 1.. 1.... 1.-- 1.Z0 1.ep 1.e4! 1.e4!? 1.1.1 1.2-0 12.1-0 1.1-0",
}

func TestTokenizeQuickAgrees(t *testing.T) {
	for _, c := range tokenCases {
		tokenizeBothWays(t, toLines(c))
	}
	for _, name := range []string{"testdata/tokens.pgn", "../../../../shared/pgn/Carlsen.pgn"} {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Logf("skipped %s: %v", name, err)
			continue
		}
		rd := gamefile.NewReader(strings.NewReader(string(b)), name)
		for {
			g, err := rd.Next()
			if err != nil {
				break
			}
			tokenizeBothWays(t, g.Movetext)
		}
	}
}

func FuzzTokenizeQuick(f *testing.F) {
	for _, c := range tokenCases {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, text string) { tokenizeBothWays(t, toLines(text)) })
}

// TestAppendTokensEmptyDst: a destination with no room (not nil) is grown.
func TestAppendTokensEmptyDst(t *testing.T) {
	toks, _ := AppendTokens(make([]Token, 0), toLines("1.e4 e5"))
	if len(toks) != 3 || toks[0].Kind != MoveNumber || toks[1].Text != "e4" || toks[2].Text != "e5" {
		t.Fatalf("tokens %+v, want 1. e4 e5", toks)
	}
}
