package report

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/internal/sariftest"
)

// ValidateSARIF checks b against the official SARIF 2.1.0 schema (testdata), with
// the schema's formats (uri, uri-reference, date-time) asserted.
func validateSARIF(t *testing.T, b []byte) {
	t.Helper()
	if err := sarifErr(t, b); err != nil {
		t.Fatalf("not valid SARIF 2.1.0: %v\n%s", err, b)
	}
}

func sarifErr(t *testing.T, b []byte) error {
	t.Helper()
	return sariftest.Validate(t, b)
}

// The validator refuses what the schema forbids: a line 0, an unknown level, a
// second version.
func TestSARIFSchemaBites(t *testing.T) {
	var buf bytes.Buffer
	s := NewSARIFLog(&buf, "v1", ReplayHelp)
	s.Add(diag.Errorf(diag.Pos{File: "a.pgn", Line: 3, Col: 13}, "no-path", "x"), "", "")
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	for old, bad := range map[string]string{`"startLine": 3`: `"startLine": 0`, `"level": "error"`: `"level": "fatal"`, `"version": "2.1.0"`: `"version": "2.2"`} {
		b := bytes.Replace(buf.Bytes(), []byte(old), []byte(bad), 1)
		if bytes.Equal(b, buf.Bytes()) {
			t.Fatalf("%s not in the log", old)
		}
		if sarifErr(t, b) == nil {
			t.Errorf("the schema accepted %s", bad)
		}
	}
}

// sarifDoc is the part of a SARIF log the tests look at.
type sarifDoc struct {
	Version string `json:"version"`
	Runs    []struct {
		ColumnKind string `json:"columnKind"`
		Tool       struct {
			Driver struct {
				Name    string `json:"name"`
				Version string `json:"version"`
				Rules   []struct {
					ID      string `json:"id"`
					HelpURI string `json:"helpUri"`
				} `json:"rules"`
			} `json:"driver"`
		} `json:"tool"`
		Results []struct {
			RuleID    string `json:"ruleId"`
			RuleIndex int    `json:"ruleIndex"`
			Level     string `json:"level"`
			Message   struct {
				Text string `json:"text"`
			} `json:"message"`
			BaselineState       string            `json:"baselineState"`
			PartialFingerprints map[string]string `json:"partialFingerprints"`
			Locations           []struct {
				PhysicalLocation struct {
					ArtifactLocation struct {
						URI string `json:"uri"`
					} `json:"artifactLocation"`
					Region *struct {
						StartLine   int `json:"startLine"`
						StartColumn int `json:"startColumn"`
					} `json:"region"`
				} `json:"physicalLocation"`
			} `json:"locations"`
		} `json:"results"`
	} `json:"runs"`
}

