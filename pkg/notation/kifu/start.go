package kifu

import "strings"

// Even returns the start of an even game on files x ranks (9x9 shogi or 5x5
// minishogi), sente to move; nil for other sizes.
func Even(files, ranks int) *Board {
	var rows []string
	switch {
	case files == 9 && ranks == 9:
		rows = []string{"LNSGKGSNL", ".R.....B.", "PPPPPPPPP", ".........", ".........", ".........", "PPPPPPPPP", ".B.....R.", "LNSGKGSNL"}
	case files == 5 && ranks == 5:
		rows = []string{"RBSGK", "....P", ".....", "P....", "KGSBR"}
	default:
		return nil
	}
	b := NewBoard(files, ranks)
	for r, row := range rows {
		for f := 0; f < files; f++ {
			if row[f] == '.' {
				continue
			}
			c := Gote
			if r >= ranks/2 {
				c = Sente
			}
			b.Cells[r][f] = Cell{Piece: PieceOfLabel(string(row[f])), Color: c}
		}
	}
	return b
}

// handicaps: the standard handicaps (手合割) of 9x9 shogi, the squares (shogi
// numbers) emptied on gote's side; the handicap giver (上手, gote) moves first.
// "Left" is the giver's left: the low-numbered files.
var handicaps = map[string][]Square{
	"香落ち":   {{1, 1}},
	"右香落ち":  {{9, 1}},
	"角落ち":   {{2, 2}},
	"飛車落ち":  {{8, 2}},
	"飛落ち":   {{8, 2}},
	"飛香落ち":  {{8, 2}, {1, 1}},
	"二枚落ち":  {{8, 2}, {2, 2}},
	"三枚落ち":  {{8, 2}, {2, 2}, {1, 1}},
	"四枚落ち":  {{8, 2}, {2, 2}, {1, 1}, {9, 1}},
	"五枚落ち":  {{8, 2}, {2, 2}, {1, 1}, {9, 1}, {8, 1}},
	"左五枚落ち": {{8, 2}, {2, 2}, {1, 1}, {9, 1}, {2, 1}},
	"六枚落ち":  {{8, 2}, {2, 2}, {1, 1}, {9, 1}, {8, 1}, {2, 1}},
	"左七枚落ち": {{8, 2}, {2, 2}, {1, 1}, {9, 1}, {8, 1}, {2, 1}, {3, 1}},
	"右七枚落ち": {{8, 2}, {2, 2}, {1, 1}, {9, 1}, {8, 1}, {2, 1}, {7, 1}},
	"七枚落ち":  {{8, 2}, {2, 2}, {1, 1}, {9, 1}, {8, 1}, {2, 1}, {3, 1}},
	"八枚落ち":  {{8, 2}, {2, 2}, {1, 1}, {9, 1}, {8, 1}, {2, 1}, {7, 1}, {3, 1}},
	"十枚落ち":  {{8, 2}, {2, 2}, {1, 1}, {9, 1}, {8, 1}, {2, 1}, {7, 1}, {3, 1}, {6, 1}, {4, 1}},
}

// Handicap returns the start position of the 9x9 handicap called name (as a KIF
// 手合割 field writes it: 香落ち, 右香落ち, 角落ち, 飛車落ち, 飛香落ち, 二枚落ち,
// 三枚落ち, 四枚落ち, 五枚落ち, 左五枚落ち, 六枚落ち, 左七枚落ち, 右七枚落ち,
// 八枚落ち, 十枚落ち; 平手 for the even game), ok false for a name it does not
// know. In a handicap game gote (the giver, 上手) moves first.
func Handicap(name string) (b *Board, ok bool) {
	name = strings.TrimSpace(strings.Trim(name, "　 \t"))
	if name == "平手" || name == "" {
		return Even(9, 9), true
	}
	sq, ok := handicaps[name]
	if !ok {
		return nil, false
	}
	b = Even(9, 9)
	for _, s := range sq {
		b.Set(s, Cell{})
	}
	b.Turn = Gote
	return b, true
}

// Clone returns a copy of b.
func (b *Board) Clone() *Board {
	c := NewBoard(b.Files, b.Ranks)
	for r := range b.Cells {
		copy(c.Cells[r], b.Cells[r])
	}
	c.Hands, c.Turn = b.Hands, b.Turn
	return c
}
