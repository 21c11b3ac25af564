package preset

import (
	"fmt"
	"regexp"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/diag"
)

// walker collects diagnostics about the nodes of one resolved document.
type walker struct {
	origin map[*yaml.Node]*file
	d      diag.List
	// partial: the document lacks its ancestors, so a missing key is no error.
	partial bool
}

func (w *walker) pos(n *yaml.Node) diag.Pos {
	name := ""
	if f := w.origin[n]; f != nil {
		name = f.name
	}
	return diag.Pos{File: name, Line: n.Line, Col: n.Column}
}

func (w *walker) errf(n *yaml.Node, code, format string, args ...any) *diag.Diagnostic {
	w.d.Add(diag.Errorf(w.pos(n), code, format, args...))
	return &w.d[len(w.d)-1]
}

func (w *walker) warnf(n *yaml.Node, code, format string, args ...any) *diag.Diagnostic {
	w.d.Add(diag.Warnf(w.pos(n), code, format, args...))
	return &w.d[len(w.d)-1]
}

// charPos is the position of the character at rune offset off inside scalar n
// (exact for plain and quoted one-line scalars without escapes; block scalars give
// the scalar's own position).
func (w *walker) charPos(n *yaml.Node, off int) diag.Pos {
	p := w.pos(n)
	switch {
	case n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0:
		return p
	case n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0:
		p.Col += off + 1
	default:
		p.Col += off
	}
	return p
}

func (w *walker) charErrf(n *yaml.Node, off int, code, format string, args ...any) {
	w.d.Add(diag.Errorf(w.charPos(n, off), code, format, args...))
}

// fields checks that n is a mapping whose keys are all in known, reporting a wrong
// kind and each unknown key (with a suggestion). It returns the values by key, or nil
// when n is not a mapping.
func (w *walker) fields(n *yaml.Node, what string, known ...string) map[string]*yaml.Node {
	if n.Kind != yaml.MappingNode {
		w.errf(n, CodeWrongKind, "%s must be a mapping, not %s", what, kindName(n))
		return nil
	}
	out := map[string]*yaml.Node{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if !contains(known, k.Value) {
			w.unknownKey(k, what, known)
			continue
		}
		out[k.Value] = v
	}
	return out
}

func (w *walker) unknownKey(k *yaml.Node, what string, known []string) {
	dg := w.errf(k, CodeUnknownKey, "unknown key %q in %s", k.Value, what)
	if s := suggest(k.Value, known); s != "" {
		dg.Message += " (did you mean " + quote(s) + "?)"
	}
	if len(known) == 0 {
		dg.Hint = what + " takes no keys"
	} else {
		dg.Hint = "known keys: " + strings.Join(known, ", ")
	}
}

// require reports a missing key of mapping n and returns false, or returns true.
func (w *walker) require(n *yaml.Node, m map[string]*yaml.Node, what, key string) bool {
	if m[key] != nil {
		return true
	}
	if w.partial {
		return false
	}
	w.errf(n, CodeMissingKey, "%s needs the key %q", what, key)
	return false
}

// scalarString returns the text of a non-null scalar.
func scalarString(n *yaml.Node) (string, bool) {
	if n == nil || n.Kind != yaml.ScalarNode || n.Tag == "!!null" {
		return "", false
	}
	return n.Value, true
}

// str reads a scalar as text.
func (w *walker) str(n *yaml.Node, what string) (string, bool) {
	s, ok := scalarString(n)
	if !ok {
		if n.Kind == yaml.ScalarNode {
			w.errf(n, CodeWrongType, "%s must be text, not null", what)
		} else {
			w.errf(n, CodeWrongKind, "%s must be text, not %s", what, kindName(n))
		}
	}
	return s, ok
}

// line reads a one-line, non-empty text.
func (w *walker) line(n *yaml.Node, what string) (string, bool) {
	s, ok := w.str(n, what)
	if !ok {
		return "", false
	}
	if strings.TrimSpace(s) == "" {
		dg := w.errf(n, CodeBadValue, "%s must not be empty", what)
		dg.Hint = "write some text here, or leave the key out where it is optional"
		return "", false
	}
	if strings.ContainsAny(s, "\r\n") {
		dg := w.errf(n, CodeBadValue, "%s must be one line", what)
		dg.Hint = "write the text on one line, without a block scalar (| or >)"
		return "", false
	}
	return s, true
}

