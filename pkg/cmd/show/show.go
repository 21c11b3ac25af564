// Package show is `courier show`: a position of a preset (its start, a --fen, or the
// position after ply N of a game log) as an ASCII diagram with its state (side to
// move, castling rights, rule-state field, en passant square, clocks) and FEN, as an
// SVG diagram (pkg/diagram), or as the FEN alone.
package show

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/diagram"
	"github.com/gamecourier/courier/pkg/iostreams"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/viewer"
)

// Formats are the output formats of show; the first is the default.
var Formats = []string{"text", "svg", "fen", "html"}

// ShowOptions are the inputs of one show run.
type ShowOptions struct {
	IO *iostreams.IOStreams

	Preset     string   // --preset: a shipped preset id or a preset file
	PresetPath []string // user preset directories (setting preset_path)
	// DefaultPreset is the preset of a --log game without a Variant tag (setting
	// default_preset; "" none).
	DefaultPreset string
	FEN           string // --fen: the position; "" = the start position
	Output        string // text, svg or fen

	Log  string // --log: a game log; the position is the one after Ply plies of game Game
	Ply  int    // --ply: plies played from the game's start (0 = its start position)
	Game int    // --game: 1-based game of the log (default 1)
	// PlySet and GameSet record whether --ply and --game were given.
	PlySet, GameSet bool
	// Play (--play) writes the playground of the preset instead (-o html).
	Play bool
	// Flip (--flip) draws the board turned round, Black at the bottom (svg; html:
	// the page opens turned).
	Flip bool
}

// NewCmdShow returns the show command. runF, when not nil, replaces showRun (for
// tests of the flag handling).
func NewCmdShow(f *cmdutil.Factory, runF func(*ShowOptions) error) *cobra.Command {
	opts := &ShowOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "show --preset NAME|FILE [--fen FEN | --log FILE --ply N [--game K]] [-o text|svg|fen|html]",
		Short: "Draw a position of a preset or of a game",
		Long: `Draw the start position of a preset, the position --fen, or the position of a game
after --ply N plies (--log FILE: game 1 of the log, or --game K).

Text output: a diagram with the rank numbers on the left and the file letters below
(upper case White, lower case Black, '.' an empty square), then the side to move,
the state fields the variant has (castling rights, the rule-state field of bishop
conversion or bishop swap, the pieces in hand, the en passant square, the checks
still to give), clocks and FEN; with --log also the game, the ply and the
last move. -o svg writes an SVG image (coordinates, chess symbols or letters in
circles, the last move shaded; with --log at the ply before an illegal move, that
move as a red arrow, or dashed rings on the pieces it may mean when its text names
no square, a swap B=N say). -o fen prints the FEN alone.

-o html --play writes the playground of the preset: one self-contained page (no
network) that runs the rule engine compiled to WebAssembly: click a piece to see its
legal moves (special moves in their colours: bishop conversions red, swaps,
castlings, drops, promotions, captures marked), play both sides, undo, flip, see
the FEN and the result, copy the game as Game Courier text or PGN, load a FEN or a
log; a panel lists each piece with its Betza and a diagram of its moves. The
engine is built into courier by go generate ./pkg/playground before the build;
otherwise the go command builds it when the command runs (docs/playground.md).

-o html (with --log) writes one self-contained page (no network, no external
files) with the whole game: the board, the move list in the log's notation,
buttons and the arrow keys to step through it (opening at --ply), the last move
shaded, the rule events marked, and, when a move is illegal, the position before
it with the move drawn and the diagnostic.

With --log the game's Variant tag chooses the preset unless --preset is given, and
the game is replayed: --ply may not pass its last legal ply.

A --preset is checked first, as courier check checks it (its start position too): an
invalid preset is reported on stderr with exit status 1.`,
		Example: `  courier show --preset symmetric
  courier show --preset chess --fen 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2'
  courier show --preset pmc1 -o fen
  courier show --log logs/symmetric.gc --ply 20 -o svg > ply20.svg
  courier show --log logs/symmetric.gc --game 2 -o html > game2.html
  courier show --preset symmetric -o html --play > symmetric.html`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return cmdutil.Usagef("no arguments expected, got %q (the position comes from --preset and --fen)", args)
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := cmdutil.FENFlag(cmd); err != nil {
				return err
			}
			var err error
			if opts.Output, err = f.Output(cmd, Formats); err != nil {
				return err
			}
			if opts.Play && !cmd.Flags().Changed(cmdutil.KeyOutput) {
				opts.Output = "html" // --play writes a page
			}
			if opts.Output == "html" && opts.Log == "" && !opts.Play && !cmd.Flags().Changed(cmdutil.KeyOutput) {
				// html from the settings (COURIER_OUTPUT, the config file) shows a
				// game only: without --log the default is used quietly, as for any
				// configured format a command cannot use (README, "Settings");
				// -o html given here is still an error
				opts.Output = Formats[0]
			}
			opts.DefaultPreset = f.DefaultPreset(cmd)
			if opts.PresetPath, err = f.PresetPath(); err != nil {
				return err
			}
			opts.PlySet = cmd.Flags().Changed("ply")
			opts.GameSet = cmd.Flags().Changed("game")
			if runF != nil {
				return runF(opts)
			}
			return showRun(opts)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&opts.Preset, "preset", "", "`NAME|FILE` of the preset: a shipped id (see courier presets), an id in preset_path, or a preset file (required unless --log; with --log it replaces the Variant tag)")
	fl.StringVar(&opts.FEN, "fen", "", "show this `FEN` instead of the start position")
	fl.StringVar(&opts.Log, "log", "", "show a position of a game of this log `FILE` (with --ply; - for standard input)")
	fl.IntVar(&opts.Ply, "ply", 0, "with --log: the position after `N` plies (0 = the game's start)")
	fl.IntVar(&opts.Game, "game", 1, "with --log: the `K`-th game of the log (1-based)")
	fl.BoolVar(&opts.Play, "play", false, "write the playground of the preset: one self-contained HTML page running the rule engine (WebAssembly) to play it, see its legal moves and copy the game (-o html; --fen sets its start)")
	fl.BoolVar(&opts.Flip, "flip", false, "svg and html: the board turned round, Black at the bottom")
	fl.StringP(cmdutil.KeyOutput, "o", "text", "output `format`: text, svg, fen, or html (with --log: the whole game in one page)")
	cmdutil.CompleteOutput(cmd, Formats)
	return cmd
}

