package replay_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// verdict is what a careful reader expects of one game: status, the error code (""
// when ok), and any further diagnostic codes that must be present (warnings, notes,
// result-mismatch).
type verdict struct {
	status string
	code   string
	also   []string
}

var (
	ok          = verdict{status: replay.StatusOK}
	nullMove    = verdict{status: replay.StatusIllegal, code: "null-move"}
	mismatch    = verdict{status: replay.StatusOK, also: []string{"result-mismatch"}}
	seventyFive = verdict{status: replay.StatusIllegal, code: "game-over"}
)

func repeat(v verdict, n int) []verdict {
	out := make([]verdict, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// trickyWant is the expected verdict per game of every file of ../shared/pgn/tricky,
// worked out by reading the files (see ../shared/pgn/README.md for what each holds).
// Games without a Variant tag are orthodox chess (--default-preset chess).
var trickyWant = map[string][]verdict{
	// [Variant "capablanca"] on 10 files: 2... Ch6 is illegal (the chancellor on h8
	// reaches h6 neither as a rook, the pawn on h7 blocks, nor as a knight).
	"own-capablanca-10file.pgn": {{status: replay.StatusIllegal, code: "no-path"}},
	// 5. Ke3 from e1: the king cannot go two squares; the second game is fine.
	"own-illegal-move.pgn": {{status: replay.StatusIllegal, code: "no-path"}, ok},
	// 0-0 and b8Q read leniently (notes); Nd2 with knights on b1 and f1 is ambiguous;
	// long algebraic is fine; the Result tag 1-0 contradicts Black's mate; a null move.
	"own-notation-variants.pgn": {
		{status: replay.StatusOK, also: []string{"normalised"}},
		{status: replay.StatusIllegal, code: "ambiguous"},
		ok, mismatch, nullMove},
	// a comment never closed; a game cut off in the middle of "Nc".
	"own-truncated.pgn": {{status: replay.StatusParseError, code: "unterminated-comment"}, {status: replay.StatusParseError, code: "san-syntax"}},
	// [Variant "Capablanca"] with a tag line that is no tag pair.
	"own-unknown-tag.pgn": {{status: replay.StatusOK, also: []string{"malformed-tag"}}},
	// antichess: game 1 ends with Black's last piece taken (no-pieces, 1-0); game 2
	// is a draw by agreement with kings left (no end on the board).
	"pc-antichess-programfox.pgn": {ok, ok},
	"pc-chessbase-empty-line.pgn": {ok},
	// Chess960 under [Variant "fischerandom"] (the chess960 preset), FEN tags, O-O castling.
	"pc-cutechess-fischerrandom.pgn": {ok, ok, ok, ok},
	"pc-molinari-bordais-1979.pgn":   {ok},
	// crazyhouse (drops), lichess SAN "B@b6"; the comment "White resigns" ends it.
	"pc-saturs-jannlee-zh-lichess.pgn": {ok},
	"pc-stockfish-learning.pgn":        {ok},
	"pc-uci-moves.pgn":                 {ok},
	// a byte-order mark before the first tag; two games without moves.
	"pc-utf8-bom.pgn":            {ok, ok},
	"pe-nested-comment.pgn":      {{status: replay.StatusOK, also: []string{"nested-comment"}}},
	"pe-odds.pgn":                append(append(append(repeat(ok, 28), nullMove), ok, nullMove), ok),
	"pe-test-allownullmoves.pgn": {nullMove, nullMove},
	// Result tags that the final positions contradict (mates, a stalemate).
	"pe-test-fixresulttags-in.pgn": repeat(mismatch, 5),
	"pe-test-long-line.pgn":        {ok},
	// nine one-line games whose result token differs from their Result tag.
	"pe-test-nobadresults.pgn": repeat(verdict{status: replay.StatusOK, also: []string{"result-token"}}, 9),
	// d7d8R .. d7d8q: coordinate promotions, upper and lower case.
	"pe-test-promotion-in.pgn": repeat(ok, 8),
	// long games with repetitions, each reaching a claimable threefold or not.
	"pe-test-repetition.pgn": repeat(ok, 12),
	// games that go on past 75 moves without capture or pawn move: the game ended
	// there (FIDE 9.6.2); game 4 stops exactly at that point.
	"pe-test-seventyfive.pgn": {seventyFive, seventyFive, seventyFive, ok, seventyFive},
}

func TestTrickyFiles(t *testing.T) {
	dir := sharedFile(t, "pgn/tricky")
	files, _ := filepath.Glob(filepath.Join(dir, "*.pgn"))
	if len(files) != len(trickyWant) {
		t.Errorf("%d tricky files, %d expectations: a new file needs its verdicts", len(files), len(trickyWant))
	}
	e := replay.New(replay.Options{Fallback: "chess"})
	for _, f := range files {
		name := filepath.Base(f)
		want, known := trickyWant[name]
		if !known {
			t.Errorf("%s: no expectation", name)
			continue
		}
		res := run(t, e, f)
		if len(res) != len(want) {
			t.Errorf("%s: %d games, want %d", name, len(res), len(want))
			continue
		}
		for i, r := range res {
			w := want[i]
			got := verdict{status: r.Status}
			if r.Error != nil {
				got.code = r.Error.Code
			}
			if got.status != w.status || got.code != w.code {
				t.Errorf("%s game %d: %s %q (%+v), want %s %q", name, i+1, got.status, got.code, r.Error, w.status, w.code)
			}
			codes := map[string]bool{}
			for _, d := range r.Diags {
				codes[d.Code] = true
			}
			for _, c := range w.also {
				if !codes[c] {
					t.Errorf("%s game %d: no %q diagnostic among %v", name, i+1, c, keys(codes))
				}
			}
			// nothing passes silently: a game that is not ok has an error with a position
			if r.Status != replay.StatusOK && (r.Error == nil || r.Error.Line == 0) {
				t.Errorf("%s game %d: status %s without a located error", name, i+1, r.Status)
			}
		}
	}
}

func keys(m map[string]bool) string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return fmt.Sprint(strings.Join(out, ","))
}
