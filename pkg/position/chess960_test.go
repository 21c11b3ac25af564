package position_test

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// fsfVariantsDir is the Fairy-Stockfish table of many variants; its fischerandom rows
// and games are Chess960 (lichess/FIDE rules, Shredder-FEN castling letters).
var fsfVariantsDir = filepath.Join(sharedDir, "fsf-variants")

// TestPerftChess960FairyStockfish compares the chess960 preset with every
// fischerandom row of ../shared/oracle/fsf-variants/perft.tsv up to depth 4 (depth
// 5 of the 24 start positions with COURIER_PERFT_DEEP=1; -short stops at 3).
func TestPerftChess960FairyStockfish(t *testing.T) {
	r := compileFor(t, map[string]compiled{}, "chess960", "")
	rows, checked := 0, 0
	for _, row := range readFSFVariants(t, filepath.Join(fsfVariantsDir, "perft.tsv")) {
		if row.variant != "fischerandom" {
			continue
		}
		rows++
		if (row.depth > 4 && !deep()) || (testing.Short() && row.depth > 3) {
			continue
		}
		p, err := r.ParseFEN(row.fen)
		if err != nil {
			t.Errorf("perft.tsv:%d %s: %v", row.line, row.fen, err)
			continue
		}
		if got := p.Perft(row.depth); got != row.nodes {
			t.Errorf("perft.tsv:%d %q perft(%d) = %d, Fairy-Stockfish %d", row.line, row.fen, row.depth, got, row.nodes)
		}
		checked++
	}
	if rows == 0 {
		t.Fatal("no fischerandom rows")
	}
	t.Logf("%d of %d fischerandom rows checked", checked, rows)
}

// TestPerftChess960OwnTable checks testdata/perft-chess960.tsv: the fischerandom rows
// of the oracle at depth 1-3 and castling corner cases counted with Fairy-Stockfish
// (king already on its destination, rook between king and destination, rook on its
// destination, attacked king path, inner rooks named by file letters, a queen
// outside the castling rook).
func TestPerftChess960OwnTable(t *testing.T) {
	f, err := os.Open("testdata/perft-chess960.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := compileFor(t, map[string]compiled{}, "chess960", "")
	sc := bufio.NewScanner(f)
	n := 0
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if strings.HasPrefix(text, "#") || strings.HasPrefix(text, "fen\t") {
			continue
		}
		c := strings.Split(text, "\t")
		if len(c) != 4 {
			t.Fatalf("testdata/perft-chess960.tsv:%d: %d columns", line, len(c))
		}
		depth, err1 := strconv.Atoi(c[1])
		nodes, err2 := strconv.ParseUint(c[2], 10, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("testdata/perft-chess960.tsv:%d: bad depth or nodes", line)
		}
		p, err := r.ParseFEN(c[0])
		if err != nil {
			t.Errorf("testdata/perft-chess960.tsv:%d: %v", line, err)
			continue
		}
		if got := p.Perft(depth); got != nodes {
			t.Errorf("testdata/perft-chess960.tsv:%d %s %q perft(%d) = %d, Fairy-Stockfish %d", line, c[3], c[0], depth, got, nodes)
		}
		n++
	}
	if n < 130 {
		t.Errorf("only %d rows", n)
	}
}

type c960Game struct {
	ID          string   `json:"id"`
	StartFEN    string   `json:"start_fen"`
	Moves       []string `json:"moves"`
	FinalFEN    string   `json:"final_fen"`
	End         string   `json:"end"`
	Result      string   `json:"result"`
	LegalCounts []int    `json:"legal_counts"`
	Corrupted   bool     `json:"corrupted"`
	FirstIll    int      `json:"first_illegal_ply"`
	FENBefore   string   `json:"fen_before_illegal"`
}

