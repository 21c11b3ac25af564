// Command gen writes courier's man pages and Markdown reference (clidocs.Generate)
// into the directories given by -man and -md. It is run by go generate in
// pkg/clidocs.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/gamecourier/courier/pkg/clidocs"
)

func main() {
	man := flag.String("man", "docs/man", "`DIR` of the man pages")
	md := flag.String("md", "docs/cli", "`DIR` of the Markdown pages")
	flag.Parse()
	if err := clidocs.Generate(*man, *md); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}
