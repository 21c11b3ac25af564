package cmdutil

import (
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"github.com/gamecourier/courier/pkg/diag"
)

// Suggest is diag.Suggest: the candidate closest to s when it is a likely
// typo, "" when none is.
func Suggest(s string, candidates []string) string { return diag.Suggest(s, candidates) }

// DidYouMean is ` (did you mean "X"?)` for the Suggest X of s, "" when there is
// none.
func DidYouMean(s string, candidates []string) string {
	if sg := Suggest(s, candidates); sg != "" {
		return fmt.Sprintf(" (did you mean %q?)", sg)
	}
	return ""
}

// FlagError adds to an unknown-flag error of pflag ("unknown flag: --nme") the
// flag of fs it likely misspells: "unknown flag: --nme (did you mean --name?)".
// Other errors are returned as they are.
func FlagError(fs *pflag.FlagSet, err error) error {
	name, ok := strings.CutPrefix(err.Error(), "unknown flag: --")
	if !ok {
		return err
	}
	var names []string
	fs.VisitAll(func(f *pflag.Flag) {
		if !f.Hidden {
			names = append(names, f.Name)
		}
	})
	name, _, _ = strings.Cut(name, "=")
	if sg := Suggest(name, names); sg != "" {
		return fmt.Errorf("%w (did you mean --%s?)", err, sg)
	}
	return err
}
