package replay_test

import (
	"errors"
	"fmt"
	"io"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/gamecourier/courier/pkg/replay"
)

// TestHugeGameBounded: one game of a million plies (a knight shuffle, 7.5 MiB of
// text) costs a bounded number of bytes per input byte, whether its moves follow
// an automatic end (chess: fivefold repetition after ply 16, hand count: the
// start position for the fifth time after 4 shuffles of 4 plies) or the game
// never ends (a preset with no move or repetition rule). The replay keeps no
// undo record beyond the last few hundred plies, and after the end no
// repetition key; what remains is the reading of the text.
func TestHugeGameBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("a million plies")
	}
	const plies = 1_000_000
	text := knightShuffle(plies)
	for _, tc := range []struct {
		name       string
		opts       replay.Options
		status     string
		main, post int
	}{
		{"after fivefold", replay.Options{Fallback: "chess"}, replay.StatusIllegal, 16, plies - 16},
		{"endless", replay.Options{Preset: "testdata/long/endless.yaml"}, replay.StatusOK, plies, 0},
	} {
		var res []*replay.Result
		alloc := allocated(func() { res = replayGames(t, tc.opts, "shuffle.pgn", text) })
		r := res[0]
		post := 0
		if r.AfterEnd != nil {
			post = r.AfterEnd.Plies
		}
		if r.Status != tc.status || r.Plies != tc.main || post != tc.post {
			t.Errorf("%s: %s, %d plies + %d after the end; want %s, %d + %d", tc.name, r.Status, r.Plies, post, tc.status, tc.main, tc.post)
		}
		// before the bound: 20 bytes per input byte in both
		if limit := uint64(12 * len(text)); alloc > limit {
			t.Errorf("%s: allocated %d MiB for %d MiB of input (limit %d MiB)", tc.name, alloc>>20, len(text)>>20, limit>>20)
		}
		t.Logf("%s: %d MiB allocated for %d MiB of input", tc.name, alloc>>20, len(text)>>20)
	}
}

// TestMaxPlies: Options.MaxPlies stops a game at the ply past it: an error
// (max-plies, status unsupported) at that ply's move when the game had not
// ended, with the plies before it replayed; after an automatic end the
// game-over error stays and max-plies is a warning, the plies after the end
// counted up to the limit.
func TestMaxPlies(t *testing.T) {
	text := knightShuffle(400) // 10 moves (20 plies) a line from line 4
	r := replayGames(t, replay.Options{Preset: "testdata/long/endless.yaml", MaxPlies: 100}, "s.pgn", text)[0]
	// ply 101 is White's 51st move, Nf3 (move 51: odd), first on line 4+5 = 9
	if r.Status != replay.StatusUnsupported || r.Plies != 100 || r.Error == nil || r.Error.Code != replay.CodeMaxPlies ||
		r.Error.Ply != 101 || r.Error.Text != "Nf3" || r.Error.Line != 9 {
		t.Errorf("endless: %s, %d plies, %+v; want unsupported after 100 plies, max-plies at ply 101 (Nf3, line 9)", r.Status, r.Plies, r.Error)
	}
	r = replayGames(t, replay.Options{Fallback: "chess", MaxPlies: 100}, "s.pgn", text)[0]
	found := false
	for _, w := range r.Warnings {
		found = found || w.Code == replay.CodeMaxPlies
	}
	if r.Status != replay.StatusIllegal || r.Error == nil || r.Error.Code != "game-over" || r.Plies != 16 ||
		r.AfterEnd == nil || r.AfterEnd.Plies != 84 || !found {
		t.Errorf("chess: %s, %d plies, %+v, %+v, %+v; want game-over at ply 17, 84 plies after it, a max-plies warning", r.Status, r.Plies, r.Error, r.AfterEnd, r.Warnings)
	}
}

