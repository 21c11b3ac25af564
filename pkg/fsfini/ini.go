// Package fsfini reads Fairy-Stockfish's variants.ini format: sections
// `[name]` and `[name:parent]`, `key = value` lines, comment lines starting with
// `#` or `;`, and the options of Fairy-Stockfish's Variant (the ones its own
// variants.ini header documents, with their types). It reads a file as
// Fairy-Stockfish does (the same lines are options, comments or ignored; the
// last of two equal keys counts) and reports, each at file:line:col (1-based,
// columns in characters), what Fairy-Stockfish would read differently than it
// looks: a bool that is not exactly "true" or "false" (`True` is false), a value
// with trailing text, an unknown key (with a did-you-mean), a piece letter used
// twice, a start position inconsistent with the pieces, a parent that is not
// defined before its child, an inheritance cycle.
//
// A section's options are resolved through its parents (Resolve): a parent may
// be another section of the file or one of the Fairy-Stockfish built-in
// variants described in builtins.ini (the ones FSF's own variants.ini
// inherits from). What the options mean for courier's rule model is the job of
// pkg/fsfpreset; this package knows the format and Fairy-Stockfish's reading of
// it, not courier's rules.
package fsfini

import (
	"strings"
	"unicode/utf8"

	"github.com/gamecourier/courier/pkg/diag"
)

// Diagnostic codes of the reader and the checker.
const (
	CodeSyntax          = "ini-syntax"            // a line FSF ignores or misreads as a whole
	CodeDuplicateKey    = "ini-duplicate-key"     // a key twice in one section: the last counts
	CodeDuplicateName   = "ini-duplicate-section" // a section name twice: FSF keeps the first
	CodeUnknownKey      = "ini-unknown-key"       // no option of FSF's Variant has this name
	CodeMisread         = "ini-misread"           // FSF reads the value differently than it looks
	CodeBadValue        = "ini-bad-value"         // FSF cannot read the value (check mode says so)
	CodeDuplicateLetter = "ini-duplicate-letter"  // two piece types with one letter
	CodeStartFEN        = "ini-start-fen"         // the start position does not fit the pieces or board
	CodeParent          = "ini-unknown-parent"    // the parent is not defined before the section
	CodeCycle           = "ini-inheritance-cycle"
	CodeBetza           = "ini-betza"      // a custom piece's Betza FSF cannot read
	CodeDeprecated      = "ini-deprecated" // an option FSF reads for compatibility only
	CodeNoSection       = "ini-no-section" // the file or the name asked for has no section
)

// Entry is one `key = value` line of a section.
type Entry struct {
	Key, Value string
	KeyPos     diag.Pos // the key's first character
	ValuePos   diag.Pos // the value's first character (after the blanks FSF skips)
}

// Section is one `[name]` or `[name:parent]` and its entries, in file order.
type Section struct {
	Name, Parent string
	Pos          diag.Pos // the '[' of the header
	ParentPos    diag.Pos // the parent's first character; zero without a parent
	Entries      []Entry
	// Index is the section's 0-based place in the file (a parent must come first).
	Index int
}

// Get returns the entry of key that FSF reads (the last one of the section).
func (s *Section) Get(key string) (Entry, bool) {
	for i := len(s.Entries) - 1; i >= 0; i-- {
		if s.Entries[i].Key == key {
			return s.Entries[i], true
		}
	}
	return Entry{}, false
}

// File is a parsed variants.ini: its sections in file order.
type File struct {
	Name     string
	Sections []*Section
	byName   map[string]*Section // the first section of each name (FSF keeps it)
}

// Section returns the section FSF defines under name (the first one of that
// name), or nil.
func (f *File) Section(name string) *Section { return f.byName[name] }

// Names returns the section names in file order, each once.
func (f *File) Names() []string {
	var out []string
	for _, s := range f.Sections {
		if f.byName[s.Name] == s {
			out = append(out, s.Name)
		}
	}
	return out
}

