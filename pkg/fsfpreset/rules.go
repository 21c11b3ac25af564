package fsfpreset

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gamecourier/courier/pkg/betza"
	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/fsfini"
)

func (im *importer) rules() *m { return im.out.sub("rules") }

// castling maps castling with the rights of the start FEN: the castling king
// piece on its rank, the outermost castling rook piece on each wing.
func (im *importer) castling() {
	on, _ := im.boolOpt("castling", true)
	c960, _ := im.boolOpt("chess960", false)
	kf, _ := im.fileOpt("castlingKingsideFile", 7)
	qf, _ := im.fileOpt("castlingQueensideFile", 3)
	rank, _ := im.rankOpt("castlingRank", 1)
	for _, t := range []string{"castlingKingFile", "castlingRookKingsideFile", "castlingRookQueensideFile", "castlingDroppedPiece"} {
		im.used[t] = true
	}
	kingW, _, ek, okk := im.setOpt("castlingKingPieceWhite")
	kingB, _, _, _ := im.setOpt("castlingKingPieceBlack")
	rookW, _, _, okr := im.setOpt("castlingRookPiecesWhite")
	rookB, _, _, _ := im.setOpt("castlingRookPiecesBlack")
	if !okk {
		kingW, kingB = []byte{'k'}, []byte{'k'}
	}
	if !okr {
		rookW, rookB = []byte{'r'}, []byte{'r'}
	}
	rights := im.fen.Castling
	if im.gating {
		rights = strings.Map(func(r rune) rune {
			if strings.ContainsRune("KQkq", r) {
				return r
			}
			return -1 // a gating right (seirawanGating): the gating module's
		}, rights)
	}
	dropped, _ := im.boolOpt("castlingDroppedPiece", false)
	if on && rights == "" && dropped {
		im.droppedCastling(kf, qf, rank)
		return
	}
	if !on || rights == "" {
		return
	}
	if string(kingW) != string(kingB) || string(rookW) != string(rookB) {
		im.unsupported(ek, "castling pieces differ per side: courier's castling squares are White's, Black's mirrored")
		return
	}
	if len(kingW) == 0 {
		return
	}
	king := kingW[len(kingW)-1]
	r := rank - 1
	if r >= im.ranks {
		return
	}
	// castlingWins: the rights (KQkq letters) whose castling wins
	cwins, ecw := "", fsfini.Entry{}
	if e, ok := im.opt("castlingWins"); ok && !isOff("castlingWins", e.Value, "") {
		cwins, ecw = strings.TrimSpace(e.Value), e
		if strings.Trim(cwins, "KQkq") != "" {
			im.unsupported(e, "castlingWins = %s: courier reads the letters KQkq", cwins)
			return
		}
	}
	row, brow := im.fen.Board[r], im.fen.Board[im.ranks-1-r]
	wHas, bHas := strings.ContainsAny(rights, "KQ"), strings.ContainsAny(rights, "kq")
	kfile := -1
	for f := range row {
		if (wHas && row[f].Letter == upper(king)[0]) || (!wHas && brow[f].Letter == king) {
			kfile = f
		}
	}
	e, _ := im.v.Opt("startFen")
	if kfile < 0 {
		who, at := "White's", rank
		if !wHas {
			who, at = "Black's", im.ranks+1-rank
		}
		im.unsupported(e, "castling rights %s but no castling king on %s rank %d", rights, who, at)
		return
	}
	if wHas && bHas && brow[kfile].Letter != king {
		im.unsupported(e, "castling rights %s: the castling kings are not on mirrored squares", rights)
		return
	}
	isRook := func(c fsfini.Cell, black bool) bool {
		if c.Letter == 0 {
			return false
		}
		l := c.Letter
		if black != (l >= 'a' && l <= 'z') {
			return false
		}
		return slices.Contains(rookW, fsfini.Lower(l))
	}
	outer := func(row []fsfini.Cell, black bool, dir int) int {
		found := -1
		for f := kfile + dir; f >= 0 && f < im.files; f += dir {
			if isRook(row[f], black) {
				found = f
			}
		}
		return found
	}
	sq := func(f int) string { return fmt.Sprintf("%c%d", 'a'+f, rank) }
	var sides []any
	for _, right := range []struct {
		w, b byte
		dir  int
		to   int
		san  string
	}{{'Q', 'q', -1, qf - 1, "O-O-O"}, {'K', 'k', 1, kf - 1, "O-O"}} {
		hw, hb := strings.IndexByte(rights, right.w) >= 0, strings.IndexByte(rights, right.b) >= 0
		if !hw && !hb {
			continue
		}
		var rf int
		if hw {
			rf = outer(row, false, right.dir)
		} else {
			rf = outer(brow, true, right.dir)
		}
		if rf < 0 || (hw && hb && !isRook(brow[rf], true)) {
			im.unsupported(e, "castling right %c: the castling pieces are not where courier's mirrored castling squares need them", right.w)
			return
		}
		side := &m{{"king", sq(kfile)}, {"rook", sq(rf)}, {"king_to", sq(right.to)},
			{"rook_to", sq(right.to - right.dir)}, {"san", right.san}}
		if hw != hb {
			// one player's right only: the other never castles on this wing
			// (FSF's rights of the start position; orda, weak, empire)
			side.set("players", flow{[]string{map[bool]string{true: "white", false: "black"}[hw]}})
		}
		var winners []string
		for _, x := range []struct {
			l    byte
			has  bool
			name string
		}{{right.w, hw, "white"}, {right.b, hb, "black"}} {
			if strings.IndexByte(cwins, x.l) >= 0 {
				if !x.has {
					im.unsupported(ecw, "castlingWins = %s with no %s right %c in the start position: FSF ends the game at once", cwins, x.name, x.l)
					return
				}
				winners = append(winners, x.name)
			}
		}
		if winners != nil {
			side.set("wins", flow{winners})
		}
		sides = append(sides, flow{side})
	}
	for _, c := range rights {
		if !strings.ContainsRune("KQkq", c) {
			im.unsupported(e, "castling right %c: courier reads KQkq rights only", c)
			return
		}
	}
	c := &m{{"sides", sides}}
	if c960 {
		c.set("from_position", true)
	}
	if opp, eo := im.boolOpt("oppositeCastling", false); opp {
		if c960 {
			im.unsupported(eo, "oppositeCastling with chess960: courier's opposite castling has fixed castling squares")
			return
		}
		c.set("opposite", true)
	}
	im.rules().set("castling", c)
}

