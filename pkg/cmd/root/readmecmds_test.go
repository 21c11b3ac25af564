package root

import (
	"regexp"
	"strings"
	"testing"
)

// TestREADMECommands runs every courier command of the README's sh blocks (those
// written `courier ...` or `go run ./cmd/courier ...`, without their comment and
// output redirection) from the repository root: each exits 0 and writes
// something (the sample logs and shipped presets have no findings).
func TestREADMECommands(t *testing.T) {
	repo, b := readme(t)
	noEnv(t)
	t.Chdir(repo)
	n := 0
	for _, block := range regexp.MustCompile("(?s)```sh\n(.*?)```").FindAllStringSubmatch(string(b), -1) {
		for _, line := range strings.Split(block[1], "\n") {
			line, _, _ = strings.Cut(line, "#")
			line, _, _ = strings.Cut(line, ">")
			args := strings.Fields(line)
			switch {
			case len(args) > 3 && args[0] == "go" && args[1] == "run" && args[2] == "./cmd/courier":
				args = args[3:]
			case len(args) > 1 && args[0] == "courier" && args[1] != "completion":
				args = args[1:]
			default:
				continue
			}
			n++
			code, out, errOut := courier(t, args...)
			if code != 0 || out+errOut == "" {
				t.Errorf("README: courier %s: exit %d, stdout %.200q, stderr %.200q", strings.Join(args, " "), code, out, errOut)
			}
		}
	}
	if n < 10 {
		t.Errorf("%d courier commands in the README's sh blocks, want the quick start and one per command", n)
	}
}
