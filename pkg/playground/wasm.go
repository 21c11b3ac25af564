package playground

import (
	"bytes"
	"compress/gzip"
	"embed"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
)

//go:generate go run ./internal/gen -o assets

// assets holds the WebAssembly engine and Go's wasm_exec.js when `go generate
// ./pkg/playground` wrote them before the build (assets/courier.wasm.gz,
// assets/wasm_exec.js; not in the repository: they depend on the Go version);
// otherwise only its README.
//
//go:embed assets
var assets embed.FS

// Assets are the parts of the playground page that come from the Go toolchain:
// the engine compiled to WebAssembly, gzip-compressed (the page decompresses it
// with the browser's DecompressionStream), and wasm_exec.js, the JavaScript
// support file of the Go version that compiled it.
type Assets struct {
	WasmGz   []byte
	WasmExec []byte
}

// Wasm returns the playground's assets: the embedded ones when the binary was
// built after `go generate ./pkg/playground`, else BuildAssets with the go
// command on PATH (from the source this package was compiled from: a checkout or
// the module cache). Errors: neither embedded nor buildable (no go command, no
// source), with the way to fix it.
func Wasm() (*Assets, error) {
	gz, err1 := assets.ReadFile("assets/courier.wasm.gz")
	js, err2 := assets.ReadFile("assets/wasm_exec.js")
	if err1 == nil && err2 == nil {
		return &Assets{WasmGz: gz, WasmExec: js}, nil
	}
	return BuildAssets()
}

// sourceDir is the directory of this package's source, as compiled.
func sourceDir() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return ""
	}
	return filepath.Dir(file)
}

// BuildAssets compiles the engine (internal/wasm) with GOOS=js GOARCH=wasm and
// the go command on PATH (about 7 MB, 2 MB gzip-compressed; the go command's build
// cache makes a second build quick) and reads wasm_exec.js from the same Go
// installation ($(go env GOROOT)/lib/wasm, or misc/wasm before Go 1.24). Errors:
// no go command, the package's source is not where it was compiled, or the build
// fails (its output in the message).
func BuildAssets() (*Assets, error) {
	dir := filepath.Join(sourceDir(), "internal", "wasm")
	if _, err := os.Stat(filepath.Join(dir, "main.go")); err != nil {
		return nil, fmt.Errorf("the playground's engine is not built into this courier and its source is not at %s: build courier after `go generate ./pkg/playground`", dir)
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		return nil, fmt.Errorf("the playground's engine is not built into this courier and there is no go command to build it: install Go, or build courier after `go generate ./pkg/playground`")
	}
	tmp, err := os.MkdirTemp("", "courier-wasm-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, "courier.wasm")
	cmd := exec.Command(gobin, "build", "-trimpath", "-ldflags=-s -w", "-o", out, ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("building the playground's engine (GOOS=js GOARCH=wasm go build in %s): %v\n%s", dir, err, msg)
	}
	wasm, err := os.ReadFile(out)
	if err != nil {
		return nil, err
	}
	root, err := exec.Command(gobin, "env", "GOROOT").Output()
	if err != nil {
		return nil, fmt.Errorf("go env GOROOT: %v", err)
	}
	var execJS []byte
	for _, p := range []string{"lib/wasm/wasm_exec.js", "misc/wasm/wasm_exec.js"} {
		if execJS, err = os.ReadFile(filepath.Join(strings.TrimSpace(string(root)), p)); err == nil {
			break
		}
	}
	if err != nil {
		return nil, fmt.Errorf("wasm_exec.js of the Go installation: %v", err)
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	if _, err := io.Copy(zw, bytes.NewReader(wasm)); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return &Assets{WasmGz: gz.Bytes(), WasmExec: execJS}, nil
}
