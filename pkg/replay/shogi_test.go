package replay_test

import (
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// One Minishogi game (start rbsgk/4p/5/P4/KGSBR) in the three notations: the
// white pawn a2 walks up and takes the black rook a5, promoting on the last rank
// (mandatory there); the black pawn e4 walks down and takes the white rook e1,
// promoting too. Final position worked out by hand: +P on a5, +p on e1, each side
// a rook in hand.
func TestShogiNotations(t *testing.T) {
	const final = "+Pbsgk/5/5/5/KGSB+p[Rr] w - - 0 4"
	e := replay.New(replay.Options{FinalFEN: true})
	for _, tc := range []struct {
		name, variant, moves, notation string
	}{
		{"coordinates", "minishogi", "a2a3 e4e3 a3a4 e3e2 a4a5+ e2e1+", "coord"},
		{"Game Courier", "Minishogi", "1. P a2-a3 p e4-e3 2. P a3-a4 p e3-e2 3. P a4-a5; +P-a5 p e2-e1; +p-e1", "gc"},
		{"SAN", "mini-shogi", "1. Pa3 Pe3 2. Pa4 Pe2 3. Pxa5=+P Pxe1=+P", "san"},
	} {
		res := replayText(t, e, tc.name, "[Variant \""+tc.variant+"\"]\n\n"+tc.moves+"\n\n")
		if len(res) != 1 {
			t.Fatalf("%s: %d games", tc.name, len(res))
		}
		r := res[0]
		if r.Status != replay.StatusOK || r.Plies != 6 || r.Notation != tc.notation {
			t.Errorf("%s: status %s, %d plies, notation %s; want ok, 6, %s: %+v", tc.name, r.Status, r.Plies, r.Notation, tc.notation, r.Error)
			continue
		}
		if r.FinalFEN != final {
			t.Errorf("%s: final FEN %q, want %q", tc.name, r.FinalFEN, final)
		}
	}
	// the pawn reaching a5 without promoting: illegal at ply 5, in each notation
	for _, moves := range []string{"a2a3 e4e3 a3a4 e3e2 a4a5", "1. P a2-a3 p e4-e3 2. P a3-a4 p e3-e2 3. P a4-a5"} {
		r := replayText(t, e, "no promotion", "[Variant \"minishogi\"]\n\n"+moves+"\n\n")[0]
		if r.Status != replay.StatusIllegal || r.Error == nil || r.Error.Ply != 5 || r.Error.Code != "promotion-missing" {
			t.Errorf("%q: status %s, error %+v; want illegal at ply 5, promotion-missing", moves, r.Status, r.Error)
		}
	}
	// '+' on a move that cannot promote (the king's)
	r := replayText(t, e, "bad +", "[Variant \"minishogi\"]\n\na1b2+\n\n")[0]
	if r.Status != replay.StatusIllegal || r.Error == nil || r.Error.Ply != 1 {
		t.Errorf("a1b2+: status %s, error %+v; want illegal at ply 1", r.Status, r.Error)
	}
}

// Piece labels longer than one letter (GAME-COURIER.md: "Labels may be longer than
// one letter (CH)"): a preset whose chancellor is CH, written {CH} in FEN. The
// same four plies in Game Courier text, SAN and coordinates; the final position
// worked out by hand.
func TestLongLabels(t *testing.T) {
	e := replay.New(replay.Options{FinalFEN: true})
	for _, tc := range []struct{ name, moves, notation string }{
		{"Game Courier", "1. P d2-d4 p e7-e5 2. CH d1-d3 ch d8-e6 3. N b1-c3 n b8-c6 4. N c3-b1 n c6-b8 5. N b1-c3 n b8-c6", "gc"},
		{"SAN", "1. d4 e5 2. CHd3 CHe6 3. Nc3 Nc6 4. Nb1 Nb8 5. Nc3 Nc6", "san"},
		{"coordinates", "d2d4 e7e5 d1d3 d8e6 b1c3 b8c6 c3b1 c6b8 b1c3 b8c6", "coord"},
	} {
		text := "[Variant \"testdata/labels/chancellor-queen.yaml\"]\n\n" + tc.moves + "\n\n"
		r := replayText(t, e, tc.name, text)[0]
		if r.Status != replay.StatusOK || r.Plies != 10 || r.Notation != tc.notation {
			t.Errorf("%s: status %s, %d plies, notation %s; want ok, 10, %s: %+v %v", tc.name, r.Status, r.Plies, r.Notation, tc.notation, r.Error, r.Diags)
			continue
		}
		if r.FinalFEN != "r1b1kbnr/pppp1ppp/2n1{ch}3/4p3/3P4/2N{CH}4/PPP1PPPP/R1B1KBNR w KQkq - 8 6" {
			t.Errorf("%s: final FEN %q", tc.name, r.FinalFEN)
		}
	}
	// a label that names no piece of the variant, and the wrong piece's label
	for _, moves := range []string{"1. P d2-d4 p e7-e5 2. CX d1-d3", "1. P d2-d4 p e7-e5 2. N d1-d3"} {
		r := replayText(t, e, "bad label", "[Variant \"testdata/labels/chancellor-queen.yaml\"]\n\n"+moves+"\n\n")[0]
		if r.Status == replay.StatusOK || r.Error == nil || r.Error.Ply != 3 {
			t.Errorf("%q: status %s, error %+v; want a finding at ply 3", moves, r.Status, r.Error)
		}
	}
}

// A drop is no promotion: the events of a crazyhouse game with a drop (P@b4) and of
// a minishogi game whose pawns promote (a4a5+, e2e1+) and a rook is dropped (R@b3)
// list only the promotions.
func TestDropIsNoPromotionEvent(t *testing.T) {
	e := replay.New(replay.Options{FinalFEN: true})
	for _, tc := range []struct {
		text  string
		promo []string // the promotion events' pieces
	}{
		{"[Variant \"crazyhouse\"]\n\ne4 d5 exd5 Qxd5 Nc3 Qa5 P@b4\n\n", nil},
		{"[Variant \"minishogi\"]\n\na2a3 e4e3 a3a4 e3e2 a4a5+ e2e1+ R@b3\n\n", []string{"+P", "+P"}},
	} {
		r := replayText(t, e, "events", tc.text)[0]
		var got []string
		for _, ev := range r.Events {
			if ev.Kind == "promotion" {
				got = append(got, ev.Piece)
			}
		}
		if r.Status != replay.StatusOK || strings.Join(got, " ") != strings.Join(tc.promo, " ") {
			t.Errorf("%q: status %s, promotion events %v, want %v", tc.text, r.Status, got, tc.promo)
		}
	}
}
