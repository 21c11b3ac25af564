package rules_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/rules"
)

// moduleFields returns the indexes of Variant's module fields: those that
// point to a struct (a module's typed parameters; nil = off).
func moduleFields() []int {
	var out []int
	t := reflect.TypeFor[rules.Variant]()
	for i := range t.NumField() {
		if f := t.Field(i); f.Type.Kind() == reflect.Pointer && f.Type.Elem().Kind() == reflect.Struct {
			out = append(out, i)
		}
	}
	return out
}

// TestTableCoversVariant: each module field of Variant belongs to exactly one
// entry of the module table and each entry to one field or to the module store
// (Module.Store), in the same order; setting the field (or the stored
// parameters) alone turns Has on for that module only (and Modules lists it
// alone), and Without clears it and records it in Disabled.
func TestTableCoversVariant(t *testing.T) {
	var table, storedMods []rules.Module
	for _, m := range rules.ModuleTable() {
		if m.Store {
			storedMods = append(storedMods, m)
		} else {
			table = append(table, m)
		}
	}
	fields := moduleFields()
	if len(fields) != len(table) {
		t.Fatalf("%d module fields in Variant, %d modules with a field in the table", len(fields), len(table))
	}
	for i, fi := range fields {
		var v rules.Variant
		f := reflect.ValueOf(&v).Elem().Field(fi)
		f.Set(reflect.New(f.Type().Elem()))
		name := reflect.TypeFor[rules.Variant]().Field(fi).Name
		checkOnly(t, name, &v, table[i].Name)
		w, err := v.Without(table[i].Name)
		if err != nil {
			t.Fatal(err)
		}
		if w.Has(table[i].Name) || !reflect.ValueOf(w).Elem().Field(fi).IsNil() || !slices.Equal(w.Disabled, []string{table[i].Name}) {
			t.Errorf("Without(%s): Has %v, field %s set %v, Disabled %v", table[i].Name, w.Has(table[i].Name), name, !reflect.ValueOf(w).Elem().Field(fi).IsNil(), w.Disabled)
		}
		if !v.Has(table[i].Name) || len(v.Disabled) != 0 {
			t.Errorf("Without(%s) changed the variant it copied", table[i].Name)
		}
	}
	for _, m := range storedMods {
		var v rules.Variant
		rules.SetZero(m, &v)
		checkOnly(t, m.Name, &v, m.Name)
		w, err := v.Without(m.Name)
		if err != nil {
			t.Fatal(err)
		}
		if w.Has(m.Name) || m.On(w) || !slices.Equal(w.Disabled, []string{m.Name}) {
			t.Errorf("Without(%s): Has %v, Disabled %v", m.Name, w.Has(m.Name), w.Disabled)
		}
		if !v.Has(m.Name) || len(v.Disabled) != 0 {
			t.Errorf("Without(%s) changed the variant it copied", m.Name)
		}
	}
}

// checkOnly reports an error unless want is the one module on in v, for Has,
// the entries' On and Modules.
func checkOnly(t *testing.T, name string, v *rules.Variant, want string) {
	t.Helper()
	var on []string
	for _, m := range rules.ModuleTable() {
		if v.Has(m.Name) != m.On(v) {
			t.Errorf("%s: Has(%s) and the entry's On disagree", name, m.Name)
		}
		if m.On(v) {
			on = append(on, m.Name)
		}
	}
	if w := []string{want}; !slices.Equal(on, w) || !slices.Equal(v.Modules(), w) {
		t.Errorf("%s set: modules on %v, Modules %v; want %v (table order)", name, on, v.Modules(), w)
	}
}

// TestModuleNames: ModuleNames and LookupModule follow the table; the contract
// names (DESIGN.md: "Module names (contract): castling, en_passant, promotion,
// bishop_conversion, bishop_swap, capture_conversion") are there, first and in
// that order; an unknown name is an error of Without naming the known ones.
func TestModuleNames(t *testing.T) {
	contract := []string{"castling", "en_passant", "promotion", "bishop_conversion", "bishop_swap", "capture_conversion"}
	if len(rules.ModuleNames) < len(contract) || !slices.Equal(rules.ModuleNames[:len(contract)], contract) {
		t.Errorf("ModuleNames %v; want the contract names %v first", rules.ModuleNames, contract)
	}
	table := rules.ModuleTable()
	if len(table) != len(rules.ModuleNames) {
		t.Fatalf("%d names, %d table entries", len(rules.ModuleNames), len(table))
	}
	for i, m := range table {
		if m.Name != rules.ModuleNames[i] || m.Doc == "" || strings.ContainsAny(m.Doc, "\n") {
			t.Errorf("entry %d: %q, doc %q", i, m.Name, m.Doc)
		}
		if got, ok := rules.LookupModule(m.Name); !ok || got.Name != m.Name {
			t.Errorf("LookupModule(%q) = %q, %v", m.Name, got.Name, ok)
		}
	}
	if _, ok := rules.LookupModule("castle"); ok {
		t.Error(`LookupModule("castle") found a module`)
	}
	var v rules.Variant
	if _, err := v.Without("castle"); err == nil || !strings.Contains(err.Error(), `unknown rule module "castle"`) || !strings.Contains(err.Error(), "bishop_swap") {
		t.Errorf("Without(castle): %v", err)
	}
}

// TestTypedWords: the typed values print the words the messages and the rule
// state used as strings.
func TestTypedWords(t *testing.T) {
	for r, want := range map[rules.ConversionRight]string{rules.NoConversionRight: "", rules.ConversionCan: "can", rules.ConversionMust: "must"} {
		if r.String() != want {
			t.Errorf("ConversionRight %d: %q; want %q", r, r.String(), want)
		}
	}
	for r, want := range map[rules.DropRefusal]string{rules.DropAllowed: "", rules.DropRank: "rank", rules.DropImmobile: "immobile",
		rules.DropFile: "file", rules.DropMate: "mate", rules.DropBishops: "bishops"} {
		if r.String() != want {
			t.Errorf("DropRefusal %d: %q; want %q", r, r.String(), want)
		}
	}
}
