package position

import (
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

func init() { registerModule(rules.ModBikjang, moduleDef{compile: compileBikjang}) }

// bikjang is the bikjang rule module (rules.Bikjang; Fairy-Stockfish's
// bikjangRule): its state word holds whether the position is a bikjang (bit
// 0: the royal pieces face each other on an open file or rank) and whether
// the one before it was (bit 1). In a bikjang position its filter keeps the
// moves that part the royal pieces, and the pass (pass.go); a bikjang after a
// bikjang ends the game.
type bikjang struct {
	word     int
	material string
}

func compileBikjang(r *Rules) (module, error) {
	if rules.BikjangParams.Of(r.V) == nil {
		return nil, nil
	}
	return &bikjang{material: r.V.End.MaterialCounting}, nil
}

func (md *bikjang) traits() traits {
	return traits{name: rules.ModBikjang, words: 1}
}

func (md *bikjang) setWords(i int) { md.word = i }

// facing reports whether the royal pieces stand on one file or rank with no
// piece between them.
func (md *bikjang) facing(p *Position) bool {
	a, b := p.king[rules.White], p.king[rules.Black]
	if a == board.NoSquare || b == board.NoSquare {
		return false
	}
	g := p.R.G
	df, dr := g.File(b)-g.File(a), g.Rank(b)-g.Rank(a)
	if df != 0 && dr != 0 {
		return false
	}
	sf, sr := sign(df), sign(dr)
	for f, r := g.File(a)+sf, g.Rank(a)+sr; f != g.File(b) || r != g.Rank(b); f, r = f+sf, r+sr {
		if p.board[g.Sq(f, r)] != Empty {
			return false
		}
	}
	return true
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

func (md *bikjang) start(p *Position) {
	p.st.ext[md.word] = 0
	if md.facing(p) {
		p.st.ext[md.word] = 1
	}
}

// after shifts the last position's bit up and sets the new one's.
func (md *bikjang) after(p *Position, m Move, u *undo) {
	w := p.st.ext[md.word] << 1 & 2
	if md.facing(p) {
		w |= 1
	}
	p.st.ext[md.word] = w
}

// filter, in a bikjang position, drops the moves of buf[start:] that leave the
// royal pieces facing each other; the pass stays.
func (md *bikjang) filter(p *Position, buf []Move, start int, all bool) []Move {
	if p.st.ext[md.word]&1 == 0 {
		return buf
	}
	out := buf[:start]
	for _, m := range buf[start:] {
		if p.R.hooks.ownedBy(m, rules.ModPass) {
			out = append(out, m)
			continue
		}
		p.Make(m)
		ok := !md.facing(p)
		p.Unmake()
		if ok {
			out = append(out, m)
		}
	}
	return out
}

// ended: a bikjang after a bikjang ends the game, decided by material
// counting or drawn.
func (md *bikjang) ended(p *Position) (Termination, string) {
	if p.st.ext[md.word]&3 != 3 || p.Plies() == 0 {
		return NotOver, "*"
	}
	return Bikjang, materialResult(p, md.material)
}
