package cmdutil

import (
	"fmt"
	"io"

	"github.com/spf13/pflag"

	"github.com/gamecourier/courier/pkg/baseline"
)

// BaselineFlags are --baseline FILE and --write-baseline FILE of replay and
// check (pkg/baseline).
type BaselineFlags struct {
	Read  string // --baseline: the known findings
	Write string // --write-baseline: where to record this run's findings

	bl      *baseline.Baseline
	entries []baseline.Entry
	inputs  map[string]bool
}

// Register adds the two flags to fl.
func (b *BaselineFlags) Register(fl *pflag.FlagSet) {
	fl.StringVar(&b.Read, "baseline", "", "known findings in `FILE` (written by --write-baseline) are reported as known and do not fail the run; new ones do; fixed ones are reported")
	fl.StringVar(&b.Write, "write-baseline", "", "record every finding of this run in `FILE` (a baseline for --baseline); without --baseline the run then exits 0 on findings")
}

// Load reads the --baseline file (nil when the flag is not given). An unreadable
// or malformed file is a failure (exit status 3) naming it.
func (b *BaselineFlags) Load() (*baseline.Baseline, error) {
	if b.Read == "" {
		return nil, nil
	}
	bl, err := baseline.Read(b.Read)
	if err != nil {
		return nil, Failuref("--baseline: %v", err)
	}
	b.bl = bl
	return bl, nil
}

// Record keeps one finding for --write-baseline (nil when the flag is not given,
// so that it can be passed as is).
func (b *BaselineFlags) Record() func(baseline.Entry) {
	if b.Write == "" {
		return nil
	}
	return func(e baseline.Entry) { b.entries = append(b.entries, e) }
}

// Input notes that the input name (as given) was read this run: only the
// recorded findings of inputs read can be gone.
func (b *BaselineFlags) Input(name string) {
	if b.inputs == nil {
		b.inputs = map[string]bool{}
	}
	b.inputs[baseline.File(name)] = true
}

// Gone returns the baseline's findings in the inputs read (Input) that this run
// did not find; none without --baseline.
func (b *BaselineFlags) Gone() []baseline.Entry {
	if b.bl == nil {
		return nil
	}
	var out []baseline.Entry
	for _, e := range b.bl.Gone() {
		if b.inputs[e.File] {
			out = append(out, e)
		}
	}
	return out
}

// Finish writes the --write-baseline file and, on errOut, one line per finding
// that is gone and the count line ("baseline FILE: K known, N new, G fixed").
// known and new are the counts of this run; quiet leaves out the count lines.
// The error is a failure (exit 3) when the baseline cannot be written.
func (b *BaselineFlags) Finish(errOut io.Writer, quiet bool, known, new int, gone []baseline.Entry) error {
	if b.bl != nil {
		for _, e := range gone {
			where := e.File
			if e.Game > 0 {
				where += fmt.Sprintf(": game %d", e.Game)
			}
			fmt.Fprintf(errOut, "%s: fixed since the baseline: %s (%s)\n", where, e.Message, e.Code)
		}
		if !quiet {
			fmt.Fprintf(errOut, "baseline %s: %d known, %d new, %d fixed\n", b.Read, known, new, len(gone))
		}
	}
	if b.Write != "" {
		if err := baseline.WriteFile(b.Write, b.entries); err != nil {
			return Failuref("--write-baseline: %v", err)
		}
		if !quiet {
			fmt.Fprintf(errOut, "baseline of %d findings written to %s\n", len(b.entries), b.Write)
		}
	}
	return nil
}
