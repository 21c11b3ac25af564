package check

import (
	"errors"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
)

// No preset is known to break the smoke tests (FuzzSetup and FuzzCheck look for
// one), so these tests hand them positions that misbehave on purpose.

// fake wraps a real position and breaks one thing.
type fake struct {
	*position.Position
	fen       string // FEN() returns this when not empty
	key       uint64 // RepetitionKey() adds this
	panics    bool   // LegalMoves panics
	noUnmake  bool   // Unmake does nothing
	perftDiff uint64 // Perft adds this
}

func (f *fake) FEN() string {
	if f.fen != "" {
		return f.fen
	}
	return f.Position.FEN()
}
func (f *fake) RepetitionKey() uint64 { return f.Position.RepetitionKey() + f.key }
func (f *fake) LegalMoves(buf []position.Move) []position.Move {
	if f.panics {
		panic("index out of range [99]")
	}
	return f.Position.LegalMoves(buf)
}
func (f *fake) Unmake() {
	if !f.noUnmake {
		f.Position.Unmake()
	}
}
func (f *fake) Perft(d int) uint64 { return f.Position.Perft(d) + f.perftDiff }

func chessStart(t *testing.T) *position.Position {
	v, d := preset.Load("chess", preset.Options{})
	if v == nil {
		t.Fatal(d)
	}
	rs, err := position.Compile(v)
	if err != nil {
		t.Fatal(err)
	}
	return rs.Start()
}

var at = diag.Pos{File: "p.yaml", Line: 7, Col: 10}

func expect(t *testing.T, what string, got diag.List, code, sub string) {
	t.Helper()
	if len(got) != 1 || got[0].Code != code || got[0].Pos != at || !strings.Contains(got[0].Message, sub) {
		t.Errorf("%s: got %v, want one %s at %s containing %q", what, got, code, at, sub)
	}
}

func TestSmokeFEN(t *testing.T) {
	start := chessStart(t)
	parse := func(s string) (*fake, error) {
		p, err := start.R.ParseFEN(s)
		if err != nil {
			return nil, err
		}
		return &fake{Position: p}, nil
	}
	if d := smokeFEN(parse, &fake{Position: start}, at); d != nil {
		t.Errorf("a sound position: %v", d)
	}
	expect(t, "unreadable FEN", smokeFEN(parse, &fake{Position: start, fen: "rnbqkbnr w"}, at), CodeSmokeFEN, "does not read back")
	reads := func(s string) (*fake, error) { return &fake{Position: start, fen: s + " "}, nil }
	expect(t, "different FEN", smokeFEN(reads, &fake{Position: start}, at), CodeSmokeFEN, "reads back as")
	keyed := func(s string) (*fake, error) { return &fake{Position: start, key: 1}, nil }
	expect(t, "different key", smokeFEN(keyed, &fake{Position: start}, at), CodeSmokeFEN, "repetition key differs")
	failing := func(s string) (*fake, error) { return nil, errors.New("no") }
	expect(t, "parse error", smokeFEN(failing, &fake{Position: start}, at), CodeSmokeFEN, ": no")
}

func TestSmokePerft(t *testing.T) {
	start := chessStart(t)
	if d := smokePerft(&fake{Position: start}, 20, at); d != nil {
		t.Errorf("a sound position: %v", d)
	}
	expect(t, "panic", smokePerft(&fake{Position: start, panics: true}, 20, at), CodeSmokePerft, "panicked: index out of range [99]")
	expect(t, "no unmake", smokePerft(&fake{Position: chessStart(t), noUnmake: true}, 20, at), CodeSmokePerft, "changed the start position")
	expect(t, "perft disagrees", smokePerft(&fake{Position: start, perftDiff: 1}, 20, at), CodeSmokePerft, "perft(2) from the start position is 401, but the moves one by one give 400")
	expect(t, "move count", smokePerft(&fake{Position: start}, 19, at), CodeSmokePerft, "has 19 legal moves, then 20")
	old := PerftTimeout
	// a zero budget is spent before the first root move on any clock (no timing:
	// the check is "now is not before the deadline", true at once)
	PerftTimeout = 0
	defer func() { PerftTimeout = old }()
	expect(t, "timeout", smokePerft(&fake{Position: start}, 20, at), CodeSmokePerft, "did not finish in 0s (0 of 20 root moves done)")
}
