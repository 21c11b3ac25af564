package match

import (
	"fmt"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// The gating module's spelling (Seirawan chess): SAN writes the piece put from
// the hand after the move, "/H" ("Nf3/H"), with the square after a castling,
// which may gate on the king's or the rook's square ("O-O/Eh1", "O-O/Ee1", as
// pychess writes them); "/H" after a castling means the king's square.
// Game Courier text puts the piece with a command after the move's own
// ("N g1-f3; H-g1"). Coordinates are Fairy-Stockfish's UCI: the lower-case letter after the move
// ("g1f3h", "e1g1e"), a castling that gates on the rook's square as rook's
// square, king's square, letter ("h1e1h"); the position writes them
// (position.Position.Coord).

func init() {
	register(&spelling{
		module:       rules.ModGating,
		choiceMark:   gatingMark,
		choiceGC:     gatingGC,
		refines:      pgn.MarkSlash,
		fits:         gatingFits,
		misfit:       gatingMisfit,
		resolveCoord: resolveGatingCoord,
	})
}

// gatingMark writes m's gating mark: "/H", with the square after a castling
// ("/Eh1"); "" for a move that gates nothing.
func gatingMark(p *position.Position, m position.Move) string {
	k, s, ok := p.GatedPiece(m)
	if !ok {
		return ""
	}
	t := "/" + p.R.KindLabel(k)
	if _, _, castle := p.CastleRook(m); castle {
		t += p.R.G.Name(s)
	}
	return t
}

// gatingGC writes m's gating as a Game Courier put command after the move
// ("N g1-f3; H-g1"), after the rook's move for a castling that gates on the
// rook's square ("K e1-g1; R h1-f1; E-h1"); "" for a move that gates nothing.
func gatingGC(p *position.Position, m position.Move) string {
	k, s, ok := p.GatedPiece(m)
	if !ok {
		return ""
	}
	g := p.R.G
	t := "; " + p.R.Label(position.MakePiece(k, p.Side())) + "-" + g.Name(s)
	if rk, rt, castle := p.CastleRook(m); castle && s == rk {
		// the rook's move written out: the piece put on its square leaves it
		// to no preset
		t = "; " + p.R.Label(p.At(rk)) + " " + g.Name(rk) + "-" + g.Name(rt) + t
	}
	return t
}

// slashMark returns the text's gating mark, ok false when it has none.
func slashMark(marks []pgn.Mark) (pgn.Mark, bool) {
	for _, mk := range marks {
		if mk.Kind == pgn.MarkSlash {
			return mk, true
		}
	}
	return pgn.Mark{}, false
}

// gatingFits reports whether m gates exactly what the marks say: nothing
// without a "/" mark, else that piece on the square written (m's origin when
// none is).
func gatingFits(p *position.Position, m position.Move, marks []pgn.Mark) bool {
	k, s, gated := p.GatedPiece(m)
	mk, written := slashMark(marks)
	if !written || !gated {
		return written == gated
	}
	want := m.From
	if mk.Square.IsValid() {
		want = toSq(p.R.G, mk.Square)
	}
	return s == want && p.R.KindOfLabel(mk.Text) == k
}

// gatingMisfit explains a "/" mark that no legal move fits.
func gatingMisfit(p *position.Position, marks []pgn.Mark) *Failure {
	mod := func(format string, args ...any) *Failure {
		return &Failure{Code: CodeRuleModule, Module: rules.ModGating, Message: fmt.Sprintf(format, args...)}
	}
	if !p.R.V.Has(rules.ModGating) {
		return mod("this variant has no gating (module gating)")
	}
	mk, _ := slashMark(marks)
	return mod("gating: this move cannot put %s from the hand on the board (%s): the square it would go to has no gating right, or %s is not in the hand of %s",
		mk.Text, mk, mk.Text, sideName(p.Side()))
}

// resolveGatingCoord reads a coordinate move with a gating letter ("g1f3h",
// "e1g1e", "h1e1h"); ok false when the letter is no piece of the hand or the
// piece on from is a pawn (a promotion: "a7a8h").
func resolveGatingCoord(p *position.Position, from, to board.Square, letter byte) (position.Move, *Failure, bool) {
	r := p.R
	kind := r.KindOf(letter &^ 0x20)
	pc := p.At(from)
	if kind == 0 || pc != position.Empty && r.IsPawn(pc.Kind()) {
		return position.NoMove, nil, false
	}
	kinds, _ := p.HandPieces(p.Side())
	inHand := false
	for _, k := range kinds {
		inHand = inHand || k == kind
	}
	if !inHand {
		return position.NoMove, nil, false
	}
	var buf [64]position.Move
	// the move of the piece on from gating on from, or a castling of the king
	// on to gating on its rook's square, from
	for _, o := range [2]board.Square{from, to} {
		for _, m := range p.MovesFrom(buf[:0], o) {
			k, s, ok := p.GatedPiece(m)
			if !ok || k != kind || s != from || !p.IsLegal(m) {
				continue
			}
			if o == from && m.To == to || o == to && m.From == to && s != m.From {
				return m, nil, true
			}
		}
	}
	g := r.G
	return position.NoMove, &Failure{Code: CodeRuleModule, Module: rules.ModGating,
		Message: fmt.Sprintf("gating: no legal move %s%s puts %s from the hand on %s (the square has no gating right, its piece does not make that move, or %s is not in the hand)",
			g.Name(from), g.Name(to), strings.ToUpper(string(letter)), g.Name(from), strings.ToUpper(string(letter)))}, true
}
