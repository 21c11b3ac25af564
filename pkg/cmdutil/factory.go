package cmdutil

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"github.com/spf13/viper"
	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/iostreams"
	"github.com/gamecourier/courier/pkg/preset"
)

// Setting keys of the tool's own configuration. Each is read from a flag of the
// running command when it has one, then from the environment variable COURIER_<KEY>
// (upper case), then from the config file, then the default.
const (
	// KeyOutput is the default output format (string; default "text"). A command
	// that lacks the configured format falls back to "text"; an -o flag it lacks is
	// a usage error.
	KeyOutput = "output"
	// KeyPresetPath lists directories searched for user presets (NAME.yaml) before the
	// embedded ones. In the config file a YAML list (or one string), relative entries
	// taken from the config file's directory; in COURIER_PRESET_PATH a list separated
	// by the OS path-list separator (':' on Unix), relative to the working directory.
	KeyPresetPath = "preset_path"
	// KeyDefaultPreset is the preset for games without a Variant tag (string;
	// default "chess": a PGN game without one is orthodox chess by convention);
	// "none" leaves such games without a variant (unsupported, code no-variant).
	// Its flag is --default-preset, its variable COURIER_DEFAULT_PRESET.
	KeyDefaultPreset = "default_preset"
	// KeyNoVariations turns off the checking of PGN variations in replay and stats (bool;
	// default false: an impossible move inside a variation is a warning). The
	// flag is --no-variations, the variable COURIER_NO_VARIATIONS.
	KeyNoVariations = "no_variations"
)

// DefaultPresetNone is the default_preset value that names no preset.
const DefaultPresetNone = "none"

// KnownSettings lists the keys the config file may hold; any other key draws a
// warning on the error stream (a typo must not pass silently). Commands that add a
// setting append its key here.
var KnownSettings = []string{KeyOutput, KeyPresetPath, KeyDefaultPreset, KeyNoVariations}

// DefaultConfigFile is the config file read from the working directory when it exists
// and --config is not given.
const DefaultConfigFile = ".courier.yaml"

// EnvPrefix is the prefix of the environment variables that set the tool's settings.
const EnvPrefix = "COURIER"

// Formats lists every output format any command knows; a configured default outside
// this list is a usage error, one inside it that the running command lacks falls back
// to text.
var Formats = []string{"text", "json", "github", "sarif", "csv", "html", "svg", "fen"}

// Factory carries what every command shares: the streams and the tool's settings.
type Factory struct {
	IOStreams *iostreams.IOStreams
	// Settings is the tool's one viper instance, for its own settings only (never
	// preset files: viper loses line numbers). Before a command runs, the root command
	// reads the config file into it and binds the running command's --output flag.
	Settings *viper.Viper

	// ConfigFile is the config file read (LoadConfig), "" when none.
	ConfigFile string

	shadowsNoted bool // PresetPath has noted the user presets that shadow shipped ones
	pathNoted    bool // PresetDirs has warned about the preset_path entries that are no directory
}

// NewFactory returns a Factory on ios with fresh settings (environment bound, no
// config file read yet).
func NewFactory(ios *iostreams.IOStreams) *Factory {
	return &Factory{IOStreams: ios, Settings: NewSettings()}
}

// NewSettings returns a viper instance reading COURIER_* environment variables
// (key "preset_path" from COURIER_PRESET_PATH), YAML config, defaults set.
func NewSettings() *viper.Viper {
	v := viper.New()
	v.SetEnvPrefix(EnvPrefix)
	v.SetEnvKeyReplacer(strings.NewReplacer(".", "_", "-", "_"))
	v.AutomaticEnv()
	v.SetConfigType("yaml")
	v.SetDefault(KeyOutput, "text")
	v.SetDefault(KeyDefaultPreset, "chess")
	return v
}

// ConfigCandidates lists the config files looked for, in order, when --config is
// not given: DefaultConfigFile in the working directory and in each parent up to
// the repository root (the nearest directory with a .git entry; outside a
// repository only the working directory), then the user's file
// (UserConfigFile). The first that exists is read.
func ConfigCandidates() []string {
	var out []string
	wd, err := os.Getwd()
	if err != nil {
		return []string{DefaultConfigFile}
	}
	dirs := []string{wd}
	for d := wd; ; {
		if _, err := os.Lstat(filepath.Join(d, ".git")); err == nil {
			break // d is the repository root
		}
		parent := filepath.Dir(d)
		if parent == d {
			dirs = dirs[:1] // no repository: the working directory only
			break
		}
		d = parent
		dirs = append(dirs, d)
	}
	for i, d := range dirs {
		if i == 0 {
			out = append(out, DefaultConfigFile)
			continue
		}
		out = append(out, filepath.Join(d, DefaultConfigFile))
	}
	if u := UserConfigFile(); u != "" {
		out = append(out, u)
	}
	return out
}

