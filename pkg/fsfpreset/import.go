// Package fsfpreset maps Fairy-Stockfish variants (a variants.ini section as
// pkg/fsfini resolves it) onto courier's preset language, and back (Export).
//
// Import writes one preset YAML document per variant, or refuses it with one
// diagnostic per rule courier's preset language cannot express, each at the
// option that sets it (file:line:col of the variants.ini line, or of the
// built-in parent's description, file "fsf-builtin"). Options that only
// concern FSF's engine or the XBoard GUI (piece values, pieceToCharTable,
// pocketSize, variantTemplate) change no rule and are left out. The preset is
// whole (no extends): a section's parents are written out.
//
// What is mapped (FSF option -> preset key): maxFile/maxRank -> board; piece
// definitions -> pieces (the built-in types by their Betza, customPieceN by
// its own, the king royal; a Betza that differs to the left and to the right
// as it is: FSF and courier both turn Black's moves half round); startFen ->
// setup and drops.hand; castling with the rights of the start position ->
// rules.castling (a player without a right there: sides[].players;
// oppositeCastling: opposite; castlingWins: sides[].wins); the pawn's double
// step (doubleStepRegion) -> its ifmnD with initial_rank (whole ranks, Black's
// mirrored) or initial_squares (any squares, each side's own), and
// rules.en_passant (left out when no piece can make a double step, or the
// en passant types capture on no square they cannot move to);
// promotionRegion (whole ranks up to the last, or zone squares),
// promotionPieceTypes, promotedPieceType (both together: a pawn with a type of
// its own has both), mandatoryPawnPromotion, mandatoryPiecePromotion,
// pieceDemotion, piecePromotionOnCapture -> rules.promotion; pieceDrops and
// its options (dropPromoted, dropNoDoubled with dropNoDoubledCount) -> rules.drops; gating with seirawanGating -> rules.gating;
// blastOnCapture -> rules.explosions; mustCapture
// -> rules.forced_capture; checking = false -> rules.forbid_check;
// flyingGeneral; mobilityRegion -> regions (each side's own when they are no
// mirror images) and region; soldierPromotionRank ->
// moves_in; janggiCannon -> pR with hop_not_over and hop_not_capturing,
// janggiElephant -> nZ; diagonalLines -> a region and moves_within; pass and
// passOnStalemate -> rules.pass; bikjangRule -> rules.bikjang;
// materialCounting -> end.material_counting; checkmateValue, stalemateValue (stalematePieceCount), nMoveRule,
// nFoldRule (perpetualCheckIllegal), extinction*, flag* (a royal flag piece),
// checkCounting -> end.
package fsfpreset

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/gamecourier/courier/pkg/betza"
	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/fsfini"
)

// CodeUnsupported is the code of a rule courier's preset language cannot
// express.
const CodeUnsupported = "ini-unsupported"

// ignored are the options that change no rule: engine and GUI settings.
var ignored = map[string]bool{"variantTemplate": true, "pieceToCharTable": true, "pocketSize": true,
	"pieceValueMg": true, "pieceValueEg": true, "nMoveRuleTypesWhite": true, "nMoveRuleTypesBlack": true}

// offValues are the options Import does not map, with the value that means
// "off" (FSF's default); any other value is a rule courier lacks.
var offValues = map[string]string{
	"twoBoards": "false", "sittuyinPromotion": "false", "promotionLimit": "",
	"piecePromotionOnCapture": "false", "mandatoryPiecePromotion": "false", "pieceDemotion": "false",
	"blastImmuneTypes": "", "mutuallyImmuneTypes": "",
	"tripleStepRegionWhite": "", "tripleStepRegionBlack": "",
	"enclosingDrop": "none", "enclosingDropStart": "", "sittuyinRookDrop": "false", "dropPromoted": "false",
	"dropNoDoubledCount": "1", "wallOrMove": "false",
	"cambodianMoves": "false", "makpongRule": "false",
	"flipEnclosedPieces": "none", "moveRepetitionIllegal": "false",
	"chasingRule": "none", "extinctionClaim": "false",
	"dupleCheck": "false", "connectN": "0", "connectNxN": "0",
	"collinearN": "0", "connectRegion1White": "", "connectRegion2White": "", "connectRegion1Black": "",
	"connectRegion2Black": "", "adjudicateFullBoard": "false",
	"mustDropType":       "*",
	"wallingRegionWhite": "", "wallingRegionBlack": "",
	// read only with the options they belong to
	"connectPieceTypes": "*", "connectHorizontal": "true", "connectVertical": "true", "connectDiagonal": "true",
	"connectValue": "win",
}

