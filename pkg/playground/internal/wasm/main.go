//go:build js && wasm

// Command wasm is the rule engine of the playground page, compiled to WebAssembly
// (GOOS=js GOARCH=wasm): it puts one object, courierEngine, on the page's global
// object, a thin bridge to playground.Engine whose methods take and return
// strings and numbers (lists and records as JSON); the page's script wraps it
// as the documented courier API (docs/playground.md).
package main

import (
	"encoding/json"
	"math"
	"syscall/js"

	"github.com/gamecourier/courier/pkg/playground"
)

var eng *playground.Engine

func jsonOf(x any) any {
	b, err := json.Marshal(x)
	if err != nil {
		return "null"
	}
	return string(b)
}

func errText(err error) any {
	if err != nil {
		return err.Error()
	}
	return ""
}

// fn wraps f as a JavaScript function; before load every call returns an error text.
func fn(f func(args []js.Value) any) js.Func {
	return js.FuncOf(func(this js.Value, args []js.Value) any {
		if eng == nil {
			return "no variant loaded"
		}
		return f(args)
	})
}

func arg(args []js.Value, i int) string {
	if i < len(args) {
		return args[i].String()
	}
	return ""
}

func main() {
	api := map[string]any{
		"load": js.FuncOf(func(this js.Value, args []js.Value) any {
			e, err := playground.NewFromJSON([]byte(arg(args, 0)))
			if err == nil {
				eng = e
			}
			return errText(err)
		}),
		"legal":   fn(func([]js.Value) any { return jsonOf(eng.Legal()) }),
		"plies":   fn(func([]js.Value) any { return jsonOf(eng.Plies()) }),
		"status":  fn(func([]js.Value) any { return jsonOf(eng.Status()) }),
		"fen":     fn(func([]js.Value) any { return eng.FEN() }),
		"gc":      fn(func([]js.Value) any { return eng.GCLog() }),
		"pgn":     fn(func([]js.Value) any { return eng.PGN() }),
		"undo":    fn(func([]js.Value) any { return eng.Undo() }),
		"restart": fn(func([]js.Value) any { eng.Restart(); return "" }),
		"setFEN":  fn(func(a []js.Value) any { return errText(eng.SetFEN(arg(a, 0))) }),
		"loadLog": fn(func(a []js.Value) any { return errText(eng.LoadLog(arg(a, 0))) }),
		// perft returns the count, or an error text (the page throws it) for a
		// depth that is no whole number of plies 0..20: Value.Int panics on a
		// non-number, and a panic ends the engine for the page.
		"perft": fn(func(a []js.Value) any {
			x := math.NaN()
			if len(a) > 0 && a[0].Type() == js.TypeNumber {
				x = a[0].Float()
			}
			d, err := playground.PerftDepth(x)
			if err != nil {
				return err.Error()
			}
			return float64(eng.Perft(d))
		}),
		"play": fn(func(a []js.Value) any {
			m, err := eng.Play(arg(a, 0))
			if err != nil {
				return jsonOf(map[string]any{"ok": false, "error": err.Error()})
			}
			return jsonOf(map[string]any{"ok": true, "move": m})
		}),
	}
	js.Global().Set("courierEngine", js.ValueOf(api))
	if cb := js.Global().Get("courierReady"); cb.Type() == js.TypeFunction {
		cb.Invoke()
	}
	select {}
}
