package match

import (
	"testing"

	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/pkg/rules"
)

// These tests swap spellings in and out of the registry, so none runs in
// parallel: each restores what it changed before it returns.

// unregister removes a module's spelling (tests register fakes).
func unregister(module string) {
	sp := byModule[module]
	if sp == nil {
		return
	}
	delete(byModule, module)
	for i, s := range spellings {
		if s == sp {
			spellings = append(spellings[:i:i], spellings[i+1:]...)
			break
		}
	}
	for k := range byMark {
		if byMark[k] == sp {
			byMark[k] = nil
		}
	}
	reindex()
}

func internalPos(t *testing.T, name, fen string) *position.Position {
	t.Helper()
	v, ds := preset.Load(name, preset.Options{})
	if ds.HasErrors() || v == nil {
		t.Fatalf("preset %s: %v", name, ds)
	}
	r, err := position.Compile(v)
	if err != nil {
		t.Fatal(err)
	}
	if fen == "" {
		return r.Start()
	}
	p, err := r.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// moveOf finds the legal move from -> to (square names), failing the test when
// there is none.
func moveOf(t *testing.T, p *position.Position, from, to string) position.Move {
	t.Helper()
	for _, m := range p.LegalMoves(nil) {
		if p.R.G.Name(m.From) == from && p.R.G.Name(m.To) == to {
			return m
		}
	}
	t.Fatalf("no legal move %s-%s", from, to)
	return position.NoMove
}

// The modules with notation or refusals of their own each register their
// spelling from their own file,
// and the mark shapes go to the module that reads them.
func TestSpellingsRegistered(t *testing.T) {
	want := []string{rules.ModCastling, rules.ModEnPassant, rules.ModBishopConversion, rules.ModBishopSwap, rules.ModCaptureConversion, rules.ModDrops,
		rules.ModExplosions, rules.ModForcedCapture, rules.ModForbidCheck, rules.ModGating, rules.ModInPlacePromotion, rules.ModWalls, rules.ModPass}
	if len(spellings) != len(want) {
		t.Fatalf("%d spellings registered, want %d (%v)", len(spellings), len(want), want)
	}
	for i, sp := range spellings {
		if sp.module != want[i] {
			t.Errorf("spelling %d is %s, want %s (rules.ModuleNames order)", i, sp.module, want[i])
		}
	}
	marks := map[pgn.MarkKind]string{pgn.MarkToken: rules.ModCastling, pgn.MarkAt: rules.ModDrops,
		pgn.MarkPartner: rules.ModBishopSwap, pgn.MarkAmp: rules.ModCaptureConversion, pgn.MarkSlash: rules.ModGating,
		pgn.MarkComma: rules.ModWalls}
	for k, mod := range marks {
		if sp := byMark[k]; sp == nil || sp.module != mod {
			t.Errorf("mark shape %d: read by %v, want %s", k, sp, mod)
		}
	}
}

// A castling move is written and read by whatever spelling castling has: the
// writer and the resolver hold no castling of their own.
func TestSpellingWritesAndReadsCastling(t *testing.T) {
	p := internalPos(t, "chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	m := moveOf(t, p, "e1", "g1")
	if got := SAN(p, m, false); got != "O-O" {
		t.Fatalf("SAN with the castling spelling = %q, want O-O", got)
	}
	real := byModule[rules.ModCastling]
	unregister(rules.ModCastling)
	defer func() {
		unregister(rules.ModCastling)
		register(real)
	}()
	fakeFail := &Failure{Code: "fake", Message: "read by the fake spelling"}
	register(&spelling{
		module: rules.ModCastling,
		own:    true,
		san:    func(*position.Position, position.Move) string { return "CASTLE" },
		reads:  pgn.MarkToken,
		resolveSAN: func(*position.Position, pgn.SAN) (position.Move, []string, *Failure) {
			return position.NoMove, nil, fakeFail
		},
	})
	if got := SAN(p, m, false); got != "CASTLE" {
		t.Errorf("SAN with a fake castling spelling = %q, want CASTLE", got)
	}
	if got := SAN(p, m, true); got != "CASTLE" {
		t.Errorf("SAN with check marks and a fake castling spelling = %q, want CASTLE", got)
	}
	s, err := pgn.ParseSAN("O-O")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, f := ResolveSAN(p, &s); f != fakeFail {
		t.Errorf("ResolveSAN(O-O) = %v, want the fake spelling's failure", f)
	}
	// the fake has no Game Courier writer: the king's move, as any piece's
	if got := GC(p, m); got != "K e1-g1" {
		t.Errorf("GC = %q, want K e1-g1", got)
	}
}

// A mark no spelling reads is refused by name; once a (test) module registers a
// reading of it, the generic resolver hands it the candidates. The gating
// spelling, which reads "/H", is taken out for the test.
func TestSpellingOfANewMark(t *testing.T) {
	real := byModule[rules.ModGating]
	unregister(rules.ModGating)
	defer register(real)
	p := internalPos(t, "chess", "")
	s, err := pgn.ParseSAN("Nf3/H")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, f := ResolveSAN(p, &s); f == nil || f.Code != CodeUnsupported {
		t.Fatalf("Nf3/H without a gating spelling: %v, want %s", f, CodeUnsupported)
	}
	const fake = "test_gating"
	var asked []string
	register(&spelling{
		module:  fake,
		refines: pgn.MarkSlash,
		fits: func(p *position.Position, m position.Move, marks []pgn.Mark) bool {
			asked = append(asked, p.R.G.Name(m.From)+p.R.G.Name(m.To))
			for _, mk := range marks {
				if mk.Kind == pgn.MarkSlash && mk.Text != "H" {
					return false
				}
			}
			return true
		},
		misfit: func(*position.Position, []pgn.Mark) *Failure { return fail("fake-misfit", "no such gating") },
	})
	defer unregister(fake)
	m, _, f := ResolveSAN(p, &s)
	if f != nil || p.R.G.Name(m.From) != "g1" || p.R.G.Name(m.To) != "f3" {
		t.Errorf("Nf3/H with the test spelling = %v %v, want g1-f3", m, f)
	}
	if len(asked) == 0 || asked[0] != "g1f3" {
		t.Errorf("the test spelling was asked about %v, want g1f3", asked)
	}
	s, _ = pgn.ParseSAN("Nf3/E")
	if _, _, f := ResolveSAN(p, &s); f == nil || f.Code != "fake-misfit" {
		t.Errorf("Nf3/E with the test spelling = %v, want its misfit", f)
	}
	if _, _, f := ResolveSAN(p, &pgn.SAN{Piece: 'N', FromFile: -1, FromRank: -1, To: s.To, LongFrom: s.LongFrom}); f != nil {
		t.Errorf("Nf3 with the test spelling: %v", f)
	}
}
