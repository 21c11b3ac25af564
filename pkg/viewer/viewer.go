// Package viewer writes one replayed game as a self-contained HTML page: the board
// (any size up to 16x16, in the preset's style: chess, xiangqi, shogi, janggi)
// drawn from the FEN of each position with the pieces in hand beside it, the move
// list in the log's own notation with the log's comments and PGN variations
// (clickable: a variation's move shows its position), buttons and keys (Left,
// Right, Home, End; F turns the board round) to step through the plies, the last
// move shaded, the royal piece in check on red, the rule events (castling,
// promotion, en passant, bishop conversion, swap, capture conversion, claimable
// draws) marked in the list and named under the board, and, when the game stopped
// on an illegal move, the position before it with the move drawn (an arrow, a
// ring with the piece for a drop, or dashed rings on the pieces its text may mean)
// and the diagnostic with the legal moves there. The move list keeps the current
// move in view; the board scales to the width of the window (readable at 360
// pixels).
//
// The page loads nothing: its CSS, a small script and the game's data (JSON: the
// FEN after every ply, the board and pieces as pkg/diagram draws them) are inline.
//
// The address may name the step to open: page.html#12 (after ply 12), #end (the
// last step: the illegal move when there is one).
//
// DOM contract (for tests and user styles): the board is <svg id="board">; every
// square is an element with the class "sq" and data-sq="e4" (its name), holding
// data-piece="N" (the FEN label: upper case White, lower case Black; empty when
// the square is empty); the squares of the last move carry the class "last", the
// royal piece in check the class "check"; each hand's kinds are <g class="hand"
// data-color="w|b" data-piece="P" data-count="2">; <body data-ply="N"> is the
// number of plies played on the board shown (the illegal move's step shows the
// plies before it and sets data-illegal="1"; a variation's move sets
// data-var="i.j", the j-th move of variation i, 0-based, and data-ply=""), and
// data-flip="1" when the board is turned round.
package viewer

import (
	"encoding/json"
	"fmt"
	"html"
	"io"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/diagram"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/replay"
	"github.com/gamecourier/courier/pkg/rules"
)

// Game is the data of the page (written into it as JSON).
type Game struct {
	Title       string `json:"title"`
	File        string `json:"file"`
	Game        int    `json:"game"` // 1-based in its file
	Variant     string `json:"variant"`
	VariantName string `json:"variant_name"`
	// Files and Ranks are the board's size; FileNames and RankNames its labels
	// ("a".."p", "1".."16"), from the first file and rank.
	Files     int      `json:"files"`
	Ranks     int      `json:"ranks"`
	FileNames []string `json:"file_names"`
	RankNames []string `json:"rank_names"`
	// Notation is the log's notation: "gc", "san" or "coord".
	Notation string `json:"notation"`
	// Pieces maps each upper-case piece letter to how it is drawn.
	Pieces map[string]Piece `json:"pieces"`
	// Tags are the game's tag pairs worth a header line (Event, Site, Date, White,
	// Black, Result), in that order.
	Tags [][2]string `json:"tags"`
	// Start is the FEN of the start position; StartEvents the events at ply 0 (a
	// draw already claimable there).
	Start       string  `json:"start"`
	StartEvents []Event `json:"start_events"`
	// Plies are the legal plies replayed.
	Plies []Ply `json:"plies"`
	// Illegal is the move that stopped the game, if any.
	Illegal *Illegal       `json:"illegal"`
	Status  string         `json:"status"`
	Result  replay.Outcome `json:"result"`
	// Open is the step the page opens at: 0 the start, i after ply i, len(Plies)+1
	// the illegal move.
	Open int `json:"open"`
	// Flip opens the page with the board turned round (Black at the bottom).
	Flip bool `json:"flip"`
	// Board is how the board is drawn, as pkg/diagram draws it: [0] with White at
	// the bottom, [1] turned round.
	Board [2]BoardDrawing `json:"board"`
	// HandKinds lists the labels of the kinds a hand may hold, in the order the
	// hands show them (diagram.HandKinds); empty without drops.
	HandKinds []string `json:"hand_kinds"`
	// StartCheck is the square of the royal piece in check at the start, "" none.
	StartCheck string `json:"start_check"`
	// StartComment is the comment before the first move (Annotate).
	StartComment string `json:"start_comment"`
	// Variations are the PGN variations (Annotate), in the order written.
	Variations []Variation `json:"variations"`
	sans       []string    // the SAN of each ply, as the replay found it
}

// BoardDrawing is one orientation of the board: its layout, the board without
// pieces (SVG markup of a <g>, diagram.Background), and each piece as SVG markup
// centred on (0, 0) in cells of Layout.Square pixels, by FEN label (upper case
// White, lower case Black).
type BoardDrawing struct {
	Layout     diagram.Layout    `json:"layout"`
	Background string            `json:"background"`
	Pieces     map[string]string `json:"pieces"`
}

