package cmdutil

import (
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"github.com/agnivade/levenshtein"
)

// Suggest returns the candidate closest to s (Levenshtein distance in runes, case
// ignored) when it is close enough to be a likely typo: at most 1 edit for names
// of up to 3 characters, 2 up to 8 (a swap of two letters is 2 edits), else 3. "" when none is (or s is one of them).
func Suggest(s string, candidates []string) string {
	ls := strings.ToLower(s)
	limit := 3
	switch n := len([]rune(s)); {
	case n <= 3:
		limit = 1
	case n <= 8:
		limit = 2
	}
	best, bestD := "", limit+1
	for _, c := range candidates {
		if c == s {
			return ""
		}
		if d := levenshtein.ComputeDistance(ls, strings.ToLower(c)); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

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
