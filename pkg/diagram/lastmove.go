package diagram

import (
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/position"
)

// PlaySANs plays sans, legal moves in SAN without check marks (as
// replay.MoveInfo.SAN holds them), from p, which it changes, and returns the squares
// of the last one: the last move to shade on a diagram of the position reached. ok
// is false when sans is empty or a move is not one of p's legal moves (p then
// stands before it).
func PlaySANs(p *position.Position, sans []string) (last Move, ok bool) {
	for _, san := range sans {
		m, found := FindSAN(p, san)
		if !found {
			return Move{}, false
		}
		p.Make(m)
		last, ok = Move{From: m.From, To: m.To}, true
	}
	return last, ok
}

// FindSAN returns the legal move of p written san (SAN as match.SAN writes it,
// without check marks): the move the SAN reader resolves when match.SAN writes it
// back the same, else the legal move match.SAN writes so.
func FindSAN(p *position.Position, san string) (position.Move, bool) {
	if s, err := pgn.ParseSAN(san); err == nil {
		if m, _, f := match.ResolveSAN(p, s); f == nil && match.SAN(p, m, false) == san {
			return m, true
		}
	}
	for _, m := range p.LegalMoves(nil) {
		if match.SAN(p, m, false) == san {
			return m, true
		}
	}
	return position.NoMove, false
}
