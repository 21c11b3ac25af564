package rules

import "testing"

// TestParamsStore: a module declared with stored keeps its parameters in the
// Variant's module store; Set copies the store, so a copy of the Variant made
// before (as Without makes one) keeps its own parameters.
func TestParamsStore(t *testing.T) {
	md, p := stored[Castling]("test_stored", "A stored module of the test.")
	var v Variant
	if md.On(&v) || p.Of(&v) != nil {
		t.Fatal("a zero Variant has the stored module")
	}
	x := &Castling{FromPosition: true}
	p.Set(&v, x)
	if !md.On(&v) || p.Of(&v) != x {
		t.Fatalf("after Set: On %v, Of %p; want true, %p", md.On(&v), p.Of(&v), x)
	}
	c := v
	md.off(&c)
	if md.On(&c) || !md.On(&v) || p.Of(&v) != x {
		t.Errorf("off on a copy: copy on %v, original on %v", md.On(&c), md.On(&v))
	}
	var other Params[Drops] = Params[Drops]{name: "test_stored"}
	if other.Of(&v) != nil {
		t.Error("a Params of another type read the stored parameters")
	}
}
