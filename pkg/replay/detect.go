package replay

import (
	"github.com/gamecourier/courier/pkg/notation/detect"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/pgn"
)

// detectNotation names the game's notation before its move text is read: ""
// (not known yet) for every game. runPGN, which the game is then handed to,
// tokenizes the first part of the move text and settles the notation from
// those tokens (settleNotation), so that the move text of a SAN game is read
// once rather than twice; a Game Courier game is handed on to runGC.
func detectNotation(raw *gamefile.RawGame) string {
	return ""
}

// notationOf names the notation of a move text as detect.Detect tells it:
// "gc", "coord" or "san" (also for no move word at all).
func notationOf(lines []gamefile.Line) string {
	switch detect.Detect(lines) {
	case detect.GameCourier:
		return "gc"
	case detect.Coordinate:
		return "coord"
	}
	return "san"
}

// settleNotation sets the game's notation (rp.notation and the result's) from
// the move text's first part, lines[:n] of the whole move text lines, and its
// tokens toks: "san" when detect.SANFromTokens shows it, else what
// detect.Detect tells from the lines (so always Detect's decision).
func (rp *replayer) settleNotation(lines []gamefile.Line, n int, toks []pgn.Token) {
	if detect.SANFromTokens(lines, n, toks) {
		rp.notation = "san"
	} else {
		rp.notation = notationOf(lines)
	}
	rp.res.Notation = rp.notation
}
