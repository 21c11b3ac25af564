// Package sariftest is for tests only: the official JSON Schema of SARIF 2.1.0
// (embedded, see README.md for its source), compiled with its formats asserted,
// for the tests that check courier's SARIF output (pkg/report, pkg/cmd/root).
// Knows no chess.
package sariftest

import (
	"bytes"
	_ "embed"
	"sync"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

//go:embed sarif-schema-2.1.0.json
var schemaJSON []byte

// compiled is the schema, compiled once per test binary.
var compiled = sync.OnceValues(func() (*jsonschema.Schema, error) {
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(schemaJSON))
	if err != nil {
		return nil, err
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource("sarif-schema-2.1.0.json", doc); err != nil {
		return nil, err
	}
	return c.Compile("sarif-schema-2.1.0.json")
})

// Schema returns the compiled SARIF 2.1.0 schema (formats uri, uri-reference,
// date-time asserted), failing t when it cannot be compiled.
func Schema(t testing.TB) *jsonschema.Schema {
	t.Helper()
	sch, err := compiled()
	if err != nil {
		t.Fatalf("the SARIF 2.1.0 schema: %v", err)
	}
	return sch
}

// Validate checks b, a SARIF log, against the schema: nil when it is valid, the
// schema's error otherwise; b that is no JSON fails t.
func Validate(t testing.TB, b []byte) error {
	t.Helper()
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("not JSON: %v\n%s", err, b)
	}
	return Schema(t).Validate(inst)
}
