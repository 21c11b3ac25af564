package fsfpreset_test

import (
	"os"
	"testing"

	"github.com/gamecourier/courier/pkg/fsfini"
	"github.com/gamecourier/courier/pkg/fsfpreset"
)

// FuzzImport: the import never panics, whatever the section (it may refuse).
func FuzzImport(f *testing.F) {
	if src, err := os.ReadFile("testdata/fixtures.ini"); err == nil {
		f.Add(src)
	}
	f.Add([]byte("[a:shogi]\npromotedPieceType = p:- x:y\nmaxRank = 1\n"))
	f.Add([]byte("[a:xiangqi]\nsoldierPromotionRank = 11\nmobilityRegionWhiteKing = *\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		file, _ := fsfini.Parse("f.ini", src)
		for _, n := range file.Names() {
			if v, _ := fsfini.Resolve(file, n); v != nil {
				fsfpreset.Import(v)
			}
		}
	})
}
