package check

import (
	"errors"
	"fmt"
	"testing"

	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/pkg/rules"
)

// TestCompileErrorModule: a compile error of a module reaches check as a
// *rules.ModuleError naming the module, and check places it at that module's
// key by the error's type, not by its text.
func TestCompileErrorModule(t *testing.T) {
	const file = "testdata/compile-error.yaml" // five bishop_conversion homes
	l := preset.NewLoader(preset.Options{})
	_, v, d := l.Check(file)
	if v == nil {
		t.Fatalf("%s: %v", file, d)
	}
	_, err := position.Compile(v)
	var me *rules.ModuleError
	if !errors.As(err, &me) || me.Module != rules.ModBishopConversion {
		t.Fatalf("Compile: %v (%T); want a *rules.ModuleError of bishop_conversion", err, err)
	}
	if me.Unwrap() == nil || me.Error() != err.Error() {
		t.Errorf("ModuleError %q wraps %v", me.Error(), me.Unwrap())
	}
	// two modules in one file: en_passant at 4:3, forced_capture at 5:3
	r, _, d := l.CheckData("two.yaml", []byte("extends: chess\nname: Two\nrules:\n  en_passant: {}\n  forced_capture: {}\n"))
	if r == nil {
		t.Fatal(d)
	}
	for _, c := range []struct {
		err       error
		line, col int
	}{
		// the text names en_passant (first in the table), the type forced_capture:
		// the type wins
		{&rules.ModuleError{Module: rules.ModForcedCapture, Err: errors.New("en_passant and more")}, 5, 3},
		{&rules.ModuleError{Module: rules.ModEnPassant, Err: errors.New("forced_capture")}, 4, 3},
		// wrapped further, still found
		{fmt.Errorf("compile: %w", &rules.ModuleError{Module: rules.ModForcedCapture, Err: errors.New("en_passant")}), 5, 3},
		// a module the file does not name: the text is searched
		{&rules.ModuleError{Module: rules.ModDrops, Err: errors.New("forced_capture: x")}, 5, 3},
		// a plain error: the text alone
		{errors.New("en_passant: x"), 4, 3},
	} {
		p := compilePos(r, c.err)
		if p.Line != c.line || p.Col != c.col {
			t.Errorf("compilePos(%v) = %d:%d; want %d:%d", c.err, p.Line, p.Col, c.line, c.col)
		}
	}
	// the end rules' module is "end" (position's), the top-level key
	r, _, d = l.CheckData("goal.yaml", []byte("extends: chess\nname: Goal\nend:\n  goal: [d4]\n"))
	if r == nil {
		t.Fatal(d)
	}
	if p := compilePos(r, &rules.ModuleError{Module: "end", Err: errors.New("end.goal: square 99 is off the board")}); p.Line != 3 || p.Col != 1 {
		t.Errorf("the end rules: %d:%d; want 3:1", p.Line, p.Col)
	}
}

// TestModuleErrorText: Error names the module once.
func TestModuleErrorText(t *testing.T) {
	for _, c := range []struct {
		mod, msg, want string
	}{
		{"drops", "drops: at most 31 piece kinds", "drops: at most 31 piece kinds"},
		{"castling", "castling square 70 is off the board", "castling square 70 is off the board"},
		{"en_passant", "no pawn", "en_passant: no pawn"},
	} {
		if got := (&rules.ModuleError{Module: c.mod, Err: errors.New(c.msg)}).Error(); got != c.want {
			t.Errorf("%s, %q: %q; want %q", c.mod, c.msg, got, c.want)
		}
	}
}
