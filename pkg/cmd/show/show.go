// Package show is `courier show`: a position of a preset (its start, or a --fen) as an
// ASCII diagram with its state (side to move, castling rights, rule-state field, en
// passant square, clocks) and FEN, or as the FEN alone.
//
// Not yet: the contract's `--log FILE --ply N` form (it needs replay) and SVG output
// (it needs pkg/report); the flags are absent until then, and -o svg is a usage error.
package show

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/iostreams"
	"github.com/gamecourier/courier/pkg/position"
)

// Formats are the output formats of show that exist; the first is the default.
var Formats = []string{"text", "fen"}

// notYet are the formats of the contract still to come.
var notYet = []string{"svg"}

// ShowOptions are the inputs of one show run.
type ShowOptions struct {
	IO *iostreams.IOStreams

	Preset     string   // --preset: a shipped preset id or a preset file
	PresetPath []string // user preset directories (setting preset_path)
	FEN        string   // --fen: the position; "" = the start position
	Output     string   // text or fen
}

// NewCmdShow returns the show command. runF, when not nil, replaces showRun (for
// tests of the flag handling).
func NewCmdShow(f *cmdutil.Factory, runF func(*ShowOptions) error) *cobra.Command {
	opts := &ShowOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "show --preset NAME|FILE [--fen FEN] [-o text|fen]",
		Short: "Draw a position of a preset",
		Long: `Draw the start position of a preset, or the position --fen, as text: a diagram with
the rank numbers on the left and the file letters below (upper case White, lower case
Black, '.' an empty square), then the side to move, castling rights, the rule-state
field (variants with bishop conversion or bishop swap), en passant square, clocks and
FEN. -o fen prints the FEN alone.

Not available yet: -o svg and --log FILE --ply N (a position of a game).`,
		Example: `  courier show --preset symmetric
  courier show --preset chess --fen 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2'
  courier show --preset pmc1 -o fen`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return cmdutil.Usagef("no arguments expected, got %q (the position comes from --preset and --fen)", args)
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			if opts.Output, err = f.Output(cmd, Formats, notYet...); err != nil {
				return err
			}
			if opts.PresetPath, err = f.PresetPath(); err != nil {
				return err
			}
			if runF != nil {
				return runF(opts)
			}
			return showRun(opts)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&opts.Preset, "preset", "", "`NAME|FILE` of the preset: a shipped id (see courier presets), an id in preset_path, or a preset file (required)")
	fl.StringVar(&opts.FEN, "fen", "", "show this `FEN` instead of the start position")
	fl.StringP(cmdutil.KeyOutput, "o", "text", "output `format`: text or fen (svg: not available yet)")
	return cmd
}

func showRun(opts *ShowOptions) error {
	format, err := cmdutil.CheckOutput("courier show", opts.Output, Formats, notYet...)
	if err != nil {
		return err
	}
	_, r, err := cmdutil.LoadVariant(opts.IO.ErrOut, opts.Preset, opts.PresetPath, nil)
	if err != nil {
		return err
	}
	p, err := cmdutil.Position(r, opts.FEN)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(opts.IO.Out)
	switch format {
	case "fen":
		fmt.Fprintln(w, p.FEN())
	default:
		WriteText(w, p)
	}
	if err := w.Flush(); err != nil {
		return cmdutil.Failuref("writing the position: %w", err)
	}
	return nil
}

// WriteText writes p as a diagram and its state. The diagram has one line per rank,
// the last rank first, each starting with the rank number right-aligned (two
// characters wide on boards of 10 ranks or more); the file letters follow on the last
// line. Squares are one character each (FEN letter, '.' empty), one space apart.
//
//	8  r n b q k b n r
//	...
//	1  R N B Q K B N R
//	   a b c d e f g h
func WriteText(w io.Writer, p *position.Position) {
	r := p.R
	g := r.G
	lw := len(board.RankName(g.Ranks - 1))
	var b strings.Builder
	for rank := g.Ranks - 1; rank >= 0; rank-- {
		b.Reset()
		fmt.Fprintf(&b, "%*s ", lw, board.RankName(rank))
		for file := 0; file < g.Files; file++ {
			c := byte('.')
			if pc := p.At(g.Sq(file, rank)); pc != position.Empty {
				c = r.Letter(pc)
			}
			b.WriteByte(' ')
			b.WriteByte(c)
		}
		fmt.Fprintln(w, b.String())
	}
	b.Reset()
	b.WriteString(strings.Repeat(" ", lw+1))
	for file := 0; file < g.Files; file++ {
		b.WriteByte(' ')
		b.WriteString(board.FileName(file))
	}
	fmt.Fprintln(w, b.String())
	fmt.Fprintln(w)

	fen := p.FEN()
	ep := "-"
	if p.EPCapturable() {
		ep = g.Name(p.EnPassant())
	}
	fmt.Fprintf(w, "Variant:          %s (%s, %dx%d)\n", r.V.Name, r.V.ID, g.Files, g.Ranks)
	fmt.Fprintf(w, "Side to move:     %s\n", sideName(p))
	fmt.Fprintf(w, "Castling:         %s\n", p.CastlingFEN())
	if len(strings.Fields(fen)) == 7 {
		fmt.Fprintf(w, "Rule state:       %s\n", p.RuleStateFEN())
	}
	fmt.Fprintf(w, "En passant:       %s\n", ep)
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