// UserConfigFile is the user's config file: $XDG_CONFIG_HOME/courier/config.yaml,
// else courier/config.yaml in the OS's user config directory (~/.config on
// Linux); "" when neither is known.
func UserConfigFile() string {
	dir := os.Getenv("XDG_CONFIG_HOME")
	if dir == "" {
		d, err := os.UserConfigDir()
		if err != nil {
			return ""
		}
		dir = d
	}
	return filepath.Join(dir, "courier", "config.yaml")
}

// LoadConfig reads the config file into f.Settings: path when explicit (--config;
// it must exist, and "" means no config file at all), else the first of
// ConfigCandidates that exists. f.ConfigFile is then the file read ("" for none).
// Errors: a file that cannot be read (missing when named by --config, a directory,
// no permission) is a *FailureError; malformed YAML, or YAML that is no mapping, a
// *UsageError whose message starts with the file:line:col of the problem.
// Unknown keys are reported as warnings on the error stream, with the known key
// they are likely a typo of.
func (f *Factory) LoadConfig(path string, explicit bool) error {
	what := "--config " + path
	if explicit && path == "" {
		return nil
	}
	if !explicit {
		path = ""
		for _, c := range ConfigCandidates() {
			st, err := os.Stat(c)
			if errors.Is(err, fs.ErrNotExist) {
				continue
			}
			path = c
			what = "config file " + path
			if err == nil && st.IsDir() {
				return Failuref("%s is a directory", what)
			}
			break
		}
		if path == "" {
			return nil
		}
	}
	f.ConfigFile = path
	data, err := os.ReadFile(path)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return Failuref("%s: cannot read: %v", what, err)
	}
	// Malformed YAML is a usage error (the settings are part of the command line's
	// meaning), at the file:line:col of the problem (viper's message has neither).
	if d := preset.YAMLSyntax(path, data); d != nil {
		return Usagef("config file %s: not a valid YAML settings file: %s", d.Pos, strings.TrimPrefix(d.Message, "YAML syntax: "))
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err == nil && len(doc.Content) == 1 && doc.Content[0].Kind != yaml.MappingNode &&
		!(doc.Content[0].Kind == yaml.ScalarNode && doc.Content[0].Tag == "!!null") {
		n := doc.Content[0]
		return Usagef("config file %s:%d:%d: a settings file is a mapping of keys (%s)", path, n.Line, n.Column, strings.Join(KnownSettings, ", "))
	}
	f.Settings.SetConfigFile(path)
	if err := f.Settings.ReadConfig(strings.NewReader(string(data))); err != nil {
		return Usagef("%s: not a valid YAML settings file: %v", what, err)
	}
	var unknown []string
	for _, k := range f.Settings.AllKeys() {
		if f.Settings.InConfig(k) && !slices.Contains(KnownSettings, strings.SplitN(k, ".", 2)[0]) {
			unknown = append(unknown, k)
		}
	}
	sort.Strings(unknown)
	for _, k := range unknown {
		mean := ""
		if s := Suggest(k, KnownSettings); s != "" {
			mean = fmt.Sprintf(" (did you mean %q?)", s)
		}
		fmt.Fprintf(f.IOStreams.ErrOut, "courier: warning: %s: unknown setting %q%s (known: %s)\n",
			path, k, mean, strings.Join(KnownSettings, ", "))
	}
	return nil
}

// BindFlags binds the running command's flags that are also settings (--output,
// --default-preset, --no-variations) to f.Settings, so that a flag given on the
// command line wins over the environment and the config file.
func (f *Factory) BindFlags(fs *pflag.FlagSet) error {
	for key, flag := range map[string]string{KeyOutput: KeyOutput, KeyDefaultPreset: "default-preset"} {
		if fl := fs.Lookup(flag); fl != nil {
			if err := f.Settings.BindPFlag(key, fl); err != nil {
				return Failuref("binding --%s: %v", flag, err)
			}
		}
	}
	if fl := fs.Lookup("no-variations"); fl != nil {
		if err := f.Settings.BindPFlag(KeyNoVariations, fl); err != nil {
			return Failuref("binding --no-variations: %v", err)
		}
	}
	return nil
}

// DefaultPreset returns the default_preset setting for cmd (its --default-preset
// flag when given, then COURIER_DEFAULT_PRESET, the config file, "chess"): the
// preset for games without a Variant tag, "" for "none" (or an empty value).
func (f *Factory) DefaultPreset(cmd *cobra.Command) string {
	v := f.Settings.GetString(KeyDefaultPreset)
	if fl := cmd.Flags().Lookup("default-preset"); fl != nil && fl.Changed {
		v = fl.Value.String()
	}
	v = strings.TrimSpace(v)
	if strings.EqualFold(v, DefaultPresetNone) {
		return ""
	}
	return v
}

