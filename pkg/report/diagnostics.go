package report

// Diagnostics of checked files (`courier check`): text with optional source snippets,
// JSON Lines, and GitHub workflow annotations. This file depends on nothing but
// pkg/diag, so it can be used by any command that reports diagnostics per file.

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/gamecourier/courier/pkg/baseline"
	"github.com/gamecourier/courier/pkg/diag"
)

// FileStatus is the verdict on one checked file.
type FileStatus string

// The verdicts of `courier check`.
const (
	StatusValid      FileStatus = "ok"         // no error (warnings may be present)
	StatusInvalid    FileStatus = "invalid"    // at least one error
	StatusUnreadable FileStatus = "unreadable" // the file could not be read
)

// FileReport is what was found in one checked file. Diags may point into other files
// (a preset's parents).
type FileReport struct {
	File   string
	ID     string // the preset id, when known
	Status FileStatus
	Diags  diag.List
	// Accepted counts the warnings the file acknowledges and that are not in Diags
	// (a preset's check.accept).
	Accepted int
}

// DiagWriter writes FileReports in one format:
//
//   - "text": one diagnostic per line, "file:line:col: message (code)" (warnings and
//     notes with their severity before the message), then, when Snippets is set
//     and the source line is known, the line and a caret under the column, then
//     "\thint: ..." when the diagnostic has a hint;
//   - "json": JSON Lines, one object per file: file, id, status (ok, invalid,
//     unreadable), errors, warnings, accepted, diagnostics (an array of objects with file,
//     line, col, severity, code, message, hint; line and col 0 when unknown);
//   - "github": one workflow command per diagnostic ("::error file=F,line=L,col=C,
//     title=CODE::MESSAGE"; warnings ::warning, notes ::notice), the hint in
//     parentheses after the message. Files without diagnostics write nothing.
//   - "sarif": one SARIF 2.1.0 log (SARIFLog) of every file's diagnostics,
//     written by Close.
type DiagWriter struct {
	W      io.Writer
	Format string
	// Version is the tool version a SARIF log names.
	Version string
	// Baseline, when set, sorts the errors into known findings (in the baseline:
	// "known" in text, notices in github, baselineState "unchanged" in sarif;
	// json is unchanged) and new ones; New and Known count them.
	Baseline *baseline.Baseline
	// Quiet keeps only the errors in text and github output.
	Quiet bool
	// Record, when set, receives every error as a baseline entry.
	Record     func(baseline.Entry)
	New, Known int
	sarif      *SARIFLog
	// Snippets turns on the source line and caret in text output (on a terminal).
	Snippets bool
	// Color colours text output (on a terminal without NO_COLOR).
	Color bool
	pal   *palette
	// Source returns the text of a file for snippets, or nil when unknown.
	Source func(file string) []byte
}

// jsonDiag is the JSON form of one diagnostic.
type jsonDiag struct {
	File     string `json:"file"`
	Line     int    `json:"line"`
	Col      int    `json:"col"`
	Severity string `json:"severity"`
	Code     string `json:"code"`
	Message  string `json:"message"`
	Hint     string `json:"hint,omitempty"`
}

// jsonFile is the JSON form of one FileReport.
type jsonFile struct {
	File        string     `json:"file"`
	ID          string     `json:"id"` // always present, "" when unknown (docs/ci.md)
	Status      FileStatus `json:"status"`
	Errors      int        `json:"errors"`
	Warnings    int        `json:"warnings"`
	Accepted    int        `json:"accepted"`
	Diagnostics []jsonDiag `json:"diagnostics"`
}

// Counts returns the number of errors and warnings in d.
func Counts(d diag.List) (errors, warnings int) {
	for _, x := range d {
		switch x.Severity {
		case diag.Error:
			errors++
		case diag.Warning:
			warnings++
		}
	}
	return
}

