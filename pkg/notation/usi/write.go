package usi

import (
	"strings"

	"github.com/gamecourier/courier/pkg/notation/kifu"
)

// Write writes rec as one USI line: "position startpos moves ..." for the
// even 9x9 start, else "position sfen <SFEN> moves ..."; "resign" or "win"
// after the moves for those endings. The moves need From/To/Promote or
// Drop/Piece/To (match.KifuMove gives them).
func Write(rec *kifu.Record) string {
	var b strings.Builder
	even := kifu.Even(9, 9)
	if rec.Start == nil || rec.Start.FEN() == even.FEN() {
		b.WriteString("position startpos")
	} else {
		b.WriteString("position sfen " + SFEN(rec.Start))
	}
	if len(rec.Moves) > 0 {
		b.WriteString(" moves")
		for _, m := range rec.Moves {
			b.WriteString(" " + Move(m))
		}
	}
	switch rec.Ending.Kind {
	case kifu.EndResign:
		b.WriteString(" resign")
	case kifu.EndDeclare:
		b.WriteString(" win")
	}
	b.WriteByte('\n')
	return b.String()
}
