// Package iostreams is the terminal as the commands see it: an input stream, an
// output stream, an error stream, and whether each one is a terminal. Commands write
// only here, never to os.Stdout, so tests can run them on in-memory buffers.
//
// It decides nothing about colour or progress itself; it only answers "is this a
// terminal" (through go-isatty, Cygwin/MSYS terminals included).
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

// System returns the process's own streams, with terminal detection.
func System() *IOStreams {
	return &IOStreams{
		In:        os.Stdin,
		Out:       os.Stdout,
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
