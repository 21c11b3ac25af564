// Package cmdutil is what the commands under pkg/cmd share: the Factory (streams and
// the tool's settings), the typed errors and their exit codes, and helpers that turn
// command-line values (a preset name, --without modules, a FEN) into rule objects
// with usage errors that name the flag, and the shell completion of the flags the
// commands share (preset ids, rule module names, output formats; complete.go).
//
// Exit codes (DESIGN.md, contract) are decided here and only here, by ExitCode:
//
//	0  nothing found
//	1  findings: an illegal move, a result mismatch, an invalid preset (FindingsError)
//	2  usage error: a bad flag, flag value or argument, an unknown preset, a config
//	   file that is not valid YAML (UsageError)
//	3  the tool itself could not run: unreadable input (a config file too), an I/O
//	   error (FailureError, and any error that carries no type)
package cmdutil

import (
	"errors"
	"fmt"

	"github.com/gamecourier/courier/pkg/iostreams"
)

// Exit codes of the courier command (DESIGN.md, contract).
const (
	ExitOK       = 0 // nothing found
	ExitFindings = 1 // findings reported
	ExitUsage    = 2 // the command line is wrong
	ExitFailure  = 3 // the tool could not run
)

// UsageError is a wrong command line: an unknown flag or command, a bad flag value, a
// missing or malformed argument, an unknown preset or rule module, a malformed --fen.
// Its message names the flag or argument; it may span several lines.
type UsageError struct {
	Err error
}

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

// Usagef returns a *UsageError with a formatted message (%w wraps as in fmt.Errorf).
func Usagef(format string, args ...any) error {
	return &UsageError{Err: fmt.Errorf(format, args...)}
}

// FindingsError means the run worked and found problems (an invalid preset, illegal
// moves); the problems themselves have already been written to the streams, and the
// message is a one-line summary.
type FindingsError struct {
	Count int // number of findings, at least 1
	Err   error
}

func (e *FindingsError) Error() string { return e.Err.Error() }
func (e *FindingsError) Unwrap() error { return e.Err }

// Findingsf returns a *FindingsError for count findings with a formatted summary.
func Findingsf(count int, format string, args ...any) error {
	return &FindingsError{Count: count, Err: fmt.Errorf(format, args...)}
}

// FailureError means the tool could not do its work: a file it cannot read, a stream
// it cannot write.
type FailureError struct {
	Err error
}

func (e *FailureError) Error() string { return e.Err.Error() }
func (e *FailureError) Unwrap() error { return e.Err }

// Failuref returns a *FailureError with a formatted message (%w wraps).
func Failuref(format string, args ...any) error {
	return &FailureError{Err: fmt.Errorf(format, args...)}
}

// ExitCode maps an error to the process exit status: nil 0, *FindingsError 1,
// *UsageError 2, *FailureError and every untyped error 3. The first typed error in
// the wrap chain decides (a usage error wrapping a failure is a usage error).
func ExitCode(err error) int {
	if err == nil {
		return ExitOK
	}
	for e := err; e != nil; e = errors.Unwrap(e) {
		switch e.(type) {
		case *FindingsError:
			return ExitFindings
		case *UsageError:
			return ExitUsage
		case *FailureError:
			return ExitFailure
		}
	}
	return ExitFailure
}

// IsTyped reports whether err carries one of the typed errors of this package.
func IsTyped(err error) bool {
	var f *FindingsError
	var u *UsageError
	var x *FailureError
	return errors.As(err, &f) || errors.As(err, &u) || errors.As(err, &x)
}

// OutputError is the error of a command whose output could not be written (a full
// disk, a closed pipe): a *FailureError (exit 3) wrapping the write error, or nil
// when every write to ios.Out so far has worked (see iostreams.CheckOut). Commands
// check it at their flush points (after each game, say) to stop early; the root
// command checks it once more at the end of every run.
func OutputError(ios *iostreams.IOStreams) error {
	if err := ios.OutError(); err != nil {
		return WriteError(err)
	}
	return nil
}

// WriteError is the error of a command whose write to the output failed with err:
// a *FailureError (exit 3) with the one wording README.md promises for every
// command, "cannot write the output: ...".
func WriteError(err error) error {
	return &FailureError{Err: fmt.Errorf("cannot write the output: %w", err)}
}
