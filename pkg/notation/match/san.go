package match

import (
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/position"
)

// SAN writes m (a legal move of p) in SAN: piece label (none for pawns; "+P"
// for a label longer than one letter), the shortest disambiguation
// (file, then rank, then both), 'x' for captures, the destination, "=Q" for a
// promotion ("=+S" to a Shogi promoted type), the marks of the move's rule
// module ("&d6&f6" for Cowardly Crew conversions), and with check set '+' or '#'.
// A module that writes its moves in a form of their own writes them whole: the
// preset's castling token, a bishop swap "B=N" (with the bishop's file when two
// bishops could make that swap, "Bc=N"), a drop "N@f3".
func SAN(p *position.Position, m position.Move, check bool) string {
	sp := spellingOf(p, m)
	var b strings.Builder
	if sp != nil && sp.san != nil {
		t := sp.san(p, m)
		if !check && len(choosers) == 0 {
			return t // the module's text itself, not a copy
		}
		b.WriteString(t)
		choiceMarks(&b, p, m)
		if !check {
			return b.String()
		}
	} else {
		pieceSAN(&b, p, m)
		if sp != nil && sp.sanSuffix != nil {
			b.WriteString(sp.sanSuffix(p, m))
		}
		choiceMarks(&b, p, m)
	}
	if check {
		p.Make(m)
		if p.InCheck() {
			if len(p.LegalMoves(nil)) == 0 {
				b.WriteByte('#')
			} else {
				b.WriteByte('+')
			}
		}
		p.Unmake()
	}
	return b.String()
}

// pieceSAN writes m, a move of its piece from From to To, in SAN without the
// marks of its module and without check marks.
func pieceSAN(b *strings.Builder, p *position.Position, m position.Move) {
	r := p.R
	g := r.G
	pc := p.At(m.From)
	var buf [16]position.Move
	// the first pawn kind is written without a letter; another pawn kind
	// (spartan's hoplite) with its own, as Fairy-Stockfish writes a piece
	// that is not its pawn type
	pawn := r.IsPawn(pc.Kind()) && pc.Kind() == r.PawnKind()
	if pawn && m.Capture() {
		b.WriteString(board.FileName(g.File(m.From)))
	} else {
		// a piece, or a pawn's move that is not a capture: the origin is
		// named when another legal move of the kind reaches the same
		// square (PGN 8.2.3.4); for a pawn that takes two pawns moving
		// diagonally (Berolina: d2 and h2 both reach f4); two pawns of one file
		// (pawnback: g6 steps back and g4 forward to g5) by the whole square, as
		// a SAN move never starts with a rank
		if !pawn {
			b.WriteString(r.KindLabel(pc.Kind()))
		}
		sameFile, sameRank, others := false, false, false
		for _, o := range p.MovesTo(buf[:0], pc.Kind(), m.To) {
			if o.To != m.To || o.From == m.From || ownForm(p, o) || p.At(o.From).Kind() != pc.Kind() || !p.IsLegal(o) {
				continue
			}
			others = true
			if g.File(o.From) == g.File(m.From) {
				sameFile = true
			}
			if g.Rank(o.From) == g.Rank(m.From) {
				sameRank = true
			}
		}
		if others {
			switch {
			case !sameFile:
				b.WriteString(board.FileName(g.File(m.From)))
			case !sameRank && !pawn:
				b.WriteString(board.RankName(g.Rank(m.From)))
			default:
				b.WriteString(g.Name(m.From))
			}
		}
	}
	if m.Capture() {
		b.WriteByte('x')
	}
	b.WriteString(g.Name(m.To))
	if m.Promo != 0 {
		b.WriteByte('=')
		b.WriteString(r.KindLabel(int(m.Promo)))
	}
}

// SANs writes every move of legal in SAN (with check marks), in order.
func SANs(p *position.Position, legal []position.Move) []string {
	out := make([]string, len(legal))
	for i, m := range legal {
		out[i] = SAN(p, m, true)
	}
	return out
}

// LenientNotes returns the lenient spellings that ParseSAN recorded in s (its
// Lenient notes) which still hold once the move m that s denotes in p is known:
// a pawn's file before a square (pgn.LenientPawnCaptureNoX) is SAN's
// disambiguation, not a capture without 'x', when m captures nothing (Berolina
// "df4": two pawns reach f4 without capturing); 'P' (pgn.LenientPawnLetter) is a
// piece's own letter, as SAN writes it, in a variant without a chess pawn (Shogi,
// Xiangqi). The others are returned as they are.
func LenientNotes(p *position.Position, s *pgn.SAN, m position.Move) []string {
	var out []string
	for _, l := range s.Lenient {
		switch {
		case l == pgn.LenientPawnCaptureNoX && !m.Capture():
		case l == pgn.LenientPawnLetter && p.R.PawnKind() == 0:
		default:
			out = append(out, l)
		}
	}
	return out
}

