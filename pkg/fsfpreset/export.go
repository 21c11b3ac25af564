package fsfpreset

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// Exported is a preset written as a Fairy-Stockfish variants.ini section.
type Exported struct {
	Name string // the section name: "courier-" and the preset id (FSF skips a section named as a built-in)
	INI  []byte // the section, with a comment naming what is left out
	// LeftOut names the rules FSF cannot express (or this export does not
	// write): they are not in the section, so FSF plays another game where
	// they matter. Empty when the section is the whole preset.
	LeftOut []string
}

// exported are the rule modules Export writes (or names as left out itself).
var exported = []string{rules.ModCastling, rules.ModEnPassant, rules.ModPromotion, rules.ModDrops,
	rules.ModExplosions, rules.ModForcedCapture, rules.ModForbidCheck,
	rules.ModBishopConversion, rules.ModBishopSwap, rules.ModCaptureConversion, rules.ModGating, rules.ModRoyalPieces, rules.ModWalls}

// SectionName is the section name Export gives the preset id: "courier-" and
// the id, since FSF skips a section named as one of its built-in variants (most
// shipped presets have such a name).
func SectionName(id string) string { return "courier-" + id }

// exporter holds the work on one variant.
type exporter struct {
	v       *rules.Variant
	g       board.Geometry
	lines   []string
	left    []string
	letters map[string]byte // preset label -> FSF letter (lower case)
	custom  int
	king    string // label of the royal piece
}

// set writes key = value; a key written before is replaced (FSF reads the last).
func (x *exporter) set(key string, format string, args ...any) {
	line := key + " = " + fmt.Sprintf(format, args...)
	for i, l := range x.lines {
		if strings.HasPrefix(l, key+" = ") {
			x.lines[i] = line
			return
		}
	}
	x.lines = append(x.lines, line)
}

func (x *exporter) leave(format string, args ...any) {
	x.left = append(x.left, fmt.Sprintf(format, args...))
}

