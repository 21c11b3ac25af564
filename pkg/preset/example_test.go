package preset_test

import (
	"fmt"

	"github.com/gamecourier/courier/pkg/preset"
)

// A user preset a few lines over a shipped one, with two mistakes: both are reported
// at once, at their line and column.
func ExampleLoader_LoadData() {
	src := `extends: symmetric
name: Symmetric with a typo
rules:
  capture_convertion: {}
  promotion: {choices: [Q, A]}
`
	v, diags := preset.NewLoader(preset.Options{}).LoadData("mine.yaml", []byte(src))
	fmt.Println(v == nil)
	for _, d := range diags {
		fmt.Println(d)
	}
	// Output:
	// true
	// mine.yaml:4:3: unknown rule module "capture_convertion" (did you mean "capture_conversion"?) (unknown-module)
	// mine.yaml:5:28: a rules.promotion.choices entry "A" names no piece (pieces: K Q R B N P) (undefined-piece)
}

func ExampleLoad() {
	v, diags := preset.Load("pmc3", preset.Options{})
	fmt.Println(len(diags), v.Name, v.Board.Files, v.Board.Ranks, v.Setup)
	fmt.Println(v.Modules())
	// Output:
	// 0 Prime Ministers Chess (PMC3) 9 8 rnbmkqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBMKQBNR
	// [castling en_passant promotion bishop_swap]
}
