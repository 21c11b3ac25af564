// Package playground writes the playground of a preset: one self-contained HTML
// page (no network, no external file) that runs the rule engine itself, compiled
// to WebAssembly and embedded in the page, so that an author can click a piece to
// see its legal moves (each special move in its colour), play both sides, undo,
// turn the board, read the FEN and the result, copy the game as Game Courier text
// or PGN, and load a FEN or a log. A panel lists each piece type with its Betza
// and a small diagram of its moves. The page's JavaScript API (docs/playground.md):
// courier.legal(), courier.play(move), courier.fen(), courier.perft(depth), and a
// few more.
//
// Engine is the game the page plays, in Go: the WebAssembly program
// (internal/wasm) is a thin bridge from JavaScript to it, and the tests drive it
// natively too. Wasm returns the WebAssembly program (embedded when `go generate
// ./pkg/playground` was run before the build, else built on demand with the Go
// toolchain).
package playground

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/replay"
	"github.com/gamecourier/courier/pkg/rules"
)

// Engine is one game of a variant: a start position and the plies played from it.
type Engine struct {
	v     *rules.Variant
	r     *position.Rules
	start string // the FEN of the start position
	p     *position.Position
	g     *position.Game
	plies []Move // the plies played, as they were listed when played
}

// New compiles v and starts a game at its start position. Errors: v does not
// compile (position.Compile's error).
func New(v *rules.Variant) (*Engine, error) {
	r, err := position.Compile(v)
	if err != nil {
		return nil, err
	}
	e := &Engine{v: v, r: r}
	e.reset(r.Start())
	return e, nil
}

// NewFromJSON is New with the variant as JSON (VariantJSON's output: what the page
// embeds). Errors: the JSON does not decode, or the variant does not compile.
func NewFromJSON(data []byte) (*Engine, error) {
	var v rules.Variant
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, fmt.Errorf("the variant's JSON: %v", err)
	}
	return New(&v)
}

// VariantJSON is v as JSON, the form the page carries its variant in.
func VariantJSON(v *rules.Variant) ([]byte, error) { return json.Marshal(v) }

func (e *Engine) reset(p *position.Position) {
	e.start = p.FEN()
	e.p = p
	e.g = position.NewGame(p)
	e.plies = nil
}

// Rules returns the compiled rules of the game.
func (e *Engine) Rules() *position.Rules { return e.r }

// Variant returns the variant of the game.
func (e *Engine) Variant() *rules.Variant { return e.v }

// FEN returns the FEN of the current position.
func (e *Engine) FEN() string { return e.p.FEN() }

// StartFEN returns the FEN the game started from (the variant's start, or the
// FEN given to SetFEN).
func (e *Engine) StartFEN() string { return e.start }

// Plies returns the plies played, in order.
func (e *Engine) Plies() []Move { return append([]Move{}, e.plies...) }

// Legal lists the legal moves of the side to move (none once the game is over:
// checkmate, an automatic draw or a variant's end), in the engine's order.
func (e *Engine) Legal() []Move {
	if e.g.Status().Over() {
		return []Move{}
	}
	ms := e.p.LegalMoves(nil)
	out := make([]Move, 0, len(ms))
	for _, m := range ms {
		out = append(out, describe(e.p, m))
	}
	return out
}

// Play plays the legal move that text names: its coordinates (Move.Coord:
// "e2e4", "e7e8q", "N@f3"), its SAN with or without the check mark, or its Game
// Courier text (Move.GC), compared as written. Errors: no legal move is written
// so, or the game is over.
func (e *Engine) Play(text string) (Move, error) {
	text = strings.TrimSpace(text)
	if e.g.Status().Over() {
		return Move{}, fmt.Errorf("the game is over (%s)", e.g.Status().Result)
	}
	for _, m := range e.p.LegalMoves(nil) {
		d := describe(e.p, m)
		if text == d.Coord || text == d.SAN || text == strings.TrimRight(d.SAN, "+#") || text == d.GC {
			d.Number = moveNumber(e.p)
			e.g.Play(m)
			e.plies = append(e.plies, d)
			return d, nil
		}
	}
	return Move{}, fmt.Errorf("%q is no legal move here (coordinates like e2e4, SAN, or Game Courier text)", text)
}

// Undo takes back the last ply (the game is replayed from its start without it);
// false when no ply was played.
func (e *Engine) Undo() bool {
	if len(e.plies) == 0 {
		return false
	}
	keep := e.plies[:len(e.plies)-1]
	p, err := e.r.ParseFEN(e.start)
	if err != nil {
		return false
	}
	e.reset(p)
	for _, m := range keep {
		if _, err := e.Play(m.Coord); err != nil {
			break
		}
	}
	return true
}

// Restart goes back to the start of the variant.
func (e *Engine) Restart() { e.reset(e.r.Start()) }

// SetFEN starts a game at fen. Errors: the FEN does not parse for this variant
// (the position package's message).
func (e *Engine) SetFEN(fen string) error {
	p, err := e.r.ParseFEN(strings.TrimSpace(fen))
	if err != nil {
		return err
	}
	e.reset(p)
	return nil
}