// Parse reads src (shown as name in diagnostics) the way Fairy-Stockfish's
// VariantMap::parse_istream does: lines before the first line starting with '['
// are skipped; a header is '[' up to the first ']' (the rest of its line is
// ignored), split at the first ':' into name and parent; in a section a line
// starting with '#' or ';' (in its first column) is a comment, a line with '='
// is an option whose key is the text before the first '=' without trailing
// spaces and whose value is the rest after leading blanks (trailing blanks
// kept), any other line is ignored. Parse never fails: what FSF ignores or
// reads surprisingly is a diagnostic.
func Parse(name string, src []byte) (*File, diag.List) {
	f := &File{Name: name, byName: map[string]*Section{}}
	var d diag.List
	if !utf8.Valid(src) {
		d.Add(diag.Warnf(diag.Pos{File: name, Line: 1, Col: 1}, CodeSyntax, "the file is not valid UTF-8; columns may be off"))
	}
	text := string(src)
	lines := strings.Split(text, "\n")
	var cur *Section
	seen := map[string]Entry{}
	for i, line := range lines {
		ln := i + 1
		line = strings.TrimSuffix(line, "\r")
		pos := func(byteOff int) diag.Pos {
			return diag.Pos{File: name, Line: ln, Col: utf8.RuneCountInString(line[:byteOff]) + 1}
		}
		if strings.HasPrefix(line, "[") {
			cur = f.header(line, pos, &d)
			seen = map[string]Entry{}
			continue
		}
		if cur == nil || line == "" || line[0] == '#' || line[0] == ';' {
			continue
		}
		eq := strings.IndexByte(line, '=')
		if eq < 0 {
			if t := strings.TrimSpace(line); t != "" {
				if t[0] == '#' || t[0] == ';' {
					d.Add(diag.Warnf(pos(strings.Index(line, t)), CodeSyntax,
						"a comment must start in the first column: FSF reads this line as an option without '=' and ignores it"))
				} else {
					d.Add(diag.Warnf(pos(strings.Index(line, t)), CodeSyntax, "line has no '=': FSF ignores it"))
				}
			}
			continue
		}
		key := strings.TrimRight(line[:eq], " ")
		if key == "" {
			d.Add(diag.Warnf(pos(0), CodeSyntax, "option without a key: FSF ignores it"))
			continue
		}
		vOff := eq + 1
		for vOff < len(line) && isWS(line[vOff]) {
			vOff++
		}
		e := Entry{Key: key, Value: line[vOff:], KeyPos: pos(0), ValuePos: pos(vOff)}
		if prev, dup := seen[key]; dup {
			d.Add(diag.Warnf(prev.KeyPos, CodeDuplicateKey, "%s is set again at line %d; FSF reads only the last one", key, e.KeyPos.Line))
		}
		seen[key] = e
		cur.Entries = append(cur.Entries, e)
	}
	if len(f.Sections) == 0 {
		d.Add(diag.Errorf(diag.Pos{File: name, Line: 1, Col: 1}, CodeNoSection, "no section: a variant starts with a line [name] or [name:parent]"))
	}
	return f, d
}

// isWS is what C++'s std::ws skips.
func isWS(c byte) bool { return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r' }

// header reads a section header line.
func (f *File) header(line string, pos func(int) diag.Pos, d *diag.List) *Section {
	end := strings.IndexByte(line, ']')
	if end < 0 {
		d.Add(diag.Errorf(pos(0), CodeSyntax, "section header without ']'"))
		end = len(line)
	} else if rest := strings.TrimSpace(line[end+1:]); rest != "" {
		d.Add(diag.Warnf(pos(end+1+strings.Index(line[end+1:], rest)), CodeSyntax, "text after the section header: FSF ignores the rest of the line"))
	}
	inner := line[1:end]
	s := &Section{Pos: pos(0), Index: len(f.Sections), Name: inner}
	if c := strings.IndexByte(inner, ':'); c >= 0 {
		s.Name, s.Parent = inner[:c], inner[c+1:]
		s.ParentPos = pos(1 + c + 1)
	}
	if strings.TrimSpace(s.Name) != s.Name || strings.TrimSpace(s.Parent) != s.Parent {
		d.Add(diag.Warnf(pos(1), CodeSyntax, "blanks around the section name %q: FSF keeps them as part of the name", inner))
	}
	if s.Name == "" {
		d.Add(diag.Errorf(pos(1), CodeSyntax, "empty section name"))
	}
	if prev, dup := f.byName[s.Name]; dup {
		d.Add(diag.Errorf(s.Pos, CodeDuplicateName, "variant %q is already defined at line %d: FSF keeps the first and skips this one", s.Name, prev.Pos.Line))
	} else {
		f.byName[s.Name] = s
	}
	f.Sections = append(f.Sections, s)
	return s
}