// Output returns the output format for cmd, which supports the formats listed
// (the first is its default). A value given with -o/--output must be one of them;
// a value from COURIER_OUTPUT or the config file must be a known format, and falls
// back to supported[0] when cmd lacks it. notYet lists formats the contract names
// for cmd that are not implemented: asking for one is a usage error saying so.
func (f *Factory) Output(cmd *cobra.Command, supported []string, notYet ...string) (string, error) {
	val := f.Settings.GetString(KeyOutput)
	if fl := cmd.Flags().Lookup(KeyOutput); fl != nil && fl.Changed {
		val = fl.Value.String()
		return CheckOutput(cmd.CommandPath(), val, supported, notYet...)
	}
	if val == "" {
		return supported[0], nil
	}
	if slices.Contains(supported, val) {
		return val, nil
	}
	if !slices.Contains(Formats, val) {
		return "", Usagef("output setting %q (COURIER_OUTPUT or %q in the config file) is not a known format (known: %s)",
			val, KeyOutput, strings.Join(Formats, ", "))
	}
	return supported[0], nil
}

// CheckOutput checks an explicitly requested output format for the command named
// cmdPath; the error is a *UsageError naming -o/--output and the formats available.
func CheckOutput(cmdPath, val string, supported []string, notYet ...string) (string, error) {
	if slices.Contains(supported, val) {
		return val, nil
	}
	if slices.Contains(notYet, val) {
		return "", Usagef("-o/--output %s: %s output is not available yet (available: %s)",
			val, val, strings.Join(supported, ", "))
	}
	return "", Usagef("-o/--output: %q is not an output format of %s (available: %s)",
		val, cmdPath, strings.Join(supported, ", "))
}

// PresetPath returns the preset_path setting as a list of directories (see
// PresetDirs). The first call notes on the error stream each user preset that
// shadows a shipped one (chess.yaml in a preset_path directory): every command that
// loads presets by name asks for the path.
func (f *Factory) PresetPath() ([]string, error) {
	dirs, err := f.PresetDirs()
	if err != nil {
		return nil, err
	}
	f.noteShadows(dirs)
	return dirs, nil
}

// PresetDirs returns the preset_path setting as a list of directories. Relative
// entries from the config file are taken from the config file's directory; others
// from the working directory. A value of the wrong shape is a *UsageError. The
// first call warns on the error stream about each entry that does not exist or is
// not a directory, naming it and where the setting came from (a typo must not pass
// silently; the entry is skipped when presets are looked up).
func (f *Factory) PresetDirs() ([]string, error) {
	v := f.Settings
	raw := v.Get(KeyPresetPath)
	var dirs []string
	switch x := raw.(type) {
	case nil:
		return nil, nil
	case string:
		dirs = filepath.SplitList(x)
	case []string:
		dirs = x
	case []any:
		for _, e := range x {
			s, ok := e.(string)
			if !ok {
				return nil, Usagef("setting %s: entry %v is not a directory name", KeyPresetPath, e)
			}
			dirs = append(dirs, s)
		}
	default:
		return nil, Usagef("setting %s: want a list of directories, not %T", KeyPresetPath, raw)
	}
	envKey := EnvPrefix + "_" + strings.ToUpper(KeyPresetPath)
	_, fromEnv := os.LookupEnv(envKey)
	base, from := "", envKey
	if !fromEnv && v.InConfig(KeyPresetPath) && v.ConfigFileUsed() != "" {
		base = filepath.Dir(v.ConfigFileUsed())
		from = "config file " + v.ConfigFileUsed()
	}
	out := dirs[:0:0]
	for _, d := range dirs {
		if d == "" {
			continue
		}
		if base != "" && !filepath.IsAbs(d) {
			d = filepath.Join(base, d)
		}
		out = append(out, d)
	}
	f.notePath(out, from)
	return out, nil
}

// notePath warns, once per run, about each of dirs that is not a directory.
func (f *Factory) notePath(dirs []string, from string) {
	if f.pathNoted || f.IOStreams == nil {
		return
	}
	f.pathNoted = true
	for _, d := range dirs {
		st, err := os.Stat(d)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			fmt.Fprintf(f.IOStreams.ErrOut, "courier: warning: preset_path directory %s does not exist (from %s)\n", d, from)
		case err != nil:
			fmt.Fprintf(f.IOStreams.ErrOut, "courier: warning: preset_path: %v (from %s)\n", err, from)
		case !st.IsDir():
			fmt.Fprintf(f.IOStreams.ErrOut, "courier: warning: preset_path entry %s is not a directory (from %s)\n", d, from)
		}
	}
}

// noteShadows writes a note on the error stream, once per run, for each shipped
// preset id that a file ID.yaml or ID.yml in the preset_path directories dirs
// shadows: a name is looked up there first, so --preset chess and [Variant "chess"]
// load the user's file, and a silent switch would surprise.
func (f *Factory) noteShadows(dirs []string) {
	if f.shadowsNoted || f.IOStreams == nil || len(dirs) == 0 {
		return
	}
	f.shadowsNoted = true
	for _, id := range preset.Names() {
	search:
		for _, d := range dirs {
			for _, ext := range []string{".yaml", ".yml"} {
				p := filepath.Join(d, id+ext)
				if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() {
					fmt.Fprintf(f.IOStreams.ErrOut, "courier: note: %s in preset_path shadows the shipped preset %s: the name %s loads this file\n", p, id, id)
					break search
				}
			}
		}
	}
}
