package preset

import (
	"slices"
	"testing"

	"github.com/gamecourier/courier/pkg/board"
)

// TestFSFRuleKeys reads the keys added for Fairy-Stockfish's built-in variants into
// the model, and reports a key that needs another one at the key.
func TestFSFRuleKeys(t *testing.T) {
	dir := t.TempDir()
	p := writeFile(t, dir, "keys.yaml", `extends: shogi
name: Keys
description: The new keys together.
pieces:
  P: {name: Pawn, betza: fW, resets_move_rule: false}
rules:
  promotion: {must_promote: true, immobile: true}
  drops: {immobile: true}
end:
  flag: {pieces: [K], squares: [a9-i9, e5], sides: [black], extra_move: true, safe: true}
`)
	v, d := Load(p, Options{})
	if v == nil || len(d) > 0 {
		t.Fatalf("Load: %v", d)
	}
	if pr := v.Promotion; !pr.MustPromote || !pr.Immobile || !v.Drops.Immobile {
		t.Errorf("promotion %+v, drops immobile %v", pr, v.Drops.Immobile)
	}
	if rs := v.Piece('P').ResetsMoveRule; rs == nil || *rs {
		t.Errorf("P resets_move_rule = %v, want false", rs)
	}
	fl := v.End.Flag
	if fl == nil || !slices.Equal(fl.Pieces, []byte{'K'}) || fl.Sides != [2]bool{false, true} || !fl.ExtraMove || !fl.Safe || len(fl.Squares) != 10 {
		t.Fatalf("flag %+v", fl)
	}
	e5, _ := v.Board.Parse("e5")
	if !slices.Contains(fl.Squares, e5) || !slices.Contains(fl.Squares, board.Square(v.Board.Sq(0, 8))) {
		t.Errorf("flag squares %v lack e5 or a9", fl.Squares)
	}

	for _, tc := range []struct{ text, code string }{
		// must_promote without promotes: a pawn's promotion is compulsory anyway
		{"extends: chess\nname: X\nrules:\n  promotion: {must_promote: true}\n", CodeBadValue},
		// flag needs both its pieces and its squares
		{"extends: chess\nname: X\nend:\n  flag: {pieces: [K]}\n", CodeMissingKey},
		{"extends: chess\nname: X\nend:\n  flag: {pieces: [K], squares: [z9]}\n", CodeBadSquare},
		{"extends: chess\nname: X\nend:\n  flag: {pieces: [K], squares: [e4], sides: [red]}\n", CodeBadValue},
		// more_initial_en_passant needs more_initial_ranks
		{"extends: chess\nname: X\npieces:\n  P: {name: Pawn, betza: fmWfceFifmnD, pawn: true, initial_rank: 2, more_initial_en_passant: true}\n", CodeMissingKey},
		// file_limit counts the one_per_file pieces; result judges the automatic end
		{"extends: shogi\nname: X\nrules:\n  drops: {one_per_file: null, file_limit: 2}\n", CodeMissingKey},
		{"extends: chess\nname: X\nend:\n  repetition: {claim: 3, automatic: 0, result: loss}\n", CodeBadValue},
		// zone squares name both sides
		{"extends: chess\nname: X\nrules:\n  promotion: {zone: {squares: {white: [a8]}}}\n", CodeMissingKey},
		// drop squares: squares of the board, both sides named, some square
		{"extends: crazyhouse\nname: X\nrules:\n  drops: {squares: [z9, d4]}\n", CodeBadSquare},
		{"extends: crazyhouse\nname: X\nrules:\n  drops: {squares: {white: [d4]}}\n", CodeMissingKey},
		{"extends: crazyhouse\nname: X\nrules:\n  drops: {squares: []}\n", CodeMissingKey},
		// check_evasion names its king rule
		{"extends: chess\nname: X\nrules:\n  check_evasion: {}\n", CodeMissingKey},
		{"extends: chess\nname: X\nrules:\n  check_evasion: {king: flee}\n", CodeBadValue},
	} {
		f := writeFile(t, dir, "bad.yaml", tc.text)
		_, d := Load(f, Options{})
		if !slices.Contains(codes(d), tc.code) {
			t.Errorf("%q: codes %v, want %s", tc.text, codes(d), tc.code)
		}
	}
}

// TestPromotionFlipKeys reads the keys of Kyoto and Micro Shogi's promotion
// rules (demotes, on_capture, drops.promoted, drops.no_drop) and reports each
// misuse at its key: demotes and on_capture need promotes; promoted drops need
// a piece that promotes; no_drop names pieces.
func TestPromotionFlipKeys(t *testing.T) {
	dir := t.TempDir()
	p := writeFile(t, dir, "flip.yaml", `extends: shogi
name: Flip
description: The flip keys together.
rules:
  promotion: {must_promote: true, demotes: true, on_capture: true, immobile: true}
  drops: {promoted: true, no_drop: [L], immobile: true}
`)
	v, d := Load(p, Options{})
	if v == nil || len(d) > 0 {
		t.Fatalf("Load: %v", d)
	}
	if pr := v.Promotion; !pr.Demotes || !pr.OnCapture || !v.Drops.Promoted || !slices.Equal(v.Drops.NoDrop, []byte{'L'}) {
		t.Errorf("promotion %+v, drops %+v", pr, v.Drops)
	}
	for _, tc := range []struct{ text, code string }{
		{"extends: chess\nname: X\nrules:\n  promotion: {demotes: true}\n", CodeBadValue},
		{"extends: chess\nname: X\nrules:\n  promotion: {on_capture: true}\n", CodeBadValue},
		{"extends: chess\nname: X\nrules:\n  promotion: {demotes: maybe}\n", CodeWrongType},
		{"extends: crazyhouse\nname: X\nrules:\n  drops: {promoted: true}\n", CodeModuleNoEffect},
		{"extends: crazyhouse\nname: X\nrules:\n  drops: {no_drop: [Z]}\n", CodeUndefinedPiece},
	} {
		f := writeFile(t, dir, "bad.yaml", tc.text)
		_, d := Load(f, Options{})
		if !slices.Contains(codes(d), tc.code) {
			t.Errorf("%q: codes %v, want %s", tc.text, codes(d), tc.code)
		}
	}
}
