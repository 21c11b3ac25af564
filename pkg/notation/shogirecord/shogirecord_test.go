package shogirecord

import (
	"testing"

	"golang.org/x/text/encoding/japanese"
)

func TestFormat(t *testing.T) {
	sjis, _ := japanese.ShiftJIS.NewEncoder().String("手合割：平手\n手数----指手--\n   1 ７六歩(77)\n")
	for _, c := range []struct{ name, head, want string }{
		{"a.kif", "", "kif"}, {"a.KIFU", "", "kif"}, {"a.ki2u", "", "ki2"}, {"a.csa.gz", "", "csa"}, {"a.usi", "", "usi"},
		{"a.txt", "V2.2\nPI\n+\n", "csa"},
		{"a.txt", "'comment\nN+A\n", "csa"},
		{"a.txt", "position startpos moves 7g7f\n", "usi"},
		{"a.txt", "sfen 4k/5/5/5/K4 b - 1 moves\n", "usi"},
		{"a.txt", "\uFEFF#KIF version=2.0\n", "kif"},
		{"a.txt", sjis, "kif"},
		{"a.txt", "開始日時：2014\n\n▲７六歩 △３四歩\n", "ki2"},
		{"a.pgn", "[Event \"x\"]\n\n1. e4 e5\n", ""},
		{"a.txt", "1. P e2-e4 p e7-e5\n", ""},
	} {
		if got := Format(c.name, []byte(c.head)); got != c.want {
			t.Errorf("%s %q: %q, want %q", c.name, c.head, got, c.want)
		}
	}
}

func TestGame(t *testing.T) {
	recs, err := Parse("g.kif", "kif", []byte("先手：A\n手合割：香落ち\n手数----指手--\n   1 ３四歩(33)\n   2 ７六歩(77)\n   3 同　歩(34)\n   4 投了\n"))
	if err != nil || len(recs) != 1 {
		t.Fatal(err)
	}
	g := Game(recs[0])
	want := []string{"３四歩33", "７六歩77", "同歩34", "0-1"} // ply 4: sente to move resigns
	if len(g.Movetext) != len(want) {
		t.Fatalf("%+v", g.Movetext)
	}
	for i, w := range want {
		if g.Movetext[i].Text != w {
			t.Errorf("line %d: %q, want %q", i, g.Movetext[i].Text, w)
		}
	}
	for name, v := range map[string]string{"Format": "kif", "White": "A", "Result": "0-1",
		"FEN": "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1"} {
		if got, _ := g.Tag(name); got != v {
			t.Errorf("tag %s: %q, want %q", name, got, v)
		}
	}
}
