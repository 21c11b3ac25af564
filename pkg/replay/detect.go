package replay

import (
	"github.com/gamecourier/courier/pkg/notation/detect"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/pgn"
)

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
