package rules

import (
	"encoding/json"
	"fmt"
	"strings"
)

// The module table: every rule module is one Module value, declared in its own
// file (module_x.go: its name, its typed parameters, its entry) and named by one
// line of table below. Everything that lists modules derives from the table:
// ModuleNames, Variant.Has, Variant.Without, Variant.Modules, the --without
// completion and check (pkg/cmdutil), the keys of a preset's rules: section and
// its JSON Schema (pkg/preset, pkg/preset/schema).

// Module is one entry of the module table: a rule module's name and what it
// does, and the Variant field that holds its typed parameters (nil: the module is
// off). Every module can be switched off (DESIGN.md: "any inherited rule module
// can be removed in a derived preset and switched off on the command line").
type Module struct {
	// Name is the module's name: its key under a preset's rules:, the value of
	// --without, the module of a ModuleError. The first six are a contract
	// (DESIGN.md): castling, en_passant, promotion, bishop_conversion,
	// bishop_swap, capture_conversion.
	Name string
	// Doc says in one line what the module does (the JSON Schema's description
	// of its key).
	Doc string
	// Store: the module's parameters live in the Variant's module store (its
	// Params accessor), not in a Variant field of their own.
	Store bool
	on    func(*Variant) bool // the module's field is set
	off   func(*Variant)      // clears the module's field
	zero  func(*Variant)      // a stored module: gives v its zero parameters (tests)
	// decode, for a stored module: sets its parameters in v from their JSON
	decode func(v *Variant, raw []byte) error
}

// On reports whether v has the module (its parameters field is set).
func (m Module) On(v *Variant) bool { return m.on(v) }

// entry makes the table entry of the module called name, whose typed parameters
// are the Variant field that field points to.
func entry[T any](name, doc string, field func(*Variant) **T) Module {
	return Module{Name: name, Doc: doc,
		on:  func(v *Variant) bool { return *field(v) != nil },
		off: func(v *Variant) { *field(v) = nil }}
}

// Params is the typed accessor of a module whose parameters live in the
// Variant's module store (Variant.params, keyed by the module's name) instead of
// a field of their own: a module declares it in its own file with stored, so
// that adding the module needs no edit of Variant.
type Params[T any] struct{ name string }

// Of returns the module's parameters in v, nil when v does not have the module.
func (p Params[T]) Of(v *Variant) *T {
	x, _ := v.params[p.name].(*T)
	return x
}

// Set gives v the module with parameters x (nil: switches it off). The store is
// copied first, so a Variant copied before (Without's copy) keeps its own.
func (p Params[T]) Set(v *Variant, x *T) {
	m := make(map[string]any, len(v.params)+1)
	for k, y := range v.params {
		m[k] = y
	}
	if x == nil {
		delete(m, p.name)
	} else {
		m[p.name] = x
	}
	v.params = m
}

// stored makes the table entry of the module called name whose typed
// parameters live in the Variant's module store, and their accessor.
func stored[T any](name, doc string) (Module, Params[T]) {
	p := Params[T]{name: name}
	return Module{Name: name, Doc: doc,
		on:   func(v *Variant) bool { return p.Of(v) != nil },
		off:  func(v *Variant) { p.Set(v, nil) },
		zero: func(v *Variant) { p.Set(v, new(T)) },
		decode: func(v *Variant, raw []byte) error {
			x := new(T)
			if err := json.Unmarshal(raw, x); err != nil {
				return err
			}
			p.Set(v, x)
			return nil
		},
		Store: true}, p
}

// variantFields is Variant without its methods, for its JSON.
type variantFields Variant

// MarshalJSON writes v as JSON: its fields, and the module store as "Params"
// (module name -> its parameters), so that a Variant carried as JSON (the
// playground's page) keeps the stored modules.
func (v Variant) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		variantFields
		Params map[string]any `json:",omitempty"`
	}{variantFields(v), v.params})
}

