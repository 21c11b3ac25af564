package cmdutil

import (
	"testing"

	"github.com/spf13/pflag"
)

func TestSuggest(t *testing.T) {
	known := []string{"output", "preset_path", "default_preset", "no_variations"}
	for in, want := range map[string]string{
		"outptu":         "output",         // 2 edits, 6 characters
		"preset_pth":     "preset_path",    // 1 edit
		"Default_Preset": "default_preset", // case is ignored
		"defualt_preset": "default_preset", // 2 edits
		"colour":         "",
		"out":            "",
		"output":         "", // a known name suggests nothing
	} {
		if got := Suggest(in, known); got != want {
			t.Errorf("Suggest(%q) = %q, want %q", in, got, want)
		}
	}
	if got := DidYouMean("castlin", []string{"castling", "drops"}); got != ` (did you mean "castling"?)` {
		t.Errorf("DidYouMean = %q", got)
	}
}

func TestFlagError(t *testing.T) {
	fs := pflag.NewFlagSet("x", pflag.ContinueOnError)
	fs.Bool("quiet", false, "")
	fs.String("baseline", "", "")
	for args, want := range map[string]string{
		"--quite":     "unknown flag: --quite (did you mean --quiet?)",
		"--basline=x": "unknown flag: --basline (did you mean --baseline?)",
		"--zzzzzz":    "unknown flag: --zzzzzz",
		"-z":          "unknown shorthand flag: 'z' in -z",
	} {
		err := fs.Parse([]string{args})
		if err == nil || FlagError(fs, err).Error() != want {
			t.Errorf("%s: %v, want %q", args, FlagError(fs, err), want)
		}
	}
}