// FileEntry is the baseline entry of the error d of the checked file fr: the
// file, the code and the hash of the message.
func FileEntry(fr FileReport, d diag.Diagnostic) baseline.Entry {
	return baseline.Entry{File: baseline.File(fr.File), Code: d.Code, Hash: baseline.TextHash(d.Message), Message: d.Message}
}

// classify returns the baseline state of each diagnostic of fr (see
// GameWriter.classify).
func (dw *DiagWriter) classify(fr FileReport) []string {
	states := make([]string, len(fr.Diags))
	if dw.Baseline == nil && dw.Record == nil {
		return states
	}
	for i, d := range fr.Diags {
		if d.Severity != diag.Error {
			continue
		}
		e := FileEntry(fr, d)
		if dw.Record != nil {
			dw.Record(e)
		}
		if dw.Baseline == nil {
			continue
		}
		if dw.Baseline.Match(e) {
			states[i] = BaselineUnchanged
			dw.Known++
		} else {
			states[i] = BaselineNew
			dw.New++
		}
	}
	return states
}

// Gone reports the baseline's findings this run did not find: sarif results
// with baselineState "absent", github notices; nothing in the other formats.
func (dw *DiagWriter) Gone(gone []baseline.Entry) {
	for _, e := range gone {
		d := diag.Diagnostic{Pos: diag.Pos{File: e.File}, Severity: diag.Note, Code: e.Code,
			Message: "fixed since the baseline: " + e.Message}
		switch dw.Format {
		case string(SARIF):
			if dw.sarif == nil {
				dw.sarif = NewSARIFLog(dw.W, dw.Version, CheckHelp)
			}
			dw.sarif.Add(d, BaselineAbsent, e.Hash)
		case "github":
			writeAnnotation(dw.W, d)
		}
	}
}

// Write writes one file's report. Errors are those of the underlying writer.
func (dw *DiagWriter) Write(fr FileReport) error {
	states := dw.classify(fr)
	if dw.Quiet && dw.Format != "json" && dw.Format != string(SARIF) {
		var errs diag.List
		var st []string
		for i, d := range fr.Diags {
			if d.Severity == diag.Error {
				errs, st = append(errs, d), append(st, states[i])
			}
		}
		fr.Diags, states = errs, st
	}
	switch dw.Format {
	case "json":
		enc := json.NewEncoder(dw.W)
		enc.SetEscapeHTML(false)
		jf := jsonFile{File: fr.File, ID: fr.ID, Status: fr.Status, Accepted: fr.Accepted, Diagnostics: []jsonDiag{}}
		jf.Errors, jf.Warnings = Counts(fr.Diags)
		for _, d := range fr.Diags {
			jf.Diagnostics = append(jf.Diagnostics, jsonDiag{File: d.Pos.File, Line: d.Pos.Line, Col: d.Pos.Col,
				Severity: d.Severity.String(), Code: d.Code, Message: d.Message, Hint: d.Hint})
		}
		return enc.Encode(jf)
	case string(SARIF):
		if dw.sarif == nil {
			dw.sarif = NewSARIFLog(dw.W, dw.Version, CheckHelp)
		}
		for i, d := range fr.Diags {
			fp := ""
			if states[i] != "" {
				fp = FileEntry(fr, d).Hash
			}
			dw.sarif.Add(d, states[i], fp)
		}
		return nil
	case "github":
		var b strings.Builder
		for i, d := range fr.Diags {
			if states[i] == BaselineUnchanged {
				d.Severity, d.Code = diag.Note, d.Code+" (known)"
			}
			writeAnnotation(&b, d)
		}
		_, err := io.WriteString(dw.W, b.String())
		return err
	default:
		var b strings.Builder
		if dw.pal == nil {
			dw.pal = newPalette(dw.Color)
		}
		for i, d := range fr.Diags {
			if states[i] == BaselineUnchanged {
				dw.pal.knownDiagnostic(&b, d)
				continue
			}
			dw.text(&b, d)
		}
		_, err := io.WriteString(dw.W, b.String())
		return err
	}
}

