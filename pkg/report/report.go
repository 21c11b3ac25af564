// Package report writes diagnostics and replay verdicts for people and machines:
// text (file:line:col: message (code)), JSON Lines, GitHub workflow annotations and
// SARIF 2.1.0.
// It computes nothing; it only formats.
package report

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/gamecourier/courier/pkg/baseline"
	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/replay"
)

// Format is an output format name.
type Format string

// Output formats.
const (
	Text   Format = "text"
	JSON   Format = "json"
	GitHub Format = "github"
)

// Diagnostic writes one diagnostic as text: "file:line:col: severity: message (code)"
// for warnings and notes, "file:line:col: message (code)" for errors.
func Diagnostic(w io.Writer, d diag.Diagnostic) {
	if d.Severity == diag.Error {
		fmt.Fprintf(w, "%s: %s (%s)\n", d.Pos, d.Message, d.Code)
	} else {
		fmt.Fprintf(w, "%s: %s: %s (%s)\n", d.Pos, d.Severity, d.Message, d.Code)
	}
	if d.Hint != "" {
		fmt.Fprintf(w, "\thint: %s\n", d.Hint)
	}
}

// Annotation writes one diagnostic as a GitHub workflow command
// ("::error file=F,line=L,col=C,title=CODE::MESSAGE"); notes become ::notice.
func Annotation(w io.Writer, d diag.Diagnostic) { writeAnnotation(w, d) }

// Summary counts replayed games by status.
type Summary struct {
	Games, OK, Illegal, Unsupported, ParseErrors, Mismatches int
	// GameOver counts the illegal games whose error is a move after the game had
	// ended on the board (their moves may all be legal chess moves).
	GameOver int
	// OKMismatches counts the games whose moves are all legal but whose claimed
	// result contradicts the final position.
	OKMismatches int
	// Plies counts the legal plies read: those replayed (Result.Plies) and the
	// legal ones after an automatic end of the game (Result.AfterEnd.Plies).
	Plies int
}

// Add counts one game.
func (s *Summary) Add(r *replay.Result) {
	s.Games++
	s.Plies += r.Plies
	if r.AfterEnd != nil {
		s.Plies += r.AfterEnd.Plies
	}
	switch r.Status {
	case replay.StatusOK:
		s.OK++
	case replay.StatusIllegal:
		s.Illegal++
		if r.Error != nil && r.Error.Code == "game-over" {
			s.GameOver++
		}
	case replay.StatusUnsupported:
		s.Unsupported++
	case replay.StatusParseError:
		s.ParseErrors++
	}
	if r.Result.Mismatch {
		s.Mismatches++
		if r.Status == replay.StatusOK {
			s.OKMismatches++
		}
	}
}

// Findings reports whether anything was found (exit status 1).
func (s *Summary) Findings() bool {
	return s.Illegal+s.Unsupported+s.ParseErrors+s.Mismatches > 0
}

// GameWriter writes replay results in one format.
type GameWriter struct {
	W       io.Writer
	Format  Format
	Verbose bool // text, github and sarif: include notes (normalisations)
	Quiet   bool // text and github: errors only (no warnings or notes; wins over Verbose)
	// Color colours text output (on a terminal without NO_COLOR: iostreams.ColorEnabled).
	Color bool
	// Version is the tool version a SARIF log names.
	Version string
	// Baseline, when set, sorts each game's errors into known findings (in the
	// baseline: "known" in text, notices in github, baselineState "unchanged"
	// in sarif) and new ones; New and Known count them.
	Baseline *baseline.Baseline
	// Record, when set, receives every error of every game as a baseline entry
	// (--write-baseline).
	Record     func(baseline.Entry)
	New, Known int

	enc   *json.Encoder
	sarif *SARIFLog
	pal   *palette
}

// classify returns the baseline state of each of r's diagnostics ("" for those
// that are no finding, or without a baseline), counting New and Known and
// passing the entries to Record.
func (gw *GameWriter) classify(r *replay.Result) []string {
	if gw.Baseline == nil && gw.Record == nil {
		return nil
	}
	states := make([]string, len(r.Diags))
	for i, d := range r.Diags {
		if d.Severity != diag.Error {
			continue
		}
		e := GameEntry(r, d)
		if gw.Record != nil {
			gw.Record(e)
		}
		if gw.Baseline == nil {
			continue
		}
		if gw.Baseline.Match(e) {
			states[i] = BaselineUnchanged
			gw.Known++
		} else {
			states[i] = BaselineNew
			gw.New++
		}
	}
	return states
}

// GameEntry is the baseline entry of the error d of game r: its file, game
// number, code and move-text hash.
func GameEntry(r *replay.Result, d diag.Diagnostic) baseline.Entry {
	return baseline.Entry{File: baseline.File(r.File), Game: r.Game, Code: d.Code, Hash: r.MovesHash, Message: d.Message}
}

