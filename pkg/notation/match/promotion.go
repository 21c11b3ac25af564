package match

import (
	"strings"

	"github.com/gamecourier/courier/pkg/position"
)

// The spelling of the promotion module: the piece letter after the move ("=Q" in
// SAN, "e7e8q" in coordinates, a put command "Q-e8" in Game Courier text).

func promoChoices(r *position.Rules) string {
	if r.V.Promotion == nil {
		return "no promotion in this variant"
	}
	if len(r.V.Promotion.Choices) == 0 && r.HasPiecePromotion() {
		return "to its promoted type: '+' after the move"
	}
	var l []string
	for _, c := range r.V.Promotion.Choices {
		l = append(l, r.KindLabel(r.KindOf(c)))
	}
	return "choices " + strings.Join(l, ", ")
}
