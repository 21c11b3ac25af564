package position

import "strings"

// Coord writes m in coordinate notation: origin and destination square names, then
// the promotion letter in lower case ("e2e4", "e7e8q", "a9a10"); castling as the
// king's move ("e1g1"); a bishop swap as the bishop's square then the partner's
// ("c1d1"); Cowardly Crew conversions as a suffix of converted squares ("d4e5&d6&f6").
func (p *Position) Coord(m Move) string {
	g := p.R.G
	var b strings.Builder
	b.WriteString(g.Name(m.From))
	b.WriteString(g.Name(m.To))
	if m.Promo != 0 {
		b.WriteByte(p.R.kinds[m.Promo].letter | 0x20)
	}
	for _, t := range p.Converted(m) {
		b.WriteByte('&')
		b.WriteString(g.Name(t))
	}
	return b.String()
}
