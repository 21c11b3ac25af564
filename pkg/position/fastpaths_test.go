package position

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
	"unsafe"

	"github.com/gamecourier/courier/pkg/board"
)

// keptAgrees holds what Game keeps from ply to ply to the plain computation in
// g's current position: the modules' part of the repetition key (Game.mkey,
// kept when the ply changed nothing the keys read) to the XOR of every module's
// key hook. It returns 1 when the key was kept, not computed again. where names
// the position in a failure.
func keptAgrees(t *testing.T, g *Game, where string) int {
	t.Helper()
	p := g.P
	var want uint64
	for _, md := range p.R.hooks.key {
		want ^= md.key(p)
	}
	if g.mkey != want {
		t.Fatalf("%s (%s): kept module key %x (kept %v), every hook asked %x", where, p.FEN(), g.mkey, g.mkeyOK, want)
	}
	if got := g.keys[len(g.keys)-1]; got != p.hash^want {
		t.Fatalf("%s (%s): repetition key %x, hash and hooks %x", where, p.FEN(), got, p.hash^want)
	}
	if g.mkeyOK {
		return 1
	}
	return 0
}

// castlingAgrees holds CastlingMove to MovesFrom of the king's castling square for
// every castling side in p: a castling it finds is the one MovesFrom lists for
// that side, and one it does not find is not listed (unless a module filters
// moves: then it leaves the answer to MovesFrom). It returns how many it found.
func castlingAgrees(t *testing.T, p *Position, where string) int {
	t.Helper()
	found := 0
	for i := 0; i < p.R.CastleSides(); i++ {
		k, _, _, _ := p.CastleSquares(i, p.side)
		want, listed := NoMove, false
		for _, m := range p.MovesFrom(nil, k) {
			if p.CastleSide(m) == i {
				want, listed = m, true
				break
			}
		}
		got, ok := p.CastlingMove(i)
		switch {
		case ok && (!listed || got != want):
			t.Fatalf("%s (%s): castling side %d: CastlingMove %s, MovesFrom %s (listed %v)", where, p.FEN(), i, p.Coord(got), p.Coord(want), listed)
		case !ok && listed && len(p.R.hooks.filters) == 0:
			t.Fatalf("%s (%s): castling side %d: CastlingMove none, MovesFrom %s", where, p.FEN(), i, p.Coord(want))
		case ok:
			found++
		}
	}
	return found
}

// modAtAgrees holds the squares move generation asks the modules' piece moves
// from (genState.modAt: the static squares and the live modules' own) to asking
// them everywhere: LegalMoves (legal in hand) to the legal moves MovesFrom finds
// square by square (genFrom asks every module of the piece's kind), and perft's
// counter (countLegal) to len(legal). Drops start from no piece and are left
// out; variants whose filters judge all moves together are left to the counter
// alone. It returns 1 when some own piece of a
// kind with module moves stood outside genState.modAt (the gate left it out).
func modAtAgrees(t *testing.T, p *Position, legal []Move, where string) int {
	t.Helper()
	if n := p.countLegal(); n != len(legal) {
		t.Fatalf("%s (%s): perft's counter %d, LegalMoves %d", where, p.FEN(), n, len(legal))
	}
	if len(legal) == 0 || len(p.R.hooks.filters) > 0 {
		return 0
	}
	gs := p.newGen(false, false, true)
	at, left := *gs.at, 0
	want := 0
	for _, m := range legal {
		if p.DropKind(m) == 0 {
			want++
		}
	}
	got := 0
	for s := board.Square(0); int(s) < p.R.N; s++ {
		pc := p.board[s]
		if pc == Empty || pc.Color() != p.side {
			continue
		}
		if len(p.R.hooks.kind[pc.Kind()]) > 0 && !at.has(s) {
			left = 1
		}
		for _, m := range p.MovesFrom(nil, s) {
			if p.IsLegal(m) {
				got++
			}
		}
	}
	if got != want {
		t.Fatalf("%s (%s): %d legal moves from squares by MovesFrom, %d in LegalMoves", where, p.FEN(), got, want)
	}
	return left
}

// TestFastPathsMatchPlain plays seeded random games with Game.Play from the start
// position of every shipped preset and from the positions of the perft table kept
// in testdata (FENs of every rule module, from the oracle tables), and after every
// ply holds the fast paths of Game and Position to the plain computations: the
// module key Game kept to every key hook asked anew (keptAgrees), and HasLegalMove
// (quickLegal's judgement of the pseudo-legal moves when not in check) to whether
// LegalMoves has any, CastlingMove to MovesFrom (castlingAgrees), and the
// squares move generation asks the modules' piece moves from to asking them
// everywhere (modAtAgrees). The games prefer double steps (en passant targets that come
// and go), where a kept key would go stale. The test fails unless keys were kept
// and computed anew alike, and HasLegalMove took its quick path.
func TestFastPathsMatchPlain(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 5))
	kept, plies, quick, none, castles, gated := 0, 0, 0, 0, 0, 0
	play := func(g *Game, n int, where string) {
		for ply := 0; ply < n; ply++ {
			at := fmt.Sprintf("%s ply %d", where, ply)
			kept += keptAgrees(t, g, at)
			plies++
			p := g.P
			legal := p.LegalMoves(nil)
			if h := &p.R.hooks; h.shortcut[p.side] && h.checker == nil && p.king[p.side] != board.NoSquare && !p.InCheck() {
				quick++
			}
			if has := p.HasLegalMove(); has != (len(legal) > 0) {
				t.Fatalf("%s (%s): HasLegalMove %v, %d legal moves", at, p.FEN(), has, len(legal))
			}
			if len(legal) == 0 {
				none++
			}
			castles += castlingAgrees(t, p, at)
			gated += modAtAgrees(t, p, legal, at)
			if len(legal) == 0 || g.Status().Over() {
				return
			}
			m := legal[rng.IntN(len(legal))]
			for _, x := range legal {
				if x.Flags&FlagDouble != 0 && rng.IntN(2) == 0 {
					m = x
					break
				}
			}
			g.Play(m)
		}
	}
	for _, sv := range shippedRules(t) {
		for game := 0; game < 3; game++ {
			play(NewGame(sv.r.Start()), 80, fmt.Sprintf("%s game %d", sv.name, game))
		}
	}
	for _, tp := range testdataPositions(t) {
		play(NewGame(tp.p), 30, fmt.Sprintf("testdata/perft.tsv:%d", tp.line))
	}
	if kept == 0 || kept == plies || quick == 0 || quick == plies || castles == 0 || gated == 0 {
		t.Fatalf("%d plies, the module key kept after %d, HasLegalMove's quick path in %d, %d castlings, %d plies with a module's piece moves left out: want both ways of each, castlings and left-out piece moves",
			plies, kept, quick, castles, gated)
	}
	t.Logf("%d plies, the module key kept after %d, HasLegalMove's quick path in %d, %d without legal moves, %d castlings found alone, %d with a module's piece moves left out",
		plies, kept, quick, none, castles, gated)
}

