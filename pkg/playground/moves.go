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
	// any of "capture" and the kinds of the move's side effects as their
	// modules name them (position.Effect): "conversion" (a bishop conversion),
	// "swap", "castling", "drop", "promotion", "en-passant", "capture-conversion"
	// (pieces change sides), "explosion", ... The page colours a target by its
	// first special kind.
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
		if m.Promo != 0 {
			d.Promotion = r.KindLabel(int(m.Promo)) // dropped promoted: "+S@b3"
		}
		return d
	}
	d.From = name(m.From)
	// every module's effects, in the words of their kinds ("castling", "swap",
	// "conversion", "promotion", "en-passant", "capture-conversion",
	// "explosion", ...), and the squares they change besides To
	for _, fx := range p.Effects(nil, m) {
		d.Kinds = append(d.Kinds, string(fx.Kind))
		for _, s := range fx.Squares {
			if s != m.To {
				d.Also = append(d.Also, name(s))
			}
		}
	}
	if m.Promo != 0 {
		d.Promotion = r.KindLabel(int(m.Promo))
	}
	if p.Captured(m) != board.NoSquare {
		d.Kinds = append(d.Kinds, "capture")
	}
	if len(d.Kinds) == 0 {
		d.Kinds = append(d.Kinds, "normal")
	}
	return d
}
