package preset

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/diag"
)

// MaxFileSize is the largest preset file read, in bytes (1 MiB). Together with the
// refusal of aliases it bounds the time and memory one file can cost.
const MaxFileSize = 1 << 20

// file is one parsed preset file.
type file struct {
	name     string // shown in diagnostics (diag.Pos.File)
	key      string // identity for cycle detection: "embed:ID.yaml" or an absolute path
	dir      string // directory for relative extends; "" for embedded files
	base     string // file name without directory and extension: the default id
	embedded bool
	// confine, when not "", is the directory a confined file (Options.Confined)
	// is read in: no symbolic link on its path may lead out of it (readConfined).
	confine string
	root    *yaml.Node   // the top-level mapping; nil when the file could not be parsed
	accept  []Acceptance // the valid entries of its check.accept (checkFileKeys)
	lines   int          // number of lines, for clamping library line numbers
}

// yamlLineRE and unknownAnchorRE read the YAML library's messages; compiled on first use.
var yamlLineRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^yaml: line (\d+): (.*)$`) })

// parse reads src as one YAML document holding a mapping. Every node of the result
// is recorded in origin with the file's name. Aliases, merge keys, duplicate keys and
// non-scalar keys are reported and removed, so later stages see a plain tree.
func parse(f *file, src []byte, origin map[*yaml.Node]*file) (d diag.List) {
	f.lines, _ = lineCol(src, len(src))
	at := func(line, col int) diag.Pos { return diag.Pos{File: f.name, Line: line, Col: col} }
	if len(src) > MaxFileSize {
		d.Add(diag.Errorf(at(1, 1), CodeTooLarge, "file is %d bytes, more than the %d allowed", len(src), MaxFileSize))
		return d
	}
	if !utf8.Valid(src) {
		line, col := lineCol(src, firstInvalid(src))
		d.Add(diag.Errorf(at(line, col), CodeYAMLSyntax, "invalid UTF-8"))
		return d
	}
	defer func() {
		if r := recover(); r != nil {
			f.root = nil
			d = append(d, diag.Errorf(at(1, 1), CodeYAMLSyntax, "YAML parser failed: %v", r))
		}
	}()
	dec := yaml.NewDecoder(bytes.NewReader(src))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) { // empty file: an empty mapping
			f.root = &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Line: 1, Column: 1}
			origin[f.root] = f
			return d
		}
		d.Add(f.syntaxError(err, src))
		return d
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err == nil {
		d.Add(diag.Errorf(at(extra.Line, extra.Column), CodeMultipleDocs, "a preset file holds one YAML document; this is a second one"))
	} else if !errors.Is(err, io.EOF) {
		d.Add(f.syntaxError(err, src))
	}
	root := &doc
	if root.Kind == yaml.DocumentNode && len(root.Content) == 1 {
		root = root.Content[0]
	}
	sanitize(f, root, origin, &d)
	if root.Kind != yaml.MappingNode {
		if root.Kind == yaml.ScalarNode && root.Tag == "!!null" { // only comments
			f.root = &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Line: 1, Column: 1}
			origin[f.root] = f
			return d
		}
		// a file that is one line of text is no preset, and its text is not
		// quoted: it may be anything a log's preset names (a token file)
		what := kindName(root)
		if root.Kind == yaml.ScalarNode {
			what = "a line of text"
		}
		d.Add(diag.Errorf(at(root.Line, root.Column), CodeWrongKind, "a preset must be a mapping of keys (schema, id, name, ...), not %s", what))
		return d
	}
	f.root = root
	return d
}

var unknownAnchorRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^yaml: unknown anchor '(.*)' referenced$`)
})

