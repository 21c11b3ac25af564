package playground

import (
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/position"
)

// Move is a legal move as the page shows it.
type Move struct {
	// Coord, SAN and GC are the move in coordinates ("e2e4", "e7e8q", "N@f3"), in
	// SAN with its check mark, and as Game Courier text ("P e2-e4").
	Coord string `json:"coord"`
	SAN   string `json:"san"`
	GC    string `json:"gc"`
	// From is the square the move starts from, "" for a drop; To its destination
	// as the move is written (a swap: the partner's square; castling: the king's
	// target).
	From string `json:"from"`
	To   string `json:"to"`
	// Drop is the label of the piece a drop puts on To, "" for other moves.
	Drop string `json:"drop"`
	// Kinds says what the move does, each a word: "normal" (a plain move), and
	// any of "capture", "conversion" (a bishop conversion), "swap", "castling",
	// "drop", "promotion", "en-passant", "capture-conversion" (pieces change
	// sides). The page colours a target by its first special kind.
	Kinds []string `json:"kinds"`
	// Promotion is the label of the piece a promotion gives, "" none.
	Promotion string `json:"promotion"`
	// Also lists more squares the move changes (the castling rook's, the swap
	// partner's, the converted pieces'), for the page to mark.
	Also []string `json:"also"`
	// Number is the move number of a ply played ("10." or "10..."), "" in Legal.
	Number string `json:"number,omitempty"`
}

// describe writes m, a legal move of p, for the page. It is the one place that
// reads what a move does (position.Effects, DropKind); the position package's
// move encoding stays behind it.
func describe(p *position.Position, m position.Move) Move {
	r := p.R
	g := r.G
	d := Move{Coord: p.Coord(m), SAN: match.SAN(p, m, true), GC: match.GC(p, m), Kinds: []string{}, Also: []string{}}
	name := func(s board.Square) string {
		if g.Contains(s) {
			return g.Name(s)
		}
		return ""
	}
	d.To = name(m.To)
	if k := p.DropKind(m); k > 0 {
		d.Drop = r.KindLabel(k)
		d.Kinds = append(d.Kinds, "drop")
		return d
	}
	d.From = name(m.From)
	ef := p.Effects(m)
	if ef.Conversion {
		d.Kinds = append(d.Kinds, "conversion")
	}
	if ef.Swap {
		d.Kinds = append(d.Kinds, "swap")
		d.Also = append(d.Also, name(ef.Partner))
	}
	if ef.Castling {
		d.Kinds = append(d.Kinds, "castling")
		d.Also = append(d.Also, name(ef.RookFrom), name(ef.RookTo))
	}
	if ef.Promotion > 0 {
		d.Kinds = append(d.Kinds, "promotion")
		d.Promotion = r.KindLabel(ef.Promotion)
	}
	if ef.EnPassant {
		d.Kinds = append(d.Kinds, "en-passant")
		d.Also = append(d.Also, name(ef.Captured))
	}
	if len(ef.Converted) > 0 {
		d.Kinds = append(d.Kinds, "capture-conversion")
		for _, s := range ef.Converted {
			d.Also = append(d.Also, name(s))
		}
	}
	if ef.Captured != board.NoSquare {
		d.Kinds = append(d.Kinds, "capture")
	}
	if len(d.Kinds) == 0 {
		d.Kinds = append(d.Kinds, "normal")
	}
	return d
}
