package position

import "github.com/gamecourier/courier/pkg/rules"

// moduleMoveFlags are the flags of the move kinds a rule module owns.
const moduleMoveFlags = FlagCastle | FlagSwap | FlagConvert | FlagConverts | FlagDrop

// MoveModule returns the name of the rule module whose move kind m is (a
// rules.Mod* name): rules.ModCastling, rules.ModBishopSwap,
// rules.ModBishopConversion (a conversion step), rules.ModDrops, and
// rules.ModCaptureConversion for a capture that converts pieces; "" for a move
// no module owns (a plain move or capture, a double step, an en passant capture,
// a promotion). It reads m alone; the notation packages ask it instead of the
// move's encoding, so that the encoding can change under them.
func (p *Position) MoveModule(m Move) string {
	if m.Flags&moduleMoveFlags == 0 {
		return ""
	}
	return moveModule(m.Flags)
}

// moveModule is MoveModule for a move with a module's flag.
func moveModule(f uint8) string {
	switch {
	case f&FlagDrop != 0:
		return rules.ModDrops
	case f&FlagCastle != 0:
		return rules.ModCastling
	case f&FlagSwap != 0:
		return rules.ModBishopSwap
	case f&FlagConvert != 0:
		return rules.ModBishopConversion
	case f&FlagConverts != 0:
		return rules.ModCaptureConversion
	}
	return ""
}
