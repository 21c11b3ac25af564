// Package betza parses piece moves written in Betza / XBetza notation (the
// subset below) into concrete move atoms: one vector per direction, seen from
// White's side, with its range and its move/capture/initial/lame flags.
//
// Supported subset:
//
//   - Atoms W F D N A H C Z G, the vectors (1,0) (1,1) (2,0) (2,1) (2,2) (3,0)
//     (3,1) (3,2) (3,3) in all their symmetric directions (4 for orthogonal
//     and diagonal atoms, 8 for oblique ones).
//   - Shortcuts K = WF (leaper), R = WW, B = FF, Q = RB (riders).
//   - Riders: a doubled atom (WW, NN, ...) is an unlimited rider; a number
//     after an atom is its maximum range, 0 meaning unlimited (R4, W0, B2).
//     Ranges above MaxRange (the board limit) are an error, as is a leading
//     zero (XBetza's W03 "exactly 3" is not supported).
//   - Direction modifiers f b l r v s and the two-letter XBetza combinations
//     (fl, lf, fs, ff, fh, ...), see Parse for their exact meaning per atom.
//   - Modality and other modifiers: m (move only), c (capture only), e (en
//     passant capture), i (initial move only), n (non-jumping / lame leaper).
//   - Hoppers on riders: p (the cannon: the move jumps exactly one piece of
//     either side, the screen, then goes on over empty squares; pR, mRcpR is
//     the Xiangqi cannon) and g (the grasshopper: it lands on the square just
//     beyond the screen; gQ). A cannon over a ranged atom ("pB2", "pR3")
//     lands within that many squares of its square, the screen between
//     (Fairy-Stockfish's reading: cannon shogi's pB2 jumps an adjacent piece
//     to the square just beyond).
//
// Everything else (multi-leg a, j, o, z, q, chaining, parentheses,
// lower-case atoms, unknown letters, misplaced digits, whitespace) is a
// *SyntaxError at the offending character; nothing is ignored.
//
// The package knows nothing of boards or rules. It does not check that a piece
// can move at all on a given board, that an 'e' move goes with an en-passant
// rule, that a range fits the actual board (only that it is at most MaxRange),
// nor anything about royalty, promotion or castling. Character offsets are
// 0-based and counted in runes (characters), not bytes.
package betza

import (
	"fmt"
	"unicode"
)

// MaxRange is the largest explicit range accepted after an atom (R16): the
// largest board is 16x16, so a longer range could never be used.
const MaxRange = 16

// Atom is one concrete move vector of a piece, seen from White's side
// (DY > 0 is forward, DX > 0 is toward the h-file / right). Black's moves are
// the same atoms turned half round (DX and DY negated): Black's left is White's
// right, as Betza's directions are the mover's (Fairy-Stockfish plays them so:
// tori shogi's quails); for a piece whose moves are the same to the left and to
// the right this is the same as negating DY alone.
type Atom struct {
	// DX, DY is one step of the move, in squares (files, ranks).
	DX, DY int8
	// Range is the number of steps: 1 = leaper (one step only); 0 =
	// unlimited rider; n > 1 = rider of at most n steps (n <= MaxRange).
	Range int
	// Move: the atom may go to an empty square (false with only c or e).
	Move bool
	// Capture: the atom may capture an enemy piece on its target square.
	Capture bool
	// EnPassant ('e'): the atom may capture en passant. It is independent of
	// Capture: fceF sets both, feF sets only EnPassant.
	EnPassant bool
	// Initial ('i'): only as the piece's first move.
	Initial bool
	// Lame ('n'): non-jumping leaper; the squares in Path must be empty.
	Lame bool
	// Hop is HopCannon ('p') or HopGrasshopper ('g') for a hopping rider,
	// HopNone otherwise.
	Hop Hop
	// Path lists, for a lame leaper, the intermediate offsets from the origin
	// that must be empty, in order from the origin outward, each as {dx, dy}.
	// It is nil when Lame is false.
	Path [][2]int8
	// Offset is the 0-based character (rune) offset, in the string given to
	// Parse, of the atom letter this atom came from (the first letter of a
	// doubled atom such as NN).
	Offset int
}

