package position

import (
	"math/bits"

	"github.com/gamecourier/courier/pkg/rules"
)

// The bare king rule (rules.End.BareKing; Shatranj, Courier Chess): a side left with
// its king alone (a bare king) loses, unless it is to move and can bare the other
// king at once, which it may try when the opponent has exactly one piece besides
// the king. As Fairy-Stockfish judges it (its extinction rule over all pieces with
// one piece left and the claim move), after each ply:
//   - the side not to move has only its king and the side to move has two pieces
//     or more: the side to move has won;
//   - the side to move has only its king and the opponent three pieces or more: the
//     side to move has lost;
//   - otherwise (both bare, or the bare side to move against king and one piece)
//     the game goes on.
//
// A position the rule ends has no legal moves (perft 0 there, as in
// Fairy-Stockfish); Game reports it as the termination BareKing.

// pieceCount returns the number of pieces of colour c on the board (royal included).
func (p *Position) pieceCount(c rules.Color) int {
	n := 0
	for k := 1; k < len(p.R.kinds); k++ {
		b := &p.bb[MakePiece(k, c)]
		for _, w := range b {
			n += bits.OnesCount64(w)
		}
	}
	return n
}

// bareKingEnd reports whether the bare king rule has ended the game, and if so
// whether the side to move has won (else it has lost). False when the variant has
// no bare king rule.
func (p *Position) bareKingEnd() (over, sideToMoveWins bool) {
	if !p.R.bareKing {
		return false, false
	}
	us, them := p.pieceCount(p.side), p.pieceCount(p.side.Other())
	switch {
	case them <= 1 && us >= 2:
		return true, true
	case us <= 1 && them >= 3:
		return true, false
	}
	return false, false
}
