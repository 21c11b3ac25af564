// Package schema generates the JSON Schema of the preset format from its Go model,
// preset.File, so that editors (yaml-language-server and others) complete and
// validate preset files. The schema is committed as docs/preset.schema.json;
// `go generate ./pkg/preset/schema` and `courier preset schema` write it, and a test
// checks that the committed file equals a fresh generation.
//
// The schema checks shape: keys, kinds, types, enums, ranges and the patterns of
// squares and piece letters. It cannot check what needs the whole preset (letters
// that name defined pieces, squares on this board, setup counts, inheritance):
// `courier check` does. Every key may be null (in a preset with extends, null
// deletes an inherited key) but those inside check:, which is not inherited; a
// preset without extends needs name, board, pieces and setup.
package schema

//go:generate go run ./internal/gen -o ../../../docs/preset.schema.json

import (
	"encoding/json"
	"reflect"

	"github.com/invopop/jsonschema"

	"github.com/gamecourier/courier/pkg/preset"
)

// Patterns of the scalar types of the format.
const (
	squarePattern = `^[a-p](1[0-6]|[1-9])$`
	letterPattern = `^(\+[A-Z][A-Z0-9]{0,2}|[A-Z][A-Z0-9]{0,3})$`
	tokenPattern  = `^\S+$`
	// a region name, and a region entry: a square or a rectangle
	regionPattern     = `^[a-z0-9_-]+$`
	regionItemPattern = `^[a-p](1[0-6]|[1-9])(-[a-p](1[0-6]|[1-9]))?$`
)