// what FSF's variants.ini header says of each unmapped option, for the message.
var ruleNames = map[string]string{
	"chess960": "Chess960 castling", "twoBoards": "pieces in hand from another board (bughouse)",
	"sittuyinPromotion": "Sittuyin promotion", "promotionLimit": "a limit on the pieces a pawn may promote to",
	"piecePromotionOnCapture": "promotion only by capturing", "mandatoryPiecePromotion": "compulsory piece promotion",
	"pieceDemotion": "demotion of promoted pieces", "blastImmuneTypes": "pieces immune to explosions",
	"mutuallyImmuneTypes": "pieces that cannot capture their own type", "petrifyOnCaptureTypes": "capturing pieces turned to walls",
	"petrifyBlastPieces": "exploded pieces turned to walls", "tripleStepRegionWhite": "the pawn's triple step",
	"tripleStepRegionBlack": "the pawn's triple step", "oppositeCastling": "castling only on the wing the opponent has not",
	"dropChecks": "drops that may not give check", "enclosingDrop": "drops that must enclose pieces",
	"enclosingDropStart": "drops that must enclose pieces", "sittuyinRookDrop": "Sittuyin rook drops",
	"dropPromoted": "drops of promoted pieces", "dropNoDoubledCount": "more than one piece per file in nifu",
	"gating": "gating (S-Chess, Cambodian)", "wallingRule": "walls placed after a move",
	"wallOrMove": "walls placed instead of a move", "seirawanGating": "Seirawan gating",
	"cambodianMoves": "Cambodian first moves", "diagonalLines": "moves along the palace diagonals (janggi)",
	"passWhite": "passing", "passBlack": "passing", "passOnStalemateWhite": "passing when stalemated",
	"passOnStalemateBlack": "passing when stalemated", "makpongRule": "the makpong rule (a king in check may not move)",
	"flipEnclosedPieces":    "flipping enclosed pieces",
	"moveRepetitionIllegal": "forbidden move repetition", "chasingRule": "xiangqi's chasing rules",
	"shatarMateRule": "shatar's mating rules", "bikjangRule": "janggi's bikjang (facing kings) rule",
	"extinctionClaim": "an extinction win claimed by the side to move", "dupleCheck": "duple check",
	"extinctionOpponentPieceCount": "extinction judged by the opponent's count",
	"flagPieceCount":               "several flag pieces", "flagPieceBlockedWin": "flag zone blocked wins",
	"connectN": "N in a row wins", "connectNxN": "an NxN square wins",
	"collinearN": "N pieces in a line win", "connectRegion1White": "connecting regions wins",
	"connectRegion2White": "connecting regions wins", "connectRegion1Black": "connecting regions wins",
	"connectRegion2Black": "connecting regions wins", "materialCounting": "adjudication by material counting",
	"adjudicateFullBoard": "adjudication on a full board", "countingRule": "makruk's counting rules",
	"castlingWins": "castling that wins", "mustDropType": "a piece type that must be dropped",
	"wallingRegionWhite": "walls", "wallingRegionBlack": "walls",
	"connectPieceTypes": "N in a row wins", "connectHorizontal": "N in a row wins", "connectVertical": "N in a row wins",
	"connectDiagonal": "N in a row wins", "connectValue": "N in a row wins",
}

// Result is the import of one variant.
type Result struct {
	Name  string
	ID    string    // the preset id: the section name in lower case, other characters as '-'
	YAML  []byte    // the preset; nil when Diags holds an error
	Diags diag.List // why not, and notes
}

// ID returns the preset id for a section name: lower case letters and digits
// kept, every other run of characters one '-'.
func ID(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(strings.TrimSpace(name)) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.Trim(b.String(), "-")
}

