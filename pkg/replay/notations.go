package replay

import (
	"strings"

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

// formatNotation returns the registered notation a game's Format tag names
// ([Format "ICCS"], "WXF", "zh"; a record reader's), nil when it names none;
// named reports that it did.
func formatNotation(raw *gamefile.RawGame) (n *match.MoveNotation, named bool) {
	if len(match.Notations()) == 0 {
		return nil, false
	}
	if f, ok := raw.Tag("Format"); ok {
		if n := match.NotationNamed(f); n != nil {
			return n, true
		}
	}
	return nil, false
}

// claimedNotation returns the registered notation a game without a Format tag
// is written in, nil for SAN, coordinates and Game Courier text (detect's): a
// word of the first claimWords move words that only one notation has (a
// Chinese move, a WXF move, an ICCS move onto rank 0), then a notation that
// claims the game from its tags (tagClaim). The replay asks it for a game
// that names no variant, or names the variant of a notation (familyVariant),
// and keeps its answer only when the notation's variant is the game's.
func claimedNotation(raw *gamefile.RawGame) *match.MoveNotation {
	if len(match.Notations()) == 0 {
		return nil
	}
	words := 0
	for _, l := range raw.Movetext {
		t := l.Text
		for len(t) > 0 && words < claimWords {
			i := 0
			for i < len(t) && (t[i] == ' ' || t[i] == '\t') {
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
					return n
				}
			}
		}
		if words >= claimWords {
			break
		}
	}
	return tagClaim(raw)
}

// familyVariant reports whether id, the preset a game is replayed with, is
// the variant of a registered notation (MoveNotation.Preset of the game's FEN
// tag): only then are its words asked which notation they are in.
func familyVariant(raw *gamefile.RawGame, id string) bool {
	fen, _ := raw.Tag("FEN")
	for _, n := range match.Notations() {
		if n.Preset != nil && n.Preset(fen) == id {
			return true
		}
	}
	return false
}

// mayClaim is a quick test before the notations are asked about w: a word
// with a byte above 0x7F ("炮二平五", "Ｃ２＝５"), or of 3 to 6 bytes whose second
// is a digit or sign and third an operator, digit, sign or '.' ("C2=5",
// "R+.3") or a sign then a letter ("+P=4"), or of 4 to 6 bytes with a '0'
// ("h0g2"), or a USI board move ("7g7f", "8h2b+"). SAN words ("e4",
// "Nf3", "exd5", "O-O") fail it without a look at the notations.
func mayClaim(w string) bool {
	if n := len(w); n >= 3 && n <= 6 {
		b, c := w[1], w[2]
		if (b >= '0' && b <= '9' || b == '+' || b == '-') &&
			(c >= '0' && c <= '9' || c == '+' || c == '-' || c == '=' || c == '.') {
			return true
		}
		if (w[0] == '+' || w[0] == '-') && (b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z') {
			return true // the sign first: "+P=4"
		}
		if n >= 4 && strings.IndexByte(w, '0') >= 0 {
			return true
		}
		if (n == 4 || n == 5) && b >= 'a' && b <= 'i' && w[0] >= '1' && w[0] <= '9' && c >= '1' && c <= '9' {
			return true // USI's "7g7f", "8h2b+"
		}
	}
	for i := 0; i < len(w); i++ {
		if w[i] >= 0x80 {
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
