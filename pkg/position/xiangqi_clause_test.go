package position_test

import "testing"

// Clause tests of the Xiangqi rules (regions, the flying general; rule texts:
// ../shared/oracle/fsf-variants/README.md, "xiangqi").
func TestXiangqiPalaceClauses(t *testing.T) {
	r := clRules(t, "xiangqi")
	// The general on d1 (a corner of the palace d1-f3) steps to d2 and e1 only: c1
	// is outside the palace. The general on e2 (centre): d2 f2 e1 e3.
	p := clPos(t, r, "5k3/9/9/9/9/9/9/9/9/3K5 w - - 0 1")
	clSame(t, "general d1", clFrom(t, p, "d1"), []string{"d1d2", "d1e1"})
	// (A black soldier on d5 keeps the d-file closed.)
	p = clPos(t, r, "3k5/9/9/9/9/3p5/9/9/4K4/9 w - - 0 1")
	clSame(t, "general e2", clFrom(t, p, "e2"), []string{"e2d2", "e2e1", "e2e3", "e2f2"})
	// Black's palace is d8-f10 (mirrored): the black general on f8 goes to e8 and f9.
	p = clPos(t, r, "9/9/5k3/9/9/9/9/9/9/3K5 b - - 0 1")
	clSame(t, "black general f8", clFrom(t, p, "f8"), []string{"f8e8", "f8f9"})
	// The advisor on e2 (palace centre) reaches the four corners; on d1 only e2.
	p = clPos(t, r, "3k5/9/9/9/9/9/9/9/4A4/5K3 w - - 0 1")
	clSame(t, "advisor e2", clFrom(t, p, "e2"), []string{"e2d1", "e2d3", "e2f3"})
	// The elephant does not cross the river: from c5 (own half, ranks 1-5) it may
	// go to a3 and e3, not a7 or e7; a piece on the eye d4 blocks e3.
	p = clPos(t, r, "3k5/9/9/9/9/2B6/3P5/9/9/4K4 w - - 0 1")
	clSame(t, "elephant c5", clFrom(t, p, "c5"), []string{"c5a3"})
	// The soldier moves only forward before the river (e4: e5), also sideways after
	// it (e6: d6 e7 f6), never backward.
	p = clPos(t, r, "3k5/9/9/9/4P4/9/4P4/9/9/5K3 w - - 0 1")
	clSame(t, "soldier e4", clFrom(t, p, "e4"), []string{"e4e5"})
	clSame(t, "soldier e6", clFrom(t, p, "e6"), []string{"e6d6", "e6e7", "e6f6"})
}

// TestFlyingGeneralClauses: the generals may not face each other on an open file.
func TestFlyingGeneralClauses(t *testing.T) {
	r := clRules(t, "xiangqi")
	// Generals on d1 and e10: d1e1 would face e10 on the open e-file.
	p := clPos(t, r, "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1")
	clLacks(t, p, "d1e1")
	clHas(t, p, "d1d2")
	// With a piece between them the same step is legal.
	p = clPos(t, r, "4k4/9/9/9/4p4/9/9/9/9/3K5 w - - 0 1")
	clHas(t, p, "d1e1")
	// The only piece between the generals on the e-file may not leave it: the
	// cannon on e5 (no screen, so no check) moves along the file only.
	p = clPos(t, r, "4k4/9/9/9/9/4C4/9/9/9/4K4 w - - 0 1")
	clSame(t, "cannon e5 between the generals", clFrom(t, p, "e5"), []string{"e5e2", "e5e3", "e5e4", "e5e6", "e5e7", "e5e8", "e5e9"})
	// A FEN whose generals already face each other with White to move: Black, not
	// to move, is "in check" from the flying general, so the FEN is refused.
	if _, err := r.ParseFEN("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"); err == nil {
		t.Error("generals facing each other accepted in a FEN")
	}
	// Chess has no such rule: kings on an open file are fine.
	clHas(t, clPos(t, clRules(t, "chess"), "4k3/8/8/8/8/8/8/3K4 w - - 0 1"), "d1e1")
}