// syntaxError wraps a YAML library error with the file name, its line (clamped to
// the file: the library sometimes counts one past the end) and a column found by
// syntaxPos.
func (f *file) syntaxError(err error, src []byte) diag.Diagnostic {
	msg := err.Error()
	if m := unknownAnchorRE().FindStringSubmatch(msg); m != nil {
		// The library gives no line here; the first "*name" in the text is the place.
		if i := bytes.Index(src, []byte("*"+m[1])); i >= 0 {
			line, col := lineCol(src, i)
			return diag.Errorf(diag.Pos{File: f.name, Line: line, Col: col}, CodeYAMLSyntax, "YAML syntax: unknown anchor %q referenced", m[1])
		}
	}
	line := 0
	if m := yamlLineRE().FindStringSubmatch(msg); m != nil {
		line, _ = strconv.Atoi(m[1])
		msg = m[2]
		if parserErrors[msg] {
			line++ // the library prints a 0-based line for parser (not scanner) errors
		}
		line = max(1, min(line, f.lines))
	} else if len(msg) > 6 && msg[:6] == "yaml: " {
		msg = msg[6:]
	}
	line, col, note := syntaxPos(src, line, msg)
	if note != "" {
		msg += " (" + note + ")"
	}
	return diag.Errorf(diag.Pos{File: f.name, Line: line, Col: col}, CodeYAMLSyntax, "YAML syntax: %s", msg)
}

// parserErrors are the messages of the YAML library's parser stage (parserc.go),
// whose "line N" is 0-based, unlike its scanner's.
var parserErrors = map[string]bool{
	"did not find expected ',' or ']'":       true,
	"did not find expected ',' or '}'":       true,
	"did not find expected <document start>": true,
	"did not find expected <stream-start>":   true,
	"did not find expected '-' indicator":    true,
	"did not find expected key":              true,
	"did not find expected node content":     true,
	"found duplicate %YAML directive":        true,
	"found duplicate %TAG directive":         true,
	"found incompatible YAML document":       true,
	"found undefined tag handle":             true,
}

