// Package presets carries the shipped variant presets: one YAML file per preset,
// named after its id (chess.yaml is the preset "chess"), embedded into the binary.
// It only holds the bytes; pkg/preset reads, merges and validates them, and
// docs/presets.md describes the format.
package presets

import "embed"

// FS holds the shipped presets at its top level, one ID.yaml file per preset.
//
//go:embed *.yaml
var FS embed.FS
