package report

// SARIF 2.1.0 output (-o sarif of replay and check): one log, one run, every
// diagnostic a result whose rule id is its code.

import (
	"io"
	"net/url"
	"path/filepath"
	"sort"

	"github.com/owenrumney/go-sarif/v2/sarif"

	"github.com/gamecourier/courier/pkg/diag"
)

// SARIF is the name of the SARIF output format.
const SARIF Format = "sarif"

// DocsURL is the address of the documentation directory the rules' help links point
// into.
const DocsURL = "https://github.com/gamecourier/courier/blob/main/docs/"

// The help pages of the codes: replay's (docs/diagnostics.md) and those of the
// preset checker (docs/presets.md).
const (
	ReplayHelp = DocsURL + "diagnostics.md#codes"
	CheckHelp  = DocsURL + "presets.md#diagnostics"
)

// Baseline states of a result (SARIF 2.1.0 §3.27.24), set by a baseline comparison.
const (
	BaselineNew       = "new"
	BaselineUnchanged = "unchanged"
	BaselineAbsent    = "absent"
)

// SARIFLog collects diagnostics and writes them as one SARIF 2.1.0 log with one
// run (tool "courier", the given version): each code is a rule (id = the code,
// helpUri = the help page), each diagnostic a result with its level (error,
// warning, note), message (the hint appended), and, when its file is known, a
// location with the 1-based line and column (columns count Unicode code points:
// the run's columnKind). The log is written by Close, once.
type SARIFLog struct {
	run   *sarif.Run
	rules map[string]bool
	help  string
	w     io.Writer
}

// NewSARIFLog returns a log for w; version is the tool's version, help the page
// every rule's helpUri points to.
func NewSARIFLog(w io.Writer, version, help string) *SARIFLog {
	run := sarif.NewRunWithInformationURI("courier", "https://github.com/gamecourier/courier")
	run.Tool.Driver.Version = &version
	run.WithColumnKind("unicodeCodePoints")
	run.Results = []*sarif.Result{}
	return &SARIFLog{run: run, rules: map[string]bool{}, help: help, w: w}
}

// Add records one diagnostic. baselineState is "" or one of the Baseline states;
// fingerprint, when not "", is the result's stable identity (partialFingerprints
// "courier/v1").
func (s *SARIFLog) Add(d diag.Diagnostic, baselineState, fingerprint string) {
	if d.Code == "" {
		d.Code = "courier"
	}
	if !s.rules[d.Code] {
		s.rules[d.Code] = true
		s.run.AddRule(d.Code).WithHelpURI(s.help).WithShortDescription(sarif.NewMultiformatMessageString(d.Code))
	}
	msg := d.Message
	if d.Hint != "" {
		msg += " (hint: " + d.Hint + ")"
	}
	level := "error"
	switch d.Severity {
	case diag.Warning:
		level = "warning"
	case diag.Note:
		level = "note"
	}
	r := s.run.CreateResultForRule(d.Code).WithLevel(level).WithMessage(sarif.NewTextMessage(msg))
	if d.Pos.File != "" {
		loc := sarif.NewPhysicalLocation().WithArtifactLocation(sarif.NewSimpleArtifactLocation(fileURI(d.Pos.File)))
		if d.Pos.Line > 0 {
			region := sarif.NewRegion().WithStartLine(d.Pos.Line)
			if d.Pos.Col > 0 {
				region.WithStartColumn(d.Pos.Col)
			}
			loc.WithRegion(region)
		}
		r.AddLocation(sarif.NewLocationWithPhysicalLocation(loc))
	}
	if baselineState != "" {
		r.WithBaselineState(baselineState)
	}
	if fingerprint != "" {
		r.WithPartialFingerPrints(map[string]any{"courier/v1": fingerprint})
	}
}

// Close writes the log (indented JSON). Errors are those of the writer.
func (s *SARIFLog) Close() error {
	// rules in code order, each result pointing at its rule's index
	rules := s.run.Tool.Driver.Rules
	sort.Slice(rules, func(i, j int) bool { return rules[i].ID < rules[j].ID })
	index := map[string]int{}
	for i, r := range rules {
		index[r.ID] = i
	}
	for _, r := range s.run.Results {
		r.WithRuleIndex(index[*r.RuleID])
	}
	rep, err := sarif.New(sarif.Version210)
	if err != nil {
		return err
	}
	rep.AddRun(s.run)
	return rep.PrettyWrite(s.w)
}

// fileURI turns a file name as given into a URI reference: a relative path stays
// relative (slashes, percent-escaped), an absolute one becomes a file: URI.
func fileURI(name string) string {
	p := filepath.ToSlash(name)
	if filepath.IsAbs(name) {
		if p[0] != '/' {
			p = "/" + p // a Windows drive
		}
		return (&url.URL{Scheme: "file", Path: p}).String()
	}
	return (&url.URL{Path: p}).String()
}
