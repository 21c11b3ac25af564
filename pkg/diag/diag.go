// Package diag holds source positions and diagnostics: the shape in which every
// problem the tool finds is reported, whatever produced it (a preset, a log, a FEN,
// a flag). It imports nothing of the project's and knows nothing of chess.
//
// A position is file:line:col, line and column 1-based, the column counted in
// characters (runes), not bytes. A zero Line means "no position known".
package diag

import (
	"fmt"
	"sort"
	"strings"
)

// Pos is a place in an input: File (as given by the user, may be "-" or empty),
// Line and Col 1-based, Col counted in characters. Line 0 means unknown.
type Pos struct {
	File string
	Line int
	Col  int
}

// IsValid reports whether the position names a line.
func (p Pos) IsValid() bool { return p.Line > 0 }

// String formats the position as file:line:col, leaving out the unknown parts.
func (p Pos) String() string {
	s := p.File
	if p.Line > 0 {
		if s != "" {
			s += ":"
		}
		s += fmt.Sprint(p.Line)
		if p.Col > 0 {
			s += fmt.Sprintf(":%d", p.Col)
		}
	}
	if s == "" {
		s = "-"
	}
	return s
}

// Severity orders diagnostics: errors are findings, warnings are advice, notes
// report a normalisation (an accepted lenient spelling, say).
type Severity int

const (
	Error Severity = iota
	Warning
	Note
)

func (s Severity) String() string {
	switch s {
	case Error:
		return "error"
	case Warning:
		return "warning"
	default:
		return "note"
	}
}

// Diagnostic is one problem at one place. Code is a stable kebab-case identifier
// (for example "betza-syntax", "illegal-move"); Hint, when not empty, says how to fix it.
type Diagnostic struct {
	Pos      Pos
	Severity Severity
	Code     string
	Message  string
	Hint     string
}

// Error formats the diagnostic as "file:line:col: message (code)".
func (d Diagnostic) Error() string {
	return fmt.Sprintf("%s: %s (%s)", d.Pos, d.Message, d.Code)
}

// Errorf builds an error-severity diagnostic.
func Errorf(pos Pos, code, format string, args ...any) Diagnostic {
	return Diagnostic{Pos: pos, Severity: Error, Code: code, Message: fmt.Sprintf(format, args...)}
}

// Warnf builds a warning diagnostic.
func Warnf(pos Pos, code, format string, args ...any) Diagnostic {
	return Diagnostic{Pos: pos, Severity: Warning, Code: code, Message: fmt.Sprintf(format, args...)}
}

// Notef builds a note diagnostic.
func Notef(pos Pos, code, format string, args ...any) Diagnostic {
	return Diagnostic{Pos: pos, Severity: Note, Code: code, Message: fmt.Sprintf(format, args...)}
}

// List collects diagnostics; a nil or empty List means success. As an error it
// prints every entry on its own line.
type List []Diagnostic

// Add appends a diagnostic.
func (l *List) Add(d Diagnostic) { *l = append(*l, d) }

// Sort orders by file, line, column, then code (stable).
func (l List) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i].Pos, l[j].Pos
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Col != b.Col {
			return a.Col < b.Col
		}
		return l[i].Code < l[j].Code
	})
}

// HasErrors reports whether any entry has Error severity.
func (l List) HasErrors() bool {
	for _, d := range l {
		if d.Severity == Error {
			return true
		}
	}
	return false
}

// Err returns nil when the list holds no error-severity entry, else the list.
func (l List) Err() error {
	if !l.HasErrors() {
		return nil
	}
	return l
}

func (l List) Error() string {
	var b strings.Builder
	for i, d := range l {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(d.Error())
	}
	return b.String()
}
