package match_test

import (
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/position"
)

func TestAttempted(t *testing.T) {
	chess := rulesOf(t, "chess")
	sym := rulesOf(t, "symmetric")
	swap := rulesOf(t, "modern-swap")
	for _, tc := range []struct {
		r              *position.Rules
		fen            string
		notation, text string
		from, to       string // "-" no origin
		ok             bool
	}{
		{chess, "", "gc", "N g1-e5", "g1", "e5", true},
		{chess, "", "gc", "P e7-e8; Q-e8", "e7", "e8", true},
		{chess, "", "gc", "Q-d4", "-", "d4", true},
		{chess, "", "coord", "e2e5", "e2", "e5", true},
		{chess, "", "san", "Nf3", "g1", "f3", true},
		{chess, "", "san", "e5", "-", "e5", true},     // no pawn has a move to e5
		{chess, "", "san", "Nd2", "-", "d2", true},    // occupied by White: no pseudo-legal move there
		{chess, "", "san", "Ng1f3", "g1", "f3", true}, // long algebraic
		{chess, "", "san", "O-O", "e1", "g1", true},
		{chess, "", "san", "B=Q", "-", "-", false}, // no swap in chess, no squares
		{chess, "", "san", "??", "-", "-", false},
		{sym, "", "san", "O-O-O", "e1", "b1", true},
		{sym, "", "coord", "i2i4", "i2", "i4", true},
		{chess, "4k3/8/8/8/8/8/8/R3K2R b KQ - 0 1", "san", "Ke7", "e8", "e7", true},
		{chess, "", "san", "Ke3", "e1", "e3", true},    // no king move reaches e3, but there is one king
		{chess, "", "san", "Qd4", "d1", "d4", true},    // likewise the queen
		{chess, "", "san", "Rd4", "-", "d4", true},     // two rooks: no origin
		{chess, "", "san", "Ng1xf3", "g1", "f3", true}, // named in full
		// modern-swap, rank 1 R N B M K Q B N R: the c1 bishop stands between the
		// knight b1 and the minister d1, the g1 bishop between the queen f1 and the
		// knight h1; a swap is the bishop's square, then the partner's
		{swap, "", "san", "B=M", "c1", "d1", true},
		{swap, "", "san", "B=Q", "g1", "f1", true},
		{swap, "", "san", "B=MN", "c1", "b1", true}, // the knight with the minister on the bishop's other side
		{swap, "", "san", "B=QN", "g1", "h1", true},
		{swap, "", "san", "Bc=N", "c1", "b1", true},
		{swap, "", "san", "Bg=N", "g1", "h1", true},
		{swap, "", "san", "B=N", "-", "-", false},  // both bishops have a knight beside them
		{swap, "", "san", "B=R", "-", "-", false},  // no bishop has a rook beside it
		{swap, "", "san", "B=QM", "-", "-", false}, // no minister with the queen on the bishop's other side
		// Black to move after 1. B=M (c1 and d1 swapped): Black's own bishops
		{swap, "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNMBKQBNR b KQkq s - 1 1", "san", "B=Q", "c9", "d9", true},
		{swap, "", "coord", "c1d1", "c1", "d1", true},
	} {
		p := tc.r.Start()
		if tc.fen != "" {
			var err error
			if p, err = tc.r.ParseFEN(tc.fen); err != nil {
				t.Fatal(err)
			}
		}
		m, ok := match.Attempted(p, tc.notation, tc.text)
		if ok != tc.ok || (ok && (tc.r.G.Name(m.From) != tc.from || tc.r.G.Name(m.To) != tc.to)) {
			t.Errorf("%s %q: %s-%s %v, want %s-%s %v", tc.notation, tc.text, tc.r.G.Name(m.From), tc.r.G.Name(m.To), ok, tc.from, tc.to, tc.ok)
		}
	}
}

