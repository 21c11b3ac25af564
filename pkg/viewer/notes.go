package viewer

import (
	"strings"

	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/gc"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/position"
)

// Variation is a PGN variation of the game (RAV), played out: Ply is the 1-based
// main-line ply it is an alternative to (it starts from the position after Ply-1
// plies; for a variation inside a variation, the ply of the main line it hangs
// from), Depth its nesting (1 = in the main line's parentheses). Moves are its
// plies as far as they are legal (a variation stops at its first move that cannot
// be read or played).
type Variation struct {
	Ply   int    `json:"ply"`
	Depth int    `json:"depth"`
	Moves []Ply  `json:"moves"`
	Note  string `json:"note,omitempty"` // why it stops early, "" when it does not
}

// Annotate adds to g the comments and the variations of the game's movetext (a
// Game Courier log has comments, "//" and "{...}", and no variations): a comment
// after main ply i goes to Plies[i-1].Comment (before the first move:
// StartComment), a comment inside a variation to its move, and each variation is
// played from its position with the rules r. It reads the movetext again (the
// replay keeps neither) and never fails: what cannot be read is left out.
func Annotate(g *Game, r *position.Rules, movetext []gamefile.Line) {
	if len(movetext) == 0 {
		return
	}
	if g.Notation == "gc" {
		gcComments(g, r, movetext)
		return
	}
	toks, _ := pgn.Tokenize(movetext)
	p, err := r.ParseFEN(g.Start)
	if err != nil {
		return
	}
	// one line per open parenthesis: the position after its moves, the one
	// before its last move (where a variation inside it starts), its variation
	type line struct {
		pos, prev *position.Position
		v         int // index in g.Variations, -1 for the main line
		dead      bool
	}
	stack := []*line{{pos: p, v: -1}}
	main := 0 // main-line plies read
	for i := range toks {
		t := &toks[i]
		top := stack[len(stack)-1]
		switch t.Kind {
		case pgn.VariationStart:
			nl := &line{v: len(g.Variations), dead: top.prev == nil || top.dead}
			if !nl.dead {
				nl.pos = top.prev.Clone()
			}
			g.Variations = append(g.Variations, Variation{Ply: max(main, 1), Depth: len(stack), Moves: []Ply{}})
			stack = append(stack, nl)
		case pgn.VariationEnd:
			if len(stack) > 1 {
				stack = stack[:len(stack)-1]
			}
		case pgn.Comment:
			switch {
			case top.v >= 0:
				vr := &g.Variations[top.v]
				if n := len(vr.Moves); n > 0 {
					addComment(&vr.Moves[n-1].Comment, t.Text)
				}
			case main == 0:
				addComment(&g.StartComment, t.Text)
			case main <= len(g.Plies):
				addComment(&g.Plies[main-1].Comment, t.Text)
			}
		case pgn.Move:
			if top.v < 0 {
				if main >= len(g.Plies) {
					top.dead = true // past the replayed plies (the illegal move)
					continue
				}
				top.prev = top.pos.Clone()
				if m, ok := match.FindSAN(top.pos, sanOf(g, main)); ok && !top.dead {
					top.pos.Make(m)
				} else {
					top.dead = true
				}
				main++
				continue
			}
			vr := &g.Variations[top.v]
			if top.dead {
				continue
			}
			m, ok := resolve(top.pos, t.Text)
			if !ok {
				top.dead = true
				vr.Note = "stops at " + t.Text + ": not a legal move there"
				continue
			}
			top.prev = top.pos.Clone()
			vr.Moves = append(vr.Moves, plyOf(top.pos, m, t.Text))
		}
	}
}

// sanOf is the SAN of main-line ply i (0-based) as the replay found it.
func sanOf(g *Game, i int) string { return g.sans[i] }

// resolve reads a move text (SAN, long algebraic or coordinates) in p.
func resolve(p *position.Position, text string) (position.Move, bool) {
	s, err := pgn.ParseSAN(text)
	if err != nil {
		return position.Move{}, false
	}
	m, _, f := match.ResolveSAN(p, &s)
	return m, f == nil
}

// gcComments attaches the comments of a Game Courier movetext: each to the ply
// written before it (before any: StartComment).
func gcComments(g *Game, r *position.Rules, movetext []gamefile.Line) {
	labels := gc.Labels{Labels: sq.DefaultLabels(r.G.Files, r.G.Ranks)}
	for k := 1; k <= r.Kinds(); k++ {
		labels.Pieces = append(labels.Pieces, r.KindLabel(k))
	}
	moves, _ := gc.Tokenize(movetext, labels)
	ply := 0
	for i := range moves {
		m := &moves[i]
		switch {
		case !m.IsComment():
			ply++
		case ply == 0:
			addComment(&g.StartComment, m.Comment)
		case ply <= len(g.Plies):
			addComment(&g.Plies[ply-1].Comment, m.Comment)
		}
	}
}

// addComment appends a comment's text (trimmed) to *dst, one blank apart.
func addComment(dst *string, text string) {
	text = strings.TrimSpace(text)
	if text == "" {
		return
	}
	if *dst != "" {
		*dst += " "
	}
	*dst += text
}