// TestOneLineGameInParts: a game written on one line of megabytes (no line
// breaks at all) is read in pieces, so it costs what the same game on short
// lines costs (it held every token of the line before: 40 times the bytes of
// input allocated, where the game on short lines costs 10), and reads the same:
// every ply, and a syntax error far in at its own column (a stray '}' before
// move 50,001, after 100,000 plies; its column counted here from the text).
func TestOneLineGameInParts(t *testing.T) {
	const plies = 200_000
	lines := knightShuffle(plies)
	head, body, _ := strings.Cut(lines, "\n\n")
	head += "\n\n"
	one := strings.ReplaceAll(strings.TrimSuffix(body, "\n"), "\n", " ") + "\n"
	opts := replay.Options{Preset: "testdata/long/endless.yaml"}
	var r *replay.Result
	short := allocated(func() { r = replayGames(t, opts, "lines.pgn", lines)[0] })
	if r.Status != replay.StatusOK || r.Plies != plies {
		t.Fatalf("short lines: %s, %d plies, %+v", r.Status, r.Plies, r.Error)
	}
	alloc := allocated(func() { r = replayGames(t, opts, "one.pgn", head+one)[0] })
	if r.Status != replay.StatusOK || r.Plies != plies {
		t.Fatalf("one line: %s, %d plies, %+v", r.Status, r.Plies, r.Error)
	}
	if alloc > 2*short {
		t.Errorf("one line: %d MiB allocated, on short lines %d MiB (%d KiB of text)", alloc>>20, short>>20, len(one)>>10)
	}
	t.Logf("one line: %d MiB allocated, on short lines %d MiB (%d KiB of text)", alloc>>20, short>>20, len(one)>>10)
	// comments and variations across the pieces read as on their lines
	body, _ = longShuffle(6000)
	body = strings.ReplaceAll(body, " ; a comment with { and (", "")
	multi := replayGames(t, opts, "c.pgn", head+body+"*\n")[0]
	single := replayGames(t, opts, "c.pgn", head+strings.ReplaceAll(body, "\n", " ")+"*\n")[0]
	if vm, vs := verdictOf(multi), verdictOf(single); !reflect.DeepEqual(vm, vs) || vm.Plies != 12000 || len(multi.Warnings) != len(single.Warnings) {
		t.Errorf("with comments and variations, on one line: %+v (%d warnings), on lines %+v (%d warnings)", vs, len(single.Warnings), vm, len(multi.Warnings))
	}
	cut := strings.Index(one, " 50001. ")
	bad := one[:cut+1] + "} " + one[cut+1:]
	r = replayGames(t, opts, "one.pgn", head+bad)[0]
	col := utf8.RuneCountInString(one[:cut+1]) + 1
	if r.Status != replay.StatusParseError || r.Error == nil || r.Error.Code != "stray-brace" || r.Error.Line != 4 || r.Error.Col != col || r.Plies != 100_000 {
		t.Errorf("stray brace: %s, %d plies, %+v; want parse-error at 4:%d after 100000 plies", r.Status, r.Plies, r.Error, col)
	}
}

// TestGCGameInParts: a long Game Courier game is tokenized a part at a time
// (gc.TokenizeParts), so its moves are not all in memory at once: a knight
// shuffle of 400,000 plies, one move a line, replays every ply with at most 50
// bytes allocated per input byte (the whole move list took 73; the lines of
// the move text, RawGame.Movetext, are most of the rest).
func TestGCGameInParts(t *testing.T) {
	const plies = 400_000
	var b strings.Builder
	b.WriteString("[Event \"gc shuffle\"]\n\n")
	w, k := [2]string{"N g1-f3", "N f3-g1"}, [2]string{"n g8-f6", "n f6-g8"}
	for m := 0; m < plies/2; m++ {
		fmt.Fprintf(&b, "%d. %s\n%d... %s\n", m+1, w[m%2], m+1, k[m%2])
	}
	text := b.String()
	var r *replay.Result
	alloc := allocated(func() { r = replayGames(t, replay.Options{Preset: "testdata/long/endless.yaml"}, "s.gc", text)[0] })
	if r.Status != replay.StatusOK || r.Plies != plies || r.Notation != "gc" {
		t.Fatalf("%s %s, %d plies, %+v", r.Notation, r.Status, r.Plies, r.Error)
	}
	if limit := uint64(50 * len(text)); alloc > limit {
		t.Errorf("%d MiB allocated for %d MiB of Game Courier text (limit %d MiB)", alloc>>20, len(text)>>20, limit>>20)
	}
	t.Logf("%d MiB allocated for %d MiB of Game Courier text", alloc>>20, len(text)>>20)
}

