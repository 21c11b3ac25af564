package position

import "strings"

// Coord writes m in coordinate notation: origin and destination square names, then
// the promotion letter in lower case ("e2e4", "e7e8q", "a9a10"); castling as the
// king's move ("e1g1"), with castling from the position (Chess960) as the king
// taking its own rook ("e1h1", "g1h1": the UCI_Chess960 form); a bishop swap as the
// bishop's square then the partner's ("c1d1"); a promotion to the piece's own
// promoted type (rules.Promotion.Promotes) as '+' ("g7g8+", Fairy-Stockfish's
// Shogi moves), a demotion back to the piece it promoted from as '-' ("a1a2-",
// rules.Promotion.Demotes); a drop as the upper-case piece label,
// '@' and the square ("N@f3", the UCI form of lichess and Fairy-Stockfish; a
// drop as the promoted type "+N@b3", rules.Drops.Promoted); Cowardly
// Crew conversions as a suffix of converted squares ("d4e5&d6&f6"); a module
// with the coordWriter role writes the moves it marks itself (gating).
func (p *Position) Coord(m Move) string {
	g := p.R.G
	var b strings.Builder
	for _, md := range p.R.hooks.coords {
		if md.writeCoord(p, m, &b) {
			return b.String() // a module's own form (gating: "g1f3h", "h1e1h")
		}
	}
	if k := p.DropKind(m); k != 0 {
		if m.Promo != 0 {
			k = int(m.Promo) // dropped promoted: "+N@b3" (rules.Drops.Promoted)
		}
		b.WriteString(p.R.kinds[k].label)
		b.WriteByte('@')
		b.WriteString(g.Name(m.To))
		return b.String()
	}
	b.WriteString(g.Name(m.From))
	if rk, _, ok := p.CastleRook(m); ok && p.R.castle.from {
		b.WriteString(g.Name(rk)) // Chess960: the king takes its own rook
	} else {
		b.WriteString(g.Name(m.To))
	}
	if m.Promo != 0 {
		if pc := p.board[m.From]; pc != Empty && p.R.kinds[pc.Kind()].promotes == int(m.Promo) {
			b.WriteByte('+') // a piece's own promoted type (Shogi): "g7f7+"
		} else if pc != Empty && p.R.kinds[pc.Kind()].promotedFrom == int(m.Promo) {
			b.WriteByte('-') // a demotion (Kyoto Shogi): "a1a2-"
		} else {
			b.WriteString(strings.ToLower(p.R.kinds[m.Promo].label))
		}
	}
	for _, t := range p.Converted(m) {
		b.WriteByte('&')
		b.WriteString(g.Name(t))
	}
	return b.String()
}
