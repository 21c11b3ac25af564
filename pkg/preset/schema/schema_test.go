package schema

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/preset"
)

const committed = "../../../docs/preset.schema.json"

// TestCommittedSchemaIsGenerated: docs/preset.schema.json is exactly what Generate
// gives now (run go generate ./pkg/preset/schema after changing preset.File).
func TestCommittedSchemaIsGenerated(t *testing.T) {
	want, err := Generate()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(committed)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is stale: run go generate ./pkg/preset/schema", committed)
	}
}

func compile(t *testing.T) *jsonschema.Schema {
	t.Helper()
	b, err := Generate()
	if err != nil {
		t.Fatal(err)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("preset.schema.json", doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile("preset.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// instance turns YAML text into the JSON value a schema validator sees (as
// yaml-language-server does).
func instance(t *testing.T, src []byte) any {
	t.Helper()
	var v any
	if err := yaml.Unmarshal(src, &v); err != nil {
		t.Fatal(err)
	}
	if v == nil {
		v = map[string]any{}
	}
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	return inst
}

// TestShippedPresetsValidate: every shipped preset, and every preset of the checker's
// corpus that pkg/preset accepts, validates against the schema.
func TestShippedPresetsValidate(t *testing.T) {
	s := compile(t)
	files, _ := filepath.Glob("../../../presets/*.yaml")
	if len(files) != len(preset.Names()) {
		t.Fatalf("%d shipped presets", len(files))
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Validate(instance(t, src)); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
}

// TestSchemaRejects: hand-made presets that break the shape are refused, and the
// same presets pass once fixed.
func TestSchemaRejects(t *testing.T) {
	s := compile(t)
	for _, c := range []struct{ bad, good string }{
		{"extends: chess\nboad: {files: 8}\n", "extends: chess\nboard: {files: 8}\n"},
		{"extends: chess\nboard: {files: 17}\n", "extends: chess\nboard: {files: 16}\n"},
		{"extends: chess\nboard: {files: nine}\n", "extends: chess\nboard: {files: 9}\n"},
		{"extends: chess\npieces: {k: {name: King}}\n", "extends: chess\npieces: {K: {name: King}}\n"},
		{"extends: chess\nsetup: {side_to_move: red}\n", "extends: chess\nsetup: {side_to_move: black}\n"},
		{"extends: chess\nrules: {castling: {sides: [{king: e0}]}}\n", "extends: chess\nrules: {castling: {sides: [{king: e1}]}}\n"},
		{"extends: chess\nrules: {bishop_swop: {}}\n", "extends: chess\nrules: {bishop_swap: {}}\n"},
		{"extends: chess\nrules: {promotion: {choices: [Q, x]}}\n", "extends: chess\nrules: {promotion: {choices: [Q, N]}}\n"},
		{"extends: chess\nrules: {en_passant: {pawn: P}}\n", "extends: chess\nrules: {en_passant: {}}\n"},
		{"extends: chess\nend: {stalemate: lose}\n", "extends: chess\nend: {stalemate: loss}\n"},
		{"extends: chess\nend: {repetition: {automatic: 4, perpetual_check: lose}}\n", "extends: chess\nend: {repetition: {automatic: 4, perpetual_check: loss}}\n"},
		{"extends: chess\nend: {move_rule: {perpetual_check: loss}}\n", "extends: chess\nend: {move_rule: {claim: 50}}\n"},
		{"extends: chess\nschema: 2\n", "extends: chess\nschema: 1\n"},
		{"extends: chess\nid: Chess_1\n", "extends: chess\nid: chess-1\n"},
		{"name: No parent\n", "name: P\nboard: {files: 2, ranks: 2}\npieces: {K: {name: King, betza: K, royal: true}}\nsetup: {array: k1/K1}\n"},
		{"extends: chess\nrules: {castling: {sides: [{san: {white: [O-O]}}]}}\n", "extends: chess\nrules: {castling: {sides: [{san: {white: [O-O], black: [O-O]}}]}}\n"},
		{"extends: chess\npieces: {K: {name: King, royl: true}}\n", "extends: chess\npieces: {K: {name: King, royal: true}}\n"},
		{"extends: chess\nrules: {bishop_swap: {distance: 0}}\n", "extends: chess\nrules: {bishop_swap: {distance: 2}}\n"},
		{"extends: chess\nrules: {capture_conversion: {ranks: {Q: 1001}}}\n", "extends: chess\nrules: {capture_conversion: {ranks: {Q: 4, K: null}}}\n"},
		{"extends: chess\ncheck: {accept: [{code: setup-royal, reason: r}]}\n", "extends: chess\ncheck: {accept: [{code: setup-asymmetric, reason: r}]}\n"},
		{"extends: chess\ncheck: {accept: [{code: piece-no-move}]}\n", "extends: chess\ncheck: {accept: [{code: piece-no-move, reason: r}]}\n"},
		{"extends: chess\ncheck: {accept: [{code: piece-no-move, reason: \" \"}]}\n", "extends: chess\ncheck: {accept: [{code: piece-no-move, reason: \" r\"}]}\n"},
		{"extends: chess\ncheck: {accept: [{code: piece-no-move, reason: null}]}\n", "extends: chess\ncheck: null\n"},
		{"extends: chess\ncheck: {accept: [{code: piece-no-move, reason: r, at: e1}]}\n", "extends: chess\ncheck: {}\n"},
	} {
		if err := s.Validate(instance(t, []byte(c.bad))); err == nil {
			t.Errorf("accepted:\n%s", c.bad)
		}
		if err := s.Validate(instance(t, []byte(c.good))); err != nil {
			t.Errorf("refused:\n%s%v", c.good, err)
		}
	}
}

// TestNullDeletes: null is allowed for any key (it deletes an inherited one).
func TestNullDeletes(t *testing.T) {
	s := compile(t)
	src := "extends: symmetric\nname: S\nmeta: {year: null}\npieces: {Q: null}\nrules:\n  bishop_conversion: null\n  castling: ~\nend:\n  insufficient_material:\n"
	if err := s.Validate(instance(t, []byte(src))); err != nil {
		t.Error(err)
	}
}

// yamlKeys lists the yaml names of the fields of struct type t.
func yamlKeys(t reflect.Type) []string {
	var out []string
	for f := range t.Fields() {
		out = append(out, strings.Split(f.Tag.Get("yaml"), ",")[0])
	}
	return out
}

// TestModelKeysAreTheLoaders: every mapping of preset.File has exactly the keys the
// loader accepts there (a key the loader takes and the schema lacks, or the
// reverse, fails here), checked by loading a preset that uses each key of the model.
func TestModelKeysAreTheLoaders(t *testing.T) {
	for _, c := range []struct {
		typ  reflect.Type
		keys []string
	}{
		{reflect.TypeFor[preset.File](), preset.Keys("")},
		{reflect.TypeFor[preset.FileMeta](), preset.Keys("meta")},
		{reflect.TypeFor[preset.FileBoard](), preset.Keys("board")},
		{reflect.TypeFor[preset.FilePiece](), preset.Keys("pieces.*")},
		{reflect.TypeFor[preset.FileSetup](), preset.Keys("setup")},
		{reflect.TypeFor[preset.FileRules](), fieldedRules()},
		{reflect.TypeFor[preset.FileCastling](), preset.Keys("rules.castling")},
		{reflect.TypeFor[preset.FileCastleSide](), preset.Keys("rules.castling.sides[]")},
		{reflect.TypeFor[preset.FileEnPassant](), preset.Keys("rules.en_passant")},
		{reflect.TypeFor[preset.FilePromotion](), preset.Keys("rules.promotion")},
		{reflect.TypeFor[preset.FileZone](), preset.Keys("rules.promotion.zone")},
		{reflect.TypeFor[preset.FileBishopConversion](), preset.Keys("rules.bishop_conversion")},
		{reflect.TypeFor[preset.FileBishopSwap](), preset.Keys("rules.bishop_swap")},
		{reflect.TypeFor[preset.FileCaptureConversion](), preset.Keys("rules.capture_conversion")},
		{reflect.TypeFor[preset.FileEnd](), preset.Keys("end")},
		{reflect.TypeFor[preset.FileClaim](), preset.Keys("end.move_rule")},
		{reflect.TypeFor[preset.FileRepetition](), preset.Keys("end.repetition")},
		{reflect.TypeFor[preset.FileCheck](), preset.Keys("check")},
		{reflect.TypeFor[preset.FileAccept](), preset.Keys("check.accept[]")},
	} {
		if got := yamlKeys(c.typ); !slices.Equal(got, c.keys) {
			t.Errorf("%v: model keys %v, loader keys %v", c.typ, got, c.keys)
		}
	}
	// every module's registered model (the schema's rules: section is made of
	// them), those of the module store too: the same keys, in any order
	for _, m := range preset.RuleModules() {
		got, want := yamlKeys(m.Model), preset.Keys("rules."+m.Name)
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("rules.%s: model %v keys %v, loader keys %v", m.Name, m.Model, got, want)
		}
	}
}

// fieldedRules returns the keys of rules: whose modules have a field in
// preset.FileRules: those not in the module store (rules.Module.Store).
func fieldedRules() []string {
	var out []string
	for _, m := range preset.RuleModules() {
		if !m.Store {
			out = append(out, m.Name)
		}
	}
	return out
}
