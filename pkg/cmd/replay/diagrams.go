package replay

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/gamecourier/courier/pkg/diagram"
	"github.com/gamecourier/courier/pkg/logargs"
	"github.com/gamecourier/courier/pkg/replay"
)

// diagramWriter writes one SVG diagram per illegal move (--diagrams DIR): the
// position before the move, the move before it shaded, the attempted move as an
// arrow (or rings on the pieces it may mean), a caption naming the game, the ply,
// the move and the diagnostic code. Files are named after the log file, the game
// and the ply: DIR/<log base name>-game<N>-ply<P>.svg ("stdin" for "-"; a name used
// twice gets "-2", "-3", ...).
type diagramWriter struct {
	dir     string
	eng     *replay.Engine
	preset  string
	flip    bool // --flip: Black at the bottom
	used    map[string]bool
	written int
	err     error // the first write error
}

func newDiagramWriter(dir string, eng *replay.Engine, preset string) (*diagramWriter, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	return &diagramWriter{dir: dir, eng: eng, preset: preset, used: map[string]bool{}}, nil
}

// add writes the diagram of r's illegal move, if r has one.
func (dw *diagramWriter) add(r *replay.Result) {
	if dw.err != nil || r.Status != replay.StatusIllegal || r.Error == nil || r.Error.FEN == "" {
		return
	}
	p, o, ok := logargs.IllegalDiagram(dw.eng, dw.preset, r, diagram.Options{
		Caption: fmt.Sprintf("game %d, ply %d: %s (%s)", r.Game, r.Error.Ply, r.Error.Text, r.Error.Code), Flip: dw.flip})
	if !ok {
		return
	}
	base := filepath.Base(r.File)
	if r.File == "-" {
		base = "stdin"
	}
	base = strings.TrimSuffix(base, filepath.Ext(base))
	file := fmt.Sprintf("%s-game%d-ply%d", base, r.Game, r.Error.Ply)
	for i := 2; dw.used[file]; i++ {
		file = fmt.Sprintf("%s-game%d-ply%d-%d", base, r.Game, r.Error.Ply, i)
	}
	dw.used[file] = true
	if err := os.WriteFile(filepath.Join(dw.dir, file+".svg"), []byte(diagram.String(p, o)), 0o644); err != nil {
		dw.err = err
		return
	}
	dw.written++
}
