package presetcmd

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/iostreams"
	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/presets"
)

func derive(t *testing.T, opts DeriveOptions) (string, string, int) {
	t.Helper()
	ios, _, out, errOut := iostreams.Test()
	opts.IO = ios
	if opts.Output == "" {
		opts.Output = "text"
	}
	if opts.Side == "" {
		opts.Side = "both"
	}
	err := deriveRun(&opts)
	return out.String(), errOut.String(), cmdutil.ExitCode(err)
}

// TestDerivePMC: PMC2, PMC3 and PMC4 derived from PMC1 with --swap d1,f1 are the
// shipped presets: the same rule model in every field (RULES.md, Prime Ministers
// Chess: PMC2 QKM/mkq, PMC3 MKQ/mkq, PMC4 QKM/qkm).
func TestDerivePMC(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		id, side, symmetry string
	}{
		{"pmc2", "both", "reverse"},
		{"pmc3", "black", "direct"},
		{"pmc4", "white", "direct"},
	} {
		shipped, d := preset.Load(c.id, preset.Options{})
		if shipped == nil {
			t.Fatal(d)
		}
		out := filepath.Join(dir, c.id+".yaml")
		stdout, stderr, code := derive(t, DeriveOptions{Base: "pmc1", Name: c.id, Swap: "d1,f1", Side: c.side,
			Title: shipped.Name, Description: shipped.Description, Out: out})
		if code != 0 {
			t.Fatalf("%s: exit %d\n%s%s", c.id, code, stdout, stderr)
		}
		got, d := preset.Load(out, preset.Options{})
		if got == nil {
			t.Fatalf("%s: %v", c.id, d)
		}
		if !reflect.DeepEqual(got, shipped) {
			t.Errorf("%s: derived\n%+v\nshipped\n%+v", c.id, got, shipped)
		}
		wantHead := "wrote " + out + ": " + c.id + " extends pmc1, setup " + shipped.Setup + "\nsymmetry: " + c.symmetry + "\n" +
			"bishops: white B c1 dark, B g1 dark; black B c8 light, B g8 light\ncheck: 0 errors, 0 warnings\n"
		if stdout != wantHead {
			t.Errorf("%s: report\n%s\nwant\n%s", c.id, stdout, wantHead)
		}
	}
	text, err := os.ReadFile(filepath.Join(dir, "pmc2.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	want := `id: pmc2
name: Prime Ministers Chess (PMC2)
extends: pmc1
description: Prime Ministers Chess, alternate setup 2, QKM/mkq (reverse symmetry).
meta:
  notes: Written by courier preset derive from pmc1 (--swap d1,f1 --side both).
setup:
  array: rnbmkqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQKMBNR
`
	if string(text) != want {
		t.Errorf("pmc2.yaml:\n%s\nwant\n%s", text, want)
	}
}

// TestDeriveDefaults: without --title and --description the derived preset gets a
// name and description of its own, true of it, and meta.notes saying how it was
// made: nothing of PMC1's "main setup MKQ/qkm" or "the original and preferred
// setup" is inherited. The rule model is PMC3's but for id, name and description.
func TestDeriveDefaults(t *testing.T) {
	out := filepath.Join(t.TempDir(), "pmc3x.yaml")
	stdout, stderr, code := derive(t, DeriveOptions{Base: "pmc1", Name: "pmc3x", Swap: "d1,f1", Side: "black", Out: out})
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
	}
	text, _ := os.ReadFile(out)
	// Black's d1,f1 are d8,f8 on PMC1's 9x8 board; the array is PMC3's.
	want := `id: pmc3x
name: 'pmc3x: Prime Ministers Chess (PMC1) with setup rnbmkqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBMKQBNR'
extends: pmc1
description: The rules of pmc1 (Prime Ministers Chess (PMC1)) with Black's pieces on d8 and f8 swapped.
meta:
  notes: Written by courier preset derive from pmc1 (--swap d1,f1 --side black).
setup:
  array: rnbmkqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBMKQBNR
`
	if string(text) != want {
		t.Errorf("pmc3x.yaml:\n%s\nwant\n%s", text, want)
	}
	got, d := preset.Load(out, preset.Options{})
	shipped, _ := preset.Load("pmc3", preset.Options{})
	if got == nil {
		t.Fatal(d)
	}
	if got.Name != "pmc3x: Prime Ministers Chess (PMC1) with setup rnbmkqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBMKQBNR" {
		t.Errorf("name %q", got.Name)
	}
	got.ID, got.Name, got.Description = shipped.ID, shipped.Name, shipped.Description
	if !reflect.DeepEqual(got, shipped) {
		t.Errorf("derived\n%+v\nshipped\n%+v", got, shipped)
	}
	// Both sides: the description names both pairs of squares.
	out2 := filepath.Join(t.TempDir(), "x.yaml")
	if _, stderr, code := derive(t, DeriveOptions{Base: "pmc1", Name: "x", Swap: "d1,f1", Out: out2}); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	text, _ = os.ReadFile(out2)
	if !strings.Contains(string(text), "\ndescription: The rules of pmc1 (Prime Ministers Chess (PMC1)) with the pieces on d1 and f1, and on d8 and f8, swapped.\n") {
		t.Errorf("x.yaml:\n%s", text)
	}
}

// TestDeriveInheritedProblem: a derived preset whose setup no longer fits an
// inherited rule is not written, and each problem is shown at the flag that made
// it, with the place of the inherited value: PMC1's castling sides (pmc1.yaml lines
// 25 and 26, the king at column 16) need White's king on e1, which --swap e1,d1
// --side white moves to d1.
func TestDeriveInheritedProblem(t *testing.T) {
	out := filepath.Join(t.TempDir(), "x6.yaml")
	stdout, stderr, code := derive(t, DeriveOptions{Base: "pmc1", Name: "x6", Swap: "e1,d1", Side: "white", Out: out})
	flag := "--swap e1,d1 --side white (setup rnbqkmbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBKMQBNR): "
	hint := "\thint: set rules.castling to null to drop what is inherited, or restate it in this preset\n"
	want := flag + "rules.castling.sides[0]: the setup has no white royal piece on e1 (inherited from presets/pmc1.yaml:25:16; made invalid by setup.array in this preset) (castling-setup)\n" + hint +
		flag + "rules.castling.sides[1]: the setup has no white royal piece on e1 (inherited from presets/pmc1.yaml:26:16; made invalid by setup.array in this preset) (castling-setup)\n" + hint +
		"hint: the setup moves pieces BASE's castling needs on their squares: add --without castling (rules: {castling: null})\n"
	if code != cmdutil.ExitFindings || stdout != "" || stderr != want {
		t.Errorf("exit %d, stdout %q, stderr\n%s\nwant\n%s", code, stdout, stderr, want)
	}
	if _, err := os.Stat(out); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("an invalid preset was written")
	}
}

// TestDeriveFromFile: a BASE file in the output's directory is extended by id, one
// elsewhere by its relative path; the setup array is taken whole.
func TestDeriveFromFile(t *testing.T) {
	dir := t.TempDir()
	src, _ := presets.FS.ReadFile("chess.yaml")
	base := filepath.Join(dir, "base", "chess.yaml") // a user's chess.yaml (id chess)
	os.MkdirAll(filepath.Dir(base), 0o755)
	if err := os.WriteFile(base, src, 0o644); err != nil {
		t.Fatal(err)
	}
	setup := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
	for _, c := range []struct{ out, extends string }{
		{filepath.Join(dir, "base", "x.yaml"), "chess"},
		{filepath.Join(dir, "other", "x.yaml"), "../base/chess.yaml"},
	} {
		os.MkdirAll(filepath.Dir(c.out), 0o755)
		_, stderr, code := derive(t, DeriveOptions{Base: base, Name: "x", Setup: setup, Out: c.out})
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		text, _ := os.ReadFile(c.out)
		if !strings.Contains(string(text), "\nextends: "+c.extends+"\n") {
			t.Errorf("%s:\n%s\nwant extends %s", c.out, text, c.extends)
		}
		if v, d := preset.Load(c.out, preset.Options{}); v == nil || len(d) != 0 {
			t.Errorf("%s does not load clean: %v", c.out, d)
		}
	}
}

func TestDeriveInvalid(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "bad.yaml")
	// One file too many on rank 1: its 9th square is character 44 of the array
	// (43 characters before it). The file is not written, so the flag is named.
	stdout, stderr, code := derive(t, DeriveOptions{Base: "chess", Name: "bad", Out: out,
		Setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR"})
	if code != cmdutil.ExitFindings || stdout != "" {
		t.Errorf("exit %d, stdout %q", code, stdout)
	}
	if !strings.HasPrefix(stderr, "--setup, character 44 of the array: setup.array: rank 1 has more than 8 files (setup-files)\n") || strings.Contains(stderr, out) {
		t.Errorf("stderr %q", stderr)
	}
	if _, err := os.Stat(out); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("an invalid preset was written")
	}
}

func TestDeriveUsage(t *testing.T) {
	dir := t.TempDir()
	exists := filepath.Join(dir, "exists.yaml")
	os.WriteFile(exists, []byte("keep"), 0o644)
	for _, c := range []DeriveOptions{
		{Base: "pmc1", Name: "x", Swap: "d1,f1", Setup: "8/8", Out: filepath.Join(dir, "a.yaml")},
		{Base: "pmc1", Name: "x", Out: filepath.Join(dir, "a.yaml")},
		{Base: "pmc1", Name: "Bad_Id", Swap: "d1,f1", Out: filepath.Join(dir, "a.yaml")},
		{Base: "pmc1", Name: "x", Swap: "d1", Out: filepath.Join(dir, "a.yaml")},
		{Base: "pmc1", Name: "x", Swap: "d1,z9", Out: filepath.Join(dir, "a.yaml")},
		{Base: "pmc1", Name: "x", Swap: "a2,b2", Out: filepath.Join(dir, "a.yaml")}, // two pawns: nothing changes
		{Base: "pmc1", Name: "x", Swap: "d1,f1", Side: "red", Out: filepath.Join(dir, "a.yaml")},
		{Base: "pmc1", Name: "x", Swap: "d1,f1", Out: exists},
		{Base: "pmc9", Name: "x", Swap: "d1,f1", Out: filepath.Join(dir, "a.yaml")},
	} {
		if _, stderr, code := derive(t, c); code != cmdutil.ExitUsage {
			t.Errorf("%+v: exit %d (%s)", c, code, stderr)
		}
	}
	if b, _ := os.ReadFile(exists); string(b) != "keep" {
		t.Error("an existing file was replaced without --force")
	}
	if _, _, code := derive(t, DeriveOptions{Base: "pmc1", Name: "x", Swap: "d1,f1", Out: exists, Force: true}); code != 0 {
		t.Errorf("--force: exit %d", code)
	}
}

func show(t *testing.T, opts ShowOptions) (string, string, int) {
	t.Helper()
	ios, _, out, errOut := iostreams.Test()
	opts.IO = ios
	if opts.Output == "" {
		opts.Output = "text"
	}
	err := showRun(&opts)
	return out.String(), errOut.String(), cmdutil.ExitCode(err)
}

func TestShowAsWritten(t *testing.T) {
	out, _, code := show(t, ShowOptions{Preset: "pmc2"})
	want, _ := presets.FS.ReadFile("pmc2.yaml")
	if code != 0 || out != string(want) {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

// TestShowResolved: each key with the file:line:col that set it (presets/pmc1.yaml
// line 18 is "  ranks: 8", modern.yaml line 17 "  files: 9").
func TestShowResolved(t *testing.T) {
	out, errOut, code := show(t, ShowOptions{Preset: "pmc2", Resolved: true})
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{
		"# pmc2 after inheritance (presets/pmc2.yaml -> presets/pmc1.yaml -> presets/modern.yaml -> presets/chess.yaml)",
		"\nboard:  ", "  # presets/pmc1.yaml:17:1\n",
		"\n  files: 9  ", "  # presets/modern.yaml:17:3\n",
		"\n  ranks: 8  ", "  # presets/pmc1.yaml:18:3\n",
		"\n  array: rnbmkqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQKMBNR  # presets/pmc2.yaml:8:3\n",
		"\n      - {king: e1, rook: a1, king_to: c1, rook_to: d1, san: [O-O-Oc]}\n",
		"\n  insufficient_material: [K-K, KN-K, KB-K, \"KB-KB:same-colour\"]  # presets/chess.yaml:43:3\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	out, _, code = show(t, ShowOptions{Preset: "pmc2", Resolved: true, Output: "json"})
	var entries []Entry
	if err := json.Unmarshal([]byte(out), &entries); err != nil || code != 0 {
		t.Fatalf("exit %d: %v\n%s", code, err, out)
	}
	found := 0
	for _, e := range entries {
		switch e.Path {
		case "board.ranks":
			found++
			if e.Value != float64(8) || e.File != "presets/pmc1.yaml" || e.Line != 18 || e.Col != 3 {
				t.Errorf("board.ranks: %+v", e)
			}
		case "rules.bishop_swap.partners":
			found++
			if !reflect.DeepEqual(e.Value, []any{"Q", "M", "N"}) || e.File != "presets/pmc1.yaml" {
				t.Errorf("partners: %+v", e)
			}
		}
	}
	if found != 2 {
		t.Errorf("entries %+v", entries)
	}
}

func TestShowErrors(t *testing.T) {
	if _, _, code := show(t, ShowOptions{Preset: "pmc9"}); code != cmdutil.ExitUsage {
		t.Errorf("unknown preset: exit %d", code)
	}
	if _, _, code := show(t, ShowOptions{Preset: "pmc1", Output: "json"}); code != cmdutil.ExitUsage {
		t.Errorf("-o json without --resolved: exit %d", code)
	}
	p := filepath.Join(t.TempDir(), "orphan.yaml")
	os.WriteFile(p, []byte("extends: nothing-here\nname: Orphan\n"), 0o644)
	out, errOut, code := show(t, ShowOptions{Preset: p, Resolved: true})
	if code != cmdutil.ExitFindings || !strings.Contains(errOut, p+":1:10: extends \"nothing-here\": no such preset") ||
		!strings.Contains(out, "# incomplete") || !strings.Contains(out, "\nname: Orphan") {
		t.Errorf("exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}
}

func TestSchemaCommand(t *testing.T) {
	ios, _, out, _ := iostreams.Test()
	cmd := NewCmdPreset(cmdutil.NewFactory(ios))
	cmd.SetArgs([]string{"schema"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../../../docs/preset.schema.json")
	if err != nil || !bytes.Equal(out.Bytes(), want) {
		t.Errorf("courier preset schema differs from docs/preset.schema.json (%v)", err)
	}
}

func TestDeriveCommandLine(t *testing.T) {
	ios, _, _, _ := iostreams.Test()
	f := cmdutil.NewFactory(ios)
	var got *DeriveOptions
	cmd := NewCmdDerive(f, func(o *DeriveOptions) error { got = o; return nil })
	cmd.SetArgs([]string{"pmc1", "--name", "pmc3", "--swap", "d1,f1", "--side", "black"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	if got.Base != "pmc1" || got.Name != "pmc3" || got.Swap != "d1,f1" || got.Side != "black" || got.Output != "text" {
		t.Errorf("%+v", got)
	}
	cmd = NewCmdDerive(f, func(o *DeriveOptions) error { return nil })
	cmd.SetArgs([]string{"pmc1", "--name", "x", "--setup", "8/8", "--side", "black"})
	cmd.SilenceErrors, cmd.SilenceUsage = true, true
	var ue *cmdutil.UsageError
	if err := cmd.Execute(); !errors.As(err, &ue) {
		t.Errorf("--side without --swap: %v", err)
	}
}

// TestDeriveOutOutside: --out outside the working directory, BASE a relative path
// (from DIR/presets/sub: BASE ../capa.yaml, --out ../../variants/x1.yaml): the
// extends is the way from DIR/variants to DIR/presets/capa.yaml,
// "../presets/capa.yaml", never an absolute path.
func TestDeriveOutOutside(t *testing.T) {
	dir := t.TempDir()
	src, _ := presets.FS.ReadFile("chess.yaml")
	for _, d := range []string{"presets/sub", "variants"} {
		os.MkdirAll(filepath.Join(dir, d), 0o755)
	}
	if err := os.WriteFile(filepath.Join(dir, "presets", "capa.yaml"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(filepath.Join(dir, "presets", "sub"))
	_, stderr, code := derive(t, DeriveOptions{Base: "../capa.yaml", Name: "x1",
		Setup: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", Out: "../../variants/x1.yaml"})
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	text, _ := os.ReadFile(filepath.Join(dir, "variants", "x1.yaml"))
	if !strings.Contains(string(text), "\nextends: ../presets/capa.yaml\n") {
		t.Errorf("got\n%s", text)
	}
}

// TestDeriveReportPlural: the report counts "1 warning", not "1 warnings": chess
// with Black's a-pawn on a6 is neither mirror- nor point-symmetric (one
// setup-asymmetric warning) and its bishops are on both colours.
func TestDeriveReportPlural(t *testing.T) {
	out := filepath.Join(t.TempDir(), "x.yaml")
	stdout, stderr, code := derive(t, DeriveOptions{Base: "chess", Name: "x", Out: out,
		Setup: "rnbqkbnr/1ppppppp/p7/8/8/8/PPPPPPPP/RNBQKBNR"})
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "\ncheck: 0 errors, 1 warning\n") {
		t.Errorf("stdout %q", stdout)
	}
}

// TestDeriveWithoutCastling: Chess960 start position 0 (BBQNNRKR) moves chess's
// king from e1 to g1: without --without castling it fails (castling-setup) with
// the hint naming castling (and no other module: chess's en passant and promotion
// need no piece on a square); with it the file is written with rules: {castling:
// null} and loads clean.
func TestDeriveWithoutCastling(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "c960.yaml")
	setup := "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR"
	_, stderr, code := derive(t, DeriveOptions{Base: "chess", Name: "c960", Out: out, Setup: setup})
	if code != cmdutil.ExitFindings || !strings.Contains(stderr, "(castling-setup)") || !strings.Contains(stderr, "add --without castling") || strings.Count(stderr, "hint: the setup moves") != 1 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	_, stderr, code = derive(t, DeriveOptions{Base: "chess", Name: "c960", Out: out, Setup: setup, Without: []string{"castling"}})
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	text, _ := os.ReadFile(out)
	if !strings.HasSuffix(string(text), "\nrules:\n  castling: null\n") {
		t.Errorf("got\n%s", text)
	}
	if v, d := preset.Load(out, preset.Options{}); v == nil || v.Has("castling") || len(d) != 0 {
		t.Errorf("does not load clean without castling: %v", d)
	}
}

// TestDeriveSwapRepeated: --swap given twice makes both swaps, in order (it kept
// only the last before). From chess, d1,e1 swaps the queen and the king, a1,b1
// the rook and the knight: RNBQKBNR becomes NRBKQBNR (hand written), Black's
// mirrored.
func TestDeriveSwapRepeated(t *testing.T) {
	ios, _, _, _ := iostreams.Test()
	f := cmdutil.NewFactory(ios)
	var got *DeriveOptions
	cmd := NewCmdDerive(f, func(o *DeriveOptions) error { got = o; return nil })
	cmd.SetArgs([]string{"chess", "--name", "x", "--swap", "d1,e1", "--swap", "a1,b1"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	if got.Swap != "d1,e1 a1,b1" {
		t.Fatalf("Swap %q, want both", got.Swap)
	}
	out, errOut, code := derive(t, DeriveOptions{Base: "chess", Name: "x", Swap: got.Swap, Out: "-", Without: []string{"castling"}})
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "array: nrbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/NRBKQBNR") || !strings.Contains(out, "--swap d1,e1 --swap a1,b1 --side both") {
		t.Errorf("derived:\n%s", out)
	}
	// --no-castling, the older spelling, is --without castling
	cmd = NewCmdDerive(f, func(o *DeriveOptions) error { got = o; return nil })
	cmd.SetArgs([]string{"chess", "--name", "x", "--swap", "d1,e1", "--no-castling", "--without", "en_passant"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got.Without) != "[en_passant castling]" {
		t.Errorf("Without %v, want [en_passant castling]", got.Without)
	}
}
