package fsfpreset_test

import "testing"

// TestGeometryImport imports the sections of testdata/geometry.ini (no
// ../shared needed): board geometry that differs per side or per square, each
// start position's perft compared with Fairy-Stockfish's go perft of the same
// section (the shared FSF binary, large-board build): a piece moving forward and
// right only, Black's moves turned half round (bajrx: 7 49 357 2599, also the
// oracle's bajr rows, whose flag cannot be reached so early); wolf chess written
// as a section (23 529 13722, the oracle's wolf rows); chess's default regions on
// a 2x10 board, where only White double-steps (3 9 36 165); castling rights of
// White only (25 575 13990: Black's castling would add moves at depth 2); a rook
// of two steps and a dabbaba (R2mD) and a rook and a dabbaba (RD), whose
// squares two ahead are one move each (17 78 1649 9105); atomic with a pawn that
// explodes and pieces that petrify when they capture (nuclear: 20 400 8902 197262
// 4861099; a petrifying capture is judged with its wall lifted, as FSF does).
func TestGeometryImport(t *testing.T) {
	f := readTestdataINI(t, "geometry.ini")
	for _, c := range []struct {
		name  string
		perft []uint64
	}{
		{"bajrx", []uint64{7, 49, 357, 2599}},
		{"wolfx", []uint64{23, 529, 13722}},
		{"long", []uint64{3, 9, 36, 165}},
		{"whitecastles", []uint64{25, 575, 13990}},
		{"overlapx", []uint64{17, 78, 1649, 9105}},
		{"nukex", []uint64{20, 400, 8902, 197262, 4861099}},
	} {
		r, _ := importSection(t, f, c.name)
		startPerft(t, c.name, r, c.perft)
	}
}
