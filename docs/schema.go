// Package docs embeds the generated files of docs/ that the binary prints:
// preset.schema.json, the JSON Schema of the preset format, written by `go
// generate ./pkg/preset/schema` (its generator is not part of the binary; a test
// there keeps this file current).
package docs

import _ "embed"

// PresetSchema is docs/preset.schema.json as committed.
//
//go:embed preset.schema.json
var PresetSchema []byte
