package convert

import (
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/gc"
	"github.com/gamecourier/courier/pkg/notation/pgn"
)

// Comments returns the main-line comments of a game's move text by the ply they
// follow (Record.Comments): for notation "gc" the "//" and "{...}" comments of
// Game Courier text (board files and ranks give the square labels), else the
// brace and ';' comments of PGN move text outside variations. Comments inside
// variations are dropped with the variations.
func Comments(notation string, raw *gamefile.RawGame, files, ranks int) map[int][]string {
	out := map[int][]string{}
	ply := 0
	if notation == "gc" {
		moves, _ := gc.Tokenize(raw.Movetext, gc.DefaultLabels(files, ranks))
		for i := range moves {
			if moves[i].IsComment() {
				if moves[i].Comment != "" {
					out[ply] = append(out[ply], moves[i].Comment)
				}
				continue
			}
			ply++
		}
		return out
	}
	toks, _ := pgn.Tokenize(raw.Movetext)
	for _, t := range toks {
		if t.Depth > 0 {
			continue
		}
		switch t.Kind {
		case pgn.Move, pgn.NullMove:
			ply++
		case pgn.Comment:
			out[ply] = append(out[ply], t.Text)
		}
	}
	return out
}