// Hop says how a rider uses the first piece on its line (the screen).
type Hop uint8

// The hop kinds.
const (
	// HopNone: an ordinary rider, stopped by the first piece.
	HopNone Hop = iota
	// HopCannon ('p'): the move must jump exactly one piece (either side's) and
	// may then go on over empty squares; it captures the first piece beyond.
	HopCannon
	// HopGrasshopper ('g'): the move lands on the square just beyond the first
	// piece on the line, empty or holding an enemy piece.
	HopGrasshopper
)

// SyntaxError reports a Betza string that is malformed or outside the
// supported subset. Offset is the 0-based character (rune) offset of the
// offending character in the string given to Parse; it is at most the rune
// count of the string (equal to it only for the empty string).
type SyntaxError struct {
	Offset int
	Msg    string
}

// Error formats the error as "betza: at character N: MSG", where N is the
// 1-based character position (Offset+1), as a person counts.
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("betza: at character %d: %s", e.Offset+1, e.Msg)
}

// component is one vector family of an atom letter: the long and short
// coordinates of its base leap (long >= short >= 0) and its default range.
type component struct {
	long, short int
	rng         int // default range: 1 leaper, 0 rider
}

var (
	compW = component{1, 0, 1}
	compF = component{1, 1, 1}
	compR = component{1, 0, 0}
	compB = component{1, 1, 0}
)

// atomLetters maps each supported atom letter to its components.
var atomLetters = map[rune][]component{
	'W': {compW},
	'F': {compF},
	'D': {{2, 0, 1}},
	'N': {{2, 1, 1}},
	'A': {{2, 2, 1}},
	'H': {{3, 0, 1}},
	'C': {{3, 1, 1}},
	'Z': {{3, 2, 1}},
	'G': {{3, 3, 1}},
	'K': {compW, compF},
	'R': {compR},
	'B': {compB},
	'Q': {compR, compB},
}

// isShortcut reports whether the atom letter is one of the shortcuts K Q R B,
// which cannot be doubled.
func isShortcut(r rune) bool { return r == 'K' || r == 'Q' || r == 'R' || r == 'B' }

// dirGroup is one directional modifier as written: a single letter (y == 0)
// or a two-letter XBetza combination (ff, fs, lf, fh, ...).
type dirGroup struct {
	x, y rune
	off  int // offset of x
}

// prefix collects the modifiers written before an atom letter.
type prefix struct {
	start   int // offset of the first modifier; -1 if none
	dirs    []dirGroup
	move    bool
	capture bool
	ep      bool
	initial bool
	lame    bool
	lameOff int
	hop     Hop
	hopOff  int
}

func (p *prefix) reset() { *p = prefix{start: -1} }

func (p *prefix) note(off int) {
	if p.start < 0 {
		p.start = off
	}
}

func isVertical(r rune) bool   { return r == 'f' || r == 'b' || r == 'v' }
func isHorizontal(r rune) bool { return r == 'l' || r == 'r' || r == 's' }
func isSide(r rune) bool       { return r == 'f' || r == 'b' || r == 'l' || r == 'r' }

