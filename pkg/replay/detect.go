package replay

import (
	"strings"

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
	if rp.move != nil {
		rp.notation = detect.SAN // the PGN token reader; moves read by rp.move
		rp.res.Notation = rp.move.Name
		return
	}
	if detect.SANFromTokens(lines, n, toks) {
		rp.notation = detect.SAN
	} else {
		rp.notation = notationOf(lines)
	}
	rp.res.Notation = rp.notation.String()
}

// decided returns the notation detect.Detect gives a move text whose first lines
// are lines, and whether lines decide it: Detect reads no further (its window
// of words ends within them), so the rest of the move text cannot change it.
// It asks Detect of lines followed by one line of its own, twice: "}" (which
// closes a comment open at the end of lines, or is a word of no shape), then
// a hundred SAN moves, or a hundred Game Courier puts. Detect reads that line
// only when lines hold fewer than its 40 words, and then the first makes it
// SAN (a hundred SAN words against fewer than 40 of the others) and the
// second Game Courier (a hundred commands against fewer than 40 SAN words):
// the two answers agree only when Detect stops before it.
func decided(lines []gamefile.Line) (detect.Notation, bool) {
	buf := make([]gamefile.Line, len(lines)+1)
	copy(buf, lines)
	buf[len(lines)].Text = sentinelSAN
	a := detect.Detect(buf)
	buf[len(lines)].Text = sentinelGC
	return a, a == detect.Detect(buf)
}

// The lines decided adds: "}", then a hundred SAN moves or Game Courier puts.
var (
	sentinelSAN = "}" + strings.Repeat(" Nf3", 100)
	sentinelGC  = "}" + strings.Repeat(" Q-e8", 100)
)

// gather returns all the move-text lines of a streamed game
// (gamefile.Reader.Stream): its Movetext, then every line More gives. A read
// error cuts them (RawGame.Err; the game is then not reported, see pipeline).
func gather(raw *gamefile.RawGame) []gamefile.Line {
	lines := append([]gamefile.Line(nil), raw.Movetext...) // (More reuses its buffer)
	for {
		more, err := raw.More()
		if err != nil || len(more) == 0 {
			return lines
		}
		lines = append(lines, more...)
	}
}

// more gives the next lines of the streamed game being replayed
// (gamefile.RawGame.More), none after a read error (RawGame.Err keeps it).
func (rp *replayer) more() []gamefile.Line {
	lines, err := rp.raw.More()
	if err != nil {
		return nil
	}
	return lines
}
