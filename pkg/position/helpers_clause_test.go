package position_test

// Helpers shared by the per-clause tests (*_clause_test.go). Each clause test builds
// its own position (a FEN written for that clause) and asserts facts derived by hand
// from the rule text: which moves, written as coordinate strings, are in or out of the
// legal list, and counts explained in a comment. The names carry a "cl" prefix so they
// cannot collide with other test files of package position_test.

import (
	"sort"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/pkg/rules"
)

// clVariant loads a shipped preset (a fresh *rules.Variant each call, so a test may
// change a parameter on it).
func clVariant(t *testing.T, name string) *rules.Variant {
	t.Helper()
	v, ds := preset.Load(name, preset.Options{})
	if ds.HasErrors() || v == nil {
		t.Fatalf("preset %s: %v", name, ds)
	}
	return v
}

// clCompile compiles a variant.
func clCompile(t *testing.T, v *rules.Variant) *position.Rules {
	t.Helper()
	r, err := position.Compile(v)
	if err != nil {
		t.Fatalf("compile %s: %v", v.ID, err)
	}
	return r
}

// clRules loads and compiles a shipped preset.
func clRules(t *testing.T, name string) *position.Rules {
	t.Helper()
	return clCompile(t, clVariant(t, name))
}

// clPos parses a FEN of r.
func clPos(t *testing.T, r *position.Rules, fen string) *position.Position {
	t.Helper()
	p, err := r.ParseFEN(fen)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	return p
}

// clLegal returns the legal moves of p keyed by coordinate text; a duplicate text
// (two moves written the same way) fails the test.
func clLegal(t *testing.T, p *position.Position) map[string]position.Move {
	t.Helper()
	out := map[string]position.Move{}
	for _, m := range p.LegalMoves(nil) {
		c := p.Coord(m)
		if _, dup := out[c]; dup {
			t.Errorf("%s: two legal moves written %s", p.FEN(), c)
		}
		out[c] = m
	}
	return out
}

// clSorted lists the keys of a legal-move map, sorted, for failure messages.
func clSorted(ms map[string]position.Move) string {
	var s []string
	for k := range ms {
		s = append(s, k)
	}
	sort.Strings(s)
	return strings.Join(s, " ")
}

// clHas fails unless every move is legal in p.
func clHas(t *testing.T, p *position.Position, moves ...string) {
	t.Helper()
	legal := clLegal(t, p)
	for _, m := range moves {
		if _, ok := legal[m]; !ok {
			t.Errorf("%s: %s should be legal; legal: %s", p.FEN(), m, clSorted(legal))
		}
	}
}

// clLacks fails if any move is legal in p.
func clLacks(t *testing.T, p *position.Position, moves ...string) {
	t.Helper()
	legal := clLegal(t, p)
	for _, m := range moves {
		if _, ok := legal[m]; ok {
			t.Errorf("%s: %s should not be legal", p.FEN(), m)
		}
	}
}

// clFrom returns the coordinate texts of the legal moves that start on square from
// (a two-character square name such as "g1"), sorted.
func clFrom(t *testing.T, p *position.Position, from string) []string {
	t.Helper()
	var out []string
	for c := range clLegal(t, p) {
		if strings.HasPrefix(c, from) && (len(c) == len(from) || c[len(from)] < '0' || c[len(from)] > '9') {
			out = append(out, c)
		}
	}
	sort.Strings(out)
	return out
}

// clSame fails unless got and want hold the same strings (order ignored).
func clSame(t *testing.T, what string, got, want []string) {
	t.Helper()
	g := append([]string(nil), got...)
	w := append([]string(nil), want...)
	sort.Strings(g)
	sort.Strings(w)
	if strings.Join(g, " ") != strings.Join(w, " ") {
		t.Errorf("%s: got [%s], want [%s]", what, strings.Join(g, " "), strings.Join(w, " "))
	}
}

// clMove returns the legal move written c, failing the test when there is none.
func clMove(t *testing.T, p *position.Position, c string) position.Move {
	t.Helper()
	legal := clLegal(t, p)
	m, ok := legal[c]
	if !ok {
		t.Fatalf("%s: %s is not legal; legal: %s", p.FEN(), c, clSorted(legal))
	}
	return m
}

// clPlay makes the moves, each of which must be legal when its turn comes.
func clPlay(t *testing.T, p *position.Position, moves ...string) {
	t.Helper()
	for _, c := range moves {
		p.Make(clMove(t, p, c))
	}
}

// clGamePlay plays the moves in a Game, each of which must be legal.
func clGamePlay(t *testing.T, g *position.Game, moves ...string) {
	t.Helper()
	for _, c := range moves {
		var found bool
		for _, m := range g.Legal() {
			if g.P.Coord(m) == c {
				g.Play(m)
				found = true
				break
			}
		}
		if !found {
			t.Fatalf("%s: %s is not legal", g.P.FEN(), c)
		}
	}
}

// clField returns field i (0-based) of a FEN.
func clField(fen string, i int) string {
	f := strings.Fields(fen)
	if i < len(f) {
		return f[i]
	}
	return ""
}