func lowerLetter(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// Export writes v as a variants.ini section named after its id: board,
// pieces (custom pieces by their Betza; FSF's built-in pawn, king or bishop
// where an FSF rule reads that type), start position, castling, double steps
// and en passant, promotion, drops, explosions, forced capture, forbidden
// check, the flying general and the end rules. Rules FSF cannot express (the
// Bishops Conversion Rule, the bishop swap, capture conversion, per-piece
// drop ranks, ...) are named in LeftOut and in a comment of the section.
// Errors: a board larger than FSF's largest build (12x10), more than 25
// custom pieces.
func Export(v *rules.Variant) (*Exported, error) {
	x := &exporter{v: v, g: v.Board, letters: map[string]byte{}}
	if x.g.Files > 12 || x.g.Ranks > 10 {
		return nil, fmt.Errorf("%s: a %dx%d board: Fairy-Stockfish's largest build plays up to 12x10", v.ID, x.g.Files, x.g.Ranks)
	}
	for _, m := range []struct {
		on   bool
		name string
	}{{v.BishopConversion != nil, "bishop_conversion (the Bishops Conversion Rule)"},
		{v.BishopSwap != nil, "bishop_swap (the bishop swap)"},
		{v.CaptureConversion != nil, "capture_conversion"}} {
		if m.on {
			x.leave("%s: Fairy-Stockfish has no such rule", m.name)
		}
	}
	for _, name := range rules.ModuleNames {
		if v.Has(name) && !slices.Contains(exported, name) {
			x.leave("the %s module: this export does not write it", name)
		}
	}
	x.leaveUnwritten()
	x.set("maxFile", "%d", x.g.Files)
	x.set("maxRank", "%d", x.g.Ranks)
	if err := x.pieces(); err != nil {
		return nil, err
	}
	x.startFEN()
	x.castling()
	x.promotion()
	x.drops()
	x.modules()
	x.end()
	var b strings.Builder
	fmt.Fprintf(&b, "# %s (courier preset %s), exported by courier preset export --fsf.\n", v.Name, v.ID)
	for _, l := range x.left {
		fmt.Fprintf(&b, "# Left out: %s.\n", l)
	}
	fmt.Fprintf(&b, "[%s]\n", SectionName(v.ID))
	for _, l := range x.lines {
		b.WriteString(l + "\n")
	}
	return &Exported{Name: SectionName(v.ID), INI: []byte(b.String()), LeftOut: x.left}, nil
}

// pieces writes the piece definitions, giving each preset label an FSF letter.
func (x *exporter) pieces() error {
	used := map[byte]bool{}
	for _, p := range x.v.Pieces {
		if len(p.LabelOf()) == 1 {
			used[lowerLetter(p.Letter)] = true
		}
	}
	free := func() byte {
		for c := byte('a'); c <= 'z'; c++ {
			if !used[c] {
				used[c] = true
				return c
			}
		}
		return 0
	}
	royals := 0
	explosions := x.v.Explosions != nil
	for _, p := range x.v.Pieces {
		label := p.LabelOf()
		l := lowerLetter(p.Letter)
		if len(label) > 1 {
			if l = free(); l == 0 {
				return fmt.Errorf("%s: no letter left for %s", x.v.ID, label)
			}
		}
		x.letters[label] = l
		switch {
		case p.Royal && !explosions:
			royals++
			x.king = label
			if royals > 1 {
				x.leave("more than one royal piece type (%s): FSF has one king", label)
			}
			if p.Betza == "K" {
				x.set("king", "%c", l)
			} else {
				x.set("king", "%c:%s", l, p.Betza)
			}
		case p.Pawn && p.Betza == "fmWfceFifmnD" && p.InitialRank > 0:
			x.set("pawn", "%c", l)
		case x.v.Drops != nil && slices.Contains(x.v.Drops.NoDropMate, p.Letter) && p.Betza == "fW":
			x.set("shogiPawn", "%c", l) // FSF's shogiPawnDropMateIllegal reads this type
		case x.v.Drops != nil && x.v.Drops.OppositeBishops == p.Letter && p.Betza == "B":
			x.set("bishop", "%c", l) // FSF's dropOppositeColoredBishop reads this type
		case x.soldierRank(p) > 0:
			// the xiangqi soldier: fW, and sW too from a rank on
			x.set("soldier", "%c", l)
			x.set("soldierPromotionRank", "%d", x.soldierRank(p))
		case p.Royal && explosions && p.Betza == "K":
			x.king = label
			x.set("commoner", "%c", l) // FSF forbids kings with blastOnCapture
		default:
			if p.Royal {
				x.king = label
			}
			x.custom++
			if x.custom > 25 {
				return fmt.Errorf("%s: more than 25 custom pieces", x.v.ID)
			}
			x.set(fmt.Sprintf("customPiece%d", x.custom), "%c:%s", l, p.Betza)
		}
		if p.Region != "" {
			up := x.optionName(p)
			x.set("mobilityRegionWhite"+up, "%s", x.squares(x.v.Regions[p.Region], false))
			if own, ok := x.v.BlackRegions[p.Region]; ok {
				x.set("mobilityRegionBlack"+up, "%s", x.squareList(own))
			} else {
				x.set("mobilityRegionBlack"+up, "%s", x.squares(x.v.Regions[p.Region], true))
			}
		}
		if len(p.RegionMoves) > 0 && x.soldierRank(p) == 0 {
			x.leave("%s's moves inside regions (moves_in): FSF has them only for its soldier", label)
		}
	}
	return nil
}

// soldierRank returns the rank from which p moves as FSF's soldier (fW, and
// sW from that rank on, the ranks up to the last whole), or 0 when p is none.
func (x *exporter) soldierRank(p rules.PieceType) int {
	if p.Betza != "fW" || len(p.RegionMoves) != 1 || p.RegionMoves[0].Betza != "sW" {
		return 0
	}
	sqs := x.v.Regions[p.RegionMoves[0].Region]
	if _, own := x.v.BlackRegions[p.RegionMoves[0].Region]; own || len(sqs) == 0 || len(sqs)%x.g.Files != 0 {
		return 0
	}
	first := x.g.Ranks - len(sqs)/x.g.Files + 1
	for _, s := range sqs {
		if x.g.Rank(s)+1 < first {
			return 0
		}
	}
	return first
}

// optionName is the capitalised option name of the piece as pieces() wrote it.
func (x *exporter) optionName(p rules.PieceType) string {
	l := x.letters[p.LabelOf()]
	for i := len(x.lines) - 1; i >= 0; i-- {
		k, val, _ := strings.Cut(x.lines[i], " = ")
		if len(val) > 0 && val[0] == l {
			return strings.ToUpper(k[:1]) + k[1:]
		}
	}
	return ""
}

func (x *exporter) squares(sqs []board.Square, mirror bool) string {
	var out []string
	for _, s := range sqs {
		if mirror {
			s = x.g.Mirror(s)
		}
		out = append(out, x.g.Name(s))
	}
	return strings.Join(out, " ")
}

// fenBoard rewrites the setup with FSF letters.
func (x *exporter) fenBoard() string {
	s := x.v.Setup
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		label := ""
		switch {
		case c == '+' && i+1 < len(s):
			label = "+" + string(upperByte(s[i+1]))
			i++
			c = s[i]
		case c == '{':
			j := strings.IndexByte(s[i:], '}')
			if j < 0 {
				return s
			}
			label = strings.ToUpper(s[i+1 : i+j])
			c = s[i+1]
			i += j
		case (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'):
			label = string(upperByte(c))
		default:
			b.WriteByte(c)
			continue
		}
		if base := x.promotedFrom(label); base != "" {
			// a promoted piece as FSF writes it: '+' and the letter of the
			// piece it promoted from ("+n"), so that it may demote and goes to
			// the hand as that piece
			b.WriteByte('+')
			label = base
		}
		l := x.letters[label]
		if c >= 'A' && c <= 'Z' {
			l = upperByte(l)
		}
		b.WriteByte(l)
	}
	return b.String()
}

func upperByte(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

// promotedFrom returns the label of the piece that promotes to the piece with
// this label (rules.Promotion.Promotes), "" when none.
func (x *exporter) promotedFrom(label string) string {
	pr := x.v.Promotion
	pt := x.v.PieceByLabel(label)
	if pr == nil || pt == nil {
		return ""
	}
	if base := pr.PromotedFrom(pt.Letter); base != 0 {
		return x.labelOf(base)
	}
	return ""
}

func (x *exporter) startFEN() {
	fen := x.fenBoard()
	g := rules.GatingParams.Of(x.v)
	hand := ""
	if x.v.Drops != nil {
		hand = x.v.Drops.Hand
	}
	if g != nil {
		// Seirawan gating: the hands in the holdings, one of each per side
		// (with drops, S-house, added to the drops module's start hand)
		var w, b []byte
		for _, l := range g.Hand {
			w = append(w, upperByte(x.letters[x.labelOf(l)]))
			b = append(b, x.letters[x.labelOf(l)])
		}
		hand += string(w) + string(b)
		x.set("gating", "true")
		x.set("seirawanGating", "true")
	}
	if x.v.Drops != nil || g != nil {
		fen += "[" + hand + "]"
	}
	side := "w"
	if x.v.SideToMove == rules.Black {
		side = "b"
	}
	castling := "-"
	if c := x.v.Castling; c != nil && !c.FromPosition {
		// a right where the setup holds that colour's king and rook
		w, b := "", ""
		for _, wing := range []int{1, -1} {
			for i, sd := range c.Sides {
				if c.Wing(i, x.g) != wing {
					continue
				}
				r := map[int]string{1: "K", -1: "Q"}[wing]
				if !sd.Barred[rules.White] && x.castler(x.at(sd.King)) && x.castler(x.at(sd.Rook)) {
					w += r
				}
				if !sd.Barred[rules.Black] && x.castler(x.atBlack(x.g.Mirror(sd.King))) && x.castler(x.atBlack(x.g.Mirror(sd.Rook))) {
					b += strings.ToLower(r)
				}
			}
		}
		w, b = w+x.gatingFiles(false), b+x.gatingFiles(true)
		if w+b != "" {
			castling = w + b
		}
	} else if c != nil {
		castling = "KQkq"
	} else if gf := x.gatingFiles(false) + x.gatingFiles(true); gf != "" {
		castling = gf
	}
	checks := ""
	if n := x.v.End.Checks; n > 0 {
		checks = fmt.Sprintf(" %d+%d", n, n)
	}
	x.set("startFen", "%s %s %s -%s 0 1", fen, side, castling, checks)
}

func (x *exporter) castling() {
	c := x.v.Castling
	if c == nil {
		x.set("castling", "false")
		return
	}
	x.set("castling", "true")
	if c.FromPosition {
		x.set("chess960", "true")
	}
	if c.Opposite {
		x.set("oppositeCastling", "true")
	}
	wins := ""
	for i, s := range c.Sides {
		l := map[int]string{1: "K", -1: "Q"}[c.Wing(i, x.g)]
		if s.Wins[rules.White] {
			wins += l
		}
		if s.Wins[rules.Black] {
			wins += strings.ToLower(l)
		}
	}
	if wins != "" {
		x.set("castlingWins", "%s", wins)
	}
	var rookLetters []byte
	for i, s := range c.Sides {
		kf, rf, kt, rt := x.g.File(s.King), x.g.File(s.Rook), x.g.File(s.KingTo), x.g.File(s.RookTo)
		wing := c.Wing(i, x.g)
		if x.g.Rank(s.King) != x.g.Rank(s.Rook) || rt != kt-wing {
			x.leave("castling side %d: FSF puts the rook beside the king, on the other side", i+1)
			continue
		}
		file := func(f int) string { return string(rune('a' + f)) }
		x.set("castlingKingFile", "%s", file(kf))
		x.set("castlingRank", "%d", x.g.Rank(s.King)+1)
		if wing > 0 {
			x.set("castlingKingsideFile", "%s", file(kt))
			x.set("castlingRookKingsideFile", "%s", file(rf))
		} else {
			x.set("castlingQueensideFile", "%s", file(kt))
			x.set("castlingRookQueensideFile", "%s", file(rf))
		}
		// the castling pieces of a player who castles (horde: Black's)
		king, rook := x.at(s.King), x.at(s.Rook)
		if s.Barred[rules.White] || !x.castler(king) || !x.castler(rook) {
			king, rook = x.atBlack(x.g.Mirror(s.King)), x.atBlack(x.g.Mirror(s.Rook))
		}
		if l := rook; l != 0 && !slices.Contains(rookLetters, l) {
			rookLetters = append(rookLetters, l)
		}
		if l := king; l != 0 && x.king != "" && l != x.letters[x.king] {
			x.set("castlingKingPiece", "%c", l)
		}
	}
	if len(rookLetters) > 0 {
		x.set("castlingRookPieces", "%s", rookLetters)
	}
}

// gatingFiles returns FSF's gating rights of one side in the start position
// (Seirawan: the files of the back-rank pieces that are not a castling king
// or rook, upper case White's), "" without gating.
func (x *exporter) gatingFiles(black bool) string {
	if rules.GatingParams.Of(x.v) == nil {
		return ""
	}
	castlingSq := map[board.Square]bool{}
	if c := x.v.Castling; c != nil {
		for _, sd := range c.Sides {
			castlingSq[sd.King], castlingSq[sd.Rook] = true, true
		}
	}
	out := ""
	for f := 0; f < x.g.Files; f++ {
		s := x.g.Sq(f, 0)
		if castlingSq[s] {
			continue
		}
		if black {
			if x.atBlack(x.g.Mirror(s)) != 0 {
				out += string(rune('a' + f))
			}
		} else if x.at(s) != 0 {
			out += string(rune('A' + f))
		}
	}
	return out
}

// castler reports whether the piece of FSF letter l (0: none) may castle: a
// piece that is no pawn (a pawn never castles: horde's White).
func (x *exporter) castler(l byte) bool {
	if l == 0 {
		return false
	}
	for _, p := range x.v.Pieces {
		if p.Pawn && x.letters[p.LabelOf()] == l {
			return false
		}
	}
	return true
}

// at returns the FSF letter of White's piece on s in the setup, or 0.
func (x *exporter) at(s board.Square) byte {
	c := x.cell(s)
	if c >= 'A' && c <= 'Z' {
		return lowerLetter(c)
	}
	return 0
}

// atBlack returns the FSF letter of Black's piece on s in the setup, or 0.
func (x *exporter) atBlack(s board.Square) byte {
	c := x.cell(s)
	if c >= 'a' && c <= 'z' {
		return c
	}
	return 0
}

// cell returns the FEN character on s in the setup, 0 for an empty square.
func (x *exporter) cell(s board.Square) byte {
	rows := strings.Split(x.fenBoard(), "/")
	r := x.g.Ranks - 1 - x.g.Rank(s)
	if r < 0 || r >= len(rows) {
		return 0
	}
	f := 0
	row := rows[r]
	for i := 0; i < len(row); i++ {
		c := row[i]
		if c >= '0' && c <= '9' {
			n := int(c - '0')
			for i+1 < len(row) && row[i+1] >= '0' && row[i+1] <= '9' {
				i++
				n = n*10 + int(row[i]-'0')
			}
			f += n
			continue
		}
		if f == x.g.File(s) {
			return c
		}
		f++
	}
	return 0
}

// promotion writes the pawn types, double steps, en passant and promotion.
func (x *exporter) promotion() {
	var pawns []byte
	initial := map[int]bool{}
	var more []int
	var squares *[2][]board.Square // initial_squares, the same for every piece
	for _, p := range x.v.Pieces {
		if p.Pawn {
			pawns = append(pawns, x.letters[p.LabelOf()])
		}
		if strings.Contains(p.Betza, "i") && p.InitialSquares[0] != nil {
			if squares != nil && (!slices.Equal(squares[0], p.InitialSquares[0]) || !slices.Equal(squares[1], p.InitialSquares[1])) {
				x.leave("initial moves from different squares per piece: FSF has one double-step region")
			}
			squares = &p.InitialSquares
		} else if strings.Contains(p.Betza, "i") {
			if p.InitialRank == 0 {
				x.leave("%s's initial moves from where it has not moved yet: FSF allows them on the double-step ranks (here the rank it starts on)", p.LabelOf())
			} else {
				initial[p.InitialRank] = true
				more = p.MoreInitialRanks
			}
		}
	}
	if len(pawns) > 0 {
		x.set("pawnTypes", "%s", pawns)
	} else {
		x.set("pawnTypes", "-")
	}
	if len(initial) > 1 || len(initial) == 1 && squares != nil {
		x.leave("initial moves from different ranks per piece: FSF has one double-step region")
	}
	if squares != nil && len(initial) == 0 {
		x.set("doubleStep", "true")
		x.set("doubleStepRegionWhite", "%s", x.squareList(squares[0]))
		x.set("doubleStepRegionBlack", "%s", x.squareList(squares[1]))
	} else if len(initial) == 0 {
		x.set("doubleStep", "false")
	} else {
		var w, b []string
		for r := range initial {
			for _, rr := range append([]int{r}, more...) {
				w = append(w, fmt.Sprintf("*%d", rr))
				b = append(b, fmt.Sprintf("*%d", x.g.Ranks+1-rr))
			}
		}
		x.set("doubleStep", "true")
		x.set("doubleStepRegionWhite", "%s", strings.Join(w, " "))
		x.set("doubleStepRegionBlack", "%s", strings.Join(b, " "))
	}
	if x.v.EnPassant == nil {
		x.set("enPassantTypes", "-")
	}
	pr := x.v.Promotion
	if pr == nil {
		x.set("promotionPieceTypes", "-")
		return
	}
	to := pr.ZoneRank
	if to < 0 {
		to = x.g.Ranks + 1 + to
	}
	from := to
	if pr.FromRank != 0 {
		from = pr.FromRank
		if from < 0 {
			from = x.g.Ranks + 1 + from
		}
	}
	// FSF's region runs to the last rank: a pawn that must promote on entering
	// the zone never stands beyond it
	var w, b []string
	for r := min(from, to); r <= x.g.Ranks; r++ {
		w = append(w, fmt.Sprintf("*%d", r))
		b = append(b, fmt.Sprintf("*%d", x.g.Ranks+1-r))
	}
	x.set("promotionRegionWhite", "%s", strings.Join(w, " "))
	x.set("promotionRegionBlack", "%s", strings.Join(b, " "))
	if pr.ZoneSquares[0] != nil {
		// each side's own squares (compulsory there, as FSF's
		// mandatoryPawnPromotion)
		x.set("promotionRegionWhite", "%s", x.squareList(pr.ZoneSquares[0]))
		x.set("promotionRegionBlack", "%s", x.squareList(pr.ZoneSquares[1]))
	}
	letters := func(ls []byte) string {
		var out []byte
		for _, l := range ls {
			out = append(out, x.letters[x.labelOf(l)])
		}
		return string(out)
	}
	if pr.BlackChoices != nil {
		x.set("promotionPieceTypesWhite", "%s", letters(pr.Choices))
		x.set("promotionPieceTypesBlack", "%s", letters(pr.BlackChoices))
	} else if len(pr.Choices) > 0 {
		x.set("promotionPieceTypes", "%s", letters(pr.Choices))
	} else {
		x.set("promotionPieceTypes", "-")
	}
	if pr.Optional {
		x.set("mandatoryPawnPromotion", "false")
	}
	if pr.Optional || len(pr.Promotes) > 0 || x.v.Drops != nil {
		x.set("immobilityIllegal", "%t", !pr.Immobile)
	}
	for _, o := range []struct {
		on  bool
		key string
	}{{pr.MustPromote, "mandatoryPiecePromotion"}, {pr.Demotes, "pieceDemotion"}, {pr.OnCapture, "piecePromotionOnCapture"}} {
		if o.on {
			x.set(o.key, "true")
		}
	}
	if pr.OnlyLost {
		var lim []string
		for _, l := range pr.Choices {
			n := strings.Count(x.v.Setup, string(rune(l)))
			lim = append(lim, fmt.Sprintf("%c:%d", x.letters[x.labelOf(l)], n))
		}
		x.set("promotionLimit", "%s", strings.Join(lim, " "))
		x.leave("only_lost promotion: written as FSF's promotionLimit (the counts of the setup), which counts the pieces on the board")
	} else if len(pr.Limit) > 0 {
		var lim []string
		for _, p := range x.v.Pieces {
			if n, ok := pr.Limit[p.Letter]; ok {
				lim = append(lim, fmt.Sprintf("%c:%d", x.letters[p.LabelOf()], n))
			}
		}
		x.set("promotionLimit", "%s", strings.Join(lim, " "))
	}
	if len(pr.Promotes) > 0 {
		var pairs []string
		for _, p := range x.v.Pieces {
			if t, ok := pr.Promotes[p.Letter]; ok {
				pairs = append(pairs, fmt.Sprintf("%c:%c", x.letters[p.LabelOf()], x.letters[x.labelOf(t)]))
			}
		}
		x.set("promotedPieceType", "%s", strings.Join(pairs, " "))
	}
}

// labelOf returns the label of the piece with rules letter l.
func (x *exporter) labelOf(l byte) string {
	for _, p := range x.v.Pieces {
		if p.Letter == l {
			return p.LabelOf()
		}
	}
	return string(l)
}

func (x *exporter) drops() {
	d := x.v.Drops
	if d == nil {
		return
	}
	x.set("pieceDrops", "true")
	x.set("capturesToHand", "%t", !d.NoCapture)
	// FSF: pawns (pawnTypes) not on the first rank nor in the promotion zone,
	// unless allowed; one drop region for every piece
	zoneFrom := x.g.Ranks
	if pr := x.v.Promotion; pr != nil && pr.FromRank != 0 {
		zoneFrom = pr.FromRank
		if zoneFrom < 0 {
			zoneFrom = x.g.Ranks + 1 + zoneFrom
		}
	}
	var region [2]int
	for _, p := range x.v.Pieces {
		if d.NoCapture && !strings.ContainsAny(d.Hand, p.LabelOf()+strings.ToLower(p.LabelOf())) {
			continue // never in a hand
		}
		r, ok := d.Ranks[p.Letter]
		if !ok {
			r = [2]int{1, x.g.Ranks}
		}
		if p.Pawn {
			if r != [2]int{2, zoneFrom - 1} && r != [2]int{2, x.g.Ranks - 1} {
				x.leave("%s's drop ranks %d-%d: FSF drops pawns from the second rank to the promotion zone", p.LabelOf(), r[0], r[1])
			}
			continue
		}
		if region == [2]int{} {
			region = r
		} else if region != r {
			x.leave("drop ranks per piece: FSF has one drop region for all pieces")
		}
	}
	if d.Squares[0] != nil {
		// FSF's region is the squares within the drop ranks of every piece
		if region == [2]int{} {
			region = [2]int{1, x.g.Ranks}
		}
		var sides [2][]board.Square
		for c, sqs := range d.Squares {
			for _, s := range sqs {
				if rel := x.g.RelRank(s, c == 1) + 1; rel >= region[0] && rel <= region[1] {
					sides[c] = append(sides[c], s)
				}
			}
		}
		x.set("dropRegionWhite", "%s", x.squareList(sides[0]))
		x.set("dropRegionBlack", "%s", x.squareList(sides[1]))
	} else if region != [2]int{} && region != [2]int{1, x.g.Ranks} {
		var w, b []string
		for rr := region[0]; rr <= region[1]; rr++ {
			w = append(w, fmt.Sprintf("*%d", rr))
			b = append(b, fmt.Sprintf("*%d", x.g.Ranks+1-rr))
		}
		x.set("dropRegionWhite", "%s", strings.Join(w, " "))
		x.set("dropRegionBlack", "%s", strings.Join(b, " "))
	}
	switch {
	case len(d.OnePerFile) == 1 && len(d.NoDrop) == 0:
		x.set("dropNoDoubled", "%c", x.letters[x.labelOf(d.OnePerFile[0])])
		if d.FileLimit > 1 {
			x.set("dropNoDoubledCount", "%d", d.FileLimit)
		}
	case len(d.OnePerFile) == 0 && len(d.NoDrop) == 1:
		// never dropped: no file may hold zero or more of them
		x.set("dropNoDoubled", "%c", x.letters[x.labelOf(d.NoDrop[0])])
		x.set("dropNoDoubledCount", "0")
	case len(d.OnePerFile)+len(d.NoDrop) > 1:
		x.leave("one_per_file and no_drop for several pieces: FSF's dropNoDoubled names one")
	}
	if d.Promoted {
		x.set("dropPromoted", "true")
	}
	if len(d.NoDropMate) > 0 {
		x.set("shogiPawnDropMateIllegal", "true")
		if !d.DropMateLoses {
			x.leave("drop_mate: illegal: FSF plays a mating pawn drop as a move that loses")
		}
	}
	if d.KeepPromoted {
		x.set("dropLoop", "true")
	}
	if d.MustDrop {
		x.set("mustDrop", "true")
	}
	if d.OppositeBishops != 0 {
		x.set("dropOppositeColoredBishop", "true")
	}
	if d.DroppedUnmoved {
		x.set("castlingDroppedPiece", "true")
	}
	if pr := x.v.Promotion; pr != nil && len(pr.Promotes) > 0 && pr.Immobile != d.Immobile {
		x.leave("promotion's immobile and drops' immobile differ: FSF's immobilityIllegal is one option")
	}
	x.set("immobilityIllegal", "%t", !d.Immobile)
}

func (x *exporter) modules() {
	if e := x.v.Explosions; e != nil {
		x.set("blastOnCapture", "true")
		for _, l := range e.Spare {
			p := x.v.PieceByLabel(x.labelOf(l))
			if p == nil || !(p.Pawn && p.Betza == "fmWfceFifmnD") {
				x.leave("explosions sparing %s: FSF spares its pawn type only", x.labelOf(l))
			}
		}
	}
	if w := rules.WallsParams.Of(x.v); w != nil {
		if w.Past {
			x.set("wallingRule", "past")
		}
		if len(w.Petrify) > 0 {
			var ls []byte
			for _, l := range w.Petrify {
				ls = append(ls, x.letters[x.labelOf(l)])
			}
			x.set("petrifyOnCaptureTypes", "%s", ls)
		}
	}
	if x.v.ForcedCapture != nil {
		x.set("mustCapture", "true")
	}
	if x.v.ForbidCheck != nil {
		x.set("checking", "false")
	}
	if x.v.FlyingGeneral {
		x.set("flyingGeneral", "true")
	}
}

func (x *exporter) end() {
	e := x.v.End
	if e.Checkmate == "win" {
		x.set("checkmateValue", "win")
	}
	switch e.Stalemate {
	case "", "draw":
	case "fewer_pieces":
		x.set("stalemateValue", "win")
		x.set("stalematePieceCount", "true")
	default:
		x.set("stalemateValue", "%s", e.Stalemate)
	}
	n := e.MoveRule.Claim
	if n == 0 {
		n = e.MoveRule.Automatic
	}
	x.set("nMoveRule", "%d", n)
	r := e.Repetition.Automatic
	if r == 0 {
		r = e.Repetition.Claim
	}
	x.set("nFoldRule", "%d", r)
	if e.Repetition.PerpetualCheck == "loss" {
		x.set("perpetualCheckIllegal", "true")
	}
	// nFoldValue is judged for the side to move, the opponent of the side that
	// completed the repetition; nFoldValueAbsolute: for White
	switch e.Repetition.Result {
	case "loss", "1-0":
		x.set("nFoldValue", "win")
	case "win", "0-1":
		x.set("nFoldValue", "loss")
	}
	if r := e.Repetition.Result; r == "1-0" || r == "0-1" {
		x.set("nFoldValueAbsolute", "true")
	}
	if e.Checks > 0 {
		x.set("checkCounting", "true")
	}
	if mc := e.MaterialCounting; mc != "" {
		x.set("materialCounting", "%s", strings.ReplaceAll(mc, "_", ""))
	}
	if len(e.Goal) > 0 && x.king != "" {
		x.set("flagPiece", "%c", x.letters[x.king])
		var sq []string
		for _, s := range e.Goal {
			sq = append(sq, x.g.Name(s))
		}
		x.set("flagRegionWhite", "%s", strings.Join(sq, " "))
		x.set("flagRegionBlack", "%s", strings.Join(sq, " "))
		if e.GoalReply {
			x.set("flagMove", "true")
		}
	}
	switch {
	case x.v.Explosions != nil && x.king != "":
		x.set("extinctionValue", "loss")
		x.set("extinctionPieceTypes", "%c", x.letters[x.king])
		x.set("extinctionPseudoRoyal", "true")
	case e.NoPieces != "":
		x.set("extinctionValue", "%s", e.NoPieces)
		x.set("extinctionPieceTypes", "*")
	case e.Extinction != nil:
		x.set("extinctionValue", "%s", e.Extinction.Result)
		if e.Extinction.Total {
			x.set("extinctionPieceTypes", "*")
		} else {
			var ls []byte
			for _, l := range e.Extinction.Kinds {
				ls = append(ls, x.letters[x.labelOf(l)])
			}
			x.set("extinctionPieceTypes", "%s", ls)
		}
		if e.Extinction.Count > 0 {
			x.set("extinctionPieceCount", "%d", e.Extinction.Count)
		}
		if e.Extinction.OpponentCount > 0 {
			x.set("extinctionOpponentPieceCount", "%d", e.Extinction.OpponentCount)
		}
	case e.BareKing == "loss":
		x.set("extinctionValue", "loss")
		x.set("extinctionPieceTypes", "*")
		x.set("extinctionPieceCount", "1")
		x.set("extinctionOpponentPieceCount", "2")
	case e.NoRoyal == "loss" && x.king != "":
		x.set("extinctionValue", "loss")
		x.set("extinctionPieceTypes", "%c", x.letters[x.king])
	}
	// FSF's counting and shatar mate rules count its built-in piece types
	// (pawn, rook, khon, knight, bers), which this export writes as custom
	// pieces: left out
	if e.Counting != nil {
		x.leave("the counting rules (end.counting): FSF's countingRule counts its built-in pawn, rook, khon and knight, not the custom pieces this export writes")
	}
	if e.MateRule != nil {
		x.leave("the mate rule (end.mate_rule): FSF's shatarMateRule judges its built-in knight, rook and bers, not the custom pieces this export writes")
	}
	x.royalPieces()
}

// royalPieces writes rules.royal_pieces as FSF's pseudo-royal pieces
// (extinctionPseudoRoyal: "extinction does not apply for pseudo-royal pieces",
// so extinctionValue only names them), at_most as extinctionPieceCount + 1 (one
// more than the board's squares: always), duple_check as dupleCheck. FSF counts
// each type alone: several kinds with at_most are left out, as is the module
// beside another extinction rule (one extinctionPieceTypes).
func (x *exporter) royalPieces() {
	rp := rules.RoyalPiecesParams.Of(x.v)
	if rp == nil {
		return
	}
	for _, l := range x.lines {
		if strings.HasPrefix(l, "extinctionPieceTypes = ") {
			x.leave("royal_pieces beside another extinction rule: FSF has one extinctionPieceTypes")
			return
		}
	}
	if len(rp.Kinds) > 1 && rp.AtMost > 0 {
		x.leave("royal_pieces.at_most over several kinds: FSF's extinctionPieceCount counts each type alone")
		return
	}
	var ls []byte
	for _, l := range rp.Kinds {
		ls = append(ls, x.letters[x.labelOf(l)])
	}
	x.set("extinctionValue", "loss")
	x.set("extinctionPieceTypes", "%s", ls)
	x.set("extinctionPseudoRoyal", "true")
	n := x.g.Size()
	if rp.AtMost > 0 {
		n = rp.AtMost - 1
	}
	x.set("extinctionPieceCount", "%d", n)
	if rp.DupleCheck {
		x.set("dupleCheck", "true")
	}
}

// leaveUnwritten names the preset-language rules this export does not write
// yet, though FSF has most of them (flagPiece and flagRegion,
// mandatoryPiecePromotion, nFoldValue, ...): an export without them would be
// another game.
func (x *exporter) leaveUnwritten() {
	v := x.v
	if v.End.Flag != nil {
		x.leave("the flag rule (end.flag): this export does not write it")
	}
	if ex := v.End.Extinction; ex != nil && !ex.Holdings && v.Drops != nil {
		x.leave("end.extinction without holdings in a variant with drops: Fairy-Stockfish counts the pieces in hand")
	}
	if e := v.Explosions; e != nil && len(e.Immune)+len(e.Mutual) > 0 {
		x.leave("explosions' immune or mutual pieces: this export does not write them")
	}
	for _, p := range v.Pieces {
		if p.MoreInitialEnPassant || p.ResetsMoveRule != nil {
			x.leave("%s's more_initial_en_passant or resets_move_rule: this export does not write them", p.LabelOf())
		}
	}
}

// squareList writes squares as an FSF bitboard value ("a2 b3"), in square
// order; none is "-" (parser.cpp stops reading a bitboard at "-").
func (x *exporter) squareList(sqs []board.Square) string {
	if len(sqs) == 0 {
		return "-"
	}
	ss := slices.Clone(sqs)
	slices.Sort(ss)
	ss = slices.Compact(ss)
	var out []string
	for _, s := range ss {
		out = append(out, x.g.Name(s))
	}
	return strings.Join(out, " ")
}