// TestChess960GamesFairyStockfish plays every fischerandom game of
// ../shared/oracle/fsf-variants/games-fischerandom.jsonl move by move (UCI,
// castling as king-takes-rook): the legal-move count before every ply and in the
// final position, the final FEN written with Shredder castling letters as
// Fairy-Stockfish writes it, the ending; each corrupted copy's replaced move is not
// legal, in the position the oracle gives.
func TestChess960GamesFairyStockfish(t *testing.T) {
	path := filepath.Join(fsfVariantsDir, "games-fischerandom.jsonl")
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		t.Skipf("%s not found: the shared oracle games are not checked out beside this repository", path)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := compileFor(t, map[string]compiled{}, "chess960", "")
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<22)
	games, castles := 0, 0
	for line := 1; sc.Scan(); line++ {
		var gm c960Game
		if err := json.Unmarshal(sc.Bytes(), &gm); err != nil {
			t.Fatalf("%s:%d: %v", path, line, err)
		}
		games++
		p, err := r.ParseFEN(gm.StartFEN)
		if err != nil {
			t.Errorf("%s: %v", gm.ID, err)
			continue
		}
		g := position.NewGame(p)
		ok := true
		for i, mv := range gm.Moves {
			if i < len(gm.LegalCounts) && len(g.Legal()) != gm.LegalCounts[i] {
				t.Errorf("%s: ply %d (%s): %d legal moves %v, oracle %d", gm.ID, i, p.ShredderFEN(), len(g.Legal()), coords(p, g.Legal()), gm.LegalCounts[i])
				ok = false
				break
			}
			m, found := find(p, g.Legal(), mv)
			if gm.Corrupted && i == gm.FirstIll {
				if got := p.ShredderFEN(); got != gm.FENBefore {
					t.Errorf("%s: before the corrupted ply %d: %s, oracle %s", gm.ID, i, got, gm.FENBefore)
				}
				if found {
					t.Errorf("%s: corrupted move %s at ply %d accepted", gm.ID, mv, i)
				}
				break
			}
			if !found {
				t.Errorf("%s: ply %d %s not legal in %s (%v)", gm.ID, i, mv, p.ShredderFEN(), coords(p, g.Legal()))
				ok = false
				break
			}
			if p.MoveModule(m) == rules.ModCastling {
				castles++
			}
			g.Play(m)
		}
		if gm.Corrupted || !ok {
			continue
		}
		if n := len(gm.LegalCounts); len(g.Legal()) != gm.LegalCounts[n-1] {
			t.Errorf("%s: final position: %d legal moves, oracle %d", gm.ID, len(g.Legal()), gm.LegalCounts[n-1])
		}
		if got := p.ShredderFEN(); got != gm.FinalFEN {
			t.Errorf("%s: final FEN %s, oracle %s", gm.ID, got, gm.FinalFEN)
		}
		st := g.Status()
		want := map[string]string{"checkmate": "checkmate", "stalemate": "stalemate",
			"insufficient_material": "insufficient", "repetition": "", "max_plies": ""}[gm.End]
		if st.Termination.String() != want || (want != "" && st.Result != gm.Result) {
			t.Errorf("%s: ended %q %s, oracle %s %s", gm.ID, st.Termination, st.Result, gm.End, gm.Result)
		}
		// Fairy-Stockfish ends at threefold repetition; FIDE lets it be claimed.
		if gm.End == "repetition" && !st.RepetitionClaim {
			t.Errorf("%s: no claimable repetition at the end", gm.ID)
		}
	}
	if castles == 0 {
		t.Error("no game castled: the castling moves were not tested")
	}
	t.Logf("%d games, %d castling moves", games, castles)
}

func coords(p *position.Position, ms []position.Move) []string {
	var out []string
	for _, m := range ms {
		out = append(out, p.Coord(m))
	}
	return out
}