// Generate returns the JSON Schema (draft 07) of preset files, indented, with
// a final newline. The output depends only on preset.File, the module table
// (rules.ModuleTable, through preset.RuleModules) and this package.
func Generate() ([]byte, error) {
	r := &jsonschema.Reflector{
		FieldNameTag:   "yaml",
		Anonymous:      true,
		ExpandedStruct: true,
		Mapper:         mapper,
	}
	s := r.Reflect(&preset.File{})
	s.Definitions[tRules.Name()] = rulesSection(r, s.Definitions)
	// Draft 07: what yaml-language-server (and so most editors) implement. The
	// schema uses no keyword newer than draft 07; its references are JSON pointers
	// into $defs.
	s.Version = "http://json-schema.org/draft-07/schema#"
	s.Title = "courier preset"
	s.Description = "A chess-variant preset for courier (docs/presets.md). Generated from preset.File by pkg/preset/schema; do not edit."
	patch(s, true)
	for name, d := range s.Definitions {
		patch(d, !perFile[name])
	}
	// Without extends, a preset must define the essentials.
	s.If = &jsonschema.Schema{Not: &jsonschema.Schema{Required: []string{"extends"}}}
	s.Then = &jsonschema.Schema{Required: []string{"name", "board", "pieces", "setup"}}
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

var (
	tSquare  = reflect.TypeFor[preset.Square]()
	tLetter  = reflect.TypeFor[preset.Letter]()
	tSAN     = reflect.TypeFor[preset.SANTokens]()
	tSquares = reflect.TypeFor[preset.SquaresSide]()
	tRegion  = reflect.TypeFor[preset.RegionSide]()
	tLetters = reflect.TypeFor[preset.LettersSide]()
	tAccept  = reflect.TypeFor[preset.AcceptCode]()
	tRules   = reflect.TypeFor[preset.FileRules]()
)

// rulesSection makes the schema of the rules: section from the module table,
// not from the fields of preset.FileRules: one key per module a preset may name
// (preset.RuleModules), in table order, whose value is its model's definition
// (added to defs when missing) and whose description is what the module does
// (rules.Module.Doc), with "No parameters: write {}." for a model without keys.
func rulesSection(r *jsonschema.Reflector, defs jsonschema.Definitions) *jsonschema.Schema {
	props := jsonschema.NewProperties()
	for _, m := range preset.RuleModules() {
		name := m.Model.Name()
		if defs[name] == nil {
			sub := *r
			sub.ExpandedStruct = false
			for k, d := range sub.ReflectFromType(m.Model).Definitions {
				if defs[k] == nil {
					defs[k] = d
				}
			}
		}
		desc := m.Doc
		if m.Model.NumField() == 0 {
			desc += " No parameters: write {}."
		}
		props.Set(m.Name, &jsonschema.Schema{Ref: "#/$defs/" + name, Description: desc})
	}
	return &jsonschema.Schema{Type: "object", Properties: props, AdditionalProperties: jsonschema.FalseSchema}
}

// perFile names the definitions of sections that belong to their file (check:):
// nothing is inherited there, so null deletes nothing and is not allowed.
var perFile = map[string]bool{"FileCheck": true, "FileAccept": true}

func strPattern(p, desc string) *jsonschema.Schema {
	return &jsonschema.Schema{Type: "string", Pattern: p, Description: desc}
}

func arrayOf(items *jsonschema.Schema) *jsonschema.Schema {
	one := uint64(1)
	return &jsonschema.Schema{Type: "array", Items: items, MinItems: &one}
}

// perSide is {white: X, black: X}, both required.
func perSide(x *jsonschema.Schema) *jsonschema.Schema {
	props := jsonschema.NewProperties()
	props.Set("white", x)
	props.Set("black", x)
	return &jsonschema.Schema{Type: "object", Properties: props, Required: []string{"white", "black"}, AdditionalProperties: jsonschema.FalseSchema}
}

// mapper gives the schemas of the format's own scalar and union types.
func mapper(t reflect.Type) *jsonschema.Schema {
	switch t {
	case tSquare:
		return strPattern(squarePattern, "A square: file a..p, rank 1..16 (e1, a10).")
	case tLetter:
		return strPattern(letterPattern, "A piece label: one upper-case letter, or up to 4 upper-case letters and digits, optionally after a '+' (+P, CH).")
	case tSAN:
		tok := strPattern(tokenPattern, "A castling token, e.g. O-O.")
		return &jsonschema.Schema{OneOf: []*jsonschema.Schema{tok, arrayOf(tok), perSide(arrayOf(tok))}}
	case tLetters:
		l := strPattern(letterPattern, "A piece label: one upper-case letter, or up to 4 upper-case letters and digits, optionally after a '+' (+P, CH).")
		list := arrayOf(l)
		list.MinItems = new(uint64)
		*list.MinItems = 1
		return &jsonschema.Schema{OneOf: []*jsonschema.Schema{list, perSide(list)}}
	case tSquares:
		sq := strPattern(squarePattern, "A square: file a..p, rank 1..16 (e1, a10).")
		return &jsonschema.Schema{OneOf: []*jsonschema.Schema{arrayOf(sq), perSide(arrayOf(sq))}}
	case tRegion:
		// per side, one list may be empty (initial_squares: that side never
		// makes its i moves); the loader says where none is allowed
		it := strPattern(regionItemPattern, "A square (e2) or a rectangle of squares (d1-f3).")
		list := arrayOf(it)
		list.MinItems = new(uint64)
		*list.MinItems = 1
		return &jsonschema.Schema{OneOf: []*jsonschema.Schema{list, perSide(arrayOf(it))}}
	case tAccept:
		var enum []any
		for _, c := range preset.AcceptableCodes {
			enum = append(enum, c)
		}
		return &jsonschema.Schema{Type: "string", Enum: enum, Description: "A warning a preset may accept."}
	}
	return nil
}

// patch adjusts what reflection cannot say: maps keyed by piece letters, and, when
// nullable, null allowed for every key (it deletes an inherited key).
func patch(s *jsonschema.Schema, nullable bool) {
	if s == nil || s.Properties == nil {
		return
	}
	for p := s.Properties.Oldest(); p != nil; p = p.Next() {
		v := p.Value
		if v.Type == "object" && v.AdditionalProperties != nil && v.AdditionalProperties != jsonschema.FalseSchema && v.Properties == nil {
			// map[string]T: the keys are piece letters, or region names
			item := v.AdditionalProperties
			if item.Type == "integer" {
				item.Minimum, item.Maximum = json.Number("0"), json.Number("1000")
			}
			keys := letterPattern
			switch p.Key {
			case "regions":
				keys = regionPattern
				if item.Items != nil {
					item.Items = strPattern(regionItemPattern, "A square (e2) or a rectangle of squares (d1-f3).")
				}
			case "moves_in", "moves_within":
				keys = regionPattern
			}
			v.PatternProperties = map[string]*jsonschema.Schema{keys: {AnyOf: []*jsonschema.Schema{item, {Type: "null"}}}}
			v.AdditionalProperties = jsonschema.FalseSchema
		}
		if !nullable {
			continue
		}
		desc := v.Description
		v.Description = ""
		p.Value = &jsonschema.Schema{Description: desc, AnyOf: []*jsonschema.Schema{v, {Type: "null"}}}
	}
}
