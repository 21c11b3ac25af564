package pgn_test

import (
	"reflect"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/pgn"
)

// TestParseSANIntoAgrees holds ParseSANInto to ParseSAN on strict, lenient and
// unreadable moves, each read into a SAN that holds the previous move (nothing
// of it may stay), and on error to the zero SAN.
func TestParseSANIntoAgrees(t *testing.T) {
	texts := []string{
		"e4", "exd5", "e8=Q", "e8=Q+", "exd8=N#", "Nf3", "Nbd7", "R1xa3", "Qh4xe1", "O-O", "O-O-O+",
		"0-0", "o-o", "e8Q", "e8q", "Pe4", "ed5", "Bb5:c6", "Kg1++", "e2-e4", "Ng1-f3", "e2e4",
		"Nb8xc6", "+Pe5", "+Rxd4", "CHd3", "e9=+S", "B=N", "Bc=N", "N@f3", "@e4", "P@e5", "Qxd6&d7&e7",
		"exd6 e.p.", "Nf3!?", "a16", "Kxe1", "",
		"Z9", "e", "Nx", "x4", "e4=", "O-O-O-O", "p17", "K@", "Q9z",
	}
	var into pgn.SAN
	for _, text := range texts {
		want, werr := pgn.ParseSAN(text)
		err := pgn.ParseSANInto(text, &into)
		if (err == nil) != (werr == nil) || err != nil && err.Error() != werr.Error() {
			t.Fatalf("%q: ParseSANInto error %v, ParseSAN %v", text, err, werr)
		}
		if werr != nil {
			want = pgn.SAN{}
		}
		if !reflect.DeepEqual(into, want) {
			t.Fatalf("%q: ParseSANInto %+v, ParseSAN %+v", text, into, want)
		}
	}
}
