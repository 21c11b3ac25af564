// Package preset reads variant presets: YAML files that describe a chess variant
// (board, pieces as Betza strings, setup, rule modules with parameters, end rules),
// resolves their `extends:` inheritance, validates them and builds a rules.Variant.
// docs/presets.md describes the format and lists the diagnostic codes.
//
// Files are decoded into yaml.Node trees and walked by hand, never into maps, so that
// every problem is a diag.Diagnostic at the file:line:col of the offending node (and of
// the offending character inside a Betza or setup string). All problems of a preset are
// reported in one pass, sorted by position.
//
// What it checks: YAML syntax, duplicate and unknown keys, kinds, types and ranges,
// the schema version, ids, board size, piece letters, Betza syntax, setup shape and
// letters, squares on the board, references to defined pieces, that castling and
// module home squares hold their pieces in the setup, and end-rule signatures.
// What it does not check: anything that needs move generation (a piece that cannot
// move, a side to move that gives check, perft); that is the job of `courier check`
// on top of pkg/position.
//
// Limits: files of at most MaxFileSize bytes, extends chains of at most
// MaxExtendsDepth presets; YAML aliases and merge keys are refused (no alias bomb
// can expand).
package preset

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/rules"
	"github.com/gamecourier/courier/presets"
)

// Options configure a Loader.
type Options struct {
	// SearchPath lists user directories searched, in order, for NAME.yaml and
	// NAME.yml before the embedded presets.
	SearchPath []string
	// Embedded replaces the embedded presets (presets.FS) when not nil; for tests.
	// Its top level holds ID.yaml files.
	Embedded fs.FS
	// Confined holds the preset files a log names (a Variant tag path: from
	// anyone) to the log's rules at every step of the extends chain: a path must
	// be relative, have no ".." element and name a .yaml or .yml file (see
	// ConfinedPath); ids are looked up as always. An extends path that breaks
	// them is an unknown-extends error and its file is not read. Symbolic links
	// are followed only while they stay in the directory of the file first named
	// (Escapes): a file reached through one that leads out is a read-error and
	// none of its bytes is read.
	Confined bool
}

