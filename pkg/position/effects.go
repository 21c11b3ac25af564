package position

import "github.com/gamecourier/courier/pkg/board"

// EffectKind names what a rule module's side effect of a move does (the event
// kinds of a replay: "castling", "drop", "explosion", ...). Each module declares
// its kinds in its own file; the readers (replay events, statistics) never switch
// on them.
type EffectKind string

// Effect is one side effect of a move beyond taking its piece from From to To
// (and capturing on To), as the module that makes it reports it.
type Effect struct {
	// Module is the rules.Mod* name of the module that makes the effect.
	Module string
	// Kind says what it does; its doc comment (in the module's file) gives the
	// meaning of Squares and Piece.
	Kind EffectKind
	// Squares are the squares the effect concerns, in the order the kind's doc
	// comment gives (the rook's from and to squares of a castling, the squares
	// an explosion empties, ...); nil when none.
	Squares []board.Square
	// Piece is the piece kind concerned (promoted to, dropped, swapped with), 0
	// when none.
	Piece int
}

// effecter is the role of a module whose moves have side effects that readers
// report: it appends the effects of m, a legal move of the side to move in p,
// before m is played. conclude discovers the role once per variant.
type effecter interface {
	effects(p *Position, m Move, buf []Effect) []Effect
}

// fxGate is when a module's effects hook can report anything (traits.effectsOn),
// so Effects and MayHaveEffects skip it otherwise.
type fxGate uint8

const (
	fxOwned   fxGate = 1 << iota // the module's own moves (traits.ownsMoves), or moves with its argument
	fxPromo                      // moves that promote
	fxEP                         // en passant captures
	fxCapture                    // every capture
	fxKinds                      // every move of the kinds traits.kinds names
	fxFlags                      // moves with a choice in the modules' Flags bits (traits.flagBits)
)

// Effects appends to buf what m, a legal move of the side to move, does beyond
// taking its piece from From to To and capturing on To: one Effect per side
// effect, in the order of the module list (rules.ModuleNames), and returns the
// extended buffer. It asks only the modules whose gate m passes (see
// MayHaveEffects).
func (p *Position) Effects(buf []Effect, m Move) []Effect {
	h := &p.R.hooks
	for i, md := range h.effects {
		if h.fxOn(i, p, m) {
			buf = md.effects(p, m, buf)
		}
	}
	return buf
}

// MayHaveEffects reports whether some module may report an effect of m, a move
// of the side to move (false: Effects returns nothing), without asking the
// modules: replay asks it for every ply.
func (p *Position) MayHaveEffects(m Move) bool {
	h := &p.R.hooks
	if len(h.effects) == 0 {
		return false
	}
	if m.owner != 0 || m.arg != 0 || m.Promo != 0 || m.Flags&(FlagEnPassant|h.modFlags) != 0 {
		return true
	}
	if h.fxAny&fxCapture != 0 && m.Flags&FlagCapture != 0 {
		return true
	}
	return h.fxAny&fxKinds != 0 && m.From != board.NoSquare && h.fxKinds>>p.board[m.From].Kind()&1 != 0
}

// fxOn reports whether the i-th effects module may report an effect of m.
func (h *hooks) fxOn(i int, p *Position, m Move) bool {
	g := h.fxGates[i]
	switch {
	case g&fxOwned != 0 && (m.owner != 0 || m.arg != 0):
		return true
	case g&fxPromo != 0 && m.Promo != 0:
		return true
	case g&fxEP != 0 && m.Flags&FlagEnPassant != 0:
		return true
	case g&fxCapture != 0 && m.Flags&FlagCapture != 0:
		return true
	case g&fxFlags != 0 && m.Flags&h.modFlags != 0:
		return true
	}
	return g&fxKinds != 0 && m.From != board.NoSquare && h.fxKindsOf[i]>>p.board[m.From].Kind()&1 != 0
}

// Captured returns the square of the piece m, a legal move of the side to move,
// captures (the pawn's for en passant), NoSquare when it captures nothing.
func (p *Position) Captured(m Move) board.Square {
	if m.Flags&FlagCapture == 0 {
		return board.NoSquare
	}
	if m.Flags&FlagEnPassant != 0 {
		return p.EnPassantVictim()
	}
	return m.To
}

// Special reports whether m does anything beyond moving its piece and capturing
// on To: a module's own move (castling, swap, conversion step, drop, en passant),
// a module's argument (capture conversion), a promotion. The receiver is a pointer
// so that the fields are read alone: a Move just written field by field (a Move
// argument is) and read whole stalls the read.
func (m *Move) Special() bool {
	return m.owner != 0 || m.arg != 0 || m.Flags&^(FlagCapture|FlagDouble) != 0 || m.Promo != 0
}

// Capture reports whether m captures a piece.
func (m Move) Capture() bool { return m.Flags&FlagCapture != 0 }

// effectOf is one effect of module name, a helper for the module files.
func effectOf(name string, k EffectKind, piece int, sqs ...board.Square) Effect {
	return Effect{Module: name, Kind: k, Piece: piece, Squares: sqs}
}
