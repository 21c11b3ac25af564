package preset

import (
	"fmt"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/diag"
)

// Inherited problems. A check of the merged document finds a problem at the node
// that holds the bad value, and that node may come from an ancestor: the castling
// squares of presets/chess.yaml are not squares of a child's 2x2 board. The
// ancestor is not wrong (it checks clean alone); the child's board made its value
// invalid, and the child is the file its author can change (a shipped parent is
// not even a file in their repository). Attribute moves such a diagnostic to the
// key of the descendant that caused it, and says where the inherited value is.

// Attribute returns d with every diagnostic that sits in an ancestor of r's file,
// but is caused by a descendant, moved to the key of the descendant that caused
// it: the message gains "(inherited from FILE:LINE:COL; made invalid by KEY in this
// preset)" and, unless the check gave one, the hint says how to drop or restate the
// inherited value. run checks
// a preset (the checks that made d) and returns its diagnostics; Attribute runs it
// on variants of r.Doc:
//
//   - the ancestor's own document (the chain from the diagnostic's file up): when
//     it has the diagnostic too, the problem is the ancestor's own and stays there;
//   - r.Doc with one key of the descendants reverted to the ancestor's value: a key
//     whose revert makes the diagnostic go away is a cause. The top-level keys are
//     tried first, then the keys inside the one found, as long as one alone is the
//     cause. Among several causes, the one whose revert brings the fewest new
//     errors wins, then the first in the file.
//
// When no single key is the cause, the diagnostic goes to the descendant's extends
// key. d is not changed; nothing is done for a Partial r.
func Attribute(r *Resolved, d diag.List, run func(*Resolved) diag.List) diag.List {
	if r == nil || r.Partial || len(r.chain) < 2 {
		return d
	}
	var a *attributor
	out := make(diag.List, 0, len(d))
	for _, dg := range d {
		k := r.chainIndex(dg.Pos.File)
		if k < 1 || !dg.Pos.IsValid() {
			out = append(out, dg)
			continue
		}
		if a == nil {
			a = &attributor{r: r, run: run, runs: map[string]diag.List{}, bases: map[int]*yaml.Node{}}
			a.orig = run(r)
		}
		out = append(out, a.attribute(dg, k))
	}
	return out
}

// chainIndex returns the index in the chain of the file shown as name, or -1.
func (r *Resolved) chainIndex(name string) int {
	for i, f := range r.chain {
		if f.name == name {
			return i
		}
	}
	return -1
}

type attributor struct {
	r     *Resolved
	run   func(*Resolved) diag.List
	orig  diag.List            // run on r itself
	runs  map[string]diag.List // run on a variant of r.Doc, by description
	bases map[int]*yaml.Node   // the merged document of chain[k:]
}

// base returns the document of chain[k:] alone: the ancestor and its own parents.
func (a *attributor) base(k int) *yaml.Node {
	if doc, ok := a.bases[k]; ok {
		return doc
	}
	var discard diag.List
	m := &merger{origin: a.r.origin, d: &discard}
	var doc *yaml.Node
	for i := len(a.r.chain) - 1; i >= k; i-- {
		own := withoutPerFileKeys(a.r.chain[i].root)
		a.r.origin[own] = a.r.chain[i]
		doc = m.merge(doc, own, nil)
	}
	a.bases[k] = doc
	return doc
}

// runOn runs the check on r with doc as its document (cached under key).
func (a *attributor) runOn(key string, doc *yaml.Node) diag.List {
	if d, ok := a.runs[key]; ok {
		return d
	}
	v := *a.r
	v.Doc = doc
	d := a.run(&v)
	a.runs[key] = d
	return d
}

// has reports whether d holds a diagnostic with dg's position and code.
func has(d diag.List, dg diag.Diagnostic) bool {
	return slices.ContainsFunc(d, func(x diag.Diagnostic) bool { return x.Pos == dg.Pos && x.Code == dg.Code })
}