// TestChess960FEN reads X-FEN and Shredder-FEN castling rights and writes both.
// X-FEN (Appendix I of the FIDE Laws does not fix a notation; X-FEN is the common
// one): K/Q name the outermost rook of a wing, a file letter a rook with another rook
// further out; Shredder-FEN always names the rook's file.
func TestChess960FEN(t *testing.T) {
	r := compileFor(t, map[string]compiled{}, "chess960", "")
	for _, c := range []struct {
		in, xfen, shredder string
	}{
		// position 518 = the standard array
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "KQkq", "HAha"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", "KQkq", "HAha"},
		// king on b1 between the rooks a1 and c1 (position 913's wing pattern)
		{"brkbrqnn/pppppppp/8/8/8/8/PPPPPPPP/BRKBRQNN w EBeb - 0 1", "KQkq", "EBeb"},
		{"brkbrqnn/pppppppp/8/8/8/8/PPPPPPPP/BRKBRQNN w KQkq - 0 1", "KQkq", "EBeb"},
		// inner rooks g1 and d1 behind outer ones on h1 and b1: file letters in X-FEN
		{"r3k2r/8/8/8/8/8/8/1R1RK1RR w GDha - 0 1", "GDkq", "GDha"},
		{"r3k2r/8/8/8/8/8/8/1R1RK1RR w GDkq - 0 1", "GDkq", "GDha"},
		// the outer rooks named by letters are K and Q in X-FEN
		{"r3k2r/8/8/8/8/8/8/1R1RK1RR w HB - 0 1", "KQ", "HB"},
		// a queen on a1 is no castling piece: Q names the rook on b1
		{"4k3/8/8/8/8/8/8/QR2K3 w Q - 0 1", "Q", "B"},
		{"4k3/8/8/8/8/8/8/QR2K3 w B - 0 1", "Q", "B"},
		// one right per side
		{"rk2r3/8/8/8/8/8/8/RK2R3 b Ea - 0 1", "Kq", "Ea"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "-", "-"},
	} {
		p, err := r.ParseFEN(c.in)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if got := p.CastlingFEN(); got != c.xfen {
			t.Errorf("%q: X-FEN castling %q, want %q", c.in, got, c.xfen)
		}
		if got := strings.Fields(p.ShredderFEN())[2]; got != c.shredder {
			t.Errorf("%q: Shredder castling %q, want %q", c.in, got, c.shredder)
		}
		if got := strings.Fields(p.FEN())[2]; got != c.xfen {
			t.Errorf("%q: FEN() castling %q, want X-FEN %q", c.in, got, c.xfen)
		}
		// what is written reads back to the same rights
		for _, out := range []string{p.FEN(), p.ShredderFEN()} {
			q, err := r.ParseFEN(out)
			if err != nil || q.ShredderFEN() != p.ShredderFEN() {
				t.Errorf("%q: %q reads back as %v, %v", c.in, out, q, err)
			}
		}
	}
}

// TestChess960FENRightWithoutRook: a castling right that names no rook of the side
// on the king's rank (or a piece that is not a rook) is refused, naming the right.
func TestChess960FENRightWithoutRook(t *testing.T) {
	r := compileFor(t, map[string]compiled{}, "chess960", "")
	for _, c := range []struct {
		fen, right string
	}{
		{"4k3/8/8/8/8/8/8/4K3 w K - 0 1", "K"},    // no rook at all
		{"4k3/8/8/8/8/8/8/R3K3 w K - 0 1", "K"},   // the only rook is on the other wing
		{"4k3/8/8/8/8/8/8/QR2K3 w A - 0 1", "A"},  // a queen on a1
		{"4k3/8/8/8/8/8/8/R3K3 w C - 0 1", "C"},   // nothing on c1
		{"r3k3/8/8/8/8/8/8/4K2R w Hh - 0 1", "h"}, // Black has no rook on h8
		{"4k3/8/8/8/8/8/4K3/7R w H - 0 1", "H"},   // the king is not on rank 1
		{"4k3/8/8/8/8/8/8/4K2R w E - 0 1", "E"},   // e1 holds the king
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", "K"},
	} {
		_, err := r.ParseFEN(c.fen)
		var fe *position.FENError
		if !errors.As(err, &fe) || fe.Field != "castling" {
			t.Errorf("%q: %v, want a castling FENError", c.fen, err)
			continue
		}
		if !strings.Contains(fe.Msg, strconv.Quote(c.right)) {
			t.Errorf("%q: %q does not name the right %q", c.fen, fe.Msg, c.right)
		}
	}
}

