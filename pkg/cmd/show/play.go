package show

import (
	"bufio"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/playground"
)

// playRun writes the playground of opts.Preset (--play): -o html only, no --log.
func playRun(opts *ShowOptions, format string) error {
	if format != "html" {
		return cmdutil.Usagef("--play writes an HTML page: use -o html (not -o %s)", format)
	}
	if opts.Log != "" || opts.PlySet || opts.GameSet {
		return cmdutil.Usagef("--play shows a preset, not a game: give --preset NAME|FILE (and --fen), without --log, --ply, --game")
	}
	_, r, err := cmdutil.LoadVariant(opts.IO.ErrOut, opts.Preset, opts.PresetPath, nil)
	if err != nil {
		return err
	}
	pg, err := playground.NewPage(r)
	if err != nil {
		return cmdutil.Failuref("--play: %v", err)
	}
	if opts.FEN != "" {
		p, err := cmdutil.Position(r, opts.FEN)
		if err != nil {
			return err
		}
		pg.FEN = p.FEN()
	}
	pg.Flip = opts.Flip
	a, err := playground.Wasm()
	if err != nil {
		return cmdutil.Failuref("--play: %v", err)
	}
	w := bufio.NewWriter(opts.IO.Out)
	if err := playground.WriteHTML(w, pg, a); err != nil {
		return cmdutil.WriteError(err)
	}
	if err := w.Flush(); err != nil {
		return cmdutil.WriteError(err)
	}
	return nil
}
