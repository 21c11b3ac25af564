// Command courier checks chess-variant presets and games played the Game Courier way.
// Everything it does lives in pkg/cmd; see README.md for usage.
package main

import (
	"os"
	"os/signal"
	"syscall"

	"github.com/gamecourier/courier/pkg/cmd/root"
	"github.com/gamecourier/courier/pkg/iostreams"
)

func main() {
	// A closed pipe on the output is a write error that the command reports (exit
	// status 3), not a silent death by SIGPIPE.
	signal.Ignore(syscall.SIGPIPE)
	os.Exit(root.Main(iostreams.System(), os.Args[1:]))
}
