package cmdutil_test

import (
	"bytes"
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/pkg/preset/schema"
	"github.com/gamecourier/courier/pkg/rules"
)

// TestEveryModuleEverywhere: every module of the module table (rules.ModuleTable)
// is a --without value (completed and accepted), a key of a preset's rules: that
// the loader reads as that module, a key of the JSON Schema's rules: with the
// module's description, and (unless its parameters live in the module store,
// rules.Module.Store) a field of preset.FileRules, all in table order; and
// nothing else is. pkg/rules's TestTableCoversVariant covers Has, Without and
// Modules. A module added to one of these and not to the table (or the reverse)
// fails here.
func TestEveryModuleEverywhere(t *testing.T) {
	var names []string
	for _, m := range rules.ModuleTable() {
		names = append(names, m.Name)
	}
	if len(names) == 0 {
		t.Fatal("the module table is empty")
	}

	// --without: completion and check
	got, _ := cmdutil.CompleteModules(nil, nil, "")
	if !slices.Equal(completions(got), names) {
		t.Errorf("--without completes %v; want %v", got, names)
	}
	if err := cmdutil.CheckModules(names); err != nil {
		t.Errorf("CheckModules(%v): %v", names, err)
	}
	if err := cmdutil.CheckModules([]string{"no_such_module"}); err == nil {
		t.Error("CheckModules accepted no_such_module")
	}

	// the preset format: the keys of rules:, the loader, the models
	if k := preset.Keys("rules"); !slices.Equal(k, names) {
		t.Errorf(`preset.Keys("rules") = %v; want %v`, k, names)
	}
	var models []string
	for _, m := range preset.RuleModules() {
		models = append(models, m.Name)
	}
	if !slices.Equal(models, names) {
		t.Errorf("preset.RuleModules() = %v; want %v", models, names)
	}
	for _, n := range names {
		// a wrong kind of value: the loader knows the module, so it says so of
		// rules.NAME (an unknown one would be unknown-module)
		_, d := preset.NewLoader(preset.Options{}).LoadData("m.yaml", []byte("extends: chess\nname: M\nrules:\n  "+n+": 5\n"))
		if len(d) == 0 || d[0].Code != preset.CodeWrongKind || !strings.Contains(d[0].Message, "rules."+n+" must be a mapping") {
			t.Errorf("rules: {%s: 5}: %v; want %s", n, d, preset.CodeWrongKind)
		}
	}
	// preset.FileRules: one field per module with a Variant field (not in the
	// module store), of its model, in table order; a stored module has none
	ft := reflect.TypeFor[preset.FileRules]()
	var fielded []preset.RuleModule
	for _, m := range preset.RuleModules() {
		if !m.Store {
			fielded = append(fielded, m)
		}
	}
	if ft.NumField() != len(fielded) {
		t.Errorf("preset.FileRules has %d fields, the table %d modules with a Variant field", ft.NumField(), len(fielded))
	}
	for i, m := range fielded {
		if i >= ft.NumField() {
			break
		}
		f := ft.Field(i)
		if key, _, _ := strings.Cut(f.Tag.Get("yaml"), ","); key != m.Name || f.Type != reflect.PointerTo(m.Model) {
			t.Errorf("preset.FileRules field %d: %s %v (yaml %q); want *%v keyed %q", i, f.Name, f.Type, key, m.Model, m.Name)
		}
	}

	// the JSON Schema
	b, err := schema.Generate()
	if err != nil {
		t.Fatal(err)
	}
	keys, descs := rulesProperties(t, b)
	if !slices.Equal(keys, names) {
		t.Errorf("the schema's rules: keys %v; want %v", keys, names)
	}
	for i, m := range rules.ModuleTable() {
		if i < len(descs) && !strings.HasPrefix(descs[i], m.Doc) {
			t.Errorf("the schema's rules.%s: description %q; want the module's Doc %q", m.Name, descs[i], m.Doc)
		}
	}
}

func completions(c []string) []string {
	out := make([]string, len(c))
	for i, s := range c {
		out[i], _, _ = strings.Cut(s, "\t")
	}
	return out
}

// rulesProperties returns the keys of $defs.FileRules.properties in the schema
// b, in the order written, and each one's description.
func rulesProperties(t *testing.T, b []byte) (keys, descs []string) {
	t.Helper()
	var doc struct {
		Defs map[string]struct {
			Properties json.RawMessage `json:"properties"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	raw := doc.Defs["FileRules"].Properties
	var props map[string]struct {
		Description string `json:"description"`
	}
	if err := json.Unmarshal(raw, &props); err != nil {
		t.Fatal(err)
	}
	// the order: the keys at depth 1 of the properties object, as written
	dec := json.NewDecoder(bytes.NewReader(raw))
	depth := 0
	expectKey := false
	for {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		switch x := tok.(type) {
		case json.Delim:
			if x == '{' || x == '[' {
				depth++
			} else {
				depth--
			}
			expectKey = depth == 1 && x == '}' || depth == 1 && x == '{'
			continue
		case string:
			if depth == 1 && expectKey {
				keys = append(keys, x)
				descs = append(descs, props[x].Description)
				expectKey = false
				continue
			}
		}
		expectKey = depth == 1
	}
	return keys, descs
}
