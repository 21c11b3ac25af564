package replay

import (
	"fmt"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/coord"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/position"
)

// runPGN replays PGN movetext whose moves are SAN or coordinate notation.
// Variations are skipped (not checked): only the main line is replayed.
func (rp *replayer) runPGN() {
	toks, tdiags := pgn.AppendTokens(rp.toks[:0], rp.raw.Movetext)
	rp.toks = toks
	// the first syntax error in the movetext ends the replay there
	var firstErr *diag.Diagnostic
	for i := range tdiags {
		d := tdiags[i]
		d.Pos.File = rp.file
		if d.Severity == diag.Error && firstErr == nil {
			firstErr = &d
		}
		if d.Severity != diag.Error {
			rp.res.Diags = append(rp.res.Diags, d)
		}
	}
	labels := rp.c.labels
	for _, t := range toks {
		if rp.stopped && t.Kind != pgn.Result {
			continue // the claimed result still counts after an illegal move
		}
		pos := t.Pos
		pos.File = rp.file
		if firstErr != nil && before(firstErr.Pos, pos) {
			break
		}
		if t.Depth > 0 {
			continue
		}
		switch t.Kind {
		case pgn.Result:
			rp.logClaim = normResult(t.Text)
			if tag := rp.res.Result.Claimed; tag != "" && tag != rp.logClaim {
				rp.res.Diags = append(rp.res.Diags, diag.Warnf(pos, "result-token", "the result token %s differs from the Result tag %s", t.Text, tag))
			}
		case pgn.NullMove:
			if !rp.beforeMove(pos, t.Text) {
				break
			}
			rp.fail(pos, t.Text, &match.Failure{Code: "null-move", Message: "a null move (" + t.Text + ") is no legal move"}, StatusIllegal)
		case pgn.Move:
			if !rp.beforeMove(pos, t.Text) {
				break
			}
			if rp.notation == "coord" {
				c, err := coord.Parse(t.Text, labels)
				if err != nil {
					// squares of a larger board: a move off this board, not a syntax error
					if _, err16 := coord.Parse(t.Text, wide); err16 == nil || coordShape(t.Text) {
						rp.fail(pos, t.Text, &match.Failure{Code: "off-board", Message: fmt.Sprintf("%s leaves the %dx%d board", t.Text, rp.r.G.Files, rp.r.G.Ranks)}, StatusIllegal)
						break
					}
					rp.fail(pos, t.Text, &match.Failure{Code: "coord-syntax", Message: err.Error()}, StatusParseError)
					break
				}
				var m position.Move
				var f *match.Failure
				if c.Drop != 0 {
					m, f = match.ResolveDrop(rp.p, c.Drop, c.To)
				} else {
					m, f = match.ResolveCoord(rp.p, c.From, c.To, c.Promo, c.Convert)
				}
				if f != nil {
					rp.fail(pos, t.Text, f, StatusIllegal)
					break
				}
				rp.play(m, pos, nil)
				continue
			}
			s, err := pgn.ParseSAN(t.Text)
			if err != nil {
				rp.fail(pos, t.Text, &match.Failure{Code: "san-syntax", Message: "cannot read the move: " + err.Error()}, StatusParseError)
				break
			}
			m, notes, f := match.ResolveSAN(rp.p, s)
			if f != nil {
				rp.fail(pos, t.Text, f, StatusIllegal)
				break
			}
			rp.play(m, pos, append(s.Lenient, notes...))
			if (s.Check || s.Mate) && !rp.pastEnd {
				rp.checkMark(pos, t.Text, s.Mate)
			}
		}
	}
	if firstErr != nil && !rp.stopped {
		rp.fail(firstErr.Pos, "", &match.Failure{Code: firstErr.Code, Message: firstErr.Message}, StatusParseError)
	}
}

// checkMark notes a '+' or '#' that the position after the move contradicts.
func (rp *replayer) checkMark(pos diag.Pos, text string, mate bool) {
	check := rp.p.InCheck()
	switch {
	case !check:
		rp.res.Diags = append(rp.res.Diags, diag.Notef(pos, "check-mark", "ply %d (%s): the move gives no check", rp.res.Plies, clip(text)))
	case mate && rp.p.HasLegalMove():
		rp.res.Diags = append(rp.res.Diags, diag.Notef(pos, "check-mark", "ply %d (%s): '#' written, but the move is check, not mate", rp.res.Plies, clip(text)))
	}
}

// wide labels a 16x16 board: squares of a larger board than the game's.
var wide = sq.DefaultLabels(board.MaxSize, board.MaxSize)

// coordShape reports whether s looks like a coordinate move on some board:
// letter, digits, letter, digits, an optional promotion letter ("b7b0", "a4j4").
func coordShape(s string) bool {
	i := 0
	for part := 0; part < 2; part++ {
		if i >= len(s) || s[i] < 'a' || s[i] > 'z' {
			return false
		}
		i++
		j := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == j {
			return false
		}
	}
	return i == len(s) || (i == len(s)-1 && s[i] >= 'a' && s[i] <= 'z')
}

// before reports whether a comes strictly before b in the same file.
func before(a, b diag.Pos) bool {
	return a.Line < b.Line || (a.Line == b.Line && a.Col < b.Col)
}
