package replay

import (
	"github.com/gamecourier/courier/pkg/notation/detect"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
)

// detectNotation names the game's notation: "gc", "coord" or "san".
func detectNotation(raw *gamefile.RawGame) string {
	switch detect.Detect(raw.Movetext) {
	case detect.GameCourier:
		return "gc"
	case detect.Coordinate:
		return "coord"
	}
	return "san"
}