// firstInvalid returns the byte offset of the first invalid UTF-8 sequence in src.
func firstInvalid(src []byte) int {
	for i := 0; i < len(src); {
		r, n := utf8.DecodeRune(src[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return len(src)
}

// lineCol returns the 1-based line and column (in characters) of byte offset end in
// src, counting line breaks as the YAML library does: "\r\n", "\r", "\n", and
// U+0085, U+2028, U+2029. lineCol(src, len(src)) gives the number of lines.
func lineCol(src []byte, end int) (line, col int) {
	line, col = 1, 1
	for i := 0; i < end; {
		r, n := utf8.DecodeRune(src[i:end])
		switch {
		case r == '\r' && i+1 < end && src[i+1] == '\n':
			n = 2
			fallthrough
		case r == '\r' || r == '\n' || r == 0x85 || r == 0x2028 || r == 0x2029:
			line, col = line+1, 1
		default:
			col++
		}
		i += n
	}
	return line, col
}

// sanitize records every node's file and removes what later stages must not see:
// aliases (reported; following them could expand exponentially), merge keys,
// non-scalar keys and repeated keys (the first one stays).
func sanitize(f *file, n *yaml.Node, origin map[*yaml.Node]*file, d *diag.List) {
	origin[n] = f
	pos := func(n *yaml.Node) diag.Pos { return diag.Pos{File: f.name, Line: n.Line, Col: n.Column} }
	switch n.Kind {
	case yaml.DocumentNode, yaml.SequenceNode:
		kept := n.Content[:0]
		for _, c := range n.Content {
			if c.Kind == yaml.AliasNode {
				d.Add(aliasDiag(pos(c), c))
				continue
			}
			sanitize(f, c, origin, d)
			kept = append(kept, c)
		}
		n.Content = kept
	case yaml.MappingNode:
		kept := n.Content[:0]
		first := map[string]*yaml.Node{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			switch {
			case k.Kind == yaml.AliasNode:
				d.Add(aliasDiag(pos(k), k))
				continue
			case k.Kind != yaml.ScalarNode:
				d.Add(diag.Errorf(pos(k), CodeWrongKind, "a key must be a plain scalar, not %s", kindName(k)))
				continue
			case k.Tag == "!!merge":
				d.Add(diag.Errorf(pos(k), CodeYAMLMergeKey, "merge keys (<<) are not supported; use extends: to inherit from another preset"))
				continue
			case v.Kind == yaml.AliasNode:
				d.Add(aliasDiag(pos(v), v))
				continue
			}
			if prev, dup := first[k.Value]; dup {
				d.Add(diag.Errorf(pos(k), CodeDuplicateKey, "key %q is already defined at line %d; the first one counts", k.Value, prev.Line))
				continue
			}
			first[k.Value] = k
			origin[k] = f
			sanitize(f, v, origin, d)
			kept = append(kept, k, v)
		}
		n.Content = kept
	}
}

func aliasDiag(p diag.Pos, n *yaml.Node) diag.Diagnostic {
	dg := diag.Errorf(p, CodeYAMLAlias, "YAML aliases (*%s) are not supported", n.Value)
	dg.Hint = "write the value out, or move shared parts into a parent preset (extends:)"
	return dg
}

// kindName names a node's kind for messages.
func kindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		if n.Tag == "!!null" {
			return "null"
		}
		v := []rune(n.Value)
		if len(v) > 40 {
			return fmt.Sprintf("the scalar %q...", string(v[:40]))
		}
		return fmt.Sprintf("the scalar %q", n.Value)
	case yaml.AliasNode:
		return "an alias"
	case yaml.DocumentNode:
		return "a document"
	}
	return "nothing"
}

// wholeFile starts the message of a diagnostic about a file as a whole, which has
// no line or column: "dangling.yaml: (file) cannot read the preset: ...".
const wholeFile = "(file) "

// ReadError is the read-error diagnostic of a preset file that cannot be read: no
// line or column (the message starts with "(file)" to say so), the operating
// system's reason without the path repeated, and a note when file is a symbolic
// link to nothing or, missing, a shipped preset's id (courier check chess).
func ReadError(file string, err error) diag.Diagnostic {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	msg := fmt.Sprintf("%scannot read the preset: %v", wholeFile, err)
	if st, lerr := os.Lstat(file); lerr == nil && st.Mode()&fs.ModeSymlink != 0 && errors.Is(err, fs.ErrNotExist) {
		msg += " (a symbolic link to a file that does not exist)"
	}
	if errors.Is(err, fs.ErrNotExist) && slices.Contains(Names(), file) {
		// a shipped preset's id where a file is read (courier check chess)
		msg += fmt.Sprintf(" (%s is a shipped preset, not a file: courier preset show %s writes its YAML)", file, file)
	}
	return diag.Errorf(diag.Pos{File: file}, CodeReadError, "%s", msg)
}

// Reason returns the message of a diagnostic without the "(file)" that marks a
// diagnostic about a whole file, for a message that names the file otherwise.
func Reason(d diag.Diagnostic) string { return strings.TrimPrefix(d.Message, wholeFile) }

// YAMLSyntax reads src (shown as name) as YAML and returns the diagnostic of its
// first syntax error, at the line and column found as for a preset file, or nil
// when src is well-formed YAML. For other YAML files of the tool (the settings
// file), which are not presets.
func YAMLSyntax(name string, src []byte) *diag.Diagnostic {
	f := &file{name: name}
	f.lines, _ = lineCol(src, len(src))
	if !utf8.Valid(src) {
		line, col := lineCol(src, firstInvalid(src))
		d := diag.Errorf(diag.Pos{File: name, Line: line, Col: col}, CodeYAMLSyntax, "invalid UTF-8")
		return &d
	}
	dec := yaml.NewDecoder(bytes.NewReader(src))
	for {
		var doc yaml.Node
		err := dec.Decode(&doc)
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			d := f.syntaxError(err, src)
			return &d
		}
	}
}
