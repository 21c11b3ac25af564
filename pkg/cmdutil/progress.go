package cmdutil

import (
	"io"
	"time"

	"github.com/schollz/progressbar/v3"
)

// Progress is the progress display of a long run (a count of games and a rate),
// drawn on the error stream when it is a terminal. The display takes a line of the
// terminal that the output and the diagnostics share: Writer wraps a stream so that
// the display is cleared before anything is written there, and redrawn at the next
// Add. A nil *Progress shows nothing; its methods do nothing.
type Progress struct {
	bar   *progressbar.ProgressBar
	shown bool // drawn since the last clear
}

// NewProgress returns a display writing to w, counting unit ("games") under
// description ("replaying"), or nil when show is false (w is no terminal).
func NewProgress(w io.Writer, show bool, description, unit string) *Progress {
	if !show {
		return nil
	}
	return &Progress{bar: progressbar.NewOptions(-1, progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription(description), progressbar.OptionShowCount(),
		progressbar.OptionSetItsString(unit), progressbar.OptionShowIts(),
		progressbar.OptionClearOnFinish(), progressbar.OptionThrottle(100*time.Millisecond))}
}

// Add counts n more units and redraws the display (at most every 100 ms).
func (p *Progress) Add(n int) {
	if p == nil {
		return
	}
	_ = p.bar.Add(n)
	p.shown = true
}

// Clear erases the display from its line, until the next Add.
func (p *Progress) Clear() {
	if p == nil || !p.shown {
		return
	}
	_ = p.bar.Clear()
	p.shown = false
}

// Finish erases the display for good.
func (p *Progress) Finish() {
	if p == nil {
		return
	}
	_ = p.bar.Finish()
	p.shown = false
}

// Writer returns w with the display cleared before each write (w itself when p is
// nil). Errors are w's.
func (p *Progress) Writer(w io.Writer) io.Writer {
	if p == nil {
		return w
	}
	return &clearing{p: p, w: w}
}

type clearing struct {
	p *Progress
	w io.Writer
}

func (c *clearing) Write(b []byte) (int, error) {
	c.p.Clear()
	return c.w.Write(b)
}
