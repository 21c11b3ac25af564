package usi

import (
	"testing"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/kifu"
)

func TestParseMove(t *testing.T) {
	for _, c := range []struct {
		text     string
		from, to kifu.Square
		promote  bool
		drop     kifu.Piece
	}{
		{"7g7f", kifu.Square{File: 7, Rank: 7}, kifu.Square{File: 7, Rank: 6}, false, 0},
		{"8h2b+", kifu.Square{File: 8, Rank: 8}, kifu.Square{File: 2, Rank: 2}, true, 0},
		{"P*5e", kifu.Square{}, kifu.Square{File: 5, Rank: 5}, false, kifu.Pawn},
		{"R*1a", kifu.Square{}, kifu.Square{File: 1, Rank: 1}, false, kifu.Rook},
	} {
		m, err := ParseMove(c.text)
		if err != nil || m.From != c.from || m.To != c.to || m.Promote != c.promote || (c.drop != 0) != m.Drop || (c.drop != 0 && m.Piece != c.drop) {
			t.Errorf("%s: %+v %v", c.text, m, err)
		}
		if got := Move(m); got != c.text {
			t.Errorf("%s written %s", c.text, got)
		}
	}
	for _, bad := range []string{"7g7", "7j7f", "0g7f", "K*5e", "p*5e", "7g7f=", "P*5"} {
		if _, err := ParseMove(bad); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}

func TestSFEN(t *testing.T) {
	even := "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
	b, err := ParseSFEN([]string{"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL", "b", "-", "1"})
	if err != nil || SFEN(b) != even || b.FEN() != kifu.Even(9, 9).FEN() {
		t.Fatalf("%v %s", err, SFEN(b))
	}
	b, err = ParseSFEN([]string{"8k/9/9/9/4+p4/9/9/9/K8", "w", "2P3pR"})
	if err != nil || b.Turn != kifu.Gote || b.Hands[kifu.Sente][kifu.Pawn] != 2 || b.Hands[kifu.Gote][kifu.Pawn] != 3 || b.Hands[kifu.Sente][kifu.Rook] != 1 ||
		b.At(kifu.Square{File: 5, Rank: 5}) != (kifu.Cell{Piece: kifu.Tokin, Color: kifu.Gote}) {
		t.Fatalf("%v %+v", err, b)
	}
	if got := b.FEN(); got != "8k/9/9/9/4+p4/9/9/9/K8[RPPppp] b - - 0 1" {
		t.Errorf("FEN %s", got)
	}
}

func TestParseLine(t *testing.T) {
	rec := ParseLine(diag.Pos{Line: 3}, "position startpos moves 7g7f 3c3d resign")
	if len(rec.Moves) != 2 || rec.Moves[1].Pos.Col != 30 || rec.Ending.Kind != kifu.EndResign || len(rec.Diags) != 0 {
		t.Errorf("%+v", rec)
	}
	rec = ParseLine(diag.Pos{Line: 1}, "sfen 4k/4p/5/P4/K4 b - 1 moves 5e4d")
	if rec.Start.Files != 5 || len(rec.Moves) != 1 {
		t.Errorf("%+v", rec)
	}
	rec = ParseLine(diag.Pos{Line: 1}, "7g7f 3c3d x9")
	if len(rec.Moves) != 2 || len(rec.Diags) != 1 || rec.Diags[0].Pos.Col != 11 {
		t.Errorf("%+v", rec)
	}
	if recs := Parse("f", "# two games\nstartpos moves 7g7f\n\nposition startpos\n"); len(recs) != 2 || recs[1].Index != 2 || recs[1].Pos.Line != 4 {
		t.Errorf("%d records", len(recs))
	}
	rec = &kifu.Record{Start: kifu.Even(9, 9), Moves: []kifu.Move{{From: kifu.Square{File: 7, Rank: 7}, To: kifu.Square{File: 7, Rank: 6}}}}
	if got := Write(rec); got != "position startpos moves 7g7f\n" {
		t.Errorf("Write %q", got)
	}
}