// Close ends the output: a SARIF log is written here, once; the other formats
// have nothing left to write. Errors are those of the writer.
func (dw *DiagWriter) Close() error {
	if dw.Format != string(SARIF) {
		return nil
	}
	if dw.sarif == nil {
		dw.sarif = NewSARIFLog(dw.W, dw.Version, CheckHelp)
	}
	return dw.sarif.Close()
}

func (dw *DiagWriter) text(b *strings.Builder, d diag.Diagnostic) {
	hint := d.Hint
	d.Hint = "" // after the snippet
	dw.pal.diagnostic(b, d)
	d.Hint = hint
	if dw.Snippets && dw.Source != nil && d.Pos.Line > 0 {
		if src := dw.Source(d.Pos.File); src != nil {
			if line, ok := SourceLine(src, d.Pos.Line); ok {
				Snippet(b, line, d.Pos.Col)
			}
		}
	}
	if d.Hint != "" {
		fmt.Fprintf(b, "\thint: %s\n", d.Hint)
	}
}

// SourceLine returns line n (1-based) of src without its line break, counting line
// breaks as YAML does ("\r\n", "\r", "\n", U+0085, U+2028, U+2029), so that it
// agrees with the line numbers of pkg/preset.
func SourceLine(src []byte, n int) (string, bool) {
	s := string(src)
	line, start := 1, 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		brk := 0
		switch {
		case r == '\r' && i+1 < len(s) && s[i+1] == '\n':
			brk = 2
		case r == '\r' || r == '\n' || r == 0x85 || r == 0x2028 || r == 0x2029:
			brk = size
		}
		if brk == 0 {
			i += size
			continue
		}
		if line == n {
			return s[start:i], true
		}
		line++
		i += brk
		start = i
	}
	if line == n {
		return s[start:], true
	}
	return "", false
}

// Snippet writes a source line indented by four spaces and, below it, a caret under
// column col (1-based, in characters; 0 means no column: no caret). Tabs before the
// column are kept in the caret line so the caret lines up in a terminal.
func Snippet(w io.Writer, line string, col int) {
	const maxLen = 200 // characters; longer lines are cut around the column
	rs := []rune(line)
	from := 0
	if len(rs) > maxLen {
		from = max(0, min(col-1-maxLen/2, len(rs)-maxLen))
		rs = rs[from : from+maxLen]
	}
	fmt.Fprintf(w, "    %s\n", string(rs))
	if col < 1 {
		return
	}
	c := col - 1 - from
	if c > len(rs) {
		c = len(rs)
	}
	pad := make([]rune, 0, c)
	for _, r := range rs[:c] {
		if r == '\t' {
			pad = append(pad, '\t')
		} else {
			pad = append(pad, ' ')
		}
	}
	fmt.Fprintf(w, "    %s^\n", string(pad))
}

// writeAnnotation writes d as a GitHub workflow command.
func writeAnnotation(w io.Writer, d diag.Diagnostic) {
	level := "error"
	switch d.Severity {
	case diag.Warning:
		level = "warning"
	case diag.Note:
		level = "notice"
	}
	var props []string
	if d.Pos.File != "" {
		props = append(props, "file="+ghProp(d.Pos.File))
	}
	if d.Pos.Line > 0 {
		props = append(props, fmt.Sprintf("line=%d", d.Pos.Line))
	}
	if d.Pos.Col > 0 {
		props = append(props, fmt.Sprintf("col=%d", d.Pos.Col))
	}
	props = append(props, "title="+ghProp(d.Code))
	msg := d.Message
	if d.Hint != "" {
		msg += " (hint: " + d.Hint + ")"
	}
	fmt.Fprintf(w, "::%s %s::%s\n", level, strings.Join(props, ","), ghData(msg))
}

// ghData and ghProp escape a workflow command's message and property values.
func ghData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

func ghProp(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}
