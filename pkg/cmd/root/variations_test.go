package root

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoVariations: an impossible move inside a variation is a warning
// (variation-illegal, exit status unchanged); --no-variations, the variable
// COURIER_NO_VARIATIONS and the config key no_variations turn the check off, the
// flag winning over the other two.
func TestNoVariations(t *testing.T) {
	noEnv(t)
	t.Setenv("COURIER_NO_VARIATIONS", "")
	os.Unsetenv("COURIER_NO_VARIATIONS")
	dir, _ := os.Getwd()
	log := filepath.Join(dir, "v.pgn")
	// (1... e6 2. Ke3): from e1 the king cannot reach e3 (FIDE 3.8: one square)
	write(t, log, "[Variant \"chess\"]\n\n1. e4 e5 (1... e6 2. Ke3) 2. Nf3 *\n")
	const warn = "v.pgn:3:22: warning: game 1: in a variation, ply 3 (Ke3)"
	check := func(what string, wantWarn bool, args ...string) {
		t.Helper()
		code, out, errOut := courier(t, append([]string{"replay"}, append(args, log)...)...)
		if code != 0 || strings.Contains(out, warn) != wantWarn {
			t.Errorf("%s: exit %d, warning %v, want %v\n%s%s", what, code, !wantWarn, wantWarn, out, errOut)
		}
	}
	check("default", true)
	check("--no-variations", false, "--no-variations")
	t.Setenv("COURIER_NO_VARIATIONS", "true")
	check("COURIER_NO_VARIATIONS=true", false)
	check("--no-variations=false over the variable", true, "--no-variations=false")
	t.Setenv("COURIER_NO_VARIATIONS", "")
	os.Unsetenv("COURIER_NO_VARIATIONS")
	write(t, filepath.Join(dir, ".courier.yaml"), "no_variations: true\n")
	check("no_variations in the config file", false)
}
