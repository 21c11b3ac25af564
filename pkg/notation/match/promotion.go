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
	return "choices " + strings.Join(strings.Split(string(r.V.Promotion.Choices), ""), ", ")
}
