package replay_test

// The metamorphic suite: a game's verdict (status, plies, final FEN, result,
// events) does not depend on how its log is written. Each game is written again
// (a) with variations inserted at random plies, (b) with comments, NAGs, glyphs
// and [%clk]/[%eval] annotations, (c) with other line breaks and move-number
// styles, (d) in another notation (coordinates, Game Courier text), and every
// rewriting must replay as the plain SAN text does. The games: at least
// metaGames random legal games (a fixed seed) of every shipped preset, and, when
// ../shared is present, Fairy-Stockfish's oracle games and real games.

import (
	"bufio"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/pkg/replay"
)

// metaGames is the number of random games per shipped preset.
const metaGames = 20

// metaGame is a game to rewrite: its preset, start FEN ("" the preset's start
// position) and legal moves.
type metaGame struct {
	name   string
	preset string
	fen    string
	moves  []position.Move
}

// metaStyle is one way to write a game.
type metaStyle struct {
	name     string
	notation string // san, coord or gc
	// numbers: "plain" (1. e4 e5), "tight" (1.e4 e5 2.Nf3 and 2...Nc6 after a
	// comment), "every" (1. e4 1... e5),
	// "none" (no numbers; SAN and coordinates only)
	numbers string
	// width: a line break once a line holds this many characters; 0 after every move
	width int
	// annotate: comments (with [%clk] and [%eval]), NAGs and glyphs; variations:
	// PGN variations at random plies, a variation inside one at times (not in
	// Game Courier text); noChecks: SAN without its check marks; crlf: lines end
	// in CR LF
	annotate, variations, noChecks, crlf bool
}

// metaStyles are the rewritings; the first is the reference every other one is
// compared with.
var metaStyles = []metaStyle{
	{name: "san", notation: "san", numbers: "plain", width: 80},
	{name: "san-tight-one-line", notation: "san", numbers: "tight", width: 1 << 20},
	{name: "san-every-ply-numbered", notation: "san", numbers: "every", width: 0},
	{name: "san-no-numbers", notation: "san", numbers: "none", width: 37},
	{name: "san-no-check-marks-crlf", notation: "san", numbers: "plain", width: 75, noChecks: true, crlf: true},
	{name: "san-annotated", notation: "san", numbers: "plain", width: 60, annotate: true},
	{name: "san-variations", notation: "san", numbers: "plain", width: 70, variations: true},
	{name: "san-variations-annotated", notation: "san", numbers: "every", width: 50, annotate: true, variations: true},
	{name: "coord", notation: "coord", numbers: "plain", width: 80},
	{name: "coord-variations-annotated", notation: "coord", numbers: "tight", width: 45, annotate: true, variations: true},
	{name: "gc", notation: "gc", numbers: "every", width: 30},
	{name: "gc-annotated-crlf", notation: "gc", numbers: "every", width: 0, annotate: true, crlf: true},
}

// metaEngine replays the rewritten games; its presets are compiled once.
var metaEngine = replay.New(replay.Options{FinalFEN: true})

func TestMetamorphicShippedPresets(t *testing.T) {
	for _, id := range preset.Names() {
		t.Run(id, func(t *testing.T) {
			r, _, err := metaEngine.Rules(id)
			if err != nil {
				t.Fatal(err)
			}
			h := fnv.New64a()
			h.Write([]byte(id))
			rng := rand.New(rand.NewPCG(26, h.Sum64()))
			for i := 0; i < metaGames; i++ {
				g := randomGame(r, rng)
				checkRewritings(t, metaGame{name: fmt.Sprintf("%s random game %d", id, i+1), preset: id, moves: g}, rng)
			}
		})
	}
}

// randomGame plays a random legal game from r's start position: 8 to 80 plies,
// fewer when the game ends; a capture or a drop is preferred one time in three,
// so hands fill and pieces explode.
func randomGame(r *position.Rules, rng *rand.Rand) []position.Move {
	p := r.Start()
	g := position.NewGame(p)
	n := 8 + rng.IntN(73)
	var moves []position.Move
	for len(moves) < n && !g.Status().Over() {
		legal := g.Legal()
		if len(legal) == 0 {
			break
		}
		m := pick(p, legal, rng)
		moves = append(moves, m)
		g.Play(m)
	}
	return moves
}

// pick returns a random move of legal (the legal moves of p), a capture or drop
// one time in three when there is one.
func pick(p *position.Position, legal []position.Move, rng *rand.Rand) position.Move {
	if rng.IntN(3) == 0 {
		var busy []position.Move
		for _, m := range legal {
			if m.Capture() || p.DropKind(m) != 0 {
				busy = append(busy, m)
			}
		}
		if len(busy) > 0 {
			return busy[rng.IntN(len(busy))]
		}
	}
	return legal[rng.IntN(len(legal))]
}