func showRun(opts *ShowOptions) error {
	format, err := cmdutil.CheckOutput("courier show", opts.Output, Formats)
	if err != nil {
		return err
	}
	var (
		p  *position.Position
		gp *gamePosition
	)
	if opts.Play {
		return playRun(opts, format)
	}
	if format == "html" && opts.Log == "" {
		return cmdutil.Usagef("-o html shows a game: give --log FILE (and --game K), or the playground of the preset: --play")
	}
	if opts.Log != "" {
		if opts.FEN != "" {
			return cmdutil.Usagef("--fen and --log exclude each other: give a FEN or a game log")
		}
		if gp, err = logPosition(opts); err != nil {
			return err
		}
		p = gp.pos
	} else {
		if opts.PlySet || opts.GameSet {
			return cmdutil.Usagef("--ply and --game need --log FILE")
		}
		_, r, err := cmdutil.LoadVariant(opts.IO.ErrOut, opts.Preset, opts.PresetPath, nil)
		if err != nil {
			return err
		}
		if p, err = cmdutil.Position(r, opts.FEN); err != nil {
			return err
		}
	}
	w := bufio.NewWriter(opts.IO.Out)
	switch format {
	case "fen":
		fmt.Fprintln(w, p.FEN())
	case "html":
		g, err := viewer.Build(p.R, gp.res)
		if err != nil {
			return cmdutil.Failuref("--log %s: %v", opts.Log, err)
		}
		viewer.Annotate(g, p.R, gp.raw.Movetext)
		g.Open = gp.ply
		g.Flip = opts.Flip
		if err := viewer.WriteHTML(w, g); err != nil {
			return cmdutil.WriteError(err)
		}
	case "svg":
		o := diagram.Options{Flip: opts.Flip}
		if gp != nil {
			o.Last, o.Arrow, o.Rings, o.Caption = gp.last, gp.marks.Arrow, gp.marks.Rings, gp.caption()
		}
		if err := diagram.Write(w, p, o); err != nil {
			return cmdutil.WriteError(err)
		}
	default:
		WriteText(w, p)
		if gp != nil {
			gp.writeText(w)
		}
	}
	if err := w.Flush(); err != nil {
		return cmdutil.WriteError(err)
	}
	return nil
}

// WriteText writes p as a diagram and its state. The diagram has one line per rank,
// the last rank first, each starting with the rank number right-aligned (two
// characters wide on boards of 10 ranks or more); the file letters follow on the last
// line. Squares are one character each (FEN letter, '.' empty), one space apart;
// with piece labels longer than one character (Shogi's "+P") every square is as
// wide as the longest, right-aligned.
//
//	8  r n b q k b n r
//	...
//	1  R N B Q K B N R
//	   a b c d e f g h
func WriteText(w io.Writer, p *position.Position) {
	r := p.R
	g := r.G
	lw := len(board.RankName(g.Ranks - 1))
	sw := 1 // the widest label: "+P" makes every square two characters
	for k := 1; k <= r.Kinds(); k++ {
		sw = max(sw, len(r.KindLabel(k)))
	}
	var b strings.Builder
	for rank := g.Ranks - 1; rank >= 0; rank-- {
		b.Reset()
		fmt.Fprintf(&b, "%*s ", lw, board.RankName(rank))
		for file := 0; file < g.Files; file++ {
			c := "."
			if pc := p.At(g.Sq(file, rank)); pc != position.Empty {
				c = r.Label(pc)
			}
			fmt.Fprintf(&b, " %*s", sw, c)
		}
		fmt.Fprintln(w, b.String())
	}
	b.Reset()
	b.WriteString(strings.Repeat(" ", lw+1))
	for file := 0; file < g.Files; file++ {
		fmt.Fprintf(&b, " %*s", sw, board.FileName(file))
	}
	fmt.Fprintln(w, b.String())
	fmt.Fprintln(w)

	fen := p.FEN()
	fmt.Fprintf(w, "Variant:          %s (%s, %dx%d)\n", r.V.Name, r.V.ID, g.Files, g.Ranks)
	fmt.Fprintf(w, "Side to move:     %s\n", sideName(p))
	for _, f := range p.StateFields() {
		fmt.Fprintf(w, "%-18s%s\n", f.Name+":", f.Value)
	}
	fmt.Fprintf(w, "Halfmove clock:   %d\n", p.HalfmoveClock())
	fmt.Fprintf(w, "Fullmove number:  %d\n", p.FullmoveNumber())
	fmt.Fprintf(w, "FEN:              %s\n", fen)
}

func sideName(p *position.Position) string {
	s := p.Side().String()
	if s == "" {
		return "?"
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