// importer holds the work on one variant.
type importer struct {
	v     *fsfini.Variant
	d     diag.List
	out   *m
	files int
	ranks int
	fen   *fsfini.FEN
	used  map[string]bool // option targets read
	// pawnTypes are the promotion pawn types (lower-case letters)
	pawnTypes []byte
	zoneFrom  int // first rank of White's promotion zone, 1-based; 0 none
	// zoneSquares: the promotion zone is each side's own squares (zone.squares)
	zoneSquares bool
	dsRank      int   // the rank of the double step (White's), 0 none
	dsMore      []int // more ranks of the double step (White's, 1-based)
	// dsSquares: the double step's squares (initial_squares) when they are
	// not whole ranks the same for both sides; nil otherwise
	dsSquares any
	gating    bool // Seirawan gating (the castling field also holds gating rights)
}

// Import maps the resolved variant v to a preset. The result's YAML is nil
// when a rule of v cannot be expressed; its diagnostics say which, each at
// the option that sets it.
func Import(v *fsfini.Variant) *Result {
	im := &importer{v: v, out: &m{}, used: map[string]bool{}}
	res := &Result{Name: v.Name, ID: ID(v.Name)}
	im.run()
	if !im.d.HasErrors() {
		head := fmt.Sprintf(" Imported from Fairy-Stockfish variants.ini section [%s] (%s)\n by courier preset import.", v.Name, v.Section.Pos)
		y, err := marshal(head, im.out)
		if err != nil {
			im.d.Add(diag.Errorf(v.Section.Pos, CodeUnsupported, "cannot write the preset: %v", err))
		} else {
			res.YAML = y
		}
	}
	for i, x := range im.d {
		if x.Pos.File == fsfini.BuiltinsFile {
			im.d[i].Message += fmt.Sprintf(" (inherited from Fairy-Stockfish's built-in %s)", im.builtinAt(x.Pos.Line))
			im.d[i].Pos = v.Section.Pos
		}
	}
	im.d.Sort()
	res.Diags = im.d
	return res
}

// builtinAt names the built-in section of the chain holding line of builtins.ini.
func (im *importer) builtinAt(line int) string {
	name := ""
	for _, s := range im.v.Chain {
		if s.Pos.File == fsfini.BuiltinsFile && s.Pos.Line <= line {
			name = s.Name
		}
	}
	return name
}

// opt returns the entry of a target and marks it read.
func (im *importer) opt(target string) (fsfini.Entry, bool) {
	im.used[target] = true
	return im.v.Opt(target)
}

func (im *importer) unsupported(e fsfini.Entry, format string, args ...any) {
	pos := e.ValuePos
	if !pos.IsValid() {
		pos = im.v.Section.Pos
	}
	im.d.Add(diag.Errorf(pos, CodeUnsupported, format, args...))
}

// boolOpt reads a bool target with its FSF default.
func (im *importer) boolOpt(target string, def bool) (bool, fsfini.Entry) {
	e, ok := im.opt(target)
	if !ok {
		return def, e
	}
	b, p := fsfini.ReadBool(e.Value)
	if p.Code != "" && p.Severity == diag.Error {
		im.d.Add(*p.Diag(e))
	}
	return b, e
}

// intOpt reads an int target with its FSF default (the default when the value
// is an error).
func (im *importer) intOpt(target string, def int) (int, fsfini.Entry) {
	return im.numOpt(target, def, fsfini.ReadInt)
}

// numOpt reads target with read (fsfini.ReadInt, ReadFile, ReadRank), def when
// it is not set or its value is an error (which goes to im.d).
func (im *importer) numOpt(target string, def int, read func(string) (int, fsfini.Problem)) (int, fsfini.Entry) {
	e, ok := im.opt(target)
	if !ok {
		return def, e
	}
	n, p := read(e.Value)
	if p.Code != "" && p.Severity == diag.Error {
		im.d.Add(*p.Diag(e))
		return def, e
	}
	return n, e
}

func (im *importer) enumOpt(target, def string, words ...string) (string, fsfini.Entry) {
	e, ok := im.opt(target)
	if !ok {
		return def, e
	}
	s, p := fsfini.ReadEnum(e.Value, words...)
	if p.Code != "" {
		im.d.Add(*p.Diag(e))
		return def, e
	}
	return s, e
}

func (im *importer) has(c byte) bool { return im.v.Piece(c) != nil }

