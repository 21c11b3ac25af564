package gc_test

import (
	"reflect"
	"testing"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/gc"
)

// TestTokenizePartsAsWhole: read a part at a time, with parts as short as one
// line, a move text gives the moves and diagnostics Tokenize gives for the whole:
// a move joined by ';' across a line end, a brace comment over three lines, a
// '//' comment, a stray '}', a comment never closed; and part stops the reading
// when it returns false.
func TestTokenizePartsAsWhole(t *testing.T) {
	text := "1. P e2-e4;\nP e4-e5 1... p d7-d5\n{a comment\nover { three\nlines} 2. N g1-f3 // rest\n2... n g8-f6 } 3. B f1-c4\n3... b c8-g4 {never closed\n4. K e1-g1"
	lines := linesOf(text)
	wantMoves, wantDiags := gc.Tokenize(lines, gc.Labels{})
	for min := 1; min <= 4; min++ {
		var moves []gc.Move
		var ds diag.List
		calls := 0
		gc.TokenizeParts(lines, gc.Labels{}, min, func(m []gc.Move, d diag.List) bool {
			moves = append(moves, m...)
			ds = append(ds, d...)
			calls++
			return true
		})
		if !reflect.DeepEqual(moves, wantMoves) || render(moves) != render(wantMoves) || renderDiags(ds) != renderDiags(wantDiags) {
			t.Errorf("parts of %d lines:\n%s\n%s\nwant\n%s\n%s", min, render(moves), renderDiags(ds), render(wantMoves), renderDiags(wantDiags))
		}
		if min == 1 && calls < 3 {
			t.Errorf("parts of 1 line: %d parts", calls)
		}
	}
	calls := 0
	gc.TokenizeParts(lines, gc.Labels{}, 1, func([]gc.Move, diag.List) bool { calls++; return false })
	if calls != 1 {
		t.Errorf("stopped after the first part: %d calls", calls)
	}
}

// TestTokenizeStreamAsWhole: lines given by more a few at a time, in a buffer
// that more writes over on each call, give the moves and diagnostics Tokenize
// gives for the whole move text, whatever the part length.
func TestTokenizeStreamAsWhole(t *testing.T) {
	text := "1. P e2-e4;\nP e4-e5 1... p d7-d5\n{a comment\nover { three\nlines} 2. N g1-f3 // rest\n2... n g8-f6 } 3. B f1-c4\n3... b c8-g4;\nb g4-h5\n4. K e1-g1 {never closed\n4... k e8-g8"
	lines := linesOf(text)
	wantMoves, wantDiags := gc.Tokenize(lines, gc.Labels{})
	for first := 0; first <= 3; first++ {
		for batch := 1; batch <= 3; batch++ {
			for min := 1; min <= 4; min++ {
				buf := make([]gamefile.Line, batch)
				next := first
				more := func() []gamefile.Line {
					for i := range buf {
						buf[i] = gamefile.Line{Text: "x-y junk"} // what the last call gave is gone
					}
					n := copy(buf, lines[next:min2(next+batch, len(lines))])
					next += n
					return buf[:n]
				}
				var moves []gc.Move
				var ds diag.List
				gc.TokenizeStream(lines[:first], more, gc.Labels{}, min, func(m []gc.Move, d diag.List) bool {
					moves = append(moves, m...)
					ds = append(ds, d...)
					return true
				})
				if render(moves) != render(wantMoves) || renderDiags(ds) != renderDiags(wantDiags) {
					t.Errorf("first %d, batches of %d, parts of %d:\n%s\n%s\nwant\n%s\n%s", first, batch, min, render(moves), renderDiags(ds), render(wantMoves), renderDiags(wantDiags))
				}
			}
		}
	}
}

func min2(a, b int) int {
	if a < b {
		return a
	}
	return b
}
