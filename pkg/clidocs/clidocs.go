// Package clidocs writes the command-line reference of courier from its cobra
// command tree (github.com/spf13/cobra/doc): one man page per command, section 1
// (docs/man/courier.1, courier-replay.1, ...), and one Markdown page per command
// (docs/cli/courier.md, courier_replay.md, ...). The output depends on nothing but
// the commands' text: no date of the day (Date is fixed), no "auto generated" stamp.
// A test checks that the committed files are what Generate writes;
// `go generate ./pkg/clidocs` writes them.
package clidocs

//go:generate go run ./internal/gen -man ../../docs/man -md ../../docs/cli

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"

	"github.com/gamecourier/courier/pkg/cmd/root"
	"github.com/gamecourier/courier/pkg/cmdutil"
)

// Date is the date in the man pages' header line. It is fixed, not the day of
// generation, so that the pages change only when the commands do; move it forward
// when the reference changes in substance (a release).
var Date = time.Date(2026, time.December, 1, 0, 0, 0, 0, time.UTC)

// Command returns the root command as the reference describes it: every subcommand
// (the completion command included), without the auto-generated stamp.
func Command() *cobra.Command {
	cmd := root.NewCmdRoot(cmdutil.NewFactory(nil))
	var noStamp func(c *cobra.Command)
	noStamp = func(c *cobra.Command) {
		c.DisableAutoGenTag = true
		for _, s := range c.Commands() {
			noStamp(s)
		}
	}
	noStamp(cmd)
	return cmd
}

// Generate writes the man pages into manDir and the Markdown pages into mdDir
// (created when missing), after removing the files an earlier run wrote there
// (courier*.1, courier*.md), so that a removed command leaves no page behind.
// Errors are those of the file system.
func Generate(manDir, mdDir string) error {
	for _, d := range []struct{ dir, glob string }{{manDir, "courier*.1"}, {mdDir, "courier*.md"}} {
		if err := os.MkdirAll(d.dir, 0o755); err != nil {
			return err
		}
		old, _ := filepath.Glob(filepath.Join(d.dir, d.glob))
		for _, p := range old {
			if err := os.Remove(p); err != nil {
				return err
			}
		}
	}
	date := Date
	header := &doc.GenManHeader{Title: "COURIER", Section: "1", Date: &date,
		Source: "courier", Manual: "courier manual"}
	if err := doc.GenManTree(Command(), header, manDir); err != nil {
		return fmt.Errorf("man pages: %w", err)
	}
	if err := doc.GenMarkdownTree(Command(), mdDir); err != nil {
		return fmt.Errorf("markdown pages: %w", err)
	}
	return nil
}
