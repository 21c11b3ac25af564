package diag

import (
	"strings"

	"github.com/agnivade/levenshtein"
)

// Suggest returns the candidate closest to s (Levenshtein distance in runes, case
// ignored) when it is close enough to be a likely typo: at most 1 edit for names
// of up to 3 characters, 2 up to 8 (a swap of two letters is 2 edits), else 3. ""
// when none is (or s is one of them). The did-you-mean hints of the command line
// and of the readers (an unknown flag, preset key or variants.ini option) use it.
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
