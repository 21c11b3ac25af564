package preset

import (
	"slices"
	"testing"

	"github.com/gamecourier/courier/pkg/rules"
)

// TestRoyalPiecesKeys reads rules.royal_pieces and promotion.limit into the
// model, and reports each bad value at its key with its code.
func TestRoyalPiecesKeys(t *testing.T) {
	dir := t.TempDir()
	p := writeFile(t, dir, "keys.yaml", `extends: chess
name: Keys
description: Royal queens and a promotion limit.
pieces:
  K: {name: King, betza: K, royal: false}
rules:
  promotion: {zone: {rank: -1}, choices: [Q, R, B, N], limit: {Q: 1, N: 3}}
  royal_pieces: {kinds: [K, Q], at_most: 2, duple_check: true}
`)
	v, d := Load(p, Options{})
	if v == nil || d.HasErrors() {
		t.Fatalf("Load: %v", d)
	}
	rp := rules.RoyalPiecesParams.Of(v)
	if rp == nil || !slices.Equal(rp.Kinds, []byte{'K', 'Q'}) || rp.AtMost != 2 || !rp.DupleCheck {
		t.Errorf("royal_pieces %+v", rp)
	}
	if l := v.Promotion.Limit; len(l) != 2 || l['Q'] != 1 || l['N'] != 3 {
		t.Errorf("promotion limit %v", l)
	}
	for _, tc := range []struct{ text, code string }{
		// kinds is required, and names no royal: true piece
		{"extends: chess\nname: X\nrules:\n  royal_pieces: {at_most: 1}\n", CodeMissingKey},
		{"extends: chess\nname: X\nrules:\n  royal_pieces: {kinds: [K]}\n", CodeBadValue},
		{"extends: chess\nname: X\nrules:\n  royal_pieces: {kinds: [Z]}\n", CodeUndefinedPiece},
		{"extends: chess\nname: X\nrules:\n  royal_pieces: {kinds: [Q], at_most: 0}\n", CodeOutOfRange},
		{"extends: chess\nname: X\nrules:\n  royal_pieces: {kinds: [Q], duple_check: maybe}\n", CodeWrongType},
		// the explosions decide check their own way
		{"extends: atomic\nname: X\nrules:\n  royal_pieces: {kinds: [Q]}\n", CodeModuleConflict},
		// no royal: true piece: royal_pieces lets checkmate stand
		{"extends: chess\nname: X\npieces:\n  K: {name: King, betza: K, royal: false}\n", CodeNoRoyal},
		// promotion.limit: a mapping of labels to counts 1..1000
		{"extends: chess\nname: X\nrules:\n  promotion: {limit: [Q]}\n", CodeWrongKind},
		{"extends: chess\nname: X\nrules:\n  promotion: {limit: {Q: 0}}\n", CodeOutOfRange},
		{"extends: chess\nname: X\nrules:\n  promotion: {limit: {Z: 1}}\n", CodeUndefinedPiece},
	} {
		f := writeFile(t, dir, "bad.yaml", tc.text)
		_, d := Load(f, Options{})
		if !slices.Contains(codes(d), tc.code) {
			t.Errorf("%q: codes %v, want %s", tc.text, codes(d), tc.code)
		}
	}
	// royal_pieces lets a preset go without a royal: true piece
	f := writeFile(t, dir, "ok.yaml", "extends: chess\nname: X\npieces:\n  K: {name: King, betza: K, royal: false}\nrules:\n  royal_pieces: {kinds: [K]}\n")
	if _, d := Load(f, Options{}); d.HasErrors() {
		t.Errorf("royal_pieces without a royal: true piece: %v", d)
	}
}
