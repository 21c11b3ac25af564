package preset

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/gamecourier/courier/pkg/rules"
)

// TestDisplay: the display: section is read into rules.Display and inherited; a
// value outside its list is bad-value; without it the style follows the board
// and pieces (rules.DefaultStyle).
func TestDisplay(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := write("kanji.yaml", "schema: 1\nid: kanji\nname: Kanji\nextends: xiangqi\ndisplay: {style: janggi, faces: characters, coordinates: native}\n")
	child := write("child.yaml", "schema: 1\nid: child\nname: Child\nextends: kanji.yaml\ndisplay: {faces: letters}\n")
	bad := write("bad.yaml", "schema: 1\nid: bad\nname: Bad\nextends: chess\ndisplay: {style: shogy}\n")
	v, ds := Load(good, Options{})
	if v == nil || ds.HasErrors() || v.Display != (rules.Display{Style: "janggi", Faces: "characters", Coordinates: "native"}) {
		t.Errorf("kanji.yaml: %+v %v", v, ds)
	}
	if v, ds = Load(child, Options{}); v == nil || v.Display != (rules.Display{Style: "janggi", Faces: "letters", Coordinates: "native"}) {
		t.Errorf("child.yaml: the display: mapping merges with its parent's: %+v %v", v, ds)
	}
	if _, ds = Load(bad, Options{}); !ds.HasErrors() || ds[0].Code != CodeBadValue {
		t.Errorf("bad.yaml: %v, want bad-value", ds)
	}
	for name, want := range map[string]string{"chess": "chess", "crazyhouse": "chess", "xiangqi": "xiangqi", "minixiangqi": "xiangqi", "shogi": "shogi", "minishogi": "shogi"} {
		v, _ := Load(name, Options{})
		if got := rules.DefaultStyle(v); got != want {
			t.Errorf("%s: style %s, want %s", name, got, want)
		}
	}
}
