package match

import (
	"fmt"
	"strings"

	"github.com/gamecourier/courier/pkg/notation/sq"
	"github.com/gamecourier/courier/pkg/notation/xiangqi"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// The xiangqi notations (pkg/notation/xiangqi): ICCS coordinates, WXF and
// Chinese, registered in the notation table (notations.go). A move text is
// read by matching: every pseudo-legal move of the position is written in the
// notation and compared with the text brought to the written form (CanonWXF,
// CanonChinese); one legal move must fit. When none does, a text that names a
// tandem soldier by 前/后 and its kind while two files hold tandem soldiers
// ("前兵进一" for "前五进一"), then one that names a tandem piece by its file
// alone ("P3+1" where two soldiers stand on file 3), is read when one move
// fits it so.

// Syntax failure codes of the xiangqi notations (a parse error).
const (
	CodeICCSSyntax    = "iccs-syntax"
	CodeWXFSyntax     = "wxf-syntax"
	CodeChineseSyntax = "zh-syntax"
)

func init() {
	common := func(n *MoveNotation) *MoveNotation {
		n.Preset = xiangqiPreset
		n.FEN = xiangqi.FEN
		n.Result = xiangqi.Result
		n.Syntax = func(code string) bool {
			return code == CodeICCSSyntax || code == CodeWXFSyntax || code == CodeChineseSyntax
		}
		return n
	}
	RegisterNotation(common(&MoveNotation{Name: "iccs", Aliases: []string{"UCCI", "ICCS/UCCI"},
		Read: readICCS, Write: writeICCS, Claims: claimsICCS}))
	RegisterNotation(common(&MoveNotation{Name: "wxf", Aliases: []string{"AXF", "WXF/AXF"},
		Read: func(p *position.Position, text string, _ position.Move) (position.Move, *Failure) {
			return readDescriptive(p, text, false)
		},
		Write: func(p *position.Position, m position.Move, _ position.Move) string {
			f, _ := xiangqiFacts(p, m)
			return xiangqi.WXF(f)
		},
		Claims: xiangqi.IsWXF}))
	RegisterNotation(common(&MoveNotation{Name: "zh", Aliases: []string{"Chinese", "CN", "中文"},
		Read: func(p *position.Position, text string, _ position.Move) (position.Move, *Failure) {
			return readDescriptive(p, text, true)
		},
		Write: func(p *position.Position, m position.Move, _ position.Move) string {
			f, _ := xiangqiFacts(p, m)
			return xiangqi.Chinese(f)
		},
		Claims: xiangqi.IsChinese}))
}

// xiangqiPreset is the preset of a xiangqi record without a Variant tag:
// minixiangqi for a 7x7 FEN board, else xiangqi.
func xiangqiPreset(fen string) string {
	if f, r := xiangqi.BoardShape(fen); f == 7 && r == 7 {
		return "minixiangqi"
	}
	return "xiangqi"
}

// claimsICCS takes an ICCS move onto or from rank 0, and the tags of a
// xiangqi game ("[Game Chinese Chess]", a FEN of a 9x10 board) offered by the
// replay (replay.tagClaim).
func claimsICCS(word string) bool {
	if strings.HasPrefix(word, "[") {
		switch {
		case strings.HasPrefix(word, "[Game "):
			v := strings.ToLower(word)
			return strings.Contains(v, "chinese chess") || strings.Contains(v, "xiangqi")
		case strings.HasPrefix(word, "[FEN "):
			f, r := xiangqi.BoardShape(strings.TrimSuffix(word[len("[FEN "):], "]"))
			return f == 9 && r == 10
		}
		return false
	}
	return xiangqi.IsICCSRank0(word)
}

func writeICCS(p *position.Position, m position.Move, _ position.Move) string {
	g := p.R.G
	return xiangqi.ICCS(sq.Square{File: g.File(m.From), Rank: g.Rank(m.From)}, sq.Square{File: g.File(m.To), Rank: g.Rank(m.To)})
}

func readICCS(p *position.Position, text string, _ position.Move) (position.Move, *Failure) {
	from, to, err := xiangqi.ParseICCS(text)
	if err != nil {
		return position.NoMove, fail(CodeICCSSyntax, "%v", err)
	}
	g := p.R.G
	f, t := g.Sq(from.File, from.Rank), g.Sq(to.File, to.Rank)
	if f < 0 || t < 0 {
		return position.NoMove, fail(CodeNoPath, "%s leaves the %dx%d board", text, g.Files, g.Ranks)
	}
	pc := p.At(f)
	switch {
	case pc == position.Empty:
		return position.NoMove, fail(CodeNoPiece, "%s: no piece on its first square", text)
	case pc.Color() != p.Side():
		return position.NoMove, fail(CodeWrongSide, "%s: the piece on its first square is not the side to move's", text)
	}
	return pick(p, text, func(m position.Move) bool { return m.From == f && m.To == t })
}

// pick returns the one legal move among the pseudo-legal ones that fit: a
// Failure when none is legal (CodeKingInCheck if some fit), or when several are.
func pick(p *position.Position, text string, fits func(position.Move) bool) (position.Move, *Failure) {
	var found []position.Move
	pseudo := 0
	for _, m := range p.PseudoLegalMoves(nil) {
		if !fits(m) {
			continue
		}
		pseudo++
		if p.IsLegal(m) {
			found = append(found, m)
		}
	}
	switch {
	case len(found) == 1:
		return found[0], nil
	case len(found) > 1:
		return position.NoMove, fail(CodeAmbiguous, "%s fits %d legal moves", text, len(found))
	case pseudo > 0:
		return position.NoMove, fail(CodeKingInCheck, "%s leaves its general in check (or facing the other)", text)
	}
	return position.NoMove, fail(CodeNoPath, "%s is no move of this position", text)
}

// readDescriptive reads a WXF (zh false) or Chinese move text by matching.
func readDescriptive(p *position.Position, text string, zh bool) (position.Move, *Failure) {
	canon, write := xiangqi.CanonWXF, xiangqi.WXF
	code := CodeWXFSyntax
	if zh {
		canon, code = xiangqi.CanonChinese, CodeChineseSyntax
		write = func(f xiangqi.Facts) string { s, _ := xiangqi.CanonChinese(xiangqi.Chinese(f)); return s }
	}
	want, err := canon(text)
	if err != nil {
		return position.NoMove, fail(code, "%v", err)
	}
	m, f := pick(p, text, func(m position.Move) bool {
		facts, ok := xiangqiFacts(p, m)
		return ok && write(facts) == want
	})
	if f == nil || f.Code != CodeNoPath {
		return m, f
	}
	// the lenient readings, in turn: a tandem soldier named by 前/后 and
	// its kind though two files hold tandem soldiers ("前兵" for "前五"), then
	// a tandem piece named by its file alone ("P5+1")
	for _, relax := range []func(*xiangqi.Facts) bool{
		func(x *xiangqi.Facts) bool { ok := x.TandemFiles > 1 && x.Count > 1; x.TandemFiles = 1; return ok },
		func(x *xiangqi.Facts) bool { ok := x.Count > 1; x.Count, x.Index, x.TandemFiles = 1, 0, 0; return ok },
	} {
		m2, f2 := pick(p, text, func(m position.Move) bool {
			facts, ok := xiangqiFacts(p, m)
			return ok && relax(&facts) && write(facts) == want
		})
		if f2 == nil || f2.Code != CodeNoPath {
			return m2, f2
		}
	}
	return m, f
}

// xiangqiFacts describes move m of p as WXF and Chinese write it; ok is false
// when the piece's label is no xiangqi piece letter.
func xiangqiFacts(p *position.Position, m position.Move) (xiangqi.Facts, bool) {
	r := p.R
	g := r.G
	pc := p.At(m.From)
	kind := xiangqiKind(r, pc)
	if kind == 0 {
		return xiangqi.Facts{}, false
	}
	red := pc.Color() == rules.White
	num := func(file int) int {
		if red {
			return g.Files - file
		}
		return file + 1
	}
	ff, fr := g.File(m.From), g.Rank(m.From)
	tf, tr := g.File(m.To), g.Rank(m.To)
	f := xiangqi.Facts{Kind: kind, Red: red, File: num(ff)}
	// tandem pieces: the same kind and colour on the file, counted from the front
	for file := 0; file < g.Files; file++ {
		n := 0
		for rank := 0; rank < g.Ranks; rank++ {
			q := p.At(g.Sq(file, rank))
			if q == pc {
				n++
				if file == ff && (red && rank > fr || !red && rank < fr) {
					f.Index++
				}
			}
		}
		if file == ff {
			f.Count = n
		}
		if n > 1 {
			f.TandemFiles++
		}
	}
	switch {
	case tr == fr:
		f.Op, f.N = '=', num(tf)
	case red == (tr > fr):
		f.Op = '+'
	default:
		f.Op = '-'
	}
	if f.Op != '=' {
		if kind.Linear() {
			f.N = max(tr-fr, fr-tr)
		} else {
			f.N = num(tf)
		}
	}
	return f, true
}

// xiangqiKind is the xiangqi kind of piece pc by its label's letter (K A B/E
// N/H R C P), 0 for none or a longer label.
func xiangqiKind(r *position.Rules, pc position.Piece) xiangqi.Kind {
	if pc == position.Empty {
		return 0
	}
	l := r.KindLabel(pc.Kind())
	if len(l) != 1 {
		return 0
	}
	return xiangqi.KindOfLetter(l[0])
}

// XiangqiText writes the legal move m of p in the xiangqi notation named
// ("iccs", "wxf", "zh"); an error for another name.
func XiangqiText(name string, p *position.Position, m position.Move) (string, error) {
	n := NotationNamed(name)
	if n == nil {
		return "", fmt.Errorf("no notation %q", name)
	}
	return n.Write(p, m, position.NoMove), nil
}