// droppedCastling maps castling with dropped pieces (castlingDroppedPiece)
// when the start position has no castling rights: the squares come from the
// castling options (king on castlingKingFile, rooks on the castling rook
// files), for both sides.
func (im *importer) droppedCastling(kf, qf, rank int) {
	king, _ := im.fileOpt("castlingKingFile", 5)
	rq, _ := im.fileOpt("castlingRookQueensideFile", 1)
	rk, _ := im.fileOpt("castlingRookKingsideFile", im.files)
	sq := func(f int) string { return fmt.Sprintf("%c%d", 'a'+f-1, rank) }
	sides := []any{
		flow{&m{{"king", sq(king)}, {"rook", sq(rq)}, {"king_to", sq(qf)}, {"rook_to", sq(qf + 1)}, {"san", "O-O-O"}}},
		flow{&m{{"king", sq(king)}, {"rook", sq(rk)}, {"king_to", sq(kf)}, {"rook_to", sq(kf - 1)}, {"san", "O-O"}}},
	}
	im.rules().set("castling", &m{{"sides", sides}})
}

// fileOpt reads a file target (fsfini.ReadFile) with its FSF default.
func (im *importer) fileOpt(t string, def int) (int, fsfini.Entry) {
	return im.numOpt(t, def, fsfini.ReadFile)
}

// rankOpt reads a rank target (fsfini.ReadRank) with its FSF default.
func (im *importer) rankOpt(t string, def int) (int, fsfini.Entry) {
	return im.numOpt(t, def, fsfini.ReadRank)
}

// promotedPairs returns the promotedPieceType pairs in force (piece,
// promoted type), letters as this section names the types: FSF sets the pairs of
// each section of the chain on top of the inherited ones; a pair whose promoted
// type is gone is left out. Problems of the section's own value go to im.d.
func (im *importer) promotedPairs() [][2]byte {
	// FSF sets the pairs of each section on top of the inherited ones (no reset)
	var pairs [][2]byte
	for _, sec := range im.v.Chain {
		e, ok := sec.Get("promotedPieceType")
		if !ok {
			continue
		}
		ps, p := fsfini.ReadPairs(e.Value, func(c byte) bool { return true })
		if sec == im.v.Section {
			if _, p2 := fsfini.ReadPairs(e.Value, im.has); p2.Code != "" {
				p = p2
			}
			if p.Code != "" {
				im.d.Add(*p.Diag(e))
			}
		}
		// the letters of that section name piece types; name them by their letters now
		then := im.v.PiecesAt(e)
		rename := func(c byte) byte {
			for _, p := range then {
				if p.Letter == c {
					if q := im.v.PieceByOption(p.Option); q != nil {
						return q.Letter
					}
				}
			}
			return 0
		}
		for _, pr := range ps {
			pr[0] = rename(pr[0])
			if pr[1] != 0 {
				pr[1] = rename(pr[1])
				if pr[1] == 0 {
					continue
				}
			}
			pairs = slices.DeleteFunc(pairs, func(x [2]byte) bool { return x[0] == pr[0] })
			if im.has(pr[0]) && (pr[1] == 0 || im.has(pr[1])) {
				pairs = append(pairs, pr)
			}
		}
	}
	pairs = slices.DeleteFunc(pairs, func(p [2]byte) bool { return p[1] == 0 })
	return pairs
}

