package board

import "testing"

func TestGeometry(t *testing.T) {
	if _, err := New(0, 8); err == nil {
		t.Error("0x8 accepted")
	}
	if _, err := New(8, 1); err != nil {
		t.Errorf("8x1 (1d chess) refused: %v", err)
	}
	if _, err := New(17, 8); err == nil {
		t.Error("17x8 accepted")
	}
	g, err := New(9, 10)
	if err != nil {
		t.Fatal(err)
	}
	// a1 = 0, i1 = 8, a2 = 9, i10 = 89 (rank*files + file)
	for _, c := range []struct {
		name string
		sq   Square
		dark bool
	}{{"a1", 0, true}, {"b1", 1, false}, {"i1", 8, true}, {"a2", 9, false}, {"a10", 81, false}, {"i10", 89, false}} {
		s, err := g.Parse(c.name)
		if err != nil || s != c.sq {
			t.Errorf("Parse(%q) = %d, %v; want %d", c.name, s, err, c.sq)
		}
		if g.Name(c.sq) != c.name {
			t.Errorf("Name(%d) = %q, want %q", c.sq, g.Name(c.sq), c.name)
		}
		if g.Dark(c.sq) != c.dark {
			t.Errorf("Dark(%s) = %v", c.name, g.Dark(c.sq))
		}
	}
	for _, bad := range []string{"", "a", "a0", "a11", "j1", "A1", "a1x", "a01"} {
		if _, err := g.Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
	// "a10" on a 9x10 board is one square; "a1" + "0" is not read as a1
	if s, n := g.ParsePrefix("a10b2"); s != 81 || n != 3 {
		t.Errorf("ParsePrefix(a10b2) = %d, %d", s, n)
	}
	if m := g.Mirror(0); m != 81 {
		t.Errorf("Mirror(a1) = %s, want a10", g.Name(m))
	}
	if g.RelRank(81, true) != 0 || g.RelRank(81, false) != 9 {
		t.Error("RelRank of a10")
	}
	g16, _ := New(16, 16)
	if g16.Name(255) != "p16" {
		t.Errorf("16x16 corner %q", g16.Name(255))
	}
}
