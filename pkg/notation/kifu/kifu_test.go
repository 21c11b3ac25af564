package kifu

import "testing"

func TestPieces(t *testing.T) {
	for _, p := range Pieces {
		if PieceOfCSA(p.CSA()) != p || PieceOfLabel(p.Label()) != p {
			t.Errorf("%s does not read back", p.CSA())
		}
		if q, n := PieceOfKanji(p.Kanji()); q != p || n != len(p.Kanji()) {
			t.Errorf("%s: kanji %s read as %v", p.CSA(), p.Kanji(), q)
		}
		if q, _ := PieceOfKanji(p.BoardKanji()); q != p {
			t.Errorf("%s: board kanji %s read as %v", p.CSA(), p.BoardKanji(), q)
		}
		if pr := p.Promoted(); pr != NoPiece && pr.Base() != p {
			t.Errorf("%s promotes to %s, whose base is %s", p.CSA(), pr.CSA(), pr.Base().CSA())
		}
	}
	if Gold.Promoted() != NoPiece || King.Promoted() != NoPiece || Pawn.Promoted() != Tokin || Rook.Promoted() != Dragon {
		t.Error("promotions")
	}
	if p, _ := PieceOfKanji("王"); p != King {
		t.Error("王")
	}
	if p, _ := PieceOfKanji("竜"); p != Dragon {
		t.Error("竜")
	}
}

func TestReadRel(t *testing.T) {
	r, n := ReadRel("右上成")
	if r != RelRight|RelUp || n != len("右上") || r.String() != "右上" {
		t.Errorf("%v %d", r, n)
	}
}

func TestEvenAndHandicaps(t *testing.T) {
	if got := Even(9, 9).FEN(); got != "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1" {
		t.Errorf("even %s", got)
	}
	if got := Even(5, 5).FEN(); got != "rbsgk/4p/5/P4/KGSBR[] w - - 0 1" {
		t.Errorf("minishogi %s", got)
	}
	if Even(7, 7) != nil {
		t.Error("7x7")
	}
	// each handicap takes its pieces from gote and lets gote move first
	want := map[string]int{"香落ち": 1, "右香落ち": 1, "角落ち": 1, "飛車落ち": 1, "飛香落ち": 2, "二枚落ち": 2, "三枚落ち": 3, "四枚落ち": 4,
		"五枚落ち": 5, "左五枚落ち": 5, "六枚落ち": 6, "左七枚落ち": 7, "右七枚落ち": 7, "八枚落ち": 8, "十枚落ち": 10}
	for name, n := range want {
		b, ok := Handicap(name)
		if !ok || b.Turn != Gote {
			t.Errorf("%s: %v", name, ok)
			continue
		}
		gote := 0
		for _, row := range b.Cells {
			for _, c := range row {
				if c.Piece != NoPiece && c.Color == Gote {
					gote++
				}
			}
		}
		if gote != 20-n {
			t.Errorf("%s: gote has %d pieces, want %d", name, gote, 20-n)
		}
	}
	if _, ok := Handicap("その他"); ok {
		t.Error("その他 is no standard handicap")
	}
}