// promotion maps the promotion zone, the choices and promotedPieceType.
func (im *importer) promotion() {
	w, ew, okw := im.bbOpt("promotionRegionWhite")
	b, _, okb := im.bbOpt("promotionRegionBlack")
	if e, ok := im.opt("promotionRank"); ok && (!okw || before(ew, e)) {
		// FSF reads the deprecated promotionRank first, as the zone from that
		// rank on (Black's mirrored); a promotionRegion of the same or a later
		// section overrides it
		r, p := fsfini.ReadRank(e.Value)
		if p.Code != "" && p.Severity == diag.Error {
			im.d.Add(*p.Diag(e))
		}
		w, b = fsfini.Bitboard{}, fsfini.Bitboard{}
		for x := r; x <= im.ranks; x++ {
			w.Ranks = append(w.Ranks, x-1)
			b.Ranks = append(b.Ranks, im.ranks-x)
		}
		okw, okb, ew = true, true, e
	}
	if !okw {
		w = fsfini.Bitboard{Ranks: []int{7}}
	}
	if !okb {
		b = fsfini.Bitboard{Ranks: []int{0}}
	}
	cw, _, _, _ := im.setOpt("promotionPieceTypesWhite")
	cb, _, _, _ := im.setOpt("promotionPieceTypesBlack")
	mand, _ := im.boolOpt("mandatoryPawnPromotion", true)
	// the rules of promotedPieceType's promotions (read whatever the pairs:
	// without them FSF has nothing to apply them to)
	mustPiece, _ := im.boolOpt("mandatoryPiecePromotion", false)
	demote, _ := im.boolOpt("pieceDemotion", false)
	onCapture, _ := im.boolOpt("piecePromotionOnCapture", false)
	pairs := im.promotedPairs()
	ep, _ := im.opt("promotedPieceType")
	pawnPromo := len(im.pawnTypes) > 0 && (len(cw) > 0 || len(cb) > 0)
	if !pawnPromo && len(pairs) == 0 {
		return
	}
	wr, exact := im.ranksOf(w)
	if br, bexact := im.ranksOf(b); len(wr) == 0 && exact && len(br) == 0 && bexact && len(w.Squares)+len(b.Squares) == 0 {
		// no promotion square on the board (an empty region, or ranks the
		// board does not have): nothing promotes
		return
	}
	zoneOK := exact && len(wr) > 0 && wr[len(wr)-1] == im.ranks && wr[len(wr)-1]-wr[0]+1 == len(wr) && im.mirrored(w, b)
	var zone *m
	switch {
	case zoneOK:
		im.zoneFrom = wr[0]
		zone = &m{{"rank", -1}}
		if wr[0] != im.ranks {
			zone.set("from", wr[0])
		}
	case pawnPromo && !mand:
		im.unsupported(ew, "promotion regions %v for White and %v for Black (FSF's defaults are ranks 8 and 1 whatever the board) with mandatoryPawnPromotion = false: courier's optional promotion needs a zone of whole ranks up to the last, Black's mirrored", im.squares(w, false), im.squares(b, false))
		return
	default:
		// each side's own squares, not mirrored (FSF's promotionRegionWhite/Black
		// as they are); promotion there is compulsory
		sw, sb := im.rects(w), im.rects(b)
		if sw == nil {
			sw = []string{} // none on the board: that side never promotes
		}
		if sb == nil {
			sb = []string{}
		}
		im.zoneSquares = true
		zone = &m{{"squares", flow{&m{{"white", sw}, {"black", sb}}}}}
	}
	pr := &m{{"zone", flow{zone}}}
	if pawnPromo {
		if string(cw) == string(cb) {
			pr.set("choices", flow{uppers(order(im.v, cw))})
		} else {
			pr.set("choices", flow{&m{{"white", flow{uppers(order(im.v, cw))}}, {"black", flow{uppers(order(im.v, cb))}}}})
		}
		if !mand {
			pr.set("optional", true)
		}
	}
	if len(pairs) > 0 {
		// with pawn choices too: a pawn entering the zone has the choices and
		// its own promoted type (FSF's make_promotions), other pieces their
		// promoted types
		promotes := &m{}
		ps := im.out.sub("pieces")
		for _, p := range pairs {
			from, to := im.v.Piece(p[0]), im.v.Piece(p[1])
			label := "+" + upper(p[0])
			bz := to.Betza
			if to.Option == "king" {
				im.unsupported(ep, "promotion to a royal piece")
				return
			}
			if pseudoRoyal(im, p[1]) {
				im.unsupported(ep, "promotion to the pseudo-royal %s (extinctionPseudoRoyal): courier's royal piece is one per side", name(*to))
				return
			}
			ps.set(label, flow{&m{{"name", "Promoted " + name(*from)}, {"betza", bz}}})
			promotes.set(upper(p[0]), label)
		}
		pr.set("promotes", flow{promotes})
		for _, o := range []struct {
			on  bool
			key string
		}{{mustPiece, "must_promote"}, {demote, "demotes"}, {onCapture, "on_capture"}, {im.immobileOK() && im.immobileSomewhere(), "immobile"}} {
			if o.on {
				pr.set(o.key, true)
			}
		}
	}
	if !im.promotionLimit(pr, pairs) {
		return
	}
	im.rules().set("promotion", pr)
}

// promotionLimit maps promotionLimit onto promotion.limit: FSF counts the
// pieces of the type on the board (movegen.cpp: promotion_limit(pt) >
// count(us, pt)); a type made by promotedPieceType is courier's promoted
// label ("+N" for a knight promoting to it). A type both present and made so,
// or made from two pieces, would be counted across labels: refused. It reports
// false when it refused.
func (im *importer) promotionLimit(pr *m, pairs [][2]byte) bool {
	e, ok := im.opt("promotionLimit")
	if !ok || strings.TrimSpace(e.Value) == "" {
		return true
	}
	counts, p := fsfini.ReadCounts(e.Value, im.has)
	if p.Code != "" {
		im.d.Add(*p.Diag(e))
		return false
	}
	lim := &m{}
	for _, l := range order(im.v, keys(counts)) {
		var labels []string
		if im.present(l) || im.promotesTo(l) {
			labels = append(labels, upper(l))
		}
		for _, pr := range pairs {
			if pr[1] == l {
				labels = append(labels, "+"+upper(pr[0]))
			}
		}
		switch {
		case len(labels) > 1:
			im.unsupported(e, "promotionLimit of %c: FSF counts its pieces of every origin (%s), courier's limit one label", l, strings.Join(labels, ", "))
			return false
		case len(labels) == 1 && counts[l] > 0:
			lim.set(labels[0], counts[l])
		}
	}
	if len(*lim) > 0 {
		pr.set("limit", flow{lim})
	}
	return true
}

// promotesTo reports whether a pawn may promote to l (promotionPieceTypes of
// either side).
func (im *importer) promotesTo(l byte) bool {
	cw, _, _, _ := im.setOpt("promotionPieceTypesWhite")
	cb, _, _, _ := im.setOpt("promotionPieceTypesBlack")
	return len(im.pawnTypes) > 0 && (slices.Contains(cw, l) || slices.Contains(cb, l))
}

// keys returns the letters of counts.
func keys(counts map[byte]int) []byte {
	var out []byte
	for l := range counts {
		out = append(out, l)
	}
	return out
}

// immobileOK reports FSF's immobilityIllegal = false (its default): a piece may
// move or be dropped where it has no further move.
func (im *importer) immobileOK() bool {
	illegal, _ := im.boolOpt("immobilityIllegal", false)
	return !illegal
}

// immobileSomewhere reports whether some piece other than a pawn type has a
// square where it has no move (a forward-only piece on the last rank): only
// then does immobilityIllegal change anything that courier's pawn ranks do
// not already say.
func (im *importer) immobileSomewhere() bool {
	for _, p := range im.v.Pieces {
		if slices.Contains(im.pawnTypes, p.Letter) {
			continue
		}
		atoms, err := betza.Parse(p.Betza)
		if err != nil {
			continue
		}
		back := false
		for _, a := range atoms {
			back = back || a.DY <= 0
		}
		if !back {
			return true
		}
	}
	return false
}