// newErrors counts the errors of d that are not in a.orig.
func (a *attributor) newErrors(d diag.List) int {
	n := 0
	for _, x := range d {
		if x.Severity == diag.Error && !has(a.orig, x) {
			n++
		}
	}
	return n
}

// cause is a key of the descendants whose revert removes a diagnostic.
type cause struct {
	path []string
	key  *yaml.Node // the key node in the descendant's file
	cost int        // new errors the revert brings
}

func (a *attributor) attribute(dg diag.Diagnostic, k int) diag.Diagnostic {
	base := a.base(k)
	if has(a.runOn(fmt.Sprint("base ", k), base), dg) {
		return dg // the ancestor's own problem
	}
	desc := a.r.chain[:k]
	var found *cause
	var path []string
	for depth := 0; depth < 3; depth++ {
		cs := a.causes(dg, k, path, desc)
		if len(cs) == 0 {
			break
		}
		slices.SortStableFunc(cs, func(x, y cause) int { return x.cost - y.cost })
		if found != nil && len(cs) > 1 && cs[0].cost == cs[1].cost {
			break // two keys inside the cause, neither the one: keep the outer key
		}
		c := cs[0]
		found, path = &c, c.path
		if _, v := lookupPath(a.r.Doc, path); v == nil || v.Kind != yaml.MappingNode {
			break
		}
	}
	inherited := dg.Pos.String()
	hint := dg.Hint // a hint of the check itself says more than the general one
	if hint == "" {
		hint = a.hint(dg, base)
	}
	if found == nil {
		// No one key: point at the extends of the file that inherits the value.
		ext := extendsNode(desc[k-1].root)
		out := dg
		out.Pos = diag.Pos{File: desc[k-1].name, Line: ext.Line, Col: ext.Column}
		out.Message = fmt.Sprintf("%s (inherited from %s; it does not fit the keys of this preset)", dg.Message, inherited)
		out.Hint = hint
		return out
	}
	out := dg
	out.Pos = a.r.Pos(found.key)
	out.Message = fmt.Sprintf("%s (inherited from %s; made invalid by %s in this preset)", dg.Message, inherited, strings.Join(found.path, "."))
	out.Hint = hint
	return out
}

// causes tries each key of the mapping at path (in r.Doc) that a descendant set or
// deleted, reverted to the value of the ancestor's document, and returns those
// whose revert removes dg.
func (a *attributor) causes(dg diag.Diagnostic, k int, path []string, desc []*file) []cause {
	_, cur := lookupPath(a.r.Doc, path)
	_, old := lookupPath(a.base(k), path)
	if cur == nil || cur.Kind != yaml.MappingNode {
		return nil
	}
	isDesc := func(n *yaml.Node) bool { return slices.Contains(desc, a.r.origin[n]) }
	type cand struct {
		name string
		key  *yaml.Node
	}
	var cands []cand
	for i := 0; i+1 < len(cur.Content); i += 2 {
		if key := cur.Content[i]; isDesc(key) {
			cands = append(cands, cand{key.Value, key})
		}
	}
	if old != nil && old.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(old.Content); i += 2 {
			name := old.Content[i].Value
			if k, _ := mapGet(cur, name); k == nil { // deleted by a descendant's null
				if key := a.nullKey(append(slices.Clone(path), name), desc); key != nil {
					cands = append(cands, cand{name, key})
				}
			}
		}
	}
	slices.SortStableFunc(cands, func(x, y cand) int {
		fx, fy := slices.Index(desc, a.r.origin[x.key]), slices.Index(desc, a.r.origin[y.key])
		if fx != fy {
			return fx - fy
		}
		if x.key.Line != y.key.Line {
			return x.key.Line - y.key.Line
		}
		return x.key.Column - y.key.Column
	})
	var out []cause
	for _, c := range cands {
		p := append(slices.Clone(path), c.name)
		_, val := lookupPath(a.base(k), p)
		doc := replacePath(a.r.Doc, p, val)
		d := a.runOn(fmt.Sprint(k, " ", strings.Join(p, "\x00")), doc)
		if !has(d, dg) {
			out = append(out, cause{path: p, key: c.key, cost: a.newErrors(d)})
		}
	}
	return out
}