// setOpt reads a piece set target; ok is false when it is not set.
func (im *importer) setOpt(target string) (letters []byte, all bool, e fsfini.Entry, ok bool) {
	e, ok = im.opt(target)
	if !ok {
		return nil, false, e, false
	}
	inherited := e.ValuePos.File != im.v.Section.Pos.File || e.ValuePos.Line < im.v.Section.Pos.Line
	if inherited {
		// FSF keeps piece types: read the inherited set with the letters of its
		// section, then name each type by its letter now; a type a later section
		// dropped is gone (Variant::remove_piece)
		then := im.v.PiecesAt(e)
		l, all, _ := fsfini.ReadPieceSet(e.Value, func(c byte) bool { return true })
		var now []byte
		for _, c := range l {
			for _, p := range then {
				if p.Letter == c {
					if q := im.v.PieceByOption(p.Option); q != nil {
						now = append(now, q.Letter)
					}
				}
			}
		}
		return now, all, e, true
	}
	l, all, p := fsfini.ReadPieceSet(e.Value, im.has)
	if p.Code != "" {
		im.d.Add(*p.Diag(e))
	}
	return l, all, e, true
}

func (im *importer) bbOpt(target string) (fsfini.Bitboard, fsfini.Entry, bool) {
	e, ok := im.opt(target)
	if !ok {
		return fsfini.Bitboard{}, e, false
	}
	b, p := fsfini.ReadBitboard(e.Value)
	if p.Code != "" {
		im.d.Add(*p.Diag(e))
	}
	return b, e, true
}

func upper(c byte) string { return string(unicode.ToUpper(rune(c))) }

func uppers(ls []byte) []string {
	var out []string
	for _, l := range ls {
		out = append(out, upper(l))
	}
	return out
}

func (im *importer) run() {
	v := im.v
	im.files, im.ranks = v.Size()
	im.used["maxFile"], im.used["maxRank"] = true, true
	for _, k := range []string{"maxFile", "maxRank"} {
		if n := map[string]int{"maxFile": im.files, "maxRank": im.ranks}[k]; n < board.MinSize {
			e, _ := v.Opt(k)
			im.unsupported(e, "%s = %s: courier's boards have 1 to 16 files and ranks", k, e.Value)
			return
		}
	}
	var fd diag.List
	im.fen, _, fd = v.StartFEN()
	im.used["startFen"] = true
	for _, x := range fd {
		x.Code = fsfini.CodeStartFEN
		im.d.Add(x)
	}
	if fd.HasErrors() {
		return // no start position to build on
	}
	im.out.set("schema", 1)
	im.out.set("id", ID(v.Name))
	im.out.set("name", v.Name)
	im.out.set("description", fmt.Sprintf("Fairy-Stockfish's %s, imported from variants.ini.", v.Name))
	im.out.set("board", flow{&m{{"files", im.files}, {"ranks", im.ranks}}})
	im.promotionTypes()
	im.doubleStep()
	im.pieces()
	im.setup()
	im.seirawan()
	im.castling()
	im.promotion()
	im.drops()
	im.modules()
	im.walls()
	im.end()
	im.rest()
	im.royalty()
}

// rest reports the options set that no part of the import has read.
func (im *importer) rest() {
	for _, t := range im.v.Targets() {
		if im.used[t] || ignored[t] {
			continue
		}
		e, _ := im.v.Opt(t)
		if strings.HasPrefix(t, "mobilityRegion") {
			continue // read with the pieces
		}
		off, known := offValues[t]
		if !known {
			if _, _, ok := fsfini.Lookup(t); !ok {
				continue // unknown keys are the checker's
			}
			im.unsupported(e, "%s: courier's import does not read this option", e.Key)
			continue
		}
		if isOff(t, e.Value, off) {
			continue
		}
		im.unsupported(e, "%s = %s: courier has no rule for %s", e.Key, e.Value, ruleNames[t])
	}
}

// isOff reports whether value means what off (FSF's default) means.
func isOff(target, value, off string) bool {
	t, _, _ := fsfini.Lookup(target)
	switch t {
	case fsfini.TBool:
		b, _ := fsfini.ReadBool(value)
		return fmt.Sprint(b) == off
	case fsfini.TInt:
		n, _ := fsfini.ReadInt(value)
		return fmt.Sprint(n) == off
	case fsfini.TBitboard:
		b, _ := fsfini.ReadBitboard(value)
		return len(b.Squares)+len(b.Ranks)+len(b.Files) == 0
	case fsfini.TPieceSet, fsfini.TPieceType, fsfini.TCastlingRights:
		s := strings.TrimSpace(value)
		return s == off || s == "-" || (off == "" && s == "")
	}
	return strings.TrimSpace(value) == off
}

