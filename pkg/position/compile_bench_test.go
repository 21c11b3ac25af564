package position_test

import (
	"testing"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
)

// BenchmarkCompile builds the move tables of three shipped presets (8x8, 9x9 with
// drops, 10x10). Every run of the command line does this once per preset before
// its first game, so its time and memory are part of each run's start:
//
//	go test -run '^$' -bench Compile -benchmem ./pkg/position
func BenchmarkCompile(b *testing.B) {
	for _, name := range []string{"chess", "shogi", "grand"} {
		v, ds := preset.Load(name, preset.Options{})
		if v == nil || ds.HasErrors() {
			b.Fatalf("preset %s: %v", name, ds)
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := position.Compile(v); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