// ResolveSAN finds the one legal move that *s (parsed SAN, not modified) denotes.
// notes lists the lenient readings used beyond those ParseSAN recorded (a king
// move written for castling, a wrong capture mark). On failure the Failure
// explains why.
func ResolveSAN(p *position.Position, s *pgn.SAN) (position.Move, []string, *Failure) {
	var m position.Move
	notes, f := resolveSAN(p, s, false, &m)
	return m, notes, f
}

// ResolveSANTo is ResolveSAN writing the move into *dst (position.NoMove on
// failure), for a caller that keeps the move in memory: a Move handed back in
// registers and stored whole at once costs a stall per move.
func ResolveSANTo(p *position.Position, s *pgn.SAN, dst *position.Move) (notes []string, f *Failure) {
	return resolveSAN(p, s, false, dst)
}

// resolveSAN is ResolveSAN, with a short path for the common SAN (unless full is
// set): a piece letter or a pawn, an optional disambiguation, 'x', the destination
// and an optional one-letter promotion, denoting exactly one legal move among
// those the pieces make along their rays (MovesToByRays). Anything else (a rule
// module's marks, labels, long algebraic, a module's move, no move or more than one,
// kinds the reverse table does not hold) is read whole (resolveFull), as is every
// move with full set; the short path gives what the full reading gives. The move
// goes to *dst (position.NoMove on failure).
func resolveSAN(p *position.Position, s *pgn.SAN, full bool, dst *position.Move) ([]string, *Failure) {
	if full || len(s.Marks) > 0 || s.Label != "" || s.PromoLabel != "" || s.LongFrom.IsValid() {
		return resolveFullTo(p, s, dst)
	}
	r := p.R
	var kind int
	if s.Piece == 0 {
		if kind = r.PawnKind(); kind == 0 {
			kind = r.KindOf('P')
		}
	} else {
		kind = r.KindOf(s.Piece)
	}
	promo := 0
	if s.Promo != 0 {
		promo = r.KindOf(s.Promo)
	}
	to := toSq(r.G, s.To)
	if kind == 0 || to == board.NoSquare || s.Promo != 0 && promo == 0 {
		return resolveFullTo(p, s, dst)
	}
	var buf [16]position.Move
	cands, byRays := p.MovesToByRays(buf[:0], kind, to)
	if !byRays {
		return resolveFullTo(p, s, dst)
	}
	g := r.G
	pawnPush := s.Piece == 0 && s.FromFile < 0 && r.IsPawn(kind)
	found, n := 0, 0 // the index of the move found in cands, and how many
	for i := range cands {
		m := &cands[i]
		if s.FromFile >= 0 && g.File(m.From) != s.FromFile || s.FromRank >= 0 && g.Rank(m.From) != s.FromRank ||
			pawnPush && m.Capture() || int(m.Promo) != promo || !p.IsLegalRef(m) {
			continue
		}
		if p.MoveModule(*m) != "" { // a module's move (its marks), read whole
			return resolveFullTo(p, s, dst)
		}
		found = i
		n++
	}
	if n != 1 {
		return resolveFullTo(p, s, dst)
	}
	m := &cands[found]
	var notes []string
	if s.FromFile >= 0 || s.FromRank >= 0 || s.Capture != m.Capture() {
		notes = sanNotes(p, s, cands, m, nil) // else it has nothing to say
	}
	*dst = *m
	return notes, nil
}

// resolveWhole reads s, a text of the shape sp reads whole (a castling token),
// with the choices its other marks name ("O-O/Eh1": gating).
func resolveWhole(p *position.Position, sp *spelling, s *pgn.SAN) (position.Move, []string, *Failure) {
	m, notes, f := sp.resolveSAN(p, *s) // a copy: s itself stays on its caller's stack
	if f == nil && len(s.Marks) > 1 {
		x, ok := rechoose(p, m, s.Marks)
		if !ok {
			return position.NoMove, nil, misfitOf(p, m, s.Marks).misfit(p, s.Marks)
		}
		m = x
	}
	return m, notes, f
}

// longCoord reads coordinates in a SAN game whose letter is a module's mark
// ("b8c6e": gating) through the module's coordinate reading; ok false when no
// live module reads s so.
func longCoord(p *position.Position, s *pgn.SAN, to board.Square) (position.Move, *Failure, bool) {
	if !s.LongFrom.IsValid() || s.Promo == 0 || s.Piece != 0 {
		return position.NoMove, nil, false
	}
	for _, sp := range coorders {
		if sp.live(p) {
			if m, f, ok := sp.resolveCoord(p, toSq(p.R.G, s.LongFrom), to, s.Promo); ok {
				return m, f, true
			}
		}
	}
	return position.NoMove, nil, false
}

