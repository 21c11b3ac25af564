package replay

import (
	"github.com/gamecourier/courier/pkg/notation/detect"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/pgn"
)

// notationOf is the notation of a move text as detect.Detect tells it, SAN for
// no move word at all (never detect.Unknown).
func notationOf(lines []gamefile.Line) detect.Notation {
	if n := detect.Detect(lines); n != detect.Unknown {
		return n
	}
	return detect.SAN
}

// settleNotation sets the game's notation (rp.notation and the result's) from
// the move text's first part, lines[:n] of the whole move text lines, and its
// tokens toks: SAN when detect.SANFromTokens shows it, else what detect.Detect
// tells from the lines (so always Detect's decision). The result's Notation is
// its name ("gc", "san", "coord": detect.Notation.String).
func (rp *replayer) settleNotation(lines []gamefile.Line, n int, toks []pgn.Token) {
	if detect.SANFromTokens(lines, n, toks) {
		rp.notation = detect.SAN
	} else {
		rp.notation = notationOf(lines)
	}
	rp.res.Notation = rp.notation.String()
}
