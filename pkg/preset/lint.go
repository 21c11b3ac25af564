package preset

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/betza"
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/rules"
)

// Symmetry is how Black's half of a setup relates to White's.
type Symmetry string

// The symmetries of a setup (RULES.md, Prime Ministers Chess: PMC1 and PMC2 have
// reverse symmetry, PMC3 and PMC4 direct symmetry).
const (
	// SymDirect: mirror symmetry across the middle of the board; Black's piece on
	// each square is White's piece on the same file, mirrored rank (orthodox chess).
	SymDirect Symmetry = "direct"
	// SymReverse: point symmetry; Black's piece is White's piece on the square
	// turned by 180 degrees (mirrored file and rank: Modern Chess, PMC1).
	SymReverse Symmetry = "reverse"
	// SymBoth: both at once (a palindromic back rank, as in Symmetric Chess).
	SymBoth Symmetry = "direct and reverse"
	// SymNone: neither.
	SymNone Symmetry = "none"
)

// SetupSymmetry returns the symmetry of v's setup. The setup must be valid (v
// built without errors).
func SetupSymmetry(v *rules.Variant) Symmetry {
	g := v.Board
	grid, _ := parseArray(g, v.Setup, v)
	if grid == nil {
		return SymNone
	}
	direct, reverse := true, true
	for sq := board.Square(0); int(sq) < g.Size(); sq++ {
		m := g.Mirror(sq)
		r := g.Sq(g.Files-1-g.File(sq), g.Ranks-1-g.Rank(sq))
		direct = direct && opposite(grid[sq], grid[m])
		reverse = reverse && opposite(grid[sq], grid[r])
	}
	switch {
	case direct && reverse:
		return SymBoth
	case direct:
		return SymDirect
	case reverse:
		return SymReverse
	}
	return SymNone
}

// opposite reports whether setup bytes a and b are the same piece type of opposite
// colours, or both empty.
func opposite(a, b byte) bool {
	if a == 0 || b == 0 || a == '*' || b == '*' { // empty, or a wall square
		return a == b
	}
	ca, la := pieceOf(a)
	cb, lb := pieceOf(b)
	return la == lb && ca != cb
}

// parseArray decodes a valid setup array into one byte per square (0 empty, the
// letter otherwise) and the rune offset of each square's letter in the text. It
// returns nils when the array does not fit g.
func parseArray(g board.Geometry, s string, v *rules.Variant) (grid []byte, offs []int) {
	grid, offs = make([]byte, g.Size()), make([]int, g.Size())
	rank, file, off := g.Ranks-1, 0, 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '/':
			rank, file = rank-1, 0
		case r >= '0' && r <= '9':
			n := 0
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				n = min(n*10+int(s[j]-'0'), 1000)
				j++
			}
			file += n
			off += j - i
			i = j
			continue
		case r == '+' || r == '{' || r == '(':
			// a longer label ("+P", "{CH}"): one square, its internal code
			// (rules.LabelCode) in the grid when v names it
			label, n, msg := setupLabel(s, i)
			sq := g.Sq(file, rank)
			if msg != "" || sq == board.NoSquare {
				return nil, nil
			}
			var c byte
			if v != nil {
				up := strings.ToUpper(label)
				if pt := v.PieceByLabel(up); pt != nil {
					c = pt.Letter
					if up != label {
						c |= 0x20 // Black
					}
				}
			}
			grid[sq], offs[sq] = c, off
			file++
			off += utf8.RuneCountInString(s[i : i+n])
			i += n
			continue
		default:
			sq := g.Sq(file, rank)
			if sq == board.NoSquare || r > 0x7f {
				return nil, nil
			}
			grid[sq], offs[sq] = byte(r), off
			file++
		}
		i += size
		off++
	}
	return grid, offs
}

// SetupOffsets returns, for each square of g, the character offset (0-based, in
// runes) of its piece letter in the setup array s (meaningless for empty squares),
// or nil when s does not fit g. With Resolved.CharPos it places a diagnostic on
// the letter of a piece in setup.array.
func SetupOffsets(g board.Geometry, s string) []int {
	_, offs := parseArray(g, s, nil)
	return offs
}

// CharPos returns the position of the character at rune offset off inside scalar n
// of r.Doc (exact for plain and quoted one-line scalars without escapes; block
// scalars give the scalar's own position).
func (r *Resolved) CharPos(n *yaml.Node, off int) diag.Pos {
	w := walker{origin: r.origin}
	return w.charPos(n, off)
}

// ColourBound lists, per side, the pieces of v's setup whose type is colour-bound
// (every move keeps the square colour, as the bishop's), in square order.
func ColourBound(v *rules.Variant) [2][]BoundPiece {
	var out [2][]BoundPiece
	g := v.Board
	grid, _ := parseArray(g, v.Setup, v)
	for sq := board.Square(0); int(sq) < g.Size() && grid != nil; sq++ {
		if grid[sq] == 0 {
			continue
		}
		c, l := pieceOf(grid[sq])
		if pt := v.Piece(l); pt != nil && colourBound(pt.Atoms) {
			out[c] = append(out[c], BoundPiece{Letter: l, Square: sq, Dark: g.Dark(sq)})
		}
	}
	return out
}