// nullKey finds the key at path that a descendant set to null, or nil.
func (a *attributor) nullKey(path []string, desc []*file) *yaml.Node {
	for _, f := range desc {
		n := f.root
		var key *yaml.Node
		for _, p := range path {
			if n == nil || n.Kind != yaml.MappingNode {
				n = nil
				break
			}
			key, n = mapGet(n, p)
		}
		if n != nil && isNull(n) {
			return key
		}
	}
	return nil
}

// hint says how to deal with the inherited value of dg: the path of its node in
// the ancestor's document, to its module (rules.castling), piece or key.
func (a *attributor) hint(dg diag.Diagnostic, base *yaml.Node) string {
	p := a.pathAt(base, dg.Pos)
	if len(p) == 0 {
		return "restate the inherited value in this preset so that it fits, or change the key named in the message"
	}
	if len(p) > 2 {
		p = p[:2]
	}
	if p[0] == "rules" || (p[0] == "end" && len(p) == 2) {
		return fmt.Sprintf("set %s to null to drop what is inherited, or restate it in this preset", strings.Join(p, "."))
	}
	return fmt.Sprintf("restate %s in this preset so that it fits", strings.Join(p, "."))
}

// pathAt returns the key path of the node of doc at pos (the nearest node that
// starts on pos's line at or before its column, in pos's file), or nil.
func (a *attributor) pathAt(doc *yaml.Node, pos diag.Pos) []string {
	var best []string
	bestCol := -1
	var walk func(n *yaml.Node, path []string)
	walk = func(n *yaml.Node, path []string) {
		if f := a.r.origin[n]; f != nil && f.name == pos.File && n.Line == pos.Line && n.Column <= pos.Col && n.Column > bestCol {
			best, bestCol = slices.Clone(path), n.Column
		}
		switch n.Kind {
		case yaml.MappingNode:
			for i := 0; i+1 < len(n.Content); i += 2 {
				p := append(slices.Clone(path), n.Content[i].Value)
				walk(n.Content[i], p)
				walk(n.Content[i+1], p)
			}
		case yaml.SequenceNode:
			for _, c := range n.Content {
				walk(c, path)
			}
		}
	}
	walk(doc, nil)
	return best
}

// lookupPath follows mapping keys from doc; nils when the path does not exist.
func lookupPath(doc *yaml.Node, path []string) (key, value *yaml.Node) {
	n := doc
	for _, p := range path {
		if n == nil || n.Kind != yaml.MappingNode {
			return nil, nil
		}
		key, n = mapGet(n, p)
	}
	return key, n
}

// replacePath returns a copy of doc with the value at path set to val (the key
// removed when val is nil, added when absent), copying only the mappings on the
// path. The key node added for an absent key is a new one (no origin).
func replacePath(doc *yaml.Node, path []string, val *yaml.Node) *yaml.Node {
	if doc == nil || doc.Kind != yaml.MappingNode || len(path) == 0 {
		return doc
	}
	out := *doc
	out.Content = nil
	done := false
	for i := 0; i+1 < len(doc.Content); i += 2 {
		k, v := doc.Content[i], doc.Content[i+1]
		if k.Value != path[0] {
			out.Content = append(out.Content, k, v)
			continue
		}
		done = true
		if len(path) > 1 {
			out.Content = append(out.Content, k, replacePath(v, path[1:], val))
		} else if val != nil {
			out.Content = append(out.Content, k, val)
		}
	}
	if !done && val != nil && len(path) == 1 {
		out.Content = append(out.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: path[0]}, val)
	}
	return &out
}
