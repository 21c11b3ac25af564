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
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/spf13/pflag"

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
	if err := genMan(Command(), manDir); err != nil {
		return fmt.Errorf("man pages: %w", err)
	}
	if err := doc.GenMarkdownTree(Command(), mdDir); err != nil {
		return fmt.Errorf("markdown pages: %w", err)
	}
	return nil
}

// genMan writes the man page of c and of each of its subcommands into dir
// (courier-preset-show.1), each headed with its own name (COURIER-PRESET-SHOW(1)),
// with EXIT STATUS, ENVIRONMENT and FILES sections before SEE ALSO and a
// placeholder (=\fIK/N\fP) where a flag without a default would print "=".
func genMan(c *cobra.Command, dir string) error {
	for _, s := range c.Commands() {
		if !s.IsAvailableCommand() || s.IsAdditionalHelpTopicCommand() {
			continue
		}
		if err := genMan(s, dir); err != nil {
			return err
		}
	}
	date := Date
	header := &doc.GenManHeader{Section: "1", Date: &date, Source: "courier", Manual: "courier manual"}
	var buf bytes.Buffer
	if err := doc.GenMan(c, header, &buf); err != nil {
		return err
	}
	page := placeholders(c, buf.String())
	extra := manSections(c)
	if i := strings.Index(page, ".SH SEE ALSO"); i >= 0 {
		page = page[:i] + extra + page[i:]
	} else {
		page += extra
	}
	name := strings.ReplaceAll(c.CommandPath(), " ", "-") + ".1"
	return os.WriteFile(filepath.Join(dir, name), []byte(page), 0o644)
}

// placeholders replaces the empty default of a flag in page (`\fB--shard\fP=` or
// `=""`) by the flag's placeholder (`=\fIK/N\fP`, the word in backquotes of its
// usage, else its type).
func placeholders(c *cobra.Command, page string) string {
	fix := func(f *pflag.Flag) {
		if f.DefValue != "" || f.Value.Type() == "bool" {
			return
		}
		name, _ := pflag.UnquoteUsage(f)
		if name == "" {
			return
		}
		re := regexp.MustCompile(`(\\fB--` + regexp.QuoteMeta(f.Name) + `\\fP)=(?:"")?\n`)
		page = re.ReplaceAllString(page, "${1}=\\fI"+strings.ReplaceAll(name, `\`, `\\`)+"\\fP\n")
	}
	c.NonInheritedFlags().VisitAll(fix)
	c.InheritedFlags().VisitAll(fix)
	return page
}

// exitStatus is the EXIT STATUS text of the commands that look for findings;
// the others have defaultExit.
var exitStatus = map[string][][2]string{
	"courier replay": {{"0", "every game is ok (with --baseline: no finding that is not in the baseline)"},
		{"1", "findings: an illegal move, an unsupported or unreadable game, a result mismatch"},
		{"2", "usage error: a bad flag or argument, an unknown preset, a malformed config file"},
		{"3", "an input could not be read, or the output could not be written (a closed pipe ends the run quietly, with this status)"}},
	"courier check": {{"0", "no preset has an error (warnings may be shown; with --baseline: no error that is not in the baseline)"},
		{"1", "an invalid preset"},
		{"2", "usage error: a bad flag, no argument, no preset file found"},
		{"3", "a preset file could not be read, or the output could not be written"}},
}

var defaultExit = [][2]string{{"0", "success"},
	{"1", "findings (an invalid preset, an illegal move) where the command looks for them"},
	{"2", "usage error: a bad flag or argument, an unknown preset, a malformed config file"},
	{"3", "the command could not run: an unreadable file, output that could not be written (a closed pipe ends the run quietly, with this status)"}}

// manSections is the roff of the EXIT STATUS, ENVIRONMENT and FILES sections of
// c's page.
func manSections(c *cobra.Command) string {
	var b strings.Builder
	item := func(term, text string) { fmt.Fprintf(&b, ".TP\n\\fB%s\\fP\n%s\n", term, text) }
	b.WriteString(".SH EXIT STATUS\n")
	codes, ok := exitStatus[c.CommandPath()]
	if !ok {
		codes = defaultExit
	}
	for _, e := range codes {
		item(e[0], e[1])
	}
	b.WriteString("\n.SH ENVIRONMENT\n")
	item("COURIER_OUTPUT", "the default output format (setting output), used by a command that has it")
	item("COURIER_PRESET_PATH", "directories searched for NAME.yaml presets before the shipped ones, separated by ':' (';' on Windows)")
	item("COURIER_DEFAULT_PRESET", "the preset of a game without a Variant tag (chess; none for no preset)")
	item("COURIER_NO_VARIATIONS", "true: do not check the moves of PGN variations")
	item("XDG_CONFIG_HOME", "the directory of the user's config file (default ~/.config)")
	item("NO_COLOR", "set and not empty: no colour in diagnostics on a terminal (https://no-color.org)")
	b.WriteString("\n.SH FILES\n")
	item(".courier.yaml", "settings, in the working directory or the nearest parent up to the repository root (the directory with .git); --config FILE names another, --config \"\" none")
	item("$XDG_CONFIG_HOME/courier/config.yaml", "the user's settings, read when no .courier.yaml is found")
	b.WriteString("\n")
	return b.String()
}