// ConfinedPath says why path, a preset file path written in a log or in a preset
// a log names, is refused under Options.Confined, or "" when it is allowed:
// absolute, with a ".." element, or no .yaml or .yml file.
func ConfinedPath(path string) string {
	switch {
	case !yamlPath(path):
		return "it names no .yaml or .yml file"
	case filepath.IsAbs(path) || strings.HasPrefix(path, "/") || strings.HasPrefix(path, `\`) || filepath.VolumeName(path) != "":
		return "it is an absolute path"
	}
	for _, el := range strings.FieldsFunc(path, func(r rune) bool { return r == '/' || r == '\\' }) {
		if el == ".." {
			return `it climbs out of its directory ("..")`
		}
	}
	return ""
}

// ErrLeavesDir is the read error of a confined preset file (Options.Confined)
// whose path leads out of its directory through a symbolic link.
var ErrLeavesDir = errors.New("a symbolic link on its path leads out of the directory of the preset the log names; the file is not read")

// Escapes reports whether path, with every symbolic link on it followed, ends
// outside dir (its links followed too). A path or dir that cannot be resolved
// (no such file) is not judged: false, and opening it then fails on its own.
func Escapes(dir, path string) bool {
	rd, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return false
	}
	rp, err := filepath.EvalSymlinks(path)
	if err != nil {
		return false
	}
	if rd, err = filepath.Abs(rd); err != nil {
		return false
	}
	if rp, err = filepath.Abs(rp); err != nil {
		return false
	}
	rel, err := filepath.Rel(rd, rp)
	return err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) || filepath.IsAbs(rel)
}

// Loader resolves preset names and files. Its zero value is not usable; make one
// with NewLoader. A Loader holds no cache and is safe for concurrent use.
type Loader struct {
	opts     Options
	embedded fs.FS
}

// NewLoader returns a Loader with the given options.
func NewLoader(opts Options) *Loader {
	l := &Loader{opts: opts, embedded: opts.Embedded}
	if l.embedded == nil {
		l.embedded = presets.FS
	}
	return l
}

// Load resolves and builds the preset called name (see Loader.Load) with a new Loader.
func Load(name string, opts Options) (*rules.Variant, diag.List) {
	return NewLoader(opts).Load(name)
}

// Resolve resolves the preset called name (see Loader.Resolve) with a new Loader.
func Resolve(name string, opts Options) (*Resolved, diag.List) {
	return NewLoader(opts).Resolve(name)
}

// Load resolves the preset called name and builds its rule model. name is a preset
// id looked up in Options.SearchPath and then among the embedded presets, or the path
// of a file (anything with a '/' or ending in .yaml or .yml; an id that names no
// preset is tried as a path too). The variant is nil when the list holds an error;
// warnings may come with a variant. The list is sorted.
func (l *Loader) Load(name string) (*rules.Variant, diag.List) {
	r, d := l.Resolve(name)
	if r == nil {
		return nil, d
	}
	return finish(r, d)
}

// LoadData is Load for a preset given as bytes, shown in diagnostics as file. Its
// extends is looked up as for a file in the current directory.
func (l *Loader) LoadData(file string, data []byte) (*rules.Variant, diag.List) {
	r, d := l.ResolveData(file, data)
	if r == nil {
		return nil, d
	}
	return finish(r, d)
}

// MaxDiagnostics bounds the diagnostics Load reports for one preset; past it the
// list ends with a note (code too-many-diagnostics) saying how many were left out.
const MaxDiagnostics = 200

// finish builds r and returns the variant (nil on errors) with all diagnostics,
// sorted and capped at MaxDiagnostics.
func finish(r *Resolved, d diag.List) (*rules.Variant, diag.List) {
	v, bd := Build(r)
	bd = Attribute(r, bd, buildDiags)
	if r.Partial {
		v = nil // its errors are in d already
	}
	d = Cap(Localize(r, append(d, bd...)))
	if d.HasErrors() {
		return nil, d
	}
	return v, d
}

// buildDiags is Build's diagnostics, for Attribute.
func buildDiags(r *Resolved) diag.List {
	_, d := Build(r)
	return d
}

// Cap sorts d and cuts it at MaxDiagnostics entries, ending the list with a note
// (code too-many-diagnostics) that says how many were left out.
func Cap(d diag.List) diag.List {
	d.Sort()
	if len(d) > MaxDiagnostics {
		more := len(d) - MaxDiagnostics
		last := d[MaxDiagnostics-1].Pos
		d = append(d[:MaxDiagnostics:MaxDiagnostics], diag.Notef(last, CodeTooMany, "%d more problems not shown", more))
	}
	return d
}

// Check is Load for `courier check`: it resolves and builds the preset called
// name, adds the Lint warnings, applies the preset's check.accept to them (Accept:
// accepted warnings are left out, an acceptance of a Lint code that acknowledges
// nothing is an accept-unused warning) and adds a fix hint to every diagnostic
// (WithHints). It returns the resolved document (nil when the file cannot be read
// or parsed), the variant (nil when the list has an error or the extends chain is
// incomplete) and every diagnostic, sorted and capped.
func (l *Loader) Check(name string) (*Resolved, *rules.Variant, diag.List) {
	r, d := l.Resolve(name)
	return check(r, d)
}

// CheckData is Check for a preset given as bytes, shown in diagnostics as file.
func (l *Loader) CheckData(file string, data []byte) (*Resolved, *rules.Variant, diag.List) {
	r, d := l.ResolveData(file, data)
	return check(r, d)
}

func check(r *Resolved, d diag.List) (*Resolved, *rules.Variant, diag.List) {
	v, d := CheckResolved(r, d)
	var judged []string
	if v != nil {
		judged = LintCodes
	}
	d, _ = Accept(r, LocalizeCheck(r, d), judged)
	return r, v, WithHints(Cap(d))
}

// Resolve finds the preset called name (as in Load), reads it and its ancestors and
// merges them. It reports file, YAML and inheritance problems; the model is checked by
// Build. The result is nil when the file itself cannot be read or parsed; when an
// ancestor cannot be had (an unknown or cyclic extends, a syntax error in a parent) it
// holds what could be read, with Partial set.
func (l *Loader) Resolve(name string) (*Resolved, diag.List) {
	st := newState()
	f, d := l.find(name)
	if f == nil {
		return nil, d
	}
	return l.resolve(st, f, l.read(st, f))
}

// ResolveData is Resolve for a preset given as bytes, shown in diagnostics as file.
func (l *Loader) ResolveData(file string, data []byte) (*Resolved, diag.List) {
	st := newState()
	f := osFile(file)
	d := st.parse(f, data)
	return l.resolve(st, f, d)
}

// state is what one resolution shares: the origin of every node read.
type state struct {
	origin map[*yaml.Node]*file
	files  []*file // every file read, in order (a parent that does not parse too)
}

func newState() *state { return &state{origin: map[*yaml.Node]*file{}} }

func (st *state) parse(f *file, data []byte) diag.List { return parse(f, data, st.origin) }

func (l *Loader) resolve(st *state, f *file, d diag.List) (*Resolved, diag.List) {
	if f.root == nil {
		d.Sort()
		return nil, d
	}
	chain := []*file{f}
	complete := true
	for cur := f; ; {
		d = append(d, checkFileKeys(cur, st.origin)...)
		parent, pd, ok := l.parentOf(st, cur, chain)
		d = append(d, pd...)
		if !ok {
			complete = false
			break
		}
		if parent == nil {
			break
		}
		chain = append(chain, parent)
		cur = parent
	}
	m := &merger{origin: st.origin, d: &d}
	var doc *yaml.Node
	for i := len(chain) - 1; i >= 0; i-- {
		own := withoutPerFileKeys(chain[i].root)
		st.origin[own] = chain[i]
		doc = m.merge(doc, own, nil)
	}
	r := &Resolved{ID: f.base, File: f.name, Doc: doc, Partial: !complete, Accept: f.accept, origin: st.origin, chain: chain, read: st.files}
	if _, v := mapGet(f.root, "id"); v != nil {
		if s, ok := scalarString(v); ok && validID(s) {
			r.ID = s
		}
	}
	if ext := extendsNode(f.root); ext != nil {
		r.Extends = ext.Value
	}
	for _, c := range chain {
		r.Chain = append(r.Chain, c.name)
	}
	d.Sort()
	return r, d
}

// parentOf reads the parent of cur, the last file of chain. It returns nil and ok
// when cur extends nothing, and ok false when the parent cannot be had (an invalid,
// unknown or cyclic extends, a chain too long, a parent that cannot be read or
// parsed), with the diagnostics at cur's extends value.
func (l *Loader) parentOf(st *state, cur *file, chain []*file) (parent *file, d diag.List, ok bool) {
	ext := extendsNode(cur.root)
	if ext == nil {
		return nil, nil, true
	}
	name, isText := scalarString(ext)
	if !isText || !validExtends(name) {
		return nil, nil, false // reported by checkFileKeys
	}
	pos := diag.Pos{File: cur.name, Line: ext.Line, Col: ext.Column}
	if len(chain) >= MaxExtendsDepth {
		d.Add(diag.Errorf(pos, CodeExtendsTooDeep, "extends chain is longer than %d presets (%s)", MaxExtendsDepth, chainText(chain, nil)))
		return nil, d, false
	}
	if l.opts.Confined && IsPath(name) {
		if why := ConfinedPath(name); why != "" {
			d.Add(diag.Errorf(pos, CodeUnknownExtends, "extends %q is not read: %s (a preset a log names may extend a shipped or preset_path id, or a relative .yaml path below it)", name, why))
			return nil, d, false
		}
	}
	parent = l.findParent(cur, name)
	if parent == nil && !cur.embedded && validID(name) {
		// A file skips itself when it looks up an id (so a user's chess.yaml may
		// extend the shipped chess); when nothing else has the id, the file names
		// itself.
		if self := l.lookup(name, []string{cur.dir}, ""); self != nil && self.key == cur.key {
			dg := diag.Errorf(pos, CodeExtendsCycle, "extends %q names this file itself (%s), and no other preset has that id", name, chainText(chain, cur))
			dg.Hint = "extend another preset: a shipped one (courier presets), or one in preset_path or beside this file"
			d.Add(dg)
			return nil, d, false
		}
	}
	if parent == nil {
		dg := diag.Errorf(pos, CodeUnknownExtends, "extends %q: no such preset", name)
		if s := suggest(name, l.names(cur)); s != "" {
			dg.Message += " (did you mean " + quote(s) + "?)"
		}
		d.Add(dg)
		return nil, d, false
	}
	for _, c := range chain {
		if c.key == parent.key {
			d.Add(diag.Errorf(pos, CodeExtendsCycle, "extends %q makes a cycle: %s", name, chainText(chain, parent)))
			return nil, d, false
		}
	}
	for _, dg := range l.read(st, parent) {
		if dg.Code == CodeReadError { // no position in the parent: point at the extends
			dg.Pos, dg.Message = pos, fmt.Sprintf("extends %q: %s", name, Reason(dg))
		}
		d.Add(dg)
	}
	return parent, d, parent.root != nil
}

func chainText(chain []*file, last *file) string {
	var parts []string
	for _, c := range chain {
		parts = append(parts, c.name)
	}
	if last != nil {
		parts = append(parts, last.name)
	}
	return strings.Join(parts, " -> ")
}

// extendsNode returns the value of the extends key, or nil.
func extendsNode(root *yaml.Node) *yaml.Node {
	_, v := mapGet(root, "extends")
	if v == nil || isNull(v) {
		return nil
	}
	return v
}

// idRE is compiled on first use, not at every start of the program.
var idRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[a-z0-9-]+$`) })

