package position

import (
	"fmt"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

func init() { registerModule(rules.ModPromotion, moduleDef{compile: compilePromotion}) }

// promotion is the promotion module (rules.Promotion): a pawn's move into the zone
// becomes one move per choice (Move.Promo, the kind promoted to; Make puts that
// kind on To), and no pawn may stand in its zone.
type promotion struct {
	baseModule
	r *Rules
	// zone[c][s]: s is in colour c's promotion zone
	zone [2][]bool
	// kinds[c]: the kinds a pawn of colour c may promote to
	kinds [2][]int
}

func compilePromotion(r *Rules) (module, error) {
	pr := r.V.Promotion
	if pr == nil {
		return nil, nil
	}
	md := &promotion{r: r}
	g := r.G
	for c := rules.White; c <= rules.Black; c++ {
		md.zone[c] = make([]bool, r.N)
		zr := pr.ZoneRank - 1
		if pr.ZoneRank < 0 {
			zr = g.Ranks + pr.ZoneRank
		}
		for s := 0; s < r.N; s++ {
			if g.RelRank(board.Square(s), c == rules.Black) == zr {
				md.zone[c][s] = true
			}
		}
	}
	for c := rules.White; c <= rules.Black; c++ {
		for _, l := range pr.ChoicesOf(c) {
			k := r.KindOf(l)
			if k == 0 {
				return nil, fmt.Errorf("promotion choice %q is not a piece", l)
			}
			md.kinds[c] = append(md.kinds[c], k)
		}
	}
	return md, nil
}

func (md *promotion) traits() traits {
	return traits{name: rules.ModPromotion,
		choose: func(c rules.Color, k int, s board.Square, _ bool) bool { return md.r.kinds[k].pawn && md.zone[c][s] }}
}

// choices: one move per promotion choice for a pawn entering the zone.
func (md *promotion) choices(p *Position, buf []Move, m Move, gs *genState, next int) []Move {
	if !gs.ki.pawn || !md.zone[p.side][m.To] {
		return p.choose(buf, m, gs, next)
	}
	for _, k := range md.kinds[p.side] {
		m.Promo = uint8(k)
		buf = p.choose(buf, m, gs, next)
	}
	return buf
}

// validate refuses a pawn standing in its own promotion zone.
func (md *promotion) validate(p *Position, col int) error {
	for s, pc := range p.board {
		if pc != Empty && md.r.kinds[pc.Kind()].pawn && md.zone[pc.Color()][s] {
			return &FENError{"board", col, fmt.Sprintf("a %s %s on %s, its promotion rank", pc.Color(), strings.ToLower(md.r.V.Pieces[pc.Kind()-1].Name), md.r.G.Name(board.Square(s)))}
		}
	}
	return nil
}