// heldReader reads a text and, every every reads, collects the garbage and
// records the bytes of the heap still in use (runtime.MemStats.HeapAlloc
// after runtime.GC: the bytes allocated and still held) in peak.
type heldReader struct {
	r     io.Reader
	reads int
	every int
	peak  uint64
}

func (h *heldReader) Read(p []byte) (int, error) {
	h.reads++
	if h.reads%h.every == 0 {
		var ms runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&ms)
		h.peak = max(h.peak, ms.HeapAlloc)
	}
	return h.r.Read(p)
}

// TestGCGameStreamed: a Game Courier game of 400,000 lines (one ply a line, 6
// MiB) replayed by Run is read as it is replayed (gamefile.Reader.Stream): the
// bytes allocated and still held while it is read (beyond those held before:
// the text itself) stay under its size, where holding its lines took four
// times its size (48 bytes of gamefile.Line a line of 17 bytes, besides the
// text); what is held does not grow with the game (the preset's tables, the
// replay's buffers, the lines of one part). Measured both as
// chess (fivefold repetition at ply 16, the rest replayed after the end, up
// to --max-plies) and under a preset that names no variant (no-variant: the
// moves are not replayed, the notation is still told). The verdicts are those
// of the game read whole.
func TestGCGameStreamed(t *testing.T) {
	if testing.Short() {
		t.Skip("400,000 lines")
	}
	const plies = 400_000
	var b strings.Builder
	b.WriteString("[Event \"gc shuffle\"]\n\n")
	w, k := [2]string{"N g1-f3", "N f3-g1"}, [2]string{"n g8-f6", "n f6-g8"}
	for m := 0; m < plies/2; m++ {
		fmt.Fprintf(&b, "%d. %s\n%d... %s\n", m+1, w[m%2], m+1, k[m%2])
	}
	b.WriteString("[Event \"next\"]\n[Variant \"chess\"]\n\n1. e2-e4 // after the long one\n")
	text := b.String()
	for _, opts := range []replay.Options{{Fallback: "chess", MaxPlies: 300_000}, {}} {
		h := &heldReader{r: strings.NewReader(text), every: 8}
		var ms runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&ms)
		base := ms.HeapAlloc // the text itself, the presets loaded, the test's
		var got []*replay.Result
		alloc := allocated(func() {
			replay.New(opts).Run([]replay.Source{{Name: "s.gc", Open: func() (io.Reader, error) { return h, nil }}}, 1,
				func(r *replay.Result) { got = append(got, r) }, func(fe *replay.FileError) { t.Error(fe) })
		})
		want := replayGames(t, opts, "s.gc", text)
		if len(got) != 2 || len(want) != 2 {
			t.Fatalf("%d games, read whole %d", len(got), len(want))
		}
		for i := range got {
			if g, w := verdictOf(got[i]), verdictOf(want[i]); !reflect.DeepEqual(got[i], want[i]) || got[i].Notation != "gc" {
				t.Errorf("fallback %q, game %d: %+v %s %+v, read whole %+v %s %+v", opts.Fallback, i+1, g, got[i].Notation, got[i].Warnings, w, want[i].Notation, want[i].Warnings)
			}
		}
		held := h.peak - min(base, h.peak)
		if limit := uint64(len(text)); held > limit {
			t.Errorf("fallback %q: %d KiB held while reading %d KiB of Game Courier text (limit %d KiB)", opts.Fallback, held>>10, len(text)>>10, limit>>10)
		}
		// no variant: the moves are not replayed, and the reading is most of
		// what is allocated: the text's blocks, the lines of a part (it was
		// 17 times the text: the lines of the whole game, 48 bytes a line,
		// twice over as their slice grew, and their reading by the notation
		// detection)
		if limit := uint64(3 * len(text)); opts.Fallback == "" && alloc > limit {
			t.Errorf("no variant: %d KiB allocated for %d KiB of Game Courier text (limit %d KiB)", alloc>>10, len(text)>>10, limit>>10)
		}
		t.Logf("fallback %q: %d KiB held while reading %d KiB, %d KiB allocated (%s, %d plies)", opts.Fallback, held>>10, len(text)>>10, alloc>>10, got[0].Status, got[0].Plies)
	}
}

