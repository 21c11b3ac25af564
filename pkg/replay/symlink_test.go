package replay_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/replay"
)

// symlink makes the symbolic link dir/rel -> target, or skips the test where the
// system cannot make one.
func symlink(t *testing.T, dir, rel, target string) {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, p); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
}

// TestVariantPathSymlinkConfined: a log's Variant path and the extends chain of
// the preset it names are followed through symbolic links only while they stay in
// the log's directory (logs.md: a log cannot make courier read and quote a file
// elsewhere). Each file outside holds a token that must appear in no message,
// hint or warning; a link that stays inside is followed.
func TestVariantPathSymlinkConfined(t *testing.T) {
	dir := t.TempDir()
	const token = "ghp_SECRET0123456789"
	writeFile(t, dir, "outside/secret.yaml", "extends: "+token+"\n")
	writeFile(t, dir, "outside/p.yaml", token+": 1\n")
	writeFile(t, dir, "logs/base/nocastle.yaml", noCastlePreset)
	// links out of logs/: a file, a directory, an extends path, an extends id
	symlink(t, dir, "logs/x.yaml", filepath.Join(dir, "outside", "secret.yaml"))
	symlink(t, dir, "logs/rel.yaml", "../outside/secret.yaml")
	symlink(t, dir, "logs/sub", filepath.Join(dir, "outside"))
	writeFile(t, dir, "logs/ext.yaml", "schema: 1\nid: ext\nname: Ext\nextends: rel.yaml\n")
	writeFile(t, dir, "logs/extid.yaml", "schema: 1\nid: extid\nname: ExtId\nextends: evil\n")
	symlink(t, dir, "logs/evil.yaml", "../outside/secret.yaml")
	// links that stay inside: followed
	symlink(t, dir, "logs/in.yaml", "base/nocastle.yaml")
	writeFile(t, dir, "logs/extin.yaml", "schema: 1\nid: extin\nname: ExtIn\nextends: in.yaml\n")
	log := filepath.Join(dir, "logs", "g.pgn")
	game := func(tag string) string {
		return "[Variant \"" + tag + "\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *\n"
	}
	for _, tag := range []string{"x.yaml", "rel.yaml", "sub/secret.yaml", "sub/p.yaml", "ext.yaml", "extid.yaml"} {
		r := replayGames(t, replay.Options{}, log, game(tag))[0]
		if r.Status != replay.StatusUnsupported || r.Error == nil || !strings.Contains(r.Error.Message, "symbolic link") {
			t.Errorf("%s: %s %+v; want unsupported, a symbolic link named", tag, r.Status, r.Error)
		}
		text := r.Error.Message
		for _, w := range r.Warnings {
			text += w.Message
		}
		if strings.Contains(text, token) || strings.Contains(text, "SECRET") {
			t.Errorf("%s: the file outside was quoted: %s", tag, text)
		}
	}
	// in.yaml -> base/nocastle.yaml (inside): read, castling off, 4. O-O illegal;
	// the same through a link to the log's folder itself (the folder as
	// named, links and all, is the one the files must stay in)
	symlink(t, dir, "via", filepath.Join(dir, "logs"))
	for _, tc := range []struct{ log, tag string }{
		{log, "in.yaml"}, {log, "extin.yaml"}, {filepath.Join(dir, "via", "g.pgn"), "in.yaml"}, {filepath.Join(dir, "via", "g.pgn"), "extin.yaml"},
	} {
		tag := tc.tag
		r := replayGames(t, replay.Options{}, tc.log, game(tag))[0]
		if r.Status != replay.StatusIllegal || r.Error == nil || r.Error.Ply != 7 {
			t.Errorf("%s: %s %+v; want the link inside followed, illegal at ply 7", tag, r.Status, r.Error)
		}
	}
}

// TestVariantPathSymlinkFromWorkingDirectory: a Variant path not found beside
// the log is read from the working directory, and there too a symbolic link
// that leads out of it is refused, its file unread.
func TestVariantPathSymlinkFromWorkingDirectory(t *testing.T) {
	dir := t.TempDir()
	const token = "ghp_SECRET2468"
	writeFile(t, dir, "outside/secret.yaml", "extends: "+token+"\n")
	writeFile(t, dir, "work/base.yaml", noCastlePreset)
	symlink(t, dir, "work/x.yaml", filepath.Join(dir, "outside", "secret.yaml"))
	symlink(t, dir, "work/in.yaml", "base.yaml")
	t.Chdir(filepath.Join(dir, "work"))
	log := filepath.Join(dir, "logs", "g.pgn") // no preset beside it
	r := replayGames(t, replay.Options{}, log, "[Variant \"x.yaml\"]\n\n1. e4 *\n")[0]
	if r.Error == nil || !strings.Contains(r.Error.Message, "working directory") || strings.Contains(r.Error.Message, "SECRET") {
		t.Errorf("x.yaml: %+v; want refused, the link out of the working directory named", r.Error)
	}
	r = replayGames(t, replay.Options{}, log, "[Variant \"in.yaml\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *\n")[0]
	if r.Status != replay.StatusIllegal || r.Error == nil || r.Error.Ply != 7 {
		t.Errorf("in.yaml: %s %+v; want the link inside followed, illegal at ply 7", r.Status, r.Error)
	}
}
