package csa

import (
	"testing"

	"github.com/gamecourier/courier/pkg/notation/kifu"
)

func TestParseMove(t *testing.T) {
	m, err := ParseMove("+7776FU")
	if err != nil || m.Color != kifu.Sente || m.From != (kifu.Square{File: 7, Rank: 7}) || m.To != (kifu.Square{File: 7, Rank: 6}) || m.Piece != kifu.Pawn || !m.PieceAfter {
		t.Errorf("%+v %v", m, err)
	}
	m, err = ParseMove("-0023FU")
	if err != nil || !m.Drop || m.Color != kifu.Gote || m.To != (kifu.Square{File: 2, Rank: 3}) {
		t.Errorf("%+v %v", m, err)
	}
	for _, bad := range []string{"+7776XX", "*7776FU", "+776FU", "+0023UM", "+7706FU"} {
		if _, err := ParseMove(bad); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
	if got := Move(kifu.Move{From: kifu.Square{File: 8, Rank: 8}, To: kifu.Square{File: 2, Rank: 2}, Piece: kifu.Bishop, Promote: true}, kifu.Sente); got != "+8822UM" {
		t.Errorf("Move %s", got)
	}
}

func TestParse(t *testing.T) {
	text := "'comment\r\nV2.2\r\nN+A\r\nN-B\r\n$EVENT:test\r\nPI82HI22KA\r\n-\r\n-3334FU,T3\r\n+7776FU\r\nT1\r\n%TORYO\r\n/\r\nP1-KY-KE-GI-KI-OU-KI-GI-KE-KY\nP2 * -HI *  *  *  *  * -KA *\nP3-FU-FU-FU-FU-FU-FU-FU-FU-FU\nP4 *  *  *  *  *  *  *  *  * \nP5 *  *  *  *  *  *  *  *  * \nP6 *  *  *  *  *  *  *  *  * \nP7+FU+FU+FU+FU+FU+FU+FU+FU+FU\nP8 * +KA *  *  *  *  * +HI * \nP9+KY+KE+GI+KI+OU+KI+GI+KE+KY\nP+00FU\n+\n+7776FU\n%KACHI\n"
	recs := Parse("f.csa", text)
	if len(recs) != 2 {
		t.Fatalf("%d games", len(recs))
	}
	r := recs[0]
	h, _ := kifu.Handicap("二枚落ち")
	if r.Start.FEN() != h.FEN() || r.Handicap != "PI82HI22KA" || len(r.Moves) != 2 || r.Ending.Kind != kifu.EndResign || r.Ending.Side != kifu.Gote || r.Stated != "1-0" || len(r.Diags) != 0 {
		t.Errorf("game 1: %s %+v", r.Start.FEN(), r)
	}
	if v, _ := r.Field("EVENT"); v != "test" {
		t.Errorf("EVENT %q", v)
	}
	r = recs[1]
	if r.Start.Hands[kifu.Sente][kifu.Pawn] != 1 || len(r.Moves) != 1 || r.Ending.Kind != kifu.EndDeclare || r.Ending.Side != kifu.Gote || r.Stated != "0-1" || len(r.Diags) != 0 {
		t.Errorf("game 2: %+v", r)
	}
	// %-ILLEGAL_ACTION names the side that acted
	r = Parse("f.csa", "PI\n+\n+7776FU\n%-ILLEGAL_ACTION\n")[0]
	if r.Ending.Kind != kifu.EndIllegalAct || r.Ending.Side != kifu.Gote || r.Stated != "1-0" {
		t.Errorf("illegal action: %+v", r.Ending)
	}
	// a bad statement ends the moves with an error at its column
	r = Parse("f.csa", "PI\n+\n+7776FU,T1,+3334XX\n")[0]
	if len(r.Moves) != 1 || len(r.Diags) != 1 || r.Diags[0].Pos.Line != 3 || r.Diags[0].Pos.Col != 12 {
		t.Errorf("bad move: %+v", r.Diags)
	}
	// P- with 00AL: every piece left to gote (a problem)
	r = Parse("f.csa", "P-11OU\nP+22KI\nP-00AL\n+\n")[0]
	if r.Start.Hands[kifu.Gote][kifu.Pawn] != 18 || r.Start.Hands[kifu.Gote][kifu.Gold] != 3 || r.Start.Hands[kifu.Gote][kifu.Rook] != 2 {
		t.Errorf("00AL: %+v", r.Start.Hands)
	}
}

func TestWrite(t *testing.T) {
	h, _ := kifu.Handicap("角落ち")
	rec := &kifu.Record{Start: h, Moves: []kifu.Move{{From: kifu.Square{File: 3, Rank: 3}, To: kifu.Square{File: 3, Rank: 4}, Piece: kifu.Pawn}},
		Ending: kifu.Ending{Kind: kifu.EndResign}}
	got, err := Write(rec)
	if err != nil || got != "V2.2\nPI22KA\n-\n-3334FU\n%TORYO\n" {
		t.Errorf("%q %v", got, err)
	}
	back := Parse("w.csa", got)[0]
	if back.Start.FEN() != h.FEN() || len(back.Moves) != 1 {
		t.Errorf("read back: %+v", back)
	}
}
