// Package iostreams is the terminal as the commands see it: an input stream, an
// output stream, an error stream, and whether each one is a terminal. Commands write
// only here, never to os.Stdout, so tests can run them on in-memory buffers.
//
// It decides nothing about colour or progress itself; it only answers "is this a
// terminal" (through go-isatty, Cygwin/MSYS terminals included), and remembers
// whether the output could be written (OutError): output that cannot be written
// (a full disk, a closed pipe) is an error of the command, never lost in silence.
package iostreams

import (
	"bytes"
	"io"
	"os"

	"github.com/mattn/go-isatty"
)

// IOStreams holds the three standard streams of a command run.
type IOStreams struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer

	stdinTTY  bool
	stdoutTTY bool
	stderrTTY bool
}

// System returns the process's own streams, with terminal detection; Out is
// os.Stdout wrapped in an ErrWriter.
func System() *IOStreams {
	return &IOStreams{
		In:        os.Stdin,
		Out:       NewErrWriter(os.Stdout),
		ErrOut:    os.Stderr,
		stdinTTY:  isTerminal(os.Stdin),
		stdoutTTY: isTerminal(os.Stdout),
		stderrTTY: isTerminal(os.Stderr),
	}
}

// Test returns streams on fresh buffers (none of them a terminal) and the buffers:
// input, output, error output.
func Test() (ios *IOStreams, in, out, errOut *bytes.Buffer) {
	in, out, errOut = &bytes.Buffer{}, &bytes.Buffer{}, &bytes.Buffer{}
	return &IOStreams{In: in, Out: out, ErrOut: errOut}, in, out, errOut
}

func isTerminal(f *os.File) bool {
	fd := f.Fd()
	return isatty.IsTerminal(fd) || isatty.IsCygwinTerminal(fd)
}

// IsStdinTTY reports whether the input is a terminal.
func (s *IOStreams) IsStdinTTY() bool { return s.stdinTTY }

// ColorEnabled reports whether diagnostics on the output may be coloured: it is
// a terminal, NO_COLOR (https://no-color.org) is not set to a non-empty value,
// and TERM is not "dumb".
func (s *IOStreams) ColorEnabled() bool {
	return s.stdoutTTY && os.Getenv("NO_COLOR") == "" && os.Getenv("TERM") != "dumb"
}

// IsStdoutTTY reports whether the output is a terminal.
func (s *IOStreams) IsStdoutTTY() bool { return s.stdoutTTY }

// IsStderrTTY reports whether the error output is a terminal.
func (s *IOStreams) IsStderrTTY() bool { return s.stderrTTY }

// SetStdinTTY overrides terminal detection for the input (for tests).
func (s *IOStreams) SetStdinTTY(b bool) { s.stdinTTY = b }

// SetStdoutTTY overrides terminal detection for the output (for tests).
func (s *IOStreams) SetStdoutTTY(b bool) { s.stdoutTTY = b }

// SetStderrTTY overrides terminal detection for the error output (for tests).
func (s *IOStreams) SetStderrTTY(b bool) { s.stderrTTY = b }

// ErrWriter passes writes to an underlying writer and remembers the first error
// (a short write counts as io.ErrShortWrite); from then on it writes nothing and
// returns that error. It is not safe for concurrent use (nor is the stream it wraps).
type ErrWriter struct {
	w   io.Writer
	err error
}

// NewErrWriter returns an ErrWriter on w.
func NewErrWriter(w io.Writer) *ErrWriter { return &ErrWriter{w: w} }

// Write writes p to the underlying writer unless an earlier write failed.
func (e *ErrWriter) Write(p []byte) (int, error) {
	if e.err != nil {
		return 0, e.err
	}
	n, err := e.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	if err != nil {
		e.err = err
	}
	return n, err
}

// Err returns the first write error, or nil.
func (e *ErrWriter) Err() error { return e.err }

// CheckOut makes Out an ErrWriter when it is not one already (so that OutError
// can tell whether the output was written); System's streams already are.
func (s *IOStreams) CheckOut() {
	if _, ok := s.Out.(*ErrWriter); !ok && s.Out != nil {
		s.Out = NewErrWriter(s.Out)
	}
}

// OutError returns the first error writing to Out, when Out is an ErrWriter (see
// CheckOut), else nil.
func (s *IOStreams) OutError() error {
	if e, ok := s.Out.(*ErrWriter); ok {
		return e.Err()
	}
	return nil
}
