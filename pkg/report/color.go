package report

import (
	"fmt"
	"io"

	"github.com/fatih/color"

	"github.com/gamecourier/courier/pkg/diag"
)

// palette colours the parts of a text diagnostic on a terminal: the position in
// bold, an error's code in red, the severity word of a warning in yellow, of a
// note in cyan, "known" (a baseline's finding) faint. Off, every part is plain.
type palette struct {
	pos, err, warn, note, known *color.Color
}

func newPalette(on bool) *palette {
	p := &palette{pos: color.New(color.Bold), err: color.New(color.FgRed, color.Bold),
		warn: color.New(color.FgYellow), note: color.New(color.FgCyan), known: color.New(color.Faint)}
	for _, c := range []*color.Color{p.pos, p.err, p.warn, p.note, p.known} {
		if on {
			c.EnableColor()
		} else {
			c.DisableColor()
		}
	}
	return p
}

// diagnostic writes d as Diagnostic does, in colour.
func (p *palette) diagnostic(w io.Writer, d diag.Diagnostic) {
	switch d.Severity {
	case diag.Error:
		fmt.Fprintf(w, "%s %s (%s)\n", p.pos.Sprint(d.Pos.String()+":"), d.Message, p.err.Sprint(d.Code))
	case diag.Warning:
		fmt.Fprintf(w, "%s %s %s (%s)\n", p.pos.Sprint(d.Pos.String()+":"), p.warn.Sprint(d.Severity.String()+":"), d.Message, d.Code)
	default:
		fmt.Fprintf(w, "%s %s %s (%s)\n", p.pos.Sprint(d.Pos.String()+":"), p.note.Sprint(d.Severity.String()+":"), d.Message, d.Code)
	}
	if d.Hint != "" {
		fmt.Fprintf(w, "\thint: %s\n", d.Hint)
	}
}

// knownDiagnostic writes a baseline's known finding: "file:line:col: known:
// message (code)".
func (p *palette) knownDiagnostic(w io.Writer, d diag.Diagnostic) {
	fmt.Fprintf(w, "%s %s %s (%s)\n", p.pos.Sprint(d.Pos.String()+":"), p.known.Sprint("known:"), d.Message, d.Code)
}