// validID reports whether s is a preset id: [a-z0-9-]+.
func validID(s string) bool { return idRE().MatchString(s) }

// IsPath reports whether a preset name is meant as a file path: it has a '/' or
// '\', or ends in .yaml or .yml (else it is an id).
func IsPath(s string) bool {
	return strings.ContainsAny(s, `/\`) || strings.HasSuffix(s, ".yaml") || strings.HasSuffix(s, ".yml")
}

// validExtends reports whether s may be an extends value: an id or a path to a
// .yaml or .yml file (never another file: a preset named by a log may come from
// anyone, and a parent that is no preset would have its text quoted in errors).
func validExtends(s string) bool { return validID(s) || yamlPath(s) }

// yamlPath reports whether s names a .yaml or .yml file (any case).
func yamlPath(s string) bool {
	ext := strings.ToLower(filepath.Ext(s))
	return ext == ".yaml" || ext == ".yml"
}

func embeddedFile(id string) *file {
	return &file{name: "presets/" + id + ".yaml", key: "embed:" + id, base: id, embedded: true}
}

func osFile(p string) *file {
	abs, err := filepath.Abs(p)
	if err != nil {
		abs = filepath.Clean(p)
	}
	base := filepath.Base(p)
	base = strings.TrimSuffix(strings.TrimSuffix(base, ".yaml"), ".yml")
	return &file{name: p, key: abs, dir: filepath.Dir(p), base: base}
}

// read loads and parses f.
func (l *Loader) read(st *state, f *file) diag.List {
	var data []byte
	var err error
	if f.embedded {
		data, err = fs.ReadFile(l.embedded, f.base+".yaml")
	} else if f.confine != "" {
		data, err = readConfined(f.confine, f.name)
	} else {
		data, err = readLimited(f.name)
	}
	st.files = append(st.files, f)
	if err != nil {
		return diag.List{ReadError(f.name, err)}
	}
	return st.parse(f, data)
}

// readLimited reads at most MaxFileSize+1 bytes of a file (parse reports the excess).
func readLimited(name string) ([]byte, error) {
	fh, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	return io.ReadAll(io.LimitReader(fh, MaxFileSize+1))
}

// readConfined is readLimited for a confined file: name is read through an
// os.Root at dir, so no symbolic link may lead out of dir (ErrLeavesDir), not
// even one changed between the check and the read.
func readConfined(dir, name string) ([]byte, error) {
	if Escapes(dir, name) {
		return nil, ErrLeavesDir
	}
	rel, err := filepath.Rel(dir, name)
	if err != nil {
		return nil, err
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	defer root.Close()
	fh, err := root.Open(rel)
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, fs.ErrPermission) {
			return nil, ErrLeavesDir
		}
		return nil, err
	}
	defer fh.Close()
	return io.ReadAll(io.LimitReader(fh, MaxFileSize+1))
}

// find locates the preset asked for by name (Load's rules). Under
// Options.Confined a file named by its path is read confined to its directory.
func (l *Loader) find(name string) (*file, diag.List) {
	if IsPath(name) {
		return l.confined(osFile(name), filepath.Dir(name)), nil
	}
	if validID(name) {
		if f := l.lookup(name, nil, ""); f != nil {
			return f, nil
		}
	}
	if st, err := os.Stat(name); err == nil && st.Mode().IsRegular() {
		return l.confined(osFile(name), filepath.Dir(name)), nil
	}
	dg := diag.Errorf(diag.Pos{File: name}, CodeUnknownPreset, "no preset or preset file %q", name)
	if s := suggest(name, l.names(nil)); s != "" {
		dg.Message += " (did you mean " + quote(s) + "?)"
	}
	dg.Hint = "shipped presets: " + strings.Join(l.embeddedNames(), ", ")
	return nil, diag.List{dg}
}

// findParent locates the parent named by an extends value of f. Embedded presets
// extend embedded presets only. For a user file: a path is taken relative to the
// file's directory; an id is looked up in the file's directory, then SearchPath, then
// the embedded presets, skipping f itself (so a user's chess.yaml may extend the
// shipped chess).
func (l *Loader) findParent(f *file, name string) *file {
	if f.embedded {
		if !validID(name) {
			return nil
		}
		if _, err := fs.Stat(l.embedded, name+".yaml"); err != nil {
			return nil
		}
		return embeddedFile(name)
	}
	if IsPath(name) {
		if !yamlPath(name) {
			return nil // not read: validExtends reports it
		}
		p := name
		if !filepath.IsAbs(p) {
			p = filepath.Join(f.dir, p)
		}
		return l.confined(osFile(p), f.confine)
	}
	pf := l.lookup(name, []string{f.dir}, f.key)
	if pf != nil && !pf.embedded && pf.dir == f.dir {
		pf = l.confined(pf, f.confine) // the id found beside f
	}
	return pf
}

// confined sets f's confine directory to dir under Options.Confined (a file of
// a chain keeps the directory of the chain's first file).
func (l *Loader) confined(f *file, dir string) *file {
	if l.opts.Confined {
		f.confine = dir
	}
	return f
}

// lookup finds preset id in extra dirs, then SearchPath, then the embedded presets,
// skipping the file whose key is skip.
func (l *Loader) lookup(id string, extra []string, skip string) *file {
	for _, dir := range append(extra, l.opts.SearchPath...) {
		for _, ext := range []string{".yaml", ".yml"} {
			p := filepath.Join(dir, id+ext)
			if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() {
				if f := osFile(p); f.key != skip {
					return f
				}
			}
		}
	}
	if _, err := fs.Stat(l.embedded, id+".yaml"); err == nil {
		return embeddedFile(id)
	}
	return nil
}

// names lists the preset ids visible from f (nil: from the command line), for
// "did you mean".
func (l *Loader) names(f *file) []string {
	seen := map[string]bool{}
	var out []string
	add := func(n string) {
		if !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	for _, n := range l.embeddedNames() {
		add(n)
	}
	if f != nil && f.embedded {
		return out
	}
	dirs := l.opts.SearchPath
	if f != nil {
		dirs = append([]string{f.dir}, dirs...)
	}
	for _, dir := range dirs {
		ents, _ := os.ReadDir(dir)
		for _, e := range ents {
			n := e.Name()
			if id := strings.TrimSuffix(strings.TrimSuffix(n, ".yaml"), ".yml"); id != n && validID(id) {
				add(id)
			}
		}
	}
	return out
}

func (l *Loader) embeddedNames() []string {
	ents, _ := fs.ReadDir(l.embedded, ".")
	var out []string
	for _, e := range ents {
		if id, ok := strings.CutSuffix(e.Name(), ".yaml"); ok && !e.IsDir() {
			out = append(out, id)
		}
	}
	sort.Strings(out)
	return out
}

// Info describes one preset a name loads, for `courier presets`.
type Info struct {
	ID          string // the preset id, e.g. "pmc1" (a user file's name without .yaml/.yml)
	Name        string // the human name, e.g. "Prime Ministers Chess (PMC1)"
	Description string // one line
	Source      string // the file, e.g. "presets/pmc1.yaml" (shipped) or "mine/pmc9.yaml"
	Extends     string // the parent's id, or ""
	Meta        Meta   // inherited like any map

	Embedded bool // a shipped preset (Source is then "presets/ID.yaml", inside the binary)
	Shadows  bool // a user preset whose id is a shipped preset's: the name loads this file
	Invalid  bool // the file does not resolve (courier check Source says why); Name etc. are ""
}

// Meta is the meta: section of a preset.
type Meta struct {
	Inventor string
	Year     int // 0 = unknown
	Sources  []string
	Notes    string
}

// List returns the embedded presets sorted by id. A preset that does not load (a
// bug caught by the package's tests) is listed with its id and source only.
func List() []Info { return NewLoader(Options{}).List() }

// List returns the presets a name can load with l's options, one per id, sorted by
// id: for each id of a file ID.yaml or ID.yml in the SearchPath directories, the
// first such file (as Load finds it), and for each other shipped id the shipped
// preset. A user file named like a shipped preset is marked Shadows. Directories that
// cannot be read add nothing; a file that does not resolve is listed Invalid.
func (l *Loader) List() []Info {
	var out []Info
	seen := map[string]bool{}
	shipped := map[string]bool{}
	for _, id := range l.embeddedNames() {
		shipped[id] = true
	}
	for _, dir := range l.opts.SearchPath {
		ents, _ := os.ReadDir(dir)
		for _, e := range ents {
			n := e.Name()
			id := strings.TrimSuffix(strings.TrimSuffix(n, ".yaml"), ".yml")
			if id == n || !validID(id) || seen[id] {
				continue
			}
			f := l.lookup(id, nil, "")
			if f == nil || f.embedded {
				continue // not a regular file
			}
			seen[id] = true
			out = append(out, l.info(Info{ID: id, Source: f.name, Shadows: shipped[id]}, f.name))
		}
	}
	for _, id := range l.embeddedNames() {
		if seen[id] {
			continue
		}
		f := embeddedFile(id)
		out = append(out, l.info(Info{ID: id, Source: f.name, Embedded: true}, id))
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// info fills in the fields of in from the preset loaded by name; it is Invalid when
// the preset does not load (as Load says, without the checks of courier check).
func (l *Loader) info(in Info, name string) Info {
	r, d := l.Resolve(name)
	if r == nil {
		in.Invalid = true
		return in
	}
	in.Name, in.Description, in.Meta = infoFields(r)
	in.Extends = r.Extends
	if v, _ := finish(r, d); v == nil {
		in.Invalid = true
	}
	return in
}

// Names returns the ids of the embedded presets, sorted.
func Names() []string { return NewLoader(Options{}).embeddedNames() }

// Names returns every preset id a name can load with l's options (shipped ids and
// those of the ID.yaml and ID.yml files in the SearchPath directories), sorted, each
// once.
func (l *Loader) Names() []string {
	out := l.names(nil)
	sort.Strings(out)
	return out
}

// infoFields reads name, description and meta from a resolved preset, leniently
// (Build reports their problems).
func infoFields(r *Resolved) (name, desc string, meta Meta) {
	str := func(n *yaml.Node) string {
		if s, ok := scalarString(n); ok {
			return s
		}
		return ""
	}
	_, n := mapGet(r.Doc, "name")
	name = str(n)
	_, n = mapGet(r.Doc, "description")
	desc = str(n)
	_, m := mapGet(r.Doc, "meta")
	if m == nil || m.Kind != yaml.MappingNode {
		return
	}
	_, n = mapGet(m, "inventor")
	meta.Inventor = str(n)
	_, n = mapGet(m, "notes")
	meta.Notes = str(n)
	if _, n = mapGet(m, "year"); n != nil && n.Tag == "!!int" {
		_ = n.Decode(&meta.Year)
	}
	if _, n = mapGet(m, "sources"); n != nil && n.Kind == yaml.SequenceNode {
		for _, s := range n.Content {
			meta.Sources = append(meta.Sources, str(s))
		}
	}
	return
}

// Source finds the preset called name as Load does and returns its file name (as
// shown in diagnostics: "presets/ID.yaml" for a shipped preset) and its text,
// unparsed. Errors are unknown-preset and read-error diagnostics.
func (l *Loader) Source(name string) (string, []byte, diag.List) {
	f, d := l.find(name)
	if f == nil {
		return "", nil, d
	}
	var data []byte
	var err error
	if f.embedded {
		data, err = fs.ReadFile(l.embedded, f.base+".yaml")
	} else {
		data, err = readLimited(f.name)
	}
	if err != nil {
		return f.name, nil, diag.List{ReadError(f.name, err)}
	}
	return f.name, data, nil
}