// resolveFullTo is resolveFull writing the move into *dst.
func resolveFullTo(p *position.Position, s *pgn.SAN, dst *position.Move) ([]string, *Failure) {
	m, notes, f := resolveFull(p, s)
	*dst = m
	return notes, f
}

// resolveFull is ResolveSAN without its short path.
func resolveFull(p *position.Position, s *pgn.SAN) (position.Move, []string, *Failure) {
	r := p.R
	g := r.G
	us := p.Side()
	var notes []string
	if f := unread(s.Marks); f != nil {
		return position.NoMove, nil, f
	}
	if sp := wholeReader(s); sp != nil {
		return resolveWhole(p, sp, s)
	}
	kind := 0
	if s.Label == "" && s.Piece == 0 {
		if kind = r.PawnKind(); kind == 0 {
			kind = r.KindOf('P') // a P that is no pawn: Shogi's ("Pe4", "P@e5")
		}
	}
	if s.Piece == 0 && s.LongFrom.IsValid() {
		// coordinates in a SAN game ("g1f3", "g1-f3"): the piece standing there moves
		if from := toSq(g, s.LongFrom); from != board.NoSquare {
			if pc := p.At(from); pc != position.Empty && pc.Color() == us {
				kind = pc.Kind()
			}
		}
	}
	if s.Label != "" {
		if kind = r.KindOfLabel(s.Label); kind == 0 {
			return position.NoMove, nil, fail(CodeNoPiece, "%q is no piece of this variant", s.Label)
		}
	} else if s.Piece != 0 {
		kind = r.KindOf(s.Piece)
		if kind == 0 {
			return position.NoMove, nil, fail(CodeNoPiece, "%q is no piece of this variant", string(s.Piece))
		}
	}
	to := toSq(g, s.To)
	if to == board.NoSquare {
		return position.NoMove, nil, fail(CodeNoPath, "%s is off the %dx%d board", s.To, g.Files, g.Ranks)
	}
	if s.LongFrom.IsValid() && toSq(g, s.LongFrom) == board.NoSquare {
		return position.NoMove, nil, fail(CodeNoPath, "%s is off the %dx%d board", s.LongFrom, g.Files, g.Ranks)
	}
	if m, f, ok := longCoord(p, s, to); ok {
		return m, nil, f
	}
	promo := 0
	if s.PromoLabel != "" {
		if promo = r.KindOfLabel(s.PromoLabel); promo == 0 {
			return position.NoMove, nil, fail(CodeBadPromotion, "%q is no piece of this variant", s.PromoLabel)
		}
	} else if s.Promo != 0 {
		promo = r.KindOf(s.Promo)
		if promo == 0 {
			return position.NoMove, nil, fail(CodeBadPromotion, "%q is no piece of this variant", string(s.Promo))
		}
	}
	var buf [16]position.Move // more moves to one square (many promotion choices) go to the heap
	var foundBuf [4]position.Move
	// The moves the pieces make along their rays come first, looked up from the
	// target square; the modules' own moves (castling) count only when they do
	// not give exactly one move: then every move to the square is looked at.
	cands, byRays := p.MovesToByRays(buf[:0], kind, to)
	if !byRays {
		cands = p.MovesTo(buf[:0], kind, to)
	}
	found, misfit := sanFound(p, s, kind, to, promo, cands, foundBuf[:0])
	if byRays && len(found) != 1 {
		cands = p.MovesTo(buf[:0], kind, to)
		found, misfit = sanFound(p, s, kind, to, promo, cands, foundBuf[:0])
	}
	if len(found) == 0 {
		// a module's move written as its piece's move ("Kb1" onto the castling
		// square stands for castling)
		for _, m := range cands {
			if sp := spellingOf(p, m); sp != nil && sp.pieceMoveNote != "" && m.To == to && p.IsLegal(m) {
				return m, append(notes, sp.pieceMoveNote), nil
			}
		}
	}
	switch len(found) {
	case 1:
		m := found[0]
		return m, sanNotes(p, s, cands, &m, notes), nil
	case 0:
		if misfit != nil {
			return position.NoMove, nil, misfit.misfit(p, s.Marks)
		}
		if s.Piece == 0 && s.FromFile < 0 && r.IsPawn(kind) {
			// a legal pawn capture there, written without the pawn's file
			// ("Pxd6"): sanFound refuses it (SAN writes "exd6"), and it is no
			// illegal move. The hint keeps the promotion piece written ("a8=N":
			// "bxa8=N") when that capture is legal, else it names the first one.
			hint, found := position.NoMove, false
			for _, m := range cands {
				if m.To == to && m.Capture() && p.At(m.From).Kind() == kind &&
					(s.FromRank < 0 || g.Rank(m.From) == s.FromRank) && p.IsLegal(m) {
					if !found || (promo != 0 && int(m.Promo) == promo && int(hint.Promo) != promo) {
						hint, found = m, true
					}
				}
			}
			if found {
				return position.NoMove, nil, fail(CodeNoPath, "a pawn capture names the pawn's file: %s", SAN(p, hint, false))
			}
		}
		from := board.NoSquare
		if s.FromFile >= 0 && s.FromRank >= 0 {
			from = g.Sq(s.FromFile, s.FromRank)
		}
		return position.NoMove, nil, explainFromTo(p, from, to, kind, promo, s.FromFile, s.FromRank)
	}
	var alts []string
	for _, m := range found {
		alts = append(alts, SAN(p, m, false))
	}
	return position.NoMove, nil, fail(CodeAmbiguous, "ambiguous: %s", strings.Join(alts, ", "))
}

