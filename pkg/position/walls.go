package position

import (
	"fmt"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// The walls module: wall squares (Fairy-Stockfish's walls, `*` in its FEN) and
// the rules that make new ones (rules.Walls). A wall square holds Wall, kind 0
// with Black's bit: it sits in the piece sets as a piece of Black that has no
// moves and attacks nothing, so every ray, lame leap and attack test stops at it
// (a hopper may use it as its screen: Fairy-Stockfish counts walls among the
// occupied squares), Black never moves onto it, and the filter below keeps White
// from capturing it (Fairy-Stockfish's legal(): "Illegal moves ... to wall
// squares"). The hash holds it as it holds a piece, so a repetition sees it.
//
// The module is compiled whenever the variant may have walls (Rules.walls: `*`
// in its setup, or rules.walls), also when the walls module is switched off:
// the wall squares of the setup stay walls, only the rules that make new ones go.
//
// past (wallingRule = past): after each move the square the piece left becomes a
// wall. petrify (petrifyOnCaptureTypes): a piece of those kinds that captures
// turns into a wall on the square it captured on; a royal piece that would do
// so leaves its side without it, so the move is illegal (Fairy-Stockfish:
// "Petrifying a pseudo-royal piece is illegal").

func init() { registerModule(rules.ModWalls, moduleDef{compile: compileWalls}) }

type walls struct {
	past bool
	// royal: the variant has a royal kind (the legality shortcuts matter)
	royal bool
	// petrify: bit k set for the kinds that turn into a wall when they capture
	petrify uint64
	// blast: the explosions module removes the capturing piece itself (then
	// petrify finds its square empty)
	blast bool
}

// compileWalls returns nil when the variant has no walls.
func compileWalls(r *Rules) (module, error) {
	if !r.walls {
		return nil, nil
	}
	md := &walls{blast: r.V.Explosions != nil}
	for k := 1; k < len(r.kinds); k++ {
		md.royal = md.royal || r.kinds[k].royal
	}
	if wp := rules.WallsParams.Of(r.V); wp != nil {
		md.past = wp.Past
		for _, l := range wp.Petrify {
			k := r.KindOf(l)
			if k == 0 {
				return nil, fmt.Errorf("walls: petrify %q is no piece of the variant", string(l))
			}
			md.petrify |= 1 << k
		}
		if md.blast {
			r.petrifyBlast = md.petrify
		}
	}
	return md, nil
}

// dynamic reports whether moves make new walls.
func (md *walls) dynamic() bool { return md.past || md.petrify != 0 }

func (md *walls) traits() traits {
	t := traits{name: rules.ModWalls}
	if md.dynamic() {
		t.changesBoard = true
	}
	if md.past && md.royal {
		// the square left stays a blocker: a pin or a lifted royal piece
		// does not tell
		t.noShortcut = true
	}
	if md.petrify != 0 {
		// a capturing royal piece would be petrified
		t.fullCheck = FlagCapture
	}
	return t
}

// filter drops the moves onto a wall square (White's "captures" of a wall: the
// moves of Black never land there).
func (md *walls) filter(p *Position, buf []Move, start int, _ bool) []Move {
	out := buf[:start]
	for _, m := range buf[start:] {
		if p.board[m.To] != Wall {
			out = append(out, m)
		}
	}
	return out
}

// wall puts a wall on the empty square s.
func (p *Position) wall(s board.Square) {
	p.put(s, Wall)
	p.hash ^= zobPiece(Wall, s)
}

// unwall empties the wall square s.
func (p *Position) unwall(s board.Square) {
	p.take(s)
	p.hash ^= zobPiece(Wall, s)
}

// petrified reports whether m, made, turned its piece into a wall on m.To.
func (md *walls) petrified(m Move, u *undo) bool {
	return md.petrify>>uint(u.moved.Kind())&1 != 0 && u.captured != Empty && m.From != m.To
}

func (md *walls) after(p *Position, m Move, u *undo) {
	if md.petrified(m, u) {
		if pc := p.board[m.To]; pc != Empty {
			p.take(m.To)
			p.hash ^= zobPiece(pc, m.To)
			if p.king[pc.Color()] == m.To {
				p.king[pc.Color()] = board.NoSquare
			}
		}
		p.wall(m.To)
	}
	if md.past && m.From != m.To && p.board[m.From] == Empty {
		p.wall(m.From)
	}
}

func (md *walls) undoAfter(p *Position, m Move, u *undo) {
	if md.past && m.From != m.To && p.board[m.From] == Wall {
		p.unwall(m.From)
	}
	if md.petrified(m, u) {
		p.unwall(m.To)
		if !md.blast {
			np := u.moved
			if m.Promo != 0 {
				np = MakePiece(int(m.Promo), u.moved.Color())
			}
			p.put(m.To, np)
		}
	}
}

// writeCoord writes a move of a walling rule (past) as Fairy-Stockfish's UCI
// does, the wall square after a comma as a second move from the destination
// ("a1a2,a2a1": the snail went a1-a2, a1 became a wall); the other moves (and
// every move without a walling rule) get the generic text.
func (md *walls) writeCoord(p *Position, m Move, b *strings.Builder) bool {
	if !md.past || m.From == m.To || m.owner != 0 || m.Flags&FlagEnPassant != 0 {
		return false
	}
	g := p.R.G
	b.WriteString(g.Name(m.From))
	b.WriteString(g.Name(m.To))
	if m.Promo != 0 {
		b.WriteString(strings.ToLower(p.R.kinds[m.Promo].label))
	}
	b.WriteByte(',')
	b.WriteString(g.Name(m.To))
	b.WriteString(g.Name(m.From))
	return true
}

// WallOf returns the square m makes a wall of by the walling rule (past: the
// square it leaves), NoSquare when none: what Fairy-Stockfish's SAN and UCI write
// after a comma.
func (p *Position) WallOf(m Move) board.Square {
	md := moduleOf[*walls](p.R)
	if md == nil || !md.past || m.From == m.To || m.owner != 0 {
		return board.NoSquare
	}
	return m.From
}

// HasWalls reports whether positions of r may have wall squares (`*` in its
// setup, or the walls module).
func (r *Rules) HasWalls() bool { return r.walls }