// Parse returns the atoms of s. Atoms come in source order of their atom
// letters; the directions of one letter go clockwise starting from straight
// forward (for K and Q the W or R part first). A later atom equal to an
// earlier one in DX, DY, Range and all flags is merged into it (the earlier
// Offset is kept). Atoms that differ only in flags (fmW and fcW) stay apart.
//
// Direction modifiers, as in XBetza (H.G. Muller), applied to the atom after
// them; several of them select the union of their sets:
//
//   - Orthogonal atoms (W D H R): f b l r select one direction, v = f+b,
//     s = l+r; a doubled letter (ff) is the same as the single one, and a
//     two-letter combination is the union (fsW = f+l+r, the Xiangqi soldier).
//     "h" (half) is ambiguous here and rejected.
//   - Diagonal atoms (F A G B): f = fl+fr, b = bl+br, l = fl+bl, r = fr+br;
//     fl lf (and the like) select the single diagonal; v and s select all
//     four; fs = f, fh = f (and so on).
//   - Oblique atoms (N C Z): f b l r select the pair of moves whose larger
//     coordinate goes that way (fN = ffN = the two narrow forward moves of
//     the Shogi knight, (±1,2); lN = (-2,±1)); v = f+b, s = l+r. In a two
//     letter combination XY of a vertical and a horizontal letter, Y names
//     the pair and X its member: fs = the two wide forward moves (±2,1),
//     fr = (2,1), rf = (1,2), rv = (1,±2). fh bh lh rh select the four moves
//     going that way (fhN = all four forward moves). hl and hr select a
//     chiral half, as Fairy-Stockfish's from_betza reads them (piece.cpp):
//     hlN = (2,1) (1,-2) (-2,-1) (-1,2), the knight's moves turning left
//     of the long leg; hrN = (1,2) (2,-1) (-1,-2) (-2,1). On orthogonal and
//     diagonal atoms hl and hr select every move (as Fairy-Stockfish).
//
// Letters pair up greedily from the left: ff, fs, lf, fh form one group when
// adjacent; anything else is read one letter at a time (fbN = fN + bN).
//
// Modality: with none of m c e the atom moves and captures; otherwise Move,
// Capture and EnPassant are set by m, c and e respectively. i sets Initial.
// n makes a lame leaper whose Path is the orthogonal-first route to the
// target: the squares on the line for D A H G, and for oblique atoms the
// step(s) along the longer axis first, then diagonal (nN = Xiangqi horse,
// Path [(0,1)] for (1,2); nZ = Janggi elephant, Path [(0,1),(1,2)] for
// (2,3)). n on a rider or on a one-square atom (W F K) is an error.
//
// Errors: any unknown or unsupported character, a modifier with no atom after
// it, a doubled shortcut (KK), a range above MaxRange, a range with a leading
// zero or after a doubled atom, the empty string and whitespace are all a
// *SyntaxError at the offending character. Parse never panics.
func Parse(s string) ([]Atom, error) {
	rs := []rune(s)
	if len(rs) == 0 {
		return nil, &SyntaxError{0, "empty Betza string"}
	}
	var (
		out  []Atom
		seen = map[atomKey]bool{}
		pre  prefix
	)
	pre.reset()
	for i := 0; i < len(rs); {
		c := rs[i]
		switch {
		case c == 'h' && i+1 < len(rs) && (rs[i+1] == 'l' || rs[i+1] == 'r'):
			// hl, hr: Fairy-Stockfish's chiral halves (piece.cpp from_betza)
			pre.note(i)
			pre.dirs = append(pre.dirs, dirGroup{x: c, y: rs[i+1], off: i})
			i += 2
		case c == 'h':
			return nil, &SyntaxError{i, "'h' (half) must follow f, b, l or r, as in fhN, or come before l or r, as in hlN"}
		case isVertical(c) || isHorizontal(c):
			pre.note(i)
			g := dirGroup{x: c, off: i}
			if i+1 < len(rs) {
				c2 := rs[i+1]
				switch {
				case c2 == 'h':
					if !isSide(c) {
						return nil, &SyntaxError{i + 1, fmt.Sprintf("'h' (half) must follow f, b, l or r, not %q", c)}
					}
					g.y = c2
				case c2 == c,
					isVertical(c) && isHorizontal(c2),
					isHorizontal(c) && isVertical(c2):
					g.y = c2
				}
			}
			pre.dirs = append(pre.dirs, g)
			if g.y != 0 {
				i += 2
			} else {
				i++
			}
		case c == 'm':
			pre.note(i)
			pre.move = true
			i++
		case c == 'c':
			pre.note(i)
			pre.capture = true
			i++
		case c == 'e':
			pre.note(i)
			pre.ep = true
			i++
		case c == 'i':
			pre.note(i)
			pre.initial = true
			i++
		case c == 'p' || c == 'g':
			pre.note(i)
			h := HopCannon
			if c == 'g' {
				h = HopGrasshopper
			}
			if pre.hop != HopNone && pre.hop != h {
				return nil, &SyntaxError{i, "'p' (cannon) and 'g' (grasshopper) cannot both apply to one atom"}
			}
			pre.hop, pre.hopOff = h, i
			i++
		case c == 'n':
			pre.note(i)
			if !pre.lame {
				pre.lame, pre.lameOff = true, i
			}
			i++
		case atomLetters[c] != nil:
			next, err := parseAtom(rs, i, &pre, &out, seen)
			if err != nil {
				return nil, err
			}
			pre.reset()
			i = next
		default:
			return nil, unexpected(rs, i)
		}
	}
	if pre.start >= 0 {
		return nil, &SyntaxError{pre.start, "modifiers must be followed by an atom (such as W, F, N, R)"}
	}
	return out, nil
}

