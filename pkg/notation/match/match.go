// Package match maps move text to legal moves and legal moves to text. A move in any
// notation resolves to exactly one legal move of the position or to a Failure that
// says why not: no piece there, a piece of the wrong side, a wrong label, no legal
// path, ambiguous, leaves the royal piece in check, castling through check, a named
// rule module forbids it, promotion piece missing. It also writes SAN and Game
// Courier text, so the alternatives can be listed in the log's own notation.
//
// It parses nothing itself (pkg/notation/pgn, gc and coord do) and reads no files.
package match

import (
	"fmt"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// Failure codes, stable (docs/diagnostics.md). A module's own codes are declared
// in its spelling's file (castling.go).
const (
	CodeNoPiece        = "no-piece"             // nothing on the origin square / no such piece
	CodeWrongSide      = "wrong-side"           // the piece belongs to the side not to move
	CodeWrongLabel     = "wrong-label"          // a Game Courier label that is not the piece there
	CodeNoPath         = "no-path"              // the piece cannot go there
	CodeAmbiguous      = "ambiguous"            // more than one legal move fits
	CodeKingInCheck    = "leaves-king-in-check" // the move exposes or leaves the royal piece attacked
	CodeRuleModule     = "rule-module"          // a named rule module forbids the move
	CodePromoMissing   = "promotion-missing"
	CodeBadPromotion   = "bad-promotion"
	CodeNoCastling     = "no-such-castling"
	CodeBadCommand     = "bad-command"  // a Game Courier command whose effect is no move
	CodeSideEffects    = "side-effects" // the typed effect matches no legal move's effect
	CodeNoDrops        = "no-drops"     // a drop in a variant without the drops module
	CodeUnsupported    = "unsupported"  // a mark no rule module of this program reads (a new mark shape before its module)
	CodeWrongConverted = "wrong-conversions"
)

// Failure says why a move text matched no legal move. Module is the rule module
// name when Code is CodeRuleModule.
type Failure struct {
	Code    string
	Module  string
	Message string
}

func (f *Failure) Error() string { return f.Message }

func fail(code, format string, args ...any) *Failure {
	return &Failure{Code: code, Message: fmt.Sprintf(format, args...)}
}

// toSq converts a notation square to a board square (NoSquare when off the board).
func toSq(g board.Geometry, s sq.Square) board.Square {
	if !s.IsValid() {
		return board.NoSquare
	}
	return g.Sq(s.File, s.Rank)
}

// PieceName returns the lower-case name of a piece kind ("bishop"), or "piece".
func PieceName(r *position.Rules, kind int) string {
	if kind < 1 || kind > len(r.V.Pieces) {
		return "piece"
	}
	n := r.V.Pieces[kind-1].Name
	if n == "" {
		return r.KindLabel(kind)
	}
	return strings.ToLower(n)
}

func sideName(c rules.Color) string {
	if c == rules.White {
		return "White"
	}
	return "Black"
}

func sameSquares(a []board.Square, b []board.Square) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// classify explains why candidate m (from CandidateMoves) is not legal.
func classify(p *position.Position, m position.Move) *Failure {
	r := p.R
	g := r.G
	pc := p.At(m.From)
	name := PieceName(r, pc.Kind())
	if p.IsLegal(m) {
		if mod := p.FilteredBy(m); mod != "" {
			if sp := byModule[mod]; sp != nil && sp.filtered != nil {
				if f := sp.filtered(p, m); f != nil {
					return f
				}
			}
			return &Failure{Code: CodeRuleModule, Module: mod,
				Message: fmt.Sprintf("%s: the rule forbids %s %s-%s here", mod, name, g.Name(m.From), g.Name(m.To))}
		}
	}
	for _, sp := range spellings {
		if sp.explain != nil && sp.live(p) {
			if f := sp.explain(p, m); f != nil {
				return f
			}
		}
	}
	if r.IsRoyal(pc.Kind()) {
		return fail(CodeKingInCheck, "the %s on %s may not move to the attacked square %s", name, g.Name(m.From), g.Name(m.To))
	}
	if p.InCheck() {
		return fail(CodeKingInCheck, "%s %s-%s does not get the king out of check", name, g.Name(m.From), g.Name(m.To))
	}
	return fail(CodeKingInCheck, "%s %s-%s would leave the king in check", name, g.Name(m.From), g.Name(m.To))
}

// explainFromTo explains why no legal move goes from->to. from may be NoSquare: any
// piece of kind (0 = any kind) standing on file and rank (-1 = any; the SAN
// disambiguation).
func explainFromTo(p *position.Position, from, to board.Square, kind, promo, file, rank int) *Failure {
	r := p.R
	g := r.G
	us := p.Side()
	if from != board.NoSquare {
		pc := p.At(from)
		if pc == position.Empty {
			return fail(CodeNoPiece, "there is no piece on %s", g.Name(from))
		}
		if pc == position.Wall {
			return fail(CodeNoPiece, "%s is a wall square: no piece stands there", g.Name(from))
		}
		if pc.Color() != us {
			return fail(CodeWrongSide, "the %s on %s is %s's; %s is to move", PieceName(r, pc.Kind()), g.Name(from), sideName(pc.Color()), sideName(us))
		}
		kind = pc.Kind()
	}
	var cands []position.Move
	switch {
	case from != board.NoSquare:
		cands = p.MovesFrom(nil, from)
	case kind != 0:
		cands = p.MovesOfKind(nil, kind)
	default:
		cands = p.PseudoLegalMoves(nil)
	}
	fits := func(o board.Square) bool {
		return (file < 0 || g.File(o) == file) && (rank < 0 || g.Rank(o) == rank)
	}
	// a legal move that differs only by its promotion
	for _, m := range cands {
		if m.To != to || !fits(m.From) || !p.IsLegal(m) {
			continue
		}
		if m.To == to && (from == board.NoSquare || m.From == from) && p.At(m.From).Kind() == kindOr(kind, p.At(m.From).Kind()) && m.Promo != 0 && pieceMove(p, m) {
			if promo == 0 {
				return fail(CodePromoMissing, "the %s reaching %s must promote (%s)", PieceName(r, p.At(m.From).Kind()), g.Name(to), promoChoices(r))
			}
			return fail(CodeBadPromotion, "%q is not a promotion choice (%s)", r.KindLabel(promo), promoChoices(r))
		}
		if m.To == to && (from == board.NoSquare || m.From == from) && m.Promo == 0 && promo != 0 && p.At(m.From).Kind() == kindOr(kind, p.At(m.From).Kind()) {
			return fail(CodeBadPromotion, "the %s does not promote on %s", PieceName(r, p.At(m.From).Kind()), g.Name(to))
		}
	}
	relaxed := p.CandidateMoves(nil)
	for _, m := range relaxed {
		if m.To == to && (from == board.NoSquare || m.From == from) && (kind == 0 || p.At(m.From).Kind() == kind) && fits(m.From) &&
			(from != board.NoSquare || pieceMove(p, m)) {
			return classify(p, m)
		}
	}
	for _, sp := range spellings {
		if sp.unreached != nil && sp.live(p) {
			if f := sp.unreached(p, from, kind, to); f != nil {
				return f
			}
		}
	}
	if from != board.NoSquare {
		return fail(CodeNoPath, "no legal move of the %s on %s reaches %s", PieceName(r, kind), g.Name(from), g.Name(to))
	}
	if kind != 0 {
		have := false
		for s := 0; s < r.N; s++ {
			if pc := p.At(board.Square(s)); pc != position.Empty && pc.Color() == us && pc.Kind() == kind {
				have = true
			}
		}
		if !have {
			return fail(CodeNoPiece, "%s has no %s", sideName(us), PieceName(r, kind))
		}
		return fail(CodeNoPath, "no %s of %s can reach %s", PieceName(r, kind), sideName(us), g.Name(to))
	}
	return fail(CodeNoPath, "no piece of %s can reach %s", sideName(us), g.Name(to))
}

func kindOr(k, d int) int {
	if k == 0 {
		return d
	}
	return k
}

// Coords writes each move in coordinate notation, in order.
func Coords(p *position.Position, moves []position.Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = p.Coord(m)
	}
	return out
}
