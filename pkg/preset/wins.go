package preset

import (
	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// winKeys are the keys of end: beside checkmate (issue 11: other ways to win).
var winKeys = []string{"checks", "goal", "goal_reply", "no_pieces", "no_royal", "extinction", "flag", "mate_rule", "counting"}

var mateRuleKeys = []string{"loses_by", "needs"}

var countingKeys = []string{"rules", "rook", "khon", "knight"}

var flagKeys = []string{"pieces", "squares", "sides", "extra_move", "safe", "count", "blocked"}

var extinctionKeys = []string{"kinds", "total", "count", "result", "holdings", "opponent_count"}

// endWins reads end.checks (int 1..100), end.goal (list of squares), end.goal_reply
// (bool), end.no_pieces (win|loss) and end.no_royal (loss) into rules.End.
func (b *builder) endWins(m map[string]*yaml.Node) {
	e := &b.v.End
	if x := m["checks"]; x != nil {
		e.Checks, _ = b.integer(x, "end.checks", 1, 100, CodeOutOfRange)
	}
	if x := m["goal"]; x != nil {
		if items, ok := b.list(x, "end.goal"); ok {
			seen := map[board.Square]bool{}
			for _, it := range items {
				if s, ok := b.square(it, "end.goal"); ok && !seen[s] {
					seen[s] = true
					e.Goal = append(e.Goal, s)
				}
			}
		}
	}
	if x := m["goal_reply"]; x != nil {
		e.GoalReply, _ = b.boolean(x, "end.goal_reply")
		if e.GoalReply && m["goal"] == nil {
			b.errf(x, CodeMissingKey, "end.goal_reply needs end.goal (the squares to reach)")
		}
	}
	if x := m["no_pieces"]; x != nil {
		e.NoPieces, _ = b.oneOf(x, "end.no_pieces", "win", "loss")
	}
	if x := m["no_royal"]; x != nil {
		e.NoRoyal, _ = b.oneOf(x, "end.no_royal", "loss")
	}
	if x := m["extinction"]; x != nil {
		const what = "end.extinction"
		if f := b.fields(x, what, extinctionKeys...); f != nil {
			ex := &rules.Extinction{Result: "loss"}
			if k := f["kinds"]; k != nil {
				ex.Kinds, _ = b.letters(k, what+".kinds")
			}
			if k := f["total"]; k != nil {
				ex.Total, _ = b.boolean(k, what+".total")
			}
			if len(ex.Kinds) == 0 && !ex.Total {
				b.errf(x, CodeMissingKey, "%s needs kinds (the piece letters whose extinction ends the game) or total: true", what)
			}
			if c := f["count"]; c != nil {
				ex.Count, _ = b.integer(c, what+".count", 0, 1000, CodeOutOfRange)
			}
			if r := f["result"]; r != nil {
				ex.Result, _ = b.oneOf(r, what+".result", "loss", "win", "draw")
			}
			if h := f["holdings"]; h != nil {
				ex.Holdings, _ = b.boolean(h, what+".holdings")
				if ex.Holdings && b.v.Drops == nil {
					b.errf(h, CodeBadValue, "%s.holdings counts the pieces in hand, and the variant has no drops", what)
				}
			}
			if o := f["opponent_count"]; o != nil {
				ex.OpponentCount, _ = b.integer(o, what+".opponent_count", 0, 1000, CodeOutOfRange)
			}
			e.Extinction = ex
		}
	}
	if x := m["flag"]; x != nil {
		b.endFlag(x)
	}
	if x := m["mate_rule"]; x != nil {
		b.endMateRule(x)
	}
	if x := m["counting"]; x != nil {
		b.endCounting(x)
	}
}

// endCounting reads end.counting: rules (required: makruk, cambodian, asean),
// rook, khon, knight (piece letters).
func (b *builder) endCounting(x *yaml.Node) {
	const what = "end.counting"
	f := b.fields(x, what, countingKeys...)
	if f == nil || !b.require(x, f, what, "rules") {
		return
	}
	c := &rules.Counting{}
	c.Rules, _ = b.oneOf(f["rules"], what+".rules", rules.CountingMakruk, rules.CountingCambodian, rules.CountingASEAN)
	for i, dst := range []*byte{&c.Rook, &c.Khon, &c.Knight} {
		if k := f[countingKeys[i+1]]; k != nil {
			*dst, _ = b.letter(k, what+"."+countingKeys[i+1])
		}
	}
	b.v.End.Counting = c
}

// endMateRule reads end.mate_rule: loses_by and needs (piece letters; at least
// one of the two).
func (b *builder) endMateRule(x *yaml.Node) {
	const what = "end.mate_rule"
	f := b.fields(x, what, mateRuleKeys...)
	if f == nil {
		return
	}
	mr := &rules.MateRule{}
	if k := f["loses_by"]; k != nil {
		mr.LosesBy, _ = b.letters(k, what+".loses_by")
	}
	if k := f["needs"]; k != nil {
		mr.Needs, _ = b.letters(k, what+".needs")
	}
	if len(mr.LosesBy) == 0 && len(mr.Needs) == 0 {
		b.errf(x, CodeMissingKey, "%s needs loses_by or needs (the pieces whose checks decide a mate)", what)
		return
	}
	b.v.End.MateRule = mr
}

// endFlag reads end.flag: pieces (letters, required), squares (White's squares and
// rectangles, required; Black's mirrored), sides (white, black; default both),
// extra_move (bool).
func (b *builder) endFlag(x *yaml.Node) {
	const what = "end.flag"
	f := b.fields(x, what, flagKeys...)
	if f == nil || !b.require(x, f, what, "pieces") || !b.require(x, f, what, "squares") {
		return
	}
	fl := &rules.Flag{Sides: [2]bool{true, true}, Count: 1}
	fl.Pieces, _ = b.letters(f["pieces"], what+".pieces")
	read := func(n *yaml.Node, what string) []board.Square {
		var out []board.Square
		if items, ok := b.list(n, what); ok {
			seen := map[board.Square]bool{}
			for _, it := range items {
				for _, s := range b.regionItem(it, what) {
					if !seen[s] {
						seen[s] = true
						out = append(out, s)
					}
				}
			}
			if len(items) == 0 {
				b.errf(n, CodeBadValue, "%s holds no square", what)
			}
		}
		return out
	}
	if sq := f["squares"]; sq.Kind == yaml.MappingNode {
		// {white: [...], black: [...]}: each side's own squares, not mirrored
		if m := b.fields(sq, what+".squares", sideKeys...); m != nil && b.require(sq, m, what+".squares", "white") && b.require(sq, m, what+".squares", "black") {
			fl.Squares = read(m["white"], what+".squares.white")
			fl.BlackSquares = read(m["black"], what+".squares.black")
		}
	} else {
		fl.Squares = read(sq, what+".squares")
	}
	if c := f["count"]; c != nil {
		fl.Count, _ = b.integer(c, what+".count", 1, 1000, CodeOutOfRange)
	}
	if e := f["blocked"]; e != nil {
		fl.Blocked, _ = b.boolean(e, what+".blocked")
	}
	if s := f["sides"]; s != nil {
		if items, ok := b.list(s, what+".sides"); ok {
			fl.Sides = [2]bool{}
			for _, it := range items {
				if v, ok := b.oneOf(it, what+".sides", "white", "black"); ok {
					fl.Sides[map[string]int{"white": 0, "black": 1}[v]] = true
				}
			}
		}
	}
	if e := f["extra_move"]; e != nil {
		fl.ExtraMove, _ = b.boolean(e, what+".extra_move")
	}
	if e := f["safe"]; e != nil {
		fl.Safe, _ = b.boolean(e, what+".safe")
	}
	b.v.End.Flag = fl
}