// metaVerdict is what must not change.
type metaVerdict struct {
	Status, FinalFEN                 string
	Plies                            int
	Claimed, Computed, Termination   string
	Mismatch                         bool
	Events                           []replay.Event
	ErrorCode                        string
	VariationIllegal, GameOverBefore bool
}

func verdictOf(r *replay.Result) metaVerdict {
	v := metaVerdict{Status: r.Status, FinalFEN: r.FinalFEN, Plies: r.Plies, Claimed: r.Result.Claimed,
		Computed: r.Result.Computed, Termination: r.Result.Termination, Mismatch: r.Result.Mismatch, Events: r.Events}
	if r.Error != nil {
		v.ErrorCode = r.Error.Code
	}
	for _, w := range r.Warnings {
		v.VariationIllegal = v.VariationIllegal || w.Code == replay.CodeVariationIllegal
	}
	return v
}

// checkRewritings writes g in every style and replays each text; each verdict
// must be the first style's, and that one must be ok with every ply replayed.
func checkRewritings(t *testing.T, g metaGame, rng *rand.Rand) {
	t.Helper()
	var ref metaVerdict
	var refText string
	for i, st := range metaStyles {
		text, err := writeGame(g, st, rng)
		if err != nil {
			t.Errorf("%s, %s: %v", g.name, st.name, err)
			return
		}
		res := replayOne(t, g.preset+".pgn", text)
		if res == nil {
			t.Errorf("%s, %s: no game read from\n%s", g.name, st.name, text)
			return
		}
		v := verdictOf(res)
		if i == 0 {
			if v.Status != replay.StatusOK || v.Plies != len(g.moves) || v.VariationIllegal {
				t.Errorf("%s: the reference text replays %s with %d plies of %d (%+v)\n%s", g.name, v.Status, v.Plies, len(g.moves), res.Error, text)
				return
			}
			ref, refText = v, text
			continue
		}
		if !reflect.DeepEqual(v, ref) {
			t.Errorf("%s: written as %s it replays as\n\t%+v (error %+v)\nnot as written plainly\n\t%+v\ntext:\n%s\nreference text:\n%s", g.name, st.name, v, res.Error, ref, text, refText)
		}
	}
}

// replayOne replays the one game of text.
func replayOne(t *testing.T, name, text string) *replay.Result {
	t.Helper()
	raw, err := gamefile.NewReader(strings.NewReader(text), name).Next()
	if err != nil {
		return nil
	}
	return metaEngine.Replay(name, raw)
}

// lineWriter joins tokens into lines of at most width characters (a line break
// after every move with width 0: moveEnd).
type lineWriter struct {
	b     strings.Builder
	line  int // characters on the current line
	width int
}

func (w *lineWriter) token(s string) {
	if w.line > 0 && w.width > 0 && w.line+1+len(s) > w.width {
		w.b.WriteByte('\n')
		w.line = 0
	}
	if w.line > 0 {
		w.b.WriteByte(' ')
		w.line++
	}
	w.b.WriteString(s)
	w.line += len(s)
}

func (w *lineWriter) moveEnd() {
	if w.width == 0 {
		w.b.WriteByte('\n')
		w.line = 0
	}
}

// writeGame writes g in style st: tags, then the moves.
func writeGame(g metaGame, st metaStyle, rng *rand.Rand) (string, error) {
	r, _, err := metaEngine.Rules(g.preset)
	if err != nil {
		return "", err
	}
	p := r.Start()
	if g.fen != "" {
		if p, err = r.ParseFEN(g.fen); err != nil {
			return "", err
		}
	}
	w := &lineWriter{width: st.width}
	fmt.Fprintf(&w.b, "[Event \"metamorphic %s\"]\n[Variant %q]\n", st.name, g.preset)
	if g.fen != "" {
		fmt.Fprintf(&w.b, "[FEN %q]\n", g.fen)
	}
	w.b.WriteString("[Result \"*\"]\n\n")
	if st.annotate {
		w.token("{game start [%clk 0:05:00]}")
	}
	if err := writeLine(w, p, g.moves, st, rng, 0); err != nil {
		return "", err
	}
	w.token("*")
	w.b.WriteByte('\n')
	if st.crlf {
		return strings.ReplaceAll(w.b.String(), "\n", "\r\n"), nil
	}
	return w.b.String(), nil
}

