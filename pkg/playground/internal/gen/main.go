// Command gen writes the playground's assets (the engine compiled to WebAssembly,
// gzip-compressed, and Go's wasm_exec.js) into a directory: `go generate
// ./pkg/playground` runs it, so that a courier built afterwards embeds them.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/gamecourier/courier/pkg/playground"
)

func main() {
	out := flag.String("o", "assets", "the directory to write courier.wasm.gz and wasm_exec.js into")
	flag.Parse()
	a, err := playground.BuildAssets()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for name, data := range map[string][]byte{"courier.wasm.gz": a.WasmGz, "wasm_exec.js": a.WasmExec} {
		if err := os.WriteFile(filepath.Join(*out, name), data, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}
