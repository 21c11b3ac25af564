package replay_test

import (
	"os"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/replay"
)

// ficsGame is a crazyhouse game as FICS exports it: no Variant tag, the variant
// in the Event tag; 4. P@d4 drops the pawn White took on d5.
const ficsGame = "[Event \"rated crazyhouse match\"]\n[Site \"FICS freechess.org\"]\n[Result \"*\"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@d4 *\n"

// TestTaglessEventVariant: a game without a Variant tag is read as the default
// preset (chess); when it fails and its Event tag names a variant courier
// knows, the message says the game has no Variant tag, names that variant and
// the --default-preset to use; the failure's code (no-drops for the drop) is one
// docs/diagnostics.md lists. With that --default-preset the game replays. An
// Event whose only variant word is an everyday one ("Grand Prix") names none.
func TestTaglessEventVariant(t *testing.T) {
	r := replayGames(t, replay.Options{Fallback: "chess"}, "fics.pgn", ficsGame)[0]
	if r.Error == nil || r.Error.Code != match.CodeNoDrops || r.Error.Ply != 7 {
		t.Fatalf("%s %+v; want no-drops at ply 7", r.Status, r.Error)
	}
	for _, want := range []string{"no Variant tag", `"rated crazyhouse match"`, "crazyhouse", "--default-preset crazyhouse"} {
		if !strings.Contains(r.Error.Message, want) {
			t.Errorf("message %q lacks %q", r.Error.Message, want)
		}
	}
	doc, err := os.ReadFile("../../docs/diagnostics.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, code := range []string{r.Error.Code, replay.CodeMaxPlies} {
		if !strings.Contains(string(doc), "| `"+code+"` |") {
			t.Errorf("code %s is not in docs/diagnostics.md's tables", code)
		}
	}
	r = replayGames(t, replay.Options{Fallback: "crazyhouse"}, "fics.pgn", ficsGame)[0]
	if r.Status != replay.StatusOK || r.Plies != 7 {
		t.Errorf("--default-preset crazyhouse: %s, %d plies, %+v", r.Status, r.Plies, r.Error)
	}
	// an everyday word names no variant: a chess game's ordinary failure
	grand := "[Event \"Grand Prix\"]\n\n1. e4 e5 2. Ke3 *\n"
	r = replayGames(t, replay.Options{Fallback: "chess"}, "gp.pgn", grand)[0]
	if r.Error == nil || strings.Contains(r.Error.Message, "Event") {
		t.Errorf("Grand Prix: %+v; want a failure naming no variant of the Event", r.Error)
	}
}

// TestNotationAlwaysSet: a game stopped before its moves (unknown-variant,
// no-variant) still names the notation its text is in, so the JSON key is
// always present with a value.
func TestNotationAlwaysSet(t *testing.T) {
	for _, tc := range []struct{ text, code, notation string }{
		{"[Variant \"no-such-variant\"]\n\n1. e4 e5 *\n", "unknown-variant", "san"},
		{"[Variant \"no-such-variant\"]\n\n1. P e2-e4 1... p e7-e5\n", "unknown-variant", "gc"},
		{"1. e2e4 e7e5 *\n", "no-variant", "coord"},
	} {
		r := replayGames(t, replay.Options{}, "n.pgn", tc.text)[0]
		if r.Error == nil || r.Error.Code != tc.code || r.Notation != tc.notation {
			t.Errorf("%q: %+v, notation %q; want %s and %s", tc.text, r.Error, r.Notation, tc.code, tc.notation)
		}
	}
}

// TestVariantTagWithParenthesis: a Variant tag that names a variant with a
// gloss in parentheses ("Makruk (Thai Chess)") is read by the name before the
// parenthesis, else the one inside it; an unknown one is quoted as written, not
// as looked up ("makruk-(thai-chess)").
func TestVariantTagWithParenthesis(t *testing.T) {
	for tag, id := range map[string]string{"Makruk (Thai Chess)": "makruk", "Thai (Makruk)": "makruk", "Shogi (Japanese Chess)": "shogi"} {
		r := replayGames(t, replay.Options{}, "p.pgn", "[Variant \""+tag+"\"]\n\n*\n")[0]
		if r.Variant != id || r.Status != replay.StatusOK {
			t.Errorf("%q: %s %s %+v; want %s", tag, r.Variant, r.Status, r.Error, id)
		}
	}
	r := replayGames(t, replay.Options{}, "p.pgn", "[Variant \"Foo (Bar Baz)\"]\n\n1. e4 *\n")[0]
	if r.Error == nil || r.Error.Code != "unknown-variant" || !strings.Contains(r.Error.Message, `"Foo (Bar Baz)"`) {
		t.Errorf("unknown: %+v; want the tag quoted as written", r.Error)
	}
}
