package fsfini_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/fsfini"
)

func checkFile(t *testing.T, path string) diag.List {
	t.Helper()
	src, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		t.Skipf("%s not found: the shared definitions are not checked out beside this repository", path)
	}
	if err != nil {
		t.Fatal(err)
	}
	f, d := fsfini.Parse(filepath.Base(path), src)
	return append(d, fsfini.Check(f)...)
}

// has reports whether d holds a diagnostic at line:col with code whose message
// contains part.
func has(d diag.List, line, col int, code, part string) bool {
	for _, x := range d {
		if x.Pos.Line == line && x.Pos.Col == col && x.Code == code && strings.Contains(x.Message, part) {
			return true
		}
	}
	return false
}

type want struct {
	line, col  int
	code, part string
}

func expect(t *testing.T, d diag.List, ws []want) {
	t.Helper()
	for _, w := range ws {
		if !has(d, w.line, w.col, w.code, w.part) {
			t.Errorf("no %s at %d:%d containing %q; got:\n%s", w.code, w.line, w.col, w.part, d)
		}
	}
}

// TestSmallFixture: the reader's cases, each decided by a line of FSF's
// src/parser.cpp or src/variant.cpp (commit c19b5f6c).
func TestSmallFixture(t *testing.T) {
	d := checkFile(t, "testdata/small.ini")
	expect(t, d, []want{
		// parser.cpp, set(bool): target = value == "true"
		{9, 15, fsfini.CodeMisread, `"True" as false`},
		// parser.cpp: "Invalid option" for keys no parse_attribute consumed
		{10, 1, fsfini.CodeUnknownKey, "did you mean firstRankPawnDrops?"},
		// variant.h add_piece: a letter taken by a later type removes the earlier
		{12, 16, fsfini.CodeDuplicateLetter, "FSF keeps only customPiece1 and drops knight"},
		// variant.cpp parse_istream: only '#' or ';' in the first column is a comment
		{13, 3, fsfini.CodeSyntax, "first column"},
		// variant.cpp parse_istream: "Variant template ... does not exist" (read top down)
		{15, 7, fsfini.CodeParent, "defined after"},
		{21, 8, fsfini.CodeCycle, "cycle"},
		// parser.cpp: FEN::validate_fen of startFen
		{25, 19, fsfini.CodeStartFEN, "x is no piece"},
	})
}

const defs = "../../../shared/definitions/"

// TestDefinitions: the real user files of ../shared/definitions, the
// diagnostics judged right for each (SOURCES.md says what each file shows);
// none panics, every section is read.
func TestDefinitions(t *testing.T) {
	cases := map[string][]want{
		// parser.cpp set(bool): "True" != "true", read as false
		"fsf-janggi-v2-setups.ini": {{259, 13, fsfini.CodeMisread, `"True" as false`}},
		// parser.cpp: firstRankPawnDrops is the key (parse_attribute("firstRankPawnDrops"))
		"fsf-poptactoe.block.ini": {{16, 1, fsfini.CodeUnknownKey, "did you mean firstRankPawnDrops?"}},
		// no parse_attribute("cylindrical") in parser.cpp
		"fsf-cylindrical.block.ini": {{2, 1, fsfini.CodeUnknownKey, "cylindrical"}},
		// variant.h add_piece: customPiece11 = k:K takes the king's letter
		"fsf-kings-gambit.block.ini": {{14, 17, fsfini.CodeDuplicateLetter, "drops king"}},
		// variant.cpp parse_istream keeps the blanks of "[ 00copper ]" in the name
		"fsf-shogi05-copper.block.ini": {{1, 2, fsfini.CodeSyntax, "blanks around"}, {5, 1, fsfini.CodeUnknownKey, "copper"}},
		// parser.cpp reads promotionRank through parse_attribute<false> (deprecated)
		"fsf-5x5-chess.block.ini": {{5, 1, fsfini.CodeDeprecated, "promotionRank"}},
		// variant.cpp parse_istream: only '#'/';' lines are comments; the rest of
		// the file is checked the same way
		"fsf-matatak.ini":               {{68, 1, fsfini.CodeDeprecated, "whiteFlag"}},
		"fsf-pychess-variants.ini":      {{138, 1, fsfini.CodeDeprecated, "whiteDropRegion"}},
		"fsf-chessnetwork-chess5x5.ini": nil,
		"fsf-fog-of-war.ini":            nil,
		"fsf-novixxia.block.ini":        nil,
		"fsf-wildcat-shogi.ini":         nil,
		"fsf-starchess-inda.ini":        nil,
	}
	for file, ws := range cases {
		t.Run(file, func(t *testing.T) {
			d := checkFile(t, defs+file)
			expect(t, d, ws)
		})
	}
	// starchess: invented keys, each an unknown option
	d := checkFile(t, defs+"fsf-starchess-inda.ini")
	for _, key := range []string{"description", "filerank", "pieces", "pieceNames", "promotionPieces"} {
		found := false
		for _, x := range d {
			if x.Code == fsfini.CodeUnknownKey && strings.Contains(x.Message, "option "+key+":") {
				found = true
			}
		}
		if !found {
			t.Errorf("starchess: %s not reported as an unknown option", key)
		}
	}
}