// pseudoRoyal reports whether the piece letter l is the one pseudo-royal
// extinction piece type that the import makes courier's royal piece (one a
// side at the start, extinctionValue = loss, no king): a piece promoting to it
// would be a second royal piece to FSF, an ordinary one to that preset.
func pseudoRoyal(im *importer, l byte) bool {
	if on, _ := im.boolOpt("extinctionPseudoRoyal", false); !on {
		return false
	}
	kinds, _, _, _ := im.setOpt("extinctionPieceTypes")
	if !slices.Contains(kinds, l) {
		return false
	}
	val, _ := im.enumOpt("extinctionValue", "none", "win", "loss", "draw", "none")
	cnt, _ := im.intOpt("extinctionPieceCount", 0)
	return len(kinds) == 1 && kinds[0] == l && cnt == 0 && val == "loss" &&
		im.countOnBoard(l) == [2]int{1, 1} && im.v.PieceByOption("king") == nil
}

// before reports whether entry a comes from an earlier section than b (FSF's
// built-in parents first, then the file top down): a later section's option
// overrides.
func before(a, b fsfini.Entry) bool {
	if a.ValuePos.File != b.ValuePos.File {
		return a.ValuePos.File == fsfini.BuiltinsFile
	}
	return a.ValuePos.Line < b.ValuePos.Line
}

// order sorts letters by the variant's piece order (FSF's enum order).
func order(v *fsfini.Variant, ls []byte) []byte {
	var out []byte
	for _, p := range v.Pieces {
		if slices.Contains(ls, p.Letter) {
			out = append(out, p.Letter)
		}
	}
	return out
}

// drops maps pieceDrops and the drop options.
func (im *importer) drops() {
	on, _ := im.boolOpt("pieceDrops", false)
	toHand, _ := im.boolOpt("capturesToHand", false)
	loop, _ := im.boolOpt("dropLoop", false)
	first, _ := im.boolOpt("firstRankPawnDrops", false)
	inZone, _ := im.boolOpt("promotionZonePawnDrops", false)
	must, _ := im.boolOpt("mustDrop", false)
	opp, _ := im.boolOpt("dropOppositeColoredBishop", false)
	unmoved, _ := im.boolOpt("castlingDroppedPiece", false)
	noMate, _ := im.boolOpt("shogiPawnDropMateIllegal", false)
	immobileOK := im.immobileOK()
	promoted, _ := im.boolOpt("dropPromoted", false)
	count, ec := im.intOpt("dropNoDoubledCount", 1)
	nd, _, _, okd := im.setOpt("dropNoDoubled")
	rw, erw, okrw := im.bbOpt("dropRegionWhite")
	rb, erb, okrb := im.bbOpt("dropRegionBlack")
	if !okrw {
		erw = erb
	}
	if !on {
		if toHand {
			// captures go to a hand nobody drops from: nothing to play
			e, _ := im.v.Opt("capturesToHand")
			im.d.Add(diag.Warnf(e.ValuePos, fsfini.CodeMisread, "capturesToHand = true without pieceDrops: FSF keeps the hands but no piece is ever dropped"))
		}
		return
	}
	dr := &m{}
	lo, hi := 1, im.ranks
	if okrw || okrb {
		all := fsfini.Bitboard{}
		for r := 0; r < im.ranks; r++ {
			all.Ranks = append(all.Ranks, r)
		}
		if !okrw {
			rw = all
		}
		if !okrb {
			rb = all
		}
		rr, exact := im.ranksOf(rw)
		switch {
		case exact && len(rr) > 0 && rr[len(rr)-1]-rr[0]+1 == len(rr) && im.mirrored(rw, rb):
			lo, hi = rr[0], rr[len(rr)-1]
		case im.mirrored(rw, rb):
			// squares, White's with Black's mirrored (position.cpp's
			// drop_region: the side's region, for every piece type)
			dr.set("squares", flow{nonNil(im.rects(rw))})
		default:
			dr.set("squares", flow{&m{{"white", nonNil(im.rects(rw))}, {"black", nonNil(im.rects(rb))}}})
		}
	}
	ranks := &m{}
	for _, p := range im.v.Pieces {
		if !toHand && !strings.ContainsAny(im.fen.Hand, upper(p.Letter)+string(p.Letter)) {
			continue // never in a hand
		}
		plo, phi := lo, hi
		if slices.Contains(im.pawnTypes, p.Letter) {
			if !inZone && im.zoneSquares {
				im.unsupported(erw, "pawn drops outside a promotion zone of squares: courier's drop ranks cannot leave those squares out")
				return
			}
			if !first {
				plo = max(plo, 2)
			}
			if !inZone && im.zoneFrom > 0 {
				phi = min(phi, im.zoneFrom-1)
			}
		}
		if plo != 1 || phi != im.ranks {
			ranks.set(upper(p.Letter), flow{&m{{"from", plo}, {"to", phi}}})
		}
	}
	if len(*ranks) > 0 {
		dr.set("ranks", ranks)
	}
	if okd && len(nd) > 0 {
		switch {
		case count <= 0:
			// a file may hold no more than count-1 of them: none ever dropped
			dr.set("no_drop", flow{uppers(nd[len(nd)-1:])})
		case count > 16:
			im.unsupported(ec, "dropNoDoubledCount = %d: courier's file_limit is 1 to 16", count)
		default:
			dr.set("one_per_file", flow{uppers(nd[len(nd)-1:])})
			if count > 1 {
				dr.set("file_limit", count)
			}
		}
	}
	if promoted {
		dr.set("promoted", true)
	}
	if immobileOK && im.immobileSomewhere() {
		dr.set("immobile", true) // FSF's immobilityIllegal = false
	}
	if noMate {
		if sp := im.v.PieceByOption("shogiPawn"); sp != nil {
			dr.set("no_drop_mate", flow{[]string{upper(sp.Letter)}})
			dr.set("drop_mate", "loss")
		}
	}
	if !toHand {
		dr.set("captures_to_hand", false)
	}
	if loop {
		dr.set("keep_promoted", true)
	}
	if dc, _ := im.boolOpt("dropChecks", true); !dc {
		dr.set("no_check", true)
	}
	if must {
		dr.set("must_drop", true)
	}
	if opp {
		if bp := im.v.PieceByOption("bishop"); bp != nil {
			dr.set("opposite_bishops", upper(bp.Letter))
		}
	}
	if unmoved {
		dr.set("dropped_unmoved", true)
	}
	if h := im.fen.Hand; h != "" && !im.gating {
		// (with Seirawan gating, S-house, the holdings are the gating hand,
		// which the gating module adds to the drops module's start hand)
		dr.set("hand", h)
	}
	im.rules().set("drops", dr)
}