// TestCandidates: the pieces an attempted move may mean when its squares cannot be
// read, and MarkAttempt choosing between an arrow and them.
func TestCandidates(t *testing.T) {
	chess := rulesOf(t, "chess")
	swap := rulesOf(t, "modern-swap")
	for _, tc := range []struct {
		r              *position.Rules
		fen            string
		notation, text string
		want           string // the squares, space-separated
	}{
		// modern-swap, rank 1 R N B M K Q B N R (a1..i1)
		{swap, "", "san", "B=N", "c1 g1"},  // both bishops have a knight beside them
		{swap, "", "san", "B=R", "c1 g1"},  // neither has a rook: the side's bishops
		{swap, "", "san", "Bg=R", "g1"},    // ... on the file given
		{swap, "", "san", "Bd=R", "c1 g1"}, // no bishop on the d-file: all of them
		{swap, "", "san", "B=M", "c1 g1"},  // (Attempted reads this one: c1-d1)
		{swap, "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNMBKQBNR b KQkq s - 1 1", "san", "B=R", "c9 g9"},
		{chess, "", "san", "B=Q", ""},       // no swap in chess
		{chess, "", "san", "O-M-O", "e1"},   // no such castling: the king
		{chess, "", "san", "Ra9", "a1 h1"},  // off the board: the rooks
		{chess, "", "san", "Rha9", "h1"},    // the one on the file given
		{chess, "", "san", "e9", "e2"},      // a pawn: the one on the destination's file
		{chess, "", "san", "N1j3", "b1 g1"}, // the knights on the rank given
		{chess, "", "gc", "N g1-j3", "g1"},  // gc and coord: the origin
		{chess, "", "coord", "g1j3", "g1"},
		{chess, "", "san", "??", ""},
	} {
		p := tc.r.Start()
		if tc.fen != "" {
			var err error
			if p, err = tc.r.ParseFEN(tc.fen); err != nil {
				t.Fatal(err)
			}
		}
		var got []string
		for _, x := range match.Candidates(p, tc.notation, tc.text) {
			got = append(got, tc.r.G.Name(x))
		}
		if strings.Join(got, " ") != tc.want {
			t.Errorf("%s %q: candidates %q, want %q", tc.notation, tc.text, strings.Join(got, " "), tc.want)
		}
	}
	// MarkAttempt: the arrow when Attempted reads the squares, else the rings
	p := swap.Start()
	if arrow, rings := match.MarkAttempt(p, "san", "B=M"); arrow == nil || len(rings) != 0 || swap.G.Name(arrow.From)+swap.G.Name(arrow.To) != "c1d1" {
		t.Errorf("B=M: arrow %v, rings %v; want c1-d1 and none", arrow, rings)
	}
	if arrow, rings := match.MarkAttempt(p, "san", "B=N"); arrow != nil || len(rings) != 2 {
		t.Errorf("B=N: arrow %v, rings %v; want none and c1, g1", arrow, rings)
	}
	if arrow, rings := match.MarkAttempt(chess.Start(), "san", "--"); arrow != nil || len(rings) != 0 {
		t.Errorf("a null move marks nothing: %v %v", arrow, rings)
	}
}

// TestPlaySANs replays SAN as replay keeps it (no check marks) and returns the
// last move's squares: 1. e4 e5 2. Nf3 ends with g1-f3; a swap B=M with c1-d1;
// a move that is not legal stops it.
func TestPlaySANs(t *testing.T) {
	chess := rulesOf(t, "chess")
	swap := rulesOf(t, "modern-swap")
	for _, tc := range []struct {
		r        *position.Rules
		sans     []string
		from, to string
		ok       bool
		fen      string
	}{
		{chess, []string{"e4", "e5", "Nf3"}, "g1", "f3", true, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"},
		{chess, []string{"f3", "e5", "g4", "Qh4"}, "d8", "h4", true, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"},
		{swap, []string{"B=M"}, "c1", "d1", true, "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNMBKQBNR b KQkq s - 1 1"},
		{chess, []string{"e4", "Ke7"}, "", "", false, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"},
		{chess, nil, "", "", false, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
	} {
		p := tc.r.Start()
		m, ok := match.PlaySANs(p, tc.sans)
		if ok != tc.ok || ok && tc.r.G.Name(m.From)+"-"+tc.r.G.Name(m.To) != tc.from+"-"+tc.to || p.FEN() != tc.fen {
			t.Errorf("%v: %v %v, position %s; want %s-%s %v, %s", tc.sans, m, ok, p.FEN(), tc.from, tc.to, tc.ok, tc.fen)
		}
	}
}
