package stats_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/stats"
)

// TestEffectCounts: drops and explosions are counted in the effects table
// (testdata/effects/effects.pgn, hand-counted):
//   - crazyhouse game 1: White's P@d4 (2. exd5 put the pawn in its hand): one
//     drop; game 2: the same, then Black's P@e4 (2... Qxd5 took White's
//     pawn): two drops; three drops in two games, all pawns;
//   - atomic: 3. Nxf7 explodes f7 (P), e8 (K), f8 (B), g8 (N): one explosion.
func TestEffectCounts(t *testing.T) {
	c := collect(t, stats.Options{Capacity: 10}, "testdata/effects")
	zh := group(t, c, "crazyhouse")
	drop := zh.Effects["drops/drop"]
	if drop == nil {
		t.Fatalf("crazyhouse: no drops/drop in %+v", zh.Effects)
	}
	eqInt(t, "drops", drop.Count, 3)
	eqInt(t, "games with drops", drop.Games, 2)
	eqCounter(t, "dropped pieces", drop.Pieces, map[string]int{"P": 3})
	at := group(t, c, "atomic")
	ex := at.Effects["explosions/explosion"]
	if ex == nil {
		t.Fatalf("atomic: no explosions/explosion in %+v", at.Effects)
	}
	eqInt(t, "explosions", ex.Count, 1)
	eqCounter(t, "exploded pieces", ex.Affected, map[string]int{"P": 1, "K": 1, "B": 1, "N": 1})
}

// TestEffectCountsCastlingKingOnRookSquare: in Chess960 a rook may castle onto the
// king's start square (king f1, rook g1: O-O takes the king to g1 and the rook to
// f1). testdata/effects/effects.pgn plays that for both sides: two castlings, and
// the pieces they move besides the king are two rooks, not a king too.
func TestEffectCountsCastlingKingOnRookSquare(t *testing.T) {
	c := collect(t, stats.Options{Capacity: 10}, "testdata/effects")
	g := group(t, c, "chess960")
	cs := g.Effects["castling/castling"]
	if cs == nil {
		t.Fatalf("chess960: no castling/castling in %+v", g.Effects)
	}
	eqInt(t, "castlings", cs.Count, 2)
	eqCounter(t, "castled pieces", cs.Affected, map[string]int{"R": 2})
}
