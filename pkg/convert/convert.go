// Package convert writes game records in a chosen notation (`courier convert`):
// PGN with SAN, long algebraic, coordinates (UCI), Game Courier move text, or
// a registered notation of a game family (xiangqi's ICCS, WXF, Chinese),
// keeping the game's tag pairs and comments. It formats what the replay
// computed; it decides nothing about legality. A record that stops early (an
// illegal move) ends with a comment saying why.
package convert

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/match"
)

// The notations a record can be written in. PGN and SAN are the same: PGN move
// text with SAN moves ("Nf3", "exd5", "O-O", "e8=Q+").
const (
	PGN = "pgn"
	SAN = "san"
	LAN = "lan" // long algebraic: "Ng1-f3", "e4xd5", "e7-e8=Q", castling "O-O"
	UCI = "uci" // coordinates: "g1f3", "e7e8q", castling as the king's move
	GC  = "gc"  // Game Courier move text: "N g1-f3", commands joined by "; "
)

// Notations lists the notation names, in the order help texts give them: the
// five above, then the notations of game families registered in
// pkg/notation/match (match.Notations: "iccs", "wxf", "zh", ...), written with
// their MoveNotation.Write and a Format tag naming them.
var Notations = []string{PGN, SAN, LAN, UCI, GC}

func init() {
	for _, n := range match.Notations() {
		Notations = append(Notations, n.Name)
	}
}

// Record is one game to write.
type Record struct {
	// Tags are the tag pairs in order (their Pos is not used).
	Tags []gamefile.Tag
	// Moves holds the plies in the target notation, in order.
	Moves []string
	// Comments holds the main-line comments: Comments[k] those after ply k (1-based),
	// Comments[0] those before the first move.
	Comments map[int][]string
	// Stop, when not "", is why the record ends after Moves (an illegal move):
	// written as the last comment.
	Stop string
	// Result is the termination marker written at the end ("1-0", "0-1",
	// "1/2-1/2", "*"); "" is "*".
	Result string
	// FirstMove is the move number of the first ply (1 unless a FEN tag says
	// otherwise); BlackFirst is set when Black makes the first ply.
	FirstMove  int
	BlackFirst bool
}

// Write writes r in notation (one of Notations): the tag pairs, a blank line,
// the move text (move numbers, the moves, the comments in braces, the result),
// a blank line. Errors: an unknown notation, and those of w.
func Write(w io.Writer, notation string, r *Record) error {
	if !slices.Contains(Notations, notation) {
		return fmt.Errorf("unknown notation %q (known: %s)", notation, strings.Join(Notations, ", "))
	}
	var b strings.Builder
	for _, t := range r.Tags {
		fmt.Fprintf(&b, "[%s \"%s\"]\n", t.Name, escapeTag(t.Value))
	}
	if len(r.Tags) > 0 {
		b.WriteString("\n")
	}
	var words []string
	comment := func(k int) {
		for _, c := range r.Comments[k] {
			words = append(words, "{"+commentText(c)+"}")
		}
	}
	comment(0)
	num, black := r.FirstMove, r.BlackFirst
	if num < 1 {
		num = 1
	}
	for i, m := range r.Moves {
		switch {
		case !black:
			words = append(words, fmt.Sprintf("%d.", num))
		case i == 0 || len(r.Comments[i]) > 0 || notation == GC:
			words = append(words, fmt.Sprintf("%d...", num)) // Black's move after a break
		}
		words = append(words, m)
		comment(i + 1)
		if black {
			num++
		}
		black = !black
	}
	if r.Stop != "" {
		words = append(words, "{"+commentText(r.Stop)+"}")
	}
	result := r.Result
	if result == "" {
		result = "*"
	}
	words = append(words, result)
	wrap(&b, words, notation == GC)
	b.WriteString("\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// wrap writes words on lines of at most 79 characters (counted as runes) (PGN 8.2.6: 80), a
// longer word on its own line; Game Courier text gets a line per move pair.
func wrap(b *strings.Builder, words []string, perMove bool) {
	n := 0
	for _, wd := range words {
		breakLine := n > 0 && n+1+utf8.RuneCountInString(wd) > 79
		if perMove && n > 0 && strings.HasSuffix(wd, ".") && !strings.HasSuffix(wd, "...") {
			breakLine = true // "2." starts a new line
		}
		switch {
		case breakLine:
			b.WriteString("\n")
			n = 0
		case n > 0:
			b.WriteString(" ")
			n++
		}
		b.WriteString(wd)
		n += utf8.RuneCountInString(wd)
	}
	b.WriteString("\n")
}

// escapeTag escapes a tag value (PGN 8.1: a quote and a backslash inside are
// written with a backslash).
func escapeTag(s string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", " ").Replace(s)
}

// commentText makes s fit inside braces: PGN comments do not nest, so braces
// inside become parentheses.
func commentText(s string) string {
	return strings.TrimSpace(strings.NewReplacer("{", "(", "}", ")").Replace(s))
}
