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
// its own, the king royal); startFen -> setup and drops.hand; castling with
// the rights of the start position -> rules.castling; the pawn's double step
// (doubleStepRegion, one rank) -> its ifmnD with initial_rank, and
// rules.en_passant; promotionRegion (whole ranks), promotionPieceTypes,
// promotedPieceType, mandatoryPawnPromotion -> rules.promotion; pieceDrops and
// its options -> rules.drops; gating with seirawanGating -> rules.gating;
// blastOnCapture -> rules.explosions; mustCapture
// -> rules.forced_capture; checking = false -> rules.forbid_check;
// flyingGeneral; mobilityRegion -> regions and region; soldierPromotionRank ->
// moves_in; janggiCannon -> pR with hop_not_over and hop_not_capturing,
// janggiElephant -> nZ; diagonalLines -> a region and moves_within; pass and
// passOnStalemate -> rules.pass; bikjangRule -> rules.bikjang;
// materialCounting = janggi -> end.material_counting; checkmateValue, stalemateValue (stalematePieceCount), nMoveRule,
// nFoldRule (perpetualCheckIllegal), extinction*, flag* (a royal flag piece),
// checkCounting -> end.
package fsfpreset

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/gamecourier/courier/pkg/betza"
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
	"blastImmuneTypes": "", "mutuallyImmuneTypes": "", "petrifyOnCaptureTypes": "", "petrifyBlastPieces": "false",
	"tripleStepRegionWhite": "", "tripleStepRegionBlack": "", "oppositeCastling": "false", "dropChecks": "true",
	"enclosingDrop": "none", "enclosingDropStart": "", "sittuyinRookDrop": "false", "dropPromoted": "false",
	"dropNoDoubledCount": "1", "wallingRule": "none", "wallOrMove": "false",
	"cambodianMoves": "false", "makpongRule": "false",
	"flipEnclosedPieces": "none", "nFoldValueAbsolute": "false", "moveRepetitionIllegal": "false",
	"chasingRule": "none", "shatarMateRule": "false", "extinctionClaim": "false",
	"dupleCheck": "false", "flagPieceCount": "1",
	"flagPieceBlockedWin": "false", "connectN": "0", "connectNxN": "0",
	"collinearN": "0", "connectRegion1White": "", "connectRegion2White": "", "connectRegion1Black": "",
	"connectRegion2Black": "", "adjudicateFullBoard": "false",
	"countingRule": "none", "castlingWins": "", "mustDropType": "*",
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
	"flipEnclosedPieces": "flipping enclosed pieces", "nFoldValueAbsolute": "a repetition result from White's point of view",
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
	zoneFrom  int  // first rank of White's promotion zone, 1-based; 0 none
	dsRank    int  // the rank of the double step (White's), 0 none
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
		if n := map[string]int{"maxFile": im.files, "maxRank": im.ranks}[k]; n < 2 {
			e, _ := v.Opt(k)
			im.unsupported(e, "%s = %s: courier's boards have 2 to 16 files and ranks", k, e.Value)
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
	if !okw {
		w = []byte{'p'}
	}
	if !okb {
		b = []byte{'p'}
	}
	if string(w) != string(b) {
		im.unsupported(ew, "different promotion pawn types per side (%s, %s): courier's pawn is one piece type for both", w, b)
	}
	for _, l := range w {
		if p := im.v.Piece(l); p != nil && (p.Option == "pawn" || strings.HasPrefix(p.Option, "customPiece") || l != 'p') {
			im.pawnTypes = append(im.pawnTypes, l)
		}
	}
	// FSF's default set names the built-in pawn type only
	if !okw {
		im.pawnTypes = nil
		if p := im.v.PieceByOption("pawn"); p != nil {
			im.pawnTypes = []byte{p.Letter}
		}
	}
	// a pawn type that is neither on the board nor in a hand never plays
	im.pawnTypes = slices.DeleteFunc(im.pawnTypes, func(l byte) bool { return !im.present(l) })
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

// doubleStep reads doubleStep and its regions: the rank of White's double step.
func (im *importer) doubleStep() {
	on, _ := im.boolOpt("doubleStep", true)
	w, ew, okw := im.bbOpt("doubleStepRegionWhite")
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
	if !wexact || len(wr) != 1 || !im.mirrored(w, b) {
		if im.needsDoubleStep() {
			im.unsupported(ew, "double steps from %v for White and %v for Black (FSF's defaults are ranks 2 and 7 whatever the board): courier's initial moves are from one rank, the same for both sides counted from each side's back rank", im.squares(w, false), im.squares(b, false))
		}
		return
	}
	im.dsRank = wr[0]
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
			if im.dsRank > 0 {
				bz += "ifmnD"
			}
		case "immobile":
			im.unsupported(p.Entry, "immobile pieces (walls that never move): a courier piece needs a move")
			continue
		case "janggiCannon":
			bz = "pR" // with hop_not_over and hop_not_capturing: below
		case "janggiElephant":
			bz = "nZ"
		case "soldier":
			if spr > 1 {
				bz = "fW"
			}
		}
		if bz == "" {
			im.unsupported(p.Entry, "%s has no moves", p.Option)
			continue
		}
		atoms, err := betza.Parse(bz)
		if err != nil {
			im.unsupported(p.Entry, "%s's Betza %q: courier's Betza reader refuses it: %v", p.Option, bz, err)
			continue
		}
		if !symmetric(atoms) {
			im.unsupported(p.Entry, "%s's Betza %q is not the same to the left and to the right: FSF turns Black's moves half round (Black's left is White's right), courier mirrors them (Black's left is White's left)", p.Option, bz)
			continue
		}
		piece := &m{{"name", name(p)}, {"betza", bz}}
		if p.Option == "king" {
			piece.set("royal", true)
		}
		if slices.Contains(im.pawnTypes, p.Letter) {
			piece.set("pawn", true)
		}
		if strings.Contains(bz, "i") {
			if im.dsRank == 0 {
				im.unsupported(p.Entry, "%s's initial moves (i) with no double-step region: FSF never allows them; courier has no piece Betza without them", p.Option)
				continue
			}
			piece.set("initial_rank", im.dsRank)
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

// mobility maps mobilityRegion{White,Black}<Piece> to a region.
func (im *importer) mobility(p fsfini.Piece, piece *m, regions *m) {
	up := strings.ToUpper(p.Option[:1]) + p.Option[1:]
	w, ew, okw := im.bbOpt("mobilityRegionWhite" + up)
	b, eb, okb := im.bbOpt("mobilityRegionBlack" + up)
	if !okw && !okb {
		return
	}
	e := ew
	if !okw {
		e = eb
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
	if !im.mirrored(w, b) {
		im.unsupported(e, "%s's mobility regions are not mirror images: courier's regions are given for White, Black's mirrored", p.Option)
		return
	}
	rname := strings.ToLower(upper(p.Letter)) + "-region"
	regions.set(rname, flow{im.squares(w, false)})
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
					e, _ := im.v.Opt("startFen")
					im.unsupported(e, "walls (*) in the start position: courier has no wall squares")
					return
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

// royalty refuses a variant whose game courier could not end: no royal piece
// and no end rule that replaces checkmate.
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
	end, _ := im.out.get("end")
	for _, k := range []string{"extinction", "no_pieces", "no_royal", "flag"} {
		if _, ok := end.(*m).get(k); ok {
			return
		}
	}
	im.unsupported(fsfini.Entry{}, "no royal piece and no extinction rule: FSF plays it to stalemate or the flag; courier's end rules need a royal piece (checkmate) or an extinction rule")
}

// symmetric reports whether every atom has its mirror image across the file
// (dx -> -dx) with the same modality: then FSF's half turn and courier's
// mirror give Black the same moves.
func symmetric(atoms []betza.Atom) bool {
	key := func(a betza.Atom) betza.Atom {
		a.Offset = 0
		a.Path = nil
		return a
	}
	set := map[string]bool{}
	for _, a := range atoms {
		set[fmt.Sprintf("%+v", key(a))] = true
	}
	for _, a := range atoms {
		m := key(a)
		m.DX = -m.DX
		if !set[fmt.Sprintf("%+v", m)] {
			return false
		}
	}
	return true
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