// UnmarshalJSON reads what MarshalJSON writes. Errors: malformed JSON, or
// "Params" naming no stored module of the table.
func (v *Variant) UnmarshalJSON(b []byte) error {
	var x struct {
		variantFields
		Params map[string]json.RawMessage
	}
	if err := json.Unmarshal(b, &x); err != nil {
		return err
	}
	*v = Variant(x.variantFields)
	v.params = nil
	for name, raw := range x.Params {
		md, ok := LookupModule(name)
		if !ok || md.decode == nil {
			return fmt.Errorf("the parameters of %q: no rule module keeps them in the module store", name)
		}
		if err := md.decode(v, raw); err != nil {
			return fmt.Errorf("the parameters of %s: %v", name, err)
		}
	}
	return nil
}

// table lists the modules in the order they act: pkg/position runs their hooks in
// it (promotion chooses before capture conversion) and writes their rule-state FEN
// letters in it. A new module is one line here.
var table = []Module{
	castlingModule,
	enPassantModule,
	promotionModule,
	bishopConversionModule,
	bishopSwapModule,
	captureConversionModule,
	dropsModule,
	explosionsModule,
	forcedCaptureModule,
	forbidCheckModule,
	gatingModule,
	checkEvasionModule,
	royalPiecesModule,
	firstLeapsModule,
	inPlacePromotionModule,
	wallsModule,
	passModule,
	bikjangModule,
}

// tableIndex maps a module name to its index in table.
var tableIndex = func() map[string]int {
	m := make(map[string]int, len(table))
	for i, md := range table {
		m[md.Name] = i
	}
	return m
}()

// ModuleNames lists every rule module's name, in table order (derived from the
// module table; do not modify).
var ModuleNames = func() []string {
	out := make([]string, len(table))
	for i, md := range table {
		out[i] = md.Name
	}
	return out
}()

// ModuleTable returns the module table, in the order the modules act (a copy).
func ModuleTable() []Module { return append([]Module(nil), table...) }

// LookupModule returns the table entry of the module called name; ok is false for
// a name that is no module's.
func LookupModule(name string) (m Module, ok bool) {
	i, ok := tableIndex[name]
	if !ok {
		return Module{}, false
	}
	return table[i], true
}

// Modules returns the names of the rule modules this variant has, in table order.
func (v *Variant) Modules() []string {
	var out []string
	for _, md := range table {
		if md.on(v) {
			out = append(out, md.Name)
		}
	}
	return out
}

// Has reports whether the named module is on; false for a name that is no
// module's.
func (v *Variant) Has(name string) bool {
	md, ok := LookupModule(name)
	return ok && md.on(v)
}

// Without returns a copy of v with the named modules switched off, each name
// appended to Disabled. An unknown name is an error listing the known ones; a
// known module the variant lacks is not.
func (v *Variant) Without(names ...string) (*Variant, error) {
	c := *v
	for _, n := range names {
		md, ok := LookupModule(n)
		if !ok {
			return nil, fmt.Errorf("unknown rule module %q (known: %v)", n, ModuleNames)
		}
		md.off(&c)
		c.Disabled = append(append([]string(nil), c.Disabled...), n)
	}
	return &c, nil
}

// ModuleError is the error of one rule module: its parameters cannot be compiled
// (pkg/position's Compile), or a position breaks its rules. Module is the
// module's name (a ModuleNames entry, or "end" for the end rules, which are no
// module of the table); Err is what is wrong. Callers find the module with
// errors.As instead of reading the message (pkg/check places a compile error at
// the module's key).
type ModuleError struct {
	Module string
	Err    error
}

// Error is Err's message, after "Module: " unless the message starts with the
// module's name already ("castling square 70 is off the board").
func (e *ModuleError) Error() string {
	msg := e.Err.Error()
	if strings.HasPrefix(msg, e.Module) {
		return msg
	}
	return e.Module + ": " + msg
}

// Unwrap returns Err.
func (e *ModuleError) Unwrap() error { return e.Err }
