// Package coord reads coordinate moves: the origin square, the destination
// square, an optional promotion letter and an optional Cowardly Crew conversion
// list, with nothing between them ("e2e4", "e7e8q", "e10e9", "a9a10",
// "d4e5&d6&f6") but an optional capture mark 'x' between the squares
// ("e4xd5", "7gx7f"), which does not change the move; a drop is the piece
// letter, '@' and the square ("N@f3"; "+N@b3" drops it promoted). Castling is the king's move ("e1g1",
// "e1h1"); a bishop swap is the bishop's square then the partner's ("c1d1"). Squares are split with the
// board's labels by longest match. It is syntax only: no board, no rules.
package coord

import (
	"strings"

	"github.com/gamecourier/courier/pkg/notation/sq"
)

// Coord is one coordinate move. Squares are 0-based (sq.Square).
type Coord struct {
	From, To sq.Square
	// Promo is the promotion letter as written (either case), 0 for none.
	Promo byte
	// Amp lists the squares of a "&d6&f6" suffix (capture conversion) in the
	// order written;
	// nil when none.
	Amp []sq.Square
	// AtPiece is the upper-case piece letter before '@': a drop ("N@f3", the UCI form of
	// lichess and Fairy-Stockfish), 0 for a move; a drop has only To (From is
	// sq.None).
	AtPiece byte
	// AtPromoted: the drop's letter follows a '+' ("+N@b3"): the piece is
	// dropped as its promoted type (Fairy-Stockfish's Kyoto Shogi).
	AtPromoted bool
	// Capture is set when an 'x' stands between the squares ("e4xd5"): a
	// mark as written, which the move does not depend on.
	Capture bool
	// HasWall is set when a wall square follows after a comma, as
	// Fairy-Stockfish writes the moves of a walling rule: the destination
	// again, then the wall square ("a1a2,a2a1": the wall goes on a1); Wall is
	// that square.
	HasWall bool
	Wall    sq.Square
}

// ParseCoord reads one coordinate move with the board's labels. When the text
// can be split in several ways, the longest origin square is preferred, then
// the longest destination ("a1a10" on a 16-rank board is a1-a10); a split
// with the squares next to each other before one across an 'x' (a board
// whose labels make "e4xd5" two squares reads them so). Errors are
// *sq.SyntaxError with the 0-based character offset of the problem.
func ParseCoord(text string, labels sq.Labels) (Coord, error) {
	if len(text) >= 3 && text[0] == '+' && text[2] == '@' {
		// a drop of a promoted piece: "+N@b3"
		c, err := ParseCoord(text[1:], labels)
		if err != nil {
			if se, ok := err.(*sq.SyntaxError); ok {
				return c, sq.Errorf(text, se.Offset+1, "%s", se.Msg)
			}
			return c, err
		}
		c.AtPromoted = true
		return c, nil
	}
	if i := strings.IndexByte(text, ','); i >= 0 {
		return parseWalled(text, i, labels)
	}
	if len(text) >= 2 && text[1] == '@' {
		if text[0] < 'A' || text[0] > 'Z' {
			return Coord{From: sq.None, To: sq.None}, sq.Errorf(text, 0, "a drop starts with an upper-case piece letter")
		}
		for to, m := range labels.Prefixes(text[2:]) {
			if 2+m == len(text) {
				return Coord{From: sq.None, To: to, AtPiece: text[0]}, nil
			}
		}
		return Coord{From: sq.None, To: sq.None}, sq.Errorf(text, 2, "expected the drop square")
	}
	best := 0 // furthest byte offset a failed split reached, for the error
	bestMsg := "expected the origin square"
	for from, n := range labels.Prefixes(text) {
		if best < n {
			best, bestMsg = n, "expected the destination square"
		}
		if c, ok := dest(text, n, from, labels, &best, &bestMsg); ok {
			return c, nil
		}
	}
	// the capture mark: square, 'x', square
	for from, n := range labels.Prefixes(text) {
		if n+1 < len(text) && text[n] == 'x' {
			if best < n+1 {
				best, bestMsg = n+1, "expected the destination square after 'x'"
			}
			if c, ok := dest(text, n+1, from, labels, &best, &bestMsg); ok {
				c.Capture = true
				return c, nil
			}
		}
	}
	return Coord{From: sq.None, To: sq.None}, sq.Errorf(text, best, "%s", bestMsg)
}

// Parse is ParseCoord under the shorter name the package path already
// qualifies (coord.Parse).
func Parse(text string, labels sq.Labels) (Coord, error) { return ParseCoord(text, labels) }

// dest reads the rest of a move from the destination square at byte n on;
// a failed split that reaches further than *best sets *best and *msg.
func dest(text string, n int, from sq.Square, labels sq.Labels, best *int, msg *string) (Coord, bool) {
	for to, m := range labels.Prefixes(text[n:]) {
		c := Coord{From: from, To: to}
		k := n + m
		if k < len(text) && isLetter(text[k]) {
			c.Promo = text[k]
			k++
		}
		bad, why := suffix(text, k, labels, &c)
		if bad < 0 {
			return c, true
		}
		if bad >= *best {
			*best, *msg = bad, why
		}
	}
	return Coord{}, false
}

// suffix reads the conversion list from byte k; it returns -1 when text ends
// properly there, else the byte offset of the problem and a message.
func suffix(text string, k int, labels sq.Labels, c *Coord) (int, string) {
	c.Amp = nil
	for k < len(text) {
		if text[k] != '&' {
			if c.Promo != 0 {
				return k, "unexpected text after the promotion letter"
			}
			return k, "unexpected text after the destination square"
		}
		k++
		e := k
		for e < len(text) && text[e] != '&' {
			e++
		}
		s, ok := labels.Parse(text[k:e])
		if !ok {
			return k, "expected a square after '&'"
		}
		c.Amp = append(c.Amp, s)
		k = e
	}
	return -1, ""
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// parseWalled reads a move with a wall square after the comma at byte i
// ("a1a2,a2a1"): the move, then its destination again and the wall square.
func parseWalled(text string, i int, labels sq.Labels) (Coord, error) {
	c, err := ParseCoord(text[:i], labels)
	if err != nil {
		return c, err
	}
	rest := text[i+1:]
	for to, n := range labels.Prefixes(rest) {
		if to != c.To {
			continue
		}
		if w, ok := labels.Parse(rest[n:]); ok {
			c.HasWall, c.Wall = true, w
			return c, nil
		}
		return Coord{From: sq.None, To: sq.None}, sq.Errorf(text, i+1+n, "expected the wall square after the destination")
	}
	return Coord{From: sq.None, To: sq.None}, sq.Errorf(text, i+1, "expected the destination square again after ',' (then the wall square)")
}
