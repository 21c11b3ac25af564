package position

import "github.com/gamecourier/courier/pkg/board"

// Effects is what a move of the side to move does beyond taking its piece from
// From to To, for the readers that report it (replay events, statistics): each
// field comes from the module that makes the effect. Squares are NoSquare when
// they do not apply.
type Effects struct {
	// Captured is the square of the piece the move captures (the pawn's for en
	// passant), NoSquare when it captures nothing.
	Captured board.Square
	// EnPassant: the capture is en passant.
	EnPassant bool
	// Castling: the move castles; RookFrom and RookTo are the rook's squares.
	Castling         bool
	RookFrom, RookTo board.Square
	// Swap: a bishop swap; Partner is the partner's square (where the bishop goes).
	Swap    bool
	Partner board.Square
	// Conversion: a bishop conversion step (bishop_conversion).
	Conversion bool
	// Promotion is the kind promoted to, 0 none (and for a drop).
	Promotion int
	// Converted lists the squares whose pieces change sides (capture_conversion),
	// ascending.
	Converted []board.Square
}

// Effects returns what m, a legal move of the side to move, does (see Effects).
func (p *Position) Effects(m Move) Effects {
	e := Effects{Captured: board.NoSquare, RookFrom: board.NoSquare, RookTo: board.NoSquare, Partner: p.SwapPartner(m),
		Promotion: int(m.Promo), Converted: p.Converted(m)}
	if m.Flags&FlagCapture != 0 {
		e.Captured = m.To
		if m.Flags&FlagEnPassant != 0 {
			e.EnPassant, e.Captured = true, p.EnPassantVictim()
		}
	}
	if m.Flags&FlagDrop != 0 {
		e.Promotion = 0 // Promo holds the dropped kind (drops.go)
	}
	e.RookFrom, e.RookTo, e.Castling = p.CastleRook(m)
	e.Swap = e.Partner != board.NoSquare
	e.Conversion = m.Flags&FlagConvert != 0
	return e
}

// Special reports whether m does anything beyond moving its piece and capturing
// on To: castling, en passant, swap, conversion, promotion, capture conversion.
// The receiver is a pointer so that the two fields are read alone: a Move just
// written field by field (a Move argument is) and read whole stalls the read.
func (m *Move) Special() bool {
	return m.Flags&(FlagCastle|FlagSwap|FlagConvert|FlagEnPassant|FlagConverts) != 0 || m.Promo != 0
}

// Capture reports whether m captures a piece.
func (m Move) Capture() bool { return m.Flags&FlagCapture != 0 }
