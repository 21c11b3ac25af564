package replay_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// fsfAllPresets maps the Fairy-Stockfish built-in variants of
// ../shared/oracle/fsf-variants-all to the shipped presets that play them exactly
// (pkg/position's fsfAllBuiltins holds the same map for the perft rows and the
// ply-by-ply legal move counts).
var fsfAllPresets = map[string]string{
	"5check":            "5check",
	"ai-wok":            "ai-wok",
	"armageddon":        "armageddon",
	"asean":             "asean",
	"atomar":            "atomar",
	"breakthrough":      "breakthrough",
	"capahouse":         "capahouse",
	"cambodian":         "cambodian",
	"caparandom":        "caparandom",
	"chaturanga":        "chaturanga",
	"checkshogi":        "checkshogi",
	"chess":             "chess",
	"chessgi":           "chessgi",
	"codrus":            "codrus",
	"dobutsu":           "dobutsu",
	"dragon":            "dragon",
	"euroshogi":         "euroshogi",
	"fairy":             "fairy",
	"fox-and-hounds":    "fox-and-hounds",
	"gardner":           "gardner",
	"georgian":          "georgian",
	"giveaway":          "giveaway",
	"gorogoro":          "gorogoro",
	"gustav3":           "gustav3",
	"hoppelpoppel":      "hoppelpoppel",
	"jesonmor":          "jesonmor",
	"joust":             "joust",
	"judkins":           "judkins",
	"karouk":            "karouk",
	"kyotoshogi":        "kyotoshogi",
	"legan":             "legan",
	"losalamos":         "losalamos",
	"makpong":           "makpong",
	"manchu":            "manchu",
	"micro":             "micro",
	"misere":            "misere",
	"modern":            "modern",
	"nocastle":          "nocastle",
	"nocheckatomic":     "nocheckatomic",
	"okisakishogi":      "okisakishogi",
	"omicron":           "omicron",
	"opulent":           "opulent",
	"paradigm":          "paradigm",
	"pawnback":          "pawnback",
	"pawnsideways":      "pawnsideways",
	"perfect":           "perfect",
	"petrified":         "petrified",
	"pocketknight":      "pocketknight",
	"raazuvaa":          "raazuvaa",
	"shoshogi":          "shoshogi",
	"shatar":            "shatar",
	"shouse":            "shouse",
	"snailtrail":        "snailtrail",
	"sortofalmost":      "sortofalmost",
	"spartan":           "spartan",
	"suicide":           "suicide",
	"tencubed":          "tencubed",
	"torishogi":         "torishogi",
	"torpedo":           "torpedo",
	"wolf":              "wolf",
	"troitzky":          "troitzky",
	"yarishogi":         "yarishogi",
	"janggicasual":      "janggicasual",
	"janggimodern":      "janggimodern",
	"janggitraditional": "janggitraditional",
}

// fsfAllVariantEnd is our termination for Fairy-Stockfish's variant_end in the
// fsf-variants-all games of a variant ("a|b": either)
var fsfAllVariantEnd = map[string]string{
	"5check": "checks", "codrus": "extinction", "giveaway": "no-pieces", "suicide": "no-pieces",
	"breakthrough": "goal", "fox-and-hounds": "goal", "jesonmor": "goal", "checkshogi": "checks", "nocheckatomic": "extinction", "atomar": "extinction", "dobutsu": "extinction|goal",
	"karouk": "checks", "shatar": "extinction",
	"janggicasual": "double-pass", "janggimodern": "double-pass", "janggitraditional": "double-pass|bikjang",
}

// TestFairyStockfishAllGames replays the random games and corrupted copies of
// ../shared/oracle/fsf-variants-all for every built-in variant of fsfAllPresets,
// as TestFairyStockfishVariantGames does for the first oracle.
func TestFairyStockfishAllGames(t *testing.T) {
	runFSFVariantGames(t, sharedFile(t, "oracle/fsf-variants-all"), fsfAllPresets, fsfAllVariantEnd)
}

// S-house's usual spellings name the shouse preset (issue 23): 1. Nf3/H gates the
// hawk on g1 (Fairy-Stockfish's "g1f3h"), and the game replays.
func TestShouseVariantNames(t *testing.T) {
	e := replay.New(replay.Options{FinalFEN: true})
	for _, tag := range []string{"shouse", "S-House", "s-house"} {
		res := replayText(t, e, tag, gameText(tag, "", []string{"1. Nf3/H e6 *"}, " "))
		if len(res) != 1 || res[0].Variant != "shouse" || res[0].Status != replay.StatusOK || res[0].Plies != 2 {
			t.Errorf("[Variant %q]: %+v, want preset shouse, 2 plies", tag, res[0])
		}
	}
}
