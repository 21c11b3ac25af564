package rules

import (
	"github.com/gamecourier/courier/pkg/board"
)

// ModCastling is the name of the castling rule module (DESIGN.md, contract):
// its key under a preset's rules: and a value of --without.
const ModCastling = "castling"

// castlingModule is the module table entry of ModCastling (table, modules.go).
var castlingModule = entry(ModCastling,
	"King and rook unmoved, the squares between empty, the king not in check nor crossing an attacked square.",
	func(v *Variant) **Castling { return &v.Castling })

// CastleSide is one way to castle, given for White; Black's squares are mirrored.
type CastleSide struct {
	King, Rook     board.Square // start squares of the king and the rook
	KingTo, RookTo board.Square // their destinations
	// SAN holds the castling tokens per side ([White], [Black]), e.g. "O-O".
	SAN [2][]string
	// Barred[c]: colour c never castles on this side (orda, weak: White
	// castles, Black not; Fairy-Stockfish's castling rights of the start
	// position). Both false: both players castle.
	Barred [2]bool
	// Wins[c]: colour c wins by castling on this side, and loses when no such
	// side is left to it (Fairy-Stockfish's castlingWins: "Specified castling
	// moves are win conditions. Losing these rights is losing.").
	Wins [2]bool
}

// Castling is the castling rule module: king and rook unmoved, the squares between
// them and both destinations empty (but for the two pieces), the king not in check and
// no square the king crosses or lands on attacked.
type Castling struct {
	Sides []CastleSide
	// FromPosition makes the castling king's and rooks' start squares position state
	// (Chess960, FIDE Laws Appendix I, I.3): the king is the royal piece on the king's
	// rank and each side's rook is the piece of the kind that stands on Sides[i].Rook in
	// the setup, on the same wing of the king (toward the last file when Rook's file is
	// greater than King's, else toward file a); the start position or a FEN's castling
	// rights say which rook (KQkq: the outermost one, a file letter: that one).
	// KingTo and RookTo stay fixed. Without it King and Rook are fixed squares.
	FromPosition bool
	// Opposite: a player who castles takes from the opponent the right to
	// castle on the same wing (Fairy-Stockfish's oppositeCastling: "can't
	// castle same side as opponent").
	Opposite bool
}

// Wing returns +1 when side i's rook stands toward the last file from the king,
// -1 toward file a (0 when both squares share a file).
func (c *Castling) Wing(i int, g board.Geometry) int {
	s := &c.Sides[i]
	switch d := g.File(s.Rook) - g.File(s.King); {
	case d > 0:
		return 1
	case d < 0:
		return -1
	}
	return 0
}
