package show

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/diagram"
	"github.com/gamecourier/courier/pkg/input"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/replay"
	"github.com/gamecourier/courier/pkg/rules"
)

// gamePosition is a position of a replayed game (--log).
type gamePosition struct {
	file string
	game int
	res  *replay.Result
	raw  *gamefile.RawGame // the game as read (its movetext: the viewer's comments and variations)
	ply  int               // plies played
	pos  *position.Position
	// lastText is the last move played ("10... Nf6"), "" at the start.
	lastText string
	// next is the error of the following ply when it was illegal (nil otherwise).
	next *replay.ErrorInfo
	// nextNumber numbers the following ply ("11." or "11...").
	nextNumber string
	last       *diagram.Move
	// marks marks the next move when it is illegal: an arrow, or rings on the
	// pieces its text may mean (match.MarkAttempt).
	marks diagram.Options
}

// logPosition replays game opts.Game of opts.Log and returns the position after
// opts.Ply plies. Errors: an unreadable log is a *FailureError; a missing game, a ply
// past the last legal one, a game without a usable preset a *UsageError.
func logPosition(opts *ShowOptions) (*gamePosition, error) {
	if opts.Game == 0 && !opts.GameSet {
		opts.Game = 1
	}
	if opts.Game < 1 {
		return nil, cmdutil.Usagef("--game must be 1 or more, not %d", opts.Game)
	}
	if opts.Ply < 0 {
		return nil, cmdutil.Usagef("--ply must be 0 or more, not %d", opts.Ply)
	}
	if opts.Preset != "" {
		// As without --log: an invalid preset is reported with its diagnostics (exit 1).
		if _, _, err := cmdutil.LoadVariant(opts.IO.ErrOut, opts.Preset, opts.PresetPath, nil); err != nil {
			return nil, err
		}
	}
	eng := replay.New(replay.Options{Preset: opts.Preset, Fallback: opts.DefaultPreset, SearchPath: opts.PresetPath, KeepMoves: true,
		Load: cmdutil.PresetLoader(opts.PresetPath), LoadLogRules: cmdutil.LogRulesLoader(opts.PresetPath)})
	if opts.Preset != "" {
		if _, _, err := eng.Rules(opts.Preset); err != nil {
			return nil, cmdutil.Usagef("--preset: %v", err)
		}
	}
	// "-" is standard input, as for replay's FILE arguments
	in, err := input.Open(opts.Log, opts.IO.In) // compressed logs too
	if err != nil {
		return nil, cmdutil.Failuref("--log: cannot read %s: %v", opts.Log, unwrapPath(err))
	}
	defer in.Close()
	gr := replay.Games(in, opts.Log) // a record format's games too
	var raw *gamefile.RawGame
	n := 0
	for {
		g, err := gr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, cmdutil.Failuref("--log: cannot read %s: %v", opts.Log, err)
		}
		n++
		if g.Index == opts.Game {
			raw = g
			break
		}
	}
	if raw == nil {
		return nil, cmdutil.Usagef("--game %d: %s holds %s", opts.Game, opts.Log, plural(n, "game"))
	}
	res := eng.Replay(opts.Log, raw)
	if res.StartFEN == "" {
		msg := "the game cannot be replayed"
		if res.Error != nil {
			msg = res.Error.Message + " (" + res.Error.Code + ")"
		}
		return nil, cmdutil.Usagef("--log %s, game %d: %s", opts.Log, opts.Game, msg)
	}
	r, _, err := eng.Rules(res.Preset)
	if err != nil {
		return nil, cmdutil.Usagef("--log %s, game %d: %v", opts.Log, opts.Game, err)
	}
	if opts.Ply > res.Plies || opts.Ply > len(res.Moves) {
		why := ""
		if res.Error != nil && res.Error.Ply > 0 {
			why = fmt.Sprintf("; ply %d (%s) is illegal: %s (%s)", res.Error.Ply, res.Error.Text, res.Error.Message, res.Error.Code)
		}
		return nil, cmdutil.Usagef("--ply %d: game %d of %s has %s (--ply 0..%d)%s",
			opts.Ply, opts.Game, opts.Log, plural(res.Plies, "legal ply"), res.Plies, why)
	}
	p, err := r.ParseFEN(res.StartFEN)
	if err != nil {
		return nil, cmdutil.Failuref("--log %s, game %d: start position %q: %v", opts.Log, opts.Game, res.StartFEN, err)
	}
	gp := &gamePosition{file: opts.Log, game: opts.Game, res: res, raw: raw, ply: opts.Ply, pos: p}
	for i := 0; i < opts.Ply; i++ {
		san := res.Moves[i].SAN
		m, ok := findSAN(p, san)
		if !ok {
			return nil, cmdutil.Failuref("--log %s, game %d: cannot find ply %d (%s) again after the replay", opts.Log, opts.Game, i+1, san)
		}
		if i == opts.Ply-1 {
			// with its check or mate mark (Result.Moves holds SAN without them)
			gp.lastText = moveNumber(p) + " " + match.SAN(p, m, true)
			gp.last = &diagram.Move{From: m.From, To: m.To}
		}
		p.Make(m)
	}
	gp.nextNumber = moveNumber(p)
	if e := res.Error; e != nil && e.Ply == opts.Ply+1 && e.Text != "" {
		gp.next = e
		if arrow, rings := match.MarkAttempt(p, res.Notation, e.Text); arrow != nil {
			gp.marks.Arrow = &diagram.Move{From: arrow.From, To: arrow.To, Drop: arrow.Drop}
		} else {
			gp.marks.Rings = rings
		}
	}
	return gp, nil
}

