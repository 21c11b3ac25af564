package position

import "testing"

// TestStateFieldsChecks: three-check's state is the checks each side still has to
// give (the FEN's "W+B" after the en passant field, "3+3" at the start); StateFields
// lists it, so that the readers that show a position field by field (courier show)
// do not drop it. In the FEN below White has given one check: 2 to go for White,
// 3 for Black.
func TestStateFieldsChecks(t *testing.T) {
	r := presetRules(t, "three-check")
	p, err := r.ParseFEN("rnbqkbnr/ppp2ppp/3p4/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 2+3 1 3")
	if err != nil {
		t.Fatal(err)
	}
	var got string
	for _, f := range p.StateFields() {
		if f.Name == "Checks to give" {
			got = f.Value
		}
	}
	if want := "White 2, Black 3"; got != want {
		t.Errorf("StateFields %+v: want a field \"Checks to give\" = %q", p.StateFields(), want)
	}
}
