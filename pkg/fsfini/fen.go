package fsfini

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/gamecourier/courier/pkg/diag"
)

// DefaultStartFEN is FSF's startFen when no section of the chain sets one.
const DefaultStartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// Cell is one square of a start position: a piece letter (upper case White's,
// 0 for an empty square), a '+' before it (a promoted piece), a wall ('*').
type Cell struct {
	Letter   byte
	Promoted bool
	Wall     bool
}

// FEN is a start position as FSF reads it.
type FEN struct {
	Text  string
	Board [][]Cell // Board[r][f], rank 0 = rank 1 (White's side), file 0 = a
	Hand  string   // the holdings, upper case White's ("" for none or "[]")
	// HasHand is true when the FEN gives holdings ("[...]", even empty).
	HasHand  bool
	Side     byte   // 'w' or 'b' ('w' when missing)
	Castling string // the castling field ("" when absent or "-")
	Checks   [2]int // checks still to give, White's and Black's ("3+3"); 0 when absent
}

// StartFEN returns the start position of v (startFen along the chain, else
// FSF's default) read against v's board and pieces, with the entry that sets
// it (zero for the default) and the diagnostics of what does not fit.
func (v *Variant) StartFEN() (*FEN, Entry, diag.List) {
	e, ok := v.Opt("startFen")
	text := DefaultStartFEN
	if ok {
		text = e.Value
	}
	files, ranks := v.Size()
	fen, probs := ReadFEN(text, files, ranks, func(c byte) bool { return v.Piece(c) != nil })
	if g, ok := v.Opt("seirawanGating"); ok && g.Value == "true" {
		// the castling field also holds the gating rights (file letters)
		probs = slices.DeleteFunc(probs, func(p Problem) bool { return p.Severity == diag.Warning && strings.Contains(p.Msg, "castling rights") })
	}
	var d diag.List
	if ok && e.ValuePos.File != BuiltinsFile {
		for _, p := range probs {
			d.Add(p.at(e))
		}
	} else if len(probs) > 0 {
		pos := v.Section.Pos
		d.Add(diag.Errorf(pos, CodeStartFEN, "the inherited start position %q does not fit this variant: %s", text, probs[0].Msg))
	}
	return fen, e, d
}

// Size returns the board of v: files and ranks (maxFile and maxRank, 8x8 by default).
func (v *Variant) Size() (files, ranks int) {
	files, ranks = 8, 8
	if e, ok := v.Opt("maxFile"); ok {
		if n, p := ReadFile(e.Value); p.Severity != diag.Error || p.Code == "" {
			files = n
		}
	}
	if e, ok := v.Opt("maxRank"); ok {
		if n, p := ReadRank(e.Value); p.Severity != diag.Error || p.Code == "" {
			ranks = n
		}
	}
	return files, ranks
}

