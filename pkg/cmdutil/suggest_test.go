package cmdutil

import "testing"

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
	if got := DidYouMean("castlin", []string{"castling", "drops"}); got != " (did you mean castling?)" {
		t.Errorf("DidYouMean = %q", got)
	}
}
