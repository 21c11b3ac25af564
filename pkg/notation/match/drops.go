package match

import (
	"fmt"
	"slices"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// The drops module's spelling: SAN and coordinates "N@f3" (a pawn "P@e4"; SAN
// also reads "@e4"), Game Courier "N*f3" (its put operator).

func init() {
	register(&spelling{
		module: rules.ModDrops,
		own:    true,
		san:    dropSAN,
		reads:  pgn.MarkAt,
		resolveSAN: func(p *position.Position, s pgn.SAN) (position.Move, []string, *Failure) {
			if len(s.Label) == 2 && s.Label[0] == '+' {
				m, f := ResolvePromotedDrop(p, s.Label[1], s.To)
				return m, nil, f
			}
			m, f := ResolveDrop(p, s.Piece, s.To)
			return m, nil, f
		},
		gc:        dropGC,
		resolveGC: resolveDropGC,
		attempted: attemptedDrop,
	})
}

// attemptedDrop reads the squares of a SAN drop ("N@f3", "@e4": no origin) for
// a diagram: its target and the label of the piece put there.
func attemptedDrop(p *position.Position, s *pgn.SAN) (Squares, bool) {
	g := p.R.G
	if !s.To.IsValid() {
		return Squares{From: board.NoSquare, To: board.NoSquare}, false
	}
	to := g.Sq(s.To.File, s.To.Rank)
	label := sanDropLabel(s.Piece)
	if s.Label != "" {
		label = s.Label // "+N@b3": the promoted piece put there
	}
	return Squares{From: board.NoSquare, To: to, Drop: label}, g.Contains(to)
}

// resolveDropGC reads a lone put command as a drop ("N*f3") in a variant with
// drops.
func resolveDropGC(p *position.Position, edits []GCEdit) (position.Move, []string, *Failure, bool) {
	r := p.R
	if len(edits) != 1 || edits[0].Kind != EditPut || !r.HasDrops() {
		return position.NoMove, nil, nil, false
	}
	us := p.Side()
	lp, ok := labelPiece(r, edits[0].Label)
	if !ok {
		return position.NoMove, nil, fail(CodeBadCommand, "%q is no piece label of this variant", edits[0].Label), true
	}
	if lp.Color() != us {
		return position.NoMove, nil, fail(CodeWrongSide, "%s drops a %s piece; %s is to move", edits[0].Label, sideName(lp.Color()), sideName(us)), true
	}
	if base := r.PromotedFromKind(lp.Kind()); base != 0 && r.V.Drops.Promoted {
		// a promoted piece put from the hand: the drop of the piece it
		// promoted from, promoted (rules.Drops.Promoted: "+N*b3")
		m, f := ResolvePromotedDrop(p, r.KindLetter(base), edits[0].To)
		return m, nil, f, true
	}
	m, f := ResolveDrop(p, r.KindLetter(lp.Kind()), edits[0].To)
	return m, nil, f, true
}

// ResolveDrop finds the legal drop of the piece letter (upper case; 0 = the pawn)
// onto to, or says why there is none: no drops in the variant, no such piece in
// hand, an occupied square, a rank or file the drop rules forbid, or a drop that
// leaves the royal piece attacked.
func ResolveDrop(p *position.Position, letter byte, to sq.Square) (position.Move, *Failure) {
	r := p.R
	g := r.G
	if !r.HasDrops() {
		return position.NoMove, fail(CodeNoDrops, "this variant has no drops (no drops rule module)")
	}
	kind := r.PawnKind()
	if letter != 0 {
		kind = r.KindOf(letter &^ 0x20)
	}
	if kind == 0 {
		return position.NoMove, fail(CodeNoPiece, "%q is no piece of this variant", string(letter))
	}
	t := toSq(g, to)
	if t == board.NoSquare {
		return position.NoMove, fail(CodeNoPath, "%s is off the %dx%d board", to, g.Files, g.Ranks)
	}
	us := p.Side()
	name := PieceName(r, kind)
	if p.Hand(us, kind) == 0 {
		return position.NoMove, fail(CodeNoPiece, "%s has no %s in hand", sideName(us), name)
	}
	if p.At(t) != position.Empty {
		return position.NoMove, fail(CodeNoPath, "%s is occupied: a drop goes onto an empty square", g.Name(t))
	}
	// one kind onto one square: at most one drop, built and tested alone
	m, refusal, ok := p.DropMove(kind, t)
	if ok {
		if p.IsLegal(m) {
			// DropMove builds the drop alone: a module that forbids moves given
			// the others (forced capture) is asked here
			if mod := p.FilteredBy(m); mod != "" {
				return position.NoMove, &Failure{Code: CodeRuleModule, Module: mod,
					Message: fmt.Sprintf("%s: the rule forbids dropping the %s on %s here", mod, name, g.Name(t))}
			}
			return m, nil
		}
		return position.NoMove, fail(CodeKingInCheck, "dropping the %s on %s leaves %s's royal piece attacked", name, g.Name(t), sideName(us))
	}
	var f *Failure
	switch refusal {
	case rules.DropRank:
		if sqs := r.V.Drops.Squares; sqs[0] != nil && !slices.Contains(sqs[us], t) {
			f = fail(CodeRuleModule, "drops: a %s may not be dropped on %s (outside %s's drop squares of the preset)", name, g.Name(t), sideName(us))
			break
		}
		rank := fmt.Sprintf("rank %d", g.Rank(t)+1)
		if rel := g.RelRank(t, us == rules.Black) + 1; us == rules.Black {
			rank += fmt.Sprintf(", %s's rank %d", sideName(us), rel) // the preset counts from the owner's side
		}
		f = fail(CodeRuleModule, "drops: a %s may not be dropped on %s (%s, outside the drop ranks of the preset)", name, g.Name(t), rank)
	case rules.DropImmobile:
		f = fail(CodeRuleModule, "drops: a %s dropped on %s could never move again", name, g.Name(t))
	case rules.DropFile:
		f = fail(CodeRuleModule, "drops: %s already has an unpromoted %s on the %s-file (one per file: nifu)", sideName(us), name, g.Name(t)[:1])
	case rules.DropMate:
		f = fail(CodeRuleModule, "drops: a %s dropped on %s would checkmate at once, which the preset forbids (uchifuzume)", name, g.Name(t))
	case rules.DropBishops:
		f = fail(CodeRuleModule, "drops: a bishop on %s would leave both bishops on one square colour", g.Name(t))
	case rules.DropNever:
		f = fail(CodeRuleModule, "drops: a %s is never dropped in this variant (it stays in hand)", name)
	default:
		f = fail(CodeRuleModule, "the drop rules forbid a %s on %s", name, g.Name(t))
	}
	f.Module = rules.ModDrops
	return position.NoMove, f
}

// dropSAN writes a drop in SAN ("N@f3", "P@e4"; a drop as the promoted type
// "+N@b3", rules.Drops.Promoted).
func dropSAN(p *position.Position, m position.Move) string {
	return p.R.KindLabel(droppedKind(p, m)) + "@" + p.R.G.Name(m.To)
}

// droppedKind is the kind the drop m puts on the board: the kind in hand, or its
// promoted type.
func droppedKind(p *position.Position, m position.Move) int {
	if m.Promo != 0 {
		return int(m.Promo)
	}
	return p.DropKind(m)
}

// dropGC writes a drop as Game Courier text ("N*f3", "n*f6" for Black; "+N*b3"
// dropped promoted).
func dropGC(p *position.Position, m position.Move) string {
	return p.R.Label(position.MakePiece(droppedKind(p, m), p.Side())) + "*" + p.R.G.Name(m.To)
}

// ResolvePromotedDrop finds the legal drop of the piece letter (upper case, the
// piece in hand) onto to as its promoted type (rules.Drops.Promoted: "+N@b3"),
// or says why there is none.
func ResolvePromotedDrop(p *position.Position, letter byte, to sq.Square) (position.Move, *Failure) {
	r := p.R
	if !r.HasDrops() {
		return position.NoMove, fail(CodeNoDrops, "this variant has no drops (no drops rule module)")
	}
	kind := r.KindOf(letter &^ 0x20)
	if kind == 0 {
		return position.NoMove, fail(CodeNoPiece, "%q is no piece of this variant", string(letter))
	}
	t := toSq(r.G, to)
	if t == board.NoSquare {
		return position.NoMove, fail(CodeNoPath, "%s is off the %dx%d board", to, r.G.Files, r.G.Ranks)
	}
	us := p.Side()
	name := PieceName(r, kind)
	switch {
	case r.PromotedKind(kind) == 0 || r.V.Drops == nil || !r.V.Drops.Promoted:
		f := fail(CodeRuleModule, "drops: a %s is not dropped promoted in this variant ('+' before the letter)", name)
		f.Module = rules.ModDrops
		return position.NoMove, f
	case p.Hand(us, kind) == 0:
		return position.NoMove, fail(CodeNoPiece, "%s has no %s in hand", sideName(us), name)
	case p.At(t) != position.Empty:
		return position.NoMove, fail(CodeNoPath, "%s is occupied: a drop goes onto an empty square", r.G.Name(t))
	}
	m, ok := p.PromotedDropMove(kind, t)
	if !ok {
		f := fail(CodeRuleModule, "the drop rules forbid a promoted %s on %s", name, r.G.Name(t))
		f.Module = rules.ModDrops
		return position.NoMove, f
	}
	if !p.IsLegal(m) {
		return position.NoMove, fail(CodeKingInCheck, "dropping the promoted %s on %s leaves %s's royal piece attacked", name, r.G.Name(t), sideName(us))
	}
	return m, nil
}
