package match_test

// Helpers shared by this package's tests. Every position is built from a
// shipped preset (preset.Load, position.Compile) and a FEN written by hand;
// every expected text in the tests is worked out by hand from that FEN, never
// computed by the code under test.

import (
	"strings"
	"sync"
	"testing"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/coord"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/gc"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
)

var (
	rulesMu    sync.Mutex
	rulesCache = map[string]*position.Rules{}
)

// rulesOf compiles the shipped preset name, with the rule modules in without
// switched off.
func rulesOf(t testing.TB, name string, without ...string) *position.Rules {
	t.Helper()
	key := name + "/" + strings.Join(without, ",")
	rulesMu.Lock()
	defer rulesMu.Unlock()
	if r, ok := rulesCache[key]; ok {
		return r
	}
	v, ds := preset.Load(name, preset.Options{})
	if ds.HasErrors() || v == nil {
		t.Fatalf("preset %s: %v", name, ds)
	}
	if len(without) > 0 {
		var err error
		if v, err = v.Without(without...); err != nil {
			t.Fatalf("preset %s without %v: %v", name, without, err)
		}
	}
	r, err := position.Compile(v)
	if err != nil {
		t.Fatalf("compile %s: %v", name, err)
	}
	rulesCache[key] = r
	return r
}

// posOf returns the position fen of preset name ("" for the start position).
func posOf(t testing.TB, name, fen string, without ...string) *position.Position {
	t.Helper()
	r := rulesOf(t, name, without...)
	if fen == "" {
		return r.Start()
	}
	p, err := r.ParseFEN(fen)
	if err != nil {
		t.Fatalf("%s: FEN %q: %v", name, fen, err)
	}
	return p
}

// labels are the default square labels of p's board.
func labels(p *position.Position) sq.Labels {
	return sq.DefaultLabels(p.R.G.Files, p.R.G.Ranks)
}

// legal returns the legal move of p whose coordinate text is c (the position
// package's own writer, tested there), failing the test when there is none.
func legal(t testing.TB, p *position.Position, c string) position.Move {
	t.Helper()
	for _, m := range p.LegalMoves(nil) {
		if p.Coord(m) == c {
			return m
		}
	}
	t.Fatalf("no legal move %s in %s", c, p.FEN())
	return position.NoMove
}

// resolveSAN parses text as SAN and resolves it in p.
func resolveSAN(t testing.TB, p *position.Position, text string) (position.Move, []string, *match.Failure) {
	t.Helper()
	s, err := pgn.ParseSAN(text)
	if err != nil {
		t.Fatalf("ParseSAN(%q): %v", text, err)
	}
	return match.ResolveSAN(p, &s)
}

// resolveCoord parses text as a coordinate move and resolves it in p.
func resolveCoord(t testing.TB, p *position.Position, text string) (position.Move, *match.Failure) {
	t.Helper()
	c, err := coord.Parse(text, labels(p))
	if err != nil {
		t.Fatalf("coord.Parse(%q): %v", text, err)
	}
	if c.AtPiece != 0 {
		return match.ResolveDrop(p, c.AtPiece, c.To)
	}
	return match.ResolveCoord(p, c.From, c.To, c.Promo, c.Amp)
}

// gcEdits reads text (one Game Courier move) with the gc reader and turns its
// commands into edits, as the replay does.
func gcEdits(t testing.TB, p *position.Position, text string) []match.GCEdit {
	t.Helper()
	l := gc.Labels{Labels: labels(p)}
	for k := 1; k <= p.R.Kinds(); k++ {
		l.Pieces = append(l.Pieces, string(p.R.KindLetter(k)))
	}
	moves, ds := gc.Tokenize([]gamefile.Line{{Text: text, Pos: diag.Pos{Line: 1, Col: 1}}}, l)
	if ds.HasErrors() || len(moves) != 1 {
		t.Fatalf("gc.Tokenize(%q): %d moves, %v", text, len(moves), ds)
	}
	var out []match.GCEdit
	for _, c := range moves[0].Commands {
		switch c.Kind {
		case gc.KindMove:
			out = append(out, match.GCEdit{Kind: match.EditMove, Label: c.Label, From: c.From, To: c.To, Text: c.Text})
		case gc.KindPut:
			out = append(out, match.GCEdit{Kind: match.EditPut, Label: c.Label, To: c.To, Text: c.Text})
		case gc.KindRemove:
			out = append(out, match.GCEdit{Kind: match.EditRemove, To: c.To, Text: c.Text})
		default:
			t.Fatalf("gc.Tokenize(%q): command %q is %v", text, c.Text, c.Kind)
		}
	}
	return out
}

// resolveGC reads text as one Game Courier move and resolves it in p.
func resolveGC(t testing.TB, p *position.Position, text string) (position.Move, []string, *match.Failure) {
	t.Helper()
	return match.ResolveGC(p, gcEdits(t, p, text))
}

// wantFailure checks a failure's code and that its message holds each of parts.
func wantFailure(t testing.TB, what string, f *match.Failure, code string, parts ...string) {
	t.Helper()
	if f == nil {
		t.Errorf("%s: no failure, want %s", what, code)
		return
	}
	if f.Code != code {
		t.Errorf("%s: code %s (%q), want %s", what, f.Code, f.Message, code)
		return
	}
	for _, s := range parts {
		if !strings.Contains(f.Message, s) {
			t.Errorf("%s: message %q lacks %q", what, f.Message, s)
		}
	}
}
