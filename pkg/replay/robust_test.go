package replay_test

import (
	"fmt"
	"go/parser"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/replay"
)

// replayText replays every game of text, read as the file named file.
func replayGames(t *testing.T, opts replay.Options, file, text string) []*replay.Result {
	t.Helper()
	e := replay.New(opts)
	gr := gamefile.NewReader(strings.NewReader(text), file)
	var out []*replay.Result
	for {
		raw, err := gr.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, e.Replay(file, raw))
	}
}

// TestWarningsCarryPly: every warning and note of a game is in Result.Warnings
// with its position and ply. The game: 4. 0-0 is White's 7th ply (a lenient
// spelling of O-O: a note), 5. d3+ the 9th (d3 gives no check: a note), and the
// result token * differs from the Result tag (a warning, after ply 9).
func TestWarningsCarryPly(t *testing.T) {
	text := "[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5\n4. 0-0 Nf6 5. d3+ *\n"
	res := replayGames(t, replay.Options{Fallback: "chess"}, "w.pgn", text)
	if len(res) != 1 || res[0].Status != replay.StatusOK || res[0].Plies != 9 {
		t.Fatalf("got %+v", res[0])
	}
	type w struct {
		code, sev      string
		line, col, ply int
	}
	want := []w{
		{"normalised", "note", 4, 4, 7},       // "0-0" at line 4, column 4
		{"check-mark", "note", 4, 15, 9},      // "d3+" at column 15
		{"result-token", "warning", 4, 19, 9}, // "*" at column 19
	}
	var got []w
	for _, x := range res[0].Warnings {
		got = append(got, w{x.Code, x.Severity, x.Line, x.Col, x.Ply})
		if x.Message == "" {
			t.Errorf("%s: no message", x.Code)
		}
	}
	if len(got) != len(want) {
		t.Fatalf("warnings %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("warning %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	// a game without any: an empty list, not nil (JSON [])
	res = replayGames(t, replay.Options{Fallback: "chess"}, "w.pgn", "1. e4 e5 *\n")
	if res[0].Warnings == nil || len(res[0].Warnings) != 0 {
		t.Errorf("clean game: warnings %#v", res[0].Warnings)
	}
}

// TestDefaultPresetAndVariantNames: a tagless game uses the fallback preset or is
// unsupported without one; lichess's "From Position" is chess from the FEN tag; the
// display names of `courier presets` name their presets.
func TestDefaultPresetAndVariantNames(t *testing.T) {
	tagless := "1. e4 e5 2. Nf3 *\n"
	if r := replayGames(t, replay.Options{}, "a.pgn", tagless)[0]; r.Status != replay.StatusUnsupported || r.Error.Code != "no-variant" {
		t.Errorf("no fallback: %s %+v", r.Status, r.Error)
	}
	if r := replayGames(t, replay.Options{Fallback: "chess"}, "a.pgn", tagless)[0]; r.Status != replay.StatusOK || r.Variant != "chess" || r.Plies != 3 {
		t.Errorf("fallback chess: %s %s %d", r.Status, r.Variant, r.Plies)
	}
	// From Position: a king and pawn ending; 1. e4 is legal from the FEN, not from
	// the start position of any 9-file preset
	fromPos := "[Variant \"From Position\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 Kd7 2. e5 *\n"
	if r := replayGames(t, replay.Options{}, "b.pgn", fromPos)[0]; r.Status != replay.StatusOK || r.Variant != "chess" || r.Plies != 3 {
		t.Errorf("From Position: %s %s %d %+v", r.Status, r.Variant, r.Plies, r.Error)
	}
	// 1. e3 e6 is legal on the 9x8 and 9x9 boards alike (pawns on the second
	// rank from each side)
	for name, id := range map[string]string{
		"Prime Ministers Chess (PMC2)": "pmc2",
		"Symmetric Chess":              "symmetric",
		"Modern Chess (bishop swap)":   "modern-swap",
		"pmc2":                         "pmc2",
	} {
		r := replayGames(t, replay.Options{}, "c.pgn", "[Variant \""+name+"\"]\n\n1. e3 e6 *\n")[0]
		if r.Status != replay.StatusOK || r.Variant != id {
			t.Errorf("Variant %q: %s %q %+v; want ok %s", name, r.Status, r.Variant, r.Error, id)
		}
	}
}

// noCastlePreset is chess without castling: a game's 4. O-O is then illegal,
// which the shipped chess would allow.
const noCastlePreset = "schema: 1\nid: nocastle\nname: No Castling\nextends: chess\nrules: {castling: null}\n"

// writeFile writes text to dir/rel (rel with '/'), making its directories.
func writeFile(t *testing.T, dir, rel, text string) {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestVariantPathBesideLog: a relative preset path in a Variant tag is looked up in
// the log's directory first (the working directory of the test has no such file).
func TestVariantPathBesideLog(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "sub/nocastle.yaml", noCastlePreset)
	log := filepath.Join(dir, "game.pgn")
	game := "[Variant \"sub/nocastle.yaml\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *\n"
	r := replayGames(t, replay.Options{}, log, game)[0]
	if r.Variant != "nocastle" || r.Status != replay.StatusIllegal || r.Error.Ply != 7 {
		t.Errorf("got %s %s %+v; want the preset beside the log, illegal at ply 7", r.Variant, r.Status, r.Error)
	}
}

// TestVariantPathRefused: a log may name a preset file beside it, but not any file
// of the machine (logs.md, "Which variant a game is played in"): an absolute path,
// a path with a ".." element or one that names no .yaml or .yml file is refused
// with unknown-variant at the tag, and nothing of the file is read or quoted (each
// file here holds a token that must not appear in the message).
func TestVariantPathRefused(t *testing.T) {
	dir := t.TempDir()
	const token = "SECRET-TOKEN-0123"
	for _, f := range []string{"token.txt", "token.yaml", "sub/token.txt"} {
		writeFile(t, dir, f, token+"\n")
	}
	log := filepath.Join(dir, "sub", "game.pgn")
	for _, tc := range []struct{ tag, why string }{
		{filepath.Join(dir, "token.yaml"), "absolute path"},
		{filepath.Join(dir, "token.txt"), "no .yaml or .yml"},
		{"../token.yaml", `".."`},
		{"x/../../token.yaml", `".."`},
		{"./token.txt", "no .yaml or .yml"},
		// no separator, no .yaml: a name, never a path
		{"token.txt", "no shipped or user preset"},
	} {
		game := "[Event \"e\"]\n[Variant \"" + tc.tag + "\"]\n\n1. e4 *\n"
		r := replayGames(t, replay.Options{}, log, game)[0]
		if r.Status != replay.StatusUnsupported || r.Error == nil || r.Error.Code != "unknown-variant" {
			t.Errorf("Variant %q: %s %+v; want unsupported, unknown-variant", tc.tag, r.Status, r.Error)
			continue
		}
		if !strings.Contains(r.Error.Message, tc.why) || strings.Contains(r.Error.Message, token) {
			t.Errorf("Variant %q: message %q; want the reason %s and not the file's text", tc.tag, r.Error.Message, tc.why)
		}
		// the tag's line (the Event tag is line 1)
		if r.Error.Line != 2 {
			t.Errorf("Variant %q: error at line %d, want 2 (the Variant tag)", tc.tag, r.Error.Line)
		}
	}
}

// TestVariantPathExtendsConfined: a preset a log names is loaded confined
// (preset.Options.Confined): its extends may name an id or a relative .yaml path
// below it, never an absolute path or one with "..", whose file is then not read
// (its text, a token here, appears in no message). The same log replayed with
// --preset FILE (the user's choice) reads the same preset's chain unconfined.
func TestVariantPathExtendsConfined(t *testing.T) {
	dir := t.TempDir()
	const token = "SECRET-TOKEN-4567"
	writeFile(t, dir, "outside.yaml", token+"\n")
	writeFile(t, dir, "logs/base/nocastle.yaml", noCastlePreset)
	writeFile(t, dir, "logs/below.yaml", "schema: 1\nid: below\nname: Below\nextends: base/nocastle.yaml\n")
	writeFile(t, dir, "logs/abs.yaml", "schema: 1\nid: abs\nname: Abs\nextends: "+filepath.Join(dir, "outside.yaml")+"\n")
	writeFile(t, dir, "logs/up.yaml", "schema: 1\nid: up\nname: Up\nextends: ../outside.yaml\n")
	log := filepath.Join(dir, "logs", "g.pgn")
	game := func(tag string) string {
		return "[Variant \"" + tag + "\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *\n"
	}
	// below.yaml -> base/nocastle.yaml -> chess: read, and castling is off
	r := replayGames(t, replay.Options{}, log, game("below.yaml"))[0]
	if r.Variant != "below" || r.Status != replay.StatusIllegal || r.Error.Ply != 7 {
		t.Errorf("below.yaml: %s %s %+v; want the chain read, illegal at ply 7 (no castling)", r.Variant, r.Status, r.Error)
	}
	for _, tc := range []struct{ tag, why string }{{"abs.yaml", "absolute path"}, {"up.yaml", `".."`}} {
		r := replayGames(t, replay.Options{}, log, game(tc.tag))[0]
		if r.Status != replay.StatusUnsupported || r.Error == nil || !strings.Contains(r.Error.Message, tc.why) ||
			!strings.Contains(r.Error.Message, "is not read") || strings.Contains(r.Error.Message, token) {
			t.Errorf("%s: %s %+v; want unsupported, the extends not read (%s), no byte of the file", tc.tag, r.Status, r.Error, tc.why)
		}
	}
	// --preset FILE: the user's own choice, unconfined (up.yaml's parent is read
	// and is no preset)
	r = replayGames(t, replay.Options{Preset: filepath.Join(dir, "logs", "up.yaml")}, log, game("up.yaml"))[0]
	if r.Status != replay.StatusUnsupported || r.Error == nil || strings.Contains(r.Error.Message, "is not read") {
		t.Errorf("--preset up.yaml: %s %+v; want the parent read (and refused as no preset)", r.Status, r.Error)
	}
}

// TestTaglessOffBoardHint: a game without a Variant tag whose move leaves the 8x8
// board (a 10-file game read as chess) says so and suggests --preset; the same
// move under an explicit Variant tag does not.
func TestTaglessOffBoardHint(t *testing.T) {
	for _, tc := range []struct{ text, code string }{
		{"1. e4 e5 2. j4 *\n", "no-path"},
		{"1. e2e4 e7e5 2. i2i4 *\n", "off-board"},
		// C is no chess piece but a knight's letter of other languages: the
		// piece-letters error, with the same hint
		{"1. e4 e5 2. Ci3 *\n", replay.CodePieceLetters},
	} {
		r := replayGames(t, replay.Options{Fallback: "chess"}, "t.pgn", tc.text)[0]
		if r.Error == nil || r.Error.Code != tc.code || r.Error.Ply != 3 ||
			!strings.Contains(r.Error.Message, "no Variant tag") || !strings.Contains(r.Error.Message, "--preset") {
			t.Errorf("%q: %+v", tc.text, r.Error)
		}
		r = replayGames(t, replay.Options{}, "t.pgn", "[Variant \"chess\"]\n\n"+tc.text)[0]
		if r.Error == nil || strings.Contains(r.Error.Message, "Variant tag") {
			t.Errorf("%q with a Variant tag: %+v", tc.text, r.Error)
		}
	}
}

// TestRunUntilStops: when emit returns false no more games are emitted and the
// run returns (the rest of the input is not replayed).
func TestRunUntilStops(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 2000; i++ {
		b.WriteString("1. e4 e5 *\n\n")
	}
	text := b.String()
	src := replay.Source{Name: "many.pgn", Open: func() (io.Reader, error) { return strings.NewReader(text), nil }}
	for _, workers := range []int{1, 2} {
		emitted := 0
		replay.New(replay.Options{Fallback: "chess"}).RunUntil([]replay.Source{src}, workers, func(r *replay.Result) bool {
			emitted++
			return emitted < 3
		}, nil)
		if emitted != 3 {
			t.Errorf("%d workers: emitted %d games, want 3", workers, emitted)
		}
	}
}

// TestNoCheckImport: pkg/replay gets its preset loader from the command layer
// (Options.Load) and does not import pkg/check (docs/layout.md, layer 7 over 6
// would be allowed, but check is a command's concern).
func TestNoCheckImport(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(fset, f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, im := range af.Imports {
			if p, _ := strconv.Unquote(im.Path.Value); p == "github.com/gamecourier/courier/pkg/check" {
				t.Errorf("%s imports %s", f, p)
			}
		}
	}
}

// TestHugeCommentBounded: one game whose comment is 6 MB of short lines (3,000,000
// lines "a") replays with bounded memory: the lines inside the comment are not all
// kept (gamefile.MaxCommentLines). The bound is on the bytes allocated while
// reading and replaying (a count of work: reading the input itself takes its
// 6 MB once), not on time. The moves around the comment are replayed, at their
// positions.
func TestHugeCommentBounded(t *testing.T) {
	const lines = 3_000_000
	var b strings.Builder
	b.Grow(2*lines + 100)
	b.WriteString("[Result \"*\"]\n\n1. e4 {")
	for i := 0; i < lines; i++ {
		b.WriteString("a\n")
	}
	b.WriteString("} e5 2. Nf3 Ke7+ *\n") // Ke7 gives no check: a note at its position
	text := b.String()
	var res []*replay.Result
	alloc := allocated(func() { res = replayGames(t, replay.Options{Fallback: "chess"}, "c.pgn", text) })
	if len(res) != 1 || res[0].Status != replay.StatusOK || res[0].Plies != 4 {
		t.Fatalf("got %d games, %+v", len(res), res[0])
	}
	// the note of 2... Ke7+ is on the last line (3 + 3,000,000), column 13
	// ("} e5 2. Nf3 " is 12 characters)
	if w := res[0].Warnings; len(w) != 1 || w[0].Line != 3+lines || w[0].Col != 13 || w[0].Ply != 4 {
		t.Errorf("warnings %+v", w)
	}
	if alloc > 48<<20 {
		t.Errorf("allocated %d MiB for a %d MiB input", alloc>>20, len(text)>>20)
	}
	t.Logf("%d MiB allocated for %d MiB of input", alloc>>20, len(text)>>20)
}

// allocated runs f and returns the bytes it allocated.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestMovesAfterResult: moves after a result stated in the middle of the moves (a
// PGN result token, a typed Game Courier resign, a status comment) draw one
// "moves-after-result" warning at the first of them, counting them. After a typed
// result or a status comment the moves are still replayed (their legality is
// checked); after a PGN termination marker they are not (PGN 8.2.6: the marker
// ends the movetext). A result at the end draws nothing.
func TestMovesAfterResult(t *testing.T) {
	for _, tc := range []struct {
		name, text     string
		line, col, ply int
		plies          int
		follow         string
	}{
		// "1. e4 e5 1-0 " is 13 characters: 2. Nf3 is ply 3 at column 17
		// (not replayed: the game has 2 plies)
		{"pgn result token", "[Variant \"chess\"]\n\n1. e4 e5 1-0 2. Nf3 Nc6 *\n", 3, 17, 3, 2, "(2 moves follow it)"},
		// Black resigns at move 2 (line 4), then plays on: 2... n b8-c6 (ply 4, its
		// command at column 6 of line 5) and 3. B f1-c4
		{"gc resign", "[Variant \"chess\"]\n\n1. P e2-e4  1... p e7-e5\n2. N g1-f3  2... resign\n2... n b8-c6  3. B f1-c4\n", 5, 6, 4, 5, "(2 moves follow it)"},
		{"gc status comment", "[Variant \"chess\"]\n\n1. P e2-e4  1... p e7-e5\n// Black resigned.\n2. N g1-f3\n", 5, 4, 3, 3, "after the result"},
	} {
		r := replayGames(t, replay.Options{}, "m.log", tc.text)[0]
		if r.Status != replay.StatusOK || r.Plies != tc.plies {
			t.Errorf("%s: %s, %d plies, %+v; want ok, %d", tc.name, r.Status, r.Plies, r.Error, tc.plies)
		}
		var got []replay.Warning
		for _, w := range r.Warnings {
			if w.Code == "moves-after-result" {
				got = append(got, w)
			}
		}
		if len(got) != 1 || got[0].Line != tc.line || got[0].Col != tc.col || got[0].Ply != tc.ply ||
			got[0].Severity != "warning" || !strings.Contains(got[0].Message, tc.follow) {
			t.Errorf("%s: %+v; want one warning at %d:%d, ply %d, saying %q", tc.name, got, tc.line, tc.col, tc.ply, tc.follow)
		}
	}
	// the result at the end, in both notations: no warning
	for _, text := range []string{
		"[Variant \"chess\"]\n\n1. e4 e5 2. Nf3 1-0\n",
		"[Variant \"chess\"]\n\n1. P e2-e4  1... p e7-e5\n2. N g1-f3  2... resign\n",
	} {
		for _, w := range replayGames(t, replay.Options{}, "m.log", text)[0].Warnings {
			if w.Code == "moves-after-result" {
				t.Errorf("%q: %+v", text, w)
			}
		}
	}
}

// longShuffle returns the movetext lines of a knight shuffle of moves full moves,
// two moves to a line, with a brace comment and a variation that each span three
// lines every 100 lines, a ';' comment every 50; and the number of lines.
func longShuffle(moves int) (string, int) {
	var b strings.Builder
	lines := 0
	w := [2]string{"Nf3", "Ng1"}
	k := [2]string{"Nf6", "Ng8"}
	for m := 0; m < moves; m++ {
		fmt.Fprintf(&b, "%d. %s %s", m+1, w[m%2], k[m%2])
		switch {
		case m%100 == 10:
			b.WriteString(" {a comment\n(with a paren\nand more} ")
			lines += 2
		case m%100 == 60:
			b.WriteString(" (" + strconv.Itoa(m+1) + "... Nc6\n{in a variation}\n) ")
			lines += 2
		case m%50 == 21: // at the end of a line
			b.WriteString(" ; a comment with { and (")
		}
		if m%2 == 1 {
			b.WriteByte('\n')
			lines++
		} else {
			b.WriteByte(' ')
		}
	}
	return b.String(), lines
}

// TestLongMovetextInParts: a game of 3,000 lines is read in parts, and reads as a
// whole would: every ply replayed, comments and variations across the cuts, a
// syntax error far in stops it at its own position, and nothing after that error
// (not even the result token) is read.
func TestLongMovetextInParts(t *testing.T) {
	const moves = 6000 // 12,000 plies; 2 moves a line plus the comments
	body, lines := longShuffle(moves)
	if lines < 2*1024 { // pgnPart cuts a movetext of 2,048 lines or more
		t.Fatalf("only %d lines", lines)
	}
	opts := replay.Options{Preset: "testdata/long/endless.yaml"}
	r := replayGames(t, opts, "long.pgn", "[Result \"1-0\"]\n\n"+body+"*\n")[0]
	if r.Status != replay.StatusOK || r.Plies != 2*moves || len(r.Warnings) != 1 || r.Warnings[0].Code != "result-token" {
		t.Fatalf("%s, %d plies, %+v, %+v", r.Status, r.Plies, r.Error, r.Warnings)
	}
	// a stray '}' on the line of move 5,001 (line 2 + the lines before it), then
	// a result token that is not read
	cut := strings.Index(body, "\n5001. ")
	bad := body[:cut+1] + "} " + body[cut+1:]
	line := 3 + strings.Count(body[:cut+1], "\n")
	r = replayGames(t, opts, "long.pgn", "[Event \"x\"]\n\n"+bad+"0-1\n")[0]
	if r.Status != replay.StatusParseError || r.Error == nil || r.Error.Code != "stray-brace" ||
		r.Error.Line != line || r.Error.Col != 1 || r.Plies != 10000 || r.Result.Claimed != "" {
		t.Errorf("stray brace: %s, %d plies, claimed %q, %+v; want parse-error at %d:1 after 10000 plies", r.Status, r.Plies, r.Result.Claimed, r.Error, line)
	}
}

// TestRunOneWorkerOrder: one worker (replayed on the caller's goroutine) and two
// workers (the pipeline) emit the same games in input order, a source that cannot
// be opened in its place, and with a shard only its games: with K=2 of N=2 the
// run's games 2, 4 (1-based), counted across sources.
func TestRunOneWorkerOrder(t *testing.T) {
	src := func(name, text string) replay.Source {
		return replay.Source{Name: name, Open: func() (io.Reader, error) { return strings.NewReader(text), nil }}
	}
	missing := replay.Source{Name: "missing.pgn", Open: func() (io.Reader, error) { return nil, io.ErrUnexpectedEOF }}
	a := src("a.pgn", "1. e4 e5 *\n\n1. d4 d5 *\n\n1. c4 c5 *\n")
	b := src("b.pgn", "1. Nf3 Nf6 *\n\n1. g3 g6 *\n")
	for _, tc := range []struct {
		shard replay.Shard
		want  []string
	}{
		{replay.Shard{}, []string{"a.pgn 1 e4", "a.pgn 2 d4", "a.pgn 3 c4", "error missing.pgn", "b.pgn 1 Nf3", "b.pgn 2 g3"}},
		{replay.Shard{K: 2, N: 2}, []string{"a.pgn 2 d4", "error missing.pgn", "b.pgn 1 Nf3"}},
	} {
		for _, workers := range []int{1, 2} {
			var got []string
			e := replay.New(replay.Options{Fallback: "chess", KeepMoves: true, Shard: tc.shard})
			e.Run([]replay.Source{a, missing, b}, workers, func(r *replay.Result) {
				first := ""
				if len(r.Moves) > 0 {
					first = r.Moves[0].SAN
				}
				got = append(got, fmt.Sprintf("%s %d %s", r.File, r.Game, first))
			}, func(fe *replay.FileError) { got = append(got, "error "+fe.Name) })
			if strings.Join(got, "; ") != strings.Join(tc.want, "; ") {
				t.Errorf("shard %v, %d workers: got %q, want %q", tc.shard, workers, got, tc.want)
			}
		}
	}
}

// TestFENGamesShareNoState replays games with FEN tags, a bad FEN tag and an
// untagged game one after another in one engine (the FEN games reuse one
// position's memory): each ends as its own moves say, worked out by hand, and
// none sees a piece, right or clock of the one before.
func TestFENGamesShareNoState(t *testing.T) {
	e := replay.New(replay.Options{Preset: "chess"})
	text := `[FEN "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"]

1. Ra8# 1-0

[FEN "8/8/8/8/8/8/8/8 w - - 0 1 x"]

1. e4 *

[FEN "k7/8/8/8/8/8/8/1Q5K w - - 0 1"]

1. Kg2 Ka7 2. Kh3 Ka8 3. Qb6 1/2-1/2

[FEN "4k3/8/8/8/8/8/8/4K2R w K - 0 1"]

1. O-O Kd7 *

1. e4 e5 2. Ke2 *
`
	res := replayText(t, e, "fen.pgn", text)
	if len(res) != 5 {
		t.Fatalf("%d games read, want 5", len(res))
	}
	want := []struct {
		status, termination string
	}{
		{replay.StatusOK, "checkmate"},    // the back-rank mate
		{replay.StatusParseError, "none"}, // seven fields
		{replay.StatusOK, "stalemate"},    // Qb6 leaves the king on a8 no move
		{replay.StatusOK, "unterminated"}, // the castling right of this FEN, not the mate's
		{replay.StatusOK, "unterminated"}, // the start position: the king has its own e2
	}
	for i, w := range want {
		if res[i].Status != w.status || res[i].Result.Termination != w.termination {
			t.Errorf("game %d: status %s termination %q, want %s %q (%+v)", i+1, res[i].Status, res[i].Result.Termination, w.status, w.termination, res[i].Error)
		}
	}
}

// TestGCBraceComments: "{...}" is a comment of the log file form in every
// notation (docs/logs.md, "The file"), so a Game Courier game after 3,000
// lines of them reads as Game Courier: 1. P e2-e4 p e7-e5 2. N g1-f3 are
// legal (3 plies), and 2... p e5-e3 (two steps of a pawn off its start
// rank) is illegal at line 3,000 + 3, column 6 ("2... " is 5 characters; the
// move starts at its label). A '{' never closed is a parse error at the '{'
// (column 12: "1. P e2-e4 " is 11 characters), after the 1 ply before it.
func TestGCBraceComments(t *testing.T) {
	const comments = 3000
	var b strings.Builder
	for i := 0; i < comments; i++ {
		fmt.Fprintf(&b, "{just a comment, line %d}\n", i+1)
	}
	b.WriteString("1. P e2-e4 {best} 1... p e7-e5\n2. N g1-f3\n2... p e5-e3\n")
	res := replayGames(t, replay.Options{Fallback: "chess"}, "c.gc", b.String())
	if len(res) != 1 {
		t.Fatalf("%d games, want 1", len(res))
	}
	r := res[0]
	if r.Notation != "gc" || r.Status != replay.StatusIllegal || r.Plies != 3 {
		t.Fatalf("notation %q, status %q, %d plies; want gc, illegal, 3", r.Notation, r.Status, r.Plies)
	}
	if e := r.Error; e == nil || e.Line != comments+3 || e.Col != 6 || e.Text != "p e5-e3" {
		t.Errorf("error %+v, want p e5-e3 at line %d, column 6", e, comments+3)
	}

	res = replayGames(t, replay.Options{Fallback: "chess"}, "u.gc", "1. P e2-e4 {never closed\n1... p e7-e5\n")
	if r := res[0]; r.Status != replay.StatusParseError || r.Error == nil || r.Error.Code != "unterminated-comment" ||
		r.Error.Line != 1 || r.Error.Col != 12 || r.Plies != 1 {
		t.Errorf("unclosed comment: status %q, %d plies, error %+v; want parse-error unterminated-comment at 1:12 after 1 ply", r.Status, r.Plies, r.Error)
	}
}

// TestGluedEvaluationGlyph: an evaluation glyph written against the move
// ("3. Bb5+/-", NAG $16 of PGN 10) reads as the move: 6 plies, ok, and one
// note at the glyph, line 1 column 27 ("1. e4 e5 2. Nf3 Nc6 3. Bb5" is 26
// characters).
func TestGluedEvaluationGlyph(t *testing.T) {
	res := replayGames(t, replay.Options{Fallback: "chess"}, "g.pgn", "1. e4 e5 2. Nf3 Nc6 3. Bb5+/- a6 *\n")
	r := res[0]
	if r.Status != replay.StatusOK || r.Plies != 6 {
		t.Fatalf("status %q, %d plies, error %+v; want ok, 6", r.Status, r.Plies, r.Error)
	}
	if w := r.Warnings; len(w) != 1 || w[0].Code != "normalised" || w[0].Line != 1 || w[0].Col != 27 || w[0].Ply != 5 {
		t.Errorf("warnings %+v, want one normalised note at 1:27, ply 5", w)
	}
}

// TestOneMoveCoordinateCapture: "1. e5xd6" is the coordinate move e5-d6 with
// a capture mark ('x' between two squares, no piece letter, no dash), so a
// game of that one move reads as coordinates: from the start position e5 is
// empty (no-piece, at 1:4); after the FEN of 1. e4 ... 2. e5 d5 (en passant
// target d6) it is the en passant capture, legal (FIDE Laws 3.7.d).
func TestOneMoveCoordinateCapture(t *testing.T) {
	res := replayGames(t, replay.Options{Fallback: "chess"}, "x.pgn", "1. e5xd6\n")
	if r := res[0]; r.Notation != "coord" || r.Status != replay.StatusIllegal || r.Error == nil ||
		r.Error.Code != "no-piece" || r.Error.Line != 1 || r.Error.Col != 4 {
		t.Errorf("start position: notation %q, status %q, error %+v; want coord, illegal, no-piece at 1:4", r.Notation, r.Status, r.Error)
	}
	fen := "[FEN \"rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2\"]\n\n1. e5xd6\n"
	res = replayGames(t, replay.Options{Fallback: "chess"}, "x.pgn", fen)
	if r := res[0]; r.Notation != "coord" || r.Status != replay.StatusOK || r.Plies != 1 || len(r.Warnings) != 0 ||
		len(r.Events) != 1 || r.Events[0].Kind != "en-passant" {
		t.Errorf("en passant: notation %q, status %q, %d plies, error %+v, warnings %+v, events %+v; want coord, ok, 1, no note, an en-passant event",
			r.Notation, r.Status, r.Plies, r.Error, r.Warnings, r.Events)
	}
}

// TestCoordinateCaptureMark: in a game of coordinate moves a capture written
// with 'x' between the squares ("d5xe4") is the same coordinate move, and the
// game stays coordinates, so the moves only coordinates can write keep their
// meaning:
//   - pmc1: "c1d1" is the bishop on c1 swapping with the prime minister on d1
//     (a legal move; the swap tells it from a bishop's step), then d7d5 e2e4
//     and the pawn capture d5xe4: 4 plies, ok, a swap event at ply 1;
//   - chess: 1. e4 d5 2. exd5 e5 3. Nf3 Nc6 4. Bc4 Bc5 and "e1h1", the king
//     taking its rook, castling short (f1 and g1 empty, e1, f1, g1 not
//     attacked: the bishop on c5 stops at f2): 9 plies, ok, castling at ply 9;
//   - shogi: "b2xh8+" is the bishop taking the bishop on h8 (its diagonal
//     b2-h8 is open after c3c4 and g7g6) and promoting ('+': h8 is in the
//     promotion zone), then the silver g9 takes it on h8: 4 plies, ok, a
//     promotion to +B at ply 3. A second game has 3. h8g8 after it, the
//     horse's orthogonal step, legal only for the promoted bishop.
//
// An 'x' on a move that captures nothing ("e2xe4") draws SAN's note.
func TestCoordinateCaptureMark(t *testing.T) {
	res := replayGames(t, replay.Options{Fallback: "chess"}, "c.pgn", "[Variant \"pmc1\"]\n1. c1d1 d7d5 2. e2e4 d5xe4 *\n")
	if r := res[0]; r.Notation != "coord" || r.Status != replay.StatusOK || r.Plies != 4 || len(r.Warnings) != 0 ||
		len(r.Events) != 1 || r.Events[0].Kind != "swap" || r.Events[0].Ply != 1 {
		t.Errorf("pmc1: notation %q, status %q, %d plies, error %+v, warnings %+v, events %+v; want coord, ok, 4, a swap at ply 1",
			r.Notation, r.Status, r.Plies, r.Error, r.Warnings, r.Events)
	}
	res = replayGames(t, replay.Options{Fallback: "chess"}, "c.pgn", "1. e2e4 d7d5 2. e4xd5 e7e5 3. g1f3 b8c6 4. f1c4 f8c5 5. e1h1 *\n")
	if r := res[0]; r.Notation != "coord" || r.Status != replay.StatusOK || r.Plies != 9 || len(r.Warnings) != 0 ||
		len(r.Events) != 1 || r.Events[0].Kind != "castling" || r.Events[0].Ply != 9 {
		t.Errorf("chess: notation %q, status %q, %d plies, error %+v, warnings %+v, events %+v; want coord, ok, 9, castling at ply 9",
			r.Notation, r.Status, r.Plies, r.Error, r.Warnings, r.Events)
	}
	res = replayGames(t, replay.Options{Fallback: "chess"}, "c.pgn",
		"[Variant \"shogi\"]\n\n1. c3c4 g7g6 2. b2xh8+ g9h8 *\n\n[Variant \"shogi\"]\n\n1. c3c4 g7g6 2. b2xh8+ a7a6 3. h8g8 *\n")
	if r := res[0]; r.Notation != "coord" || r.Status != replay.StatusOK || r.Plies != 4 || len(r.Warnings) != 0 ||
		len(r.Events) != 1 || r.Events[0].Kind != "promotion" || r.Events[0].Ply != 3 || r.Events[0].Piece != "+B" {
		t.Errorf("shogi: notation %q, status %q, %d plies, error %+v, warnings %+v, events %+v; want coord, ok, 4, promotion to +B at ply 3",
			r.Notation, r.Status, r.Plies, r.Error, r.Warnings, r.Events)
	}
	if r := res[1]; r.Notation != "coord" || r.Status != replay.StatusOK || r.Plies != 5 {
		t.Errorf("shogi, the horse's step: notation %q, status %q, %d plies, error %+v; want coord, ok, 5", r.Notation, r.Status, r.Plies, r.Error)
	}
	res = replayGames(t, replay.Options{Fallback: "chess"}, "c.pgn", "1. e2xe4 d7d5 2. e4xd5 *\n")
	if r := res[0]; r.Notation != "coord" || r.Status != replay.StatusOK || r.Plies != 3 || len(r.Warnings) != 1 ||
		r.Warnings[0].Code != "normalised" || r.Warnings[0].Line != 1 || r.Warnings[0].Col != 4 || r.Warnings[0].Ply != 1 ||
		!strings.Contains(r.Warnings[0].Message, "'x' written for a move that captures nothing") {
		t.Errorf("e2xe4: notation %q, status %q, %d plies, warnings %+v; want coord, ok, 3, one note at 1:4 for ply 1", r.Notation, r.Status, r.Plies, r.Warnings)
	}
}

// TestShortGameGluedEvaluationGlyph: a game of one or two SAN plies with an
// evaluation glyph glued to a move ("1. e4 e5-+", "1. e4-+") is SAN, as a
// longer one is (it was read as Game Courier text, "e5-" a removal): the
// moves are legal, one note at the glyph ("1. e4 e5" is 8 characters, the
// glyph at column 9; "1. e4" 5, column 6). A "!"/"?" after the glyph
// ("Bb5+/-?", "Nf3+-!") is read too: 2. Bb5 (f1-b5 open after 1. e4) and
// 1. Nf3 are legal.
func TestShortGameGluedEvaluationGlyph(t *testing.T) {
	for _, tc := range []struct {
		text       string
		plies, col int
	}{
		{"1. e4 e5-+ *\n", 2, 9},
		{"1. e4-+ *\n", 1, 6},
		{"1. e4 e5 2. Bb5+/-? *\n", 3, 16},
		{"1. Nf3+-! *\n", 1, 7},
	} {
		r := replayGames(t, replay.Options{Fallback: "chess"}, "g.pgn", tc.text)[0]
		if r.Notation != "san" || r.Status != replay.StatusOK || r.Plies != tc.plies {
			t.Errorf("%q: notation %q, status %q, %d plies, error %+v; want san, ok, %d", tc.text, r.Notation, r.Status, r.Plies, r.Error, tc.plies)
			continue
		}
		if w := r.Warnings; len(w) != 1 || w[0].Code != "normalised" || w[0].Line != 1 || w[0].Col != tc.col || w[0].Ply != tc.plies {
			t.Errorf("%q: warnings %+v, want one normalised note at 1:%d, ply %d", tc.text, w, tc.col, tc.plies)
		}
	}
}

// TestGluedEqualityGlyph: a '=' at the end of a SAN move ("Nf3=", "e4=",
// "e8=Q=") is the equality glyph (NAG $10 of PGN 10) glued to the move when
// the move before it is legal and no move between its squares promotes: a
// note at the move. "e8=" of a pawn that must promote there (FIDE Laws 3.7.e)
// or may (Shogi: h8 is in Black's promotion zone, the last three ranks) is a
// promotion cut short and stays a san-syntax error at the move.
func TestGluedEqualityGlyph(t *testing.T) {
	pawnE7 := "[FEN \"8/4P3/8/8/8/8/8/K6k w - - 0 1\"]\n\n"
	for _, tc := range []struct {
		text           string
		plies, notePly int
		line, col      int
	}{
		{"1. Nf3= *\n", 1, 1, 1, 4},
		{"1. e4= e5 *\n", 2, 1, 1, 4},
		{pawnE7 + "1. e8=Q= *\n", 1, 1, 3, 4},
		{"[Variant \"shogi\"]\n\n1. Pc4 Pg6 2. Bxh8 Sxh8= *\n", 4, 4, 3, 20},
	} {
		r := replayGames(t, replay.Options{Fallback: "chess"}, "e.pgn", tc.text)[0]
		if r.Notation != "san" || r.Status != replay.StatusOK || r.Plies != tc.plies {
			t.Errorf("%q: notation %q, status %q, %d plies, error %+v; want san, ok, %d", tc.text, r.Notation, r.Status, r.Plies, r.Error, tc.plies)
			continue
		}
		if w := r.Warnings; len(w) != 1 || w[0].Code != "normalised" || w[0].Line != tc.line || w[0].Col != tc.col ||
			w[0].Ply != tc.notePly || !strings.Contains(w[0].Message, `annotation glyph "=" glued to the move`) {
			t.Errorf("%q: warnings %+v, want one normalised note at the move, %d:%d, ply %d", tc.text, w, tc.line, tc.col, tc.notePly)
		}
	}
	for _, tc := range []struct {
		text      string
		plies     int
		line, col int
	}{
		{pawnE7 + "1. e8= *\n", 0, 3, 4},
		{"[Variant \"shogi\"]\n\n1. Pc4 Pg6 2. Bxh8= *\n", 2, 3, 15},
	} {
		r := replayGames(t, replay.Options{Fallback: "chess"}, "e.pgn", tc.text)[0]
		if r.Status != replay.StatusParseError || r.Plies != tc.plies || r.Error == nil || r.Error.Code != "san-syntax" ||
			r.Error.Line != tc.line || r.Error.Col != tc.col {
			t.Errorf("%q: status %q, %d plies, error %+v; want parse-error, %d plies, san-syntax at %d:%d", tc.text, r.Status, r.Plies, r.Error, tc.plies, tc.line, tc.col)
		}
	}
	// the glyph keeps the move's other notes: German letters (S = knight) are
	// noted at the first move written with them, here the one with the glyph
	r := replayGames(t, replay.Options{Fallback: "chess", PieceLetters: "de"}, "e.pgn", "1. e4 e5 2. Sf3= *\n")[0]
	var msgs []string
	for _, w := range r.Warnings {
		msgs = append(msgs, w.Message)
	}
	if all := strings.Join(msgs, "\n"); r.Status != replay.StatusOK || r.Plies != 3 ||
		!strings.Contains(all, "read as KQRBN") || !strings.Contains(all, `annotation glyph "=" glued to the move`) {
		t.Errorf("Sf3= with --piece-letters de: %s, %d plies, notes %q; want ok, 3 plies, the letters note and the glyph note", r.Status, r.Plies, msgs)
	}
}
