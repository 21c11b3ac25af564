// Command gen writes the JSON Schema of the preset format (schema.Generate) to the
// file named by -o, or to stdout. It is run by go generate in pkg/preset/schema.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/gamecourier/courier/pkg/preset/schema"
)

func main() {
	out := flag.String("o", "", "output `file` (default stdout)")
	flag.Parse()
	b, err := schema.Generate()
	if err == nil {
		if *out == "" {
			_, err = os.Stdout.Write(b)
		} else {
			err = os.WriteFile(*out, b, 0o644)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}
