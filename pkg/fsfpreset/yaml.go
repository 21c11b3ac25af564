package fsfpreset

import (
	"fmt"

	"go.yaml.in/yaml/v3"
)

// kv is one key of an ordered mapping; m is an ordered mapping.
type kv struct {
	k string
	v any
}
type m []kv

func (x *m) set(k string, v any) {
	for i := range *x {
		if (*x)[i].k == k {
			(*x)[i].v = v
			return
		}
	}
	*x = append(*x, kv{k, v})
}

func (x m) get(k string) (any, bool) {
	for _, e := range x {
		if e.k == k {
			return e.v, true
		}
	}
	return nil, false
}

// sub returns the mapping at k, made when missing.
func (x *m) sub(k string) *m {
	if v, ok := x.get(k); ok {
		if s, ok := v.(*m); ok {
			return s
		}
	}
	s := &m{}
	x.set(k, s)
	return s
}

// flow marks a value written in flow style ({a: 1} or [a, b]).
type flow struct{ v any }

// node turns a value into a YAML node.
func node(v any) *yaml.Node {
	switch x := v.(type) {
	case flow:
		n := node(x.v)
		n.Style = yaml.FlowStyle
		return n
	case *m:
		n := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
		for _, e := range *x {
			n.Content = append(n.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: e.k}, node(e.v))
		}
		return n
	case []string:
		n := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq"}
		for _, s := range x {
			n.Content = append(n.Content, node(s))
		}
		return n
	case []int:
		n := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq"}
		for _, s := range x {
			n.Content = append(n.Content, node(s))
		}
		return n
	case []any:
		n := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq"}
		for _, s := range x {
			n.Content = append(n.Content, node(s))
		}
		return n
	case string:
		n := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: x}
		return n
	case int:
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: fmt.Sprint(x)}
	case bool:
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: fmt.Sprint(x)}
	}
	panic(fmt.Sprintf("fsfpreset: no YAML for %T", v))
}

// marshal writes x as a YAML document after the comment lines head.
func marshal(head string, x *m) ([]byte, error) {
	doc := node(x)
	doc.HeadComment = head
	return yaml.Marshal(doc)
}