// TestChess960CastlingMoves: the castling moves of the corner cases, as king-takes-rook
// coordinates (the UCI_Chess960 form), where king and rook end (FIDE Appendix I,
// I.3.2: king g1 with rook f1, king c1 with rook d1), and that Unmake restores them.
func TestChess960CastlingMoves(t *testing.T) {
	r := compileFor(t, map[string]compiled{}, "chess960", "")
	for _, c := range []struct {
		fen   string
		coord string // the castling move
		after string // the board field after it
	}{
		// the king already on g1: only the rook moves
		{"4k3/8/8/8/8/8/8/6KR w H - 0 1", "g1h1", "4k3/8/8/8/8/8/8/5RK1"},
		// the rook already on d1: only the king moves
		{"4k3/8/8/8/8/8/8/3RK3 w D - 0 1", "e1d1", "4k3/8/8/8/8/8/8/2KR4"},
		// the rook on c1 stands between the king b1 and its destination g1
		{"4k3/8/8/8/8/8/8/1KR5 w C - 0 1", "b1c1", "4k3/8/8/8/8/8/8/5RK1"},
		// king b1, rook a1: the king steps right to c1, the rook jumps it to d1
		{"4k3/8/8/8/8/8/8/RK6 w A - 0 1", "b1a1", "4k3/8/8/8/8/8/8/2KR4"},
		// king and rook swap squares: king f1, rook g1
		{"4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "f1g1", "4k3/8/8/8/8/8/8/5RK1"},
		// the queen on a1 stays; the rook on b1 castles
		{"4k3/8/8/8/8/8/8/QR2K3 w B - 0 1", "e1b1", "4k3/8/8/8/8/8/8/Q1KR4"},
		// Black, long castling from g8 with the rook on b8
		{"1r4kr/8/8/8/8/8/8/1R4KR b HBhb - 0 1", "g8b8", "2kr3r/8/8/8/8/8/8/1R4KR"},
	} {
		p, err := r.ParseFEN(c.fen)
		if err != nil {
			t.Errorf("%q: %v", c.fen, err)
			continue
		}
		before := p.ShredderFEN()
		m, ok := find(p, p.LegalMoves(nil), c.coord)
		if !ok || p.MoveModule(m) != rules.ModCastling {
			t.Errorf("%q: no castling %s among %v", c.fen, c.coord, coords(p, p.LegalMoves(nil)))
			continue
		}
		mover := "ABCDEFGH"
		if p.Side() == rules.Black {
			mover = "abcdefgh"
		}
		p.Make(m)
		if got := p.BoardFEN(); got != c.after {
			t.Errorf("%q %s: board %s, want %s", c.fen, c.coord, got, c.after)
		}
		if got := strings.Fields(p.ShredderFEN())[2]; strings.ContainsAny(got, mover) {
			t.Errorf("%q %s: the side that castled keeps castling rights %q", c.fen, c.coord, got)
		}
		p.Unmake()
		if got := p.ShredderFEN(); got != before {
			t.Errorf("%q %s: after Unmake %s, want %s", c.fen, c.coord, got, before)
		}
	}
}

// TestChess960RightsLost: moving the king loses both rights, moving a castling rook
// loses its own, and a rook captured on its square takes the opponent's right.
func TestChess960RightsLost(t *testing.T) {
	r := compileFor(t, map[string]compiled{}, "chess960", "")
	for _, c := range []struct {
		fen, move, rights string
	}{
		{"1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1", "g1f1", "hb"},
		{"1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1", "b1c1", "Hhb"},
		{"1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1", "b1b8", "Hh"},
		{"1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1", "h1h2", "Bhb"},
	} {
		p, err := r.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, ok := find(p, p.LegalMoves(nil), c.move)
		if !ok {
			t.Errorf("%q: %s not legal", c.fen, c.move)
			continue
		}
		p.Make(m)
		if got := strings.Fields(p.ShredderFEN())[2]; got != c.rights {
			t.Errorf("%q %s: rights %q, want %q", c.fen, c.move, got, c.rights)
		}
	}
}

// TestChess960AllStarts: perft(3) of each of the 960 start positions (FIDE Appendix
// I.2), read as Shredder-FEN and as X-FEN (KQkq), agrees with the counts of
// Fairy-Stockfish in testdata/chess960-starts.tsv; line n+4 of the file holds
// Scharnagl number n.
func TestChess960AllStarts(t *testing.T) {
	f, err := os.Open("testdata/chess960-starts.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := compileFor(t, map[string]compiled{}, "chess960", "")
	sc := bufio.NewScanner(f)
	n := 0
	for line := 1; sc.Scan(); line++ {
		if strings.HasPrefix(sc.Text(), "#") {
			continue
		}
		c := strings.Split(sc.Text(), "\t")
		nodes, err := strconv.ParseUint(c[2], 10, 64)
		if len(c) != 3 || err != nil {
			t.Fatalf("testdata/chess960-starts.tsv:%d: bad row", line)
		}
		f := strings.Fields(c[1])
		xfen := strings.Join(append(append(f[:2:2], "KQkq"), f[3:]...), " ")
		for _, fen := range []string{c[1], xfen} {
			p, err := r.ParseFEN(fen)
			if err != nil {
				t.Errorf("position %s: %v", c[0], err)
				continue
			}
			if got := p.Perft(3); got != nodes {
				t.Errorf("position %s %q: perft(3) = %d, Fairy-Stockfish %d", c[0], fen, got, nodes)
			}
			if got := p.ShredderFEN(); got != c[1] {
				t.Errorf("position %s %q: written as %q", c[0], fen, got)
			}
		}
		n++
	}
	if n != 960 {
		t.Errorf("%d start positions, want 960", n)
	}
}
