package preset

import (
	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/rules"
)

// Building the walls rule module (snailtrail, joust, petrified) from its preset
// parameters.

func init() {
	registerModule(rules.ModWalls, presetModule{build: (*builder).walls, keys: wallsKeys, model: FileWalls{}})
}

var wallsKeys = []string{"past", "petrify"}

// walls reads rules.walls (rules.Walls): past (bool) and petrify (piece
// letters); at least one of them.
func (b *builder) walls(n *yaml.Node) {
	const what = "rules.walls"
	m := b.fields(n, what, wallsKeys...)
	if m == nil {
		return
	}
	w := &rules.Walls{}
	rules.WallsParams.Set(b.v, w)
	if x := m["past"]; x != nil {
		w.Past, _ = b.boolean(x, what+".past")
	}
	if x := m["petrify"]; x != nil {
		w.Petrify, _ = b.letters(x, what+".petrify")
	}
	if !w.Past && len(w.Petrify) == 0 {
		dg := b.errf(n, CodeMissingKey, "%s makes no walls: it needs past: true or petrify: [piece letters]", what)
		dg.Hint = "wall squares of the start position need no module: write * in setup.array"
	}
}

// FileWalls is rules.walls.
type FileWalls struct {
	Past    bool     `yaml:"past,omitempty" jsonschema_description:"The square a piece leaves becomes a wall after each move (Fairy-Stockfish's wallingRule = past: snailtrail, joust)."`
	Petrify []Letter `yaml:"petrify,omitempty" jsonschema_description:"The piece letters whose pieces turn into a wall on the square where they capture (Fairy-Stockfish's petrifyOnCaptureTypes: petrified [N, B, R, Q, K]); a royal piece of those kinds may not capture."`
}
