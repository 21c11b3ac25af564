package rules

import (
	"encoding/json"
	"testing"
)

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

// TestVariantJSONKeepsStore: a Variant carried as JSON (the playground's page)
// keeps the parameters of its stored modules and its fields.
func TestVariantJSONKeepsStore(t *testing.T) {
	v := Variant{ID: "s", Castling: &Castling{FromPosition: true}}
	GatingParams.Set(&v, &Gating{Hand: []byte{'E', 'H'}})
	b, err := json.Marshal(&v)
	if err != nil {
		t.Fatal(err)
	}
	var w Variant
	if err := json.Unmarshal(b, &w); err != nil {
		t.Fatal(err)
	}
	if g := GatingParams.Of(&w); g == nil || string(g.Hand) != "EH" {
		t.Errorf("gating after the JSON round trip: %+v (JSON %s)", g, b)
	}
	if w.ID != "s" || w.Castling == nil || !w.Castling.FromPosition {
		t.Errorf("fields after the JSON round trip: %+v", w)
	}
	if err := json.Unmarshal([]byte(`{"Params":{"castling":{}}}`), &w); err == nil {
		t.Error("Params naming a module with a Variant field was accepted")
	}
}