// ReadFEN reads a start FEN on a files x ranks board whose piece letters has
// accepts. Problems carry their column in the FEN (0-based characters).
func ReadFEN(text string, files, ranks int, has func(byte) bool) (*FEN, []Problem) {
	var probs []Problem
	bad := func(col int, format string, args ...any) {
		probs = append(probs, Problem{diag.Error, CodeStartFEN, fmt.Sprintf(format, args...), col})
	}
	fen := &FEN{Text: text, Side: 'w', Board: make([][]Cell, max(ranks, 0))}
	for r := range fen.Board {
		fen.Board[r] = make([]Cell, max(files, 0))
	}
	fields := strings.Fields(text)
	if len(fields) == 0 {
		bad(0, "empty start position")
		return fen, probs
	}
	boardText := fields[0]
	if i := strings.IndexByte(boardText, '['); i >= 0 {
		j := strings.IndexByte(boardText, ']')
		if j < i {
			bad(i, "holdings '[' without ']'")
			j = len(boardText)
		}
		fen.Hand, fen.HasHand = boardText[i+1:min(j, len(boardText))], true
		if fen.Hand == "-" {
			fen.Hand = ""
		}
		boardText = boardText[:i]
	}
	rows := strings.Split(boardText, "/")
	if len(rows) == ranks+1 && !fen.HasHand { // holdings as one rank more
		fen.Hand, fen.HasHand = rows[ranks], true
		rows = rows[:ranks]
	}
	if len(rows) != ranks {
		bad(0, "the board has %d ranks, the variant %d (maxRank)", len(rows), ranks)
	}
	col := 0
	unknown := map[byte]bool{}
	widthBad := false // one diagnostic for ranks of the wrong width
	for i, row := range rows {
		r := ranks - 1 - i
		cells := readRow(row, func(k int, c byte) {
			if !has(c) && !unknown[c] {
				unknown[c] = true
				bad(col+k, "%c is no piece of this variant", c)
			}
		}, func(k int, c byte) { bad(col+k, "%q is not allowed in a FEN board", string(c)) })
		if r >= 0 && r < ranks {
			if len(cells) != files && !widthBad {
				widthBad = true
				bad(col, "rank %d has %d squares, the variant %d files (maxFile)", r+1, len(cells), files)
			}
			for len(cells) < files {
				cells = append(cells, Cell{})
			}
			fen.Board[r] = cells[:files]
		}
		col += len(row) + 1
	}
	for k := 0; k < len(fen.Hand); k++ {
		if c := fen.Hand[k]; isAlpha(c) && !has(c) {
			bad(strings.Index(text, fen.Hand)+k, "%c in the holdings is no piece of this variant", c)
		}
	}
	rest := fields[1:]
	if len(rest) == 0 {
		return fen, probs
	}
	off := strings.Index(text, rest[0])
	switch rest[0] {
	case "w", "b":
		fen.Side = rest[0][0]
	default:
		if len(rest[0]) > 0 && unicode.IsUpper(rune(rest[0][0])) && isAlpha(rest[0][0]) && fen.Hand == "" {
			bad(off, "%q stands where the side to move (w or b) belongs: holdings go in brackets after the board ([%s])", rest[0], rest[0])
		} else {
			bad(off, "the side to move is %q, not w or b", rest[0])
		}
		return fen, probs
	}
	rest = rest[1:]
	// FSF skips castling and en passant when the third field is a number
	if len(rest) > 0 && !(rest[0][0] >= '0' && rest[0][0] <= '9') && rest[0] != "-" {
		fen.Castling = rest[0]
		if strings.Trim(rest[0], "KQkq") != "" {
			probs = append(probs, Problem{diag.Warning, CodeStartFEN, fmt.Sprintf("FSF reads %q as castling rights (a letter other than KQkq names a rook's file); holdings go in brackets after the board ([%s])", rest[0], rest[0]), strings.Index(text, " "+rest[0]+" ") + 1})
		}
	}
	for _, f := range rest {
		if strings.Contains(f, "+") {
			fen.Checks = readChecks(f)
		}
	}
	return fen, probs
}

// maxRun caps a run of empty squares: more than any board has (the rank is
// then reported too long), without building a rank of millions of squares.
const maxRun = 64

// readRow reads one rank of a FEN board: digits (several for one number) for
// empty squares, letters (after '+' for a promoted piece), '*' for a wall,
// '~' ignored. letter is called for each letter at its offset, other for any
// other character.
func readRow(row string, letter, other func(k int, c byte)) []Cell {
	var cells []Cell
	promoted := false
	for k := 0; k < len(row); k++ {
		c := row[k]
		switch {
		case c >= '0' && c <= '9':
			n := int(c - '0')
			for k+1 < len(row) && row[k+1] >= '0' && row[k+1] <= '9' {
				k++
				n = min(n*10+int(row[k]-'0'), maxRun)
			}
			for range n {
				cells = append(cells, Cell{})
			}
		case c == '+':
			promoted = true
			continue
		case c == '~':
		case c == '*':
			cells = append(cells, Cell{Wall: true})
		case isAlpha(c):
			letter(k, c)
			cells = append(cells, Cell{Letter: c, Promoted: promoted})
		default:
			other(k, c)
		}
		promoted = false
	}
	return cells
}

func readChecks(s string) [2]int {
	var c [2]int
	a, b, _ := strings.Cut(strings.TrimPrefix(s, "+"), "+")
	fmt.Sscan(a, &c[0])
	fmt.Sscan(b, &c[1])
	return c
}
