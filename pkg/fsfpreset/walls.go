package fsfpreset

import "github.com/gamecourier/courier/pkg/fsfini"

// walls maps the options that make walls during the game onto the walls rule
// module (rules.Walls): wallingRule = past (the square a piece leaves becomes a
// wall: walls.past) and petrifyOnCaptureTypes (a capturing piece of those types
// turns into a wall: walls.petrify). Wall squares of the start position are
// written into setup.array by setup. The other walling rules (arrow, duck,
// edge, static: a wall square the player chooses), wallOrMove and
// wallingRegion are refused with the rule courier lacks.
func (im *importer) walls() {
	x := &m{}
	rule, e := im.enumOpt("wallingRule", "none", "none", "arrow", "duck", "edge", "past", "static")
	switch rule {
	case "none":
	case "past":
		x.set("past", true)
	default:
		im.unsupported(e, "wallingRule = %s: courier's walls module has past only (the square left becomes a wall), no wall square chosen by the player", rule)
	}
	if rule != "none" {
		if wm, ew := im.boolOpt("wallOrMove", false); wm {
			im.unsupported(ew, "wallOrMove = true: courier has no rule for walls placed instead of a move")
		}
		for _, t := range []string{"wallingRegionWhite", "wallingRegionBlack"} {
			if b, eb, ok := im.bbOpt(t); ok && rule == "past" && !im.fullRegion(b) {
				im.unsupported(eb, "%s with wallingRule = past: courier's past walls go on every square left", eb.Key)
			}
		}
	}
	if ls, all, ep, ok := im.setOpt("petrifyOnCaptureTypes"); ok && (all || len(ls) > 0) {
		if all {
			for _, p := range im.v.Pieces {
				ls = append(ls, p.Letter)
			}
		}
		var present []string
		for _, l := range ls {
			if im.has(l) {
				present = append(present, upper(l))
			}
		}
		if len(present) == 0 {
			im.unsupported(ep, "petrifyOnCaptureTypes names no piece of the game")
		} else {
			x.set("petrify", flow{present})
		}
		if pb, eb := im.boolOpt("petrifyBlastPieces", false); pb {
			im.unsupported(eb, "petrifyBlastPieces = true: courier's petrify turns only the capturing piece into a wall")
		}
	}
	if len(*x) > 0 {
		im.rules().set("walls", x)
	}
}

// fullRegion reports whether b covers the whole board (FSF's default
// wallingRegion, AllSquares, written out).
func (im *importer) fullRegion(b fsfini.Bitboard) bool {
	for f := 0; f < im.files; f++ {
		for r := 0; r < im.ranks; r++ {
			if !b.Has(f, r) {
				return false
			}
		}
	}
	return true
}