// Drawings returns the two orientations of r's board (see BoardDrawing).
func Drawings(r *position.Rules) [2]BoardDrawing {
	var out [2]BoardDrawing
	for i, flip := range []bool{false, true} {
		l := diagram.NewLayout(r, diagram.Options{Flip: flip})
		d := BoardDrawing{Layout: l, Background: diagram.Background(r, l), Pieces: map[string]string{}}
		for k := 1; k <= r.Kinds(); k++ {
			for _, c := range []rules.Color{rules.White, rules.Black} {
				d.Pieces[r.Label(position.MakePiece(k, c))] = diagram.PieceSVG(r, l, k, c, 0, 0, float64(l.Square))
			}
		}
		if r.HasWalls() {
			d.Pieces["*"] = diagram.WallSVG(0, 0, float64(l.Square)) // a wall square of the FEN
		}
		out[i] = d
	}
	return out
}

// HandLabels returns the labels of diagram.HandKinds(r).
func HandLabels(r *position.Rules) []string {
	out := []string{}
	for _, k := range diagram.HandKinds(r) {
		out = append(out, r.KindLabel(k))
	}
	return out
}

// Piece is how a piece type is drawn: Symbol (a chess symbol, see
// diagram.Symbol) or, when that is empty, its letter in a circle.
type Piece struct {
	Name   string `json:"name"`
	Symbol string `json:"symbol"`
}

// Ply is one legal ply.
type Ply struct {
	Number string  `json:"number"` // "12." (White) or "12..." (Black), as FEN counts moves
	Text   string  `json:"text"`   // the move as the log writes it
	SAN    string  `json:"san"`    // in SAN with its check or mate mark
	From   string  `json:"from"`   // the squares to shade ("e2", "e4")
	To     string  `json:"to"`
	FEN    string  `json:"fen"` // the position after the ply
	Events []Event `json:"events"`
	// Check is the square of the royal piece the ply puts in check, "" none.
	Check string `json:"check"`
	// Comment is the log's comment after the ply (Annotate), "" none.
	Comment string `json:"comment"`
}

// Event is a rule event of a ply (replay.Event), with a label for people.
type Event struct {
	Kind   string `json:"kind"`
	Label  string `json:"label"`
	Detail string `json:"detail"`
}

// Illegal is the move that stopped the game (replay.ErrorInfo) where it stands: FEN
// is the position before it (after the last legal ply); Arrow (from, to; from ""
// when unknown) or Rings mark it when its text can be read.
type Illegal struct {
	Ply     int      `json:"ply"` // 1-based
	Number  string   `json:"number"`
	Text    string   `json:"text"`
	Code    string   `json:"code"`
	Message string   `json:"message"`
	Line    int      `json:"line"`
	Col     int      `json:"col"`
	FEN     string   `json:"fen"`
	Legal   []string `json:"legal"`
	Arrow   []string `json:"arrow"`
	Rings   []string `json:"rings"`
	// Drop is the label of the piece an attempted drop puts on Arrow[1] (drawn
	// there faded, in a ring), "" for other moves.
	Drop string `json:"drop"`
}

// eventLabels names the replay event kinds.
var eventLabels = map[string]string{
	"castling":             "castling",
	"promotion":            "promotion",
	"en-passant":           "en passant",
	"conversion":           "bishop conversion",
	"conversion-declined":  "conversion declined",
	"swap":                 "bishop swap",
	"capture-conversion":   "capture conversion",
	"fifty-move-claimable": "50-move draw claimable",
	"threefold-claimable":  "threefold repetition claimable",
}

func event(e replay.Event) Event {
	l := eventLabels[e.Kind]
	if l == "" {
		l = e.Kind
	}
	return Event{Kind: e.Kind, Label: l, Detail: e.Detail}
}

