package cmdutil

import (
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/gamecourier/courier/pkg/iostreams"
	"github.com/gamecourier/courier/pkg/preset"
	"github.com/gamecourier/courier/pkg/rules"
)

// Shell completion (courier completion bash|zsh|fish|powershell): the functions here
// answer cobra's hidden __complete command. They never write to the terminal: a
// completion must not print warnings into the user's command line.

// PresetFlags are the flags that take a preset (a shipped id, an id in preset_path,
// or a file); RegisterCompletions completes them on every command that has them.
var PresetFlags = []string{"preset", "default-preset"}

// ModuleFlags are the flags that take rule module names (the module table,
// rules.ModuleTable).
var ModuleFlags = []string{"without"}

// RegisterCompletions walks cmd and its subcommands and registers the completion of
// the flags they share: the PresetFlags complete preset ids (f.CompletePresets), the
// ModuleFlags rule module names (CompleteModules), number flags nothing. Other flags
// and arguments complete file names (cobra's default) unless their command registers
// something else (CompleteOutput for -o).
func RegisterCompletions(f *Factory, cmd *cobra.Command) {
	for _, name := range PresetFlags {
		if cmd.Flags().Lookup(name) != nil {
			_ = cmd.RegisterFlagCompletionFunc(name, f.CompletePresets)
		}
	}
	for _, name := range ModuleFlags {
		if cmd.Flags().Lookup(name) != nil {
			_ = cmd.RegisterFlagCompletionFunc(name, CompleteModules)
		}
	}
	// Numbers are typed, not file names (--jobs, --top, --ply, ...).
	cmd.Flags().VisitAll(func(fl *pflag.Flag) {
		if t := fl.Value.Type(); t == "int" || t == "uint" || t == "int64" {
			_ = cmd.RegisterFlagCompletionFunc(fl.Name, cobra.NoFileCompletions)
		}
	})
	for _, c := range cmd.Commands() {
		RegisterCompletions(f, c)
	}
}

// CompleteOutput registers the completion of cmd's -o/--output flag: the formats
// the command writes (its Formats list).
func CompleteOutput(cmd *cobra.Command, formats []string) {
	_ = cmd.RegisterFlagCompletionFunc(KeyOutput, CompleteWords(formats))
}

// CompleteWords returns a completion function offering the words that start with
// what is typed, and no file names.
func CompleteWords(words []string) cobra.CompletionFunc {
	return func(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		var out []cobra.Completion
		for _, w := range words {
			if strings.HasPrefix(w, toComplete) {
				out = append(out, w)
			}
		}
		return out, cobra.ShellCompDirectiveNoFileComp
	}
}

// CompleteModules completes rule module names for --without, in the order of the
// module table (rules.ModuleTable); in a comma-separated value ("castling,en") the
// last name is completed and the ones before are kept.
func CompleteModules(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	done, last := "", toComplete
	if i := strings.LastIndex(toComplete, ","); i >= 0 {
		done, last = toComplete[:i+1], toComplete[i+1:]
	}
	var out []cobra.Completion
	for _, md := range rules.ModuleTable() {
		if m := md.Name; strings.HasPrefix(m, last) && !slices.Contains(strings.Split(done, ","), m) {
			out = append(out, done+m)
		}
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

// CompletePresets completes a preset argument: the ids of the shipped presets and of
// the preset files (ID.yaml, ID.yml) in the preset_path directories, sorted, that
// start with toComplete. When none does (or toComplete looks like a path), it asks
// the shell for file names ending in .yaml or .yml instead, since a preset file is
// accepted too. The settings are read as the command would read them (--config,
// COURIER_PRESET_PATH, .courier.yaml), silently.
func (f *Factory) CompletePresets(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	fileComp := cobra.ShellCompDirectiveFilterFileExt
	exts := []cobra.Completion{"yaml", "yml"}
	if strings.ContainsAny(toComplete, `/\`) || strings.HasPrefix(toComplete, ".") {
		return exts, fileComp
	}
	var out []cobra.Completion
	for _, id := range PresetIDs(f.quietPresetPath(cmd)) {
		if strings.HasPrefix(id, toComplete) {
			out = append(out, id)
		}
	}
	if len(out) == 0 {
		return exts, fileComp
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

// CompletePresetArg is CompletePresets for a command's first argument (NAME|FILE);
// later arguments complete nothing.
func (f *Factory) CompletePresetArg(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	return f.CompletePresets(cmd, args, toComplete)
}

// PresetIDs returns the shipped preset ids and the ids of the preset files (ID.yaml,
// ID.yml) in dirs, sorted, each once (preset.Loader.Names). Unreadable or missing
// directories add nothing.
func PresetIDs(dirs []string) []string {
	return preset.NewLoader(preset.Options{SearchPath: dirs}).Names()
}

// quietPresetPath reads the settings for a completion request (cobra runs no
// PersistentPreRun for __complete) into a separate Factory whose error stream is
// discarded, and returns its preset_path, nil on any problem.
func (f *Factory) quietPresetPath(cmd *cobra.Command) []string {
	q := &Factory{IOStreams: &iostreams.IOStreams{In: strings.NewReader(""), Out: io.Discard, ErrOut: io.Discard},
		Settings: NewSettings(), shadowsNoted: true, pathNoted: true}
	path, explicit := "", false
	if fl := cmd.Flag("config"); fl != nil {
		path, explicit = fl.Value.String(), fl.Changed
	}
	if err := q.LoadConfig(path, explicit); err != nil {
		return nil
	}
	dirs, err := q.PresetPath()
	if err != nil {
		return nil
	}
	for i, d := range dirs {
		dirs[i] = filepath.Clean(d)
	}
	return dirs
}