// promotionTypes reads promotionPawnTypes: the pieces courier marks pawn.
func (im *importer) promotionTypes() {
	w, _, ew, okw := im.setOpt("promotionPawnTypesWhite")
	b, _, _, okb := im.setOpt("promotionPawnTypesBlack")
	im.used["enPassantTypesWhite"], im.used["enPassantTypesBlack"] = true, true
	// FSF's default set names the built-in pawn type only
	builtin := func() []byte {
		if p := im.v.PieceByOption("pawn"); p != nil {
			return []byte{p.Letter}
		}
		return nil
	}
	if !okw {
		w = builtin()
	}
	if !okb {
		b = builtin()
	}
	if string(w) != string(b) {
		if !im.ownPawns(w, b) {
			im.unsupported(ew, "different promotion pawn types per side (%s, %s): courier's pawn is one piece type for both (it is exact only when neither side can have the other's pawn type: no drops)", w, b)
		}
		// each side has only its own pawn type and cannot get the other's: both
		// types are courier pawns (khans: White's p, Black's s)
		w = append(slices.Clone(w), b...)
	}
	for _, l := range w {
		if p := im.v.Piece(l); p != nil && (p.Option == "pawn" || strings.HasPrefix(p.Option, "customPiece") || l != 'p') {
			im.pawnTypes = append(im.pawnTypes, l)
		}
	}
	// a pawn type that is neither on the board nor in a hand never plays
	im.pawnTypes = slices.DeleteFunc(im.pawnTypes, func(l byte) bool { return !im.present(l) })
}

// ownPawns reports whether the promotion pawn types w (White's) and b
// (Black's) may be read as one set of pawn types: no piece changes sides
// (no drops), and neither side has a piece of a type only the other's set
// names in the start position (promotion makes no pawns).
func (im *importer) ownPawns(w, b []byte) bool {
	if drops, _ := im.boolOpt("pieceDrops", false); drops {
		return false
	}
	if toHand, _ := im.boolOpt("capturesToHand", false); toHand {
		return false
	}
	for _, row := range im.fen.Board {
		for _, c := range row {
			if c.Letter == 0 {
				continue
			}
			l := im.v.Canonical(c.Letter)
			white := unicode.IsUpper(rune(c.Letter))
			if white && slices.Contains(b, l) && !slices.Contains(w, l) || !white && slices.Contains(w, l) && !slices.Contains(b, l) {
				return false
			}
		}
	}
	return im.fen.Hand == ""
}

// present reports whether a piece of letter l is on the board or in a hand
// in the start position: a piece type that is not never plays (no rule makes
// one but promotion, which makes only non-pawns here).
func (im *importer) present(l byte) bool {
	u := upper(l)[0]
	for _, row := range im.fen.Board {
		for _, c := range row {
			if c.Letter != 0 && (im.v.Canonical(c.Letter) == l) {
				return true
			}
		}
	}
	return strings.IndexByte(im.fen.Hand, u) >= 0 || strings.IndexByte(im.fen.Hand, l) >= 0
}

// ranksOf returns the 1-based ranks a bitboard covers whole, and whether it
// is exactly those whole ranks.
func (im *importer) ranksOf(b fsfini.Bitboard) ([]int, bool) {
	var out []int
	exact := true
	for r := 0; r < im.ranks; r++ {
		n := 0
		for f := 0; f < im.files; f++ {
			if b.Has(f, r) {
				n++
			}
		}
		switch n {
		case im.files:
			out = append(out, r+1)
		case 0:
		default:
			exact = false
		}
	}
	return out, exact
}

// squares lists a bitboard's squares on the board, White's view ("e4").
func (im *importer) squares(b fsfini.Bitboard, mirror bool) []string {
	var out []string
	for r := 0; r < im.ranks; r++ {
		for f := 0; f < im.files; f++ {
			rr := r
			if mirror {
				rr = im.ranks - 1 - r
			}
			if b.Has(f, rr) {
				out = append(out, fmt.Sprintf("%c%d", 'a'+f, r+1))
			}
		}
	}
	return out
}