// Gone reports the findings of the baseline that this run did not find: in
// sarif as results with baselineState "absent" (written by Close), in github as
// notices; the other formats write nothing here (the command says it on
// stderr). Errors are those of the writer.
func (gw *GameWriter) Gone(gone []baseline.Entry) error {
	for _, e := range gone {
		d := diag.Diagnostic{Pos: diag.Pos{File: e.File}, Severity: diag.Note, Code: e.Code,
			Message: fmt.Sprintf("game %d: fixed since the baseline: %s", e.Game, e.Message)}
		switch gw.Format {
		case SARIF:
			if gw.sarif == nil {
				gw.sarif = NewSARIFLog(gw.W, gw.Version, ReplayHelp)
			}
			gw.sarif.Add(d, BaselineAbsent, e.Hash)
		case GitHub:
			Annotation(gw.W, d)
		}
	}
	return nil
}

// Close ends the output: the SARIF log is written here, once, with every game's
// diagnostics; the other formats have nothing left to write. Errors are those of
// the writer.
func (gw *GameWriter) Close() error {
	if gw.Format != SARIF {
		return nil
	}
	if gw.sarif == nil {
		gw.sarif = NewSARIFLog(gw.W, gw.Version, ReplayHelp)
	}
	return gw.sarif.Close()
}

// Write writes one game's result.
func (gw *GameWriter) Write(r *replay.Result) error {
	states := gw.classify(r)
	state := func(i int) string {
		if states == nil {
			return ""
		}
		return states[i]
	}
	switch gw.Format {
	case JSON:
		if gw.enc == nil {
			gw.enc = json.NewEncoder(gw.W)
			gw.enc.SetEscapeHTML(false)
		}
		return gw.enc.Encode(r)
	case GitHub:
		for i, d := range r.Diags {
			if d.Severity == diag.Note && !gw.Verbose || gw.Quiet && d.Severity != diag.Error {
				continue
			}
			d = gameDiag(r, d)
			if state(i) == BaselineUnchanged {
				d.Severity, d.Code = diag.Note, d.Code+" (known)"
			}
			Annotation(gw.W, d)
		}
	case SARIF:
		if gw.sarif == nil {
			gw.sarif = NewSARIFLog(gw.W, gw.Version, ReplayHelp)
		}
		for i, d := range r.Diags {
			if d.Severity == diag.Note && !gw.Verbose {
				continue
			}
			fp := ""
			if state(i) != "" {
				fp = r.MovesHash
			}
			gw.sarif.Add(gameDiag(r, d), state(i), fp)
		}
	default:
		if gw.pal == nil {
			gw.pal = newPalette(gw.Color)
		}
		for i, d := range r.Diags {
			if d.Severity == diag.Note && !gw.Verbose || gw.Quiet && d.Severity != diag.Error {
				continue
			}
			if state(i) == BaselineUnchanged {
				gw.pal.knownDiagnostic(gw.W, gameDiag(r, d))
				continue
			}
			gw.pal.diagnostic(gw.W, gameDiag(r, d))
			if r.Error != nil && d.Code == r.Error.Code && d.Pos.Line == r.Error.Line && d.Severity == diag.Error {
				if r.Error.FEN != "" {
					fmt.Fprintf(gw.W, "\tposition: %s\n", r.Error.FEN)
				}
				if len(r.Error.Legal) > 0 {
					fmt.Fprintf(gw.W, "\tlegal: %s\n", strings.Join(r.Error.Legal, ", "))
				}
			}
		}
	}
	return nil
}

// gameDiag prefixes an error diagnostic with the game and ply it belongs to.
func gameDiag(r *replay.Result, d diag.Diagnostic) diag.Diagnostic {
	prefix := fmt.Sprintf("game %d", r.Game)
	gameLevel := map[string]bool{"no-variant": true, "unknown-variant": true, "bad-preset": true, "bad-fen": true}
	if r.Error != nil && d.Code == r.Error.Code && d.Pos.Line == r.Error.Line && r.Error.Ply > 0 && !gameLevel[d.Code] {
		prefix += fmt.Sprintf(", ply %d", r.Error.Ply)
		if r.Error.Text != "" {
			prefix += fmt.Sprintf(" (%s)", r.Error.Text)
		}
	}
	d.Message = prefix + ": " + d.Message
	return d
}

// WriteSummary writes the closing summary line (text format only).
func WriteSummary(w io.Writer, s Summary, seconds float64) {
	over := ""
	if s.GameOver > 0 {
		over = fmt.Sprintf(" (%d of them: moves after the game had ended)", s.GameOver)
	}
	games := "games"
	if s.Games == 1 {
		games = "game"
	}
	fmt.Fprintf(w, "%d %s: %d ok, %d illegal%s, %d unsupported, %d parse errors, %d result mismatches; %d plies read in %.2fs\n",
		s.Games, games, s.OK, s.Illegal, over, s.Unsupported, s.ParseErrors, s.Mismatches, s.Plies, seconds)
}
