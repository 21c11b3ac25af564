package cmdutil

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/gamecourier/courier/pkg/check"
	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/fsfini"
	"github.com/gamecourier/courier/pkg/fsfpreset"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/pkg/rules"
)

// INIResult is one section of a Fairy-Stockfish variants.ini imported: its
// preset YAML and variant as courier check accepts them, or the diagnostics
// why not (YAML and Variant nil).
type INIResult struct {
	Name, ID string
	YAML     []byte
	Variant  *rules.Variant
	Diags    diag.List
}

// ImportINI reads a variants.ini (data, shown as file) and imports its
// sections, or only the one named only: the file's own diagnostics
// (fsfini.Check: what FSF reads differently than written) and per section the
// import (fsfpreset.Import) checked as courier check checks a preset file. A
// problem the checks find in the imported preset is placed at the section
// header. The file's diagnostics are sorted.
func ImportINI(file string, data []byte, only string) ([]INIResult, diag.List) {
	f, d := fsfini.Parse(file, data)
	d = append(d, fsfini.Check(f)...)
	names := f.Names()
	if only != "" {
		if f.Section(only) == nil {
			_, rd := fsfini.Resolve(f, only)
			return nil, append(d, rd...)
		}
		names = []string{only}
		d = sectionDiags(f, only, d)
	}
	l := preset.NewLoader(preset.Options{})
	var out []INIResult
	for _, name := range names {
		res := INIResult{Name: name, ID: fsfpreset.ID(name)}
		v, rd := fsfini.Resolve(f, name)
		if v == nil {
			res.Diags = rd
			out = append(out, res)
			continue
		}
		im := fsfpreset.Import(v)
		res.Diags = im.Diags
		if im.YAML != nil {
			cr := check.Data(l, res.ID+".yaml", im.YAML)
			if cr.Variant == nil {
				for _, x := range cr.Diags {
					if x.Severity == diag.Error {
						res.Diags.Add(diag.Errorf(f.Section(name).Pos, fsfpreset.CodeUnsupported,
							"[%s] imports as a preset that courier check refuses: %s (%s, line %d of the preset)", name, x.Message, x.Code, x.Pos.Line))
					}
				}
			} else {
				res.YAML, res.Variant = im.YAML, cr.Variant
			}
		}
		out = append(out, res)
	}
	d.Sort()
	return out, d
}

// SplitINIPreset splits a --preset value FILE.ini:NAME into the file and the
// section name; ok is false for any other value.
func SplitINIPreset(name string) (file, section string, ok bool) {
	i := strings.LastIndex(name, ".ini:")
	if i < 0 {
		return "", "", false
	}
	return name[:i+4], name[i+5:], name[i+5:] != ""
}

// loadINIPreset loads --preset FILE.ini:NAME: the section imported and
// compiled. Every diagnostic of the file that concerns the section, and the
// section's own, are returned; the variant is nil when one is an error.
func loadINIPreset(name string) (*rules.Variant, *position.Rules, diag.List) {
	file, section, _ := SplitINIPreset(name)
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, nil, diag.List{preset.ReadError(file, err)}
	}
	res, fd := ImportINI(file, data, section)
	if len(res) == 0 {
		return nil, nil, fd
	}
	d := res[0].Diags
	if res[0].Variant == nil {
		if !d.HasErrors() {
			d.Add(diag.Errorf(diag.Pos{File: file}, fsfpreset.CodeUnsupported, "(file) [%s] cannot be imported", section))
		}
		return nil, nil, d
	}
	r, err := position.Compile(res[0].Variant)
	if err != nil {
		d.Add(diag.Errorf(diag.Pos{File: file}, fsfpreset.CodeUnsupported, "(file) [%s]: %v", section, err))
		return nil, nil, d
	}
	return res[0].Variant, r, d
}

// WritePresetFile writes data to dir/id.yaml, creating dir; an existing file
// is replaced.
func WritePresetFile(dir, id string, data []byte) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("--out: %w", err)
	}
	p := filepath.Join(dir, id+".yaml")
	return p, os.WriteFile(p, data, 0o644)
}

// sectionDiags keeps the diagnostics of d that concern section name: those on
// the lines of the section and of its parents in the file, and those of the
// file as a whole (no line).
func sectionDiags(f *fsfini.File, name string, d diag.List) diag.List {
	type span struct{ from, to int }
	var spans []span
	for s := f.Section(name); s != nil; {
		to := 1 << 30
		if s.Index+1 < len(f.Sections) {
			to = f.Sections[s.Index+1].Pos.Line
		}
		spans = append(spans, span{s.Pos.Line, to})
		p := f.Section(s.Parent)
		if p == nil || p.Index >= s.Index {
			break
		}
		s = p
	}
	var out diag.List
	for _, x := range d {
		keep := x.Pos.Line == 0
		for _, sp := range spans {
			keep = keep || (x.Pos.Line >= sp.from && x.Pos.Line < sp.to)
		}
		if keep {
			out = append(out, x)
		}
	}
	return out
}