// modules maps en passant, explosions, forced capture, forbidden checks and
// the flying general.
func (im *importer) modules() {
	if (im.dsRank > 0 || im.dsSquares != nil) && im.needsDoubleStep() {
		ep, _, e, ok := im.setOpt("enPassantTypesWhite")
		if !ok {
			ep = nil
			if p := im.v.PieceByOption("pawn"); p != nil {
				ep = []byte{p.Letter}
			}
		}
		for _, p := range im.v.Pieces {
			if strings.HasPrefix(p.Option, "customPiece") && strings.Contains(p.Betza, "e") && !slices.Contains(ep, p.Letter) {
				ep = append(ep, p.Letter)
			}
		}
		for _, l := range ep {
			p := im.v.Piece(l)
			if p != nil && !strings.Contains(p.Betza, "e") && p.Option != "pawn" && captureOnly(p.Betza) {
				im.unsupported(e, "en passant by %s, whose Betza %q has no e: courier's en passant is an e capture", p.Option, p.Betza)
				return
			}
		}
		if len(ep) > 0 {
			im.rules().set("en_passant", &m{})
		}
	}
	im.enPassantRegions()
	blast, eb := im.boolOpt("blastOnCapture", false)
	if drops, _ := im.boolOpt("pieceDrops", false); blast && drops {
		// position.cpp do_move: every exploded piece goes to the hand of its
		// owner's opponent (add_to_hand(~bpc)), the king too
		im.unsupported(eb, "blastOnCapture with pieceDrops: FSF puts every exploded piece, the king too, in the hand of its owner's opponent; courier's explosions and drops are not combined")
	} else if blast {
		var spare []string
		if p := im.v.PieceByOption("pawn"); p != nil {
			spare = []string{upper(p.Letter)}
		}
		x := &m{}
		if spare != nil {
			x.set("spare", flow{spare})
		} else {
			x.set("spare", flow{[]string{}})
		}
		im.rules().set("explosions", x)
	}
	if mc, _ := im.boolOpt("mustCapture", false); mc {
		im.rules().set("forced_capture", &m{})
	}
	if ch, _ := im.boolOpt("checking", true); !ch {
		im.rules().set("forbid_check", &m{})
	}
	if fg, _ := im.boolOpt("flyingGeneral", false); fg {
		im.out.set("flying_general", true)
		// FSF judges it with a rook's attack: files and ranks
		im.out.set("flying_general_ranks", true)
	}
	im.pass()
	if bj, e := im.boolOpt("bikjangRule", false); bj {
		if im.v.PieceByOption("king") == nil {
			im.unsupported(e, "bikjangRule without a king: FSF's bikjang is the kings facing each other")
		} else {
			im.rules().set("bikjang", &m{})
		}
	}
}

// pass maps pass and passOnStalemate (per side) to rules.pass: both sides
// alike, stalemate_only when passOnStalemate is set (FSF forbids a pass with
// another legal move then, whatever pass says).
func (im *importer) pass() {
	pw, ew := im.boolOpt("passWhite", false)
	pb, _ := im.boolOpt("passBlack", false)
	sw, esw := im.boolOpt("passOnStalemateWhite", false)
	sb, _ := im.boolOpt("passOnStalemateBlack", false)
	if pw != pb || sw != sb {
		e := ew
		if sw != sb {
			e = esw
		}
		im.unsupported(e, "passing for one side only: courier's pass module is the same rule for both sides")
		return
	}
	if !pw && !sw {
		return
	}
	x := &m{}
	if sw {
		x.set("stalemate_only", true)
	}
	im.rules().set("pass", x)
}

// end maps the end of game options.
func (im *importer) end() {
	end := &m{}
	values := []string{"win", "loss", "draw", "none"}
	cm, ecm := im.enumOpt("checkmateValue", "loss", values...)
	switch cm {
	case "loss":
	case "win":
		end.set("checkmate", "win")
	default:
		im.unsupported(ecm, "checkmateValue = %s: courier's checkmate is a loss or a win", cm)
	}
	sm, esm := im.enumOpt("stalemateValue", "draw", values...)
	count, _ := im.boolOpt("stalematePieceCount", false)
	switch {
	case count && sm == "win":
		end.set("stalemate", "fewer_pieces")
	case count:
		im.unsupported(esm, "stalematePieceCount with stalemateValue = %s: courier's fewer_pieces is a win for the side with fewer pieces", sm)
	case sm == "none":
		im.unsupported(esm, "stalemateValue = none")
	default:
		end.set("stalemate", sm)
	}
	n, _ := im.intOpt("nMoveRule", 50)
	end.set("move_rule", flow{&m{{"claim", n}, {"automatic", 0}}})
	nf, enf := im.intOpt("nFoldRule", 3)
	fv, efv := im.enumOpt("nFoldValue", "draw", values...)
	abs, _ := im.boolOpt("nFoldValueAbsolute", false)
	perp, _ := im.boolOpt("perpetualCheckIllegal", false)
	// nFoldValue is judged for the side to move, the opponent of the side that
	// completed the repetition (position.cpp, is_optional_game_end); with
	// nFoldValueAbsolute for White whoever is to move
	result := map[string]string{"loss": "win", "win": "loss"}[fv]
	if abs {
		result = map[string]string{"loss": "0-1", "win": "1-0"}[fv]
	}
	switch {
	case fv == "none":
		e := efv
		if !e.ValuePos.IsValid() {
			e = enf
		}
		im.unsupported(e, "nFoldValue = none: courier's repetition ends the game or may be claimed")
	case nf < 2 && nf != 0:
		im.unsupported(enf, "nFoldRule = %d", nf)
	case nf == 0:
		end.set("repetition", flow{&m{{"claim", 0}, {"automatic", 0}}})
	case perp || result != "":
		rep := &m{{"claim", 0}, {"automatic", nf}}
		if perp {
			rep.set("perpetual_check", "loss")
		}
		if result != "" {
			rep.set("result", result)
		}
		end.set("repetition", flow{rep})
	default:
		end.set("repetition", flow{&m{{"claim", nf}, {"automatic", 0}}})
	}
	im.materialCounting(end)
	im.extinction(end)
	im.flag(end)
	im.counting(end)
	im.mateRule(end)
	if cc, ecc := im.boolOpt("checkCounting", false); cc {
		c := im.fen.Checks
		if c[0] == 0 || c[0] != c[1] {
			im.unsupported(ecc, "checkCounting with the checks %d+%d in the start position: courier's end.checks is one count for both sides", c[0], c[1])
		} else {
			end.set("checks", c[0])
		}
	}
	im.out.set("end", end)
}

