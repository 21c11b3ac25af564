package check

import (
	"fmt"
	"strings"
	"time"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/coord"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
)

// notationHint is the hint of a notation-roundtrip warning.
const notationHint = "give the moves texts of their own (a castling side's san: tokens, the piece labels); " +
	"when the preset's own texts already differ, courier's notation cannot tell the moves apart: please report this with the preset"

// smokeNotation checks the notation invariant (CodeNotation) in the start
// position p and in the position after each of its legal moves (the positions
// whose moves perft(2) counts): every legal move has its own SAN (without check
// marks, as match.SAN writes it) and its own coordinate text (Position.Coord),
// and each text reads back through match's resolvers (pgn.ParseSAN and
// match.ResolveSAN; coord.Parse and match.ResolveCoordMove) as that move. It
// reports the first break it finds, one warning, placed at the rule module that
// owns the move when a module does (at is the preset's position of a module name,
// "" for the setup), and stops without a word at deadline (smokePerft reports the
// time).
func smokeNotation(p *position.Position, at func(module string) diag.Pos, deadline time.Time) diag.List {
	labels := sq.DefaultLabels(p.R.G.Files, p.R.G.Ranks)
	if d := notationBreak(p, labels, "in the start position", at); d != nil {
		return diag.List{*d}
	}
	for _, m := range p.LegalMoves(nil) {
		if !time.Now().Before(deadline) {
			return nil
		}
		where := "after " + p.Coord(m)
		p.Make(m)
		d := notationBreak(p, labels, where, at)
		p.Unmake()
		if d != nil {
			return diag.List{*d}
		}
	}
	return nil
}

// notationBreak returns the first break of the notation invariant among the legal
// moves of p (where says which position that is), nil when there is none.
func notationBreak(p *position.Position, labels sq.Labels, where string, at func(string) diag.Pos) *diag.Diagnostic {
	legal := p.LegalMoves(nil)
	sans := make(map[string]position.Move, len(legal))
	coords := make(map[string]position.Move, len(legal))
	// report places the break at the module of m, else of o (m for none)
	report := func(m, o position.Move, format string, args ...any) *diag.Diagnostic {
		mod := p.MoveModule(m)
		if mod == "" {
			mod = p.MoveModule(o)
		}
		d := diag.Warnf(at(mod), CodeNotation, "%s: "+format, append([]any{where}, args...)...)
		d.Hint = notationHint
		return &d
	}
	for _, m := range legal {
		san, ct := match.SAN(p, m, false), p.Coord(m)
		if o, dup := sans[san]; dup {
			return report(m, o, "the legal moves %s and %s are both written %s in SAN", p.Coord(o), ct, san)
		}
		sans[san] = m
		if o, dup := coords[ct]; dup {
			return report(m, o, "the legal moves %s and %s are both written %s in coordinates", match.SAN(p, o, false), san, ct)
		}
		coords[ct] = m
		if why := sanBack(p, m, san); why != "" {
			return report(m, m, "the SAN %s of the legal move %s %s", san, ct, why)
		}
		if why := coordBack(p, m, ct, labels); why != "" {
			return report(m, m, "the coordinates %s of the legal move %s %s", ct, san, why)
		}
	}
	return nil
}

// sanBack says how the SAN text of m fails to read back as m, "" when it does.
func sanBack(p *position.Position, m position.Move, text string) string {
	s, err := pgn.ParseSAN(text)
	if err != nil {
		return fmt.Sprintf("does not parse: %v", err)
	}
	got, _, f := match.ResolveSAN(p, &s)
	return readBack(p, m, got, f)
}

// coordBack says how the coordinate text of m fails to read back as m, "" when it
// does. A trailing '+' is the piece's own promotion where the variant has them,
// a trailing '-' a demotion where pieces demote (as the replay reads them).
func coordBack(p *position.Position, m position.Move, text string, labels sq.Labels) string {
	var plus byte
	if p.R.HasPiecePromotion() && strings.HasSuffix(text, "+") {
		text, plus = text[:len(text)-1], '+'
	} else if p.R.HasDemotion() && strings.HasSuffix(text, "-") {
		text, plus = text[:len(text)-1], '-' // a demotion (Kyoto Shogi)
	}
	c, err := coord.Parse(text, labels)
	if err != nil {
		return fmt.Sprintf("does not parse: %v", err)
	}
	if plus != 0 {
		c.Promo = plus
	}
	got, f := match.ResolveCoordMove(p, c)
	return readBack(p, m, got, f)
}

// readBack compares the move a text read back as (got, or the failure f) with m.
func readBack(p *position.Position, m, got position.Move, f *match.Failure) string {
	switch {
	case f != nil:
		return fmt.Sprintf("does not read back: %s (%s)", f.Message, f.Code)
	case got != m:
		return fmt.Sprintf("reads back as another move, %s", p.Coord(got))
	}
	return ""
}

// modulePos returns the position of the rule module's key in the preset, else
// at.
func modulePos(r *preset.Resolved, at diag.Pos) func(string) diag.Pos {
	return func(module string) diag.Pos {
		if module != "" {
			if k, _ := r.Lookup("rules", module); k != nil {
				return r.Pos(k)
			}
		}
		return at
	}
}
