// Command completions writes courier's shell completion scripts (bash, zsh,
// fish, PowerShell) into the directory given as its argument, for the release
// archives (.goreleaser.yaml runs it before the builds): courier.bash,
// courier.zsh, courier.fish, courier.ps1.
package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"

	"github.com/gamecourier/courier/pkg/clidocs"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: completions DIR")
		os.Exit(2)
	}
	dir := os.Args[1]
	if err := os.MkdirAll(dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "completions:", err)
		os.Exit(1)
	}
	cmd := clidocs.Command()
	for _, s := range []struct {
		file string
		gen  func(*bytes.Buffer) error
	}{
		{"courier.bash", func(b *bytes.Buffer) error { return cmd.GenBashCompletionV2(b, true) }},
		{"courier.zsh", func(b *bytes.Buffer) error { return cmd.GenZshCompletion(b) }},
		{"courier.fish", func(b *bytes.Buffer) error { return cmd.GenFishCompletion(b, true) }},
		{"courier.ps1", func(b *bytes.Buffer) error { return cmd.GenPowerShellCompletionWithDesc(b) }},
	} {
		var b bytes.Buffer
		if err := s.gen(&b); err != nil {
			fmt.Fprintln(os.Stderr, "completions:", err)
			os.Exit(1)
		}
		if err := os.WriteFile(filepath.Join(dir, s.file), b.Bytes(), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "completions:", err)
			os.Exit(1)
		}
	}
}
