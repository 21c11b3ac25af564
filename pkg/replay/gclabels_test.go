package replay_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// TestGCAlternativeLabels: the Game Courier labels the presets document besides
// their own (preset show: shatranj "F or Q (fers), E or B (alfil)", grand "C or
// M (marshal)") are read as those pieces, upper case White's and lower case
// Black's, as the preset's own labels are; a label of another piece is still
// wrong-label. Shatranj's setup has the fers on e1 and the alfils on c1, f1, c8,
// f8; grand's marshal stands on f2.
func TestGCAlternativeLabels(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		plies      int
		code       string
	}{
		{"shatranj", "[Variant \"shatranj\"]\n\n1. P f2-f3 2. p e7-e6 3. F e1-f2 4. e c8-a6 5. E c1-e3 6. e f8-d6 7. Q f2-g3\n", 7, ""},
		{"grand", "[Variant \"grand\"]\n\n1. P e3-e4 2. p e8-e7 3. M f2-f1 4. m f9-f10 5. C f1-f2\n", 5, ""},
		// E is the alfil's, not the fers's
		{"shatranj-wrong", "[Variant \"shatranj\"]\n\n1. P f2-f3 2. p e7-e6 3. E e1-f2\n", 2, "wrong-label"},
	} {
		r := replayGames(t, replay.Options{}, tc.name+".gc", tc.text)[0]
		if tc.code == "" {
			if r.Status != replay.StatusOK || r.Plies != tc.plies {
				t.Errorf("%s: %s, %d plies, %+v; want ok, %d plies", tc.name, r.Status, r.Plies, r.Error, tc.plies)
			}
			for _, w := range r.Warnings {
				if w.Code == "gc-unknown-label" {
					t.Errorf("%s: %+v", tc.name, w)
				}
			}
			continue
		}
		if r.Error == nil || r.Error.Code != tc.code || r.Plies != tc.plies {
			t.Errorf("%s: %s, %d plies, %+v; want %s after %d plies", tc.name, r.Status, r.Plies, r.Error, tc.code, tc.plies)
		}
	}
}