// BoundPiece is a colour-bound piece of a setup: its upper-case letter, square and
// square colour.
type BoundPiece struct {
	Letter byte
	Square board.Square
	Dark   bool
}

// colourBound reports whether every atom keeps the square colour (dx+dy even).
func colourBound(atoms []betza.Atom) bool {
	if len(atoms) == 0 {
		return false
	}
	for _, a := range atoms {
		if (a.DX+a.DY)%2 != 0 {
			return false
		}
	}
	return true
}

// colourFixed reports whether a rule module lets pieces of type l change their
// square colour: bishop_conversion with an odd step, or bishop_swap with an odd
// distance.
func colourFixed(v *rules.Variant, l byte) bool {
	if bc := v.BishopConversion; bc != nil && bc.Piece == l && !colourBound(bc.StepAtoms) {
		return true
	}
	if bs := v.BishopSwap; bs != nil && bs.Piece == l && bs.Distance%2 == 1 {
		return true
	}
	return false
}

// Lint returns warnings about a valid preset that Load does not give, because they
// are advice for preset authors rather than errors (`courier check` shows them):
//
//   - setup-asymmetric: the setup is neither mirror- (direct) nor point-symmetric
//     (reverse);
//   - bishops-same-colour: two or more colour-bound pieces of one type (bishops) of
//     a side all start on one square colour, and no rule module (bishop_conversion
//     with an orthogonal step, bishop_swap with an odd distance) lets them change.
//
// v must be r built without errors. The list is sorted.
func Lint(r *Resolved, v *rules.Variant) diag.List {
	var d diag.List
	if v == nil || r == nil {
		return nil
	}
	_, arr := r.Lookup("setup", "array")
	if arr == nil {
		return nil
	}
	offs := SetupOffsets(v.Board, v.Setup)
	if offs == nil {
		return nil
	}
	if SetupSymmetry(v) == SymNone {
		dg := diag.Warnf(r.Pos(arr), CodeAsymmetric, "setup.array is neither mirror-symmetric (direct) nor point-symmetric (reverse): the sides start with different armies")
		dg.Hint = "if intended, accept it under check.accept with a reason; courier preset derive reports the symmetry of a setup"
		d.Add(dg)
	}
	bound := ColourBound(v)
	for _, c := range []rules.Color{rules.White, rules.Black} {
		byType := map[byte][]BoundPiece{}
		var order []byte
		for _, bp := range bound[c] {
			if byType[bp.Letter] == nil {
				order = append(order, bp.Letter)
			}
			byType[bp.Letter] = append(byType[bp.Letter], bp)
		}
		for _, l := range order {
			ps := byType[l]
			if len(ps) < 2 || colourFixed(v, l) {
				continue
			}
			same, first := true, ps[0]
			var sqs []string
			for _, bp := range ps {
				same = same && bp.Dark == ps[0].Dark
				sqs = append(sqs, v.Board.Name(bp.Square))
				if offs[bp.Square] < offs[first.Square] {
					first = bp
				}
			}
			if !same {
				continue
			}
			colour := "light"
			if ps[0].Dark {
				colour = "dark"
			}
			name := string(l)
			if pt := v.Piece(l); pt != nil {
				name = fmt.Sprintf("%s (%s)", strings.ToLower(pt.Name), pt.LabelOf())
			}
			dg := diag.Warnf(r.CharPos(arr, offs[first.Square]), CodeBishopsColour,
				"every %s %s starts on a %s square (%s), and no rule module lets one change colour", c, name, colour, strings.Join(sqs, ", "))
			dg.Hint = "move one to the other colour, or add bishop_conversion (orthogonal step) or bishop_swap (odd distance); if intended, accept it under check.accept with a reason"
			d.Add(dg)
		}
	}
	d.Sort()
	return d
}

// ParseArray decodes a setup array that fits g into one byte per square (0 for an
// empty square, else the FEN letter: upper case White, lower case Black), squares
// numbered as in pkg/board. It returns nil when s does not fit g.
func ParseArray(g board.Geometry, s string) []byte {
	grid, _ := parseArray(g, s, nil)
	if grid == nil || FormatArray(g, grid) != s { // a valid array has one spelling
		return nil
	}
	return grid
}

// FormatArray writes grid (one byte per square, as ParseArray returns) as a setup
// array: ranks from the last down to the first, separated by '/', runs of empty
// squares as decimal counts.
func FormatArray(g board.Geometry, grid []byte) string {
	var b strings.Builder
	for rank := g.Ranks - 1; rank >= 0; rank-- {
		empty := 0
		for file := 0; file < g.Files; file++ {
			c := grid[g.Sq(file, rank)]
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprint(&b, empty)
				empty = 0
			}
			b.WriteByte(c)
		}
		if empty > 0 {
			fmt.Fprint(&b, empty)
		}
		if rank > 0 {
			b.WriteByte('/')
		}
	}
	return b.String()
}
