package replay

import (
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/position"
)

// The notation seam (docs/layout.md): a game read in a registered
// match.MoveNotation (xiangqi's ICCS, WXF, Chinese; shogi's) instead of SAN,
// coordinates or Game Courier text. Which one, moveNotation says; the
// replayer then reads its move words with MoveNotation.Read, lists legal moves
// with Write, and takes its result words (MoveNotation.Result).

// claimWords is the number of move words moveNotation looks at for a word
// only one notation has (MoveNotation.Claims).
const claimWords = 16

// moveNotation returns the registered notation a game is written in, nil for
// SAN, coordinates and Game Courier text (detect's). In order: the Format tag
// naming one ([Format "ICCS"], "WXF", "zh"; a record reader's), a word of the
// first claimWords move words that only one notation has (a Chinese move, a
// WXF move, an ICCS move onto rank 0), then a notation that claims the game
// from its tags alone (a Game tag "Chinese Chess", a xiangqi FEN without a
// Variant tag: MoveNotation.Claims of "" with the tags' words, see tagClaim).
//
// named is set when the Format tag named it: a notation told from the words
// or from the tags is the game's only when its variant is the notation's
// (MoveNotation.Preset; the replay checks it once the variant is known).
func moveNotation(raw *gamefile.RawGame) (n *match.MoveNotation, named bool) {
	if len(match.Notations()) == 0 {
		return nil, false
	}
	if f, ok := raw.Tag("Format"); ok {
		if n := match.NotationNamed(f); n != nil {
			return n, true
		}
	}
	words := 0
	for _, l := range raw.Movetext {
		t := l.Text
		for len(t) > 0 && words < claimWords {
			i := 0
			for i < len(t) && t[i] == ' ' || i < len(t) && t[i] == '\t' {
				i++
			}
			j := i
			for j < len(t) && t[j] != ' ' && t[j] != '\t' {
				j++
			}
			w := t[i:j]
			t = t[j:]
			if w == "" || w[0] == '{' || w[0] == '(' || w[0] == ')' || w[0] == '[' || w[len(w)-1] == '.' {
				continue
			}
			words++
			if mayClaim(w) {
				if n := match.NotationClaiming(w); n != nil {
					return n, false
				}
			}
		}
		if words >= claimWords {
			break
		}
	}
	return tagClaim(raw), false
}

// mayClaim is a quick test before the notations are asked about w: a word
// with a byte above 0x7F, a '0', '=' or '.', or a sign or digit second
// ("C2=5", "+P+1", "h0g2", "炮二平五"); plain SAN words have none of these.
func mayClaim(w string) bool {
	if len(w) > 1 && (w[1] >= '0' && w[1] <= '9' || w[1] == '+' || w[1] == '-' || w[0] >= '1' && w[0] <= '9') {
		return true // (a digit first: USI's "7g7f")
	}
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c >= 0x80, c == '0', c == '=', c == '.':
			return true
		}
	}
	return false
}

// tagClaim returns the notation the game's tags call for when its move words
// did not: a tag "TagName=value" (or "TagName" with any value, "FEN" with a
// board whose shape it claims) offered to each notation's Claims as the word
// "[Name value]".
func tagClaim(raw *gamefile.RawGame) *match.MoveNotation {
	if _, ok := raw.Tag("Variant"); ok {
		return nil
	}
	for _, t := range raw.Tags {
		switch t.Name {
		case "Game", "FEN":
			if n := match.NotationClaiming("[" + t.Name + " " + t.Value + "]"); n != nil {
				return n
			}
		}
	}
	return nil
}

// resultWord maps s, a result as a Result tag or a move word gives it, through
// the registered notations' Result ("红胜" is "1-0"); ok is false when none
// takes it.
func resultWord(s string) (string, bool) {
	for _, n := range match.Notations() {
		if n.Result != nil {
			if r, ok := n.Result(s); ok {
				return r, true
			}
		}
	}
	return "", false
}

// resolveIn reads text in the game's registered notation (rp.move).
func (rp *replayer) resolveIn(p *position.Position, text string, dst *position.Move) (notes []string, mark byte, f *match.Failure, status string) {
	m, f := rp.move.Read(p, text, rp.last)
	if f != nil {
		*dst = position.NoMove
		if rp.move.Syntax != nil && rp.move.Syntax(f.Code) {
			return nil, 0, f, StatusParseError
		}
		return nil, 0, f, StatusIllegal
	}
	*dst = m
	return nil, 0, nil, ""
}

// moveResult tells whether t, a move token, is a result word of the game's
// registered notation, and which PGN result it is.
func (rp *replayer) moveResult(t *pgn.Token) (string, bool) {
	if rp.move == nil || t.Kind != pgn.Move || rp.move.Result == nil {
		return "", false
	}
	return rp.move.Result(t.Text)
}