func TestSARIFLog(t *testing.T) {
	var buf bytes.Buffer
	s := NewSARIFLog(&buf, "v1.2.3", ReplayHelp)
	s.Add(diag.Errorf(diag.Pos{File: "logs/a b.pgn", Line: 3, Col: 13}, "no-path", "no king of White can reach e3"), "", "")
	s.Add(diag.Diagnostic{Pos: diag.Pos{File: "/abs/x.gc", Line: 7}, Severity: diag.Warning, Code: "duplicate-tag",
		Message: "tag given twice", Hint: "remove one"}, BaselineNew, "abc123")
	s.Add(diag.Notef(diag.Pos{File: "-", Line: 1, Col: 2}, "normalised", "castling written with zeros"), BaselineUnchanged, "")
	s.Add(diag.Errorf(diag.Pos{File: "gone.pgn"}, "ambiguous", "a finding that is gone"), BaselineAbsent, "")
	s.Add(diag.Errorf(diag.Pos{File: "logs/a b.pgn", Line: 9, Col: 1}, "no-path", "again"), "", "")
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	validateSARIF(t, buf.Bytes())
	var d sarifDoc
	if err := json.Unmarshal(buf.Bytes(), &d); err != nil {
		t.Fatal(err)
	}
	if d.Version != "2.1.0" || len(d.Runs) != 1 {
		t.Fatalf("version %q, %d runs; want 2.1.0 and one run", d.Version, len(d.Runs))
	}
	run := d.Runs[0]
	if run.Tool.Driver.Name != "courier" || run.Tool.Driver.Version != "v1.2.3" || run.ColumnKind != "unicodeCodePoints" {
		t.Errorf("driver %+v, columnKind %q", run.Tool.Driver, run.ColumnKind)
	}
	// one rule per code, sorted by id, each with the help page
	wantRules := []string{"ambiguous", "duplicate-tag", "no-path", "normalised"}
	if len(run.Tool.Driver.Rules) != len(wantRules) {
		t.Fatalf("rules %+v, want %v", run.Tool.Driver.Rules, wantRules)
	}
	for i, r := range run.Tool.Driver.Rules {
		if r.ID != wantRules[i] || r.HelpURI != "https://github.com/gamecourier/courier/blob/main/docs/diagnostics.md#codes" {
			t.Errorf("rule %d: %+v, want id %s", i, r, wantRules[i])
		}
	}
	if len(run.Results) != 5 {
		t.Fatalf("%d results, want 5", len(run.Results))
	}
	for _, r := range run.Results {
		if wantRules[r.RuleIndex] != r.RuleID {
			t.Errorf("result %s points at rule %d (%s)", r.RuleID, r.RuleIndex, wantRules[r.RuleIndex])
		}
	}
	r0 := run.Results[0]
	loc := r0.Locations[0].PhysicalLocation
	if r0.Level != "error" || loc.ArtifactLocation.URI != "logs/a%20b.pgn" || loc.Region == nil ||
		loc.Region.StartLine != 3 || loc.Region.StartColumn != 13 {
		t.Errorf("first result: %+v", r0)
	}
	r1 := run.Results[1]
	loc = r1.Locations[0].PhysicalLocation
	if r1.Level != "warning" || r1.Message.Text != "tag given twice (hint: remove one)" || loc.ArtifactLocation.URI != "file:///abs/x.gc" ||
		loc.Region.StartLine != 7 || loc.Region.StartColumn != 0 || r1.BaselineState != "new" || r1.PartialFingerprints["courier/v1"] != "abc123" {
		t.Errorf("second result: %+v", r1)
	}
	if r := run.Results[2]; r.Level != "note" || r.BaselineState != "unchanged" || r.Locations[0].PhysicalLocation.ArtifactLocation.URI != "-" {
		t.Errorf("third result: %+v", r)
	}
	if r := run.Results[3]; r.BaselineState != "absent" || r.Locations[0].PhysicalLocation.Region != nil {
		t.Errorf("fourth result (no line: no region): %+v", r)
	}
}

// A run without findings is still a valid log with one run and no results.
func TestSARIFEmpty(t *testing.T) {
	var buf bytes.Buffer
	gw := &GameWriter{W: &buf, Format: SARIF, Version: "(devel)"}
	if err := gw.Close(); err != nil {
		t.Fatal(err)
	}
	validateSARIF(t, buf.Bytes())
	var d sarifDoc
	if err := json.Unmarshal(buf.Bytes(), &d); err != nil || len(d.Runs) != 1 || len(d.Runs[0].Results) != 0 {
		t.Errorf("empty log: %v %+v", err, d)
	}
	buf.Reset()
	dw := &DiagWriter{W: &buf, Format: "sarif", Version: "(devel)"}
	if err := dw.Write(FileReport{File: "p.yaml", Diags: diag.List{diag.Errorf(diag.Pos{File: "p.yaml", Line: 2, Col: 9}, "board-size", "board.files is 99")}}); err != nil {
		t.Fatal(err)
	}
	if err := dw.Close(); err != nil {
		t.Fatal(err)
	}
	validateSARIF(t, buf.Bytes())
	if err := json.Unmarshal(buf.Bytes(), &d); err != nil || d.Runs[0].Tool.Driver.Rules[0].HelpURI != CheckHelp {
		t.Errorf("check log: %v %+v", err, d)
	}
}

// Colour on a terminal: the same text with ANSI escapes around the position and
// the code; off, exactly the plain form.
func TestColor(t *testing.T) {
	d := diag.Errorf(diag.Pos{File: "a.pgn", Line: 3, Col: 13}, "no-path", "no king of White can reach e3")
	var plain, off, on bytes.Buffer
	Diagnostic(&plain, d)
	newPalette(false).diagnostic(&off, d)
	newPalette(true).diagnostic(&on, d)
	if off.String() != plain.String() {
		t.Errorf("colour off: %q, want %q", off.String(), plain.String())
	}
	// SGR 1 (bold) on the position, 31 (red) with 1 on the code; without the
	// escapes, the plain text
	stripped := regexp.MustCompile("\x1b\\[[0-9;]*m").ReplaceAllString(on.String(), "")
	if !strings.HasPrefix(on.String(), "\x1b[1ma.pgn:3:13:") || !strings.Contains(on.String(), "\x1b[31;1mno-path") || stripped != plain.String() {
		t.Errorf("colour on: %q (%q without escapes), want bold position, red code, %q", on.String(), stripped, plain.String())
	}
}