// NoteCaptureMark is the note of an 'x' written for a move that captures
// nothing, in SAN ("Nxf3" to an empty square) and in coordinates ("e2xe4").
const NoteCaptureMark = "'x' written for a move that captures nothing"

// sanNotes appends to notes what the SAN s says more or less than SAN of m, the
// move it was read as (cands: the candidate moves to m's square): an origin
// coordinate SAN does not need (not in long algebraic written with '-', which
// ParseSAN notes), an 'x' for a move that captures nothing, a piece's capture
// without 'x'. A piece's whole origin square where the position needs less
// ("Qd8xd5", "Nb1d2" beside a knight on f1) is long algebraic, which names
// both squares and writes a capture with 'x' ("Rd3xd7") or without a sign:
// the same note as "Qd8-d5"; one coordinate more than needed ("Ngf3",
// "Qdxd5") is "over-disambiguated".
func sanNotes(p *position.Position, s *pgn.SAN, cands []position.Move, m *position.Move, notes []string) []string {
	if given := btoi(s.FromFile >= 0) + btoi(s.FromRank >= 0); given > 0 && !s.LongFrom.IsValid() && s.Piece != 0 &&
		given > disambiguation(p, cands, m) {
		if given == 2 {
			notes = append(notes, pgn.LenientLongAlgebraic)
		} else {
			notes = append(notes, "over-disambiguated")
		}
	}
	capture := m.Capture()
	switch {
	case s.Capture && !capture:
		notes = append(notes, NoteCaptureMark)
	case !s.Capture && capture && s.Piece != 0:
		notes = append(notes, "capture written without 'x'")
	}
	return notes
}

// sanFound appends to found the legal moves among cands that the parsed SAN s
// denotes (kind, to and promo read from it); misfit is the spelling of a module
// whose marks a move that matched but for them did not carry as written.
func sanFound(p *position.Position, s *pgn.SAN, kind int, to board.Square, promo int, cands, found []position.Move) (_ []position.Move, misfit *spelling) {
	r := p.R
	g := r.G
	for _, m := range cands {
		if m.To != to || ownForm(p, m) || p.At(m.From).Kind() != kind {
			continue
		}
		if s.FromFile >= 0 && g.File(m.From) != s.FromFile || s.FromRank >= 0 && g.Rank(m.From) != s.FromRank {
			continue
		}
		if s.Piece == 0 && s.FromFile < 0 && m.Capture() && r.IsPawn(kind) {
			continue // a pawn capture names the pawn's file ("exd5"); "d5" is a push
		}
		if int(m.Promo) != promo || !p.IsLegal(m) {
			continue
		}
		if sp := misfitOf(p, m, s.Marks); sp != nil {
			misfit = sp
			continue
		}
		found = append(found, m)
	}
	return found, misfit
}

// disambiguation returns how many origin coordinates SAN needs for m: 0 when no
// other legal move of the same kind reaches m's destination, 1 when the file or the
// rank tells them apart, 2 when both are needed.
func disambiguation(p *position.Position, cands []position.Move, m *position.Move) int {
	g := p.R.G
	kind := p.At(m.From).Kind()
	others, sameFile, sameRank := false, false, false
	for _, o := range cands {
		if o.To != m.To || o.From == m.From || ownForm(p, o) || p.At(o.From).Kind() != kind || !p.IsLegal(o) {
			continue
		}
		others = true
		sameFile = sameFile || g.File(o.From) == g.File(m.From)
		sameRank = sameRank || g.Rank(o.From) == g.Rank(m.From)
	}
	switch {
	case !others:
		return 0
	case !sameFile || !sameRank && !p.R.IsPawn(kind):
		return 1 // a pawn of the same file needs the whole square (pieceSAN)
	}
	return 2
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func squareList(g board.Geometry, s []board.Square) string {
	var names []string
	for _, x := range s {
		names = append(names, g.Name(x))
	}
	if len(names) == 0 {
		return "(none)"
	}
	return strings.Join(names, ", ")
}

func sortSquares(s []board.Square) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