// TestStreamedGameInRun: games streamed by Run (a Game Courier game of 40,000
// lines between short games, in files read by two workers) are emitted in
// input order with the results of the games read whole; a file that fails
// within a streamed game reports the read error and not the game (as when the
// game is read whole: Next fails before it is handed out).
func TestStreamedGameInRun(t *testing.T) {
	var b strings.Builder
	b.WriteString("[Variant \"chess\"]\n\n1. e4 e5 *\n\n[Variant \"chess\"]\n\n")
	for m := 0; m < 20_000; m++ {
		fmt.Fprintf(&b, "%d. P %c2-%c3\n%d... p %c7-%c6\n", m+1, 'a'+m%8, 'a'+m%8, m+1, 'a'+m%8, 'a'+m%8)
	}
	b.WriteString("[Variant \"chess\"]\n\n1. d4 d5 *\n")
	text := b.String()
	src := func(name, text string, fail bool) replay.Source {
		return replay.Source{Name: name, Open: func() (io.Reader, error) {
			if fail {
				return &failingReader{strings.NewReader(text), errors.New("disk failure")}, nil
			}
			return strings.NewReader(text), nil
		}}
	}
	cut := text[:strings.LastIndex(text, "[Variant")] // the long game is the last, then the read fails
	var got []string
	replay.New(replay.Options{}).Run([]replay.Source{src("a.gc", text, false), src("b.gc", cut, true), src("c.gc", text, false)}, 2,
		func(r *replay.Result) {
			got = append(got, fmt.Sprintf("%s#%d %s %s %d %+v", r.File, r.Game, r.Notation, r.Status, r.Plies, r.Error))
		},
		func(fe *replay.FileError) { got = append(got, "error "+fe.Error()) })
	var want []string
	for _, f := range []string{"a.gc", "b.gc", "c.gc"} {
		games := replayGames(t, replay.Options{}, f, text)
		if f == "b.gc" {
			games = games[:1]
		}
		for _, r := range games {
			want = append(want, fmt.Sprintf("%s#%d %s %s %d %+v", r.File, r.Game, r.Notation, r.Status, r.Plies, r.Error))
		}
		if f == "b.gc" {
			want = append(want, "error b.gc: reading b.gc: disk failure")
		}
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// a syntax error far into a streamed game: at its own line and column
	b.Reset()
	b.WriteString("[Event \"shuffle\"]\n\n") // move text from line 3
	w, k := [2]string{"N g1-f3", "N f3-g1"}, [2]string{"n g8-f6", "n f6-g8"}
	for m := 0; m < 20_000; m++ {
		if m == 15_000 {
			b.WriteString("  ; }\n") // line 3 + 2*15000: '}' at column 5
		}
		fmt.Fprintf(&b, "%d. %s\n%d... %s\n", m+1, w[m%2], m+1, k[m%2])
	}
	opts := replay.Options{Preset: "testdata/long/endless.yaml"}
	var res []*replay.Result
	replay.New(opts).Run([]replay.Source{src("s.gc", b.String(), false)}, 1, func(r *replay.Result) { res = append(res, r) }, nil)
	whole := replayGames(t, opts, "s.gc", b.String())
	if len(res) != 1 {
		t.Fatalf("%d games", len(res))
	}
	if !reflect.DeepEqual(res, whole) || res[0].Error == nil || res[0].Error.Code != "stray-brace" ||
		res[0].Error.Line != 30_003 || res[0].Error.Col != 5 || res[0].Plies != 30_000 {
		t.Errorf("stray brace: %+v %+v; want stray-brace at 30003:5 after 30000 plies, as read whole", res[0], res[0].Error)
	}
}