// atomKey identifies an atom for merging duplicates; Path follows from DX, DY
// and Lame, Offset is not part of the identity.
type atomKey struct {
	dx, dy                        int8
	rng                           int
	move, capture, ep, init, lame bool
	hop                           Hop
}

// parseAtom reads the atom letter at rs[i] with its optional doubling or
// range, applies the prefix and appends the new atoms to out. It returns the
// index after the atom.
func parseAtom(rs []rune, i int, pre *prefix, out *[]Atom, seen map[atomKey]bool) (int, error) {
	letter := rs[i]
	comps := atomLetters[letter]
	j := i + 1
	rng := -1 // -1: the components' default range
	switch {
	case j < len(rs) && rs[j] == letter:
		if isShortcut(letter) {
			return 0, &SyntaxError{j, fmt.Sprintf("%c cannot be doubled; doubling makes a rider only of W F D N A H C Z G", letter)}
		}
		rng = 0
		j++
		if j < len(rs) && isDigit(rs[j]) {
			return 0, &SyntaxError{j, fmt.Sprintf("%c%c is already an unlimited rider; write %c%c for a range", letter, letter, letter, rs[j])}
		}
	case j < len(rs) && isDigit(rs[j]):
		start := j
		if rs[j] == '0' && j+1 < len(rs) && isDigit(rs[j+1]) {
			return 0, &SyntaxError{j, "a range must not start with 0 (exact-range notation such as W03 is not supported)"}
		}
		n := 0
		for ; j < len(rs) && isDigit(rs[j]); j++ {
			if n <= MaxRange {
				n = n*10 + int(rs[j]-'0')
			}
		}
		if n > MaxRange {
			return 0, &SyntaxError{start, fmt.Sprintf("range %s is larger than the board limit %d", string(rs[start:j]), MaxRange)}
		}
		rng = n
	}

	if pre.lame {
		if letter == 'W' || letter == 'F' || letter == 'K' {
			return 0, &SyntaxError{pre.lameOff, fmt.Sprintf("'n' (non-jumping) has no effect on %c: its moves have no intermediate square", letter)}
		}
		for _, cp := range comps {
			r := cp.rng
			if rng >= 0 {
				r = rng
			}
			if r != 1 {
				return 0, &SyntaxError{pre.lameOff, "'n' (non-jumping) applies only to leapers; lame riders are not supported"}
			}
		}
	}
	if err := checkHop(pre, comps, rng, letter); err != nil {
		return 0, err
	}
	for _, g := range pre.dirs {
		if g.y == 'h' {
			for _, cp := range comps {
				if cp.short == 0 {
					return 0, &SyntaxError{g.off + 1, fmt.Sprintf("'%ch' (half) is ambiguous on orthogonal moves (%c); use f, b, l, r, v or s", g.x, letter)}
				}
			}
		}
	}

	modality := pre.move || pre.capture || pre.ep
	added := 0
	for _, cp := range comps {
		r := cp.rng
		if rng >= 0 {
			r = rng
		}
		for _, v := range directions(cp) {
			if !selected(pre.dirs, v[0], v[1]) {
				continue
			}
			a := Atom{
				DX: int8(v[0]), DY: int8(v[1]),
				Range:     r,
				Move:      !modality || pre.move,
				Capture:   !modality || pre.capture,
				EnPassant: pre.ep,
				Initial:   pre.initial,
				Lame:      pre.lame,
				Hop:       pre.hop,
				Offset:    i,
			}
			if a.Lame {
				a.Path = lamePath(v[0], v[1])
			}
			added++
			k := atomKey{a.DX, a.DY, a.Range, a.Move, a.Capture, a.EnPassant, a.Initial, a.Lame, a.Hop}
			if seen[k] {
				continue
			}
			seen[k] = true
			*out = append(*out, a)
		}
	}
	if added == 0 {
		// Cannot happen with the supported modifiers; kept so that a future
		// modifier cannot silently produce a piece without moves.
		off := i
		if pre.start >= 0 {
			off = pre.start
		}
		return 0, &SyntaxError{off, fmt.Sprintf("the direction modifiers select no move of %c", letter)}
	}
	return j, nil
}