// TestModStateSame fills two module states field by field with random values
// (by reflection, so that a field added to modState is filled too) and holds
// modState.same, which compares field by field, to the language's ==.
func TestModStateSame(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 3))
	var fill func(v reflect.Value)
	fill = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				// the fields are unexported: set through their address
				f := v.Field(i)
				fill(reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem())
			}
		case reflect.Array:
			for i := 0; i < v.Len(); i++ {
				fill(v.Index(i))
			}
		case reflect.Bool:
			v.SetBool(rng.IntN(4) == 0)
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			v.SetInt(int64(rng.IntN(3)))
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			v.SetUint(uint64(rng.IntN(3)))
		default:
			t.Fatalf("modState holds a %s: teach this test (and modState.same) to fill it", v.Kind())
		}
	}
	diff, same := 0, 0
	for i := 0; i < 20000; i++ {
		var a, b modState
		fill(reflect.ValueOf(&a).Elem())
		if rng.IntN(2) == 0 {
			b = a
			// change one field at random, by the same filler
			fs := reflect.ValueOf(&b).Elem()
			f := fs.Field(rng.IntN(fs.NumField()))
			fill(reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem())
		} else {
			fill(reflect.ValueOf(&b).Elem())
		}
		if got, want := a.same(&b), a == b; got != want {
			t.Fatalf("%+v and %+v: same %v, == %v", a, b, got, want)
		}
		if a == b {
			same++
		} else {
			diff++
		}
	}
	if same == 0 || diff == 0 {
		t.Fatalf("%d equal and %d different pairs: want both", same, diff)
	}
}

// TestHasLegalMovePinnedPiece gives HasLegalMove positions of chess, worked out by
// hand, where the side to move is not in check and its only piece beside the king
// is pinned: its moves off the pin line are illegal, so the answer depends on
// telling each of them, not on finding one.
func TestHasLegalMovePinnedPiece(t *testing.T) {
	r := presetRules(t, "chess")
	for _, c := range []struct {
		fen   string
		legal int // the legal moves, counted by hand
	}{
		// Ka1 boxed in (a2 by the knight c1, b1 by the knight d2), the rook b2
		// pinned on the diagonal by the bishop c3: stalemate
		{"7k/8/8/8/8/2b5/1R1n4/K1n5 w - - 0 1", 0},
		// the same with a bishop on b2: Bxc3 along the pin line is the one move
		{"7k/8/8/8/8/2b5/1B1n4/K1n5 w - - 0 1", 1},
		// the rook a2 pinned on the file by the rook a8: its moves along the
		// a-file are legal (a3 to a7, xa8), and Kb2 (b1 is the knight d2's)
		{"r6k/8/8/8/8/8/R2n4/K1n5 w - - 0 1", 7},
	} {
		p, err := r.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if p.InCheck() {
			t.Fatalf("%s: in check", c.fen)
		}
		if n := len(p.LegalMoves(nil)); n != c.legal {
			t.Fatalf("%s: %d legal moves, want %d", c.fen, n, c.legal)
		}
		if has := p.HasLegalMove(); has != (c.legal > 0) {
			t.Errorf("%s: HasLegalMove %v, want %v", c.fen, has, c.legal > 0)
		}
	}
}

// TestStartIntoMatchesSetup holds StartInto, which copies the start image it keeps
// per variant, to a new position of the setup worked out the plain way
// (setupPosition, the modules then started), for every shipped preset, into a
// position that played a few moves of another game first (StartInto reuses it)
// and into a new one.
func TestStartIntoMatchesSetup(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 8))
	for _, sv := range shippedRules(t) {
		r := sv.r
		want := r.setupPosition()
		want.startModules()
		var p *Position
		for round := 0; round < 3; round++ {
			p = r.StartInto(p)
			if p.unmoved != want.unmoved || p.king != want.king || p.hash != want.hash || p.bb != want.bb || p.occ != want.occ ||
				p.FEN() != want.FEN() || p.RepetitionKey() != want.RepetitionKey() {
				t.Fatalf("%s round %d: StartInto gives %s (hash %x), the setup %s (hash %x)", sv.name, round, p.FEN(), p.hash, want.FEN(), want.hash)
			}
			for i := 0; i < 6; i++ {
				legal := p.LegalMoves(nil)
				if len(legal) == 0 {
					break
				}
				p.Make(legal[rng.IntN(len(legal))])
			}
		}
	}
}
