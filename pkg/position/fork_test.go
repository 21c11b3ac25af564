package position_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/position"
)

// TestCloneLastKeepsModuleState: a copy made by CloneLast in a Chess960 game has
// the module state of the original (castling rights from the position, the en
// passant target), plays apart from it, and its Unmake undoes the last ply with
// that state restored.
func TestCloneLastKeepsModuleState(t *testing.T) {
	r := compileFor(t, map[string]compiled{}, "chess960", "")
	p, err := r.ParseFEN("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	play := func(p *position.Position, from, to string) {
		t.Helper()
		for _, m := range p.LegalMoves(nil) {
			if r.G.Name(m.From) == from && r.G.Name(m.To) == to {
				p.Make(m)
				return
			}
		}
		t.Fatalf("%s-%s is not legal in %s", from, to, p.FEN())
	}
	play(p, "e2", "e4")
	play(p, "a7", "a6")
	play(p, "e4", "e5")
	before := p.FEN()
	play(p, "d7", "d5") // e5xd6 en passant is now possible (FIDE 3.7.d)
	after := p.FEN()
	// Hand-written: the castling field unchanged (X-FEN: the rooks read GEge are the
	// outermost, so KQkq), d6 the en passant target.
	if want := "bqnbrkrn/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/BQNBRKRN w KQkq d6 0 3"; after != want {
		t.Fatalf("FEN after 2...d5 = %s, want %s", after, want)
	}
	q := p.CloneLast()
	if q.FEN() != after {
		t.Fatalf("CloneLast FEN = %s, want %s", q.FEN(), after)
	}
	nq, np := len(q.LegalMoves(nil)), len(p.LegalMoves(nil))
	if nq != np {
		t.Fatalf("CloneLast has %d legal moves, the original %d", nq, np)
	}
	play(q, "e5", "d6") // the en passant capture, on the copy only
	if got := q.FEN(); got != "bqnbrkrn/1pp1pppp/p2P4/8/8/8/PPPP1PPP/BQNBRKRN b KQkq - 0 3" {
		t.Errorf("copy after exd6 e.p. = %s", got)
	}
	if p.FEN() != after || len(p.LegalMoves(nil)) != np {
		t.Errorf("the original changed with its copy: %s", p.FEN())
	}
	q.Unmake()
	q.Unmake()
	if q.FEN() != before {
		t.Errorf("copy after two Unmakes = %s, want %s", q.FEN(), before)
	}
	if q.Plies() != 0 {
		t.Errorf("copy keeps %d plies of history after undoing its own and the last, want 0", q.Plies())
	}
}
