package match_test

import (
	"slices"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

func TestResolveCoord(t *testing.T) {
	cases := []struct {
		preset, fen, text string
		flags             uint16 // flags the move must carry (modFlags above 0xff: the module whose move it is)
		promo             byte   // promotion letter (upper case), 0 none
		conv              []string
	}{
		{"chess", "", "e2e4", uint16(position.FlagDouble), 0, nil},
		{"chess", "", "g1f3", 0, 0, nil},
		// castling is the king's move
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", modCastle, 0, nil},
		{"chess", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8", modCastle, 0, nil},
		{"symmetric", "r3k3r/9/9/9/9/9/9/R3K3R w KQkq - - 0 1", "e1h1", modCastle, 0, nil},
		{"symmetric", "r3k3r/9/9/9/9/9/9/R3K3R w KQkq - - 0 1", "e1b1", modCastle, 0, nil},
		// promotion letter in either case
		{"chess", "3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8q", 0, 'Q', nil},
		{"chess", "3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8N", 0, 'N', nil},
		{"chess", "3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7d8r", uint16(position.FlagCapture), 'R', nil},
		// the swap: the bishop's square, then the partner's (pmc2: the queen on d1)
		{"pmc2", "", "c1d1", modSwap, 0, nil},
		{"pmc2", "", "g1f1", modSwap, 0, nil},
		// the bishop conversion: the bishop's step
		{"symmetric", "rnbqkqbnr/1pppppppp/p8/9/9/2P6/PP1PPPPPP/RNBQKQBNR w KQkq CGcg - 0 2", "c1c2", modConvert, 0, nil},
		// en passant
		{"chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", uint16(position.FlagEnPassant | position.FlagCapture), 0, nil},
		// Cowardly Crew conversions, in any order
		{"cowardly-crew", crewFEN, "f3e5", uint16(position.FlagCapture), 0, nil},
		{"cowardly-crew", crewFEN, "f3e5&d6", uint16(position.FlagCapture), 0, []string{"d6"}},
		{"cowardly-crew", crewFEN, "f3e5&f6&d6", uint16(position.FlagCapture), 0, []string{"d6", "f6"}},
	}
	for _, c := range cases {
		p := posOf(t, c.preset, c.fen)
		m, f := resolveCoord(t, p, c.text)
		what := c.preset + " " + c.text
		if f != nil {
			t.Errorf("%s: failure %s: %s", what, f.Code, f.Message)
			continue
		}
		if !p.IsLegal(m) {
			t.Errorf("%s: resolved to an illegal move %v", what, m)
		}
		if uint16(m.Flags)&c.flags&0xff != c.flags&0xff || c.flags>>8 != 0 && p.MoveModule(m) != modFlags[c.flags&^0xff] {
			t.Errorf("%s: flags %06b, want %06b set", what, m.Flags, c.flags)
		}
		if p.MoveModule(m) != rules.ModCastling && (p.R.G.Name(m.From) != c.text[:2] || p.R.G.Name(m.To) != c.text[2:4]) {
			t.Errorf("%s: move %s-%s", what, p.R.G.Name(m.From), p.R.G.Name(m.To))
		}
		var promo byte
		if m.Promo != 0 {
			promo = p.R.KindLetter(int(m.Promo))
		}
		if promo != c.promo {
			t.Errorf("%s: promotion %q, want %q", what, promo, c.promo)
		}
		var conv []string
		for _, s := range match.ConvertedSquares(p, m) {
			conv = append(conv, p.R.G.Name(s))
		}
		if !slices.Equal(conv, c.conv) {
			t.Errorf("%s: converts %v, want %v", what, conv, c.conv)
		}
	}
}

func TestResolveCoordFailures(t *testing.T) {
	const (
		pinned    = "4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1"
		f1Watched = "5rk1/8/8/8/8/8/8/4K2R w K - 0 1"
		promo     = "7k/P7/8/8/8/8/8/K7 w - - 0 1"
		mustConv  = "rnbqkqbnr/1pppppppp/9/9/p8/3PB2P1/PPP1PPP1P/RN1QKQBNR w KQkq G+cg - 0 4"
	)
	cases := []struct {
		preset, fen, text, code string
		parts                   []string
		module                  string
	}{
		{"chess", "", "e3e4", match.CodeNoPiece, []string{"there is no piece on e3"}, ""},
		{"chess", "", "e7e5", match.CodeWrongSide, []string{"the pawn on e7 is Black's; White is to move"}, ""},
		{"chess", "", "g1g3", match.CodeNoPath, []string{"no legal move of the knight on g1 reaches g3"}, ""},
		{"chess", "", "e1g1", match.CodeNoPath, []string{"no legal move of the king on e1 reaches g1"}, ""},
		// a swap written from the partner's side is no coordinate move: the queen on
		// d1 (pmc2) cannot go to c1
		{"pmc2", "", "d1c1", match.CodeNoPath, []string{"no legal move of the queen on d1 reaches c1"}, ""},
		{"chess", pinned, "e2d3", match.CodeKingInCheck, []string{"bishop e2-d3 would leave the king in check"}, ""},
		{"chess", f1Watched, "e1f2", match.CodeKingInCheck, []string{"may not move to the attacked square f2"}, ""},
		{"chess", f1Watched, "e1g1", match.CodeCastleCheck, []string{"through or into an attacked square"}, ""},
		{"symmetric", mustConv, "g1h2", match.CodeRuleModule, []string{"must make its first move as a conversion"}, rules.ModBishopConversion},
		{"chess", promo, "a7a8", match.CodePromoMissing, []string{"the pawn reaching a8 must promote (choices Q, R, B, N)"}, ""},
		{"chess", promo, "a7a8k", match.CodeBadPromotion, []string{`"K" is not a promotion choice`}, ""},
		{"chess", promo, "a7a8m", match.CodeBadPromotion, []string{`"m" is no piece of this variant`}, ""},
		{"chess", "", "e2e4q", match.CodeBadPromotion, []string{"the pawn does not promote on e4"}, ""},
		{"cowardly-crew", crewFEN, "f3e5&d7", match.CodeWrongConverted, []string{"the conversions d7 are not allowed for this capture"}, ""},
		{"cowardly-crew", crewFEN, "f3d4&e5", match.CodeWrongConverted, []string{"the conversions e5 are not allowed"}, ""},
	}
	for _, c := range cases {
		p := posOf(t, c.preset, c.fen)
		m, f := resolveCoord(t, p, c.text)
		what := c.preset + " " + c.text
		if f == nil {
			t.Errorf("%s: resolved to %s, want %s", what, p.Coord(m), c.code)
			continue
		}
		wantFailure(t, what, f, c.code, c.parts...)
		if c.module != "" && f.Module != c.module {
			t.Errorf("%s: module %q, want %q", what, f.Module, c.module)
		}
	}
}

// Squares beyond the board (the coordinate reader does not know the board
// size when it is given wider labels).
func TestResolveCoordOffBoard(t *testing.T) {
	p := posOf(t, "chess", "")
	_, f := match.ResolveCoord(p, sq.Square{File: 0, Rank: 1}, sq.Square{File: 0, Rank: 9}, 0, nil)
	wantFailure(t, "a2a10 on 8x8", f, match.CodeNoPath, "the move leaves the 8x8 board")
	_, f = match.ResolveCoord(p, sq.Square{File: 8, Rank: 1}, sq.Square{File: 8, Rank: 2}, 0, nil)
	wantFailure(t, "i2i3 on 8x8", f, match.CodeNoPath, "leaves the 8x8 board")
}

// Coords writes the position package's coordinate text, one per move.
func TestCoords(t *testing.T) {
	p := posOf(t, "cowardly-crew", crewFEN)
	ms := []position.Move{legal(t, p, "f3e5&d6&f6"), legal(t, p, "e1d2")}
	got := match.Coords(p, ms)
	if len(got) != 2 || got[0] != "f3e5&d6&f6" || got[1] != "e1d2" {
		t.Errorf("Coords = %q", got)
	}
}

// A swap in coordinate form that a rule forbids should be explained by the
// rule, as ResolveSAN ("B=Q") and ResolveGC ("B g1-f1; Q-g1") explain it.
//
// Found: explainFromTo leaves swaps out of the candidates it classifies, so
// ResolveCoord reports "no legal move of the bishop on g1 reaches f1" (no-path)
// for a swap that is refused only because the swap right is used up or the king
// is in check. Skipped until fixed (the fix belongs in match.go).
func TestResolveCoordSwapRuleModule(t *testing.T) {
	for _, c := range []struct{ fen, part string }{
		{"rnbqkmbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq s - 0 1", "White has already made its swap"},
		{"4k4/9/9/9/9/9/4r4/RNBMKQBNR w - Ss - 0 1", "no swap while in check"},
	} {
		p := posOf(t, "pmc1", c.fen)
		_, f := resolveCoord(t, p, "g1f1")
		wantFailure(t, "pmc1 g1f1", f, match.CodeRuleModule, c.part)
		if f != nil && f.Module != rules.ModBishopSwap {
			t.Errorf("module %q, want %q", f.Module, rules.ModBishopSwap)
		}
	}
}

// the module a move of coord_test's table must belong to, as a flag above the
// engine's byte of flags
const (
	modCastle uint16 = 1 << (8 + iota)
	modSwap
	modConvert
)

var modFlags = map[uint16]string{modCastle: rules.ModCastling, modSwap: rules.ModBishopSwap, modConvert: rules.ModBishopConversion}
