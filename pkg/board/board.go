// Package board is board geometry: sizes from 1x1 to 16x16, squares, their names
// and colours. It knows nothing of pieces or rules.
//
// Squares are numbered rank by rank from White's side, files from White's left:
//
//	rank R-1:  (R-1)*F ... R*F-1
//	...
//	rank 1:    F ... 2F-1
//	rank 0:    0 (a1) 1 (b1) ... F-1
//
// where F is the number of files and R the number of ranks. File and rank
// numbers are 0-based; names are the file letter a..p then the 1-based rank
// number ("a1", "i8", "a10"). a1 is a dark square on every board.
package board

import (
	"fmt"
	"strconv"
)

// MaxSize is the largest number of files or ranks supported (16); MinSize the smallest (1: a board of one rank, 1d chess).
const (
	MaxSize = 16
	MinSize = 1
)

// Square is a 0-based square index (rank*files + file). NoSquare means none.
type Square int16

// NoSquare is the absent square.
const NoSquare Square = -1

// Geometry is a board size: Files and Ranks, each MinSize..MaxSize.
type Geometry struct {
	Files, Ranks int
}

// New returns the geometry for files x ranks, or an error when either is outside 1..16.
func New(files, ranks int) (Geometry, error) {
	if files < MinSize || files > MaxSize || ranks < MinSize || ranks > MaxSize {
		return Geometry{}, fmt.Errorf("board size %dx%d is outside %dx%d..%dx%d", files, ranks, MinSize, MinSize, MaxSize, MaxSize)
	}
	return Geometry{files, ranks}, nil
}

// Size is the number of squares.
func (g Geometry) Size() int { return g.Files * g.Ranks }

// Sq returns the square at 0-based file and rank, or NoSquare when off the board.
func (g Geometry) Sq(file, rank int) Square {
	if file < 0 || file >= g.Files || rank < 0 || rank >= g.Ranks {
		return NoSquare
	}
	return Square(rank*g.Files + file)
}

// File returns the 0-based file of s.
func (g Geometry) File(s Square) int { return int(s) % g.Files }

// Rank returns the 0-based rank of s.
func (g Geometry) Rank(s Square) int { return int(s) / g.Files }

// Contains reports whether s is a square of this board.
func (g Geometry) Contains(s Square) bool { return s >= 0 && int(s) < g.Size() }

// Dark reports whether s is a dark square (a1 is dark).
func (g Geometry) Dark(s Square) bool { return (g.File(s)+g.Rank(s))%2 == 0 }

// Mirror returns the square on the same file and the mirrored rank (rank 1 <-> last rank):
// the square Black uses where White uses s.
func (g Geometry) Mirror(s Square) Square {
	return g.Sq(g.File(s), g.Ranks-1-g.Rank(s))
}

// RelRank returns the rank of s counted from the side's own back rank, 0-based:
// for White the rank itself, for Black ranks-1-rank.
func (g Geometry) RelRank(s Square, black bool) int {
	if black {
		return g.Ranks - 1 - g.Rank(s)
	}
	return g.Rank(s)
}

// FileName returns the label of a 0-based file: "a".."p".
func FileName(file int) string { return string(rune('a' + file)) }

// RankName returns the label of a 0-based rank: "1".."16".
func RankName(rank int) string { return strconv.Itoa(rank + 1) }

// Name returns the square's name, such as "e4" or "a10"; "-" for NoSquare.
func (g Geometry) Name(s Square) string {
	if !g.Contains(s) {
		return "-"
	}
	return FileName(g.File(s)) + RankName(g.Rank(s))
}

// Parse reads a square name ("e4", "a10"). Errors name the text and the board size.
func (g Geometry) Parse(name string) (Square, error) {
	sq, n := g.ParsePrefix(name)
	if n == 0 || n != len(name) {
		return NoSquare, fmt.Errorf("%q is not a square of a %dx%d board", name, g.Files, g.Ranks)
	}
	return sq, nil
}

// ParsePrefix reads the longest square name at the start of s and returns the square and
// the number of bytes used (0 when s does not start with a square of this board).
func (g Geometry) ParsePrefix(s string) (Square, int) {
	if len(s) < 2 || s[0] < 'a' || int(s[0]-'a') >= g.Files {
		return NoSquare, 0
	}
	file := int(s[0] - 'a')
	best, used := NoSquare, 0
	rank := 0
	for i := 1; i < len(s) && i <= 2; i++ {
		c := s[i]
		if c < '0' || c > '9' || (i == 1 && c == '0') {
			break
		}
		rank = rank*10 + int(c-'0')
		if rank >= 1 && rank <= g.Ranks {
			best, used = g.Sq(file, rank-1), i+1
		}
	}
	return best, used
}
