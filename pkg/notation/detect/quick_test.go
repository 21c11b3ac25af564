package detect

import "testing"

// quickWords are words near the shapes quickSAN takes.
var quickWords = []string{
	"e4", "e4+", "e8=Q", "e8=Q#", "exd5", "exd8=N+", "e2e4", "e7e8q", "e10e9", "e4!e5", "e4x", "e44", "e4Q",
	"Nf3", "Qxd7+", "Nbd7", "R1e2", "Z0", "Ze4", "N", "Nf", "CH", "+N", "Q-e8", "Q*e8", "N@f3", "@e4", "e2-e4",
	"c4-", "O-O", "O-O-O", "O-O+", "O-O-O+", "O-O#", "O-O-O#", "O-O-O-O", "0-0", "O-O!", "resign", "Drawn", "d5", "d4e5&d6", "7g7f", "7g", "1-0", "0000", "e.p.", "ep", "x4", "xx4", "a", "4",
	"Nf3\u00a0", "Ñf3", "$1", "1.", "e", "E4", "e4e", "ab1", "abc1", "a1b", "a1b2", "a1b2c", "e4xd5", "e4xd5+", "e7xd8q", "7gx7f", "e5-+", "e4-+!", "Bb5+/-?", "e2e4-+", "e2-e4+-", "N@f3=+", "c4-+/=", "e4x", "e4xx", "e4xd", "xd5",
}

func quickAgrees(t *testing.T, w string) {
	t.Helper()
	if got, want := sanWord(w), classify(w) == shapeSAN; got != want {
		t.Fatalf("sanWord(%q) = %v, classify gives shape %d", w, got, classify(w))
	}
	if w != "" && quickSAN(w) {
		if got := classifyWord(w); got != shapeSAN {
			t.Fatalf("%q: quickSAN takes it as SAN, classifyWord gives shape %d", w, got)
		}
	}
}

func TestQuickSANAgrees(t *testing.T) {
	for _, w := range quickWords {
		quickAgrees(t, w)
	}
	// every word of up to five characters over a small alphabet
	const alpha = "aexZN12+=-@&Q"
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
	// and it takes the common moves
	for _, w := range []string{"e4", "exd5", "e8=Q+", "Nf3", "Nbd7", "Qxd7#"} {
		if !quickSAN(w) {
			t.Errorf("quickSAN(%q) = false, want true", w)
		}
	}
}

func FuzzQuickSAN(f *testing.F) {
	for _, w := range quickWords {
		f.Add(w)
	}
	f.Fuzz(quickAgrees)
}

// TestWordClassAgrees checks Detect's one-pass form of quickSAN (the byte classes
// of wordClass gathered while the word is found, then quickShape) against quickSAN
// on the words above, every word of up to four characters over an alphabet with
// digits, annotation marks, letters, delimiters' neighbours and a byte beyond
// ASCII, and every single byte.
func TestWordClassAgrees(t *testing.T) {
	onePass := func(w string) bool {
		var seen uint8
		for i := 0; i < len(w); i++ {
			k := wordClass[w[i]]
			if k&classMaybe != 0 {
				k = classOther
			}
			seen |= k
		}
		return seen&(classOther|classDigit) == classDigit && quickShape(w)
	}
	check := func(w string) {
		if w == "" || wordClass[w[0]]&classEnd != 0 {
			return
		}
		if got, want := onePass(w), quickSAN(w); got != want {
			t.Fatalf("%q: one pass says %v, quickSAN %v", w, got, want)
		}
	}
	for _, w := range quickWords {
		check(w)
	}
	const alpha = "aeZN19+=#!?-.@x\xc3"
	var rec func(prefix string)
	rec = func(prefix string) {
		check(prefix)
		if len(prefix) == 4 {
			return
		}
		for i := 0; i < len(alpha); i++ {
			rec(prefix + alpha[i:i+1])
		}
	}
	rec("")
	for c := 0; c < 256; c++ {
		check(string([]byte{byte(c)}))
		check(string([]byte{'e', byte(c), '4'}))
	}
}
