package position

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/gamecourier/courier/pkg/board"
)

// TestOriginsMatchGeneration plays random games in every shipped preset and, at
// every ply, holds the shortcuts of origins.go to the generator they replace:
//   - for every kind and square, movesToRev gives the moves of MovesOfKind that
//     end on the square, in the same order (when it applies), MovesToByRays the
//     first of them (all but the modules' own moves);
//   - for every pseudo-legal move, quickLegal (when it answers) says what making
//     the move and testing the royal piece says (leavesRoyalSafe);
//   - after every move (Game.Play), noteCheck (when it answers) says what the
//     attack test says, and the Game's piece count (when kept) is the board's;
//   - with an en passant target, epCapturable says what the former search among
//     the pieces near the target said.
func TestOriginsMatchGeneration(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 7))
	plies := 80
	if testing.Short() {
		plies = 20
	}
	for _, sv := range shippedRules(t) {
		name, r := sv.name, sv.r
		revUsed, quick, noted, epTested := 0, 0, 0, 0
		for game := 0; game < 3; game++ {
			p := r.Start()
			g := NewGame(p)
			for ply := 0; ply < plies; ply++ {
				for k := 1; k <= r.Kinds(); k++ {
					all := p.MovesOfKind(nil, k)
					for to := 0; to < r.N; to++ {
						got, ok := p.movesToRev(nil, k, board.Square(to))
						if !ok {
							continue
						}
						revUsed++
						var want []Move
						for _, m := range all {
							if m.To == board.Square(to) {
								want = append(want, m)
							}
						}
						rays, ok := p.MovesToByRays(nil, k, board.Square(to))
						if !ok || len(rays) > len(got) || !slices.Equal(rays, got[:len(rays)]) {
							t.Fatalf("%s game %d ply %d (%s), kind %c to %s: by rays %v (%v), all %v",
								name, game, ply, p.FEN(), r.KindLetter(k), r.G.Name(board.Square(to)), p.Coords(rays), ok, p.Coords(got))
						}
						if !slices.Equal(got, want) {
							t.Fatalf("%s game %d ply %d (%s), kind %c to %s: reverse table %v, generator %v",
								name, game, ply, p.FEN(), r.KindLetter(k), r.G.Name(board.Square(to)), p.Coords(got), p.Coords(want))
						}
					}
				}
				for _, m := range p.PseudoLegalMoves(nil) {
					if ok, known := p.quickLegal(&m); known {
						quick++
						if want := p.leavesRoyalSafe(m); ok != want {
							t.Fatalf("%s game %d ply %d (%s), %s: quickLegal %v, make and test %v",
								name, game, ply, p.FEN(), p.Coord(m), ok, want)
						}
					}
				}
				if p.st.ep.target != board.NoSquare {
					if got, want := p.epCapturable(), p.epCapturableNear(); got != want {
						t.Fatalf("%s game %d ply %d (%s): en passant capturable %v, by the pieces near the target %v", name, game, ply, p.FEN(), got, want)
					}
					epTested++
				}
				legal := p.LegalMoves(nil)
				if len(legal) == 0 {
					break
				}
				m := legal[rng.IntN(len(legal))]
				g.Play(m) // Make, then noteCheck
				if g.pieces >= 0 {
					n := 0
					for _, pc := range p.board {
						if pc != Empty && pc != Wall { // a wall square is no piece
							n++
						}
					}
					if g.pieces != n {
						t.Fatalf("%s game %d ply %d (%s) after %s: Game counts %d pieces, the board holds %d", name, game, ply, p.FEN(), p.Coord(m), g.pieces, n)
					}
				}
				if p.check != 0 {
					noted++
					if want := p.checked(p.side); (p.check == 2) != want {
						t.Fatalf("%s game %d ply %d (%s) after %s: noteCheck says check %v, the attack test %v",
							name, game, ply, p.FEN(), p.Coord(m), p.check == 2, want)
					}
				}
			}
		}
		t.Logf("%s: %d reverse-table queries, %d quick legality answers, %d checks noted, %d en passant targets", name, revUsed, quick, noted, epTested)
	}
}

// Coords writes moves as coordinate text (for test messages).
func (p *Position) Coords(ms []Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = p.Coord(m)
	}
	return out
}

// epCapturableNear is the former epCapturable, kept as the reference of the test: it looks for a legal en passant capture among the moves of the pieces
// that could make one: those of the side to move within two squares of the target.
func (p *Position) epCapturableNear() bool {
	if cap(p.scratch) < 256 {
		p.scratch = make([]Move, 0, 256)
	}
	tmp := p.scratch[:0]
	g := p.R.G
	t := p.st.ep.target
	f0, r0 := g.File(t), g.Rank(t)
	for df := -2; df <= 2; df++ {
		for dr := -2; dr <= 2; dr++ {
			s := g.Sq(f0+df, r0+dr)
			if s == board.NoSquare || p.board[s] == Empty || p.board[s].Color() != p.side {
				continue
			}
			tmp = p.MovesFrom(tmp[:0], s)
			for _, m := range tmp {
				if m.Flags&FlagEnPassant != 0 && p.IsLegal(m) {
					p.scratch = tmp[:0]
					return true
				}
			}
		}
	}
	p.scratch = tmp[:0]
	return false
}