// checkHop checks the hopper prefix ('p', 'g') of the atom letter (its
// components comps, the explicit range rng, -1 when none): a hopper goes on
// an unlimited rider, or a cannon on a ranged atom ("pB2"), and is neither lame
// nor an en passant or initial move.
func checkHop(pre *prefix, comps []component, rng int, letter rune) error {
	if pre.hop == HopNone {
		return nil
	}
	for _, cp := range comps {
		r := cp.rng
		if rng >= 0 {
			r = rng
		}
		if pre.hop == HopCannon && rng >= 2 {
			// a cannon of limited range ("pB2"): its landing square within
			// rng squares of the piece, the screen between, as
			// Fairy-Stockfish plays it (its cannon attacks masked to the
			// squares of the range)
			continue
		}
		if r != 0 {
			return &SyntaxError{pre.hopOff, fmt.Sprintf("'%c' (hopper) applies only to unlimited riders (R B Q or a doubled atom such as WW); %c is not one", map[Hop]rune{HopCannon: 'p', HopGrasshopper: 'g'}[pre.hop], letter)}
		}
	}
	if pre.lame {
		return &SyntaxError{pre.lameOff, "'n' (non-jumping) cannot go with a hopper ('p' or 'g')"}
	}
	if pre.ep || pre.initial {
		off := pre.hopOff
		return &SyntaxError{off, "a hopper ('p' or 'g') cannot be an en passant or initial move"}
	}
	return nil
}

// directions returns the distinct vectors of a component, clockwise from
// straight forward.
func directions(cp component) [][2]int {
	a, b := cp.long, cp.short
	all := [8][2]int{{b, a}, {a, b}, {a, -b}, {b, -a}, {-b, -a}, {-a, -b}, {-a, b}, {-b, a}}
	var out [][2]int
	for _, v := range all {
		dup := false
		for _, w := range out {
			if w == v {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, v)
		}
	}
	return out
}

// dirsOf returns the vertical ('f', 'b' or 0) and horizontal ('l', 'r' or 0)
// sense of a vector.
func dirsOf(dx, dy int) (vert, horiz rune) {
	switch {
	case dy > 0:
		vert = 'f'
	case dy < 0:
		vert = 'b'
	}
	switch {
	case dx > 0:
		horiz = 'r'
	case dx < 0:
		horiz = 'l'
	}
	return vert, horiz
}

// in reports whether the sense d (f b l r, or 0 for none) belongs to the
// modifier letter m (f b l r, or v = f+b, s = l+r).
func in(d, m rune) bool {
	switch m {
	case 'v':
		return d == 'f' || d == 'b'
	case 's':
		return d == 'l' || d == 'r'
	}
	return d != 0 && d == m
}

