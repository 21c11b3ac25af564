package match

import (
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/coord"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/gc"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/position"
)

// This file reads what a move text means for a diagram (pkg/diagram draws what it
// is given): the squares of an attempted move, legal or not, the pieces it may
// mean, and the last move of a list of SAN moves.

// Squares are the origin and destination of a move as written (From NoSquare when
// the text gives no origin that can be told). Drop is the upper-case label of the
// piece a drop puts from the hand ("N@f3", a Game Courier put), "" for other moves.
type Squares struct {
	From, To board.Square
	Drop     string
}

// MarkAttempt reads the attempted move text (in notation "gc", "san" or "coord") of
// position p for a diagram: the arrow from Attempted, or, when the text names no
// square that can be read, the rings from Candidates (the pieces it may mean); both
// nil when it names nothing.
func MarkAttempt(p *position.Position, notation, text string) (arrow *Squares, rings []board.Square) {
	if a, ok := Attempted(p, notation, text); ok {
		return &a, nil
	}
	return nil, Candidates(p, notation, text)
}

// Attempted reads the squares of a move as written (text, in notation "gc", "san"
// or "coord", as replay.Result.Notation names them) in position p, the position
// before the move: for an arrow showing an illegal move. It reads the text only; the
// move need not be legal. From is board.NoSquare when the text gives no origin that
// can be told (a SAN move no piece of that type could make, say); ok is false when
// not even the destination can be read (a syntax error, a null move, a square off
// the board, a swap that fits no bishop or more than one: see Candidates).
//
//   - gc: the first move command ("B c1-d1; Q-c1" gives c1-d1); a lone put
//     command gives its square as the destination.
//   - coord: the origin and destination ("e2e4"; a swap "c1d1" is the bishop's
//     square, then the partner's).
//   - san: the destination, and the origin when the text names it in full, when
//     one piece of that type (of the side to move) has a move there, legal or not,
//     or else when the side has one piece of that type; a castling token gives the
//     king's squares; a bishop swap ("B=M", "Bc=N", "B=MN") the bishop's square,
//     then the partner's, when one bishop of the side to move (on the file given)
//     has a piece of the partner's type beside it (with a piece of the first
//     letter's type on its other side for "B=MN"), moved or not.
func Attempted(p *position.Position, notation, text string) (m Squares, ok bool) {
	r := p.R
	g := r.G
	toBoard := func(s sq.Square) board.Square {
		if !s.IsValid() {
			return board.NoSquare
		}
		return g.Sq(s.File, s.Rank)
	}
	none := Squares{From: board.NoSquare, To: board.NoSquare}
	switch notation {
	case "gc":
		labels := gc.Labels{Labels: sq.DefaultLabels(g.Files, g.Ranks)}
		for k := 1; k <= r.Kinds(); k++ {
			labels.Pieces = append(labels.Pieces, r.KindLabel(k))
		}
		moves, _ := gc.Tokenize([]gamefile.Line{{Text: text, Pos: diag.Pos{Line: 1, Col: 1}}}, labels)
		var put *gc.Command
		for _, mv := range moves {
			for i := range mv.Commands {
				c := &mv.Commands[i]
				switch c.Kind {
				case gc.KindMove:
					m = Squares{From: toBoard(c.From), To: toBoard(c.To)}
					return m, g.Contains(m.To)
				case gc.KindPut:
					if put == nil {
						put = c
					}
				}
			}
		}
		if put != nil {
			m = Squares{From: board.NoSquare, To: toBoard(put.To), Drop: strings.ToUpper(put.Label)}
			return m, g.Contains(m.To)
		}
		return none, false
	case "coord":
		c, err := coord.Parse(text, sq.DefaultLabels(g.Files, g.Ranks))
		if err != nil {
			return none, false
		}
		m = Squares{From: toBoard(c.From), To: toBoard(c.To), Drop: dropLabel(c.AtPiece)}
		return m, g.Contains(m.To)
	}
	s, err := pgn.ParseSAN(text)
	if err != nil {
		return none, false
	}
	if sp := wholeReader(&s); sp != nil && sp.attempted != nil {
		return sp.attempted(p, &s)
	}
	to := toBoard(s.To)
	if !g.Contains(to) {
		return none, false
	}
	m = Squares{From: board.NoSquare, To: to}
	if s.FromFile >= 0 && s.FromRank >= 0 {
		if from := g.Sq(s.FromFile, s.FromRank); g.Contains(from) {
			m.From = from
			return m, true
		}
	}
	origin := board.NoSquare
	for _, c := range p.PseudoLegalMoves(nil) {
		pc := p.At(c.From)
		if c.To != to || ownForm(p, c) {
			continue
		}
		if s.Piece == 0 && !r.IsPawn(pc.Kind()) || s.Label != "" && r.KindLabel(pc.Kind()) != s.Label ||
			s.Label == "" && s.Piece != 0 && r.KindLetter(pc.Kind()) != s.Piece {
			continue
		}
		if s.FromFile >= 0 && g.File(c.From) != s.FromFile || s.FromRank >= 0 && g.Rank(c.From) != s.FromRank {
			continue
		}
		if origin != board.NoSquare && origin != c.From {
			return m, true // more than one piece could: no origin
		}
		origin = c.From
	}
	if origin == board.NoSquare && s.Piece != 0 {
		// no move of that piece type reaches the square: when the side to move
		// has one piece of the type (its king, say), the text can only mean it
		k := r.KindOf(s.Piece)
		for sq := board.Square(0); int(sq) < g.Size(); sq++ {
			if pc := p.At(sq); pc != position.Empty && pc.Color() == p.Side() && pc.Kind() == k {
				if origin != board.NoSquare {
					return m, true
				}
				origin = sq
			}
		}
	}
	m.From = origin
	return m, true
}