// integer reads an integer in lo..hi; code is reported for a value out of range.
func (w *walker) integer(n *yaml.Node, what string, lo, hi int, code string) (int, bool) {
	if n.Kind != yaml.ScalarNode {
		w.errf(n, CodeWrongKind, "%s must be a whole number, not %s", what, kindName(n))
		return 0, false
	}
	var i int64
	if (n.Tag == "!!int" && n.Decode(&i) != nil) || (n.Tag == "!!float" && digitsRE().MatchString(n.Value)) {
		// A whole number beyond 64 bits (the YAML library makes a float of one past
		// the unsigned range): out of range, not of the wrong type.
		if strings.HasPrefix(n.Value, "-") {
			w.errf(n, code, "%s is %s: too small, at least %d", what, n.Value, lo)
		} else {
			w.errf(n, code, "%s is %s: too large, at most %d", what, n.Value, hi)
		}
		return 0, false
	}
	if n.Tag != "!!int" {
		w.errf(n, CodeWrongType, "%s must be a whole number, not %s", what, kindName(n))
		return 0, false
	}
	if i < int64(lo) || i > int64(hi) {
		w.errf(n, code, "%s is %d; it must be %d..%d", what, i, lo, hi)
		return 0, false
	}
	return int(i), true
}

// digitsRE matches a whole number written out in decimal digits (compiled on
// first use).
var digitsRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[-+]?[0-9]+$`) })

// boolean reads true or false.
func (w *walker) boolean(n *yaml.Node, what string) (bool, bool) {
	if n.Kind != yaml.ScalarNode {
		w.errf(n, CodeWrongKind, "%s must be true or false, not %s", what, kindName(n))
		return false, false
	}
	var b bool
	if n.Tag != "!!bool" || n.Decode(&b) != nil {
		w.errf(n, CodeWrongType, "%s must be true or false, not %s", what, kindName(n))
		return false, false
	}
	return b, true
}

// list reads a sequence.
func (w *walker) list(n *yaml.Node, what string) ([]*yaml.Node, bool) {
	if n.Kind != yaml.SequenceNode {
		w.errf(n, CodeWrongKind, "%s must be a list, not %s", what, kindName(n))
		return nil, false
	}
	return n.Content, true
}

// oneOf reads a text that must be one of allowed.
func (w *walker) oneOf(n *yaml.Node, what string, allowed ...string) (string, bool) {
	s, ok := w.str(n, what)
	if !ok {
		return "", false
	}
	if !contains(allowed, s) {
		dg := w.errf(n, CodeBadValue, "%s is %q; it must be one of %s", what, s, strings.Join(allowed, ", "))
		dg.Hint = "use one of the values in the message"
		if sg := suggest(s, allowed); sg != "" {
			dg.Message += " (did you mean " + quote(sg) + "?)"
		}
		return "", false
	}
	return s, true
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func quote(s string) string { return fmt.Sprintf("%q", s) }

// suggest returns the candidate closest to s by edit distance (ignoring case;
// editDistance: a swap of two neighbouring characters counts as one edit, so
// "boadr" finds "board"), when it is close enough to be a likely typo, else "".
// A candidate equal to s is never suggested.
func suggest(s string, candidates []string) string {
	best, bestD := "", 1<<30
	ls := strings.ToLower(s)
	for _, c := range candidates {
		if c == s {
			continue
		}
		d := editDistance(ls, strings.ToLower(c))
		if d < bestD {
			best, bestD = c, d
		}
	}
	limit := max(1, min(3, len([]rune(s))/3))
	if bestD > limit {
		return ""
	}
	return best
}

// editDistance is the optimal string alignment distance between a and b, in runes:
// the fewest insertions, deletions, substitutions and transpositions of two
// neighbouring characters (Damerau-Levenshtein, each substring edited once).
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	if len(ra) > 64 || len(rb) > 64 { // long texts are never typos of short keys
		return 1 << 20
	}
	// d[i][j] is the distance between ra[:i] and rb[:j].
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}