// selected reports whether the vector (dx, dy) is chosen by the direction
// modifiers; no modifiers choose every vector.
func selected(dirs []dirGroup, dx, dy int) bool {
	if len(dirs) == 0 {
		return true
	}
	for _, g := range dirs {
		if selects(g, dx, dy) {
			return true
		}
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// selects implements the XBetza meaning of one direction group, see Parse.
func selects(g dirGroup, dx, dy int) bool {
	vert, horiz := dirsOf(dx, dy)
	x, y := g.x, g.y
	if x == 'h' {
		// chiral: hl the oblique moves whose longer leg is sideways when
		// both coordinates have one sign ((2,1), (-2,-1), (1,-2), (-1,2)),
		// hr the other four; every orthogonal and diagonal move
		if dx == 0 || dy == 0 || abs(dx) == abs(dy) {
			return true
		}
		return (dx*dy > 0) == (abs(dx) > abs(dy)) == (y == 'l')
	}
	if y == x {
		y = 0 // ff is f
	}
	switch {
	case dx == 0 || dy == 0: // orthogonal: one sense only
		d := vert
		if d == 0 {
			d = horiz
		}
		if y == 0 {
			return in(d, x)
		}
		return in(d, x) || in(d, y) // fsW = f + s; fh rejected earlier
	case abs(dx) == abs(dy): // diagonal: both senses
		if y == 0 || y == 'h' {
			return in(vert, x) || in(horiz, x)
		}
		return (in(vert, x) && in(horiz, y)) || (in(horiz, x) && in(vert, y))
	default: // oblique
		major, minor := horiz, vert
		if abs(dy) > abs(dx) {
			major, minor = vert, horiz
		}
		switch y {
		case 0:
			return in(major, x)
		case 'h':
			return in(vert, x) || in(horiz, x)
		}
		return in(major, y) && in(minor, x)
	}
}

// lamePath returns the squares a lame leaper passes, orthogonal first: while
// the remaining leap is longer on one axis, step along that axis, otherwise
// step diagonally. (2,0) gives [(1,0)], (1,2) gives [(0,1)], (2,3) gives
// [(0,1),(1,2)], (1,3) gives [(0,1),(0,2)].
func lamePath(dx, dy int) [][2]int8 {
	sx, sy := sign(dx), sign(dy)
	x, y := 0, 0
	var path [][2]int8
	for {
		rx, ry := abs(dx-x), abs(dy-y)
		switch {
		case rx > ry:
			x += sx
		case ry > rx:
			y += sy
		default:
			x, y = x+sx, y+sy
		}
		if x == dx && y == dy {
			return path
		}
		path = append(path, [2]int8{int8(x), int8(y)})
	}
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

func isDigit(r rune) bool { return r >= '0' && r <= '9' }

// unexpected builds the error for a character that is neither a supported
// modifier nor an atom, with a hint where one helps.
func unexpected(rs []rune, i int) *SyntaxError {
	c := rs[i]
	msg := ""
	switch {
	case c == 'j':
		msg = "unsupported modifier 'j' (jumping moves are not supported)"
	case c == 'a':
		msg = "unsupported modifier 'a' (multi-leg moves are not supported)"
	case c == 'o':
		msg = "unsupported modifier 'o' (cylinder moves are not supported)"
	case c == 'z' || c == 'q':
		msg = fmt.Sprintf("unsupported modifier '%c' (zig-zag and circular riders are not supported)", c)
	case c == 'k':
		msg = "unsupported modifier 'k' (royalty is set in the preset, not in the Betza string)"
	case c == 't' || c == 'x' || c == 'y' || c == 'd' || c == 'u' || c == '-' || c == '+' || c == '!' || c == '?':
		msg = fmt.Sprintf("unexpected %q: chained (multi-leg) moves are not supported", c)
	case c == '(' || c == ')' || c == '[' || c == ']':
		msg = fmt.Sprintf("unexpected %q: grouping is not supported", c)
	case c == 'L':
		msg = "unsupported atom 'L'; write C for the (3,1) camel leap"
	case c == 'J':
		msg = "unsupported atom 'J'; write Z for the (3,2) zebra leap"
	case c == 'I':
		msg = "unsupported atom 'I'; write H for the (3,0) leap"
	case c == 'O':
		msg = "unsupported atom 'O' (castling is a rule module, not a Betza atom)"
	case isDigit(c):
		msg = fmt.Sprintf("unexpected digit %q: a range must directly follow an atom letter", c)
	case unicode.IsSpace(c):
		msg = "whitespace is not allowed in a Betza string"
	case c >= 'a' && c <= 'z' && atomLetters[unicode.ToUpper(c)] != nil:
		msg = fmt.Sprintf("unknown modifier %q (atoms are upper case: %c)", c, unicode.ToUpper(c))
	case c >= 'a' && c <= 'z':
		msg = fmt.Sprintf("unknown modifier %q", c)
	case c >= 'A' && c <= 'Z':
		msg = fmt.Sprintf("unknown atom %q", c)
	default:
		msg = fmt.Sprintf("unexpected character %q", c)
	}
	return &SyntaxError{i, msg}
}