// rects lists a bitboard's squares on the board as a preset writes them: each
// rank's runs of three squares or more as rectangles ("a2-h2"), the rest
// one by one ("b3"), rank by rank.
func (im *importer) rects(b fsfini.Bitboard) []string {
	var out []string
	for r := 0; r < im.ranks; r++ {
		for f := 0; f < im.files; {
			if !b.Has(f, r) {
				f++
				continue
			}
			e := f
			for e+1 < im.files && b.Has(e+1, r) {
				e++
			}
			if e-f >= 2 {
				out = append(out, fmt.Sprintf("%c%d-%c%d", 'a'+f, r+1, 'a'+e, r+1))
			} else {
				for x := f; x <= e; x++ {
					out = append(out, fmt.Sprintf("%c%d", 'a'+x, r+1))
				}
			}
			f = e + 1
		}
	}
	return out
}

// mirrored reports whether Black's bitboard is White's mirrored (rank r <-> last-r).
func (im *importer) mirrored(w, b fsfini.Bitboard) bool {
	for r := 0; r < im.ranks; r++ {
		for f := 0; f < im.files; f++ {
			if w.Has(f, r) != b.Has(f, im.ranks-1-r) {
				return false
			}
		}
	}
	return true
}

// doubleStep reads doubleStep and its regions: the ranks of White's double
// step (Black's mirrored), or the squares of each side (initial_squares).
func (im *importer) doubleStep() {
	on, _ := im.boolOpt("doubleStep", true)
	w, _, okw := im.bbOpt("doubleStepRegionWhite")
	b, _, okb := im.bbOpt("doubleStepRegionBlack")
	for _, dep := range []string{"doubleStepRank", "doubleStepRankMin"} {
		if e, ok := im.opt(dep); ok {
			im.unsupported(e, "%s (deprecated): write doubleStepRegionWhite/Black; courier's import reads those", dep)
		}
	}
	if !okw {
		w = fsfini.Bitboard{Ranks: []int{1}}
	}
	if !okb {
		b = fsfini.Bitboard{Ranks: []int{6}}
	}
	if !on {
		return
	}
	wr, wexact := im.ranksOf(w)
	if len(wr) == 0 && !okb {
		return
	}
	if len(wr) == 0 {
		br, _ := im.ranksOf(b)
		if len(br) == 0 {
			return
		}
	}
	if !wexact || len(wr) == 0 || !im.mirrored(w, b) {
		// squares, or ranks that differ per side: initial_squares, as FSF's
		// regions are (White's with Black's mirrored when they are so)
		sw, sb := im.rects(w), im.rects(b)
		if len(sw)+len(sb) == 0 {
			return
		}
		if im.mirrored(w, b) {
			im.dsSquares = flow{sw}
		} else {
			if sw == nil {
				sw = []string{}
			}
			if sb == nil {
				sb = []string{}
			}
			im.dsSquares = flow{&m{{"white", sw}, {"black", sb}}}
		}
		return
	}
	// whole ranks, Black's mirrored: the first is initial_rank, the others
	// more_initial_ranks, each double step giving the en passant right as FSF's
	// does from every square of the region
	im.dsRank, im.dsMore = wr[0], wr[1:]
}

// needsDoubleStep reports whether a piece of the variant makes initial moves
// (the built-in pawn, or a Betza with i).
func (im *importer) needsDoubleStep() bool {
	for _, p := range im.v.Pieces {
		if (p.Option == "pawn" || strings.Contains(p.Betza, "i")) && im.present(p.Letter) {
			return true
		}
	}
	return false
}

