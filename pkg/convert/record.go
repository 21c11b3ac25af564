package convert

import (
	"fmt"
	"strings"

	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/replay"
	"github.com/gamecourier/courier/pkg/rules"
)

// NewRecord builds the record of one replayed game in notation: its tag pairs
// (the Variant tag set to the variant replayed, so that the record replays the
// same without --preset), its moves from res.Moves (the replay must keep them:
// replay.Options.KeepMoves) played again from res.StartFEN on rs, its main-line
// comments, and, when the game stopped early, the reason as a closing comment
// with the result "*". rs is nil for a game whose variant could not be loaded:
// the record is then its tags and the reason. The error says which ply could not
// be played again (a bug).
func NewRecord(raw *gamefile.RawGame, res *replay.Result, rs *position.Rules, notation string) (*Record, error) {
	rec := &Record{FirstMove: 1, Result: res.Result.Claimed}
	variantSet := false
	target := match.NotationNamed(notation)
	source := match.NotationNamed(res.Notation)
	for _, t := range raw.Tags {
		if t.Name == "Variant" && res.Variant != "" {
			if variantSet {
				continue // a duplicate tag: the first counted
			}
			t.Value, variantSet = res.Variant, true
		}
		if t.Name == "Format" && match.NotationNamed(t.Value) != nil {
			continue // the notation of the source: the target's is written below
		}
		if t.Name == "FEN" && source != nil && res.StartFEN != "" {
			t.Value = res.StartFEN // a record's FEN as courier read it (fields added)
		}
		rec.Tags = append(rec.Tags, gamefile.Tag{Name: t.Name, Value: t.Value})
	}
	if !variantSet && res.Variant != "" {
		rec.Tags = append(rec.Tags, gamefile.Tag{Name: "Variant", Value: res.Variant})
	}
	if target != nil {
		rec.Tags = append(rec.Tags, gamefile.Tag{Name: "Format", Value: target.Name})
	}
	if res.Error != nil {
		rec.Stop = stopText(res)
		rec.Result = "*"
	}
	if rs == nil {
		return rec, nil
	}
	rec.Comments = Comments(res.Notation, raw, rs.G.Files, rs.G.Ranks)
	p := rs.Start()
	if res.StartFEN != "" {
		var err error
		if p, err = rs.ParseFEN(res.StartFEN); err != nil {
			return nil, fmt.Errorf("the start position %q: %v", res.StartFEN, err)
		}
	}
	if fields := strings.Fields(res.StartFEN); len(fields) >= 6 {
		fmt.Sscan(fields[5], &rec.FirstMove)
	}
	rec.BlackFirst = p.Side() != rules.White
	for i, mi := range res.Moves {
		m, ok := match.FindSAN(p, mi.SAN)
		if !ok {
			return nil, fmt.Errorf("ply %d (%s) is no legal move when played again", i+1, mi.SAN)
		}
		if target != nil {
			rec.Moves = append(rec.Moves, target.Write(p, m, p.LastMove()))
		} else {
			rec.Moves = append(rec.Moves, MoveText(p, m, mi, notation))
		}
		p.Make(m)
	}
	return rec, nil
}

// stopText says why the record ends: the ply, the move as written, the message
// and the code of the replay's error.
func stopText(res *replay.Result) string {
	e := res.Error
	if e.Ply == 0 {
		return fmt.Sprintf("courier: not converted: %s (%s)", e.Message, e.Code)
	}
	return fmt.Sprintf("courier: the record stops before ply %d %q: %s (%s)", e.Ply, e.Text, e.Message, e.Code)
}

// MoveText writes the legal move m of p (mi its replay record) in notation:
// SAN with its check mark (pgn, san), long algebraic (lan: "Ng1-f3",
// "e4xd5", "e7-e8=Q+", "Ng1-f3/H"; a rule module's own moves, castling, drops,
// swaps and conversions, as in SAN),
// coordinates (uci: Position.Coord) or Game Courier text (gc: match.GC).
func MoveText(p *position.Position, m position.Move, mi replay.MoveInfo, notation string) string {
	switch notation {
	case UCI:
		return p.Coord(m)
	case GC:
		return match.GC(p, m)
	}
	san := match.SAN(p, m, true)
	// a rule module's own move (castling, a drop, a swap, a conversion step, a
	// capture that converts pieces) is written as in SAN
	if notation != LAN || p.MoveModule(m) != "" ||
		len(mi.Piece) != 1 || strings.Contains(san, "=") && mi.Promo == "" {
		return san
	}
	g := p.R.G
	s := g.Name(m.From) + "-" + g.Name(m.To)
	if mi.Captured != "" {
		s = g.Name(m.From) + "x" + g.Name(m.To)
	}
	if mi.Piece != "P" {
		s = mi.Piece + s
	}
	if mi.Promo != "" {
		s += "=" + mi.Promo
	}
	s += match.ChoiceMarks(p, m) // a choice another module adds ("Ng1-f3/H")
	if strings.HasSuffix(san, "#") {
		s += "#"
	} else if strings.HasSuffix(san, "+") {
		s += "+"
	}
	return s
}
