package position

import (
	"math/bits"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// end.mate_rule (rules.MateRule; Mongolian shatar, Fairy-Stockfish's
// shatarMateRule): which checkmates win. The wins module keeps, per side,
// whether a check of its current series of consecutive checks was given by a
// piece of Needs (winState.shak: set by a check with such a checker, kept while
// every move of the side gives check, cleared by a move that gives none); at a
// checkmate, a mate given by LosesBy pieces alone loses for the mating side, a
// mate whose series holds no such check is a draw ("niol"), any other wins.
// The two flags are bits 0 (White) and 1 (Black) of the module's modState.ext
// word.

func (md *wins) setWords(i int) { md.word = i }

// shak reports colour c's series flag.
func (md *wins) shak(p *Position, c rules.Color) bool { return p.st.ext[md.word]>>c&1 != 0 }

// setShak sets colour c's series flag to on.
func (md *wins) setShak(p *Position, c rules.Color, on bool) {
	w := &p.st.ext[md.word]
	*w &^= 1 << c
	if on {
		*w |= 1 << c
	}
}

// extinctDraw is the wins module's extinctResult of end.extinction result draw.
const extinctDraw = 2

// compileMateRule takes end.mate_rule's kinds (nil: off).
func (md *wins) compileMateRule(mr *rules.MateRule) {
	if mr == nil {
		return
	}
	for _, l := range mr.LosesBy {
		if k := md.r.KindOf(l); k != 0 && k < 64 {
			md.mateLoses |= 1 << k
		}
	}
	for _, l := range mr.Needs {
		if k := md.r.KindOf(l); k != 0 && k < 64 {
			md.mateNeeds |= 1 << k
		}
	}
}

// attackedByKinds reports whether s is attacked by a piece of colour by whose
// kind is in mask (bit k): the pieces of by of other kinds are given to the
// other side for the test, so they still block lines but attack nothing of s's
// side.
func (p *Position) attackedByKinds(s board.Square, by rules.Color, mask uint64) bool {
	var others [256]board.Square
	n := 0
	for k := 1; k < len(p.R.kinds); k++ {
		if mask>>k&1 != 0 {
			continue
		}
		b := p.bb[MakePiece(k, by)]
		for w := range b {
			for x := b[w]; x != 0; x &= x - 1 {
				others[n] = board.Square(w*64 + bits.TrailingZeros64(x))
				n++
			}
		}
	}
	for _, t := range others[:n] {
		pc := p.board[t]
		p.take(t)
		p.put(t, MakePiece(pc.Kind(), by.Other()))
	}
	a := p.Attacked(s, by)
	for _, t := range others[:n] {
		pc := p.board[t]
		p.take(t)
		p.put(t, MakePiece(pc.Kind(), by))
	}
	return a
}

// noteShak follows the series of checks of the side that has just moved (p.side
// is still that side): a move that gives no check ends it; a check by a piece of
// Needs marks it.
func (md *wins) noteShak(p *Position) {
	us := p.side
	k := p.king[us.Other()]
	if k == board.NoSquare || !p.Attacked(k, us) {
		md.setShak(p, us, false)
		return
	}
	if !md.shak(p, us) && p.attackedByKinds(k, us, md.mateNeeds) {
		md.setShak(p, us, true)
	}
}

// startShak: the series of the side that has just moved (not to move) is the
// check of the position, if any (a FEN knows no earlier check; Fairy-Stockfish
// looks no further back than the root).
func (md *wins) startShak(p *Position) {
	if md.mateNeeds == 0 {
		return
	}
	md.setShak(p, rules.White, false)
	md.setShak(p, rules.Black, false)
	them := p.side.Other()
	if k := p.king[p.side]; k != board.NoSquare && p.Attacked(k, them) {
		md.setShak(p, them, p.attackedByKinds(k, them, md.mateNeeds))
	}
}

// mateRuleOutcome is the outcome for the side to move, checkmated, under
// end.mate_rule: "win" when the mate was given by LosesBy pieces alone, "draw"
// when no check of the mating series was given by a Needs piece; ok is false
// when the rule is off or leaves the mate as it is.
func (p *Position) mateRuleOutcome() (outcome string, ok bool) {
	md := moduleOf[*wins](p.R)
	if md == nil || md.mateLoses|md.mateNeeds == 0 {
		return "", false
	}
	us, them := p.side, p.side.Other()
	k := p.king[us]
	if k == board.NoSquare {
		return "", false
	}
	if md.mateLoses != 0 && !p.attackedByKinds(k, them, ^md.mateLoses) {
		return "win", true
	}
	if md.mateNeeds != 0 && !md.shak(p, them) {
		return "draw", true
	}
	return "", false
}
