package replay

// The record formats the replay reads besides PGN and Game Courier text
// (pkg/notation/record): each package registers its format when imported.
// A new format adds its import here.
import (
	_ "github.com/gamecourier/courier/pkg/notation/fenmoves"
)