// findSAN returns the legal move of p whose SAN is san.
func findSAN(p *position.Position, san string) (position.Move, bool) { return match.FindSAN(p, san) }

// moveNumber numbers the move of the side to move in p: "10." for White, "10..." for Black.
func moveNumber(p *position.Position) string {
	if p.Side() == rules.White {
		return fmt.Sprintf("%d.", p.FullmoveNumber())
	}
	return fmt.Sprintf("%d...", p.FullmoveNumber())
}

// writeText writes the lines that follow the position's state in text output.
func (gp *gamePosition) writeText(w io.Writer) {
	fmt.Fprintf(w, "Game:             %s, game %d (%s), ply %d of %d\n", gp.file, gp.game, gp.res.Variant, gp.ply, gp.res.Plies)
	last := gp.lastText
	if last == "" {
		last = "- (the start of the game)"
	}
	fmt.Fprintf(w, "Last move:        %s\n", last)
	if gp.next != nil {
		arrow := ""
		if a := gp.marks.Arrow; a != nil {
			arrow = " " + squareName(gp.pos, a.From) + "-" + squareName(gp.pos, a.To)
		} else if len(gp.marks.Rings) > 0 {
			var names []string
			for _, x := range gp.marks.Rings {
				names = append(names, squareName(gp.pos, x))
			}
			arrow = ", " + strings.Join(names, " or ")
		}
		fmt.Fprintf(w, "Next move:        %s %s (illegal%s: %s, %s)\n", gp.nextNumber, gp.next.Text, arrow, gp.next.Message, gp.next.Code)
	}
}

// caption is the line under the SVG diagram.
func (gp *gamePosition) caption() string {
	s := fmt.Sprintf("game %d, ply %d", gp.game, gp.ply)
	if gp.lastText != "" {
		s += ": " + gp.lastText
	}
	if gp.next != nil {
		s += "; next " + gp.nextNumber + " " + gp.next.Text + " is illegal (" + gp.next.Code + ")"
	}
	return s
}

func squareName(p *position.Position, s board.Square) string { return p.R.G.Name(s) }

func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	if word == "legal ply" {
		return fmt.Sprintf("%d legal plies", n)
	}
	return fmt.Sprintf("%d %ss", n, word)
}