// counting maps countingRule onto end.counting: the rule set, and the letters of
// the rook, the khon (FSF's silver) and the knight its pieces' honour counts.
func (im *importer) counting(end *m) {
	cr, _ := im.enumOpt("countingRule", "none", "makruk", "asean", "none", "cambodian")
	if cr == "none" {
		return
	}
	c := &m{{"rules", cr}}
	for _, x := range [...]struct{ key, option string }{{"rook", "rook"}, {"khon", "silver"}, {"knight", "knight"}} {
		if p := im.v.PieceByOption(x.option); p != nil {
			c.set(x.key, upper(p.Letter))
		}
	}
	end.set("counting", flow{c})
}

// mateRule maps shatarMateRule onto end.mate_rule: a mate by FSF's knight type
// alone loses; a mate wins only after a shak, a check by its knight, rook or
// bers types (position.h checkmate_value).
func (im *importer) mateRule(end *m) {
	if on, _ := im.boolOpt("shatarMateRule", false); !on {
		return
	}
	mr := &m{}
	if n := im.v.PieceByOption("knight"); n != nil {
		mr.set("loses_by", flow{[]string{upper(n.Letter)}})
	}
	var needs []string
	for _, o := range [...]string{"knight", "rook", "bers"} {
		if p := im.v.PieceByOption(o); p != nil {
			needs = append(needs, upper(p.Letter))
		}
	}
	mr.set("needs", flow{needs})
	end.set("mate_rule", flow{mr})
}

// extinction maps extinctionValue and its piece types.
func (im *importer) extinction(end *m) {
	val, _ := im.enumOpt("extinctionValue", "none", "win", "loss", "draw", "none")
	kinds, all, ek, _ := im.setOpt("extinctionPieceTypes")
	cnt, _ := im.intOpt("extinctionPieceCount", 0)
	pseudo, ep := im.boolOpt("extinctionPseudoRoyal", false)
	duple, _ := im.boolOpt("dupleCheck", false)
	if blast, _ := im.boolOpt("blastOnCapture", false); pseudo && !blast && !all && len(kinds) > 0 && !im.singleRoyal(kinds, cnt, val) {
		// FSF: "extinction does not apply for pseudo-royal pieces, because
		// they can not be captured" (is_immediate_game_end): they are royal
		im.royalPieces(kinds, cnt, duple, ep)
		return
	}
	if val == "none" {
		return
	}
	// FSF counts the pieces in hand too (count_with_hand)
	drops, _ := im.boolOpt("pieceDrops", false)
	opp, eopp := im.intOpt("extinctionOpponentPieceCount", 0)
	withHand := func(x *m) *m {
		if drops {
			x.set("holdings", true)
		}
		if opp > 0 {
			x.set("opponent_count", opp)
		}
		return x
	}
	if all && cnt == 1 && opp == 2 && val == "loss" && !pseudo && !drops {
		// a side left with one piece (its king) while the other has two loses:
		// the bare king rule as FSF's shatranj writes it
		if im.v.PieceByOption("king") == nil {
			im.unsupported(eopp, "a bare-king rule without a king")
			return
		}
		end.set("bare_king", "loss")
		return
	}
	if all {
		if cnt == 0 && opp == 0 && !drops && val != "draw" {
			end.set("no_pieces", val)
		} else {
			end.set("extinction", flow{withHand(&m{{"total", true}, {"count", cnt}, {"result", val}})})
		}
		if pseudo {
			im.unsupported(ep, "extinctionPseudoRoyal with all piece types")
		}
		return
	}
	if len(kinds) == 0 {
		im.unsupported(ek, "extinctionValue without extinctionPieceTypes")
		return
	}
	if pseudo {
		// one pseudo-royal piece per side that may not be left attacked: a royal
		// piece (FSF judges no extinction for pseudo-royal pieces: they cannot
		// be captured, so the pieces in hand do not matter)
		if !im.singleRoyal(kinds, cnt, val) {
			im.unsupported(ep, "extinctionPseudoRoyal: courier's royal piece is one per side, lost with the game (one type, one piece each, extinctionValue = loss, no king)")
			return
		}
		ps := im.out.sub("pieces")
		if x, ok := ps.get(upper(kinds[0])); ok {
			x.(flow).v.(*m).set("royal", true)
		}
		end.set("no_royal", "loss")
		return
	}
	end.set("extinction", flow{withHand(&m{{"kinds", flow{uppers(order(im.v, kinds))}}, {"count", cnt}, {"result", val}})})
}

