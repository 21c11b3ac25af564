package match

import (
	"sort"
	"strings"

	"github.com/gamecourier/courier/pkg/position"
)

// A MoveNotation is a notation of a game family's own (xiangqi's ICCS, WXF
// and Chinese; shogi's USI, KIF, KI2, CSA) that the replay reads and writes
// through this table instead of SAN, coordinates or Game Courier text. Each is
// registered from its own file by RegisterNotation in an init function; the
// replay names none of them (docs/layout.md, "The notation seam").
//
// Read and Write are required; the rest is optional.
type MoveNotation struct {
	// Name is the notation's name in lower case: the replay's "notation"
	// (Result.Notation, JSON "notation"), and the value of a game's Format tag
	// that selects it (compared without regard to case), with Aliases.
	Name    string
	Aliases []string
	// Preset names the preset of a game of this notation that has no Variant
	// tag and is read without --preset, from its FEN tag (the start position
	// as the record gives it, "" for none): "xiangqi", "minixiangqi", "shogi".
	// nil: the usual default preset.
	Preset func(fen string) string
	// FEN turns the value of a game's FEN tag as its records write it (a
	// xiangqi FEN without the side or the clocks, "r" for red) into courier's
	// FEN of the preset. nil: the tag is read as it is.
	FEN func(fen string) string
	// Read resolves one move word of the record (as the game reader cut it:
	// one whitespace-delimited word of PGN move text, or the move part of a
	// record line) in position p; last is the move played before (NoMove at
	// the start) for the notations that refer to it (KIF's 同). It returns
	// the one legal move the text denotes, or a Failure: CodeNoPiece,
	// CodeNoPath, CodeAmbiguous, CodeKingInCheck, or a syntax code of the
	// notation's own (the game is then a parse error: Syntax).
	Read func(p *position.Position, text string, last position.Move) (position.Move, *Failure)
	// Write gives the text of the legal move m of p, which Read takes back to m.
	Write func(p *position.Position, m position.Move, last position.Move) string
	// Syntax reports whether a failure code of Read means that the text is no
	// move of the notation at all (a parse error rather than an illegal move).
	Syntax func(code string) bool
	// Result maps a word of the move text that ends the game in this
	// notation's world ("红胜", "投了") to a PGN result ("1-0", "0-1",
	// "1/2-1/2", "*"); ok is false for any other word.
	Result func(word string) (result string, ok bool)
	// Claims reports whether a move word can only be of this notation (a
	// Chinese move, a WXF move): the replay then reads a game without a Format
	// tag in it, when the game's variant is the one Preset gives (or the game
	// names none). nil: only the Format tag selects it.
	Claims func(word string) bool
}

var notations []*MoveNotation

// RegisterNotation adds n to the table (from an init function). A second
// notation of the same name panics: it is a programming error.
func RegisterNotation(n *MoveNotation) {
	for _, o := range notations {
		if o.Name == n.Name {
			panic("match: notation " + n.Name + " registered twice")
		}
	}
	notations = append(notations, n)
	sort.Slice(notations, func(i, j int) bool { return notations[i].Name < notations[j].Name })
}

// NotationNamed returns the registered notation whose Name or one of its
// Aliases is name (without regard to case), nil when none is.
func NotationNamed(name string) *MoveNotation {
	name = strings.TrimSpace(name)
	for _, n := range notations {
		if strings.EqualFold(n.Name, name) {
			return n
		}
		for _, a := range n.Aliases {
			if strings.EqualFold(a, name) {
				return n
			}
		}
	}
	return nil
}

// NotationClaiming returns the registered notation whose Claims takes word,
// nil when none does.
func NotationClaiming(word string) *MoveNotation {
	for _, n := range notations {
		if n.Claims != nil && n.Claims(word) {
			return n
		}
	}
	return nil
}

// Notations lists the registered notations by name.
func Notations() []*MoveNotation { return notations }

// WriteAll writes every move of legal in notation n (from position p, the move
// before being last), in the order given.
func WriteAll(n *MoveNotation, p *position.Position, legal []position.Move, last position.Move) []string {
	out := make([]string, len(legal))
	for i, m := range legal {
		out[i] = n.Write(p, m, last)
	}
	return out
}