// writeLine writes moves from p (p is played along) in style st; depth is 0 for
// the main line, 1 in a variation (which may hold variations of depth 2).
func writeLine(w *lineWriter, p *position.Position, moves []position.Move, st metaStyle, rng *rand.Rand, depth int) error {
	after := true // something other than a move came before this ply (start, comment, variation)
	for i, m := range moves {
		white := p.Side() == 0
		number := ""
		switch {
		case st.notation == "gc" || st.numbers == "every":
			number = moveNumber(p.FullmoveNumber(), white)
		case st.numbers == "none":
		case white || after:
			number = moveNumber(p.FullmoveNumber(), white)
		}
		text, err := moveText(p, m, st)
		if err != nil {
			return err
		}
		if number != "" && st.numbers == "tight" {
			text = number + text // "1.e4"
		} else if number != "" {
			w.token(number)
		}
		if st.annotate && st.notation == "san" && rng.IntN(6) == 0 {
			text += []string{"!", "?", "!?", "?!", "!!", "??"}[rng.IntN(6)]
		}
		var variation string
		if st.variations && (depth == 0 && rng.IntN(4) == 0 || depth == 1 && rng.IntN(6) == 0) {
			v, err := variationText(p, moves[i:], st, rng, depth+1)
			if err != nil {
				return err
			}
			variation = v
		}
		w.token(text)
		p.Make(m)
		after = false
		if st.annotate && rng.IntN(3) == 0 {
			after = true
			switch rng.IntN(4) {
			case 0:
				w.token(fmt.Sprintf("{[%%clk 0:%02d:%02d]}", rng.IntN(60), rng.IntN(60)))
			case 1:
				w.token(fmt.Sprintf("{[%%eval %d.%02d] [%%clk 0:01:%02d] a (remark) with a ; in it}", rng.IntN(5), rng.IntN(100), rng.IntN(60)))
			case 2:
				if st.notation == "gc" {
					w.token("{a comment}")
				} else {
					w.token(fmt.Sprintf("$%d", 1+rng.IntN(20)))
					after = false
				}
			default:
				w.token("{a comment\nover two lines}")
				w.line = len("over two lines}")
			}
		}
		if variation != "" {
			w.token(variation)
			after = true
		}
		w.moveEnd()
	}
	return nil
}

// moveNumber writes the number of a move: "12." for White, "12..." for Black.
func moveNumber(n int, white bool) string {
	s := fmt.Sprintf("%d.", n)
	if !white {
		s = fmt.Sprintf("%d...", n)
	}
	return s
}

// moveText writes m (legal in p) in the notation of st.
func moveText(p *position.Position, m position.Move, st metaStyle) (string, error) {
	switch st.notation {
	case "san":
		return match.SAN(p, m, !st.noChecks), nil
	case "coord":
		return p.Coord(m), nil
	case "gc":
		return match.GC(p, m), nil
	}
	return "", fmt.Errorf("no notation %q", st.notation)
}

// variationText writes a PGN variation that replaces rest[0] in p: the main
// line's own next moves one time in two, else another legal move (a capture or
// drop preferred) and random legal moves after it; 1 to 5 plies, annotated as
// the main line is, with variations of its own when depth is 1. p is left as
// it was.
func variationText(p *position.Position, rest []position.Move, st metaStyle, rng *rand.Rand, depth int) (string, error) {
	q := p.Clone()
	var line []position.Move
	n := 1 + rng.IntN(5)
	own := rng.IntN(2) == 0
	for len(line) < n {
		if own && len(line) < len(rest) {
			line = append(line, rest[len(line)])
			q.Make(line[len(line)-1])
			continue
		}
		legal := q.LegalMoves(nil)
		if len(legal) == 0 {
			break
		}
		m := pick(q, legal, rng)
		if len(line) == 0 && len(legal) > 1 {
			for m == rest[0] {
				m = legal[rng.IntN(len(legal))]
			}
		}
		line = append(line, m)
		q.Make(m)
	}
	sub := &lineWriter{width: 1 << 20}
	if err := writeLine(sub, p.Clone(), line, st, rng, depth); err != nil {
		return "", err
	}
	return "(" + strings.ReplaceAll(strings.TrimSpace(sub.b.String()), "\n", " ") + ")", nil
}

