package preset

import (
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/diag"
)

// MaxExtendsDepth is the longest extends chain accepted, counting the preset asked
// for: a preset and 15 ancestors.
const MaxExtendsDepth = 16

// perFileKeys belong to one file and are not inherited.
var perFileKeys = map[string]bool{"schema": true, "id": true, "extends": true, "check": true}

// Resolved is a preset after inheritance, before validation: the merged document
// and, for every node in it, the file the node came from. `courier check` uses it to
// show where each effective value was set; Build turns it into a rules.Variant.
type Resolved struct {
	// ID is the preset's id: its id key, else the file name without extension.
	ID string
	// File is the file of the preset asked for, as shown in diagnostics.
	File string
	// Extends is the parent as written in the preset's extends key, or "".
	Extends string
	// Chain lists the files from the preset asked for up to its root ancestor.
	Chain []string
	// Doc is the merged top-level mapping without the per-file keys schema, id,
	// extends and check. Its nodes keep the Line and Column of the file they came from; nodes
	// made by merging two mappings take the position of the child's mapping.
	Doc *yaml.Node
	// Partial is set when the extends chain could not be read whole (the error is in
	// Resolve's diagnostics): Doc holds the files that could be read, and Build checks
	// only what does not depend on the missing ancestors.
	Partial bool
	// Accept lists the warnings the preset is meant to have: the valid entries of
	// its own file's check.accept (not inherited). Accept applies them.
	Accept []Acceptance

	origin map[*yaml.Node]*file
	chain  []*file // the files of Chain
	read   []*file // every file read to resolve it (Chain and a parent that did not parse)
}

// Shipped reports whether every file of the extends chain is a shipped preset
// (read from inside the binary): no user file takes part, so the preset is one
// the tests of this repository have checked.
func (r *Resolved) Shipped() bool {
	for _, f := range r.chain {
		if !f.embedded {
			return false
		}
	}
	return len(r.chain) > 0 && !r.Partial
}

// Origin returns the file (as shown in diagnostics) that node n of Doc came from,
// or "" for a node that is not part of this preset.
func (r *Resolved) Origin(n *yaml.Node) string {
	if f := r.origin[n]; f != nil {
		return f.name
	}
	return ""
}

// Pos returns the position of node n: its origin file, line and column.
func (r *Resolved) Pos(n *yaml.Node) diag.Pos {
	if n == nil {
		return diag.Pos{File: r.File}
	}
	return diag.Pos{File: r.Origin(n), Line: n.Line, Col: n.Column}
}

// Lookup follows a path of mapping keys from Doc ("rules", "castling") and returns the
// key node and value node found there, or nils when the path does not exist. The key
// node's origin is the file that last set that key.
func (r *Resolved) Lookup(path ...string) (key, value *yaml.Node) {
	n := r.Doc
	for _, p := range path {
		if n == nil || n.Kind != yaml.MappingNode {
			return nil, nil
		}
		key, n = mapGet(n, p)
		if n == nil {
			return nil, nil
		}
	}
	return key, n
}

// mapGet returns the key and value nodes of key k in mapping m.
func mapGet(m *yaml.Node, k string) (key, value *yaml.Node) {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == k {
			return m.Content[i], m.Content[i+1]
		}
	}
	return nil, nil
}

// isNull reports whether n is a YAML null (null, ~ or nothing).
func isNull(n *yaml.Node) bool {
	return n != nil && n.Kind == yaml.ScalarNode && n.Tag == "!!null"
}

// merger merges mappings: maps merge key by key, lists and scalars replace, and a
// null value deletes the inherited key.
type merger struct {
	origin map[*yaml.Node]*file
	d      *diag.List
}

func (m *merger) pos(n *yaml.Node) diag.Pos {
	f := m.origin[n]
	name := ""
	if f != nil {
		name = f.name
	}
	return diag.Pos{File: name, Line: n.Line, Col: n.Column}
}

// merge returns over laid on base (base may be nil). Neither input is changed; the
// result shares unchanged nodes with them.
func (m *merger) merge(base, over *yaml.Node, path []string) *yaml.Node {
	if over.Kind != yaml.MappingNode {
		return over
	}
	if base != nil && base.Kind != yaml.MappingNode {
		base = nil // a mapping replaces a scalar or list
	}
	out := &yaml.Node{Kind: yaml.MappingNode, Tag: over.Tag, Style: over.Style, Line: over.Line, Column: over.Column}
	m.origin[out] = m.origin[over]
	overridden := map[string]bool{}
	if base != nil {
		for i := 0; i+1 < len(base.Content); i += 2 {
			bk, bv := base.Content[i], base.Content[i+1]
			ok, ov := mapGet(over, bk.Value)
			switch {
			case ok == nil:
				out.Content = append(out.Content, bk, bv)
			case isNull(ov):
				overridden[bk.Value] = true // deleted
			default:
				overridden[bk.Value] = true
				out.Content = append(out.Content, ok, m.merge(bv, ov, append(path, bk.Value)))
			}
		}
	}
	for i := 0; i+1 < len(over.Content); i += 2 {
		k, v := over.Content[i], over.Content[i+1]
		if overridden[k.Value] {
			continue
		}
		if isNull(v) {
			dg := diag.Warnf(m.pos(k), CodeNullNothing, "%s: null deletes an inherited key, and there is none to delete; the key is left out", strings.Join(append(path, k.Value), "."))
			dg.Hint = "write {} to switch a rule module on without parameters"
			m.d.Add(dg)
			continue
		}
		out.Content = append(out.Content, k, m.merge(nil, v, append(path, k.Value)))
	}
	return out
}

// withoutPerFileKeys returns a shallow copy of a file's root without schema, id,
// extends and check.
func withoutPerFileKeys(root *yaml.Node) *yaml.Node {
	out := *root
	out.Content = nil
	for i := 0; i+1 < len(root.Content); i += 2 {
		if !perFileKeys[root.Content[i].Value] {
			out.Content = append(out.Content, root.Content[i], root.Content[i+1])
		}
	}
	return &out
}