// name is a piece's human name from its option.
func name(p fsfini.Piece) string {
	if n, ok := strings.CutPrefix(p.Option, "customPiece"); ok {
		return fmt.Sprintf("Custom Piece %s (%c)", n, unicode.ToUpper(rune(p.Letter)))
	}
	var b strings.Builder
	for i, r := range p.Option {
		if i == 0 {
			r = unicode.ToUpper(r)
		} else if unicode.IsUpper(r) {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// pieces writes pieces: and regions:.
func (im *importer) pieces() {
	ps := &m{}
	regions := &m{}
	spr, _ := im.intOpt("soldierPromotionRank", 1)
	for _, p := range im.v.Pieces {
		label := upper(p.Letter)
		bz := p.Betza
		switch p.Option {
		case "pawn":
			if im.dsRank > 0 || im.dsSquares != nil {
				bz += "ifmnD"
			}
		case "janggiCannon":
			bz = "pR" // with hop_not_over and hop_not_capturing: below
		case "janggiElephant":
			bz = "nZ"
		case "soldier":
			if spr > 1 {
				bz = "fW"
			}
		}
		if bz == "" && p.Option != "immobile" {
			im.unsupported(p.Entry, "%s has no moves", p.Option)
			continue
		}
		// a Betza that differs to the left and to the right reads the same: FSF
		// and courier both turn Black's moves half round (Black's l is White's r);
		// "" is a piece that never moves (FSF's immobile)
		if bz != "" {
			if _, err := betza.Parse(bz); err != nil {
				im.unsupported(p.Entry, "%s's Betza %q: courier's Betza reader refuses it: %v", p.Option, bz, err)
				continue
			}
		}
		piece := &m{{"name", name(p)}, {"betza", bz}}
		if p.Option == "king" {
			piece.set("royal", true)
		}
		if slices.Contains(im.pawnTypes, p.Letter) {
			piece.set("pawn", true)
		}
		if strings.Contains(bz, "i") && im.dsSquares != nil {
			piece.set("initial_squares", im.dsSquares)
		} else if strings.Contains(bz, "i") {
			if im.dsRank == 0 {
				im.unsupported(p.Entry, "%s's initial moves (i) with no double-step region: FSF never allows them; courier has no piece Betza without them", p.Option)
				continue
			}
			piece.set("initial_rank", im.dsRank)
			if len(im.dsMore) > 0 {
				piece.set("more_initial_ranks", flow{im.dsMore})
				piece.set("more_initial_en_passant", true)
			}
		}
		if p.Option == "soldier" && spr > 1 {
			rname := "soldier-zone"
			var sq []string
			for r := spr; r <= im.ranks; r++ {
				sq = append(sq, fmt.Sprintf("a%d-%c%d", r, 'a'+im.files-1, r))
			}
			regions.set(rname, flow{sq})
			piece.set("moves_in", flow{&m{{rname, "sW"}}})
		}
		if p.Option == "janggiCannon" {
			// FSF: a janggi cannon neither jumps over nor takes a janggi cannon
			piece.set("hop_not_over", flow{[]string{label}})
			piece.set("hop_not_capturing", flow{[]string{label}})
		}
		im.mobility(p, piece, regions)
		ps.set(label, flow{piece})
	}
	im.diagonalLines(ps, regions)
	if len(*regions) > 0 {
		im.out.set("regions", regions)
	}
	im.out.set("pieces", ps)
}

// mobility maps mobilityRegion{White,Black}<Piece> to a region: White's squares
// with Black's mirrored, or each side's own when they are no mirror images.
func (im *importer) mobility(p fsfini.Piece, piece *m, regions *m) {
	up := strings.ToUpper(p.Option[:1]) + p.Option[1:]
	w, _, okw := im.bbOpt("mobilityRegionWhite" + up)
	b, _, okb := im.bbOpt("mobilityRegionBlack" + up)
	if !okw && !okb {
		return
	}
	if !okw {
		w = fsfini.Bitboard{}
		for r := 0; r < im.ranks; r++ {
			w.Ranks = append(w.Ranks, r)
		}
	}
	if !okb {
		b = fsfini.Bitboard{}
		for r := 0; r < im.ranks; r++ {
			b.Ranks = append(b.Ranks, r)
		}
	}
	rname := strings.ToLower(upper(p.Letter)) + "-region"
	if im.mirrored(w, b) {
		regions.set(rname, flow{im.rects(w)})
	} else {
		// each side's own squares (buffalo: White's pieces confined, Black's
		// free)
		regions.set(rname, flow{&m{{"white", im.rects(w)}, {"black", im.rects(b)}}})
	}
	piece.set("region", rname)
}

// setup writes setup: from the start FEN.
func (im *importer) setup() {
	f := im.fen
	var rows []string
	for r := im.ranks - 1; r >= 0; r-- {
		var b strings.Builder
		empty := 0
		for _, c := range f.Board[r] {
			if c.Letter == 0 {
				if c.Wall {
					// a wall square, written as FSF writes it
					if empty > 0 {
						fmt.Fprint(&b, empty)
						empty = 0
					}
					b.WriteByte('*')
					continue
				}
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprint(&b, empty)
				empty = 0
			}
			if c.Promoted {
				b.WriteByte('+')
			}
			l := im.v.Canonical(c.Letter)
			if c.Letter >= 'A' && c.Letter <= 'Z' {
				l = upper(l)[0]
			}
			b.WriteByte(l)
		}
		if empty > 0 {
			fmt.Fprint(&b, empty)
		}
		rows = append(rows, b.String())
	}
	s := &m{{"array", strings.Join(rows, "/")}}
	if f.Side == 'b' {
		s.set("side_to_move", "black")
	}
	im.out.set("setup", s)
}

// royalty writes end.checkmate: none for a variant with no royal piece and no
// end rule that replaces checkmate.
func (im *importer) royalty() {
	if im.d.HasErrors() {
		return
	}
	ps, _ := im.out.get("pieces")
	for _, x := range *ps.(*m) {
		if r, ok := x.v.(flow).v.(*m).get("royal"); ok && r == true {
			return
		}
	}
	if r, ok := im.out.get("rules"); ok {
		if _, ok := r.(*m).get("royal_pieces"); ok {
			return
		}
	}
	end, _ := im.out.get("end")
	for _, k := range []string{"extinction", "no_pieces", "no_royal", "flag"} {
		if _, ok := end.(*m).get(k); ok {
			return
		}
	}
	// FSF without a king: no check, no checkmate; the game ends by stalemate
	// (stalemateValue) or the n-move rule and repetition
	end.(*m).set("checkmate", "none")
}

// diagonalMoves is the move along a diagonal line FSF's diagonalLines adds to
// each piece type that has one there (Position::attacks_from): the wazir (and
// a king that moves as one) a fers step, the soldier a pawn's forward
// diagonal step, the rook a bishop's line, the janggi cannon a cannon's hop
// along the diagonal.
var diagonalMoves = map[string]string{"wazir": "F", "soldier": "fF", "rook": "B", "janggiCannon": "pB"}

// diagonalLines maps diagonalLines (janggi's palace diagonals) to a region
// and the pieces' moves_within it. FSF lands such a move on any square of the
// set along the diagonal; courier's moves within a region stop at its edge,
// the same when the set's squares along every diagonal from one of them come
// without a gap (janggi's, elgam's), else refused; the set must also be its own
// mirror image (courier's regions are White's, Black's mirrored).
func (im *importer) diagonalLines(ps, regions *m) {
	b, e, ok := im.bbOpt("diagonalLines")
	if !ok || len(b.Squares)+len(b.Ranks)+len(b.Files) == 0 {
		return
	}
	if !im.mirrored(b, b) {
		im.unsupported(e, "diagonalLines = %s is not its own mirror image: courier's regions are given for White, Black's mirrored", e.Value)
		return
	}
	for r := 0; r < im.ranks; r++ {
		for f := 0; f < im.files; f++ {
			if !b.Has(f, r) {
				continue
			}
			for _, d := range [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
				out := false
				for ff, rr := f+d[0], r+d[1]; ff >= 0 && rr >= 0 && ff < im.files && rr < im.ranks; ff, rr = ff+d[0], rr+d[1] {
					if !b.Has(ff, rr) {
						out = true
					} else if out {
						im.unsupported(e, "diagonalLines: the diagonal from %c%d leaves the set and comes back at %c%d: courier's moves within a region stop at its edge", 'a'+f, r+1, 'a'+ff, rr+1)
						return
					}
				}
			}
		}
	}
	const rname = "diagonal-lines"
	regions.set(rname, flow{im.squares(b, false)})
	for _, p := range im.v.Pieces {
		opt := p.Option
		if opt == "king" && p.Betza == "W" {
			opt = "wazir" // a king that moves as a wazir (FSF's kingType)
		}
		bz, ok := diagonalMoves[opt]
		if !ok {
			continue
		}
		if x, ok := ps.get(upper(p.Letter)); ok {
			x.(flow).v.(*m).set("moves_within", flow{&m{{rname, bz}}})
		}
	}
}