// TestMetamorphicOracleGames: the rewritings of Fairy-Stockfish's random games
// (../shared/oracle/fsf-variants, those without an illegal move) and of the
// reference implementation's (../shared/oracle/ref: Symmetric, Modern, PMC,
// Cowardly Crew with every special rule) replay as their plain SAN text does,
// in every variant a preset plays.
func TestMetamorphicOracleGames(t *testing.T) {
	dir := sharedFile(t, "oracle/fsf-variants")
	files, _ := filepath.Glob(filepath.Join(dir, "games-*.jsonl"))
	rng := rand.New(rand.NewPCG(26, 2))
	checked := 0
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(nil, 1<<24)
		for sc.Scan() {
			var g fsfVariantGame
			if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			id, ok := fsfVariantPresets[g.Variant]
			if !ok || g.Corrupted {
				continue
			}
			mg, err := fromCoords(id, g.StartFEN, g.Moves)
			if err != nil {
				continue // a game our rules end earlier (TestFairyStockfishVariantGames judges it)
			}
			mg.name = g.ID
			checkRewritings(t, mg, rng)
			checked++
		}
		fh.Close()
	}
	// the independent implementation's games with every special rule on
	// (bishop conversion, swaps, capture conversion): the first 10 of each file
	refs, _ := filepath.Glob(filepath.Join(sharedDir, "oracle", "ref", "games-*.jsonl"))
	for _, f := range refs {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(nil, 1<<24)
		for n := 0; n < 10 && sc.Scan(); n++ {
			var g refGame
			if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			if g.Corrupted != nil {
				continue // an illegal move: TestReferenceGames judges it
			}
			mg, err := fromCoords(g.Preset, g.StartFEN, g.UCI)
			if err != nil {
				t.Errorf("%s game %d: %v", f, n+1, err)
				continue
			}
			mg.name = fmt.Sprintf("%s game %d", filepath.Base(f), n+1)
			checkRewritings(t, mg, rng)
			checked++
		}
		fh.Close()
	}
	if checked < 100 {
		t.Errorf("only %d oracle games rewritten", checked)
	}
	t.Logf("%d oracle games rewritten %d ways each", checked, len(metaStyles)-1)
}

// fromCoords reads coordinate moves from fen under preset id; an error when one
// is not legal there.
func fromCoords(id, fen string, moves []string) (metaGame, error) {
	r, _, err := metaEngine.Rules(id)
	if err != nil {
		return metaGame{}, err
	}
	p, err := r.ParseFEN(fen)
	if err != nil {
		return metaGame{}, err
	}
	g := position.NewGame(p)
	if p.FEN() == r.Start().FEN() {
		fen = ""
	}
	mg := metaGame{preset: id, fen: fen}
	for _, mv := range moves {
		found := false
		if !g.Status().Over() {
			for _, m := range g.Legal() {
				if p.Coord(m) == mv {
					mg.moves = append(mg.moves, m)
					g.Play(m)
					found = true
					break
				}
			}
		}
		if !found {
			return metaGame{}, fmt.Errorf("%s: %s is not legal in %s", id, mv, p.FEN())
		}
	}
	return mg, nil
}

// TestMetamorphicRealGames: the rewritings of real games (the first games of
// ../shared/pgn's archives and its lichess crazyhouse game, with analysis
// variations, whose holdings a variation once changed) replay as their plain SAN
// text does.
func TestMetamorphicRealGames(t *testing.T) {
	dir := sharedFile(t, "pgn")
	rng := rand.New(rand.NewPCG(26, 3))
	e := replay.New(replay.Options{KeepMoves: true, Fallback: "chess"})
	checked := 0
	for _, tc := range []struct {
		file  string
		games int
	}{{"Korchnoi.pgn", 30}, {"Carlsen.pgn", 30}, {"tricky/pc-saturs-jannlee-zh-lichess.pgn", 1}} {
		fh, err := os.Open(filepath.Join(dir, tc.file))
		if err != nil {
			t.Fatal(err)
		}
		rd := gamefile.NewReader(fh, tc.file)
		for n := 0; n < tc.games; n++ {
			raw, err := rd.Next()
			if err != nil {
				break
			}
			res := e.Replay(tc.file, raw)
			if res.Status != replay.StatusOK {
				continue
			}
			r, _, err := e.Rules(res.Preset)
			if err != nil {
				t.Fatal(err)
			}
			p, err := r.ParseFEN(res.StartFEN)
			if err != nil {
				t.Fatal(err)
			}
			mg := metaGame{name: fmt.Sprintf("%s game %d", tc.file, raw.Index), preset: res.Variant}
			if res.StartFEN != r.Start().FEN() {
				mg.fen = res.StartFEN
			}
			for _, mi := range res.Moves {
				m, ok := match.FindSAN(p, mi.SAN)
				if !ok {
					t.Fatalf("%s: %s not found again in %s", mg.name, mi.SAN, p.FEN())
				}
				mg.moves = append(mg.moves, m)
				p.Make(m)
			}
			checkRewritings(t, mg, rng)
			checked++
		}
		fh.Close()
	}
	if checked < 50 {
		t.Errorf("only %d real games rewritten", checked)
	}
	t.Logf("%d real games rewritten %d ways each", checked, len(metaStyles)-1)
}
