package match

import (
	"strings"

	"github.com/gamecourier/courier/pkg/notation/csa"
	"github.com/gamecourier/courier/pkg/notation/kif"
	"github.com/gamecourier/courier/pkg/notation/kifu"
	"github.com/gamecourier/courier/pkg/notation/usi"
	"github.com/gamecourier/courier/pkg/position"
)

// The shogi move notations in the notation seam (notations.go): a game with a
// Format tag "USI", "KIF", "KI2" or "CSA" has its moves read with ResolveKifu
// and written with KifuMove. (Whole record files, .kif, .csa, ..., are read by
// pkg/replay's ReplayRecord, which keeps their endings.)

// CodeRecordSyntax is the failure of a move text that is no move of the
// shogi notation it is read in.
const CodeRecordSyntax = "record-syntax"

func init() {
	for _, n := range []struct {
		name    string
		aliases []string
		parse   func(string) (kifu.Move, error)
	}{
		{"usi", []string{"sfen"}, usi.ParseMove},
		{"kif", []string{"kifu"}, kif.ParseMove},
		{"ki2", []string{"kif2", "ki2u"}, kif.ParseMove},
		{"csa", nil, csa.ParseMove},
	} {
		format, parse := n.name, n.parse
		var claims func(string) bool
		if format == "usi" {
			claims = usiWord
		}
		RegisterNotation(&MoveNotation{
			Claims: claims,
			Name:   format, Aliases: n.aliases,
			Preset: shogiPreset,
			Read: func(p *position.Position, text string, last position.Move) (position.Move, *Failure) {
				km, err := parse(text)
				if err != nil {
					return position.NoMove, fail(CodeRecordSyntax, "%v", err)
				}
				return ResolveKifu(p, km, lastSquare(p, last))
			},
			Write: func(p *position.Position, m position.Move, last position.Move) string {
				var buf [256]position.Move
				return PGNWord(WriteKifu(p, p.LegalMoves(buf[:0]), m, format, lastSquare(p, last)))
			},
			Syntax: func(code string) bool { return code == CodeRecordSyntax },
		})
	}
}

// PGNWord is a shogi move text as one word of PGN move text: 同 without the
// full-width blank records write after it, KIF's origin without the
// parentheses PGN reads as a variation: "同　歩(23)" is "同歩23".
func PGNWord(text string) string {
	text = strings.Replace(text, "同　", "同", 1)
	if i := strings.LastIndexByte(text, '('); i >= 0 && strings.HasSuffix(text, ")") {
		text = text[:i] + text[i+1:len(text)-1]
	}
	return text
}

// usiWord reports whether w can only be a USI move: a board move "7g7f",
// "8h2b+" (a digit and a letter a..i twice: no SAN, coordinate or Game
// Courier word is so written). A drop "P*5e" claims nothing: Game Courier
// writes its drops so too.
func usiWord(w string) bool {
	sq := func(s string) bool { return len(s) == 2 && s[0] >= '1' && s[0] <= '9' && s[1] >= 'a' && s[1] <= 'i' }
	if len(w) == 4 || len(w) == 5 && w[4] == '+' {
		return sq(w[0:2]) && sq(w[2:4])
	}
	return false
}

// shogiPreset is the preset of a shogi game from its FEN: minishogi for a 5x5
// board, else shogi.
func shogiPreset(fen string) string {
	board, _, _ := strings.Cut(strings.TrimSpace(fen), " ")
	board, _, _ = strings.Cut(board, "[")
	if board != "" && strings.Count(board, "/") == 4 {
		return "minishogi"
	}
	return "shogi"
}

// lastSquare is the shogi square of the target of last, zero for NoMove.
func lastSquare(p *position.Position, last position.Move) kifu.Square {
	if last == position.NoMove {
		return kifu.Square{}
	}
	return SquareKifu(p.R.G, last.To)
}

// WriteKifu writes the legal move m of p (legal: all the legal moves of p) in
// a shogi notation: "usi" ("7g7f", "P*5e"), "kif" ("７六歩(77)", "同　歩(23)"),
// "ki2" ("▲７六歩", "△同銀右"; 打 only where a board move could go there too),
// "csa" ("+7776FU"). prev is the target of the move before (同), zero for none.
func WriteKifu(p *position.Position, legal []position.Move, m position.Move, format string, prev kifu.Square) string {
	km := KifuMoveIn(p, legal, m)
	same := !prev.IsZero() && km.To == prev
	switch format {
	case "usi":
		return usi.Move(km)
	case "csa":
		return csa.Move(km, km.Color)
	case "ki2":
		if km.Drop {
			km.Drop = KifuDropMarked(p, legal, m)
		}
		return kif.MoveKI2(km, km.Color, same)
	}
	return kif.Move(km, same)
}