// Build turns a replayed game into the page's data. res must come from an engine
// with replay.Options.KeepMoves and r must be the rules it was replayed with
// (without --without modules switched off there, the plies may not be found).
// Errors: the game has no start position (it was not replayed: no preset), its
// moves were not kept, or a ply is not found again in its position.
func Build(r *position.Rules, res *replay.Result) (*Game, error) {
	if res.StartFEN == "" {
		return nil, fmt.Errorf("game %d of %s was not replayed (no preset)", res.Game, res.File)
	}
	if len(res.Moves) < res.Plies {
		return nil, fmt.Errorf("game %d of %s: the moves were not kept (replay.Options.KeepMoves)", res.Game, res.File)
	}
	p, err := r.ParseFEN(res.StartFEN)
	if err != nil {
		return nil, fmt.Errorf("game %d of %s: start position: %v", res.Game, res.File, err)
	}
	g := r.G
	gm := &Game{
		File: res.File, Game: res.Game, Variant: res.Variant, VariantName: r.V.Name,
		Files: g.Files, Ranks: g.Ranks, Notation: res.Notation, Pieces: map[string]Piece{},
		Start: p.FEN(), StartEvents: []Event{}, Plies: make([]Ply, 0, res.Plies),
		Status: res.Status, Result: res.Result, Tags: [][2]string{},
		Board: Drawings(r), HandKinds: HandLabels(r), StartCheck: checkSquare(p), Variations: []Variation{},
	}
	for f := 0; f < g.Files; f++ {
		gm.FileNames = append(gm.FileNames, board.FileName(f))
	}
	for k := 0; k < g.Ranks; k++ {
		gm.RankNames = append(gm.RankNames, board.RankName(k))
	}
	for i := range r.V.Pieces {
		pt := &r.V.Pieces[i]
		gm.Pieces[pt.LabelOf()] = Piece{Name: pt.Name, Symbol: diagram.Symbol(pt)}
	}
	for _, t := range []string{"Event", "Site", "Date", "White", "Black", "Result"} {
		if v, ok := res.Tag(t); ok && strings.TrimSpace(v) != "" {
			gm.Tags = append(gm.Tags, [2]string{t, v})
		}
	}
	events := map[int][]Event{}
	for _, e := range res.Events {
		if e.Ply == 0 {
			gm.StartEvents = append(gm.StartEvents, event(e))
			continue
		}
		events[e.Ply] = append(events[e.Ply], event(e))
	}
	for i := 0; i < res.Plies; i++ {
		mi := &res.Moves[i]
		m, ok := match.FindSAN(p, mi.SAN)
		if !ok {
			return nil, fmt.Errorf("game %d of %s: ply %d (%s) is not found again after the replay", res.Game, res.File, i+1, mi.SAN)
		}
		ply := plyOf(p, m, mi.Text)
		if events[i+1] != nil {
			ply.Events = events[i+1]
		}
		gm.Plies = append(gm.Plies, ply)
		gm.sans = append(gm.sans, mi.SAN)
	}
	if e := res.Error; e != nil && e.Ply >= 1 {
		il := &Illegal{Ply: e.Ply, Number: moveNumber(p), Text: e.Text, Code: e.Code, Message: e.Message,
			Line: e.Line, Col: e.Col, FEN: p.FEN(), Legal: e.Legal, Arrow: []string{}, Rings: []string{}}
		if il.Legal == nil {
			il.Legal = []string{}
		}
		if e.Text != "" && e.Ply == res.Plies+1 {
			a, rings := match.MarkAttempt(p, res.Notation, e.Text)
			if a != nil && g.Contains(a.To) {
				from := ""
				if g.Contains(a.From) && a.From != a.To {
					from = g.Name(a.From)
				}
				il.Arrow = []string{from, g.Name(a.To)}
				if a.Drop != "" && r.KindOfLabel(a.Drop) > 0 {
					il.Drop = r.Label(position.MakePiece(r.KindOfLabel(a.Drop), p.Side()))
				}
			}
			for _, s := range rings {
				if g.Contains(s) {
					il.Rings = append(il.Rings, g.Name(s))
				}
			}
		}
		gm.Illegal = il
	}
	gm.Title = fmt.Sprintf("%s, game %d (%s)", res.File, res.Game, r.V.Name)
	return gm, nil
}

// plyOf plays m, a legal move of p, on p and returns it as a ply written text
// ("" for its SAN).
func plyOf(p *position.Position, m position.Move, text string) Ply {
	g := p.R.G
	ply := Ply{Number: moveNumber(p), Text: text, SAN: match.SAN(p, m, true), To: g.Name(m.To), Events: []Event{}}
	if g.Contains(m.From) && m.From != m.To {
		ply.From = g.Name(m.From)
	}
	if ply.Text == "" {
		ply.Text = ply.SAN
	}
	p.Make(m)
	ply.FEN = p.FEN()
	ply.Check = checkSquare(p)
	return ply
}

// checkSquare is the square of the side to move's royal piece when in check, "" otherwise.
func checkSquare(p *position.Position) string {
	if k := p.King(p.Side()); p.R.G.Contains(k) && p.InCheck() {
		return p.R.G.Name(k)
	}
	return ""
}

// moveNumber numbers the move of the side to move in p: "10." for White, "10..." for Black.
func moveNumber(p *position.Position) string {
	if p.Side() == rules.White {
		return fmt.Sprintf("%d.", p.FullmoveNumber())
	}
	return fmt.Sprintf("%d...", p.FullmoveNumber())
}

// WriteHTML writes the page of g. The only error is the writer's.
func WriteHTML(w io.Writer, g *Game) error {
	data, err := json.Marshal(g) // escapes <, > and & in strings: safe inside <script>
	if err != nil {
		return err
	}
	var b strings.Builder
	b.WriteString("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
	b.WriteString("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
	b.WriteString("<title>" + html.EscapeString("courier: "+g.Title) + "</title>\n")
	b.WriteString("<style>\n:root { --font: " + diagram.FontStack + "; }\n" + css + "</style>\n</head>\n<body data-ply=\"0\">\n")
	b.WriteString("<h1>" + html.EscapeString(g.Title) + "</h1>\n")
	b.WriteString(body)
	b.WriteString("<script id=\"game\" type=\"application/json\">" + string(data) + "</script>\n")
	b.WriteString("<script>\n" + BoardScript + script + "</script>\n</body>\n</html>\n")
	_, err = io.WriteString(w, b.String())
	return err
}