// singleRoyal reports whether pseudo-royal pieces of kinds (extinctionPieceCount
// cnt, extinctionValue val) are one royal piece a side as courier's royal:
// true piece: one type, one piece each, no king beside, lost with the game.
func (im *importer) singleRoyal(kinds []byte, cnt int, val string) bool {
	return len(kinds) == 1 && cnt == 0 && val == "loss" && im.countOnBoard(kinds[0]) == [2]int{1, 1} && im.v.PieceByOption("king") == nil
}

// royalPieces maps extinctionPseudoRoyal (no blasts) onto rules.royal_pieces:
// the pieces of kinds are royal while a side has at most cnt+1 of them
// (Position::set_state: count <= extinctionPieceCount + 1), with dupleCheck.
// The variant's king, if any, is royal anyway; a piece promoting to one of
// the kinds (promotedPieceType) is written as its promoted label, counted with
// its kind. FSF counts each type alone, courier's at_most all of the kinds
// together: several types with a count are refused.
func (im *importer) royalPieces(kinds []byte, cnt int, duple bool, ep fsfini.Entry) {
	if drops, _ := im.boolOpt("pieceDrops", false); drops && im.mayDropAny(kinds) {
		// Position::legal: "Add dropped pseudo-royal", whatever the count
		im.unsupported(ep, "extinctionPseudoRoyal with drops: FSF makes a dropped piece of the types royal whatever the count; courier's royal_pieces counts it")
		return
	}
	var labels []string
	king := im.v.PieceByOption("king")
	for _, l := range order(im.v, kinds) {
		if king != nil && l == king.Letter {
			continue
		}
		labels = append(labels, upper(l))
	}
	types := len(labels)
	for _, pr := range im.promotedPairs() {
		if slices.Contains(kinds, pr[1]) && (king == nil || pr[1] != king.Letter) {
			labels = append(labels, "+"+upper(pr[0]))
		}
	}
	if len(labels) == 0 {
		return
	}
	rp := &m{{"kinds", flow{labels}}}
	if cnt+1 < im.files*im.ranks {
		if types > 1 {
			im.unsupported(ep, "extinctionPseudoRoyal with several piece types and extinctionPieceCount = %d: FSF counts each type alone, courier's royal_pieces.at_most all of them together", cnt)
			return
		}
		rp.set("at_most", cnt+1)
	}
	if duple {
		rp.set("duple_check", true)
	}
	im.rules().set("royal_pieces", flow{rp})
}

func (im *importer) countOnBoard(l byte) [2]int {
	var n [2]int
	for _, row := range im.fen.Board {
		for _, c := range row {
			switch c.Letter {
			case upper(l)[0]:
				n[0]++
			case l:
				n[1]++
			}
		}
	}
	return n
}

// flag maps flagPiece and flagRegion: the royal king reaching the same squares
// for both sides is end.goal (with flagMove: goal_reply); any other flag piece,
// or a flag for one side only, is end.flag (pieces, White's squares with
// Black's mirrored, sides, flagMove as extra_move, flagPieceSafe as safe).
func (im *importer) flag(end *m) {
	w, ew, okw := im.bbOpt("flagRegionWhite")
	b, eb, okb := im.bbOpt("flagRegionBlack")
	for _, dep := range []string{"whiteFlag", "blackFlag"} {
		im.used[dep] = true
	}
	fw, allw, efp, _ := im.setOpt("flagPieceWhite")
	fb, allb, _, _ := im.setOpt("flagPieceBlack")
	move, _ := im.boolOpt("flagMove", false)
	safe, _ := im.boolOpt("flagPieceSafe", false)
	empty := func(x fsfini.Bitboard) bool { return len(x.Squares)+len(x.Ranks)+len(x.Files) == 0 }
	hasW, hasB := okw && !empty(w), okb && !empty(b)
	if !hasW && !hasB {
		return
	}
	e := ew
	if !okw {
		e = eb
	}
	if efp.ValuePos.IsValid() {
		e = efp
	}
	king := im.v.PieceByOption("king")
	sw, sb := im.squares(w, false), im.squares(b, false)
	if !safe && hasW && hasB && !allw && !allb && len(fw) == 1 && len(fb) == 1 && king != nil && fw[0] == king.Letter && fb[0] == king.Letter && slices.Equal(sw, sb) {
		end.set("goal", flow{sw})
		if move {
			end.set("goal_reply", true)
		}
		return
	}
	// flagPiece's default is * (every piece type): courier's end.flag lists them
	every := func(set []byte, all bool) []byte {
		if !all && len(set) > 0 {
			return set
		}
		var out []byte
		for _, p := range im.v.Pieces {
			out = append(out, p.Letter)
		}
		return out
	}
	fw, fb = every(fw, allw), every(fb, allb)
	switch {
	case hasW && hasB && !slices.Equal(order(im.v, fw), order(im.v, fb)):
		im.unsupported(e, "flag pieces %s for White and %s for Black: courier's end.flag has one list for both sides", fw, fb)
		return
	}
	pieces, squares, sides := fw, any(flow{sw}), []string{"white", "black"}
	switch {
	case !hasB:
		sides = []string{"white"}
	case !hasW:
		pieces, squares, sides = fb, flow{im.squares(b, true)}, []string{"black"}
	case !im.mirrored(w, b):
		// each side's own squares (knights-halma)
		squares = flow{&m{{"white", flow{sw}}, {"black", flow{sb}}}}
	}
	if len(pieces) == 0 {
		im.unsupported(e, "a flag region without flag pieces")
		return
	}
	fl := &m{{"pieces", flow{uppers(order(im.v, pieces))}}, {"squares", squares}}
	if len(sides) == 1 {
		fl.set("sides", flow{sides})
	}
	if move {
		fl.set("extra_move", true)
	}
	if safe {
		fl.set("safe", true)
	}
	if n, _ := im.intOpt("flagPieceCount", 1); n > 1 {
		fl.set("count", n)
	}
	if bw, _ := im.boolOpt("flagPieceBlockedWin", false); bw {
		fl.set("blocked", true)
	}
	end.set("flag", flow{fl})
}

