package kif

import (
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/kifu"
)

func sq(f, r int) kifu.Square { return kifu.Square{File: f, Rank: r} }

func TestParseMove(t *testing.T) {
	for _, c := range []struct {
		text string
		want kifu.Move
	}{
		{"７六歩(77)", kifu.Move{To: sq(7, 6), From: sq(7, 7), Piece: kifu.Pawn}},
		{"同　歩(23)", kifu.Move{Same: true, From: sq(2, 3), Piece: kifu.Pawn}},
		{"同歩(23)", kifu.Move{Same: true, From: sq(2, 3), Piece: kifu.Pawn}},
		{"２三歩打", kifu.Move{To: sq(2, 3), Piece: kifu.Pawn, Drop: true}},
		{"４二飛成(52)", kifu.Move{To: sq(4, 2), From: sq(5, 2), Piece: kifu.Rook, Promote: true}},
		{"２二角不成(88)", kifu.Move{To: sq(2, 2), From: sq(8, 8), Piece: kifu.Bishop, NoPromote: true}},
		{"３三成銀(44)", kifu.Move{To: sq(3, 3), From: sq(4, 4), Piece: kifu.PSilver}},
		{"▲７六歩", kifu.Move{To: sq(7, 6), Piece: kifu.Pawn, Colored: true}},
		{"△同銀右上", kifu.Move{Same: true, Piece: kifu.Silver, Colored: true, Color: kifu.Gote, Rel: kifu.RelRight | kifu.RelUp}},
		{"▲５八金寄", kifu.Move{To: sq(5, 8), Piece: kifu.Gold, Colored: true, Rel: kifu.RelSide}},
		{"△２二竜引", kifu.Move{To: sq(2, 2), Piece: kifu.Dragon, Colored: true, Color: kifu.Gote, Rel: kifu.RelDown}},
		{"▲５五角打", kifu.Move{To: sq(5, 5), Piece: kifu.Bishop, Colored: true, Drop: true}},
		{"▲５三桂生", kifu.Move{To: sq(5, 3), Piece: kifu.Knight, Colored: true, NoPromote: true}},
		{"7六歩(77)", kifu.Move{To: sq(7, 6), From: sq(7, 7), Piece: kifu.Pawn}},
	} {
		m, err := ParseMove(c.text)
		c.want.Text = c.text
		if err != nil || m != c.want {
			t.Errorf("%s: %+v %v, want %+v", c.text, m, err, c.want)
		}
	}
	for _, bad := range []string{"７六", "７六X(77)", "歩(77)", "７六歩(7)", "７六歩(77", "２三歩成打", "７六歩(77)x"} {
		if _, err := ParseMove(bad); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

func TestWriteMove(t *testing.T) {
	m := kifu.Move{To: sq(2, 2), From: sq(8, 8), Piece: kifu.Bishop, Promote: true}
	if got := Move(m, false); got != "２二角成(88)" {
		t.Errorf("%s", got)
	}
	if got := Move(m, true); got != "同　角成(88)" {
		t.Errorf("%s", got)
	}
	if got := MoveKI2(kifu.Move{To: sq(5, 8), Piece: kifu.Gold, Rel: kifu.RelLeft | kifu.RelUp}, kifu.Gote, false); got != "△５八金左上" {
		t.Errorf("%s", got)
	}
}

// TestParseRecord: a KIF with a comment, a bookmark, a variation after the
// main line, NEL and CR line ends, and the summary line.
func TestParseRecord(t *testing.T) {
	text := "#KIF version=2.0\r手合割：平手\u0085先手：A\n手数----指手---------消費時間--\n*comment\n   1 ７六歩(77)   ( 0:03/00:00:03)\n&mark\n   2 ３四歩(33)   ( 0:01/00:00:01)+\n   3 投了\nまで2手で後手の勝ち\n\n変化：2手\n   2 ８四歩(83)\n"
	r := Parse("f.kif", text, "")
	if len(r.Moves) != 2 || r.Ending.Kind != kifu.EndResign || r.Ending.Side != kifu.Sente || r.Stated != "0-1" || r.Variations != 1 || len(r.Diags) != 0 {
		t.Fatalf("%+v", r)
	}
	if r.Moves[1].Pos.Line != 8 || r.Moves[1].Pos.Col != 6 {
		t.Errorf("pos %+v", r.Moves[1].Pos)
	}
	if v, _ := r.Field("先手"); v != "A" {
		t.Errorf("先手 %q", v)
	}
	// KI2 with a handicap: gote moves first, the summary gives the ending
	r = Parse("f.ki2", "手合割：香落ち\n△３四歩    ▲７六歩\n△同　歩\nまで3手で上手の勝ち\n", "ki2")
	if len(r.Moves) != 3 || !r.Moves[2].Same || r.Start.Turn != kifu.Gote || r.Handicap != "香落ち" || r.Stated != "0-1" || r.Ending.Kind != kifu.EndResign {
		t.Fatalf("%+v", r)
	}
	// a board diagram with hands
	diagram := "後手の持駒：飛二 角 金四 歩十七\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n" +
		"| ・ ・ ・v銀v玉v銀 ・ ・ ・|一\n" + strings.Repeat("| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n", 1) +
		"| ・ ・ ・ ・ と ・ ・ ・ ・|三\n| ・ ・ ・ ・ ・ ・ 馬 ・ ・|四\n" + strings.Repeat("| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n", 4) +
		"| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九\n+---------------------------+\n先手の持駒：銀\n後手番\n"
	r = Parse("f.kif", diagram, "")
	if got := r.Start.FEN(); got != "3sks3/9/4+P4/6+B2/9/9/9/9/4K4[Srrbggggppppppppppppppppp] b - - 0 1" || len(r.Diags) != 0 {
		t.Errorf("diagram: %s %v", got, r.Diags)
	}
	// a move that cannot be read is an error that ends the moves
	r = Parse("f.kif", "   1 ７六歩(77)\n   2 ３四X(33)\n   3 ２六歩(27)\n", "")
	if len(r.Moves) != 1 || len(r.Diags) != 1 || r.Diags[0].Pos.Line != 2 {
		t.Errorf("bad move: %+v", r)
	}
}

func TestWriteRecord(t *testing.T) {
	h, _ := kifu.Handicap("飛車落ち")
	rec := &kifu.Record{Start: h, Moves: []kifu.Move{
		{From: sq(3, 3), To: sq(3, 4), Piece: kifu.Pawn},
		{From: sq(7, 7), To: sq(7, 6), Piece: kifu.Pawn},
	}, Ending: kifu.Ending{Kind: kifu.EndResign, Side: kifu.Gote}}
	want := "手合割：飛車落ち\n手数----指手---------消費時間--\n   1 ３四歩(33)\n   2 ７六歩(77)\n   3 投了\nまで2手で先手の勝ち\n"
	if got := Write(rec); got != want {
		t.Errorf("%q", got)
	}
	back := Parse("w.kif", want, "")
	if back.Start.FEN() != h.FEN() || len(back.Moves) != 2 || back.Stated != "1-0" {
		t.Errorf("read back: %+v", back)
	}
	if got := WriteKI2(rec); got != "手合割：飛車落ち\n△３四歩    ▲７六歩\nまで2手で先手の勝ち\n" {
		t.Errorf("%q", got)
	}
}