// dropLabel is the label of a dropped piece's letter, "" for none (0).
func dropLabel(letter byte) string {
	if letter == 0 {
		return ""
	}
	return string(letter)
}

// sanDropLabel is the label of a SAN drop's piece letter: a pawn when none ("@e4").
func sanDropLabel(letter byte) string {
	if letter == 0 {
		return "P"
	}
	return string(letter)
}

// Candidates returns the pieces of the side to move that an attempted move may mean
// when Attempted cannot read its squares, in square order (nil when the text names
// no piece that can be found):
//
//   - san: a bishop swap that fits no bishop, or more than one: the bishops that
//     could make it, or else the side's bishops (on the file given, when there are
//     any); a castling token the variant does not have: the king; a move to a
//     square off the board ("Ra9" on 8x8): the pieces of that type (on the file or
//     rank given; a pawn on the destination's file);
//   - gc and coord: a move whose destination is off the board: its origin.
func Candidates(p *position.Position, notation, text string) []board.Square {
	r := p.R
	g := r.G
	if notation == "gc" || notation == "coord" {
		// read with the labels of the largest board, so that a square off this
		// board is read too
		wide := sq.DefaultLabels(16, 16)
		from := sq.None
		if notation == "gc" {
			labels := gc.Labels{Labels: wide}
			for k := 1; k <= r.Kinds(); k++ {
				labels.Pieces = append(labels.Pieces, r.KindLabel(k))
			}
			moves, _ := gc.Tokenize([]gamefile.Line{{Text: text, Pos: diag.Pos{Line: 1, Col: 1}}}, labels)
		find:
			for _, mv := range moves {
				for _, c := range mv.Commands {
					if c.Kind == gc.KindMove {
						from = c.From
						break find
					}
				}
			}
		} else {
			c, err := coord.Parse(text, wide)
			if err != nil {
				return nil
			}
			from = c.From
		}
		if !from.IsValid() {
			return nil
		}
		if f := g.Sq(from.File, from.Rank); f != board.NoSquare {
			return []board.Square{f}
		}
		return nil
	}
	s, err := pgn.ParseSAN(text)
	if err != nil {
		return nil
	}
	if sp := wholeReader(&s); sp != nil && sp.candidates != nil {
		return sp.candidates(p, &s)
	}
	k := 0
	file, rank := s.FromFile, s.FromRank
	if s.Piece != 0 {
		if k = r.KindOf(s.Piece); k == 0 {
			return nil
		}
	} else {
		for kk := 1; kk <= r.Kinds(); kk++ {
			if r.IsPawn(kk) {
				k = kk
				break
			}
		}
		if k == 0 {
			return nil
		}
		if file < 0 && s.To.IsValid() {
			file = s.To.File
		}
	}
	return ownPieces(p, k, func(x board.Square) bool {
		return (file < 0 || g.File(x) == file) && (rank < 0 || g.Rank(x) == rank)
	})
}

// ownPieces lists the side to move's pieces of kind k on the squares keep
// passes (nil: every square), in square order.
func ownPieces(p *position.Position, k int, keep func(board.Square) bool) []board.Square {
	var out []board.Square
	for x := board.Square(0); int(x) < p.R.G.Size(); x++ {
		if pc := p.At(x); pc != position.Empty && pc.Color() == p.Side() && pc.Kind() == k && (keep == nil || keep(x)) {
			out = append(out, x)
		}
	}
	return out
}

// wholeReader returns the spelling that reads s whole (by one of its marks), nil
// when none does.
func wholeReader(s *pgn.SAN) *spelling {
	for _, mk := range s.Marks {
		if int(mk.Kind) < len(byMark) {
			if sp := byMark[mk.Kind]; sp != nil && sp.reads == mk.Kind {
				return sp
			}
		}
	}
	return nil
}

// PlaySANs plays sans, legal moves in SAN without check marks (as
// replay.MoveInfo.SAN holds them), from p, which it changes, and returns the squares
// of the last one: the last move to shade on a diagram of the position reached. ok
// is false when sans is empty or a move is not one of p's legal moves (p then
// stands before it).
func PlaySANs(p *position.Position, sans []string) (last Squares, ok bool) {
	for _, san := range sans {
		m, found := FindSAN(p, san)
		if !found {
			return Squares{}, false
		}
		p.Make(m)
		last, ok = Squares{From: m.From, To: m.To}, true
	}
	return last, ok
}

// FindSAN returns the legal move of p written san (SAN as SAN writes it,
// without check marks): the move the SAN reader resolves when match.SAN writes it
// back the same, else the legal move SAN writes so.
func FindSAN(p *position.Position, san string) (position.Move, bool) {
	if s, err := pgn.ParseSAN(san); err == nil {
		if m, _, f := ResolveSAN(p, &s); f == nil && SAN(p, m, false) == san {
			return m, true
		}
	}
	for _, m := range p.LegalMoves(nil) {
		if SAN(p, m, false) == san {
			return m, true
		}
	}
	return position.NoMove, false
}