// enPassantRegions reads enPassantRegion (FSF's default: every square): an
// empty region for both sides switches en passant off; any other than the
// whole board, or different per side, is a rule courier lacks.
func (im *importer) enPassantRegions() {
	count := func(t string) (int, fsfini.Entry, bool) {
		b, e, ok := im.bbOpt(t)
		if !ok {
			return im.files * im.ranks, e, false
		}
		n := 0
		for r := 0; r < im.ranks; r++ {
			for f := 0; f < im.files; f++ {
				if b.Has(f, r) {
					n++
				}
			}
		}
		return n, e, true
	}
	nw, ew, okw := count("enPassantRegionWhite")
	nb, eb, _ := count("enPassantRegionBlack")
	e := ew
	if !okw {
		e = eb
	}
	switch all := im.files * im.ranks; {
	case nw == all && nb == all:
	case nw == 0 && nb == 0:
		r := im.rules()
		*r = slices.DeleteFunc(*r, func(x kv) bool { return x.k == "en_passant" })
	default:
		im.unsupported(e, "%s = %s: courier has no rule for en passant limited to squares", e.Key, e.Value)
	}
}

// seirawan maps gating = true with seirawanGating = true onto the gating
// module: the pieces in hand of the start position (the same for both sides,
// one of each) may be gated; with pieceDrops (S-house) they start the drops
// module's hand, and any piece in it may be gated.
func (im *importer) seirawan() {
	g, eg := im.boolOpt("gating", false)
	sg, esg := im.boolOpt("seirawanGating", false)
	if !g && !sg {
		return
	}
	if !g || !sg {
		e := eg
		if !g {
			e = esg
		}
		im.unsupported(e, "gating without seirawanGating (or the other way): courier's gating is Seirawan's")
		return
	}
	im.gating = true
	var w, b []string
	for i := 0; i < len(im.fen.Hand); i++ {
		c := im.fen.Hand[i]
		if c >= 'A' && c <= 'Z' {
			w = append(w, string(c))
		} else {
			b = append(b, strings.ToUpper(string(c)))
		}
	}
	slices.Sort(w)
	slices.Sort(b)
	e, _ := im.v.Opt("startFen")
	if len(w) == 0 || !slices.Equal(w, b) || len(slices.Compact(slices.Clone(w))) != len(w) {
		im.unsupported(e, "Seirawan gating with the hands %q: courier's gating hand is one of each piece, the same for both sides", im.fen.Hand)
		return
	}
	im.rules().set("gating", flow{&m{{"hand", flow{w}}}})
}

// captureOnly reports whether a piece of Betza bz has a capture that is no
// move of it (an atom that captures only, not covered by a moving atom of the
// same step and at least its range): FSF's en passant by a piece type of
// enPassantTypes takes on such squares only (movegen.cpp generate_moves:
// attacks & ~quiets & ep_squares), so a piece without one never takes en
// passant. An unreadable Betza counts as having one.
func captureOnly(bz string) bool {
	atoms, err := betza.Parse(bz)
	if err != nil {
		return true
	}
	covered := func(c betza.Atom) bool {
		for _, a := range atoms {
			if a.Move && !a.Initial && a.Hop == betza.HopNone && len(a.Path) == 0 && a.DX == c.DX && a.DY == c.DY && (a.Range == 0 || (c.Range != 0 && a.Range >= c.Range)) {
				return true
			}
		}
		return false
	}
	for _, a := range atoms {
		if a.Capture && !a.Move && !covered(a) {
			return true
		}
	}
	return false
}

// janggiMaterial is the label each FSF piece type has in courier's janggi
// count (rules.MaterialJanggi counts by label): rook R, janggi cannon C,
// horse N, janggi elephant B or E, wazir A, soldier P.
var janggiMaterial = map[string]string{"rook": "R", "janggiCannon": "C", "horse": "N",
	"janggiElephant": "BE", "wazir": "A", "soldier": "P"}

// materialCounting maps materialCounting onto end.material_counting: janggi
// when the piece types FSF counts have the labels courier counts, and no other
// piece has one of them; unweighted, whitedrawodds and blackdrawodds as they are.
func (im *importer) materialCounting(end *m) {
	mc, e := im.enumOpt("materialCounting", "none", "janggi", "unweighted", "whitedrawodds", "blackdrawodds", "none")
	switch mc {
	case "none":
		return
	case "janggi":
	default:
		// FSF's material_counting_result: the result of the n-move rule,
		// repetition and a drawn stalemate
		end.set("material_counting", map[string]string{"unweighted": "unweighted", "whitedrawodds": "white_draw_odds", "blackdrawodds": "black_draw_odds"}[mc])
		return
	}
	for _, p := range im.v.Pieces {
		want, counted := janggiMaterial[p.Option]
		l := upper(p.Letter)
		if counted != strings.Contains(want, l) && (counted || strings.Contains("RCNBEAP", l)) {
			im.unsupported(e, "materialCounting = janggi with %s as %s: courier's janggi count knows the pieces by the labels R, C, N, B or E, A, P", p.Option, l)
			return
		}
	}
	end.set("material_counting", "janggi")
}

// nonNil returns l, or an empty list for nil (a side with no drop square
// writes [], not null).
func nonNil(l []string) []string {
	if l == nil {
		return []string{}
	}
	return l
}

// mayDropAny reports whether a piece of kinds may ever be dropped: captures
// go to the hand (capturesToHand), a promoted piece may be dropped
// (dropPromoted), or the start holdings hold one of either colour. When none
// may, FSF's rule for a dropped pseudo-royal piece (Position::legal) never
// applies (stardust: its pseudo-royal r and p never in hand).
func (im *importer) mayDropAny(kinds []byte) bool {
	toHand, _ := im.boolOpt("capturesToHand", false)
	promoted, _ := im.boolOpt("dropPromoted", false)
	if toHand || promoted {
		return true
	}
	for _, k := range kinds {
		if strings.ContainsAny(im.fen.Hand, upper(k)+strings.ToLower(upper(k))) {
			return true
		}
	}
	return false
}
