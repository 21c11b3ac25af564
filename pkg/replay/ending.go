package replay

import (
	"strings"

	"github.com/gamecourier/courier/pkg/notation/gamefile"
)

// offBoard is an end of the game that the board does not show: result (White's
// view: "1-0", "0-1", "1/2-1/2"; "" for none) and termination, the contract's
// word for how it came about ("resignation", "agreement", "claimed-win",
// "time-forfeit", "abandoned", "adjudication", "rules-infraction", "death",
// "emergency").
type offBoard struct {
	result, termination string
}

// words says what the log records, for a result-mismatch message: "White's
// resignation", "a draw by agreement", "a loss on time by Black".
func (o offBoard) words() string {
	loser := loserOf(o.result)
	winner := "White"
	if loser == "White" {
		winner = "Black"
	}
	switch o.termination {
	case "agreement":
		return "a draw by agreement"
	case "resignation":
		return loser + "'s resignation"
	case "claimed-win":
		return "a win claimed by " + winner
	case "time-forfeit":
		if o.result == "1/2-1/2" {
			return "a draw on time"
		}
		return "a loss on time by " + loser
	}
	return "the termination " + o.termination
}

// tagEnding reads how a game the board has not ended came to its claimed result
// (1-0, 0-1 or 1/2-1/2; anything else gives none), from the PGN Termination tag
// (PGN standard 9.8.1 values, lichess's "Normal" and "Time forfeit", and the
// free text of other servers, "Black won by resignation"): "normal", or no tag at
// all, is a resignation for a decisive result and an agreement for a draw (the
// game ended by the players, as lichess reads an imported game); "unterminated"
// gives no result (the game is not over) and the termination "unterminated".
func tagEnding(raw *gamefile.RawGame, claimed string) offBoard {
	if claimed != "1-0" && claimed != "0-1" && claimed != "1/2-1/2" {
		return offBoard{}
	}
	byPlayers := "resignation"
	if claimed == "1/2-1/2" {
		byPlayers = "agreement"
	}
	tag, _ := raw.Tag("Termination")
	t := strings.ToLower(strings.Join(strings.Fields(tag), " "))
	switch t {
	case "", "normal":
		return offBoard{claimed, byPlayers}
	case "unterminated":
		return offBoard{termination: "unterminated"} // no result: the tag contradicts the claim
	case "abandoned", "adjudication", "death", "emergency":
		return offBoard{claimed, t}
	case "rules infraction":
		return offBoard{claimed, "rules-infraction"}
	case "time forfeit", "time-forfeit", "time":
		return offBoard{claimed, "time-forfeit"}
	}
	for _, k := range []struct{ word, termination string }{
		{"resign", "resignation"}, {"agree", "agreement"}, {"time", "time-forfeit"},
		{"abandon", "abandoned"}, {"adjudicat", "adjudication"},
	} {
		if strings.Contains(t, k.word) {
			return offBoard{claimed, k.termination}
		}
	}
	return offBoard{claimed, byPlayers}
}
