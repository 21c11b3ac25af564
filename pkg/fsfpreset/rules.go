package fsfpreset

import (
	"fmt"
	"slices"
	"strings"

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
	row := im.fen.Board[r]
	kfile := -1
	for f, c := range row {
		if c.Letter == upper(king)[0] {
			kfile = f
		}
	}
	e, _ := im.v.Opt("startFen")
	if kfile < 0 {
		im.unsupported(e, "castling rights %s but no castling king on rank %d", rights, rank)
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
		if hw != hb {
			im.unsupported(e, "castling rights %s differ per side: courier's castling sides are both players'", rights)
			return
		}
		rf := outer(row, false, right.dir)
		brow := im.fen.Board[im.ranks-1-r]
		if rf < 0 || !isRook(brow[rf], true) || brow[kfile].Letter != fsfini.Lower(row[kfile].Letter) {
			im.unsupported(e, "castling right %c: the castling pieces are not where courier's mirrored castling squares need them", right.w)
			return
		}
		sides = append(sides, flow{&m{{"king", sq(kfile)}, {"rook", sq(rf)}, {"king_to", sq(right.to)},
			{"rook_to", sq(right.to - right.dir)}, {"san", right.san}}})
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
	cw, _, ecw, _ := im.setOpt("promotionPieceTypesWhite")
	cb, _, _, _ := im.setOpt("promotionPieceTypesBlack")
	mand, _ := im.boolOpt("mandatoryPawnPromotion", true)
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
	if !zoneOK {
		im.unsupported(ew, "promotion regions %v for White and %v for Black (FSF's defaults are ranks 8 and 1 whatever the board): courier's promotion zone is whole ranks up to the last, Black's mirrored", im.squares(w, false), im.squares(b, false))
		return
	}
	im.zoneFrom = wr[0]
	zone := &m{{"rank", -1}}
	if wr[0] != im.ranks {
		zone.set("from", wr[0])
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
		if pawnPromo {
			im.unsupported(ecw, "pawn promotion choices together with promotedPieceType: courier's promotion has one or the other")
			return
		}
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
			ps.set(label, flow{&m{{"name", "Promoted " + name(*from)}, {"betza", bz}}})
			promotes.set(upper(p[0]), label)
		}
		pr.set("promotes", flow{promotes})
	}
	im.rules().set("promotion", pr)
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
	im.used["immobilityIllegal"] = true
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
		if !exact || len(rr) == 0 || rr[len(rr)-1]-rr[0]+1 != len(rr) || !im.mirrored(rw, rb) {
			im.unsupported(erw, "drop region %v: courier's drop ranks are a run of whole ranks per piece, Black's mirrored", im.squares(rw, false))
			return
		}
		lo, hi = rr[0], rr[len(rr)-1]
	}
	ranks := &m{}
	for _, p := range im.v.Pieces {
		if !toHand && !strings.ContainsAny(im.fen.Hand, upper(p.Letter)+string(p.Letter)) {
			continue // never in a hand
		}
		plo, phi := lo, hi
		if slices.Contains(im.pawnTypes, p.Letter) {
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
		dr.set("one_per_file", flow{uppers(nd[len(nd)-1:])})
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
	if h := im.fen.Hand; h != "" {
		dr.set("hand", h)
	}
	im.rules().set("drops", dr)
}

// modules maps en passant, explosions, forced capture, forbidden checks and
// the flying general.
func (im *importer) modules() {
	if im.dsRank > 0 {
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
			if p != nil && !strings.Contains(p.Betza, "e") {
				im.unsupported(e, "en passant by %s, whose Betza %q has no e: courier's en passant is an e capture", p.Option, p.Betza)
				return
			}
		}
		if len(ep) > 0 {
			im.rules().set("en_passant", &m{})
		}
	}
	im.enPassantRegions()
	if blast, _ := im.boolOpt("blastOnCapture", false); blast {
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
	perp, _ := im.boolOpt("perpetualCheckIllegal", false)
	switch {
	case fv != "draw":
		e := efv
		if !e.ValuePos.IsValid() {
			e = enf
		}
		im.unsupported(e, "nFoldValue = %s: courier's repetition is a draw (or a loss for perpetual check)", fv)
	case nf < 2 && nf != 0:
		im.unsupported(enf, "nFoldRule = %d", nf)
	case perp:
		end.set("repetition", flow{&m{{"claim", 0}, {"automatic", nf}, {"perpetual_check", "loss"}}})
	default:
		end.set("repetition", flow{&m{{"claim", nf}, {"automatic", 0}}})
	}
	im.extinction(end)
	im.flag(end)
	im.materialCounting(end)
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

// extinction maps extinctionValue and its piece types.
func (im *importer) extinction(end *m) {
	val, ev := im.enumOpt("extinctionValue", "none", "win", "loss", "draw", "none")
	kinds, all, ek, _ := im.setOpt("extinctionPieceTypes")
	cnt, _ := im.intOpt("extinctionPieceCount", 0)
	pseudo, ep := im.boolOpt("extinctionPseudoRoyal", false)
	if val == "none" {
		return
	}
	if val == "draw" {
		im.unsupported(ev, "extinctionValue = draw: courier's extinction is a loss or a win")
		return
	}
	if drops, _ := im.boolOpt("pieceDrops", false); drops {
		im.unsupported(ev, "extinction with drops: FSF counts the pieces in hand too; courier's extinction counts the board")
		return
	}
	opp, eopp := im.intOpt("extinctionOpponentPieceCount", 0)
	if all && cnt == 1 && opp == 2 && val == "loss" && !pseudo {
		// a side left with one piece (its king) while the other has two loses:
		// the bare king rule as FSF's shatranj writes it
		if im.v.PieceByOption("king") == nil {
			im.unsupported(eopp, "a bare-king rule without a king")
			return
		}
		end.set("bare_king", "loss")
		return
	} else if opp != 0 {
		im.unsupported(eopp, "extinctionOpponentPieceCount = %d: courier has no rule for extinction judged by the opponent's count", opp)
		return
	}
	if all {
		if cnt == 0 {
			end.set("no_pieces", val)
		} else {
			end.set("extinction", flow{&m{{"total", true}, {"count", cnt}, {"result", val}}})
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
		// one pseudo-royal piece per side that may not be left attacked: a royal piece
		if len(kinds) != 1 || cnt != 0 || val != "loss" || im.countOnBoard(kinds[0]) != [2]int{1, 1} || im.v.PieceByOption("king") != nil {
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
	end.set("extinction", flow{&m{{"kinds", flow{uppers(order(im.v, kinds))}}, {"count", cnt}, {"result", val}}})
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
	case move && safe:
		// FSF: "when flagPieceSafe and flagMove are combined, only unsafe flag
		// pieces cause an extra move" (alapo); courier's safe and extra_move
		// do not combine so
		im.unsupported(e, "flagPieceSafe with flagMove (only an unsafe flag piece gives the extra move): courier's end.flag safe and extra_move do not combine so")
		return
	case move && king != nil && slices.Contains(fw, king.Letter):
		// racingchess: FSF's flagMove with the king as flag piece gives perft
		// counts courier's extra_move does not (84 where FSF counts 74 at
		// depth 2 of perft.tsv:5275): refused until the difference is understood
		im.unsupported(e, "flagMove with the royal king as flag piece and flag regions that differ per side: courier's extra_move does not give FSF's counts here")
		return
	case hasW && hasB && !im.mirrored(w, b):
		im.unsupported(e, "flag regions %v and %v: courier's end.flag squares are White's, Black's mirrored", sw, sb)
		return
	}
	pieces, squares, sides := fw, sw, []string{"white", "black"}
	switch {
	case !hasB:
		sides = []string{"white"}
	case !hasW:
		pieces, squares, sides = fb, im.squares(b, true), []string{"black"}
	}
	if len(pieces) == 0 {
		im.unsupported(e, "a flag region without flag pieces")
		return
	}
	fl := &m{{"pieces", flow{uppers(order(im.v, pieces))}}, {"squares", flow{squares}}}
	if len(sides) == 1 {
		fl.set("sides", flow{sides})
	}
	if move {
		fl.set("extra_move", true)
	}
	if safe {
		fl.set("safe", true)
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
// one of each) may be gated.
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
	if drops, _ := im.boolOpt("pieceDrops", false); drops {
		im.unsupported(esg, "Seirawan gating with drops: courier's gating module refuses drops")
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

// janggiMaterial is the label each FSF piece type has in courier's janggi
// count (rules.MaterialJanggi counts by label): rook R, janggi cannon C,
// horse N, janggi elephant B or E, wazir A, soldier P.
var janggiMaterial = map[string]string{"rook": "R", "janggiCannon": "C", "horse": "N",
	"janggiElephant": "BE", "wazir": "A", "soldier": "P"}

// materialCounting maps materialCounting = janggi to end.material_counting
// when the piece types FSF counts have the labels courier counts, and no other
// piece has one of them; the other methods are refused.
func (im *importer) materialCounting(end *m) {
	mc, e := im.enumOpt("materialCounting", "none", "janggi", "unweighted", "whitedrawodds", "blackdrawodds", "none")
	switch mc {
	case "none":
		return
	case "janggi":
	default:
		im.unsupported(e, "materialCounting = %s: courier's material counting is janggi's", mc)
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
