// Command courier checks chess-variant presets and games played the Game Courier way.
// Everything it does lives in pkg/cmd; see README.md for usage.
package main

import (
	"os"

	"github.com/gamecourier/courier/pkg/cmd/root"
	"github.com/gamecourier/courier/pkg/iostreams"
)

func main() {
	os.Exit(root.Main(iostreams.System(), os.Args[1:]))
}