// Perft counts the leaf nodes of the legal move tree of the current position to
// depth plies (position.Perft).
func (e *Engine) Perft(depth int) uint64 { return e.p.Perft(depth) }

// MaxPerftDepth is the deepest perft the page accepts, in plies (as courier perft).
const MaxPerftDepth = 20

// PerftDepth reads the page's perft argument, a JavaScript Number (NaN when the
// page gave something else): a whole number of plies 0..MaxPerftDepth. Errors say
// what a depth is.
func PerftDepth(x float64) (int, error) {
	if x != math.Trunc(x) || x < 0 || x > MaxPerftDepth {
		return 0, fmt.Errorf("perft: the depth must be a whole number of plies, 0..%d, not %v", MaxPerftDepth, x)
	}
	return int(x), nil
}

// Status is the state of the game: Over with Result ("1-0", "0-1", "1/2-1/2")
// and Termination (checkmate, stalemate, ...), else Result "*"; Check when the
// side to move is in check (Checked: its royal piece's square).
type Status struct {
	Over        bool   `json:"over"`
	Result      string `json:"result"`
	Termination string `json:"termination"`
	Side        string `json:"side"` // "white" or "black": to move
	Check       bool   `json:"check"`
	Checked     string `json:"checked"`
	Plies       int    `json:"plies"`
}

// Status returns the state of the game.
func (e *Engine) Status() Status {
	st := e.g.Status()
	s := Status{Over: st.Over(), Result: st.Result, Termination: st.Termination.String(), Side: e.p.Side().String(), Plies: len(e.plies)}
	if k := e.p.King(e.p.Side()); e.r.G.Contains(k) && e.p.InCheck() {
		s.Check, s.Checked = true, e.r.G.Name(k)
	}
	return s
}

// GCLog writes the game as a Game Courier log: a Variant tag (the preset's id),
// a FEN tag when it did not start at the variant's start, then "1. P e2-e4 1...
// p e7-e5" with the plies' Game Courier text.
func (e *Engine) GCLog() string {
	var b strings.Builder
	e.tags(&b)
	for i, m := range e.plies {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(m.Number + " " + m.GC)
	}
	b.WriteString("\n")
	return b.String()
}

// PGN writes the game as PGN: the Variant tag (and SetUp and FEN tags when it did
// not start at the variant's start), then the SAN movetext and the result.
func (e *Engine) PGN() string {
	var b strings.Builder
	e.tags(&b)
	for i, m := range e.plies {
		num := m.Number
		if i > 0 && strings.HasSuffix(num, "...") {
			num = "" // "1. e4 e5", not "1. e4 1... e5"
		}
		if num != "" {
			b.WriteString(num + " ")
		}
		b.WriteString(m.SAN + " ")
	}
	b.WriteString(e.g.Status().Result + "\n")
	return b.String()
}

func (e *Engine) tags(b *strings.Builder) {
	fmt.Fprintf(b, "[Variant %q]\n", e.v.ID)
	if e.start != e.r.Start().FEN() {
		fmt.Fprintf(b, "[SetUp \"1\"]\n[FEN %q]\n", e.start)
	}
	fmt.Fprintf(b, "[Result %q]\n\n", e.g.Status().Result)
}

// LoadLog replays the first game of a log (Game Courier or PGN, with or without
// tags; a Variant tag is ignored: the game is this variant's) and makes it the
// game, up to its last legal ply. Errors: the log holds no game, or its start
// position cannot be read; an illegal move ends the game there with the
// replay's message as the error (the plies before it are kept).
func (e *Engine) LoadLog(text string) error {
	gr := gamefile.NewReader(strings.NewReader(text), "log")
	raw, err := gr.Next()
	if err == io.EOF {
		return fmt.Errorf("the log holds no game")
	}
	if err != nil {
		return err
	}
	eng := replay.New(replay.Options{Preset: "playground", KeepMoves: true,
		LoadRules: func(string) (*rules.Variant, *position.Rules, diag.List) { return e.v, e.r, nil }})
	res := eng.Replay("log", raw)
	if res.StartFEN == "" {
		return fmt.Errorf("the game cannot be replayed: %s", res.Status)
	}
	p, err := e.r.ParseFEN(res.StartFEN)
	if err != nil {
		return err
	}
	e.reset(p)
	for i := 0; i < res.Plies && i < len(res.Moves); i++ {
		m, ok := match.FindSAN(e.p, res.Moves[i].SAN)
		if !ok {
			return fmt.Errorf("ply %d (%s) is not found again", i+1, res.Moves[i].SAN)
		}
		d := describe(e.p, m)
		d.Number = moveNumber(e.p)
		e.g.Play(m)
		e.plies = append(e.plies, d)
	}
	if res.Error != nil {
		return fmt.Errorf("line %d: ply %d %s: %s (%s)", res.Error.Line, res.Error.Ply, res.Error.Text, res.Error.Message, res.Error.Code)
	}
	return nil
}

// moveNumber numbers the move of the side to move: "10." for White, "10..." for Black.
func moveNumber(p *position.Position) string {
	if p.Side() == rules.White {
		return fmt.Sprintf("%d.", p.FullmoveNumber())
	}
	return fmt.Sprintf("%d...", p.FullmoveNumber())
}
